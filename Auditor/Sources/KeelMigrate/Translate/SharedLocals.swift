import SwiftSyntax

/// A local of `transform(input:)` whose stream ends with `.share()`: RxSwift's observers of it share
/// one subscription (one request per trigger, whatever the number of observers). keel writes other
/// locals where they are read; a shared one is declared once, as a local publisher in init, so the
/// migrated pipelines share one subscription as the legacy observers did
/// (`ViewModelWriter.writeSharedLocal`, `ChainTranslation.source`).
enum SharedLocals {
    /// Whether `value` is `….share()` (no replay: Combine's `share()` replays nothing either).
    static func isShared(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return member.declName.baseName.text == "share"
    }
}
