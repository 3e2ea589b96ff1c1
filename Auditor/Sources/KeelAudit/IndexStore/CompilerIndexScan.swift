import Foundation

/// The reading behind `CompilerIndex.read`: one pass over the units to find
/// the records, one over the records for type definitions and references,
/// and — only for C types — one over system records to name their modules.
struct CompilerIndexScan {
    /// The root with a trailing `/`, as given and with symbolic links resolved.
    let rootPrefixes: [String]
    let includes: (String) -> Bool
    private(set) var statistics = CompilerIndex.Statistics()
    private(set) var files: Set<String> = []
    /// Project file → the module of the unit that compiled it.
    private(set) var modules: [String: String] = [:]
    private var definitions: [String: Definition] = [:]
    private var references: [Pending] = []

    /// Where a type is defined: a project file (relative path) or elsewhere.
    private struct Definition {
        var path: String?
        var line: Int
        var name: String
        /// The module of the unit or record that defines it.
        var module: String
        var isDefinition: Bool
    }

    private struct Pending {
        var point: SourcePoint
        var name: String
        var usr: String
        var kind: TypeSymbolKind
    }

    private struct RecordToRead {
        var name: String
        var relativePath: String?
        var module: String
    }

    init(root: String, includes: @escaping (String) -> Bool) {
        let given = URL(fileURLWithPath: root).standardizedFileURL.path
        let resolved = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
        var prefixes: [String] = []
        for path in [given, resolved] {
            let prefix = path.hasSuffix("/") ? path : path + "/"
            if !prefixes.contains(prefix) { prefixes.append(prefix) }
        }
        rootPrefixes = prefixes
        self.includes = includes
    }

    /// The path relative to the root, if the file is under it and included.
    func relativePath(_ absolute: String) -> String? {
        for candidate in [absolute, URL(fileURLWithPath: absolute).standardizedFileURL.path] {
            for prefix in rootPrefixes where candidate.hasPrefix(prefix) {
                let relative = String(candidate.dropFirst(prefix.count))
                return includes(relative) ? relative : nil
            }
        }
        return nil
    }

    mutating func read(_ reader: IndexStoreReader) throws {
        var toRead: [RecordToRead] = []
        var seenRecords: Set<String> = []
        var systemUnits: [IndexStoreReader.Unit] = []
        for name in reader.unitNames() {
            let unit = try reader.unit(named: name)
            statistics.units += 1
            if unit.isSystem {
                statistics.systemUnits += 1
                systemUnits.append(unit)
                continue
            }
            for record in unit.records where !record.isSystem && seenRecords.insert(record.recordName).inserted {
                let relative = relativePath(record.filePath)
                toRead.append(RecordToRead(name: record.recordName, relativePath: relative,
                                           module: record.moduleName.isEmpty ? unit.moduleName : record.moduleName))
            }
        }
        statistics.records = toRead.count
        for record in toRead {
            if let path = record.relativePath {
                statistics.projectRecords += 1
                files.insert(path)
                if !record.module.isEmpty, modules[path] == nil { modules[path] = record.module }
            }
            try readRecord(record, reader)
        }
        try nameModulesOfCTypes(reader, systemUnits: systemUnits)
    }

    private mutating func readRecord(_ record: RecordToRead, _ reader: IndexStoreReader) throws {
        try reader.forEachOccurrence(inRecord: record.name) { occurrence in
            let (kindNumber, subkind) = occurrence.symbolKind
            guard let kind = TypeSymbolKind(indexKind: kindNumber, subkind: subkind) else { return }
            let roles = occurrence.roles
            if !roles.isDisjoint(with: [.definition, .declaration]) {
                noteDefinition(occurrence, roles: roles, path: record.relativePath, module: record.module)
            } else if roles.contains(.reference), let path = record.relativePath {
                guard !roles.contains(.implicit) else { statistics.implicitReferences += 1; return }
                let (line, column) = occurrence.lineAndColumn
                references.append(Pending(point: SourcePoint(path: path, line: line, column: column),
                                          name: occurrence.symbolName, usr: occurrence.symbolUSR, kind: kind))
            }
        }
    }

    /// Keeps one place per USR: a definition over a declaration, a project
    /// file over another, else the first seen.
    private mutating func noteDefinition(_ occurrence: IndexOccurrence, roles: IndexRoles, path: String?, module: String) {
        let usr = occurrence.symbolUSR
        let isDefinition = roles.contains(.definition)
        if let known = definitions[usr] {
            let better = (isDefinition && !known.isDefinition) || (isDefinition == known.isDefinition && known.path == nil && path != nil)
            guard better else { return }
        }
        definitions[usr] = Definition(path: path, line: occurrence.lineAndColumn.line, name: occurrence.symbolName,
                                      module: module, isDefinition: isDefinition)
    }

    /// C declarations' USRs name no module: find the system records that
    /// define them (read only when some project file references one). The
    /// module is the one the store says owns the header (`CDispatch` for
    /// dispatch's headers); a system header no module owns (`/usr/include`,
    /// included textually by several) names none, and the target's module
    /// stays nil.
    private mutating func nameModulesOfCTypes(_ reader: IndexStoreReader, systemUnits: [IndexStoreReader.Unit]) throws {
        let known = definitions
        var wanted = Set(references.filter { known[$0.usr] == nil && SwiftUSR.module(of: $0.usr) == nil }.map(\.usr))
        guard !wanted.isEmpty else { return }
        var seen: Set<String> = []
        for unit in systemUnits {
            for record in unit.records where !record.moduleName.isEmpty && seen.insert(record.recordName).inserted {
                var found: [(String, Definition)] = []
                try reader.forEachOccurrence(inRecord: record.recordName) { occurrence in
                    let roles = occurrence.roles
                    guard !roles.isDisjoint(with: [.definition, .declaration]) else { return }
                    let (kind, subkind) = occurrence.symbolKind
                    guard TypeSymbolKind(indexKind: kind, subkind: subkind) != nil else { return }
                    let usr = occurrence.symbolUSR
                    guard wanted.contains(usr) else { return }
                    found.append((usr, Definition(path: nil, line: occurrence.lineAndColumn.line, name: occurrence.symbolName,
                                                  module: record.moduleName, isDefinition: roles.contains(.definition))))
                }
                for (usr, definition) in found where wanted.remove(usr) != nil { definitions[usr] = definition }
                if wanted.isEmpty { return }
            }
        }
    }

    /// The references with their targets.
    func resolvedReferences() -> [CompilerTypeReference] {
        references.map { pending in
            let target: ReferenceTarget
            if let definition = definitions[pending.usr], let path = definition.path {
                target = .declared(path: path, line: definition.line, name: definition.name)
            } else {
                let module = definitions[pending.usr].map(\.module).flatMap { $0.isEmpty ? nil : $0 } ?? SwiftUSR.module(of: pending.usr)
                target = .external(module: module, name: pending.name)
            }
            return CompilerTypeReference(reference: ResolvedTypeReference(point: pending.point, name: pending.name, target: target),
                                         kind: pending.kind, usr: pending.usr)
        }
    }
}
