/// VM012 — published state mutated off the main actor.
struct OffMainMutationRule: Rule {
    let info = RuleInfo(
        id: "VM012",
        name: "published-mutated-off-main",
        summary: "Observed state (@Published, @Observable) must not be mutated off the main actor.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 8. Don't Forget @MainActor (`DispatchQueue.global().async { self.text = \"Updated\"  // Crash! }`): publishing from a background thread updates the UI off-main. Flags assignments to the ViewModel's @Published properties (or to a field of one: `self?.state.title = …` mutates `state`) in code documented to run off the main thread — DispatchQueue.global() and other non-main queues, Task.detached, nonisolated functions, URLSession, UNUserNotificationCenter, permission and LAContext completions, OperationQueue and notification observers on a background queue, background Core Data contexts, streams received or subscribed on a background scheduler (a scheduler the type stores as a constant — `let scheduler = DispatchQueue.main`, read also in the file's extensions of the type — is the queue it holds; a scheduler that runs work at once on the current thread — `ImmediateScheduler`, `CurrentThreadScheduler` — moves nothing: the stream stays where its source emits; the one definition keel shares with VM001 and `keel fix`: docs/articles/Concurrency.md) — unless hopped back with DispatchQueue.main.async, MainActor.run or a @MainActor closure. Also the body of an `async` method with no isolation of its own, and a `Task { … }` started in any method, in a ViewModel not isolated to the main actor (no `@MainActor` on it, an ancestor or the module's default isolation): since SE-0338 such code runs on the generic executor (a `Task` inherits the method's lack of isolation), so every write there is off the main actor — except, in a module that enables NonisolatedNonsendingByDefault (Xcode's Approachable Concurrency, read from the build description), an async method's, which runs on its caller's actor. A `private` method every call of which in its file is made off the main actor (`sessionQueue.async { self.configureSession() }`) runs there too: its writes count, one call deep.",
        severity: .error,
        appliesTo: .swiftUIViewModels,
        fixable: .manual("the mutation hops to the main actor"),
        howToFix: "Make the ViewModel `@MainActor` and do background work in `async` functions or services, assigning results on the main actor; or hop back with `DispatchQueue.main.async { … }` / `await MainActor.run { … }` before touching `@Published` state.",
        triggering: [
            RuleExample("""
            final class BadViewModel: ObservableObject {
                @Published private(set) var text = ""
                func update() {
                    DispatchQueue.global().async {
                        ↓self.text = "Updated"
                    }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class BadViewModel: ObservableObject {
                @Published private(set) var count = 0
                func update() {
                    Task.detached { [weak self] in ↓self?.count += 1 }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class NotificationsViewModel: ObservableObject {
                @Published private(set) var enabled = false
                func refresh() {
                    UNUserNotificationCenter.current().getNotificationSettings { settings in
                        ↓self.enabled = settings.authorizationStatus == .authorized
                    }
                }
            }
            """),
            RuleExample("""
            final class FeedViewModel: ObservableObject {
                @Published private(set) var items: [String] = []
                private var cancellables = Set<AnyCancellable>()
                init(feed: AnyPublisher<[String], Never>) {
                    feed.receive(on: DispatchQueue.global()).sink { [weak self] in ↓self?.items = $0 }.store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            @Observable
            final class GarageViewModel {
                private(set) var cars: [String] = []
                func load() async {
                    let loaded = await fetchCars()
                    ↓cars = loaded
                }
            }
            """),
            RuleExample("""
            final class ReportViewModel: ObservableObject {
                @Published private(set) var state = ReportState()
                func load() {
                    Task.detached { [weak self] in
                        let total = await self?.countEntries() ?? 0
                        ↓self?.state.total = total
                    }
                }
            }
            """),
            RuleExample("""
            final class LessonsViewModel: ObservableObject {
                @Published private(set) var failed = false
                func reload() {
                    Task {
                        do { try await fetchLessons() } catch { ↓failed = true }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var text = ""
                func update() async { text = "Updated" }
                func reload() {
                    DispatchQueue.global().async {
                        let value = compute()
                        DispatchQueue.main.async { self.text = value }
                    }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class FeedViewModel: ObservableObject {
                @Published private(set) var items: [String] = []
                private var cancellables = Set<AnyCancellable>()
                init(feed: AnyPublisher<[String], Never>) {
                    feed.subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main).sink { [weak self] in self?.items = $0 }.store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class EpisodeViewModel: ObservableObject {
                @Published private(set) var episode: Episode?
                @Published private(set) var title = ""
                private var cancellables = Set<AnyCancellable>()
                init(source: AnyPublisher<Episode?, Never>) {
                    source.receive(on: RunLoop.main).assign(to: &$episode)
                    $episode.receive(on: ImmediateScheduler.shared).sink { [weak self] in self?.title = $0?.title ?? "" }.store(in: &cancellables)
                }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        // Per ViewModel: its observed state, which of it is `@Published`, and whether it is main-actor isolated.
        var owners: [Int: (observed: Set<String>, published: Set<String>, isolated: Bool)] = [:]
        var result: [RawFinding] = []
        for assignment in context.facts.assignments where assignment.offMain || assignment.inUnisolatedAsync {
            guard let owner = context.owner(of: assignment.unit, role: .viewModel) else { continue }
            // Own state: `x = …`, `self.x = …`, or a field of it (`self?.state.title = …` mutates `state`).
            guard let member = assignment.base == nil || assignment.base == "self" ? assignment.member : assignment.ownRoot else { continue }
            // An `async` method with no isolation of its own runs on the generic executor
            // (SE-0338) unless its type is isolated to the main actor.
            let known = owners[owner] ?? (context.observedStateNames(of: owner), context.publishedNames(of: owner),
                                          context.isMainActorIsolated(unit: owner))
            owners[owner] = known
            if !assignment.offMain, known.isolated { continue }
            // With `NonisolatedNonsendingByDefault` an `async` method runs on its caller's actor.
            if !assignment.offMain, !assignment.unisolatedByTask, context.asyncRunsOnCaller { continue }
            guard known.observed.contains(member) else { continue }
            let place = assignment.offMainReason.map { " (in \($0))" }
                ?? (assignment.offMain ? "" : OffMainByIsolation.place)
            result.append(finding(context, at: assignment.offset,
                                  "\(known.published.contains(member) ? "@Published" : "Observed state") \(member) is mutated off the main actor\(place); hop to the main actor (DispatchQueue.main.async / MainActor.run) or make the work async on a @MainActor ViewModel.",
                                  snippet: assignment.snippet, unit: owner))
        }
        return result
    }

    /// ViewModels with observed state (`@Published`, or an `@Observable` class's stored vars).
    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.viewModels(.swiftUIViewModels).filter { !context.observedStateNames(of: $0).isEmpty }
    }
}

/// VM012's findings that hold only because the ViewModel is not isolated to
/// the main actor (an `async` method or a `Task` of a type without isolation):
/// making the class `@MainActor` (VM001's fix) resolves them, so `keel fix`
/// counts them fixed with it.
package enum OffMainByIsolation {
    package static let place = " (in an async method or a Task of a class not isolated to the main actor: it runs on the generic executor)"

    package static func isResolvedByMainActor(_ finding: Finding) -> Bool {
        finding.ruleID == "VM012" && finding.message.contains(place)
    }
}
