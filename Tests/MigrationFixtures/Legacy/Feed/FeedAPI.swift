import Foundation
import KeelRx

/// One entry of an activity feed.
public struct FeedEntry: Equatable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// Whose feed the screen shows.
public enum FeedScope: Equatable, Sendable {
    case everyone
    case person(name: String)
}

/// The legacy feed API (RxSwift; unchanged by the migration): one request per scope.
public protocol FeedAPI: AnyObject {
    func publicEntries(page: Int) -> Single<[FeedEntry]>
    func entries(of person: String, page: Int) -> Single<[FeedEntry]>
    func markAllRead() -> Single<Void>
    func markRead(of person: String) -> Single<Void>
}
