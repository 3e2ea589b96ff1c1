import Foundation
import KeelAudit
import Logging
import MCP

/// `keel mcp`: a Model Context Protocol server over stdio for one folder,
/// on the same engine and configuration as `keel audit`.
///
/// Protocol errors (JSON-RPC): a line that is not JSON `-32700`; not a
/// JSON-RPC request `-32600`; an unknown method `-32601`; bad arguments, an
/// unknown tool, rule or resource, a path outside the root, unsaved text
/// that does not parse `-32602` — each with a message saying what to
/// change. A tree that cannot be read (a broken `.keel.yml`) is a tool
/// result with `isError`. After any of them the server keeps serving.
package enum KeelMCPServer {
    package static let name = "keel"

    /// Builds the MCP server for `service` (handlers registered, not started).
    package static func make(_ service: KeelService) async -> Server {
        let server = Server(
            name: name, version: KeelVersion.current, title: "keel — the Keel architecture auditor",
            instructions: ServerInstructions.text(root: service.root),
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)),
            configuration: .strict)
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: KeelService.tools)
        }
        await server.withMethodHandler(CallTool.self) { params in
            let output: ToolOutput
            do {
                output = try await service.call(params.name, arguments: params.arguments)
            } catch let error as ToolInputError {
                throw MCPError.invalidParams(error.message)
            }
            let structured: Value? = output.value
            return CallTool.Result(content: [.text(text: output.text, annotations: nil, _meta: nil)], structuredContent: structured,
                                   isError: output.isError ? true : nil,
                                   _meta: output.meta.isEmpty ? nil : Metadata(additionalFields: output.meta))
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: service.resources())
        }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            ListResourceTemplates.Result(templates: service.resourceTemplates())
        }
        await server.withMethodHandler(ReadResource.self) { params in
            do {
                let text = try service.readResource(params.uri)
                return ReadResource.Result(contents: [.text(text, uri: params.uri, mimeType: "text/markdown")])
            } catch let error as ToolInputError {
                throw MCPError.invalidParams(error.message)
            }
        }
        return server
    }

    /// Serves `service` on `transport` until the client closes it.
    package static func serve(_ service: KeelService, transport: any Transport) async throws {
        let server = await make(service)
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        await server.stop()
    }

    /// Serves on standard input and output; logs (warnings and errors) go to standard error.
    package static func serveStandardIO(_ service: KeelService) async throws {
        var logger = Logger(label: "keel.mcp") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = .warning
        try await serve(service, transport: LineTransport(logger: logger))
    }
}
