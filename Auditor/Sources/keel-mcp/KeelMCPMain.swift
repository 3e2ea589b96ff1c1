import ArgumentParser
import CKeelMalloc
import Foundation
import KeelAudit
import KeelMCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `keel-mcp`: the MCP server `keel mcp` runs. See `KeelMCPServer` and
/// docs/articles/MCP.md.
@main
struct KeelMCPMain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keel-mcp",
        abstract: "The Model Context Protocol server of keel (what `keel mcp` runs): keel's audit, rules, explanations and previews for coding agents, over stdio.",
        discussion: "`keel mcp PATH` runs this executable from keel's folder; `keel mcp --help` says what it serves and how.",
        version: "keel-mcp \(KeelVersion.current)"
    )

    @Argument(help: "The folder to serve (default: the current directory).")
    var path: String = "."

    @Option(help: "Configuration file (default: <path>/.keel.yml when present, as keel audit).")
    var config: String?

    @Flag(name: .customLong("lazy"), help: "Read the tree on the first request instead of at start.")
    var lazy = false

    /// Usage errors exit 2, as keel's do; the allocator is set as for `keel audit`
    /// (the first load is a whole-tree audit's pass 1, under the same settings).
    static func main() async {
        _ = keel_malloc_configure_for_single_run()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code != .success, code != .failure, !(error is ExitCode) {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    func run() async throws {
        // A client that goes away mid-answer must not kill the server with SIGPIPE: the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        let service: KeelService
        do {
            service = try KeelService(root: path, configPath: config)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if !lazy {
            // Read the tree while the client initializes; its first tool call waits for this, not for a second load.
            Task.detached(priority: .userInitiated) {
                do {
                    let loaded = try await service.warmUp()
                    let summary = "keel mcp: serving \(service.root) — \(loaded.files) files, \(loaded.lines) lines"
                        + (loaded.contextFiles > 0 ? " (+\(loaded.contextFiles) project files for context)" : "")
                        + String(format: ", loaded in %.0f ms\n", loaded.milliseconds)
                    FileHandle.standardError.write(Data(summary.utf8))
                } catch {
                    // A broken .keel.yml: serve anyway; every request says what is wrong until it is fixed.
                    FileHandle.standardError.write(Data("keel mcp: warning: \(error)\n".utf8))
                }
            }
        }
        try await KeelMCPServer.serveStandardIO(service)
    }
}
