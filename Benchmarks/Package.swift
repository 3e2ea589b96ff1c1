// swift-tools-version: 6.1
//
// Keel's benchmarks (ordo-one/benchmark). Run from this folder:
//   swift package benchmark                       # all suites
//   swift package benchmark --target BridgeBenchmarks
// Every suite measures Keel against a baseline in the same run and reports
// the ratio; see README.md ("Figures") for the numbers we measured.
import PackageDescription

func suite(_ name: String, _ deps: [Target.Dependency]) -> Target {
    .executableTarget(
        name: "\(name)Benchmarks",
        dependencies: [.product(name: "Benchmark", package: "benchmark")] + deps,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "KeelBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Offline: the kit compiled against its RxSwift stand-in (see ../README.md, "RxSwift").
        .package(name: "Keel", path: "..", traits: ["StandIn"]),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        suite("CombineShim", [.product(name: "KeelBridge", package: "Keel")]),
        suite("Bridge", [.product(name: "KeelBridge", package: "Keel"), .product(name: "KeelRx", package: "Keel")]),
        suite("Flow", [.product(name: "KeelFlow", package: "Keel")]),
        suite("Launch", [.product(name: "KeelLaunch", package: "Keel")]),
        suite("Navigation", [.product(name: "KeelNavigation", package: "Keel"), .product(name: "KeelNavigationTesting", package: "Keel")]),
    ]
)
