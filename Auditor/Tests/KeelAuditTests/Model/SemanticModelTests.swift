import Foundation
import Testing
@testable import KeelAudit

/// Name lookup as the compiler does it: innermost scope first, the file's
/// module, the modules it imports, then external modules; type aliases
/// followed; extensions merged into the type they extend.
@Suite("Semantic model: scopes, modules, imports, aliases", .timeLimit(.minutes(2)))
struct SemanticModelTests {
    /// The model of `files` (path → text) under `modules` (path → module name).
    func model(_ files: [String: String], modules: [String: String] = [:]) -> (model: SemanticModel, facts: [String: FileFacts]) {
        var facts: [String: FileFacts] = [:]
        var builder = TypeIndex.Builder()
        for path in files.keys.sorted() {
            let collected = FactCollector.collect(SourceInput(path: path, text: files[path] ?? ""), allTypeReferences: true)
            facts[path] = collected
            builder.add(FileIndex(facts: collected))
        }
        let map = ModuleMap(modules.mapValues { ModuleAssignment(name: $0, source: .package) })
        return (builder.build(modules: map).model, facts)
    }

    /// What the reference at `(line, name)` of `path` resolves to, as `Module.Qualified` or `decl:Qualified@path`.
    func resolve(_ built: (model: SemanticModel, facts: [String: FileFacts]), _ path: String, line: Int, name: String) -> String {
        guard let facts = built.facts[path], let file = built.model.file(path) else { return "no file" }
        let lines = LineTable(lineStarts: facts.lineStarts, lineCount: facts.lineCount)
        guard let ref = facts.typeRefs.first(where: { $0.name == name && lines.line($0.offset) == line }) else { return "no reference" }
        let generic = facts.genericScopes.filter { $0.start <= ref.offset && ref.offset < $0.end }.flatMap(\.names)
        let symbol = built.model.resolve(ref.components, in: SemanticModel.Scope(file: file, unit: ref.unit, genericNames: generic), followAliases: false)
        switch symbol {
        case .declared(let id): return "decl:\(built.model.qualifiedName(id))@\(built.model.files[built.model.record(id).file].path)"
        case .external(let module, let name): return "\(module).\(name)"
        case .genericParameter(let name, _, _): return "generic:\(name)"
        case .unresolved(let name): return "unresolved:\(name)"
        }
    }

    @Test func innermostScopeWins() {
        let built = model([
            "Option.swift": "final class Option: ObservableObject {}\n",
            "Settings.swift": """
            final class SettingsViewModel {
                typealias Option = Bool
                var flag: Option = false
            }
            var global: Option?
            """,
        ])
        #expect(resolve(built, "Settings.swift", line: 3, name: "Option") == "decl:SettingsViewModel.Option@Settings.swift")
        #expect(resolve(built, "Settings.swift", line: 5, name: "Option") == "decl:Option@Option.swift")
        // The alias is followed to what it stands for.
        let file = built.model.file("Settings.swift") ?? 0
        #expect(built.model.resolve(["Option"], in: SemanticModel.Scope(file: file, unit: 0)).isExternal("Swift", "Bool"))
    }

    @Test func nestedTypesAreTheirOwnTypes() {
        let built = model([
            "Cells.swift": """
            struct ProfileCell {
                struct ViewModel { let title: String }
                let model: ViewModel
            }
            struct SettingsScreen {
                final class ViewModel: ObservableObject {}
                let model: ViewModel
            }
            let cellModel: ProfileCell.ViewModel? = nil
            """,
        ])
        #expect(resolve(built, "Cells.swift", line: 3, name: "ViewModel") == "decl:ProfileCell.ViewModel@Cells.swift")
        #expect(resolve(built, "Cells.swift", line: 7, name: "ViewModel") == "decl:SettingsScreen.ViewModel@Cells.swift")
        #expect(resolve(built, "Cells.swift", line: 9, name: "ViewModel") == "decl:ProfileCell.ViewModel@Cells.swift")
    }

