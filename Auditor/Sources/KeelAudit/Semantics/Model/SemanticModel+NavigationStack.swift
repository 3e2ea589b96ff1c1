extension SemanticModel {
    /// The stored property through which a type holds SwiftUI's navigation stack state: a mutable,
    /// non-static member (in the type or any of its extensions) whose type resolves — from where it is
    /// written — to SwiftUI's `NavigationPath` (`var path = NavigationPath()`, `var stack: SwiftUI.NavigationPath`),
    /// what `NavigationStack(path:)` binds to. A type of the tree's own called `NavigationPath` is not
    /// SwiftUI's; an unresolved one (a file importing nothing the model reads) is taken as SwiftUI's.
    /// Role inference (a SwiftUI router) and the rules (`RuleContext.navigationOwner(of:)`) ask this one question.
    package func swiftUINavigationPathMember(of id: DeclID) -> MemberDeclaration? {
        for part in parts(of: id) {
            for member in part.declaration.storedMembers where !member.isStatic && !member.isLet {
                guard let path = member.typePath, path.last == "NavigationPath" else { continue }
                switch finalSymbol(resolve(path, in: part.scope)) {
                case .external(let module, _) where module == "SwiftUI" || module == "?": return member
                case .unresolved: return member
                default: continue
                }
            }
        }
        return nil
    }
}
