/// VM008 — Combine subjects exposed as ViewModel inputs.
struct SubjectInputsRule: Rule {
    let info = RuleInfo(
        id: "VM008",
        name: "viewmodel-subject-inputs",
        summary: "ViewModels must expose methods, not Combine subjects, as inputs.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 5. Avoid Combine Subjects for Input (Use Methods Instead): a non-private PassthroughSubject/CurrentValueSubject that others send into is an input channel; `func handleTap()` is simpler, typed and testable. A subject is an input when the ViewModel creates it, does not make it private, and something outside the ViewModel sends into it (`viewModel.query.send(text)` anywhere in the tree, or writes its value: `viewModel.query.value = text`), or the ViewModel subscribes to it without sending to it itself. Subjects the ViewModel only sends to are outputs; subjects nobody sends to are dead outputs, not inputs; private subjects are internal. (RxSwift subjects are RX001's.)",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .manual("the input becomes a method"),
        howToFix: "Make the subject `private` and add a method for the event (`func handleTap()`); if the subject is an output, send to it from the ViewModel (or better, publish state with `@Published private(set)`).",
        triggering: [
            RuleExample("""
            final class BadViewModel: ObservableObject {
                ↓let tapSubject = PassthroughSubject<Void, Never>()

                init() {
                    tapSubject.sink { _ in
                        // Handle tap
                    }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class SearchViewModel: ObservableObject {
                ↓let query: CurrentValueSubject<String, Never> = .init("")
            }
            final class SearchViewController: UIViewController {
                let viewModel: SearchViewModel
                func textChanged(_ text: String) { viewModel.query.send(text) }
            }
            """),
            RuleExample("""
            final class CartViewModel {
                ↓let checkout = PassthroughSubject<Void, Never>()
            }
            final class CartViewController: UIViewController {
                var viewModel: CartViewModel!
                @objc func tapped() { self.viewModel.checkout.send(()) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Outputs the view receives, and a subject nobody sends to: not inputs.
            @MainActor
            final class WelcomeViewModel: ObservableObject {
                let routeToSignup = PassthroughSubject<Bool, Never>()
                var hasQueuedBonus: CurrentValueSubject<Bool, Never> = .init(false)
            }
            struct WelcomeView: View {
                @ObservedObject var viewModel: WelcomeViewModel
                var body: some View { Text("").onReceive(viewModel.routeToSignup) { _ in } }
            }
            """),
            RuleExample("""
            @MainActor
            final class GoodViewModel: ObservableObject {
                private let refresh = PassthroughSubject<Void, Never>()
                func handleTap() { refresh.send() }
            }
            """),
            RuleExample("""
            @MainActor
            final class LoginViewModel: ObservableObject {
                let routeToMainView = PassthroughSubject<Void, Never>()
                let isDarkMode = CurrentValueSubject<Bool, Never>(false)
                func loggedIn() { routeToMainView.send(()) }
                func apply(_ dark: Bool) { self.isDarkMode.value = dark }
            }
            """),
            RuleExample("""
            // A manager's subject of the same name is not the ViewModel's input.
            final class MainViewModel {
                let disconnectTrigger = PassthroughSubject<Void, Never>()
                func forward() { disconnectTrigger.send(()) }
            }
            final class ResultViewModel {
                func done() { protocolManager.disconnectTrigger.send(()) }
            }
            """),
        ]
    )

    var interests: FactInterests { FactInterests(calls: ["send", "onNext", "accept", "sink", "assign", "subscribe"]) }

