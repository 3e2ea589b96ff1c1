#!/usr/bin/env bash
# The HTML report in a real browser: headless Chromium (Debian's `chromium`
# package, installed here when missing and running as root).
#
#   Tools/browser-check.sh --ci                        # what .ci/run runs (below)
#   Tools/browser-check.sh REPORT.html [--expect LIST] # check a report keel wrote
#   Tools/browser-check.sh --audit PATH [ARGS]         # write PATH's report first (debug keel)
#   Tools/browser-check.sh --write-history DIR         # only write the scripted history of --ci (2. below)
#
# --ci writes its reports from scratch and checks each of them:
#   1. the sample app (Auditor/Fixtures/SampleApp): 20 findings of 16 rules;
#   2. a scripted git history written here (copies of the sample app's
#      files plus files made for it: a ten-week gap between commits, new
#      ViewModels entering the checked set, a 200-character path and a
#      300-character line of code), audited with its own `keel trend`;
#   3. `keel trend --format html` of that history (the trend on a page of its own);
#   4. the same tree audited with the trend of *another* repository.
# For each report it fails (exit 1) unless, in headless Chromium:
#   - the page loads with no console message and no script error, and its
#     self-test passes (`#selftest`, `HTMLSelfTest`) at 1280x800 (light and
#     dark colour schemes) and at 390x844: the first screen answers the three
#     questions without scrolling at 1280 px, one count per role, no clipping,
#     bounded rows, a sticky header, a time axis with totals and scope marks,
#     filters that in-page links and the skip link keep, a cue for heat-map
#     columns out of view, rule links inside the page, text contrast >= 4.5:1;
#   - a shared link `#rule=ID` leaves exactly that rule's rows in the DOM;
#   - a shared link naming an enabled rule without findings shows none and says so.
# Screenshots (first screen, and the findings table) at 390 and 1280 px, and the
# first screen in the dark scheme, go to SCREENSHOTS (default with --ci:
# .ci/artifacts/browser; printed at the end).
#
# Environment: CHROMIUM (default: chromium), SCREENSHOTS, KEEL (a keel binary).
set -euo pipefail
cd "$(dirname "$0")/.."
auditor="$(pwd)"

chromium="${CHROMIUM:-chromium}"
if ! command -v "$chromium" >/dev/null; then
    if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
        echo "browser-check: installing Chromium (apt-get install -y chromium)"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fonts-liberation >/dev/null
    fi
    command -v "$chromium" >/dev/null || { echo "browser-check: $chromium not found (apt-get install -y chromium)" >&2; exit 2; }
