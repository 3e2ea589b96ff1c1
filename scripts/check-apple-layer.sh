#!/usr/bin/env bash
# Compiles Keel's Apple-only files (#if canImport(UIKit) / canImport(SwiftUI))
# on a machine without Apple's SDKs, against Keel's clean-room interface
# stand-ins of the UIKit and SwiftUI subset they use (AppleInterfaces/).
#
#   1. builds the kit (offline trait) so every dependency's module exists;
#   2. builds stand-in modules named UIKit and SwiftUI from AppleInterfaces/;
#   3. recompiles the modules that hold Apple-only files — KeelNavigation (the
#      UIKit and SwiftUI routers' forwarding layer), then the reference app's
#      modules with SwiftUI views and UIKit controllers (Guidelines,
#      Sportsbook, Ride, VPN) — with the stand-ins visible, so `canImport`
#      is true and those files are type-checked and compiled in Swift 6 mode
#      with strict concurrency, in context with the rest of their module;
#   4. compiles the reference app's iOS app (Examples/SportsbookApp.swiftpm:
#      the SwiftUI `@main` and the UIKit scene using `UIKitRouter`);
#   5. fails on any error, and on any warning in Keel's own files.
#
# What this proves and what only a Mac proves: docs/articles/Apple-Layer-Check.md.
# Runs offline in well under a minute once the kit is built.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== building the kit (StandIn trait) for its modules"
swift build --traits StandIn >/dev/null
bin="$(swift build --traits StandIn --show-bin-path)"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/modules" "$tmp/objects"
log="$tmp/diagnostics.log"
: >"$log"

common=(-swift-version 6 -parse-as-library -module-cache-path "$tmp/cache"
        -I "$tmp/modules" -I "$bin/Modules"
        -DSWIFT_PACKAGE -DDEBUG -DStandIn -package-name keel_apple_check)
for map in "$bin"/*.build/module.modulemap; do
    [[ -e "$map" ]] && common+=(-Xcc "-fmodule-map-file=$map")
done

compile() { # compile NAME SOURCES... — one module, whole-module, with the stand-ins visible
    local name="$1"; shift
    echo "== $name"
    if ! swiftc "${common[@]}" -module-name "$name" -wmo -c "$@" \
        -emit-module -emit-module-path "$tmp/modules/$name.swiftmodule" \
        -o "$tmp/objects/$name.o" 2>&1 | tee -a "$log"; then
        echo "error: $name does not compile against the Apple interface stand-ins" >&2
        exit 1
    fi
}

sources() { # the sources SwiftPM compiled for target $1
    local list="$bin/$1.build/sources"
    [[ -f "$list" ]] || { echo "error: no source list for $1 (was it built?)" >&2; exit 1; }
    # The list is a response file: one (possibly quoted) path per line.
    sed -e 's/^"//' -e 's/"$//' "$list"
}

compile UIKit AppleInterfaces/UIKit/*.swift
compile SwiftUI AppleInterfaces/SwiftUI/*.swift

apple_files=0
for target in KeelNavigation KeelLaunchNavigation GuidelinesApp SportsbookApp RideApp VPNApp; do
    mapfile -t files < <(sources "$target")
    count=$(grep -lE 'canImport\((UIKit|SwiftUI)\)' "${files[@]}" | wc -l || true)
    apple_files=$((apple_files + count))
    compile "$target" "${files[@]}"
done

# The reference app as an iOS app (Examples/SportsbookApp.swiftpm): its
# SwiftUI `@main` and its UIKit scene on `UIKitRouter`, against the modules
# just compiled with the stand-ins. (apple.yml builds it with the real SDK.)
mapfile -t app_files < <(find Examples/SportsbookApp.swiftpm/Sources -name '*.swift' | sort)
count=$(grep -lE 'canImport\((UIKit|SwiftUI)\)' "${app_files[@]}" | wc -l || true)
apple_files=$((apple_files + count))
compile SportsbookiOS "${app_files[@]}"

if grep -E ': error: ' "$log" >/dev/null; then
    echo "error: the Apple layer has compile errors (above)" >&2
    exit 1
fi
if grep -E ': warning: ' "$log" | grep -v '/AppleInterfaces/' | grep -E '/(Sources|Examples)/'; then
    echo "error: warnings in Keel's Apple-layer files (listed above)" >&2
    exit 1
fi
echo "apple layer: $apple_files Apple-only files compiled against the UIKit/SwiftUI stand-ins, 0 errors, 0 warnings"
