// swift-tools-version: 6.1
//
// A package written from README.md alone, as a team adopting Keel would:
// a Combine ViewModel over a legacy RxSwift `BehaviorSubject`, a flow with
// payloads and its tests, a coordinator and its test. Not part of Keel's build:
// `scripts/check-consumer-package.sh` copies it out of the repository, points
// it at the checkout (the README's `.package(path:)` option, named "keel" so
// the README's `package: "keel"` lines resolve wherever the checkout lives)
// and runs `swift test` — with `StandIn`, or real RxSwift with KEEL_TRAITS=default.
import PackageDescription

let keelPath = Context.environment["KEEL_PATH"] ?? "../.."
let keel: Package.Dependency = Context.environment["KEEL_TRAITS"] == "default"
    ? .package(name: "keel", path: keelPath)
    : .package(name: "keel", path: keelPath, traits: ["StandIn"])

let package = Package(
    name: "MyApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [keel],
    targets: [
        .target(name: "MyFeature", dependencies: [
            .product(name: "KeelBridge", package: "keel"),      // RxSwift ↔ Combine
            .product(name: "KeelRx", package: "keel"),          // the Rx types, under either trait
            .product(name: "KeelFlow", package: "keel"),        // state machines + flow controllers
            .product(name: "KeelNavigation", package: "keel"),  // coordinators + routers
        ]),
        .testTarget(name: "MyFeatureTests", dependencies: [
            "MyFeature",
            .product(name: "KeelFlowTesting", package: "keel"),       // re-exports KeelFlow
            .product(name: "KeelNavigationTesting", package: "keel"),
        ]),
    ]
)
