import Testing

@Test func KeelFlowTestsPlaceholder() { #expect(Bool(true)) }
