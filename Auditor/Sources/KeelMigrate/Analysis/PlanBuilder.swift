import Foundation
import SwiftSyntax

/// Builds the plan: classifies members, reads usage, chooses the pattern.
enum PlanBuilder {
    static let dismissWords = ["dismiss", "close"]

    static func build(_ located: LocatedFeature, tree: LegacyTree, requestedName: String?, extraImports: [String]) -> MigrationPlan {
        let file = tree.syntax(located.viewModelFile)
        var own = Array(located.viewModel.memberBlock.members)
        for extensionDecl in located.extensions { own += extensionDecl.memberBlock.members }
        // `Input` / `Output` / `transform(input:)`: planned apart, never copied.
        let found = TransformReader.find(in: located.viewModel, extensions: located.extensions)
        let transform = found.map { TransformReader.plan($0, tree: tree) }
        if let found {
            let skipped: Set<SyntaxIdentifier> = [found.input.id, found.output.id, found.function.id]
            own = own.filter { !skipped.contains($0.decl.id) }
        }
        // Base classes the tree declares: their members become the ViewModel's own
        // (an override in the ViewModel replaces the base member).
        let bases = BaseClasses.lineage(of: located.viewModel, tree: tree)
        let overridden = Set(own.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { f in f.modifiers.contains { $0.name.text == "override" } }.map(\.name.text))
        // An override that calls `super.m(…)`: the nearest base's `m` stays, under a private name.
        let superCalled = Set(own.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { f in f.modifiers.contains { $0.name.text == "override" } && SuperCalls.calls(f, method: f.name.text) }
            .map(\.name.text))
        var inheritedMethods: [String: (id: SyntaxIdentifier, name: String)] = [:]
        for name in superCalled.sorted() {
            for base in bases {
                let found = (Array(base.decl.memberBlock.members) + base.extensions.flatMap { Array($0.memberBlock.members) })
                    .compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
                if let found {
                    inheritedMethods[name] = (found.id, "inherited" + name.prefix(1).uppercased() + name.dropFirst())
                    break
                }
            }
        }
        let keptBaseMethods = Set(inheritedMethods.values.map(\.id))
        var members: [MemberBlockItemSyntax] = []
        for base in bases.reversed() {
            for member in Array(base.decl.memberBlock.members) + base.extensions.flatMap({ Array($0.memberBlock.members) }) {
                if member.decl.is(InitializerDeclSyntax.self) { continue }
                if let function = member.decl.as(FunctionDeclSyntax.self), overridden.contains(function.name.text),
                   !keptBaseMethods.contains(function.id) { continue }
                if let found = TransformReader.find(in: base.decl), [found.input.id, found.output.id, found.function.id].contains(member.decl.id) { continue }
                members.append(member)
            }
        }
        members += own
        // `var inputs: FeedViewModelInput { return self }` (the Inputs/Outputs protocol style): the
        // legacy ViewModel protocols are not carried over (they name Rx types), so neither are the
        // accessors that return the ViewModel as one of them.
        let legacyProtocols = Set((MemberBlockOf.inherited(DeclSyntax(located.viewModel))
            + located.extensions.flatMap { MemberBlockOf.inherited(DeclSyntax($0)) }).map(TypeText.simpleName).filter { $0.contains("ViewModel") })
        members = members.filter { !SelfAccessor.returnsSelf(as: legacyProtocols, $0) }
        let ownInit = MemberReader.designatedInitializer(own)
        var initializer = ownInit
        var lineageForInit = bases
        if ownInit == nil, let index = bases.firstIndex(where: { $0.initializer != nil }) {
            initializer = bases[index].initializer
            lineageForInit = Array(bases[(index + 1)...])
        }
        let flat = FlatInit.flatten(initializer, lineage: lineageForInit)
        let parameters = MemberReader.parameters(of: initializer, tree: tree)
        let assigned = InitAssignments.parameterAssignments(flat, parameters: parameters)
        var properties = MemberReader.properties(of: members, assignedFromParameter: assigned, parameters: parameters, tree: tree)
        var localTrackers: [(name: String, kind: TrackerKind)] = []
        if let transform {
            // Local relays returned as outputs are the ViewModel's state; local trackers its own too.
            // A local relay is an output: as visible as `transform(input:)` was (a local has no access of its own).
            let transformAccess = transform.function.modifiers.first { ["public", "open", "package"].contains($0.name.text) }?.name.text
            properties += MemberReader.properties(of: transform.localRelays.keys.sorted().compactMap { transform.localRelays[$0] },
                                                  assignedFromParameter: [:], parameters: parameters, tree: tree)
                .map { relay in
                    var relay = relay
                    if relay.access == nil { relay.access = transformAccess }
                    return relay
                }
            for (name, value) in transform.aliases.sorted(by: { $0.key < $1.key }) {
                if let type = MemberSignature.constructedType(value), let kind = TrackerKind.of(type) { localTrackers.append((name, kind)) }
            }
        }

        // Usage.
        let reactive = Set(properties.filter { [.state, .event, .derived].contains($0.kind) }.map(\.name))
        let scanner = UsageScanner(names: reactive)
        for member in members { scanner.walk(member) }
        for statement in flat.statements { scanner.walk(statement.item) }
        if let transform {
            for item in transform.statements { scanner.walk(item) }
            for alias in transform.aliases.values { scanner.walk(alias) }
            if let returned = TransformReader.returnedOutputs(transform.function, outputFields: transform.outputs.map { .init(name: $0.name, type: $0.type, element: $0.element) }) {
                for value in returned.values.values { scanner.walk(value) }
            }
        }
        let controllerText = ([located.controller].compactMap { $0 } + located.otherControllers).map { $0.decl.description }.joined(separator: "\n")
        let byController = UsageScanner.sentByController(controllerText, names: reactive)
        for i in properties.indices where reactive.contains(properties[i].name) {
            properties[i].sentByViewModel = scanner.sent.contains(properties[i].name)
            properties[i].subscribedByViewModel = scanner.subscribed.contains(properties[i].name)
            properties[i].sentByController = byController.contains(properties[i].name)
        }

        var imports = file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
        // RxCocoa as CocoaPods builds it re-exports UIKit (its umbrella header imports
        // <UIKit/UIKit.h>), so a legacy file can use UIImage with only `import RxCocoa`.
        // The generated files do not import RxCocoa: they name UIKit themselves.
        // A flattened base class's members come with the UIKit its file imports (or RxCocoa re-exports):
        // `class BranchCellViewModel: DefaultTableViewCellViewModel` whose `image: BehaviorRelay<UIImage?>`.
        let baseImports = bases.flatMap { base in
            tree.syntax(base.file).statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
        }
        let uiKitVisible = imports.contains("RxCocoa") || baseImports.contains("UIKit") || baseImports.contains("RxCocoa")
        let uiNamed = ([file.description] + bases.map { base in base.decl.description + base.extensions.map(\.description).joined() })
            .contains { $0.range(of: #"\bUI[A-Z][A-Za-z]+\b"#, options: .regularExpression) != nil }
        if uiKitVisible, uiNamed, !imports.contains("UIKit") {
            imports.append("UIKit")
        }
        // The flattened base's other modules come with its members too (SwiftHub's base `ViewModel`
        // decodes server errors with ObjectMapper's `Mapper`, imported in the base's file only).
        for module in baseImports where !imports.contains(module) && !ReactiveType.rxModules.contains(module) {
            imports.append(module)
        }
        let rxImport = imports.first { ReactiveType.rxModules.contains($0) && $0 != "RxCocoa" } ?? "RxSwift"
        let inherited = MemberBlockOf.inherited(DeclSyntax(located.viewModel))
        var protocols: [String] = []
        var superclass: String?
        for (i, name) in inherited.enumerated() {
            let simple = TypeText.simpleName(name)
            if i == 0, tree.kind(of: simple) == .class || simple == "NSObject" { superclass = name; continue }
            if simple == "ObservableObject" { continue }
            if simple.contains("ViewModel") { continue } // the legacy ViewModel protocol (it names Rx types)
            protocols.append(name)
        }
        for extensionDecl in located.extensions {
            protocols += MemberBlockOf.inherited(DeclSyntax(extensionDecl))
        }

        if !bases.isEmpty { superclass = BaseClasses.remainingSuperclass(of: located.viewModel, lineage: bases) }
        var plan = MigrationPlan(
            located: located, legacyPath: tree.files[located.viewModelFile].path,
            controllerPath: located.controller.map { tree.files[$0.file].path },
            names: FeatureNames(base: "", usesProtocol: false, usesStateManager: false),
            pattern: .pushNotification, patternReasons: [],
            properties: properties, parameters: parameters, initializer: initializer, members: members,
            imports: imports, rxImport: rxImport, extraImports: extraImports,
            inheritedProtocols: protocols, droppedSuperclass: superclass
        )
        plan.bases = bases
        plan.inheritedMethods = inheritedMethods
        plan.otherControllers = located.otherControllers.map { "\($0.name) (\(tree.files[$0.file].path))" }
        plan.flatInit = flat
        for function in members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
            if let method = StreamMethod.of(function) { plan.streamMethods[function.name.text] = method }
        }
        plan.problems += flat.problems
        plan.transform = transform
        plan.localTrackers = localTrackers
        if let transform { planTransform(&plan, transform) }
        planRouters(&plan, assigned: assigned, tree: tree)
        planEvents(&plan)
        planActions(&plan)
        planSingletons(&plan, tree: tree)
        plan.replacedBags = ReplacedBags.find(in: plan.members.map { Syntax($0) } + (plan.transform.map { [Syntax($0.function)] } ?? []),
                                              bags: Set(plan.properties.filter { $0.kind == .disposeBag }.map(\.name)),
                                              taken: Set(plan.properties.map(\.name)).union(plan.injectedSingletons.map(\.name)))
        plan.didSetStates = DidSetStates.find(in: plan.members.map { Syntax($0) } + (plan.transform.map { [Syntax($0.function)] } ?? []),
                                              states: plan.states,
                                              taken: Set(plan.properties.map(\.name)).union(plan.replacedBags.values))
        // An injected factory's type names the child initializer's parameter types: a UIKit one
        // (`(String, UIImage?) -> DetailCellViewModel`) needs UIKit even where the legacy file only
        // reached it through RxCocoa or never spelled it.
        if !plan.imports.contains("UIKit"), plan.injectedFactories.contains(where: {
            $0.type.range(of: #"\bUI[A-Z][A-Za-z]+\b"#, options: .regularExpression) != nil
        }) {
            plan.imports.append("UIKit")
        }
        choosePattern(&plan, tree: tree)
        plan.problems += StateManagerValues.problems(in: plan)
        plan.problems += BorrowedEventStreams.problems(in: plan)
        plan.names = FeatureNames.choose(
            for: located.viewModelName, requested: requestedName,
            usesProtocol: plan.pattern != .pushNotification,
            usesStateManager: plan.pattern == .locationPermissionWithStateManager,
            // Names are taken by the tree's own code; a previous run's output for
            // this ViewModel does not count (a second run then finds it in place).
            isTaken: { name in tree.files(declaring: name).contains { !tree.isGenerated($0, from: located.viewModelName) } }
        )
        return plan
    }

    /// `X.shared` the ViewModel reached → an init parameter defaulting to it (VM011's fix).
    private static func planSingletons(_ plan: inout MigrationPlan, tree: LegacyTree) {
        var nodes = plan.members.map { Syntax($0) } + plan.flatInit.statements.map { Syntax($0.item) }
        nodes += (plan.transform?.statements ?? []).map { Syntax($0) }
        if let transform = plan.transform {
            // In source order: the injected factories and singletons are declared in the order found
            // (a dictionary's order changes from one run to the next).
            nodes += transform.aliases.values.sorted { $0.position < $1.position }.map { Syntax($0) }
                + transform.outputs.compactMap { $0.source.map { Syntax($0) } }
        }
        // Never shadow a name the legacy code uses (a local, a parameter, a member).
        var taken = Set(plan.properties.map(\.name)).union(plan.parameters.map(\.name))
        for node in nodes {
            for token in node.tokens(viewMode: .sourceAccurate) { if case .identifier(let name) = token.tokenKind { taken.insert(name) } }
        }
        plan.injectedSingletons = SingletonInjection.find(in: nodes, tree: tree, taken: taken,
                                                          inputClosures: Set(plan.inputClosures.values.map(\.id)))
        taken.formUnion(plan.injectedSingletons.map(\.name))
        plan.injectedFactories = ChildFactories.find(in: nodes, tree: tree, viewModelName: plan.located.viewModelName, taken: taken,
                                                     inputClosures: Set(plan.inputClosures.values.map(\.id)))
        while taken.contains(plan.factoriesProperty) { plan.factoriesProperty += "2" }
    }

    /// Inputs become methods sending into subjects; event outputs closures.
    private static func planTransform(_ plan: inout MigrationPlan, _ transform: TransformPlan) {
        // An output of an activity tracker has a value from the start: `false`.
        var activityNames = Set(plan.localTrackers.filter { $0.kind == .activity }.map(\.name))
        for property in plan.properties where property.kind == .tracker(.activity) { activityNames.insert(property.name) }
        for i in plan.transform?.outputs.indices ?? 0..<0 {
            guard let source = plan.transform?.outputs[i].source, let local = TransformReader.returnedLocal(source),
                  activityNames.contains(local) else { continue }
            plan.transform?.outputs[i].publishedType = "Bool"
            plan.transform?.outputs[i].initialValue = "false"
            plan.transform?.outputs[i].isEvent = false
        }
        let transform = plan.transform ?? transform
        var taken = Set(plan.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
            .union(plan.properties.map(\.name)).union(transform.outputs.map(\.name))
        for input in transform.inputs {
            let method = unique(input.name, taken: &taken)
            let subject = unique(input.name + "Subject", taken: &taken)
            plan.transformInputs[input.name] = (method, subject)
            if input.element == nil { plan.problems.append("the input `\(input.name): \(input.type)` is not a stream keel knows (Driver, Signal, Observable, ControlEvent, a relay)") }
        }
        for output in transform.outputs {
            if output.element == nil {
                plan.problems.append("the output `\(output.name): \(output.type)` is not a stream keel knows (Driver, Signal, Observable, a relay)")
            }
            guard output.isEvent else { continue }
            let closure = output.name.hasPrefix("on") && output.name.dropFirst(2).first?.isUppercase == true ? output.name : "on" + Spelling.capitalized(output.name)
            plan.transformEvents[output.name] = unique(closure, taken: &taken)
        }
        if transform.outputs.contains(where: { $0.source == nil }) {
            plan.problems.append("`transform` does not end with `return Output(…)` naming every output")
        }
    }

    /// Each router method the ViewModel calls becomes a closure.
    private static func planRouters(_ plan: inout MigrationPlan, assigned: [String: String], tree: LegacyTree) {
        let routerProperties = plan.properties.filter { $0.kind == .router }
        guard !routerProperties.isEmpty else { return }
        let names = Set(routerProperties.map(\.name))
        let finder = RouterReader.CallFinder(names: names)
        for member in plan.members { finder.walk(member) }
        for statement in plan.flatInit.statements { finder.walk(statement.item) }
        if let transform = plan.transform {
            for item in transform.statements { finder.walk(item) }
            for alias in transform.aliases.values { finder.walk(alias) }
        }
        if let use = finder.otherUses.first {
            plan.problems.append("it uses its router other than by calling its methods (`\(use)`)")
        }
        var taken = Set(plan.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }).union(plan.properties.map(\.name))
        for property in routerProperties {
            let type = property.typeText ?? ""
            var router = RouterPlan(property: property.name, type: type, isInitParameter: assigned[property.name] != nil,
                                    isWeak: property.decl.modifiers.contains { $0.name.text == "weak" })
            if let parameter = assigned[property.name] { plan.routerParameterName[property.name] = parameter }
            let methods = RouterReader.methods(of: type, tree: tree)
            var seen: Set<String> = []
            for call in finder.calls where call.router == property.name && seen.insert(call.method).inserted {
                guard let signature = methods[call.method]?.first(where: { $0.types.count == call.arity || (call.arity < 0 && $0.types.count <= 1) }) else {
                    plan.problems.append("it calls `\(property.name).\(call.method)(…)`, which keel cannot find declared on \(TypeText.simpleName(type)) in the tree (the closure's type is unknown)")
                    continue
                }
                let closure = unique("on" + Spelling.capitalized(call.method), taken: &taken)
                var route = RouterPlan.Route(method: call.method, closure: closure, labels: signature.labels, types: signature.types)
                if let returns = signature.returns, let reactive = ReactiveType.classify(returns), reactive.fails,
                   let element = reactive.element, let bridge = reactive.bridgeCall {
                    route.stream = (element, bridge)
                }
                router.routes.append(route)
            }
            plan.routers[property.name] = router
        }
    }

    /// Action-library members → methods, executing state, element and error closures.
    private static func planActions(_ plan: inout MigrationPlan) {
        guard plan.properties.contains(where: { $0.kind == .action }) else { return }
        var taken = Set(plan.members.flatMap { member -> [String] in
            if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            return MemberSignature.types(of: member.decl).map(\.0)
        })
        taken.formUnion(plan.events.values.compactMap { event -> String? in
            switch event {
            case .input(let method, _): return method
            case .output(let closure): return closure
            default: return nil
            }
        })
        taken.formUnion(plan.setters.values)
        taken.formUnion(plan.routes.map(\.route.closure))
        ActionMembers.plan(&plan, taken: &taken)
    }

    private static func planEvents(_ plan: inout MigrationPlan) {
        let memberNames = Set(plan.members.flatMap { member -> [String] in
            if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            return MemberSignature.types(of: member.decl).map(\.0)
        })
        var taken = memberNames
        let borrowed = BorrowedEventStreams.assignments(in: plan)
        for property in plan.properties {
            switch property.kind {
            case .derived where property.element.map({ ["Void", "()"].contains($0.replacingOccurrences(of: " ", with: "")) }) ?? false:
                // `let closed: Observable<Void>` assigned `closeTaps.asObservable()`: events, not state —
                // a `@Published var closed: Void` would never tell the view anything.
                plan.problems.append("the stored `\(property.name): \(property.typeText ?? "Observable<Void>")` is a stream of events, not state; keel does not turn a stored event stream into a closure")
            case .state, .derived:
                plan.states[property.name] = property
                let exposed = property.access.map { !$0.hasPrefix("private") && !$0.hasPrefix("fileprivate") } ?? true
                let writtenOutside = property.sentByController
                    // (A local relay of `transform` is no member of the legacy ViewModel: the screen reads it from `Output`.)
                    || (plan.located.controller == nil && exposed && property.kind == .state && property.subscribedByViewModel
                        && plan.transform?.localRelays[property.name] == nil)
                    || (property.isPublished && exposed)
                if writtenOutside {
                    let setter = unique("update" + Spelling.capitalized(property.name), taken: &taken)
                    plan.setters[property.name] = setter
                }
            case .event:
                plan.eventElements[property.name] = property.element
                if borrowed[property.name] != nil, !property.subscribedByViewModel, !property.sentByViewModel, !property.sentByController,
                   let forwarding = BorrowedEventStreams.forwarding(property) {
                    plan.events[property.name] = .forwarded(publisher: forwarding.publisher, bridge: forwarding.bridge)
                    continue
                }
                let lower = property.name.lowercased()
                let isDismissal = dismissWords.contains { lower.contains($0) } && (property.element == nil || property.element == "Void" || property.element == "()")
                if property.subscribedByViewModel, !property.sentByViewModel {
                    let method = unique(inputMethodName(property.name), taken: &taken)
                    if let closure = simpleSubscription(of: property.name, in: plan) {
                        plan.inputClosures[property.name] = closure
                        plan.events[property.name] = .input(method: method, subject: nil)
                    } else {
                        plan.events[property.name] = .input(method: method, subject: unique(property.name + "Subject", taken: &taken))
                    }
                } else if property.subscribedByViewModel {
                    if property.sentByController {
                        let method = unique(inputMethodName(property.name), taken: &taken)
                        plan.events[property.name] = .input(method: method, subject: unique(property.name + "Subject", taken: &taken))
                    } else {
                        plan.events[property.name] = .internalSubject(subject: unique(property.name + "Subject", taken: &taken))
                    }
                } else if isDismissal {
                    plan.events[property.name] = .dismiss
                    plan.hasDismiss = true
                } else {
                    let closure = property.name.hasPrefix("on") && property.name.dropFirst(2).first?.isUppercase == true
                        ? property.name : "on" + Spelling.capitalized(property.name)
                    plan.events[property.name] = .output(closure: unique(closure, taken: &taken))
                }
            default:
                break
            }
        }
        if !plan.hasDismiss, plan.members.contains(where: { NotificationDismissal.containsDismissal(Syntax($0)) }) {
            plan.hasDismiss = true
        }
    }

    static func inputMethodName(_ name: String) -> String {
        for suffix in ["Trigger", "Subject", "Relay", "Input", "Action"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    static func unique(_ name: String, taken: inout Set<String>) -> String {
        var candidate = name
        var i = 2
        while taken.contains(candidate) {
            candidate = name + String(i)
            i += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// The closure of the event's only subscription when it is a plain
    /// `event.subscribe(onNext: { … }).disposed(by:)` statement.
    static func simpleSubscription(of event: String, in plan: MigrationPlan) -> ClosureExprSyntax? {
        let finder = SubscriptionFinder(event: event)
        for member in plan.members { finder.walk(member) }
        guard finder.chains == 1, let closure = finder.simpleClosure else { return nil }
        return closure
    }

    private static func choosePattern(_ plan: inout MigrationPlan, tree: LegacyTree) {
        let values = plan.parameters.filter { $0.kind == .value }
        if !values.isEmpty {
            plan.pattern = .locationPermissionWithStateManager
            plan.patternReasons = [
                "its init receives values, not only services (\(values.map { "\($0.name): \($0.type)" }.joined(separator: ", "))) — parameter passing the guide moves into a state manager",
            ]
            return
        }
        let stateNames = (plan.states.keys.sorted() + (plan.transform?.outputs.filter { !$0.isEvent && !$0.isLocalRelay }.map(\.name) ?? [])).sorted()
        let outputs = (plan.events.filter { if case .output = $0.value { return true } else { return false } }.keys.sorted()
            + (plan.transform?.outputs.filter(\.isEvent).map(\.name) ?? []) + plan.routes.map { "\($0.router.property).\($0.route.method)" }
            + plan.actions.values.filter { !$0.isSynchronous }.map { "\($0.property).elements" }).sorted()
        let callbacks = plan.properties.filter { $0.kind == .plain && ($0.name.lowercased().contains("delegate") || ($0.typeText ?? "").contains("->")) }.map(\.name)
        var reasons: [String] = []
        if stateNames.count > 1 { reasons.append("complex state (\(stateNames.count) published values: \(stateNames.joined(separator: ", ")))") }
        if !outputs.isEmpty { reasons.append("external coordination (events the coordinator handles: \(outputs.joined(separator: ", ")))") }
        if !callbacks.isEmpty { reasons.append("callbacks or delegates (\(callbacks.joined(separator: ", ")))") }
        if plan.located.controller.map({ ControllerFacts.receivesValues($0.decl) }) == true {
            reasons.append("its controller receives values from outside (router parameters)")
        }
        if reasons.isEmpty {
            plan.pattern = .pushNotification
            let actions = plan.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                .filter { !$0.modifiers.isFilePrivate }.map { $0.name.text + "()" }
            var why = ["basic actions (\(actions.isEmpty ? "none" : actions.joined(separator: ", ")))",
                       "\(stateNames.isEmpty ? "no" : "at most one") published value\(stateNames.isEmpty ? "" : " (\(stateNames.joined(separator: ", ")))")",
                       "no state shared with other screens"]
            if plan.hasDismiss { why.append("direct dismissal") }
            plan.patternReasons = why
        } else {
            plan.pattern = .locationPermission
            plan.patternReasons = reasons
        }
    }
}

/// `super.m(…)` calls in a method body.
enum SuperCalls {
    static func calls(_ function: FunctionDeclSyntax, method: String) -> Bool {
        final class Finder: SyntaxVisitor {
            let method: String
            var found = false
            init(_ method: String) {
                self.method = method
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == method { found = true }
                return .visitChildren
            }
        }
        guard let body = function.body else { return false }
        let finder = Finder(method)
        finder.walk(body)
        return finder.found
    }
}

/// `var inputs: P { return self }` / `{ self }`: the ViewModel itself, seen as the protocol `P`.
enum SelfAccessor {
    static func returnsSelf(as protocols: Set<String>, _ member: MemberBlockItemSyntax) -> Bool {
        guard !protocols.isEmpty, let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first, let type = binding.typeAnnotation?.type.trimmedDescription,
              protocols.contains(TypeText.simpleName(type)), let accessor = binding.accessorBlock,
              case .getter(let statements) = accessor.accessors, statements.count == 1 else { return false }
        let item = statements.first!.item
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return expression?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
