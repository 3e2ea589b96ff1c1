import Foundation
import Testing
@testable import KeelMigrate

/// The generated ViewModel must pass keel's own audit, VM009 (500 lines) included: a subscription
/// opens on one line, an `Input` field is a one-line method, the child ViewModels' factories live
/// in one struct beside the class — and a ViewModel that is still too long is refused with the size
/// of the legacy one, never handed over with the finding.
@Suite("migrate: compact output, VM009", .timeLimit(.minutes(5)))
struct CompactOutputTests {
    /// `count` relays fed from a service and `children` child ViewModels built in methods.
    static func sources(relays count: Int, children: Int) -> [String: String] {
        let relays = (0..<count).map { "    let value\($0) = BehaviorRelay<Int>(value: 0)" }.joined(separator: "\n")
        let bindings = (0..<count).map { "        service.status.map { $0 ? \($0) : 0 }.bind(to: value\($0)).disposed(by: disposeBag)" }
            .joined(separator: "\n")
        let builders = (0..<children).map { "    func open\($0)(name: String) -> Child\($0)ViewModel { Child\($0)ViewModel(name: name, service: service) }" }
            .joined(separator: "\n")
        let childClasses = (0..<children).map { "final class Child\($0)ViewModel {\n    init(name: String, service: ItemServicing) {}\n}" }
            .joined(separator: "\n")
        return ["ItemServicing.swift": legacyService, "Children.swift": "import RxSwift\n" + childClasses, "BoardViewModel.swift": """
            import Foundation
            import RxSwift
            import RxCocoa

            final class BoardViewModel {
                private let service: ItemServicing
                private let disposeBag = DisposeBag()
            \(relays)
                init(service: ItemServicing) {
                    self.service = service
            \(bindings)
                }
            \(builders)
            }
            """]
    }

    /// 60 subscriptions and 12 children: this 143-line legacy file gave a 717-line ViewModel (each
    /// `sink` on six lines, each factory on four) and VM009 on keel's own output (keel at `cc33977`);
    /// now it is clean.
    @Test func manySubscriptionsAndChildrenStayUnderTheLimit() async throws {
        let result = try await migrate(Self.sources(relays: 60, children: 12), "BoardViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(result.isClean, "\(result.findings)")
        #expect(!result.findings.contains { $0.ruleID == "VM009" })
        #expect(text.contains(".sink(receiveCompletion: { _ in }, receiveValue: { [weak self] value in self?.value7 = value })"), "\(text)")
        #expect(text.contains("init(service: ItemServicing, childFactories: BoardScreenChildFactories = BoardScreenChildFactories())"), "\(text)")
        #expect(text.contains("private let childFactories: BoardScreenChildFactories"))
        #expect(text.contains("childFactories.makeChild3ViewModel(name, service)"), "\(text)")
        #expect(text.contains("@MainActor\nstruct BoardScreenChildFactories {\n    var makeChild0ViewModel: (String, ItemServicing) -> Child0ViewModel = { Child0ViewModel(name: $0, service: $1) }"), "\(text)")
    }

    /// A legacy ViewModel over the limit gives a migrated one over it: refused, with both sizes.
    @Test func aViewModelStillOverTheLimitIsRefusedWithTheLegacySize() async throws {
        let result = try await migrate(Self.sources(relays: 240, children: 0), "BoardViewModel")
        let reason = result.refusals.first { $0.contains("VM009") } ?? ""
        #expect(reason.contains("keel audit VM009 on the migrated ViewModel: BoardScreenViewModelImpl spans"), "\(result.refusals)")
        #expect(reason.contains("The legacy `BoardViewModel` spans 488 lines"), "\(reason)")
        #expect(reason.contains("split it by feature, then migrate each part"))
    }
}
