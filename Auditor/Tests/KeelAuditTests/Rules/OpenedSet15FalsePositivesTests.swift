import Foundation
import Testing
@testable import KeelAudit

/// Set 15's judged false positives (rules-r17b) and review r16 #9, each as a from-scratch fixture that fails
/// on the build before the change, with what the rule must keep.
@Suite("Opened set 15 false positives", .timeLimit(.minutes(2)))
struct OpenedSet15FalsePositivesTests: FolderFixtureAudit {
    /// VM015: a local bound to a `Future` (`let attempt = Future { … }`) is one-shot: its sink completes and
    /// releases the ViewModel. A stored subject of the same name in another method stays long-lived.
    @Test func aSinkOnALocalFutureIsOneShot() async {
        let source = """
        import Combine

        @MainActor
        final class SignInViewModel: ObservableObject {
            @Published private(set) var message = ""
            private let attempts = PassthroughSubject<String, Never>()
            private var cancellables = Set<AnyCancellable>()

            func signIn() {
                let attempt = Future<String, Error> { promise in promise(.success("token")) }
                attempt
                    .sink { completion in
                        if case .failure = completion { self.message = "failed" }
                    } receiveValue: { token in
                        self.message = token
                    }
                    .store(in: &cancellables)
            }

            func watch() {
                attempts.sink { value in self.message = value }.store(in: &cancellables)
            }

            func retry() {
                let attempt = attempts
                attempt.sink { value in self.message = value }.store(in: &cancellables)
            }
        }
        """
        let result = await audit(["SignInViewModel.swift": source])
        #expect(found(result, "VM015") == [place("SignInViewModel.swift", source, "attempts.sink"),
                                           place("SignInViewModel.swift", source, "attempt.sink")])
    }

    /// VM012: `receive(on: scheduler)` in an extension of the ViewModel, where the class stores
    /// `let scheduler: DispatchQueue = DispatchQueue.main`: the stream is delivered on the main queue. A stored
    /// background queue stays off the main actor.
    @Test func aStoredMainSchedulerReachesTheTypesExtensions() async {
        let source = """
        import Combine
        import Foundation

        protocol FaceCheck { func verify() -> AnyPublisher<Bool, Never> }

        final class UnlockViewModel: ObservableObject {
            @Published private(set) var isUnlocked = false
            @Published private(set) var isChecked = false
            let scheduler: DispatchQueue = DispatchQueue.main
            let worker = DispatchQueue.global()
            let check: any FaceCheck
            var cancellables = Set<AnyCancellable>()
            init(check: any FaceCheck) { self.check = check }
        }

        extension UnlockViewModel {
            func unlock() {
                check.verify()
                    .receive(on: scheduler)
                    .sink { [weak self] value in self?.isUnlocked = value }
                    .store(in: &cancellables)
            }

            func recheck() {
                check.verify()
                    .receive(on: worker)
                    .sink { [weak self] value in self?.isChecked = value }
                    .store(in: &cancellables)
            }
        }
        """
        let result = await audit(["UnlockViewModel.swift": source])
        #expect(found(result, "VM012") == [place("UnlockViewModel.swift", source, "self?.isChecked = value")])
    }

    /// VM004: a file extending a ViewModel for its previews (`#Preview`, a `PreviewProvider`) holds view code:
    /// its `import SwiftUI` is the preview's. An extension file without a preview still imports SwiftUI for
    /// the ViewModel.
    @Test func aPreviewFileExtendingAViewModelKeepsItsImport() async {
        let model = """
        import Combine

        @MainActor
        final class FeedViewModel: ObservableObject {
            @Published var items: [String] = []
            func refresh() { items = [] }
        }
        """
        let view = """
        import SwiftUI

        struct FeedView: View {
            @ObservedObject var viewModel: FeedViewModel
            var body: some View { List(viewModel.items, id: \\.self) { Text($0) } }
        }
        """
        let macroPreview = """
        import SwiftUI

        extension FeedViewModel {
            func fillWithSamples() { items = ["One", "Two"] }
        }

        #Preview {
            let model = FeedViewModel()
            model.fillWithSamples()
            return FeedView(viewModel: model)
        }
        """
        let providerPreview = """
        import SwiftUI

        extension FeedViewModel {
            func fillWithOne() { items = ["One"] }
        }

        struct FeedView_Previews: PreviewProvider {
            static var previews: some View { FeedView(viewModel: FeedViewModel()) }
        }
        """
        let noPreview = """
        import SwiftUI

        extension FeedViewModel {
            func clear() { items.removeAll() }
        }
        """
        let result = await audit(["Feed/FeedViewModel.swift": model, "Feed/FeedView.swift": view,
                                  "Feed/FeedViewModel+Preview.swift": macroPreview,
                                  "Feed/FeedViewModel+Previews.swift": providerPreview,
                                  "Feed/FeedViewModel+Clear.swift": noPreview])
        #expect(found(result, "VM004") == ["Feed/FeedViewModel+Clear.swift:1"])
    }

    /// VM014: a class passed between ViewModels (the manager role by injection) whose code does no service's
    /// work — a synchronous helper keeping an array of observable objects — is no dependency to inject. One
    /// that reaches storage stays a dependency, whatever its name.
    @Test func aSynchronousHelperIsNoDependency() async {
        let source = """
        import Combine
        import Foundation

        final class WatchedItems<Element: ObservableObject>: ObservableObject {
            var elements: [Element] = []
            private var watchers: [AnyCancellable] = []
            func watchAll(_ parent: ObservableObjectPublisher) {
                watchers = elements.map { $0.objectWillChange.sink { _ in parent.send() } }
            }
        }

        final class Snapshots: ObservableObject {
            @Published private(set) var count = 0
            private let files = FileManager.default
            func refresh() { count = (try? files.contentsOfDirectory(atPath: "/tmp").count) ?? 0 }
        }

        final class Step: ObservableObject { @Published var done = false }

        @MainActor
        final class StepsViewModel: ObservableObject {
            @Published private(set) var current = 0
            let items: WatchedItems<Step>
            let snapshots: Snapshots
            init(items: WatchedItems<Step>, snapshots: Snapshots) { self.items = items; self.snapshots = snapshots }
            func next() { current += 1 }
        }

        @MainActor
        final class TourViewModel: ObservableObject {
            @Published private(set) var page = 0
            private var pages: WatchedItems = WatchedItems<Step>()
            private let shots: Snapshots = Snapshots()
            func advance() { page += 1 }
        }
        """
        let result = await audit(["Tour.swift": source])
        #expect(found(result, "VM014") == [place("Tour.swift", source, "private let shots")])
    }
}
