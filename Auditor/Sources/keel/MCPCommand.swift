import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `keel mcp`: the auditor as a Model Context Protocol server over stdio.
///
/// The server is the `keel-mcp` executable (target keel-mcp, on KeelMCP):
/// this command replaces the keel process with it (`execv`), so the agent
/// that started `keel mcp` talks to the server directly over the same
/// stdin and stdout. keel itself never links the MCP SDK, whose HTTP
/// client pulls in Foundation's networking (libcurl on Linux): every other
/// keel command starts as fast as before.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve keel to coding agents: a Model Context Protocol server over stdio (audit_files, explain_rule, explain_type, fix_preview, migration_plan, figures; the rules and the guides' checklists as resources).",
        discussion: """
        Register it with an agent as a stdio server whose command is `keel mcp PATH` (docs/articles/MCP.md has the \
        snippets for Claude Code, Cursor and VS Code). It answers for PATH with the same engine, configuration, \
        suppressions and baseline as `keel audit PATH`, keeps the parsed tree and the cross-file model in memory \
        between requests, and re-reads only the files whose stamps changed. Read-only: no tool writes a file; paths \
        outside PATH are refused; no network. Messages on stdout are JSON-RPC only; a summary of the loaded tree and \
        any warnings go to stderr. The server is the keel-mcp executable next to keel (built with it: \
        `swift build --product keel-mcp`, Tools/build-release.sh).
        Exit codes: 0 when the client closes the connection, 2 usage error (PATH is not a directory, --config \
        missing, keel-mcp not found).
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

    /// The server executable's name; it is looked for next to keel.
    static let serverName = "keel-mcp"

    /// What `keel-mcp` is given: the same path and options.
    var serverArguments: [String] {
        [path] + (config.map { ["--config", $0] } ?? []) + (lazy ? ["--lazy"] : [])
    }

    /// `keel-mcp` in the folder of the running keel (symbolic links resolved), if it is there.
    static func serverExecutable(besides executable: URL? = Bundle.main.executableURL) -> String? {
        guard let folder = executable?.resolvingSymlinksInPath().deletingLastPathComponent() else { return nil }
        let candidate = folder.appendingPathComponent(serverName).path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    func run() throws {
        guard let server = Self.serverExecutable() else {
            let folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path ?? "keel's folder"
            FileHandle.standardError.write(Data("""
            error: keel mcp runs the MCP server \(Self.serverName), which is not in \(folder); build it beside keel: \
            `swift build --product \(Self.serverName)` (or Tools/build-release.sh), or register \(Self.serverName) with your agent directly

            """.utf8))
            throw ExitCode(2)
        }
        let arguments = [server] + serverArguments
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(server, &pointers)
        // Only reached when exec failed.
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("error: cannot start \(server): \(reason)\n".utf8))
        throw ExitCode(2)
    }
}
