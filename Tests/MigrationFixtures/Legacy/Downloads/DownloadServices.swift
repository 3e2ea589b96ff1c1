import Foundation
import KeelRx

/// The legacy download service (RxSwift, unchanged by the migration).
public protocol DownloadServicing: AnyObject {
    var queueLength: Observable<Int> { get }
    func start(id: Int) -> Single<Bool>
}

/// The app's download settings, which legacy code reaches as a global singleton.
public final class DownloadSettings: Sendable {
    public static let shared = DownloadSettings(maxParallel: 2)
    public let maxParallel: Int
    public init(maxParallel: Int) { self.maxParallel = maxParallel }
    public func allowsStart(queued: Int) -> Bool { queued < maxParallel }
}

/// The app's analytics, another global singleton.
public final class DownloadAnalytics: @unchecked Sendable {
    public static let shared = DownloadAnalytics()
    private let lock = NSLock()
    private var events: [String] = []
    public init() {}
    public func track(_ event: String) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }
    public var tracked: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }
}
