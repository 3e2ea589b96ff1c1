@_spi(RawSyntax) import SwiftSyntax

/// How long a stream lives once subscribed: until its owner goes away (a
/// subject, a relay, a timer, a listener that never completes), or until it
/// delivers its result (a request, `Single`, `Future`, `Just`).
package enum StreamLifetime: UInt8, Sendable, Codable, Hashable {
    case longLived, oneShot
}

/// What a method that returns a stream shows about the stream's lifetime:
/// its declared result type, else what its body returns — decided there, or
/// forwarded to another method (its own, or one of a stored property's) that
/// the semantic model follows across files.
package struct StreamMethod: Sendable, Codable, Hashable {
    package var name: String
    /// External argument labels, `_` for none (`start(until:)` → `until`).
    package var labels: [String]
    /// Decided by the declaration or the body itself.
    package var lifetime: StreamLifetime?
    /// Otherwise the method the body returns the result of, through the
    /// stored properties in `forwardPath` (empty: the type's own method).
    package var forwardPath: [String]? = nil
    package var forwardName: String? = nil
    package var forwardLabels: [String] = []
}

/// Reading a stream's lifetime from syntax: the vocabulary of RxSwift and Combine.
enum StreamSyntax {
    /// Result types whose lifetime the type itself says.
    static let oneShotTypes: Set<String> = ["Single", "Maybe", "Completable", "PrimitiveSequence", "Future", "Just", "Fail"]
    static let longLivedTypes: Set<String> = [
        "PublishSubject", "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay", "PassthroughSubject",
        "CurrentValueSubject", "AsyncStream", "AsyncThrowingStream",
    ]
    /// Protocols of a stream type (RxSwift, RxCocoa, Combine, Swift concurrency): what a generic parameter that is a
    /// stream conforms to (`<Upstream: Publisher>`, `FactCollector.visitFunction`), and what makes a class a stream
    /// itself rather than a service (`ActivityIndicator: SharedSequenceConvertibleType`, `ServiceBehaviour`).
    static let streamProtocols: Set<String> = [
        "Publisher", "Subject", "ObservableType", "ObservableConvertibleType", "PrimitiveSequenceType",
        "SharedSequenceConvertibleType", "AsyncSequence",
    ]
    /// Result types that may be either: the body decides.
    static let openTypes: Set<String> = ["Observable", "Infallible", "AnyPublisher", "Publisher", "Driver", "Signal", "Deferred"]

    /// Whether a declared result type is a stream worth recording.
    static func isStreamType(_ name: String) -> Bool {
        oneShotTypes.contains(name) || longLivedTypes.contains(name) || openTypes.contains(name)
    }

    static func declaredLifetime(_ name: String) -> StreamLifetime? {
        if oneShotTypes.contains(name) { return .oneShot }
        if longLivedTypes.contains(name) { return .longLived }
        return nil
    }

    /// Operators that keep the upstream's lifetime (a long-lived source stays long-lived).
    static let operators: Set<String> = [
        "map", "compactMap", "filter", "removeDuplicates", "receive", "subscribe", "dropFirst", "drop", "debounce", "throttle",
        "combineLatest", "merge", "zip", "flatMap", "switchToLatest", "eraseToAnyPublisher", "asPublisher", "toPublisher",
        "toInitialPublisher", "share", "handleEvents", "catch", "replaceError", "replaceNil", "replaceEmpty", "setFailureType",
        "mapError", "scan", "delay", "print", "breakpoint", "tryMap", "tryFilter", "tryCompactMap", "decode", "encode",
        "assertNoFailure", "retry", "append", "prepend", "withLatestFrom", "observe", "distinctUntilChanged", "asObservable",
        "asDriver", "collect", "multicast", "autoconnect", "makeConnectable", "ignoreOutput", "removeAll", "combineLatestWith",
        // RxSwift's own (the chain stays as long-lived as its source).
        "withUnretained", "flatMapLatest", "flatMapFirst", "startWith", "skip", "do", "catchAndReturn", "asSignal",
        "concatMap", "asInfallible", "catchError",
    ]
    /// Operators after which the pipeline completes.
    static let completing: Set<String> = ["first", "prefix", "last", "output", "reduce", "count", "contains", "allSatisfy", "timeout", "take", "asSingle", "asMaybe", "asCompletable", "toArray"]
    /// Constructors of publishers that complete.
    /// `MergeMany` merges a list built at the call (requests, most often): one-shot.
    static let oneShotConstructors: Set<String> = ["Just", "Future", "Fail", "Empty", "Deferred", "Record", "Single", "Maybe", "Completable", "MergeMany"]
    /// Framework methods whose publisher delivers one result and completes: a URL request
    /// (`URLSession.shared.dataTaskPublisher(for:)`).
    static let oneShotMethods: Set<String> = ["dataTaskPublisher"]
    /// Tokens in an `Observable.create { … }` body that end the stream it makes.
    static let completionTokens: Set<String> = ["onCompleted", "completed", "success", "onSuccess"]

