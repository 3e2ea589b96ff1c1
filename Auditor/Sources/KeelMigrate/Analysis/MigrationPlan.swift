import Foundation
import SwiftSyntax

/// The migration guide's Migration Decision Matrix, as `keel migrate`
/// applies it.
package enum MigrationPattern: String, Sendable, Equatable {
    /// Simple popups: basic actions, no state sharing, direct dismissal.
    case pushNotification = "Push Notification"
    /// Permission-style flows: complex state, external coordination.
    case locationPermission = "Location Permission"
    /// Settings / authentication screens that receive parameters.
    case locationPermissionWithStateManager = "Location Permission + State Manager"
}

/// What each legacy event stream becomes.
enum EventPlan: Equatable {
    /// An input: a method. With `subject`, the method sends into a private
    /// `PassthroughSubject` that the translated pipeline observes; without,
    /// the method body is the legacy subscription's closure.
    case input(method: String, subject: String?)
    /// An output event: a closure the coordinator sets (`var onX: ((T) -> Void)?`).
    case output(closure: String)
    /// A dismissal event: `@Published private(set) var shouldDismiss`.
    case dismiss
    /// Sent and observed inside the ViewModel: a private `PassthroughSubject`.
    case internalSubject(subject: String)
}

/// The legacy feature read and decided: everything the writers need.
struct MigrationPlan {
    var located: LocatedFeature
    var legacyPath: String
    var controllerPath: String?
    var names: FeatureNames
    var pattern: MigrationPattern
    var patternReasons: [String]

    var properties: [LegacyProperty]
    var parameters: [LegacyParameter]
    var initializer: InitializerDeclSyntax?
    /// Members in legacy order (class body, then same-file extensions).
    var members: [MemberBlockItemSyntax]
    var imports: [String]
    var rxImport: String
    var extraImports: [String]
    var inheritedProtocols: [String]
    var droppedSuperclass: String?

    var states: [String: LegacyProperty] = [:]
    var events: [String: EventPlan] = [:]
    var eventElements: [String: String?] = [:]
    /// State property → setter method name, for state the screen writes.
    var setters: [String: String] = [:]
    /// Input events whose legacy subscription is the method body: event → closure.
    var inputClosures: [String: ClosureExprSyntax] = [:]
    /// Whether the ViewModel publishes `shouldDismiss`.
    var hasDismiss = false

    var dependencies: [LegacyParameter] { parameters.filter { $0.kind == .dependency } }
    var valueParameters: [LegacyParameter] { pattern == .locationPermissionWithStateManager ? parameters.filter { $0.kind == .value } : [] }
    var ownReactiveNames: Set<String> { Set(properties.filter { [.state, .event, .derived].contains($0.kind) }.map(\.name)) }

    func property(_ name: String) -> LegacyProperty? { properties.first { $0.name == name } }

    /// The type of a stored property or init parameter of the legacy ViewModel.
    func storedType(_ name: String) -> String? {
        property(name)?.typeText ?? parameters.first { $0.name == name }?.type
    }
}
