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
        var parser = Parser(bytes: Array(text.utf8))
        return parser.value(depth: 0)
    }

    private struct Parser {
        let bytes: [UInt8]
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

        mutating func value(depth: Int) -> Value? {
            guard depth < 64 else { return nil }
            skipTrivia()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var dictionary: [String: Value] = [:]
                while true {
                    skipTrivia()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(dictionary) }
                    guard case .string(let key)? = value(depth: depth + 1) else { return nil }
                    skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                    index += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    dictionary[key] = item
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
                    guard let item = value(depth: depth + 1) else { return nil }
                    array.append(item)
                    skipTrivia()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            case UInt8(ascii: "\""):
                index += 1
                // Most quoted strings hold no escape: decoded straight from the bytes.
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    return .string(String(decoding: bytes[start..<index - 1], as: UTF8.self))
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
                return .string(String(decoding: text, as: UTF8.self))
            default:
                let start = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                guard index > start else { return nil }
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            }
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
