@testable import KeelAudit
import SwiftParser
import SwiftSyntax
import Testing

/// The one definition of "off the main actor" (`OffMainDefinition`), pattern
/// by pattern: VM012 reports a `@Published` write in each background
/// callback (through the fact collector's raw-tree adapter), and the
/// swift-syntax adapter the fixer and the migrator use places the same
/// closure in the same place.
@Suite("Off the main actor: one definition", .timeLimit(.minutes(2)))
struct OffMainPatternTests {
    let harness = Harness()

    /// A ViewModel whose `f()` holds `body`; `self.count = …` is the write.
    static func viewModel(_ body: String, extra: String = "") -> String {
        """
        @MainActor
        final class CounterViewModel: ObservableObject {
            @Published private(set) var count = 0
            private var cancellables = Set<AnyCancellable>()
        \(extra)
            func f(publisher: AnyPublisher<Int, Never>, url: URL, request: UNNotificationRequest) {
        \(body)
            }
        }

        """
    }

    /// Background callbacks: (name, body, words the reason must contain).
    static let background: [(String, String, String)] = [
        ("DispatchQueue.global().async", "DispatchQueue.global(qos: .utility).async { self.count = 1 }", "DispatchQueue.global()"),
        ("a DispatchQueue(label:) queue", "let queue = DispatchQueue(label: \"sync\")\nqueue.async { self.count = 1 }", "the queue `queue`"),
        ("an inline DispatchQueue(label:)", "DispatchQueue(label: \"io\").async { self.count = 1 }", "DispatchQueue(label:)"),
        ("receive(on:) a background queue + sink", "publisher.receive(on: DispatchQueue.global()).sink { [weak self] in self?.count = $0 }.store(in: &cancellables)", "delivered on DispatchQueue.global()"),
        ("receive(on:) a background queue + assign-like sink", "publisher.map { $0 + 1 }.receive(on: backgroundQueue).sink { [weak self] value in self?.count = value }.store(in: &cancellables)", "delivered on backgroundQueue"),
        ("subscribe(on:) a background queue", "publisher.subscribe(on: DispatchQueue.global()).sink { [weak self] in self?.count = $0 }.store(in: &cancellables)", "subscribed on DispatchQueue.global()"),
        ("Task.detached", "Task.detached { [weak self] in self?.count = 1 }", "Task.detached"),
        ("URLSession completion", "URLSession.shared.dataTask(with: url) { _, _, _ in self.count = 1 }.resume()", "URLSession completion"),
        ("UNUserNotificationCenter.getNotificationSettings", "UNUserNotificationCenter.current().getNotificationSettings { _ in self.count = 1 }", "UNUserNotificationCenter completion"),
        ("UNUserNotificationCenter.requestAuthorization", "UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in self.count = granted ? 1 : 0 }", "requestAuthorization"),
        ("UNUserNotificationCenter.add", "UNUserNotificationCenter.current().add(request) { _ in self.count = 2 }", "UNUserNotificationCenter completion"),
        ("NotificationCenter observer on OperationQueue()", "NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: OperationQueue()) { _ in self.count = 0 }", "notification observer on OperationQueue()"),
        ("OperationQueue().addOperation", "OperationQueue().addOperation { self.count = 3 }", "an OperationQueue"),
        ("AVCaptureDevice.requestAccess", "AVCaptureDevice.requestAccess(for: .video) { granted in self.count = granted ? 1 : 0 }", "AVCaptureDevice.requestAccess"),
        ("PHPhotoLibrary.requestAuthorization", "PHPhotoLibrary.requestAuthorization { _ in self.count = 1 }", "PHPhotoLibrary authorization"),
        ("LAContext.evaluatePolicy", "LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: \"Unlock\") { ok, _ in self.count = ok ? 1 : 0 }", "LAContext reply"),
        ("a Timer on a background run loop", "DispatchQueue.global().async {\n    let timer = Timer(timeInterval: 1, repeats: true) { _ in self.count += 1 }\n    RunLoop.current.add(timer, forMode: .common)\n    RunLoop.current.run()\n}", "DispatchQueue.global()"),
        ("Core Data background context perform", "backgroundContext.perform { self.count = 4 }", "background Core Data context"),
        ("NSPersistentContainer.performBackgroundTask", "container.performBackgroundTask { _ in self.count = 5 }", "performBackgroundTask"),
        ("a Thread", "Thread { self.count = 6 }.start()", "a Thread"),
        ("nonisolated method", "", "nonisolated func g"),
    ]

