import IssueReporting

extension StateMachine {
    /// An entry or exit action for one state case, with its payload bound:
    ///
    /// ```swift
    /// .signingIn: Machine.action(.signingIn) { email in
    ///     [.run { send in
    ///         do {
    ///             await send(.succeeded(try await auth.signIn(email: email)))
    ///         } catch {
    ///             await send(.failed)
    ///         }
    ///     }]
    /// },
    /// ```
    ///
    /// Register it under the case's kind. Should it ever run for a state the
    /// ``FlowCase`` cannot read (registered under another kind, or an
    /// extractor that disagrees with its kind), it starts nothing and reports
    /// an issue at the line that declared it — a test failure under XCTest
    /// and Swift Testing, a runtime warning in an app — instead of silently
    /// doing nothing.
    public static func action<Payload>(
        _ state: FlowCase<State, Payload>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: @escaping @Sendable (Payload) -> [Effect<Event>]
    ) -> Action {
        { current in
            guard let payload = state.extract(from: current) else {
                reportIssue(
                    "An action for \(state.kind) ran for a state of kind \(current.kind) whose payload its FlowCase cannot read",
                    fileID: fileID, filePath: filePath, line: line, column: column
                )
                return []
            }
            return body(payload)
        }
    }
}
