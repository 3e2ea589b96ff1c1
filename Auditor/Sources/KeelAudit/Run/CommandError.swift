/// An error whose `description` is the one line a `keel` command prints
/// for it (configuration problems, `keel migrate`'s bad input). Any other
/// error is printed with its `localizedDescription`.
package protocol CommandError: Error, CustomStringConvertible {}

extension ConfigurationError: CommandError {}

/// What every `keel` command prints on standard error for an error it
/// stops on (and then exits 2, having written nothing).
package func commandErrorLine(_ error: any Error) -> String {
    "error: \((error as? any CommandError)?.description ?? error.localizedDescription)\n"
}
