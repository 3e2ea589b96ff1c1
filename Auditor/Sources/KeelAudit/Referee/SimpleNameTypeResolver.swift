import SwiftParser
import SwiftSyntax

/// The baseline: type references resolved the way today's name-based
/// `TypeIndex` reads them, the "before" figure issue 27's semantic model is
/// measured against (docs/articles/Model-vs-Compiler.md).
///
/// - Declarations: classes, structs, enums, protocols and actors (the kinds
///   `TypeIndex` keeps), by simple name; typealiases, associated types and
///   generic parameters are not declarations to it.
/// - A reference is every name in a type position (`IdentifierTypeSyntax`,
///   each component of `MemberTypeSyntax`, attributes included) and every
///   capitalized name in an expression (`Foo()`, `Foo.shared`,
///   `Outer.Inner()`).
/// - Its target is the first declaration of that simple name in the tree
///   (files in path order, declarations in source order), whatever the
///   scope, module or qualifier; else it is external, in the module written
///   as its qualifier when that qualifier is not a type of the tree
///   (`SwiftUI.Color`), with no module otherwise. It never says `.unresolved`.
///
/// Parses every file (concurrently); a file that does not parse cleanly
/// contributes what the parser recovered.
package struct SimpleNameTypeResolver: TypeReferenceResolver {
    package let name = "baseline: simple names (today's TypeIndex)"

    package init() {}

    package func references(in sources: [SourceInput]) async -> [ResolvedTypeReference] {
        let scans = concurrentMap(sources) { source in SimpleNameScan.scan(source) }
        var declared: [String: (path: String, line: Int)] = [:]
        for scan in scans.sorted(by: { $0.path < $1.path }) {
            for declaration in scan.declarations where declared[declaration.name] == nil {
                declared[declaration.name] = (scan.path, declaration.line)
            }
        }
        return scans.flatMap { scan in
            scan.references.map { reference in
                let target: ReferenceTarget
                if let declaration = declared[reference.name] {
                    target = .declared(path: declaration.path, line: declaration.line, name: reference.name)
                } else if let qualifier = reference.qualifier, declared[qualifier] == nil {
                    target = .external(module: qualifier, name: reference.name)
                } else {
                    target = .external(module: nil, name: reference.name)
                }
                return ResolvedTypeReference(point: reference.point, name: reference.name, target: target)
            }
        }
    }
}

/// One file's declarations and written references, for `SimpleNameTypeResolver`.
struct SimpleNameScan: Sendable {
    struct Declaration: Sendable { var name: String; var line: Int }
    struct Reference: Sendable {
        var point: SourcePoint
        var name: String
        /// The name written right before it (`Outer` of `Outer.Inner`), when a simple name.
        var qualifier: String?
    }

    var path: String
    var declarations: [Declaration] = []
    var references: [Reference] = []

    static func scan(_ source: SourceInput) -> SimpleNameScan {
        let tree = Parser.parse(source: source.text)
        let visitor = SimpleNameVisitor(path: source.path, converter: SourceLocationConverter(fileName: source.path, tree: tree))
        visitor.walk(tree)
        return visitor.scan
    }
}

private final class SimpleNameVisitor: SyntaxVisitor {
    private(set) var scan: SimpleNameScan
    private let converter: SourceLocationConverter

    init(path: String, converter: SourceLocationConverter) {
        scan = SimpleNameScan(path: path)
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Declarations (the kinds TypeIndex keeps)

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }

    private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        scan.declarations.append(.init(name: Self.text(name), line: converter.location(for: name.positionAfterSkippingLeadingTrivia).line))
        return .visitChildren
    }

    // MARK: References

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        refer(node.name, qualifier: nil)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        refer(node.name, qualifier: node.baseType.as(IdentifierTypeSyntax.self).map { Self.text($0.name) })
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = node.baseName.tokenKind, Self.text(node.baseName).first?.isUppercase == true else { return .visitChildren }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            // `Outer.Inner`: qualified by the base; `.inner` (no base) is a member, not a type.
            guard let base = access.base else { return .visitChildren }
            refer(node.baseName, qualifier: base.as(DeclReferenceExprSyntax.self).map { Self.text($0.baseName) })
        } else {
            refer(node.baseName, qualifier: nil)
        }
        return .visitChildren
    }

    private func refer(_ token: TokenSyntax, qualifier: String?) {
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        scan.references.append(.init(point: SourcePoint(path: scan.path, line: location.line, column: location.column),
                                     name: Self.text(token), qualifier: qualifier))
    }

    /// The token's name without backticks.
    static func text(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 else { return text }
        return String(text.dropFirst().dropLast())
    }
}
