#!/usr/bin/env bash
# Runs every test of both packages in this repository, offline:
#   1. the runtime kit + reference app (root package), compiled against Keel's
#      RxSwift stand-in (`--traits StandIn`: RxSwift is never resolved);
#   2. the Apple-only files (UIKit/SwiftUI routers and views) compiled against
#      Keel's UIKit/SwiftUI interface stand-ins (scripts/check-apple-layer.sh);
#   3. the auditor (Auditor/ package).
# Prints one summary line: "keel: N passed, 0 failed" (and fails on any failure).
#
# Where RxSwift can be resolved, `swift test` at the root runs the same kit
# suite against real RxSwift (the default trait); see README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
# The example team-rule package (Auditor/Examples/TeamRules) is built and run too.
export KEEL_EXAMPLE_PACKAGES="${KEEL_EXAMPLE_PACKAGES:-1}"
# At most one test case per core runs at a time. Swift Testing's default (twice the cores) lets
# the suites that wait for `swiftc` hold every thread of the concurrency pool while the other
# started test cases sit blocked with their time limits running: a 0.1 s test then "exceeds"
# one minute (fresh-clone CI at 8f3e786). With one case per core, a time limit measures the
# test, not the queue. Set the variable yourself to choose another width.
export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH="${SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH:-$(getconf _NPROCESSORS_ONLN)}"

total=0
step() { # runs one package's tests; adds its Swift Testing and XCTest counts to $total
    local log
    log="$(mktemp)"
    echo "== $*"
    "$@" 2>&1 | tee "$log"
    # Swift Testing ends with "Test run with N tests"; XCTest's largest
    # "Executed N tests" is its "All tests" line.
    local testing xctest
    testing=$(grep -Eo 'Test run with [0-9]+ tests' "$log" | grep -Eo '[0-9]+' | tail -1 || true)
    xctest=$(grep -Eo 'Executed [0-9]+ tests?' "$log" | grep -Eo '[0-9]+' | sort -n | tail -1 || true)
    rm -f "$log"
    total=$(( total + ${testing:-0} + ${xctest:-0} ))
}

step swift test --traits StandIn
echo "== scripts/check-apple-layer.sh"
scripts/check-apple-layer.sh
step swift test --package-path Auditor

if [[ "$total" -eq 0 ]]; then
    echo "error: no test ran" >&2
    exit 1
fi
echo "keel: $total passed, 0 failed"