    /// `isNested(_:in:)`: declared inside a type at any depth, through an extension of it in another
    /// file too; a sibling or the type itself is not nested in it.
    @Test func nestingIsReadThroughEveryEnclosingLevel() {
        let built = model([
            "Player.swift": """
            final class Player {
                enum Engine {
                    struct Buffer { static let shared = Buffer() }
                }
            }
            final class Other {}
            """,
            "Player+Queue.swift": """
            extension Player {
                final class Queue {}
            }
            """,
        ])
        let id = { (name: String) in built.model.declarations(named: name).first! }
        #expect(built.model.isNested(id("Buffer"), in: id("Player")))
        #expect(built.model.isNested(id("Buffer"), in: id("Engine")))
        #expect(built.model.isNested(id("Queue"), in: id("Player")))
        #expect(!built.model.isNested(id("Buffer"), in: id("Other")))
        #expect(!built.model.isNested(id("Player"), in: id("Player")))
        #expect(!built.model.isNested(id("Engine"), in: id("Buffer")))
    }

    @Test func extensionsMergeIntoTheirTypeAcrossFiles() {
        let built = model([
            "A.swift": "struct Outer {}\n",
            "B.swift": "extension Outer {\n    enum Mode { case a }\n}\n",
            "C.swift": "extension Outer.Mode: CustomStringConvertible {\n    var description: String { \"\" }\n}\nlet mode: Outer.Mode = .a\n",
        ])
        #expect(resolve(built, "C.swift", line: 4, name: "Mode") == "decl:Outer.Mode@B.swift")
        let mode = built.model.declarations(named: "Mode").first
        #expect(mode.map { built.model.ancestors(of: $0).contains { $0.isExternal("Swift", "CustomStringConvertible") } } == true)
    }

    @Test func modulesScopeLookupAndImportsOpenThem() {
        let files = [
            "Sources/Login/LoginViewModel.swift": "final class LoginViewModel: ObservableObject {}\n",
            "Sources/Settings/LoginViewModel.swift": "final class LoginViewModel {}\n",
            "Sources/Settings/Screen.swift": "struct Screen { let model: LoginViewModel }\n",
            "Sources/App/Root.swift": "import Login\nstruct Root { let model: LoginViewModel }\n",
            "Sources/App/Other.swift": "struct Other { let model: LoginViewModel }\n",
        ]
        let built = model(files, modules: [
            "Sources/Login/LoginViewModel.swift": "Login", "Sources/Settings/LoginViewModel.swift": "Settings",
            "Sources/Settings/Screen.swift": "Settings", "Sources/App/Root.swift": "App", "Sources/App/Other.swift": "App",
        ])
        #expect(resolve(built, "Sources/Settings/Screen.swift", line: 1, name: "LoginViewModel") == "decl:LoginViewModel@Sources/Settings/LoginViewModel.swift")
        #expect(resolve(built, "Sources/App/Root.swift", line: 2, name: "LoginViewModel") == "decl:LoginViewModel@Sources/Login/LoginViewModel.swift")
        // Not imported: the compiler would not see it.
        #expect(resolve(built, "Sources/App/Other.swift", line: 1, name: "LoginViewModel") == "unresolved:LoginViewModel")
    }

    @Test func externalNamesFollowTheFilesImports() {
        let built = model([
            "Rx.swift": "import RxSwift\nfinal class A { let items: Observable<Int> }\n",
            "Obs.swift": "import Observation\n@Observable final class B { var x = 0 }\n",
            "UI.swift": "import SwiftUI\nstruct C: View { var body: some View { Text(\"\") } }\nfinal class D: ObservableObject {}\n",
            "Plain.swift": "final class E { let date: Date? = nil; let s: String = \"\" }\n",
        ])
        #expect(resolve(built, "Rx.swift", line: 2, name: "Observable") == "RxSwift.Observable")
        #expect(resolve(built, "UI.swift", line: 2, name: "View") == "SwiftUI.View")
        #expect(resolve(built, "UI.swift", line: 3, name: "ObservableObject") == "Combine.ObservableObject")
        #expect(resolve(built, "Plain.swift", line: 1, name: "String") == "Swift.String")
        // Foundation is not imported: `Date` is not visible.
        #expect(resolve(built, "Plain.swift", line: 1, name: "Date") == "unresolved:Date")
    }

