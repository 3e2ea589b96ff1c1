#!/usr/bin/env bash
# Measures `keel fix` on a real app without touching it: on a scratch copy it
#   1. audits (JSON) and counts the findings of each fixable rule;
#   2. runs `keel fix --dry-run` and checks that it wrote nothing;
#   3. runs `keel fix --type-check` (writes; the verification step of
#      `keel migrate` on every changed file and the files that use it), then
#      checks every changed file with `swiftc -parse` (independent of keel)
#      before and after;
#   4. re-audits and checks, per rule, that the findings went down by at
#      least the number fixed, and that no finding is new (fingerprints:
#      rule, file, enclosing declaration and snippet, not line numbers);
#   5. runs `keel fix` again and checks it fixes nothing and changes no byte.
# Prints the per-rule figures and the not-fixed reasons grouped.
#
#   Auditor/Tools/fix-measure.sh /work/apps/iOS-App [path/to/keel]
#   TYPE_CHECK=0 Auditor/Tools/fix-measure.sh …   # without --type-check (no swiftc)
#
# Default keel: Auditor/.build/release/keel (swift build -c release --product keel).
set -euo pipefail

APP=${1:?usage: fix-measure.sh APP_PATH [KEEL]}
HERE=$(cd "$(dirname "$0")/.." && pwd)
KEEL=${2:-$HERE/.build/release/keel}
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/keel-fix-measure.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
COPY="$SCRATCH/app"
mkdir -p "$COPY"
(cd "$APP" && tar --exclude=.git -cf - .) | (cd "$COPY" && tar -xf -)
mkdir -p "$COPY/.git"   # its own project root

checksums() { (cd "$COPY" && find . -name '*.swift' -not -path './.git/*' -print0 | sort -z | xargs -0 sha1sum); }
per_rule() {  # JSON report → "RULE COUNT" lines
    python3 -c 'import json,sys,collections
c=collections.Counter(f["rule"] for f in json.load(open(sys.argv[1]))["findings"])
[print(k, v) for k, v in sorted(c.items())]' "$1"
}

"$KEEL" audit "$COPY" --no-cache --format json > "$SCRATCH/before.json" 2>/dev/null || true
per_rule "$SCRATCH/before.json" > "$SCRATCH/before.txt"

checksums > "$SCRATCH/sum0"
"$KEEL" fix "$COPY" --dry-run > "$SCRATCH/fix.diff" 2> "$SCRATCH/dry.txt"
checksums > "$SCRATCH/sum1"
if cmp -s "$SCRATCH/sum0" "$SCRATCH/sum1"; then echo "dry run: nothing written"; else echo "dry run: FILES CHANGED"; fi
echo "dry run: $(grep -c '^+++ b/' "$SCRATCH/fix.diff" || true) files in the diff, $(grep -c '^@@ ' "$SCRATCH/fix.diff" || true) hunks"

mapfile -t CHANGED < <(sed -n 's|^+++ b/||p' "$SCRATCH/fix.diff")
mkdir -p "$SCRATCH/orig"
for f in "${CHANGED[@]}"; do mkdir -p "$SCRATCH/orig/$(dirname "$f")"; cp "$COPY/$f" "$SCRATCH/orig/$f"; done

TC=(); [ "${TYPE_CHECK:-1}" = 1 ] && TC=(--type-check)
"$KEEL" fix "$COPY" "${TC[@]}" > "$SCRATCH/fix.txt"
head -1 "$SCRATCH/fix.txt"
grep -iE '^type check' -A3 "$SCRATCH/fix.txt" || true
if (cd "$COPY" && git apply --check -R "$SCRATCH/fix.diff" 2>/dev/null) || (cd "$COPY" && patch -R -p1 --dry-run -s < "$SCRATCH/fix.diff" >/dev/null); then
    echo "the dry-run diff is exactly what was written (it reverses cleanly)"
else
    echo "the dry-run diff does NOT match what was written"
fi

parsed_before=0 parsed_after=0
for f in "${CHANGED[@]}"; do
    if swiftc -parse "$SCRATCH/orig/$f" >/dev/null 2>&1; then parsed_before=$((parsed_before + 1)); fi
    if swiftc -parse "$COPY/$f" >/dev/null 2>&1; then parsed_after=$((parsed_after + 1)); else echo "does not parse after: $f"; fi
done
echo "swiftc -parse: ${#CHANGED[@]} changed files; $parsed_before parsed before, $parsed_after parse after"

"$KEEL" audit "$COPY" --no-cache --format json > "$SCRATCH/after.json" 2>/dev/null || true
per_rule "$SCRATCH/after.json" > "$SCRATCH/after.txt"
python3 -c 'import json,sys
before={f["fingerprint"] for f in json.load(open(sys.argv[1]))["findings"]}
new=[f for f in json.load(open(sys.argv[2]))["findings"] if f["fingerprint"] not in before]
print("new findings after the fix:", len(new))
for f in new: print("  new:", f["rule"], f["location"]["file"].split("/app/",1)[-1] + ":" + str(f["location"]["line"]), f["message"][:120])' "$SCRATCH/before.json" "$SCRATCH/after.json"

checksums > "$SCRATCH/sum2"
"$KEEL" fix "$COPY" > "$SCRATCH/again.txt"
checksums > "$SCRATCH/sum3"
if cmp -s "$SCRATCH/sum2" "$SCRATCH/sum3"; then echo "second run: no byte changed"; else echo "second run: FILES CHANGED"; fi
echo "second run: $(head -1 "$SCRATCH/again.txt")"

printf '\n%-6s %8s %6s %10s %14s %13s\n' rule findings fixed "not fixed" "audit before" "audit after"
for rule in SU001 SU002 VM001 VM003 VM004 VM013; do
    line=$(grep -E "^  $rule  " "$SCRATCH/fix.txt" || true)
    fixed=$(printf '%s' "$line" | sed -E 's/^  [A-Z0-9]+  ([0-9]+) fixed, ([0-9]+) not fixed/\1/')
    notfixed=$(printf '%s' "$line" | sed -E 's/^  [A-Z0-9]+  ([0-9]+) fixed, ([0-9]+) not fixed/\2/')
    before=$(awk -v r="$rule" '$1 == r { print $2 }' "$SCRATCH/before.txt")
    after=$(awk -v r="$rule" '$1 == r { print $2 }' "$SCRATCH/after.txt")
    printf '%-6s %8s %6s %10s %14s %13s\n' "$rule" "$(( ${fixed:-0} + ${notfixed:-0} ))" "${fixed:-0}" "${notfixed:-0}" "${before:-0}" "${after:-0}"
done

echo
echo "not fixed, by reason:"
sed -n 's/^  .*\.swift:[0-9]*:[0-9]*: \([A-Z0-9]*\): /\1 /p' "$SCRATCH/fix.txt" \
    | sed -E 's/ in .*\.swift.*//; s/^([A-Z0-9]+) [A-Za-z_][A-Za-z0-9_]* (is set through|requires)/\1 … \2/; s/requires [A-Za-z0-9_]+ \{ get set \}/requires … { get set }/; s/(superclass|conforms to|inherits from|extension of|through a|SwiftUI.s) [A-Za-z0-9_]+/\1 X/g; s/, which is.*//; s/ \(.*//; s/ sets [A-Za-z0-9_]+$//' \
    | sort | uniq -c | sort -rn
