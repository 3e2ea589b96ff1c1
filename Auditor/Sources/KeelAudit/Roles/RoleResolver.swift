/// Assigns roles to a file's units using the configuration's `RolePatterns`
/// and the repo-wide `TypeIndex` (so `FooViewModelImpl: FooViewModel`
/// resolves even when the protocol lives in another file).
struct RoleResolver: Sendable {
    let viewModelNames: [NamePattern]
    let viewModelPaths: [PathGlob]
    let coordinatorNames: [NamePattern]
    let managerNames: [NamePattern]
    let routerNames: [NamePattern]

    init(_ patterns: RolePatterns) {
        viewModelNames = patterns.viewModelNames.map(NamePattern.init)
        viewModelPaths = patterns.viewModelPaths.map(PathGlob.init)
        coordinatorNames = patterns.coordinatorNames.map(NamePattern.init)
        managerNames = patterns.managerNames.map(NamePattern.init)
        routerNames = patterns.routerNames.map(NamePattern.init)
    }

    /// Roles of a declaration (`kind` must not be `.extension`; resolve
    /// extensions through the declaration they extend).
    func roles(of decl: TypeDeclaration, path: String, index: TypeIndex) -> Role {
        var ancestors = index.ancestors(of: decl.name)
        ancestors.formUnion(decl.inherited)
        for inherited in decl.inherited { ancestors.formUnion(index.ancestors(of: inherited)) }
        var roles: Role = []
        let isView = decl.kind != .protocol && decl.kind != .enum && ancestors.contains("View")
        let isViewController = decl.kind == .class && !ancestors.isDisjoint(with: KnownTypes.viewControllerRoots)
        if isView { roles.insert(.view) }
        if isViewController { roles.insert(.viewController) }
        switch decl.kind {
        case .class, .actor:
            if !isView, !isViewController, isViewModel(decl, ancestors: ancestors, path: path, index: index) { roles.insert(.viewModel) }
            if coordinatorNames.matches(decl.name) || ancestors.contains(where: { index.kind(of: $0) == .protocol && coordinatorNames.matches($0) }) {
                roles.insert(.coordinator)
            }
            if managerNames.matches(decl.name), !roles.contains(.viewModel) { roles.insert(.manager) }
            if routerNames.matches(decl.name) { roles.insert(.router) }
        case .struct:
            if coordinatorNames.matches(decl.name) { roles.insert(.coordinator) }
            if routerNames.matches(decl.name) { roles.insert(.router) }
        case .enum:
            if routerNames.matches(decl.name) { roles.insert(.router) }
        case .protocol, .extension:
            break
        }
        return roles
    }

    /// Test doubles (`MockLoginViewModel`, `LoginViewModelSpy`) stand in for
    /// ViewModels in tests; they are not architecture units.
    static func isTestDouble(_ name: String) -> Bool {
        for marker in ["Mock", "Fake", "Stub", "Spy", "Dummy"] where name.hasPrefix(marker) || name.hasSuffix(marker) {
            return true
        }
        return false
    }

    private func isViewModel(_ decl: TypeDeclaration, ancestors: Set<String>, path: String, index: TypeIndex) -> Bool {
        if Self.isTestDouble(decl.name) { return false }
        if viewModelNames.matches(decl.name) { return true }
        if !viewModelPaths.isEmpty, viewModelPaths.contains(where: { $0.matches(path) }) { return true }
        // Conformance to a `*ViewModel` protocol (declared anywhere in the tree,
        // or directly named in the inheritance clause).
        for ancestor in ancestors where viewModelNames.matches(ancestor) {
            if let kind = index.kind(of: ancestor) {
                if kind == .protocol || kind == .class { return true }
            } else if decl.inherited.contains(ancestor) {
                return true
            }
        }
        return false
    }

    /// Roles a type *name* has anywhere in the tree (for type references and
    /// extensions whose declaration is in another file).
    func roles(ofName name: String, index: TypeIndex) -> Role {
        guard let kind = index.kind(of: name), let entry = index.entry(name) else {
            var roles: Role = []
            if viewModelNames.matches(name) { roles.insert(.viewModel) }
            if coordinatorNames.matches(name) { roles.insert(.coordinator) }
            if routerNames.matches(name) { roles.insert(.router) }
            return roles
        }
        let decl = TypeDeclaration(name: name, kind: kind, inherited: Array(entry.inherited), isMainActor: entry.isMainActor,
                                   isNonisolated: entry.isNonisolated, isObservable: entry.isObservable, isFinal: entry.isFinal)
        return roles(of: decl, path: "", index: index)
    }
}
