import CIndexStore
import Foundation

/// The compiler's libIndexStore, opened at run time. keel links neither the
/// library nor its header: the few functions it calls are declared in
/// `CIndexStore` and resolved by name when a store is read.
///
/// Where it is looked for, first found wins:
/// 1. the path given (`--index-store-lib`), else `KEEL_INDEXSTORE_LIB`;
/// 2. next to `swiftc` on `PATH`, symbolic links resolved:
///    `<bin>/../lib/libIndexStore.so` (Linux) or `.dylib` (macOS);
/// 3. on macOS, Xcode's default toolchain (`DEVELOPER_DIR`, else
///    `/Applications/Xcode.app/Contents/Developer`).
///
/// A loaded library is never unloaded (handles from it stay valid until
/// exit); loading the same path again is cheap (the loader keeps one copy).
/// The value is immutable and may be shared between threads; the store
/// readers made from it may not (see `IndexStoreReader`).
package struct IndexStoreLibrary: @unchecked Sendable {
    /// The library file that was loaded.
    package let path: String
    let functions: keel_indexstore_functions

    /// The environment variable that names the library (after the option).
    package static let environmentVariable = "KEEL_INDEXSTORE_LIB"

    /// Loads the library at `path`, or the first one found (see the type's
    /// documentation). Throws `IndexStoreError.libraryNotFound` or
    /// `.libraryUnusable`.
    package static func load(path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> IndexStoreLibrary {
        let candidates = path.map { [$0] } ?? defaultCandidates(environment: environment)
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw IndexStoreError.libraryNotFound(tried: candidates)
        }
        var functions = keel_indexstore_functions()
        var message = [CChar](repeating: 0, count: 512)
        guard keel_indexstore_load(found, &functions, &message, message.count) == 1 else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw IndexStoreError.libraryUnusable(path: found, reason: reason)
        }
        return IndexStoreLibrary(path: found, functions: functions)
    }

    /// Where the library is looked for when no path is given, in order.
    package static func defaultCandidates(environment: [String: String]) -> [String] {
        var candidates: [String] = []
        if let named = environment[environmentVariable], !named.isEmpty { candidates.append(named) }
        #if os(macOS)
        let fileName = "libIndexStore.dylib"
        #else
        let fileName = "libIndexStore.so"
        #endif
        if let swiftc = executable(named: "swiftc", path: environment["PATH"] ?? "") {
            let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            candidates.append(bin.deletingLastPathComponent().appendingPathComponent("lib/\(fileName)").path)
        }
        #if os(macOS)
        let developer = environment["DEVELOPER_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/Applications/Xcode.app/Contents/Developer"
        candidates.append(developer + "/Toolchains/XcodeDefault.xctoolchain/usr/lib/\(fileName)")
        #endif
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0).inserted }
    }

    /// The first executable file `name` in the `PATH` folders, if any.
    static func executable(named name: String, path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
