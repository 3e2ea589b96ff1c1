@testable import KeelAudit
import Testing

/// `ScreenSyntax.namesNavigationState` compares bytes with ASCII case folded
/// (it runs on every assignment target of a cold audit); it must answer as
/// the Unicode-lowercasing definition does, on every name.
@Suite("Navigation-state names (byte comparison)", .timeLimit(.minutes(1)))
struct NavigationStateNameTests {
    static let names = [
        "path", "Path", "navigationPath", "NAVPATH", "pathway", "pat", "ath", "xpatH", "p@th", "PaTh",
        "route", "currentRoute", "ROUTER", "rout", "destination", "selectedDestination", "DestinationID", "destinatio",
        "stack", "navStack", "STACKED", "stac", "sheet", "activeSheet", "isSheetShown", "shee", "screen", "ScreenState",
        "scree", "viewControllers", "rootViewController", "selectedIndex", "selectedTab", "selectedTabs", "title",
        "isLoading", "", "x", "🚲path", "stacK", "café", "ROUTE_", "_sheet_", "selectedViewController",
    ]

    @Test func answersAsTheUnicodeDefinitionDoes() {
        for name in Self.names {
            let expected = ["viewControllers", "rootViewController", "selectedIndex", "selectedViewController", "selectedTab"].contains(name)
                || ScreenSyntax.namesNavigationStateUnicode(name)
            #expect(ScreenSyntax.namesNavigationState(name) == expected, "\(name)")
        }
    }

    @Test func aNonASCIINameTakesTheUnicodePath() {
        // The Kelvin sign lowercases to "k": "stac\u{212A}" names a stack.
        #expect(ScreenSyntax.namesNavigationState("stac\u{212A}"))
        #expect(ScreenSyntax.namesNavigationState("écranPath"))
        #expect(!ScreenSyntax.namesNavigationState("écran"))
    }

    @Test func wordsAnywhereAndPathOnlyAtTheEnd() {
        #expect(ScreenSyntax.namesNavigationState("myRouteState"))
        #expect(ScreenSyntax.namesNavigationState("settingsPATH"))
        #expect(!ScreenSyntax.namesNavigationState("pathFinder"))
        #expect(!ScreenSyntax.namesNavigationState("counter"))
    }
}
