import Foundation

/// A role name pattern from `RolePatterns`: a regular expression matched
/// (unanchored) against a simple type name. Plain patterns such as
/// `ViewModel$` or `^Base` take a fast path without the regex engine.
struct NamePattern: Sendable {
    private enum Matcher: Sendable {
        case equals(String), prefix(String), suffix(String), contains(String)
        /// NSRegularExpression is immutable and thread-safe (Swift `Regex` is not `Sendable`).
        case regex(NSRegularExpression)
        case never
    }
    private let matcher: Matcher

    init(_ pattern: String) {
        var body = Substring(pattern)
        let anchoredStart = body.hasPrefix("^")
        if anchoredStart { body = body.dropFirst() }
        let anchoredEnd = body.hasSuffix("$")
        if anchoredEnd { body = body.dropLast() }
        if !body.isEmpty, body.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            let literal = String(body)
            switch (anchoredStart, anchoredEnd) {
            case (true, true): matcher = .equals(literal)
            case (true, false): matcher = .prefix(literal)
            case (false, true): matcher = .suffix(literal)
            case (false, false): matcher = .contains(literal)
            }
        } else if let regex = try? NSRegularExpression(pattern: pattern) {
            matcher = .regex(regex)
        } else {
            matcher = .never
        }
    }

    /// Whether the pattern compiles (the configuration loader can report bad ones).
    static func isValid(_ pattern: String) -> Bool { (try? NSRegularExpression(pattern: pattern)) != nil }

    func matches(_ name: String) -> Bool {
        switch matcher {
        case .equals(let s): name == s
        case .prefix(let s): name.hasPrefix(s)
        case .suffix(let s): name.hasSuffix(s)
        case .contains(let s): name.contains(s)
        case .regex(let r): r.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        case .never: false
        }
    }
}

extension Array where Element == NamePattern {
    func matches(_ name: String) -> Bool { contains { $0.matches(name) } }
}
