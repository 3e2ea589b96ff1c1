import KeelAudit
import Testing

@Suite("Swift USRs: the module a symbol is declared in", .timeLimit(.minutes(3)))
struct SwiftUSRTests {
    @Test(arguments: [
        ("s:3Lib5OuterV5InnerV", "Lib"),
        ("s:20FoundationEssentials4DateV", "FoundationEssentials"),
        ("s:Si", "Swift"),
        ("s:SS", "Swift"),
        ("s:SQ", "Swift"),
        ("s:s7Codablea", "Swift"),
        ("s:ScM", "_Concurrency"),
        ("s:So8NSObjectC", "__C"),
        ("s:12_Concurrency4TaskV", "_Concurrency"),
    ])
    func namesTheModule(_ usr: String, _ module: String) {
        #expect(SwiftUSR.module(of: usr) == module)
    }

    @Test(arguments: ["c:@S@stat", "c:@M@Foundation", "", "s:", "s:0", "s:9Short", "s:S", "s:S1"])
    func namesNoModuleForWhatItCannotRead(_ usr: String) {
        #expect(SwiftUSR.module(of: usr) == nil)
    }

    @Test func indexKindsMapToTypeKinds() {
        #expect(TypeSymbolKind(indexKind: 7, subkind: 0) == .class)
        #expect(TypeSymbolKind(indexKind: 6, subkind: 0) == .struct)
        #expect(TypeSymbolKind(indexKind: 5, subkind: 0) == .enum)
        #expect(TypeSymbolKind(indexKind: 8, subkind: 0) == .protocol)
        #expect(TypeSymbolKind(indexKind: 11, subkind: 0) == .typeAlias)
        #expect(TypeSymbolKind(indexKind: 11, subkind: 1012) == .associatedType)
        #expect(TypeSymbolKind(indexKind: 11, subkind: 1013) == .genericParameter)
        // Functions, variables, modules, extensions are not types.
        for kind: Int32 in [1, 9, 12, 13, 16, 19, 22] { #expect(TypeSymbolKind(indexKind: kind, subkind: 0) == nil) }
    }
}
