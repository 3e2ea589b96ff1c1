/// A file's line endings, kept by every edit: in a file that ends its
/// lines with CRLF, the new lines a fixer inserts end with CRLF too.
enum LineEndings {
    /// Whether most of the file's newlines are CRLF.
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        var lf = 0
        var crlf = 0
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if i > 0, bytes[i - 1] == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
        }
        return crlf > lf
    }

    /// `text` with each bare `\n` written `\r\n`.
    static func crlf(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return text }
        var out: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { out.append(UInt8(ascii: "\r")) }
            out.append(byte)
            previous = byte
        }
        return String(decoding: out, as: UTF8.self)
    }
}
