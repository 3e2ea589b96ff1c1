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
/// - Parsing is strict where SemVer is: pre-release and build identifiers
///   are non-empty runs of `[0-9A-Za-z-]` (so `1.2.3-`, `1.2.3+` and
///   `1.2.3-a..b` are rejected), numeric pre-release identifiers have no
///   leading zeros. Leading zeros in the numeric components are tolerated
///   and normalised (`01.2` is `1.2`), as are surrounding spaces and a `v`.
/// - ``description`` is the normalised version (`" v01.2.3+b "` → `1.2.3+b`),
///   never the raw input.
/// - Parsing never traps: ``parse(_:)`` returns a ``ParseError``.
public struct AppVersion: Sendable, Comparable, Hashable, CustomStringConvertible {
    /// Why a string is not a version.
    public enum ParseError: Error, Equatable, Sendable {
        /// Nothing to parse.
        case empty
        /// A numeric component is empty or not a number.
        case invalidNumber(String)
        /// More than four numeric components.
        case tooManyComponents(Int)
        /// The pre-release part (after `-`) is empty or has an invalid identifier.
        case invalidPreRelease(String)
        /// The build metadata (after `+`) is empty or has an invalid identifier.
        case invalidBuildMetadata(String)
    }

    /// Numeric components, without trailing zeros (so equal versions are equal values).
    public let components: [Int]
    /// Pre-release identifiers (`["beta", "1"]` for `-beta.1`), empty for a release.
    public let preRelease: [String]
    /// Build metadata (`"build.7"` for `+build.7`), if any.
    public let buildMetadata: String?
    /// The numeric components as written (trailing zeros kept), for display.
    private let written: [Int]

    /// The normalised version: numbers as written (without leading zeros),
    /// then `-pre.release`, then `+build`.
    public var description: String {
        var text = written.map(String.init).joined(separator: ".")
        if !preRelease.isEmpty { text += "-" + preRelease.joined(separator: ".") }
        if let buildMetadata { text += "+" + buildMetadata }
        return text
    }

    /// Parses a version; throws ``ParseError``.
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
            let buildText = rest[rest.index(after: plus)...]
            guard identifiers(buildText).allSatisfy({ isIdentifier($0) }) else {
                return .failure(.invalidBuildMetadata(String(buildText)))
            }
            build = String(buildText)
            rest = rest[..<plus]
        }
        var pre: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            let preText = rest[rest.index(after: dash)...]
            let parts = identifiers(preText)
            let valid = parts.allSatisfy { isIdentifier($0) && !hasLeadingZero($0) }
            guard valid else { return .failure(.invalidPreRelease(String(preText))) }
            pre = parts.map(String.init)
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
        var significant = numbers
        while significant.last == 0 { significant.removeLast() }
        return .success(AppVersion(components: significant, preRelease: pre, buildMetadata: build, written: numbers))
    }

    private static func identifiers(_ text: Substring) -> [Substring] {
        text.split(separator: ".", omittingEmptySubsequences: false)
    }

    /// A non-empty run of ASCII letters, digits and hyphens.
    private static func isIdentifier(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// A numeric identifier with a leading zero (`01`), which SemVer forbids.
    private static func hasLeadingZero(_ text: Substring) -> Bool {
        text.count > 1 && text.first == "0" && text.allSatisfy(\.isNumber)
    }

    private init(components: [Int], preRelease: [String], buildMetadata: String?, written: [Int]) {
        self.components = components
        self.preRelease = preRelease
        self.buildMetadata = buildMetadata
        self.written = written
    }

    /// Equal when the numbers (zero-padded) and the pre-release are; build
    /// metadata does not count.
    public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool {
        lhs.components == rhs.components && lhs.preRelease == rhs.preRelease
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(preRelease)
    }

    /// SemVer precedence, numbers zero-padded (see the type's documentation).
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
