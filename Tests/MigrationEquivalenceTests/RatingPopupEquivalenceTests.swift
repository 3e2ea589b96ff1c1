import Foundation
import KeelRx
import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

@MainActor
protocol RatingPopupDriver: AnyObject {
    var isDarkMode: Bool { get }
    var dismissed: Bool { get }
    func rate(stars: Int)
    func notNow()
}

/// The legacy popup dismisses through NotificationCenter; the test observes it.
/// The post is global and synchronous: only one made while this popup acts
/// counts (other suites' popups post too, in parallel with this one).
@MainActor
final class LegacyRatingPopup: RatingPopupDriver {
    let viewModel: RatingPopupViewModel
    private(set) var dismissed = false
    private var acting = false
    private var observer: NSObjectProtocol?

    init(manager: RatingManaging, appearance: AppearanceRepositoryType) {
        viewModel = RatingPopupViewModel(ratingManager: manager, appearanceRepository: appearance)
        observer = NotificationCenter.default.addObserver(forName: .dismissRatingPopup, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.acting else { return }
                self.dismissed = true
            }
        }
    }

    func stopObserving() {
        observer.map(NotificationCenter.default.removeObserver)
        observer = nil
    }

    var isDarkMode: Bool { viewModel.isDarkMode.value }
    func rate(stars: Int) {
        acting = true
        viewModel.rate(stars: stars)
        acting = false
    }

    func notNow() {
        acting = true
        viewModel.notNow()
        acting = false
    }
}

@MainActor
final class MigratedRatingPopup: RatingPopupDriver {
    let viewModel: RatingPopupScreenViewModel
    init(manager: RatingManaging, appearance: AppearanceRepositoryType) {
        viewModel = RatingPopupScreenViewModel(ratingManager: manager, appearanceRepository: appearance)
    }
    var isDarkMode: Bool { viewModel.isDarkMode }
    var dismissed: Bool { viewModel.shouldDismiss }
    func rate(stars: Int) { viewModel.rate(stars: stars) }
    func notNow() { viewModel.notNow() }
}

/// Serialized: the legacy variant observes a process-wide notification.
@MainActor
@Suite("Rating popup (simple popup): legacy and migrated ViewModels behave the same", .serialized, .timeLimit(.minutes(1)))
struct RatingPopupEquivalenceTests {
    let manager = InMemoryRatingManager()
    let appearance = InMemoryAppearanceRepository()

    func withPopup(_ variant: Variant, _ body: (any RatingPopupDriver) async -> Void) async {
        if variant == .legacy {
            let popup = LegacyRatingPopup(manager: manager, appearance: appearance)
            await body(popup)
            popup.stopObserving()
        } else {
            await body(MigratedRatingPopup(manager: manager, appearance: appearance))
        }
    }

    @Test(arguments: Variant.generated)
    func followsDarkMode(_ variant: Variant) async {
        await withPopup(variant) { popup in
            await settle()
            #expect(!popup.isDarkMode)
            appearance.isDarkModeSubject.onNext(true)
            await settle()
            #expect(popup.isDarkMode)
            #expect(!popup.dismissed)
        }
    }

    @Test(arguments: Variant.generated)
    func ratingSubmitsAndDismisses(_ variant: Variant) async {
        await withPopup(variant) { popup in
            popup.rate(stars: 4)
            await settle()
            #expect(manager.submitted == [4])
            #expect(popup.dismissed)
        }
    }

    @Test(arguments: Variant.generated)
    func notNowRemindsLaterAndDismisses(_ variant: Variant) async {
        await withPopup(variant) { popup in
            popup.notNow()
            await settle()
            #expect(manager.reminders == 1)
            #expect(manager.submitted.isEmpty)
            #expect(popup.dismissed)
        }
    }
}
