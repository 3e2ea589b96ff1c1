/// A line chart as inline SVG for the trend section: points evenly spaced
/// in history order, one line per series (a gap where a value is n/a),
/// a tooltip (`<title>`) on every point, and a legend in HTML. Colours come
/// from the style sheet (`s1`…`s8`), so the chart follows dark mode.
struct HTMLLineChart {
    struct Series {
        var name: String
        /// One value per point; nil = n/a at that point.
        var values: [Double?]
    }

    var id: String
    var title: String
    /// Labels of the points (x axis), one per point.
    var xLabels: [String]
    var series: [Series]
    /// Axis maximum (100 for percentages); nil = from the data.
    var yMax: Double?
    /// How a value is written on the axis and in tooltips.
    var format: (Double) -> String

    static let width = 720.0, height = 240.0
    static let left = 52.0, right = 16.0, top = 14.0, bottom = 34.0

    func render() -> String {
        let count = xLabels.count
        let dataMax = series.flatMap { $0.values.compactMap { $0 } }.max() ?? 0
        let maximum = yMax ?? Self.niceCeiling(max(dataMax, 1))
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        func x(_ index: Int) -> Double { count <= 1 ? Self.left + plotWidth / 2 : Self.left + plotWidth * Double(index) / Double(count - 1) }
        func y(_ value: Double) -> Double { Self.top + plotHeight * (1 - min(value, maximum) / maximum) }
        let d = HTMLText.decimal
        var svg = "<svg class=\"trend\" id=\"\(id)\" viewBox=\"0 0 \(d(Self.width)) \(d(Self.height))\" role=\"img\" aria-labelledby=\"\(id)-t\">"
        svg += "<title id=\"\(id)-t\">\(HTMLText.escape(title))</title>"
        for step in 0...4 {
            let value = maximum * Double(step) / 4
            svg += "<line class=\"grid\" x1=\"\(d(Self.left))\" x2=\"\(d(Self.width - Self.right))\" y1=\"\(d(y(value)))\" y2=\"\(d(y(value)))\"/>"
            svg += "<text x=\"\(d(Self.left - 6))\" y=\"\(d(y(value) + 4))\" text-anchor=\"end\">\(HTMLText.escape(format(value)))</text>"
        }
        for index in Self.labelIndices(count: count) {
            // The first and last labels are anchored inside the plot so they are never cut.
            let anchor = count > 1 && index == 0 ? "start" : (count > 1 && index == count - 1 ? "end" : "middle")
            svg += "<text x=\"\(d(x(index)))\" y=\"\(d(Self.height - 10))\" text-anchor=\"\(anchor)\">\(HTMLText.escape(xLabels[index]))</text>"
        }
        for (number, line) in series.enumerated() {
            let style = "s\(number % 8 + 1)"
            var path = ""
            var pen = false
            for (index, value) in line.values.enumerated() {
                guard let value else { pen = false; continue }
                path += "\(pen ? "L" : "M")\(d(x(index))) \(d(y(value)))"
                pen = true
            }
            svg += "<g><path class=\"line \(style)\" d=\"\(path)\"/>"
            for (index, value) in line.values.enumerated() {
                guard let value else { continue }
                svg += "<circle class=\"\(style)\" cx=\"\(d(x(index)))\" cy=\"\(d(y(value)))\" r=\"3\">"
                svg += "<title>\(HTMLText.escape("\(line.name) · \(xLabels[index]): \(format(value))"))</title></circle>"
            }
            svg += "</g>"
        }
        svg += "</svg>"
        var legend = "<ul class=\"series\">"
        for (number, line) in series.enumerated() {
            legend += "<li><span class=\"key s\(number % 8 + 1)\"></span>\(HTMLText.escape(line.name))</li>"
        }
        return "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(HTMLText.escape(title))\">\(svg)</div>" + legend + "</ul>"
    }

    /// At most six evenly spread label positions (dates never overlap), always the first and last.
    static func labelIndices(count: Int) -> [Int] {
        guard count > 0 else { return [] }
        let slots = min(count, 6)
        guard slots > 1 else { return [0] }
        return (0..<slots).map { Int((Double($0) * Double(count - 1) / Double(slots - 1)).rounded()) }
    }

    /// 1, 2, 5 × 10ⁿ at or above `value`.
    static func niceCeiling(_ value: Double) -> Double {
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        for step in [1.0, 2, 5, 10] where step * magnitude >= value { return step * magnitude }
        return 10 * magnitude
    }
}
