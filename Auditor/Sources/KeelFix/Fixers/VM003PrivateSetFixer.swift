import SwiftSyntax

/// VM003: `@Published var x` → `@Published private(set) var x` (after any
/// access modifier: `public private(set) var`), when the project index
/// proves that nothing outside the ViewModel sets `x`:
/// - no file writes `x` (or `$x`) through a base other than `self`
///   (`vm.x = …`, `$vm.x`, `&vm.x`, `\.x`, a possibly mutating `vm.x.f()`),
///   the excluded files (tests) included — unless the base is a property
///   whose declared type is neither the ViewModel, nor one of its ancestors
///   or subclasses, nor a name the project does not declare (a generic
///   parameter, a typealias);
/// - no extension of the ViewModel in another file, no subclass anywhere,
///   and no extension of a protocol it conforms to (`where Self: VM`)
///   assigns `x` as its own member;
/// - no protocol the ViewModel conforms to requires `x { get set }`;
/// - no type inherits from the ViewModel (an override observing `x` needs its setter).
struct PrivateSetFixer: Fixer {
    let ruleID = "VM003"

    func fix(_ request: FixRequest) -> FixDecision {
        guard let variable = request.source.token(at: request.offset)?.enclosing(VariableDeclSyntax.self) else {
            return .notFixed("no property declaration at the finding")
        }
        guard let owner = Self.owner(of: variable) else { return .notFixed("the property is not declared in a class or its extension") }
        if let setter = variable.modifiers.first(where: { $0.detail?.detail.text == "set" }) {
            return .notFixed("it already declares \(setter.trimmedDescription)")
        }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            return .notFixed("it overrides a superclass property")
        }
        let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        guard names.count == variable.bindings.count, !names.isEmpty else { return .notFixed("the binding is not a plain name") }
        let index = request.index
        if index.hasSubtypes(owner) {
            return .notFixed("a type in the project inherits from \(owner) (an override of the property needs its setter)")
        }
        let ancestors = index.ancestors(of: owner)
        for name in names {
            if let file = (index.writers(of: name).union(index.writers(of: "$" + name))).sorted().first {
                return .notFixed("\(name) is set through another object in \(Self.display(file)) (the index cannot tell whose)")
            }
            let typed = index.typedWriters(of: name).merging(index.typedWriters(of: "$" + name)) { $0.union($1) }
            for (type, files) in typed.sorted(by: { $0.key < $1.key }) {
                let couldBeOwner = type == owner || ancestors.contains(type) || index.inherits(type, from: owner) || !index.declares(type)
                if couldBeOwner, let file = files.sorted().first {
                    return .notFixed("\(name) is set through a \(type) in \(Self.display(file))")
                }
            }
            for (type, files) in index.ownWriters(of: name).sorted(by: { $0.key < $1.key }) {
                if type == owner, let other = files.subtracting([request.path]).sorted().first {
                    return .notFixed("an extension of \(owner) in \(Self.display(other)) sets \(name)")
                }
                if type != owner, index.inherits(type, from: owner) {
                    return .notFixed("\(type), a subclass of \(owner), sets \(name)")
                }
                // `extension Resettable where Self: Owner { func reset() { x = 0 } }`: a
                // protocol's extension that sets the property as its own member.
                if type != owner, ancestors.contains(type), index.kind(of: type) == .protocol, let file = files.sorted().first {
                    return .notFixed("an extension of \(type), a protocol \(owner) conforms to, sets \(name) in \(Self.display(file))")
                }
            }
            if let requirement = index.settableRequirement(name, in: index.ancestors(of: owner)) {
                return .notFixed("\(requirement) requires \(name) { get set }")
            }
        }
        return .edits([.insert("private(set) ", at: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset)])
    }

    /// The class (or the type of the extension) declaring the property.
    static func owner(of variable: VariableDeclSyntax) -> String? {
        guard let block = variable.parent?.parent?.parent?.as(MemberBlockSyntax.self) else { return nil }
        if let decl = block.parent?.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = block.parent?.as(ExtensionDeclSyntax.self) {
            return decl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        }
        return nil
    }

    /// An index path as the report shows it.
    static func display(_ path: String) -> String {
        path.hasPrefix("<project>/") ? String(path.dropFirst("<project>/".count)) : path
    }
}
