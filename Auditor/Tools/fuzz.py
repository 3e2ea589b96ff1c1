#!/usr/bin/env python3
"""Robustness harness for keel audit (release build; not part of CI).

Usage: Tools/fuzz.py [COUNT] [KEEL_BINARY]     (default 3000, .build-release/release/keel)

Writes COUNT mutated and random Swift files — seeds from ../Examples/ and
Fixtures/ with bytes deleted, duplicated, swapped or spliced, truncations,
random token soup, deep nesting, invalid UTF-8 — into a temporary tree, then
runs `keel audit` on it in batches with a time limit. Passing means: every
run exits 0 or 1 (findings), never a crash, a hang or exit 2.
Deterministic for a given COUNT (fixed seed).
"""
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TOKENS = ["class", "struct", "@MainActor", "@Published", "var", "let", "func", "{", "}", "(", ")", "<", ">", "[", "]",
          "ObservableObject", "View", "import SwiftUI", "import RxSwift", "DisposeBag()", ".subscribe(", "Task {",
          "// keel:disable:next VM001", "#if", "#endif", "\"", "\"\"\"", "\\(", "?", "!", ":", ",", "\n", "enum", "case"]


def seeds():
    found = []
    for base in ("../Examples", "Fixtures"):  # the reference app (repository root) and the sample app
        for directory, _, files in os.walk(os.path.join(ROOT, base)):
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(directory, name), "rb") as handle:
                        found.append(handle.read())
    return found


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 12)):
        if not data:
            break
        op = rng.randrange(6)
        i = rng.randrange(len(data))
        if op == 0:
            del data[i:i + rng.randint(1, 40)]
        elif op == 1:
            j = rng.randrange(len(data))
            data[i:i] = data[j:j + rng.randint(1, 80)]
        elif op == 2:
            j = rng.randrange(len(data))
            data[i], data[j] = data[j], data[i]
        elif op == 3:
            data[i:i] = rng.choice(TOKENS).encode()
        elif op == 4:
            data = data[: rng.randrange(len(data) + 1)]
        else:
            data[i:i] = bytes([rng.randrange(256)])
    return bytes(data)


def random_file(rng):
    kind = rng.randrange(3)
    if kind == 0:
        return " ".join(rng.choice(TOKENS) for _ in range(rng.randint(1, 400))).encode()
    if kind == 1:
        depth = rng.randint(1, 40)
        opener, closer = rng.choice([("(", ")"), ("{", "}"), ("[", "]"), ("<", ">")])
        return ("let x = " + opener * depth + "1" + closer * rng.randint(0, depth)).encode()
    return bytes(rng.randrange(256) for _ in range(rng.randint(0, 300)))


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    keel = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build-release/release/keel")
    rng = random.Random(1234)
    pool = seeds()
    failures = 0
    batch_size = 250
    with tempfile.TemporaryDirectory() as tree:
        for start in range(0, count, batch_size):
            batch = os.path.join(tree, f"batch{start}")
            os.makedirs(batch)
            for index in range(start, min(count, start + batch_size)):
                data = mutate(rng, rng.choice(pool)) if index % 4 else random_file(rng)
                with open(os.path.join(batch, f"F{index}.swift"), "wb") as handle:
                    handle.write(data)
            try:
                result = subprocess.run([keel, "audit", batch, "--no-cache", "--format", "json"],
                                        capture_output=True, timeout=300)
                if result.returncode not in (0, 1):
                    failures += 1
                    print(f"batch {start}: exit {result.returncode}: {result.stderr.decode(errors='replace')[:300]}")
            except subprocess.TimeoutExpired:
                failures += 1
                print(f"batch {start}: timed out")
    print(f"fuzz: {count} files in {(count + batch_size - 1) // batch_size} runs, {failures} failing run(s)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
