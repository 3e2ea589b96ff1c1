import Foundation
import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, read from its syntax (the
/// manifest is never run): `.target(name: "X", path: "…")` and its
/// executable, test, macro and plugin kinds. A target without `path:` is
/// SwiftPM's default: `Sources/X` (or `Source/X`, `src/X`, `srcs/X`),
/// `Tests/X` for test targets — whichever exists. Names or paths that are
/// not string literals (computed in the manifest) are skipped.
enum PackageManifestReader {
    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    static func targets(manifest: String, packageDirectory: URL) -> [TargetSources] {
        let tree = Parser.parse(source: manifest)
        let visitor = TargetCallVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.calls.compactMap { call in
            let directories: [URL]
            if let path = call.path {
                directories = [packageDirectory.appendingPathComponent(path)]
            } else {
                // SwiftPM's default folders, tests first for test targets; a
                // manifest that builds its targets through a helper of its own
                // (`.target(kind: .test, name: …)`) is matched by what exists.
                let sources = ["Sources", "Source", "src", "srcs"], tests = ["Tests", "Test", "tests", "test"]
                let roots = call.kind == "testTarget" ? tests + sources : sources + tests
                let name = call.directory ?? call.name
                directories = Array(roots.map { packageDirectory.appendingPathComponent($0).appendingPathComponent(name) }
                    .filter { FileManager.default.fileExists(atPath: $0.path) }.prefix(1))
            }
            guard !directories.isEmpty else { return nil }
            // The module a target builds is its name as a C99 identifier (`logic-ui` → `import logic_ui`), as SwiftPM names it.
            return TargetSources(module: ProjectSpecReader.moduleName(call.name), source: .package, directories: directories.map { $0.standardizedFileURL.path },
                                 mainActorByDefault: call.mainActorByDefault, asyncRunsOnCaller: call.asyncRunsOnCaller)
        }
    }

    private final class TargetCallVisitor: SyntaxVisitor {
        struct Call { var kind: String; var name: String; var path: String?; var directory: String?; var mainActorByDefault = false; var asyncRunsOnCaller = false }
        var calls: [Call] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  PackageManifestReader.targetKinds.contains(member.declName.baseName.text) else { return .visitChildren }
            var name: String?
            var path: String?
            var directory: String?
            var mainActor = false
            var asyncOnCaller = false
            for argument in node.arguments {
                switch argument.label?.text {
                case "name": name = StringLiteral.plain(argument.expression)
                case "path": path = StringLiteral.plain(argument.expression)
                case "directory": directory = StringLiteral.plain(argument.expression)
                case "swiftSettings":
                    mainActor = DefaultIsolation.isMainActor(swiftSettings: argument.expression.trimmedDescription)
                    asyncOnCaller = DefaultIsolation.runsAsyncOnCaller(swiftSettings: argument.expression.trimmedDescription)
                default: break
                }
            }
            if let name { calls.append(Call(kind: member.declName.baseName.text, name: name, path: path, directory: directory, mainActorByDefault: mainActor,
                                                 asyncRunsOnCaller: asyncOnCaller)) }
            return .visitChildren
        }

    }
}
