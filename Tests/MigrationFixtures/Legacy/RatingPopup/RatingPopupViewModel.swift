import Foundation
import KeelRx

/// A legacy simple popup: basic actions, one appearance stream, and
/// NotificationCenter dismissal (the "Old" side of the migration guide's
/// Push Notifications example).
public final class RatingPopupViewModel {
    public let isDarkMode = BehaviorRelay<Bool>(value: false)

    private let ratingManager: RatingManaging
    private let disposeBag = DisposeBag()

    public init(ratingManager: RatingManaging, appearanceRepository: AppearanceRepositoryType) {
        self.ratingManager = ratingManager
        appearanceRepository.isDarkModeSubject
            .bind(to: isDarkMode)
            .disposed(by: disposeBag)
    }

    public func rate(stars: Int) {
        ratingManager.submit(stars: stars)
        NotificationCenter.default.post(name: .dismissRatingPopup, object: nil)
    }

    public func notNow() {
        ratingManager.remindLater()
        NotificationCenter.default.post(name: .dismissRatingPopup, object: nil)
    }
}
