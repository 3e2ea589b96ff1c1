import MCP

/// A tool call's `arguments`, read against what the tool declares: every
/// wrong name, missing required argument or wrong type is a
/// `ToolInputError` naming the argument and what was expected.
struct ToolArguments {
    let tool: String
    private let values: [String: Value]

    /// Throws when an argument the tool does not declare is present (a typo
    /// must not be silently ignored).
    init(tool: String, _ values: [String: Value]?, allowed: Set<String>) throws {
        self.tool = tool
        self.values = values ?? [:]
        let unknown = self.values.keys.filter { !allowed.contains($0) }.sorted()
        if !unknown.isEmpty {
            let known = allowed.isEmpty ? "it takes no arguments" : "it takes: " + allowed.sorted().joined(separator: ", ")
            throw ToolInputError("\(tool): unknown argument\(unknown.count == 1 ? "" : "s") \(unknown.joined(separator: ", ")); \(known)")
        }
    }

    func has(_ name: String) -> Bool {
        guard let value = values[name] else { return false }
        return !value.isNull
    }

    func string(_ name: String) throws -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard case .string(let text) = value else { throw wrongType(name, "a string") }
        return text
    }

    /// A string that must be given (`allowEmpty`: "" is a value, as for an empty file's text).
    func requiredString(_ name: String, allowEmpty: Bool = false) throws -> String {
        guard let text = try string(name) else { throw ToolInputError("\(tool): missing required argument \(name) (a string)") }
        guard allowEmpty || !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw ToolInputError("\(tool): \(name) is empty") }
        return text
    }

    func bool(_ name: String) throws -> Bool? {
        guard let value = values[name], !value.isNull else { return nil }
        guard case .bool(let flag) = value else { throw wrongType(name, "true or false") }
        return flag
    }

    /// A string or an array of strings, as an array (`"VM001"` = `["VM001"]`).
    func strings(_ name: String, limit: Int = 1000) throws -> [String] {
        guard let value = values[name], !value.isNull else { return [] }
        let items: [Value]
        switch value {
        case .string: items = [value]
        case .array(let array): items = array
        default: throw wrongType(name, "an array of strings")
        }
        guard items.count <= limit else { throw ToolInputError("\(tool): \(name) has \(items.count) items; at most \(limit) per call") }
        return try items.enumerated().map { i, item in
            guard case .string(let text) = item else { throw wrongType("\(name)[\(i)]", "a string") }
            return text
        }
    }

    /// An array of objects, each read by `read` (which gets the item's own arguments).
    func objects<T>(_ name: String, allowed: Set<String>, limit: Int = 100, _ read: (ToolArguments) throws -> T) throws -> [T] {
        guard let value = values[name], !value.isNull else { return [] }
        guard case .array(let items) = value else { throw wrongType(name, "an array of objects") }
        guard items.count <= limit else { throw ToolInputError("\(tool): \(name) has \(items.count) items; at most \(limit) per call") }
        return try items.enumerated().map { i, item in
            guard case .object(let fields) = item else { throw wrongType("\(name)[\(i)]", "an object") }
            return try read(ToolArguments(tool: "\(tool): \(name)[\(i)]", fields, allowed: allowed))
        }
    }

    private func wrongType(_ name: String, _ expected: String) -> ToolInputError {
        ToolInputError("\(tool): \(name) must be \(expected)")
    }
}
