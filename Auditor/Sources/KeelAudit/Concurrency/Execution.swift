/// Where a piece of code runs, as far as its syntax proves it: the one
/// definition of "off the main actor" that VM001, VM012, `keel fix` and
/// `keel migrate` share (`OffMainDefinition` decides it; the fact collector,
/// the fixer and the migrator only describe the call a closure is passed to).
///
/// The rule of the house: where a callback's queue is not documented as main,
/// it is not main. `unknown` is not provably main.
package enum Execution: Sendable, Hashable {
    /// On the main actor, and the compiler knows it: `DispatchQueue.main.async`,
    /// `MainActor.run`, a `@MainActor` closure, a SwiftUI or UIKit callback
    /// the SDK isolates.
    case mainActor(String)
    /// On the main thread at run time — documented (`CLGeocoder`,
    /// `OperationQueue.main`), or a stream delivered on the main scheduler —
    /// but not isolated to the main actor by the compiler. `sendable`: the
    /// SDK types the closure `@Sendable`, so a `@MainActor` member cannot be
    /// used from it synchronously (an error in Swift 6).
    case mainThread(String, sendable: Bool)
    /// Off the main actor: a documented background queue or thread, a queue
    /// other than the main one, `Task.detached`, a `nonisolated` member.
    case background(String)
    /// Not documented as main: an escaping callback of an API keel does not
    /// know, a stream delivered wherever its source emits, a notification
    /// observer on the posting thread.
    case unknown(String)
    /// Runs where the enclosing code runs: a synchronous closure (`map` on a
    /// collection, `withAnimation`), a closure not passed to a call, or a
    /// `Task { }` (it inherits the enclosing actor). `thread`: run where the
    /// enclosing code runs, but only the thread is inherited, not the
    /// isolation (a `Timer` block on the current run loop, `@Sendable`).
    case inherits(thread: String? = nil)

    /// The phrase a report uses (`a UNUserNotificationCenter completion`).
    package var what: String {
        switch self {
        case .mainActor(let what), .background(let what), .unknown(let what): what
        case .mainThread(let what, _): what
        case .inherits(let thread): thread ?? "the enclosing code"
        }
    }

    /// Known to run off the main thread (what VM012 reports).
    package var isBackground: Bool {
        if case .background = self { return true }
        return false
    }
}

/// A closure's call, described without syntax: what `OffMainDefinition`
/// decides from. The fact collector (raw syntax), the fixer and the
/// migrator (swift-syntax) each build one from their own tree.
package struct CallShape: Sendable, Hashable {
    /// The callee's receiver, whitespace removed and arguments dropped
    /// (`DispatchQueue.global()`, `URLSession.shared`, `self.queue`); nil
    /// for a free function or constructor.
    package var base: String?
    /// The callee's last name (`async`, `dataTask`, `Task`, `Timer`).
    package var name: String
    /// `Foo(…)`, `Foo.init(…)`: `name` is the constructed type.
    package var isConstructor: Bool
    /// The label of the argument the closure is passed as (nil: trailing or unlabeled).
    package var closureLabel: String?
    /// Argument label → argument text (whitespace removed), for the few
    /// calls whose arguments decide (`addObserver(…queue:)`, `perform`).
    package var arguments: [String: String]
    /// The stream operators before this call in its chain, nearest first
    /// (`x.receive(on: q).map { }.sink { }` asked for `sink`: `map`, `receive(on: q)`).
    package var upstream: [StreamLink]
    /// The chain's root (`$query`, `self.$query`, `service.items`, `NotificationCenter.default`).
    package var root: String?

    package init(base: String?, name: String, isConstructor: Bool = false, closureLabel: String? = nil,
                 arguments: [String: String] = [:], upstream: [StreamLink] = [], root: String? = nil) {
        self.base = base
        self.name = name
        self.isConstructor = isConstructor
        self.closureLabel = closureLabel
        self.arguments = arguments
        self.upstream = upstream
        self.root = root
    }
}

/// One operator of a stream chain: its name and its first argument.
package struct StreamLink: Sendable, Hashable {
    package var name: String
    package var label: String?
    /// The first argument's text, whitespace removed (only for scheduling operators).
    package var argument: String?

    package init(name: String, label: String? = nil, argument: String? = nil) {
        self.name = name
        self.label = label
        self.argument = argument
    }
}
