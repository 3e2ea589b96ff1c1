// swift-tools-version: 6.1
//
// Keel — MVVM + Coordinators + state machines for teams moving from
// UIKit + RxSwift to SwiftUI + Combine. See README.md and docs/ARCHITECTURE.md.
//
// This is the runtime kit and its reference app: what an app depends on. The
// auditor (`keel`) is a separate package in Auditor/, so no client of the kit
// resolves swift-syntax, Yams or ArgumentParser.
import PackageDescription

/// Platforms without Apple's Combine: there, OpenCombine stands in. Apple
/// platforms never compile OpenCombine.
let nonApplePlatforms: [Platform] = [.linux, .windows, .android, .openbsd, .wasi]

/// RxCocoa (Driver, Signal) for KeelBridge's Driver/Signal bridge, with real
/// RxSwift. RxSwift's own manifest declares the RxCocoa product only when it is
/// evaluated on a Darwin host, and SwiftPM rejects a dependency on a product that
/// does not exist, so Keel declares it the same way.
#if canImport(Darwin)
let rxCocoa: [Target.Dependency] = [.product(name: "RxCocoa", package: "RxSwift", condition: .when(traits: ["RxSwift"]))]
#else
let rxCocoa: [Target.Dependency] = []
#endif

/// The only way a Keel module reaches Combine: `import KeelCombine`.
let combine: Target.Dependency = "KeelCombine"

/// The only way a Keel module reaches RxSwift: `import KeelRx` (real RxSwift
/// with the default `RxSwift` trait, Keel's clean-room stand-in with `StandIn`).
let rx: Target.Dependency = "KeelRx"

let clocks: Target.Dependency = .product(name: "Clocks", package: "swift-clocks")
/// Test failures that reach both XCTest and Swift Testing (`reportIssue`).
let issueReporting: Target.Dependency = .product(name: "IssueReporting", package: "xctest-dynamic-overlay")
/// Lets `reportIssue` reach XCTest and Swift Testing on every platform and in
/// release test builds: the testing products link it, so clients' test
/// targets need not (without it, Linux records nothing).
let issueReportingTestSupport: Target.Dependency = .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")

