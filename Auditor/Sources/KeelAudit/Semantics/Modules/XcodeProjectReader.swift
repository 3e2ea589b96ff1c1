import Foundation

/// The native targets of an Xcode project and the Swift files each
/// compiles, read from `project.pbxproj`: a target's sources build phase
/// (file references resolved through their groups' paths), and Xcode 16's
/// synchronized folders (`PBXFileSystemSynchronizedRootGroup`) as
/// directories. The module is `PRODUCT_MODULE_NAME` when a build
/// configuration sets it literally, else the target's name made an
/// identifier. References outside the project's folders (SDK, build
/// products) are skipped.
enum XcodeProjectReader {
    typealias Object = [String: OldStylePlist.Value]

    /// The project's objects by identifier (those that are dictionaries),
    /// read where they were parsed rather than copied into a new table.
    struct Objects {
        let values: [String: OldStylePlist.Value]
        subscript(id: String) -> Object? { values[id]?.dictionary }
    }

    static func targets(pbxproj: String, projectDirectory: URL) -> [TargetSources] {
        guard let root = OldStylePlist.parse(pbxproj, selecting: selection)?.dictionary,
              let values = root["objects"]?.dictionary, case let objects = Objects(values: values),
              let projectID = root["rootObject"]?.string, let project = objects[projectID] else { return [] }
        let sourceRoot = PathText.join(projectDirectory.standardizedFileURL.path, project["projectDirPath"]?.string ?? "")
        // Each group or file's parent group, for resolving `<group>`-relative paths.
        var parents: [String: String] = [:]
        for (id, object) in objects.values {
            for child in object.dictionary?["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = id }
        }
        var resolved: [String: String?] = [:]
        func path(of id: String, depth: Int = 0) -> String? {
            if let known = resolved[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string
            var result: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<absolute>":
                result = own
            case "SOURCE_ROOT":
                result = own.map { PathText.join(sourceRoot, $0) } ?? sourceRoot
            case "<group>":
                let base: String?
                if let parent = parents[id] { base = path(of: parent, depth: depth + 1) } else { base = sourceRoot }
                if let base { result = own.map { PathText.join(base, $0) } ?? base }
            default:
                result = nil
            }
            let standardized = result.map { PathText.standardized($0) }
            resolved[id] = standardized
            return standardized
        }

        var targets: [TargetSources] = []
        for targetID in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget",
                  let name = target["name"]?.string else { continue }
            var sources = TargetSources(module: moduleName(target, name: name, objects: objects), source: .xcodeProject)
            sources.mainActorByDefault = DefaultIsolation.isMainActor(
                target: settings(of: target, objects: objects), project: settings(of: project, objects: objects))
            sources.asyncRunsOnCaller = DefaultIsolation.runsAsyncOnCaller(
                target: settings(of: target, objects: objects), project: settings(of: project, objects: objects))
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"]?.string, let file = path(of: reference),
                          file.hasSuffix(".swift") else { continue }
                    sources.files.append(file)
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                if let directory = path(of: groupID) { sources.directories.append(directory) }
            }
            if !sources.files.isEmpty || !sources.directories.isEmpty { targets.append(sources) }
        }
        return targets
    }

    /// What the reader looks up: the root object, and of each object the keys
    /// below (of its build settings, those `DefaultIsolation` and `moduleName`
    /// read). A pbxproj is mostly file types, build settings and scripts
    /// nothing here reads.
    static let selection: OldStylePlist.Selection = {
        let objectKeys: [String] = [
            "isa", "name", "path", "sourceTree", "children", "projectDirPath", "targets", "buildPhases", "files", "fileRef",
            "fileSystemSynchronizedGroups", "buildConfigurationList", "buildConfigurations",
        ]
        let settingKeys: [String] = [DefaultIsolation.buildSetting] + DefaultIsolation.callerIsolationSettings + moduleNameSettings
        let buildSettings = OldStylePlist.Selection.Key("buildSettings", .keys(settingKeys.map { OldStylePlist.Selection.Key($0) }))
        let object = OldStylePlist.Selection.keys(objectKeys.map { OldStylePlist.Selection.Key($0) } + [buildSettings])
        return .keys([OldStylePlist.Selection.Key("rootObject"), OldStylePlist.Selection.Key("objects", .anyKey(object))])
    }()

    /// The build settings that name a target's module, first found first used.
    private static let moduleNameSettings = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"]

    /// The build settings of each build configuration of a target or project.
    private static func settings(of object: Object, objects: Objects) -> [[String: String]] {
        guard let listID = object["buildConfigurationList"]?.string,
              let configurations = objects[listID]?["buildConfigurations"]?.array?.compactMap(\.string) else { return [] }
        return configurations.map { id in (objects[id]?["buildSettings"]?.dictionary ?? [:]).compactMapValues(\.string) }
    }

    /// `PRODUCT_MODULE_NAME` (or `PRODUCT_NAME`) set literally in one of
    /// the target's build configurations, else the target's name, as an identifier.
    private static func moduleName(_ target: Object, name: String, objects: Objects) -> String {
        if let listID = target["buildConfigurationList"]?.string,
           let configurations = objects[listID]?["buildConfigurations"]?.array?.compactMap(\.string) {
            for id in configurations {
                let settings = objects[id]?["buildSettings"]?.dictionary
                for key in moduleNameSettings {
                    if let value = settings?[key]?.string, !value.contains("$") { return ProjectSpecReader.moduleName(value) }
                }
            }
        }
        return ProjectSpecReader.moduleName(name)
    }
}
