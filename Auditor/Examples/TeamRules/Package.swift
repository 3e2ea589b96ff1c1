// swift-tools-version: 6.1
//
// An example of a team's own `keel`: keel's rules plus one team rule written
// against keel's semantic model (modules from Package.swift and Xcode
// targets, resolved imports). Build it and run it as you would run keel:
//
//   swift run --package-path Auditor/Examples/TeamRules team-keel audit ~/src/MyApp
//
// A team copies this package, depends on keel's Auditor package by URL (here
// by path, inside keel's repository) and adds its rules to `main.swift`.
import PackageDescription

let package = Package(
    name: "TeamRules",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "KeelAuditor", path: "../.."),
    ],
    targets: [
        .target(name: "FeatureRules", dependencies: [.product(name: "KeelRules", package: "KeelAuditor")]),
        .executableTarget(name: "team-keel", dependencies: ["FeatureRules", .product(name: "KeelRules", package: "KeelAuditor")]),
    ]
)
