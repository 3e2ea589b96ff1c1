extension String {
    /// The words of a type name: `SheetDestination` → `Sheet`, `Destination`;
    /// acronyms stay whole (`ConnectionsRouteID` → `Connections`, `Route`, `ID`;
    /// `URLRoute` → `URL`, `Route`).
    var camelCaseWords: [String] {
        let chars = Array(self)
        var words: [String] = []
        var current = ""
        for (i, c) in chars.enumerated() {
            if c.isUppercase, !current.isEmpty {
                let previousLower = chars[i - 1].isLowercase || chars[i - 1].isNumber
                let acronymEnds = chars[i - 1].isUppercase && i + 1 < chars.count && chars[i + 1].isLowercase
                if previousLower || acronymEnds {
                    words.append(current)
                    current = ""
                }
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
