import Foundation

extension Equivalence {
    /// A snapshot (output name → ``describe(_:)`` text) with what each side makes afresh replaced
    /// by where it first appears, so the two sides compare:
    ///
    /// - identifiers (a model's `UUID().uuidString`): the n-th distinct UUID reads `uuid#n`;
    /// - instants read from the clock (`String(round(Date().timeIntervalSince1970 * 1000))`): a
    ///   number within a day of now — seconds or milliseconds since 1970, seconds since 2001 —
    ///   reads `clock#n`. A side that stamps one instant where the other stamps two still differs.
    ///
    /// Keys are walked in sorted order. Pure and thread-safe.
    public static func normalized(_ values: [String: String]) -> [String: String] {
        guard let pattern = try? NSRegularExpression(pattern: "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}|(?<![0-9.])[0-9]{9,13}(?:[.][0-9]+)?(?![0-9])") else { return values }
        var order: [String] = []
        var clocks: [String] = []
        var result: [String: String] = [:]
        for key in values.keys.sorted() {
            let text = values[key] ?? ""
            var out = ""
            var last = text.startIndex
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range, in: text) else { continue }
                let token = String(text[range])
                let replacement: String
                if token.contains("-") {
                    let uuid = token.uppercased()
                    if order.firstIndex(of: uuid) == nil { order.append(uuid) }
                    replacement = "uuid#\((order.firstIndex(of: uuid) ?? 0) + 1)"
                } else if readsAsNow(token) {
                    if clocks.firstIndex(of: token) == nil { clocks.append(token) }
                    replacement = "clock#\((clocks.firstIndex(of: token) ?? 0) + 1)"
                } else {
                    replacement = token
                }
                out += String(text[last..<range.lowerBound]) + replacement
                last = range.upperBound
            }
            result[key] = out + String(text[last...])
        }
        return result
    }

    /// A number within a day of now, read as seconds or milliseconds since 1970 or seconds since 2001.
    static func readsAsNow(_ token: String) -> Bool {
        guard let value = Double(token) else { return false }
        let now = Date()
        return abs(value - now.timeIntervalSince1970) < 86_400 || abs(value / 1000 - now.timeIntervalSince1970) < 86_400
            || abs(value - now.timeIntervalSinceReferenceDate) < 86_400
    }

    /// The outputs that differ, `key: legacy X, migrated Y` joined by `; ` in key order (`—` for
    /// a key one side lacks); empty when the snapshots are equal. Pure and thread-safe.
    public static func difference(_ expected: [String: String], _ actual: [String: String]) -> String {
        Set(expected.keys).union(actual.keys).sorted().compactMap { key in
            expected[key] == actual[key] ? nil : "\(key): legacy \(expected[key] ?? "—"), migrated \(actual[key] ?? "—")"
        }.joined(separator: "; ")
    }
}
