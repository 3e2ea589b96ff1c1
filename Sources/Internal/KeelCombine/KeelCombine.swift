// The single Combine portability point of Keel.
//
// Every Keel module writes `import KeelCombine` and never `import Combine`
// directly. On Apple platforms this re-exports Apple's Combine; elsewhere it
// re-exports OpenCombine with its Dispatch and Foundation schedulers, plus the
// operators OpenCombine 0.14 lacks (see `Publishers+CombineLatest.swift`,
// `Publishers+Merge.swift`) and the `Scheduler` conformances that let
// `receive(on: DispatchQueue.main)` read the same on both.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif
