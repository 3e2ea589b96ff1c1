import SwiftSyntax

extension DeclModifierListSyntax {
    /// `private` or `fileprivate` among the modifiers: the declaration is not visible outside its file.
    var isFilePrivate: Bool {
        contains { ["private", "fileprivate"].contains($0.name.text) }
    }
}
