import Foundation
import KeelVerify
import Testing
@testable import KeelMigrate

/// Round 10 (Papr): `Observable.zip` and RxSwiftExt's `mapMany` translated; a stream whose closures
/// write a captured `var` refused with that reason; a library protocol that is not main-actor
/// conformed to `@preconcurrency`. Behaviour is proven by the fixture **Roster**'s generated test.
@Suite("migrate: zip, mapMany, captured locals, library conformances", .timeLimit(.minutes(5)))
struct PairingOperatorTests {
    let service = """
        import RxSwift
        protocol TeamDirectory: AnyObject {
            func headcount() -> Single<Int>
        }
        """

    func roster(_ outputs: String, extra: String = "") -> [String: String] {
        ["TeamDirectory.swift": service, "RosterViewModel.swift": """
        import Foundation
        import RxSwift
        import RxCocoa

        final class RosterViewModel {
            let names = BehaviorRelay<[String]>(value: [])
            let team = BehaviorRelay<String>(value: "")
            private let counts = PublishSubject<Int>()
        \(outputs)
            private let directory: TeamDirectory
            init(directory: TeamDirectory) {
                self.directory = directory
            }
        }
        \(extra)
        """]
    }

    @Test func zipOfTwoSourcesIsCombinesZip() async throws {
        let result = try await migrate(roster("""
            lazy var heading: Observable<String> = {
                Observable.zip(team.asObservable(), counts) { team, count in "\\(team): \\(count)" }
            }()
            lazy var caption: Observable<String> = {
                Observable.zip(Observable.just("Roster"), counts).map { title, count in "\\(title) \\(count)" }
            }()
        """), "RosterViewModel")
        let text = result.viewModelText
        #expect(text.contains("Publishers.Zip($team, countsSubject)\n            .map { team, count in"), "\(text)")
        #expect(text.contains("Publishers.Zip(Just(\"Roster\"), countsSubject)"), "\(text)")
        #expect(!result.todos.contains { $0.file.hasSuffix("ViewModel.swift") }, "\(result.todos)")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
    }

    @Test func mapManyMapsEachArray() async throws {
        let result = try await migrate(roster("""
            lazy var labels: Observable<[String]> = {
                names.asObservable().mapMany { $0.uppercased() }
            }()
        """), "RosterViewModel")
        #expect(result.viewModelText.contains("$names\n            .map { $0.map { $0.uppercased() } }"), "\(result.viewModelText)")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
    }

    /// The app's own `mapMany` is translated only when its body is RxSwiftExt's.
    @Test func anAppsOwnMapManyIsTranslatedOnlyWhenItIsTheLibrarys() async throws {
        let output = """
            lazy var labels: Observable<[String]> = {
                names.asObservable().mapMany { $0.uppercased() }
            }()
        """
        let same = try await migrate(roster(output, extra: """
            extension ObservableType where Element: Collection {
                func mapMany<T>(_ transform: @escaping (Self.Element.Element) -> T) -> Observable<[T]> {
                    return self.map { collection -> [T] in
                        collection.map(transform)
                    }
                }
            }
            """), "RosterViewModel")
        #expect(same.refusals.isEmpty, "\(same.refusals)")
        let different = try await migrate(roster(output, extra: """
            extension ObservableType where Element: Collection {
                func mapMany<T>(_ transform: @escaping (Self.Element.Element) -> T) -> Observable<[T]> {
                    return self.map { collection -> [T] in
                        collection.dropFirst().map(transform)
                    }
                }
            }
            """), "RosterViewModel")
        #expect(different.refusals.contains { $0.contains("`mapMany` is declared by the app") }, "\(different.refusals)")
    }

    /// Papr's paging pipelines: a stored stream whose closures write a `var` local of init.
    @Test func aStreamWritingACapturedVarIsRefusedWithThatReason() async throws {
        let result = try await migrate(["TeamDirectory.swift": service, "PagerViewModel.swift": """
            import RxSwift
            final class PagerViewModel {
                let loadMore = BehaviorSubject<Bool>(value: false)
                private var items: Observable<[String]>!
                private let directory: TeamDirectory
                init(directory: TeamDirectory) {
                    self.directory = directory
                    var page = 1
                    var all: [String] = []
                    items = loadMore.asObservable()
                        .flatMapLatest { more -> Observable<Int> in
                            guard more else { return .empty() }
                            page += 1
                            return directory.headcount().asObservable()
                        }
                        .toArray()
                        .asObservable()
                        .map { counts -> [String] in
                            all.append(contentsOf: counts.map(String.init))
                            return all
                        }
                }
            }
            """], "PagerViewModel")
        #expect(result.refusals.contains { $0.contains("its stream's closures write `page`, `all`, `var` locals the stream captures") }, "\(result.refusals)")
        // Each variable's first write, as written, with its operator and place.
        #expect(result.refusals.contains { $0.contains("`page += 1` in `flatMapLatest`'s closure at PagerViewModel.swift:13") }, "\(result.refusals)")
        #expect(result.refusals.contains { $0.contains("`all.append(contentsOf: counts.map(String.init))` in `map`'s closure at PagerViewModel.swift:19") }, "\(result.refusals)")
    }

