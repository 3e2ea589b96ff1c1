import Foundation
import KeelRx

/// A tab of the app's tab bar.
public enum MenuTab: Equatable, Sendable {
    case feed, search, account, signIn
}

/// The legacy announcer (unchanged by the migration): the text of what is new in this
/// version, made when asked.
public protocol Announcer: AnyObject {
    func announcement() -> String
}

/// A legacy tab menu in the `Input`/`Output` style, written for these fixtures: it receives
/// whether the user is signed in through init (a router parameter) and reads that value — by
/// its bare name — once, while `transform` builds the tabs (`Observable.just(signedIn)`); it asks
/// the announcer for its text once, also while building its streams (a plain value, not a
/// stream), and hands it out on the first tap of the announcement button only.
public final class TabMenuViewModel {
    public struct Input {
        public let announcementTap: Observable<Void>

        public init(announcementTap: Observable<Void>) {
            self.announcementTap = announcementTap
        }
    }

    public struct Output {
        public let tabs: Driver<[MenuTab]>
        public let announcement: Driver<String>
    }

    private let signedIn: Bool
    private let announcer: Announcer

    public init(signedIn: Bool, announcer: Announcer) {
        self.signedIn = signedIn
        self.announcer = announcer
    }

    public func transform(input: Input) -> Output {
        let tabs = Observable.just(signedIn).map { signedIn -> [MenuTab] in
            signedIn ? [.feed, .search, .account] : [.search, .signIn]
        }.asDriver(onErrorJustReturn: [])
        let text = announcer.announcement()
        let announcement = input.announcementTap.take(1).map { _ in text }
        return Output(tabs: tabs, announcement: announcement.asDriverOnErrorJustComplete())
    }
}
