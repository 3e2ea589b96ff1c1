import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

/// The legacy `PantryViewModel`'s outputs use `self` strongly in their `map`/`filter`
/// closures. The migrated ViewModel stores those pipelines itself, so it must capture
/// `[weak self]` there: it works as before while it lives, and is deallocated when the
/// screen releases it (a strong `self` would keep it, and its pipelines, alive forever).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PantryReleaseTests {
    @Test func theMigratedViewModelIsReleasedAfterItsPipelinesRan() async {
        weak var released: PantryScreenViewModelImpl?
        var selected: [Int] = []
        do {
            let viewModel = PantryScreenViewModelImpl(store: PantryStore(lent: [2]))
            viewModel.onJarSelected = { selected.append($0.jar.id) }
            viewModel.refresh()
            viewModel.selection(Jar(id: 1, title: "Dune"))
            viewModel.selection(Jar(id: 2, title: "Emma"))
            await settle()
            // The weak-self closures ran: the heading was built, the lent jar filtered out.
            #expect(viewModel.heading == "Reading list: 1 lent")
            released = viewModel
        }
        #expect(selected == [1])
        #expect(released == nil, "the migrated ViewModel outlives its last reference: a pipeline it stores retains it")
    }
}
