import Foundation
import KeelBridge
import KeelRx
import Testing

// Every Swift example of KeelBridge's documentation catalog
// (Sources/KeelBridge/KeelBridge.docc), compiled and run. Each example is
// copied here verbatim, without its `import` lines (this target imports
// `KeelRx` where the catalog shows a client's `import RxSwift`);
// `DocumentationCatalogTests` fails when an example and this file drift apart.

final class ServerSelectionManager {
    let selectedServer = BehaviorRelay<String?>(value: nil)
    let servers = BehaviorSubject<[String]>(value: ["Amsterdam", "Toronto"])
}

@MainActor
final class ServerPickerViewModel: ObservableObject {
    @Published private(set) var servers: [String] = []
    @Published private(set) var selected: String?

    private let selection: BridgedBehaviorRelay<String?>

    init(manager: ServerSelectionManager) {
        selection = manager.selectedServer.asCombineSubject()
        selection
            .receive(on: DispatchQueue.main)
            .assign(to: &$selected)
        manager.servers
            .asPublisher()
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .assign(to: &$servers)
    }

    func pick(_ server: String) {
        selection.send(server)
    }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ServerPickerViewModelTests {
    @Test func writesThroughTheLegacyRelayAndFollowsIt() async {
        let manager = ServerSelectionManager()
        let viewModel = ServerPickerViewModel(manager: manager)

        viewModel.pick("Toronto")
        #expect(manager.selectedServer.value == "Toronto")

        manager.selectedServer.accept("Amsterdam")
        await mainQueueDrained()
        #expect(viewModel.selected == "Amsterdam")
        #expect(viewModel.servers == ["Amsterdam", "Toronto"])
    }
}

/// Lets the deliveries already queued by `receive(on: DispatchQueue.main)` run.
@MainActor
func mainQueueDrained() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

@MainActor
final class QuickConnectViewModel: ObservableObject {
    private let selection: BridgedBehaviorRelay<String?>
    private var feeding: AnyCancellable?

    init(selection: BridgedBehaviorRelay<String?>) {
        self.selection = selection
    }

    func connectToRecommended(_ recommended: AnyPublisher<String, Never>) {
        feeding = recommended.map(Optional.some).subscribe(selection)
    }
}

final class LegacyConnectionCoordinator {
    private let disposeBag = DisposeBag()

    func start(feeding input: PassthroughSubject<String, Error>, from events: Observable<String>) {
        events
            .bind(to: input)
            .disposed(by: disposeBag)
    }
}
