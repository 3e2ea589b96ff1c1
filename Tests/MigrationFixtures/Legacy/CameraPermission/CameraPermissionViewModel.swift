import KeelRx

/// A legacy permission-style flow: state follows the manager's status
/// subject, the primary action depends on it, and the screen dismisses
/// itself through a subject once access is granted.
public final class CameraPermissionViewModel {
    public let accessDenied = BehaviorRelay<Bool>(value: false)
    public let buttonTitle = BehaviorRelay<String>(value: "Allow camera")
    public let dismiss = PublishSubject<Void>()

    private let manager: CameraPermissionManaging
    private let disposeBag = DisposeBag()

    public init(manager: CameraPermissionManaging) {
        self.manager = manager
        manager.statusSubject
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] status in
                guard let self = self else { return }
                self.accessDenied.accept(status == .denied)
                self.buttonTitle.accept(status == .denied ? "Open Settings" : "Allow camera")
                if status == .authorized {
                    self.dismiss.onNext(())
                }
            })
            .disposed(by: disposeBag)
    }

    public func primaryAction() {
        if accessDenied.value {
            manager.openSettings()
        } else {
            manager.requestAccess()
        }
    }

    public func close() {
        dismiss.onNext(())
    }
}
