// swift-tools-version: 6.1
//
// The sportsbook reference app as an iOS app: a SwiftUI `@main` app whose
// window renders the coordinator tree through the SwiftUI router, and a
// UIKit scene (launch argument `-KeelUIKitScene YES`) that drives the same
// coordinators through `UIKitRouter`. An app package (`.swiftpm`): Xcode and
// `xcodebuild` build it as an app with no project file to keep in git;
// `.github/workflows/apple.yml` builds it for the iOS simulator.
//
// It depends on the repository's root package by path, with the offline
// `StandIn` trait (the sportsbook uses no RxSwift).
import PackageDescription
#if canImport(AppleProductTypes)
import AppleProductTypes
#endif

let app = Target.executableTarget(
    name: "SportsbookiOS",
    dependencies: [
        .product(name: "SportsbookApp", package: "Keel"),
        .product(name: "KeelLaunch", package: "Keel"),
        .product(name: "KeelNavigation", package: "Keel"),
    ],
    path: "Sources",
    swiftSettings: [.swiftLanguageMode(.v6)]
)

#if canImport(AppleProductTypes)
let products: [Product] = [
    .iOSApplication(
        name: "Sportsbook",
        targets: ["SportsbookiOS"],
        bundleIdentifier: "dev.keel.sportsbook",
        teamIdentifier: "",
        displayVersion: "0.2.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .calendar),
        accentColor: .presetColor(.green),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
    ),
]
#else
// The command-line SwiftPM (and Linux) has no AppleProductTypes: the same
// target as a plain executable, which `swift build --triple …-ios…` compiles.
let products: [Product] = [.executable(name: "Sportsbook", targets: ["SportsbookiOS"])]
#endif

let package = Package(
    name: "Sportsbook",
    platforms: [.iOS(.v16)],
    products: products,
    dependencies: [.package(name: "Keel", path: "../..", traits: ["StandIn"])],
    targets: [app]
)
