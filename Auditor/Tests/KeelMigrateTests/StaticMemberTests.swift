import Foundation
import Testing
@testable import KeelMigrate

/// Static members of the legacy ViewModel that name its own class.
@Suite("migrate: static members of the legacy class", .timeLimit(.minutes(5)))
struct StaticMemberTests {
    static let viewModel = """
    import Foundation
    import RxSwift
    import RxCocoa

    struct Trend: Equatable { let name: String }

    final class TrendCellViewModel {
        let title = BehaviorRelay<String?>(value: nil)
        let trend: Trend
        init(trend: Trend) {
            self.trend = trend
            title.accept(trend.name)
        }
    }

    extension TrendCellViewModel {
        static func == (lhs: TrendCellViewModel, rhs: TrendCellViewModel) -> Bool {
            return lhs.trend == rhs.trend
        }
    }
    """

    /// `static func ==` comparing two legacy ViewModels compares two migrated ones (it takes the
    /// migrated class), and is not a requirement of the protocol the view reads — a protocol's
    /// operator must take `Self`. The output type-checks.
    @Test func anEqualityOperatorTakesTheMigratedClass() async throws {
        let tree = try BadInputTests.Tree(["Trends/TrendCellViewModel.swift": Self.viewModel])
        let outcome = await MigrateRun.run(MigrateOptions(typeName: "TrendCellViewModel", searchPaths: [tree.root.path], dryRun: true, typeCheck: hasSwiftc))
        let text = outcome.output
        #expect(text.contains("static func == (lhs: TrendCellViewModelImpl, rhs: TrendCellViewModelImpl) -> Bool")
            || text.contains("static func == (lhs: TrendCellScreenViewModelImpl, rhs: TrendCellScreenViewModelImpl) -> Bool"), "\(text)")
        #expect(!text.contains("lhs: TrendCellViewModel,"), "\(text)")
        let protocolBody = text.components(separatedBy: "ObservableObject {").dropFirst().first?.components(separatedBy: "\n}").first ?? ""
        #expect(!protocolBody.contains("=="), "\(protocolBody)")
        if hasSwiftc {
            #expect(outcome.exitCode == 0, "\(text)\(outcome.diagnostics)")
            #expect(text.contains("Type check: type-checks"), "\(text)")
        }
    }
}
