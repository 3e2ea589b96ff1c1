print("keel — the auditor lands with issue 8. Usage: keel audit <path>")
