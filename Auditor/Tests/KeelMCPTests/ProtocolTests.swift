import Foundation
import Logging
import MCP
import Testing

@testable import KeelMCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("keel mcp: the protocol", .timeLimit(.minutes(5)))
struct ProtocolTests {
    /// The SDK's own client against the server, in memory.
    @Test func aClientListsCallsAndReads() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        let server = await KeelMCPServer.make(service)
        try await server.start(transport: serverSide)
        let client = Client(name: "keel-tests", version: "1")
        try await client.connect(transport: clientSide)

        let tools = try await client.listTools().tools
        #expect(tools.map(\.name) == ["audit_files", "explain_rule", "explain_type", "fix_preview", "migration_plan", "figures"])
        #expect(tools.allSatisfy { $0.annotations.readOnlyHint == true && $0.annotations.openWorldHint == false })
        #expect(tools.allSatisfy { $0.description?.contains("Read-only") == true || $0.description?.contains("read-only") == true })

        let (content, isError) = try await client.callTool(name: "audit_files", arguments: ["paths": ["App/Routing/AppRouter.swift"]])
        #expect(isError != true)
        guard case .text(let text, _, _)? = content.first else { throw TestFailure("no text content") }
        #expect(text.contains("RT001"))

        // A refused request is a protocol error; the server keeps serving.
        do {
            _ = try await client.callTool(name: "audit_files", arguments: ["paths": ["../../etc/passwd"]])
            Issue.record("a path outside the root was accepted")
        } catch let error as MCPError {
            #expect(error.code == -32602)
            #expect("\(error)".contains("outside the root"))
        }
        do {
            _ = try await client.callTool(name: "rm_rf", arguments: nil)
            Issue.record("an unknown tool was accepted")
        } catch let error as MCPError {
            #expect(error.code == -32602)
        }
        let resources = try await client.listResources().resources
        #expect(resources.contains { $0.uri == "keel://checklists/viewmodel" })
        let page = try await client.readResource(uri: "keel://checklists/viewmodel")
        #expect(page.first?.text?.contains("Marked with `@MainActor`") == true)
        let templates = try await client.listResourceTemplates().templates
        #expect(templates.map(\.uriTemplate).contains("keel://rules/{id}"))
        let again = try await client.callTool(name: "explain_rule", arguments: ["rule": "RT001"])
        #expect(again.isError != true)
        await client.disconnect()
        await server.stop()
    }

    /// The stdio transport: JSON-RPC lines in, answers out; what is not
    /// JSON-RPC is answered with a protocol error there and then; at the end
    /// of input every request received is still answered.
    @Test func stdioLinesMalformedInputAndEndOfInput() async throws {
        let input = Pipe()
        let output = Pipe()
        let received = lines(output.fileHandleForReading)
        let service = try KeelService(root: Fixtures.sampleApp)
        let transport = LineTransport(input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor,
                                      logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        let serving = Task { try await KeelMCPServer.serve(service, transport: transport) }
        func send(_ lines: [String]) { input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8)) }
        // A client waits for the answer to `initialize` before anything else.
        send([#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#])
        var iterator = received.makeAsyncIterator()
        let initialized = try #require(try await iterator.next())
        #expect(initialized["id"] == 1 && initialized["result"]?["serverInfo"]?["name"] == "keel")
        send([
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "this is not json",
            #"{"jsonrpc":"2.0","id":2}"#,
            #"{"jsonrpc":"1.0","id":3,"method":"tools/list"}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"no/such/method"}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"audit_files","arguments":{"files":[{"path":"App/X.swift","text":"class X {"}]}}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"audit_files","arguments":{"paths":["App/Routing/AppRouter.swift"]}}}"#,
            #"{"jsonrpc":"2.0","id":"seven","method":"tools/call","params":{"name":"figures"}}"#,
        ])
        // End of input: the server answers what it received, then stops.
        try input.fileHandleForWriting.close()
        try await serving.value
        try output.fileHandleForWriting.close()
        var answers: [Value] = []
        while let answer = try await iterator.next() { answers.append(answer) }

        func answer(_ id: Value) -> Value? { answers.first { $0["id"] == id } }
        #expect(answers.count == 7)   // every line after initialize but the notification
        let parse = try #require(answers.first { $0["error"]?["code"] == -32700 })
        #expect(parse["id"] == .null)
        #expect(answer(2)?["error"]?["code"] == -32600)
        #expect(answer(3)?["error"]?["code"] == -32600)
        #expect(answer(4)?["error"]?["code"] == -32601)
        #expect(answer(5)?["error"]?["code"] == -32602)
        #expect(answer(5)?["error"]?["message"]?.stringValue?.contains("does not parse") == true)
        #expect(answer(6)?["result"]?["structuredContent"]?["files"]?[0]?["audited"] == true)
        #expect(answer("seven")?["result"]?["structuredContent"]?["figures"] != nil)
    }

    @Test func linesAreClassified() {
        func kind(_ line: String) -> String {
            switch JSONRPCLine.classify(Data(line.utf8)) {
            case .notJSON: "notJSON"
            case .invalid: "invalid"
            case .request(let id): "request " + id
            case .other: "other"
            }
        }
        #expect(kind("{") == "notJSON")
        #expect(kind("42") == "invalid")
        #expect(kind(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#) == "request n:1")
        #expect(kind(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#) == "request s:a")
        #expect(kind(#"{"jsonrpc":"2.0","id":true,"method":"ping"}"#) == "invalid")
        #expect(kind(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":3}"#) == "invalid")
        #expect(kind(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == "other")
        #expect(kind(#"{"jsonrpc":"2.0","id":1,"result":{}}"#) == "other")
        #expect(kind(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#) == "other")
        #expect(JSONRPCLine.responseID(Data(#"{"jsonrpc":"2.0","id":9,"result":{}}"#.utf8)) == "n:9")
        #expect(JSONRPCLine.responseID(Data(#"{"jsonrpc":"2.0","id":9,"method":"x"}"#.utf8)) == nil)
    }

    /// The JSON lines written to `handle`, read on a thread of its own (a
    /// pipe must be drained while the server writes, or a full pipe would
    /// block it); the stream ends when the write end is closed.
    func lines(_ handle: FileHandle) -> AsyncThrowingStream<Value, any Error> {
        AsyncThrowingStream { continuation in
            let thread = Thread {
                var pending = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    pending.append(chunk)
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = pending[pending.startIndex..<newline]
                        pending = Data(pending[(newline + 1)...])
                        do {
                            continuation.yield(try JSONDecoder().decode(Value.self, from: Data(line)))
                        } catch {
                            continuation.finish(throwing: error)
                            return
                        }
                    }
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}
