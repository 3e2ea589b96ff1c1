// Every code example of KeelFlow's, KeelFlowTesting's and KeelTesting's
// documentation — the DocC catalogs and the doc comments — is a fragment of
// this file, so it compiles (and its tests run) with the suite.
// DocumentationSnippetTests fails when a documentation code block is not
// found here, line for line (indentation aside). Edit the example here first,
// then paste it into the documentation.
import Dispatch
import KeelCombine
import KeelFlow
import KeelFlowTesting
import KeelTesting
import Testing
#if canImport(XCTest)
import XCTest
#endif

// MARK: - The landing-page flow: sign-in, three states

struct User: Equatable, Sendable {
    let name: String
}

protocol AuthService: Sendable {
    func signIn(email: String) async throws -> User
}

enum SignInState: FlowState {
    case signedOut
    case signingIn(email: String)
    case signedIn(User)

    enum Kind: CaseIterable, Sendable { case signedOut, signingIn, signedIn }
    var kind: Kind {
        switch self {
        case .signedOut: .signedOut
        case .signingIn: .signingIn
        case .signedIn: .signedIn
        }
    }
}

enum SignInEvent: FlowEvent, Equatable {
    case submit(email: String)
    case succeeded(User)
    case failed
    case signOut

    enum Kind: Hashable, Sendable { case submit, succeeded, failed, signOut }
    var kind: Kind {
        switch self {
        case .submit: .submit
        case .succeeded: .succeeded
        case .failed: .failed
        case .signOut: .signOut
        }
    }
}

enum SignInRefusal: Sendable, Equatable {
    case emptyEmail
}

extension FlowCase where Root == SignInEvent {
    static var submit: FlowCase<SignInEvent, String> {
        .init(.submit) { if case .submit(let email) = $0 { email } else { nil } }
    }
    static var succeeded: FlowCase<SignInEvent, User> {
        .init(.succeeded) { if case .succeeded(let user) = $0 { user } else { nil } }
    }
}

extension FlowCase where Root == SignInState {
    static var signingIn: FlowCase<SignInState, String> {
        .init(.signingIn) { if case .signingIn(let email) = $0 { email } else { nil } }
    }
}

enum SignInFlow {
    typealias Machine = StateMachine<SignInState, SignInEvent, SignInRefusal>

    static func machine(auth: any AuthService, sessionLength: Duration = .seconds(1_800)) -> Machine {
        Machine(
            initial: .signedOut,
            transitions: [
                .on(.submit, in: [.signedOut], to: [.signingIn],
                    guard: { _, email in email.isEmpty ? .emptyEmail : nil },
                    apply: { _, email in .signingIn(email: email) }),
                .on(.succeeded, in: .signingIn, to: [.signedIn]) { _, user in .signedIn(user) },
                .on(.failed, in: .signingIn, to: [.signedOut]) { _ in .signedOut },
                .on(.signOut, in: [.signedIn], to: [.signedOut]) { _ in .signedOut },
            ],
            onEnter: [
                .signingIn: Machine.action(.signingIn) { email in
                    [.run { send in
                        do {
                            await send(.succeeded(try await auth.signIn(email: email)))
                        } catch {
                            await send(.failed)
                        }
                    }]
                },
                .signedIn: { _ in [.send(.signOut, after: sessionLength)] },
            ]
        )
    }
}

// MARK: - Its test

struct FakeAuth: AuthService {
    var user = User(name: "Ada")
    var fails = false

    func signIn(email: String) async throws -> User {
        if fails { throw WrongPassword() }
        return user
    }
}

struct WrongPassword: Error {}

@Suite("Sign-in flow", .timeLimit(.minutes(1)))
@MainActor
struct SignInFlowTests {
    @Test func signsInAndOut() async {
        let store = FlowTestStore(machine: SignInFlow.machine(auth: FakeAuth()))
        store.send(.submit(email: "ada@example.com"), .signingIn(email: "ada@example.com"))
        await store.receive(.succeeded(User(name: "Ada")), .signedIn(User(name: "Ada")))
        store.send(.signOut, .signedOut)
        await store.finish()
    }

    @Test func theSessionExpiresOnTheTestClock() async {
        let store = FlowTestStore(machine: SignInFlow.machine(auth: FakeAuth()))
        store.send(.submit(email: "ada@example.com"), .signingIn(email: "ada@example.com"))
        await store.receive(.succeeded(User(name: "Ada")), .signedIn(User(name: "Ada")))
        await store.advance(by: .seconds(1_800))
        await store.receive(.signOut, .signedOut)
        await store.finish()
    }

    @Test func refusesAnEmptyEmailAndSignOutWhileSignedOut() async {
        let store = FlowTestStore(machine: SignInFlow.machine(auth: FakeAuth()))
        store.send(.submit(email: ""), rejectedWith: .guardRejected(.emptyEmail, from: .signedOut, event: .submit))
        store.send(.signOut, rejectedWith: .noTransition(from: .signedOut, event: .signOut))
        await store.finish()
    }

