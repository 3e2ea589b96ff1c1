/// The guides' checklists, quoted verbatim from the seed documents (the
/// project's specification), each item with what keel checks of it. An
/// agent reads them before it writes a ViewModel, a view or a migrated
/// feature; `audit_files` then checks what keel can check.
struct Checklist: Sendable, Hashable {
    struct Item: Sendable, Hashable {
        /// The item's line as the guide writes it (after `- [ ] `).
        var text: String
        /// The rules that check it (empty: keel cannot check it; review it).
        var rules: [String]
        /// What keel checks, or why it cannot.
        var note: String = ""
    }

    /// The resource's last path component (`keel://checklists/<slug>`).
    var slug: String
    var title: String
    /// The document, and the headings above the list.
    var source: String
    var items: [Item]
    /// When to read it.
    var use: String

    static let all: [Checklist] = [viewModel, view, newFeature, bridgeUsage, otherFeatures, stateManagement]

    static let mvvmGuide = "SwiftUI MVVM Team Guidelines"
    static let migrationGuide = "Windscribe iOS - SwiftUI Migration Guide"

    static let viewModel = Checklist(
        slug: "viewmodel", title: "ViewModel Checklist",
        source: "\(mvvmGuide) › Quick Reference › ViewModel Checklist",
        items: [
            Item(text: "Marked with `@MainActor`", rules: ["VM001", "VM012"]),
            Item(text: "Conforms to `ObservableObject`", rules: ["VM002"], note: "`@Observable` is accepted too"),
            Item(text: "All dependencies injected via init", rules: ["VM011", "VM014"]),
            Item(text: "Published properties are `private(set)`", rules: ["VM003"]),
            Item(text: "No SwiftUI imports", rules: ["VM004", "VM005"], note: "VM005 also catches SwiftUI types such as Color or Image"),
            Item(text: "Methods are focused and testable", rules: ["VM008", "VM009"],
                 note: "keel checks that inputs are methods, not subjects (VM008), and the ViewModel's size (VM009); focus itself is for review"),
            Item(text: "Error handling is comprehensive", rules: [], note: "not checked by keel — review it"),
        ],
        use: "before writing or changing a ViewModel")

    static let view = Checklist(
        slug: "view", title: "View Checklist",
        source: "\(mvvmGuide) › Quick Reference › View Checklist",
        items: [
            Item(text: "Uses `@StateObject` for owned ViewModels", rules: ["SU002"]),
            Item(text: "Uses `@ObservedObject` for passed ViewModels", rules: ["SU002"],
                 note: "SU002 flags a view that creates its ViewModel but holds it as @ObservedObject"),
            Item(text: "No business logic in view body", rules: [], note: "not checked by keel — review it"),
            Item(text: "Delegates all actions to ViewModel", rules: [], note: "not checked by keel — review it"),
            Item(text: "Properly handles loading and error states", rules: [], note: "not checked by keel — review it"),
        ],
        use: "before writing or changing a SwiftUI view")

    static let newFeature = Checklist(
        slug: "new-swiftui-feature", title: "Migration Checklist — For Each New SwiftUI Feature",
        source: "\(migrationGuide) › Migration Checklist › For Each New SwiftUI Feature",
        items: [
            Item(text: "Create SwiftUI View (no UIKit)", rules: [], note: "not checked by keel"),
            Item(text: "Implement Combine-based ViewModel (no RxSwift)", rules: ["RX001"]),
            Item(text: "Use existing `RxSwift+Extension.swift` bridge methods", rules: ["RX003"],
                 note: "RX003 flags legacy managers that grow Combine API instead of being bridged"),
            Item(text: "Inject legacy RxSwift services through initializer", rules: ["VM011", "VM014"]),
            Item(text: "Convert all RxSwift streams to @Published properties", rules: ["RX001", "VM003"]),
            Item(text: "Handle errors appropriately in Combine pipeline", rules: [], note: "not checked by keel — review it"),
            Item(text: "Test integration with legacy services", rules: [], note: "not checked by keel — write the tests"),
        ],
        use: "when building a new SwiftUI feature on top of legacy RxSwift managers")

