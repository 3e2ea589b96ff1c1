/// The top-level folder of a path, as a stand-in for its app target or
/// module (`Windscribe/…` vs `WindscribeTV/…`): the index keeps homonyms
/// declared in different targets apart by it. Paths of project context
/// files (`<project>/…`) are read without their prefix; a file at the root
/// has the empty key.
enum ModuleKey {
    static func of(_ path: String) -> String {
        var rest = Substring(path)
        if rest.hasPrefix(ProjectRoot.contextPrefix) { rest = rest.dropFirst(ProjectRoot.contextPrefix.count) }
        guard let slash = rest.firstIndex(of: "/") else { return "" }
        return String(rest[..<slash])
    }
}
