import Foundation
@testable import KeelAudit
import Testing

/// WCAG 2 relative luminance and contrast ratio of `#rrggbb` colours.
enum HTMLContrast {
    static func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        func channel(_ at: Int) -> Double {
            let value = Double(Int(String(digits[at..<at + 2]), radix: 16) ?? 0) / 255
            return value <= 0.03928 ? value / 12.92 : Foundation.pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }

    static func ratio(_ a: String, _ b: String) -> Double {
        let x = luminance(a), y = luminance(b)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}

@Suite("HTML report colours", .timeLimit(.minutes(3)))
struct HTMLContrastTests {
    @Test func theMathIsRight() {
        #expect(abs(HTMLContrast.ratio("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(HTMLContrast.ratio("#777777", "#ffffff") - 4.48) < 0.01)
        // The step the issue measured: dark `h4` #bd561d under #e6edf3 text was 3.94:1.
        #expect(abs(HTMLContrast.ratio("#e6edf3", "#bd561d") - 3.94) < 0.01)
    }

    @Test(arguments: [false, true])
    func everyTextHasAtLeast4point5to1(dark: Bool) throws {
        for pair in HTMLPalette.textPairs {
            let text = try #require(HTMLPalette.value(pair.text, dark: dark), "\(pair.text)")
            let background = try #require(HTMLPalette.value(pair.on, dark: dark), "\(pair.on)")
            let ratio = HTMLContrast.ratio(text, background)
            #expect(ratio >= 4.5, "\(dark ? "dark" : "light"): \(pair.text) \(text) on \(pair.on) \(background) is \(ratio):1")
        }
    }

    @Test(arguments: [false, true])
    func everyHeatStepCarriesItsCount(dark: Bool) throws {
        for step in 1...5 {
            let cell = try #require(HTMLPalette.value("h\(step)", dark: dark))
            let text = try #require(HTMLPalette.value(step == 5 ? "h5-fg" : "h-fg", dark: dark))
            #expect(HTMLContrast.ratio(text, cell) >= 4.5, "\(dark ? "dark" : "light") h\(step)")
        }
    }

    @Test(arguments: [false, true])
    func chartLinesAndBarsStandOut(dark: Bool) throws {
        for pair in HTMLPalette.graphicPairs {
            let graphic = try #require(HTMLPalette.value(pair.graphic, dark: dark))
            let background = try #require(HTMLPalette.value(pair.on, dark: dark))
            #expect(HTMLContrast.ratio(graphic, background) >= 3, "\(dark ? "dark" : "light"): \(pair.graphic) on \(pair.on)")
        }
    }

    /// The pairs checked above are the ones the style sheet draws: every
    /// severity badge and heat step sets both its background and its text.
    @Test func badgesAndHeatStepsUseTheCheckedPairs() {
        for severity in Severity.allCases.map(\.rawValue) {
            #expect(HTMLStyle.css.contains(".sev.\(severity){background:var(--sev-\(severity));color:var(--sev-\(severity)-fg)}"), "\(severity)")
        }
        for step in 1...5 {
            #expect(HTMLStyle.css.contains(".h\(step){background:var(--h\(step));color:var(--\(step == 5 ? "h5-fg" : "h-fg"))}"), "h\(step)")
        }
    }

    @Test func bothPalettesDefineTheSameColoursAndTheStyleSheetUsesThem() {
        #expect(HTMLPalette.light.map(\.key) == HTMLPalette.dark.map(\.key))
        #expect(HTMLStyle.css.hasPrefix(HTMLPalette.css))
        for (name, _) in HTMLPalette.light { #expect(HTMLStyle.css.contains("--\(name):"), "\(name)") }
        // Every colour the style sheet reads is defined.
        for chunk in HTMLStyle.css.components(separatedBy: "var(--").dropFirst() {
            let name = String(chunk.prefix { $0 != ")" })
            #expect(HTMLPalette.value(name, dark: false) != nil, "var(--\(name)) is not defined")
        }
    }
}
