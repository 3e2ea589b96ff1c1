/// A line chart as inline SVG for the trend section, on a **time axis**:
/// points are placed by their commit time, so a ten-week gap looks like ten
/// weeks and a busy day like a day. One line per series (a gap where a
/// value is n/a), a tooltip (`<title>`) with the value *and its totals* on
/// every point, vertical marks where the figures' scope changed (numbered;
/// the list beneath says what changed), and a legend in HTML with a sample
/// of each line. Colours and dashes come from the style sheet, so the chart
/// follows dark mode; a rule's colour is derived from its id (`ruleStyle`),
/// so it is the same in every report whatever rules are charted beside it.
struct HTMLLineChart {
    struct Series {
        var name: String
        /// One value per point; nil = n/a at that point.
        var values: [Double?]
        /// CSS classes of the line and its points (`role-viewModel`, `r3 dash1`).
        var style: String
        /// Per point, what the tooltip adds after the value (`36/79 units`); nil for nothing.
        var details: [String?] = []
        /// What the legend adds after the name (`now 36/79`).
        var legend: String = ""
        /// The name at the line's end, when `name` is too long for the margin.
        var short: String? = nil
    }

    /// A scope change at a point: a numbered vertical mark.
    struct Mark {
        var time: Int
        var number: Int
    }

    var id: String
    var title: String
    /// Commit time of each point, seconds since the epoch, oldest first.
    var times: [Int]
    /// What each point is called in tooltips (`2025-03-14 abc1234567`).
    var pointNames: [String]
    var series: [Series]
    /// Axis maximum (100 for percentages); nil = from the data.
    var yMax: Double?
    /// How a value is written on the axis and in tooltips.
    var format: (Double) -> String
    var marks: [Mark] = []

    static let width = 720.0, height = 250.0
    /// The right margin holds each line's name at its last point (`endLabel`).
    static let left = 52.0, right = 76.0, top = 18.0, bottom = 34.0

    /// x of a time: linear in time between the first and the last point.
    func x(_ time: Int) -> Double {
        let plotWidth = Self.width - Self.left - Self.right
        guard let first = times.first, let last = times.last, last > first else { return Self.left + plotWidth / 2 }
        return Self.left + plotWidth * Double(time - first) / Double(last - first)
    }

