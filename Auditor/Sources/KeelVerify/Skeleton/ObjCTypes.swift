import Foundation

/// An Objective-C type spelled in a header, as Swift imports it (`NSString *` → `String`, `BOOL` →
/// `Bool`, `void (^)(int, NSString *)` → `(Int32, String) -> Void`), or `nil` when keel cannot say
/// (a pointer to a pointer, a C struct, `id<Protocol>`, a generic class of the header's own, `SEL`…):
/// then the member is left out and a use of it stays unresolved.
enum ObjCTypes {
    enum Position { case parameter, result, blockParameter, property, element }

    /// Swift's `Int32`, `UInt64`… for C and Foundation scalars. `NSUInteger` is `Int`, as Swift
    /// imports it in method signatures.
    static let scalars: [String: String] = [
        "BOOL": "Bool", "bool": "Bool", "_Bool": "Bool", "char": "CChar", "signed char": "CChar", "unsigned char": "UInt8",
        "short": "Int16", "unsigned short": "UInt16", "int": "Int32", "signed": "Int32", "signed int": "Int32",
        "unsigned": "UInt32", "unsigned int": "UInt32", "long": "Int", "unsigned long": "UInt",
        "long long": "Int64", "unsigned long long": "UInt64", "NSInteger": "Int", "NSUInteger": "Int",
        "float": "Float", "double": "Double", "CGFloat": "CGFloat", "NSTimeInterval": "TimeInterval",
        "int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64",
        "uint8_t": "UInt8", "uint16_t": "UInt16", "uint32_t": "UInt32", "uint64_t": "UInt64", "size_t": "Int",
    ]

    /// Foundation classes Swift bridges to value types.
    static let bridged: [String: String] = [
        "NSString": "String", "NSData": "Data", "NSDate": "Date", "NSURL": "URL", "NSError": "Error",
        "NSUUID": "UUID", "NSLocale": "Locale", "NSIndexPath": "IndexPath", "NSURLRequest": "URLRequest",
    ]

    static let nullableWords: Set<String> = ["nullable", "_Nullable", "__nullable", "_Nullable_result"]
    static let nonnullWords: Set<String> = ["nonnull", "_Nonnull", "__nonnull"]
    static let unspecifiedWords: Set<String> = ["null_unspecified", "_Null_unspecified", "__null_unspecified"]
    static let ignoredWords: Set<String> = ["const", "__kindof", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing",
                                            "__block", "_Nonnull", "volatile"]

    /// `raw` as Swift imports it at `position`; `nonnullByDefault` inside `NS_ASSUME_NONNULL_BEGIN…END`.
    /// `nullable` overrides what the text says (a property's attribute).
    static func swift(_ raw: String, at position: Position, nonnullByDefault: Bool, nullable override: Bool? = nil) -> String? {
        var text = raw.replacingOccurrences(of: "*", with: " * ").replacingOccurrences(of: "<", with: " < ")
            .replacingOccurrences(of: ">", with: " > ").replacingOccurrences(of: ",", with: " , ")
        var nullable = override
        // Nullability words belong to the outermost pointer when outside a block's or generic's brackets.
        if !text.contains("(^") && !text.contains("<") {
            var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            if words.contains(where: nullableWords.contains) { nullable = true }
            if words.contains(where: nonnullWords.contains) { nullable = false }
            if words.contains(where: unspecifiedWords.contains) { nullable = nil }
            words.removeAll { nullableWords.contains($0) || nonnullWords.contains($0) || unspecifiedWords.contains($0) || ignoredWords.contains($0) }
            text = words.joined(separator: " ")
        }
        text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let caret = text.range(of: "( ^") ?? text.range(of: "(^") {
            return block(text, caret: caret, at: position, nonnullByDefault: nonnullByDefault, nullable: nullable)
        }
        // Outer nullability after the generic arguments: `NSArray<NSString *> * _Nullable`.
        var words = text.split(separator: " ").map(String.init)
        if let last = words.last, nullableWords.contains(last) || nonnullWords.contains(last) || unspecifiedWords.contains(last) {
            nullable = nullableWords.contains(last) ? true : nonnullWords.contains(last) ? false : nil
            words.removeLast()
        }
        if let first = words.first, nullableWords.contains(first) || nonnullWords.contains(first) {
            nullable = nullableWords.contains(first)
            words.removeFirst()
        }
        words.removeAll { ignoredWords.contains($0) }
        let pointers = words.reversed().prefix { $0 == "*" }.count
        let base = words.dropLast(pointers).joined(separator: " ").replacingOccurrences(of: " < ", with: "<")
            .replacingOccurrences(of: " > ", with: ">").replacingOccurrences(of: " >", with: ">").replacingOccurrences(of: " , ", with: ", ")
        if pointers == 0 {
            if base == "void" { return position == .result || position == .blockParameter ? "Void" : nil }
            if base == "id" { return optional("Any", at: position, nonnullByDefault: nonnullByDefault, nullable: nullable) }
            if base == "instancetype" { return optional("Self", at: position, nonnullByDefault: nonnullByDefault, nullable: nullable) }
            return scalars[base]
        }
        guard pointers == 1, let object = object(base) else { return nil }
        return position == .element ? object : optional(object, at: position, nonnullByDefault: nonnullByDefault, nullable: nullable)
    }

