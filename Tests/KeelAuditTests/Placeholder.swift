import Testing

@Test func KeelAuditTestsPlaceholder() { #expect(Bool(true)) }
