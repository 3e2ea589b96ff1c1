/// RX001 — RxSwift in a new ViewModel.
struct RxInViewModelRule: Rule {
    let info = RuleInfo(
        id: "RX001",
        name: "rxswift-in-viewmodel",
        summary: "New ViewModels use Combine only: no RxSwift imports, DisposeBags, subscriptions, relays or subjects.",
        rationale: "Windscribe SwiftUI Migration Guide › Migration Constraints (\"New ViewModels: MUST use Combine exclusively\", \"Existing Managers and Coordinators: MUST remain in RxSwift\") and Conventions › 1. ViewModels Must Use Combine Only (\"No new RxSwift code in ViewModels\"): connect to legacy RxSwift managers through the bridge (asPublisher(), toPublisher()) instead. The new layer is the ViewModels SwiftUI observes (ObservableObject / @Observable, held by a SwiftUI view, or with @Published state): one finding per ViewModel lists its RxSwift constructs. Legacy UIKit ViewModels (RxSwift relays driving view controllers) are left alone, as the guide leaves them, except in files changed since the base ref (`--since`), where each new RxSwift line is reported; `legacyPaths` exempts files entirely.",
        severity: .error,
        appliesTo: .newViewModels,
        diffOnly: .legacyUnits,
        fixable: .manual("the streams move to Combine through the bridge (asPublisher()/toPublisher())"),
        howToFix: "Remove RxSwift from the ViewModel: bridge the legacy manager's streams with `asPublisher()` / `toPublisher()` (KeelBridge), keep state in `@Published private(set)` properties, store `AnyCancellable`s instead of a `DisposeBag`. For an existing legacy ViewModel, add its folder to `legacyPaths` or record it in the baseline.",
        triggering: [
            RuleExample("""
            import RxSwift

            class ↓NewFeatureViewModel: ObservableObject {
                private let disposeBag = DisposeBag()

                private func loadData() {
                    legacyService.fetchItems()
                        .subscribe(onSuccess: { _ in })
                        .disposed(by: disposeBag)
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class ↓ServerListViewModel: ObservableObject {
                let servers = BehaviorRelay<[Server]>(value: [])
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            import Combine

            class NewFeatureViewModel: ObservableObject {
                @Published var data: [Item] = []

                private func loadData() {
                    legacyService.fetchItems()
                        .asPublisher()
                        .assign(to: &$data)
                }
            }
            """),
            RuleExample("""
            import RxSwift

            final class VPNManager {
                let connectionStateSubject = BehaviorSubject<VPNState>(value: .disconnected)
            }
            """),
            RuleExample("""
            // A legacy UIKit ViewModel (RxSwift outputs driving a view controller): left alone.
            import RxSwift

            final class LocationMainViewModel: LocationMainViewModelType {
                let locationStatus = BehaviorSubject<Int>(value: 0)
                let disposeBag = DisposeBag()
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        let constructs = Self.constructs(context)
        guard !constructs.isEmpty else { return [] }
        var scope: [Int: Bool] = [:]
        func inScope(_ owner: Int) -> Bool {
            if let known = scope[owner] { return known }
            let value = context.isInScope(owner, .newViewModels)
            scope[owner] = value
            return value
        }
        if context.facts.changedSinceBase {
            // Diff mode: one finding per line, so `--since` keeps exactly the new ones.
            return constructs.filter { inScope($0.owner) }.map {
                finding(context, at: $0.offset, "ViewModel \($0.what); no new RxSwift code in ViewModels — convert with the bridge and use Combine.", snippet: $0.snippet, unit: $0.owner)
            }
        }
        var byOwner: [Int: [String]] = [:]
        var order: [Int] = []
        for construct in constructs where inScope(construct.owner) {
            if byOwner[construct.owner] == nil { order.append(construct.owner) }
            if byOwner[construct.owner]?.contains(construct.label) != true { byOwner[construct.owner, default: []].append(construct.label) }
        }
        return order.map { owner in
            let name = context.facts.units[owner].name
            let list = byOwner[owner] ?? []
            if list.allSatisfy({ $0.hasPrefix("import ") }) {
                return declarationFinding(context, unit: owner,
                                          "\(name) imports RxSwift (\(list.joined(separator: ", "))) but uses none of it; remove the import — new ViewModels use Combine only.",
                                          snippet: "rx " + name)
            }
            return declarationFinding(context, unit: owner,
                                      "\(name) uses RxSwift (\(list.joined(separator: ", "))); new ViewModels use Combine only — bridge legacy RxSwift services with asPublisher()/toPublisher().",
                                      snippet: "rx " + name)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.viewModels(.newViewModels) }

    var interests: FactInterests { FactInterests(calls: ["subscribe", "disposed", "bind", "drive"]) }

    /// One RxSwift construct in a ViewModel.
    struct Construct {
        var offset: Int
        /// For a per-line message: "creates DisposeBag".
        var what: String
        /// For the per-ViewModel list: "DisposeBag".
        var label: String
        var snippet: String
        var owner: Int
    }

    /// Whether a resolved type is RxSwift's: an RxSwift module's, or one no
    /// module in reach declares — when the file imports RxSwift, or the name
    /// is RxSwift's alone (`DisposeBag`, `BehaviorRelay`; not `Observable`
    /// or `Signal`, which other frameworks and the app itself declare).
    static func isRxSymbol(_ symbol: Symbol, importsRx: Bool) -> Bool {
        switch symbol {
        case .external(let module, let name): KnownTypes.rxModules.contains(module) || (module == "?" && (importsRx || !ambiguousNames.contains(name)))
        case .unresolved(let name): importsRx || !ambiguousNames.contains(name)
        case .declared, .genericParameter: false
        }
    }

    /// RxSwift type names other modules also declare.
    static let ambiguousNames: Set<String> = ["Observable", "Signal", "Event", "Single", "Binder"]

    /// RxSwift use by ViewModels, legacy or not, at most one per line, in
    /// source order (RX001; migration progress counts Rx-free ViewModels).
    static func constructs(_ context: RuleContext) -> [Construct] {
        guard context.fileHas(.viewModel) else { return [] }
        var found: [Construct] = []
        let fileOwner = context.primaryUnits(.viewModel).first
        for imp in context.facts.imports where KnownTypes.rxModules.contains(imp.module) {
            guard let fileOwner else { break }
            found.append(Construct(offset: imp.offset, what: "file imports \(imp.module)", label: "import \(imp.module)", snippet: imp.snippet, owner: fileOwner))
        }
        let importsRx = context.facts.imports.contains { KnownTypes.rxModules.contains($0.module) }
        for ref in context.facts.typeRefs where ref.role != .attribute && KnownTypes.rxTypes.contains(ref.name) {
            guard let owner = context.owner(of: ref.unit, role: .viewModel) else { continue }
            // RxSwift's type, as the file's imports resolve it: Swift
            // Observation's `@Observable` (an attribute) or an app's own
            // `Observable` is not RxSwift.
            guard Self.isRxSymbol(context.resolve(ref), importsRx: importsRx) else { continue }
            found.append(Construct(offset: ref.offset, what: "uses RxSwift type \(ref.name)", label: ref.name, snippet: ref.name, owner: owner))
        }
        let rxLabels: Set<String> = ["onNext", "onSuccess", "onError", "onCompleted", "onFailure", "onDisposed"]
        let calls = context.facts.calls
        for index in calls.indices {
            guard let owner = context.owner(of: calls[index].unit, role: .viewModel) else { continue }
            let call = calls[index]
            var label: String?
            if call.isConstructor {
                if KnownTypes.rxTypes.contains(call.name),
                   Self.isRxSymbol(context.constructed(by: call), importsRx: importsRx) { label = call.name }
            } else if call.name == "subscribe", call.labels.contains(where: rxLabels.contains) {
                label = "subscribe(\(call.labels.first ?? ""):)"
            } else if call.name == "disposed", call.labels == ["by"] {
                label = "disposed(by:)"
            } else if call.name == "drive" || (call.name == "bind" && call.labels.first == "to") {
                label = call.name == "drive" ? "drive" : "bind(to:)"
            }
            if let label {
                found.append(Construct(offset: call.nameOffset, what: call.isConstructor ? "creates \(label)" : "uses \(label)", label: label, snippet: call.snippet, owner: owner))
            }
        }
        let lines = LineTable(lineStarts: context.facts.lineStarts, lineCount: context.facts.lineCount)
        var seen: Set<Int> = []
        return found.sorted { $0.offset < $1.offset }.filter { seen.insert(lines.line($0.offset)).inserted }
    }
}