    /// Papr's `SearchPhotosViewModel`: the writes sit in a `switch` of init (the refused statement is the
    /// whole `switch`); the reason names the write and its operator, not only the variable.
    @Test func aCapturedVarWrittenInASwitchOfInitIsNamedWhereItIsWritten() async throws {
        let result = try await migrate(["TeamDirectory.swift": service, "ShelfPagerViewModel.swift": """
            import RxSwift
            final class ShelfPagerViewModel {
                enum Source { case team, guests }
                let next = BehaviorSubject<Bool>(value: false)
                let pages: Observable<Int>
                init(source: Source, directory: TeamDirectory) {
                    var cursor = 0
                    var seen: [Bool] = []
                    switch source {
                    case .team:
                        pages = next.asObservable()
                            .filter { $0 }
                            .do(onNext: { _ in cursor += 2 })
                            .flatMap { _ in directory.headcount().asObservable() }
                    case .guests:
                        pages = next.asObservable()
                            .scan(0) { total, more in
                                cursor = total
                                [more].forEach { seen.append($0) }
                                return total + seen.count
                            }
                    }
                }
            }
            """], "ShelfPagerViewModel")
        let reason = result.refusals.first { $0.contains("`cursor`") } ?? ""
        #expect(reason.contains("`cursor += 2` in `do`'s closure at ShelfPagerViewModel.swift:13"), "\(result.refusals)")
        #expect(!reason.contains("`cursor = total`"), "only the first write of each variable: \(reason)")
        // A write in a `forEach` inside the stream's `scan` is named with the stream's operator.
        #expect(result.refusals.contains { $0.contains("`seen.append($0)` in `scan`'s closure at ShelfPagerViewModel.swift:19") }, "\(result.refusals)")
    }

    /// Papr's `PhotoDetailsViewModel`: a subscription kept in a stored `Disposable?` and ended by
    /// `dispose()` is refused with the difference an `AnyCancellable?` would make.
    @Test func aKeptDisposableIsRefusedWithTheDifference() async throws {
        let result = try await migrate(roster("""
            private var countCancelable: Disposable?
            func count() {
                countCancelable = directory.headcount().subscribe()
            }
            func stop() {
                countCancelable?.dispose()
            }
        """), "RosterViewModel")
        #expect(result.refusals.contains { $0.contains("it keeps a subscription in the stored `countCancelable: Disposable?`") }, "\(result.refusals)")
    }

    /// Papr's `count()` / `ignoreAll()`: an operator the app declares itself is named in the refusal.
    @Test func anAppsOwnOperatorIsNamedInTheRefusal() async throws {
        let result = try await migrate(roster("""
            lazy var numbered: Observable<String> = {
                team.asObservable().numbered().map { team, index in "\\(index). \\(team)" }
            }()
        """, extra: """
            extension ObservableType {
                func numbered() -> Observable<(Element, Int)> {
                    var index = 0
                    return map { element in
                        index += 1
                        return (element, index)
                    }
                }
            }
            """), "RosterViewModel")
        #expect(result.refusals.contains { $0.contains("it calls `numbered`, an Rx operator the app declares itself") }, "\(result.refusals)")
    }

    @Test func capturedLocalsAreFoundOnlyInStoredStreams() throws {
        func statement(_ body: String) -> CodeBlockItemSyntaxBox {
            CodeBlockItemSyntaxBox(body)
        }
        let stored = statement("""
            var count = 0
            let counted = ticks.map { _ -> Int in count += 1; return count }
            """)
        #expect(CapturedLocals.written(by: stored.last) == ["count"])
        let subscribed = statement("""
            var count = 0
            ticks.subscribe(onNext: { _ in count += 1 }).disposed(by: bag)
            """)
        #expect(CapturedLocals.written(by: subscribed.last).isEmpty)
        let read = statement("""
            var count = 0
            let shown = ticks.map { _ in count }
            """)
        #expect(CapturedLocals.written(by: read.last).isEmpty)
        let compared = statement("""
            var count = 0
            let same = ticks.filter { $0 == count }
            """)
        #expect(CapturedLocals.written(by: compared.last).isEmpty)
    }

    /// Papr's `LoginViewModel`: a method whose stream is `return .empty()` (the work is its side
    /// effect), and `extension LoginViewModel: ASWebAuthenticationPresentationContextProviding`.
    @Test func anImplicitEmptyIsTheMethodsEmptyPublisherAndALibraryConformanceIsPreconcurrency() async throws {
        let result = try await migrate(roster("""
            private var started = 0
            func start() -> Observable<Void> {
                started += 1
                return .empty()
            }
            func first() -> Observable<Int> {
                return .just(1)
            }
        """, extra: """
            import AuthenticationServices
            extension RosterViewModel: ASWebAuthenticationPresentationContextProviding {
                func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
                    ASPresentationAnchor()
                }
            }
            """), "RosterViewModel")
        let text = result.viewModelText
        #expect(text.contains("return Empty<Void, Error>()\n            .eraseToAnyPublisher()"), "\(text)")
        #expect(text.contains("return Just(1)\n            .setFailureType(to: Error.self)\n            .eraseToAnyPublisher()"), "\(text)")
        #expect(text.contains("@preconcurrency ASWebAuthenticationPresentationContextProviding"), "\(text)")
        #expect(!text.contains(".empty()"), "\(text)")
    }

    @Test func aLibraryProtocolThatIsNotMainActorIsAPreconcurrencyConformance() {
        #expect(Interfaces.protocolIsMainActor("ASWebAuthenticationPresentationContextProviding") == false)
        #expect(Interfaces.protocolIsMainActor("UINavigationControllerDelegate") == true)
        #expect(Interfaces.protocolIsMainActor("NoSuchProtocolAnywhere") == nil)
        #expect(Interfaces.protocolIsMainActor("") == nil)
    }
}

import SwiftParser
import SwiftSyntax

/// The statements of a small body, parsed.
struct CodeBlockItemSyntaxBox {
    let items: CodeBlockItemListSyntax
    init(_ text: String) { items = Parser.parse(source: text).statements }
    var last: CodeBlockItemSyntax { items.last! }
}