    /// `NSString` → `String`, `NSArray<NSNumber *>` → `[NSNumber]`, `WSNetServerAPI` → itself.
    static func object(_ base: String) -> String? {
        let name = String(base.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
        guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }) else { return nil }
        let arguments: [String]
        if let open = base.firstIndex(of: "<"), base.hasSuffix(">") {
            arguments = splitTopLevel(String(base[base.index(after: open)..<base.index(before: base.endIndex)]))
        } else {
            arguments = []
        }
        func element(_ text: String) -> String? { swift(text, at: .element, nonnullByDefault: true) }
        switch (name, arguments.count) {
        case ("NSArray", 0): return "[Any]"
        case ("NSArray", 1): return element(arguments[0]).map { "[\($0)]" }
        case ("NSSet", 0): return "Set<AnyHashable>"
        case ("NSSet", 1): return element(arguments[0]).flatMap { hashable($0) ? "Set<\($0)>" : nil }
        case ("NSDictionary", 0): return "[AnyHashable: Any]"
        case ("NSDictionary", 2):
            guard let key = element(arguments[0]), hashable(key), let value = element(arguments[1]) else { return nil }
            return "[\(key): \(value)]"
        case (_, 0): return bridged[name] ?? name
        case (_, _) where name.hasPrefix("NS") && !["NSMutableArray", "NSMutableDictionary", "NSMutableSet"].contains(name):
            return name    // NSOrderedSet<NSString *>, NSEnumerator<…>: Swift drops the arguments of Foundation's generic classes
        default: return nil
        }
    }

    static func hashable(_ swiftType: String) -> Bool {
        !swiftType.hasPrefix("[") && swiftType != "Any" && swiftType != "Error"
    }

    static func optional(_ type: String, at position: Position, nonnullByDefault: Bool, nullable: Bool?) -> String {
        let wrapped = type.contains("->") ? "(\(type))" : type
        switch nullable {
        case true?: return wrapped + "?"
        case false?: return type
        case nil:
            if nonnullByDefault { return type }
            return position == .blockParameter || position == .element ? wrapped + "?" : wrapped + "!"
        }
    }

    /// `void (^)(int, NSString *)`: the result before `(^…)`, the parameters in the last parentheses.
    static func block(_ text: String, caret: Range<String.Index>, at position: Position, nonnullByDefault: Bool, nullable: Bool?) -> String? {
        var nullable = nullable
        let resultText = String(text[..<caret.lowerBound])
        guard let close = text[caret.upperBound...].firstIndex(of: ")") else { return nil }
        let inner = text[caret.upperBound..<close].split(separator: " ").map(String.init)
        if inner.contains(where: nullableWords.contains) { nullable = true }
        if inner.contains(where: nonnullWords.contains) { nullable = false }
        let rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("("), rest.hasSuffix(")") else { return nil }
        let parameterList = splitTopLevel(String(rest.dropFirst().dropLast()))
        var parameters: [String] = []
        for parameter in parameterList where parameter != "void" && !parameter.isEmpty {
            guard let mapped = swift(parameter, at: .blockParameter, nonnullByDefault: nonnullByDefault)
                ?? swift(droppingName(parameter), at: .blockParameter, nonnullByDefault: nonnullByDefault) else { return nil }
            parameters.append(mapped)
        }
        guard let result = swift(resultText, at: .result, nonnullByDefault: nonnullByDefault) else { return nil }
        let closure = "(\(parameters.joined(separator: ", "))) -> \(result)"
        let isOptional = nullable ?? !nonnullByDefault
        if isOptional { return "(\(closure))?" }
        return position == .parameter ? "@escaping \(closure)" : closure
    }

    /// `NSString * body` → `NSString *`: a block parameter's name.
    static func droppingName(_ parameter: String) -> String {
        var words = parameter.split(separator: " ").map(String.init)
        if words.count > 1 { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// `NSString *, NSArray<NSNumber *> *` split at the commas outside brackets.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for c in text {
            switch c {
            case "<", "(", "[": depth += 1; current.append(c)
            case ">", ")", "]": depth -= 1; current.append(c)
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces)); current = ""
            default: current.append(c)
            }
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }
}
