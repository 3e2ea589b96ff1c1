/// A finding before suppressions, severity and line numbers are applied.
struct RawFinding: Sendable {
    var ruleID: String
    /// UTF-8 offset of the offending node (where the `↓` marker goes).
    var offset: Int
    var message: String
    /// Normalized source of the offending node (fingerprint input).
    var snippet: String
    /// The primary unit (type declaration) the finding counts against for compliance.
    var unit: Int?
    /// Start of the enclosing declaration when the finding sits on a
    /// declaration's name: a suppression for that line also applies, so
    /// `// keel:disable:next VM001` above `@MainActor`-less attributes works.
    var anchor: Int? = nil
    /// UTF-8 offsets of the violation's other places in the file (one
    /// finding per violation; they become SARIF `relatedLocations`).
    var related: [Int] = []
}

/// One architecture rule.
///
/// A rule owns its detection: it reads the generic `FileFacts` of a file
/// through a `RuleContext` (never the syntax tree), its predicates live in
/// its own file, and it tells the fact collector which calls it needs
/// recorded (`interests`). Its work is linear in the facts.
///
/// Contract with the reporting side: every finding names the `unit` it
/// counts against, and `applicableUnits(_:)` lists the units the rule has
/// something to check in (the compliance denominator). A unit the rule has
/// nothing to check in is *not applicable* — not compliant.
protocol Rule: Sendable {
    /// Everything static about the rule: docs, metadata, examples.
    var info: RuleInfo { get }
    /// The calls the rule needs recorded (default: none beyond the generic facts).
    var interests: FactInterests { get }
    /// Findings in one file.
    func check(_ context: RuleContext) -> [RawFinding]
    /// Primary units the rule applies to (compliance denominator). Empty when
    /// the rule has no unit notion in this file.
    func applicableUnits(_ context: RuleContext) -> [Int]
}

extension Rule {
    var interests: FactInterests { .none }
    var id: String { info.id }
    /// What the docs page, the reporters and `keel rules` print.
    var description: RuleDescription { info.description }
    /// How to fix a finding (rule docs page).
    var howToFix: String { info.howToFix }

    func finding(_ context: RuleContext, at offset: Int, _ message: String, snippet: String, unit: Int?) -> RawFinding {
        RawFinding(ruleID: id, offset: offset, message: message, snippet: snippet, unit: unit)
    }

    /// A finding on a type declaration's name, suppressible from the declaration's first line too.
    func declarationFinding(_ context: RuleContext, unit: Int, _ message: String, snippet: String? = nil) -> RawFinding {
        let u = context.facts.units[unit]
        return RawFinding(ruleID: id, offset: u.nameOffset, message: message, snippet: snippet ?? u.snippet, unit: unit, anchor: u.start)
    }
}

/// The static facts of a rule: identity and docs (`RuleDescription`), the
/// metadata the engine and the CLI read (`appliesTo`, `diffOnly`,
/// `fixable`), and the examples the test suite runs.
struct RuleInfo: Sendable {
    var id: String
    var name: String
    var summary: String
    /// Why the rule exists, citing the guide section it enforces.
    var rationale: String
    var severity: Severity
    /// The units the rule checks, in words (docs, `keel rules`).
    var appliesTo: RuleScope
    /// The rule only reports on files changed since the base ref (`--since`).
    var diffOnly: DiffMode = .never
    /// Whether `keel fix` applies a fix, and when.
    var fixable: Fixability
    var howToFix: String
    /// Code that must trigger the rule; `↓` marks where a finding is expected.
    var triggering: [RuleExample]
    /// Code that must not trigger the rule.
    var nonTriggering: [RuleExample]

    var description: RuleDescription {
        RuleDescription(id: id, name: name, summary: summary, rationale: rationale, defaultSeverity: severity, fixable: fixable.text,
                        triggeringExamples: triggering.map(\.code), nonTriggeringExamples: nonTriggering.map(\.code))
    }
}

