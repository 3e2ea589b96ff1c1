extension Interfaces {
    /// RxOptional (4.x/5.x): `Occupiable` — `isNotEmpty` on `String`, `Array`, `Dictionary` and `Set`,
    /// which legacy ViewModels call on their state (eidolon's `stringValue.value.isNotEmpty`) — and
    /// `OptionalType`. Written for keel from RxOptional's public API; signatures only. Its operators on
    /// streams (`filterNil()`, `filterEmpty()`, `replaceNilWith(_:)`, `errorOnNil(_:)`…) are not modelled:
    /// apps declare their own of those names (SwiftHub's `filterNil()`), and RxOptional's would make them
    /// ambiguous. It only adds members, so it is imported wherever the tree imports it
    /// (`leakingExtensionModules`).
    static let rxOptional = #"""
    import Foundation

    public protocol Occupiable {
        var isEmpty: Bool { get }
        var isNotEmpty: Bool { get }
    }

    extension Occupiable {
        public var isNotEmpty: Bool { !isEmpty }
    }

    extension String: Occupiable {}
    extension Array: Occupiable {}
    extension Dictionary: Occupiable {}
    extension Set: Occupiable {}

    public protocol OptionalType {
        associatedtype Wrapped
        var value: Wrapped? { get }
    }

    extension Optional: OptionalType {
        public var value: Wrapped? { self }
    }
    """#
}
