import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import KeelMigrate

/// Round 9: a global singleton read in a computed property whose getter is written without `get`
/// (Windscribe's `WifiInfoViewModel`: `var trustedNetworkImage: String { … WifiManager.shared … }`).
/// It is injected like any other read (an init parameter with the singleton as default); before, the
/// getter was not seen as a place that can read a stored property, and VM011 refused the ViewModel.
/// The fixture `Legacy/Hotspot` runs the generated equivalence test.
@Suite("migrate: singletons in computed properties (round 9)", .timeLimit(.minutes(5)))
struct SingletonInComputedPropertyTests {
    static let files = ["Radar.swift": """
        import Foundation
        final class Radar {
            static let shared = Radar()
            func secured() -> Bool? { nil }
        }
        """, "BadgeViewModel.swift": """
        import Foundation
        import RxSwift

        final class BadgeViewModel {
            let badge = BehaviorRelay<String>(value: "")
            var image: String {
                if let secured = Radar.shared.secured() {
                    return secured ? "lock" : "open"
                }
                return "none"
            }
            var explicit: String {
                get { Radar.shared.secured() == true ? "yes" : "no" }
            }
            func refresh() {
                badge.accept(image + explicit)
            }
        }
        """]

    @Test func aSingletonReadInAGetterWithoutGetIsInjected() async throws {
        let result = try await migrate(Self.files, "BadgeViewModel")
        let text = result.viewModelText
        #expect(result.refusals.isEmpty, "\(result.refusals)")
        #expect(text.contains("init(radar: Radar = Radar.shared)"), "\(text)")
        #expect(text.contains("if let secured = radar.secured() {"), "\(text)")
        #expect(text.contains("get { radar.secured() == true ? \"yes\" : \"no\" }"), "\(text)")
        #expect(!text.contains("Radar.shared.secured()"), "\(text)")
    }

    @Test func aStoredPropertysInitializerStillCannotReadIt() {
        let source = """
            final class V {
                let flag = Radar.shared.secured()
                var image: String { Radar.shared.secured() == true ? "a" : "b" }
            }
            """
        let tree = Parser.parse(source: source)
        let accesses = tree.descendants(MemberAccessExprSyntax.self).filter { $0.declName.baseName.text == "shared" }
        #expect(accesses.count == 2)
        #expect(!SingletonInjection.readable(accesses[0], inputClosures: []))
        #expect(SingletonInjection.readable(accesses[1], inputClosures: []))
    }
}
