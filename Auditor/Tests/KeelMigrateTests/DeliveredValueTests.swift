import Foundation
import Testing
@testable import KeelMigrate

/// A value the State Manager pattern delivers after init, made a stream while `transform(input:)`
/// builds its streams (`Driver.just(self.note)`, `startWith(self.note)`) and named like an output:
/// the stored value is renamed, the streams start from the state manager's subject.
@Suite("migrate: a delivered value as a stream", .timeLimit(.minutes(5)))
struct DeliveredValueTests {
    let editor = ["App/NoteEditorViewModel.swift": """
        import RxSwift
        import RxCocoa
        struct Note { let id: Int; let text: String }
        protocol NoteStore { func save(_ note: Note) -> Observable<Void> }
        final class NoteEditorViewModel {
            struct Input { let text: Driver<String>; let save: Driver<Void> }
            struct Output { let note: Driver<Note>; let saved: Driver<Void> }
            private let note: Note
            private let store: NoteStore
            init(note: Note, store: NoteStore) {
                self.note = note
                self.store = store
            }
            func transform(input: Input) -> Output {
                let note = Driver.combineLatest(Driver.just(self.note), input.text) { note, text in Note(id: note.id, text: text) }
                    .startWith(self.note)
                let saved = input.save.withLatestFrom(note)
                    .flatMapLatest { note in self.store.save(note).asDriver(onErrorJustReturn: ()) }
                return Output(note: note, saved: saved)
            }
        }
        """]

    @Test func justAndStartWithOfTheValueAreTheStateManagersStream() async throws {
        let result = try await migrate(editor, "NoteEditorViewModel")
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        let text = result.viewModelText
        let stream = "noteEditorScreenStateManager.noteSubject.asPublisher().replaceError(with: nil).compactMap { $0 }.first().receive(on: ImmediateMainScheduler())"
        // `Driver.just(self.note)`: the subject's first value; `startWith(self.note)`: prepended (a concatenation).
        #expect(text.contains("Publishers.CombineLatest(" + stream), "\(text)")
        #expect(text.contains(".prepend(" + stream + ")"), "\(text)")
        #expect(!text.contains("Just(self.note"), "\(text)")
        // The stored value no longer clashes with the published output `note`; the subject keeps the parameter's name.
        #expect(text.contains("private var noteValue: Note!"), "\(text)")
        #expect(text.contains("self.noteValue = note"), "\(text)")
        #expect(RxRemnants.find(in: text).isEmpty, "\(text)")
    }

    /// Read inside a closure, or of an optional value (`nil` was a value, the subject's `nil` means "not
    /// set"), the value is not made the subject's stream.
    @Test func anOptionalValueStaysRefused() async throws {
        let optional = editor.mapValues {
            $0.replacingOccurrences(of: "private let note: Note\n", with: "private let note: Note?\n")
                .replacingOccurrences(of: "init(note: Note,", with: "init(note: Note?,")
                .replacingOccurrences(of: "note, text in Note(id: note.id", with: "note, text in Note(id: note?.id ?? 0")
                .replacingOccurrences(of: ".startWith(self.note)", with: ".startWith(self.note ?? Note(id: 0, text: \"\"))")
        }
        let result = try await migrate(optional, "NoteEditorViewModel")
        #expect(result.refusals.contains { $0.contains("reads the init value `noteValue` while it builds its streams") }, "\(result.refusals)")
    }
}
