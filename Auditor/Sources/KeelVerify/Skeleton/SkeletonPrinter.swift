import SwiftParser
import SwiftSyntax

/// A file's declarations with every body stubbed: what the type checker
/// needs to check code that calls them, and nothing that could fail for
/// reasons unrelated to that code.
///
/// - Function, initializer, subscript and accessor bodies become
///   `{ fatalError() }` (`deinit`, `willSet` and `didSet`: `{}`).
/// - A stored property's value becomes `{ fatalError() }()` when its type is
///   written (without one, the value stays: it gives the type).
/// - Top-level statements (a `main.swift`) are dropped.
/// - What needs the Objective-C runtime, absent on Linux, is left out:
///   `@objc`, `@IBOutlet` and the other Interface Builder and Objective-C
///   attributes, `optional` protocol requirements.
/// - Global and static stored properties are `nonisolated(unsafe)`: legacy
///   code compiled in Swift 5 mode has many, and they say nothing about the
///   code being checked.
package enum SkeletonPrinter {
    /// Attributes the skeleton drops.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "NSManaged", "NSCopying", "GKInspectable", "UIApplicationMain", "NSApplicationMain", "main",
    ]

    /// The skeleton of `text`.
    package static func skeleton(of text: String) -> String {
        skeleton(of: Parser.parse(source: text))
    }

    /// `overridingLeftOut`: names of `@objc` members the tree's extensions add (`extension UIView {
    /// @objc func updateTheme(isDark:) }`); a class member overriding one is left out — without the
    /// Objective-C runtime an extension's member cannot be overridden, and the member it overrides,
    /// with the same signature, stays visible through the extension.
    ///
    /// `preconcurrencyConformances`: an app's files (not the kit's interfaces) — each conformance an
    /// extension declares is written `@preconcurrency` (see `Stubber.preconcurrencyConformances`).
    package static func skeleton(of tree: SourceFileSyntax, overridingLeftOut: Set<String> = [], preconcurrencyConformances: Bool = false) -> String {
        let stubber = Stubber(viewMode: .sourceAccurate)
        stubber.overridingLeftOut = overridingLeftOut
        stubber.relaxesConformances = preconcurrencyConformances
        return stubber.rewrite(Syntax(tree)).description
    }

    /// The names of the `@objc` members extensions in `trees` add (functions and properties;
    /// every member of an `@objc` or `@objcMembers` extension).
    package static func objcExtensionMembers(in trees: [SourceFileSyntax]) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                let wholeExtension = node.attributes.contains { ["objc", "objcMembers"].contains(Self.name(of: $0)) }
                for member in node.memberBlock.members {
                    guard let decl = member.decl.asProtocol(WithAttributesSyntax.self),
                          wholeExtension || decl.attributes.contains(where: { Self.name(of: $0) == "objc" }) else { continue }
                    if let function = member.decl.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            if let id = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(id.identifier.text) }
                        }
                    }
                }
                return .skipChildren
            }
            static func name(of element: AttributeListSyntax.Element) -> String {
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for tree in trees { finder.walk(tree) }
        return finder.names
    }

    /// Whether an item of a file's top level is a declaration (kept) or a statement (dropped).
    static func isDeclaration(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(DeclSyntax.self) { return true }
        return false
    }
}

/// The rewriter behind `SkeletonPrinter`.
final class Stubber: SyntaxRewriter {
    static let stub: CodeBlockSyntax = {
        let tree = Parser.parse(source: "func f() { fatalError() }")
        return tree.statements.first!.item.as(FunctionDeclSyntax.self)!.body!
    }()

    static let empty: CodeBlockSyntax = {
        let tree = Parser.parse(source: "func f() {}")
        return tree.statements.first!.item.as(FunctionDeclSyntax.self)!.body!
    }()

    static let stubValue: ExprSyntax = {
        let tree = Parser.parse(source: "let x = { fatalError() }()")
        return tree.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!.initializer!.value
    }()

