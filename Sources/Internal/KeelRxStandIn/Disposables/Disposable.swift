#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

/// A resource that can be released; `dispose()` is idempotent.
public protocol Disposable {
    func dispose()
}

/// A disposable that can report whether it was disposed.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

/// Factory of the common disposables.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable() }

    /// Runs `dispose` exactly once, on the first `dispose()`.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        ActionDisposable(dispose)
    }

    /// Disposes both on `dispose()`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2)
    }

    /// Disposes all of them on `dispose()`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// Disposes all of them on `dispose()`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

private struct NopDisposable: Disposable {
    func dispose() {}
}

/// Runs an action once.
final class ActionDisposable: Cancelable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return action == nil
    }

    func dispose() {
        lock.lock()
        let action = self.action
        self.action = nil
        lock.unlock()
        action?()
    }
}

/// A disposable that can be disposed exactly once and reports it.
public final class BooleanDisposable: Cancelable {
    private let lock = NSLock()
    private var disposed: Bool

    /// A disposable, already disposed if `isDisposed`.
    public init(isDisposed: Bool = false) {
        disposed = isDisposed
    }

    /// `true` once `dispose()` was called. Thread-safe.
    public var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    /// Marks this disposed; idempotent.
    public func dispose() {
        lock.lock(); defer { lock.unlock() }
        disposed = true
    }
}
#endif
