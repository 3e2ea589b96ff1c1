/// A declaration of the audited tree, by its position in the model
/// (`SemanticModel.declarations`). Stable for one model only.
package struct DeclID: Hashable, Sendable, Comparable, Codable {
    package let value: Int32
    package init(_ value: Int) { self.value = Int32(value) }
    var index: Int { Int(value) }
    package static func < (a: DeclID, b: DeclID) -> Bool { a.value < b.value }
}

/// What a name written in the source stands for, as the model resolves it.
package indirect enum Symbol: Hashable, Sendable {
    /// A type, type alias or associated type the audited tree declares.
    case declared(DeclID)
    /// A declaration of a module outside the tree (`Swift.String`,
    /// `SwiftUI.View`, `RxSwift.Observable`); `module` is `?` when the
    /// engine cannot tell which imported module declares it.
    case external(module: String, name: String)
    /// A generic parameter in scope (`T` in `func f<T>(_: T)`), with where
    /// it is declared when known.
    case genericParameter(String, origin: GenericOrigin? = nil, bounds: [Symbol] = [])
    /// Nothing visible declares the name.
    case unresolved(String)

    package var declaration: DeclID? {
        if case .declared(let id) = self { id } else { nil }
    }

    /// The last name of an external or unresolved symbol (nil for a declaration or generic parameter).
    package var simpleName: String? {
        switch self {
        case .external(_, let name), .unresolved(let name): name.split(separator: ".").last.map(String.init)
        default: nil
        }
    }

    /// `Module.Name` for an external symbol, nil otherwise.
    package var externalName: String? {
        if case .external(let module, let name) = self { module + "." + name } else { nil }
    }

    /// Whether the symbol is the external `module.name` (modules compared canonically).
    package func isExternal(_ module: String, _ name: String) -> Bool {
        guard case .external(let m, let n) = self else { return false }
        return n == name && ExternalModules.canonical(m) == ExternalModules.canonical(module)
    }
}

/// Where a generic parameter is declared: a file of the model and a line.
package struct GenericOrigin: Hashable, Sendable {
    package var file: Int
    package var line: Int
}

/// The kinds of declaration the model resolves names to.
package enum DeclKind: String, Sendable, Hashable, Codable {
    case `class`, `struct`, `enum`, `protocol`, actor, typeAlias, associatedType

    init(_ kind: TypeDeclaration.Kind) {
        switch kind {
        case .class: self = .class
        case .struct: self = .struct
        case .enum: self = .enum
        case .protocol: self = .protocol
        case .actor: self = .actor
        case .extension: self = .struct // never asked: extensions are not declarations
        }
    }

    var isNominal: Bool { self != .typeAlias && self != .associatedType }
}

/// One declaration the model knows.
package struct DeclRecord: Sendable, Hashable {
    package var name: String
    package var kind: DeclKind
    /// Index of the declaring file in the model.
    package var file: Int
    /// For a nominal type: its unit in the file's declarations; for an alias: its index in the file's aliases.
    package var index: Int
    /// The enclosing unit (a declaration or an extension) in the same file, nil at file scope.
    package var lexicalParent: Int?
    /// The module's index in `SemanticModel.modules`.
    package var module: Int
    /// The 1-based line of its name.
    package var line: Int
    /// Whether the platform read for compiles it (its `#if` condition holds).
    package var isActive = true
    /// `private`/`fileprivate` at file scope: visible in its own file only.
    package var isFilePrivate = false
}
