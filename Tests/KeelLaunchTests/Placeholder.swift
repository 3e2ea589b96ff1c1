import Testing

@Test func KeelLaunchTestsPlaceholder() { #expect(Bool(true)) }
