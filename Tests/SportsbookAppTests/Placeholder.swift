import Testing

@Test func SportsbookAppTestsPlaceholder() { #expect(Bool(true)) }
