import Foundation

/// Where a file's module came from: a build description the tree carries,
/// or, without one, a guess.
package enum ModuleSource: String, Sendable, Codable, Hashable {
    /// A target of a `Package.swift` (its path, or `Sources/<name>`).
    case package = "Package.swift target"
    /// A native target of an Xcode project (its sources build phase, or a
    /// synchronized folder).
    case xcodeProject = "Xcode project target"
    /// A target of an XcodeGen `project.yml` or a Tuist `Project.swift`.
    case projectSpec = "project spec target"
    /// No build description covers the file: its top-level folder stands
    /// in for its module (`App/…` and `AppTests/…` apart, one folder's
    /// subfolders together). Lookup across such modules is lenient.
    case folder = "top-level folder (heuristic)"
}

/// The module a file is compiled into, and why the engine thinks so.
package struct ModuleAssignment: Sendable, Codable, Hashable {
    package var name: String
    package var source: ModuleSource
    /// Whether the module's build description makes its declarations
    /// main-actor isolated by default (Swift 6.2's default isolation:
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, `.defaultIsolation(MainActor.self)`).
    package var mainActorByDefault: Bool
    /// Whether its nonisolated `async` functions run on their caller's actor
    /// (`NonisolatedNonsendingByDefault`, Xcode's Approachable Concurrency)
    /// rather than on the generic executor.
    package var asyncRunsOnCaller: Bool

    package init(name: String, source: ModuleSource, mainActorByDefault: Bool = false, asyncRunsOnCaller: Bool = false) {
        self.name = name
        self.source = source
        self.mainActorByDefault = mainActorByDefault
        self.asyncRunsOnCaller = asyncRunsOnCaller
    }
}

/// Which module each audited file belongs to: what scopes name lookup
/// (`SemanticModel`). Built once per run from the tree's build
/// descriptions — `Package.swift` targets, Xcode projects' targets,
/// XcodeGen/Tuist specs — and, for files none of them covers, the
/// top-level folder heuristic (`ModuleSource.folder`).
///
/// A value: immutable, `Sendable`; built on any thread.
package struct ModuleMap: Sendable, Hashable {
    /// Engine path (as findings show it) → module.
    private var byPath: [String: ModuleAssignment]

    package init(_ byPath: [String: ModuleAssignment] = [:]) {
        self.byPath = byPath
    }

    /// No build description: every file by its top-level folder.
    package static let folders = ModuleMap()

    /// The module of `path` (an engine path), the folder heuristic when no
    /// build description covers it.
    package func module(of path: String) -> ModuleAssignment {
        if let known = byPath[path] { return known }
        return ModuleAssignment(name: Self.folderModule(of: path), source: .folder)
    }

    /// Whether any file's module came from a build description.
    package var hasBuildDescriptions: Bool { !byPath.isEmpty }

    /// The folder heuristic's module name (`ModuleKey`), marked so it never
    /// collides with a target's name.
    static func folderModule(of path: String) -> String { "folder:" + ModuleKey.of(path) }

    /// Stable digest of the assignments (part of the analysis cache key).
    package var fingerprint: String {
        var digest = Digest()
        for path in byPath.keys.sorted() {
            guard let module = byPath[path] else { continue }
            digest.add(path)
            digest.add(module.name)
            digest.add(module.source.rawValue)
            if module.mainActorByDefault { digest.add("isolation:MainActor") }
            if module.asyncRunsOnCaller { digest.add("async:caller") }
        }
        return digest.hex
    }

    /// Assignment counts by source (for `keel explain` and the docs).
    package var countsBySource: [ModuleSource: Int] {
        var counts: [ModuleSource: Int] = [:]
        for assignment in byPath.values { counts[assignment.source, default: 0] += 1 }
        return counts
    }
}

/// One target's sources as a build description states them.
struct TargetSources: Sendable, Hashable {
    var module: String
    var source: ModuleSource
    /// Absolute, standardized directories whose Swift files the target compiles.
    var directories: [String] = []
    /// Absolute, standardized files the target compiles (Xcode's sources phase).
    var files: [String] = []
    /// The folder of the build description that declares the target.
    var descriptorDirectory: String = ""
    /// Its declarations are main-actor isolated by default (`DefaultIsolation`).
    var mainActorByDefault = false
    /// Its nonisolated `async` functions run on their caller's actor (`DefaultIsolation.runsAsyncOnCaller`).
    var asyncRunsOnCaller = false
}

