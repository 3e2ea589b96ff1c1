/// A type reference as the compiler's index records it: the written name
/// at its point, the declaration the compiler resolved it to, and what the
/// index says about the symbol.
package struct CompilerTypeReference: Sendable, Hashable, Codable {
    /// Point, name and target (never `.unresolved`).
    package var reference: ResolvedTypeReference
    package var kind: TypeSymbolKind
    /// The symbol's USR (`s:3Lib5OuterV5InnerV`): unique per declaration.
    package var usr: String

    package init(reference: ResolvedTypeReference, kind: TypeSymbolKind, usr: String) {
        self.reference = reference
        self.kind = kind
        self.usr = usr
    }

    package var point: SourcePoint { reference.point }
    package var target: ReferenceTarget { reference.target }
}
