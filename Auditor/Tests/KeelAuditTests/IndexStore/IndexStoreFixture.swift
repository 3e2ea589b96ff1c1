import KeelVerify
import Foundation
import KeelAudit

/// A two-module package written here from scratch, built with an index
/// store at test time: nested types, a typealias, extensions, a generic
/// parameter, an associated type, a homonym in the other module, standard
/// library types and a non-ASCII character before a reference.
enum IndexStoreFixture {
    static let files: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Fixture",
            targets: [
                .target(name: "Shapes"),
                .target(name: "Catalog", dependencies: ["Shapes"]),
            ]
        )
        """,
        // Line numbers matter: the tests below name them.
        "Sources/Shapes/Canvas.swift": """
        public struct Canvas {
            public struct Layer {
                public init() {}
            }
            public typealias Stack = [Layer]
            public init() {}
        }

        public protocol Drawable {
            associatedtype Ink
            func draw(with ink: Ink)
        }

        public final class Pen<Tip>: Drawable {
            public typealias Ink = Tip
            public init() {}
            public func draw(with ink: Tip) {}
        }
        """,
        "Sources/Shapes/Canvas+Layers.swift": """
        extension Canvas.Layer: CustomStringConvertible {
            public var description: String { "layer" }
        }

        extension Canvas {
            public func layers() -> Stack { [Layer()] }
        }
        """,
        "Sources/Catalog/Catalog.swift": """
        import Shapes

        struct Layer {}

        public struct Catalog {
            let canvas: Canvas
            let layer: Canvas.Layer
            let local: Layer
            let stack: Canvas.Stack
            let count: Int
            let pen: Pen<String>
            /* é */ let note: Swift.String
        }

        struct Entry: Codable {
            let title: String
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                title = try container.decode(String.self, forKey: .title)
            }
        }
        """,
    ]

    /// Whether the test can run: `swift` on PATH and libIndexStore loadable.
    static var canBuild: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: $0 + "/swift") }
            && (try? IndexStoreLibrary.load()) != nil
    }

    /// Writes the package under `folder` and builds it with its index store
    /// at `folder/index`; throws with the build's output if it fails. The
    /// build (a minute on a busy machine) is waited for on a thread of its
    /// own: neither one of Swift concurrency's cooperative threads (two on a
    /// 2-core machine, which the suites running beside it need) nor one of
    /// Dispatch's, whose pool they share on Linux.
    static func build(in folder: String) async throws -> String {
        try await BlockingWork.run { try buildWaiting(in: folder) }
    }

    private static func buildWaiting(in folder: String) throws -> String {
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((text + "\n").utf8).write(to: url)
        }
        let store = folder + "/index"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // One job at the lowest priority: the suites running beside it keep the cores.
        process.arguments = ["nice", "-n", "19", "swift", "build", "--jobs", "1", "--package-path", folder,
                             "-Xswiftc", "-index-store-path", "-Xswiftc", store]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BuildFailure(log: String(decoding: log, as: UTF8.self))
        }
        return store
    }

    struct BuildFailure: Error, CustomStringConvertible {
        var log: String
        var description: String { "fixture build failed:\n\(log)" }
    }
}
