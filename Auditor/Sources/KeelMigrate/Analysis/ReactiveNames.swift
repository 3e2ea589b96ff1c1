import SwiftSyntax

/// The reactive type names a ViewModel's declaration mentions: whether it
/// is written with RxSwift, with Combine, or with neither.
enum ReactiveNames {
    static let rx: Set<String> = [
        "Observable", "Single", "Maybe", "Completable", "BehaviorRelay", "PublishRelay", "ReplayRelay", "BehaviorSubject",
        "PublishSubject", "ReplaySubject", "AsyncSubject", "Driver", "Signal", "DisposeBag", "Disposable", "Infallible",
        "ControlEvent", "ControlProperty", "Variable",
    ]
    static let combine: Set<String> = [
        "Published", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Just", "Future",
        "ObservableObject",
    ]

    /// Whether the class (or its same-file extensions) subscribes to, binds or feeds an RxSwift
    /// stream itself (`subscribe`, `bind`, `drive`, `accept`, `onNext`, `asObservable`…).
    static func makesRxSubscriptions(_ decl: ClassDeclSyntax, extensions: [DeclSyntax]) -> Bool {
        let calls: Set<String> = ["subscribe", "bind", "drive", "emit", "accept", "onNext", "asObservable", "asDriver", "asSignal",
                                  "asSingle", "asCompletable", "flatMapLatest", "withLatestFrom", "observe"]
        for node in [Syntax(decl)] + extensions.map(Syntax.init) {
            for token in node.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind, calls.contains(text),
                   token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period {
                    return true
                }
            }
        }
        return false
    }

    /// Identifiers and attribute names used in the class and its same-file extensions.
    static func typeNames(in decl: ClassDeclSyntax, extensions: [DeclSyntax]) -> Set<String> {
        var names: Set<String> = []
        for node in [Syntax(decl)] + extensions.map(Syntax.init) {
            for token in node.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind, rx.contains(text) || combine.contains(text) { names.insert(text) }
            }
        }
        return names
    }

    /// "ObservableObject, @Published" — what shows it is Combine.
    static func combineEvidence(_ names: Set<String>, inherits: [String]) -> String {
        var evidence: [String] = []
        if inherits.contains("ObservableObject") || names.contains("ObservableObject") { evidence.append("ObservableObject") }
        for name in ["Published", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable"] where names.contains(name) {
            evidence.append(name == "Published" ? "@Published" : name)
        }
        return evidence.isEmpty ? "Combine" : evidence.joined(separator: ", ")
    }
}
