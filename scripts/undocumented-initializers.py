#!/usr/bin/env python3
"""Lists public and open initializers without a documentation summary in the
kit's sources: no `///` comment right above them (attributes aside), or one
that starts with a parameter list instead of saying what the initializer
makes. Exit status 1 if any is found.

    python3 scripts/undocumented-initializers.py [DIR ...]   # default: Sources

The stand-in of RxSwift (Sources/Internal/KeelRxStandIn) mirrors RxSwift's
documented API and is left out unless named."""
import pathlib
import re
import sys

roots = sys.argv[1:] or ["Sources"]
init = re.compile(r"^\s*(@\w+(\(.*?\))?\s+)*(public|open)\s+(convenience\s+|required\s+|override\s+|nonisolated\s+)*init[?!]?\s*[<(]")
found = []
for root in roots:
    for path in sorted(pathlib.Path(root).rglob("*.swift")):
        if "KeelRxStandIn" in path.parts and "KeelRxStandIn" not in root:
            continue
        lines = path.read_text().splitlines()
        for index, line in enumerate(lines):
            if not init.match(line):
                continue
            above = index - 1
            while above >= 0 and lines[above].strip().startswith("@"):
                above -= 1
            doc = []
            while above >= 0 and lines[above].strip().startswith("///"):
                doc.insert(0, lines[above].strip()[3:].strip())
                above -= 1
            summary = next((text for text in doc if text), "")
            if not summary or summary.startswith("- "):
                found.append(f"{path}:{index + 1}: {line.strip()[:100]}")
print("\n".join(found))
print(f"{len(found)} public initializers without a documentation summary")
sys.exit(1 if found else 0)
