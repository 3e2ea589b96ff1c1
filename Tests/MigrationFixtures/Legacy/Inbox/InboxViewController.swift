#if canImport(UIKit)
import KeelRx
import UIKit

/// The legacy UIKit screen of the inbox: binds the ViewModel's relays to
/// views and routes when the ViewModel asks to open a message.
final class InboxViewController: UIViewController {
    var viewModel: InboxViewModelType!
    weak var router: InboxRouting?
    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private let errorLabel = UILabel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.isLoading
            .subscribe(onNext: { [weak self] loading in
                loading ? self?.spinner.startAnimating() : self?.spinner.stopAnimating()
            })
            .disposed(by: disposeBag)
        viewModel.errorMessage
            .subscribe(onNext: { [weak self] message in self?.errorLabel.text = message })
            .disposed(by: disposeBag)
        viewModel.openMessage
            .subscribe(onNext: { [weak self] message in
                self?.router?.routeTo(.messageDetail(message), from: self)
            })
            .disposed(by: disposeBag)
        viewModel.refreshTrigger.accept(())
    }
}

/// The legacy router the controller passes values through.
protocol InboxRouting: AnyObject {
    func routeTo(_ route: InboxRouteID, from: UIViewController?)
}

enum InboxRouteID {
    case messageDetail(Message)
}
#endif
