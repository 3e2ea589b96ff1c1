import Foundation
import KeelRx

/// A repository of the list.
public struct Repo: Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The legacy repositories API (RxSwift; unchanged by the migration).
public protocol RepoAPI: AnyObject {
    func repos(page: Int) -> Single<[Repo]>
}

/// One row of the list: a small ViewModel of its own, which the list's ViewModel builds
/// for every repository it loads.
public final class RepoRowViewModel: CustomStringConvertible {
    public let repo: Repo
    public let title: BehaviorRelay<String>

    public init(repo: Repo) {
        self.repo = repo
        title = BehaviorRelay(value: repo.name.uppercased())
    }

    public var description: String { "RepoRow(\(repo.id), \(title.value))" }
}