    @Test func genericParametersShadowTypes() {
        let built = model([
            "G.swift": "struct T {}\nfunc make<T>(_ value: T) -> T { value }\nstruct Box<Element> { let e: Element; let t: T }\n",
        ])
        #expect(resolve(built, "G.swift", line: 2, name: "T") == "generic:T")
        #expect(resolve(built, "G.swift", line: 3, name: "Element") == "generic:Element")
        #expect(resolve(built, "G.swift", line: 3, name: "T") == "decl:T@G.swift")
    }

    @Test func lookupThroughSuperclassesAndProtocols() {
        let built = model([
            "P.swift": """
            protocol Screen { associatedtype Model }
            class BaseViewModel { enum State { case idle } }
            final class FeedViewModel: BaseViewModel { var state: State = .idle }
            """,
        ])
        #expect(resolve(built, "P.swift", line: 3, name: "State") == "decl:BaseViewModel.State@P.swift")
    }
}

/// The module map from the tree's build descriptions.
@Suite("Module map: Package.swift, Xcode projects, folders", .timeLimit(.minutes(2)))
struct ModuleMapTests {
    func tempDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keel-modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func packageTargetsWithDefaultAndCustomPaths() throws {
        let root = try tempDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [
            .target(name: "Core"),
            .target(name: "Feature", dependencies: ["Core"], path: "Modules/Feature"),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
        ])
        """, "Package.swift", in: root)
        for path in ["Sources/Core/A.swift", "Modules/Feature/B.swift", "Tests/CoreTests/C.swift", "Scripts/D.swift"] {
            try write("struct X {}\n", path, in: root)
        }
        let located = try SourceDiscovery.locate(root: root, configuration: .default)
        #expect(located.descriptors.map(\.relative) == ["Package.swift"])
        let map = ModuleMap.build(files: located.candidates.map { ($0.relative, $0.path) }, descriptors: located.descriptors.map(\.path))
        #expect(map.module(of: "Sources/Core/A.swift") == ModuleAssignment(name: "Core", source: .package))
        #expect(map.module(of: "Modules/Feature/B.swift") == ModuleAssignment(name: "Feature", source: .package))
        #expect(map.module(of: "Tests/CoreTests/C.swift") == ModuleAssignment(name: "CoreTests", source: .package))
        #expect(map.module(of: "Scripts/D.swift").source == .folder)
    }

    @Test func xcodeProjectSourcesPhasesAndSynchronizedFolders() throws {
        let root = try tempDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                ROOT /* Project object */ = { isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET); projectDirPath = ""; };
                MAIN = { isa = PBXGroup; children = (GRP); sourceTree = "<group>"; };
                GRP /* App */ = { isa = PBXGroup; children = (F1); path = "My App"; sourceTree = "<group>"; };
                F1 /* Root.swift */ = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Root.swift; sourceTree = "<group>"; };
                BF1 = { isa = PBXBuildFile; fileRef = F1; };
                PHASE = { isa = PBXSourcesBuildPhase; files = (BF1, ); };
                APP = { isa = PBXNativeTarget; name = "My App"; buildPhases = (PHASE); buildConfigurationList = LIST; };
                LIST = { isa = XCConfigurationList; buildConfigurations = (CFG); };
                CFG = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
                SYNC = { isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                WIDGET = { isa = PBXNativeTarget; name = WidgetExtension; buildPhases = (); fileSystemSynchronizedGroups = (SYNC); };
            };
            rootObject = ROOT;
        }
        """, "App.xcodeproj/project.pbxproj", in: root)
        try write("struct Root {}\n", "My App/Root.swift", in: root)
        try write("struct Widget {}\n", "Widget/Widget.swift", in: root)
        let located = try SourceDiscovery.locate(root: root, configuration: .default)
        #expect(located.descriptors.map(\.relative) == ["App.xcodeproj/project.pbxproj"])
        let map = ModuleMap.build(files: located.candidates.map { ($0.relative, $0.path) }, descriptors: located.descriptors.map(\.path))
        #expect(map.module(of: "My App/Root.swift") == ModuleAssignment(name: "My_App", source: .xcodeProject))
        #expect(map.module(of: "Widget/Widget.swift") == ModuleAssignment(name: "WidgetExtension", source: .xcodeProject))
    }

    /// Swift 6.2's default isolation, from each kind of build description:
    /// a ViewModel of a module built with `-default-isolation MainActor` is
    /// on the main actor without the attribute (VM001 stays quiet); one of
    /// another module of the same tree is not.
    @Test func defaultMainActorIsolationFromBuildDescriptions() async throws {
        let root = try tempDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(name: "Kit", targets: [
            .target(name: "Isolated", swiftSettings: [
                .defaultIsolation(MainActor.self),
            ]),
            .target(name: "Plain", swiftSettings: [.swiftLanguageMode(.v6)]),
        ])
        """, "Kit/Package.swift", in: root)
        try write("""
        // !$*UTF8*$!
        {
            objects = {
                ROOT = { isa = PBXProject; targets = (APP, EXT); projectDirPath = ""; buildConfigurationList = PLIST; };
                PLIST = { isa = XCConfigurationList; buildConfigurations = (PCFG); };
                PCFG = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; };
                SYNC = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                APP = { isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (SYNC); };
                SYNC2 = { isa = PBXFileSystemSynchronizedRootGroup; path = Extension; sourceTree = "<group>"; };
                EXT = { isa = PBXNativeTarget; name = Extension; buildPhases = (); fileSystemSynchronizedGroups = (SYNC2); buildConfigurationList = ELIST; };
                ELIST = { isa = XCConfigurationList; buildConfigurations = (ECFG1, ECFG2); };
                ECFG1 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated; }; };
                ECFG2 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated; }; };
            };
            rootObject = ROOT;
        }
        """, "App.xcodeproj/project.pbxproj", in: root)
        try write("""
        name: Widgets
        targets:
          Widgets:
            type: app-extension
            sources: [Widgets]
            settings:
              base:
                SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
        """, "project.yml", in: root)
        let viewModel = { (name: String) in
            "import Combine\nimport SwiftUI\nfinal class \(name): ObservableObject {\n    @Published private(set) var title = \"\"\n}\nstruct \(name)View: View {\n    @StateObject var model = \(name)()\n    var body: some View { Text(model.title) }\n}\n"
        }
        let files = ["Kit/Sources/Isolated/A.swift": "IsolatedViewModel", "Kit/Sources/Plain/B.swift": "PlainViewModel",
                     "App/C.swift": "AppViewModel", "Extension/D.swift": "ExtensionViewModel", "Widgets/E.swift": "WidgetViewModel"]
        for (path, name) in files { try write(viewModel(name), path, in: root) }
        let located = try SourceDiscovery.locate(root: root, configuration: .default)
        let map = ModuleMap.build(files: located.candidates.map { ($0.relative, $0.path) }, descriptors: located.descriptors.map(\.path))
        #expect(map.module(of: "Kit/Sources/Isolated/A.swift") == ModuleAssignment(name: "Isolated", source: .package, mainActorByDefault: true))
        #expect(map.module(of: "Kit/Sources/Plain/B.swift").mainActorByDefault == false)
        #expect(map.module(of: "App/C.swift") == ModuleAssignment(name: "App", source: .xcodeProject, mainActorByDefault: true))
        #expect(map.module(of: "Extension/D.swift").mainActorByDefault == false)   // the target's own setting wins over the project's
        #expect(map.module(of: "Widgets/E.swift") == ModuleAssignment(name: "Widgets", source: .projectSpec, mainActorByDefault: true))

        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: viewModel(files[$0] ?? "")) }
        let result = await Auditor().audit(inputs, modules: map)
        #expect(result.findings.filter { $0.ruleID == "VM001" }.map(\.file).sorted() == ["Extension/D.swift", "Kit/Sources/Plain/B.swift"])
    }

    /// Approachable Concurrency (`NonisolatedNonsendingByDefault`) runs a
    /// nonisolated `async` method on its caller's actor: VM012 does not call
    /// its writes off the main actor there, but a `Task` started in a method
    /// without isolation still runs on the generic executor, in both modules.
    @Test func asyncOnCallerFromBuildDescriptions() async throws {
        let root = try tempDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(name: "Kit", targets: [
            .target(name: "Caller", swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
            .target(name: "Plain"),
        ])
        """, "Kit/Package.swift", in: root)
        try write("""
        // !$*UTF8*$!
        {
            objects = {
                ROOT = { isa = PBXProject; targets = (APP); projectDirPath = ""; buildConfigurationList = PLIST; };
                PLIST = { isa = XCConfigurationList; buildConfigurations = (PCFG); };
                PCFG = { isa = XCBuildConfiguration; buildSettings = { SWIFT_APPROACHABLE_CONCURRENCY = YES; }; };
                SYNC = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                APP = { isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (SYNC); };
            };
            rootObject = ROOT;
        }
        """, "App.xcodeproj/project.pbxproj", in: root)
        let viewModel = { (name: String) in
            "import Combine\nimport SwiftUI\nfinal class \(name): ObservableObject {\n    @Published private(set) var title = \"\"\n    func load() async { title = \"a\" }\n    func reload() { Task { title = \"b\" } }\n}\nstruct \(name)View: View {\n    @StateObject var model = \(name)()\n    var body: some View { Text(model.title) }\n}\n"
        }
        let files = ["Kit/Sources/Caller/A.swift": "CallerViewModel", "Kit/Sources/Plain/B.swift": "PlainViewModel", "App/C.swift": "AppViewModel"]
        for (path, name) in files { try write(viewModel(name), path, in: root) }
        let located = try SourceDiscovery.locate(root: root, configuration: .default)
        let map = ModuleMap.build(files: located.candidates.map { ($0.relative, $0.path) }, descriptors: located.descriptors.map(\.path))
        #expect(map.module(of: "Kit/Sources/Caller/A.swift").asyncRunsOnCaller)
        #expect(map.module(of: "Kit/Sources/Plain/B.swift").asyncRunsOnCaller == false)
        #expect(map.module(of: "App/C.swift").asyncRunsOnCaller)

        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: viewModel(files[$0] ?? "")) }
        let result = await Auditor().audit(inputs, modules: map)
        let vm012 = result.findings.filter { $0.ruleID == "VM012" }.map { "\($0.file):\($0.line)" }.sorted()
        #expect(vm012 == ["App/C.swift:6", "Kit/Sources/Caller/A.swift:6", "Kit/Sources/Plain/B.swift:5", "Kit/Sources/Plain/B.swift:6"])
    }

    @Test func malformedDescriptorsFallBackToFolders() throws {
        let root = try tempDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("{ objects = { broken", "App.xcodeproj/project.pbxproj", in: root)
        try write("targets: [oops", "project.yml", in: root)
        try write("struct A {}\n", "App/A.swift", in: root)
        let located = try SourceDiscovery.locate(root: root, configuration: .default)
        let map = ModuleMap.build(files: located.candidates.map { ($0.relative, $0.path) }, descriptors: located.descriptors.map(\.path))
        #expect(map.module(of: "App/A.swift").source == .folder)
    }
}
