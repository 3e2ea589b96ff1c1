import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which engine recorded a cache entry, known without deriving
/// `Auditor.engineVersion`: the engine version is a function of the running
/// executable, so a record made by the same executable file — same device,
/// inode, size, `mtime` and `ctime`, which every rebuild, copy or
/// replacement changes — was made by the same engine. Deriving the version
/// (the facts' schema and every rule's description) costs more than the
/// rest of a warm run; a warm run compares this stamp instead, and derives
/// the version only when the stamps differ.
enum EngineIdentity {
    /// The running executable's stamp, or nil when it cannot be found.
    static let executable: String? = {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path: String? = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        #else
        let path = Bundle.main.executablePath
        #endif
        var info = stat()
        guard let path, stat(path, &info) == 0 else { return nil }
        let stamp = FileStamp(info)
        return "\(stamp.device):\(stamp.inode):\(stamp.size):\(stamp.modified.seconds).\(stamp.modified.nanoseconds):\(stamp.changed.seconds).\(stamp.changed.nanoseconds)"
    }()

    /// Whether a record of `engine` made by `executable` came from this engine.
    static func matches(engine: String, executable recorded: String?) -> Bool {
        if let recorded, let executable, recorded == executable { return true }
        return engine == Auditor.engineVersion
    }
}
