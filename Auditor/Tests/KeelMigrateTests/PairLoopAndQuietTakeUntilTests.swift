import Foundation
import Testing
import SwiftParser
import SwiftSyntax
@testable import KeelMigrate

/// A loop over a literal array of (source, target) pairs, unrolled before the translation, and
/// `takeUntil` of a stream that can fail where nobody downstream sees how the stream ends.
/// A `lazy` property built from an init value and read by the init is refused with the State
/// Manager pattern. Written from scratch.
@Suite("migrate: pair loops, takeUntil of a failing stream, lazy reads", .timeLimit(.minutes(5)))
struct PairLoopAndQuietTakeUntilTests {
    static func meter(loop: String, extra: String = "", initValues: String = "") -> [String: String] {
        ["App/MeterFeed.swift": """
            import RxSwift
            protocol MeterFeed: AnyObject {
                var level: Observable<Int> { get }
                var peak: Observable<Int> { get }
            }
            """, "App/MeterViewModel.swift": """
            import RxSwift
            final class MeterViewModel {
                let level = Variable(0)
                let peak = Variable(0)
                let feed: MeterFeed
                private let disposeBag = DisposeBag()
            \(extra)
                init(feed: MeterFeed, stop: Observable<Void>\(initValues)) {
                    self.feed = feed
            \(loop)
                }
            }
            """]
    }

    static let pairLoop = """
                [
                    (feed.level, level),
                    (feed.peak.asObservable(), peak)
                ].forEach { pair in
                    pair.0
                        .takeUntil(stop)
                        .bind(to: pair.1)
                        .disposed(by: disposeBag)
                }
        """

    @Test func aPairLoopIsUnrolledAndAFailingStopEndsTheBinding() async throws {
        let result = try await migrate(Self.meter(loop: Self.pairLoop), "MeterViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        #expect(text.contains("// was a loop over 2 pairs, unrolled:"), "\(text)")
        let stop = ".prefix(untilOutputFrom: stop.toPublisher().map { _ in () }.catch { _ in Just(()) })"
        #expect(text.components(separatedBy: stop).count == 3, "\(text)")
        #expect(text.contains("receiveValue: { [weak self] value in self?.level = value })"), "\(text)")
        #expect(text.contains("receiveValue: { [weak self] value in self?.peak = value })"), "\(text)")
        // The order of the pairs is kept.
        let first = try #require(text.range(of: "feed.level"))
        let second = try #require(text.range(of: "feed.peak"))
        #expect(first.lowerBound < second.lowerBound)
        #expect(!text.contains("forEach"), "\(text)")
    }

    @Test func aFailingStopIsRefusedWhereItsErrorIsObserved() async throws {
        let loop = """
                feed.level
                    .takeUntil(stop)
                    .subscribe(onNext: { [weak self] in self?.level.value = $0 }, onError: { [weak self] _ in self?.peak.value = -1 })
                    .disposed(by: disposeBag)
        """
        let result = try await migrate(Self.meter(loop: loop), "MeterViewModel")
        #expect(result.refusals.contains { $0.contains("`takeUntil` of a stream that can fail (`stop`)") }, "\(result.refusals)")
    }

    @Test func aFailingStopBeforeAnOperatorThatSeesTheEndIsRefused() async throws {
        let loop = """
                feed.level
                    .takeUntil(stop)
                    .catchErrorJustReturn(0)
                    .bind(to: level)
                    .disposed(by: disposeBag)
        """
        let result = try await migrate(Self.meter(loop: loop), "MeterViewModel")
        #expect(result.refusals.contains { $0.contains("`takeUntil` of a stream that can fail (`stop`)") }, "\(result.refusals)")
    }

    @Test func loopsThatAreNotPairWiringStayLoops() throws {
        // The parameter read whole, a `return` (the loop's `continue`), a labelled tuple: not unrolled.
        for body in [
            "[(a, b), (c, d)].forEach { pair in use(pair) }",
            "[(a, b), (c, d)].forEach { pair in if pair.0 { return }; use(pair.1) }",
            "[(x: a, y: b)].forEach { pair in use(pair.0) }",
            "[(a.make(), b)].forEach { pair in use(pair.0) }",
        ] {
            let file = Parser.parse(source: "final class V {\n    init() {\n        \(body)\n    }\n}\n")
            let viewModel = try #require(file.statements.first?.item.as(ClassDeclSyntax.self))
            #expect(UnrolledPairLoops.rewritten(file, viewModel: viewModel) == nil, "\(body)")
        }
        let file = Parser.parse(source: "final class V {\n    init() {\n        for pair in [(a, b), (c.d, e)] {\n            pair.0.bind(to: pair.1)\n        }\n    }\n}\n")
        let viewModel = try #require(file.statements.first?.item.as(ClassDeclSyntax.self))
        let text = try #require(UnrolledPairLoops.rewritten(file, viewModel: viewModel))
        #expect(text.contains("        a.bind(to: b)\n        c.d.bind(to: e)\n"), "\(text)")
        // A `lazy` member a later pair reads is created where the array created it: before the first copy.
        let lazy = Parser.parse(source: "final class V {\n    lazy var c = C()\n    init() {\n        [(a, b), (self.c.d, e)].forEach { pair in pair.0.bind(to: pair.1) }\n    }\n}\n")
        let lazyViewModel = try #require(lazy.statements.first?.item.as(ClassDeclSyntax.self))
        let lazyText = try #require(UnrolledPairLoops.rewritten(lazy, viewModel: lazyViewModel))
        #expect(lazyText.contains("unrolled:\n        _ = self.c\n        a.bind(to: b)\n        self.c.d.bind(to: e)\n"), "\(lazyText)")
    }

    @Test func aLazyBuiltFromAnInitValueAndReadByTheInitIsRefused() async throws {
        // `scale` is a plain init value (State Manager pattern): the lazy built from it cannot be read in init.
        let loop = """
                self.scale = scale
                gauge.level.bind(to: level).disposed(by: disposeBag)
        """
        let extra = """
                private let scale: Int
                lazy var gauge: MeterFeed = { Gauge(scale: self.scale) }()
            """
        var files = Self.meter(loop: loop, extra: extra, initValues: ", scale: Int")
        files["App/Gauge.swift"] = """
            import RxSwift
            final class Gauge: MeterFeed {
                let level: Observable<Int>
                let peak: Observable<Int>
                init(scale: Int) { level = .just(scale); peak = .just(scale) }
            }
            """
        let result = try await migrate(files, "MeterViewModel")
        #expect(result.refusals.contains { $0.contains("the init reads the `lazy` `gauge` at once") && $0.contains("the init value `scale`") }, "\(result.refusals)")
    }
}
