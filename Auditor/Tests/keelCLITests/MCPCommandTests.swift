import ArgumentParser
import Foundation
import Testing
@testable import keel

@Suite("keel mcp command line", .timeLimit(.minutes(3)))
struct MCPCommandTests {
    @Test func forwardsItsPathAndOptionsToTheServer() throws {
        let mcp = try #require(try Keel.parseAsRoot(["mcp", "Some Dir", "--config", "k.yml", "--lazy"]) as? MCPCommand)
        #expect(mcp.serverArguments == ["Some Dir", "--config", "k.yml", "--lazy"])
        let plain = try #require(try Keel.parseAsRoot(["mcp"]) as? MCPCommand)
        #expect(plain.serverArguments == ["."])
        #expect(throws: ValidationError.self) { try RepeatedOptions.check(["mcp", "--config", "a", "--config", "b"]) }
    }

    /// The server is found next to keel (symbolic links to keel resolved), and only there.
    @Test func findsTheServerBesideKeel() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-mcp-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let keel = folder.appendingPathComponent("keel")
        try Data().write(to: keel)
        #expect(MCPCommand.serverExecutable(besides: keel) == nil)
        let server = folder.appendingPathComponent(MCPCommand.serverName)
        try Data("#!/bin/sh\n".utf8).write(to: server)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: server.path)
        #expect(MCPCommand.serverExecutable(besides: keel) == server.path)
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("keel-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: elsewhere, withDestinationURL: keel)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        #expect(MCPCommand.serverExecutable(besides: elsewhere) == server.path)
    }

    @Test func helpSaysWhatItServesAndThatItWritesNothing() {
        let help = MCPCommand.helpMessage()
        for word in ["audit_files", "explain_rule", "fix_preview", "migration_plan", "Read-only", "keel-mcp"] {
            #expect(help.contains(word) || MCPCommand.configuration.discussion.contains(word), "\(word)")
        }
    }
}
