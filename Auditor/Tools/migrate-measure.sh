#!/usr/bin/env bash
# Measures `keel migrate` on a real RxSwift app, without building the app or
# writing into it: for every RxSwift ViewModel class (a class whose name
# contains "ViewModel" in a file that imports RxSwift or RxCocoa and is not
# test code — see is_test_file; DI assemblies named "…ViewModels" and classes
# named "…Tests" / "…Spec" are not ViewModels), it migrates into a
# scratch directory and reports
#   - keel's answer: migrated and type-checks (exit 0), migrated but not
#     proven / does not type-check / not type-checked (exit 1, the verdict),
#     asked which of two declarations (exit 2), refused (exit 3, the first
#     reason);
#   - for every written feature, independently of keel: `swiftc -parse` of
#     every generated file, `keel audit --fail-on note` of the folder, and
#     the methods of the generated ViewModel whose body is only a TODO (there
#     must be none);
#   - the decision-matrix pattern chosen.
# The generated equivalence test is written but not run: it needs the app's
# own module and dependencies (RxSwift, UIKit, …) to compile and run.
#
#   Auditor/Tools/migrate-measure.sh /work/apps/iOS-App [path/to/keel]
#   PREFER=Windscribe Auditor/Tools/migrate-measure.sh …   # a name in two targets: answer with this subfolder
#   LIST_ONLY=1 Auditor/Tools/migrate-measure.sh APP       # only list the ViewModels it would measure
#   VERBOSE=1 Auditor/Tools/migrate-measure.sh APP KEEL    # also print keel's type-check report for each one not proven
#
# Default keel: Auditor/.build/release/keel (swift build -c release --product keel).
set -euo pipefail

APP=${1:?usage: migrate-measure.sh APP_PATH [KEEL]}
HERE=$(cd "$(dirname "$0")/.." && pwd)
KEEL=${2:-$HERE/.build/release/keel}
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/keel-migrate-measure.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT

