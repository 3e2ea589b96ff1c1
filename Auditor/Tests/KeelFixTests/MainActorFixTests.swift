import Testing

/// VM001: `@MainActor` on the ViewModel class.
@Suite("keel fix VM001", .timeLimit(.minutes(2)))
struct MainActorFixTests {
    @Test func addsTheAttributeOnItsOwnLineAfterOtherAttributesAndComments() async throws {
        try await expectFix("VM001", file: "App/ProfileViewModel.swift", before: """
            import Combine

            /// Shows a profile.
            @available(iOS 15, *)
            final class ProfileViewModel: ObservableObject {
                @Published private(set) var name = ""
                private var cancellables = Set<AnyCancellable>()

                func load() {
                    DispatchQueue.global().async {
                        let value = "loaded"
                        DispatchQueue.main.async { self.name = value }
                    }
                    Task { self.name = "task" }
                }
            }

            """, after: """
            import Combine

            /// Shows a profile.
            @available(iOS 15, *)
            @MainActor
            final class ProfileViewModel: ObservableObject {
                @Published private(set) var name = ""
                private var cancellables = Set<AnyCancellable>()

                func load() {
                    DispatchQueue.global().async {
                        let value = "loaded"
                        DispatchQueue.main.async { self.name = value }
                    }
                    Task { self.name = "task" }
                }
            }

            """)
    }

    @Test func followsTheFilesInlineAttributeStyle() async throws {
        try await expectFix("VM001", file: "App/Feeds.swift", before: """
            import Combine

            @MainActor final class FeedViewModel: ObservableObject {
                @Published private(set) var count = 0
            }

            final class DetailViewModel: ObservableObject {
                @Published private(set) var title = ""
            }

            """, after: """
            import Combine

            @MainActor final class FeedViewModel: ObservableObject {
                @Published private(set) var count = 0
            }

            @MainActor final class DetailViewModel: ObservableObject {
                @Published private(set) var title = ""
            }

            """)
    }

    @Test func keepsTheIndentationOfANestedClass() async throws {
        try await expectFix("VM001", file: "App/Feature.swift", before: """
            import Combine

            enum Feature {
                class ListViewModel: ObservableObject {
                    @Published private(set) var rows: [String] = []
                }
            }

            """, after: """
            import Combine

            enum Feature {
                @MainActor
                class ListViewModel: ObservableObject {
                    @Published private(set) var rows: [String] = []
                }
            }

            """)
    }

    static let offMainShapes: [(body: String, reason: String)] = [
        ("func refresh() { DispatchQueue.global().async { self.name = \"x\" } }", "DispatchQueue.global()"),
        ("func refresh() { Task.detached { await self.reload() } }\n    func reload() async {}", "Task.detached"),
        ("nonisolated func reset() { name = \"\" }", "nonisolated func reset"),
        ("func stop() {}\n    deinit { stop() }", "a deinit"),
        ("func watch(_ p: AnyPublisher<String, Never>) { p.receive(on: DispatchQueue.global()).sink { [weak self] in self?.name = $0 }.store(in: &bag) }\n    var bag = Set<AnyCancellable>()", "delivered on DispatchQueue.global()"),
        ("func refresh() { queue.async { self.name = \"x\" } }\n    let queue = DispatchQueue(label: \"q\")", "the queue `queue`"),
    ]

    @Test(arguments: 0..<offMainShapes.count)
    func notFixedWhenTheFileReachesTheClassOffTheMainActor(_ shape: Int) async throws {
        let (body, reason) = Self.offMainShapes[shape]
        try await expectNotFixed("VM001", file: "App/ProfileViewModel.swift", source: """
            import Combine

            final class ProfileViewModel: ObservableObject {
                @Published private(set) var name = ""
                \(body)
            }

            """, reason: reason)
    }

    @Test(arguments: [
        ("protocol ProfileViewModeling: ObservableObject { var name: String { get } }\n", "ProfileViewModeling", "it conforms to ProfileViewModeling, which is not @MainActor"),
        ("class BaseStore: ObservableObject {}\n", "BaseStore", "its superclass BaseStore is not @MainActor"),
        ("", "CLLocationManagerDelegate", "it inherits from CLLocationManagerDelegate, which keel cannot see is main-actor isolated"),
    ])
    func notFixedWhenItInheritsSomethingNonisolated(_ declaration: String, _ parent: String, _ reason: String) async throws {
        try await expectNotFixed("VM001", file: "App/ProfileViewModel.swift", source: """
            import Combine

            \(declaration)final class ProfileViewModel: \(parent == "BaseStore" ? "BaseStore" : "ObservableObject, " + parent) {
                @Published private(set) var name = ""
            }

            """, reason: reason)
    }

    @Test func notFixedWhenAnotherTypeInTheFileCallsItOffMain() async throws {
        try await expectNotFixed("VM001", file: "App/ProfileViewModel.swift", source: """
            import Combine

            final class ProfileViewModel: ObservableObject {
                @Published private(set) var name = ""
                func refresh() { name = "x" }
            }

            final class Poller {
                func poll(_ viewModel: ProfileViewModel) {
                    DispatchQueue.global().async { viewModel.refresh() }
                }
            }

            """, reason: "ProfileViewModel.refresh in DispatchQueue.global().async")
    }
}
