import RxSwift
import UIKit

// Legacy screen, still UIKit + RxSwift.
final class ConnectionViewController: UIViewController {
    private let disposeBag = DisposeBag()
    var viewModel: LegacyConnectionViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.state.subscribe(onNext: { [weak self] _ in self?.view.setNeedsLayout() }).disposed(by: disposeBag)
    }
}

final class LegacyConnectionViewModel {
    let state = BehaviorSubject<VPNState>(value: .disconnected)
}
