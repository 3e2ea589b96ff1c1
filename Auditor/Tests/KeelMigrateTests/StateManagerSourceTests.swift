import Foundation
import Testing
@testable import KeelMigrate

/// A relay given its value in init becomes a value the State Manager delivers (`@Published var
/// scope: Scope! = nil`). A chain the legacy code started from that relay only ever saw a `Scope`;
/// the migrated chain starts from `$scope`, whose output is `Scope?` — so it unwraps first, and a
/// `switch` or a member read in the chain's closures stays as the legacy code wrote it.
@Suite("migrate: chains from State Manager values", .timeLimit(.minutes(5)))
struct StateManagerSourceTests {
    static let sources: [String: String] = ["ShelfScope.swift": """
        enum ShelfScope { case all, owner(name: String) }
        """, "ShelfTitleViewModel.swift": """
        import Foundation
        import RxSwift
        import RxCocoa

        final class ShelfTitleViewModel {
            struct Input { let refresh: Observable<Void> }
            struct Output { let title: Driver<String> }
            let scope: BehaviorRelay<ShelfScope>
            init(scope: ShelfScope) {
                self.scope = BehaviorRelay(value: scope)
            }
            func transform(input: Input) -> Output {
                let title = scope.map { (scope) -> String in
                    switch scope {
                    case .all: return "All"
                    case .owner(let name): return name
                    }
                }.asDriver(onErrorJustReturn: "")
                return Output(title: title)
            }
        }
        """]

    @Test func aChainFromAValueTheStateManagerDeliversUnwrapsItFirst() async throws {
        let result = try await migrate(Self.sources, "ShelfTitleViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("var scope: ShelfScope! = nil"), "\(text)")
        let chain = try #require(text.range(of: "$scope"), "\(text)")
        let rest = text[chain.upperBound...].drop(while: { $0 == "\n" || $0 == " " })
        #expect(rest.hasPrefix(".compactMap { $0 }"), "\(text)")
        // The closure keeps its non-optional parameter and its exhaustive switch.
        #expect(text.contains("(scope) -> String in"), "\(text)")
        #expect(text.contains("case .owner(let name): return name"), "\(text)")
    }
}
