@testable import KeelAudit
import Testing

/// The index's write facts (what `keel fix` proves VM003's `private(set)`
/// and SU002's `@StateObject` safe from).
@Suite(.timeLimit(.minutes(3))) struct WriteIndexTests {
    static let source = """
    protocol Editing { var draft: String { get set }; var title: String { get } }
    final class Screen {
        let vm: CartViewModel
        var count = 0
        func run(_ other: CartViewModel) {
            vm.items = []
            vm.settings.isOn = true
            other.total += 1
            vm.tags.append("a")
            _ = vm.rows.filter { $0.isEmpty }
            swap(&vm.left, &vm.right)
            let b = $vm.query
            let k = \\CartViewModel.selection
            (vm.first, vm.second) = (1, 2)
            vm.cells[0] = 1
            count = 1
            self.page += 1
            self?.weakly = 2
            _ = Screen(viewModel: vm, 3)
        }
    }
    """

    /// The auditor `keel fix` runs: only it gathers write facts.
    static let fixing = Auditor(recordsWrites: true)

    @Test func recordsWritesThroughABaseAndOwnWrites() {
        let index = Self.fixing.index(SourceInput(path: "Screen.swift", text: Self.source))
        // Through `vm`, a property declared CartViewModel: attributed to that type.
        #expect(Set(index.typedWrites) == Set(["items", "settings", "tags", "left", "right", "query", "first", "second", "cells"].map { "CartViewModel." + $0 }))
        // Through a parameter, a second link or a key path: the type is unknown.
        #expect(Set(index.memberWrites) == ["total", "isOn", "selection"])
        #expect(!index.typedWrites.contains("CartViewModel.rows"))   // filter does not mutate
        #expect(Set(index.ownWrites).isSuperset(of: ["Screen.count", "Screen.page", "Screen.weakly", "Screen.vm", "Screen.other"]))
        #expect(index.settableRequirements == ["Editing.draft"])
        #expect(index.constructorLabels == ["Screen.viewModel"])
    }

    /// A parameter or local of an enclosing function or closure with the
    /// property's name: the write goes through it, whose type is not known.
    /// Elsewhere the name is the property.
    @Test func aShadowingLocalMakesTheWriteUntyped() {
        let index = Self.fixing.index(SourceInput(path: "Coordinator.swift", text: """
        final class Coordinator {
            let viewModel: MainViewModel
            init(viewModel: MainViewModel) { viewModel.ready = true; self.viewModel = viewModel }
            func showDetail() {
                let viewModel = DetailViewModel()
                viewModel.title = "Detail"
            }
            func refresh() { self.viewModel.count = 1; viewModel.flag = true; list.forEach { viewModel in viewModel.seen = true } }
        }
        """))
        #expect(Set(index.memberWrites) == ["ready", "title", "seen"])
        #expect(Set(index.typedWrites) == ["MainViewModel.count", "MainViewModel.flag"])
    }

    @Test func theTypeIndexAnswersPerMemberAndFile() {
        let index = TypeIndex([
            Self.fixing.index(SourceInput(path: "Screen.swift", text: Self.source)),
            Self.fixing.index(SourceInput(path: "CartViewModel+Reset.swift", text: "extension CartViewModel { func reset() { items = [] } }")),
        ])
        #expect(index.typedWriters(of: "items") == ["CartViewModel": ["Screen.swift"]])
        #expect(index.writers(of: "total") == ["Screen.swift"])
        #expect(index.writers(of: "rows").isEmpty && index.typedWriters(of: "rows").isEmpty)
        #expect(index.ownWriters(of: "items") == ["CartViewModel": ["CartViewModel+Reset.swift"]])
        #expect(index.settableRequirement("draft", in: ["Editing", "Other"]) == "Editing")
        #expect(index.settableRequirement("title", in: ["Editing"]) == nil)
        #expect(index.isConstructed("Screen", withLabel: "viewModel"))
    }

    /// An audit leaves write facts out (no rule reads them): its index
    /// answers empty, its findings are the same, and its cache key differs.
    @Test func anAuditGathersNoWriteFacts() async {
        let input = SourceInput(path: "Screen.swift", text: Self.source)
        let index = Auditor().index(input)
        #expect(index.memberWrites.isEmpty && index.typedWrites.isEmpty && index.ownWrites.isEmpty)
        #expect(index.settableRequirements.isEmpty && index.constructorLabels.isEmpty)
        #expect(Auditor.prepareKey(for: input) != Auditor.prepareKey(for: input, recordsWrites: true))
        let audited = await Auditor().audit([input]).findings
        let fixing = await Self.fixing.audit([input]).findings
        #expect(audited == fixing)
    }
}
