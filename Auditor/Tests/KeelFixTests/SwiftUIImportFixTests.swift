import Testing

/// VM004: `import SwiftUI` in a ViewModel file → the imports it stood for.
@Suite("keel fix VM004", .timeLimit(.minutes(2)))
struct SwiftUIImportFixTests {
    @Test func replacesTheImportWithFoundationAndCombine() async throws {
        try await expectFix("VM004", file: "App/SettingsViewModel.swift", before: """
            // Settings.
            import SwiftUI

            @MainActor
            final class SettingsViewModel: ObservableObject {
                @Published private(set) var isOn = false
            }

            """, after: """
            // Settings.
            import Foundation
            import Combine

            @MainActor
            final class SettingsViewModel: ObservableObject {
                @Published private(set) var isOn = false
            }

            """)
    }

    @Test func removesTheLineWhenTheOtherImportsCoverTheFile() async throws {
        try await expectFix("VM004", file: "App/SettingsViewModel.swift", before: """
            import Foundation
            import SwiftUI
            import Combine

            @MainActor
            final class SettingsViewModel: ObservableObject {
                @Published private(set) var isOn = false
            }

            """, after: """
            import Foundation
            import Combine

            @MainActor
            final class SettingsViewModel: ObservableObject {
                @Published private(set) var isOn = false
            }

            """)
    }

    /// Round 16 (D2): `import UIKit` under `#if canImport(UIKit)` supplies
    /// nothing on macOS, so Foundation (for `Date`) is imported unconditionally.
    @Test func aConditionalUIKitImportDoesNotSupplyFoundation() async throws {
        try await expectFix("VM004", file: "App/ClockViewModel.swift", before: """
            import SwiftUI
            #if canImport(UIKit)
            import UIKit
            #endif

            @MainActor
            final class ClockViewModel: ObservableObject {
                @Published private(set) var now = Date()
                func tick() { now = Date() }
            }

            """, after: """
            import Foundation
            import Combine
            #if canImport(UIKit)
            import UIKit
            #endif

            @MainActor
            final class ClockViewModel: ObservableObject {
                @Published private(set) var now = Date()
                func tick() { now = Date() }
            }

            """)
    }

    /// An `#if` whose every clause, `#else` included, imports a module that brings Foundation supplies it.
    @Test func anImportInEveryClauseSuppliesFoundation() async throws {
        try await expectFix("VM004", file: "App/ClockViewModel.swift", before: """
            import Combine
            import SwiftUI
            #if canImport(UIKit)
            import UIKit
            #else
            import AppKit
            #endif

            @MainActor
            final class ClockViewModel: ObservableObject {
                @Published private(set) var now = Date()
            }

            """, after: """
            import Combine
            #if canImport(UIKit)
            import UIKit
            #else
            import AppKit
            #endif

            @MainActor
            final class ClockViewModel: ObservableObject {
                @Published private(set) var now = Date()
            }

            """)
    }

    @Test func theProjectsOwnTypeOfASwiftUIName() async throws {
        try await expectFix("VM004", file: "App/ThemeViewModel.swift", before: """
            import Combine
            import SwiftUI

            @MainActor
            final class ThemeViewModel: ObservableObject {
                @Published private(set) var accent = Color.brand
            }

            """, after: """
            import Combine
            import Foundation

            @MainActor
            final class ThemeViewModel: ObservableObject {
                @Published private(set) var accent = Color.brand
            }

            """, others: ["App/Color.swift": "struct Color { static let brand = Color() }\n"])
    }

    @Test(arguments: [
        ("@Published private(set) var tint = Color.red", "SwiftUI's Color"),
        ("func animate() { withAnimation { isOn.toggle() } }", "SwiftUI's withAnimation"),
        ("@Published private(set) var image: UIImage? = nil", "UIImage"),
    ])
    func notFixedWhenTheFileNeedsSwiftUI(_ member: String, _ reason: String) async throws {
        try await expectNotFixed("VM004", file: "App/SettingsViewModel.swift", source: """
            import Combine
            import SwiftUI

            @MainActor
            final class SettingsViewModel: ObservableObject {
                @Published private(set) var isOn = false
                \(member)
            }

            """, reason: reason)
    }
}
