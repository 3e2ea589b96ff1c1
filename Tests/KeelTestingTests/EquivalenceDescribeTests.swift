import Foundation
import KeelTesting
import Testing

/// `Equivalence.describe` and `normalized`: what the generated equivalence tests compare.
/// Round 9 found, on real ViewModels, two URLs nested in a model that read the same (a `URL`'s
/// mirror cut at the depth limit) and a clock stamp in milliseconds that made both sides differ
/// by 1 ms in 5 of 6 runs.
@Suite("Equivalence: values described and normalized", .timeLimit(.minutes(1)))
struct EquivalenceDescribeTests {
    struct Share { let title: String; let url: URL? }

    @Test func foundationValuesAreToldApart() {
        let one = [Share(title: "a", url: URL(string: "https://a.example/one"))]
        let two = [Share(title: "a", url: URL(string: "https://a.example/two"))]
        #expect(Equivalence.describe(one) != Equivalence.describe(two))
        #expect(Equivalence.describe(one) == Equivalence.describe([Share(title: "a", url: URL(string: "https://a.example/one"))]))
        #expect(Equivalence.describe(Optional(Date(timeIntervalSinceReferenceDate: 1.25))) != Equivalence.describe(Date(timeIntervalSinceReferenceDate: 1.5)))
        #expect(Equivalence.describe(Data([1, 2])) != Equivalence.describe(Data([1, 3])))
        #expect(Equivalence.describe(NSAttributedString(string: "x")) != Equivalence.describe(NSAttributedString(string: "y")))
    }

    @Test func anOptionalReadsAsItsValueAndASetInOneOrder() {
        #expect(Equivalence.describe(Optional(Optional(3))) == Equivalence.describe(3))
        #expect(Equivalence.describe(Optional<Int>.none) == "nil")
        var reversed = Set<String>(minimumCapacity: 64)
        for word in ["h", "g", "f", "e", "d", "c", "b", "a"] { reversed.insert(word) }
        #expect(Equivalence.describe(Set(["a", "b", "c", "d", "e", "f", "g", "h"])) == Equivalence.describe(reversed))
        #expect(Equivalence.describe((name: "ab", count: 1)) == "(name: String, count: Int)(name: ab, count: 1)")
    }

    @Test func clockStampsAndFreshIdentifiersCompareByWhereTheyAppear() {
        let now = Int((Date().timeIntervalSince1970 * 1000).rounded())
        #expect(Equivalence.normalized(["log": "save(createdAt: \(now))"]) == Equivalence.normalized(["log": "save(createdAt: \(now + 1))"]))
        #expect(Equivalence.normalized(["a": "Date(\(Date().timeIntervalSinceReferenceDate))"])
            == Equivalence.normalized(["a": "Date(\(Date().timeIntervalSinceReferenceDate + 0.5))"]))
        #expect(Equivalence.normalized(["a": "count: 123456789"]) != Equivalence.normalized(["a": "count: 123456780"]))
        #expect(Equivalence.normalized(["a": "\(now) \(now)"]) != Equivalence.normalized(["a": "\(now) \(now + 5000)"]))
        #expect(Equivalence.normalized(["a": UUID().uuidString, "b": "x"]) == Equivalence.normalized(["a": UUID().uuidString, "b": "x"]))
        #expect(Equivalence.normalized(["a": "uuid"]) == ["a": "uuid"])
    }

    @Test func theDifferenceNamesEachOutputThatDiffers() {
        #expect(Equivalence.difference(["a": "1", "b": "2"], ["a": "1", "b": "3", "c": "4"]) == "b: legacy 2, migrated 3; c: legacy —, migrated 4")
        #expect(Equivalence.difference(["a": "1"], ["a": "1"]).isEmpty)
        #expect(Equivalence.SampleError.first.description == "first sample error")
    }
}