    /// The lifetime, or the method it forwards to, of the stream `expr`
    /// returns (a method's result expression). `parameters`: the method's
    /// parameter names (a stream passed in is not the method's to decide).
    static func classify(_ expr: RawExprSyntax, parameters: [String], into method: inout StreamMethod) {
        // Walk the chain from its last call to its source: the calls after the source, outermost first.
        var after: [String] = []
        var current: RawExprSyntax? = expr
        while let node = current {
            switch node.raw.kind {
            case .functionCallExpr:
                let call = node.cast(RawFunctionCallExprSyntax.self)
                var callee = call.calledExpression
                if let spec = callee.as(RawGenericSpecializationExprSyntax.self) { callee = spec.expression }
                if let member = callee.as(RawMemberAccessExprSyntax.self), let base = member.base {
                    let name = member.declName.baseName.text
                    if oneShotMethods.contains(name) {
                        method.lifetime = decide(after, source: .oneShot)
                        return
                    }
                    if let type = typeName(base) {
                        // `Observable<Int>.interval(…)`, `Observable.create { … }`, `Timer.publish(every:…)`.
                        method.lifetime = decide(after, source: typeMethodLifetime(type: type, name, call))
                        return
                    }
                    if let path = propertyPath(base, parameters: parameters), !operators.contains(name), !completing.contains(name) {
                        // `repository.observeRoom(id:)`, `self.start()`: the callee decides.
                        if after.contains(where: completing.contains) { method.lifetime = .oneShot; return }
                        guard after.allSatisfy(operators.contains) else { return }
                        method.forwardPath = path
                        method.forwardName = name
                        method.forwardLabels = labels(call)
                        return
                    }
                    after.append(name)
                    current = base
                } else if let ref = callee.as(RawDeclReferenceExprSyntax.self) {
                    let name = ref.baseName.text
                    if ref.baseName.tokenText.isCapitalized {
                        // `Just(…)`, `Future { … }`, `PassthroughSubject<Int, Never>()`.
                        let source: StreamLifetime? = oneShotConstructors.contains(name) ? .oneShot
                            : longLivedTypes.contains(name) ? .longLived : nil
                        method.lifetime = decide(after, source: source)
                    } else {
                        if after.contains(where: completing.contains) { method.lifetime = .oneShot; return }
                        guard after.allSatisfy(operators.contains) else { return }
                        method.forwardPath = []
                        method.forwardName = name
                        method.forwardLabels = labels(call)
                    }
                    return
                } else {
                    return
                }
            case .memberAccessExpr, .declReferenceExpr:
                // The source is a property (`relay.asObservable()`, `self.subject`, `service.location.skip(1)`):
                // a subject or relay the type keeps, long-lived unless a completing operator follows.
                guard propertyPath(node, parameters: parameters) != nil else { return }
                method.lifetime = decide(after, source: .longLived)
                return
            case .optionalChainingExpr:
                current = node.cast(RawOptionalChainingExprSyntax.self).expression
            case .forceUnwrapExpr:
                current = node.cast(RawForceUnwrapExprSyntax.self).expression
            default:
                return
            }
        }
    }

    /// The lifetime of a chain: its source's, unless a completing operator follows; nil when an unknown call follows.
    private static func decide(_ after: [String], source: StreamLifetime?) -> StreamLifetime? {
        if after.contains(where: completing.contains) { return .oneShot }
        guard after.allSatisfy(operators.contains) else { return nil }
        return source
    }

    /// Static factories of RxSwift and Combine types.
    private static func typeMethodLifetime(type: String, _ name: String, _ call: RawFunctionCallExprSyntax) -> StreamLifetime? {
        switch name {
        case "interval", "never": return .longLived
        case "publish": return type == "Timer" ? .longLived : nil
        case "timer":
            // `timer(_:period:scheduler:)` repeats; `timer(_:scheduler:)` fires once.
            return labels(call).contains("period") ? .longLived : .oneShot
        case "just", "empty", "error", "from", "of", "deferred":
            return .oneShot
        case "create":
            // A stream that never calls `onCompleted` (a listener, a delegate relay) lives until disposed.
            guard type == "Observable" || type == "Infallible" else { return type == "Single" || type == "Maybe" || type == "Completable" ? .oneShot : nil }
            var completes = false
            RawRef(raw: call.raw, offset: 0).forEachToken { token, _ in
                if token.tokenKind == .identifier, completionTokens.contains(token.text) { completes = true; return false }
                return true
            }
            return completes ? .oneShot : .longLived
        default:
            return oneShotTypes.contains(type) ? .oneShot : nil
        }
    }

    /// `Observable`, `Observable<Int>`, `Publishers.Foo`: a type the chain starts at.
    private static func typeName(_ expr: RawExprSyntax) -> String? {
        var expr = expr
        if let spec = expr.as(RawGenericSpecializationExprSyntax.self) { expr = spec.expression }
        if let ref = expr.as(RawDeclReferenceExprSyntax.self), ref.baseName.tokenText.isCapitalized { return ref.baseName.text }
        return nil
    }

    /// The stored-property path an expression reads (`self.a.b` → `a`, `b`), nil
    /// for anything else (a parameter, a call, a type).
    private static func propertyPath(_ expr: RawExprSyntax, parameters: [String]) -> [String]? {
        var path: [String] = []
        var current: RawExprSyntax? = expr
        while let node = current {
            switch node.raw.kind {
            case .memberAccessExpr:
                let member = node.cast(RawMemberAccessExprSyntax.self)
                path.insert(member.declName.baseName.text, at: 0)
                current = member.base
                if current == nil { return nil }
            case .declReferenceExpr:
                let ref = node.cast(RawDeclReferenceExprSyntax.self)
                if ref.baseName.isKeyword("self") { return path }
                let name = ref.baseName.text
                if ref.baseName.tokenText.isCapitalized || parameters.contains(name) { return nil }
                return [name] + path
            case .optionalChainingExpr:
                current = node.cast(RawOptionalChainingExprSyntax.self).expression
            case .forceUnwrapExpr:
                current = node.cast(RawForceUnwrapExprSyntax.self).expression
            default:
                return nil
            }
        }
        return nil
    }

    static func labels(_ call: RawFunctionCallExprSyntax) -> [String] {
        var labels = call.arguments.elements(RawLabeledExprSyntax.self).map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append("_") }
        return labels
    }
}
