import Foundation
import SwiftSyntax

/// `bind(to:)` a relay or subject of a legacy service the ViewModel keeps: an injected singleton's
/// (`soundOn.bind(to: Chime.shared.enabled)`) or a stored dependency's (`bind(to: service.enabled)`).
extension ChainTranslation {
    /// The statement the sink runs for each element — `self?.chime.enabled.accept(value)` (a relay),
    /// `…onNext(value)` (a subject) — when `target` is such a relay, its type declared in the tree:
    /// the legacy service is not migrated, and receives every element as the legacy binding sent it.
    /// `nil` for anything else (still refused: a UI binding moves to the view).
    func foreignRelaySend(_ target: ExprSyntax) -> String? {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        let owner: String
        let ownerType: String
        if let access = base.as(MemberAccessExprSyntax.self), let singleton = translator.injectedSingleton(access), !singleton.isCalled {
            owner = singleton.name
            ownerType = singleton.type
        } else if let stored = SelfReference.ownProperty(base, in: Set(translator.plan.properties.filter { $0.kind == .dependency }.map(\.name))),
                  let type = translator.plan.storedType(stored) {
            owner = stored
            ownerType = type
        } else {
            return nil
        }
        guard let declared = translator.tree.memberType(name, on: TypeText.strippingOptionality(ownerType)),
              let reactive = ReactiveType.classify(declared) else { return nil }
        let method: String
        switch reactive.name {
        case "BehaviorRelay", "PublishRelay", "ReplayRelay": method = "accept"
        case "BehaviorSubject", "PublishSubject", "ReplaySubject": method = "onNext"
        default: return nil
        }
        return "self?.\(owner).\(name).\(method)(value)"
    }
}