    @Test(arguments: background.indices)
    func aWriteInABackgroundCallbackIsReported(_ i: Int) throws {
        let (name, body, reason) = Self.background[i]
        let text = body.isEmpty
            ? Self.viewModel("", extra: "    nonisolated func g() { count = 7 }")
            : Self.viewModel(body.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
        let findings = harness.findings(text, rule: "VM012")
        #expect(findings.count == 1, "\(name): \(findings.map(\.message))")
        #expect(findings.first?.message.contains(reason) == true, "\(name): \(findings.first?.message ?? "none")")
        if !body.isEmpty {
            // The swift-syntax adapter agrees: the write's closure runs off the main actor.
            let placed = try #require(Self.placement(ofWriteIn: text), "\(name)")
            #expect(placed.isBackground, "\(name): \(placed)")
        }
    }

    /// A framework callback the ViewModel implements, which the framework calls on a background
    /// queue (`PHPhotoLibraryChangeObserver.photoLibraryDidChange(_: PHChange)`): a method body, not a
    /// closure. A method of that name taking something else is the ViewModel's own.
    @Test func aWriteInABackgroundFrameworkCallbackIsReported() {
        let text = Self.viewModel("", extra: """
                func photoLibraryDidChange(_ changeInstance: PHChange) { count = 8 }
                func photoLibraryDidChange(_ value: Int) { count = value }
            """)
        let findings = harness.findings(text, rule: "VM012")
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("PHPhotoLibraryChangeObserver callback photoLibraryDidChange") == true)
    }

    /// Callbacks that are not background: (name, body, expected placement).
    static let notBackground: [(String, String, String)] = [
        ("DispatchQueue.main.async", "DispatchQueue.main.async { self.count = 1 }", "mainActor"),
        ("MainActor.run", "Task.detached { await MainActor.run { self.count = 1 } }", "mainActor"),
        ("receive(on: DispatchQueue.main)", "publisher.subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main).sink { [weak self] in self?.count = $0 }.store(in: &cancellables)", "mainThread"),
        ("Rx observe(on: MainScheduler)", "observable.observe(on: MainScheduler.instance).subscribe(onNext: { [weak self] in self?.count = $0 }).disposed(by: bag)", "mainThread"),
        ("a Driver", "observable.asDriver(onErrorJustReturn: 0).drive(onNext: { [weak self] in self?.count = $0 }).disposed(by: bag)", "mainThread"),
        ("OperationQueue.main", "OperationQueue.main.addOperation { self.count = 1 }", "mainThread"),
        ("CLGeocoder", "CLGeocoder().reverseGeocodeLocation(location) { _, _ in self.count = 1 }", "mainThread"),
        ("a notification observer with queue: nil", "NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil) { _ in self.count = 0 }", "unknown"),
        ("an unknown service's completion", "service.load { self.count = 1 }", "unknown"),
        ("a stream without a scheduler", "publisher.sink { [weak self] in self?.count = $0 }.store(in: &cancellables)", "unknown"),
        ("the object's own @Published", "$count.map { $0 + 1 }.sink { [weak self] in self?.count = $0 }.store(in: &cancellables)", "inherits"),
        ("Task inherits", "Task { self.count = 1 }", "inherits"),
        ("a collection's map", "let values = [1, 2].map { value -> Int in self.count = value; return value }\n_ = values", "inherits"),
    ]

    @Test(arguments: notBackground.indices)
    func aWriteOnTheMainActorOrAnUnknownQueueIsNotReported(_ i: Int) throws {
        let (name, body, placement) = Self.notBackground[i]
        let text = Self.viewModel(body.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
        #expect(harness.findings(text, rule: "VM012").isEmpty, "\(name)")
        let placed = try #require(Self.placement(ofWriteIn: text), "\(name)")
        #expect("\(placed)".hasPrefix(placement), "\(name): \(placed)")
    }

    /// Where the write `…count = …` / `…count += …` runs, by the swift-syntax
    /// adapter: its innermost closure, or — when that one only inherits —
    /// the next closure out that decides.
    static func placement(ofWriteIn text: String) -> Execution? {
        final class Finder: SyntaxVisitor {
            var write: SequenceExprSyntax?
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let text = node.trimmedDescription
                if write == nil, text.contains("count =") || text.contains("count +=") { write = node }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        var node = finder.write.map(Syntax.init)
        var innermost: Execution?
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) {
                let execution = SyntaxCallShape.execution(of: closure)
                if innermost == nil { innermost = execution }
                if case .inherits = execution {} else { return execution }
            }
            node = current.parent
        }
        return innermost
    }

    /// VM001 says where the class writes its state off the main actor.
    @Test func vm001NamesTheOffMainWrite() {
        let text = """
        final class InboxViewModel: ObservableObject {
            @Published private(set) var unread = 0
            func refresh() {
                UNUserNotificationCenter.current().getDeliveredNotifications { notes in
                    self.unread = notes.count
                }
            }
        }

        """
        let finding = harness.findings(text, rule: "VM001").first
        #expect(finding?.message.contains("first move its write of unread at line 5") == true, "\(finding?.message ?? "none")")
        #expect(finding?.message.contains("UNUserNotificationCenter completion") == true)
    }
}
