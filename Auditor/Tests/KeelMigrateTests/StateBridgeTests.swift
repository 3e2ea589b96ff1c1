import Foundation
import Testing
@testable import KeelMigrate

/// A bridge call on the ViewModel's own subject or relay in Combine code the legacy class already had
/// (`items.toPublisher()`): the member is `@Published var items` now, which has no bridge; the call is
/// its publisher, with the bridge's failure type (Windscribe `MainViewModelImpl`, round 17).
@Suite("migrate: a bridge on an own state in a legacy Combine chain", .timeLimit(.minutes(5)))
struct StateBridgeTests {
    func shelf(_ chain: String) -> [String: String] {
        ["ItemServicing.swift": legacyService, "ShelfViewModel.swift": """
        import Combine
        import Foundation
        import RxSwift
        import RxCocoa

        final class ShelfViewModel {
            let items = BehaviorSubject<[String]>(value: [])
            let ready = BehaviorRelay<Bool>(value: false)
            private(set) var shown: [String] = []
            private(set) var isReady = false
            private var cancellables = Set<AnyCancellable>()
            private let service: ItemServicing
            init(service: ItemServicing) {
                self.service = service
            }
            func add(_ name: String) {
                items.onNext(((try? items.value()) ?? []) + [name])
                ready.accept(true)
            }
            func watch(_ numbers: AnyPublisher<Int, Never>, _ errors: AnyPublisher<Int, Error>) {
        \(chain)
            }
        }
        """]
    }

    @Test func aBridgeWhoseFailureIsReplacedIsThePublishedValue() async throws {
        let result = try await migrate(shelf("""
                Publishers.CombineLatest(numbers, items.toPublisher().replaceError(with: []))
                    .sink { [weak self] count, names in self?.shown = Array(names.prefix(count)) }
                    .store(in: &cancellables)
        """), "ShelfViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("@Published private(set) var items: [String]"), "\(text)")
        // `replaceError` on a publisher that cannot fail does nothing: it goes with the bridge.
        #expect(text.contains("Publishers.CombineLatest(numbers, $items)\n"), "\(text)")
        #expect(!text.contains("toPublisher()"), "\(text)")
    }

    @Test func aSubjectsBridgeKeepsItsErrorAndARelaysDoesNot() async throws {
        let result = try await migrate(shelf("""
                Publishers.CombineLatest(errors, self.items.asObservable().toPublisher())
                    .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] count, names in self?.shown = Array(names.prefix(count)) })
                    .store(in: &cancellables)
                items.publisher
                    .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] names in self?.shown = names })
                    .store(in: &cancellables)
                ready.asPublisher()
                    .sink { [weak self] flag in self?.isReady = flag }
                    .store(in: &cancellables)
        """), "ShelfViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        // A subject's bridge fails with `Error` (what `CombineLatest` with `errors` needs); a relay's `asPublisher()` never fails.
        #expect(text.contains("Publishers.CombineLatest(errors, self.$items.setFailureType(to: Error.self).eraseToAnyPublisher())"), "\(text)")
        #expect(text.contains("$items.setFailureType(to: Error.self).eraseToAnyPublisher()\n"), "\(text)")
        #expect(text.contains("$ready.eraseToAnyPublisher()\n"), "\(text)")
        #expect(!text.contains("toPublisher()") && !text.contains("asPublisher()") && !text.contains("items.publisher"), "\(text)")
    }

    @Test func aBridgeOnAnotherObjectsSubjectStays() async throws {
        let result = try await migrate(shelf("""
                service.status.asPublisher()
                    .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] flag in self?.isReady = flag })
                    .store(in: &cancellables)
        """), "ShelfViewModel")
        #expect(result.viewModelText.contains("service.status.asPublisher()"), "\(result.viewModelText)")
    }

    /// The app's own `toPublisher()` of an `Observable`, in a file of its own.
    func withAppBridge(_ onNext: String) -> [String: String] {
        var files = shelf("""
                Publishers.CombineLatest(errors, items.toPublisher())
                    .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] count, names in self?.shown = Array(names.prefix(count)) })
                    .store(in: &cancellables)
        """)
        files["Bridges.swift"] = """
        import Combine
        import RxSwift

        extension Observable {
            func toPublisher() -> AnyPublisher<Element, Error> {
                let subject = PassthroughSubject<Element, Error>()
                let disposable = subscribe(
                    onNext: \(onNext),
                    onError: { subject.send(completion: .failure($0)) },
                    onCompleted: { subject.send(completion: .finished) }
                )
                return subject.handleEvents(receiveCancel: { disposable.dispose() }).eraseToAnyPublisher()
            }
        }
        """
        return files
    }

    @Test func anAppBridgeThatForwardsEachElementIsThePublishedValue() async throws {
        let result = try await migrate(withAppBridge("{ value in subject.send(value) }"), "ShelfViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(result.viewModelText.contains("Publishers.CombineLatest(errors, $items.setFailureType(to: Error.self).eraseToAnyPublisher())"), "\(result.viewModelText)")
    }

    /// An app's bridge that drops empty arrays: `$items` would deliver the `[]` the legacy chain never saw.
    @Test func anAppBridgeThatDropsElementsIsRefusedNamed() async throws {
        let result = try await migrate(withAppBridge("""
        { value in
                        if let array = value as? [Any], array.isEmpty { return }
                        subject.send(value)
                    }
        """), "ShelfViewModel")
        #expect(result.refusals.contains { $0.contains("`toPublisher()`, which the app declares itself (Bridges.swift:5)") }, "\(result.refusals)")
        #expect(!result.viewModelText.contains("$items.setFailureType"), "\(result.viewModelText)")
    }

    /// Review r17 #1, #2: the bridge returned an `AnyPublisher` (a function's result keeps compiling), and a
    /// relay's RxCombine `publisher` cannot fail (a one-closure `sink` keeps compiling).
    @Test func aBridgeKeepsItsTypeAndARelaysPublisherNeverFails() async throws {
        var files = shelf("""
                ready.publisher
                    .sink { [weak self] flag in self?.isReady = flag }
                    .store(in: &cancellables)
        """)
        files["ShelfViewModel.swift"] = files["ShelfViewModel.swift"]!.replacingOccurrences(
            of: "    func add(_ name: String) {",
            with: "    func itemsStream() -> AnyPublisher<[String], Error> { items.toPublisher() }\n    func add(_ name: String) {")
        let result = try await migrate(files, "ShelfViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("$ready.eraseToAnyPublisher()\n"), "\(text)")
        #expect(text.contains("func itemsStream() -> AnyPublisher<[String], Error> {\n        $items.setFailureType(to: Error.self).eraseToAnyPublisher()\n"), "\(text)")
    }
}
