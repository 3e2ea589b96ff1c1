import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The interface modules (`Interfaces`), compiled once per keel build and
/// compiler into a cache folder: `$KEEL_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/keel`, else `~/.cache/keel`. Built in a scratch folder
/// and renamed into place, so concurrent keel runs never see half a cache.
package struct ModuleCache: Sendable {
    /// Holds `<Module>.swiftmodule` for every interface module.
    package let directory: URL

    package struct BuildError: Error, CustomStringConvertible {
        package let module: String
        package let output: String
        package var description: String { "keel's \(module) interface does not compile with this swiftc:\n\(output)" }
    }

    package static func base(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["KEEL_CACHE_DIR"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("keel") }
        if let home = environment["HOME"], !home.isEmpty { return URL(fileURLWithPath: home).appendingPathComponent(".cache/keel") }
        return FileManager.default.temporaryDirectory.appendingPathComponent("keel-cache")
    }

    /// The cache for `swiftc`, built now if it is not there yet.
    package static func prepare(_ swiftc: Swiftc) throws -> ModuleCache {
        var key = StableHash()
        key.add(Interfaces.fingerprint)
        key.add(swiftc.version())
        let root = base().appendingPathComponent("interfaces")
        let directory = root.appendingPathComponent(key.hex)
        let marker = directory.appendingPathComponent("complete")
        if FileManager.default.fileExists(atPath: marker.path) { return ModuleCache(directory: directory) }
        // One build at a time, across threads and keel processes (a parallel test run or several keel
        // runs would otherwise each compile every interface at once): an exclusive lock on `.lock`;
        // who waited finds the cache complete.
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let lock = open(root.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        if lock >= 0 { _ = flock(lock, LOCK_EX) }
        defer { if lock >= 0 { _ = flock(lock, LOCK_UN); close(lock) } }
        if FileManager.default.fileExists(atPath: marker.path) { return ModuleCache(directory: directory) }
        let scratch = root.appendingPathComponent(".building-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for module in Interfaces.modules {
            let sources = scratch.appendingPathComponent("src/\(module.name)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            var paths: [String] = []
            for (i, file) in module.files.enumerated() {
                let name = String(format: "%03d-", i) + file.name.replacingOccurrences(of: "/", with: "-")
                let url = sources.appendingPathComponent(name)
                try Data(file.text.utf8).write(to: url)
                paths.append(url.path)
            }
            var arguments = ["-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", module.name,
                             "-I", scratch.path, "-emit-module-path", scratch.appendingPathComponent("\(module.name).swiftmodule").path,
                             "-module-cache-path", scratch.appendingPathComponent("clang").path, "-suppress-warnings"]
            for define in module.defines { arguments += ["-D", define] }
            let output = try swiftc.run(arguments + paths, in: scratch)
            guard output.status == 0 else { throw BuildError(module: module.name, output: output.text) }
        }
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("src"))
        try Data("ok\n".utf8).write(to: scratch.appendingPathComponent("complete"))
        if (try? FileManager.default.moveItem(at: scratch, to: directory)) == nil {
            guard FileManager.default.fileExists(atPath: marker.path) else {
                throw BuildError(module: "cache", output: "cannot move the built interfaces to \(directory.path)")
            }
        }
        return ModuleCache(directory: directory)
    }
}
