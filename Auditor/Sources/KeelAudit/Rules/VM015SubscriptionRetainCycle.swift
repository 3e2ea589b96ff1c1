/// VM015 — stored subscription that retains the ViewModel.
struct SubscriptionRetainCycleRule: Rule {
    let info = RuleInfo(
        id: "VM015",
        name: "viewmodel-subscription-retain-cycle",
        summary: "A subscription stored in the ViewModel's cancellables (or dispose bag) must not capture the ViewModel strongly.",
        rationale: "Windscribe SwiftUI Migration Guide › Migration Patterns › Pattern 1: ViewModel with Legacy Service Integration and Key Implementation Details › Bridge Usage in Practice: every stored sink captures `[weak self]`, and state is bound with `.assign(to: &$servers)`. `.sink { self.… }.store(in: &cancellables)` or `.assign(to: \\.x, on: self)` makes the ViewModel own a subscription that owns the ViewModel: on a long-lived source (a subject, a @Published property, a bridged RxSwift stream, NotificationCenter, a timer) it never deinitializes and keeps reacting after its screen is gone. A `[weak self]` in a closure nested inside the subscription's closure weakens only that nested closure: the outer `bind { … .disposed(by: self.disposeBag) }` still holds the ViewModel. A subscription stored in a bag the caller passes `inout` (`transform(input:cancellables: inout Set<AnyCancellable>)`, the controller's set) lives as long as the caller's bag: the ViewModel does not own it, so no cycle runs through the ViewModel. A one-shot pipeline (a network call, `Just`, `Future`, a bridged Single, anything after `.first()`, a local the method binds to one: `let attempt = Future { … }; attempt.sink { … }`) completes and releases the closure, so it is not reported. A method's stream is what the method returns: its declared result (`Single`, `Maybe`, `Completable`, `Future` complete; a subject or relay does not) and, where its body is in the tree, its source — a relay or subject it exposes, an interval, an `Observable.create` that never completes are long-lived; one that completes, `just`, a one-shot timer are not — followed through the methods it forwards to (a use case to its repository, an object made at the call: `Repository().status(…)`) and through a protocol to the types implementing it; `URLSession`'s `dataTaskPublisher` is a request. Only where the tree shows neither does the name decide: one-shot unless it says stream (`…Publisher()`, `observe…`). `Observable.of(a, b).merge()` lives as long as the streams it merges.",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .manual("not applied by `keel fix`: add `[weak self]` to the closure and `self?` to its uses (this changes when the object is released)"),
        howToFix: "Capture `[weak self]` in the closure (`.sink { [weak self] value in self?.state = value }`), or bind with `.assign(to: &$state)`, which ties the subscription to the @Published property without retaining the ViewModel.",
        triggering: [
            RuleExample("""
            @MainActor
            final class ChoresViewModel: ObservableObject {
                @Published private(set) var chores: [String] = []
                private var cancellable: AnyCancellable?
                init(store: ChoreStore) {
                    cancellable = store.$chores.↓sink { chores in self.chores = chores }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class ServerListViewModel: ObservableObject {
                @Published private(set) var servers: [Server] = []
                private var cancellables = Set<AnyCancellable>()
                private func setupBindings() {
                    serverManager.serversSubject
                        .asPublisher()
                        .↓sink(receiveCompletion: { _ in }, receiveValue: { servers in self.servers = servers })
                        .store(in: &cancellables)
                    serverManager.loadingSubject
                        .asPublisher()
                        .↓assign(to: \\.isLoading, on: self)
                        .store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            import RxSwift
            import RxRelay
            final class SearchViewModel {
                let query = BehaviorRelay<String>(value: "")
                let results = BehaviorRelay<[String]>(value: [])
                private let disposeBag = DisposeBag()
                init() {
                    query.↓subscribe(onNext: { self.results.accept([$0]) }).disposed(by: disposeBag)
                }
            }
            final class SearchViewController: UIViewController { let viewModel = SearchViewModel() }
            """),
            RuleExample("""
            import RxSwift
            final class AccountViewModel {
                let token = PublishSubject<String>()
                let signedOut = PublishSubject<Void>()
                private let disposeBag = DisposeBag()
                init(auth: AuthService) {
                    token.↓bind { value in
                        auth.revoke(value).subscribe(onNext: { [weak self] _ in self?.signedOut.onNext(()) })
                            .disposed(by: self.disposeBag)
                    }.disposed(by: disposeBag)
                }
            }
            final class AccountViewController: UIViewController { let viewModel = AccountViewModel(auth: LiveAuth()) }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // What the repository's method returns decides: a URL request completes.
            final class StatusRepository {
                func statusUpdates(of id: String) -> AnyPublisher<Data, URLError> {
                    URLSession.shared.dataTaskPublisher(for: URL(string: id)!).map(\\.data).eraseToAnyPublisher()
                }
            }
            @MainActor
            final class StatusViewModel: ObservableObject {
                @Published private(set) var loaded = false
                private var cancellables = Set<AnyCancellable>()
                func refresh() {
                    StatusRepository().statusUpdates(of: "a")
                        .sink(receiveCompletion: { _ in self.loaded = true }, receiveValue: { _ in })
                        .store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            // One-shot pipelines complete and release their closures.
            @MainActor
            final class SignUpViewModel: ObservableObject {
                @Published private(set) var done = false
                private var cancellables = Set<AnyCancellable>()
                func submit() {
                    vpnManager.disconnect().asPublisher()
                        .flatMap { _ in Future<Void, Error> { promise in promise(.success(())) } }
                        .sink(receiveCompletion: { _ in }, receiveValue: { self.done = true })
                        .store(in: &cancellables)
                    Just(1).sink { _ in self.done = true }.store(in: &cancellables)
                    URLSession.shared.dataTaskPublisher(for: url).sink(receiveCompletion: { _ in }, receiveValue: { _ in self.done = true }).store(in: &cancellables)
                    $done.first().sink { _ in self.reload() }.store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            // The controller's bag, passed `inout`: the caller owns the subscription.
            final class InboxViewModel {
                @Published private(set) var unread = 0
                @Published private(set) var shown = false
                func bind(cancellables: inout Set<AnyCancellable>) {
                    $unread.sink { _ in self.shown = true }.store(in: &cancellables)
                }
            }
            final class InboxViewController: UIViewController { let viewModel = InboxViewModel() }
            """),
            RuleExample("""
            @MainActor
            final class ServerListViewModel: ObservableObject {
                @Published private(set) var servers: [Server] = []
                private var cancellables = Set<AnyCancellable>()
                private func setupBindings() {
                    serverManager.serversSubject
                        .asPublisher()
                        .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] servers in self?.servers = servers })
                        .store(in: &cancellables)
                    serverManager.serversObservable
                        .toPublisher()
                        .receive(on: DispatchQueue.main)
                        .assign(to: &$servers)
                }
            }
            """),
        ]
    )

