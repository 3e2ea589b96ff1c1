import CKeelBuildID
import Foundation

/// Which build of the engine made a cache entry — identified by the build's
/// content, never by what its rules say of themselves.
///
/// The identity is the running executable's build identifier, which the
/// linker derives from the linked content (the GNU build ID note on Linux,
/// `LC_UUID` on Apple systems): any change to any rule's code, the fact
/// collector, the model or a dependency gives a new identity, so an
/// upgraded or rebuilt `keel` never reuses results a different engine
/// computed — even when no rule's description or example changed. An
/// executable without one (a linker told not to write it) is identified
/// by a digest of its file's bytes instead, read once per run.
enum EngineIdentity {
    /// The engine identity of this process (computed once; microseconds with a build ID).
    static let current: String = {
        if let id = buildID { return "build:" + id }
        if let digest = executableDigest { return "file:" + digest }
        // Neither: nothing ties a cache to this engine, so nothing is reused across runs.
        return "process:" + UUID().uuidString
    }()

    /// The linker's build identifier of the running executable, if it has one.
    static let buildID: String? = {
        var buffer = [CChar](repeating: 0, count: 129)
        let length = keel_build_id(&buffer, buffer.count)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// A digest of the running executable's bytes (the fallback identity).
    static var executableDigest: String? {
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        guard let path = Bundle.main.executablePath else { return nil }
        #endif
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return digest(of: data)
    }

    /// The content digest used for an executable without a build identifier.
    static func digest(of data: Data) -> String {
        var digest = Digest()
        data.withUnsafeBytes { bytes in digest.add(bytes: bytes) }
        return digest.hex
    }
}
