/// Migration progress of one file, in the seeds' terms.
enum Migration {
    static func progress(_ context: RuleContext) -> MigrationProgress {
        let viewModels = context.primaryUnits(.viewModel)
        var rxUsers: Set<Int> = []
        if !viewModels.isEmpty {
            let uses = RuleSupport.rxUses(context, id: "RX001")
            let importsRx = context.facts.imports.contains { KnownTypes.rxModules.contains($0.module) }
            if importsRx { rxUsers = Set(viewModels) }
            for use in uses { if let unit = use.unit { rxUsers.insert(unit) } }
        }
        return MigrationProgress(
            viewModels: viewModels.count,
            rxFreeViewModels: viewModels.count - rxUsers.intersection(viewModels).count,
            swiftUIViews: context.primaryUnits(.view).count,
            uiKitViewControllers: context.primaryUnits(.viewController).count
        )
    }
}
