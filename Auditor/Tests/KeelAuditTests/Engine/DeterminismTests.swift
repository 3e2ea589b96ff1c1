@testable import KeelAudit
import Testing

@Suite(.timeLimit(.minutes(3))) struct DeterminismTests {
    static let files = (0..<12).map { i in
        SourceInput(path: "F\(i).swift", text: "class Item\(i)ViewModel: ObservableObject {\n    @Published var value = \(i)\n    func f() { Analytics.shared.track() }\n}\n")
    }

    @Test func outputIsIndependentOfInputOrderAndScheduling() async throws {
        let auditor = Auditor()
        let a = await auditor.audit(Self.files)
        let b = await auditor.audit(Self.files.reversed())
        #expect(a.findings == b.findings)
        #expect(a.compliance == b.compliance)
        #expect(a.findings == a.findings.sorted())
        #expect(a.findings.count == 12 * 4)
        let encoded = try JSONEncoderHelper.encode(a.findings)
        let again = try JSONEncoderHelper.encode(await auditor.audit(Self.files).findings)
        #expect(encoded == again)
    }

    @Test func fingerprintsSurviveLineShifts() {
        let text = "class CartViewModel: ObservableObject {\n    @Published var a = 0\n    @Published var a = 0\n}\n"
        let before = Harness().findings(text, rule: "VM003")
        let after = Harness().findings("// header\n\nimport Foundation\n" + text, rule: "VM003")
        #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
        #expect(before.map(\.line) != after.map(\.line))
        // Identical snippets in one unit stay distinct (occurrence index).
        #expect(Set(before.map(\.fingerprint)).count == 2)
    }

    @Test func preparedFilesRoundTripThroughCodable() throws {
        let auditor = Auditor()
        let prepared = auditor.prepare(Self.files[0])
        let decoded = try JSONEncoderHelper.roundTrip(prepared)
        let index = TypeIndex([prepared.index])
        #expect(auditor.analyze(decoded, index: index) == auditor.analyze(prepared, index: index))
        #expect(auditor.analyze(Self.files[0], index: index) == auditor.analyze(prepared, index: index))
    }

    /// `parallelMap`'s in-order hand-off (how the type index is merged while
    /// files are still parsed) sees every result once, in the items' order,
    /// whatever order the tasks finish in.
    @Test func parallelMapHandsResultsOnInOrder() async {
        let items = Array(0..<200)
        var handed: [Int] = []
        let results = await Auditor.parallelMap(items, inOrder: { handed.append($0) }) { i in
            // Uneven work, so tasks finish out of order.
            (0..<((i * 7919) % 50) * 200).reduce(i) { acc, _ in acc &+ 0 }
        }
        #expect(results == items)
        #expect(handed == items)
    }

    /// The type index merged file by file equals the one built from all files at once.
    @Test func theIncrementalTypeIndexEqualsTheWholeOne() {
        let indexes = Self.files.map { Auditor().index($0) }
        var builder = TypeIndex.Builder()
        for index in indexes { builder.add(index) }
        #expect(builder.build().fingerprint == TypeIndex(indexes).fingerprint)
        #expect(builder.build().fingerprint != TypeIndex(Array(indexes.prefix(3))).fingerprint)
    }
}
