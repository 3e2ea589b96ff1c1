import Foundation
import Logging
import MCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// MCP's stdio transport — one JSON-RPC message per line on standard input
/// and output — read with blocking reads on a thread of its own.
///
/// Why not the SDK's `StdioTransport`: it switches both descriptors to
/// non-blocking mode (shared with the parent process) and polls standard
/// input every 10 ms while idle, which adds up to 10 ms to every answer
/// and wakes an idle server 100 times a second. Here an idle server sleeps
/// in `read(2)`. Also:
/// - a line that is not JSON is answered here with a JSON-RPC parse error
///   (`-32700`, `"id": null`), and JSON that is not a JSON-RPC message with
///   an invalid-request error (`-32600`); neither reaches the server, which
///   keeps serving;
/// - at the end of input, every request already received is answered
///   before the message stream ends (a client that writes its requests and
///   closes its end still gets every answer).
///
/// Threading: an actor; `send` may be called from any task. Writes are
/// serialized by a lock shared with the reader thread. Errors: `send`
/// throws `MCPError.transportError` when standard output is closed.
actor LineTransport: Transport {
    nonisolated let logger: Logger
    private let reader: LineReader
    private let output: LineWriter
    private let messages: AsyncThrowingStream<Data, any Error>
    private var started = false

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, logger: Logger) {
        self.logger = logger
        let writer = LineWriter(descriptor: output)
        let pending = PendingRequests()
        var continuation: AsyncThrowingStream<Data, any Error>.Continuation?
        messages = AsyncThrowingStream { continuation = $0 }
        self.output = writer
        self.reader = LineReader(descriptor: input, writer: writer, pending: pending, continuation: continuation!)
    }

    func connect() async throws {
        guard !started else { return }
        started = true
        let reader = self.reader
        let thread = Thread { reader.run() }
        thread.name = "keel-mcp-stdin"
        thread.start()
    }

    func disconnect() async {
        reader.finish()
    }

    func send(_ data: Data) async throws {
        try output.write(data)
        if let id = JSONRPCLine.responseID(data) { reader.pending.answered(id) }
    }

    func receive() -> AsyncThrowingStream<Data, any Error> { messages }
}

/// Writes whole lines to a descriptor under a lock (the reader thread
/// answers unparsable lines itself; the server answers everything else).
final class LineWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()

    init(descriptor: Int32) { self.descriptor = descriptor }

    func write(_ message: Data) throws {
        var line = message
        line.append(UInt8(ascii: "\n"))
        lock.lock()
        defer { lock.unlock() }
        try line.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                }
                offset += written
            }
        }
    }
}

/// The ids of requests received and not yet answered.
final class PendingRequests: @unchecked Sendable {
    private let condition = NSCondition()
    private var ids: [String: Int] = [:]

    func received(_ id: String) {
        condition.lock()
        ids[id, default: 0] += 1
        condition.unlock()
    }

    func answered(_ id: String) {
        condition.lock()
        if let count = ids[id] { ids[id] = count > 1 ? count - 1 : nil }
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until every received request is answered, or `deadline` passes.
    func waitUntilAnswered(before deadline: Date) {
        condition.lock()
        while !ids.isEmpty, condition.wait(until: deadline) {}
        condition.unlock()
    }
}

/// The reader thread's loop: blocking reads, lines split on `\n`, each
/// checked to be a JSON-RPC message before the server sees it.
final class LineReader: @unchecked Sendable {
    /// How long the end of input waits for answers still being computed.
    static let drainLimit: TimeInterval = 600
    /// Longest line accepted (a request carrying a whole Swift file is far smaller).
    static let maxLine = 64 << 20

    private let descriptor: Int32
    private let writer: LineWriter
    let pending: PendingRequests
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation

    init(descriptor: Int32, writer: LineWriter, pending: PendingRequests, continuation: AsyncThrowingStream<Data, any Error>.Continuation) {
        self.descriptor = descriptor
        self.writer = writer
        self.pending = pending
        self.continuation = continuation
    }

    func finish() { continuation.finish() }

