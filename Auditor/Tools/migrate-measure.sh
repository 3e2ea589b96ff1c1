#!/usr/bin/env bash
# Measures `keel migrate` on a real RxSwift app, without building the app or
# writing into it: for every RxSwift ViewModel class (a class whose name
# contains "ViewModel" in a file that imports RxSwift; DI assemblies named
# "…ViewModels" are not ViewModels), it migrates into a scratch directory and
# reports
#   - whether the output parses (`swiftc -parse`, independent of keel) and
#     audits clean (`keel audit --fail-on note`, again independently);
#   - the share of generated lines left as `// keel-migrate: TODO`, over all
#     generated files and over the migrated ViewModel files alone (the test
#     skeleton's fakes of large legacy service protocols would otherwise
#     dominate the count);
#   - the decision-matrix pattern chosen for each.
#
#   Auditor/Tools/migrate-measure.sh /work/apps/iOS-App [path/to/keel]
#
# Default keel: Auditor/.build/release/keel (swift build -c release --product keel).
set -euo pipefail

APP=${1:?usage: migrate-measure.sh APP_PATH [KEEL]}
HERE=$(cd "$(dirname "$0")/.." && pwd)
KEEL=${2:-$HERE/.build/release/keel}
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/keel-migrate-measure.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT

mapfile -t NAMES < <(grep -rl --include='*.swift' -E '^import RxSwift' "$APP" \
    | xargs -d '\n' grep -hoE '^[[:space:]]*(final[[:space:]]+)?(public[[:space:]]+|internal[[:space:]]+)?(final[[:space:]]+)?class[[:space:]]+[A-Za-z0-9_]*ViewModel[A-Za-z0-9_]*' \
    | sed -E 's/.*class[[:space:]]+//' | grep -vE 'ViewModels$' | sort -u)

total=0 generated=0 clean=0 refused=0 parse_failures=0 audit_failures=0 todo_lines=0 all_lines=0 vm_todo=0 vm_lines=0
declare -A patterns=()
printf '%-34s %-7s %-5s %-5s %-16s %-16s %s\n' "ViewModel" "result" "parse" "audit" "TODO (all files)" "TODO (ViewModel)" "pattern"
for name in "${NAMES[@]}"; do
    total=$((total + 1))
    out="$SCRATCH/$name"
    set +e
    report=$("$KEEL" migrate "$name" --in "$APP" --out "$out" 2>"$SCRATCH/$name.err")
    code=$?
    set -e
    if [ "$code" -eq 2 ]; then
        refused=$((refused + 1))
        printf '%-34s %-7s %-5s %-5s %s\n' "$name" "refused" "-" "-" "$(head -1 "$SCRATCH/$name.err" | cut -c1-90)"
        continue
    fi
    generated=$((generated + 1))
    parses=yes
    while IFS= read -r -d '' file; do
        if ! swiftc -parse "$file" >/dev/null 2>&1; then parses=no; fi
    done < <(find "$out" -name '*.swift' -print0)
    audits=yes
    if ! "$KEEL" audit "$out" --no-cache --fail-on note >/dev/null 2>&1; then audits=no; fi
    [ "$parses" = yes ] || parse_failures=$((parse_failures + 1))
    [ "$audits" = yes ] || audit_failures=$((audit_failures + 1))
    if [ "$parses" = yes ] && [ "$audits" = yes ]; then clean=$((clean + 1)); fi
    line=$(printf '%s\n' "$report" | grep -E '^TODO lines:' || true)
    todo=$(printf '%s' "$line" | sed -E 's/TODO lines: ([0-9]+) of ([0-9]+).*/\1/')
    lines=$(printf '%s' "$line" | sed -E 's/TODO lines: ([0-9]+) of ([0-9]+).*/\2/')
    todo_lines=$((todo_lines + ${todo:-0}))
    all_lines=$((all_lines + ${lines:-0}))
    # The ViewModel file's row of the report: "  XViewModel.swift   N lines, M TODO lines".
    vm=$(printf '%s\n' "$report" | grep -E '^  [^ /]*ViewModel\.swift ' | head -1 || true)
    v_lines=$(printf '%s' "$vm" | sed -E 's/.* ([0-9]+) lines, ([0-9]+) TODO.*/\1/')
    v_todo=$(printf '%s' "$vm" | sed -E 's/.* ([0-9]+) lines, ([0-9]+) TODO.*/\2/')
    vm_lines=$((vm_lines + ${v_lines:-0}))
    vm_todo=$((vm_todo + ${v_todo:-0}))
    pattern=$(printf '%s\n' "$report" | grep -E '^Pattern: ' | sed -E 's/^Pattern: ([^—]*) — .*/\1/' | sed -E 's/ +$//')
    patterns["$pattern"]=$(( ${patterns["$pattern"]:-0} + 1 ))
    printf '%-34s %-7s %-5s %-5s %-16s %-16s %s\n' "$name" "exit $code" "$parses" "$audits" "${todo:-?}/${lines:-?}" "${v_todo:-?}/${v_lines:-?}" "$pattern"
done

echo
echo "RxSwift ViewModels: $total; migrated: $generated; refused (exit 2): $refused"
echo "output parses (swiftc -parse) and audits clean (keel audit --fail-on note): $clean of $total ($(awk "BEGIN { printf \"%.1f\", $total ? $clean * 100 / $total : 0 }")%)"
echo "  parse failures: $parse_failures; audit failures: $audit_failures"
echo "generated lines left as TODO, all files: $todo_lines of $all_lines ($(awk "BEGIN { printf \"%.1f\", $all_lines ? $todo_lines * 100 / $all_lines : 0 }")%)"
echo "generated lines left as TODO, ViewModel files: $vm_todo of $vm_lines ($(awk "BEGIN { printf \"%.1f\", $vm_lines ? $vm_todo * 100 / $vm_lines : 0 }")%)"
for p in "${!patterns[@]}"; do echo "pattern $p: ${patterns[$p]}"; done | sort
