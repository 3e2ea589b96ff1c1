import Foundation
import SwiftSyntax

/// A local variable declared with an RxSwift stream type and assigned later —
/// SwiftHub's `var request: Single<[Event]>` set in each case of a `switch`, then
/// used in a chain (`return request.trackActivity(loading).map { … }`).
///
/// Migrated, the local is a type-erased publisher (`var request: AnyPublisher<[Event], Error>`),
/// each assignment the assigned stream translated and erased to that type, and a chain
/// that starts from the local starts from the publisher as it is (no bridge). What the
/// chain subscribes to is the stream the `switch` chose, as before.
enum LocalStreams {
    struct Local: Equatable {
        var name: String
        var element: String
        var fails: Bool

        var publisherType: String { "AnyPublisher<\(element), \(fails ? "Error" : "Never")>" }
    }

    /// Stream types a local may be declared with (a subject or relay is state, not a stream to choose).
    static let streamTypes: Set<String> = ["Observable", "Single", "Maybe", "Driver", "Signal"]

    /// `var request: Single<[Event]>` (one binding, a spelled element, no initializer): the local it declares.
    static func local(declaredBy decl: VariableDeclSyntax) -> Local? {
        guard decl.bindings.count == 1, let binding = decl.bindings.first, binding.initializer == nil, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription, !TypeText.isOptional(type),
              let reactive = ReactiveType.classify(type), streamTypes.contains(reactive.name),
              let element = reactive.element, !element.isEmpty else { return nil }
        // Only a local: a stored property of the ViewModel is not a statement of a code block.
        guard decl.parent?.is(CodeBlockItemSyntax.self) == true,
              decl.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) != true else { return nil }
        return Local(name: name, element: element, fails: reactive.fails)
    }

    /// The local stream `reference` names: a declaration of that name in an enclosing code block,
    /// before the reference, inside the same function (a closure in between captures it).
    static func local(namedBy reference: DeclReferenceExprSyntax) -> Local? {
        guard reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        // `x.request` is a member, not the local.
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return nil }
        var current = Syntax(reference)
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= current.position { break }
                    if let decl = item.item.as(VariableDeclSyntax.self), let local = local(declaredBy: decl), local.name == name { return local }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// `request = provider.userEvents(…)`: the local assigned and the value, when the target is a local stream.
    static func assignment(_ sequence: SequenceExprSyntax) -> (local: Local, value: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(DeclReferenceExprSyntax.self), let local = local(namedBy: target) else { return nil }
        return (local, elements[2])
    }
}
