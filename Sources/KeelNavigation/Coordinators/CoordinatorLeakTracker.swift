/// Reports coordinators still alive after they finished — the most common
/// coordinator bug (a child kept by a closure, a delegate, a forgotten array).
///
/// Use one in debug builds and tests: `tracker.leaks` lists the type names of
/// finished coordinators that have not been deallocated.
@MainActor
public final class CoordinatorLeakTracker {
    private struct Entry {
        weak var coordinator: AnyObject?
        let name: String
    }

    private var finished: [Entry] = []

    public init() {}

    func finished(_ coordinator: AnyObject) {
        finished.append(Entry(coordinator: coordinator, name: String(describing: type(of: coordinator))))
    }

    /// Finished coordinators that are still alive.
    public var leaks: [String] {
        finished.removeAll { $0.coordinator == nil }
        return finished.map(\.name)
    }
}
