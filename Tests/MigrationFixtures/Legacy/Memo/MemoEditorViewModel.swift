import Foundation
import KeelRx

/// A memo as the store keeps it.
public struct Memo: Equatable, Sendable {
    public let id: Int
    public let text: String

    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// The legacy memo store (RxSwift; unchanged by the migration).
public protocol MemoStore: AnyObject {
    func save(_ memo: Memo) -> Single<Void>
}

/// A legacy memo editor in the `Input`/`Output` style, written for these fixtures: it receives
/// the memo through init (a router parameter) and builds its streams from it at once — the
/// edited memo starts with the one received (`startWith(self.memo)`) and combines it with the
/// text field (`Driver.just(self.memo)`); its output has the received value's name (`memo`).
/// The save tap saves the latest edited memo; a failed save ends quietly.
public final class MemoEditorViewModel {
    public struct Input {
        public let text: Driver<String>
        public let saveTap: Driver<Void>

        public init(text: Driver<String>, saveTap: Driver<Void>) {
            self.text = text
            self.saveTap = saveTap
        }
    }

    public struct Output {
        public let memo: Driver<Memo>
        public let saved: Driver<Void>
    }

    private let memo: Memo
    private let store: MemoStore

    public init(memo: Memo, store: MemoStore) {
        self.memo = memo
        self.store = store
    }

    public func transform(input: Input) -> Output {
        let memo = Driver.combineLatest(Driver.just(self.memo), input.text) { memo, text in
            Memo(id: memo.id, text: text)
        }.startWith(self.memo)
        let saved = input.saveTap
            .withLatestFrom(memo)
            .flatMapLatest { [store] memo in
                store.save(memo).asDriverOnErrorJustComplete()
            }
        return Output(memo: memo, saved: saved)
    }
}
