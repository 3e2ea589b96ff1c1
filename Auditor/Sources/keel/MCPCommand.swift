import ArgumentParser
import Foundation
import KeelMCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `keel mcp`: the auditor as a Model Context Protocol server over stdio.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve keel to coding agents: a Model Context Protocol server over stdio (audit_files, explain_rule, explain_type, fix_preview, migration_plan, figures; the rules and the guides' checklists as resources).",
        discussion: """
        Register it with an agent as a stdio server whose command is `keel mcp PATH` (docs/articles/MCP.md has the \
        snippets for Claude Code, Cursor and VS Code). It answers for PATH with the same engine, configuration, \
        suppressions and baseline as `keel audit PATH`, keeps the parsed tree and the cross-file model in memory \
        between requests, and re-reads only the files whose stamps changed. Read-only: no tool writes a file; paths \
        outside PATH are refused; no network. Messages on stdout are JSON-RPC only; a summary of the loaded tree and \
        any warnings go to stderr.
        Exit codes: 0 when the client closes the connection, 2 usage error (PATH is not a directory, --config missing).
        """
    )

    @Argument(help: "The folder to serve (default: the current directory).")
    var path: String = "."

    @Option(help: "Configuration file (default: <path>/.keel.yml when present, as keel audit).")
    var config: String?

    @Flag(name: .customLong("lazy"), help: "Read the tree on the first request instead of at start.")
    var lazy = false

    /// Options that take one value (see `RepeatedOptions`).
    static let singleValueOptions = ["--config"]

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
