import Foundation
import Testing
@testable import KeelMigrate

/// Round 11: what Windscribe's and SwiftHub's ViewModels reach that keel refused or left
/// failing — another object's event stream handed on in init, a global factory called in a
/// method, a `private` constant of the legacy file. Fixtures written for these tests.
@Suite("migrate: forwarded streams, called factories, file-private constants", .timeLimit(.minutes(5)))
struct ForwardedStreamTests {
    static let manager = """
        import Combine
        import RxSwift
        protocol LinkManaging: AnyObject {
            var addressSubject: PublishSubject<String> { get }
            var pinFailed: PassthroughSubject<Void, Never> { get }
            var state: BehaviorSubject<Int> { get }
            func refresh()
        }
        """

    /// `self.x = manager.x` of a subject the ViewModel never sends into nor observes: the same
    /// stream, forwarded as an `AnyPublisher` (bridged from RxSwift, erased from Combine), set
    /// before anything else in init, in the protocol the view reads; the generated equivalence
    /// test subscribes to it on both sides (the script emits on each side's fake service).
    @Test func aBorrowedEventStreamIsForwarded() async throws {
        let result = try await migrate(["LinkManaging.swift": Self.manager, "LinkViewModel.swift": """
            import Combine
            import RxSwift
            class LinkViewModel {
                let addressSubject: PublishSubject<String>
                let pinFailed: PassthroughSubject<Void, Never>
                let state: BehaviorSubject<Int>
                let manager: LinkManaging
                init(manager: LinkManaging) {
                    self.manager = manager
                    self.addressSubject = manager.addressSubject
                    pinFailed = manager.pinFailed
                    self.state = manager.state
                }
                func refresh() { manager.refresh() }
            }
            """], "LinkViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("let addressSubject: AnyPublisher<String, Error>"), "\(text)")
        #expect(text.contains("let pinFailed: AnyPublisher<Void, Never>"), "\(text)")
        #expect(text.contains("self.addressSubject = manager.addressSubject.toPublisher()"), "\(text)")
        #expect(text.contains("self.pinFailed = manager.pinFailed.eraseToAnyPublisher()"), "\(text)")
        #expect(!text.contains("onAddressSubject"), "\(text)")
        #expect(result.isClean, "\(result.findings)")
        let test = result.files.first { $0.path.hasPrefix("Tests/") }?.text ?? ""
        #expect(test.contains("viewModel.addressSubject.subscribe(onNext:"), "\(test)")
        #expect(test.contains("viewModel.addressSubject.sink(receiveCompletion:"), "\(test)")
        #expect(test.contains("private var cancellables = Set<AnyCancellable>()"), "\(test)")
    }

    /// A borrowed subject the ViewModel also sends into stays refused: who else sends, and when,
    /// is outside it.
    @Test func aBorrowedStreamTheViewModelSendsIntoStaysRefused() async throws {
        let result = try await migrate(["LinkManaging.swift": Self.manager, "LinkViewModel.swift": """
            import RxSwift
            class LinkViewModel {
                let addressSubject: PublishSubject<String>
                let manager: LinkManaging
                init(manager: LinkManaging) {
                    self.manager = manager
                    self.addressSubject = manager.addressSubject
                }
                func clear() { addressSubject.onNext("") }
            }
            """], "LinkViewModel")
        #expect(result.refusals.contains { $0.contains("another object's, assigned in init") }, "\(result.refusals)")
    }

    /// `WSNet.instance()` called in a method, of a class the tree does not declare (an Objective-C
    /// framework's): a provider closure through init, the factory by default, called where the
    /// legacy code called it (`self.` inside a closure); a leading acronym lowercased whole.
    @Test func aCalledGlobalFactoryIsAnInjectedProvider() async throws {
        let result = try await migrate(["TunnelViewModel.swift": """
            import RxSwift
            protocol Settings { func save(_ on: Bool) }
            class TunnelViewModel {
                let settings: Settings
                let padding = BehaviorRelay<Bool>(value: false)
                init(settings: Settings) { self.settings = settings }
                func update(_ on: Bool) {
                    settings.save(on)
                    WSNet.instance().advancedParameters().setPadding(on)
                    padding.accept(on)
                }
            }
            """], "TunnelViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("wsNet: @escaping () -> WSNet = { WSNet.instance() }"), "\(text)")
        #expect(text.contains("private let wsNet: () -> WSNet"), "\(text)")
        #expect(text.contains("wsNet().advancedParameters().setPadding(on)"), "\(text)")
        #expect(!text.contains("WSNet.instance().advanced"), "\(text)")
        #expect(result.isClean, "\(result.findings)")
        #expect(Spelling.propertyName(ofType: "URLSession") == "urlSession")
        #expect(Spelling.propertyName(ofType: "API") == "api")
        #expect(Spelling.propertyName(ofType: "WifiManager") == "wifiManager")
    }

    /// A factory of a class the tree declares that returns something else is no singleton: left,
    /// and the self-audit (VM011) refuses it.
    @Test func aTreeFactoryReturningAnotherTypeIsNotInjected() async throws {
        let result = try await migrate(["TunnelViewModel.swift": """
            import RxSwift
            final class Engine { static func instance() -> Int { 0 } }
            class TunnelViewModel {
                let count = BehaviorRelay<Int>(value: 0)
                func update() { count.accept(Engine.instance()) }
            }
            """], "TunnelViewModel")
        #expect(!result.viewModelText.contains("engine: @escaping"), "\(result.viewModelText)")
    }

    /// The legacy file's `private let` constants the ViewModel reads are declared again in the
    /// generated file (another file's `private` is out of reach); a `private var` is not. (Read as
    /// a member's base — `signInURL.absoluteString` — the copy is a global VM011 names in the output.)
    @Test func aFilePrivateConstantTheViewModelReadsIsDeclaredAgain() async throws {
        let result = try await migrate(["SignInViewModel.swift": """
            import Foundation
            import RxSwift
            private let signInURL = URL(string: "https://example.com/sign-in")!
            private let scheme = "example"
            private let unused = 3
            class SignInViewModel {
                let address = BehaviorRelay<String>(value: "")
                func start() {
                    let url = signInURL
                    address.accept(url.absoluteString + scheme)
                }
            }
            """], "SignInViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("private let signInURL = URL(string: \"https://example.com/sign-in\")!"), "\(text)")
        #expect(text.contains("private let scheme = \"example\""), "\(text)")
        #expect(!text.contains("unused"), "\(text)")
        #expect(result.isClean, "\(result.findings)")
    }
}
