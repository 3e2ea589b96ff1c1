import KeelNavigation
import PropertyBased
import Testing

/// Random navigation sequences against a coordinator tree, on each router:
/// after every operation, the coordinators alive are exactly the ones whose
/// screen is on the router (no unfinished orphans, no screen without its
/// owner), nothing ended stays alive, and the UI layer mirrors the tree.
@Suite("Navigation properties", .timeLimit(.minutes(3)))
@MainActor
struct NavigationPropertyTests {
    enum Op: CaseIterable {
        case rootSwap, rootSwapWithTabs, push, presentSheet, presentLockedSheet, presentCover, presentFromModal,
             userDismissTop, userDismissAny, back, userPop, close, cancelModal, selectTab, userSelectTab
    }

    /// The tree under test: an app coordinator (a declared owner with no
    /// screen) whose child owns the root; pushes and modals are children of
    /// the root's coordinator, or of a modal's.
    @MainActor
    final class Model {
        let driver: RouterDriver
        let tracker = CoordinatorLeakTracker()
        let app: BaseCoordinator<Void>
        weak var rootOwner: ScreenCoordinator<String>?
        var owners: [EntryID: () -> ScreenCoordinator<String>?] = [:]
        var everCreated: [() -> ScreenCoordinator<String>?] = []
        var counter = 0

        init(kind: RouterKind) {
            driver = RouterDriver(kind)
            app = BaseCoordinator<Void>(tracker: tracker)
        }

        func start(_ coordinator: ScreenCoordinator<String>, under parent: BaseCoordinator<ScreenOutcome>?) {
            if let parent { parent.startChild(coordinator) } else { app.startChild(coordinator) }
            if let id = coordinator.entryID { owners[id] = { [weak coordinator] in coordinator } }
            everCreated.append { [weak coordinator] in coordinator }
        }

        func name(_ prefix: String) -> String {
            counter += 1
            return "\(prefix)\(counter)"
        }

        var alive: [ScreenCoordinator<String>] { everCreated.compactMap { $0() } }
        var aliveModals: [ScreenCoordinator<String>] {
            alive.filter { if case .modal = $0.presentation { true } else { false } }
        }

        func apply(_ op: Op, _ parameter: Int) {
            let router = driver.router
            switch op {
            case .rootSwap, .rootSwapWithTabs:
                let route = name("root")
                let tabs = op == .rootSwapWithTabs ? ["\(route).a", "\(route).b"] : []
                let coordinator = ScreenCoordinator(router: router, presentation: .root(route, tabs: tabs), tracker: tracker)
                rootOwner = coordinator
                start(coordinator, under: nil)
            case .push:
                start(ScreenCoordinator(router: router, presentation: .push(name("push")), tracker: tracker), under: rootOwner)
            case .presentSheet, .presentLockedSheet, .presentCover:
                let style: ModalStyle = op == .presentSheet ? .sheet(dismissible: true)
                    : op == .presentLockedSheet ? .sheet(dismissible: false) : .fullScreenCover
                start(ScreenCoordinator(router: router, presentation: .modal(name("modal"), style), tracker: tracker), under: rootOwner)
            case .presentFromModal:
                guard let owner = aliveModals.last else { return }
                start(ScreenCoordinator(router: router, presentation: .modal(name("nested"), .sheet(dismissible: true)), tracker: tracker),
                      under: owner)
            case .userDismissTop:
                _ = driver.userDismiss(router.tree.modals.count - 1)
            case .userDismissAny:
                guard !router.tree.modals.isEmpty else { return }
                _ = driver.userDismiss(parameter % router.tree.modals.count)
            case .back:
                _ = driver.userBack()
            case .userPop:
                _ = driver.userPop(parameter % (router.tree.stack.count + 1))
            case .close:
                let candidates = alive
                guard !candidates.isEmpty else { return }
                candidates[parameter % candidates.count].close()
            case .cancelModal:
                let modals = aliveModals
                guard !modals.isEmpty else { return }
                modals[parameter % modals.count].cancel()
            case .selectTab:
                router.selectTab(parameter % 3)
            case .userSelectTab:
                _ = driver.userSelectTab(parameter % 3)
            }
        }

