import Foundation
import PackagePlugin

/// `swift package audit [options]`: runs `keel audit` on this package's
/// directory, forwarding any options (`--format sarif`, `--baseline …`).
@main
struct KeelAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let keel = try context.tool(named: "keel")
        let process = Process()
        process.executableURL = keel.url
        let hasPath = arguments.first.map { !$0.hasPrefix("-") } ?? false
        process.arguments = ["audit"] + (hasPath ? arguments : [context.package.directoryURL.path] + arguments)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("keel audit exited with \(process.terminationStatus)")
        }
    }
}
