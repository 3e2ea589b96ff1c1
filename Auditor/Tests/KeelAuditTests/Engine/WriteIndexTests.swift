@testable import KeelAudit
import Testing

/// The index's write facts (what `keel fix` proves VM003's `private(set)`
/// and SU002's `@StateObject` safe from).
@Suite(.timeLimit(.minutes(1))) struct WriteIndexTests {
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

    @Test func recordsWritesThroughABaseAndOwnWrites() {
        let index = Auditor().index(SourceInput(path: "Screen.swift", text: Self.source))
        #expect(Set(index.memberWrites) == ["items", "settings", "isOn", "total", "tags", "left", "right", "query", "selection", "first", "second", "cells"])
        #expect(!index.memberWrites.contains("rows"))   // filter does not mutate
        #expect(Set(index.ownWrites).isSuperset(of: ["Screen.count", "Screen.page", "Screen.weakly", "Screen.vm", "Screen.other"]))
        #expect(index.settableRequirements == ["Editing.draft"])
        #expect(index.constructorLabels == ["Screen.viewModel"])
    }

    @Test func theTypeIndexAnswersPerMemberAndFile() {
        let index = TypeIndex([
            Auditor().index(SourceInput(path: "Screen.swift", text: Self.source)),
            Auditor().index(SourceInput(path: "CartViewModel+Reset.swift", text: "extension CartViewModel { func reset() { items = [] } }")),
        ])
        #expect(index.writers(of: "items") == ["Screen.swift"])
        #expect(index.writers(of: "rows").isEmpty)
        #expect(index.ownWriters(of: "items") == ["CartViewModel": ["CartViewModel+Reset.swift"]])
        #expect(index.settableRequirement("draft", in: ["Editing", "Other"]) == "Editing")
        #expect(index.settableRequirement("title", in: ["Editing"]) == nil)
        #expect(index.isConstructed("Screen", withLabel: "viewModel"))
    }
}
