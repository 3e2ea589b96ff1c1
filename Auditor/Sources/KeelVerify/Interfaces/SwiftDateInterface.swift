extension Interfaces {
    /// The part of SwiftDate (7.x) apps' models and ViewModels call: `DateRepresentable` (which
    /// `Date` and `DateInRegion` conform to) with its components, `toRelative(since:dateTimeStyle:unitsStyle:)`,
    /// `toFormat(_:locale:)`, `toString(_:)` and `toISO(_:)`; `DateInRegion`, `Region`,
    /// `LocaleConvertible`; `String.toDate(_:region:)` / `toISODate(_:region:)`. Written for keel from
    /// SwiftDate's public API (release 7.0.0); signatures only, every body traps. Foundation on Linux
    /// has no `RelativeDateTimeFormatter` (Apple's, iOS 13), whose style enums `toRelative` takes: it
    /// is declared here with those two enums only. SwiftDate adds members to `Date` and `String`, so
    /// the skeleton imports it wherever the tree does (SwiftHub: in `LibsManager.swift` only).
    static let swiftDate = #"""
    import Foundation

    @usableFromInline func swiftDateInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("SwiftDate interface stand-in: \(function) never runs")
    }

    open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
        public enum DateTimeStyle: Int, Sendable { case numeric = 0, named = 1 }
        public enum UnitsStyle: Int, Sendable { case full = 0, spellOut = 1, short = 2, abbreviated = 3 }
        open var dateTimeStyle: DateTimeStyle { get { swiftDateInterfaceOnly() } set {} }
        open var unitsStyle: UnitsStyle { get { swiftDateInterfaceOnly() } set {} }
        open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String { swiftDateInterfaceOnly() }
    }

    public protocol LocaleConvertible {
        func toLocale() -> Locale
    }
    extension Locale: LocaleConvertible {
        public func toLocale() -> Locale { self }
    }

    public struct Region: Equatable, Hashable, CustomStringConvertible {
        public let calendar: Calendar
        public var locale: Locale { swiftDateInterfaceOnly() }
        public var timeZone: TimeZone { swiftDateInterfaceOnly() }
        public var description: String { swiftDateInterfaceOnly() }
        public init(calendar: Calendar = .current, zone: TimeZone = .current, locale: Locale = .current) { self.calendar = calendar }
        public static var UTC: Region { swiftDateInterfaceOnly() }
        public static var local: Region { swiftDateInterfaceOnly() }
        public static var ISO: Region { swiftDateInterfaceOnly() }
        public static var current: Region { swiftDateInterfaceOnly() }
    }

    public enum SwiftDate {
        public static var defaultRegion: Region { get { swiftDateInterfaceOnly() } set {} }
    }

    public enum DateToStringStyles {
        case iso(_: ISOFormatter.Options)
        case extended, rss, altRSS, dotNet, httpHeader, sql, standard
        case date(_: DateFormatter.Style)
        case time(_: DateFormatter.Style)
        case dateTime(_: DateFormatter.Style)
        case dateTimeMixed(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style)
        case custom(_: String)
        case relative(style: RelativeDateTimeFormatter.DateTimeStyle = .named, unitsStyle: RelativeDateTimeFormatter.UnitsStyle = .short)
    }

    public class ISOFormatter {
        public struct Options: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let withYear = Options(rawValue: 1 << 0)
            public static let withMonth = Options(rawValue: 1 << 1)
            public static let withWeekOfYear = Options(rawValue: 1 << 2)
            public static let withDay = Options(rawValue: 1 << 3)
            public static let withTime = Options(rawValue: 1 << 4)
            public static let withTimeZone = Options(rawValue: 1 << 5)
            public static let withSpaceBetweenDateAndTime = Options(rawValue: 1 << 6)
            public static let withDashSeparatorInDate = Options(rawValue: 1 << 7)
            public static let withFullDate = Options(rawValue: 1 << 8)
            public static let withFullTime = Options(rawValue: 1 << 9)
            public static let withInternetDateTime = Options(rawValue: 1 << 10)
            public static let withInternetDateTimeExtended = Options(rawValue: 1 << 11)
            public static let withoutTZSeparators = Options(rawValue: 1 << 12)
        }
    }

    public class ISOParser {
        public struct Options {
            public init(strict: Bool = false) {}
        }
    }

    public protocol DateRepresentable {
        var date: Date { get }
        var region: Region { get }
        var year: Int { get }
        var month: Int { get }
        var day: Int { get }
        var hour: Int { get }
        var minute: Int { get }
        var second: Int { get }
        var weekday: Int { get }
        var isToday: Bool { get }
        var isYesterday: Bool { get }
        var isTomorrow: Bool { get }
        var isInWeekend: Bool { get }
        var isInPast: Bool { get }
        var isInFuture: Bool { get }
    }

    extension DateRepresentable {
        public var year: Int { swiftDateInterfaceOnly() }
        public var month: Int { swiftDateInterfaceOnly() }
        public var day: Int { swiftDateInterfaceOnly() }
        public var hour: Int { swiftDateInterfaceOnly() }
        public var minute: Int { swiftDateInterfaceOnly() }
        public var second: Int { swiftDateInterfaceOnly() }
        public var weekday: Int { swiftDateInterfaceOnly() }
        public var isToday: Bool { swiftDateInterfaceOnly() }
        public var isYesterday: Bool { swiftDateInterfaceOnly() }
        public var isTomorrow: Bool { swiftDateInterfaceOnly() }
        public var isInWeekend: Bool { swiftDateInterfaceOnly() }
        public var isInPast: Bool { swiftDateInterfaceOnly() }
        public var isInFuture: Bool { swiftDateInterfaceOnly() }
        public func convertTo(region: Region) -> DateInRegion { swiftDateInterfaceOnly() }
        public func toString(_ style: DateToStringStyles? = nil) -> String { swiftDateInterfaceOnly() }
        public func toFormat(_ format: String, locale: LocaleConvertible? = nil) -> String { swiftDateInterfaceOnly() }
        public func toRelative(since: DateInRegion?,
                               dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle = .named,
                               unitsStyle: RelativeDateTimeFormatter.UnitsStyle = .short) -> String { swiftDateInterfaceOnly() }
        public func toISO(_ options: ISOFormatter.Options? = nil) -> String { swiftDateInterfaceOnly() }
        public func toDotNET() -> String { swiftDateInterfaceOnly() }
        public func toSQL() -> String { swiftDateInterfaceOnly() }
        public func toRSS(alt: Bool) -> String { swiftDateInterfaceOnly() }
    }

    extension Date: DateRepresentable {
        public var date: Date { self }
        public var region: Region { swiftDateInterfaceOnly() }
        public func `in`(region: Region) -> DateInRegion { swiftDateInterfaceOnly() }
    }

    public struct DateInRegion: DateRepresentable, Comparable, Hashable, CustomStringConvertible {
        public private(set) var date: Date
        public private(set) var region: Region
        public var description: String { swiftDateInterfaceOnly() }
        public init(_ date: Date = Date(), region: Region = SwiftDate.defaultRegion) {
            self.date = date
            self.region = region
        }
        public init?(_ string: String, format: String? = nil, region: Region = SwiftDate.defaultRegion) { swiftDateInterfaceOnly() }
        public static func < (lhs: DateInRegion, rhs: DateInRegion) -> Bool { swiftDateInterfaceOnly() }
    }

    extension String {
        public func toDate(_ format: String? = nil, region: Region = SwiftDate.defaultRegion) -> DateInRegion? { swiftDateInterfaceOnly() }
        public func toDate(_ formats: [String], region: Region) -> DateInRegion? { swiftDateInterfaceOnly() }
        public func toISODate(_ options: ISOParser.Options? = nil, region: Region? = nil) -> DateInRegion? { swiftDateInterfaceOnly() }
    }
    """#
}
