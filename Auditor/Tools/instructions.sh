#!/usr/bin/env bash
# keel audit cost in instructions (release build; not part of CI).
#
#   Tools/instructions.sh TREE
#
# Counts the instructions of `keel parse-only TREE` (the baseline) and of a
# cold `keel audit TREE` with valgrind's callgrind, and prints their ratio.
# Unlike elapsed time, an instruction count is the same on every run of the
# same binary and input, whatever else the machine is doing, so small
# changes to the engine can be compared exactly. It says nothing about
# parallelism or cache misses: Tools/perf.sh measures elapsed time.
#
# Needs valgrind (Debian: `apt-get install valgrind`). Valgrind 3.19 cannot
# read the DWARF 5 debug info Swift 6 emits, so a copy without debug info is
# measured. ~1 minute per 100k lines.
#
# Environment: KEEL (a keel binary to measure instead of building one).
set -euo pipefail
cd "$(dirname "$0")/.."

tree="${1:?usage: Tools/instructions.sh TREE}"
keel="${KEEL:-}"
if [[ -z "$keel" ]]; then
    keel="$(Tools/build-release.sh)"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
strip -g -o "$work/keel" "$keel"

count() { # prints the instructions "$@" executes
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$@" >/dev/null 2>"$work/err" || true
    grep -Eo 'Collected : [0-9]+' "$work/err" | grep -Eo '[0-9]+'
}
parse=$(count "$work/keel" parse-only "$tree")
audit=$(count "$work/keel" audit "$tree" --no-cache --format json)
printf 'parse-only  %14d instructions\n' "$parse"
printf 'audit cold  %14d instructions   %.3fx parse\n' "$audit" "$(echo "$audit / $parse" | bc -l)"
