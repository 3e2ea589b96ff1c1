import Testing
@testable import KeelMigrate

/// Round 10 (Windscribe's `CaptchaViewModel`, six init values): the state manager's subjects are
/// observed with one `CombineLatest` up to four, and in groups of four beyond — Combine has no
/// `CombineLatest5` — destructured back into the values by name; more than sixteen stay refused.
@Suite("migrate: combining the state manager's values", .timeLimit(.minutes(3)))
struct StateManagerCombineTests {
    @Test func upToFourValuesAreOneCombineLatest() throws {
        let one = try #require(StateManagerCombine(names: ["a"], manager: "m"))
        #expect(one.source == "m.aSubject.asPublisher()")
        #expect(one.closureParameters == "a")
        #expect(one.destructuring == nil)
        let four = try #require(StateManagerCombine(names: ["a", "b", "c", "d"], manager: "m"))
        #expect(four.source == "Publishers.CombineLatest4(m.aSubject.asPublisher(), m.bSubject.asPublisher(), m.cSubject.asPublisher(), m.dSubject.asPublisher())")
        #expect(four.closureParameters == "a, b, c, d")
    }

    @Test func moreThanFourAreGroupsOfFour() throws {
        let six = try #require(StateManagerCombine(names: ["a", "b", "c", "d", "e", "f"], manager: "m"))
        #expect(six.source == """
            Publishers.CombineLatest(
                        Publishers.CombineLatest4(m.aSubject.asPublisher(), m.bSubject.asPublisher(), m.cSubject.asPublisher(), m.dSubject.asPublisher()),
                        Publishers.CombineLatest(m.eSubject.asPublisher(), m.fSubject.asPublisher())
                    )
            """)
        #expect(six.closureParameters == "values")
        #expect(six.destructuring == "let ((a, b, c, d), (e, f)) = values")
        // A group of one is the publisher itself, and a value, not a tuple.
        let nine = try #require(StateManagerCombine(names: (1...9).map { "v\($0)" }, manager: "m"))
        #expect(nine.source.hasPrefix("Publishers.CombineLatest3(\n"))
        #expect(nine.source.contains("            m.v9Subject.asPublisher()\n"))
        #expect(nine.destructuring == "let ((v1, v2, v3, v4), (v5, v6, v7, v8), v9) = values")
    }

    @Test func moreThanSixteenOrNoneAreNotCombined() {
        #expect(StateManagerCombine(names: (1...16).map { "v\($0)" }, manager: "m") != nil)
        #expect(StateManagerCombine(names: (1...17).map { "v\($0)" }, manager: "m") == nil)
        #expect(StateManagerCombine(names: [], manager: "m") == nil)
    }
}
