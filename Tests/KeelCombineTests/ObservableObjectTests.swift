import Foundation
import KeelCombine
import KeelTesting
import Testing

/// A ViewModel shaped as seed 004 prescribes.
@MainActor
private final class CounterViewModel: ObservableObject {
    @Published private(set) var count = 0
    @Published private(set) var label = ""

    func increment() { count += 1 }
    func rename(_ newLabel: String) { label = newLabel }
    func bind(to source: some Publisher<Int, Never>) { source.assign(to: &$count) }
}

@Suite("ObservableObject, @Published, assign(to:) and main-queue delivery", .timeLimit(.minutes(1)))
@MainActor
struct ObservableObjectTests {
    @Test func objectWillChangeFiresOncePerPublishedChange() {
        let viewModel = CounterViewModel()
        var fired = 0
        let cancellable = viewModel.objectWillChange.sink { fired += 1 }
        viewModel.increment()
        #expect(fired == 1)
        viewModel.rename("a")
        viewModel.increment()
        #expect(fired == 3)
        cancellable.cancel()
    }

    @Test func objectWillChangeFiresBeforeTheValueChanges() {
        let viewModel = CounterViewModel()
        var seenDuringWillChange: [Int] = []
        let cancellable = viewModel.objectWillChange.sink { [unowned viewModel] in
            seenDuringWillChange.append(viewModel.count)
        }
        viewModel.increment()
        #expect(seenDuringWillChange == [0])
        #expect(viewModel.count == 1)
        cancellable.cancel()
    }

    @Test func publishedProjectionReplaysCurrentValueThenChanges() {
        let viewModel = CounterViewModel()
        var seen: [Int] = []
        let cancellable = viewModel.$count.sink { seen.append($0) }
        viewModel.increment()
        viewModel.increment()
        #expect(seen == [0, 1, 2])
        cancellable.cancel()
    }

    @Test func assignToPublishedFollowsTheSource() {
        let viewModel = CounterViewModel()
        let source = PassthroughSubject<Int, Never>()
        var fired = 0
        let cancellable = viewModel.objectWillChange.sink { fired += 1 }
        viewModel.bind(to: source)
        source.send(5)
        source.send(7)
        #expect(viewModel.count == 7)
        #expect(fired == 2)
        cancellable.cancel()
    }

    @Test func assignToPublishedDoesNotRetainTheObject() {
        weak var weakViewModel: CounterViewModel?
        let source = PassthroughSubject<Int, Never>()
        do {
            let viewModel = CounterViewModel()
            viewModel.bind(to: source)
            weakViewModel = viewModel
        }
        #expect(weakViewModel == nil)
        source.send(1)
    }

    @Test func receiveOnMainQueueDeliversOnTheMainQueue() async {
        // On Linux the main queue may be serviced by a worker thread (after
        // dispatchMain), so check the queue, not Thread.isMainThread.
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        defer { DispatchQueue.main.setSpecific(key: key, value: nil) }
        let subject = PassthroughSubject<Int, Never>()
        var cancellable: AnyCancellable?
        let delivered: (value: Int, onMain: Bool) = await withCheckedContinuation { continuation in
            cancellable = subject
                .receive(on: DispatchQueue.main)
                .sink { value in continuation.resume(returning: (value, DispatchQueue.getSpecific(key: key) == "main")) }
            let box = UncheckedBox(value: subject)
            DispatchQueue.global().async { box.value.send(42) }
        }
        #expect(delivered.value == 42)
        #expect(delivered.onMain)
        cancellable?.cancel()
    }

    @Test func receiveOnMainQueueDoesNotDeliverSynchronously() async {
        let viewModel = CounterViewModel()
        let source = PassthroughSubject<Int, Never>()
        viewModel.bind(to: source.receive(on: DispatchQueue.main).eraseToAnyPublisher())
        source.send(3)
        #expect(viewModel.count == 0)
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        #expect(viewModel.count == 3)
    }
}
