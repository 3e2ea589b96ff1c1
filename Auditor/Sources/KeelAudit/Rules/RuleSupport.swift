/// Detection logic shared by more than one rule.
enum RuleSupport {
    /// `X.shared`-style global singletons reached from units with `role`
    /// (VM011, CO002). Default arguments (`analytics: Analytics = .shared`
    /// style injection points) and allow-listed system singletons are fine.
    static func singletonAccesses(_ context: RuleContext, role: Role) -> [(StaticAccessFact, owner: Int)] {
        let allowed = Set(context.configuration.allowedSingletons)
        var result: [(StaticAccessFact, owner: Int)] = []
        for access in context.facts.staticAccesses {
            guard let owner = context.owner(of: access.unit, role: role), !access.inDefaultArgument, !access.inStaticContext else { continue }
            guard access.base != context.facts.units[owner].name, !allowed.contains("\(access.base).\(access.member)") else { continue }
            guard !KnownTypes.rxTypes.contains(access.base) else { continue }
            switch access.member {
            case "shared", "sharedInstance", "instance":
                result.append((access, owner))
            case "default", "standard", "current", "main":
                // Ambiguous names (enum cases, value factories): only the tree's own classes.
                if context.index.kind(of: access.base) == .class { result.append((access, owner)) }
            default:
                break
            }
        }
        return result
    }

    /// RxSwift use by ViewModels (RX001; migration progress). Legacy paths
    /// are not excluded here. At most one finding per line.
    static func rxUses(_ context: RuleContext, id: String) -> [RawFinding] {
        let viewModels = context.primaryUnits(.viewModel)
        guard context.fileHas(.viewModel) else { return [] }
        var found: [RawFinding] = []
        let fileOwner = viewModels.first
        for imp in context.facts.imports where KnownTypes.rxModules.contains(imp.module) {
            found.append(RawFinding(ruleID: id, offset: imp.offset, message: "ViewModel file imports \(imp.module); new ViewModels use Combine only — bridge legacy RxSwift services with asPublisher()/toPublisher().", snippet: imp.snippet, unit: fileOwner))
        }
        for ref in context.facts.typeRefs where KnownTypes.rxTypes.contains(ref.name) && !context.isOwnType(ref.name) {
            guard let owner = context.owner(of: ref.unit, role: .viewModel) else { continue }
            found.append(RawFinding(ruleID: id, offset: ref.offset, message: "ViewModel uses RxSwift type \(ref.name); use Combine (@Published, AnyPublisher) and the RxSwift bridge.", snippet: ref.name, unit: owner))
        }
        let rxLabels: Set<String> = ["onNext", "onSuccess", "onError", "onCompleted", "onFailure", "onDisposed"]
        for call in context.facts.calls {
            guard let owner = context.owner(of: call.unit, role: .viewModel) else { continue }
            var what: String?
            if call.isConstructor {
                if KnownTypes.rxTypes.contains(call.name), !context.isOwnType(call.name) { what = "creates \(call.name)" }
            } else if call.name == "subscribe", call.labels.contains(where: rxLabels.contains) {
                what = "subscribes with RxSwift subscribe(\(call.labels.first ?? ""):)"
            } else if call.name == "disposed", call.labels == ["by"] {
                what = "uses disposed(by:)"
            } else if call.name == "drive" || (call.name == "bind" && call.labels.first == "to") {
                what = "binds with RxCocoa \(call.name)"
            }
            if let what {
                found.append(RawFinding(ruleID: id, offset: call.nameOffset, message: "ViewModel \(what); no new RxSwift code in ViewModels — convert with the bridge and use Combine.", snippet: call.snippet, unit: owner))
            }
        }
        // One finding per line (e.g. `let bag: DisposeBag = DisposeBag()`).
        let lines = LineTable(lineStarts: context.facts.lineStarts, lineCount: context.facts.lineCount)
        var seen: Set<Int> = []
        return found.sorted { $0.offset < $1.offset }.filter { seen.insert(lines.line($0.offset)).inserted }
    }

    /// Whether an assignment base (`viewModel`, `form.name`) starts with one of `names`.
    static func baseRoot(_ base: String) -> String {
        let root = base.split(separator: ".", maxSplits: 1).first.map(String.init) ?? base
        return root
    }
}
