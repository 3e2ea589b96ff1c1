import SwiftParser
import SwiftSyntax

/// The semantic model as a `TypeReferenceResolver`: every type reference
/// the fact collector records (type positions, attributes, inheritance,
/// extensions, aliases' targets; each component of `A.B.C`), plus the
/// capitalized names written in expressions (`Foo()`, `Foo.shared`,
/// `Outer.Inner.make()`, `Self.x`), each resolved by the model's lookup
/// (`SemanticModel.resolve`) from where it is written — type aliases are
/// targets of their own, as the compiler records them.
///
/// An expression name that resolves to no type (a function, a variable, an
/// enum case) is not a type reference and is left out; so is a generic
/// parameter (the compiler's index does not record functions' ones).
package struct ModelTypeResolver: TypeReferenceResolver {
    package let name = "semantic model"
    let configuration: Configuration

    package init(configuration: Configuration = .default) { self.configuration = configuration }

    package func references(in sources: [SourceInput]) async -> [ResolvedTypeReference] {
        await references(in: sources, modules: .folders)
    }

    package func references(in sources: [SourceInput], modules: ModuleMap) async -> [ResolvedTypeReference] {
        let scans = await Auditor.parallelMap(sources) { source -> (FileFacts, [ExpressionName]) in
            var text = source.text
            return text.withUTF8 { bytes in
                let tree = Parser.parse(source: bytes)
                let facts = FactCollector.collect(source, tree: tree, allTypeReferences: true)
                let visitor = ExpressionNameVisitor(viewMode: .sourceAccurate)
                visitor.walk(tree)
                return (facts, visitor.names)
            }
        }
        var builder = TypeIndex.Builder()
        for (facts, _) in scans { builder.add(FileIndex(facts: facts)) }
        // The index store was built here: `#if canImport` took this platform's branches.
        let model = builder.build(modules: modules, platform: .host).model
        var result: [ResolvedTypeReference] = []
        for (facts, expressions) in scans {
            guard let file = model.file(facts.path) else { continue }
            let lines = LineTable(lineStarts: facts.lineStarts, lineCount: facts.lineCount)
            func scope(unit: Int?, offset: Int) -> SemanticModel.Scope {
                let generic = facts.genericScopes.filter { $0.start <= offset && offset < $0.end }
                var constraints: [String: [[String]]] = [:]
                for scope in generic { constraints.merge(scope.constraints) { $0 + $1 } }
                return SemanticModel.Scope(file: file, unit: unit, genericNames: generic.flatMap(\.names),
                                           genericLines: generic.flatMap { $0.nameOffsets.map(lines.line) }, genericConstraints: constraints)
            }
            func add(_ path: [String], offset: Int, unit: Int?, dropUnresolved: Bool) {
                let symbol = model.resolve(path, in: scope(unit: unit, offset: offset), followAliases: false)
                guard let target = Self.target(symbol, model: model, dropUnresolved: dropUnresolved) else { return }
                let location = lines.location(offset)
                result.append(ResolvedTypeReference(point: SourcePoint(path: facts.path, line: location.line, column: location.column),
                                                    name: path.last ?? "", target: target))
            }
            for ref in facts.typeRefs {
                if ref.role == .attribute, ref.path == nil, ref.name == "Observable", !model.declaresMacro("Observable") { continue }
                let components = ref.components
                let offsets = ref.nameOffsets
                for i in components.indices where i < offsets.count {
                    add(Array(components[...i]), offset: offsets[i], unit: ref.unit, dropUnresolved: false)
                }
            }
            for expression in expressions {
                let unit = Self.innermostUnit(at: expression.offsets[0], in: facts)
                if expression.components == ["Self"] {
                    if let unit, let symbol = model.symbol(file: file, unit: Self.typeUnit(unit, facts: facts)),
                       let target = Self.target(symbol, model: model, dropUnresolved: true) {
                        let location = lines.location(expression.offsets[0])
                        result.append(ResolvedTypeReference(point: SourcePoint(path: facts.path, line: location.line, column: location.column),
                                                            name: "Self", target: target))
                    }
                    continue
                }
                for i in expression.components.indices {
                    add(Array(expression.components[...i]), offset: expression.offsets[i], unit: unit, dropUnresolved: true)
                }
            }
        }
        return result
    }

    /// A symbol as the referee compares it; nil for what is no type reference.
    static func target(_ symbol: Symbol, model: SemanticModel, dropUnresolved: Bool) -> ReferenceTarget? {
        switch symbol {
        case .declared(let id):
            let record = model.record(id)
            return .declared(path: model.files[record.file].path, line: record.line, name: record.name)
        case .external(let module, let name):
            let last = name.split(separator: ".").last.map(String.init) ?? name
            if dropUnresolved, module == "?" { return nil }
            return .external(module: module == "?" ? nil : module, name: last)
        case .genericParameter(let name, let origin, _):
            guard let origin else { return nil }
            return .declared(path: model.files[origin.file].path, line: origin.line, name: name)
        case .unresolved:
            return dropUnresolved ? nil : .unresolved
        }
    }

    /// The innermost unit (type or extension) whose text holds `offset`.
    static func innermostUnit(at offset: Int, in facts: FileFacts) -> Int? {
        var best: Int?
        for (i, unit) in facts.units.enumerated() where unit.start <= offset && offset < unit.end {
            if let current = best, facts.units[current].start > unit.start { continue }
            best = i
        }
        return best
    }

    /// The unit itself (a type or an extension: `Self` is the type either way).
    static func typeUnit(_ unit: Int, facts: FileFacts) -> Int { unit }
}

/// A capitalized name (or dotted chain of them) written in an expression.
struct ExpressionName: Sendable {
    var components: [String]
    var offsets: [Int]
}

/// Collects `Foo`, `Foo.Bar`, `Self` written as expressions.
private final class ExpressionNameVisitor: SyntaxVisitor {
    var names: [ExpressionName] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `A.B.c`: the chain of capitalized names from the root.
        guard let chain = Self.chain(ExprSyntax(node)) else { return .visitChildren }
        var components: [String] = []
        var offsets: [Int] = []
        for (name, offset) in chain {
            guard Self.isTypeLike(name) else { break }
            components.append(name)
            offsets.append(offset)
        }
        if !components.isEmpty { names.append(ExpressionName(components: components, offsets: offsets)) }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if Self.isTypeLike(text) {
            names.append(ExpressionName(components: [text], offsets: [node.baseName.positionAfterSkippingLeadingTrivia.utf8Offset]))
        }
        return .skipChildren
    }

    /// Capitalized, `Self`, or `_Capitalized` (an underscored implementation type).
    static func isTypeLike(_ name: String) -> Bool {
        if name == "Self" || name.first?.isUppercase == true { return true }
        return name.hasPrefix("_") && name.dropFirst().first?.isUppercase == true
    }

    /// `A.B.c` as (name, offset) pairs from the root, for a chain of plain names.
    static func chain(_ expr: ExprSyntax) -> [(String, Int)]? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return [(ref.baseName.text, ref.baseName.positionAfterSkippingLeadingTrivia.utf8Offset)]
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let prefix = chain(base) {
            return prefix + [(member.declName.baseName.text, member.declName.baseName.positionAfterSkippingLeadingTrivia.utf8Offset)]
        }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) { return chain(generic.expression) }
        return nil
    }
}