fi
[[ $# -ge 1 ]] || { echo "usage: Tools/browser-check.sh --ci | REPORT.html [--expect LIST] | --audit PATH [keel audit options]" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-extensions --hide-scrollbars --enable-logging=stderr --v=0
       --user-data-dir="$work/profile")

keel_binary() {
    if [[ -n "${KEEL:-}" ]]; then echo "$KEEL"; return; fi
    swift build --product keel >/dev/null
    echo "$auditor/.build/debug/keel"
}

fail() { echo "browser-check: FAIL: $*" >&2; exit 1; }

# Renders URL at a window size and prints the DOM after the page's script ran; console lines go to $work/console.
render() { # url width height [extra chromium flags]
    local url="$1" width="$2" height="$3"
    shift 3
    "$chromium" "${flags[@]}" "$@" --window-size="$width,$height" --virtual-time-budget=10000 --dump-dom "$url" 2>"$work/stderr"
    grep -E 'CONSOLE|Uncaught' "$work/stderr" >>"$work/console" || true
}

# The self-test at one window size; prints its facts.
selftest() { # url expect width height label [flags]
    local url="$1" expect="$2" width="$3" height="$4" label="$5"
    shift 5
    local hash="#selftest"
    [[ -n "$expect" ]] && hash+="&expect=$expect"
    render "$url$hash" "$width" "$height" "$@" >"$work/selftest.html"
    local body
    body="$(grep -o '<body[^>]*>' "$work/selftest.html" | head -1)"
    [[ "$body" == *'data-ready="1"'* ]] || fail "$label: the page's script did not run to the end ($body)"
    [[ "$body" != *'data-errors='* ]] || fail "$label: script errors: $body"
    [[ "$body" == *'data-selftest="pass'* ]] || fail "$label: self-test: $(sed 's/.*data-selftest="//; s/".*//' <<<"$body")"
    echo "ok: $label self-test: $(sed 's/.*data-selftest="pass: //; s/".*//' <<<"$body")"
    grep -o 'data-findings-top="[0-9]*"' <<<"$body" | grep -o '[0-9]*' >"$work/findings-top-$width" || true
}

# Screenshots of the first screen and of the findings table at one width.
screenshots() { # url name width height
    local url="$1" name="$2" width="$3" height="$4"
    "$chromium" "${flags[@]}" --window-size="$width,$height" --virtual-time-budget=5000 --screenshot="$SCREENSHOTS/$name-$width.png" "$url" 2>/dev/null
    local top
    top="$(cat "$work/findings-top-$width" 2>/dev/null || true)"
    if [[ -n "$top" && "$top" -gt 0 ]]; then
        local tall=$((top + height))
        (( tall > 30000 )) && tall=30000 && top=$((tall - height))
        "$chromium" "${flags[@]}" --window-size="$width,$tall" --virtual-time-budget=5000 --screenshot="$work/tall.png" "$url" 2>/dev/null
        # Headless Chromium paints nothing when it screenshots a page scrolled to an anchor:
        # the table region is cut out of a tall screenshot by a page showing it shifted up.
        printf '<!DOCTYPE html><html><body style="margin:0;overflow:hidden"><img src="tall.png" style="display:block;margin-top:-%dpx"></body></html>' \
            "$top" >"$work/crop.html"
        "$chromium" "${flags[@]}" --window-size="$width,$height" --virtual-time-budget=2000 --screenshot="$SCREENSHOTS/$name-table-$width.png" \
            "file://$work/crop.html" 2>/dev/null
    fi
}

# Every check on one report. `expect`: what the self-test must also see (foreign, scope, noerrors, docs).
check_report() { # report expect name
    local report="$1" expect="$2" name="$3"
    [[ -s "$report" ]] || { echo "browser-check: no report at $report" >&2; exit 2; }
    local url="file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
    echo "== $name ($report)"
    : >"$work/console"
    selftest "$url" "$expect" 1280 800 "1280x800 light"
    selftest "$url" "$expect${expect:+,}dark" 1280 800 "1280x800 dark" --force-dark-mode --blink-settings=preferredColorScheme=0
    selftest "$url" "$expect" 390 844 "390x844"

    local rule
    rule="$(grep -o '<tr data-i="0" data-rule="[^"]*"' "$report" | sed 's/.*data-rule="//; s/"$//' || true)"
    if [[ -n "$rule" ]]; then
        render "$url#rule=$rule" 1280 800 >"$work/filtered.html"
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
        local none
        none="$(grep -o '<option value="[A-Z]*[0-9]*" data-summary="[^"]*">[A-Z]*[0-9]* (0)</option>' "$report" | head -1 | sed 's/<option value="//; s/".*//' || true)"
        if [[ -n "$none" ]]; then
            render "$url#rule=$none" 1280 800 >"$work/none.html"
            python3 - "$work/none.html" "$none" <<'PY'
import re, sys
dom, rule = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2]
rows = re.findall(r'<tr ([^>]*data-rule="[^"]*"[^>]*)>', dom)
visible = [r for r in rows if not re.search(r'\bhidden\b', r)]
empty = re.search(r'<p id="filter-empty"([^>]*)>([^<]*)</p>', dom)
if visible or not empty or "hidden" in empty.group(1) or not empty.group(2).startswith(f"No findings for {rule}"):
    sys.exit(f"browser-check: FAIL: #rule={rule} (no findings) shows {len(visible)} rows and says {empty.group(2) if empty else 'nothing'!r}")
print(f"ok: #rule={rule} says: {empty.group(2)}")
PY
        fi
    else
        echo "ok: no findings table to filter"
    fi
    if [[ -s "$work/console" ]]; then
        cat "$work/console" >&2
        fail "$name: console messages (above)"
    fi
    echo "ok: no console message"
    if [[ -n "${SCREENSHOTS:-}" ]]; then
        mkdir -p "$SCREENSHOTS"
        screenshots "$url" "$name" 1280 800
        screenshots "$url" "$name" 390 844
        "$chromium" "${flags[@]}" --force-dark-mode --blink-settings=preferredColorScheme=0 --window-size=1280,800 --virtual-time-budget=5000 \
            --screenshot="$SCREENSHOTS/$name-dark-1280.png" "$url" 2>/dev/null
    fi
}

# A git history written from scratch (uneven commit times, a scope change,
# long paths and code) on top of a copy of the sample app.
make_history() { # dir
    local dir="$1"
    mkdir -p "$dir"
    cp -R Fixtures/SampleApp/App "$dir/App"
    cp Fixtures/SampleApp/.keel.yml "$dir/.keel.yml"
    git_at() { # date args…
        local date="$1"
        shift
        GIT_AUTHOR_DATE="$date" GIT_COMMITTER_DATE="$date" git -C "$dir" -c user.email=ci@example.com -c user.name=ci \
            -c commit.gpgsign=false -c init.defaultBranch=main "$@" >/dev/null
    }
    git_at 2025-01-06T09:00:00Z init -q
    git_at 2025-01-06T09:00:00Z add -A
    git_at 2025-01-06T09:00:00Z commit -qm "sample app"
    mkdir -p "$dir/App/Features/Profile"
    cat >"$dir/App/Features/Profile/ProfileViewModel.swift" <<'SWIFT'
import Combine

final class ProfileViewModel: ObservableObject {
    @Published var displayName = ""
}
SWIFT
    git_at 2025-01-07T17:30:00Z add -A
    git_at 2025-01-07T17:30:00Z commit -qm "profile, a day later"
    local long="App/Features/CheckoutAndPaymentsWithSavedCardsAndApplePayIntegration/ConfirmationScreensForSubscriptionUpgrades/AnnualPlanUpgradeConfirmationAndReceiptPresentation"
    mkdir -p "$dir/$long"
    cat >"$dir/$long/AnnualPlanUpgradeConfirmationAndReceiptPresentationViewModel.swift" <<'SWIFT'
import Combine

final class AnnualPlanUpgradeConfirmationAndReceiptPresentationViewModel: ObservableObject {
    @Published var receiptLinesGroupedByBillingPeriodAndCurrencyForTheConfirmationScreen: [String: [(title: String, amountInMinorUnits: Int, currencyCode: String, isDiscounted: Bool)]] = ["monthly": [(title: "Upgrade", amountInMinorUnits: 999, currencyCode: "EUR", isDiscounted: false)], "annual": [(title: "Upgrade", amountInMinorUnits: 9999, currencyCode: "EUR", isDiscounted: true)]]
}
SWIFT
    for name in Search Favourites History Notifications; do
        mkdir -p "$dir/App/Features/$name"
        cat >"$dir/App/Features/$name/${name}ViewModel.swift" <<SWIFT
import Combine

final class ${name}ViewModel: ObservableObject {
    @Published var items: [String] = []
}
SWIFT
        cat >"$dir/App/Features/$name/${name}View.swift" <<SWIFT
import SwiftUI

struct ${name}View: View {
    @StateObject private var viewModel = ${name}ViewModel()
    var body: some View { Text("\\(viewModel.items.count)") }
}
SWIFT
    done
    git_at 2025-03-17T10:00:00Z add -A
    git_at 2025-03-17T10:00:00Z commit -qm "five more screens, ten weeks later"
    sed -i 's/^final class ProfileViewModel/@MainActor\nfinal class ProfileViewModel/; s/@Published var displayName/@Published private(set) var displayName/' \
        "$dir/App/Features/Profile/ProfileViewModel.swift"
    git_at 2025-03-24T10:00:00Z commit -qam "profile fixed"
}

if [[ "$1" == "--write-history" ]]; then # DIR: only write the scripted history (to look at its reports by hand)
    make_history "${2:?usage: Tools/browser-check.sh --write-history DIR}"
    exit 0
fi

if [[ "$1" == "--ci" ]]; then
    SCREENSHOTS="${SCREENSHOTS:-$auditor/../.ci/artifacts/browser}"
    mkdir -p "$SCREENSHOTS"
    SCREENSHOTS="$(cd "$SCREENSHOTS" && pwd)"
    keel="$(keel_binary)"
    "$keel" audit Fixtures/SampleApp --format html --no-cache >"$work/sample.html" || [[ $? -eq 1 ]]
    check_report "$work/sample.html" "" sample

    make_history "$work/history"
    "$keel" trend "$work/history" --commits 10 --no-cache --output "$work/trend.json"
    "$keel" audit "$work/history" --format html --no-cache --trend "$work/trend.json" >"$work/history.html" || [[ $? -eq 1 ]]
    check_report "$work/history.html" scope history
    "$keel" trend "$work/history" --commits 10 --no-cache --format html --output "$work/trend.html"
    check_report "$work/trend.html" scope trend

    mkdir -p "$work/other"
    printf 'final class OtherViewModel {}\n' >"$work/other/Other.swift"
    git -C "$work/other" -c init.defaultBranch=main init -q
    git -C "$work/other" add -A
    GIT_AUTHOR_DATE=2024-06-01T00:00:00Z GIT_COMMITTER_DATE=2024-06-01T00:00:00Z \
        git -C "$work/other" -c user.email=ci@example.com -c user.name=ci -c commit.gpgsign=false commit -qm other
    "$keel" trend "$work/other" --commits 1 --no-cache --output "$work/other-trend.json"
    "$keel" audit "$work/history" --format html --no-cache --trend "$work/other-trend.json" >"$work/foreign.html" 2>"$work/foreign.err" || [[ $? -eq 1 ]]
    grep -q "recorded in another repository" "$work/foreign.err" || fail "no warning on stderr for a trend file of another repository"
    check_report "$work/foreign.html" foreign foreign
    echo "screenshots: $SCREENSHOTS"
    echo "browser-check: pass (4 reports)"
    exit 0
fi

if [[ "$1" == "--audit" ]]; then
    shift
    keel="$(keel_binary)"
    report="$work/report.html"
    "$keel" audit "$@" --format html >"$report" || [[ $? -eq 1 ]]
    expect=""
else
    report="$1"
    expect=""
    [[ "${2:-}" == "--expect" ]] && expect="${3:-}"
fi
check_report "$report" "$expect" "${NAME:-report}"
[[ -n "${SCREENSHOTS:-}" ]] && echo "screenshots: $SCREENSHOTS"
echo "browser-check: pass ($report)"
