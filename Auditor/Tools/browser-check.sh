#!/usr/bin/env bash
# The HTML report in a real browser (headless Chromium; not part of CI: it
# needs Chromium, ~300 MB — `apt-get install -y chromium` on Debian).
#
#   Tools/browser-check.sh REPORT.html          # check a report keel wrote
#   Tools/browser-check.sh --audit PATH [ARGS]  # write PATH's report first (debug keel, built if needed)
#
# Checks, failing (exit 1) on the first problem:
#   1. the page loads with no console message and no script error (Chromium's
#      console log on stderr, and the page's own `body[data-errors]`);
#   2. the page's self-test passes (`#selftest`: it picks the first row's rule
#      in the Rule filter like a user, expects exactly that rule's rows, filters
#      by text, clears, sorts by rule, and writes the outcome to `body[data-selftest]`);
#   3. a filter given in the URL (`#rule=ID`, as a shared link would) leaves
#      exactly that rule's rows visible in the rendered DOM.
# With SCREENSHOTS=DIR it also writes DIR/report-1280.png and DIR/report-390.png
# (desktop and phone widths) to look at.
#
# Environment: CHROMIUM (default: chromium), SCREENSHOTS.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM:-chromium}"
command -v "$chromium" >/dev/null || { echo "browser-check: $chromium not found (apt-get install -y chromium)" >&2; exit 2; }
[[ $# -ge 1 ]] || { echo "usage: Tools/browser-check.sh REPORT.html | --audit PATH [keel audit options]" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [[ "$1" == "--audit" ]]; then
    shift
    swift build --product keel >/dev/null
    report="$work/report.html"
    .build/debug/keel audit "$@" --format html >"$report" || [[ $? -eq 1 ]]
else
    report="$1"
fi
[[ -s "$report" ]] || { echo "browser-check: no report at $report" >&2; exit 2; }
url="file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-extensions --enable-logging=stderr --v=0)

# Renders URL and prints the DOM after the page's script ran; console lines go to $work/console.
render() {
    "$chromium" "${flags[@]}" --virtual-time-budget=5000 --dump-dom "$1" 2>"$work/stderr"
    grep -E 'CONSOLE|Uncaught' "$work/stderr" >>"$work/console" || true
}

fail() { echo "browser-check: FAIL: $*" >&2; exit 1; }

: >"$work/console"
render "$url#selftest" >"$work/selftest.html"
body="$(grep -o '<body[^>]*>' "$work/selftest.html" | head -1)"
[[ "$body" == *'data-ready="1"'* ]] || fail "the page's script did not run to the end ($body)"
[[ "$body" != *'data-errors='* ]] && echo "ok: no script error" || fail "script errors: $body"
[[ "$body" == *'data-selftest="pass'* ]] || fail "self-test: $body"
echo "ok: self-test ${body#*data-selftest=}"

rule="$(grep -o '<tr data-i="0" data-rule="[^"]*"' "$report" | sed 's/.*data-rule="//; s/"$//' || true)"
if [[ -n "$rule" ]]; then
    render "$url#rule=$rule" >"$work/filtered.html"
    python3 - "$work/filtered.html" "$rule" <<'PY'
import re, sys
dom, rule = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2]
rows = re.findall(r'<tr ([^>]*data-rule="[^"]*"[^>]*)>', dom)
visible = [r for r in rows if not re.search(r'\bhidden\b', r)]
wrong = [r for r in visible if f'data-rule="{rule}"' not in r]
expected = sum(1 for r in rows if f'data-rule="{rule}"' in r)
if not rows or wrong or len(visible) != expected:
    sys.exit(f"browser-check: FAIL: #rule={rule} shows {len(visible)} rows ({len(wrong)} of other rules), expected {expected}")
print(f"ok: #rule={rule} shows {len(visible)} of {len(rows)} rows")
PY
else
    echo "ok: no findings table to filter"
fi

if [[ -s "$work/console" ]]; then
    cat "$work/console" >&2
    fail "console messages (above)"
fi
echo "ok: no console message"

if [[ -n "${SCREENSHOTS:-}" ]]; then
    mkdir -p "$SCREENSHOTS"
    for width in 1280 390; do
        "$chromium" "${flags[@]}" --hide-scrollbars --screenshot="$SCREENSHOTS/report-$width.png" --window-size="$width,2400" "$url" 2>/dev/null
    done
    echo "screenshots: $SCREENSHOTS/report-1280.png, $SCREENSHOTS/report-390.png"
fi
echo "browser-check: pass ($report)"
