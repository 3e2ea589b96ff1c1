import Foundation

/// Waits until everything already queued on the main queue has run: the
/// ViewModels deliver through `.receive(on: DispatchQueue.main)`, and the
/// main queue is FIFO, so after this returns their updates are visible.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

