import SwiftSyntax

/// The migration guide's "Migration Checklist for Other Features", step by
/// step, for one generated feature: what `keel migrate` did and what is left.
enum Checklist {
    static func items(plan: MigrationPlan, files: [GeneratedFile], bridgeCalls: [String]) -> [ChecklistItem] {
        let names = plan.names
        let viewModelFile = files.first { !$0.path.hasPrefix("Tests/") && $0.path.hasSuffix("ViewModel.swift") }
        let viewFile = files.first { $0.path == names.view + ".swift" }
        let testFile = files.first { $0.path.hasPrefix("Tests/") }
        var items: [ChecklistItem] = []

        if let controller = plan.located.controller, let path = plan.controllerPath {
            let others = plan.otherControllers
            items.append(.init(step: "Identify UIKit Controller", status: .done,
                               detail: "\(controller.name) (\(path))" + (others.isEmpty ? "" : "; it is also held by " + others.joined(separator: ", ") + " (their bindings count too)")))
        } else {
            items.append(.init(step: "Identify UIKit Controller", status: .left,
                               detail: "no controller in the tree stores `\(plan.located.viewModelName)`; find the screen that shows it"))
        }

        let viewTodos = viewFile?.todoLines ?? 0
        items.append(.init(step: "Create SwiftUI View", status: viewTodos == 0 ? .done : .partly,
                           detail: "\(names.view) (`@StateObject`, dismisses on `shouldDismiss`)" .replacingOccurrences(of: ", dismisses on `shouldDismiss`", with: plan.hasDismiss ? ", dismisses on `shouldDismiss`" : "")
                            + (viewTodos == 0 ? "" : "; left: the layout and the controls for methods with parameters")))

        let vmTodos = viewModelFile?.todoLines ?? 0
        let todoCount = viewModelFile.map { TodoCounter.count($0.text).todos.count } ?? 0
        items.append(.init(step: "Create Combine ViewModel", status: vmTodos == 0 ? .done : .partly,
                           detail: "\(names.viewModel)\(names.usesProtocol ? " behind `\(names.viewModelProtocol)`" : "") — @MainActor, final, @Published private(set)"
                            + (todoCount == 0 ? "" : "; left: \(todoCount) TODO\(todoCount == 1 ? "" : "s")")))

        var counts: [String: Int] = [:]
        for call in bridgeCalls { counts[call, default: 0] += 1 }
        let untyped = counts["asObservable().toPublisher()"] ?? 0
        let bridgeDetail = counts.isEmpty ? "no legacy stream to bridge"
            : counts.keys.sorted().map { "\($0) ×\(counts[$0] ?? 0)" }.joined(separator: ", ")
        items.append(.init(step: "Use RxSwift Bridge", status: untyped == 0 ? .done : .partly,
                           detail: "KeelBridge: " + bridgeDetail + (untyped == 0 ? "" : "; left: \(untyped) stream(s) whose declaration is not in the tree were bridged with `asObservable().toPublisher()` — use `asPublisher()` where the source is a Single or BehaviorSubject")))

        items.append(.init(step: "Update DI Registration", status: .partly,
                           detail: "\(names.assembly) registers the ViewModel and the view (.transient)\(plan.names.usesStateManager ? " and \(names.stateManager) (.container)" : ""); left: add it to the app's Assembler"))

        var router = "present `\(names.view)` from a parameterless route"
        if plan.pattern == .locationPermissionWithStateManager {
            router += "; legacy callers call `\(Spelling.lowercasedFirst(names.stateManager)).setCurrent(\(plan.valueParameters.map { "\($0.name):" }.joined()))` first"
        }
        let routes = plan.located.controller.map { routeCalls($0.decl) } ?? []
        if !routes.isEmpty { router += "; the legacy controller routes with: " + routes.joined(separator: ", ") }
        items.append(.init(step: "Update Router", status: .left, detail: router))

        let closures = plan.events.values.compactMap { plan -> String? in if case .output(let c) = plan { return c } else { return nil } }.sorted()
        let delegates = plan.properties.filter { $0.kind == .plain && $0.name.lowercased().contains("delegate") }.map(\.name)
        var callbacks = closures.isEmpty ? "no navigation events" : "events became closures the coordinator sets: " + closures.joined(separator: ", ")
        if plan.hasDismiss { callbacks += "; dismissal is `shouldDismiss`" }
        if !delegates.isEmpty { callbacks += "; left: delegates kept (\(delegates.joined(separator: ", ")))" }
        items.append(.init(step: "Remove Callbacks", status: delegates.isEmpty ? .done : .partly, detail: callbacks))

        let testTodos = testFile.map { TodoCounter.count($0.text).todos.count } ?? 0
        items.append(.init(step: "Test Integration", status: .partly,
                           detail: "\(names.tests) with fakes of the legacy services; left: \(testTodos) test\(testTodos == 1 ? "" : "s") to complete"))
        return items
    }

    /// `router…routeTo(…)` / `present(…)` calls in the controller.
    static func routeCalls(_ decl: ClassDeclSyntax) -> [String] {
        final class Finder: SyntaxVisitor {
            var calls: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                   ["routeTo", "navigate", "present", "pushViewController", "show"].contains(member.declName.baseName.text) {
                    let text = node.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
                    calls.append("`" + (text.count > 80 ? String(text.prefix(77)) + "…" : text) + "`")
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(decl)
        return finder.calls
    }
}

import Foundation
