import Testing

@Test func RideAppTestsPlaceholder() { #expect(Bool(true)) }
