import Foundation
import UIKit

/// An app's entry point (`@main`).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency
    public static func main() { interfaceOnly() }
}

/// A part of an app's user interface with a life cycle the system manages.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { interfaceOnly() }
    public var body: Never { interfaceOnly() }
}

/// Creates a UIKit app delegate for a SwiftUI app.
@MainActor @propertyWrapper @preconcurrency
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { interfaceOnly() }
    public var wrappedValue: DelegateType { interfaceOnly() }
}
