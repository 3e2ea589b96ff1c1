import KeelLaunch
import KeelNavigation

/// Carries out navigation decisions for app states — implemented by the
/// app's launch coordinator (``LaunchCoordinator`` does).
@MainActor
public protocol LaunchPresenting: AnyObject {
    /// Replace the root (everything above it is gone).
    func showRoot(_ root: RootDestination)
    /// Present an overlay over what is shown; call `userDismissed` if the
    /// user dismisses it.
    func presentOverlay(_ overlay: OverlayDestination, userDismissed: @escaping () -> Void)
    /// Remove an overlay.
    func dismissOverlay(_ overlay: OverlayDestination)
}

/// Applies app states to a presenter as a **diff** of navigation plans: a
/// repeated state changes nothing, only what differs is shown or removed, a
/// new root removes every overlay with it, and an overlay the user dismissed
/// is reported back (e.g. to `AppStateManager.dismissAvailableUpdate()`).
///
/// Holds its presenter weakly. Threading: main actor; `follow(_:)` expects
/// states delivered on the main actor (the `AppStateManager`'s are).
@MainActor
public final class AppStateNavigator {
    /// What is shown now.
    public private(set) var current: NavigationPlan?
    private weak var presenter: LaunchPresenting?
    private let onOverlayDismissed: (OverlayDestination) -> Void
    private var subscription: AnyCancellable?

    /// A navigator that has shown nothing yet: the first state it applies shows
    /// its whole plan.
    ///
    /// - Parameters:
    ///   - presenter: carries out the plans (held weakly).
    ///   - onOverlayDismissed: called when the user dismissed an overlay.
    public init(presenter: LaunchPresenting, onOverlayDismissed: @escaping (OverlayDestination) -> Void = { _ in }) {
        self.presenter = presenter
        self.onOverlayDismissed = onOverlayDismissed
    }

    /// Follows `states` (e.g. `AppStateManager.statePublisher`) until this
    /// navigator is released or follows another publisher.
    public func follow(_ states: AnyPublisher<AppState, Never>) {
        subscription = states.sink { [weak self] state in self?.apply(state) }
    }

    /// Applies one state.
    public func apply(_ state: AppState) {
        apply(NavigationPlan.forState(state, showing: current))
    }

    /// Applies a plan as the difference from what is shown.
    public func apply(_ plan: NavigationPlan) {
        guard plan != current, let presenter else { return }
        let previous = current
        current = plan
        var shownOverlays = previous?.overlays ?? []
        if previous?.root != plan.root {
            presenter.showRoot(plan.root)
            shownOverlays = []
        }
        for overlay in shownOverlays.reversed() where !plan.overlays.contains(overlay) {
            presenter.dismissOverlay(overlay)
        }
        for overlay in plan.overlays where !shownOverlays.contains(overlay) {
            presenter.presentOverlay(overlay) { [weak self] in self?.userDismissed(overlay) }
        }
    }

    private func userDismissed(_ overlay: OverlayDestination) {
        current?.overlays.removeAll { $0 == overlay }
        onOverlayDismissed(overlay)
    }
}
