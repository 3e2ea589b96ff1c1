#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
// Keel's clean-room stand-in for the subset of RxSwift 6 that Keel's bridge
// and reference app use. Written from RxSwift's public API and documented
// behaviour; no RxSwift source is copied. Names and signatures mirror
// RxSwift's so the same code compiles against either (see KeelRx).

/// A sequence event: zero or more `next`, then at most one `error` or `completed`.
public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed

    /// `true` for `error` and `completed`.
    @inlinable public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `next` event.
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `error` event.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Maps a `next` element, turning a thrown error into an `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// A description of the event, for debugging.
    public var debugDescription: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}
#endif