    private var depth = 0
    /// See `SkeletonPrinter.skeleton(of:overridingLeftOut:preconcurrencyConformances:)`.
    var overridingLeftOut: Set<String> = []
    /// Whether extensions' conformances are written `@preconcurrency` (an app's skeleton).
    var relaxesConformances = false

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var file = node
        file.statements = node.statements.filter { item in
            item.item.is(DeclSyntax.self) || item.item.is(IfConfigDeclSyntax.self)
        }
        return super.visit(file)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        var clause = node
        if case .statements(let items)? = node.elements, depth == 0 {
            clause.elements = .statements(items.filter { $0.item.is(DeclSyntax.self) })
        }
        return super.visit(clause)
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        var decl = node
        if let body = decl.body { decl.body = Self.stub.with(\.leadingTrivia, body.leadingTrivia).with(\.trailingTrivia, body.trailingTrivia) }
        return super.visit(strip(decl))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        var decl = node
        if let body = decl.body { decl.body = Self.stub.with(\.leadingTrivia, body.leadingTrivia).with(\.trailingTrivia, body.trailingTrivia) }
        return super.visit(strip(decl))
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax {
        var decl = node
        if let body = decl.body { decl.body = Self.empty.with(\.leadingTrivia, body.leadingTrivia).with(\.trailingTrivia, body.trailingTrivia) }
        return DeclSyntax(decl)
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        var decl = strip(node)
        if let block = decl.accessorBlock { decl.accessorBlock = stubbed(block) }
        return DeclSyntax(decl)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        var decl = strip(node)
        let isStatic = decl.modifiers.contains { ["static", "class"].contains($0.name.text) }
        var computed = false
        decl.bindings = PatternBindingListSyntax(decl.bindings.map { binding in
            var b = binding
            if let block = b.accessorBlock {
                b.accessorBlock = stubbed(block)
                if case .getter = block.accessors { computed = true }
                if case .accessors(let list) = block.accessors, list.contains(where: { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }) {
                    computed = true
                }
            }
            if b.typeAnnotation != nil, b.accessorBlock == nil, let initializer = b.initializer {
                b.initializer = initializer.with(\.value, Self.stubValue.with(\.leadingTrivia, initializer.value.leadingTrivia)
                    .with(\.trailingTrivia, initializer.value.trailingTrivia))
            }
            return b
        })
        let global = depth == 0
        let wrapped = !decl.attributes.isEmpty || decl.modifiers.contains { $0.name.text == "lazy" }
        if (global || isStatic), !computed, !wrapped, !decl.modifiers.contains(where: { $0.name.text == "nonisolated" }) {
            var modifier = DeclModifierSyntax(name: .keyword(.nonisolated), detail: DeclModifierDetailSyntax(detail: .identifier("unsafe")))
            modifier.trailingTrivia = .space
            if decl.modifiers.isEmpty {
                modifier.leadingTrivia = decl.attributes.isEmpty ? decl.bindingSpecifier.leadingTrivia : []
                if decl.attributes.isEmpty { decl.bindingSpecifier.leadingTrivia = [] }
                decl.modifiers = DeclModifierListSyntax([modifier])
            } else {
                decl.modifiers = DeclModifierListSyntax(Array(decl.modifiers) + [modifier])
            }
        }
        return DeclSyntax(decl)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        var decl = strip(node)
        if !overridingLeftOut.isEmpty {
            decl.memberBlock.members = decl.memberBlock.members.filter { !overridesExtensionMember($0.decl) }
        }
        depth += 1
        defer { depth -= 1 }
        return super.visit(decl)
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        let decl = strip(node)
        depth += 1
        defer { depth -= 1 }
        return super.visit(decl)
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        let decl = strip(node)
        depth += 1
        defer { depth -= 1 }
        return super.visit(decl)
    }

