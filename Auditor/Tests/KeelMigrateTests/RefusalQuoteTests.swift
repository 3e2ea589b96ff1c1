import Foundation
import Testing
@testable import KeelMigrate

/// Round 9: a refusal quotes a line that names something — eidolon's `LoadingViewModel` quoted only
/// `[`, the first line of `[(a, b), …].forEach { pair in pair.0.takeUntil(x).bind(to: pair.1) … }`.
@Suite("migrate: the line a refusal quotes (round 9)", .timeLimit(.minutes(1)))
struct RefusalQuoteTests {
    @Test func aFirstLineThatNamesNothingGivesWayToTheLineOfTheReasonsName() {
        let statement = """
            [
                (model.created, created),
                (model.resolved, resolved)
            ].forEach { pair in
                pair.0
                    .takeUntil(actionsComplete)
                    .bind(to: pair.1)
            }
            """
        #expect(SourceWriter.quotedLine(of: statement, for: "`takeUntil` of a stream that can fail (`actionsComplete`)") == ".takeUntil(actionsComplete)")
        #expect(SourceWriter.quotedLine(of: statement, for: "something else") == "(model.created, created),")
        #expect(SourceWriter.quotedLine(of: "source.buffer(timeSpan: 1)\n  .subscribe()", for: "`subscribe` …") == "source.buffer(timeSpan: 1)")
    }
}
