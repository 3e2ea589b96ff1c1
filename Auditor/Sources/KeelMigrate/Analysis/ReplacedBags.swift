import Foundation
import SwiftSyntax

/// A second `DisposeBag` the ViewModel replaces to end some of its subscriptions early — the
/// cells' bindings of a list rebuilt on every refresh (`self.cellDisposeBag = DisposeBag()`,
/// then `cell.switchChanged.bind(to: self.enabled).disposed(by: self.cellDisposeBag)`), while
/// its other subscriptions go to another bag that lives as long as the ViewModel. Replacing a
/// bag disposes what it kept; the migrated ViewModel keeps those subscriptions in a second
/// `Set<AnyCancellable>` of their own, emptied (`removeAll()`, which cancels them) where the bag
/// was replaced. A bag replaced while it is the only one stays `cancellables.removeAll()`.
enum ReplacedBags {
    /// The replaced bags (legacy name → the set's name), among the ViewModel's `bags`.
    static func find(in nodes: [Syntax], bags: Set<String>, taken: Set<String>) -> [String: String] {
        guard !bags.isEmpty else { return [:] }
        var replaced: Set<String> = []
        var disposedInto: Set<String> = []
        for node in nodes {
            for sequence in node.descendants(SequenceExprSyntax.self) {
                if let bag = replacedBag(sequence, bags: bags), !isInInitializer(Syntax(sequence)) { replaced.insert(bag) }
            }
            for call in node.descendants(FunctionCallExprSyntax.self) {
                // `….disposed(by: bag)`, or `bag.insert(…)`: both keep subscriptions in `bag`.
                guard let argument = disposedArgument(call) ?? insertedBag(call, bags: bags) else { continue }
                disposedInto.insert(SelfReference.ownProperty(argument, in: bags) ?? argument.trimmedDescription)
            }
        }
        var names: [String: String] = [:]
        var used = taken.union(["cancellables"])
        for bag in replaced.sorted() where disposedInto.contains(bag) && disposedInto.contains(where: { $0 != bag }) {
            var name = setName(for: bag)
            while used.contains(name) { name += "2" }
            used.insert(name)
            names[bag] = name
        }
        return names
    }

    /// `cellDisposeBag` → `cellCancellables`, `rowBag` → `rowCancellables`.
    static func setName(for bag: String) -> String {
        for suffix in ["DisposeBag", "Bag"] where bag.hasSuffix(suffix) && bag.count > suffix.count {
            return String(bag.dropLast(suffix.count)) + "Cancellables"
        }
        return bag + "Cancellables"
    }

    /// `bag = DisposeBag()` / `self.bag = DisposeBag()` of one of `bags`: its name.
    static func replacedBag(_ sequence: SequenceExprSyntax, bags: Set<String>) -> String? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let call = elements[2].as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "DisposeBag" else { return nil }
        return SelfReference.ownProperty(elements[0], in: bags)
    }

    /// The bag of `….disposed(by: bag)`.
    static func disposedArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "disposed",
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "by" else { return nil }
        return argument.expression
    }

    /// The bag of `bag.insert(…)` / `self.bag.insert(…)`, one of `bags`.
    static func insertedBag(_ call: FunctionCallExprSyntax, bags: Set<String>) -> ExprSyntax? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "insert",
              let base = callee.base, SelfReference.ownProperty(base, in: bags) != nil else { return nil }
        return base
    }

    /// Where the subscriptions kept in `bag` (the argument of `disposed(by:)`, the base of
    /// `insert(…)`, or a replaced bag) go: `cancellables`, or a replaced bag's set reached as the
    /// bag was written — `self.cellCancellables`, `self?.…`, `strongSelf.…`, `self!.…` (`prefix`
    /// gives the migrated text of the receiver).
    static func storeTarget(_ bag: ExprSyntax?, plan: MigrationPlan, prefix: (ExprSyntax) -> String) -> String {
        guard let bag, let name = SelfReference.ownProperty(bag, in: Set(plan.replacedBags.keys)), let set = plan.replacedBags[name] else {
            return "cancellables"
        }
        return prefix(bag) + set
    }

    private static func isInInitializer(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(InitializerDeclSyntax.self) { return true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
