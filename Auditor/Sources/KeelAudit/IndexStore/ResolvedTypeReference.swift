/// One written type reference and what it resolves to: `Outer.Inner` gives
/// two (`Outer` at its column, `Inner` at its column).
package struct ResolvedTypeReference: Sendable, Hashable, Codable {
    /// Where the referencing name token starts.
    package var point: SourcePoint
    /// The name as written (backticks dropped): `Alias` for `Outer.Alias`.
    /// From the compiler's index, the symbol's name: the same, but for `Self`,
    /// which the compiler records as a reference to the enclosing type.
    package var name: String
    package var target: ReferenceTarget

    package init(point: SourcePoint, name: String, target: ReferenceTarget) {
        self.point = point
        self.name = name
        self.target = target
    }
}
