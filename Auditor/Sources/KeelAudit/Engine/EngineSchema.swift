/// The shape of the engine's cached data, as text: every field of
/// `FileFacts` and `FileIndex` (and of the facts they hold), by name and
/// type, read through their `Codable` conformances (`SchemaEncoder`) from
/// the facts of a sample file that holds every kind of fact. Part of
/// `Auditor.engineVersion`: adding, removing, renaming or retyping a field
/// changes the version, with no number to bump by hand.
enum EngineSchema {
    static let description: String = {
        let prepared = PreparedFile(facts: FactCollector.collect(SourceInput(path: "Schema.swift", text: sample)))
        return SchemaEncoder.shape(of: prepared.facts) + "\n" + SchemaEncoder.shape(of: prepared.index)
    }()

    /// A file with at least one fact of every kind (so every array has an
    /// element to describe).
    static let sample = """
    #if DEBUG
    import SwiftUI
    #endif
    let Env = Environment()
    @MainActor final class SampleViewModel<T: P>: ObservableObject, P {
        @Published private(set) var items: [Row] = []
        let subject = PassthroughSubject<Int, Never>()
        var body: some View { Text("") }
        func start(route: Route) async {
            items = []
            Env.store.load()
            subject.sink { [weak self] in self?.objectWillChange.send() }.store(in: &cancellables)
            NotificationCenter.default.post(name: .dismissPopup, object: nil)
            Row(onTap: { viewModel.value = 1 })
            DispatchQueue.global().async { self.items = [] }
            switch route { case .detail(let id): present(id) }
        }
        init() { self.items = [Row()] }
    }
    enum Route { case detail(id: String) }
    // keel:disable:next VM001
    """
}