    static let bridgeUsage = Checklist(
        slug: "bridge-usage", title: "Migration Checklist — Bridge Usage Verification",
        source: "\(migrationGuide) › Migration Checklist › Bridge Usage Verification",
        items: [
            Item(text: "Verify `RxSwift+Extension.swift` contains required bridge methods", rules: [], note: "not checked by keel"),
            Item(text: "Use `asPublisher()` for Singles and BehaviorSubjects", rules: [],
                 note: "not checked by keel; `keel migrate` (migration_plan) generates these calls"),
            Item(text: "Use `toPublisher()` for Observables", rules: [], note: "not checked by keel; `keel migrate` generates these calls"),
            Item(text: "Use `asVoidPublisher()` for synchronous void functions", rules: [], note: "not checked by keel"),
            Item(text: "Handle `RxBridgeError.missingInitialValue` when needed", rules: [], note: "not checked by keel — review it"),
        ],
        use: "when a ViewModel reads a legacy RxSwift stream")

    static let otherFeatures = Checklist(
        slug: "other-features", title: "Migration Checklist for Other Features",
        source: "\(migrationGuide) › Real-World Migration Example: Location Permission Feature › Migration Checklist for Other Features",
        items: [
            Item(text: "**Identify UIKit Controller**: Find the UIKit view controller to migrate", rules: [],
                 note: "migration_plan finds it from the legacy ViewModel (or takes it)"),
            Item(text: "**Create SwiftUI View**: Build equivalent SwiftUI view with declarative UI", rules: ["SU002"]),
            Item(text: "**Create Combine ViewModel**: Implement ViewModel with @Published properties", rules: ["RX001", "VM001", "VM002", "VM003"]),
            Item(text: "**Use RxSwift Bridge**: Connect to legacy services using existing bridge methods", rules: ["RX001", "RX003"]),
            Item(text: "**Update DI Registration**: Register new ViewModel and View in dependency injection", rules: [],
                 note: "not checked by keel; migration_plan generates the Swinject assembly"),
            Item(text: "**Update Router**: Simplify routing to only trigger, not pass values", rules: ["RT001"]),
            Item(text: "**Remove Callbacks**: Replace callback patterns with reactive observation", rules: ["NV001", "VM010"]),
            Item(text: "**Test Integration**: Ensure bridge works correctly with legacy services", rules: [],
                 note: "not checked by keel; migration_plan generates a test skeleton with fakes"),
        ],
        use: "when migrating one legacy UIKit + RxSwift screen (see migration_plan)")

    static let stateManagement = Checklist(
        slug: "state-management", title: "Migration Checklist for State Management",
        source: "\(migrationGuide) › Advanced Migration Patterns: State Management Architecture › Migration Checklist for State Management",
        items: [
            Item(text: "**Identify Parameter Passing**: Find RouteID cases with parameters", rules: ["RT001"]),
            Item(text: "**Create State Manager**: Implement reactive state management protocol", rules: [], note: "not checked by keel"),
            Item(text: "**Update RouteID**: Remove parameters from router enum", rules: ["RT001"]),
            Item(text: "**Update ViewModel**: Subscribe to state manager using RxSwift bridge", rules: ["RX001"]),
            Item(text: "**Update Legacy Integration**: Set state before routing", rules: [], note: "not checked by keel"),
            Item(text: "**Register in DI**: Configure state manager as singleton", rules: [], note: "not checked by keel"),
            Item(text: "**Test Integration**: Verify state flows correctly between components", rules: [], note: "not checked by keel — write the tests"),
        ],
        use: "when a route passes parameters to a screen (RouteID cases with values)")

    /// The resource's text: the guide's list verbatim, then what keel checks of each item.
    var markdown: String {
        var lines = ["# \(title)", "", "Quoted verbatim from *\(source)* (Keel's specification). Read it \(use).", ""]
        for item in items { lines.append("- [ ] " + item.text) }
        lines.append("")
        lines.append("## What keel checks")
        lines.append("")
        for item in items {
            let rules = item.rules.map { "\($0) (\(ResourceCatalog.ruleURI($0)))" }.joined(separator: ", ")
            var line = "- \(item.text) — "
            if rules.isEmpty {
                line += item.note.isEmpty ? "not checked by keel" : item.note
            } else {
                line += "keel: " + rules + (item.note.isEmpty ? "" : "; " + item.note)
            }
            lines.append(line)
        }
        lines.append("")
        lines.append("Check your code with the `audit_files` tool; `explain_rule` explains any rule above.")
        return lines.joined(separator: "\n") + "\n"
    }
}
