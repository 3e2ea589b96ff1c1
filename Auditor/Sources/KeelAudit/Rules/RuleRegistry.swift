/// Every rule, sorted by id.
enum RuleRegistry {
    static let all: [any Rule] = [
        ViewModelMainActorRule(), ViewModelObservableRule(), PublishedPrivateSetRule(), SwiftUIImportRule(),
        SwiftUITypesRule(), ViewReferenceRule(), ViewModelCreatesViewModelRule(), SubjectInputsRule(),
        MassiveViewModelRule(), ViewModelNavigatesRule(), ViewModelSingletonsRule(), OffMainMutationRule(),
        ViewModelFinalRule(), ConstructedDependencyRule(), SubscriptionRetainCycleRule(),
        NestedObservableObjectRule(), ForwardedObjectWillChangeRule(),
        OnChangeMutationRule(), ObservedObjectOwnershipRule(),
        RxInViewModelRule(), LegacyManagerModifiedRule(), LegacyManagerCombineAPIRule(),
        RouteParametersRule(), NotificationDismissalRule(),
        CoordinatorTaskRule(), CoordinatorSingletonsRule(),
        UnusedSuppressionRule(), UnparsedFileRule(),
    ].sorted { $0.id < $1.id }

    static let byID: [String: any Rule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
    /// Every rule id.
    static let ids: Set<String> = Set(all.map(\.id))
    /// Default severity by rule id (read per finding; cheaper than `byID[id]?.description`).
    static let defaultSeverities: [String: Severity] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0.info.severity) })
}
