// KeelLaunch — the app-launch state manager of the coordinator refactor
// plan. Re-exports Keel's Combine portability layer so clients see the same
// publisher types Keel's API uses.
@_exported import KeelCombine