    func check(_ context: RuleContext) -> [RawFinding] {
        // What each ViewModel sends to itself (outputs) and subscribes to.
        var sentTo: [Int: Set<String>] = [:]
        var subscribed: [Int: Set<String>] = [:]
        let calls = context.facts.calls
        // Code of a type nested in the ViewModel (a helper, an input adapter) is the ViewModel's own.
        func enclosingViewModel(_ unit: Int?) -> Int? {
            var current = unit
            var depth = 0
            while let candidate = current, depth < 32 {
                if let owner = context.owner(of: candidate, role: .viewModel) { return owner }
                current = context.facts.units[candidate].parent
                depth += 1
            }
            return nil
        }
        for index in calls.indices {
            guard let owner = enclosingViewModel(calls[index].unit), let root = Self.ownMember(calls[index].receiver) else { continue }
            switch calls[index].name {
            case "send": sentTo[owner, default: []].insert(root)
            case "sink", "assign", "subscribe": subscribed[owner, default: []].insert(root)
            default: break
            }
        }
        for assignment in context.facts.assignments where assignment.member == "value" {
            if let owner = enclosingViewModel(assignment.unit), let name = assignment.base?.split(separator: ".").last.map(String.init) {
                sentTo[owner, default: []].insert(name)
            }
        }
        var result: [RawFinding] = []
        let injected = Self.unitsTakingSubjects(context)
        let properties = context.facts.properties
        for index in properties.indices where !properties[index].isStatic {
            guard let owner = context.owner(of: properties[index].unit, role: .viewModel) else { continue }
            let property = properties[index]
            guard let subject = Self.createdSubject(property, injectedSubjects: injected) else { continue }
            if property.access == "private" || property.access == "fileprivate" { continue }
            let name = property.names.first ?? "subject"
            let fromOutside = context.index.isSentFromOutside(name, of: context.facts.units[owner].declaration)
            let subscribedInside = subscribed[owner]?.contains(name) == true && sentTo[owner]?.contains(name) != true
            guard fromOutside || subscribedInside else { continue }
            result.append(finding(context, at: property.offset,
                                  "\(subject) `\(name)` is an input (\(fromOutside ? "sent to from outside the ViewModel" : "the ViewModel subscribes to it")); make it private and expose a method (e.g. func handleTap()) instead.",
                                  snippet: property.snippet, unit: owner))
        }
        return result + nestedInputs(context)
    }

    /// The member a receiver chain starts from inside the type: `tapSubject`
    /// for `tapSubject.debounce(…)` and `self.tapSubject`.
    static func ownMember(_ receiver: [String]) -> String? {
        guard let first = receiver.first else { return nil }
        if first == "self" { return receiver.count > 1 && !receiver[1].hasSuffix(")") ? receiver[1] : nil }
        return first.hasSuffix(")") || first == "?" ? nil : first
    }

    /// The Combine subject a stored property creates (`= PassthroughSubject<…>()`,
    /// `: CurrentValueSubject<…> = .init(…)`, or declared `: CurrentValueSubject<…>`
    /// and set in an initializer that takes no subject — so it builds it).
    static func createdSubject(_ property: PropertyFact, injectedSubjects: Set<Int>) -> String? {
        if let type = property.initializerType, KnownTypes.combineSubjects.contains(type) { return type }
        guard let type = property.typeName, KnownTypes.combineSubjects.contains(type) else { return nil }
        if property.hasInitializer { return type }
        return property.isComputed || injectedSubjects.contains(property.unit) ? nil : type
    }

    /// Units with an initializer that takes a Combine subject (the subjects it stores may be someone else's).
    static func unitsTakingSubjects(_ context: RuleContext) -> Set<Int> {
        var units: Set<Int> = []
        for function in context.facts.functions where function.name == "init" {
            if function.parameterTypes.contains(where: KnownTypes.combineSubjects.contains) { units.insert(function.unit) }
        }
        return units
    }

    /// ViewModels that create a subject they expose.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        let viewModels = Set(context.primaryUnits(.viewModel))
        var units: Set<Int> = []
        let injected = Self.unitsTakingSubjects(context)
        for property in context.facts.properties where !property.isStatic && Self.createdSubject(property, injectedSubjects: injected) != nil {
            let owner = context.owners[property.unit]
            if viewModels.contains(owner), property.access != "private", property.access != "fileprivate" { units.insert(owner) }
        }
        return units.sorted()
    }
}