    func render() -> String {
        let dataMax = series.flatMap { $0.values.compactMap { $0 } }.max() ?? 0
        let raw = max(dataMax, 1) / 4
        let maximum = yMax ?? 4 * (raw <= 5 ? raw.rounded(.up) : Self.niceStep(raw))
        let plotHeight = Self.height - Self.top - Self.bottom
        func y(_ value: Double) -> Double { Self.top + plotHeight * (1 - min(value, maximum) / maximum) }
        let d = HTMLText.decimal
        var svg = "<svg class=\"trend\" id=\"\(id)\" viewBox=\"0 0 \(d(Self.width)) \(d(Self.height))\" role=\"img\" aria-labelledby=\"\(id)-t\">"
        svg += "<title id=\"\(id)-t\">\(HTMLText.escape(title))</title>"
        for step in 0...4 {
            let value = maximum * Double(step) / 4
            svg += "<line class=\"grid\" x1=\"\(d(Self.left))\" x2=\"\(d(Self.width - Self.right))\" y1=\"\(d(y(value)))\" y2=\"\(d(y(value)))\"/>"
            svg += "<text x=\"\(d(Self.left - 6))\" y=\"\(d(y(value) + 4))\" text-anchor=\"end\">\(HTMLText.escape(format(value)))</text>"
        }
        if let first = times.first, let last = times.last {
            var ticks = Self.ticks(from: first, to: last)
            // The first and last points' days at the ends, where no tick is near.
            if last > first {
                if ticks.allSatisfy({ x($0.time) - x(first) > 80 }) { ticks.insert((first, ISODate.day(first)), at: 0) }
                if ticks.allSatisfy({ x(last) - x($0.time) > 80 }) { ticks.append((last, ISODate.day(last))) }
            }
            for (index, tick) in ticks.enumerated() {
                let tx = x(tick.time)
                let anchor = ticks.count > 1 && index == 0 && tx < Self.left + 30 ? "start" : (tx > Self.width - Self.right - 30 ? "end" : "middle")
                svg += "<line class=\"grid\" x1=\"\(d(tx))\" x2=\"\(d(tx))\" y1=\"\(d(Self.height - Self.bottom))\" y2=\"\(d(Self.height - Self.bottom + 4))\"/>"
                svg += "<text x=\"\(d(tx))\" y=\"\(d(Self.height - 12))\" text-anchor=\"\(anchor)\">\(HTMLText.escape(tick.label))</text>"
            }
        }
        var lastLabel: (x: Double, row: Int)?
        for mark in marks {
            let mx = x(mark.time)
            // Numbers of marks close together go on the next row, so none hides another.
            let row = lastLabel.map { mx - $0.x < 16 ? ($0.row + 1) % 3 : 0 } ?? 0
            lastLabel = (mx, row)
            svg += "<line class=\"scope\" x1=\"\(d(mx))\" x2=\"\(d(mx))\" y1=\"\(d(Self.top - 4))\" y2=\"\(d(Self.height - Self.bottom))\" data-scope=\"\(mark.number)\"/>"
            svg += "<text class=\"scope-label\" x=\"\(d(mx + 3))\" y=\"\(d(Self.top + 6 + Double(row) * 12))\">\(mark.number)</text>"
        }
        for line in series {
            var path = ""
            var pen = false
            for (index, value) in line.values.enumerated() where index < times.count {
                guard let value else { pen = false; continue }
                path += "\(pen ? "L" : "M")\(d(x(times[index]))) \(d(y(value)))"
                pen = true
            }
            svg += "<g><path class=\"line \(line.style)\" d=\"\(path)\"/>"
            for (index, value) in line.values.enumerated() where index < times.count {
                guard let value else { continue }
                let detail = index < line.details.count ? line.details[index].map { " (\($0))" } ?? "" : ""
                svg += "<circle class=\"\(line.style)\" cx=\"\(d(x(times[index])))\" cy=\"\(d(y(value)))\" r=\"3\" data-t=\"\(times[index])\">"
                svg += "<title>\(HTMLText.escape("\(line.name) · \(pointNames[index]): \(format(value))\(detail)"))</title></circle>"
            }
            svg += "</g>"
        }
        // Each line's name at its last point, pushed apart so none overlaps:
        // a line is identified by its name, never by its colour alone.
        var ends: [(y: Double, name: String)] = series.compactMap { line in
            guard let last = line.values.indices.last(where: { line.values[$0] != nil && $0 < times.count }), let value = line.values[last] else { return nil }
            return (y(value) + 4, line.short ?? line.name)
        }.sorted { $0.y < $1.y }
        for i in ends.indices.dropFirst() where ends[i].y < ends[i - 1].y + 12 { ends[i].y = ends[i - 1].y + 12 }
        // Labels pushed below the axis come back up, each only as far as the one under it needs.
        var limit = Self.height - Self.bottom + 4
        for i in ends.indices.reversed() {
            ends[i].y = min(ends[i].y, limit)
            limit = ends[i].y - 12
        }
        for end in ends {
            svg += "<text class=\"end-label\" x=\"\(d(Self.width - Self.right + 6))\" y=\"\(d(end.y))\">\(HTMLText.escape(end.name))</text>"
        }
        svg += "</svg>"
        var legend = "<ul class=\"series\">"
        for line in series {
            legend += "<li><svg viewBox=\"0 0 24 8\" aria-hidden=\"true\"><path class=\"line \(line.style)\" d=\"M1 4L23 4\" stroke-width=\"2.5\"/></svg>"
            legend += "\(HTMLText.escape(line.name))\(line.legend.isEmpty ? "" : " <span class=\"muted\">\(HTMLText.escape(line.legend))</span>")</li>"
        }
        return "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(HTMLText.escape(title))\">\(svg)</div>" + legend + "</ul>"
    }

    /// Dates on the time axis: at most about six, at whole days, weeks
    /// (Mondays), months or years — whichever step fits the span.
    static func ticks(from first: Int, to last: Int) -> [(time: Int, label: String)] {
        guard last > first else { return [(first, ISODate.day(first))] }
        let day = 86_400
        let span = last - first
        var ticks: [(Int, String)] = []
        if span <= 45 * day {
            let step = max(1, Int((Double(span) / Double(day) / 6).rounded(.up))) * day
            var t = ISODate.dayStart(first)
            if t < first { t += day }
            while t <= last { ticks.append((t, ISODate.day(t))); t += step }
        } else if span <= 3 * 365 * day {
            let months = Double(span) / Double(30 * day)
            let step = [1, 2, 3, 6, 12].first { months / Double($0) <= 6 } ?? 12
            var t = ISODate.monthStart(first, adding: first == ISODate.monthStart(first) ? 0 : 1)
            while t <= last { ticks.append((t, ISODate.month(t))); t = ISODate.monthStart(t, adding: step) }
        } else {
            let years = span / (365 * day)
            let step = max(1, Int((Double(years) / 6).rounded(.up)))
            var t = ISODate.monthStart(first, adding: 12 - (Int(ISODate.month(first).suffix(2)) ?? 1) + 1)
            while t <= last { ticks.append((t, String(ISODate.day(t).prefix(4)))); t = ISODate.monthStart(t, adding: 12 * step) }
        }
        return ticks.isEmpty ? [(first, ISODate.day(first)), (last, ISODate.day(last))] : ticks
    }

    /// The CSS classes of rule `id`'s line: one of ten colours and one of
    /// three dash patterns, from a hash of the id (FNV-1a, mixed) — never
    /// from the rule's place among the charted rules, so a rule keeps its
    /// look in every report. Two rules may share a look; the name at each
    /// line's end tells them apart.
    static func ruleStyle(_ id: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        // Murmur3's finalizer: similar ids (VM001, VM002) land far apart.
        hash ^= hash >> 16
        hash = hash &* 0x85EB_CA6B
        hash ^= hash >> 13
        hash = hash &* 0xC2B2_AE35
        hash ^= hash >> 16
        let colour = Int(hash % 10), dash = Int((hash / 10) % 3)
        return "r\(colour)" + (dash == 0 ? "" : " dash\(dash)")
    }

    /// 1, 2, 5 × 10ⁿ at or above `value` (at least 1): a grid step, so
    /// that four steps make the axis and every label is a round number.
    static func niceStep(_ value: Double) -> Double {
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        for step in [1.0, 2, 5, 10] where step * magnitude >= value { return step * magnitude }
        return 10 * magnitude
    }
}
