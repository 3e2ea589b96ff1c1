import SwiftParser
import SwiftSyntax

/// RxSwift still present in translated code: the guide's "New ViewModels
/// MUST use Combine exclusively" check, before the audit runs.
enum RxRemnants {
    /// Identifiers that only RxSwift / RxCocoa / RxRelay spell.
    static let names: Set<String> = [
        "DisposeBag", "Disposable", "Disposables", "BehaviorRelay", "PublishRelay", "ReplayRelay", "BehaviorSubject",
        "PublishSubject", "ReplaySubject", "AsyncSubject", "Observable", "Single", "Maybe", "Completable", "Driver", "Signal",
        "Infallible", "MainScheduler", "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler", "RxTimeInterval",
        "disposed", "asDriver", "asSignal", "onNext", "flatMapLatest", "ObservableType", "rx", "SingleEvent",
        "CompletableEvent", "MaybeEvent", "ControlEvent", "ControlProperty",
    ]

    /// Rx names `text` (a statement or declaration) still uses, in order.
    static func find(in text: String) -> [String] {
        let tree = Parser.parse(source: text)
        var found: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, names.contains(name), !found.contains(name) else { continue }
            found.append(name)
        }
        return found
    }
}
