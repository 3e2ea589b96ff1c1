import SwiftSyntax

/// RxSwift's `materialize()` and the `Event` values it produces, in the migrated file.
///
/// `materialize()` turns every element into `.next(element)` and the end into one more value —
/// `.completed`, or `.error(error)` — so the stream itself never fails (the usual way a request
/// inside `flatMapLatest` keeps the trigger alive after an error). Combine has no operator for it;
/// the migrated file declares `MigratedEvent` (the same three cases, and RxSwift's `element` /
/// `error` / `isCompleted`) and `migratedMaterialize()` (`SupportWriter.materialize()`), so a
/// subscriber's `switch event { case .next(let x): …; case .error(let e): … }` reads as before.
///
/// The legacy code spells the type `RxSwift.Event<T>` (an app with its own `Event` model must) or
/// `Event<T>`: both become `MigratedEvent<T>`; a bare `Event` only when the tree declares no type
/// of that name.
enum MaterializedEvents {
    static let typeName = "MigratedEvent"

    /// Whether `member` is `RxSwift.Event` (as an expression: `RxSwift.Event.next(x)`).
    static func isQualifiedEvent(_ member: MemberAccessExprSyntax) -> Bool {
        member.declName.baseName.text == "Event" && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "RxSwift"
    }

    /// Whether `type` is `RxSwift.Event` (as a type: `Observable<RxSwift.Event<T>>`).
    static func isQualifiedEvent(_ type: MemberTypeSyntax) -> Bool {
        type.name.text == "Event" && type.baseType.as(IdentifierTypeSyntax.self)?.name.text == "RxSwift"
    }

    /// A type's text with RxSwift's `Event` spelled as the migrated file's (`RxSwift.Event<Void>` →
    /// `MigratedEvent<Void>`); `bareIsRx`: a bare `Event` is RxSwift's too (the tree declares none).
    static func migratedTypeText(_ text: String, bareIsRx: Bool) -> String {
        var result = text.replacingOccurrences(of: "RxSwift.Event<", with: typeName + "<")
        guard bareIsRx else { return result }
        // `Event<` not preceded by an identifier character or a period (`MyEvent<`, `X.Event<`).
        var out = ""
        var rest = Substring(result)
        while let range = rest.range(of: "Event<") {
            let before = rest[rest.startIndex..<range.lowerBound]
            let previous = before.last ?? out.last
            let standalone = previous.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
            out += before + (standalone ? typeName + "<" : "Event<")
            rest = rest[range.upperBound...]
        }
        result = out + rest
        return result
    }
}
