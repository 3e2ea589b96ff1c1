#!/usr/bin/env bash
# keel audit performance harness (release build; not part of CI).
#
#   Tools/perf.sh [TREE]     # default: a generated 500k-line tree in /tmp
#
# Measures, in one run on the same tree: swift-syntax parse-only time (the
# baseline), keel audit cold (no cache), keel audit warm (cache filled, tree
# unchanged), and `swift-format lint --parallel --recursive`. Parse, cold and
# warm run RUNS times each, interleaved, and the medians are compared (this
# machine is shared and noisy); swift-format runs once. Output format: json.
#
# keel is built the way it is meant to be installed (`Tools/build-release.sh`:
# release, the Swift runtime and Foundation linked statically, no PIE, no
# exported symbols; each shows in warm runs, which are mostly process start).
# `parse-only` is a subcommand of the same executable, so the baseline runs
# under the audit's allocator settings (CKeelMalloc): a baseline whose
# allocator handed memory back to the kernel after every file once ran 30%
# slow on Windscribe's tree and flattered the ratio. With PARSE_KEEL set to a
# build older than that, the baseline is the slowed one.
# The first build of swift-syntax that way takes ~10 minutes on 2 cores.
#
# Environment: RUNS (default 5), KEEL (a keel binary to measure instead of
# building one), PARSE_KEEL (the keel whose `parse-only` is the baseline;
# default KEEL: set it to compare an older build against today's baseline),
# SKIP_SWIFT_FORMAT=1.
set -euo pipefail
cd "$(dirname "$0")/.."

tree="${1:-}"
if [[ -z "$tree" ]]; then
    tree="$(mktemp -d)/generated"
    python3 Tools/generate-tree.py "$tree" 500000
fi
runs="${RUNS:-5}"
keel="${KEEL:-}"
if [[ -z "$keel" ]]; then
    keel="$(Tools/build-release.sh)"
fi
parse_keel="${PARSE_KEEL:-$keel}"

seconds() { # runs "$@", prints elapsed seconds
    local start end
    start=$EPOCHREALTIME
    "$@" >/dev/null 2>&1 || true
    end=$EPOCHREALTIME
    echo "$end - $start" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

cache="$(mktemp -d)"
"$keel" audit "$tree" --cache-dir "$cache" --format json >/dev/null 2>&1 || true   # fill the cache
"$keel" audit "$tree" --cache-dir "$cache" --format json >/dev/null 2>&1 || true   # stamps now older than the last run
parse_all=() cold_all=() warm_all=()
for _ in $(seq "$runs"); do
    parse_all+=("$(seconds "$parse_keel" parse-only "$tree")")
    cold_all+=("$(seconds "$keel" audit "$tree" --no-cache --format json)")
    warm_all+=("$(seconds "$keel" audit "$tree" --cache-dir "$cache" --format json)")
done
parse=$(printf '%s\n' "${parse_all[@]}" | median)
cold=$(printf '%s\n' "${cold_all[@]}" | median)
warm=$(printf '%s\n' "${warm_all[@]}" | median)
lines=$(find "$tree" -name '*.swift' -print0 | xargs -0 cat | wc -l)
files=$(find "$tree" -name '*.swift' | wc -l)

printf 'tree: %s (%d files, %d lines), medians of %d runs\n' "$tree" "$files" "$lines" "$runs"
printf 'parse-only   %8.3f s   (runs: %s)\n' "$parse" "${parse_all[*]}"
printf 'audit cold   %8.3f s   %.2fx parse   %.0f lines/s   (runs: %s)\n' "$cold" "$(echo "$cold / $parse" | bc -l)" "$(echo "$lines / $cold" | bc -l)" "${cold_all[*]}"
printf 'audit warm   %8.3f s   %.1f%% of cold   (runs: %s)\n' "$warm" "$(echo "100 * $warm / $cold" | bc -l)" "${warm_all[*]}"
if [[ -z "${SKIP_SWIFT_FORMAT:-}" ]]; then
    format=$(seconds swift-format lint --parallel --recursive "$tree")
    printf 'swift-format %8.3f s   keel cold is %.1fx faster\n' "$format" "$(echo "$format / $cold" | bc -l)"
fi
