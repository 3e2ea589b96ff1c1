import KeelRx
import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

/// The legacy `PreferencesViewModel` replaces its row bag on every rebuild of its rows
/// (`self.rowBag = DisposeBag()`), which ends the bindings of the rows it built before; the
/// migrated ViewModel empties its second set of subscriptions there (`rowCancellables.removeAll()`).
/// A row no longer shown changes nothing, on either side; the row shown does, and the rebuilt rows
/// read the new value (the legacy relay emitted after storing it). Had the migrated rows' bindings
/// stayed in `cancellables`, the old row's flip would switch vibration on there alone.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PreferencesRowBindingTests {
    @Test func aRebuildEndsThePreviousRowsBindings() async {
        let legacy = PreferencesViewModel()
        let refresh = PublishRelay<Void>()
        let output = legacy.transform(input: PreferencesViewModel.Input(refresh: refresh.asObservable()))
        // The legacy side reads the shared chime; the migrated one starts from the same value.
        let migrated = PreferencesScreenViewModelImpl(chime: Chime(enabled: Chime.shared.enabled.value))
        func rows() -> (legacy: [String], migrated: [String]) {
            (output.rows.value.map(\.description), migrated.rows.map(\.description))
        }

        refresh.accept(())
        migrated.refresh()
        await settle()
        let legacyOld = output.rows.value[1]
        let migratedOld = migrated.rows[1]
        #expect(legacyOld.description == "Vibrate off")
        #expect(rows().legacy == rows().migrated)

        // Rebuilt: the rows built before are no longer bound.
        refresh.accept(())
        migrated.refresh()
        await settle()
        legacyOld.flipped.accept(true)
        migratedOld.flipped.accept(true)
        await settle()
        #expect(output.rows.value[1].description == "Vibrate off")
        #expect(rows().legacy == rows().migrated)

        // The row shown is bound: the flip switches vibration on, and the rows rebuilt read it.
        output.rows.value[1].flipped.accept(true)
        migrated.rows[1].flipped.accept(true)
        await settle()
        #expect(output.rows.value[1].description == "Vibrate on")
        #expect(rows().legacy == rows().migrated)
    }
}
