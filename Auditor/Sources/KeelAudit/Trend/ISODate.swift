/// Commit dates for the trend's time axis, without the clock, the locale or
/// a date formatter: strict ISO 8601 as git writes it (`%cI`:
/// `2025-12-22T15:00:51-06:00`, `2025-01-06T12:00:00Z`) to seconds since
/// the epoch, and seconds back to a UTC calendar day. Same input, same output.
package enum ISODate {
    /// Seconds since 1970-01-01T00:00:00Z; nil when `text` is not `YYYY-MM-DDThh:mm:ss` followed by `Z` or `±hh:mm`.
    package static func seconds(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[from..<from + count] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var index = 19
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") { // fractional seconds: ignored
            index += 1
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"):
            guard index + 1 == bytes.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard index + 6 == bytes.count, bytes[index + 3] == UInt8(ascii: ":"),
                  let hours = number(index + 1, 2), let minutes = number(index + 4, 2) else { return nil }
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        default:
            return nil
        }
        return daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second - offset
    }

    /// `YYYY-MM-DD` of the UTC day holding `seconds`.
    package static func day(_ seconds: Int) -> String {
        let (year, month, day) = civil(fromDays: Int((Double(seconds) / 86_400).rounded(.down)))
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    /// `YYYY-MM` of the UTC month holding `seconds`.
    package static func month(_ seconds: Int) -> String { String(day(seconds).prefix(7)) }

    /// The UTC midnight starting the month `months` after the one holding `seconds`.
    package static func monthStart(_ seconds: Int, adding months: Int = 0) -> Int {
        let (year, month, _) = civil(fromDays: Int((Double(seconds) / 86_400).rounded(.down)))
        let index = year * 12 + (month - 1) + months
        let (y, m) = (Int((Double(index) / 12).rounded(.down)), index - Int((Double(index) / 12).rounded(.down)) * 12 + 1)
        return daysFromCivil(year: y, month: m, day: 1) * 86_400
    }

    /// The UTC midnight starting the day holding `seconds`.
    package static func dayStart(_ seconds: Int) -> Int { Int((Double(seconds) / 86_400).rounded(.down)) * 86_400 }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date of a day count since 1970-01-01.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
