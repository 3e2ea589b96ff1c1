import Foundation

/// The modules keel type-checks against on a machine without Apple's SDKs:
/// interface stand-ins, embedded in the `keel` binary, that it writes to a
/// cache folder and compiles with `swiftc` once per keel build (`ModuleCache`).
///
/// - `Combine`, `RxCocoa`, `Swinject` and the RxSwift operators the stand-in
///   lacks: written for keel from public documentation (signatures only).
/// - `RxSwift`: the skeleton of the repository's clean-room stand-in
///   (`Sources/Internal/KeelRxStandIn`), `KeelBridge`: the skeleton of the kit's
///   bridge (`Sources/KeelBridge`), `UIKit` / `SwiftUI`: the repository's
///   interface stand-ins (`AppleInterfaces/`) — all generated from the
///   repository by `InterfaceSources` and kept current by a test
///   (`KEEL_WRITE_INTERFACES=1` regenerates them).
/// - `NetworkExtension`, `Network` (Apple's, the types VPN and reachability
///   managers name), `RealmSwift` and `ObjectMapper` (the model and collection
///   types legacy apps' declarations name): written for keel from public
///   documentation.
/// - `Differentiator`/`RxDataSources` (section models, `IdentifiableType`) and
///   `MessageKit` (`SenderType`, `MessageType`): the protocols apps' models
///   conform to, written for keel from public documentation.
/// - `Apollo` (Apollo iOS 0.x: what an app's generated `API.swift` and its
///   client code name) and `StoreKit` (StoreKit 1's purchase types): written
///   for keel from public documentation.
/// - `Alamofire` (the request-building types), `Moya` with RxMoya's extensions, and
///   `Moya_ObjectMapper`: what apps' networking layers name, written for keel from
///   public documentation.
/// - `SwifterSwift` (the members apps' ViewModels call): written for keel from public documentation.
/// - `Contacts`, `UniformTypeIdentifiers` (`UTType`), `SafariServices` (`SFSafariViewController`):
///   written for keel from Apple's documentation.
/// - `Localize_Swift` (`String.localized()`, `Localize`), `SwiftDate` (`toRelative`, `DateInRegion`…),
///   `RxTheme` (`ThemeProvider`, `ThemeService`, `ThemeProxy`), `Highlightr`, `TinyNetworking` (with its
///   Rx `request`), `Action` (`Action`, `CocoaAction`): written for keel from the libraries' public API;
///   `AuthenticationServices` (`ASWebAuthenticationSession`) from Apple's documentation.
/// - `Hero` (`HeroDefaultAnimationType`, the `hero` namespace), `WhatsNewKit` (1.x: `WhatsNew`,
///   `WhatsNewViewController`, the version stores), `KeychainAccess` (`Keychain`): written for keel from the libraries' public API;
///   `MessageUI` (the message and mail composers) from Apple's documentation.
/// - `RxOptional` (`Occupiable`'s `isNotEmpty`): written for keel from the library's public API.
/// - `KeelCombine`, `KeelRx`, `RxRelay`, `OpenCombine`, `Realm`: re-exports.
///
/// On a Mac with Xcode, Combine, SwiftUI and UIKit are Apple's own (the real
/// SDK, `xcrun --sdk iphonesimulator swiftc`); keel still uses the RxSwift,
/// RxCocoa, KeelBridge and Swinject interfaces unless the app's build
/// products are given.
package enum Interfaces {
    package struct Module: Sendable {
        package var name: String
        package var files: [(name: String, text: String)]
        /// `-D` conditions it is compiled with.
        package var defines: [String] = []
    }

    /// In dependency order.
    package static var modules: [Module] {
        [
            Module(name: "Combine", files: [("Combine.swift", combine)]),
            Module(name: "KeelCombine", files: keelCombine),
            Module(name: "OpenCombine", files: [("OpenCombine.swift", "@_exported import Combine\n")]),
            Module(name: "RxSwift", files: rxSwiftStandIn + [("Additions.swift", rxSwiftAdditions)], defines: ["StandIn"]),
            Module(name: "RxRelay", files: [("RxRelay.swift", "@_exported import RxSwift\n")]),
            Module(name: "KeelRx", files: [("KeelRx.swift", "@_exported import RxSwift\n@_exported import RxRelay\n")]),
            Module(name: "UniformTypeIdentifiers", files: [("UniformTypeIdentifiers.swift", uniformTypeIdentifiers)]),
            Module(name: "UIKit", files: uiKit + [("Additions.swift", uiKitAdditions)]),
            Module(name: "RxCocoa", files: [("RxCocoa.swift", rxCocoa)]),
            Module(name: "KeelBridge", files: keelBridge, defines: ["RxSwift"]),
            // What a generated equivalence test imports: the `Equivalence` script driver. Its
            // skeleton's bodies are stubs, so IssueReporting (the kit's failure reporting, built
            // first: KeelTesting imports it) is empty.
            Module(name: "IssueReporting", files: [("IssueReporting.swift", "")]),
            Module(name: "KeelTesting", files: keelTesting),
            Module(name: "Swinject", files: [("Swinject.swift", swinject)]),
            Module(name: "SwiftUI", files: swiftUI + [("Additions.swift", swiftUIAdditions)]),
            Module(name: "NetworkExtension", files: [("NetworkExtension.swift", networkExtension)]),
            Module(name: "Network", files: [("Network.swift", network)]),
            Module(name: "RealmSwift", files: [("RealmSwift.swift", realmSwift)]),
            Module(name: "Realm", files: [("Realm.swift", "@_exported import RealmSwift\n")]),
            Module(name: "ObjectMapper", files: [("ObjectMapper.swift", objectMapper)]),
            Module(name: "Differentiator", files: [("Differentiator.swift", differentiator)]),
            Module(name: "RxDataSources", files: [("RxDataSources.swift", rxDataSources)]),
            Module(name: "MessageKit", files: [("MessageKit.swift", messageKit)]),
            Module(name: "Apollo", files: [("Apollo.swift", apollo)]),
            Module(name: "StoreKit", files: [("StoreKit.swift", storeKit)]),
            Module(name: "Alamofire", files: [("Alamofire.swift", alamofire)]),
            Module(name: "Moya", files: [("Moya.swift", moya)]),
            Module(name: "RxMoya", files: [("RxMoya.swift", "@_exported import Moya\n")]),
            Module(name: "Moya_ObjectMapper", files: [("Moya_ObjectMapper.swift", moyaObjectMapper)]),
            Module(name: "SwifterSwift", files: [("SwifterSwift.swift", swifterSwift)]),
            Module(name: "Contacts", files: [("Contacts.swift", contacts)]),
            Module(name: "SafariServices", files: [("SafariServices.swift", safariServices)]),
            Module(name: "Localize_Swift", files: [("Localize_Swift.swift", localizeSwift)]),
            Module(name: "SwiftDate", files: [("SwiftDate.swift", swiftDate)]),
            Module(name: "RxTheme", files: [("RxTheme.swift", rxTheme)]),
            Module(name: "Highlightr", files: [("Highlightr.swift", highlightr)]),
            Module(name: "TinyNetworking", files: [("TinyNetworking.swift", tinyNetworking)]),
            Module(name: "Action", files: [("Action.swift", action)]),
            Module(name: "AuthenticationServices", files: [("AuthenticationServices.swift", authenticationServices)]),
            Module(name: "Hero", files: [("Hero.swift", hero)]),
            Module(name: "MessageUI", files: [("MessageUI.swift", messageUI)]),
            Module(name: "WhatsNewKit", files: [("WhatsNewKit.swift", whatsNewKit)]),
            Module(name: "KeychainAccess", files: [("KeychainAccess.swift", keychainAccess)]),
            Module(name: "RxOptional", files: [("RxOptional.swift", rxOptional)]),
        ]
    }

    /// Interfaces of modules that only add members to other modules' types (SwifterSwift's
    /// `UIImage.template`): Swift makes such a member visible in every file of a module as soon as
    /// one file imports it, so the skeleton imports them wherever the tree imports them.
    package static let leakingExtensionModules: Set<String> = ["SwifterSwift", "Moya_ObjectMapper", "Localize_Swift", "SwiftDate", "RxOptional"]

    /// Module names keel has an interface for.
    package static var names: Set<String> { Set(modules.map(\.name)) }

    /// Modules every Swift toolchain on Linux has.
    package static let system: Set<String> = [
        "Swift", "Foundation", "Dispatch", "XCTest", "Testing", "Glibc", "Musl", "Darwin", "_Concurrency", "Observation",
        "Synchronization", "RegexBuilder", "Distributed", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "CoreFoundation", "_StringProcessing",
    ]

    /// What identifies this set of interfaces (the cache key, with the compiler's version).
    package static var fingerprint: String {
        var hasher = StableHash()
        for module in modules {
            hasher.add(module.name)
            hasher.add(module.defines.joined(separator: ","))
            for file in module.files {
                hasher.add(file.name)
                hasher.add(file.text)
            }
        }
        return hasher.hex
    }
}

/// FNV-1a, 64 bits: a stable hash across runs (Swift's `Hasher` is seeded per process).
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            state ^= UInt64(byte)
            state = state &* 0x100_0000_01b3
        }
        state ^= 0xff
        state = state &* 0x100_0000_01b3
    }

    var hex: String { String(state, radix: 16) }
}
