import Foundation
import KeelRx

/// The legacy rating manager (unchanged by the migration).
public protocol RatingManaging: AnyObject {
    func submit(stars: Int)
    func remindLater()
}

/// The legacy appearance repository (RxSwift).
public protocol AppearanceRepositoryType: AnyObject {
    var isDarkModeSubject: BehaviorSubject<Bool> { get }
}

public final class InMemoryRatingManager: RatingManaging {
    public private(set) var submitted: [Int] = []
    public private(set) var reminders = 0
    public init() {}
    public func submit(stars: Int) { submitted.append(stars) }
    public func remindLater() { reminders += 1 }
}

public final class InMemoryAppearanceRepository: AppearanceRepositoryType {
    public let isDarkModeSubject = BehaviorSubject<Bool>(value: false)
    public init() {}
}

extension Notification.Name {
    /// The legacy app dismisses its rating popup through this notification.
    public static let dismissRatingPopup = Notification.Name("dismissRatingPopup")
}
