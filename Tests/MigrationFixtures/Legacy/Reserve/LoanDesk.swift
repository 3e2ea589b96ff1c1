import Foundation
import KeelRx

/// A reader's place in the queue for a book.
public struct Hold: Equatable, Sendable {
    public let position: Int

    public init(position: Int) {
        self.position = position
    }
}

/// The legacy library desk (RxSwift; unchanged by the migration): each call is one request.
public protocol LoanDesk: AnyObject {
    func place(bookID: Int) -> Single<Hold>
    func status(bookID: Int) -> Single<Hold>
    func renew(bookID: Int) -> Single<Hold>
}
