import KeelRx
import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

/// The inbox as a test sees it, whichever ViewModel implements it.
@MainActor
protocol InboxDriver: AnyObject {
    var messages: [Message] { get }
    var isLoading: Bool { get }
    var errorMessage: String? { get }
    var opened: [Message] { get }
    func refresh()
    func select(index: Int)
}

@MainActor
final class LegacyInbox: InboxDriver {
    let viewModel: InboxViewModel
    private(set) var opened: [Message] = []
    private let disposeBag = DisposeBag()

    init(service: InboxServicing) {
        viewModel = InboxViewModel(inboxService: service)
        viewModel.openMessage.subscribe(onNext: { [weak self] in self?.opened.append($0) }).disposed(by: disposeBag)
    }

    var messages: [Message] { viewModel.messages.value }
    var isLoading: Bool { viewModel.isLoading.value }
    var errorMessage: String? { viewModel.errorMessage.value }
    func refresh() { viewModel.refreshTrigger.accept(()) }
    func select(index: Int) { viewModel.select(index: index) }
}

@MainActor
final class MigratedInbox: InboxDriver {
    let viewModel: InboxScreenViewModelImpl
    private(set) var opened: [Message] = []

    init(service: InboxServicing) {
        viewModel = InboxScreenViewModelImpl(inboxService: service)
        viewModel.onOpenMessage = { [weak self] in self?.opened.append($0) }
    }

    var messages: [Message] { viewModel.messages }
    var isLoading: Bool { viewModel.isLoading }
    var errorMessage: String? { viewModel.errorMessage }
    func refresh() { viewModel.refresh() }
    func select(index: Int) { viewModel.select(index: index) }
}

@MainActor
@Suite("Inbox: legacy and migrated ViewModels behave the same", .timeLimit(.minutes(1)))
struct InboxEquivalenceTests {
    let service = InMemoryInboxService()
    let first = Message(id: 1, subject: "Welcome")
    let second = Message(id: 2, subject: "Invoice")

    func make(_ variant: Variant) -> any InboxDriver {
        variant == .legacy ? LegacyInbox(service: service) : MigratedInbox(service: service)
    }

    @Test(arguments: Variant.generated)
    func refreshLoadsTheMessages(_ variant: Variant) async {
        service.messages = [first, second]
        let inbox = make(variant)
        await settle()
        #expect(inbox.messages.isEmpty)
        #expect(service.fetches == 0)
        inbox.refresh()
        await settle()
        #expect(inbox.messages == [first, second])
        #expect(!inbox.isLoading)
        #expect(inbox.errorMessage == nil)
        #expect(service.fetches == 1)
    }

    @Test(arguments: Variant.generated)
    func loadingLastsAsLongAsTheRequest(_ variant: Variant) async {
        service.messages = [first]
        service.holds = true
        let inbox = make(variant)
        inbox.refresh()
        await settle()
        #expect(inbox.isLoading)
        #expect(inbox.messages.isEmpty)
        service.finish()
        await settle()
        #expect(!inbox.isLoading)
        #expect(inbox.messages == [first])
    }

    @Test(arguments: Variant.generated)
    func aFailureShowsItsMessageAndTheNextRefreshClearsIt(_ variant: Variant) async {
        service.failure = .offline
        let inbox = make(variant)
        inbox.refresh()
        await settle()
        #expect(inbox.errorMessage == "You are offline")
        #expect(!inbox.isLoading)
        service.failure = nil
        service.holds = true
        inbox.refresh()
        await settle()
        #expect(inbox.errorMessage == nil)
        #expect(inbox.isLoading)
    }

    @Test(arguments: Variant.generated)
    func selectingAMessageOpensIt(_ variant: Variant) async {
        service.messages = [first, second]
        let inbox = make(variant)
        inbox.select(index: 0)
        #expect(inbox.opened.isEmpty)
        inbox.refresh()
        await settle()
        inbox.select(index: 1)
        inbox.select(index: 7)
        #expect(inbox.opened == [second])
    }
}
