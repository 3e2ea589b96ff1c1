import Foundation
import SwiftSyntax

/// A child ViewModel the legacy ViewModel built itself (`BranchCellViewModel(with: branch)`,
/// VM007), injected into the migrated one as the SwiftUI MVVM Team Guidelines ask ("Use
/// Coordinator or Factory"): a factory closure passed through init, the legacy construction
/// as its default argument (`makeBranchCellViewModel: @escaping (Branch) -> BranchCellViewModel
/// = { BranchCellViewModel(with: $0) }`), stored, and called where the legacy code constructed
/// the child. Every caller that passes nothing gets the children the legacy code built; a
/// coordinator or a test can pass its own.
struct InjectedFactory: Equatable {
    /// `BranchCellViewModel`.
    var typeName: String
    /// The argument labels of the legacy construction (`nil`: unlabeled).
    var labels: [String?]
    /// The parameter types of the child's initializer with those labels.
    var parameterTypes: [String]
    /// The stored property and init parameter (`makeBranchCellViewModel`).
    var name: String

    /// `(Branch) -> BranchCellViewModel`.
    var type: String { "(" + parameterTypes.joined(separator: ", ") + ") -> " + typeName }

    /// `{ BranchCellViewModel(with: $0) }` — the legacy construction.
    var defaultValue: String {
        let arguments = labels.enumerated().map { index, label in (label.map { $0 + ": " } ?? "") + "$\(index)" }
        return "{ \(typeName)(\(arguments.joined(separator: ", "))) }"
    }
}

/// Finds the child ViewModels to inject: constructions `T(…)` of a class of the tree named
/// like a ViewModel (its own legacy type too, outside static members), outside default arguments, without a trailing
/// closure, each type always built with the same labels, whose initializer with those labels
/// the tree declares (its parameter types are the factory's) — and only where the migrated
/// code can read the stored factory (as for singletons: not in a `[weak self]` closure before
/// `self` is unwrapped). Anything else stays, and `keel audit` (VM007) refuses it.
enum ChildFactories {
    static func find(in nodes: [Syntax], tree: LegacyTree, viewModelName: String, taken: Set<String>,
                     inputClosures: Set<SyntaxIdentifier>) -> [InjectedFactory] {
        var calls: [String: [FunctionCallExprSyntax]] = [:]
        var order: [String] = []
        for node in nodes {
            for call in node.descendants(FunctionCallExprSyntax.self) {
                guard let name = constructedViewModel(call, tree: tree, viewModelName: viewModelName) else { continue }
                if calls[name] == nil { order.append(name) }
                calls[name, default: []].append(call)
            }
        }
        var result: [InjectedFactory] = []
        var names = taken
        for typeName in order {
            let sites = calls[typeName] ?? []
            let labelSets = Set(sites.map { labels(of: $0).map { $0 ?? "_" }.joined(separator: ",") })
            guard labelSets.count == 1, let first = sites.first,
                  sites.allSatisfy({ SingletonInjection.readable($0, inputClosures: inputClosures) }),
                  let types = parameterTypes(of: typeName, labels: labels(of: first), tree: tree) else { continue }
            let name = "make" + typeName
            guard !names.contains(name) else { continue }
            names.insert(name)
            result.append(InjectedFactory(typeName: typeName, labels: labels(of: first), parameterTypes: types, name: name))
        }
        return result
    }

