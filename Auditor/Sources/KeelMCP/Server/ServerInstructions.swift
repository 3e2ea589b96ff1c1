/// What the server tells the agent at `initialize` (clients may add it to
/// the model's system prompt): what keel is and the workflow it supports.
enum ServerInstructions {
    static func text(root: String) -> String {
        """
        keel checks Swift code against this team's iOS architecture guides: MVVM + Coordinators + state machines, \
        SwiftUI + Combine ViewModels over legacy UIKit + RxSwift managers. It serves \(root).
        Before writing a ViewModel, a SwiftUI view or a migrated screen, read the checklist resources \
        (keel://checklists/viewmodel, keel://checklists/view, keel://checklists/other-features) and the rule pages \
        (keel://rules). After writing or changing Swift code, call audit_files on the files you touched — pass unsaved \
        text in `files` — and fix what it reports before you finish; explain_rule and explain_type say why. \
        fix_preview and migration_plan show what `keel fix` and `keel migrate` would write. Every tool is read-only: \
        the server never writes a file.
        """
    }
}
