/// Assigns roles to a file's units using the configuration's `RolePatterns`,
/// the repo-wide `TypeIndex` (so `FooViewModelImpl: FooViewModel` resolves
/// even when the protocol lives in another file) and what each type does
/// (`TypeTraits`): names nominate a role, behaviour confirms it where a name
/// alone misleads.
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
    ///
    /// - View: conforms (transitively) to SwiftUI's `View`. When the tree
    ///   declares a type named `View` itself (a UIKit base class, say), a
    ///   plain `View` conformance counts only with a `body` property or the
    ///   qualified `SwiftUI.View`.
    /// - Coordinator: a name matching `coordinatorNames` (or conformance to a
    ///   coordinator protocol of the tree) *and* evidence that it coordinates
    ///   screens: it navigates (presents, pushes or dismisses, holds a
    ///   navigation controller, window or child coordinators, declares
    ///   `start()`/`show…` methods), conforms to the tree's coordinator
    ///   protocol, is an ObservableObject SwiftUI observes (the state
    ///   analysis's `RideRequestCoordinator`), or lives in the UI layer (its
    ///   file imports UIKit or SwiftUI). A networking framework's session
    ///   "coordinator" has none of these.
    /// - Router: a name matching `routerNames` that does not describe network
    ///   requests; an enum must also be what a navigation function takes
    ///   (`routeTo(to: RouteID, …)`), a class must navigate or live in the UI
    ///   layer, a struct must navigate.
    func roles(of decl: TypeDeclaration, path: String, module: String? = nil, index: TypeIndex) -> Role {
        let ancestors = path.isEmpty ? index.ancestors(of: decl) : index.ancestors(of: decl, module: module ?? ModuleKey.of(path))
        let traits = decl.traits.union(index.traits(of: decl.name))
        var roles: Role = []
        let isView = decl.kind != .protocol && decl.kind != .enum && isSwiftUIView(ancestors: ancestors, traits: traits, index: index)
        let isViewController = decl.kind == .class && !ancestors.isDisjoint(with: KnownTypes.viewControllerRoots)
        if isView { roles.insert(.view) }
        if isViewController { roles.insert(.viewController) }
        switch decl.kind {
        case .class, .actor:
            if !isView, !isViewController, isViewModel(decl, ancestors: ancestors, path: path, index: index) { roles.insert(.viewModel) }
            if isCoordinator(decl, ancestors: ancestors, traits: traits, index: index) { roles.insert(.coordinator) }
            if managerNames.matches(decl.name), !roles.contains(.viewModel) { roles.insert(.manager) }
            if routerNames.matches(decl.name), !traits.isDisjoint(with: [.navigates, .uiLayer]), !traits.contains(.describesRequests) { roles.insert(.router) }
        case .struct:
            if isCoordinator(decl, ancestors: ancestors, traits: traits, index: index) { roles.insert(.coordinator) }
            if routerNames.matches(decl.name), traits.contains(.navigates), !traits.contains(.describesRequests) { roles.insert(.router) }
        case .enum:
            if routerNames.matches(decl.name), !traits.contains(.describesRequests), index.isNavigationParameter(decl) { roles.insert(.router) }
        case .protocol, .extension:
            break
        }
        return roles
    }

    private func isSwiftUIView(ancestors: Set<String>, traits: TypeTraits, index: TypeIndex) -> Bool {
        if ancestors.contains("SwiftUI.View") { return true }
        guard ancestors.contains("View") else { return false }
        return !index.declares("View") || traits.contains(.hasBody)
    }

    private func isCoordinator(_ decl: TypeDeclaration, ancestors: Set<String>, traits: TypeTraits, index: TypeIndex) -> Bool {
        let conformsToProtocol = ancestors.contains { index.kind(of: $0) == .protocol && coordinatorNames.matches($0) }
        guard coordinatorNames.matches(decl.name) || conformsToProtocol else { return false }
        if traits.contains(.drivesWebView), !conformsToProtocol { return false }
        if traits.contains(.navigates) || traits.contains(.uiLayer) || conformsToProtocol { return true }
        if decl.isObservable || ancestors.contains("ObservableObject") { return true }
        // A subclass of the tree's navigating base coordinator.
        return ancestors.contains { index.kind(of: $0) == .class && coordinatorNames.matches($0) && index.traits(of: $0).contains(.navigates) }
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
    /// extensions whose declaration is in another file). When several
    /// declarations share the name, only the roles all of them have.
    func roles(ofName name: String, index: TypeIndex) -> Role {
        let declarations = index.declarations(of: name)
        guard let first = declarations.first else {
            var roles: Role = []
            if viewModelNames.matches(name) { roles.insert(.viewModel) }
            if coordinatorNames.matches(name) { roles.insert(.coordinator) }
            if routerNames.matches(name) { roles.insert(.router) }
            return roles
        }
        var roles = self.roles(of: first, path: "", index: index)
        for decl in declarations.dropFirst() { roles.formIntersection(self.roles(of: decl, path: "", index: index)) }
        return roles
    }
}
