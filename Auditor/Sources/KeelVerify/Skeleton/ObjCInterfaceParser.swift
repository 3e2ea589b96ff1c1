import Foundation

/// One `@interface` of a header (or a category of one), its members already as Swift declarations
/// without bodies (`class func instance() -> WSNet`).
package struct ObjCInterface: Sendable, Equatable {
    package var name: String
    package var category: String?
    package var superclass: String?
    package var members: [ObjCMember] = []
    /// `- (instancetype)init NS_UNAVAILABLE;`
    package var initUnavailable = false
}

package struct ObjCMember: Sendable, Equatable {
    /// What Swift calls it, to leave out a second declaration of one name (`setup(_:label:)`).
    package var key: String
    /// The declaration without a body: `func login(_ a0: String, password a1: String) -> Int32`.
    package var declaration: String
    package var isInit = false
    package var isProperty = false
}

/// Reads the `@interface … @end` blocks of an Objective-C header: methods (`-`/`+`), properties,
/// `NS_ASSUME_NONNULL_BEGIN…END`, `NS_SWIFT_NAME`, `NS_UNAVAILABLE`. Swift's names are those of
/// its importer for the plain cases — the first selector piece is the base name, the first
/// argument unlabelled, the other pieces the labels, `initWithName:` is `init(name:)` — and a
/// method whose Swift name the importer would change in ways keel does not model (a preposition in
/// the first piece it may split at, `recordShakeForDataScore:` → `recordShake(forDataScore:)`; a
/// word repeating the parameter's or result's type it may prune, `appendString:` → `append(_:)`)
/// is left out and listed in `unread`, as is one whose types it cannot read.
package enum ObjCInterfaceParser {
    package struct Result: Sendable, Equatable {
        package var interfaces: [ObjCInterface] = []
        package var unread: [String] = []
        /// `@class WSNetRequestError;`: named, perhaps defined by no header the bridging header reaches.
        package var forwardDeclared: Set<String> = []
    }

    /// Words Swift's importer may split a method's base name at (its list of prepositions).
    static let prepositions: Set<String> = [
        "Above", "After", "Along", "Alongside", "As", "At", "Before", "Below", "By", "Following", "For", "From", "Given",
        "In", "Including", "Inside", "Into", "Matching", "Of", "On", "Passing", "Preceding", "Since", "To", "Until",
        "Using", "Via", "When", "With", "Within",
    ]
    static let swiftKeywords: Set<String> = [
        "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator", "protocol", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "is", "nil",
        "self", "Self", "super", "throw", "throws", "true", "false", "try", "Any", "internal", "private", "public",
    ]
    /// NSObject's members: a header's redeclaration of them is not a new member.
    static let objectMembers: Set<String> = ["description", "debugDescription", "hash", "isEqual", "copy", "mutableCopy",
                                             "class", "self", "superclass", "init", "new", "alloc", "dealloc", "initialize", "load"]

    package static func parse(_ header: String) -> Result {
        let text = stripComments(header)
        var result = Result()
        for match in text.matches(of: /@class\s+([^;]+);/) {
            result.forwardDeclared.formUnion(match.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        let pattern = #"@interface\s+(\w+)\s*(<[^>{]*>)?\s*(\(\s*(\w*)\s*\))?\s*(:\s*(\w+))?[^\n{]*"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return result }
        let ns = text as NSString
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            func group(_ i: Int) -> String? {
                let range = match.range(at: i)
                return range.location == NSNotFound ? nil : ns.substring(with: range)
            }
            guard let name = group(1) else { continue }
            let afterHeader = match.range.location + match.range.length
            let endRange = ns.range(of: "@end", range: NSRange(location: afterHeader, length: ns.length - afterHeader))
            guard endRange.location != NSNotFound else { continue }
            if group(2) != nil, group(3) == nil {
                result.unread.append("\(name): a generic class")
                continue
            }
            let nonnull = assumesNonnull(text, at: match.range.location)
            var interface = ObjCInterface(name: name, category: group(3) != nil ? (group(4) ?? "") : nil,
                                          superclass: group(6))
            var body = ns.substring(with: NSRange(location: afterHeader, length: endRange.location - afterHeader))
            body = removingInstanceVariables(body)
            for statement in body.split(separator: ";") {
                let declaration = statement.split(whereSeparator: \.isNewline).joined(separator: " ")
                    .trimmingCharacters(in: .whitespaces)
                    .replacingOccurrences(of: #"^(@optional|@required|@public|@private|@protected)\s*"#, with: "", options: .regularExpression)
                if declaration.hasPrefix("-") || declaration.hasPrefix("+") {
                    switch method(declaration, className: name, nonnull: nonnull) {
                    case .member(let member): interface.members.append(member)
                    case .unavailableInit: interface.initUnavailable = true
                    case .skipped: break
                    case .unread(let why): result.unread.append("\(name).\(selector(declaration)): \(why)")
                    }
                } else if declaration.hasPrefix("@property") {
                    switch property(declaration, nonnull: nonnull) {
                    case .member(let member): interface.members.append(member)
                    case .unread(let why): result.unread.append("\(name).\(declaration.split(separator: " ").last ?? ""): \(why)")
                    default: break
                    }
                }
            }
            result.interfaces.append(interface)
        }
        return result
    }

    enum Outcome: Equatable { case member(ObjCMember), unavailableInit, skipped, unread(String) }

    /// `-(WSNetCancelableCallback*)login:(NSString*)username password:(NSString*)password;`
    static func method(_ declaration: String, className: String, nonnull: Bool) -> Outcome {
        var text = declaration
        let isClass = text.hasPrefix("+")
        text.removeFirst()
        var swiftName: String?
        if let range = text.range(of: #"NS_SWIFT_NAME\s*\(([^)]*\)?)\s*\)"#, options: .regularExpression) {
            swiftName = String(text[range]).replacingOccurrences(of: #"^NS_SWIFT_NAME\s*\("#, with: "", options: .regularExpression)
                .dropLast().trimmingCharacters(in: .whitespaces)
            text.removeSubrange(range)
        }
        if text.contains("NS_SWIFT_UNAVAILABLE") || text.contains("__attribute__((unavailable")
            || text.range(of: #"\bNS_UNAVAILABLE\b"#, options: .regularExpression) != nil {
            return text.range(of: #"^\s*\(\s*instancetype\s*\)\s*init\b\s*(NS_UNAVAILABLE|__attribute__|NS_SWIFT_UNAVAILABLE)"#,
                              options: .regularExpression) != nil ? .unavailableInit : .skipped
        }
        if text.contains("NS_REFINED_FOR_SWIFT") { return .unread("NS_REFINED_FOR_SWIFT") }
        text = strippingMacros(text)
        var scanner = Reader(text)
        guard let resultType = scanner.parenthesized() else { return .unread("no result type") }
        var pieces: [(label: String, type: String)] = []
        var base = ""
        while true {
            scanner.skipSpaces()
            if scanner.atEnd { break }
            let word = scanner.identifier()
            scanner.skipSpaces()
            guard scanner.take(":") else {
                if pieces.isEmpty, base.isEmpty, !word.isEmpty { base = word; continue }
                return .unread("a selector keel cannot read")
            }
            guard !word.isEmpty, let type = scanner.parenthesized() else { return .unread("a selector keel cannot read") }
            _ = scanner.identifier()
            pieces.append((word, type))
            scanner.skipSpaces()
            if scanner.take(",") { return .unread("a variadic method") }
        }
        if pieces.isEmpty && base.isEmpty { return .unread("a selector keel cannot read") }
        var parameterTypes: [String] = []
        for piece in pieces {
            guard let type = ObjCTypes.swift(piece.type, at: .parameter, nonnullByDefault: nonnull) else {
                return .unread("the type `\(piece.type)`")
            }
            parameterTypes.append(type)
        }
        let baseName = pieces.first?.label ?? base
        let isInit = !isClass && (baseName == "init" || baseName.range(of: #"^initWith[A-Z]"#, options: .regularExpression) != nil)
        var labels: [String]
        var name: String
        if let swiftName {
            guard let parsed = parseSwiftName(swiftName), parsed.labels.count == pieces.count else {
                return .unread("NS_SWIFT_NAME(\(swiftName))")
            }
            (name, labels) = parsed
        } else if isInit {
            name = "init"
            labels = pieces.map(\.label)
            if !labels.isEmpty { labels[0] = lowercasedFirst(String(labels[0].dropFirst("initWith".count))) }
            for (label, piece) in zip(labels, pieces) where repeatsType(label, piece.type) {
                return .unread("the label `\(label)` repeats its type (Swift may prune it)")
            }
        } else {
            name = baseName
            labels = pieces.isEmpty ? [] : ["_"] + pieces.dropFirst().map(\.label)
            if let first = name.first, first.isUppercase { return .unread("an initialism first (Swift lowercases it)") }
            if !pieces.isEmpty {
                if words(name).dropFirst().contains(where: prepositions.contains) {
                    return .unread("a preposition in the name (Swift may split it)")
                }
                if repeatsType(name, pieces[0].type) || startsWithType(name, resultType) {
                    return .unread("a word repeating its type (Swift may prune it)")
                }
                for piece in pieces.dropFirst() where repeatsType(piece.label, piece.type) {
                    return .unread("the label `\(piece.label)` repeats its type (Swift may prune it)")
                }
            }
            if objectMembers.contains(name) { return .skipped }
        }
        let key = "\(isClass ? "class " : "")\(name)(\(labels.map { "\($0):" }.joined()))"
        let parameters = zip(labels, parameterTypes).enumerated().map { "\($0.element.0) a\($0.offset): \($0.element.1)" }
            .joined(separator: ", ")
        if name == "init" {
            return .member(ObjCMember(key: key, declaration: "init(\(parameters))", isInit: true))
        }
        guard let result = ObjCTypes.swift(resultType, at: .result, nonnullByDefault: nonnull) else {
            return .unread("the type `\(resultType)`")
        }
        let returns = result == "Void" ? "" : " -> \(result == "Self" ? className : result)"
        let escaped = swiftKeywords.contains(name) ? "`\(name)`" : name
        return .member(ObjCMember(key: key, declaration: "\(isClass ? "class " : "")func \(escaped)(\(parameters))\(returns)"))
    }

    /// `@property (nonatomic, readonly, nullable) NSString *name;` → `var name: String? { get }`.
    static func property(_ declaration: String, nonnull: Bool) -> Outcome {
        var text = strippingMacros(String(declaration.dropFirst("@property".count))).trimmingCharacters(in: .whitespaces)
        var attributes: [String] = []
        if text.hasPrefix("("), let close = text.firstIndex(of: ")") {
            attributes = text[text.index(after: text.startIndex)..<close].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            text = String(text[text.index(after: close)...]).trimmingCharacters(in: .whitespaces)
        }
        var name: String
        var type: String
        if let caret = text.range(of: #"\(\s*\^\s*(\w+)\s*\)"#, options: .regularExpression) {
            name = String(text[caret]).filter { $0.isLetter || $0.isNumber || $0 == "_" }
            type = text.replacingCharacters(in: caret, with: "(^)")
        } else {
            let identifier = text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            name = String(identifier.reversed())
            type = String(text.dropLast(name.count))
        }
        guard !name.isEmpty else { return .unread("a property keel cannot read") }
        var nullable: Bool?
        if attributes.contains("nullable") { nullable = true }
        if attributes.contains("nonnull") { nullable = false }
        if let getter = attributes.first(where: { $0.hasPrefix("getter") }) {
            name = getter.split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? name
        }
        guard let swiftType = ObjCTypes.swift(type, at: .property, nonnullByDefault: nonnull, nullable: nullable) else {
            return .unread("the type `\(type.trimmingCharacters(in: .whitespaces))`")
        }
        if objectMembers.contains(name) { return .skipped }
        let isClass = attributes.contains("class")
        let readonly = attributes.contains("readonly")
        let escaped = swiftKeywords.contains(name) ? "`\(name)`" : name
        let declarationText = "\(isClass ? "class " : "")var \(escaped): \(swiftType.replacingOccurrences(of: "@escaping ", with: ""))"
        return .member(ObjCMember(key: "\(isClass ? "class " : "")\(name)", declaration: declarationText + (readonly ? " {get}" : " {get set}"),
                                  isProperty: true))
    }

    /// `login:password:` of a method declaration, for the list of what was left out.
    static func selector(_ declaration: String) -> String {
        let pieces = declaration.matches(of: /(\w+)\s*:/).map { String($0.1) + ":" }
        if !pieces.isEmpty { return pieces.joined() }
        return declaration.split(separator: ")").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? declaration
    }

    /// `apiResourcersManager` → `api`, `Resourcers`, `Manager`.
    static func words(_ name: String) -> [String] {
        let characters = Array(name)
        var result: [String] = [], current = ""
        for (i, c) in characters.enumerated() {
            if c.isUppercase, i > 0, !current.isEmpty {
                let previous = characters[i - 1]
                let nextIsLower = i + 1 < characters.count && characters[i + 1].isLowercase
                if !previous.isUppercase || nextIsLower { result.append(current); current = "" }
            }
            current.append(c)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The name's last word names its parameter's type (`appendString:` of an `NSString *`), with words before it.
    static func repeatsType(_ name: String, _ type: String) -> Bool {
        let nameWords = words(name)
        guard nameWords.count > 1, let last = nameWords.last?.lowercased() else { return false }
        return typeWords(type).contains(last)
    }

    /// The name starts with its result type's word (`stringByAppending…` of an `NSString *`).
    static func startsWithType(_ name: String, _ type: String) -> Bool {
        let nameWords = words(name)
        guard nameWords.count > 1, let first = nameWords.first?.lowercased() else { return false }
        return typeWords(type).contains(first)
    }

    /// The last word of a type's name (`NSString *` → `string`; an integer also `index`).
    static func typeWords(_ type: String) -> Set<String> {
        let name = type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).first { $0 != "const" && $0 != "nullable" && $0 != "nonnull" }
        guard let name, let last = words(String(name)).last?.lowercased() else { return [] }
        var result: Set<String> = [last]
        if ["NSInteger", "NSUInteger", "int", "long", "unsigned", "int32_t", "uint32_t", "int64_t", "uint64_t"].contains(String(name)) {
            result.insert("index")
        }
        if String(name) == "BOOL" || String(name) == "void" { return [] }
        return result
    }

    /// `foo(_:bar:)` → (`foo`, [`_`, `bar`]).
    static func parseSwiftName(_ text: String) -> (name: String, labels: [String])? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            return text.isEmpty ? nil : (text, [])
        }
        let base = String(text[..<open])
        let labels = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":").map(String.init)
        return (base, labels)
    }

    static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    /// Trailing availability and attribute macros (`API_AVAILABLE(ios(13))`, `NS_DESIGNATED_INITIALIZER`).
    static func strippingMacros(_ text: String) -> String {
        var result = text.replacingOccurrences(of: #"__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\b[A-Z][A-Z0-9]*_[A-Z0-9_]*\s*\((?:[^()]|\([^()]*\))*\)"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\b((NS|API|UI|CF|OBJC)_[A-Z0-9_]*|DEPRECATED[A-Z0-9_]*)\b"#, with: "", options: .regularExpression)
        return result.trimmingCharacters(in: .whitespaces)
    }

    static func removingInstanceVariables(_ body: String) -> String {
        let trimmed = body.drop { $0.isWhitespace }
        guard trimmed.first == "{", let close = trimmed.firstIndex(of: "}") else { return body }
        return String(trimmed[trimmed.index(after: close)...])
    }

    /// Whether `offset` lies inside `NS_ASSUME_NONNULL_BEGIN … END` (or the `#pragma clang assume_nonnull` pair).
    static func assumesNonnull(_ text: String, at offset: Int) -> Bool {
        let before = (text as NSString).substring(to: offset)
        let begins = before.components(separatedBy: "NS_ASSUME_NONNULL_BEGIN").count + before.components(separatedBy: "assume_nonnull begin").count - 2
        let ends = before.components(separatedBy: "NS_ASSUME_NONNULL_END").count + before.components(separatedBy: "assume_nonnull end").count - 2
        return begins > ends
    }

    static func stripComments(_ text: String) -> String {
        text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    }
}

/// A cursor over one method declaration.
struct Reader {
    let characters: [Character]
    var index = 0
    init(_ text: String) { characters = Array(text) }
    var atEnd: Bool { index >= characters.count }
    mutating func skipSpaces() { while !atEnd, characters[index].isWhitespace { index += 1 } }
    mutating func take(_ c: Character) -> Bool {
        guard !atEnd, characters[index] == c else { return false }
        index += 1
        return true
    }
    mutating func identifier() -> String {
        skipSpaces()
        let start = index
        while !atEnd, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
        return String(characters[start..<index])
    }
    /// The text inside balanced parentheses at the cursor.
    mutating func parenthesized() -> String? {
        skipSpaces()
        guard take("(") else { return nil }
        var depth = 1
        let start = index
        while !atEnd {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" { depth -= 1; if depth == 0 { break } }
            index += 1
        }
        guard !atEnd else { return nil }
        let inner = String(characters[start..<index])
        index += 1
        return inner
    }
}
