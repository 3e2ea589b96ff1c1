import KeelRx

/// A place a search found.
public struct Place: Equatable, Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}

/// The legacy place search service (RxSwift; unchanged by the migration).
public protocol PlaceSearching: AnyObject {
    func search(_ query: String) -> Single<[Place]>
}

/// In-memory search: answers from `catalog`, fails while `failing` is set,
/// and holds queries until `finish()` while `holds` is set. A held query
/// whose subscription is disposed before it is answered counts in
/// `cancelled` (whether the newer query subscribes before or after the
/// older one is disposed).
public final class InMemoryPlaceSearch: PlaceSearching {
    public var catalog: [Place] = []
    public var failing = false
    public var holds = false
    public private(set) var queries: [String] = []
    public private(set) var cancelled = 0
    private var pending: [(id: Int, query: String, observer: (SingleEvent<[Place]>) -> Void)] = []
    private var nextID = 0

    public init() {}

    public func search(_ query: String) -> Single<[Place]> {
        Single.create { [weak self] observer in
            guard let self else { return Disposables.create() }
            self.queries.append(query)
            guard self.holds else {
                self.answer(query, observer)
                return Disposables.create()
            }
            self.nextID += 1
            let id = self.nextID
            self.pending.append((id, query, observer))
            return Disposables.create { [weak self] in
                guard let self, let index = self.pending.firstIndex(where: { $0.id == id }) else { return }
                self.pending.remove(at: index)
                self.cancelled += 1
            }
        }
    }

    /// Answers the held queries, oldest first.
    public func finish() {
        let answering = pending
        pending = []
        for request in answering { answer(request.query, request.observer) }
    }

    private func answer(_ query: String, _ observer: (SingleEvent<[Place]>) -> Void) {
        if failing {
            observer(.failure(FixtureError.offline))
        } else {
            observer(.success(catalog.filter { $0.name.localizedCaseInsensitiveContains(query) }))
        }
    }
}
