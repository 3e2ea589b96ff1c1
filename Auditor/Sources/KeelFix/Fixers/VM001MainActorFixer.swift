import KeelAudit
import SwiftSyntax

/// VM001: `@MainActor` on a ViewModel class, placed before its modifiers
/// (after its other attributes and its comments) on a line of its own —
/// or inline when the declaration, or else the file, writes its attributes
/// inline. Only when every use of the class in the whole tree is proven to
/// run on the main actor (`MainActorProof`, computed once per run by
/// `FixRun` and passed in `FixRequest.mainActorProblems`), no type inherits
/// from it, and every superclass and protocol it inherits is main-actor
/// isolated or requirement-free (`isolationMismatch`).
struct MainActorFixer: Fixer {
    let ruleID = "VM001"

    func fix(_ request: FixRequest) -> FixDecision {
        let source = request.source
        guard let decl = source.token(at: request.offset)?.enclosing(ClassDeclSyntax.self) else {
            return .notFixed("not a class declaration (a protocol or struct gets its isolation by hand)")
        }
        let name = decl.name.text
        if decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) {
            return .notFixed("\(name) is declared nonisolated")
        }
        if let actor = Self.attributeNames(decl.attributes).first(where: { $0.hasSuffix("Actor") && $0 != "MainActor" }) {
            return .notFixed("\(name) is bound to @\(actor)")
        }
        if let problem = Self.isolationMismatch(decl, index: request.index) { return .notFixed(problem) }
        if request.index.hasSubtypes(name) {
            return .notFixed("a type in the project inherits from \(name); it would become @MainActor too (isolate the hierarchy by hand)")
        }
        guard let proof = request.mainActorProblems else {
            return .notFixed("the whole-tree proof of \(name)'s uses was not run")
        }
        if let problem = proof[name] { return .notFixed(problem) }
        let anchor = decl.modifiers.first?.firstToken(viewMode: .sourceAccurate) ?? decl.classKeyword
        let at = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        let ownLine = Self.attributesOnOwnLine(decl, tree: source.tree) && source.isFirstOnLine(at)
        return .edits([.insert(ownLine ? "@MainActor\n" + source.indentation(of: at) : "@MainActor ", at: at)])
    }

    /// Ancestors that are fine for a `@MainActor` class: no requirements a
    /// main-actor member would have to witness (`ObservableObject`'s
    /// `objectWillChange` is synthesized nonisolated), or `NSObject`.
    static let neutralAncestors: Set<String> = ["ObservableObject", "AnyObject", "Sendable", "NSObject", "Observable"]

    /// A superclass or protocol (declared on the class, in an extension
    /// anywhere, or inherited) that is not main-actor isolated: a
    /// `@MainActor` class may not inherit from a nonisolated class, and its
    /// members may not witness a nonisolated protocol's requirements (a
    /// warning in Swift 5 mode, an error in Swift 6).
    static func isolationMismatch(_ decl: ClassDeclSyntax, index: TypeIndex) -> String? {
        let direct = decl.inheritanceClause?.inheritedTypes.compactMap { $0.type.trimmedDescription.split(separator: "<").first.map(String.init) } ?? []
        var ancestors = index.ancestors(of: decl.name.text)
        for name in direct { ancestors.insert(name); ancestors.formUnion(index.ancestors(of: name)) }
        for ancestor in ancestors.sorted() where !neutralAncestors.contains(ancestor) && !index.isMainActorIsolated(ancestor) {
            switch index.kind(of: ancestor) {
            case .class?: return "its superclass \(ancestor) is not @MainActor (isolate \(ancestor) first)"
            case .protocol?: return "it conforms to \(ancestor), which is not @MainActor: its members would witness nonisolated requirements (mark \(ancestor) @MainActor first)"
            default: return "it inherits from \(ancestor), which keel cannot see is main-actor isolated"
            }
        }
        return nil
    }

    static func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    /// Whether attributes go on their own line: as the declaration writes its
    /// own, else as most type declarations of the file do; own line by default.
    static func attributesOnOwnLine(_ decl: ClassDeclSyntax, tree: SourceFileSyntax) -> Bool {
        if let own = AttributeStyle.ownLine(decl.attributes) { return own }
        let style = AttributeStyle()
        style.walk(tree)
        return style.ownLine >= style.inline
    }
}

/// Counts how the file's type declarations place their attributes.
final class AttributeStyle: SyntaxVisitor {
    var ownLine = 0
    var inline = 0

    init() { super.init(viewMode: .sourceAccurate) }

    /// Whether the token after the attribute list starts a new line (nil without attributes).
    static func ownLine(_ attributes: AttributeListSyntax) -> Bool? {
        guard !attributes.isEmpty, let next = attributes.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) else { return nil }
        return next.leadingTrivia.contains { if case .newlines = $0 { return true }; return false }
            || attributes.lastToken(viewMode: .sourceAccurate)?.trailingTrivia.contains { if case .newlines = $0 { return true }; return false } == true
    }

    private func count(_ attributes: AttributeListSyntax) {
        switch Self.ownLine(attributes) {
        case true?: ownLine += 1
        case false?: inline += 1
        case nil: break
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { count(node.attributes); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { count(node.attributes); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { count(node.attributes); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { count(node.attributes); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { count(node.attributes); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { count(node.attributes); return .visitChildren }
}
