// KeelNavigation — the module file: re-exports Keel's Combine portability layer so
// clients see the same publisher types Keel's API uses.
@_exported import KeelCombine
