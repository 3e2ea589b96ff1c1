/// Why the compiler's index store could not be read. Each is one line that
/// says what was tried and what to do; nothing is written or created.
package enum IndexStoreError: CommandError, Equatable {
    /// No libIndexStore at any of the places looked at.
    case libraryNotFound(tried: [String])
    /// A library was found but could not be used (not loadable, or missing a function).
    case libraryUnusable(path: String, reason: String)
    /// The store path does not exist or holds no index store.
    case storeNotFound(path: String, tried: [String])
    /// libIndexStore refused the store.
    case storeUnreadable(path: String, reason: String)
    /// The store holds no unit for a file under the root.
    case nothingUnderRoot(store: String, root: String, units: Int)

    package var description: String {
        switch self {
        case .libraryNotFound(let tried):
            "cannot find libIndexStore (looked at \(tried.joined(separator: ", "))); it ships with the Swift toolchain next to swiftc "
                + "(../lib/libIndexStore.so, or libIndexStore.dylib in Xcode's toolchain): give its path with --index-store-lib "
                + "or \(IndexStoreLibrary.environmentVariable)"
        case .libraryUnusable(let path, let reason):
            "cannot load libIndexStore at \(path): \(reason)"
        case .storeNotFound(let path, let tried):
            "no index store at \(path) (looked for \(tried.joined(separator: ", "))): give the folder passed to "
                + "`-index-store-path` (it holds v5/units), or Xcode's DerivedData folder of the project"
        case .storeUnreadable(let path, let reason):
            "cannot read the index store at \(path): \(reason)"
        case .nothingUnderRoot(let store, let root, let units):
            "the index store at \(store) has \(units) units but none for a source file under \(root): "
                + "give the folder it was built from with --root"
        }
    }
}
