#!/usr/bin/env python3
"""Counts a flow's Kind/payload ceremony: the non-blank, non-comment lines of
its `Kind` enums, its `kind` properties and its `FlowCase` declarations
(payload extractors), in the Swift files under DIR (default: Examples/Ride/Flow).

    python3 scripts/flow-ceremony.py [DIR]

Prints each counted block and the total, so a before/after comparison is
reproducible (`git stash`, or `git worktree add` at an older commit)."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Examples/Ride/Flow")
starts = [
    ("Kind enum", re.compile(r"^\s*(public\s+)?enum\s+Kind\b")),
    ("kind property", re.compile(r"^\s*(public\s+)?var\s+kind\s*:")),
    ("FlowCase declarations", re.compile(r"^\s*extension\s+FlowCase\b")),
]

def code(line):
    stripped = line.strip()
    return stripped and not stripped.startswith("//")

total = 0
files = sorted(root.rglob("*.swift"))
for path in files:
    lines = path.read_text().splitlines()
    index = 0
    while index < len(lines):
        label = next((name for name, pattern in starts if pattern.match(lines[index])), None)
        if label is None:
            index += 1
            continue
        depth, end = 0, index
        for end in range(index, len(lines)):
            depth += lines[end].count("{") - lines[end].count("}")
            if depth <= 0 and "{" in "".join(lines[index:end + 1]):
                break
        count = sum(1 for line in lines[index:end + 1] if code(line))
        print(f"{path}:{index + 1}: {label}: {count}")
        total += count
        index = end + 1
print(f"ceremony: {total} lines in {len(files)} files")
