/// VM007 — ViewModel creates other ViewModels.
struct ViewModelCreatesViewModelRule: Rule {
    let info = RuleInfo(
        id: "VM007",
        name: "viewmodel-creates-viewmodel",
        summary: "ViewModels must not create other ViewModels; coordinators and factories do.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 3. Avoid Creating ViewModels Inside ViewModels (\"✅ CORRECT - Use Coordinator or Factory\"): a ViewModel that builds its children hard-wires their dependencies and lifetimes. Coordinators and DI assemblies are not ViewModels, so they are exempt by construction.",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .manual("a coordinator or factory builds the child ViewModel"),
        howToFix: "Move construction to a coordinator or factory (or the DI assembly) and pass the child ViewModel — or a closure that produces it — into the parent's init (a construction that is only a parameter's default argument is the caller's choice, and does not trigger).",
        triggering: [
            RuleExample("""
            @MainActor
            final class ParentViewModel: ObservableObject {
                func makeChildViewModel() -> ChildViewModel {
                    ↓ChildViewModel()
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class Coordinator: ObservableObject {
                func makeChildViewModel() -> ChildViewModel {
                    ChildViewModel(service: container.service)
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class CounterViewModel: ObservableObject {
                static func preview() -> CounterViewModel { CounterViewModel() }
            }
            """),
            RuleExample("""
            @MainActor
            final class SettingsViewModel: ObservableObject {
                init(export: ExportViewModel) {}
                static var preview: SettingsViewModel {
                    SettingsViewModel(export: ExportViewModel(exporter: FakeExporter()))
                }
            }
            @MainActor
            final class ExportViewModel: ObservableObject {
                @Published var progress = 0.0
                init(exporter: Exporter) {}
            }
            """),
            RuleExample("""
            @MainActor
            final class ListViewModel: ObservableObject {
                private let makeRow: (Item) -> RowViewModel
                init(makeRow: @escaping (Item) -> RowViewModel = { RowViewModel(item: $0) }) {
                    self.makeRow = makeRow
                }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        let calls = context.facts.calls
        for index in calls.indices where calls[index].isConstructor {
            guard let owner = context.owner(of: calls[index].unit, role: .viewModel) else { continue }
            let call = calls[index]
            // A factory passed into init, the construction only its default argument: the caller decides.
            if call.inDefaultArgument { continue }
            let constructed = context.constructed(by: call)
            // A static factory of the ViewModel's own type builds itself, not a child.
            if call.inStaticContext, let own = context.declaration(of: owner) {
                if context.model.finalSymbol(constructed).declaration == own { continue }
                // …and the children it builds there are passed into that construction: a factory's wiring
                // (`static var preview: Parent { Parent(child: ChildViewModel(…)) }`), not an instance creating them.
                if let outer = call.argumentOf, calls[outer].isConstructor,
                   context.model.finalSymbol(context.constructed(by: calls[outer])).declaration == own { continue }
            }
            guard context.roles(of: constructed).contains(.viewModel) || Self.isViewModelByBehaviour(constructed, context) else { continue }
            result.append(finding(context, at: call.offset,
                                  "ViewModel creates \(call.name); let a coordinator or factory build it and pass it in.",
                                  snippet: call.snippet, unit: owner))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}

extension ViewModelCreatesViewModelRule {
    /// A child ViewModel nothing observes: a struct or plain class a view keeps in a stored property
    /// (`let viewModel: BannerViewModel`) that does something for it — declares an instance method
    /// (`open()`, `dismiss()`) — the VM007 convention carried to it. A value box of `let`s and a tap
    /// closure declares no method and stays a value; a service, a view or a data record is no child ViewModel.
    static func isViewModelByBehaviour(_ symbol: Symbol, _ context: RuleContext) -> Bool {
        let model = context.model
        guard case .declared(let id) = model.finalSymbol(symbol), [.struct, .class].contains(model.record(id).kind),
              context.roleTable.roles(of: id).isEmpty, !context.roleTable.isDataModel(id), !context.isViewLike(.declared(id)),
              !context.resolver.managerNames.matches(model.record(id).name), !ServiceBehaviour.isService(id, context),
              model.mergedTraits(id).contains(.declaresMethods), !isValueRecord(id, context),
              context.roleTable.heldByViews.contains(id) else { return false }
        return keepsStateAUIReads(id, context)
    }

    /// State the view reads or outputs it answers through: a subject, relay or published value, or a stored
    /// property it exposes — a value the view shows (`let linkTitle: String`, a `var`) or a closure
    /// (`let dismissAction: () -> Void`). A formatter or a feedback helper (`func text(for:) -> String`,
    /// `func tap()`) exposes none: a tool, not a child ViewModel.
    static func keepsStateAUIReads(_ id: DeclID, _ context: RuleContext) -> Bool {
        if context.model.mergedTraits(id).contains(.publishesState) { return true }
        return context.model.parts(of: id).contains { part in
            part.declaration.storedMembers.contains { !$0.isStatic && $0.isExposed }
        }
    }

    /// A value the app compares, hashes or encodes (`StackItem: Identifiable, Hashable` with its `hash(into:)`, a
    /// `Codable` record): a list item or data, whose methods are the protocol's witnesses — no child ViewModel.
    static func isValueRecord(_ id: DeclID, _ context: RuleContext) -> Bool {
        context.model.ancestors(of: id).contains { symbol in
            switch symbol {
            case .external(_, let name), .unresolved(let name): valueProtocols.contains(name)
            case .declared, .genericParameter: false
            }
        }
    }

    static let valueProtocols: Set<String> = ["Hashable", "Equatable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable"]
}
