import KeelAudit
import SwiftSyntax

/// VM004: `import SwiftUI` in a ViewModel file → the imports it stood for:
/// `Foundation` (unless the file imports it, UIKit or AppKit), `Combine`
/// when the file uses Combine names (unless it imports a Combine module),
/// `Observation` for `@Observable` (an import under `#if` supplies a module
/// only when every clause, `#else` included, has one) — or nothing, the line
/// removed. Only when the file uses no SwiftUI-only name VM004 knows
/// (`Auditor.swiftUIOnlyNames`, except types the project declares) and no
/// UIKit name (`UI…`) without importing UIKit; an import with attributes
/// (`@_exported`) or a kind (`import struct SwiftUI.Color`) is left alone.
struct SwiftUIImportFixer: Fixer {
    let ruleID = "VM004"

    static let combineNames: Set<String> = [
        "ObservableObject", "Published", "AnyCancellable", "Cancellable", "PassthroughSubject", "CurrentValueSubject",
        "AnyPublisher", "Just", "Future", "Deferred", "Empty", "Fail", "Publishers", "Publisher", "Subscribers",
        "ObservableObjectPublisher", "Subscriber", "Subscription", "AnySubscriber", "ImmediateScheduler", "sink",
        "assign", "eraseToAnyPublisher", "objectWillChange", "store", "receive", "debounce", "removeDuplicates",
        "combineLatest", "throttle",
    ]

    func fix(_ request: FixRequest) -> FixDecision {
        let source = request.source
        guard let decl = source.token(at: request.offset)?.enclosing(ImportDeclSyntax.self),
              decl.path.count == 1, decl.path.first?.name.text == "SwiftUI" else {
            return .notFixed("no `import SwiftUI` at the finding")
        }
        if !decl.attributes.isEmpty || decl.importKindSpecifier != nil || !decl.modifiers.isEmpty {
            return .notFixed("the import has attributes or a kind (\(decl.trimmedDescription))")
        }
        let names = NameCollector()
        names.walk(source.tree)
        if let swiftUI = names.identifiers.intersection(Auditor.swiftUIOnlyNames).filter({ !request.index.declares($0) }).sorted().first {
            return .notFixed("the file uses SwiftUI's \(swiftUI)")
        }
        let statements = Array(source.tree.statements)
        let imports = Set(statements.flatMap(Self.imports))
        if !imports.contains("UIKit"), let uiKit = names.identifiers.filter(Self.isUIKitName).sorted().first {
            return .notFixed("the file uses \(uiKit) and does not import UIKit (SwiftUI's import brought it)")
        }
        // What replaces SwiftUI must be there on every platform: an import
        // under `#if canImport(UIKit)` supplies nothing on macOS.
        func supplied(_ module: (String) -> Bool) -> Bool { statements.contains { Self.supplies($0, module) } }
        var needed: [String] = []
        if !supplied({ ["Foundation", "UIKit", "AppKit", "Cocoa"].contains($0) }) { needed.append("Foundation") }
        if !supplied({ $0.contains("Combine") }), !names.identifiers.isDisjoint(with: Self.combineNames) { needed.append("Combine") }
        if !supplied({ $0 == "Observation" }), !names.attributes.isDisjoint(with: ["Observable", "ObservationIgnored"]) { needed.append("Observation") }

        let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
        if !needed.isEmpty {
            let separator = "\n" + source.indentation(of: start)
            return .edits([TextEdit(start: start, end: end, replacement: needed.map { "import " + $0 }.joined(separator: separator))])
        }
        if source.isFirstOnLine(start), source.isLastOnLine(end) {
            return .edits([TextEdit(start: source.lineStart(of: start), end: source.nextLineStart(after: end), replacement: "")])
        }
        var after = end
        while after < source.bytes.count, source.bytes[after] == UInt8(ascii: " ") || source.bytes[after] == UInt8(ascii: "\t") { after += 1 }
        return .edits([TextEdit(start: start, end: after, replacement: "")])
    }

    /// `UIColor`, `UIApplication`: a UIKit name.
    static func isUIKitName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        return scalars.count > 2 && name.hasPrefix("UI") && scalars[2].properties.isUppercase
    }

    /// Whether a top-level item imports a module `module` accepts whatever
    /// the platform: an `import`, or an `#if` with an `#else` each of whose
    /// clauses does (`#if canImport(UIKit) import UIKit #else import AppKit #endif`).
    static func supplies(_ item: CodeBlockItemSyntax, _ module: (String) -> Bool) -> Bool {
        if let decl = item.item.as(ImportDeclSyntax.self) { return decl.path.first.map { module($0.name.text) } ?? false }
        guard let config = item.item.as(IfConfigDeclSyntax.self),
              config.clauses.contains(where: { $0.poundKeyword.tokenKind == .poundElse }) else { return false }
        return config.clauses.allSatisfy { clause in
            (clause.elements?.as(CodeBlockItemListSyntax.self)).map { $0.contains { supplies($0, module) } } ?? false
        }
    }

    /// The modules a top-level item imports (inside `#if` clauses too).
    static func imports(_ item: CodeBlockItemSyntax) -> [String] {
        if let decl = item.item.as(ImportDeclSyntax.self) { return decl.path.first.map { [$0.name.text] } ?? [] }
        if let config = item.item.as(IfConfigDeclSyntax.self) {
            return config.clauses.flatMap { clause -> [String] in
                guard let items = clause.elements?.as(CodeBlockItemListSyntax.self) else { return [] }
                return items.flatMap(imports)
            }
        }
        return []
    }
}

/// Every name a file mentions: references, types, attributes, macros.
final class NameCollector: SyntaxVisitor {
    var identifiers: Set<String> = []
    var attributes: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        identifiers.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        identifiers.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        identifiers.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text { attributes.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        identifiers.insert(node.macroName.text)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        identifiers.insert(node.macroName.text)
        return .visitChildren
    }
}
