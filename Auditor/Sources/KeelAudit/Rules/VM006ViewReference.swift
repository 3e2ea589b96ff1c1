/// VM006 — ViewModel references a View or view controller.
struct ViewReferenceRule: Rule {
    let info = RuleInfo(
        id: "VM006",
        name: "viewmodel-references-view",
        summary: "ViewModels must not reference Views or view controllers.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 2. Never Access Views from ViewModels (\"weak var view: ProductListView?  // Never reference views\"): the View observes the ViewModel, never the other way round — publish state (an alertMessage) instead. A type reference is resolved as the compiler would (scopes, modules, imports): it is a view when it conforms to SwiftUI's View or inherits from a UIKit view or view controller (an app's own `SettingsRowView: UIView` included); a name the tree does not declare counts when it ends in View/ViewController. Building a view, cell or view controller (`SomeTableViewCell()`, an `MKAnnotationView` subclass drawn into a map snapshot, a library view's subclass made as UIKit makes views — `init?(coder:)` in a UIKit file) and holding a delegate protocol that only views adopt (the ViewModel drives the view through it) count too. One finding per view type a ViewModel references; its other mentions are related locations. A call into UIKit objects the ViewModel reaches through an object it holds (`coordinator?.navigationController.view.rx.indicator.onNext(…)`, `…navigationController.setNavigationBarHidden(…)`), or an assignment into them (`coordinator?.navigationController.navigationBar.tintColor = …`; one finding per object edited), drives the screen from the ViewModel too; navigation calls there are VM010's.",
        severity: .error,
        appliesTo: .viewModels,
        fixable: .manual("the ViewModel publishes state the view observes instead"),
        howToFix: "Delete the reference. Publish what the view should show (`@Published private(set) var alertMessage: String?`) and let the view observe it; for navigation, expose a closure that a coordinator sets (VM010).",
        triggering: [
            RuleExample("""
            @MainActor
            final class BadViewModel: ObservableObject {
                weak var view: ↓ProductListView?
            }
            """),
            RuleExample("""
            final class SettingsScreen: UIViewController {}
            @MainActor
            final class SettingsViewModel: ObservableObject {
                private weak var screen: ↓SettingsScreen?
            }
            """),
            RuleExample("""
            class WSView: UIView {}
            final class SettingsRowView: WSView {}
            @MainActor
            final class SettingsViewModel: ObservableObject {
                private var rows: [↓SettingsRowView] = []
            }
            """),
            RuleExample("""
            final class BalanceCell: UITableViewCell {}
            final class WalletViewModel {
                @Published private(set) var balance = 0
                func cell() -> ↓UITableViewCell {
                    let cell = ↓BalanceCell()
                    return cell
                }
            }
            final class WalletViewController: UIViewController { let viewModel = WalletViewModel() }
            """),
            RuleExample("""
            protocol ProfileDisplaying: AnyObject { func show(name: String) }
            final class ProfileViewController: UIViewController, ProfileDisplaying {
                let viewModel = ProfileViewModel()
                func show(name: String) {}
            }
            final class ProfileViewModel {
                @Published private(set) var name = ""
                weak var display: ↓ProfileDisplaying?
            }
            """),
            RuleExample("""
            import MapKit
            final class PinView: MKAnnotationView {
                required init?(coder: NSCoder) { fatalError() }
            }
            final class SpotViewModel {
                let snapshot = PublishSubject<UIImage>()
                func draw() -> UIImage? {
                    let pin = ↓PinView(annotation: nil, reuseIdentifier: "pin")
                    return pin.image
                }
            }
            final class SpotViewController: UIViewController { let viewModel = SpotViewModel() }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var alertMessage: String?
            }
            """),
            RuleExample("""
            struct Preview {}
            @MainActor
            final class GoodViewModel: ObservableObject {
                private let preview: Preview
                init(preview: Preview) { self.preview = preview }
            }
            """),
        ]
    )

    /// Calls into UIKit objects reached through a held object (`coordinator?.navigationController.view…`).
    var interests: FactInterests { FactInterests(receiverSubstrings: ["navigationController", "navigationBar", "tabBarController"]) }

    /// A view controller type's static member that makes or presents a screen: its Rx extension (`X.rx.createWithParent`,
    /// a stream presenting one) or a factory (`X.make(…)`, `X.instantiate(…)`) — not a query (`isSourceTypeAvailable`, `canSendMail`).
    static func makesScreen(_ member: String) -> Bool {
        member == "rx" || ["make", "create", "instantiate", "new", "build", "present", "show", "from", "init", "load"].contains { member.hasPrefix($0) }
    }

