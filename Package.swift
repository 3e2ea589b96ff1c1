// swift-tools-version: 6.1
//
// Keel — MVVM + Coordinators + state machines for teams moving from
// UIKit + RxSwift to SwiftUI + Combine. See README.md and docs/ARCHITECTURE.md.
import PackageDescription

/// Platforms without Apple's Combine: there, OpenCombine stands in. Apple
/// platforms never compile OpenCombine.
let nonApplePlatforms: [Platform] = [.linux, .windows, .android, .openbsd, .wasi]

/// The only way a Keel module reaches Combine: `import KeelCombine`.
let combine: Target.Dependency = "KeelCombine"

/// The only way a Keel module reaches RxSwift: `import KeelRx` (real RxSwift
/// with the `RxSwift` trait, Keel's clean-room stand-in without it).
let rx: Target.Dependency = "KeelRx"

let package = Package(
    name: "Keel",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "KeelBridge", targets: ["KeelBridge"]),
        .library(name: "KeelFlow", targets: ["KeelFlow"]),
        .library(name: "KeelFlowTesting", targets: ["KeelFlowTesting"]),
        .library(name: "KeelLaunch", targets: ["KeelLaunch"]),
        .library(name: "KeelNavigation", targets: ["KeelNavigation"]),
        .library(name: "KeelAudit", targets: ["KeelAudit"]),
        .executable(name: "keel", targets: ["keel"]),
        .plugin(name: "KeelAuditPlugin", targets: ["KeelAuditPlugin"]),
        // Not API: lets Keel's own Benchmarks package reach the RxSwift
        // portability point. Clients import RxSwift themselves.
        .library(name: "_KeelRxForBenchmarks", targets: ["KeelRx"]),
    ],
    traits: [
        .trait(
            name: "RxSwift",
            description: "Compile KeelBridge and the reference app against real RxSwift 6 (ReactiveX/RxSwift) instead of Keel's internal stand-in."
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.0.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
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
                "KeelRxStandIn",
                .product(name: "RxSwift", package: "RxSwift", condition: .when(traits: ["RxSwift"])),
                .product(name: "RxRelay", package: "RxSwift", condition: .when(traits: ["RxSwift"])),
            ],
            path: "Sources/Internal/KeelRx"
        ),

        // MARK: Runtime kit
        .target(name: "KeelBridge", dependencies: [combine, rx]),
        .target(name: "KeelFlow", dependencies: [combine]),
        .target(
            name: "KeelFlowTesting",
            dependencies: ["KeelFlow", combine, .product(name: "Clocks", package: "swift-clocks")]
        ),
        .target(
            name: "KeelLaunch",
            dependencies: ["KeelFlow", combine, .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "KeelNavigation", dependencies: ["KeelLaunch", "KeelFlow", combine]),

        // MARK: Auditor
        .target(
            name: "KeelAudit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "keel",
            dependencies: ["KeelAudit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(
            name: "KeelAuditPlugin",
            capability: .command(
                intent: .custom(verb: "audit", description: "Audit this package against the Keel architecture guides."),
                permissions: []
            ),
            dependencies: ["keel"]
        ),

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
            dependencies: ["KeelLaunch", "KeelNavigation", "KeelFlow", combine],
            path: "Examples/Sportsbook"
        ),
        .target(name: "GuidelinesApp", dependencies: ["KeelNavigation", combine], path: "Examples/Guidelines"),

        // MARK: Tests
        .target(name: "KeelTestSupport", dependencies: [combine, .product(name: "Clocks", package: "swift-clocks")],
                path: "Tests/KeelTestSupport"),
        .testTarget(name: "KeelCombineTests", dependencies: ["KeelCombine", "KeelTestSupport"]),
        .testTarget(name: "KeelRxStandInTests", dependencies: ["KeelRx"]),
        .testTarget(name: "KeelBridgeTests", dependencies: ["KeelBridge", "KeelRx", combine, "KeelTestSupport"]),
        .testTarget(
            name: "KeelFlowTests",
            dependencies: ["KeelFlow", "KeelFlowTesting", "KeelTestSupport", combine,
                           .product(name: "Clocks", package: "swift-clocks"),
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "KeelLaunchTests",
            dependencies: ["KeelLaunch", "KeelFlowTesting", "KeelTestSupport", combine,
                           .product(name: "Clocks", package: "swift-clocks"),
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "KeelNavigationTests",
            dependencies: ["KeelNavigation", "KeelLaunch", combine,
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "KeelAuditTests", dependencies: ["KeelAudit"]),
        .testTarget(name: "keelCLITests", dependencies: ["keel", "KeelAudit"]),
        .testTarget(name: "VPNAppTests", dependencies: ["VPNApp", "VPNLegacy", "KeelBridge", "KeelTestSupport", rx, combine]),
        .testTarget(
            name: "RideAppTests",
            dependencies: ["RideApp", "KeelFlow", "KeelFlowTesting", "KeelTestSupport", combine,
                           .product(name: "Clocks", package: "swift-clocks"),
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SportsbookAppTests",
            dependencies: ["SportsbookApp", "KeelLaunch", "KeelNavigation", "KeelFlowTesting", "KeelTestSupport", combine,
                           .product(name: "Clocks", package: "swift-clocks")]
        ),
        .testTarget(name: "GuidelinesAppTests", dependencies: ["GuidelinesApp", combine]),
    ]
)
