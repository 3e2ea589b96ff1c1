/// Lets other tasks run until `condition` holds, at most `limit` yields —
/// the no-sleep way for a test to wait for work it has just unblocked
/// (e.g. after advancing a test clock).
@MainActor
public func yieldUntil(limit: Int = 2_000, _ condition: () -> Bool = { false }) async {
    for _ in 0..<limit {
        if condition() { return }
        await Task.yield()
    }
}
