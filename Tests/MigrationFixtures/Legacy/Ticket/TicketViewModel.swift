import Foundation
import KeelRx

/// A support ticket. Every ticket gets a fresh identifier when it is made — as real models
/// do (`UUID().uuidString` in an initializer), so the legacy and the migrated ViewModel each
/// send a ticket whose `id` no other run repeats.
public struct Ticket: Equatable, CustomStringConvertible {
    public let id: String
    public let title: String

    public init(title: String) {
        self.id = UUID().uuidString
        self.title = title
    }

    public var description: String { "Ticket(\(id), \(title))" }
}

public protocol TicketServicing: AnyObject {
    func submit(_ ticket: Ticket) -> Observable<Void>
}

/// A legacy form that files a ticket: its status follows the request.
public final class TicketViewModel {
    public let status = BehaviorRelay<String>(value: "idle")
    private let service: TicketServicing
    private let disposeBag = DisposeBag()

    public init(service: TicketServicing) {
        self.service = service
    }

    public func submit(title: String) {
        status.accept("sending")
        service.submit(Ticket(title: title))
            .subscribe(onNext: { [weak self] in
                self?.status.accept("sent")
            }, onError: { [weak self] _ in
                self?.status.accept("failed")
            })
            .disposed(by: disposeBag)
    }
}
