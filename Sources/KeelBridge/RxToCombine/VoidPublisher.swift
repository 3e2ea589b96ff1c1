import KeelCombine
import KeelRx

/// Bridges a synchronous legacy call (`preferencesManager.saveSettings()`) to
/// Combine: runs `action` when the subscriber first requests demand — once
/// per subscriber, not when this function is called — then emits `()` and
/// finishes. If `action` throws, fails with that error.
///
/// - Threading: `action` runs on the thread that requests demand (usually
///   the one calling `sink`).
/// - Cancellation: a subscriber cancelled before requesting demand never
///   runs `action`; once running, `action` runs to its end.
@inlinable public func asVoidPublisher(_ action: @escaping () throws -> Void) -> AnyPublisher<Void, Swift.Error> {
    RxBridgePublisher<Void, Swift.Error>(failing: { observer in
        do {
            try action()
            observer.onNext(())
            observer.onCompleted()
        } catch {
            observer.onError(error)
        }
        return Disposables.create()
    }).eraseToAnyPublisher()
}

/// Like `asVoidPublisher(_:)` for an action that cannot fail: the publisher
/// cannot fail either (`Failure == Never`), so it composes with `assign(to:)`.
/// Runs `action` once per subscriber, on first demand, on the requesting
/// thread; then `()` and `.finished`.
@inlinable public func asInfallibleVoidPublisher(_ action: @escaping () -> Void) -> AnyPublisher<Void, Never> {
    RxBridgePublisher<Void, Never>(nonFailing: { observer in
        action()
        observer.onNext(())
        observer.onCompleted()
        return Disposables.create()
    }).eraseToAnyPublisher()
}
