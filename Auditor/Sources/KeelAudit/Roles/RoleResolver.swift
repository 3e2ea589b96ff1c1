/// The configuration's role name patterns (`roles:` in `.keel.yml`), read
/// once. Roles themselves are decided on the semantic model by what types
/// do (`RoleTable`): these patterns only break ties there — a class that
/// publishes state and is *named* like a ViewModel is one, a `…Coordinator`
/// must still own navigation to be a coordinator.
struct RoleResolver: Sendable {
    let viewModelNames: [NamePattern]
    let viewModelPaths: [PathGlob]
    let coordinatorNames: [NamePattern]
    let managerNames: [NamePattern]
    let routerNames: [NamePattern]
    /// Identifies the pattern set (role tables are kept per set).
    let key: String

    init(_ patterns: RolePatterns) {
        viewModelNames = patterns.viewModelNames.map(NamePattern.init)
        viewModelPaths = patterns.viewModelPaths.map(PathGlob.init)
        coordinatorNames = patterns.coordinatorNames.map(NamePattern.init)
        managerNames = patterns.managerNames.map(NamePattern.init)
        routerNames = patterns.routerNames.map(NamePattern.init)
        var digest = Digest()
        for list in [patterns.viewModelNames, patterns.viewModelPaths, patterns.coordinatorNames, patterns.managerNames, patterns.routerNames] {
            for item in list { digest.add(item) }
            digest.add(0x1e)
        }
        key = digest.hex
    }

    /// Test doubles (`MockLoginViewModel`, `LoginViewModelSpy`) stand in for
    /// ViewModels in tests; they are not architecture units.
    static func isTestDouble(_ name: String) -> Bool {
        for marker in ["Mock", "Fake", "Stub", "Spy", "Dummy"] where name.hasPrefix(marker) || name.hasSuffix(marker) {
            return true
        }
        return false
    }
}
