import Testing

/// VM001's whole-tree proof (`MainActorProof`): `@MainActor` is added only
/// when every use of the class anywhere in the project — tests included —
/// runs on the main actor.
@Suite("keel fix VM001: the whole-tree proof", .timeLimit(.minutes(3)))
struct MainActorProofTests {
    static let row = """
        import SwiftUI

        struct ProfileRow: View {
            final class ViewModel: ObservableObject {
                @Published var title = ""
                @Published var subtitle = ""
            }

            @ObservedObject var viewModel: ViewModel

            var body: some View { Text(viewModel.title) }
        }

        """

    /// The case: an enum's plain `static func configure(…)` writes the
    /// nested ViewModel's properties; `@MainActor` would break that file.
    @Test func notFixedWhenANonisolatedStaticFuncElsewhereWritesIt() async throws {
        try await expectNotFixed("VM001", file: "App/ProfileRow.swift", source: Self.row, others: [
            "App/ProfileRowConfigurator.swift": """
                enum ProfileRowConfigurator {
                    static func configure(_ viewModel: ProfileRow.ViewModel, name: String, city: String) {
                        viewModel.title = name
                        viewModel.subtitle = city
                    }
                }

                """,
        ], reason: "App/ProfileRowConfigurator.swift:3: `viewModel.title` uses ViewModel.title in the static func configure of enum ProfileRowConfigurator, which is not isolated to the main actor (and 1 more use")
    }

    @Test func fixedWhenTheSameWritesRunOnTheMainActor() async throws {
        try await expectFix("VM001", file: "App/ProfileRow.swift", before: Self.row, after: Self.row.replacingOccurrences(
            of: "    final class ViewModel", with: "    @MainActor\n    final class ViewModel"), others: [
            "App/ProfileRowConfigurator.swift": """
                import UIKit

                @MainActor
                enum ProfileRowConfigurator {
                    static func configure(_ viewModel: ProfileRow.ViewModel, name: String) { viewModel.title = name }
                }

                final class ProfileController: UIViewController {
                    let viewModel = ProfileRow.ViewModel()
                    func show(_ name: String) {
                        viewModel.title = name
                        DispatchQueue.main.async { self.viewModel.subtitle = name }
                    }
                }

                """,
        ])
    }

    @Test func notFixedWhenATestUsesItFromANonisolatedTestMethod() async throws {
        try await expectNotFixed("VM001", file: "App/CounterViewModel.swift", source: """
            import Combine

            final class CounterViewModel: ObservableObject {
                @Published private(set) var count = 0
                func increment() { count += 1 }
            }

            """, others: [
            "Tests/AppTests/CounterViewModelTests.swift": """
                import XCTest
                @testable import App

                final class CounterViewModelTests: XCTestCase {
                    func testIncrement() {
                        let sut = CounterViewModel()
                        sut.increment()
                        XCTAssertEqual(sut.count, 1)
                    }
                }

                """,
        ], reason: "Tests/AppTests/CounterViewModelTests.swift:6: `CounterViewModel` uses CounterViewModel in the func testIncrement of class CounterViewModelTests")
    }

    /// A stream delivered on the main scheduler runs its closure on the main
    /// thread, but the closure is isolated only as the code it is written in:
    /// in a plain class's method, a `@MainActor` ViewModel's method cannot be
    /// called from it (Swift 6: "call to main actor-isolated instance method
    /// in a synchronous nonisolated context"). Round 18's measurement.
    @Test func notFixedWhenAMainSchedulerSinkInANonisolatedTypeUsesIt() async throws {
        try await expectNotFixed("VM001", file: "App/CounterViewModel.swift", source: """
            import Combine

            final class CounterViewModel: ObservableObject {
                @Published private(set) var count = 0
                func set(_ value: Int) { count = value }
            }

            """, others: [
            "App/CounterBinder.swift": """
                import Combine
                import Foundation

                final class CounterBinder {
                    private var bag = Set<AnyCancellable>()
                    func bind(_ viewModel: CounterViewModel, to values: AnyPublisher<Int, Never>) {
                        values.receive(on: DispatchQueue.main).sink { viewModel.set($0) }.store(in: &bag)
                    }
                }

                """,
        ], reason: "App/CounterBinder.swift:7: `viewModel.set` uses CounterViewModel.set in the func bind of class CounterBinder, which is not isolated to the main actor")
    }

    /// A use whose base's type the syntax does not show counts (conservative).
    @Test func notFixedWhenAnUntypedValueOffTheMainActorHasOneOfItsMembers() async throws {
        try await expectNotFixed("VM001", file: "App/CounterViewModel.swift", source: """
            import Combine

            final class CounterViewModel: ObservableObject {
                @Published private(set) var count = 0
                func reset() { count = 0 }
            }

            """, others: [
            "App/Resetter.swift": """
                final class Resetter {
                    func resetAll() { for item in registry.all() { item.reset() } }
                }

                """,
        ], reason: "`item.reset` (keel cannot see its type; CounterViewModel has `reset`)")
    }

    /// Callbacks in the class itself that run off the main actor, or on it
    /// without the compiler knowing (`@Sendable`): each a reason, no edit.
    static let callbacks: [(String, String)] = [
        ("URLSession.shared.dataTask(with: url) { _, _, _ in self.count = 1 }.resume()", "URLSession completion"),
        ("UNUserNotificationCenter.current().getNotificationSettings { _ in self.count = 1 }", "UNUserNotificationCenter completion"),
        ("LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: \"x\") { _, _ in self.count = 1 }", "LAContext reply"),
        ("AVCaptureDevice.requestAccess(for: .video) { _ in self.count = 1 }", "AVCaptureDevice.requestAccess"),
        ("CLGeocoder().geocodeAddressString(\"x\") { _, _ in self.count = 1 }", "CLGeocoder completion"),
        ("NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in self.count = 1 }", "queue: nil"),
        ("service.load { self.count = 1 }", "the callback of `load`"),
        ("backgroundContext.perform { self.count = 1 }", "background Core Data context"),
        ("Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.count += 1 }", "Timer block"),
    ]

    @Test(arguments: callbacks.indices)
    func notFixedWhenTheClassTouchesItselfInACallbackNotProvenMain(_ i: Int) async throws {
        let (call, reason) = Self.callbacks[i]
        try await expectNotFixed("VM001", file: "App/CounterViewModel.swift", source: """
            import Combine

            final class CounterViewModel: ObservableObject {
                @Published private(set) var count = 0
                func refresh(url: URL, service: Service, backgroundContext: Context) {
                    \(call)
                }
            }

            """, reason: reason)
    }

    @Test func fixedWhenItsCallbacksAreProvenMain() async throws {
        let body = """
            import Combine

            final class CounterViewModel: ObservableObject {
                @Published private(set) var count = 0
                private var cancellables = Set<AnyCancellable>()
                func refresh(feed: AnyPublisher<Int, Never>) {
                    feed.receive(on: DispatchQueue.main).sink { [weak self] in self?.count = $0 }.store(in: &cancellables)
                    $count.map { $0 * 2 }.sink { [weak self] in self?.total = $0 }.store(in: &cancellables)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.count = 0 }
                    Task { self.count = 1 }
                    let doubled = [1, 2].map { $0 * self.count }
                    print(doubled)
                }
                @Published private(set) var total = 0
            }

            """
        try await expectFix("VM001", file: "App/CounterViewModel.swift", before: body,
                            after: body.replacingOccurrences(of: "final class CounterViewModel", with: "@MainActor\nfinal class CounterViewModel"))
    }
}
