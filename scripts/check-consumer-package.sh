#!/usr/bin/env bash
# Builds and tests Tests/ConsumerPackage — a package written from README.md
# alone (a Combine ViewModel over a legacy RxSwift BehaviorSubject, a flow
# with payloads, a coordinator; Swift Testing and XCTest) — against this
# checkout, the way an adopting team depends on Keel before a release tag
# (`.package(path:)`). Then checks that a FlowTestStore released without
# `finish()` fails the test that owns it.
#
#   scripts/check-consumer-package.sh                     # StandIn (offline; what CI can run)
#   KEEL_TRAITS=default scripts/check-consumer-package.sh # real RxSwift (needs it resolvable:
#       KEEL_RXSWIFT_MIRROR=/path/to/RxSwift.git points SwiftPM at a local copy of
#       https://github.com/ReactiveX/RxSwift.git through a mirror, in the temporary copy only)
#
# The package is copied to a temporary directory, so nothing is written
# under Tests/. Prints one line: "consumer package: N passed, 0 failed".
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
traits="${KEEL_TRAITS:-StandIn}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R Tests/ConsumerPackage "$work/MyApp"
cd "$work/MyApp"
export KEEL_PATH="$root" KEEL_TRAITS="$traits"
if [[ -n "${KEEL_RXSWIFT_MIRROR:-}" ]]; then
    swift package config set-mirror --original https://github.com/ReactiveX/RxSwift.git --mirror "$KEEL_RXSWIFT_MIRROR"
    swift package config set-mirror --original https://github.com/ReactiveX/RxSwift --mirror "$KEEL_RXSWIFT_MIRROR"
fi

log="$work/test.log"
echo "== swift test (Keel at $root, traits: $traits)"
swift test 2>&1 | tee "$log"
testing=$(grep -Eo 'Test run with [0-9]+ tests' "$log" | grep -Eo '[0-9]+' | tail -1 || true)
xctest=$(grep -Eo 'Executed [0-9]+ tests?' "$log" | grep -Eo '[0-9]+' | sort -n | tail -1 || true)
passed=$(( ${testing:-0} + ${xctest:-0} ))
[[ "$passed" -gt 0 ]] || { echo "error: no consumer test ran" >&2; exit 1; }

echo "== a store released unfinished must fail its test"
if KEEL_EXPECT_UNFINISHED_STORE_FAILURE=1 swift test --skip-build --filter anUnfinishedStoreFails >"$work/negative.log" 2>&1; then
    cat "$work/negative.log"
    echo "error: the unfinished FlowTestStore did not fail its test" >&2
    exit 1
fi
grep -q 'FlowTestStore released without `await store.finish()`' "$work/negative.log" || {
    cat "$work/negative.log"; echo "error: the test failed, but not for the unfinished store" >&2; exit 1; }
echo "failed as it must: FlowTestStore released without \`await store.finish()\`"
passed=$((passed + 1))
echo "consumer package: $passed passed, 0 failed"
