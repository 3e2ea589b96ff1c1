import Foundation
import KeelVerify
import Testing
@testable import KeelMigrate

/// RxSwift 4's `Variable` as state, and `Observable.create` whose work ends at once — the shapes of
/// Action-library buttons whose work is a method of the ViewModel (`self?.reset() ?? .empty()`),
/// also built after naming `self` (`let owner = self`). Refused where the work does not end at once.
@Suite("migrate: Variable, Observable.create that ends at once", .timeLimit(.minutes(5)))
struct VariableAndCreateTests {
    func viewModel(_ body: String, extensionBody: String = "") -> [String: String] {
        ["Action.swift": """
        import RxSwift
        typealias CocoaAction = Action<Void, Void>
        final class Action<Input, Element> {
            init(enabledIf: Observable<Bool> = .just(true), workFactory: @escaping (Input) -> Observable<Element>) { fatalError() }
            func execute(_ input: Input) -> Observable<Element> { fatalError() }
        }
        """, "MeterViewModel.swift": """
        import Foundation
        import RxSwift

        final class MeterViewModel {
            let level = Variable<Int>(3)
            let caption = Variable("")
        \(body)
        }

        private extension MeterViewModel {
        \(extensionBody)
        }
        """]
    }

    let raise = """
        func raise(_ step: Int) -> Observable<Void> {
            return Observable.create { [weak self] observer in
                if let strongSelf = self {
                    strongSelf.level.value += step
                    strongSelf.caption.value = "up \\(step)"
                }
                observer.onCompleted()
                return Disposables.create()
            }
        }
    """

    @Test func aVariableIsPublishedStateItsValueTheProperty() async throws {
        let result = try await migrate(viewModel("""
            func lower() { level.value = level.value - 1 }
        """), "MeterViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("@Published private(set) var level: Int = 3"), "\(text)")
        #expect(text.contains("@Published private(set) var caption: String = \"\""), "\(text)")
        #expect(text.contains("level = level - 1"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
    }

    @Test func aCreateThatEndsAtOnceIsDeferred() async throws {
        let result = try await migrate(viewModel("""
            lazy var raiseAction: Action<Int, Void> = {
                let meter = self
                return Action<Int, Void> { [weak meter] step in
                    return meter?.raise(step) ?? .empty()
                }
            }()
        """, extensionBody: raise), "MeterViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("func raise(_ step: Int) -> AnyPublisher<Void, Error>"), "\(text)")
        #expect(text.contains("return Deferred { [weak self] () -> Empty<Void, Never> in"), "\(text)")
        #expect(text.contains("strongSelf.level += step"), "\(text)")
        #expect(text.contains("return Empty()"), "\(text)")
        #expect(text.contains(".setFailureType(to: Error.self)"), "\(text)")
        // The action's work through the alias of `self`: the method's publisher, no `.empty()` fallback.
        #expect(text.contains("self.raise(step)"), "\(text)")
        #expect(!text.contains("meter"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
    }

    /// A method of a `private extension` stays private in the migrated class and is no requirement of
    /// the protocol the view reads: a public ViewModel could not satisfy it with a private method.
    @Test func aPrivateExtensionsMethodStaysPrivate() async throws {
        let result = try await migrate(viewModel("""
            lazy var raiseAction: Action<Int, Void> = {
                Action<Int, Void> { [weak self] step in self?.raise(step) ?? .empty() }
            }()
        """, extensionBody: raise), "MeterViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("private func raise(_ step: Int) -> AnyPublisher<Void, Error>"), "\(text)")
        let requirements = text.components(separatedBy: "final class").first ?? ""
        #expect(requirements.contains("protocol"), "\(text)")
        #expect(!requirements.contains("func raise("), "\(text)")
    }

    @Test func aCreateSendingOneElementLastIsJust() async throws {
        let result = try await migrate(viewModel("""
            func current() -> Observable<Int> {
                return Observable.create { [weak self] observer in
                    self?.caption.value = "read"
                    observer.onNext(7)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        """), "MeterViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(result.viewModelText.contains("return Deferred { [weak self] () -> Just<Int> in"), "\(result.viewModelText)")
        #expect(result.viewModelText.contains("return Just(7)"), "\(result.viewModelText)")
    }

    @Test func aCreateThatKeepsItsObserverIsRefused() async throws {
        let result = try await migrate(viewModel("""
            var pending: AnyObserver<Void>?
            func wait() -> Observable<Void> {
                return Observable.create { [weak self] observer in
                    self?.pending = observer
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        """), "MeterViewModel")
        #expect(result.refusals.contains { $0.contains("`Observable.create` whose work does not end at once") }, "\(result.refusals)")
    }

    @Test func anActionBuiltAfterOtherStatementsIsRefused() async throws {
        let result = try await migrate(viewModel("""
            lazy var raiseAction: Action<Int, Void> = {
                let meter = self
                print("built")
                return Action<Int, Void> { [weak meter] step in
                    return meter?.raise(step) ?? .empty()
                }
            }()
        """, extensionBody: raise), "MeterViewModel")
        #expect(result.refusals.contains { $0.contains("`raiseAction` is built by statements keel does not read") }, "\(result.refusals)")
    }

    /// The verification step reads the app without its test targets (a test file's `let Empty = "empty"`
    /// would otherwise be what the generated `return Empty()` calls); a legacy ViewModel in a test folder
    /// keeps them.
    @Test func theVerificationTreeLeavesTestTargetsOut() {
        let files = [SourceFile(path: "Kiosk/Keypad/MeterViewModel.swift", text: ""),
                     SourceFile(path: "KioskTests/App/ExtensionsTests.swift", text: "let Empty = \"empty\"")]
        #expect(MigrateRun.verificationTree(files, legacyPath: "Kiosk/Keypad/MeterViewModel.swift").map(\.path) == ["Kiosk/Keypad/MeterViewModel.swift"])
        #expect(MigrateRun.verificationTree(files, legacyPath: "KioskTests/MeterViewModel.swift").count == 2)
    }
}
