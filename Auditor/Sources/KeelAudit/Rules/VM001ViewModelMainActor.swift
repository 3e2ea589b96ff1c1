/// VM001 — ViewModel not `@MainActor`.
struct ViewModelMainActorRule: Rule {
    let info = RuleInfo(
        id: "VM001",
        name: "viewmodel-main-actor",
        summary: "ViewModels must be @MainActor.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 8. Don't Forget @MainActor, and the ViewModel Checklist (\"Marked with @MainActor\"): @Published state drives the UI and must only change on the main thread; without isolation a background mutation crashes or publishes off-main. Applies to the ViewModels SwiftUI observes (ObservableObject / @Observable, or held by a SwiftUI view) and to every other ViewModel with `@Published` state — a UIKit + Combine ViewModel a view controller keeps and `sink`s on is as much the UI's source of truth (the same convention as VM003); legacy UIKit ViewModels (Rx relays or Combine subjects driving view controllers, no `@Published` state) are not the checklist's subject, nor is a logic-free box of published values (no method), and neither is a class that keeps no state (no stored `var` in it or a superclass: an empty `ObservableObject`, an `@Observable` service of `let` dependencies a view keeps in `@State`) — nothing of it can change off the main thread. Isolation inherited from a @MainActor protocol or superclass, or the module's default isolation (Swift 6.2: `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in an Xcode project, XcodeGen or Tuist settings, `.defaultIsolation(MainActor.self)` in Package.swift — read from the tree's build descriptions — or `default_main_actor_isolation: true` in .keel.yml), counts.",
        severity: .error,
        appliesTo: .publishingViewModels,
        fixable: .conditionally("`keel fix` adds `@MainActor` to the class (on its own line, other attributes and comments kept) only when every use of the class in the whole tree — tests included — is proven to run on the main actor: constructing it, reading or writing its members and calling its methods happen in `@MainActor` or UIKit/SwiftUI code, or in closures keel places on the main actor (docs/articles/Concurrency.md lists the patterns; a callback whose queue is not documented as main is not proven), never in a `nonisolated` member, a `deinit`, a background callback or a nonisolated type's method (such as an enum's plain `static func configure(…)`); no type inherits from it; every superclass and protocol it inherits is main-actor isolated or `ObservableObject`/`NSObject` (a `@MainActor` member may not witness a nonisolated requirement); and the class is not `nonisolated` or bound to another global actor"),
        howToFix: "Mark the class `@MainActor` (`@MainActor final class …ViewModel: ObservableObject`). If every ViewModel in the module should be main-actor isolated, build the module with Swift 6.2's default isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, `.defaultIsolation(MainActor.self)`), which keel reads from the build description, instead. Background work then goes into `async` functions or services, and results are assigned back on the main actor.",
        triggering: [
            RuleExample("""
            final class ↓BadViewModel: ObservableObject {
                @Published private(set) var text = ""
            }
            """),
            RuleExample("""
            class ↓ConnectionViewModel: ObservableObject {
                @Published private(set) var state = 0
            }
            @MainActor extension ConnectionViewModel {}
            """),
            RuleExample("""
            import Combine
            import UIKit
            // A UIKit + Combine ViewModel: the controller keeps it and `sink`s on its @Published state.
            final class ↓TimerScreenModel {
                @Published private(set) var remaining = 0
                func tick() { remaining -= 1 }
            }
            final class TimerController: UIViewController {
                private let model = TimerScreenModel()
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.$remaining.sink { print($0) }.store(in: &bag)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var text = ""
            }
            """),
            RuleExample("""
            @MainActor protocol LocationPermissionInfoViewModel: ObservableObject {}
            final class LocationPermissionInfoViewModelImpl: LocationPermissionInfoViewModel {}
            """),
            RuleExample("""
            @MainActor class BaseViewModel: ObservableObject {}
            final class ProfileViewModel: BaseViewModel {}
            """),
            RuleExample("""
            // A UIKit ViewModel driving a view controller through a subject: not observed by SwiftUI.
            final class LocationNameViewModelImpl: LocationNameViewModel {
                let locationInfoUpdatedTrigger = PassthroughSubject<Void, Never>()
            }
            """),
            RuleExample("""
            import Combine
            import UIKit
            // A box of published values the controller reads (no method): state, not a ViewModel.
            final class FilterValues {
                @Published var query = ""
            }
            final class SearchController: UIViewController {
                private let filter = FilterValues()
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    filter.$query.sink { print($0) }.store(in: &bag)
                }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for unit in applicableUnits(context) {
            let decl = context.facts.units[unit].declaration
            if context.isMainActorIsolated(unit: unit) || Self.reportedBase(of: unit, context) != nil { continue }
            let why = context.publishedNames(of: unit).isEmpty
                ? "SwiftUI observes it, so its state must only change on the main thread"
                : "its @Published state must only change on the main thread"
            result.append(declarationFinding(context, unit: unit, "\(decl.name) is not @MainActor; \(why) — mark the class @MainActor\(offMainNote(context, unit: unit))."))
        }
        return result
    }

    /// Where the class writes its own state off the main actor (the one
    /// definition, `OffMainDefinition`, through the facts): the attribute
    /// alone would not make that code main-actor code, so the finding says
    /// to move it first.
    func offMainNote(_ context: RuleContext, unit: Int) -> String {
        var writes: [AssignmentFact] = []
        for assignment in context.facts.assignments where assignment.offMain && (assignment.base == nil || assignment.base == "self") {
            if context.owner(of: assignment.unit, role: .viewModel) == unit { writes.append(assignment) }
        }
        guard let first = writes.first else { return "" }
        let lines = LineTable(lineStarts: context.facts.lineStarts, lineCount: context.facts.lineCount)
        let more = writes.count > 1 ? " (and \(writes.count - 1) more)" : ""
        return "; first move its write of \(first.member) at line \(lines.line(first.offset))\(more) off \(first.offMainReason ?? "a background context") onto the main actor"
    }

    /// The ViewModels whose state a UI layer reads (SwiftUI-observed ones, and controller-bound ones
    /// with `@Published` state) that keep state: a class with no stored `var` (an empty
    /// `ObservableObject`, a `Sendable` service of `let` dependencies a view keeps in `@State`)
    /// has no state to change off the main thread.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.viewModels(.publishingViewModels).filter { !context.keepsNoState($0) }
    }
}
