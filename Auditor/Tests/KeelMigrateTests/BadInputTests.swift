import Foundation
import Testing
@testable import KeelMigrate

/// Bad input: a clear error, exit 2, nothing written. Five minutes, as every suite that type-checks: its
/// first type check may wait for the interface cache to be built (on a fresh clone, by whichever test comes first).
@Suite("migrate: bad input", .timeLimit(.minutes(5)))
struct BadInputTests {
    /// A scratch tree: one legacy ViewModel and one manager.
    final class Tree {
        let root: URL
        init(_ files: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("keel-migrate-\(UUID().uuidString)")
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        deinit { try? FileManager.default.removeItem(at: root) }
        func listing() -> [String] {
            (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
        }
    }

    static let viewModel = """
    import RxSwift
    final class CounterViewModel {
        let count = BehaviorRelay<Int>(value: 0)
        private let counter: CounterManaging
        init(counter: CounterManaging) { self.counter = counter }
        func increment() { count.accept(count.value + 1) }
    }
    """
    static let manager = """
    import RxSwift
    protocol CounterManaging: AnyObject { func reset() }
    final class CounterManager: CounterManaging { func reset() {} }
    """

    func run(_ type: String, in tree: Tree, out: String? = nil, typeCheck: Bool = false) async -> MigrateOutcome {
        await MigrateRun.run(MigrateOptions(typeName: type, searchPaths: [tree.root.path], outputDirectory: out.map { tree.root.appendingPathComponent($0).path },
                                            typeCheck: typeCheck))
    }

    @Test func unknownTypeIsAnError() async throws {
        let tree = try Tree(["Counter/CounterViewModel.swift": Self.viewModel])
        let before = tree.listing()
        let outcome = await run("NoSuchViewModel", in: tree)
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("no type named 'NoSuchViewModel'"))
        #expect(tree.listing() == before)
    }

    @Test func aManagerIsNotAViewModel() async throws {
        let tree = try Tree(["Counter/CounterViewModel.swift": Self.viewModel, "Counter/CounterManager.swift": Self.manager])
        let before = tree.listing()
        let outcome = await run("CounterManager", in: tree)
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("'CounterManager' is not a legacy ViewModel"))
        let protocolOutcome = await run("CounterManaging", in: tree)
        #expect(protocolOutcome.exitCode == 2)
        #expect(tree.listing() == before)
    }

    @Test func anUnparsableViewModelIsAnError() async throws {
        let broken = Self.viewModel.replacingOccurrences(of: "func increment() {", with: "func increment( {")
        let tree = try Tree(["Counter/CounterViewModel.swift": broken])
        let before = tree.listing()
        let outcome = await run("CounterViewModel", in: tree)
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("does not parse"))
        #expect(tree.listing() == before)
    }

    @Test func anExistingOutputDirectoryIsAnError() async throws {
        let tree = try Tree(["Counter/CounterViewModel.swift": Self.viewModel, "Counter/CounterManager.swift": Self.manager, "Taken/keep.txt": "mine"])
        let before = tree.listing()
        let outcome = await run("CounterViewModel", in: tree, out: "Taken")
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("already exists"))
        #expect(tree.listing() == before)
    }

    @Test func aMissingSearchPathIsAnError() async {
        let outcome = await MigrateRun.run(MigrateOptions(typeName: "X", searchPaths: ["/nonexistent/keel-migrate"]))
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("no such file or directory"))
    }

    @Test func theDefaultOutputIsANewFolderNextToTheLegacyViewModel() async throws {
        let tree = try Tree(["Counter/CounterViewModel.swift": Self.viewModel, "Counter/CounterManager.swift": Self.manager])
        let outcome = await run("CounterViewModel", in: tree, typeCheck: hasSwiftc)
        #expect(outcome.exitCode == (hasSwiftc ? 0 : 1), "\(outcome.output)\(outcome.diagnostics)")
        let listing = tree.listing()
        #expect(listing.contains("Counter/CounterScreen/CounterScreenViewModel.swift"))
        #expect(listing.contains("Counter/CounterScreen/Tests/CounterScreenEquivalenceTests.swift"))
        #expect(try String(contentsOf: tree.root.appendingPathComponent("Counter/CounterViewModel.swift"), encoding: .utf8) == Self.viewModel)
        // A second run refuses to overwrite it.
        let again = await run("CounterViewModel", in: tree)
        #expect(again.exitCode == 2)
    }

    @Test func dryRunWritesNothing() async throws {
        let tree = try Tree(["Counter/CounterViewModel.swift": Self.viewModel, "Counter/CounterManager.swift": Self.manager])
        let before = tree.listing()
        let outcome = await MigrateRun.run(MigrateOptions(typeName: "CounterViewModel", searchPaths: [tree.root.path], dryRun: true, typeCheck: hasSwiftc))
        #expect(outcome.exitCode == (hasSwiftc ? 0 : 1), "\(outcome.output)")
        #expect(!hasSwiftc || outcome.output.contains("Type check: type-checks"))
        #expect(outcome.output.contains("// ===== CounterScreenViewModel.swift"))
        #expect(outcome.output.contains("Files (dry run, nothing written):"))
        #expect(tree.listing() == before)
    }

    @Test func aControllerNameMigratesItsViewModel() async throws {
        let controller = """
        import UIKit
        final class CounterViewController: UIViewController {
            var viewModel: CounterViewModel!
            var startValue: Int = 0
        }
        """
        let tree = try Tree(["Counter/CounterViewModel.swift": Self.viewModel, "Counter/CounterManager.swift": Self.manager,
                             "Counter/CounterViewController.swift": controller])
        let outcome = await MigrateRun.run(MigrateOptions(typeName: "CounterViewController", searchPaths: [tree.root.path], dryRun: true, typeCheck: false))
        #expect(outcome.exitCode == 1)
        #expect(outcome.output.contains("Type check: not run"))
        #expect(outcome.result?.legacyViewModel == "CounterViewModel")
        #expect(outcome.result?.controller?.hasPrefix("CounterViewController") == true)
        #expect(outcome.output.contains("[x] Identify UIKit Controller — CounterViewController"))
    }
}
