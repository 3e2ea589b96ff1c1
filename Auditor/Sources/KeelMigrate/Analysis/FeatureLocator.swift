import Foundation
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
    /// Every other controller that stores it too (their bindings count as well: what any of them writes gets a setter).
    var otherControllers: [(name: String, file: Int, decl: ClassDeclSyntax)] = []
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
        let files = Set(classes.map(\.0))
        if files.count > 1 {
            // One name in two targets (an iOS and a tvOS app): never pick one silently.
            throw MigrateError.ambiguous(name, candidates: files.sorted().map { tree.files[$0].path })
        }

        if let (file, decl) = classes.first {
            if isViewController(name, tree: tree) {
                return try locateFromController(name, file: file, decl: decl, tree: tree)
            }
            try checkViewModel(name, decl: decl, tree: tree)
            try checkMigratable(name, decl: decl, file: file, tree: tree)
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

    /// A file in a test target (`KioskTests/…`, `…Tests.swift`).
    static func isTestPath(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasSuffix("Tests") || $0.hasSuffix("Tests.swift") || $0.hasSuffix("Test.swift") || $0 == "Tests" }
    }

    static func isTestDouble(_ name: String) -> Bool {
        ["Mock", "Fake", "Stub", "Spy", "Dummy"].contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }

    /// A ViewModel: a class whose name, or an ancestor's, says so; not a test
    /// double, view or controller (the audit's ViewModel role, by name).
    static func checkViewModel(_ name: String, decl: ClassDeclSyntax, tree: LegacyTree) throws {
        if isTestDouble(name) { throw MigrateError.notAViewModel(name, reason: "it is a test double") }
        let ancestors = tree.index.ancestors(of: name)
        if ancestors.contains("XCTestCase") || ancestors.contains("QuickSpec") {
            throw MigrateError.notAViewModel(name, reason: "it is a test case (\(ancestors.contains("XCTestCase") ? "XCTestCase" : "QuickSpec")); migrate the ViewModel it tests")
        }
        if ancestors.contains("View") { throw MigrateError.notAViewModel(name, reason: "it is a SwiftUI view") }
        let named = name.contains("ViewModel") || ancestors.contains { $0.contains("ViewModel") }
        guard named else {
            throw MigrateError.notAViewModel(name, reason: "neither its name nor a type it conforms to says ViewModel (a manager, service or model stays as it is)")
        }
    }

    /// Refuses what is not a legacy RxSwift ViewModel to migrate: an
    /// `@Observable` class, a ViewModel already written with Combine, one
    /// that uses no reactive code at all.
    static func checkMigratable(_ name: String, decl: ClassDeclSyntax, file: Int, tree: LegacyTree) throws {
        let attributes = decl.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if attributes.contains("Observable") {
            throw MigrateError.refused(name, reasons: ["it is already an @Observable class (the Observation framework): SwiftUI observes it directly, and a Combine ObservableObject generated from it would not update its views the same way — there is no RxSwift to migrate"])
        }
        // Test doubles that subclass it (in test targets) do not count: they stay with the legacy class.
        let subclasses = tree.classes(inheritingFromAny: [name]).filter { subclass in
            subclass != name && !isTestDouble(subclass)
                && !tree.files(declaring: subclass).allSatisfy { isTestPath(tree.files[$0].path) }
        }.sorted()
        if !subclasses.isEmpty {
            let shown = subclasses.prefix(4).joined(separator: ", ") + (subclasses.count > 4 ? ", …" : "")
            throw MigrateError.refused(name, reasons: ["it is the base class of \(subclasses.count) other class\(subclasses.count == 1 ? "" : "es") (\(shown)): keel flattens a base class into each ViewModel that inherits it — migrate those; migrated alone, the state they set would have no writer"])
        }
        // An empty class (Papr's `UserProfileViewModel {}` beside `import RxSwift`), or one whose
        // members declare nothing (empty `Input`/`Output` protocols it conforms to, `var input: …Input
        // { return self }`, an empty `init()`): no state, input, output or action anywhere — a
        // migrated copy would "type-check" and compare nothing.
        if EmptyViewModel.declaresNothing(name, decl: decl, tree: tree) {
            throw MigrateError.refused(name, reasons: ["it declares nothing — no state, input, output or action, here, in an extension or in a protocol it conforms to (its only members are empty `init`s and views of `self`): there is nothing to migrate (delete it, or write its first state in the target shape)"])
        }
        let imports = tree.syntax(file).statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
        let typeNames = ReactiveNames.typeNames(in: decl, extensions: tree.declarations(named: name).filter { $0.file == file }.map(\.decl))
        let usesRx = imports.contains { ReactiveType.rxModules.contains($0) } || !typeNames.isDisjoint(with: ReactiveNames.rx)
        let usesCombine = imports.contains("Combine") || !typeNames.isDisjoint(with: ReactiveNames.combine)
            || MemberBlockOf.inherited(DeclSyntax(decl)).contains("ObservableObject")
        if !usesRx, usesCombine {
            throw MigrateError.refused(name, reasons: ["it is already a Combine ViewModel (\(ReactiveNames.combineEvidence(typeNames, inherits: MemberBlockOf.inherited(DeclSyntax(decl))))) and uses no RxSwift: nothing to migrate"])
        }
        // A Combine ViewModel in a file that still imports RxSwift, but whose class (and same-file
        // extensions) names no RxSwift type and subscribes to, binds or feeds no RxSwift stream
        // (Windscribe's `SubmitLogViewModelImpl`: `AnyCancellable`, `sink`): the import is a leftover.
        let sameFileExtensions = tree.declarations(named: name).filter { $0.file == file }.map(\.decl)
        if usesCombine, typeNames.isDisjoint(with: ReactiveNames.rx), !ReactiveNames.makesRxSubscriptions(decl, extensions: sameFileExtensions) {
            throw MigrateError.refused(name, reasons: ["it is already a Combine ViewModel (\(ReactiveNames.combineEvidence(typeNames, inherits: MemberBlockOf.inherited(DeclSyntax(decl))))) and uses no RxSwift — its file imports RxSwift, but the class names no RxSwift type and subscribes to no RxSwift stream: nothing to migrate (remove the import)"])
        }
        // Combine state whose only RxSwift is a bag keeping legacy services' own subscriptions
        // (`localDB.save(…).disposed(by: disposeBag)`, Windscribe's `RobertSettingsViewModelImpl`):
        // no relay, subject or stream of its own, no subscription it makes — nothing to migrate.
        let rxNames = typeNames.intersection(ReactiveNames.rx)
        if usesCombine, typeNames.contains("Published"), !rxNames.isEmpty, rxNames.isSubset(of: ["DisposeBag", "Disposable"]),
           !ReactiveNames.makesRxSubscriptions(decl, extensions: tree.declarations(named: name).filter { $0.file == file }.map(\.decl)) {
            throw MigrateError.refused(name, reasons: ["it is already a Combine ViewModel (\(ReactiveNames.combineEvidence(typeNames, inherits: MemberBlockOf.inherited(DeclSyntax(decl))))) whose only RxSwift is a `DisposeBag` keeping the subscriptions legacy services return (`….disposed(by:)`): it has no RxSwift state, stream or subscription to migrate — keep it (replace the bag by hand once those services are Combine)"])
        }
        if !usesRx {
            throw MigrateError.refused(name, reasons: ["it uses neither RxSwift nor Combine: there is no reactive code to migrate (make it an ObservableObject by hand if SwiftUI should observe it)"])
        }
    }

    private static func feature(_ name: String, file: Int, decl: ClassDeclSyntax, tree: LegacyTree, controllerGiven: Bool = false) throws -> LocatedFeature {
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
        // The ViewModel's own protocols, not its base classes (a base controller holding the
        // base ViewModel type is not this screen's controller).
        let own = inherited.filter { tree.kind(of: $0) != .class }
        var controllers = controllers(for: name, protocols: own, tree: tree)
        // Several controllers (an iOS and a tvOS screen): the one in the ViewModel's own folder
        // first; every one's bindings count (never one picked silently — the report lists them).
        let folder = (tree.files[file].path as NSString).deletingLastPathComponent
        let root = folder.split(separator: "/").first.map(String.init) ?? ""
        controllers.sort { a, b in
            let rank = { (c: (name: String, file: Int, decl: ClassDeclSyntax)) -> Int in
                let path = tree.files[c.file].path
                return path.hasPrefix(folder + "/") ? 0 : path.hasPrefix(root + "/") ? 1 : 2
            }
            return (rank(a), tree.files[a.file].path) < (rank(b), tree.files[b.file].path)
        }
        _ = controllerGiven
        return LocatedFeature(viewModelName: name, viewModelFile: file, viewModel: decl, extensions: extensions,
                              protocolDecl: protocolDecl, controller: controllers.first, otherControllers: Array(controllers.dropFirst()))
    }

    /// The controller class that stores the ViewModel (by its class or protocol type).
    static func findController(for viewModel: String, protocols: [String], tree: LegacyTree) -> (name: String, file: Int, decl: ClassDeclSyntax)? {
        controllers(for: viewModel, protocols: protocols, tree: tree).first
    }

    /// Every controller class that stores the ViewModel (by its class or protocol type).
    static func controllers(for viewModel: String, protocols: [String], tree: LegacyTree) -> [(name: String, file: Int, decl: ClassDeclSyntax)] {
        let wanted = Set([viewModel] + protocols.filter { $0.contains("ViewModel") })
        var found: [(name: String, file: Int, decl: ClassDeclSyntax)] = []
        for name in tree.classes(inheritingFromAny: viewControllerRoots) {
            for (file, decl) in tree.declarations(named: name) {
                guard let controller = decl.as(ClassDeclSyntax.self) else { continue }
                let stores = controller.memberBlock.members.contains { member in
                    MemberSignature.types(of: member.decl).contains { wanted.contains(TypeText.simpleName($0.1)) }
                }
                if stores { found.append((name, file, controller)) }
            }
        }
        return found
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
                try checkMigratable(vmName, decl: vmDecl, file: vmFile, tree: tree)
                var located = try feature(vmName, file: vmFile, decl: vmDecl, tree: tree, controllerGiven: true)
                located.otherControllers = ([located.controller].compactMap { $0 } + located.otherControllers).filter { $0.name != name || $0.file != file }
                located.controller = (name, file, decl)
                return located
            }
        }
        throw MigrateError.notAViewModel(name, reason: "it is a view controller, but it stores no ViewModel the tree declares")
    }
}
