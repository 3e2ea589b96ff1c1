/// A `TeamRule` as one of the engine's rules: it runs in the same pass,
/// over a `TeamRuleFile` view of the rule context.
struct TeamRuleAdapter: Rule {
    let rule: any TeamRule
    let info: RuleInfo

    init(_ rule: any TeamRule) {
        self.rule = rule
        let metadata = rule.metadata
        info = RuleInfo(id: metadata.id, name: metadata.name, summary: metadata.summary, rationale: metadata.rationale,
                        severity: Severity(rawValue: metadata.severity.rawValue) ?? .warning, appliesTo: .anyCode,
                        fixable: .manual("a team rule"), howToFix: metadata.howToFix, triggering: [], nonTriggering: [])
    }

    func check(_ context: RuleContext) -> [RawFinding] {
        let file = Self.view(context)
        let lineStarts = context.facts.lineStarts
        return rule.check(file).map { finding in
            let line = min(max(finding.line, 1), lineStarts.count)
            let offset = lineStarts[line - 1] + max(finding.column - 1, 0)
            return RawFinding(ruleID: info.id, offset: offset, message: finding.message, snippet: finding.message, unit: nil)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { [] }

    /// The read-only view a team rule gets of a file.
    static func view(_ context: RuleContext) -> TeamRuleFile {
        let model = context.model
        let lines = LineTable(lineStarts: context.facts.lineStarts, lineCount: context.facts.lineCount)
        let fileModule = model.modules[model.files[context.file].module]
        let treeModules = Set(model.modules.map(\.name))
        let module = Self.module
        let imports = context.facts.imports.map {
            TeamRuleImport(module: $0.module, line: lines.line($0.offset), isTreeModule: treeModules.contains($0.module), condition: $0.condition)
        }
        let declarations = context.facts.units.indices.map { i -> TeamRuleDeclaration in
            let unit = context.facts.units[i]
            let id = context.declaration(of: i)
            let qualified = id.map { model.qualifiedName($0) } ?? unit.name
            let roles = context.roles[i].description == "none" ? [] : Set(context.roles[i].description.split(separator: "+").map(String.init))
            let supertypes = id.flatMap { model.supertypes[$0] }?.map { describe($0, model) } ?? []
            return TeamRuleDeclaration(qualifiedName: qualified, kind: unit.declaration.kind.rawValue, line: lines.line(unit.nameOffset),
                                       roles: roles, reasons: id.map { context.roleTable.reasons(of: $0).map(\.description) } ?? [],
                                       supertypes: supertypes)
        }
        let file = context.file
        return TeamRuleFile(path: context.path, module: module(fileModule), imports: imports, declarations: declarations,
                            treeModules: model.modules.map(module)) { path, unit in
            let symbol = model.resolve(path, in: SemanticModel.Scope(file: file, unit: unit))
            switch symbol {
            case .declared(let id):
                let record = model.record(id)
                return .declared(name: model.qualifiedName(id), path: model.files[record.file].path, line: record.line,
                                 module: module(model.modules[record.module]).name)
            case .external(let module, let name): return .external(module: module, name: name)
            case .genericParameter(let name, _, _): return .genericParameter(name)
            case .unresolved(let name): return .unresolved(name)
            }
        }
    }

    @Sendable static func module(_ m: SemanticModel.Module) -> TeamRuleModule {
        TeamRuleModule(name: m.name.hasPrefix("folder:") ? String(m.name.dropFirst(7)) : m.name, source: m.source.rawValue)
    }

    static func describe(_ symbol: Symbol, _ model: SemanticModel) -> String {
        switch symbol {
        case .declared(let id): model.qualifiedName(id)
        case .external(let module, let name): "\(module).\(name)"
        case .genericParameter(let name, _, _): name
        case .unresolved(let name): name
        }
    }
}