let package = Package(
    name: "Keel",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "KeelBridge", targets: ["KeelBridge"]),
        .library(name: "KeelFlow", targets: ["KeelFlow"]),
        .library(name: "KeelLaunch", targets: ["KeelLaunch"]),
        .library(name: "KeelNavigation", targets: ["KeelNavigation"]),
        .library(name: "KeelLaunchNavigation", targets: ["KeelLaunchNavigation"]),
        // One import that names the Rx types under either trait: real RxSwift +
        // RxRelay (default), or Keel's stand-in (`StandIn`, offline).
        .library(name: "KeelRx", targets: ["KeelRx"]),
        // Testing products: link them from test targets only.
        .library(name: "KeelFlowTesting", targets: ["KeelFlowTesting"]),
        .library(name: "KeelLaunchTesting", targets: ["KeelLaunchTesting"]),
        .library(name: "KeelNavigationTesting", targets: ["KeelNavigationTesting"]),
        .library(name: "KeelTesting", targets: ["KeelTesting"]),
        // The reference app's sportsbook module, for the iOS app package in
        // Examples/SportsbookApp.swiftpm — not part of the kit.
        .library(name: "SportsbookApp", targets: ["SportsbookApp"]),
    ],
    traits: [
        .trait(
            name: "RxSwift",
            description: "Compile KeelBridge and KeelRx against real RxSwift 6 (ReactiveX/RxSwift, with RxRelay; RxCocoa on Apple platforms). The default."
        ),
        .trait(
            name: "StandIn",
            description: "Compile the same sources against Keel's clean-room RxSwift stand-in instead, so RxSwift is never resolved (offline machines, Linux CI). Enable it alone: `traits: [\"StandIn\"]`."
        ),
        .default(enabledTraits: ["RxSwift"]),
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.0.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Already in the graph through swift-clocks; declared because the testing
        // products report through it.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        // `swift package generate-documentation --target X` (see docs/articles/Documentation.md).
        // A command plugin only: nothing of it is linked into a client's app.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Internal portability layers
        .target(
            name: "KeelCombine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: nonApplePlatforms)),
                .product(name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: nonApplePlatforms)),
                .product(name: "OpenCombineFoundation", package: "OpenCombine", condition: .when(platforms: nonApplePlatforms)),
            ],
            path: "Sources/Internal/KeelCombine"
        ),
        .target(name: "KeelRxStandIn", path: "Sources/Internal/KeelRxStandIn"),
        .target(
            name: "KeelRx",
            dependencies: [
                .target(name: "KeelRxStandIn", condition: .when(traits: ["StandIn"])),
                .product(name: "RxSwift", package: "RxSwift", condition: .when(traits: ["RxSwift"])),
                .product(name: "RxRelay", package: "RxSwift", condition: .when(traits: ["RxSwift"])),
            ],
            path: "Sources/Internal/KeelRx"
        ),

        // MARK: Runtime kit
        .target(
            name: "KeelBridge",
            dependencies: [combine, rx] + rxCocoa
        ),
        .target(name: "KeelFlow", dependencies: [combine, issueReporting]),
        .target(name: "KeelLaunch", dependencies: ["KeelFlow", combine, .product(name: "Logging", package: "swift-log")]),
        .target(name: "KeelNavigation", dependencies: [combine]),
        .target(name: "KeelLaunchNavigation", dependencies: ["KeelLaunch", "KeelNavigation", combine]),

        // MARK: Testing products
        .target(name: "KeelTesting", dependencies: [combine, clocks, issueReporting, issueReportingTestSupport]),
        .target(
            name: "KeelFlowTesting",
            dependencies: ["KeelFlow", "KeelTesting", combine, clocks, issueReporting, issueReportingTestSupport]
        ),
        .target(name: "KeelLaunchTesting", dependencies: ["KeelLaunch", clocks]),
        .target(name: "KeelNavigationTesting", dependencies: ["KeelNavigation", combine]),

        // MARK: Reference app (Examples/)
        .target(name: "VPNLegacy", dependencies: [rx], path: "Examples/VPN/Legacy"),
        .target(
            name: "VPNApp",
            dependencies: ["VPNLegacy", "KeelBridge", "KeelNavigation", combine, rx,
                           .product(name: "Swinject", package: "Swinject")],
            path: "Examples/VPN/App"
        ),
        .target(name: "RideApp", dependencies: ["KeelFlow", combine], path: "Examples/Ride"),
        .target(
            name: "SportsbookApp",
            dependencies: ["KeelLaunch", "KeelNavigation", "KeelLaunchNavigation", "KeelFlow", combine],
            path: "Examples/Sportsbook"
        ),
        .target(name: "GuidelinesApp", dependencies: ["KeelNavigation", combine], path: "Examples/Guidelines"),

        // MARK: Tests
        .testTarget(name: "KeelCombineTests", dependencies: ["KeelCombine", "KeelTesting"]),
        .testTarget(name: "KeelRxStandInTests", dependencies: ["KeelRx"]),
        .testTarget(name: "KeelTestingTests", dependencies: ["KeelTesting"]),
        .testTarget(name: "KeelBridgeTests", dependencies: ["KeelBridge", "KeelRx", combine, "KeelTesting"]),
        .testTarget(
            name: "KeelFlowTests",
            dependencies: ["KeelFlow", "KeelFlowTesting", "KeelTesting", combine, clocks, propertyBased]
        ),
        .testTarget(
            name: "KeelLaunchTests",
            dependencies: ["KeelLaunch", "KeelLaunchTesting", "KeelFlowTesting", "KeelTesting", combine, clocks, propertyBased]
        ),
        .testTarget(
            name: "KeelNavigationTests",
            dependencies: ["KeelNavigation", "KeelNavigationTesting", "KeelLaunchNavigation", "KeelLaunch", "KeelLaunchTesting",
                           combine, clocks, propertyBased]
        ),
        .testTarget(name: "VPNAppTests", dependencies: ["VPNApp", "VPNLegacy", "KeelBridge", "KeelTesting", rx, combine]),
        .testTarget(
            name: "RideAppTests",
            dependencies: ["RideApp", "KeelFlow", "KeelFlowTesting", "KeelTesting", combine, clocks, propertyBased]
        ),
        .testTarget(
            name: "SportsbookAppTests",
            dependencies: ["SportsbookApp", "KeelLaunch", "KeelLaunchTesting", "KeelNavigation", "KeelNavigationTesting",
                           "KeelLaunchNavigation", "KeelFlowTesting", "KeelTesting", combine, clocks]
        ),
        .testTarget(
            name: "ReadmeExamplesTests",
            dependencies: ["KeelBridge", "KeelRx", "KeelFlow", "KeelFlowTesting", "KeelLaunch", "KeelNavigation",
                           "KeelLaunchNavigation", "KeelNavigationTesting", "KeelTesting", combine]
        ),
        .testTarget(name: "GuidelinesAppTests", dependencies: ["GuidelinesApp", combine]),

        // MARK: `keel migrate` equivalence (Tests/MigrationFixtures; not audited, not products)
        // Legacy RxSwift ViewModels, the `keel migrate` output for them (golden files the
        // Auditor's tests regenerate and compare), and one behaviour test run on both.
        .target(name: "MigrationLegacyFixtures", dependencies: [rx, "VPNLegacy"], path: "Tests/MigrationFixtures/Legacy"),
        .target(
            name: "MigrationMigratedFixtures",
            dependencies: ["MigrationLegacyFixtures", "VPNLegacy", "KeelBridge", combine, .product(name: "Swinject", package: "Swinject")],
            path: "Tests/MigrationFixtures/Migrated"
        ),
        .testTarget(
            name: "MigrationEquivalenceTests",
            dependencies: ["MigrationLegacyFixtures", "MigrationMigratedFixtures", "VPNLegacy", "KeelTesting", rx, combine,
                           .product(name: "Swinject", package: "Swinject")]
        ),
        .testTarget(
            name: "MigrationSkeletonTests",
            dependencies: ["MigrationMigratedFixtures", "MigrationLegacyFixtures", "VPNLegacy", "KeelTesting", rx],
            path: "Tests/MigrationFixtures/MigratedTests"
        ),
    ]
)
