#!/usr/bin/env bash
# Builds keel the way it is meant to be installed, and prints the binary's path.
#
#   Tools/build-release.sh            # → .build-static/release/keel (and keel-mcp beside it)
#
# - release, with the Swift runtime and Foundation linked statically
#   (`--static-swift-stdlib`): a dynamically linked keel starts ~7 ms slower;
# - not position-independent (`-no-pie`): the loader then applies none of the
#   ~113,000 relocations a PIE build of this binary carries at every start;
# - no symbols exported (`--no-export-dynamic`): the Swift runtime looks its
#   own path up with `dladdr` at start, which walks every exported symbol
#   (~38,000 of them otherwise).
# Together the last two start keel ~1.1 ms faster (`keel --version`: 4.3–4.7 ms
# instead of 5.6–5.8 ms), which is most of a cached audit of a small app.
# What they give up: the executable itself loads at a fixed address (its heap,
# stack and libraries are still randomized) and other code cannot `dlsym`
# into it; keel is a command-line tool and needs neither. Output is the same
# as a default release build's (checked on every report format, `keel fix`
# and `keel migrate`).
#
# The first build compiles swift-syntax in release (8–20 minutes on 2 cores);
# changing these flags on an existing scratch path rebuilds keel's modules.
# Environment: SCRATCH (default .build-static, under Auditor/).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${SCRATCH:-.build-static}"
flags=(-c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --scratch-path "$scratch")
swift build "${flags[@]}" --product keel >&2

# keel-mcp, the MCP server `keel mcp` runs, the same way. The MCP SDK links
# Foundation's networking, which asks the linker for libcurl (`-lcurl`):
# keel-mcp loads libcurl.so.4 at start (keel itself never does). Where only
# the runtime library is installed (no libcurl4-openssl-dev), it is linked
# through a symbolic link in the scratch folder.
curl_flags=()
if [[ "$(uname -s)" == Linux ]] && ! ldconfig -p | grep -q 'libcurl\.so '; then
    runtime="$(ldconfig -p | awk '/libcurl\.so\.4 / { print $NF; exit }')"
    if [[ -n "$runtime" ]]; then
        mkdir -p "$scratch/link-curl"
        ln -sf "$runtime" "$scratch/link-curl/libcurl.so"
        curl_flags=(-Xlinker -L"$PWD/$scratch/link-curl")
    fi
fi
swift build "${flags[@]}" "${curl_flags[@]}" --product keel-mcp >&2
echo "$PWD/$scratch/release/keel"
