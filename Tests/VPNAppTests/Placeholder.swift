import Testing

@Test func VPNAppTestsPlaceholder() { #expect(Bool(true)) }
