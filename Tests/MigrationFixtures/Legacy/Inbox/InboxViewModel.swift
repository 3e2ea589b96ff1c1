import Foundation
import KeelRx

/// A legacy RxSwift ViewModel: relays for state, a relay as an input, a
/// subject as a navigation event, a `Single` with loading and error state,
/// `subscribe(onNext:)` + `DisposeBag`.
public protocol InboxViewModelType {
    var messages: BehaviorRelay<[Message]> { get }
    var isLoading: BehaviorRelay<Bool> { get }
    var errorMessage: BehaviorRelay<String?> { get }
    var refreshTrigger: PublishRelay<Void> { get }
    var openMessage: PublishSubject<Message> { get }
    func select(index: Int)
}

public final class InboxViewModel: InboxViewModelType {
    public let messages = BehaviorRelay<[Message]>(value: [])
    public let isLoading = BehaviorRelay<Bool>(value: false)
    public let errorMessage = BehaviorRelay<String?>(value: nil)
    public let refreshTrigger = PublishRelay<Void>()
    public let openMessage = PublishSubject<Message>()

    private let inboxService: InboxServicing
    private let disposeBag = DisposeBag()

    public init(inboxService: InboxServicing) {
        self.inboxService = inboxService
        refreshTrigger
            .subscribe(onNext: { [weak self] in
                self?.load()
            })
            .disposed(by: disposeBag)
    }

    public func select(index: Int) {
        guard messages.value.indices.contains(index) else { return }
        openMessage.onNext(messages.value[index])
    }

    private func load() {
        isLoading.accept(true)
        errorMessage.accept(nil)
        inboxService.fetchMessages()
            .subscribe(onSuccess: { [weak self] messages in
                self?.isLoading.accept(false)
                self?.messages.accept(messages)
            }, onFailure: { [weak self] error in
                self?.isLoading.accept(false)
                self?.errorMessage.accept(error.localizedDescription)
            })
            .disposed(by: disposeBag)
    }
}
