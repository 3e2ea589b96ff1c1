// KeelBridge — the RxSwift ↔ Combine bridge that the Windscribe SwiftUI
// migration guide builds on ("Existing Bridge Implementation",
// `RxSwift+Extension.swift`), with the guide's API and without the original's
// defects, plus the write path the guide's rules need: new ViewModels "MUST
// use Combine exclusively" while existing managers "MUST remain in RxSwift".
// See KeelBridge.docc for the overview.
//
// Re-exports Keel's Combine portability layer so clients see the publisher
// and subject types the bridge returns. Clients import their own RxSwift (or,
// in this repository, `KeelRx`).
@_exported import KeelCombine