extension ModuleMap {
    /// Assigns each file (`enginePath` as findings show it, `diskPath` where
    /// it is) to the target that compiles it. When several build
    /// descriptions claim a file (a package with an auxiliary Xcode project
    /// compiling everything as one module; an app project and a local
    /// package), the description whose folder holds the file wins, the
    /// deepest first; then a target listing the file itself over one whose
    /// folder holds it, the longest folder first; then the first by module name.
    static func assign(files: [(enginePath: String, diskPath: String)], targets: [TargetSources]) -> ModuleMap {
        guard !targets.isEmpty else { return .folders }
        struct Claim { var module: String; var source: ModuleSource; var descriptor: String; var listed: Bool; var length: Int; var mainActor: Bool; var asyncOnCaller: Bool }
        var byFile: [String: [Claim]] = [:]
        var directories: [(prefix: String, claim: Claim)] = []
        for target in targets {
            let descriptor = target.descriptorDirectory.hasSuffix("/") ? target.descriptorDirectory : target.descriptorDirectory + "/"
            for file in target.files {
                byFile[file, default: []].append(Claim(module: target.module, source: target.source, descriptor: descriptor, listed: true, length: file.count,
                                                     mainActor: target.mainActorByDefault, asyncOnCaller: target.asyncRunsOnCaller))
            }
            for directory in target.directories {
                let prefix = directory.hasSuffix("/") ? directory : directory + "/"
                directories.append((prefix, Claim(module: target.module, source: target.source, descriptor: descriptor, listed: false, length: prefix.count,
                                                  mainActor: target.mainActorByDefault, asyncOnCaller: target.asyncRunsOnCaller)))
            }
        }
        var byPath: [String: ModuleAssignment] = [:]
        for file in files {
            let disk = file.diskPath.hasPrefix("/") ? PathText.standardized(file.diskPath) : URL(fileURLWithPath: file.diskPath).standardizedFileURL.path
            var claims = byFile[disk] ?? []
            for (prefix, claim) in directories where disk.hasPrefix(prefix) { claims.append(claim) }
            guard !claims.isEmpty else { continue }
            func rank(_ claim: Claim) -> (Int, Int, Int, Int) {
                let holds = disk.hasPrefix(claim.descriptor)
                return (holds ? 1 : 0, holds ? claim.descriptor.count : 0, claim.listed ? 1 : 0, claim.length)
            }
            let best = claims.max { a, b in
                let ra = rank(a), rb = rank(b)
                return ra != rb ? ra < rb : a.module > b.module
            }
            if let best { byPath[file.enginePath] = ModuleAssignment(name: best.module, source: best.source, mainActorByDefault: best.mainActor,
                                                                          asyncRunsOnCaller: best.asyncOnCaller) }
        }
        return ModuleMap(byPath)
    }

    /// The module map of files on disk: reads the build descriptions among
    /// `descriptors` (paths of `Package.swift`, `project.pbxproj`,
    /// `project.yml`, `Project.swift` files). A description that cannot be
    /// read or parsed contributes nothing (the folder heuristic covers its
    /// files); it never stops an audit.
    package static func build(files: [(enginePath: String, diskPath: String)], descriptors: [String]) -> ModuleMap {
        var targets: [TargetSources] = []
        for descriptor in descriptors.sorted() {
            guard let text = try? String(contentsOfFile: descriptor, encoding: .utf8) else { continue }
            let directory = URL(fileURLWithPath: descriptor).deletingLastPathComponent().standardizedFileURL
            var found: [TargetSources]
            var owner = directory
            switch URL(fileURLWithPath: descriptor).lastPathComponent {
            case "Package.swift":
                found = PackageManifestReader.targets(manifest: text, packageDirectory: directory)
            case "project.pbxproj":
                owner = directory.deletingLastPathComponent()
                found = XcodeProjectReader.targets(pbxproj: text, projectDirectory: owner)
            case "project.yml":
                found = ProjectSpecReader.xcodeGenTargets(yaml: text, directory: directory)
            case "Project.swift":
                found = ProjectSpecReader.tuistTargets(manifest: text, directory: directory)
            default:
                continue
            }
            for i in found.indices { found[i].descriptorDirectory = owner.standardizedFileURL.path }
            targets += found
        }
        return assign(files: files, targets: targets)
    }

    /// File names that describe targets (what discovery collects as descriptors).
    static let descriptorNames: Set<String> = ["Package.swift", "project.pbxproj", "project.yml", "Project.swift"]
}
