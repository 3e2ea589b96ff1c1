import Foundation

/// Finds the index store for a path a user gives: the folder passed to the
/// compiler's `-index-store-path` (it holds `v5/units`), or a folder above
/// it that Xcode makes (a DerivedData project folder holds
/// `Index.noindex/DataStore`, older Xcodes `Index/DataStore`).
///
/// Only looks: a missing or empty folder is an error, never created
/// (libIndexStore would create one).
package enum IndexStoreLocation {
    /// The store folder for `path`. Throws `IndexStoreError.storeNotFound`.
    package static func resolve(_ path: String) throws -> String {
        let base = URL(fileURLWithPath: path).standardizedFileURL.path
        let candidates = [base, base + "/Index.noindex/DataStore", base + "/Index/DataStore"]
        if let store = candidates.first(where: isStore) { return store }
        throw IndexStoreError.storeNotFound(path: path, tried: candidates.map { $0 + "/v5/units" })
    }

    /// Whether `folder` holds an index store: a `v<N>/units` folder.
    static func isStore(_ folder: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return entries.contains { entry in
            guard entry.count > 1, entry.first == "v", entry.dropFirst().allSatisfy(\.isNumber) else { return false }
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + entry + "/units", isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}
