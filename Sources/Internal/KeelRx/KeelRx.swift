// KeelRx — the one import that names the Rx types, and the single RxSwift
// portability point of Keel.
//
// Keel's bridge and reference app write `import KeelRx` and never name RxSwift
// directly; a client may do the same to write code (or tests) that compiles
// under either of Keel's package traits:
// - `RxSwift` (the default): re-exports real RxSwift 6 and RxRelay;
// - `StandIn` (offline): re-exports Keel's clean-room stand-in, which mirrors
//   RxSwift's names, signatures and event grammar for the subset Keel uses.
// Enable exactly one of them.
#if RxSwift && StandIn
#error("Keel: the RxSwift and StandIn traits are both enabled. Enable exactly one: the default (RxSwift) for apps, or only StandIn offline — `traits: [\"StandIn\"]` in your .package(…) line, or `--traits StandIn`.")
#elseif RxSwift
@_exported import RxSwift
@_exported import RxRelay
#elseif StandIn
@_exported import KeelRxStandIn
#else
#error("Keel: no RxSwift source is enabled. Keep the default trait (RxSwift), or enable StandIn to compile offline against Keel's stand-in.")
#endif
