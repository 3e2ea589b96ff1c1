import Foundation

/// An app version: SemVer 2.0 (`1.2.3-beta.1+build.7`) and 4-part app
/// versions (`1.2.3.4`), compared the way update prompts need.
///
/// - Numeric components are zero-padded: `1.0 == 1.0.0 == 1`. (Comparing
///   strings made "1.0" < "1.0.0" and showed a spurious update.)
/// - A pre-release is lower than its release: `1.2.0-beta < 1.2.0` (string
///   comparison made it higher). Pre-release identifiers compare per SemVer:
///   numeric ones numerically and below alphanumeric ones, alphanumerics in
///   ASCII order, and a shorter list is lower when all else is equal.
/// - Build metadata (`+…`) is kept for display and ignored by comparison.
/// - Parsing never traps: `AppVersion.parse` returns a `ParseError`.
public struct AppVersion: Sendable, Comparable, Hashable, CustomStringConvertible {
    public enum ParseError: Error, Equatable, Sendable {
        case empty
        case invalidNumber(String)
        case tooManyComponents(Int)
        case invalidPreRelease(String)
    }

    /// Numeric components, without trailing zeros (so equal versions are equal values).
    public let components: [Int]
    public let preRelease: [String]
    public let buildMetadata: String?
    private let text: String

    public var description: String { text }

    /// Parses a version; throws `ParseError`.
    public init(_ string: String) throws {
        self = try Self.parse(string).get()
    }

    /// Parses a version without throwing.
    public static func parse(_ string: String) -> Result<AppVersion, ParseError> {
        var rest = Substring(string.trimmingCharacters(in: .whitespaces))
        if rest.hasPrefix("v") || rest.hasPrefix("V") { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return .failure(.empty) }
        var build: String?
        if let plus = rest.firstIndex(of: "+") {
            build = String(rest[rest.index(after: plus)...])
            rest = rest[..<plus]
        }
        var pre: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            let preText = rest[rest.index(after: dash)...]
            pre = preText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let valid = pre.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } && $0.allSatisfy(\.isASCII) }
            guard valid else { return .failure(.invalidPreRelease(String(preText))) }
            rest = rest[..<dash]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 4 else { return .failure(.tooManyComponents(parts.count)) }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part) else {
                return .failure(.invalidNumber(String(part)))
            }
            numbers.append(value)
        }
        while numbers.last == 0 { numbers.removeLast() }
        return .success(AppVersion(components: numbers, preRelease: pre, buildMetadata: build, text: string))
    }

    private init(components: [Int], preRelease: [String], buildMetadata: String?, text: String) {
        self.components = components
        self.preRelease = preRelease
        self.buildMetadata = buildMetadata
        self.text = text
    }

    public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool {
        lhs.components == rhs.components && lhs.preRelease == rhs.preRelease
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(preRelease)
    }

    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false): return Self.preReleaseLess(lhs.preRelease, rhs.preRelease)
        }
    }

    private static func preReleaseLess(_ lhs: [String], _ rhs: [String]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            switch (Int(left), Int(right)) {
            case let (l?, r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.count < rhs.count
    }
}