    func run() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line = Data()
        var tooLong = false
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            var start = 0
            while start < count {
                guard let newline = buffer[start..<count].firstIndex(of: UInt8(ascii: "\n")) else {
                    if !tooLong { line.append(contentsOf: buffer[start..<count]) }
                    break
                }
                if tooLong {
                    reject(id: nil, code: -32600, "Invalid Request: a message longer than \(Self.maxLine) bytes was discarded")
                } else {
                    line.append(contentsOf: buffer[start..<newline])
                    handle(line)
                }
                line.removeAll(keepingCapacity: true)
                tooLong = false
                start = newline + 1
            }
            if line.count > Self.maxLine {
                line = Data()
                tooLong = true
            }
        }
        if !line.isEmpty, !tooLong { handle(line) }
        pending.waitUntilAnswered(before: Date().addingTimeInterval(Self.drainLimit))
        continuation.finish()
    }

    private func handle(_ line: Data) {
        let trimmed = line.last == UInt8(ascii: "\r") ? Data(line.dropLast()) : line
        guard trimmed.contains(where: { !($0 == 0x20 || $0 == 0x09) }) else { return }
        switch JSONRPCLine.classify(trimmed) {
        case .notJSON(let detail):
            reject(id: nil, code: -32700, "Parse error: the message is not JSON (\(detail))")
        case .invalid(let id, let detail):
            reject(id: id, code: -32600, "Invalid Request: \(detail)")
        case .request(let id):
            pending.received(id)
            continuation.yield(trimmed)
        case .other:
            continuation.yield(trimmed)
        }
    }

    private func reject(id: Value?, code: Int, _ message: String) {
        let response: Value = ["jsonrpc": "2.0", "id": id ?? .null, "error": ["code": .int(code), "message": .string(message)]]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if let data = try? encoder.encode(response) { try? writer.write(data) }
    }
}

/// What a line of input is, as far as the transport needs to know.
enum JSONRPCLine {
    enum Kind {
        case notJSON(String)
        /// JSON, but not a JSON-RPC 2.0 message (`id`: the request's id when it had a usable one).
        case invalid(id: Value?, String)
        /// A request (has a method and an id): it must be answered.
        case request(id: String)
        /// A notification, a response, or a batch (the server checks those).
        case other
    }

    static func classify(_ data: Data) -> Kind {
        let value: Value
        do {
            value = try JSONDecoder().decode(Value.self, from: data)
        } catch {
            return .notJSON(describe(error))
        }
        if case .array = value { return .other }
        guard case .object(let message) = value else {
            return .invalid(id: nil, "a JSON-RPC message is an object with \"jsonrpc\": \"2.0\"")
        }
        let id = message["id"].flatMap(key)
        let usable = id == nil ? nil : message["id"]
        guard message["jsonrpc"] == .string("2.0") else { return .invalid(id: usable, "\"jsonrpc\" must be \"2.0\"") }
        if let method = message["method"] {
            guard case .string = method else { return .invalid(id: usable, "\"method\" must be a string") }
            if let params = message["params"] {
                switch params {
                case .object, .array: break
                default: return .invalid(id: usable, "\"params\" must be an object")
                }
            }
            guard message["id"] != nil else { return .other }  // a notification
            guard let id else { return .invalid(id: nil, "\"id\" must be a string or an integer") }
            return .request(id: id)
        }
        if message["result"] != nil || message["error"] != nil { return .other }
        return .invalid(id: usable, "a message needs a \"method\" (a request or notification) or a \"result\"/\"error\" (a response)")
    }

    /// The id of an outgoing response (a `result` or an `error` with an id), as `classify` keys it.
    /// Reads the top level only: decoding a whole answer into `Value`s would cost more than making it.
    static func responseID(_ data: Data) -> String? {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data), envelope.isResponse else { return nil }
        return envelope.id.flatMap(key)
    }

    /// A message's top level: its id, and whether it carries a result or an error.
    private struct Envelope: Decodable {
        var id: Value?
        var isResponse: Bool

        private enum Keys: String, CodingKey { case id, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            id = try? container.decodeIfPresent(Value.self, forKey: .id)
            isResponse = container.contains(.result) || container.contains(.error)
        }
    }

    /// `s:…` for a string id, `n:…` for an integer one; nil for anything else.
    private static func key(_ id: Value) -> String? {
        switch id {
        case .string(let string): "s:" + string
        case .int(let number): "n:\(number)"
        default: nil
        }
    }

    private static func describe(_ error: any Error) -> String {
        var text = "\(error)"
        if case DecodingError.dataCorrupted(let context) = error {
            text = context.debugDescription + ((context.underlyingError as NSError?).map { ": " + $0.localizedDescription } ?? "")
        }
        return text.count > 160 ? String(text.prefix(157)) + "…" : text
    }
}
