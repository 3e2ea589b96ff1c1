import Foundation
import SwiftParser
import SwiftSyntax

/// A file of the app, as the verification step reads it.
package struct SourceFile: Sendable, Hashable {
    package var path: String
    package var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The interface skeleton of the app's own declarations that the checked
/// files reach: starting from every name the checked files mention, the
/// top-level declarations that declare one (types with all their
/// extensions, functions, variables, type aliases), then every name those
/// declarations' signatures mention, to a fixed point. Each is printed with
/// its bodies stubbed (`SkeletonPrinter`). What no checked file can reach is
/// left out, so a tree's unrelated problems cannot hide or cause a result.
package struct AppSkeleton: Sendable {
    /// Skeleton files: the original path, and the text to compile.
    package var files: [SourceFile]
    /// Declarations kept, of all the tree's top-level declarations.
    package var kept: Int
    package var total: Int
    /// Modules the kept files import that keel has no interface for (their imports are left out).
    package var missingModules: Set<String>

    /// One top-level declaration (or a top-level `#if` block of them).
    struct Unit {
        var file: Int
        var text: String
        /// Names it declares (an extension: the extended type's).
        var declares: Set<String>
        var isExtension: Bool
        /// For an extension: the members it adds (an extension of a type the
        /// tree does not declare is kept only when one of them is needed).
        var members: Set<String>
        /// For an extension: the protocols its inheritance clause names (`extension UIApplication: OpensURLType {}`).
        var conformances: Set<String> = []
        var mentions: Set<String>
    }

    /// `tree` minus the checked files, reached from `checked`; among homonyms,
    /// the declaration in a file whose path starts with `preferredPrefix` wins,
    /// then one in a folder named like a module the checked files import.
    package static func build(tree: [SourceFile], checked: [SourceFile], preferredPrefix: String?) -> AppSkeleton {
        let checkedPaths = Set(checked.map(\.path))
        let files = tree.filter { !checkedPaths.contains($0.path) }
        var units: [Unit] = []
        var imports: [[String]] = []
        let trees = files.map { Parser.parse(source: $0.text) }
        let objcExtensionMembers = SkeletonPrinter.objcExtensionMembers(in: trees)
        for (i, tree) in trees.enumerated() {
            let skeleton = Parser.parse(source: SkeletonPrinter.skeleton(of: tree, overridingLeftOut: objcExtensionMembers, preconcurrencyConformances: true))
            var fileImports: [String] = []
            for item in skeleton.statements {
                if let importDecl = item.item.as(ImportDeclSyntax.self) {
                    fileImports.append(importDecl.trimmedDescription)
                    continue
                }
                if let guarded = guardedImports(item) {
                    fileImports.append(contentsOf: guarded)
                    continue
                }
                units.append(unit(item, file: i))
            }
            imports.append(fileImports)
        }
        var needed: Set<String> = []
        for file in checked { needed.formUnion(identifiers(in: Parser.parse(source: file.text))) }
        // Homonyms: one declaration per name — the preferred file's, else one in the folder of a
        // module the checked files import (`import Domain`: `Domain/UseCases/PostsUseCase.swift`'s
        // protocol, not a platform module's `final class PostsUseCase<Cache>`), else the first.
        var importedModules: Set<String> = []
        for file in checked {
            for item in Parser.parse(source: file.text).statements {
                if let importDecl = item.item.as(ImportDeclSyntax.self) { importedModules.insert(importedModule(importDecl.trimmedDescription)) }
            }
        }
        importedModules.remove("")
        func rank(_ file: Int) -> Int {
            let path = files[file].path
            if let preferredPrefix, path.hasPrefix(preferredPrefix) { return 2 }
            let folders = path.split(separator: "/").dropLast().map(String.init)
            return folders.contains(where: importedModules.contains) ? 1 : 0
        }
        var owner: [String: Int] = [:]
        for (index, unit) in units.enumerated() where !unit.isExtension {
            for name in unit.declares {
                if let existing = owner[name] {
                    if rank(unit.file) > rank(units[existing].file) { owner[name] = index }
                } else {
                    owner[name] = index
                }
            }
        }
        let declaredTypes = Set(owner.keys)
        // Module folders: folders named like a module some file of the tree imports
        // (`CoreDataPlatform/…` when the app target does `import CoreDataPlatform`). An extension
        // in another module's folder, of a type declared outside it (or of a framework type:
        // `extension Reactive where Base: NSManagedObjectContext`), is visible only where that
        // module is imported: when the checked files do not import it and are not in it, it is
        // not theirs to see (`extension Post: CoreDataRepresentable` would drag Core Data in).
        // Only a module the app's own code imports: `@testable import Windscribe` in a test target
        // does not make `Windscribe/` a module folder (its files are shared with the tvOS target).
        var treeModules: Set<String> = []
        for fileImports in imports {
            for line in fileImports where !line.contains("@testable") { treeModules.insert(importedModule(line)) }
        }
        treeModules.remove("")
        func moduleFolder(_ file: Int) -> String? {
            files[file].path.split(separator: "/").dropLast().map(String.init).first(where: treeModules.contains)
        }
        // The checked files' own module: the preferred folder's (the legacy ViewModel's target).
        var visibleModules = importedModules
        if let preferredPrefix, let own = preferredPrefix.split(separator: "/").map(String.init).first(where: treeModules.contains) {
            visibleModules.insert(own)
        }
        var invisible = Set<Int>()
        for (index, unit) in units.enumerated() where unit.isExtension {
            guard let module = moduleFolder(unit.file), !visibleModules.contains(module), let extended = unit.declares.first else { continue }
            // An extension in the extended type's own module is part of that type.
            if let typeOwner = owner[extended], moduleFolder(units[typeOwner].file) == module { continue }
            invisible.insert(index)
        }
        // Extensions of a type the tree does not declare (`extension Assembler { static let container }`)
        // in two targets: the preferred target's wins a member both add, else the two redeclare it.
        var shadowed = Set<Int>()
        if let preferredPrefix {
            var preferredMembers: [String: Set<String>] = [:]
            for unit in units where unit.isExtension && files[unit.file].path.hasPrefix(preferredPrefix) {
                guard let extended = unit.declares.first, !declaredTypes.contains(extended) else { continue }
                preferredMembers[extended, default: []].formUnion(unit.members)
            }
            for (index, unit) in units.enumerated() where unit.isExtension && !files[unit.file].path.hasPrefix(preferredPrefix) {
                guard let extended = unit.declares.first, let members = preferredMembers[extended] else { continue }
                if !members.isDisjoint(with: unit.members) { shadowed.insert(index) }
            }
        }
        var included = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (index, unit) in units.enumerated() where !included.contains(index) && !shadowed.contains(index) && !invisible.contains(index) {
                let wanted: Bool
                if unit.isExtension {
                    let extended = unit.declares.first ?? ""
                    // An extension of a platform type: kept for a member it adds that is needed, or for a
                    // conformance to one of the tree's protocols when both are needed (`extension
                    // UIApplication: OpensURLType {}`, an app passing `UIApplication.shared` where its
                    // protocol is expected) — without it, that argument does not type-check.
                    wanted = declaredTypes.contains(extended)
                        ? needed.contains(extended)
                        : !unit.members.isDisjoint(with: needed)
                            || (needed.contains(extended) && unit.conformances.contains { needed.contains($0) && declaredTypes.contains($0) })
                } else {
                    wanted = unit.declares.contains { needed.contains($0) && owner[$0] == index }
                }
                guard wanted else { continue }
                included.insert(index)
                needed.formUnion(unit.mentions)
                changed = true
            }
        }
        var skeletonFiles: [SourceFile] = []
        var missing: Set<String> = []
        for (i, file) in files.enumerated() {
            let kept = units.indices.filter { included.contains($0) && units[$0].file == i }
            guard !kept.isEmpty else { continue }
            var text = ""
            // On Apple platforms Foundation has URLRequest, URLSession, HTTPURLResponse; on Linux
            // they are in FoundationNetworking.
            let networking = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
            let modules = imports[i].map(Self.importedModule)
            for (line, module) in zip(imports[i], modules) {
                if Self.isInterfaceModule(module) {
                    text += line + "\n"
                    if module == "Foundation" || module == "UIKit" { text += networking }
                } else {
                    missing.insert(module)
                }
            }
            // A file that imports a library and not Foundation (eidolon's `import RxOptional` above an
            // `extension NSNumber`) sees Foundation through it, as the app's build does: a library of an
            // Apple-platform app is built on Foundation, and the file compiles in the app with no other import.
            if modules.contains(where: { !$0.isEmpty && !Interfaces.system.contains($0) }), !modules.contains("Foundation") {
                text += "import Foundation\n" + networking
            }
            for index in kept { text += "\n" + units[index].text + "\n" }
            skeletonFiles.append(SourceFile(path: file.path, text: text))
        }
        return AppSkeleton(files: skeletonFiles, kept: included.count, total: units.count, missingModules: missing)
    }

    /// A module keel has an interface for, or one every toolchain has.
    static func isInterfaceModule(_ name: String) -> Bool {
        Interfaces.names.contains(name) || Interfaces.system.contains(name)
    }

    /// `import struct Foo.Bar`, `@testable import Foo.Baz` → `Foo`.
    /// The module an import declaration line imports (`@testable import App`,
    /// `import struct Foo.Bar` → `Foo`), or "" for any other line — a comment
    /// or a string that mentions "import UIKit" is not an import.
    static func importedModule(_ line: String) -> String {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard let index = words.firstIndex(where: { $0 == "import" }) else { return "" }
        let modifiers: Set<Substring> = ["public", "internal", "package", "private", "fileprivate"]
        guard words[..<index].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }) else { return "" }
        var rest = words[(index + 1)...]
        if let first = rest.first, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(first) {
            rest = rest.dropFirst()
        }
        guard let name = rest.first.map({ String($0.split(separator: ".").first ?? $0) }),
              let head = name.unicodeScalars.first, head == "_" || CharacterSet.letters.contains(head),
              name.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }) else { return "" }
        return name
    }

    /// A top-level `#if` block that holds only imports (`#if !RX_NO_MODULE import RxSwift #endif`,
    /// as RxSwift's example files that apps copy are written): the imports of its first clause,
    /// the one an app's normal build compiles. nil for any other item.
    static func guardedImports(_ item: CodeBlockItemSyntax) -> [String]? {
        guard let config = item.item.as(IfConfigDeclSyntax.self) else { return nil }
        var first: [String]?
        for clause in config.clauses {
            guard case .statements(let items)? = clause.elements else { return nil }
            let imports = items.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
            guard imports.count == items.count else { return nil }
            if first == nil { first = imports }
        }
        return first
    }

    static func unit(_ item: CodeBlockItemSyntax, file: Int) -> Unit {
        var declares: Set<String> = []
        var members: Set<String> = []
        var isExtension = false
        collect(Syntax(item.item), declares: &declares, members: &members, isExtension: &isExtension)
        let conformances = item.item.as(ExtensionDeclSyntax.self)?.inheritanceClause.map { clause in
            // `@preconcurrency OpensURLType` (the skeleton's spelling of a conformance) → `OpensURLType`.
            Set(clause.inheritedTypes.map { inherited -> String in
                let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
                return type.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
            })
        } ?? []
        return Unit(file: file, text: item.trimmedDescription, declares: declares, isExtension: isExtension && declares.count == 1,
                    members: members, conformances: conformances, mentions: identifiers(in: item))
    }

    private static func collect(_ node: Syntax, declares: inout Set<String>, members: inout Set<String>, isExtension: inout Bool) {
        if let decl = node.as(ClassDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(StructDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(EnumDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(ProtocolDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(ActorDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(TypeAliasDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(FunctionDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(OperatorDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(PrecedenceGroupDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(MacroDeclSyntax.self) { declares.insert(decl.name.text) }
        else if let decl = node.as(VariableDeclSyntax.self) {
            for binding in decl.bindings {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier { declares.insert(token.text) }
            }
        } else if let decl = node.as(ExtensionDeclSyntax.self) {
            isExtension = true
            let name = decl.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
            declares.insert(name.split(separator: ".").last.map(String.init) ?? name)
            for member in decl.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { members.insert(function.name.text) }
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let id = binding.pattern.as(IdentifierPatternSyntax.self) { members.insert(id.identifier.text) }
                    }
                }
                if member.decl.is(InitializerDeclSyntax.self) { members.insert("init") }
                if let nested = member.decl.asProtocol(NamedDeclSyntax.self) { members.insert(nested.name.text) }
            }
        } else if let config = node.as(IfConfigDeclSyntax.self) {
            for clause in config.clauses {
                guard case .statements(let items)? = clause.elements else { continue }
                for item in items { collect(Syntax(item.item), declares: &declares, members: &members, isExtension: &isExtension) }
            }
        }
    }

    /// Every identifier a piece of syntax mentions — but not the name after a module keel has an
    /// interface for (`SwiftUI.Button`, which a generated view writes because the app declares its own
    /// `Button`: that name is SwiftUI's, and the app's `class Button: ARFlatButton` is not reached by it).
    static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        var beforeLast: TokenKind?
        var last: TokenKind?
        for token in node.tokens(viewMode: .sourceAccurate) {
            defer { (beforeLast, last) = (last, token.tokenKind) }
            if last == .period, case .identifier(let base)? = beforeLast, isInterfaceModule(base) { continue }
            switch token.tokenKind {
            case .identifier(let text): names.insert(text)
            case .dollarIdentifier(let text): names.insert(String(text.dropFirst()))
            default: break
            }
        }
        return names
    }
}

private extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
