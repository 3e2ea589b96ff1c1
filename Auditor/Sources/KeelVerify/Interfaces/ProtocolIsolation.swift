import Foundation

extension Interfaces {
    /// How a library protocol keel has an interface for is isolated: `true` when its declaration
    /// is `@MainActor` (UIKit's delegates), `false` when it is not (AuthenticationServices'
    /// `ASWebAuthenticationPresentationContextProviding`), `nil` when no interface declares it —
    /// keel then knows nothing and a caller must not guess.
    ///
    /// Read from the interface texts (the attributes on the declaration's line and the line
    /// before it), not compiled. Pure; safe from any thread.
    package static func protocolIsMainActor(_ name: String) -> Bool? {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        for module in modules {
            for file in module.files where file.text.contains("protocol \(name)") {
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() {
                    guard declaresProtocol(name, in: line) else { continue }
                    let attributes = line + (index > 0 ? " " + lines[index - 1] : "")
                    return attributes.contains("@MainActor")
                }
            }
        }
        return nil
    }

    /// `public protocol Name: …` / `protocol Name {` — the word after `protocol` is `name`.
    private static func declaresProtocol(_ name: String, in line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
        guard let at = words.firstIndex(of: "protocol"), at + 1 < words.count else { return false }
        return words[at + 1] == name
    }
}
