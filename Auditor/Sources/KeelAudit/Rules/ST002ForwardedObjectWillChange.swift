/// ST002 — hand-forwarded `objectWillChange`.
struct ForwardedObjectWillChangeRule: Rule {
    let info = RuleInfo(
        id: "ST002",
        name: "forwarded-object-will-change",
        summary: "Don't forward a nested object's objectWillChange by hand.",
        rationale: "SwiftUI State Management & Publisher Architecture Analysis › Problems › 2. Nested ObservableObjects Not Updating Views (the \"Forward nested object changes\" interim fix), Migration Strategy › Phase 3: Cleanup (\"Remove change forwarding hacks\") and Benefits › No Publisher Issues (\"No nested forwarding needed\"): `child.objectWillChange.sink { self.objectWillChange.send() }` papers over nested ObservableObjects (ST001), fires on every child change and is easy to leak. Flatten the state into one owner. A `sink` on one of the child's `@Published` projections that sends the object's own `objectWillChange` (`session.$user.sink { [weak self] _ in self?.objectWillChange.send() }`) is the same forwarding; a sink on a notification or a timer forwards no nested object. The same forwarding written through a callback counts: `objectWillChange.send()` in an own method (or an override of a superclass's) that a `sink` on another object's publisher calls (`monitor.$isOnline.sink { self.wentOnline() }`), once per class. So does a collection of observable children that forwards each child's `objectWillChange` into a parent's publisher it keeps (`var parentWillChange: ObservableObjectPublisher?`, then `child.objectWillChange.sink { _ in self.parentWillChange?.send() }`), and so does the class that hands it its own publisher (`ChildList(parentWillChange: self.objectWillChange)`). Type erasers (`AnyMapService` wrapping an ObservableObject it conforms like) must forward their wrapped object's changes and are not reported.",
        severity: .warning,
        appliesTo: .observableClasses,
        fixable: .manual("the nested state has to be flattened first (ST001)"),
        howToFix: "Remove the forwarding; flatten the nested state into the observed object (ST001), or let the View observe the child object itself (`@ObservedObject var child`).",
        triggering: [
            RuleExample("""
            class Coordinator: ObservableObject {
                @Published var viewModel: SomeViewModel
                init() {
                    self.viewModel = SomeViewModel()
                    ↓viewModel.objectWillChange.sink { [weak self] _ in
                        self?.objectWillChange.send()
                    }.store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            import Combine
            final class SessionState: ObservableObject {
                @Published var user = ""
            }
            final class InboxModel: ObservableObject {
                let session: SessionState
                private var bag = Set<AnyCancellable>()
                init(session: SessionState) {
                    self.session = session
                    ↓session.$user.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class RideFlowController: ObservableObject {
                init() {
                    objectWillChange.sink { _ in log("changing") }.store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            import Combine
            import UIKit
            // A system notification is no nested object's change.
            final class TextSizeModel: ObservableObject {
                private var bag = Set<AnyCancellable>()
                init() {
                    NotificationCenter.default.publisher(for: UIContentSizeCategory.didChangeNotification)
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &bag)
                }
            }
            """),
            RuleExample("""
            // A type eraser forwards the changes of the object it wraps.
            final class AnyMapService: MapServiceProtocol, ObservableObject {
                init<S: MapServiceProtocol>(_ service: S) {
                    service.objectWillChange.sink { [weak self] _ in
                        self?.objectWillChange.send()
                    }.store(in: &cancellables)
                }
            }
            final class ErasedStore<Wrapped: ObservableObject>: ObservableObject {
                private let wrapped: Wrapped
                init(_ wrapped: Wrapped) {
                    self.wrapped = wrapped
                    wrapped.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &cancellables)
                }
            }
            """),
        ]
    )

    var interests: FactInterests { FactInterests(calls: ["sink", "send"]) }