/// A rule example, with where it is written: a failing example points at its
/// rule's source (`#filePath`, `#line` of the example's first line).
struct RuleExample: Sendable, Hashable {
    var code: String
    var fileID: String
    var filePath: String
    var line: Int

    init(_ code: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.line = Int(line)
    }
}

/// The units a rule checks.
enum RuleScope: Sendable, Hashable {
    /// Every ViewModel (UIKit and SwiftUI).
    case viewModels
    /// ViewModels SwiftUI observes: `ObservableObject` / `@Observable`, held
    /// by a SwiftUI view, or with `@Published` state.
    case swiftUIViewModels
    /// ViewModels SwiftUI observes, and legacy UIKit ViewModels in files changed since the base ref.
    case newViewModels
    /// Every ViewModel (bound by a view controller or observed by a view) outside `legacyPaths`.
    case currentViewModels
    /// ViewModels SwiftUI observes, and the `currentViewModels` with `@Published` state a
    /// view controller reads: the ViewModels whose state drives a UI.
    case publishingViewModels
    case observableClasses
    case views
    case coordinators
    case routeEnums
    case legacyManagers
    case anyCode
    case suppressionComments
    case everyFile

    var text: String {
        switch self {
        case .viewModels: "ViewModels"
        case .swiftUIViewModels: "ViewModels SwiftUI observes (ObservableObject / @Observable, held by a SwiftUI view, or with @Published state), outside `legacyPaths`"
        case .newViewModels: "ViewModels SwiftUI observes, outside `legacyPaths`; legacy UIKit ViewModels only in files changed since the base ref (`--since`)"
        case .currentViewModels: "ViewModels — what a SwiftUI view observes or a view controller binds to (not a logic-free box of values) — outside `legacyPaths`"
        case .publishingViewModels: "ViewModels SwiftUI observes (ObservableObject / @Observable, or held by a SwiftUI view) and ViewModels a view controller binds to that keep `@Published` state (not a logic-free box of values), outside `legacyPaths`"
        case .observableClasses: "ObservableObject classes"
        case .views: "SwiftUI views"
        case .coordinators: "coordinators (a name matching `coordinatorNames`, in the UI layer: it navigates or owns child coordinators, SwiftUI observes it, or its file imports UIKit/SwiftUI — not a networking framework's session coordinator)"
        case .routeEnums: "route enums (a name matching `routerNames` that a navigation function takes; not network routers)"
        case .legacyManagers: "legacy RxSwift managers (`legacyPaths`, or managers importing RxSwift)"
        case .anyCode: "any code"
        case .suppressionComments: "`keel:` suppression comments"
        case .everyFile: "every file"
        }
    }
}

/// When a rule reports only on changed code.
enum DiffMode: Sendable, Hashable {
    case never
    /// Only in files changed since the base ref (`--since REF`).
    case always
    /// Legacy units only in files changed since the base ref; other units always.
    case legacyUnits

    /// The case's name (for the engine version; spelled out, since
    /// interpolating an enum looks up conformances at run time).
    var name: String {
        switch self {
        case .never: "never"
        case .always: "always"
        case .legacyUnits: "legacyUnits"
        }
    }
}

/// Whether `keel fix` applies a fix, and when: the fixer of a `.fixable` or
/// `.conditionally` rule lives in the KeelFix target (`FixerRegistry`), and
/// a test checks that the two lists agree.
enum Fixability: Sendable, Hashable {
    /// `keel fix` fixes every finding; the text says what it does.
    case fixable(String)
    /// `keel fix` fixes a finding when the stated condition is proven;
    /// otherwise it reports it as not fixed, with the reason.
    case conditionally(String)
    /// `keel fix` leaves it to a person: the text says why (or what to do).
    case manual(String)

    var text: String {
        switch self {
        case .fixable(let what): "yes — \(what)"
        case .conditionally(let when): "sometimes — \(when)"
        case .manual(let why): "no — \(why)"
        }
    }
}
