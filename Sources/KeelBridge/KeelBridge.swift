// KeelBridge — the RxSwift ↔ Combine bridge of seed 000 ("Existing Bridge
// Implementation"), with the guide's API and without its defects.
//
// Re-exports Keel's Combine portability layer so clients see the publisher
// types the bridge returns. Clients import their own RxSwift (or, in this
// repository, `KeelRx`).
@_exported import KeelCombine
