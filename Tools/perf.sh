#!/usr/bin/env bash
# keel audit performance harness (release build; not part of CI).
#
#   Tools/perf.sh [TREE]     # default: a generated 500k-line tree in /tmp
#
# Measures, in one run on the same tree: swift-syntax parse-only time (the
# baseline), keel audit cold (no cache), keel audit warm (cache), and
# `swift-format lint --parallel --recursive`. Prints the ratios the README
# reports. Uses the machine's cores (the engine parallelises across them).
set -euo pipefail
cd "$(dirname "$0")/.."

tree="${1:-}"
if [[ -z "$tree" ]]; then
    tree="$(mktemp -d)/generated"
    python3 Tools/generate-tree.py "$tree" 500000
fi

swift build -c release --product keel --scratch-path .build-release >/dev/null
keel=".build-release/release/keel"

seconds() { # runs "$@", prints elapsed seconds
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

cache="$(mktemp -d)"
parse=$(seconds "$keel" parse-only "$tree")
cold=$(seconds "$keel" audit "$tree" --no-cache --format json)
seconds "$keel" audit "$tree" --cache-dir "$cache" --format json >/dev/null   # fill the cache
warm=$(seconds "$keel" audit "$tree" --cache-dir "$cache" --format json)
format=$(seconds swift-format lint --parallel --recursive "$tree")
lines=$(find "$tree" -name '*.swift' -print0 | xargs -0 cat | wc -l)

printf 'tree: %s (%d lines)\n' "$tree" "$lines"
printf 'parse-only   %8.2f s\n' "$parse"
printf 'audit cold   %8.2f s   %.2fx parse   %.0f lines/s\n' "$cold" "$(echo "$cold / $parse" | bc -l)" "$(echo "$lines / $cold" | bc -l)"
printf 'audit warm   %8.2f s   %.1f%% of cold\n' "$warm" "$(echo "100 * $warm / $cold" | bc -l)"
printf 'swift-format %8.2f s   keel cold is %.1fx faster\n' "$format" "$(echo "$format / $cold" | bc -l)"
