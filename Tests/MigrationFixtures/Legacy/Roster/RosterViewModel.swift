import Foundation
import KeelRx

/// A member of a team roster.
public struct Member: Equatable, Sendable {
    public let name: String
    public let role: String

    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }
}

/// The legacy staff directory (RxSwift; unchanged by the migration): the head count of the
/// team on shift, each time it changes.
public protocol StaffDirectory: AnyObject {
    var headcounts: Observable<Int> { get }
}

/// A legacy roster whose outputs pair and reshape streams: RxSwiftExt's `mapMany` turns each
/// member list into its labels; `Observable.zip` pairs the n-th team name with the n-th head
/// count of the directory (a name set before its count waits for it, a count without a name
/// waits for the next name; the directory's error ends the pairing), and a title that is one
/// `just` is paired with the first count only — its source has completed, so later counts are
/// never paired.
public final class RosterViewModel {
    public let members = BehaviorRelay<[Member]>(value: [])
    public let team = BehaviorRelay<String>(value: "Deck")

    public lazy var labels: Observable<[String]> = {
        members.asObservable().mapMany { "\($0.name) (\($0.role))" }
    }()

    public lazy var heading: Observable<String> = {
        Observable.zip(team.asObservable(), directory.headcounts) { team, count in
            "\(team): \(count)"
        }
    }()

    public lazy var caption: Observable<String> = {
        Observable.zip(Observable.just("Roster"), directory.headcounts)
            .map { title, count in "\(title) of \(count)" }
    }()

    private let directory: StaffDirectory

    public init(directory: StaffDirectory) {
        self.directory = directory
    }
}
