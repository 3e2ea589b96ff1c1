/// The shape of the engine's cached data, as text: every field of
/// `FileFacts` and `FileIndex` (and of the facts they hold), by name and
/// type, read by reflection from the facts of a sample file that holds every
/// kind of fact. Part of `Auditor.engineVersion`: adding, removing, renaming
/// or retyping a field changes the version, with no number to bump by hand.
enum EngineSchema {
    static let description: String = {
        let prepared = PreparedFile(facts: FactCollector.collect(SourceInput(path: "Schema.swift", text: sample)))
        var out = ""
        describe(prepared.facts, into: &out)
        out += "\n"
        describe(prepared.index, into: &out)
        return out
    }()

    /// A file with at least one fact of every kind (so every array has an
    /// element to describe) and every optional field set somewhere.
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
        }
        init() { self.items = [Row()] }
    }
    enum Route { case detail(id: String) }
    // keel:disable:next VM001
    """

    private static func describe(_ value: Any, into out: inout String, depth: Int = 0) {
        out += String(describing: type(of: value))
        guard depth < 12 else { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            out += "{"
            for child in mirror.children {
                out += (child.label ?? "_") + ":"
                describe(child.value, into: &out, depth: depth + 1)
                out += ","
            }
            out += "}"
        case .collection?:
            out += "["
            if let first = mirror.children.first { describe(first.value, into: &out, depth: depth + 1) }
            out += "]"
        case .optional?:
            if let some = mirror.children.first {
                out += "("
                describe(some.value, into: &out, depth: depth + 1)
                out += ")"
            }
        default:
            break
        }
    }
}