    /// `T(…)` where `T` is a class of the tree named like a ViewModel. The migrated ViewModel's own
    /// legacy type counts when an instance member builds it (a repository screen opening its parent
    /// repository: `RepositoryViewModel(repository: parent, provider: provider)`): the migrated class has
    /// another name, so the child is the legacy ViewModel, built as before by the factory's default. A
    /// static member building its own type is the type's factory, not a child (VM007 exempts it too).
    static func constructedViewModel(_ call: FunctionCallExprSyntax, tree: LegacyTree, viewModelName: String) -> String? {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), call.trailingClosure == nil,
              call.additionalTrailingClosures.isEmpty else { return nil }
        let name = reference.baseName.text
        guard name.contains("ViewModel"), name.first?.isUppercase == true,
              tree.kind(of: name) == .class, !SingletonInjection.inDefaultArgument(call) else { return nil }
        if name == viewModelName, inStaticMember(call) { return nil }
        return name
    }

    /// Whether `node` is inside a `static`/`class` function, property or subscript.
    static func inStaticMember(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            let modifiers = parent.as(FunctionDeclSyntax.self)?.modifiers ?? parent.as(VariableDeclSyntax.self)?.modifiers
                ?? parent.as(SubscriptDeclSyntax.self)?.modifiers
            if let modifiers, modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
                return true
            }
            if parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    static func labels(of call: FunctionCallExprSyntax) -> [String?] {
        call.arguments.map { $0.label?.text }
    }

    /// The parameters a call with `labels` passes, in order, when every parameter it leaves out has a
    /// default value (`init(photo: Photo, service: Service = Service())` called as `(photo:)`): the
    /// factory's default argument then builds the child exactly as the legacy call did.
    static func passedParameters(_ parameters: [FunctionParameterSyntax], labels: [String?]) -> [FunctionParameterSyntax]? {
        var passed: [FunctionParameterSyntax] = []
        var remaining = labels[...]
        for parameter in parameters {
            let label: String? = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if let next = remaining.first, next == label {
                passed.append(parameter)
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return nil
            }
        }
        return remaining.isEmpty ? passed : nil
    }

    /// The parameter types of `typeName`'s initializer with `labels` (parameters left out only where
    /// they have a default value; no variadic), when the tree declares exactly one — the class's own,
    /// or, when the class declares no designated initializer, its superclass's (Swift's initializer
    /// inheritance: such a subclass inherits every designated and convenience initializer of its
    /// superclass — SwiftHub's `SearchViewModel: ViewModel` is built as `SearchViewModel(provider:)`).
    static func parameterTypes(of typeName: String, labels: [String?], tree: LegacyTree) -> [String]? {
        var matches: [[String]] = []
        var visited: Set<String> = []
        var current: String? = typeName
        while let name = current, visited.insert(name).inserted {
            let (found, declaresDesignated, superclass) = initializers(of: name, labels: labels, tree: tree)
            matches += found
            current = declaresDesignated ? nil : superclass
        }
        guard matches.count == 1, let types = matches.first, !types.contains(where: \.isEmpty) else { return nil }
        // A closure parameter would need `@escaping` spelled inside the factory's type: not injected.
        guard !types.contains(where: { $0.contains("->") }) else { return nil }
        return types
    }

    /// The parameter types of each initializer `typeName` declares (in its class and extensions)
    /// that a call with `labels` can reach, whether the class declares a designated initializer, and
    /// its superclass when the tree declares that class.
    private static func initializers(of typeName: String, labels: [String?], tree: LegacyTree)
        -> (matches: [[String]], declaresDesignated: Bool, superclass: String?) {
        var matches: [[String]] = []
        var declaresDesignated = false
        var superclass: String?
        for (_, decl) in tree.declarations(named: typeName) {
            let members: MemberBlockItemListSyntax
            if let type = decl.as(ClassDeclSyntax.self) {
                members = type.memberBlock.members
                superclass = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription }
                    .first { tree.kind(of: $0) == .class }
            } else if let type = decl.as(ExtensionDeclSyntax.self) { members = type.memberBlock.members }
            else { continue }
            for member in members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                if decl.is(ClassDeclSyntax.self), !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) {
                    declaresDesignated = true
                }
                guard initializer.optionalMark == nil, initializer.genericParameterClause == nil else { continue }
                let parameters = Array(initializer.signature.parameterClause.parameters)
                guard parameters.allSatisfy({ $0.ellipsis == nil }), let passed = passedParameters(parameters, labels: labels) else { continue }
                matches.append(passed.map { parameter in
                    let type = parameter.type.trimmedDescription
                    return type.hasPrefix("inout ") ? "" : type
                })
            }
        }
        return (matches, declaresDesignated, superclass)
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` in this subtree (this node included), in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let match = node.as(T.self) { found.append(match) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
