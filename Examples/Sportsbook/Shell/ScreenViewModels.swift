import KeelCombine

/// The next-up events screen's ViewModel. Selecting a match is a closure the
/// screen coordinator provides (the coordinator refactor plan: "navigation closures instead of
/// delegates"); the ViewModel never navigates.
@MainActor
public final class NextUpEventsViewModel: ObservableObject {
    @Published public private(set) var sports: [Sport] = []
    private let store: SportsStore
    private let onMatchSelected: (String) -> Void

    public init(store: SportsStore, onMatchSelected: @escaping (String) -> Void) {
        self.store = store
        self.onMatchSelected = onMatchSelected
    }

    public func load() { sports = store.activeSports }
    public func selectMatch(_ id: String) { onMatchSelected(id) }
}

/// The in-play screen's ViewModel.
@MainActor
public final class InPlayEventsViewModel: ObservableObject {
    @Published public private(set) var liveCount = 0
    private let onMatchSelected: (String) -> Void

    public init(onMatchSelected: @escaping (String) -> Void) {
        self.onMatchSelected = onMatchSelected
    }

    public func update(liveCount: Int) { self.liveCount = liveCount }
    public func selectMatch(_ id: String) { onMatchSelected(id) }
}
