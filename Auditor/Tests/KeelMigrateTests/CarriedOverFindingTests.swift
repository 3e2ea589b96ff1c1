import Foundation
import Testing
@testable import KeelMigrate

/// A VM009 the legacy class already has is the team's existing debt: the migrated class keeps it,
/// suppressed with its reason and named in the report, and it does not block. One the legacy class
/// does not have still refuses (`CompactOutputTests`). A state read by value in a closure adds one
/// line, not four, to a class near the limit.
@Suite("migrate: findings carried over from the legacy class", .timeLimit(.minutes(5)))
struct CarriedOverFindingTests {
    /// 260 relays: the legacy `BoardViewModel` spans 528 lines, over VM009's 500.
    @Test func aLegacyClassAlreadyOverTheLimitIsMigratedWithTheFindingCarriedOver() async throws {
        let result = try await migrate(CompactOutputTests.sources(relays: 260, children: 0), "BoardViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(result.isClean, "\(result.findings)")
        #expect(result.carriedOver.map(\.ruleID) == ["VM009"])
        #expect(result.carriedOver.first?.legacy.hasPrefix("BoardViewModel spans 528 lines (limit 500)") == true, "\(result.carriedOver)")
        #expect(result.carriedOver.first?.migrated.hasPrefix("BoardScreenViewModelImpl spans") == true, "\(result.carriedOver)")
        #expect(text.contains("// keel:disable:next VM009 - carried over from the legacy class: BoardViewModel spans 528 lines (limit 500); split it into focused ViewModels.\n@MainActor\nfinal class BoardScreenViewModelImpl"), "\(text.prefix(1500))")
        let report = MigrationReportText.render(result, outputDirectory: "out", dryRun: true)
        #expect(report.contains("Check: carried over from the legacy class: VM009 — legacy: BoardViewModel spans 528 lines"), "\(report)")
        #expect(report.contains("keel migrate does not split a class; not a refusal."), "\(report)")
    }

    /// A legacy class under the limit gives no directive, even when the legacy file holds another class over it.
    @Test func onlyTheLegacyViewModelsOwnFindingIsCarriedOver() async throws {
        var sources = CompactOutputTests.sources(relays: 240, children: 0)
        let filler = (0..<520).map { "    func f\($0)() {}" }.joined(separator: "\n")
        sources["BoardViewModel.swift", default: ""] += "\nfinal class OtherViewModel {\n\(filler)\n}\n"
        let result = try await migrate(sources, "BoardViewModel")
        #expect(result.carriedOver.isEmpty, "\(result.carriedOver)")
        #expect(result.refusals.contains { $0.contains("The legacy `BoardViewModel` spans 488 lines with its same-file extensions, within the limit") }, "\(result.refusals)")
        #expect(!result.viewModelText.contains("keel:disable"))
    }

    /// Under the limit on both sides: nothing carried over, no directive (it would be KA001, an unused suppression).
    @Test func aSmallClassCarriesNothing() async throws {
        let result = try await migrate(CompactOutputTests.sources(relays: 10, children: 0), "BoardViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(result.isClean, "\(result.findings)")
        #expect(result.carriedOver.isEmpty)
        #expect(!result.viewModelText.contains("keel:disable"))
    }

    /// The `didSet` subject: the legacy relay's line becomes the declaration with its observer on one
    /// line, plus the subject — one line more than the relay, where it was four.
    @Test func aDidSetStateAddsOneLine() async throws {
        let result = try await migrate(["App/ListViewModel.swift": ReplacedBagTests.list], "ListViewModel")
        let text = result.viewModelText
        let lines = text.components(separatedBy: "\n")
        let declaration = try #require(lines.firstIndex { $0.contains("@Published") && $0.contains("var a: Bool") })
        #expect(lines[declaration].hasSuffix(" { didSet { aDidSet.send(a) } }"), "\(lines[declaration])")
        #expect(lines[declaration + 1].hasPrefix("    private let aDidSet = PassthroughSubject<Bool, Never>() // each new `a` once stored"), "\(text)")
        #expect(result.isClean, "\(result.findings)")
    }
}
