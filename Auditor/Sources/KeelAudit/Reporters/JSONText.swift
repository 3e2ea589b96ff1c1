/// A JSON document for the machine reporters (JSON, SARIF), written
/// pretty-printed (two-space indent) with object keys sorted, so output is
/// byte-for-byte stable between runs. A direct byte writer: Foundation's
/// encoders cost more than a warm, cached audit does on its own.
///
/// Strings are escaped per RFC 8259 (`"`, `\`, control characters; `/` is
/// not escaped). Non-finite doubles, which JSON cannot express, become `null`.
enum JSONText {
    /// An object's members, in any order (written sorted by key; keys unique).
    case members([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// An object from a literal: `.object(["key": .int(1)])`. (Pairs, not a
    /// dictionary: no hashing for documents that are built once and written.)
    static func object(_ members: KeyValuePairs<String, JSONText>) -> JSONText {
        .members(members.map { ($0.key, $0.value) })
    }

    /// The document as text, with a trailing newline.
    func rendered() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        write(into: &bytes, indent: 0)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(into bytes: inout [UInt8], indent: Int) {
        switch self {
        case .members(let members):
            guard !members.isEmpty else { bytes.append(contentsOf: "{}".utf8); return }
            bytes.append(UInt8(ascii: "{"))
            // Most objects are written with their keys in order already: no sorted copy then.
            let inOrder = zip(members, members.dropFirst()).allSatisfy { $0.0 < $1.0 }
            for (offset, member) in (inOrder ? members : members.sorted(by: { $0.0 < $1.0 })).enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.newline(&bytes, indent: indent + 1)
                Self.writeString(member.0, into: &bytes)
                bytes.append(contentsOf: " : ".utf8)
                member.1.write(into: &bytes, indent: indent + 1)
            }
            Self.newline(&bytes, indent: indent)
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { bytes.append(contentsOf: "[]".utf8); return }
            bytes.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.newline(&bytes, indent: indent + 1)
                element.write(into: &bytes, indent: indent + 1)
            }
            Self.newline(&bytes, indent: indent)
            bytes.append(UInt8(ascii: "]"))
        case .string(let text):
            Self.writeString(text, into: &bytes)
        case .int(let value):
            bytes.append(contentsOf: String(value).utf8)
        case .double(let value):
            bytes.append(contentsOf: (value.isFinite ? value.description : "null").utf8)
        case .bool(let value):
            bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .null:
            bytes.append(contentsOf: "null".utf8)
        }
    }

    private static func newline(_ bytes: inout [UInt8], indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: checked and copied as one buffer.
        var contiguous = text
        let copied = contiguous.withUTF8 { utf8 -> Bool in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
