// KeelAudit — filled in by its issue.
