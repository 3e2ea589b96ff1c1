import Foundation
import KeelRx

/// A book on a shelf.
public struct Book: Equatable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// Where the shelf screen can go.
public enum ShelfScene: Equatable, Sendable {
    case details(Book)
    case search(String)
}

/// The legacy coordinator (RxSwift; unchanged by the migration): every
/// navigation returns a stream that emits once and ends when the screen
/// change has finished (its animation included).
public protocol ShelfCoordinating: AnyObject {
    @discardableResult func transition(to scene: ShelfScene) -> Observable<Void>
    @discardableResult func pop(animated: Bool) -> Observable<Void>
}

/// A legacy screen in the Action-library style whose buttons navigate: each
/// action's work returns the coordinator's stream, so the action is executing
/// (its button disabled, a second tap not enabled) until the screen change
/// has finished. Opening a book also notes it; closing is one expression.
public final class ShelfViewModel {
    public let lastOpened = BehaviorRelay<String>(value: "")

    public lazy var openAction: Action<Book, Void> = {
        Action<Book, Void> { [unowned self] book in
            self.lastOpened.accept(book.title)
            return self.coordinator.transition(to: .details(book))
        }
    }()

    public lazy var closeAction: CocoaAction = {
        CocoaAction { [unowned self] in
            self.coordinator.pop(animated: true)
        }
    }()

    private let coordinator: ShelfCoordinating

    public init(coordinator: ShelfCoordinating) {
        self.coordinator = coordinator
    }

    public func search(for query: String) {
        lastOpened.accept("search")
        openSearch.execute(query)
    }

    private lazy var openSearch: Action<String, Void> = {
        Action<String, Void> { [unowned self] query in
            return self.coordinator.transition(to: .search(query))
        }
    }()
}
