// swift-tools-version: 6.1
//
// keel — the auditor for the Keel architecture (MVVM + Coordinators + state
// machines; see ../README.md). A package of its own, apart from the runtime
// kit at the repository root, so that an app depending on the kit never
// resolves swift-syntax, Yams or ArgumentParser.
//
//   swift run -c release keel audit PATH      # from this folder
//   swift package audit                        # the command plugin, in a client
//
// swift-syntax is pinned exactly: the fact collector walks its raw tree through
// `@_spi(RawSyntax)`, which is not API-stable between releases (see
// docs/articles/Audit-Performance.md before moving the pin).
import PackageDescription

let package = Package(
    name: "KeelAuditor",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "keel", targets: ["keel"]),
        // The rule API a team's own keel builds against (`TeamRule`, `KeelTeamAudit`):
        // see Examples/TeamRules.
        .library(name: "KeelRules", targets: ["KeelAudit"]),
        // The MCP server `keel mcp` runs (an executable of its own: see the keel-mcp target).
        .executable(name: "keel-mcp", targets: ["keel-mcp"]),
        .plugin(name: "KeelAuditPlugin", targets: ["KeelAuditPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `keel mcp` only (the KeelMCP and keel-mcp targets): the Model Context
        // Protocol's Swift SDK. Its manifest also names swift-docc-plugin (by
        // branch), swift-nio and eventsource for its own plugin, conformance
        // tools and Apple-only SSE client; none of them is built (swift-nio is
        // fetched to resolve the graph, swift-docc-plugin not even that).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The SDK's logging API (its `Transport` protocol names `Logger`).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "KeelAudit",
            dependencies: [
                "CKeelBuildID",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
                "CIndexStore",
                "KeelProcess",
            ]
        ),
        // Child processes (git, swiftc): one runner that learns the exit from the termination
        // handler and reads each output on its own thread.
        .target(name: "KeelProcess"),
        // The running executable's build identifier (GNU build ID / LC_UUID):
        // what identifies the engine that wrote a cache entry.
        .target(name: "CKeelBuildID"),
        // The verification step: generated or rewritten code type-checked
        // with `swiftc` against an interface skeleton of the app and keel's
        // embedded interface stand-ins (Combine, RxSwift, RxCocoa, KeelBridge, …).
        .target(
            name: "KeelVerify",
            dependencies: [
                "KeelProcess",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `keel migrate`: one legacy RxSwift feature to the guide's target shape.
        .target(
            name: "KeelMigrate",
            dependencies: [
                "KeelAudit",
                "KeelVerify",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `keel fix`: safe, mechanical rewrites for the findings of fixable rules.
        .target(
            name: "KeelFix",
            dependencies: [
                "KeelAudit",
                "KeelVerify",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The C allocator's settings for a process that exits after one job
        // (glibc's `mallopt`; see docs/articles/Audit-Performance.md).
        .target(name: "CKeelMalloc"),
        // The compiler's index store, read through libIndexStore opened at run
        // time (dlopen): building keel needs neither the library nor its header
        // (see docs/articles/Model-vs-Compiler.md).
        .target(
            name: "CIndexStore",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // `keel mcp`: the auditor as a Model Context Protocol server over
        // stdio, on the same engine as `keel audit`, with the tree kept warm
        // between requests (see docs/articles/MCP.md).
        .target(
            name: "KeelMCP",
            dependencies: [
                "KeelAudit", "KeelFix", "KeelMigrate",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The server's executable; `keel mcp` runs it (execs it from keel's
        // folder). Apart from `keel` because the MCP SDK links Foundation's
        // networking (URLSession, libcurl on Linux), which keel itself never
        // loads: a statically linked keel stays curl-free and starts as fast.
        .executableTarget(
            name: "keel-mcp",
            dependencies: ["KeelMCP", "KeelAudit", "CKeelMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "keel",
            dependencies: ["KeelAudit", "KeelMigrate", "KeelFix", "CKeelMalloc",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(
            name: "KeelAuditPlugin",
            capability: .command(
                intent: .custom(verb: "audit", description: "Audit this package against the Keel architecture guides."),
                permissions: []
            ),
            dependencies: ["keel"]
        ),
        // Test helpers shared by the suites (not a product: nothing outside this package sees it).
        .target(name: "KeelTestSupport", path: "Tests/KeelTestSupport"),
        .testTarget(name: "KeelAuditTests", dependencies: ["KeelAudit", "KeelTestSupport", "KeelVerify"]),
        .testTarget(name: "keelCLITests", dependencies: ["keel", "KeelAudit", "CKeelMalloc", "KeelVerify"]),
        .testTarget(name: "KeelFixTests", dependencies: ["KeelFix", "KeelAudit", "KeelTestSupport", .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "KeelMCPTests", dependencies: ["KeelMCP", "KeelAudit", .product(name: "MCP", package: "swift-sdk")]),
        .testTarget(name: "KeelProcessTests", dependencies: ["KeelProcess"]),
        .testTarget(name: "KeelVerifyTests", dependencies: ["KeelVerify", .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "KeelMigrateTests", dependencies: ["KeelMigrate", "KeelAudit", "KeelVerify", "KeelTestSupport", .product(name: "SwiftParser", package: "swift-syntax")]),
    ]
)
