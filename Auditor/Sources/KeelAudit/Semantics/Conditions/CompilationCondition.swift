import Foundation

/// Evaluates `#if` conditions for the platform an audit reads code for:
/// which of several declarations under `#if` / `#elseif` / `#else` the
/// compiler would see (`typealias Primitive = os_unfair_lock` on Apple
/// platforms, `= pthread_mutex_t` on Linux).
///
/// - `canImport(M)`: Apple — every module but Linux-only ones (`Glibc`,
///   `Musl`, `Bionic`, `WinSDK`); Linux — every module but Apple's
///   frameworks (`ExternalModules.appleOnly`) and `os`, `Darwin`, `ObjectiveC`.
/// - `os(X)`: Apple — `iOS` (keel audits iOS apps); Linux — `Linux`.
/// - `targetEnvironment(…)`: false (a device build); `swift(…)` and
///   `compiler(…)` compare with 6.3 (this toolchain); `arch`, `hasFeature`,
///   `hasAttribute`, `_endian`, `_pointerBitWidth`: true.
/// - `DEBUG`: true (a debug build, what a team reads and tests); any other
///   identifier — a custom `-D` flag the build may or may not pass — false,
///   as the compiler takes an undefined flag.
///
/// Malformed text evaluates to true (the declaration stays visible).
enum CompilationCondition {
    static func evaluate(_ text: String, platform: ExternalModules.Platform) -> Bool {
        var parser = Parser(tokens: tokenize(text), platform: platform)
        guard let value = parser.or(), parser.index == parser.tokens.count else { return true }
        return value
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var depth = 0   // inside a call's parentheses: kept as one token
        func flush() { if !current.isEmpty { tokens.append(current); current = "" } }
        var chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if depth > 0 {
                current.append(c)
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1; if depth == 0 { flush() } }
            } else if c == "(" {
                if !current.isEmpty, current.last?.isLetter == true || current.last?.isNumber == true || current.last == "_" {
                    current.append(c)
                    depth = 1
                } else {
                    flush()
                    tokens.append("(")
                }
            } else if c == ")" {
                flush()
                tokens.append(")")
            } else if c == "!" {
                flush()
                tokens.append("!")
            } else if (c == "&" || c == "|"), i + 1 < chars.count, chars[i + 1] == c {
                flush()
                tokens.append(String([c, c]))
                i += 1
            } else if c == " " || c == "\t" || c == "\n" {
                flush()
            } else {
                current.append(c)
            }
            i += 1
        }
        flush()
        chars = []
        return tokens
    }

    private struct Parser {
        let tokens: [String]
        let platform: ExternalModules.Platform
        var index = 0

        mutating func or() -> Bool? {
            guard var value = and() else { return nil }
            while index < tokens.count, tokens[index] == "||" {
                index += 1
                guard let right = and() else { return nil }
                value = value || right
            }
            return value
        }

        mutating func and() -> Bool? {
            guard var value = unary() else { return nil }
            while index < tokens.count, tokens[index] == "&&" {
                index += 1
                guard let right = unary() else { return nil }
                value = value && right
            }
            return value
        }

        mutating func unary() -> Bool? {
            guard index < tokens.count else { return nil }
            if tokens[index] == "!" {
                index += 1
                return unary().map { !$0 }
            }
            if tokens[index] == "(" {
                index += 1
                let value = or()
                guard index < tokens.count, tokens[index] == ")" else { return nil }
                index += 1
                return value
            }
            let token = tokens[index]
            index += 1
            return atom(token)
        }

        func atom(_ token: String) -> Bool {
            guard let open = token.firstIndex(of: "("), token.hasSuffix(")") else {
                return token == "true" || token == "DEBUG"
            }
            let name = String(token[..<open])
            let argument = String(token[token.index(after: open)..<token.index(before: token.endIndex)]).trimmingCharacters(in: .whitespaces)
            switch name {
            case "canImport":
                let module = argument.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? argument
                switch platform {
                case .apple: return !["Glibc", "Musl", "Bionic", "WinSDK", "Android", "WASILibc"].contains(module)
                case .linux: return !ExternalModules.appleOnly.contains(module) && !["os", "Darwin", "ObjectiveC", "Security"].contains(module)
                }
            case "os":
                switch platform {
                case .apple: return argument == "iOS"
                case .linux: return argument == "Linux"
                }
            case "targetEnvironment":
                return false
            case "swift", "compiler":
                return Self.compare(version: [6, 3], with: argument)
            default:
                return true
            }
        }

        /// `>=5.9`, `<6.2` against a version.
        static func compare(version: [Int], with requirement: String) -> Bool {
            let text = requirement.replacingOccurrences(of: " ", with: "")
            let (op, rest): (String, Substring) = text.hasPrefix(">=") ? (">=", text.dropFirst(2)) : text.hasPrefix("<") ? ("<", text.dropFirst(1)) : (">=", Substring(text))
            let wanted = rest.split(separator: ".").compactMap { Int($0) }
            guard !wanted.isEmpty else { return true }
            var order = 0
            for i in 0..<max(wanted.count, version.count) {
                let a = i < version.count ? version[i] : 0, b = i < wanted.count ? wanted[i] : 0
                if a != b { order = a < b ? -1 : 1; break }
            }
            return op == "<" ? order < 0 : order >= 0
        }
    }
}
