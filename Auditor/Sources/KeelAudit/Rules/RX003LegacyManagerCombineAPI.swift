/// RX003 — a legacy RxSwift manager that grew Combine or async API.
struct LegacyManagerCombineAPIRule: Rule {
    static let combineTypes: Set<String> = ["AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Future", "Published", "AnyCancellable"]

    let info = RuleInfo(
        id: "RX003",
        name: "legacy-manager-combine-api",
        summary: "Legacy RxSwift managers don't grow Combine or async API; new ViewModels bridge their RxSwift streams.",
        rationale: "Windscribe SwiftUI Migration Guide › Conventions › 2. Legacy Services Cannot Be Modified (\"❌ Don't modify VPNManager to return Combine publishers\") and Migration Constraints (\"Existing Managers and Coordinators: MUST remain in RxSwift\"; new ViewModels connect through the existing bridge). Flags a manager (`managerNames`) whose file imports RxSwift and that uses RxSwift types itself, when it also declares Combine API (AnyPublisher, subjects, @Published, Future) or `async` methods: the legacy layer was modified for the new one. Visible without `--since`; RX002 reports any change to such a manager when the diff is known.",
        severity: .warning,
        appliesTo: .legacyManagers,
        fixable: .manual("the Combine API moves out of the manager; the ViewModel bridges the RxSwift stream"),
        howToFix: "Keep the manager's RxSwift API and remove the Combine/async additions; in the new ViewModel, bridge the manager's subject or observable with `asPublisher()` / `toPublisher()` (KeelBridge). If the manager is being migrated on purpose, move it out of the legacy layer (or suppress with the reason).",
        triggering: [
            RuleExample("""
            import RxSwift
            import Combine

            final class ↓VPNManager {
                let connectionStateSubject = BehaviorSubject<VPNState>(value: .disconnected)
                var connectionStatePublisher: AnyPublisher<VPNState, Never> { subject.eraseToAnyPublisher() }
                func connectAsync() async throws {}
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            import RxSwift

            final class VPNManager {
                let connectionStateSubject = BehaviorSubject<VPNState>(value: .disconnected)
                func connect() -> Single<Void> { .just(()) }
            }
            """),
            RuleExample("""
            // A test double mirrors the legacy protocol it conforms to (its Combine members too).
            import RxSwift
            import Combine

            private final class FakeIPRepository: IPRepository {
                let ipState = BehaviorSubject<String?>(value: nil)
                let currentIp = CurrentValueSubject<String?, Never>(nil)
                func getIp() -> Single<Void> { .just(()) }
            }
            """),
            RuleExample("""
            // A Combine service (no RxSwift of its own) is not a legacy manager.
            import Combine

            final class ProductService {
                func fetchProducts() async throws -> [Product] { [] }
                var updates: AnyPublisher<[Product], Never> { subject.eraseToAnyPublisher() }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        guard context.facts.imports.contains(where: { KnownTypes.rxModules.contains($0.module) }) || context.isLegacyFile else { return [] }
        // A test double (`FakeIPRepository: IPRepository`, the fakes `keel migrate`'s equivalence
        // tests declare) mirrors the legacy protocol it conforms to, Combine members included: it
        // is test code, not a legacy manager that grew API.
        let managers = Set(context.primaryUnits(.manager).filter { !RoleResolver.isTestDouble(context.facts.units[$0].name) })
        guard !managers.isEmpty else { return [] }
        var usesRx: Set<Int> = []
        var combine: [Int: [String]] = [:]
        for ref in context.facts.typeRefs {
            guard let unit = ref.unit, managers.contains(context.owners[unit]) else { continue }
            let owner = context.owners[unit]
            if KnownTypes.rxTypes.contains(ref.name), !context.isOwnType(ref.name) { usesRx.insert(owner) }
            if Self.combineTypes.contains(ref.name), combine[owner]?.contains(ref.name) != true { combine[owner, default: []].append(ref.name) }
        }
        let calls = context.facts.calls
        for index in calls.indices where calls[index].isConstructor {
            guard let unit = calls[index].unit, managers.contains(context.owners[unit]) else { continue }
            let owner = context.owners[unit]
            let name = calls[index].name
            if KnownTypes.rxTypes.contains(name), !context.isOwnType(name) { usesRx.insert(owner) }
            if Self.combineTypes.contains(name), combine[owner]?.contains(name) != true { combine[owner, default: []].append(name) }
        }
        let properties = context.facts.properties
        for index in properties.indices where properties[index].attributes.contains("Published") {
            let owner = context.owners[properties[index].unit]
            if managers.contains(owner), combine[owner]?.contains("@Published") != true { combine[owner, default: []].append("@Published") }
        }
        // A private `async` helper behind the manager's RxSwift methods is not API a ViewModel reaches.
        for function in context.facts.functions where function.isAsync && !function.isPrivate {
            let owner = context.owners[function.unit]
            if managers.contains(owner) { combine[owner, default: []].append("async \(function.name)()") }
        }
        return managers.sorted().compactMap { unit in
            guard usesRx.contains(unit), let added = combine[unit] else { return nil }
            let name = context.facts.units[unit].name
            return declarationFinding(context, unit: unit,
                                      "Legacy RxSwift manager \(name) also declares Combine/async API (\(added.joined(separator: ", "))); keep it RxSwift and bridge from the ViewModel (asPublisher()/toPublisher()).",
                                      snippet: "combine " + name)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] {
        guard context.facts.imports.contains(where: { KnownTypes.rxModules.contains($0.module) }) || context.isLegacyFile else { return [] }
        return context.primaryUnits(.manager)
    }
}
