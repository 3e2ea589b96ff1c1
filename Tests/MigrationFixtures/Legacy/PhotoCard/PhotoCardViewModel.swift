import Foundation
import KeelRx

/// A photo on a card.
public struct Photo: Equatable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The legacy photo service (RxSwift; unchanged by the migration).
public protocol PhotoLiking: AnyObject {
    func like(photoID: Int) -> Single<Int>
}

/// A legacy card in the Action-library style: its buttons are actions the
/// controller binds (`button.rx.action = viewModel.closeAction`). Closing is
/// synchronous work that emits nothing; liking asks the service (one request
/// at a time: the action is not enabled while it runs), keeps the new count,
/// and emits it; a double tap executes the like action from inside.
public final class PhotoCardViewModel {
    public let likes = BehaviorRelay<Int>(value: 0)
    public let status = BehaviorRelay<String>(value: "")
    public let closeTaps = PublishSubject<Void>()

    public lazy var closeAction: CocoaAction = {
        CocoaAction { [unowned self] in
            self.status.accept("closing")
            self.closeTaps.onNext(())
            return .empty()
        }
    }()

    public lazy var likeAction: Action<Photo, Int> = {
        Action<Photo, Int> { [unowned self] photo in
            self.status.accept("liking \(photo.title)")
            return self.service.like(photoID: photo.id)
                .asObservable()
                .do(onNext: { [weak self] count in
                    self?.likes.accept(count)
                })
        }
    }()

    private let service: PhotoLiking

    public init(service: PhotoLiking) {
        self.service = service
    }

    public func doubleTap(on photo: Photo) {
        status.accept("double tap")
        likeAction.execute(photo)
    }
}