        /// Everything the property requires, as problems (empty when it holds).
        /// `screen: false` leaves out whether the UI layer shows the tree yet
        /// (UIKit transitions may still be in flight).
        func problems(screen: Bool = true) -> [String] {
            var problems: [String] = []
            let tree = driver.router.tree
            let onTree = Set(tree.allEntryIDs)
            for coordinator in alive {
                if coordinator.isFinished { problems.append("finished but alive: \(coordinator.presentation)") }
                if !coordinator.isShowing { problems.append("unfinished orphan: \(coordinator.presentation)") }
            }
            let tabRoots = Set(tree.tabs.map(\.id))
            for id in onTree where !tabRoots.contains(id) {
                if owners[id]?() == nil { problems.append("screen \(id) without its coordinator") }
            }
            problems += tracker.leaks.map { "leak: \($0)" }
            if screen { problems += driver.mismatches() }
            return problems
        }
    }

    @Test(arguments: RouterKind.allCases)
    func aliveCoordinatorsAreExactlyThoseWithAScreen(kind: RouterKind) async {
        let ops = Op.allCases
        await propertyCheck(count: 300, input: Gen.int(in: 0...(ops.count * 100 - 1)).array(of: 1...80)) { values in
            let model = Model(kind: kind)
            var trace: [String] = []
            for value in values {
                let op = ops[value % ops.count]
                model.apply(op, value / ops.count)
                trace.append("\(op)")
                let problems = model.problems()
                #expect(problems.isEmpty, "after \(trace.joined(separator: ", ")): \(problems)")
                if !problems.isEmpty { return }
            }
            model.app.finish(())
            #expect(model.alive.isEmpty, "every coordinator is released when the app coordinator finishes")
        }
    }

    /// The UIKit router with transitions still in flight: after each operation
    /// at most one UIKit transition ends, so commands keep arriving while
    /// presentations, dismissals and pushes are in progress (100 random runs
    /// of up to 60 operations). The coordinator property holds after every
    /// operation; once the window settles it shows exactly the tree and UIKit
    /// refused nothing.
    @Test func theUIKitRouterKeepsUpWithCommandsWhileTransitionsAreInFlight() async {
        let ops = Op.allCases
        await propertyCheck(count: 100, input: Gen.int(in: 0...(ops.count * 100 - 1)).array(of: 1...60)) { values in
            let model = Model(kind: .uiKit)
            let window = model.driver.uiKit!
            var trace: [String] = []
            for value in values {
                let op = ops[value % ops.count]
                model.apply(op, value / ops.count)
                window.finishTransition()
                trace.append("\(op)")
                let problems = model.problems(screen: false)
                #expect(problems.isEmpty, "after \(trace.joined(separator: ", ")): \(problems)")
                if !problems.isEmpty { return }
            }
            let problems = model.problems()
            #expect(problems.isEmpty, "settled after \(trace.joined(separator: ", ")): \(problems)")
        }
    }

    /// The issue's scenario at length: 1,000-operation runs, checked after every operation.
    @Test(arguments: RouterKind.allCases)
    func longRunsLeaveNoUnfinishedOrphans(kind: RouterKind) async {
        let ops = Op.allCases
        await propertyCheck(count: 5, input: Gen.int(in: 0...(ops.count * 100 - 1)).array(of: 1_000...1_000)) { values in
            let model = Model(kind: kind)
            for (step, value) in values.enumerated() {
                model.apply(ops[value % ops.count], value / ops.count)
                let problems = model.problems()
                #expect(problems.isEmpty, "after operation \(step + 1): \(problems)")
                if !problems.isEmpty { return }
            }
            model.app.finish(())
            #expect(model.alive.isEmpty)
        }
    }
}
