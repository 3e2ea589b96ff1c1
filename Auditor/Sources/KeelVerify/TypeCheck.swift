import Foundation

/// What to type-check: `checked` (generated files, or files `keel fix`
/// rewrote) in full, together with the interface skeleton of the app's own
/// declarations they reach (`AppSkeleton`, from `tree`), against keel's
/// interface modules (`Interfaces`): one Swift 6 module.
package struct TypeCheckInput: Sendable {
    package var tree: [SourceFile]
    package var checked: [SourceFile]
    /// The module the checked files belong to (`@testable import` of it is the module itself).
    package var moduleName: String
    /// Among homonyms in the tree, prefer declarations in files under this path prefix.
    package var preferredPrefix: String?
    /// The app's resources, for the `R` R.swift would generate (`RSwiftResources`): declared in the
    /// skeleton when the checked files or the skeleton use `R.` and no Swift file of the tree declares `R`.
    package var resources: RSwiftResources?
    /// The Objective-C classes the tree's bridging header reaches (`ObjCHeaders`): declared in the
    /// skeleton when the checked files or the skeleton name one of them and no Swift file declares it.
    package var objCHeaders: ObjCHeaders?

    package init(tree: [SourceFile], checked: [SourceFile], moduleName: String = "App", preferredPrefix: String? = nil,
                 resources: RSwiftResources? = nil, objCHeaders: ObjCHeaders? = nil) {
        self.tree = tree
        self.checked = checked
        self.moduleName = moduleName
        self.preferredPrefix = preferredPrefix
        self.resources = resources
        self.objCHeaders = objCHeaders
    }
}

/// The verification step's answer, and only what it proved.
package struct TypeCheckReport: Sendable {
    package enum Verdict: String, Sendable, Equatable {
        /// The checked files type-check (Swift 6) with everything they reach resolved.
        case typeChecks = "type-checks"
        /// The compiler reports errors in the checked files.
        case fails = "does not type-check"
        /// No error in the checked files, but only against opaque stand-ins
        /// for names keel could not resolve: not proven.
        case notProven = "not proven"
        /// The check could not run (no swiftc, interfaces failed to build).
        case unavailable = "not type-checked"
    }

    package var verdict: Verdict
    /// Errors in the checked files (paths as given).
    package var errors: [CompilerDiagnostic] = []
    /// Names nothing declares (type or value) → where they are used first.
    package var unresolved: [String: String] = [:]
    /// Imports keel has no interface for.
    package var missingModules: [String] = []
    /// Other errors, in the app's own declarations (not the checked files).
    package var skeletonErrors: [CompilerDiagnostic] = []
    package var skeletonDeclarations = 0
    package var treeDeclarations = 0
    /// Why the check could not run.
    package var reason: String?

    /// One plain line: `type-checks`, or what could not be proven.
    package var summary: String {
        switch verdict {
        case .typeChecks:
            return "type-checks (Swift 6, against the interface skeleton of \(skeletonDeclarations) of the app's \(treeDeclarations) top-level declarations)"
        case .fails:
            return "does not type-check: \(errors.count) error\(errors.count == 1 ? "" : "s") in the generated code"
        case .notProven:
            if unresolved.isEmpty, let reason { return "not proven: \(reason)" }
            let names = unresolved.keys.sorted()
            let shown = names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", … (\(names.count) in all)" : "")
            let modules = missingModules.isEmpty ? "" : " (from modules keel has no interface for: \(missingModules.joined(separator: ", ")))"
            return "not proven: it type-checks only if these names, which keel could not resolve, are what the code assumes: \(shown)\(modules)"
        case .unavailable:
            return "not type-checked: \(reason ?? "the check could not run")"
        }
    }
}

