import Foundation
import SwiftParser
import SwiftSyntax
import Yams

/// Targets of project generators' specs: XcodeGen's `project.yml`
/// (`targets: {Name: {sources: [path | {path: …}]}}`) and Tuist's
/// `Project.swift` (`Target(name: "X", …, sources: ["Sources/**"])` or
/// `.target(name:…, sources:…)`; a glob's fixed prefix is taken as the
/// directory). What cannot be read is skipped.
enum ProjectSpecReader {
    static func xcodeGenTargets(yaml: String, directory: URL) -> [TargetSources] {
        guard let root = (try? Yams.load(yaml: yaml)) as? [String: Any], let targets = root["targets"] as? [String: Any] else { return [] }
        var result: [TargetSources] = []
        for (name, value) in targets.sorted(by: { $0.key < $1.key }) {
            guard let target = value as? [String: Any] else { continue }
            var paths: [String] = []
            switch target["sources"] {
            case let single as String: paths = [single]
            case let list as [Any]:
                for entry in list {
                    if let path = entry as? String { paths.append(path) }
                    else if let dictionary = entry as? [String: Any], let path = dictionary["path"] as? String { paths.append(path) }
                }
            default: break
            }
            let directories = paths.map { directory.appendingPathComponent($0).standardizedFileURL.path }
            if !directories.isEmpty {
                let mainActor = DefaultIsolation.isMainActor(target: xcodeGenSettings(target["settings"]), project: xcodeGenSettings(root["settings"]))
                var sources = TargetSources(module: moduleName(name), source: .projectSpec, directories: directories, mainActorByDefault: mainActor)
                sources.asyncRunsOnCaller = DefaultIsolation.runsAsyncOnCaller(target: xcodeGenSettings(target["settings"]),
                                                                              project: xcodeGenSettings(root["settings"]))
                result.append(sources)
            }
        }
        return result
    }

    static func tuistTargets(manifest: String, directory: URL) -> [TargetSources] {
        let visitor = TuistTargetVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: manifest))
        return visitor.targets.compactMap { target in
            let directories = target.globs.compactMap { glob -> String? in
                let fixed = glob.split(separator: "/").prefix { !$0.contains("*") }.joined(separator: "/")
                return fixed.isEmpty ? nil : directory.appendingPathComponent(fixed).standardizedFileURL.path
            }
            return directories.isEmpty ? nil : TargetSources(module: moduleName(target.name), source: .projectSpec, directories: directories,
                                                             mainActorByDefault: target.mainActorByDefault)
        }
    }

    /// XcodeGen `settings:` as build settings per configuration: the plain
    /// keys and `base:` apply to every configuration, `configs:` each one.
    static func xcodeGenSettings(_ value: Any?) -> [[String: String]] {
        guard let settings = value as? [String: Any] else { return [] }
        func strings(_ dictionary: [String: Any]?) -> [String: String] { (dictionary ?? [:]).compactMapValues { $0 as? String } }
        var common = strings(settings)
        common.merge(strings(settings["base"] as? [String: Any])) { $1 }
        let configs = (settings["configs"] as? [String: Any])?.values.map { common.merging(strings($0 as? [String: Any])) { $1 } } ?? []
        return configs.isEmpty ? [common] : configs
    }

    /// A product name as a module name (`My App` → `My_App`).
    static func moduleName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    private final class TuistTargetVisitor: SyntaxVisitor {
        struct Target { var name: String; var globs: [String]; var mainActorByDefault: Bool }
        var targets: [Target] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.trimmedDescription
            guard callee == "Target" || callee == ".target" || callee == "Target.target" else { return .visitChildren }
            var name: String?
            var globs: [String] = []
            for argument in node.arguments {
                if argument.label?.text == "name" { name = StringLiteral.plain(argument.expression) }
                if argument.label?.text == "sources" {
                    if let single = StringLiteral.plain(argument.expression) { globs.append(single) }
                    if let array = argument.expression.as(ArrayExprSyntax.self) {
                        globs += array.elements.compactMap { StringLiteral.plain($0.expression) }
                    }
                }
            }
            let mainActor = node.arguments.contains { $0.label?.text == "settings" && DefaultIsolation.isMainActor(tuistSettings: $0.expression.trimmedDescription) }
            if let name, !globs.isEmpty { targets.append(Target(name: name, globs: globs, mainActorByDefault: mainActor)) }
            return .visitChildren
        }

    }
}
