/// Decides where a closure passed to a call runs (`Execution`). Every
/// pattern keel knows is here, once; docs/articles/Concurrency.md lists
/// them with the documentation each relies on.
///
/// Threading: pure functions of their arguments.
package enum OffMainDefinition {
    /// Calls whose arguments the decision reads (the collectors fill
    /// `CallShape.arguments` only for these, to stay cheap).
    package static let namesReadingArguments: Set<String> = ["addObserver", "perform", "performAndWait"]

    /// Every callee name a decision below is made on (a name handled in
    /// `dispatch`, `tasks`, `frameworks`, `ui`, `stream` or `synchronous` must
    /// be listed here: `execution(of:)` asks nothing else of other calls).
    /// For any other name a closure's execution is `.unknown`, so a collector
    /// that needs only where a closure runs (`FactCollector`'s frames) need
    /// not describe the call at all.
    package static let decidingNames: Set<String> = Set([
        // dispatch
        "async", "asyncAfter", "sync", "asyncAndWait", "concurrentPerform", "schedule", "addOperation", "addBarrierBlock",
        "detachNewThread", "Thread", "BlockOperation", "performBackgroundTask", "perform", "performAndWait",
        // tasks
        "detached", "Task", "run", "assumeIsolated", "addTask", "addTaskUnlessCancelled",
        // frameworks
        "dataTask", "downloadTask", "uploadTask", "streamTask", "webSocketTask", "getNotificationSettings",
        "getPendingNotificationRequests", "getDeliveredNotifications", "getNotificationCategories",
        "removeAllPendingNotificationRequests", "add", "requestAuthorization", "performChanges", "requestAccess",
        "requestRecordPermission", "requestFullAccessToEvents", "requestWriteOnlyAccessToEvents", "evaluatePolicy",
        "evaluateAccessControl", "geocodeAddressString", "reverseGeocodeLocation", "geocodePostalAddress",
        "geocodeAddressDictionary", "addObserver", "scheduledTimer", "Timer",
    ]).union(uiCallbacks).union(streamClosures).union(synchronous)

    /// Where a closure passed to `call` runs.
    package static func execution(of call: CallShape) -> Execution {
        guard decidingNames.contains(call.name) else { return undecided(call.name) }
        if let decided = dispatch(call) ?? tasks(call) ?? frameworks(call) ?? ui(call) { return decided }
        if let stream = stream(call) { return stream }
        if synchronous.contains(call.name) { return .inherits() }
        return undecided(call.name)
    }

    /// A callback no rule decides: it runs where its caller calls it.
    private static func undecided(_ name: String) -> Execution {
        .unknown("the callback of `\(name)` (its queue is not documented as main)")
    }

    /// A closure's own attributes, when they decide (`@MainActor in`).
    package static func execution(ofClosureAttributes attributes: [String]) -> Execution? {
        if attributes.contains("MainActor") { return .mainActor("a @MainActor closure") }
        if attributes.contains("Sendable") { return .unknown("a @Sendable closure") }
        return nil
    }

    /// A function body: `nonisolated` runs off the main actor, `@MainActor` on it.
    package static func execution(ofFunctionAttributes attributes: [String], modifiers: [String], name: String) -> Execution? {
        if attributes.contains("MainActor") { return .mainActor("the @MainActor func \(name)") }
        if modifiers.contains("nonisolated") { return .background("the nonisolated \(name)") }
        return nil
    }

    /// A method a type implements for a framework that calls it on a queue of its own (a delegate or
    /// observer callback), known by its name and its leading parameters' types as the framework
    /// declares them (the sender first: `fileOutput(_: AVCaptureFileOutput, didFinishRecordingTo: URL, …)`).
    package static func execution(ofCallback name: String, parameterTypes: [String]) -> Execution? {
        guard let callback = backgroundCallbacks[name], parameterTypes.starts(with: callback.parameters) else { return nil }
        return .background(callback.reason)
    }

    /// A private method runs where its callers run: when every call of it in its file is made off the
    /// main actor (`sessionQueue.async { self.configureSession() }`), its body runs off the main actor
    /// too — one call deep, the first caller's reason kept. `callers` holds each call's off-main
    /// reason, nil for a call made on the main actor or where keel cannot tell; no call, or one such
    /// call, decides nothing (a method others may call is not private).
    package static func execution(ofPrivateMethod name: String, callers: [String?]) -> Execution? {
        guard let first = callers.first ?? nil, callers.allSatisfy({ $0 != nil }) else { return nil }
        return .background("\(name)(), called only from \(first)")
    }

    /// Callbacks documented to run off the main queue: name → (leading parameter types, why). Delegates
    /// whose queue the app passes in (`setMetadataObjectsDelegate(_:queue:)`, a video data output's
    /// sample-buffer delegate) are not here: the app often passes the main queue.
    static let backgroundCallbacks: [String: (parameters: [String], reason: String)] = [
        // PhotoKit: "Photos calls this method on a background queue" (PHPhotoLibraryChangeObserver).
        "photoLibraryDidChange": (["PHChange"], "the PHPhotoLibraryChangeObserver callback photoLibraryDidChange (called on a background queue)"),
        // AVFoundation delivers a movie file output's recording events (started, paused, resumed, finished)
        // on a serial queue of its own, not the main queue (AVCaptureFileOutputRecordingDelegate).
        "fileOutput": (["AVCaptureFileOutput", "URL"], "the AVCaptureFileOutputRecordingDelegate callback fileOutput (called on a queue AVFoundation picks, not the main queue)"),
        // AVCapturePhotoOutput calls its capture delegate on a queue of its own (AVCapturePhotoCaptureDelegate).
        "photoOutput": (["AVCapturePhotoOutput"], "the AVCapturePhotoCaptureDelegate callback photoOutput (called on a queue AVFoundation picks, not the main queue)"),
    ]

    // MARK: Dispatch, operation queues, threads

    static func dispatch(_ call: CallShape) -> Execution? {
        let base = call.base ?? ""
        switch call.name {
        case "async", "asyncAfter", "sync", "asyncAndWait", "concurrentPerform", "schedule":
            guard let queue = call.base, queue != "self", queue != "super" else { return nil }
            if isMainQueue(queue) {
                return call.name == "async" || call.name == "asyncAfter"
                    ? .mainActor("DispatchQueue.main.\(call.name)")
                    : .mainThread("DispatchQueue.main.\(call.name)", sendable: true)
            }
            if queue.hasPrefix("DispatchQueue.global(") { return .background("DispatchQueue.global().\(call.name)") }
            if queue.hasPrefix("DispatchQueue(") { return .background("a DispatchQueue(label:) queue") }
            if isQueueName(queue) { return .background("the queue `\(queue)` (not the main queue)") }
            return nil
        case "addOperation", "addBarrierBlock":
            if isMainQueue(base) { return .mainThread("OperationQueue.main.\(call.name)", sendable: true) }
            if base.hasPrefix("OperationQueue(") || isQueueName(base) { return .background("an OperationQueue (\(base))") }
            return nil
        case "detachNewThread":
            return .background("Thread.detachNewThread")
        case "Thread" where call.isConstructor:
            return .background("a Thread")
        case "BlockOperation" where call.isConstructor:
            return .background("a BlockOperation (run by an operation queue)")
        case "performBackgroundTask":
            return .background("NSPersistentContainer.performBackgroundTask")
        case "perform", "performAndWait":
            // Core Data: a context runs `perform` on its own queue.
            let receiver = base.lowercased()
            if isMainQueue(base) { return .mainThread("\(base).perform", sendable: true) }
            if receiver.contains("viewcontext") || receiver.contains("maincontext") || receiver.contains("mainqueuecontext") {
                return .mainThread("a main-queue Core Data context's perform", sendable: true)
            }
            if receiver.contains("background") || receiver.contains("private") || receiver.contains("newbackgroundcontext") {
                return .background("a background Core Data context's perform")
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: Swift concurrency

    static func tasks(_ call: CallShape) -> Execution? {
        switch call.name {
        case "detached" where call.base == "Task":
            return .background("Task.detached")
        case "Task" where call.base == nil:
            return .inherits()      // `Task { }` inherits the enclosing actor
        case "run", "assumeIsolated":
            return call.base == "MainActor" ? .mainActor("MainActor.\(call.name)") : nil
        case "addTask", "addTaskUnlessCancelled":
            return .background("a task group child task")
        default:
            return nil
        }
    }

    // MARK: Framework callbacks

    static func frameworks(_ call: CallShape) -> Execution? {
        let base = call.base ?? ""
        switch call.name {
        case "dataTask", "downloadTask", "uploadTask", "streamTask", "webSocketTask":
            return .background("a URLSession completion handler (runs on the session's delegate queue)")
        case "getNotificationSettings", "getPendingNotificationRequests", "getDeliveredNotifications",
             "getNotificationCategories", "removeAllPendingNotificationRequests":
            return .background("a UNUserNotificationCenter completion (called on a background queue)")
        case "add" where base.contains("UNUserNotificationCenter") || base.lowercased().hasSuffix("notificationcenter")
            || base.lowercased().hasSuffix("center"):
            return call.closureLabel == nil || call.closureLabel == "withCompletionHandler"
                ? .background("a UNUserNotificationCenter completion (called on a background queue)") : nil
        case "requestAuthorization":
            if base.contains("PHPhotoLibrary") { return .background("a PHPhotoLibrary authorization handler (called on an arbitrary queue)") }
            return .background("an authorization completion (\(base.isEmpty ? "requestAuthorization" : base + ".requestAuthorization"): called on a background queue)")
        case "performChanges" where base.contains("PHPhotoLibrary"):
            return .background("a PHPhotoLibrary change completion (called on an arbitrary queue)")
        case "requestAccess", "requestRecordPermission", "requestFullAccessToEvents", "requestWriteOnlyAccessToEvents":
            return .background("a permission completion (\(base.isEmpty ? call.name : base + "." + call.name): called on an arbitrary queue)")
        case "evaluatePolicy", "evaluateAccessControl":
            return .background("an LAContext reply (called on a private queue)")
        case "geocodeAddressString", "reverseGeocodeLocation", "geocodePostalAddress", "geocodeAddressDictionary":
            return .mainThread("a CLGeocoder completion (called on the main thread; the closure is not main-actor isolated)", sendable: true)
        case "addObserver" where call.arguments["queue"] != nil || call.closureLabel == "using":
            let queue = call.arguments["queue"] ?? "nil"
            if queue == "nil" { return .unknown("a notification observer with queue: nil (runs on the posting thread)") }
            if isMainQueue(queue) { return .mainThread("a notification observer on the main queue", sendable: true) }
            return .background("a notification observer on \(queue)")
        case "scheduledTimer":
            return .inherits(thread: "a Timer block (runs on the run loop it is scheduled on)")
        case "Timer" where call.isConstructor:
            return .inherits(thread: "a Timer block (runs on the run loop it is added to)")
        default:
            return nil
        }
    }

    // MARK: UI frameworks (main-actor isolated by the SDK)

    static let uiCallbacks: Set<String> = [
        "onAppear", "onDisappear", "task", "onTapGesture", "onLongPressGesture", "onSubmit", "refreshable",
        "animate", "transition", "performBatchUpdates", "performWithoutAnimation", "UIAlertAction", "UIAction",
        "Button", "alert", "confirmationDialog", "sheet", "fullScreenCover", "onChange", "withAnimation",
    ]

    static func ui(_ call: CallShape) -> Execution? {
        guard uiCallbacks.contains(call.name) else { return nil }
        if call.name == "withAnimation" { return .inherits() }
        if call.name == "onChange" || call.name == "task" || call.name == "refreshable" {
            return .mainActor("a SwiftUI `\(call.name)` closure")
        }
        return .mainActor("a UIKit/SwiftUI `\(call.name)` callback")
    }

    // MARK: Streams (Combine, RxSwift)

    /// Operators whose closures run when the stream emits.
    static let streamClosures: Set<String> = [
        "sink", "subscribe", "bind", "drive", "emit", "assign", "onReceive",
        "map", "tryMap", "compactMap", "filter", "tryFilter", "flatMap", "flatMapLatest", "flatMapFirst", "switchMap",
        "concatMap", "do", "handleEvents", "scan", "tryScan", "reduce", "removeDuplicates", "distinctUntilChanged",
        "catch", "catchError", "tryCatch", "withLatestFrom", "combineLatest", "zip", "merge",
    ]
    /// Names that make a chain a stream (not a collection's `map`).
    static let streamMarkers: Set<String> = [
        "sink", "subscribe", "bind", "drive", "emit", "assign", "disposed", "store", "asObservable", "asDriver", "asSignal",
        "asPublisher", "toPublisher", "eraseToAnyPublisher", "receive", "observe", "observeOn", "subscribeOn", "publisher",
        "debounce", "throttle", "share", "flatMapLatest", "switchToLatest", "asSingle", "asInfallible", "rx",
    ]
    /// Operators that choose the scheduler downstream of them.
    static let schedulingOperators: Set<String> = ["receive", "observe", "observeOn", "subscribe", "subscribeOn", "debounce", "throttle", "delay", "timeout"]

    static func stream(_ call: CallShape) -> Execution? {
        guard streamClosures.contains(call.name) else { return nil }
        let isStream = ["sink", "subscribe", "bind", "drive", "emit", "assign", "onReceive"].contains(call.name)
            || call.upstream.contains { streamMarkers.contains($0.name) }
            || (call.root.map { $0.hasPrefix("$") || $0.contains(".$") || $0.hasSuffix("rx") } ?? false)
        guard isStream else { return synchronous.contains(call.name) ? .inherits() : nil }
        if call.name == "drive" || call.name == "emit" { return .mainThread("a Driver/Signal (delivered on the main scheduler)", sendable: false) }
        for link in call.upstream {
            if link.name == "asDriver" || link.name == "asSignal" {
                return .mainThread("a Driver/Signal (delivered on the main scheduler)", sendable: false)
            }
            guard schedulingOperators.contains(link.name), let scheduler = link.argument else { continue }
            // `subscribe(on:)` / `subscribeOn` moves the upstream; `receive(on:)`, `observe(on:)`, `debounce(…scheduler:)` the downstream.
            // A scheduler that runs its work at once on the current thread (Combine's `ImmediateScheduler`,
            // RxSwift's `CurrentThreadScheduler`) moves nothing: the stream stays where its source emits.
            if isInPlaceScheduler(scheduler) { continue }
            if link.name == "subscribe" || link.name == "subscribeOn" {
                if isMainScheduler(scheduler) { continue }
                return .background("a stream subscribed on \(scheduler)")
            }
            if (link.name == "receive" || link.name == "observe") && link.label != "on" { continue }
            return isMainScheduler(scheduler)
                ? .mainThread("a stream delivered on \(scheduler)", sendable: false)
                : .background("a stream delivered on \(scheduler)")
        }
        if let root = call.root, root.hasPrefix("$") || root.hasPrefix("self.$") || root == "objectWillChange" || root == "self.objectWillChange" {
            return .inherits()      // an object's own @Published: emits where it is set
        }
        return .unknown("a stream delivered where its source emits (no receive(on:)/observe(on:) the main scheduler)")
    }

    // MARK: Synchronous closures

    /// Functions that call their closure before returning (collections, scopes).
    static let synchronous: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "contains", "first", "firstIndex",
        "last", "lastIndex", "allSatisfy", "min", "max", "removeAll", "drop", "prefix", "split", "partition", "mapValues",
        "compactMapValues", "filterValues", "count", "enumerated", "lazy", "withExtendedLifetime", "autoreleasepool",
        "withUnsafeBytes", "withUnsafeMutableBytes", "withUnsafePointer", "withUnsafeMutablePointer", "withCString",
        "withLock", "reversed", "measure",
    ]

    // MARK: Names

    /// `DispatchQueue.main`, `OperationQueue.main`, `RunLoop.main`, `.main`.
    package static func isMainQueue(_ text: String) -> Bool {
        text == "DispatchQueue.main" || text == "OperationQueue.main" || text == "RunLoop.main" || text == ".main"
            || text == "main" || text.hasSuffix(".main") && !text.hasSuffix("Scheduler.main")
    }

    /// `MainScheduler.instance`, `DispatchQueue.main`, `RunLoop.main`, `UIScheduler.shared`, `.main`, and
    /// `ImmediateMainScheduler()` (what `keel migrate` generates: at once on the main thread, else on it).
    package static func isMainScheduler(_ text: String) -> Bool {
        isMainQueue(text) || text.contains("MainScheduler") || text.hasPrefix("UIScheduler") || text.hasPrefix("DispatchQueue.main")
            || text.hasPrefix("RunLoop.main") || text.hasPrefix("OperationQueue.main")
    }

    /// Schedulers that perform their work synchronously on the calling thread: `ImmediateScheduler.shared`
    /// (Combine: "performs actions immediately") and `CurrentThreadScheduler.instance` (RxSwift: "schedules
    /// units of work on the current thread").
    static func isInPlaceScheduler(_ text: String) -> Bool {
        text.hasPrefix("ImmediateScheduler") || text.hasPrefix("CurrentThreadScheduler")
    }

    /// A name that says it is a queue (`queue`, `self.workQueue`, `backgroundQueue`).
    static func isQueueName(_ text: String) -> Bool {
        let last = text.split(separator: ".").last.map(String.init) ?? text
        return last.lowercased().hasSuffix("queue") || last.hasSuffix("Queue()") || last.lowercased().hasSuffix("queue()")
    }
}
