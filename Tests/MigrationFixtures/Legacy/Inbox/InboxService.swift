import Foundation
import KeelRx

/// A message in the inbox.
public struct Message: Equatable, Sendable {
    public let id: Int
    public let subject: String
    public init(id: Int, subject: String) {
        self.id = id
        self.subject = subject
    }
}

/// The legacy inbox service (RxSwift; unchanged by the migration).
public protocol InboxServicing: AnyObject {
    func fetchMessages() -> Single<[Message]>
}

/// In-memory inbox service: answers with `messages`, fails with `failure`,
/// or holds the request until `finish()` while `holds` is set.
public final class InMemoryInboxService: InboxServicing {
    public var messages: [Message] = []
    public var failure: FixtureError?
    public var holds = false
    public private(set) var fetches = 0
    private var pending: ((SingleEvent<[Message]>) -> Void)?

    public init() {}

    public func fetchMessages() -> Single<[Message]> {
        Single.create { [weak self] observer in
            guard let self else { return Disposables.create() }
            self.fetches += 1
            if self.holds {
                self.pending = observer
            } else if let failure = self.failure {
                observer(.failure(failure))
            } else {
                observer(.success(self.messages))
            }
            return Disposables.create()
        }
    }

    /// Answers a held request.
    public func finish() {
        let pending = pending
        self.pending = nil
        if let failure { pending?(.failure(failure)) } else { pending?(.success(messages)) }
    }
}

/// Errors the fixtures' legacy services report.
public enum FixtureError: LocalizedError, Equatable {
    case offline
    case rejected(String)

    public var errorDescription: String? {
        switch self {
        case .offline: "You are offline"
        case .rejected(let reason): "Rejected: \(reason)"
        }
    }
}
