import Testing

@Test func KeelNavigationTestsPlaceholder() { #expect(Bool(true)) }
