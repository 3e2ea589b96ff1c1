import SwiftSyntax

/// An Rx → Combine bridge the app declares itself (`func toPublisher() -> AnyPublisher<Element, Error>` in an
/// extension of `Observable`): keel replaces a call of it on an own state by the state's publisher (`$x`,
/// `StateBridges`) only when the app's body forwards every element unchanged — the same rule as for an app's
/// own operators (`AppOperators`): its body decides what it does, never its name. A bridge that drops
/// elements (`if let array = value as? [Any], array.isEmpty { return }`), maps them or moves them to another
/// queue would make `$x` deliver what the legacy chain never saw.
enum AppBridges {
    /// Types an app extends with a bridge.
    static let extendedTypes = [
        "ObservableType", "Observable", "ObservableConvertibleType", "BehaviorSubject", "PublishSubject",
        "ReplaySubject", "BehaviorRelay", "PublishRelay",
    ]

    /// The app's own argument-less bridges named `name`, with the file each is declared in.
    static func declarations(_ name: String, tree: LegacyTree) -> [(file: Int, function: FunctionDeclSyntax)] {
        AppOperators.declarations(name, extending: extendedTypes, tree: tree)
            .filter { $0.function.signature.parameterClause.parameters.isEmpty }
    }

    /// Why the app's own `name` bridge is not a plain forward, or `nil` when it is (or the app declares none:
    /// then it is a library's — KeelBridge's `asPublisher()`).
    static func reason(_ name: String, tree: LegacyTree) -> String? {
        for (file, function) in declarations(name, tree: tree) where !forwardsUnchanged(function) {
            let converter = SourceLocationConverter(fileName: tree.files[file].path, tree: tree.syntax(file))
            let place = "\(tree.files[file].path):\(function.funcKeyword.startLocation(converter: converter).line)"
            return "it bridges an own state with `\(name)()`, which the app declares itself (\(place)) with a body "
                + "that does more than forward each element (it drops, changes or moves some): the state's publisher "
                + "would deliver what the legacy chain never saw; write that step's Combine form by hand"
        }
        return nil
    }

    /// Whether every `onNext` handler of the body is one `send` of its element, and nothing in the body filters,
    /// maps or re-schedules.
    static func forwardsUnchanged(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        let handlers = body.tokens(viewMode: .sourceAccurate).filter { $0.text == "onNext" }
        guard !handlers.isEmpty else { return !changesElements(body) }
        for token in handlers {
            let closure = token.parent?.as(LabeledExprSyntax.self)?.expression.as(ClosureExprSyntax.self)
                ?? token.parent?.as(MultipleTrailingClosureElementSyntax.self)?.closure
            guard let closure, sendsItsElementOnly(closure) else { return false }
        }
        return !changesElements(body)
    }

    /// `{ subject.send($0) }`, `{ value in subject.send(value) }`.
    private static func sendsItsElementOnly(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "send",
              call.arguments.count == 1, call.trailingClosure == nil,
              let argument = call.arguments.first?.expression.trimmedDescription else { return false }
        // `AppOperators.closureParameter` answers "?" for more than one parameter: never an argument's text.
        return argument == (AppOperators.closureParameter(closure) ?? "$0")
    }

    /// Operators in the body that filter, change or re-time elements.
    static let elementChangingOperators: Set<String> = [
        "filter", "compactMap", "map", "flatMap", "removeDuplicates", "distinctUntilChanged", "dropFirst", "drop",
        "prefix", "skip", "take", "debounce", "throttle", "delay", "receive", "observe", "observeOn",
        "subscribeOn", "scan", "replaceNil", "replaceEmpty",
    ]

    private static func changesElements(_ body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
                && elementChangingOperators.contains(token.text)
        }
    }
}
