import SwiftSyntax

/// A base class of the legacy ViewModel declared in the tree
/// (`class ProfileViewModel: BaseViewModel`): the dependencies and state it
/// carries become the migrated ViewModel's own (the migrated class inherits
/// from nothing but what it conforms to).
struct BaseClass {
    var name: String
    var file: Int
    var decl: ClassDeclSyntax
    /// Same-file extensions of it.
    var extensions: [ExtensionDeclSyntax]
    var initializer: InitializerDeclSyntax?
}

enum BaseClasses {
    /// The tree's base classes of `decl`, nearest first (at most four levels;
    /// `NSObject` and classes the tree does not declare end the chain).
    static func lineage(of decl: ClassDeclSyntax, tree: LegacyTree) -> [BaseClass] {
        var result: [BaseClass] = []
        var current = decl
        var seen: Set<String> = [decl.name.text]
        while result.count < 4, let first = MemberBlockOf.inherited(DeclSyntax(current)).first {
            let name = TypeText.simpleName(first)
            guard !seen.contains(name), tree.kind(of: name) == .class,
                  let (file, base) = tree.declarations(named: name).compactMap({ e in e.decl.as(ClassDeclSyntax.self).map { (e.file, $0) } }).first
            else { break }
            seen.insert(name)
            let extensions = tree.declarations(named: name).filter { $0.file == file }.compactMap { $0.decl.as(ExtensionDeclSyntax.self) }
            result.append(BaseClass(name: name, file: file, decl: base, extensions: extensions,
                                    initializer: MemberReader.designatedInitializer(Array(base.memberBlock.members))))
            current = base
        }
        return result
    }

    /// The superclass left after flattening (`NSObject`), if any.
    static func remainingSuperclass(of decl: ClassDeclSyntax, lineage: [BaseClass]) -> String? {
        let last = lineage.last?.decl ?? decl
        guard let first = MemberBlockOf.inherited(DeclSyntax(last)).first else { return nil }
        return TypeText.simpleName(first) == "NSObject" ? first : nil
    }
}

/// The legacy designated init with `super.init(…)` replaced by the base
/// classes' init bodies, their parameters renamed to the arguments passed.
struct FlatInit {
    struct Statement {
        var item: CodeBlockItemSyntax
        /// Base init parameter → the subclass's name for it.
        var renames: [String: String]
        var id: String
    }

    var statements: [Statement] = []
    /// Why a `super.init(…)` could not be expanded.
    var problems: [String] = []

    /// `initializer`'s statements, with `super.init(…)` expanded through `lineage`.
    static func flatten(_ initializer: InitializerDeclSyntax?, lineage: [BaseClass], level: Int = 0,
                        renames: [String: String] = [:], prefix: String = "init") -> FlatInit {
        var flat = FlatInit()
        guard let initializer else { return flat }
        for (i, item) in (initializer.body?.statements ?? []).enumerated() {
            guard let call = superInitCall(item) else {
                flat.statements.append(Statement(item: item, renames: renames, id: "\(prefix).\(i)"))
                continue
            }
            guard level < lineage.count else { continue }   // `super.init()` of NSObject / a framework class: dropped
            guard let baseInit = lineage[level].initializer else {
                if !call.arguments.isEmpty { flat.problems.append("`super.init(…)` of \(lineage[level].name), which declares no init keel can read") }
                continue
            }
            var inner: [String: String] = [:]
            let parameters = Array(baseInit.signature.parameterClause.parameters)
            let arguments = Array(call.arguments)
            for (p, parameter) in parameters.enumerated() {
                let name = (parameter.secondName ?? parameter.firstName).text
                let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                let argument = arguments.first { $0.label?.text == label && label != nil } ?? (p < arguments.count && label == nil ? arguments[p] : nil)
                guard let argument else { continue }   // a default value
                guard let reference = argument.expression.as(DeclReferenceExprSyntax.self) else {
                    flat.problems.append("`super.init(…)` passes an expression (`\(argument.expression.trimmedDescription)`) to \(lineage[level].name)'s `\(name)`")
                    continue
                }
                inner[name] = renames[reference.baseName.text] ?? reference.baseName.text
            }
            let base = flatten(baseInit, lineage: lineage, level: level + 1, renames: inner, prefix: "\(prefix).\(i).base")
            flat.statements += base.statements
            flat.problems += base.problems
        }
        return flat
    }

    /// `super.init(…)` as a statement.
    static func superInitCall(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        var expr = item.item.as(ExprSyntax.self)
        if let tryExpr = expr?.as(TryExprSyntax.self) { expr = tryExpr.expression }
        guard let call = expr?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "init", member.base?.is(SuperExprSyntax.self) == true else { return nil }
        return call
    }
}
