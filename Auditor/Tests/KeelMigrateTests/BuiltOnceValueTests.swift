import Foundation
import Testing
@testable import KeelMigrate

/// Values `transform(input:)` reads once while it builds its streams (round 14, SwiftHub's
/// `HomeTabBarViewModel`): an init value read by its bare name (`Observable.just(signedIn)`) is the
/// state manager's stream, as `self.signedIn` already was; a local holding a plain value a method
/// returns (`let text = announcer.announcement()`) is kept as a statement, not dropped as a stream
/// alias; a child ViewModel built with an initializer it inherits is injected through a factory.
@Suite("migrate: values read once while the streams are built", .timeLimit(.minutes(5)))
struct BuiltOnceValueTests {
    static let menu = """
        import RxSwift
        import RxCocoa
        enum Tab { case feed, search, signIn }
        protocol Announcer: AnyObject { func announcement() -> String }
        class BaseViewModel {
            let api: String
            init(api: String) { self.api = api }
        }
        final class FeedViewModel: BaseViewModel {}
        final class MenuViewModel: BaseViewModel {
            struct Input { let tap: Observable<Void> }
            struct Output { let tabs: Driver<[Tab]>; let announcement: Driver<String> }
            private let signedIn: Bool
            private let announcer: Announcer
            init(signedIn: Bool, announcer: Announcer, api: String) {
                self.signedIn = signedIn
                self.announcer = announcer
                super.init(api: api)
            }
            func transform(input: Input) -> Output {
                let tabs = Observable.just(signedIn).map { signedIn -> [Tab] in signedIn ? [.feed, .search] : [.signIn] }
                    .asDriver(onErrorJustReturn: [])
                let text = announcer.announcement()
                let announcement = input.tap.take(1).map { _ in text }
                return Output(tabs: tabs, announcement: announcement.asDriver(onErrorJustReturn: ""))
            }
            func child(for tab: Tab) -> BaseViewModel {
                FeedViewModel(api: api)
            }
        }
        """

    @Test func aBareInitValueIsTheStateManagersStream() async throws {
        let result = try await migrate(["App/MenuViewModel.swift": Self.menu], "MenuViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("menuScreenStateManager.signedInSubject.asPublisher().replaceError(with: nil).compactMap { $0 }.first()"), "\(text)")
        #expect(!text.contains("Just(signedIn)"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
    }

    /// A local of `transform` named like the value shadows it: the bare name is the local, not the
    /// delivered value — refused as before (round 13's reason), never translated as the value.
    @Test func aShadowedNameIsNotTheValue() async throws {
        let shadowed = Self.menu.replacingOccurrences(of: "let tabs = Observable.just(signedIn)",
                                                      with: "let signedIn = !self.signedIn\n        let tabs = Observable.just(signedIn)")
        let result = try await migrate(["App/MenuViewModel.swift": shadowed], "MenuViewModel")
        #expect(result.refusals.contains { $0.contains("reads the init value `signedIn` while it builds its streams (`let signedIn = !self.signedIn`)") }, "\(result.refusals)")
        #expect(!result.refusals.contains { $0.contains("(`Observable.just(signedIn)`)") }, "\(result.refusals)")
    }

    @Test func aPlainValueLocalIsKeptAsAStatement() async throws {
        let result = try await migrate(["App/MenuViewModel.swift": Self.menu], "MenuViewModel")
        let text = result.viewModelText
        let kept = try #require(text.range(of: "let text = announcer.announcement()"), "\(text)")
        let used = try #require(text.range(of: ".map { _ in text }"), "\(text)")
        #expect(kept.lowerBound < used.lowerBound)
    }

    /// A local holding a stream a method returns stays an alias, translated where it is used.
    @Test func aStreamLocalStaysAnAlias() async throws {
        let stream = Self.menu
            .replacingOccurrences(of: "func announcement() -> String", with: "func announcement() -> Observable<String>")
            .replacingOccurrences(of: "let announcement = input.tap.take(1).map { _ in text }",
                                  with: "let announcement = input.tap.take(1).flatMapLatest { _ in text }")
        let result = try await migrate(["App/MenuViewModel.swift": stream], "MenuViewModel")
        #expect(!result.viewModelText.contains("let text = announcer.announcement()"), "\(result.viewModelText)")
    }

    /// `FeedViewModel` declares no initializer: it inherits `init(api:)`, whose parameter types the
    /// factory takes.
    @Test func aChildBuiltWithAnInheritedInitializerIsInjected() async throws {
        let result = try await migrate(["App/MenuViewModel.swift": Self.menu], "MenuViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(result.viewModelText.contains("var makeFeedViewModel: (String) -> FeedViewModel = { FeedViewModel(api: $0) }"), "\(result.viewModelText)")
        #expect(result.viewModelText.contains("childFactories.makeFeedViewModel(api)"), "\(result.viewModelText)")
    }
}