    func check(_ context: RuleContext) -> [RawFinding] {
        var uses: [(offset: Int, owner: Int, name: String)] = []
        var known: [String: Bool] = [:]
        for ref in context.facts.typeRefs where ref.role == .type {
            guard let owner = context.owner(of: ref.unit, role: .viewModel) ?? context.viewModelTaking(nested: ref.unit, kind: .struct) else { continue }
            let key = ref.components.joined(separator: ".") + "@\(ref.unit ?? -1)"
            if known[key] == nil { known[key] = isView(ref, context) }
            guard known[key] == true else { continue }
            uses.append((ref.offset, owner, ref.components.joined(separator: ".")))
        }
        // A view controller type's own API (`UIImagePickerController.rx.createWithParent(parent)` presents a picker):
        // the ViewModel makes the screen. A view's static helpers (`UIView.animate`) are left to the view code, and so is
        // a capability query (`UIImagePickerController.isSourceTypeAvailable(.camera)` returns a Bool): no screen is made.
        for access in context.facts.staticAccesses where access.base.hasSuffix("Controller") && Self.makesScreen(access.member) {
            guard let owner = context.owner(of: access.unit, role: .viewModel),
                  context.isViewLike(context.resolve([access.base], unit: access.unit, offset: access.offset)) else { continue }
            uses.append((access.offset, owner, access.base))
        }
        // Views, cells and view controllers the ViewModel builds.
        for call in context.facts.calls where call.isConstructor {
            guard let owner = context.owner(of: call.unit, role: .viewModel) else { continue }
            let symbol = context.constructed(by: call)
            guard !isSwiftUIType(symbol), context.isViewLike(symbol), !Self.isContainerView(symbol, context) else { continue }
            uses.append((call.offset, owner, call.name))
        }
        var mentions = uses.map { ViolationGroups.Mention(offset: $0.offset, owner: $0.owner, key: $0.name, label: $0.name) }
        // UIKit objects reached through another object it holds (`coordinator?.navigationController.view.rx.indicator.onNext(…)`,
        // `…navigationController.setNavigationBarHidden(…)`): the ViewModel drives the screen itself. Navigation calls are VM010's.
        for call in context.facts.calls where !call.isConstructor && ViewModelNavigatesRule.isScreenWork(call) {
            guard let owner = context.owner(of: call.unit, role: .viewModel) else { continue }
            mentions.append(ViolationGroups.Mention(offset: call.nameOffset, owner: owner, key: "screen:" + call.snippet, label: call.snippet))
        }
        // The same through an assignment (`coordinator?.navigationController.navigationBar.tintColor = .red`):
        // one place per object edited.
        for assignment in context.facts.assignments where assignment.throughScreenObject {
            guard let owner = context.owner(of: assignment.unit, role: .viewModel), let base = assignment.base else { continue }
            var names = base.filter { $0 != "?" && $0 != "!" }.split(separator: ".").map(String.init)
            if names.isEmpty {
                // A base the chain text does not spell (`a?.b.c?.title = …`): read it off the statement.
                names = assignment.snippet.prefix { $0 != "=" }.filter { !" ?!".contains($0) }.split(separator: ".").map(String.init).dropLast()
            }
            if names.first == "self" { names.removeFirst() }
            guard !names.isEmpty else { continue }
            let object = names.joined(separator: ".")
            // The object edited: the chain up to its first screen object (`coordinator.navigationController`).
            let end = names.indices.dropFirst().first { SyntaxHelpers.screenObjects.contains(names[$0]) } ?? names.count - 1
            mentions.append(ViolationGroups.Mention(offset: assignment.offset, owner: owner,
                                                    key: "screen:" + names[...max(end, 0)].joined(separator: "."),
                                                    label: object + "." + assignment.member + " = …"))
        }
        return ViolationGroups.group(mentions, diffMode: context.facts.changedSinceBase).map { group in
            let message = group.first.key.hasPrefix("screen:")
                ? "ViewModel drives UIKit objects itself (\(group.first.label)); publish state and let the view or the coordinator change the screen."
                : "ViewModel references the view type \(group.first.label)\(group.related.isEmpty ? "" : " (\(group.related.count + 1) places)"); publish state and let the view observe it instead."
            var raw = finding(context, at: group.first.offset, message, snippet: group.first.label, unit: group.first.owner)
            raw.related = group.related
            return raw
        }
    }

    private func isSwiftUIType(_ symbol: Symbol) -> Bool {
        switch symbol {
        case .external(_, let name), .unresolved(let name): KnownTypes.swiftUITypes.contains(name)   // VM005's business
        default: false
        }
    }

    private func isView(_ ref: TypeRefFact, _ context: RuleContext) -> Bool {
        let symbol = context.resolve(ref)
        if isSwiftUIType(symbol) || Self.isContainerView(symbol, context) { return false }
        if context.isViewLike(symbol) { return true }
        // A delegate protocol only views adopt: the ViewModel drives a view through it.
        guard case .declared(let id) = context.model.finalSymbol(symbol), context.model.record(id).kind == .protocol else { return false }
        let adopters = context.roleTable.productImplementers(of: id, model: context.model)
        return !adopters.isEmpty && adopters.allSatisfy { context.isViewLike(.declared($0)) } && Self.isViewContract(id, context)
    }

    /// A view of the tree generic over the view it shows (`struct LazyView<Content: View>: View`): a container
    /// that names no screen. What it wraps is the reference: `LazyView(DetailView(…))` is one place, DetailView's.
    static func isContainerView(_ symbol: Symbol, _ context: RuleContext) -> Bool {
        guard case .declared(let id) = context.model.finalSymbol(symbol), let decl = context.model.typeDeclaration(id) else { return false }
        return decl.genericRequirements.values.contains { bounds in bounds.contains { $0.last == "View" } }
    }

    /// A protocol through which a ViewModel can drive the views adopting it: it (or a protocol it refines)
    /// requires a method (`func show(name:)`), or refines a view-layer type. A protocol of read-only
    /// descriptors views happen to adopt (an analytics screen's `trackingName`, `trackingTitle`) drives no UI.
    static func isViewContract(_ id: DeclID, _ context: RuleContext) -> Bool {
        let model = context.model
        let ancestors = model.ancestors(of: id)
        if ancestors.contains(where: { context.isViewLike($0) }) { return true }
        let lineage = [id] + ancestors.compactMap(\.declaration).filter { model.record($0).kind == .protocol }
        return lineage.contains { model.mergedTraits($0).contains(.declaresMethods) }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
