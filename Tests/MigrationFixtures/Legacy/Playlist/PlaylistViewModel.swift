import Foundation
import KeelRx

/// A track of a playlist.
public struct Track: Equatable, Sendable {
    public let title: String
    public let seconds: Int

    public init(title: String, seconds: Int) {
        self.title = title
        self.seconds = seconds
    }
}

/// The legacy music library (RxSwift; unchanged by the migration).
public protocol MusicLibrary: AnyObject {
    func tracks() -> Single<[Track]>
}

/// A legacy playlist whose outputs are streams built from its state on first
/// use: a `lazy var` (the titles matching the search) and a computed property
/// (the total length), both `Observable`s the controller binds. A reload's
/// answer is ignored once the screen taps stop (`take(until:)`).
public final class PlaylistViewModel {
    public let tracks = BehaviorRelay<[Track]>(value: [])
    public let search = BehaviorRelay<String>(value: "")
    public let stopTrigger = PublishSubject<Void>()

    public lazy var visibleTitles: Observable<[String]> = {
        Observable.combineLatest(tracks, search) { tracks, search in
            tracks.filter { search.isEmpty || $0.title.contains(search) }.map(\.title)
        }
    }()

    public var totalSeconds: Observable<Int> {
        tracks.asObservable().map { tracks in tracks.reduce(0) { $0 + $1.seconds } }
    }

    private let library: MusicLibrary
    private let disposeBag = DisposeBag()

    public init(library: MusicLibrary) {
        self.library = library
    }

    public func reload() {
        library.tracks()
            .asObservable()
            .take(until: stopTrigger)
            .subscribe(onNext: { [weak self] tracks in
                self?.tracks.accept(tracks)
            })
            .disposed(by: disposeBag)
    }
}
