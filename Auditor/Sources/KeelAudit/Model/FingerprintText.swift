/// The part of a finding's snippet its fingerprint is made from: the snippet
/// without the words `keel fix` writes into declarations.
///
/// `keel fix` adds `@MainActor` (VM001), `private(set)` (VM003) and `final`
/// (VM013), and turns `@ObservedObject` into `@StateObject` (SU002). Another
/// finding on the same declaration — ST001 on a `@Published` property that
/// VM003 made `private(set)`, say — is the same violation after the fix; its
/// fingerprint must not change, or a baseline that hides it shows it again
/// as new, and a re-audit after `keel fix` counts it as a new finding.
///
/// Pure and deterministic; the snippet is `SnippetWriter`'s normalized source
/// (tokens separated by single spaces), so whole words are compared.
package enum FingerprintText {
    /// `snippet` without the words `keel fix` inserts; `@StateObject` reads
    /// as `@ObservedObject`. Returns `snippet` itself when none occurs.
    package static func stable(_ snippet: String) -> String {
        var words: [Substring] = []
        var changed = false
        for word in snippet.split(separator: " ", omittingEmptySubsequences: false) {
            switch word {
            case "@MainActor", "private(set)", "final":
                changed = true
            case "@StateObject":
                changed = true
                words.append("@ObservedObject")
            default:
                words.append(word)
            }
        }
        return changed ? words.joined(separator: " ") : snippet
    }
}
