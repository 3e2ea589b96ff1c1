import Foundation

/// What the equivalence tests `keel migrate` generates are made of: they drive a legacy RxSwift
/// ViewModel and the migrated one with the same script and compare every output after every step
/// and after every turn of the main queue. A generated test holds only its script, its two sides
/// (each ViewModel on its own fakes of the legacy services) and the comparisons; the pieces it
/// shares live here:
///
/// - ``Recorder``: the log both sides write events, navigation and service calls to;
/// - ``SampleError``: the errors the script fails requests with;
/// - ``describe(_:)``: a value as text, the same for equal values on both sides;
/// - ``normalized(_:)`` and ``difference(_:_:)``: snapshots compared, and told apart;
/// - ``mainQueueTurn()``: one turn of the main queue, the script's clock;
/// - ``Script``: the driver — settles each step and fails the test on the first moment the
///   two sides differ, on a script that changed nothing, or on an input never driven.
///
/// Hand-written tests may use them too: ``Script`` reports through IssueReporting, so it fails
/// a Swift Testing test and an XCTest test alike.
///
/// ```swift
/// let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot, inputs: ["sync(…)"])
/// await script.settle("init")
/// legacy.viewModel.sync()
/// migrated.viewModel.sync()
/// await script.settle("step 1: sync(…)", driving: "sync(…)")
/// script.finish()
/// ```
public enum Equivalence {}
