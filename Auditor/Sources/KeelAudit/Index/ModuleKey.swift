/// The top-level folder of a path, as a stand-in for its app target or
/// module (`Windscribe/…` vs `WindscribeTV/…`): the index keeps homonyms
/// declared in different targets apart by it. Paths of project context
/// files (`<project>/…`) are read without their prefix; a file at the root
/// has the empty key.
enum ModuleKey {
    /// Read on UTF-8 bytes (`Character` iteration costs thousands of
    /// instructions per path, and roles ask for every unit).
    static func of(_ path: String) -> String {
        let utf8 = path.utf8
        var start = utf8.startIndex
        if utf8.starts(with: contextPrefix) { start = utf8.index(start, offsetBy: contextPrefix.count) }
        guard let slash = utf8[start...].firstIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[start..<slash])
    }

    private static let contextPrefix = Array(ProjectRoot.contextPrefix.utf8)
}
