#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import KeelCombine
import SwiftUI
import UIKit

/// The SwiftUI MVVM Team Guidelines, "Starting SwiftUI from UIKit" and "Sharing ViewModels with UIKit".
final class ProductsViewController: UIViewController {
    private let viewModel: SharedProductViewModel
    private let coordinator: AppCoordinator
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: SharedProductViewModel, coordinator: AppCoordinator) {
        self.viewModel = viewModel
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.productsPublisher
            .receive(on: DispatchQueue.main)
            .sink { [weak self] products in self?.title = "\(products.count) products" }
            .store(in: &cancellables)
    }

    func showProducts() {
        let hostingController = UIHostingController(rootView: coordinator.makeProductListView())
        navigationController?.pushViewController(hostingController, animated: true)
    }
}
#endif
