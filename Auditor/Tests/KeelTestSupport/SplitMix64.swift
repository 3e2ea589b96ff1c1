/// SplitMix64: a deterministic random number generator for the suites that
/// generate their cases (fuzz and mutation tests), so the cases are the
/// same on every run and platform.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (`0` when `n` ≤ 1), by plain modulo of `next()`.
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}
