#!/usr/bin/env python3
"""keel mcp's warm-state harness (release build; not part of CI).

    KEEL=path/to/release/keel RUNS=9 python3 Auditor/Tools/mcp-measure.py TREE [TREE...]

For each TREE (a copy of its Swift files and build descriptions is made in a temporary
folder, so the edits never touch TREE):

1. starts `keel mcp COPY --lazy` and times the first `audit_files` call on one file
   (the server reads, parses and indexes the whole tree inside that call);
2. then RUNS rounds, interleaved: a cold `keel audit COPY --no-cache --format json`,
   and `audit_files` on the same file after each kind of edit —
   - `shift`: one or two comment lines inserted at the top of the file, saved (every
     declaration moves; the pass-1 index differs only in positions, which no finding
     reads: the index is kept),
   - `body`: a comment at the end of the file changed, saved (the pass-1 index is equal:
     no rebuild),
   - `member`: a stored property added to the file's first class, saved (the pass-1
     index changes: the index, the model and the roles are rebuilt),
   - `unsaved`: the file's text with a new stored property, sent as unsaved text (the
     index is rebuilt for that call only),
   - `none`: nothing changed;
3. prints the medians (round trip, measured by this client over the stdio pipe, and the
   server's own time from the answer's `_meta`), each warm median as a share of the
   cold audit's, and whether it is under 100 ms and at most 10 % of the cold audit.

The edited file: EDIT (a path relative to TREE), else the largest `*ViewModel.swift`.
Environment: KEEL (default: Tools/build-release.sh builds one), RUNS (default 9), EDIT.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DESCRIPTORS = ("Package.swift", "project.pbxproj", "project.yml", "Project.swift", ".keel.yml")


def copy_sources(tree, destination):
    """The Swift files and build descriptions of `tree` (what keel reads), nothing else."""
    count = 0
    for folder, directories, names in os.walk(tree):
        directories[:] = [d for d in directories if d != ".git"]
        for name in names:
            if name.endswith(".swift") or name in DESCRIPTORS:
                source = os.path.join(folder, name)
                if os.path.islink(source):
                    continue
                target = os.path.join(destination, os.path.relpath(source, tree))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copy2(source, target)
                count += 1
    return count


def pick_edit(root):
    if os.environ.get("EDIT"):
        return os.environ["EDIT"]
    best = None
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith("ViewModel.swift"):
                path = os.path.join(folder, name)
                lines = sum(1 for _ in open(path, encoding="utf-8", errors="replace"))
                if best is None or lines > best[0]:
                    best = (lines, os.path.relpath(path, root))
    if best is None:
        sys.exit(f"error: no *ViewModel.swift under {root}; set EDIT")
    return best[1]


class Server:
    def __init__(self, keel, root):
        self.process = subprocess.Popen([keel, "mcp", root, "--lazy"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "measure", "version": "1"}})
        self.notify("notifications/initialized")

    def notify(self, method):
        self.process.stdin.write((json.dumps({"jsonrpc": "2.0", "method": method}) + "\n").encode())
        self.process.stdin.flush()

    def request(self, method, params):
        self.next_id += 1
        line = (json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}) + "\n").encode()
        start = time.perf_counter()
        self.process.stdin.write(line)
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        elapsed = (time.perf_counter() - start) * 1000
        if "error" in answer:
            sys.exit(f"error: {method}: {answer['error']}")
        return answer["result"], elapsed

    def audit(self, arguments):
        result, elapsed = self.request("tools/call", {"name": "audit_files", "arguments": arguments})
        if result.get("isError"):
            sys.exit(f"error: audit_files: {result['content'][0]['text']}")
        return result, elapsed

    def rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=60)


def cold_audit(keel, root):
    start = time.perf_counter()
    subprocess.run([keel, "audit", root, "--no-cache", "--format", "json"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000


def measure(keel, tree, runs):
    scratch = tempfile.mkdtemp(prefix="keel-mcp-measure-")
    try:
        root = os.path.join(scratch, os.path.basename(os.path.normpath(tree)))
        copied = copy_sources(tree, root)
        edit = pick_edit(root)
        path = os.path.join(root, edit)
        original = open(path, encoding="utf-8").read()
        edit_lines = original.count("\n")
        server = Server(keel, root)
        first, first_ms = server.audit({"paths": [edit]})
        meta = first.get("_meta", {})
        rss = server.rss_mb()
        rows = {name: {"trip": [], "server": [], "rebuilt": [], "parsed": []} for name in ("shift", "body", "member", "unsaved", "none")}
        figures_first = server.request("tools/call", {"name": "figures", "arguments": {}})[1]
        cold = []
        for n in range(runs):
            cold.append(cold_audit(keel, root))
            # 1 or 2 lines on top, never as many as the round before: every declaration moves.
            header = "".join(f"// keel-measure shift {n}.{i}\n" for i in range(1 + n % 2))
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(header + original)
            record(rows["shift"], *server.audit({"paths": [edit]}))
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(header + original + f"\n// keel-measure body {n}\n")
            record(rows["body"], *server.audit({"paths": [edit]}))
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(add_property(header + original, 100 + n))
            record(rows["member"], *server.audit({"paths": [edit]}))
            # Back to the file without the property (not recorded): the next shift moves declarations only.
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(header + original)
            server.audit({"paths": [edit]})
            unsaved = add_property(original, n)
            record(rows["unsaved"], *server.audit({"files": [{"path": edit, "text": unsaved}]}))
            record(rows["none"], *server.audit({"paths": [edit]}))
        figures_after = server.request("tools/call", {"name": "figures", "arguments": {}})[1]
        server.close()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(original)
        return {"tree": tree, "copied": copied, "edit": edit, "editLines": edit_lines, "first": first_ms,
                "firstServer": meta.get("keel/elapsedMilliseconds"), "rss": rss, "cold": cold, "rows": rows,
                "figures": (figures_first, figures_after)}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def add_property(text, n):
    """The text with a stored property added to its first class (a new declaration: the pass-1 index changes)."""
    marker = text.find("class ")
    brace = text.find("{", marker) if marker >= 0 else -1
    if brace < 0:
        return f"// keel-measure unsaved {n}\n" + text
    return text[:brace + 1] + f"\n    private var keelMeasure{n} = {n}\n" + text[brace + 1:]


def record(row, result, trip):
    meta = result.get("_meta", {})
    row["trip"].append(trip)
    row["server"].append(meta.get("keel/elapsedMilliseconds", float("nan")))
    row["rebuilt"].append(bool(meta.get("keel/indexRebuilt")))
    row["parsed"].append(meta.get("keel/filesParsed", 0))
    row.setdefault("meta", []).append(meta)


def report(result):
    cold = statistics.median(result["cold"])
    print(f"\n{result['tree']}  ({result['copied']} files copied; edited: {result['edit']}, {result['editLines']} lines)")
    print(f"  first call (loads the whole tree): {result['first']:.0f} ms round trip ({result['firstServer']} ms in the server); "
          f"server RSS after it: {result['rss']:.0f} MB")
    print(f"  cold keel audit --no-cache: median {cold:.0f} ms (runs: {', '.join(f'{c:.0f}' for c in result['cold'])})")
    print("  | call after | round trip (median) | in the server | ÷ cold audit | index rebuilt | < 100 ms | ≤ 10 % |")
    print("  |---|---|---|---|---|---|---|")
    verdict = True
    for name, row in result["rows"].items():
        trip = statistics.median(row["trip"])
        server = statistics.median(row["server"])
        share = trip / cold * 100
        rebuilt = f"{sum(row['rebuilt'])}/{len(row['rebuilt'])}"
        under = trip < 100
        tenth = share <= 10
        verdict = verdict and under and tenth
        print(f"  | {name} | {trip:.1f} ms | {server:.1f} ms | {share:.1f} % | {rebuilt} | {'✓' if under else '✗'} | {'✓' if tenth else '✗'} |")
    for name in ("shift", "member", "unsaved"):
        phases = {}
        for row in result["rows"][name].get("meta", []):
            for key in ("locate", "parse", "index", "unsavedIndex", "analyze"):
                phases.setdefault(key, []).append(row.get(f"keel/{key}Milliseconds", float("nan")))
        print(f"  {name}, where the server's time goes (medians): "
              + ", ".join(f"{key} {statistics.median(values):.1f} ms" for key, values in phases.items()))
    print(f"  figures (pass 2 over the whole tree, from the warm state): {result['figures'][0]:.0f} ms after the load, "
          f"{result['figures'][1]:.0f} ms after the edits")
    return verdict


def main():
    trees = sys.argv[1:]
    if not trees:
        sys.exit(__doc__)
    runs = int(os.environ.get("RUNS", "9"))
    keel = os.environ.get("KEEL")
    if not keel:
        keel = subprocess.run([os.path.join(HERE, "build-release.sh")], capture_output=True, text=True, check=True).stdout.strip()
    ok = True
    for tree in trees:
        ok = report(measure(keel, tree, runs)) and ok
    print(f"\nkeel: {keel}; {runs} interleaved runs per tree; medians.")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
