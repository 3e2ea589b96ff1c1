import KeelAudit
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Source text an agent sends instead of a file's saved contents (an
/// editor buffer, a file it is about to write), checked and prepared for
/// one request. It stands in for the file at `path` for that request only:
/// the warm state is never changed by it.
struct UnsavedFile: Sendable {
    /// The engine path (relative to the root).
    var path: String
    var text: String
    var prepared: PreparedFile
    /// `Auditor.prepareKey` of the text at `path`.
    var key: String

    /// Largest unsaved text accepted (the largest Swift file in the
    /// calibration apps is under 1 MB).
    static let maxBytes = 8 << 20

    /// Checks that `text` parses, then runs pass 1 on it. Throws
    /// `ToolInputError` — with the parser's first errors, line:column —
    /// when it does not: `keel audit` would still audit such a file
    /// (swift-syntax recovers), but findings on a half-typed buffer mislead
    /// more than they help, so the agent is told to send text that parses.
    /// Text that nests brackets too deeply to parse safely (what `keel
    /// audit` reports as KA002) is refused before any parse.
    static func prepare(path: String, text: String, auditor: Auditor) throws -> UnsavedFile {
        guard text.utf8.count <= maxBytes else {
            throw ToolInputError("\(path): the unsaved text is \(text.utf8.count) bytes; at most \(maxBytes) are accepted")
        }
        if let offset = NestingGuard.firstExcessiveBracket(Array(text.utf8)) {
            let line = text.utf8.prefix(offset).reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            throw ToolInputError("\(path): the unsaved text does not parse safely: brackets or generic arguments nest too deeply at line \(line) (KA002); flatten them")
        }
        let tree = Parser.parse(source: text)
        if tree.hasError {
            throw ToolInputError("\(path): the unsaved text does not parse: " + describeErrors(tree, path: path))
        }
        let input = SourceInput(path: path, text: text)
        return UnsavedFile(path: path, text: text, prepared: auditor.prepare(input, tree: tree), key: Auditor.prepareKey(for: input))
    }

    /// The parser's first few errors as `line:column: message`, `; `-separated.
    static func describeErrors(_ tree: SourceFileSyntax, path: String, limit: Int = 5) -> String {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard !diagnostics.isEmpty else { return "the parser recovered from missing or unexpected tokens" }
        var parts = diagnostics.prefix(limit).map { diagnostic -> String in
            let location = diagnostic.location(converter: converter)
            return "\(location.line):\(location.column): \(diagnostic.message)"
        }
        if diagnostics.count > limit { parts.append("… (\(diagnostics.count) errors in all)") }
        return parts.joined(separator: "; ")
    }
}

extension TreeState {
    /// The index to analyze with when `unsaved` files stand in for (or are
    /// added to) the tree for one request: the kept index when none of them
    /// changes a pass-1 index, else one built as `keel audit` would build it
    /// had the texts been saved — same file order, same module map.
    func index(with unsaved: [UnsavedFile]) -> (index: TypeIndex, rebuilt: Bool) {
        let changes = unsaved.contains { file in
            guard let kept = self.file(file.path) else { return true }
            return kept.prepared.index != file.prepared.index && kept.prepared.index.withoutPositions != file.prepared.index.withoutPositions
        }
        guard changes else { return (index, false) }

        let replacements = Dictionary(unsaved.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        var entries: [(path: String, index: FileIndex, key: String)] = audited.map { file in
            replacements[file.path].map { ($0.path, $0.prepared.index, $0.key) } ?? (file.path, file.prepared.index, file.key)
        }
        let added = replacements.values.filter { self.file($0.path) == nil }.sorted { $0.path < $1.path }
        for file in added {
            let slot = entries.firstIndex { $0.path > file.path } ?? entries.count
            entries.insert((file.path, file.prepared.index, file.key), at: slot)
        }
        var moduleMap = modules
        if !added.isEmpty {
            let root = workspace.directory.path
            let files = locatedPaths.map { (enginePath: $0.path, diskPath: $0.diskPath) }
                + added.map { (enginePath: $0.path, diskPath: root + "/" + $0.path) }
            moduleMap = ModuleMap.build(files: files, descriptors: descriptorPaths)
        }
        var builder = TypeIndex.Builder()
        for entry in entries { builder.add(entry.index, key: entry.key) }
        for file in context { builder.add(file.prepared.index, key: file.key) }
        return (builder.build(modules: moduleMap), true)
    }

    /// Whether `keel audit` would audit a Swift file at `path` (an engine
    /// path) once it exists: the configuration's include/exclude and the
    /// default excludes, read from the project root as discovery reads them.
    func admits(_ path: String) -> Bool {
        var projectRelative = path
        if let project = workspace.project?.standardizedFileURL.path, project != workspace.directory.standardizedFileURL.path {
            let directory = workspace.directory.standardizedFileURL.path
            if directory.hasPrefix(project + "/") { projectRelative = String(directory.dropFirst(project.count + 1)) + "/" + path }
        }
        return PathAdmission(configuration: configuration).admits(projectRelative)
    }
}
