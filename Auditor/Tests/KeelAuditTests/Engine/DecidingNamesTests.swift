import Foundation
@testable import KeelAudit
import SwiftParser
import SwiftSyntax
import Testing

/// `OffMainDefinition.decidingNames` gates `execution(of:)`: a callee name a
/// `switch` of that file handles but the set leaves out would never be decided.
/// Reads the file's own source, so a case added without its name fails here.
@Suite("Off the main actor: every handled callee is a deciding name", .timeLimit(.minutes(2)))
struct DecidingNamesTests {
    static var source: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/KeelAudit/Concurrency/OffMainDefinition.swift")
    }

    /// The string literals of every `case` label in the file.
    final class CaseNames: SyntaxVisitor {
        var names: [String] = []
        override func visit(_ node: SwitchCaseItemSyntax) -> SyntaxVisitorContinueKind {
            if let literal = node.pattern.as(ExpressionPatternSyntax.self)?.expression.as(StringLiteralExprSyntax.self) {
                names.append(literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
            }
            return .visitChildren
        }
    }

    @Test func everyCaseLabelIsListed() throws {
        let text = try String(contentsOf: Self.source, encoding: .utf8)
        let visitor = CaseNames(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        #expect(visitor.names.count > 40)
        for name in visitor.names {
            #expect(OffMainDefinition.decidingNames.contains(name), "`\(name)` is handled but not in decidingNames")
        }
    }

    /// Any other name is undecided, as before the gate: the callback runs where its caller calls it.
    @Test func otherNamesAreUnknown() {
        let shape = CallShape(base: "DispatchQueue.global()", name: "reloadData", isConstructor: false, closureLabel: nil,
                              arguments: [:], upstream: [], root: nil)
        guard case .unknown(let why) = OffMainDefinition.execution(of: shape) else {
            Issue.record("expected unknown")
            return
        }
        #expect(why == "the callback of `reloadData` (its queue is not documented as main)")
    }
}
