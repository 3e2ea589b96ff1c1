import Testing

@Test func KeelRxStandInTestsPlaceholder() { #expect(Bool(true)) }
