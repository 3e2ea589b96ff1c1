import SwiftSyntax

/// The legacy feature `keel migrate` was pointed at: the ViewModel class,
/// the file it lives in, and its UIKit controller when the tree has one.
struct LocatedFeature {
    var viewModelName: String
    var viewModelFile: Int
    var viewModel: ClassDeclSyntax
    /// Same-file extensions of the ViewModel (their members migrate too).
    var extensions: [ExtensionDeclSyntax]
    /// The ViewModel's `…Type` / `…ViewModel` protocol, when the tree declares it.
    var protocolDecl: ProtocolDeclSyntax?
    var controller: (name: String, file: Int, decl: ClassDeclSyntax)?
}

/// Finds the named ViewModel (or the ViewModel of the named controller).
enum FeatureLocator {
    static let viewControllerRoots: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UIHostingController", "NSViewController",
    ]

    static func locate(_ name: String, in tree: LegacyTree, searched: [String]) throws -> LocatedFeature {
        let declarations = tree.declarations(named: name)
        guard !declarations.isEmpty else { throw MigrateError.unknownType(name, searched: searched) }
        let classes = declarations.compactMap { entry in entry.decl.as(ClassDeclSyntax.self).map { (entry.file, $0) } }

        if let (file, decl) = classes.first {
            if isViewController(name, tree: tree) {
                return try locateFromController(name, file: file, decl: decl, tree: tree)
            }
            try checkViewModel(name, decl: decl, tree: tree)
            return try feature(name, file: file, decl: decl, tree: tree)
        }
        if declarations.contains(where: { $0.decl.is(ProtocolDeclSyntax.self) }) {
            // A ViewModel protocol: migrate its one implementation.
            let implementations = tree.classes(inheritingFromAny: [name]).filter { !isTestDouble($0) }
            guard implementations.count == 1, let implementation = implementations.first else {
                let found = implementations.isEmpty ? "no class implements it" : "several classes implement it (\(implementations.joined(separator: ", ")))"
                throw MigrateError.notAViewModel(name, reason: "it is a protocol and \(found); name the class")
            }
            return try locate(implementation, in: tree, searched: searched)
        }
        let kind = tree.kind(of: name).map { "a \($0.rawValue)" } ?? "only extended here"
        throw MigrateError.notAViewModel(name, reason: "it is \(kind), not a class")
    }

    static func isViewController(_ name: String, tree: LegacyTree) -> Bool {
        !tree.index.ancestors(of: name).isDisjoint(with: viewControllerRoots)
    }

    static func isTestDouble(_ name: String) -> Bool {
        ["Mock", "Fake", "Stub", "Spy", "Dummy"].contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }

    /// A ViewModel: a class whose name, or an ancestor's, says so; not a test
    /// double, view or controller (the audit's ViewModel role, by name).
    static func checkViewModel(_ name: String, decl: ClassDeclSyntax, tree: LegacyTree) throws {
        if isTestDouble(name) { throw MigrateError.notAViewModel(name, reason: "it is a test double") }
        let ancestors = tree.index.ancestors(of: name)
        if ancestors.contains("View") { throw MigrateError.notAViewModel(name, reason: "it is a SwiftUI view") }
        let named = name.contains("ViewModel") || ancestors.contains { $0.contains("ViewModel") }
        guard named else {
            throw MigrateError.notAViewModel(name, reason: "neither its name nor a type it conforms to says ViewModel (a manager, service or model stays as it is)")
        }
    }

    private static func feature(_ name: String, file: Int, decl: ClassDeclSyntax, tree: LegacyTree) throws -> LocatedFeature {
        let source = tree.syntax(file)
        if source.hasError, decl.hasError {
            throw MigrateError.unparsable(path: tree.files[file].path, detail: "syntax errors in \(name)")
        }
        let extensions = tree.declarations(named: name).filter { $0.file == file }.compactMap { $0.decl.as(ExtensionDeclSyntax.self) }
        let inherited = MemberBlockOf.inherited(DeclSyntax(decl)).map(TypeText.simpleName)
        var protocolDecl: ProtocolDeclSyntax?
        for parent in inherited where parent.contains("ViewModel") {
            if let found = tree.declarations(named: parent).compactMap({ $0.decl.as(ProtocolDeclSyntax.self) }).first {
                protocolDecl = found
                break
            }
        }
        let controller = findController(for: name, protocols: inherited, tree: tree)
        return LocatedFeature(viewModelName: name, viewModelFile: file, viewModel: decl, extensions: extensions,
                              protocolDecl: protocolDecl, controller: controller)
    }

    /// The controller class that stores the ViewModel (by its class or protocol type).
    static func findController(for viewModel: String, protocols: [String], tree: LegacyTree) -> (name: String, file: Int, decl: ClassDeclSyntax)? {
        let wanted = Set([viewModel] + protocols.filter { $0.contains("ViewModel") })
        for name in tree.classes(inheritingFromAny: viewControllerRoots) {
            for (file, decl) in tree.declarations(named: name) {
                guard let controller = decl.as(ClassDeclSyntax.self) else { continue }
                let stores = controller.memberBlock.members.contains { member in
                    MemberSignature.types(of: member.decl).contains { wanted.contains(TypeText.simpleName($0.1)) }
                }
                if stores { return (name, file, controller) }
            }
        }
        return nil
    }

    private static func locateFromController(_ name: String, file: Int, decl: ClassDeclSyntax, tree: LegacyTree) throws -> LocatedFeature {
        for member in decl.memberBlock.members {
            for (_, type) in MemberSignature.types(of: member.decl) {
                let typeName = TypeText.simpleName(type)
                guard typeName.contains("ViewModel") else { continue }
                let candidates: [String]
                if tree.kind(of: typeName) == .class {
                    candidates = [typeName]
                } else {
                    candidates = tree.classes(inheritingFromAny: [typeName]).filter { !isTestDouble($0) }
                }
                guard let vmName = candidates.first,
                      let (vmFile, vmDecl) = tree.declarations(named: vmName).compactMap({ e in e.decl.as(ClassDeclSyntax.self).map { (e.file, $0) } }).first
                else { continue }
                var located = try feature(vmName, file: vmFile, decl: vmDecl, tree: tree)
                located.controller = (name, file, decl)
                return located
            }
        }
        throw MigrateError.notAViewModel(name, reason: "it is a view controller, but it stores no ViewModel the tree declares")
    }
}
