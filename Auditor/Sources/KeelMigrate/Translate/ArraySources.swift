import SwiftSyntax

/// RxSwift's array form of `combineLatest` / `zip` — `Observable.combineLatest([a, b, c]) { values in … }` —
/// hands its selector (or, without one, its subscriber) one array of the latest elements, all of one type.
/// Combine's `Publishers.CombineLatest3(a, b, c)` hands a tuple: keel writes the sources as arguments and
/// `.map { values in [values.0, values.1, values.2] }` before the selector, so the selector reads the same
/// array. Only an array literal of 2 to 4 elements; an array built elsewhere (`combineLatest(observables)`)
/// is refused, named — keel cannot count it. `merge` of an array keeps its own refusal.
extension ChainTranslation {
    struct ArraySources {
        /// The literal's elements, or `nil` when the form is refused for `reason`.
        var elements: [ExprSyntax]?
        var reason: String
    }

    /// `nil` when `sources` is not the array form (several arguments, or `merge`).
    static func arraySources(_ sources: [ExprSyntax], name: String) -> ArraySources? {
        guard name != "merge", sources.count == 1, let only = sources.first else { return nil }
        guard let literal = only.as(ArrayExprSyntax.self) else {
            guard only.is(DeclReferenceExprSyntax.self) || only.is(MemberAccessExprSyntax.self) else { return nil }
            return ArraySources(elements: nil, reason: "`Observable.\(name)` of an array built elsewhere (`\(only.trimmedDescription)`; Combine combines 2 to 4 sources written out — keel cannot count them)")
        }
        let elements = literal.elements.map(\.expression)
        guard (2...4).contains(elements.count) else {
            return ArraySources(elements: nil, reason: "`Observable.\(name)` of an array of \(elements.count) sources (Combine combines 2 to 4)")
        }
        return ArraySources(elements: elements, reason: "")
    }

    /// `values in [values.0, values.1]`: Combine's tuple of the latest elements as RxSwift's array.
    static func arrayOfTuple(count: Int) -> String {
        "values in [" + (0..<count).map { "values.\($0)" }.joined(separator: ", ") + "]"
    }
}
