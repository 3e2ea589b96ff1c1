/// Reports coordinators still alive after they ended — the most common
/// coordinator bug (a child kept by a closure, a delegate, a forgotten array).
///
/// Pass one to your coordinators in debug builds and tests; ``leaks`` lists
/// the type names of ended coordinators that have not been deallocated.
/// It holds coordinators weakly and never keeps one alive.
///
/// Threading: main actor.
@MainActor
public final class CoordinatorLeakTracker {
    private struct Entry {
        weak var coordinator: AnyObject?
        let name: String
    }

    private var ended: [Entry] = []

    /// A tracker with nothing tracked.
    public init() {}

    func ended(_ coordinator: AnyObject) {
        ended.removeAll { $0.coordinator == nil }
        ended.append(Entry(coordinator: coordinator, name: String(describing: type(of: coordinator))))
    }

    /// Type names of coordinators that ended (finished or were cancelled) and are still alive.
    public var leaks: [String] {
        ended.removeAll { $0.coordinator == nil }
        return ended.map(\.name)
    }
}