    func check(_ context: RuleContext) -> [RawFinding] {
        let calls = context.facts.calls
        // `objectWillChange.send()` / `self?.objectWillChange.send()` inside a sink's closure — or a send into the
        // parent's publisher the class keeps (`self.parentWillChange?.send()`, an `ObservableObjectPublisher` it was
        // handed): a collection of observable children forwarding each child's changes to its owner by hand.
        var forwardingSinks: [Int: Bool] = [:]   // sink → into a kept parent publisher
        for call in calls where call.name == "send" {
            guard let sink = call.enclosingCall else { continue }
            if call.receiver.last == "objectWillChange", Self.isOwnObjectWillChange(call) {
                forwardingSinks[sink] = forwardingSinks[sink] ?? false
            } else if keptParentPublisher(call, context) {
                forwardingSinks[sink] = true
            }
        }
        var result: [RawFinding] = []
        for index in forwardingSinks.keys.sorted() {
            let sink = calls[index]
            guard sink.name == "sink", let child = sink.subscribedObject else { continue }
            let owner = sink.unit.map { context.owners[$0] }
            // A type eraser forwards its wrapped object to itself; a kept parent publisher is another object's,
            // and each element of a collection (a closure's parameter, a loop's variable) is a child, not a wrapped object.
            if forwardingSinks[index] != true, !sink.rootIsElement, let owner, isTypeEraser(owner, forwarding: child, context) { continue }
            let nested = sink.rootIsElement ? "each element \(child)" : "the nested \(child)"
            result.append(finding(context, at: sink.offset,
                                  "objectWillChange of \(nested) is forwarded by hand (\(sink.snippet)); flatten the state into one ObservableObject instead.",
                                  snippet: sink.snippet, unit: owner))
        }
        result += forwardingCallbacks(context)
        result += handedToForwarders(context)
        return result
    }

    /// `ObservableArray(array: rows, parentWillChange: self.objectWillChange)`: the class hands its own
    /// `objectWillChange` to a type of the tree that keeps it as an `ObservableObjectPublisher` (to send into it
    /// when its children change) — the forwarding wired from the parent's side. One violation per construction.
    private func handedToForwarders(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for call in context.facts.calls where call.isConstructor && call.nameArguments.contains("objectWillChange") {
            guard let unit = call.unit, case .declared(let id) = context.model.finalSymbol(context.constructed(by: call)),
                  Self.keepsParentPublisher(id, context) else { continue }
            result.append(finding(context, at: call.offset,
                                  "objectWillChange is handed to \(call.name), which forwards its children's changes into it by hand; flatten the state into one ObservableObject instead.",
                                  snippet: call.snippet, unit: context.owners[unit]))
        }
        return result
    }

    /// A type of the tree that keeps another object's `objectWillChange` (a stored `ObservableObjectPublisher`)
    /// and sends it from a sink on a child's publisher (`TypeTraits.forwardsChildrenIntoKeptPublisher`): a
    /// value box sending it when its own value changes forwards no child (review r17 #9).
    static func keepsParentPublisher(_ id: DeclID, _ context: RuleContext) -> Bool {
        context.model.mergedTraits(id).contains(.forwardsChildrenIntoKeptPublisher) && context.model.parts(of: id).contains { part in
            part.declaration.storedMembers.contains { !$0.isStatic && $0.typePath?.last == "ObservableObjectPublisher" }
        }
    }

    /// `objectWillChange.send()` in an own method that a subscription to another object's publisher
    /// calls — in the class or a superclass of it (`observer.$isOnline.sink { self.whenOnline() }`,
    /// `override func whenOnline() { objectWillChange.send() }`): the same forwarding, written by hand
    /// through a callback. One violation per class, at its first such send.
    private func forwardingCallbacks(_ context: RuleContext) -> [RawFinding] {
        var reported: Set<Int> = []
        var result: [RawFinding] = []
        for call in context.facts.calls where Self.sendsObjectWillChange(call) {
            guard Self.isOwnObjectWillChange(call),
                  let unit = call.unit, !reported.contains(context.owners[unit]),
                  let method = context.facts.functions.last(where: { $0.unit == unit && !$0.isStatic && $0.offset < call.offset }),
                  let source = callbackSource(method.name, owner: context.owners[unit], context) else { continue }
            reported.insert(context.owners[unit])
            result.append(finding(context, at: call.offset,
                                  "objectWillChange is sent by hand in \(method.name)(), which \(source)'s subscription to another object's publisher calls; flatten the state into one ObservableObject instead.",
                                  snippet: call.snippet, unit: context.owners[unit]))
        }
        return result
    }

