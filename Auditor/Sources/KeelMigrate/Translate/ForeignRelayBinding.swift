import Foundation
import SwiftSyntax

/// `bind(to:)` a relay or subject of a legacy service the ViewModel keeps: an injected singleton's
/// (`soundOn.bind(to: Chime.shared.enabled)`) or a stored dependency's (`bind(to: service.enabled)`).
extension ChainTranslation {
    /// The statement the sink runs for each element — `self?.chime.enabled.accept(value)` — when
    /// `target` is such a relay, its type declared in the tree (a subject is refused, named):
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
        switch reactive.name {
        case "BehaviorRelay", "PublishRelay", "ReplayRelay":
            return "self?.\(owner).\(name).accept(value)"
        case "BehaviorSubject", "PublishSubject", "ReplaySubject":
            // RxSwift's `bind(to:)` an observer forwards the stream's completion too (it ends the
            // subject); a sink sending each element would leave it open: refused, named.
            translator.problems.append("it binds to `\(target.trimmedDescription)`, a legacy \(reactive.name): `bind(to:)` also forwards the stream's completion to it, which a sink sending each element would not")
            return nil
        default:
            return nil
        }
    }
}
