import Testing

@Test func GuidelinesAppTestsPlaceholder() { #expect(Bool(true)) }
