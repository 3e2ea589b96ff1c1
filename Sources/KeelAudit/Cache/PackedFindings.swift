import Foundation

/// A compact, length-prefixed byte encoding of findings for the whole-run
/// cache: decoding it is a single pass over bytes, many times cheaper than
/// `Codable` through a property list (which dominated warm runs). Any
/// malformed input decodes to nil, which the cache treats as a miss.
///
/// Layout: per finding, seven fields, each `<byte count>:<UTF-8 bytes>`;
/// numbers and the severity's raw value are written as decimal text.
enum PackedFindings {
    static func pack(_ findings: [Finding]) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(findings.count * 160)
        func field(_ text: String) {
            let utf8 = Array(text.utf8)
            bytes.append(contentsOf: String(utf8.count).utf8)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: utf8)
        }
        for finding in findings {
            field(finding.ruleID)
            field(finding.severity.rawValue)
            field(finding.message)
            field(finding.file)
            field(String(finding.line))
            field(String(finding.column))
            field(finding.fingerprint)
        }
        return Data(bytes)
    }

    static func unpack(_ data: Data) -> [Finding]? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Finding]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var position = 0
            func field() -> String? {
                var count = 0
                var digits = 0
                while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
                    let digit = Int(bytes[position]) - 48
                    guard (0...9).contains(digit), digits < 10 else { return nil }
                    count = count * 10 + digit
                    digits += 1
                    position += 1
                }
                guard digits > 0, position < bytes.count else { return nil }
                position += 1
                guard count <= bytes.count - position else { return nil }
                let text = String(validating: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
                position += count
                return text
            }
            var findings: [Finding] = []
            while position < bytes.count {
                guard let ruleID = field(), let severity = field().flatMap(Severity.init(rawValue:)),
                      let message = field(), let file = field(),
                      let line = field().flatMap({ Int($0) }), let column = field().flatMap({ Int($0) }),
                      let fingerprint = field() else { return nil }
                findings.append(Finding(ruleID: ruleID, severity: severity, message: message, file: file,
                                        line: line, column: column, fingerprint: fingerprint))
            }
            return findings
        }
    }
}
