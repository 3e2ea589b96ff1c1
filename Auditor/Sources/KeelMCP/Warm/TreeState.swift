import Foundation
import KeelAudit

/// One Swift file as the server last read it: where it is, what `stat`
/// said then, its text and its pass-1 result (the parse's facts and its
/// `FileIndex`), under the content key `keel audit`'s cache would use.
struct TrackedFile: Sendable {
    /// The engine path (relative to the root; context files `<project>/…`).
    var path: String
    var diskPath: String
    var stamp: FileStamp?
    var text: String
    /// `Auditor.prepareKey` of the file (path and text).
    var key: String
    var prepared: PreparedFile
    /// Touched at or after the scan that read it began: a later write in
    /// the same clock tick would leave the stamp unchanged, so the next
    /// refresh reads it again whatever its stamp says (git's "racily clean").
    var racy: Bool
}

/// A file discovery located: its engine path and where it is on disk.
struct LocatedFile: Sendable, Hashable {
    var path: String
    var diskPath: String
}

/// A file discovery located but could not audit (not UTF-8, unreadable),
/// remembered with its stamp so it is read again only once it changes.
struct UnreadableFile: Sendable, Hashable {
    var stamp: FileStamp?
    var note: String
}

/// Everything the server knows about its tree at one moment: the
/// configuration, every located file's pass-1 result, and the cross-file
/// index and semantic model built from them — exactly what `keel audit
/// ROOT` builds before its pass 2. Immutable; a refresh makes a new one
/// that shares whatever did not change.
final class TreeState: Sendable {
    let workspace: AuditWorkspace
    let auditor: Auditor
    /// The configuration's and the baseline's paths, with their stamps when
    /// this state was made (nil: absent): any change reloads them.
    let settingsStamps: [String: FileStamp?]
    let baseline: Baseline?
    /// Audited files (under the root), sorted by path, as `keel audit` adds them.
    let audited: [TrackedFile]
    /// The enclosing project's other files (cross-file facts only).
    let context: [TrackedFile]
    /// Audited paths → position in `audited`.
    let positions: [String: Int]
    /// Files located but not audited, by disk path.
    let unreadable: [String: UnreadableFile]
    /// Discovery's notes on what it skipped (directories and files), as `keel audit` reports them.
    let skipped: [String]
    /// Every located file (audited and context), engine path and disk path:
    /// what the module map was built from.
    let locatedPaths: [LocatedFile]
    /// Build descriptions found (`Package.swift`, Xcode projects…), with stamps.
    let descriptors: [String: FileStamp?]
    let descriptorPaths: [String]
    let modules: ModuleMap
    /// The index and model of `audited` + `context` under `modules`.
    let index: TypeIndex
    /// Whether `index` places every declaration where it is now (false
    /// when a refresh kept it although declarations moved: see
    /// `WarmTree.current(exactPositions:)`).
    let positionsExact: Bool
    /// Discovery's last walk (the files and build descriptions, with the stamps last read).
    let located: AuditWorkspace.Located
    /// The stamps of the directories under the walked tree.
    let directories: DirectoryStamps
    /// Bumped whenever any audited or context file, the index or the
    /// configuration changed: results cached under one generation hold
    /// for as long as it lasts.
    let generation: Int

    /// `positions`: the audited paths' positions when the caller knows them (the same paths as the last state's).
    init(workspace: AuditWorkspace, auditor: Auditor, settingsStamps: [String: FileStamp?], baseline: Baseline?,
         audited: [TrackedFile], context: [TrackedFile], positions: [String: Int]? = nil, unreadable: [String: UnreadableFile], skipped: [String],
         locatedPaths: [LocatedFile], descriptors: [String: FileStamp?], descriptorPaths: [String], modules: ModuleMap, index: TypeIndex,
         positionsExact: Bool, located: AuditWorkspace.Located, directories: DirectoryStamps, generation: Int) {
        self.workspace = workspace
        self.auditor = auditor
        self.settingsStamps = settingsStamps
        self.baseline = baseline
        self.audited = audited
        self.context = context
        self.positions = positions ?? Dictionary(audited.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.unreadable = unreadable
        self.skipped = skipped
        self.locatedPaths = locatedPaths
        self.descriptors = descriptors
        self.descriptorPaths = descriptorPaths
        self.modules = modules
        self.index = index
        self.positionsExact = positionsExact
        self.located = located
        self.directories = directories
        self.generation = generation
    }

    /// This state with an index rebuilt from the same files (exact positions).
    func with(index: TypeIndex) -> TreeState {
        TreeState(workspace: workspace, auditor: auditor, settingsStamps: settingsStamps, baseline: baseline, audited: audited, context: context,
                  positions: positions, unreadable: unreadable, skipped: skipped, locatedPaths: locatedPaths, descriptors: descriptors, descriptorPaths: descriptorPaths,
                  modules: modules, index: index, positionsExact: true, located: located, directories: directories, generation: generation)
    }

    var configuration: Configuration { workspace.configuration }

    /// The audited file at `path`, if discovery located it.
    func file(_ path: String) -> TrackedFile? { positions[path].map { audited[$0] } }

    /// Lines of the audited files.
    var lines: Int { audited.reduce(0) { $0 + $1.prepared.lines } }
}

/// What one refresh did (reported with each answer, and what the
/// performance harness reads).
struct RefreshStats: Sendable, Hashable {
    /// Files read from disk (changed stamps, new files, racy files).
    var filesRead = 0
    /// Files parsed (their text changed or they are new).
    var filesParsed = 0
    /// Whether the index and semantic model were rebuilt.
    var indexRebuilt = false
    /// Whether discovery walked the tree (a directory changed), rather than re-reading the known files' stamps.
    var walked = false
    /// Whether the configuration (or baseline) was (re)loaded.
    var settingsLoaded = false
    var milliseconds = 0.0
    /// Where the time went: the walk and `stat`s, reading and parsing, the index and model.
    var locateMilliseconds = 0.0
    var parseMilliseconds = 0.0
    var indexMilliseconds = 0.0
}

extension FileIndex {
    /// The index with every position cleared (declarations', stored
    /// members', generic parameters' and aliases' lines and offsets): two indexes equal this way
    /// differ only in where things are, which no rule, role or figure reads
    /// (they read positions from the file's own facts). `RoleReason` lines,
    /// shown by `keel explain`, are the exception.
    var withoutPositions: FileIndex {
        var copy = self
        for i in copy.declarations.indices {
            copy.declarations[i].line = 0
            copy.declarations[i].genericParameterLines = copy.declarations[i].genericParameterLines.map { _ in 0 }
            for j in copy.declarations[i].storedMembers.indices { copy.declarations[i].storedMembers[j].line = 0 }
        }
        for i in copy.typeAliases.indices {
            copy.typeAliases[i].line = 0
            copy.typeAliases[i].nameOffset = 0
        }
        return copy
    }
}
