import Testing

@Test func KeelCombineTestsPlaceholder() { #expect(Bool(true)) }
