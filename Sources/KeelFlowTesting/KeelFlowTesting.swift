// KeelFlowTesting — filled in by its issue.
