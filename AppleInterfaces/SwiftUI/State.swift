import Foundation
import OpenCombine

/// Combine's `ObservableObject` (OpenCombine's here).
public typealias ObservableObjectType = ObservableObject

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: @isolated(any) @Sendable () -> Value

    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        self.get = get
    }

    public static func constant(_ value: Value) -> Binding<Value> { interfaceOnly() }

    public var wrappedValue: Value {
        get { interfaceOnly() }
        nonmutating set { interfaceOnly() }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { interfaceOnly() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

@MainActor @frozen @propertyWrapper @preconcurrency
public struct State<Value>: DynamicProperty {
    public nonisolated init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { interfaceOnly() }
        nonmutating set { interfaceOnly() }
    }
    public var projectedValue: Binding<Value> { interfaceOnly() }
}

@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @MainActor @dynamicMemberLookup @preconcurrency @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            interfaceOnly()
        }
    }

    @MainActor @preconcurrency
    public init(wrappedValue: ObjectType) {}
    @MainActor @preconcurrency
    public init(initialValue: ObjectType) {}

    @MainActor public var wrappedValue: ObjectType {
        get { interfaceOnly() }
        nonmutating set { interfaceOnly() }
    }

    @MainActor public var projectedValue: Wrapper { interfaceOnly() }
}

@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    @MainActor public var wrappedValue: ObjectType { interfaceOnly() }
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { interfaceOnly() }
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { interfaceOnly() }
}

public struct EnvironmentValues {
    public var dismiss: DismissAction { interfaceOnly() }
    public var colorScheme: ColorScheme { interfaceOnly() }
}

@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() { interfaceOnly() }
}