/// The verification step: `swiftc -typecheck` of the checked files with the
/// app skeleton, in a scratch folder.
package enum TypeCheck {
    package static func run(_ input: TypeCheckInput, swiftc: Swiftc? = Swiftc.locate()) -> TypeCheckReport {
        guard let swiftc else {
            return TypeCheckReport(verdict: .unavailable, reason: "swiftc was not found (set SWIFTC, or put the Swift toolchain on PATH)")
        }
        let cache: ModuleCache
        do { cache = try ModuleCache.prepare(swiftc) } catch {
            return TypeCheckReport(verdict: .unavailable, reason: "\(error)")
        }
        let skeleton = AppSkeleton.build(tree: input.tree, checked: input.checked, preferredPrefix: input.preferredPrefix)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("keel-verify-\(UUID().uuidString)")
        // `KEEL_VERIFY_KEEP=1` keeps the checked files and the skeleton (in $TMPDIR/keel-verify-…) to
        // reproduce a verdict by hand with `swiftc -typecheck`.
        let keep = ProcessInfo.processInfo.environment["KEEL_VERIFY_KEEP"] == "1"
        defer { if !keep { try? FileManager.default.removeItem(at: scratch) } }
        do {
            return try check(input, skeleton: skeleton, swiftc: swiftc, cache: cache, scratch: scratch)
        } catch {
            return TypeCheckReport(verdict: .unavailable, reason: "\(error)")
        }
    }

    static func check(_ input: TypeCheckInput, skeleton: AppSkeleton, swiftc: Swiftc, cache: ModuleCache, scratch: URL) throws -> TypeCheckReport {
        let fm = FileManager.default
        try fm.createDirectory(at: scratch.appendingPathComponent("skeleton"), withIntermediateDirectories: true)
        try fm.createDirectory(at: scratch.appendingPathComponent("checked"), withIntermediateDirectories: true)
        try fm.createDirectory(at: scratch.appendingPathComponent("stubs"), withIntermediateDirectories: true)
        var original: [String: String] = [:]   // scratch path → original path
        var checkedPaths: Set<String> = []
        var arguments: [String] = []
        func place(_ file: SourceFile, in folder: String, index: Int) throws -> String {
            let name = String(format: "%04d-", index) + (file.path as NSString).lastPathComponent
            let url = scratch.appendingPathComponent(folder).appendingPathComponent(name)
            try Data(file.text.utf8).write(to: url)
            original[url.path] = file.path
            return url.path
        }
        for (i, file) in skeleton.files.enumerated() { arguments.append(try place(file, in: "skeleton", index: i)) }
        let treeImports = Self.importedModules(input.tree), checkedImports = Self.importedModules(input.checked)
        // Modules imported that keel has no interface for (the checked files' own module aside).
        let foreignChecked = checkedImports.filter { $0 != input.moduleName && Self.hasNoInterface($0) }
        // Extension-only modules the tree imports somewhere: their members are visible in every file.
        let leaking = treeImports.intersection(Interfaces.leakingExtensionModules)
        if !leaking.isEmpty {
            let text = "// keel: modules that add members, imported elsewhere in the tree\n" + leaking.sorted().map { "import \($0)\n" }.joined()
            arguments.append(try place(SourceFile(path: "(keel: imports of the tree)/Imports.swift", text: text), in: "skeleton", index: skeleton.files.count + 1))
        }
        if let resources = input.resources, Self.usesRSwift(skeleton.files + input.checked), !Self.declaresR(input.tree) {
            arguments.append(try place(SourceFile(path: "(keel: from the tree's resources)/R.generated.swift", text: resources.source()),
                                       in: "skeleton", index: skeleton.files.count))
        }
        if let headers = input.objCHeaders, let source = Self.objCSource(headers, used: skeleton.files + input.checked, tree: input.tree) {
            arguments.append(try place(SourceFile(path: "(keel: from the tree's Objective-C headers)/BridgingHeader.swift", text: source),
                                       in: "skeleton", index: skeleton.files.count + 2))
        }
        for (i, file) in input.checked.enumerated() {
            let path = try place(SourceFile(path: file.path, text: Self.topModuleImports(file.text)), in: "checked", index: i)
            checkedPaths.insert(path)
            arguments.append(path)
        }
        // Modules the checked files import that keel has no interface for: empty stand-ins.
        for module in foreignChecked.sorted() {
            let stub = scratch.appendingPathComponent("stubs/\(module).swift")
            try Data("// keel: no interface for \(module); its declarations are the app skeleton's\n".utf8).write(to: stub)
            let output = try swiftc.run(["-emit-module", "-parse-as-library", "-enable-testing", "-module-name", module,
                                         "-emit-module-path", scratch.appendingPathComponent("stubs/\(module).swiftmodule").path, stub.path])
            guard output.status == 0 else { throw ModuleCache.BuildError(module: module, output: output.text) }
        }
        let common = ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", input.moduleName,
                      "-I", cache.directory.path, "-I", scratch.appendingPathComponent("stubs").path,
                      "-module-cache-path", scratch.appendingPathComponent("clang").path, "-D", "DEBUG"]
        var run = try swiftc.run(common + arguments, in: scratch)
        var diagnostics = CompilerDiagnostic.parse(run.text)
        var report = TypeCheckReport(verdict: .typeChecks, skeletonDeclarations: skeleton.kept, treeDeclarations: skeleton.total)
        report.missingModules = skeleton.missingModules.union(foreignChecked).subtracting([input.moduleName]).sorted()
        let declared = DeclaredNames(input.tree)
        let checkedDeclared = DeclaredNames(input.checked)
        var stubbedTypes: Set<String> = []
        // Modules the tree or the checked files import that keel has no interface for.
        let foreignModules = treeImports.union(checkedImports).filter { $0 != input.moduleName && Self.hasNoInterface($0) }
        var checkedText: [String: String] = [:]
        for (path, source) in original where checkedPaths.contains(path) {
            checkedText[path] = input.checked.first { $0.path == source }?.text
        }
        var nilCallees: [CompilerDiagnostic: String] = [:]
        let declaredTypes = DeclaredNames.types(input.tree + input.checked)
        // A name nothing declares is the app's unresolved name — unless it is a value name the
        // tree declares somewhere (a local, a member): then the checked file uses it out of its
        // scope, and that is an error of the checked file.
        // The compiler stops before the bodies when declarations fail, so a name in a body is
        // only reported once the declarations' unresolved types have stand-ins: up to three reruns.
        for round in 0..<4 {
            var newTypes: Set<String> = []
            for diagnostic in diagnostics where diagnostic.severity == "error" {
                guard let (name, isType) = diagnostic.unresolvedName else { continue }
                if !isType, checkedPaths.contains(diagnostic.file), declared.contains(name) { continue }
                if report.unresolved[name] == nil {
                    report.unresolved[name] = "\(original[diagnostic.file] ?? diagnostic.file):\(diagnostic.line)"
                }
                if isType, !stubbedTypes.contains(name) { newTypes.insert(name) }
            }
            // A member of a platform type that nothing in the tree declares (`UIImage.template`,
            // an extension from a module keel has no interface for, visible to the app's files
            // through another file's import; or a member the UIKit stand-in lacks): the app's,
            // unresolved. Never on the app's or the checked files' own types, and never on the
            // reactive interfaces' (Combine, RxSwift, KeelBridge): keel's output must be right there.
            for diagnostic in diagnostics where diagnostic.severity == "error" && checkedPaths.contains(diagnostic.file) {
                guard let (type, member) = diagnostic.missingMember else { continue }
                // A member of an opaque stand-in: part of that unresolved type, not an error.
                if stubbedTypes.contains(type) {
                    if report.unresolved[type] == nil { report.unresolved[type] = "\(original[diagnostic.file] ?? diagnostic.file):\(diagnostic.line)" }
                    continue
                }
                let baseType = type.split(separator: ".").first.map(String.init) ?? type
                guard !declaredTypes.contains(baseType), !ReactiveInterfaceNames.all.contains(type) else { continue }
                // The tree declares a member of that name, but not on this type (else the skeleton would
                // have printed its extension): from a module keel has no interface for, if the tree imports
                // one (SwifterSwift's `String.url`); with none, nothing else could declare it — keel's error.
                guard !declared.contains(member) || !foreignModules.isEmpty else { continue }
                let name = "\(type).\(member)"
                if report.unresolved[name] == nil { report.unresolved[name] = "\(original[diagnostic.file] ?? diagnostic.file):\(diagnostic.line)" }
            }
            // `date.toRelative(since: nil)`: the compiler reports the `nil` argument of a call whose
            // member it cannot find, not the member. A member nothing in the tree declares, called
            // where a module keel has no interface for is imported: that module's, unresolved.
            for diagnostic in diagnostics where diagnostic.severity == "error" && checkedPaths.contains(diagnostic.file) && !foreignModules.isEmpty {
                guard diagnostic.message.hasPrefix("'nil' requires a contextual type"),
                      let text = checkedText[diagnostic.file],
                      let call = UnresolvedCallee.member(calledWithNilAt: diagnostic.line, column: diagnostic.column, in: text),
                      !declared.contains(call.member), !checkedDeclared.contains(call.member),
                      !ReactiveInterfaceNames.all.contains(call.member) else { continue }
                let name = ".\(call.signature)"
                nilCallees[diagnostic] = name
                if report.unresolved[name] == nil { report.unresolved[name] = "\(original[diagnostic.file] ?? diagnostic.file):\(diagnostic.line)" }
            }
            guard round < 3, !newTypes.isEmpty else { break }
            // Again, with an opaque stand-in for each unresolved type: errors in
            // the checked files that remain are the checked files' own.
            stubbedTypes.formUnion(newTypes)
            let all = (skeleton.files + input.checked).map(\.text).joined(separator: "\n")
            let stubs = OpaqueStubs.source(for: Array(stubbedTypes), usedIn: all)
            let stubPath = scratch.appendingPathComponent("skeleton/zzzz-KeelOpaqueStubs.swift")
            try Data(stubs.utf8).write(to: stubPath)
            original[stubPath.path] = "(keel's opaque stand-ins)"
            run = try swiftc.run(common + arguments + [stubPath.path], in: scratch)
            diagnostics = CompilerDiagnostic.parse(run.text)
        }
        for diagnostic in diagnostics where diagnostic.severity == "error" {
            var mapped = diagnostic
            mapped.file = original[diagnostic.file] ?? diagnostic.file
            if checkedPaths.contains(diagnostic.file) {
                let unresolved = diagnostic.unresolvedName?.name ?? diagnostic.missingMember.map { miss in
                    stubbedTypes.contains(miss.type) ? miss.type : "\(miss.type).\(miss.member)"
                }
                // A `nil` argument of a member named as unresolved (under the call's or the type's name).
                if nilCallees[diagnostic] != nil { continue }
                if unresolved.map({ report.unresolved[$0] == nil }) ?? true {
                    report.errors.append(mapped)
                }
            } else if diagnostic.unresolvedName == nil {
                report.skeletonErrors.append(mapped)
            }
        }
        // `.toRelative(since:)` read from a `nil` argument, once a later round names the member on its type (`Date.toRelative`).
        for name in nilCallees.values where report.unresolved.keys.contains(where: { !$0.hasPrefix(".") && $0.hasSuffix(name.prefix { $0 != "(" }) }) {
            report.unresolved[name] = nil
        }
        if !report.errors.isEmpty {
            report.verdict = .fails
        } else if !report.unresolved.isEmpty {
            report.verdict = .notProven
        } else if run.status != 0 {
            // The compiler failed and no error could be placed in a checked file: never "type-checks".
            report.verdict = .notProven
            let first = report.skeletonErrors.first.map { "\($0.file):\($0.line): \($0.message)" }
                ?? run.text.split(separator: "\n").first { $0.contains("error") }.map(String.init) ?? "exit status \(run.status)"
            report.reason = "the compiler failed outside the generated files (\(first))"
        }
        return report
    }
}

