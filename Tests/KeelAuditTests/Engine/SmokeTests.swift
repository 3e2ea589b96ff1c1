import KeelAudit
import Testing

@Test func auditsEmptyInput() async {
    let result = await Auditor().audit([])
    #expect(result.findings.isEmpty)
}
