import KeelRx
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "Usage in Legacy Code": a legacy (UIKit + RxSwift) caller sets
/// the state on the state manager, then routes with a parameterless route.
/// Legacy code keeps its RxSwift; only new ViewModels are Combine-only.
@MainActor
final class LegacyConfigPicker {
    let showEditCustomConfigTrigger = PublishSubject<CustomConfigModel>()
    private let customConfigStateManager: CustomConfigStateManaging
    private let popupRouter: PopupRouter
    private let disposeBag = DisposeBag()

    init(customConfigStateManager: CustomConfigStateManaging, popupRouter: PopupRouter) {
        self.customConfigStateManager = customConfigStateManager
        self.popupRouter = popupRouter
        showEditCustomConfigTrigger.subscribe(onNext: { [weak self] config in
            MainActor.assumeIsolated { self?.edit(config) }
        }).disposed(by: disposeBag)
    }

    /// Legacy controllers set state before routing.
    func edit(_ config: CustomConfigModel) {
        customConfigStateManager.setCurrentConfig(config, isUpdating: true)
        popupRouter.routeTo(.enterCredentials)
    }
}
