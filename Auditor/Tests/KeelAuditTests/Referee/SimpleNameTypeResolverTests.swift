import KeelAudit
import Testing

@Suite("Baseline resolver: simple names", .timeLimit(.minutes(2)))
struct SimpleNameTypeResolverTests {
    private let resolver = SimpleNameTypeResolver()

    private func references(_ files: [String: String]) async -> [SourcePoint: ResolvedTypeReference] {
        let sources = files.keys.sorted().map { SourceInput(path: $0, text: files[$0]!) }
        var byPoint: [SourcePoint: ResolvedTypeReference] = [:]
        for reference in await resolver.references(in: sources) { byPoint[reference.point] = reference }
        return byPoint
    }

    @Test func aNameIsTheFirstDeclarationOfItsSimpleName() async {
        let refs = await references([
            "A/Cell.swift": "final class Cell {\n    struct ViewModel {}\n}\n",
            "B/Screen.swift": "final class ViewModel {}\nlet cell: Cell.ViewModel\n",
        ])
        // `Cell.ViewModel` is taken for the first `ViewModel` in path order, the nested one here.
        #expect(refs[.init(path: "B/Screen.swift", line: 2, column: 11)]?.target == .declared(path: "A/Cell.swift", line: 1, name: "Cell"))
        #expect(refs[.init(path: "B/Screen.swift", line: 2, column: 16)]?.target == .declared(path: "A/Cell.swift", line: 2, name: "ViewModel"))
    }

    @Test func typealiasesAndUndeclaredNamesAreExternal() async {
        let refs = await references(["A.swift": "typealias Route = Int\nlet r: Route\nlet c: SwiftUI.Color\nlet d: Date\n"])
        #expect(refs[.init(path: "A.swift", line: 1, column: 19)]?.target == .external(module: nil, name: "Int"))
        #expect(refs[.init(path: "A.swift", line: 2, column: 8)]?.target == .external(module: nil, name: "Route"))
        #expect(refs[.init(path: "A.swift", line: 3, column: 16)]?.target == .external(module: "SwiftUI", name: "Color"))
        #expect(refs[.init(path: "A.swift", line: 4, column: 8)]?.target == .external(module: nil, name: "Date"))
    }

    @Test func expressionsAttributesAndExtensionsAreReferences() async {
        let source = """
        struct Outer { struct Inner {} }
        @MainActor final class Model {}
        extension Outer.Inner {}
        let a = Outer.Inner()
        let b = Model.self
        let c: Mode = .on
        """
        let refs = await references(["A.swift": source])
        let inner = ReferenceTarget.declared(path: "A.swift", line: 1, name: "Inner")
        #expect(refs[.init(path: "A.swift", line: 2, column: 2)]?.name == "MainActor")
        #expect(refs[.init(path: "A.swift", line: 3, column: 17)]?.target == inner)
        #expect(refs[.init(path: "A.swift", line: 4, column: 9)]?.target == .declared(path: "A.swift", line: 1, name: "Outer"))
        #expect(refs[.init(path: "A.swift", line: 4, column: 15)]?.target == inner)
        #expect(refs[.init(path: "A.swift", line: 5, column: 9)]?.target == .declared(path: "A.swift", line: 2, name: "Model"))
        // `.on` (no base) is a member, not a type; lowercase names are not types to it.
        #expect(refs[.init(path: "A.swift", line: 6, column: 16)] == nil)
        #expect(refs[.init(path: "A.swift", line: 4, column: 5)] == nil)
    }

    @Test func columnsAreUTF8AndBackticksAreDropped() async {
        let refs = await references(["A.swift": "/* é */ let x: `Type`\nstruct Type {}\n"])
        let reference = refs[.init(path: "A.swift", line: 1, column: 17)]
        #expect(reference?.name == "Type")
        #expect(reference?.target == .declared(path: "A.swift", line: 2, name: "Type"))
    }
}
