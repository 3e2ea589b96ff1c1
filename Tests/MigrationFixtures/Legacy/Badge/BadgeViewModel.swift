import Foundation
import KeelRx

public struct Badge: Equatable {
    public let name: String
    public let count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

/// A legacy cell ViewModel that does all it does in init: no input, no service — what a
/// table's cell shows, computed once from its model.
public final class BadgeViewModel {
    public let title = BehaviorRelay<String>(value: "")
    public let count = BehaviorRelay<String>(value: "")

    public init(badge: Badge) {
        title.accept(badge.name.uppercased())
        count.accept(badge.count > 99 ? "99+" : "\(badge.count)")
    }
}
