// KeelRx — the one import that names the Rx types, and the single RxSwift
// portability point of Keel.
//
// Keel's bridge and reference app write `import KeelRx` and never name RxSwift
// directly; a client may do the same to write code (or tests) that compiles
// under either of Keel's package traits:
// - `RxSwift` (the default): re-exports real RxSwift 6 and RxRelay;
// - `StandIn` (offline): re-exports Keel's clean-room stand-in, which mirrors
//   RxSwift's names, signatures and event grammar for the subset Keel uses.
// Enable exactly one of them. With both enabled the compiler says so (a
// warning, not an error: SwiftPM enables every trait when it extracts symbol
// graphs, so `swift package generate-documentation` builds with both) and real
// RxSwift wins; the stand-in then compiles as a module nothing imports.
#if RxSwift && StandIn
#warning("Keel: the RxSwift and StandIn traits are both enabled; real RxSwift is used. Enable exactly one: the default (RxSwift) for apps, or only StandIn offline (`traits: [\"StandIn\"]` on your .package line, or `--traits StandIn`).")
#endif
#if RxSwift
@_exported import RxSwift
@_exported import RxRelay
#elseif StandIn
@_exported import KeelRxStandIn
#else
#error("Keel: no RxSwift source is enabled. Keep the default trait (RxSwift), or enable StandIn to compile offline against Keel's stand-in.")
#endif
