extension CallFact {
    /// The other object whose changes a `sink` subscribes to: the root of `child.objectWillChange.sink`,
    /// or of `child.$state.sink` (a `@Published` projection of another object). Nil for the object's own
    /// publishers and for other streams (a notification, a timer): those are no nested object's changes.
    /// A closure's anonymous parameter (`$0.objectWillChange.sink`, each element of a collection) is an
    /// object, not a projection.
    var subscribedObject: String? {
        let names = receiverNames
        guard let position = names.firstIndex(where: { $0 == "objectWillChange" || Self.isProjection($0) }), position > 0 else { return nil }
        return names[0]
    }

    /// `$state` (a `@Published` projection), not `$0` (a closure's anonymous parameter).
    private static func isProjection(_ name: String) -> Bool {
        name.hasPrefix("$") && name.dropFirst().first?.isNumber == false
    }
}
