/// The module a Swift symbol's USR names. A Swift USR is `s:` followed by
/// the symbol's mangled name without its `$s` prefix, and a mangled name
/// starts with its outermost context, the module:
///
/// - `s:3Lib5OuterV` — an identifier (length, then text): `Lib`;
/// - `s:s5print…` — `s` is the standard library: `Swift`;
/// - `s:Si`, `s:SS`, `s:SQ` — `S` and one letter, a standard library type
///   (`Int`, `String`, `Equatable`…): `Swift`; `Sc` and a letter is a
///   concurrency type (`ScM` = `MainActor`): `_Concurrency`; `So` is an
///   imported C/Objective-C declaration: `__C`.
///
/// A clang USR (`c:@S@stat`) names no module; nil then (and for anything
/// this does not recognize).
package enum SwiftUSR {
    package static func module(of usr: String) -> String? {
        let bytes = Array(usr.utf8)
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "s"), bytes[1] == UInt8(ascii: ":") else { return nil }
        var i = 2
        let first = bytes[i]
        if first == UInt8(ascii: "s") { return "Swift" }
        if first == UInt8(ascii: "S") {
            guard i + 1 < bytes.count else { return nil }
            switch bytes[i + 1] {
            case UInt8(ascii: "c"): return "_Concurrency"
            case UInt8(ascii: "o"): return "__C"
            case UInt8(ascii: "C"): return "__C_Synthesized"
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return "Swift"
            default: return nil
            }
        }
        // An identifier: decimal length (no leading zero: `0` starts a
        // word-substituted or punycoded identifier), then that many bytes.
        guard first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9") else { return nil }
        var length = 0
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
            length = length * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            guard length <= bytes.count else { return nil }
            i += 1
        }
        guard length > 0, i + length <= bytes.count else { return nil }
        return String(decoding: bytes[i..<(i + length)], as: UTF8.self)
    }
}
