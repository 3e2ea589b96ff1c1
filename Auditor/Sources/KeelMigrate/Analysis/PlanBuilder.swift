import Foundation
import SwiftSyntax

/// Builds the plan: classifies members, reads usage, chooses the pattern.
enum PlanBuilder {
    static let dismissWords = ["dismiss", "close"]

    static func build(_ located: LocatedFeature, tree: LegacyTree, requestedName: String?, extraImports: [String]) -> MigrationPlan {
        let file = tree.syntax(located.viewModelFile)
        var members = Array(located.viewModel.memberBlock.members)
        for extensionDecl in located.extensions { members += extensionDecl.memberBlock.members }
        let initializer = MemberReader.designatedInitializer(members)
        let parameters = MemberReader.parameters(of: initializer, tree: tree)
        var properties = MemberReader.properties(of: members, initializer: initializer, parameters: parameters, tree: tree)

        // Usage.
        let reactive = Set(properties.filter { [.state, .event, .derived].contains($0.kind) }.map(\.name))
        let scanner = UsageScanner(names: reactive)
        for member in members { scanner.walk(member) }
        let controllerText = located.controller.map { $0.decl.description } ?? ""
        let byController = UsageScanner.sentByController(controllerText, names: reactive)
        for i in properties.indices where reactive.contains(properties[i].name) {
            properties[i].sentByViewModel = scanner.sent.contains(properties[i].name)
            properties[i].subscribedByViewModel = scanner.subscribed.contains(properties[i].name)
            properties[i].sentByController = byController.contains(properties[i].name)
        }

        let imports = file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
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

        var plan = MigrationPlan(
            located: located, legacyPath: tree.files[located.viewModelFile].path,
            controllerPath: located.controller.map { tree.files[$0.file].path },
            names: FeatureNames(base: "", usesProtocol: false, usesStateManager: false),
            pattern: .pushNotification, patternReasons: [],
            properties: properties, parameters: parameters, initializer: initializer, members: members,
            imports: imports, rxImport: rxImport, extraImports: extraImports,
            inheritedProtocols: protocols, droppedSuperclass: superclass
        )
        planEvents(&plan)
        choosePattern(&plan, tree: tree)
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

    private static func planEvents(_ plan: inout MigrationPlan) {
        let memberNames = Set(plan.members.flatMap { member -> [String] in
            if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            return MemberSignature.types(of: member.decl).map(\.0)
        })
        var taken = memberNames
        for property in plan.properties {
            switch property.kind {
            case .state, .derived:
                plan.states[property.name] = property
                let exposed = property.access.map { !$0.hasPrefix("private") && !$0.hasPrefix("fileprivate") } ?? true
                let writtenOutside = property.sentByController
                    || (plan.located.controller == nil && exposed && property.kind == .state && property.subscribedByViewModel)
                    || (property.isPublished && exposed)
                if writtenOutside {
                    let setter = unique("update" + Spelling.capitalized(property.name), taken: &taken)
                    plan.setters[property.name] = setter
                }
            case .event:
                plan.eventElements[property.name] = property.element
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
        let stateNames = plan.states.keys.sorted()
        let outputs = plan.events.filter { if case .output = $0.value { return true } else { return false } }.keys.sorted()
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
                .filter { !$0.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } }.map { $0.name.text + "()" }
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
