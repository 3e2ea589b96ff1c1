import Foundation
import KeelRx

/// Records the events an observer receives, as strings, thread-safely.
final class Recorder<Element>: ObserverType, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func on(_ event: Event<Element>) {
        let text: String
        switch event {
        case .next(let element): text = "\(element)"
        case .error(let error): text = "error(\(error))"
        case .completed: text = "completed"
        }
        lock.lock()
        recorded.append(text)
        lock.unlock()
    }

    func note(_ text: String) {
        lock.lock()
        recorded.append(text)
        lock.unlock()
    }

    var events: [String] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }
}

struct TestError: Error, CustomStringConvertible, Equatable {
    let id: Int
    var description: String { "E\(id)" }
}

func isDisposedError(_ error: Error) -> Bool {
    if case RxError.disposed? = error as? RxError { return true }
    return false
}

/// Whether these tests run against Keel's stand-in (`StandIn` trait) rather
/// than real RxSwift: tests of the stand-in's stricter contract — overlapping
/// or re-entrant sends, which RxSwift's grammar forbids and its debug builds
/// report as anomalies — run only then.
#if RxSwift
let isStandIn = false
#else
let isStandIn = true
#endif
