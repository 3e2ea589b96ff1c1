import Foundation
import KeelRx

/// A legacy ViewModel that reaches two global singletons (`.shared`): in a
/// method, and inside a subscription closure after `guard let self`. The
/// migration injects each through init with the singleton as default argument.
public final class DownloadsViewModel {
    public let queued = BehaviorRelay<Int>(value: 0)
    public let canStart = BehaviorRelay<Bool>(value: true)
    public let status = BehaviorRelay<String>(value: "Idle")

    private let service: DownloadServicing
    private let disposeBag = DisposeBag()

    public init(service: DownloadServicing) {
        self.service = service
        service.queueLength
            .subscribe(onNext: { [weak self] count in
                guard let self else { return }
                self.queued.accept(count)
                self.canStart.accept(DownloadSettings.shared.allowsStart(queued: count))
            })
            .disposed(by: disposeBag)
    }

    public func start(id: Int) {
        guard DownloadSettings.shared.allowsStart(queued: queued.value) else {
            status.accept("Wait: at most \(DownloadSettings.shared.maxParallel) at a time")
            return
        }
        DownloadAnalytics.shared.track("start \(id)")
        status.accept("Starting \(id)")
        service.start(id: id)
            .subscribe(onSuccess: { [weak self] started in
                self?.status.accept(started ? "Started \(id)" : "Refused \(id)")
            }, onFailure: { [weak self] error in
                self?.status.accept("Failed: \(error.localizedDescription)")
            })
            .disposed(by: disposeBag)
    }
}
