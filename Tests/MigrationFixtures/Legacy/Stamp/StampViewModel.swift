import Foundation
import KeelRx

/// What happened to a parcel.
public enum StampKind: Equatable, Sendable {
    case sent
    case received(from: String)
    case lost
}

public struct Stamp: Equatable, Sendable {
    public let kind: StampKind
    public let note: String

    public init(kind: StampKind, note: String) {
        self.kind = kind
        self.note = note
    }
}

/// A legacy cell ViewModel written the way list cells of RxSwift apps often are: locals declared
/// first, set in a `switch` over the model, then sent into the cell's relays — all in init.
public final class StampViewModel {
    public let title = BehaviorRelay<String>(value: "")
    public let detail = BehaviorRelay<String>(value: "")
    public let isWarning = BehaviorRelay<Bool>(value: false)
    public let footer = BehaviorRelay<String>(value: "")

    public init(stamp: Stamp) {
        var action = ""
        var warning = false
        var body = ""
        footer.accept("Parcel")
        switch stamp.kind {
        case .sent:
            action = "sent"
        case .received(let from):
            action = "received from " + from
            body = stamp.note
        case .lost:
            action = "lost"
            warning = true
        }
        title.accept(action.capitalized)
        detail.accept(body)
        isWarning.accept(warning)
    }
}
