import Testing

@Test func keelCLITestsPlaceholder() { #expect(Bool(true)) }