    /// `parentWillChange?.send()` where `parentWillChange` is a stored property of the sending type declared
    /// `ObservableObjectPublisher` (another object's `objectWillChange`, handed in to be told of changes).
    private func keptParentPublisher(_ call: CallFact, _ context: RuleContext) -> Bool {
        guard let unit = call.unit, call.receiverNames.count == 1, let name = call.receiverNames.first else { return false }
        return context.properties(of: context.owners[unit]).contains { property in
            !property.isStatic && !property.isComputed && property.names.contains(name) && property.typeName == "ObservableObjectPublisher"
        }
    }

    /// `objectWillChange.send()` on the object itself: bare, `self.` or `self?.` (the optional chain of a
    /// `[weak self]` closure).
    private static func isOwnObjectWillChange(_ call: CallFact) -> Bool {
        call.receiverNames == ["objectWillChange"]
    }

    /// `objectWillChange.send()` written as a statement of its own, not inside another call's closure.
    private static func sendsObjectWillChange(_ call: CallFact) -> Bool {
        call.name == "send" && call.enclosingCall == nil && call.receiver.last == "objectWillChange"
    }

    /// The class (the owner or a superclass) whose subscription calls `method`, by the model.
    private func callbackSource(_ method: String, owner: Int, _ context: RuleContext) -> String? {
        guard let symbol = context.symbols[owner], case .declared(let id) = context.model.finalSymbol(symbol) else { return nil }
        let lineage = [id] + context.model.ancestors(of: id).compactMap { ancestor -> DeclID? in
            if case .declared(let other) = ancestor, context.model.record(other).kind == .class { return other }
            return nil
        }
        for type in lineage where context.model.parts(of: type).contains(where: { $0.declaration.subscriptionCallbacks.contains(method) }) {
            return context.model.record(type).name
        }
        return nil
    }

    /// A type eraser (`AnyMapService` wrapping any `MapServiceProtocol`) must
    /// forward its wrapped object's changes: that is what it is for. It is
    /// one when its name is `Any…`, when the forwarded object is not one of
    /// its stored properties (an init parameter it wraps), or when that
    /// property's type is a generic parameter of the class or a protocol the
    /// class itself conforms to.
    private func isTypeEraser(_ owner: Int, forwarding child: String, _ context: RuleContext) -> Bool {
        let unit = context.facts.units[owner]
        let name = unit.name
        if name.hasPrefix("Any"), name.dropFirst(3).first?.isUppercase == true { return true }
        guard let property = context.properties(of: owner).first(where: { $0.names.contains(child) }) else { return true }
        guard let type = property.typeName else { return false }
        if unit.genericParameters.contains(where: { $0.name == type }) { return true }
        return context.index.kind(of: type) == .protocol && context.index.ancestors(of: unit.declaration).contains(type)
    }

    /// Observable classes that subscribe to another object's objectWillChange.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        let classes = Set(observableClasses(context))
        var units: Set<Int> = []
        let calls = context.facts.calls
        for index in calls.indices where calls[index].name == "sink" {
            let call = calls[index]
            guard let position = call.receiverNames.firstIndex(of: "objectWillChange"), position > 0,
                  let unit = call.unit, classes.contains(context.owners[unit]) else { continue }
            units.insert(context.owners[unit])
        }
        // Or that send their own `objectWillChange` from a sink on another object's `@Published` projection.
        for call in calls where call.name == "send" && Self.isOwnObjectWillChange(call) {
            guard let sink = call.enclosingCall, calls[sink].name == "sink", calls[sink].subscribedObject != nil,
                  let unit = call.unit, classes.contains(context.owners[unit]) else { continue }
            units.insert(context.owners[unit])
        }
        // Or that hand their `objectWillChange` to a forwarder they build (`handedToForwarders`).
        for call in calls where call.isConstructor && call.nameArguments.contains("objectWillChange") {
            if let unit = call.unit, classes.contains(context.owners[unit]) { units.insert(context.owners[unit]) }
        }
        // Or that send `objectWillChange` by hand from a method (a subscription's callback, `forwardingCallbacks`).
        for call in calls where Self.sendsObjectWillChange(call) {
            if let unit = call.unit, classes.contains(context.owners[unit]) { units.insert(context.owners[unit]) }
        }
        return units.sorted()
    }
}
