import Foundation

/// A compact, length-prefixed byte encoding for the cache's whole-run
/// record: each field is `<byte count>:<UTF-8 bytes>` (numbers as decimal
/// text). Decoding is one pass over bytes — many times cheaper than
/// `Codable` through a property list, which dominated warm runs. Every read
/// validates; malformed input yields nil, which the cache treats as a miss.
struct PackWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(contentsOf: String(utf8.count).utf8)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func int(_ value: Int) { string(String(value)) }

    var data: Data { Data(bytes) }
}

struct PackReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    var isAtEnd: Bool { position == bytes.count }

    mutating func string() -> String? {
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
        let text = bytes[position..<position + count].withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
        position += count
        return text
    }

    mutating func int() -> Int? { string().flatMap { Int($0) } }

    /// A count for a following list, bounded by the bytes left (each element
    /// takes at least two bytes), so corrupt input cannot ask for huge arrays.
    mutating func count() -> Int? {
        guard let count = int(), count >= 0, count <= (bytes.count - position) / 2 + 1 else { return nil }
        return count
    }
}

/// Findings in the packed encoding (eight fields each, then the related locations).
enum PackedFindings {
    static func write(_ findings: [Finding], to writer: inout PackWriter) {
        writer.int(findings.count)
        for finding in findings {
            writer.string(finding.ruleID)
            writer.string(finding.severity.rawValue)
            writer.string(finding.message)
            writer.string(finding.file)
            writer.int(finding.line)
            writer.int(finding.column)
            writer.string(finding.fingerprint)
            writer.string(finding.previousFingerprint ?? "")
            writer.int(finding.related.count)
            for location in finding.related {
                writer.int(location.line)
                writer.int(location.column)
            }
        }
    }

    static func read(from reader: inout PackReader) -> [Finding]? {
        guard let count = reader.count() else { return nil }
        var findings: [Finding] = []
        findings.reserveCapacity(count)
        for _ in 0..<count {
            guard let ruleID = reader.string(), let severity = reader.string().flatMap(Severity.init(rawValue:)),
                  let message = reader.string(), let file = reader.string(),
                  let line = reader.int(), let column = reader.int(),
                  let fingerprint = reader.string(), let previous = reader.string(),
                  let relatedCount = reader.count() else { return nil }
            var related: [RelatedLocation] = []
            for _ in 0..<relatedCount {
                guard let line = reader.int(), let column = reader.int() else { return nil }
                related.append(RelatedLocation(line: line, column: column))
            }
            findings.append(Finding(ruleID: ruleID, severity: severity, message: message, file: file,
                                    line: line, column: column, fingerprint: fingerprint, related: related,
                                    previousFingerprint: previous.isEmpty ? nil : previous))
        }
        return findings
    }

    static func pack(_ findings: [Finding]) -> Data {
        var writer = PackWriter(capacity: findings.count * 160)
        write(findings, to: &writer)
        return writer.data
    }

    static func unpack(_ data: Data) -> [Finding]? {
        var reader = PackReader(data)
        guard let findings = read(from: &reader), reader.isAtEnd else { return nil }
        return findings
    }
}
