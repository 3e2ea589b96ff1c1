import Foundation
import Testing

/// Which implementation a behaviour test drives: the legacy RxSwift
/// ViewModel, the `keel migrate` output for it, or (for the reference app's
/// features) the hand-migrated ViewModel in Examples/VPN/App.
enum Variant: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case legacy
    case migrated
    case handMigrated

    var testDescription: String { rawValue }

    /// The variants every feature has.
    static let generated: [Variant] = [.legacy, .migrated]
}

/// Lets every main-queue hop already requested run, and the hops those
/// request. The migrated ViewModels deliver through
/// `.receive(on: DispatchQueue.main)`; the deepest chain of hops in these
/// features is two (a state-manager value applied, then a pipeline that
/// observes the property it set), so three FIFO drains of the main queue
/// settle every one of them — deterministically, without timing.
@MainActor
func settle() async {
    for _ in 0..<3 {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