    @Test func aFailedSignInReturnsToSignedOut() async {
        let store = FlowTestStore(machine: SignInFlow.machine(auth: FakeAuth(fails: true)))
        store.send(.submit(email: "ada@example.com"), .signingIn(email: "ada@example.com"))
        await store.receive(.failed, .signedOut)
        await store.finish()
    }
}

#if canImport(XCTest)
final class SignInFlowXCTests: XCTestCase {
    @MainActor
    func testSignsInAndOut() async {
        let store = FlowTestStore(machine: SignInFlow.machine(auth: FakeAuth()))
        store.send(.submit(email: "ada@example.com"), .signingIn(email: "ada@example.com"))
        await store.receive(.succeeded(User(name: "Ada")), .signedIn(User(name: "Ada")))
        store.send(.signOut, .signedOut)
        await store.finish()
    }
}
#endif

// MARK: - Rejections, the controller and its hooks

func explain(_ rejection: Rejection<SignInState, SignInEvent, SignInRefusal>) -> String {
    switch rejection {
    case .noTransition(let from, let event):
        "\(event) is not valid while \(from)"
    case .guardRejected(let reason, _, _):
        "refused: \(reason)"
    case .undeclaredTarget(let from, let event, let produced):
        "bug: \(event) in \(from) produced \(produced), which its transition does not declare"
    case .payloadMismatch(let from, let event):
        "bug: a FlowCase for \(event) or \(from) reads another case"
    case .noHistory(let from, let event):
        "\(event) in \(from): no interrupted state to return to"
    }
}

@MainActor
func makeSignInController(auth: any AuthService) -> FlowController<SignInState, SignInEvent, SignInRefusal> {
    let controller = FlowController(machine: SignInFlow.machine(auth: auth))
    controller.onRejection = { rejection in print(explain(rejection)) }
    controller.onEffectError = { failure in print(failure) }
    return controller
}

@Suite("Documentation examples: controller, scope, graph, test helpers", .timeLimit(.minutes(1)))
@MainActor
struct ControllerDocumentationExamples {
    @Test func controllerScopeAndGraph() async {
        let controller = makeSignInController(auth: FakeAuth())
        let isBusy = controller.scope(state: { $0.kind == .signingIn }, event: { (email: String) in SignInEvent.submit(email: email) })
        isBusy.send("ada@example.com")
        #expect(isBusy.state)
        await waitUntil("the sign-in call answered") { controller.state == .signedIn(User(name: "Ada")) }
        #expect(!isBusy.state)
        controller.cancelAllEffects()

        let machine = SignInFlow.machine(auth: FakeAuth())
        #expect(machine.graph.unreachable.isEmpty)
        #expect(machine.graph.deadEnds.isEmpty)
        #expect(machine.validNextStates(from: .signedOut) == [.signingIn])
        #expect(machine.canTransition(from: .signingIn, to: .signedIn))
    }

    @Test func rejectionsAreExplained() {
        #expect(explain(.noTransition(from: .signedOut, event: .signOut)) == "signOut is not valid while signedOut")
        #expect(explain(.guardRejected(.emptyEmail, from: .signedOut, event: .submit)) == "refused: emptyEmail")
    }

    @Test func testSubscriberAndWeak() {
        var controller: FlowController<SignInState, SignInEvent, SignInRefusal>? = makeSignInController(auth: FakeAuth())
        let subscriber = TestSubscriber<SignInState, Never>(initialDemand: .max(1))
        controller?.statePublisher.subscribe(subscriber)
        #expect(subscriber.values == [.signedOut])
        subscriber.cancel()

        let weakController = Weak(controller)
        controller = nil
        #expect(weakController.value == nil)
    }
}

// MARK: - KeelTesting's `Equivalence`: a legacy ViewModel and its migration, one script

/// A stand-in for a legacy ViewModel and its migrated twin: `sync()` sets `isSyncing` on the next
/// main-queue turn.
@MainActor
final class EquivalenceExampleSide {
    @MainActor
    final class ViewModel {
        var isSyncing = false
        func sync() { DispatchQueue.main.async { MainActor.assumeIsolated { self.isSyncing = true } } }
    }
    let viewModel = ViewModel()
    func snapshot() -> [String: String] { ["isSyncing": Equivalence.describe(viewModel.isSyncing)] }
}

@MainActor
@Suite("Equivalence script example", .timeLimit(.minutes(1)))
struct EquivalenceScriptExample {
    @Test func bothSidesAgreeAtEveryMoment() async {
        let legacy = EquivalenceExampleSide()
        let migrated = EquivalenceExampleSide()
        let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot, inputs: ["sync(…)"])
        await script.settle("init")
        legacy.viewModel.sync()
        migrated.viewModel.sync()
        await script.settle("step 1: sync(…)", driving: "sync(…)")
        script.finish()
        #expect(script.differences.isEmpty)
    }
}
