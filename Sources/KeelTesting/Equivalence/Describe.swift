import Foundation

extension Equivalence {
    /// `value` as text, the same for equal values on both sides of an equivalence test: no
    /// addresses, structure down to five levels (deeper reads `…`).
    ///
    /// - An optional wrapper takes no depth and reads as its value or `nil`: a migrated output
    ///   is often the legacy one's value, optional.
    /// - Foundation's values describe themselves (a `URL`'s mirror is its parser's internals, cut
    ///   at the depth limit so two URLs would read the same); a `Date` reads its exact instant,
    ///   `Data` its bytes, an `NSAttributedString` its text (a class's mirror has no children on
    ///   Apple platforms).
    /// - A set's and a dictionary's elements are sorted (their order is their storage's).
    /// - Classes, structs and tuples read `Type(label: value, …)`; a type without stored
    ///   properties reads its name.
    ///
    /// Pure and thread-safe; it never fails (whatever it cannot walk it describes with
    /// `String(describing:)`).
    public static func describe<Value>(_ value: Value) -> String {
        describe(value, depth: 0)
    }

    private static func describe<Value>(_ value: Value, depth: Int) -> String {
        guard depth < 5 else { return "…" }
        if let data = value as? Data { return "Data(\(data.base64EncodedString()))" }
        if let date = value as? Date { return "Date(\(date.timeIntervalSinceReferenceDate))" }
        if let text = value as? NSAttributedString { return "NSAttributedString(\(text.string))" }
        if !(type(of: value as Any) is AnyClass), ["Foundation.", "FoundationEssentials.", "FoundationInternationalization."]
            .contains(where: { String(reflecting: type(of: value as Any)).hasPrefix($0) }) {
            return String(describing: value)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            return mirror.children.first.map { describe($0.value, depth: depth) } ?? "nil"
        case .collection?:
            return "[" + mirror.children.map { describe($0.value, depth: depth + 1) }.joined(separator: ", ") + "]"
        case .set?, .dictionary?:
            return "[" + mirror.children.map { describe($0.value, depth: depth + 1) }.sorted().joined(separator: ", ") + "]"
        case .class?, .struct?, .tuple?:
            if mirror.children.isEmpty { return String(describing: mirror.subjectType) }
            return "\(mirror.subjectType)(" + mirror.children.map { ($0.label.map { $0 + ": " } ?? "") + describe($0.value, depth: depth + 1) }
                .joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }
}
