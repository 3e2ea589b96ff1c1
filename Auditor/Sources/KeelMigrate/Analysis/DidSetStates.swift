import Foundation
import SwiftSyntax

/// A state the ViewModel observes as a stream *and* reads by its value inside a closure — the rows
/// rebuilt on every change of a switch, reading the switch (`soundOn.mapToVoid()` merged into a
/// refresh whose `map` reads `self.soundOn.value`). A legacy `BehaviorRelay` stores the new value,
/// then emits: its subscribers read the new value. `@Published` emits in `willSet`, before it
/// stores: those closures would read the old one. Such a state's pipelines start from a private
/// subject sent in `didSet` instead, the current value first (`soundOnDidSet.prepend(soundOn)`),
/// as the relay replayed it to each new subscriber. Not for a state whose type is not spelled,
/// or one published as `T! = nil`.
enum DidSetStates {
    /// State name → the subject's name (`soundOnDidSet`).
    static func find(in nodes: [Syntax], states: [String: LegacyProperty], taken: Set<String>) -> [String: String] {
        let candidates = Set(states.filter { $0.value.element?.isEmpty == false }.keys)
        guard !candidates.isEmpty else { return [:] }
        var readInClosure: Set<String> = []
        var observed: Set<String> = []
        for node in nodes {
            for member in node.descendants(MemberAccessExprSyntax.self) {
                guard let base = member.base, let own = SelfReference.ownProperty(base, in: candidates) else { continue }
                let name = member.declName.baseName.text
                if name == "value" {
                    if enclosedInClosure(Syntax(member)) { readInClosure.insert(own) }
                } else if !["accept", "onNext", "on", "onCompleted", "onError"].contains(name) {
                    observed.insert(own)
                }
            }
            for call in node.descendants(FunctionCallExprSyntax.self) {
                guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                      ["combineLatest", "merge", "zip", "of"].contains(callee.declName.baseName.text) else { continue }
                for argument in call.arguments where argument.label == nil {
                    if let own = SelfReference.ownProperty(argument.expression, in: candidates) { observed.insert(own) }
                }
            }
        }
        var names: [String: String] = [:]
        var used = taken
        for state in readInClosure.intersection(observed).sorted() {
            var name = state + "DidSet"
            while used.contains(name) { name += "2" }
            used.insert(name)
            names[state] = name
        }
        return names
    }

    private static func enclosedInClosure(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