    override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
        depth += 1
        defer { depth -= 1 }
        return super.visit(node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        var decl = strip(node)
        // An `override` in an extension is legal only for an `@objc` member (dynamic dispatch), and
        // the skeleton drops `@objc`: the member it overrides, same signature, stays visible.
        decl.memberBlock.members = decl.memberBlock.members.filter { member in
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return true }
            return !modifiers.contains { $0.name.text == "override" }
        }
        if relaxesConformances { decl.inheritanceClause = Self.preconcurrencyConformances(decl.inheritanceClause) }
        depth += 1
        defer { depth -= 1 }
        return super.visit(decl)
    }

    /// Protocols that carry no requirement to isolate (`@preconcurrency` would be an error on them).
    static let markerProtocols: Set<String> = ["Sendable", "Copyable", "Escapable", "BitwiseCopyable"]

    /// An extension's conformances, each `@preconcurrency` (`extension WSUIViewController:
    /// @preconcurrency SFSafariViewControllerDelegate`): the app's own files compile in the app's
    /// language mode, often Swift 5, where a main-actor class's conformance to a nonisolated SDK
    /// delegate protocol is a warning; the skeleton is compiled in Swift 6 with the generated files,
    /// where it is an error in code keel did not write. `@preconcurrency` keeps the Swift 5 meaning
    /// (checked at run time, not rejected) and is at most a warning where it has no effect. The
    /// generated files get no such attribute: their conformances are checked in full.
    static func preconcurrencyConformances(_ clause: InheritanceClauseSyntax?) -> InheritanceClauseSyntax? {
        guard var clause else { return nil }
        clause.inheritedTypes = InheritedTypeListSyntax(clause.inheritedTypes.map { inherited in
            let type = inherited.type
            let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
            // Already attributed (`@unchecked Sendable`), composed or a marker protocol: as written.
            guard let name, !markerProtocols.contains(name) else { return inherited }
            let attribute = AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("preconcurrency")), trailingTrivia: .space)
            let attributed = AttributedTypeSyntax(specifiers: [], attributes: [.attribute(attribute)], baseType: type.with(\.leadingTrivia, []))
            return inherited.with(\.type, TypeSyntax(attributed.with(\.leadingTrivia, type.leadingTrivia)))
        })
        return clause
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var decl = strip(node)
        decl.memberBlock.members = decl.memberBlock.members.filter { member in
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return true }
            return !modifiers.contains { $0.name.text == "optional" }
        }
        depth += 1
        defer { depth -= 1 }
        return super.visit(decl)
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        // Closures only survive in untyped property values and default
        // arguments; their statements are what they are.
        ExprSyntax(node)
    }

    /// An `override` of a member an extension adds with `@objc` (see `overridingLeftOut`).
    private func overridesExtensionMember(_ decl: DeclSyntax) -> Bool {
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
              modifiers.contains(where: { $0.name.text == "override" }) else { return false }
        if let function = decl.as(FunctionDeclSyntax.self) { return overridingLeftOut.contains(function.name.text) }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { overridingLeftOut.contains($0.identifier.text) } ?? false
            }
        }
        return false
    }

    private func stubbed(_ block: AccessorBlockSyntax) -> AccessorBlockSyntax {
        var result = block
        switch block.accessors {
        case .getter:
            result.accessors = .getter(Self.stub.statements)
        case .accessors(let list):
            result.accessors = .accessors(AccessorDeclListSyntax(list.map { accessor in
                var a = accessor
                a.attributes = clean(a.attributes)
                guard a.body != nil else { return a }
                let observer = ["willSet", "didSet"].contains(accessor.accessorSpecifier.text)
                a.body = (observer ? Self.empty : Self.stub).with(\.leadingTrivia, accessor.body?.leadingTrivia ?? .space)
                    .with(\.trailingTrivia, accessor.body?.trailingTrivia ?? [])
                return a
            }))
        }
        return result
    }

    private func clean(_ attributes: AttributeListSyntax) -> AttributeListSyntax {
        attributes.filter { !Self.isDropped($0) }
    }

    static func isDropped(_ element: AttributeListSyntax.Element) -> Bool {
        guard let attribute = element.as(AttributeSyntax.self) else { return false }
        return SkeletonPrinter.droppedAttributes.contains(attribute.attributeName.trimmedDescription)
    }

    static let droppedModifiers: Set<String> = ["dynamic", "optional"]

    /// `decl` without the attributes and modifiers the skeleton drops; the
    /// trivia they carried (newlines, comments) moves to what follows them.
    private func strip<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D) -> D {
        guard decl.attributes.contains(where: Self.isDropped) || decl.modifiers.contains(where: { Self.droppedModifiers.contains($0.name.text) }) else {
            return decl
        }
        var d = decl
        var pending: Trivia = []
        var attributes: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            if Self.isDropped(element) {
                pending = pending + element.leadingTrivia + element.trailingTrivia
                continue
            }
            var kept = element
            if !pending.isEmpty { kept.leadingTrivia = pending + kept.leadingTrivia; pending = [] }
            attributes.append(kept)
        }
        var modifiers: [DeclModifierSyntax] = []
        for modifier in decl.modifiers {
            if Self.droppedModifiers.contains(modifier.name.text) {
                pending = pending + modifier.leadingTrivia + modifier.trailingTrivia
                continue
            }
            var kept = modifier
            if !pending.isEmpty { kept.leadingTrivia = pending + kept.leadingTrivia; pending = [] }
            modifiers.append(kept)
        }
        if !pending.isEmpty {
            if var last = modifiers.popLast() {
                last.trailingTrivia = last.trailingTrivia + pending
                modifiers.append(last)
            } else if var last = attributes.popLast() {
                last.trailingTrivia = last.trailingTrivia + pending
                attributes.append(last)
            }
        }
        d.attributes = AttributeListSyntax(attributes)
        d.modifiers = DeclModifierListSyntax(modifiers)
        if attributes.isEmpty, modifiers.isEmpty, !pending.isEmpty { d.leadingTrivia = pending + d.leadingTrivia }
        return d
    }
}