extension TypeCheck {
    /// Whether any of `files` reads R.swift's `R` (`R.image.x()`, `R.string.table.key`).
    /// The modules `files` import (one scan of their `import` lines).
    static func importedModules(_ files: [SourceFile]) -> Set<String> {
        Set(files.flatMap { file in
            file.text.split(separator: "\n").filter { $0.contains("import ") }.map { AppSkeleton.importedModule(String($0)) }
        }.filter { !$0.isEmpty })
    }

    /// A module keel has no interface for (neither one of its interfaces nor a system module).
    static func hasNoInterface(_ module: String) -> Bool {
        !Interfaces.names.contains(module) && !Interfaces.system.contains(module)
    }

    static func usesRSwift(_ files: [SourceFile]) -> Bool {
        files.contains { $0.text.range(of: #"(?<![A-Za-z0-9_.])R\.(image|color|string|file|font|nib|storyboard|segue|reuseIdentifier|info|entitlements|id)\b"#, options: .regularExpression) != nil }
    }

    /// The Swift of the headers' classes, when `files` name one (as a word) — without the classes a
    /// Swift file of the tree declares itself (its declaration wins), nor their categories.
    static func objCSource(_ headers: ObjCHeaders, used files: [SourceFile], tree: [SourceFile]) -> String? {
        guard !headers.isEmpty else { return nil }
        let swiftTypes = DeclaredNames.types(tree)
        var kept = headers
        kept.interfaces.removeAll { swiftTypes.contains($0.name) }
        let names = kept.classNames
        guard !names.isEmpty else { return nil }
        let text = files.map(\.text).joined(separator: "\n")
        let used = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { names.contains(String($0)) }
        return used ? kept.source() : nil
    }

    /// Whether the tree declares its own top-level `R` (a hand-written one, or R.generated.swift committed).
    static func declaresR(_ files: [SourceFile]) -> Bool {
        files.contains { $0.text.range(of: #"(?m)^\s*(public\s+|internal\s+)?(struct|enum|class)\s+R\b"#, options: .regularExpression) != nil }
    }

    /// `import SystemConfiguration.CaptiveNetwork` → `import SystemConfiguration` when keel has no
    /// interface for the module: its stand-in is an empty Swift module, which has no submodules
    /// (names from it stay unresolved). The line keeps its place, so diagnostics keep their lines.
    static func topModuleImports(_ text: String) -> String {
        guard text.contains("import ") else { return text }
        var lines = text.components(separatedBy: "\n")
        for i in lines.indices where lines[i].contains("import ") {
            let module = AppSkeleton.importedModule(lines[i])
            guard !module.isEmpty, !Interfaces.names.contains(module), !Interfaces.system.contains(module),
                  let range = lines[i].range(of: "import \(module).") else { continue }
            let words = lines[i][range.upperBound...].prefix { !$0.isWhitespace }
            lines[i].replaceSubrange(range.lowerBound..<lines[i].index(range.upperBound, offsetBy: words.count), with: "import \(module)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Opaque stand-ins for types keel could not resolve: a struct (generic
/// when used with arguments), an open class where a class inherits from it
/// first, a protocol where it is a constraint or a later conformance.
enum OpaqueStubs {
    static func source(for names: [String], usedIn text: String) -> String {
        var out = "// keel: opaque stand-ins for types it could not resolve (the result is not a proof for them)\n"
        for name in Set(names).sorted() where !name.contains(".") && !name.isEmpty {
            let arity = genericArity(of: name, in: text)
            if arity == 0, isFirstSuperclass(name, in: text) {
                out += "open class \(name) { public init() {} }\n"
            } else if arity == 0, isConstraint(name, in: text) {
                out += "public protocol \(name) {}\n"
            } else if arity > 0 {
                out += "public struct \(name)<\((0..<arity).map { "T\($0)" }.joined(separator: ", "))> {}\n"
            } else {
                out += "public struct \(name) {}\n"
            }
        }
        return out
    }

    /// How many generic arguments `name<…>` is used with (0: never generic).
    static func genericArity(of name: String, in text: String) -> Int {
        guard let range = text.range(of: name + "<") else { return 0 }
        var depth = 1
        var commas = 0
        for c in text[range.upperBound...] {
            switch c {
            case "<", "(", "[": depth += 1
            case ">", ")", "]":
                depth -= 1
                if depth == 0 { return commas + 1 }
            case ",": if depth == 1 { commas += 1 }
            default: break
            }
        }
        return 0
    }

    static func isFirstSuperclass(_ name: String, in text: String) -> Bool {
        text.range(of: "class\\s+\\w+(<[^>]*>)?\\s*:\\s*\(name)\\b", options: .regularExpression) != nil
    }

    static func isConstraint(_ name: String, in text: String) -> Bool {
        text.range(of: "(some|any)\\s+\(name)\\b", options: .regularExpression) != nil
            || text.range(of: "(struct|enum|protocol|extension)\\s+[\\w.]+(<[^>]*>)?\\s*:[^{]*\\b\(name)\\b", options: .regularExpression) != nil
            || text.range(of: ",\\s*\(name)\\s*[{,]", options: .regularExpression) != nil
    }
}

/// The names keel's reactive interfaces declare (Combine, RxSwift, RxCocoa, KeelBridge): a
/// member missing on one of them is an error of the checked files, never an unresolved name.
enum ReactiveInterfaceNames {
    static let all: DeclaredNames = {
        let reactive: Set<String> = ["Combine", "KeelCombine", "RxSwift", "RxCocoa", "KeelBridge"]
        let files = Interfaces.modules.filter { reactive.contains($0.name) }.flatMap { module in
            module.files.map { SourceFile(path: "\(module.name)/\($0.name)", text: $0.text) }
        }
        return DeclaredNames(files)
    }()
}
