import Foundation

/// Every name the app's sources declare anywhere — types, members, locals,
/// parameters — read from the text (`let info`, `func load(`, `case idle`,
/// `{ info in`). The verification step uses it to tell an app's unresolved name
/// (R.swift's generated `R`, declared in no Swift file of the tree) from a name
/// the checked files use where it is not in scope (a legacy local the
/// translation left behind): only the first is "not proven", the second is an error.
struct DeclaredNames {
    private var names: Set<String> = []

    init(_ files: [SourceFile]) {
        let patterns = [
            #"\b(?:let|var|func|class|struct|enum|protocol|typealias|case|actor|associatedtype)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#,
            #"[(,]\s*(?:_\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*:"#,
            #"\b([A-Za-z_][A-Za-z0-9_]*)\s+in\b"#,
        ].compactMap { try? NSRegularExpression(pattern: $0) }
        for file in files {
            let text = file.text as NSString
            for regex in patterns {
                for match in regex.matches(in: file.text, range: NSRange(location: 0, length: text.length)) where match.numberOfRanges > 1 {
                    names.insert(text.substring(with: match.range(at: 1)))
                }
            }
        }
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// Names declared as types (`class`, `struct`, `enum`, `protocol`, `actor`, `typealias`,
    /// `associatedtype`) — not `String` read from a closure's `-> String in`.
    static func types(_ files: [SourceFile]) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: #"\b(?:class|struct|enum|protocol|typealias|actor|associatedtype)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#) else { return [] }
        var names: Set<String> = []
        for file in files {
            let text = file.text as NSString
            for match in regex.matches(in: file.text, range: NSRange(location: 0, length: text.length)) {
                names.insert(text.substring(with: match.range(at: 1)))
            }
        }
        return names
    }
}
