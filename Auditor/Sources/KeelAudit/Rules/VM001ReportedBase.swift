/// VM001 at the base class: a ViewModel that inherits from a ViewModel class of the tree that is
/// itself reported (an `ObservableObject` keeping state, not `@MainActor`) is fixed there — Swift 6
/// refuses `@MainActor` on the subclass of a nonisolated class — so it is reported once, at the base.
extension ViewModelMainActorRule {
    /// The name of the tree's reported ViewModel class `unit` inherits from, if any.
    static func reportedBase(of unit: Int, _ context: RuleContext) -> String? {
        guard let id = context.declaration(of: unit) else { return nil }
        for ancestor in context.model.ancestors(of: id) {
            guard case .declared(let base) = ancestor, context.model.record(base).kind == .class,
                  context.model.isObservable(base), context.roleTable.roles(of: base).contains(.viewModel),
                  keepsState(base, context) else { continue }
            // A base in a `legacyPaths` file is not reported there (VM001 leaves legacy code alone): the subclass
            // is the finding (review r18 #5).
            if context.isLegacy(path: context.model.files[context.model.record(base).file].path) { return nil }
            return context.model.record(base).name
        }
        return nil
    }

    /// `RuleContext.keepsNoState`, negated, for a declaration of any file.
    private static func keepsState(_ id: DeclID, _ context: RuleContext) -> Bool {
        if context.model.typeDeclaration(id) == nil || context.keepsStoredState(id) { return true }
        return context.model.ancestors(of: id).contains { ancestor in
            switch ancestor {
            case .declared(let other): context.keepsStoredState(other)
            case .external(let module, _): module == "?"
            case .unresolved, .genericParameter: true
            }
        }
    }
}
