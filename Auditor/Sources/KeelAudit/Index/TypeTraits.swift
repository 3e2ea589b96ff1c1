/// What a declaration *does*, as far as its own members show: the evidence
/// roles are resolved from besides names (a `…Coordinator` that presents
/// screens is a navigation coordinator; one that stores session tokens is
/// not). Computed per declaration from its file's facts
/// (`FileIndex.init(facts:)`) and merged across a type's declaration and
/// extensions by `TypeIndex`.
package struct TypeTraits: OptionSet, Sendable, Hashable, Codable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Declares a computed `body` property (SwiftUI's `View` requirement).
    package static let hasBody = TypeTraits(rawValue: 1 << 0)
    /// Navigates: presents, pushes or dismisses view controllers, holds a
    /// navigation controller, window or child coordinators, or declares
    /// `start()` / `finish()` / `show…` / `present…` / `make…View…` methods.
    package static let navigates = TypeTraits(rawValue: 1 << 1)
    /// Describes network requests: members such as `path`, `method`,
    /// `baseURL`, `headers`, `parameters`, `procedure`, or a request protocol
    /// (`URLRequestConvertible`, `TargetType`, `Endpoint`) — a network
    /// router, not a route enum.
    package static let describesRequests = TypeTraits(rawValue: 1 << 2)
    /// Declared in a file that imports UIKit, SwiftUI or AppKit: the UI
    /// layer (a networking framework's session "coordinator" is not).
    package static let uiLayer = TypeTraits(rawValue: 1 << 3)
    /// Stores a `WKWebView`: its navigation (`goBack`, `goForward`,
    /// `reload`) is a web view's, not the app's — a headless web view's
    /// "navigation coordinator" is not a screen coordinator.
    package static let drivesWebView = TypeTraits(rawValue: 1 << 4)
    /// Holds what navigation happens in: a navigation controller, window,
    /// tab bar controller, navigation path, router or child coordinators.
    package static let holdsNavigation = TypeTraits(rawValue: 1 << 5)
    /// Calls UIKit presentation or navigation-stack APIs (`present`,
    /// `pushViewController`, `setViewControllers`, `dismiss`…).
    package static let callsNavigation = TypeTraits(rawValue: 1 << 6)
    /// Exposes state others observe: `@Published` properties, Combine or
    /// RxSwift subjects and relays, `Driver`s and observables.
    package static let publishesState = TypeTraits(rawValue: 1 << 7)
    /// Declares `transform(input:)` (the RxSwift Input/Output ViewModel shape).
    package static let transformsInput = TypeTraits(rawValue: 1 << 8)
    /// Declares an instance method (besides initializers): it does something,
    /// not only holds values.
    package static let declaresMethods = TypeTraits(rawValue: 1 << 9)
    /// Calls `resolve(…)` in its code (a container look-up; a property wrapper doing it is an injection wrapper).
    package static let resolvesFromContainer = TypeTraits(rawValue: 1 << 10)
    /// Declares an instance method whose result arrives later: `async`, returning a stream
    /// (`Single`, `Observable`, `AnyPublisher`…) or taking an escaping completion closure handed a value — the API of
    /// work that waits on something (a network, a database, a player), what a long-lived service offers.
    package static let answersLater = TypeTraits(rawValue: 1 << 11)
    /// Announces its own changes by hand: `objectWillChange.send()` (or `self.objectWillChange.send()`) in its
    /// code — an `ObservableObject` whose observers redraw when it says so, whatever it declares `@Published`.
    package static let publishesByHand = TypeTraits(rawValue: 1 << 12)
    /// Reaches a shared instance in its code: `X.shared`, `X.sharedInstance`, `X.instance` (outside a default
    /// argument) — a dependency it looks up, not a value it keeps.
    package static let reachesShared = TypeTraits(rawValue: 1 << 13)
    /// Reaches storage or the network through a framework's shared handle in its code (`UserDefaults.standard`,
    /// `FileManager.default`, `URLSession.shared`): a service's work, with no stored handle.
    package static let reachesIO = TypeTraits(rawValue: 1 << 14)
    /// Sends a publisher it keeps in a stored `ObservableObjectPublisher` (another object's `objectWillChange`,
    /// handed in) from a sink on a child's publisher (`child.objectWillChange.sink { _ in self.parentWillChange?.send() }`):
    /// it forwards its children's changes into that object by hand.
    package static let forwardsChildrenIntoKeptPublisher = TypeTraits(rawValue: 1 << 15)
}