    var interests: FactInterests { FactInterests(calls: ["assign"], closures: Set(["sink"]).union(Self.rxSubscriptions).union(Self.chainOperators)) }

    /// RxSwift subscriptions whose closures a dispose bag keeps (legacy ViewModels keep them too).
    static let rxSubscriptions: Set<String> = ["subscribe", "drive", "bind", "emit"]

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        let calls = context.facts.calls
        for index in calls.indices {
            // A struct ViewModel's closures copy it: no cycle to break.
            guard let owner = context.owner(of: calls[index].unit, role: .viewModel), !context.isStruct(owner) else { continue }
            let call = calls[index]
            // Kept in the caller's bag (`transform(input:cancellables: inout Set<AnyCancellable>)`): the subscription
            // lives as long as the caller's set, which the ViewModel does not own — no cycle through the ViewModel.
            if call.storedInCallersBag { continue }
            var snippet: String?
            if call.name == "sink", call.followedBy == "store" || call.followedBy == "=" {
                snippet = call.closures.first { $0.usesSelf && !$0.capturesSelfWeakly }?.snippet
            } else if Self.rxSubscriptions.contains(call.name), call.followedBy == "disposed" || call.followedBy == "=" {
                // RxSwift's analogue: `.subscribe(onNext: { self… }).disposed(by: disposeBag)`.
                snippet = call.closures.first { $0.usesSelf && !$0.capturesSelfWeakly }?.snippet
            } else if call.name == "assign", call.labels == ["to", "on"], call.selfArguments.last == true {
                snippet = "assign(to:on:self)"
            }
            let stored = (call.name == "sink" || call.name == "assign") && (call.followedBy == "store" || call.followedBy == "=")
                || Self.rxSubscriptions.contains(call.name) && (call.followedBy == "disposed" || call.followedBy == "=")
            guard stored, !Self.startsAtOneShotLocal(call, context.facts),
                  Self.isLongLived(call.receiver, methodLifetime: { methodLifetime(call, link: $0, owner: owner, context) }) else { continue }
            if let snippet {
                result.append(finding(context, at: call.nameOffset,
                                      "Stored subscription to a long-lived publisher captures the ViewModel strongly (\(snippet)); capture [weak self] or use assign(to: &$property).",
                                      snippet: snippet, unit: owner))
            } else if let strong = strongOperatorClosure(before: call, in: calls) {
                // `.map { self.f($0) }.sink { [weak self] … }.store(in:)`: the stored subscription keeps the operator's closure too.
                result.append(finding(context, at: strong.call.nameOffset,
                                      "Stored subscription to a long-lived publisher captures the ViewModel strongly in its \(strong.call.name) operator (\(strong.closure.snippet)); the subscription keeps every closure of the chain, so capture [weak self] there too.",
                                      snippet: strong.closure.snippet, unit: owner))
            }
        }
        return result
    }

    /// `let attempt = Future<URL, Error> { … }; attempt.sink { … }.store(in: &cancellables)`: the chain starts
    /// at a local bound to a one-shot publisher (constructed or annotated: `Future`, `Just`, a `Single`…), which
    /// completes and releases the closure as the constructor written in place would. The local is one declared
    /// before the call in a frame enclosing it (a function, a closure, an accessor's property): an earlier
    /// method's local does not reach an accessor or a `lazy` closure, where the name is the property (review r17 #11).
    static func startsAtOneShotLocal(_ call: CallFact, _ facts: FileFacts) -> Bool {
        guard let root = call.receiver.first, !root.hasSuffix("()"), root != "self", root.first?.isLowercase == true else { return false }
        guard let local = facts.localTypes.last(where: { local in
            local.name == root && local.unit == call.unit && local.offset < call.offset && local.scopeEnd.map { call.offset < $0 } == true
        }),
              let type = local.typePath.last else { return false }
        return StreamSyntax.oneShotConstructors.contains(type) || StreamSyntax.oneShotTypes.contains(type)
    }

    /// Operators that keep the upstream's lifetime (a long-lived source stays long-lived).
    static var operators: Set<String> { StreamSyntax.operators }
    /// Operators after which the pipeline completes.
    static var completing: Set<String> { StreamSyntax.completing }
    /// Constructors of publishers that complete.
    static var oneShotConstructors: Set<String> { StreamSyntax.oneShotConstructors }

    /// Whether the pipeline a call is made on lives as long as its source: a
    /// property (a subject, `$published`, a bridged RxSwift observable), a
    /// publisher combinator, or a method whose name says stream. One-shot
    /// sources — a method call (a request), `Just`, `Future`, a completing
    /// operator — are not; neither is anything the syntax cannot read.
    /// An operator earlier in the same chain as `terminal` (`a.map { … }.sink { … }`:
    /// the chain's calls start where it starts) whose closure captures `self` strongly.
    private func strongOperatorClosure(before terminal: CallFact, in calls: [CallFact]) -> (call: CallFact, closure: ClosureFact)? {
        for call in calls where call.offset == terminal.offset && call.nameOffset < terminal.nameOffset && Self.chainOperators.contains(call.name) {
            if let closure = call.closures.first(where: { $0.usesSelf && !$0.capturesSelfWeakly }) { return (call, closure) }
        }
        return nil
    }

    /// Operators whose closures a stored subscription keeps alive with it.
    static let chainOperators: Set<String> = ["map", "compactMap", "flatMap", "filter", "tryMap", "handleEvents", "flatMapLatest", "do", "withLatestFrom", "scan"]

    /// `methodLifetime(i)`: what the semantic model knows of the stream the
    /// method at link `i` returns (its declared result, its body); the name
    /// decides only where the model knows nothing.
    static func isLongLived(_ receiver: [String], methodLifetime: (Int) -> StreamLifetime? = { _ in nil }) -> Bool {
        guard !receiver.isEmpty else { return false }
        for link in receiver where link.hasSuffix("()") && completing.contains(String(link.dropLast(2))) { return false }
        for (position, link) in receiver.enumerated() {
            if link == "self" { continue }
            if link == "?" { return false }
            guard link.hasSuffix("()") else { continue }   // a property along the chain
            let name = String(link.dropLast(2))
            if operators.contains(name) { continue }
            if name.first?.isUppercase == true {
                if oneShotConstructors.contains(name) { return false }
                // `Repository().status(…)`: an object made here and asked for a stream — the method decides.
                if receiver.indices.contains(position + 1), receiver[position + 1].hasSuffix("()"),
                   !StreamSyntax.isStreamType(name), !StreamSyntax.longLivedTypes.contains(name),
                   !operators.contains(String(receiver[position + 1].dropLast(2))) { continue }
                return true
            }
            if StreamSyntax.oneShotMethods.contains(name) { return false }
            // `Observable.of(input.a, input.b).merge()`: the streams merged, as long-lived as they are.
            if name == "of" || name == "from", receiver.indices.contains(position + 1), receiver[position + 1] == "merge()" { return true }
            if let lifetime = methodLifetime(position) { return lifetime == .longLived }
            return isStreamName(name)
        }
        return true
    }

    /// The lifetime of the stream returned by the method at `link` of a call's
    /// receiver, when the receiver reaches it through the ViewModel's stored
    /// properties (`useCase.observeRoom(id:)`, `self.repository.location()`)
    /// or is the ViewModel's own method.
    private func methodLifetime(_ call: CallFact, link: Int, owner: Int, _ context: RuleContext) -> StreamLifetime? {
        let path = call.receiverNames(before: link)
        let method = String(call.receiver[link].dropLast(2))
        // `Repository().status(…)`: the constructed type's method.
        if path.count == 1, let made = path.first, made.hasSuffix("()"), made.first?.isUppercase == true {
            let type = context.model.finalSymbol(context.resolve([String(made.dropLast(2))], unit: call.unit ?? owner, offset: call.offset))
            return context.streamLifetime(of: type, method: method, labels: nil)
        }
        guard path.allSatisfy({ !$0.isEmpty && !$0.hasSuffix("()") && $0.first?.isLowercase == true }) else { return nil }
        guard let ownerID = context.declaration(of: owner) else { return nil }
        var type: Symbol = .declared(ownerID)
        if let root = path.first {
            guard let property = context.properties(of: owner).first(where: { $0.names.contains(root) && !$0.isStatic }),
                  let typePath = property.typePath else { return nil }
            type = context.model.finalSymbol(context.resolve(typePath, unit: property.unit, offset: property.offset))
            if path.count > 1 {
                guard case .declared(let id) = type, let member = context.memberType(Array(path.dropFirst()), of: id) else { return nil }
                type = member
            }
        }
        return context.streamLifetime(of: type, method: method, labels: nil)
    }

    /// `publisher(for:)`, `publish(every:)`, `observeState()`, `statusPublisher()`.
    static func isStreamName(_ name: String) -> Bool {
        if name == "publisher" || name == "publish" || name == "values" { return true }
        // Requests, whatever their result is called (`dataTaskPublisher(for:)`, `fetchUserPublisher()`).
        for prefix in ["fetch", "load", "request", "get", "post", "put", "delete", "send", "perform", "upload", "download", "dataTask"]
            where name.hasPrefix(prefix) { return false }
        for prefix in ["observ", "subscribe", "listen", "watch", "stream"] where name.hasPrefix(prefix) { return true }
        for suffix in ["Publisher", "Stream", "Changes", "Updates", "Observable", "Subject", "Signal"] where name.hasSuffix(suffix) { return true }
        return false
    }

    /// ViewModels that store Combine subscriptions.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        var units: Set<Int> = []
        let calls = context.facts.calls
        for index in calls.indices where (calls[index].name == "sink" && calls[index].followedBy == "store") || calls[index].name == "assign" {
            if let owner = context.owner(of: calls[index].unit, role: .viewModel), context.facts.units[owner].declaration.kind != .extension,
               !context.isStruct(owner) { units.insert(owner) }
        }
        return units.sorted()
    }
}
