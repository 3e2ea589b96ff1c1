// The single RxSwift portability point of Keel.
//
// Keel's bridge and reference app write `import KeelRx` and never name
// RxSwift directly. With the package trait `RxSwift` enabled this re-exports
// real RxSwift 6 (RxSwift + RxRelay); without it, Keel's clean-room stand-in,
// which mirrors RxSwift's names, signatures and event grammar for the subset
// Keel uses. The same source files compile against either.
#if RxSwift
@_exported import RxSwift
@_exported import RxRelay
#else
@_exported import KeelRxStandIn
#endif
