/// A request the server refuses: bad arguments, a path outside the root,
/// unsaved text that does not parse, an unknown rule or resource. The
/// server answers it with a JSON-RPC error (`-32602 invalid params`) whose
/// message is `message`, and keeps serving; nothing was read beyond what
/// the check needed and nothing was written.
package struct ToolInputError: Error, Equatable, CustomStringConvertible, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}

/// A valid request the tool could not carry out because of the tree, not
/// the request: the configuration (`.keel.yml`) or the baseline does not
/// load, the root disappeared. Answered as a tool result marked `isError`
/// with `message` (MCP's tool-execution error, which the agent reads and
/// can act on: "fix .keel.yml"), not as a protocol error; the server keeps
/// serving and tries again on the next request.
package struct ToolFailure: Error, Equatable, CustomStringConvertible, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
