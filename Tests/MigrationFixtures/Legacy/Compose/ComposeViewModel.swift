import Foundation
import KeelRx

/// A saved note.
public struct Note: Equatable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The note being written: what the two fields hold.
public struct Draft: Equatable, Sendable {
    public let title: String
    public let body: String

    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }
}

/// The legacy notes API (RxSwift; unchanged by the migration).
public protocol NotesAPI: AnyObject {
    func save(title: String, body: String) -> Single<Note>
}

/// Where the composer goes next; the ViewModel holds it for its whole life.
public protocol ComposeNavigating: AnyObject {
    func showNote(_ note: Note)
    func closeComposer()
}

/// A legacy composer in the `Input`/`Output` style: the two fields are
/// combined into a draft, the save tap takes the latest draft (nothing until
/// both fields have a value), saves it (only the latest save counts, busy
/// while it runs, a failed save ends quietly), and a saved note is shown
/// through the navigator, which the cancel tap also closes.
public final class ComposeViewModel {
    public struct Input {
        public let title: Driver<String>
        public let body: Driver<String>
        public let saveTap: Driver<Void>
        public let cancelTap: Driver<Void>

        public init(title: Driver<String>, body: Driver<String>, saveTap: Driver<Void>, cancelTap: Driver<Void>) {
            self.title = title
            self.body = body
            self.saveTap = saveTap
            self.cancelTap = cancelTap
        }
    }

    public struct Output {
        public let canSave: Driver<Bool>
        public let saved: Driver<Note>
        public let isSaving: Driver<Bool>
    }

    private let api: NotesAPI
    private let navigator: ComposeNavigating
    private let disposeBag = DisposeBag()

    public init(api: NotesAPI, navigator: ComposeNavigating) {
        self.api = api
        self.navigator = navigator
    }

    public func transform(input: Input) -> Output {
        let draft = Driver.combineLatest(input.title, input.body) { title, body in
            Draft(title: title, body: body)
        }
        let saving = ActivityIndicator()
        let canSave = Driver.combineLatest(draft, saving.asDriver()) { draft, busy in
            !draft.title.isEmpty && !draft.body.isEmpty && !busy
        }
        let saved = input.saveTap
            .withLatestFrom(draft)
            .flatMapLatest { [api] draft in
                api.save(title: draft.title, body: draft.body)
                    .trackActivity(saving)
                    .asDriverOnErrorJustComplete()
            }
            .do(onNext: navigator.showNote)
        input.cancelTap
            .drive(onNext: { [weak self] in
                self?.navigator.closeComposer()
            })
            .disposed(by: disposeBag)
        return Output(canSave: canSave, saved: saved, isSaving: saving.asDriver())
    }
}
