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
        // The RxSwiftCommunity Action library (an action's work is an Observable).
        "CocoaAction",
    ]
    /// Names that are RxSwift only when specialised (`Action<Photo, Void>`; a plain `Action` may be the app's own).
    static let genericNames: Set<String> = ["Action", "Variable"]

    /// Rx names `text` (a statement or declaration) still uses, in order.
    static func find(in text: String) -> [String] {
        let tree = Parser.parse(source: text)
        var found: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, !found.contains(name) else { continue }
            if names.contains(name) || (genericNames.contains(name) && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftAngle) {
                found.append(name)
            }
        }
        return found
    }
}
