import Foundation

/// `keel explain TYPE` as a function: the roles the engine gives each
/// declaration named TYPE (a simple name, or `Outer.Inner`), and why —
/// from the same model and role inference an audit uses.
package enum ExplainRun {
    package struct Outcome: Sendable {
        package var output: String
        package var diagnostics: String
        package var exitCode: Int32
    }

    /// One declaration, explained.
    package struct Explanation: Sendable, Hashable {
        package var qualifiedName: String
        package var kind: String
        package var path: String
        package var line: Int
        package var module: String
        package var moduleSource: String
        package var roles: [String]
        package var reasons: [String]
        package var supertypes: [String]
        package var swiftUIObserves: Bool
    }

    package static func run(path: String, configPath: String?, typeName: String) async -> Outcome {
        do {
            let workspace = try AuditWorkspace.open(path: path, configPath: configPath, indexProject: true)
            let sources = try workspace.read()
            let explanations = await explain(typeName, files: sources.files, context: sources.context, modules: sources.modules,
                                             configuration: workspace.configuration)
            guard !explanations.isEmpty else {
                return Outcome(output: "", diagnostics: "keel explain: no type named \(typeName) is declared under \(path)\n", exitCode: 1)
            }
            return Outcome(output: render(explanations), diagnostics: "", exitCode: 0)
        } catch {
            return Outcome(output: "", diagnostics: commandErrorLine(error), exitCode: 2)
        }
    }

    /// The declarations named `typeName` among `files` (and `context`), explained.
    package static func explain(_ typeName: String, files: [SourceInput], context: [SourceInput] = [], modules: ModuleMap = .folders,
                                configuration: Configuration = .default) async -> [Explanation] {
        let auditor = Auditor(configuration: configuration)
        let prepared = await Auditor.parallelMap(files + context) { auditor.prepare($0).index }
        var builder = TypeIndex.Builder()
        for index in prepared { builder.add(index) }
        return explain(typeName, index: builder.build(modules: modules), configuration: configuration)
    }

    /// The declarations named `typeName` in an index already built (a
    /// server that keeps the tree's index between requests), explained
    /// under `configuration`'s role patterns. Reads the index only.
    package static func explain(_ typeName: String, index: TypeIndex, configuration: Configuration = .default) -> [Explanation] {
        let auditor = Auditor(configuration: configuration)
        let model = index.model
        let table = index.roleTable(auditor.resolver)
        let components = typeName.split(separator: ".").map(String.init)
        guard let last = components.last else { return [] }
        let candidates = model.declarations(named: last).filter { id in
            components.count == 1 || model.qualifiedName(id).hasSuffix(typeName)
        }
        return candidates.map { id in
            let record = model.record(id)
            let module = model.module(of: id)
            let roles = table.roles(of: id)
            let supertypes = model.supertypes[id]?.map { describe($0, model: model) } ?? []
            return Explanation(
                qualifiedName: model.qualifiedName(id), kind: record.kind.rawValue, path: model.files[record.file].path, line: record.line,
                module: module.name.hasPrefix("folder:") ? String(module.name.dropFirst(7)) : module.name,
                moduleSource: module.source.rawValue + (module.mainActorByDefault ? "; default isolation MainActor" : ""),
                roles: roles.description == "none" ? [] : roles.description.split(separator: "+").map(String.init),
                reasons: table.reasons(of: id).map { "\(name(of: $0.role)): \($0.description)" },
                supertypes: supertypes, swiftUIObserves: table.isHeldBySwiftUI(id) || model.isObservable(id))
        }
    }

    static func name(of role: Role) -> String { role.description }

    static func describe(_ symbol: Symbol, model: SemanticModel) -> String {
        switch symbol {
        case .declared(let id): "\(model.qualifiedName(id)) (\(model.files[model.record(id).file].path):\(model.record(id).line))"
        case .external(let module, let name): module == "?" ? "\(name) (an imported module)" : "\(module).\(name)"
        case .genericParameter(let name, _, _): "generic parameter \(name)"
        case .unresolved(let name): "\(name) (not found)"
        }
    }

    static func render(_ explanations: [Explanation]) -> String {
        var out = ""
        for e in explanations {
            out += "\(e.qualifiedName) — \(e.kind), \(e.path):\(e.line), module \(e.module) (\(e.moduleSource))\n"
            if e.roles.isEmpty {
                if e.reasons.isEmpty {
                    out += "  roles: none — no view holds it, no view controller binds to it, it owns no navigation and nothing injects it\n"
                } else {
                    out += "  roles: none\n"
                    for reason in e.reasons { out += "    \(reason)\n" }
                }
            } else {
                out += "  roles: \(e.roles.joined(separator: ", "))\n"
                for reason in e.reasons { out += "    \(reason)\n" }
            }
            if !e.supertypes.isEmpty { out += "  inherits: \(e.supertypes.joined(separator: ", "))\n" }
            if e.roles.contains("ViewModel") { out += "  SwiftUI observes it: \(e.swiftUIObserves ? "yes" : "no (a UIKit ViewModel)")\n" }
        }
        return out
    }
}