# Test code is not measured: a file in a test folder (a path component named
# …Tests, …Specs, Tests or Specs, as Xcode's and SwiftPM's test targets are)
# or a file importing a test framework. Its stubs and doubles
# (`StubLoadingViewModel`, `class TestViewModel`) are not legacy ViewModels.
is_test_file() {
    local rel=${1#"$APP"/}
    [[ "/$rel" =~ /[^/]*(Tests|Specs|Test|Spec)/ ]] && return 0
    grep -qE '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+(XCTest|Testing|Quick|Nimble|RxTest|RxBlocking|SnapshotTesting)$' "$1"
}
mapfile -t SOURCES < <(grep -rlE --include='*.swift' '^import (RxSwift|RxCocoa)' "$APP" | sort)
PRODUCT=()
for file in "${SOURCES[@]}"; do
    is_test_file "$file" || PRODUCT+=("$file")
done
mapfile -t NAMES < <([ ${#PRODUCT[@]} -gt 0 ] && printf '%s\n' "${PRODUCT[@]}" \
    | xargs -d '\n' grep -hoE '^[[:space:]]*(final[[:space:]]+)?(public[[:space:]]+|internal[[:space:]]+|open[[:space:]]+)?(final[[:space:]]+)?class[[:space:]]+[A-Za-z0-9_]*ViewModel[A-Za-z0-9_]*' \
    | sed -E 's/.*class[[:space:]]+//' | grep -vE 'ViewModels$|Tests?$|Spec$' | sort -u)

if [ -n "${LIST_ONLY:-}" ]; then printf '%s\n' "${NAMES[@]}"; exit 0; fi

# Methods of a generated ViewModel whose body holds nothing but comments naming a TODO.
todo_only() {
    python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
count = 0
for m in re.finditer(r'func [^{]*\{', text):
    depth, i = 1, m.end()
    while depth and i < len(text):
        depth += {'{': 1, '}': -1}.get(text[i], 0); i += 1
    body = [l.strip() for l in text[m.end():i - 1].splitlines() if l.strip()]
    if body and all(l.startswith('//') for l in body) and any('TODO' in l for l in body):
        count += 1
print(count)
PY
}

total=0 checks=0 unproven=0 asked=0 refused=0 written=0 bad_parse=0 bad_audit=0 todo_bodies=0
declare -A patterns=() reasons=() unresolved_names=() unproven_why=()
printf '%-36s %-22s %-5s %-5s %-4s %s\n' "ViewModel" "result" "parse" "audit" "TODO" "pattern / reason"
for name in "${NAMES[@]}"; do
    total=$((total + 1))
    out="$SCRATCH/$name"
    scope=$APP
    set +e
    report=$("$KEEL" migrate "$name" --in "$scope" --out "$out" 2>"$SCRATCH/$name.err")
    code=$?
    if [ "$code" -eq 2 ] && grep -q "is declared in" "$SCRATCH/$name.err" && [ -n "${PREFER:-}" ]; then
        asked=$((asked + 1))
        scope="$APP/$PREFER"
        report=$("$KEEL" migrate "$name" --in "$scope" --out "$out" 2>"$SCRATCH/$name.err")
        code=$?
    fi
    set -e
    case $code in
    3)
        refused=$((refused + 1))
        reason=$(grep -m1 '^error:' "$SCRATCH/$name.err" | sed -E "s/^error: keel migrate does not migrate '[^']*': //" | cut -c1-110)
        key=$(printf '%s' "$reason" | sed -E 's/ — .*//; s/`[^`]*`/…/g' | cut -c1-70)
        reasons["$key"]=$(( ${reasons["$key"]:-0} + 1 ))
        printf '%-36s %-22s %-5s %-5s %-4s %s\n' "$name" "refused" "-" "-" "-" "$reason"
        continue ;;
    2)
        printf '%-36s %-22s %-5s %-5s %-4s %s\n' "$name" "exit 2" "-" "-" "-" "$(grep -m1 '^error:' "$SCRATCH/$name.err" | cut -c8-110)"
        continue ;;
    esac
    written=$((written + 1))
    verdict=$(grep -m1 '^Type check:' <<< "$report" | sed -E 's/^Type check: ([a-z -]*[a-z]).*/\1/' || true)
    if [ "$code" -eq 0 ]; then checks=$((checks + 1)); else unproven=$((unproven + 1)); fi
    # Why it was not proven: each name keel could not resolve, or the kind of failure.
    if [ "$code" -ne 0 ]; then
        while IFS= read -r unresolved; do
            [ -n "$unresolved" ] && unresolved_names["$unresolved"]=$(( ${unresolved_names["$unresolved"]:-0} + 1 ))
        done < <(printf '%s\n' "$report" | sed -nE 's/^  unresolved: ([A-Za-z0-9_.]+).*/\1/p')
        why=$(grep -m1 "^Type check:" <<< "$report" | sed -E "s/^Type check: //; s/ \(.*//; s/: it type-checks only if.*/: names keel could not resolve/" | cut -c1-70)
        [ -n "$why" ] && unproven_why["$why"]=$(( ${unproven_why["$why"]:-0} + 1 ))
        if [ -n "${VERBOSE:-}" ]; then sed -n '/^Type check:/,$p' <<< "$report" | sed -n '1,20p' | sed 's/^/    | /'; fi
    fi
    parses=yes
    while IFS= read -r -d '' file; do
        swiftc -parse "$file" >/dev/null 2>&1 || parses=no
    done < <(find "$out" -name '*.swift' -print0)
    audits=yes
    "$KEEL" audit "$out" --no-cache --fail-on note >/dev/null 2>&1 || audits=no
    [ "$parses" = yes ] || bad_parse=$((bad_parse + 1))
    [ "$audits" = yes ] || bad_audit=$((bad_audit + 1))
    vmfile=$(find "$out" -maxdepth 1 -name '*ViewModel.swift' | head -1)
    bodies=$([ -n "$vmfile" ] && todo_only "$vmfile" || echo 0)
    todo_bodies=$((todo_bodies + bodies))
    pattern=$(grep -m1 '^Pattern: ' <<< "$report" | sed -E 's/^Pattern: ([^—]*) — .*/\1/; s/ +$//')
    patterns["$pattern"]=$(( ${patterns["$pattern"]:-0} + 1 ))
    printf '%-36s %-22s %-5s %-5s %-4s %s\n' "$name" "${verdict:-exit $code}" "$parses" "$audits" "$bodies" "$pattern"
done

echo
echo "RxSwift ViewModels: $total"
echo "  migrated and type-checks (exit 0): $checks ($(awk "BEGIN { printf \"%.1f\", $total ? $checks * 100 / $total : 0 }")%)"
echo "  migrated, type check not proven or failed (exit 1): $unproven"
echo "  refused with a reason (exit 3): $refused"
echo "  asked which of two declarations (exit 2): $asked$([ -n "${PREFER:-}" ] && echo ", answered with --in $PREFER")"
echo "written features: $written; not parsing: $bad_parse; not auditing clean: $bad_audit; TODO-only method bodies: $todo_bodies"
for p in "${!patterns[@]}"; do echo "pattern $p: ${patterns[$p]}"; done | sort
echo "not proven, by verdict:"
for r in "${!unproven_why[@]}"; do printf '%4d  %s\n' "${unproven_why[$r]}" "$r"; done | sort -rn
echo "names keel could not resolve (in how many written features):"
for r in "${!unresolved_names[@]}"; do printf '%4d  %s\n' "${unresolved_names[$r]}" "$r"; done | sort -rn
echo "refusals by reason:"
for r in "${!reasons[@]}"; do printf '%4d  %s\n' "${reasons[$r]}" "$r"; done | sort -rn
