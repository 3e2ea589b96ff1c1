extension Interfaces {
    /// RxOptional (5.x): `Occupiable` — `isNotEmpty` on `String`, `Array`, `Dictionary` and `Set`,
    /// which apps read in their ViewModels' closures (`$0.isNotEmpty && !$1`). Written for keel from
    /// RxOptional's public documentation; signatures only. Its `OptionalType` and `Observable`
    /// operators (`filterNil()`, `filterEmpty()`, `replaceNilWith(_:)`, …) are not modelled: the
    /// generated code has no RxSwift left to call them on, and apps declare their own `OptionalType`
    /// beside it (SwiftHub), which an interface's would make ambiguous. It adds members to the standard library's
    /// types, which Swift makes visible in every file once one file imports it, so the skeleton
    /// imports it wherever the tree does (`leakingExtensionModules`). Without it, a missing
    /// `isNotEmpty` inside a closure surfaces as another diagnostic (the key-path `map` overload,
    /// an unwrapped optional), not as the unresolved member it is.
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
    """#
}
