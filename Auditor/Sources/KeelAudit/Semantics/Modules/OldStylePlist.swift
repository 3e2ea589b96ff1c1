/// A parser for the old-style (OpenStep) property lists Xcode writes its
/// `project.pbxproj` in: `{ key = value; }`, `( a, b, )`, quoted and bare
/// strings, `/* comments */` and `// comments`. Values are strings,
/// arrays and dictionaries; anything malformed makes the whole parse fail
/// (nil), never a crash.
enum OldStylePlist {
    /// Not `indirect`: arrays and dictionaries are references already, and an
    /// indirect case boxes every string on the heap (a pbxproj holds ~10^5).
    enum Value: Sendable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let s) = self { s } else { nil } }
        var array: [Value]? { if case .array(let a) = self { a } else { nil } }
        var dictionary: [String: Value]? { if case .dictionary(let d) = self { d } else { nil } }
    }

    static func parse(_ text: String) -> Value? {
        parse(text, selecting: .all)
    }

    /// The values `selection` asks for; every other value is checked as the
    /// full parse checks it (the same input fails) but never built. What is
    /// kept is what `parse(_:)` gives at the same place.
    static func parse(_ text: String, selecting selection: Selection) -> Value? {
        var text = text
        return text.withUTF8 { bytes in
            var parser = Parser(bytes: bytes)
            return parser.value(depth: 0, selection: selection)
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func skipTrivia() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int, selection: Selection) -> Value? {
            guard depth < 64 else { return nil }
            skipTrivia()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                // Room for a pbxproj object's few keys at once (growing from
                // empty reallocates and rehashes at every other key).
                var dictionary = [String: Value](minimumCapacity: 6)
                while true {
                    skipTrivia()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(dictionary) }
                    guard depth + 1 < 64, let key = stringToken() else { return nil }
                    let child = selection.child(key, in: bytes)
                    skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                    index += 1
                    if let child {
                        guard let item = value(depth: depth + 1, selection: child) else { return nil }
                        dictionary[key.string(in: bytes)] = item
                    } else {
                        guard skipValue(depth: depth + 1) else { return nil }
                    }
                    skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
                    index += 1
                }
            case UInt8(ascii: "("):
                index += 1
                var array: [Value] = []
                while true {
                    skipTrivia()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(array) }
                    guard let item = value(depth: depth + 1, selection: selection) else { return nil }
                    array.append(item)
                    skipTrivia()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            default:
                return stringToken().map { .string($0.string(in: bytes)) }
            }
        }

        /// A value read as `value(depth:selection:)` reads it, building nothing:
        /// false where it would give nil.
        mutating func skipValue(depth: Int) -> Bool {
            guard depth < 64 else { return false }
            skipTrivia()
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                while true {
                    skipTrivia()
                    guard index < bytes.count else { return false }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return true }
                    guard depth + 1 < 64, stringToken() != nil else { return false }
                    skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return false }
                    index += 1
                    guard skipValue(depth: depth + 1) else { return false }
                    skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return false }
                    index += 1
                }
            case UInt8(ascii: "("):
                index += 1
                while true {
                    skipTrivia()
                    guard index < bytes.count else { return false }
                    if bytes[index] == UInt8(ascii: ")") { index += 1; return true }
                    guard skipValue(depth: depth + 1) else { return false }
                    skipTrivia()
                    guard index < bytes.count else { return false }
                    if bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            default:
                return stringToken() != nil
            }
        }

        /// A quoted or bare string at `index` (trivia skipped), not yet decoded;
        /// nil where there is none (a `{` or `(` included: a key must be a string).
        mutating func stringToken() -> Token? {
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                // Most quoted strings hold no escape: their bytes are the string.
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    return .range(start..<index - 1)
                }
                var text = Array(bytes[start..<index])
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): text.append(0x0A)
                        case UInt8(ascii: "t"): text.append(0x09)
                        default: text.append(bytes[index])
                        }
                    } else {
                        text.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return .decoded(text)
            }
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return .range(start..<index)
        }

        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
                 UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                return true
            default:
                return byte >= 0x80
            }
        }
    }
}
