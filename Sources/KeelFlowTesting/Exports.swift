// `import KeelFlowTesting` is enough in a test file: the store's API speaks
// KeelFlow's types (StateMachine, Rejection, Effect, FlowController), so the
// module makes them visible instead of failing with cascading errors.
@_exported import KeelFlow
