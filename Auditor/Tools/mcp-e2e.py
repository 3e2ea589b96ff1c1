#!/usr/bin/env python3
"""End-to-end test of `keel mcp` with the reference Python MCP client (PyPI `mcp`).

    python3 Auditor/Tools/mcp-e2e.py KEEL [ROOT]     # ROOT: default Auditor/Fixtures/SampleApp

Starts `KEEL mcp ROOT` over stdio, lists the tools and calls each one on ROOT, and
compares every answer with what the `keel` commands print for the same files:
`keel audit --format json/sarif` (findings, related locations, figures), `keel rules`,
`keel explain`, `keel fix --dry-run`, `keel migrate --dry-run`. Then the error cases:
a line that is not JSON, a request that is not JSON-RPC, bad arguments, an unknown
tool or resource, a path outside the root, unsaved text that does not parse — each
must be a JSON-RPC error, and the server must answer the next request. An edit to a
copy of ROOT must show in the next answer (the warm state follows the disk). ROOT
must be byte-identical afterwards (the server writes nothing).

Exits 0 when every check passed, 1 on the first failure (with what differed), 2 when
the `mcp` package is missing (CI installs it: .ci/run).
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

try:
    import anyio
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
    try:
        from mcp.shared.exceptions import MCPError as ProtocolError  # mcp 2.x
    except ImportError:
        from mcp.shared.exceptions import McpError as ProtocolError  # mcp 1.x
except ImportError as error:
    print(f"error: the Python MCP client is not installed ({error}); pip install mcp", file=sys.stderr)
    sys.exit(2)

CHECKS = 0


def check(condition, what, detail=""):
    global CHECKS
    if not condition:
        print(f"FAIL: {what}" + (f"\n{detail}" if detail else ""), file=sys.stderr)
        sys.exit(1)
    CHECKS += 1


def field(obj, *names):
    """An attribute under its mcp 2.x (snake_case) or 1.x (camelCase) name."""
    for name in names:
        if hasattr(obj, name):
            return getattr(obj, name)
    raise AttributeError(names[0])


def structured(result):
    return field(result, "structured_content", "structuredContent")


def is_error(result):
    return bool(field(result, "is_error", "isError"))


def error_code(error):
    data = getattr(error, "error", None)
    return getattr(data, "code", None)


def keel(binary, root, *arguments, ok=(0,)):
    run = subprocess.run([binary, *arguments], cwd=root, capture_output=True, text=True)
    check(run.returncode in ok, f"keel {' '.join(arguments)} exited {run.returncode}", run.stderr)
    return run.stdout


def snapshot(root):
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                files[os.path.relpath(path, root)] = hashlib.sha256(handle.read()).hexdigest()
    return files


def finding_key(rule, severity, message, file, line, column, fingerprint, related):
    return (rule, severity, message, file, line, column, fingerprint, tuple(related))


def audit_expectations(binary, root):
    """`keel audit`'s findings by file (JSON), with SARIF's related locations."""
    report = json.loads(keel(binary, root, "audit", ".", "--format", "json", "--no-cache", ok=(0, 1)))
    sarif = json.loads(keel(binary, root, "audit", ".", "--format", "sarif", "--no-cache", ok=(0, 1)))
    related = {}
    for result in sarif["runs"][0]["results"]:
        location = result["locations"][0]["physicalLocation"]
        key = (result["ruleId"], location["artifactLocation"]["uri"], location["region"]["startLine"], location["region"]["startColumn"])
        related[key] = [(r["physicalLocation"]["region"]["startLine"], r["physicalLocation"]["region"]["startColumn"])
                        for r in result.get("relatedLocations", [])]
    by_file = {}
    for f in report["findings"]:
        loc = f["location"]
        rel = related.get((f["rule"], loc["file"], loc["line"], loc["column"]), [])
        by_file.setdefault(loc["file"], []).append(
            finding_key(f["rule"], f["severity"], f["message"], loc["file"], loc["line"], loc["column"], f["fingerprint"],
                        [x for pair in rel for x in pair]))
    return report, by_file


def answered_findings(answer, path):
    for file in answer["files"]:
        if file["path"] == path:
            return [finding_key(f["rule"], f["severity"], f["message"], path, f["line"], f["column"], f["fingerprint"],
                                [x for r in f["related"] for x in (r["line"], r["column"])]) for f in file["findings"]]
    return None


async def expect_protocol_error(session, what, call, code=-32602, contains=None):
    try:
        await call()
    except ProtocolError as error:
        check(error_code(error) == code, f"{what}: JSON-RPC error {code}", f"got {error_code(error)}: {error}")
        if contains:
            check(contains in str(error), f"{what}: the error says '{contains}'", str(error))
    else:
        check(False, f"{what}: a JSON-RPC error, not an answer")
    # The server keeps serving.
    answer = await session.call_tool("explain_rule", {"rule": "VM001"})
    check(not is_error(answer) and structured(answer)["id"] == "VM001", f"{what}: the server still answers")


async def session_checks(binary, root, report, expected):
    params = StdioServerParameters(command=binary, args=["mcp", root])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(field(init, "server_info", "serverInfo").name == "keel", "the server is keel")
            check("audit_files" in (init.instructions or ""), "the instructions name the workflow")

            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            check(sorted(tools) == sorted(["audit_files", "explain_rule", "explain_type", "fix_preview", "migration_plan", "figures"]),
                  "the six tools are listed", str(sorted(tools)))
            for tool in tools.values():
                schema = field(tool, "input_schema", "inputSchema")
                check(schema.get("type") == "object", f"{tool.name}: an object input schema")
                check(all("description" in p for p in schema.get("properties", {}).values()), f"{tool.name}: every argument described")
                check(field(tool.annotations, "read_only_hint", "readOnlyHint") is True, f"{tool.name}: read-only")
                check("read-only" in tool.description.lower(), f"{tool.name}: says it is read-only")

            # audit_files: every file alone, and the whole app at once, equal keel audit's findings.
            whole = structured(await session.call_tool("audit_files", {"paths": ["App"]}))
            paths = [f["path"] for f in whole["files"] if f["audited"]]
            check(len(paths) >= 8, "audit_files on a folder audits every file under it", str(paths))
            for path in paths:
                alone = structured(await session.call_tool("audit_files", {"paths": [path]}))
                want = expected.get(path, [])
                check(answered_findings(alone, path) == want, f"audit_files {path} equals keel audit",
                      f"mcp:  {answered_findings(alone, path)}\naudit: {want}")
                check(answered_findings(whole, path) == want, f"audit_files App: {path} equals keel audit")
            check(whole["findings"] == len(report["findings"]), "audit_files App: as many findings as keel audit")
            found = {f["rule"] for file in whole["files"] for f in file.get("findings", [])}
            check(set(whole["rules"]) == found, "the rules table covers every rule found", str(sorted(whole["rules"])))
            check(all(r["howToFix"] and r["help"].startswith("http") for r in whole["rules"].values()), "each rule found says how to fix it and links its docs")

            # explain_rule equals `keel rules ID`.
            rules_text = keel(binary, root, "rules", "VM001")
            rule = structured(await session.call_tool("explain_rule", {"rule": "vm001"}))
            check(rule["rationale"] in rules_text and rule["howToFix"] in rules_text, "explain_rule VM001 equals keel rules VM001")
            check(rule["incorrectExample"] and rule["correctExample"], "explain_rule gives an incorrect and a correct example")
            check("Marked with @MainActor" in rule["guide"]["words"], "explain_rule quotes the guide", str(rule["guide"]))

            # explain_type equals `keel explain`.
            explain_text = keel(binary, root, "explain", "ConnectionViewModel", ".")
            explained = structured(await session.call_tool("explain_type", {"type": "ConnectionViewModel"}))
            declaration = explained["declarations"][0]
            check("  roles: " + ", ".join(declaration["roles"]) in explain_text, "explain_type gives keel explain's roles", explain_text)
            check(all(reason in explain_text for reason in declaration["evidence"]), "explain_type gives keel explain's evidence")

            # fix_preview equals `keel fix --dry-run` for that file.
            target = "App/Features/Connection/ConnectionViewModel.swift"
            fix_text = keel(binary, root, "fix", ".", "--dry-run")
            sections = ["--- a/" + part for part in fix_text.split("--- a/") if part]
            want_diff = "".join(s for s in sections if s.startswith(f"--- a/{target}\n"))
            preview = structured(await session.call_tool("fix_preview", {"paths": [target]}))
            check(preview["diff"] == want_diff and want_diff, "fix_preview equals keel fix --dry-run for the file",
                  f"mcp:\n{preview['diff']}\nfix:\n{want_diff}")
            check(preview["written"] is False, "fix_preview wrote nothing")

            # migration_plan equals `keel migrate --dry-run`.
            migrate_text = keel(binary, root, "migrate", "SettingsViewModel", "--in", ".", "--dry-run")
            plan = structured(await session.call_tool("migration_plan", {"type": "SettingsViewModel"}))
            check(not plan["refused"], "migration_plan plans SettingsViewModel")
            for file in plan["files"]:
                check(f"// ===== {file['path']}\n{file['text']}" in migrate_text, f"migration_plan {file['path']} equals keel migrate's")
            refused = structured(await session.call_tool("migration_plan", {"type": "AppRouter"}))
            check(refused["refused"] and "AppRouter" in refused["reason"], "migration_plan says what keel migrate refuses")

            # figures equal `keel audit --format json`'s.
            figures = structured(await session.call_tool("figures", {}))
            check(figures["figures"] == report["figures"], "figures equal keel audit's figures")
            check(figures["filesScanned"] == report["filesScanned"] and figures["linesScanned"] == report["linesScanned"],
                  "figures count the same files and lines")

            # Resources: the rule catalogue and the checklists.
            resources = {str(r.uri) for r in (await session.list_resources()).resources}
            for uri in ["keel://rules", "keel://rules/VM001", "keel://checklists", "keel://checklists/viewmodel", "keel://checklists/view"]:
                check(uri in resources, f"resource {uri} is listed")
            checklist = (await session.read_resource("keel://checklists/viewmodel")).contents[0].text
            check("- [ ] Published properties are `private(set)`" in checklist, "the ViewModel checklist quotes the guide")

            # Unsaved text stands in for the file for that call.
            source = open(os.path.join(root, target), encoding="utf-8").read()
            fixed = source.replace("class ConnectionViewModel", "@MainActor\nfinal class ConnectionViewModel")
            unsaved = structured(await session.call_tool("audit_files", {"files": [{"path": target, "text": fixed}]}))
            rules = {f["rule"] for f in unsaved["files"][0]["findings"]}
            check("VM001" not in rules and "VM013" not in rules and unsaved["files"][0]["source"] == "unsaved",
                  "unsaved text is audited instead of the saved file", str(rules))

            # The error cases: JSON-RPC errors, and the server keeps serving.
            await expect_protocol_error(session, "a path outside the root",
                                        lambda: session.call_tool("audit_files", {"paths": ["../../Package.swift"]}), contains="outside the root")
            await expect_protocol_error(session, "unsaved text that does not parse",
                                        lambda: session.call_tool("audit_files", {"files": [{"path": "App/X.swift", "text": "class X {\n  func f( {\n"}]}),
                                        contains="does not parse")
            await expect_protocol_error(session, "a wrong argument type",
                                        lambda: session.call_tool("audit_files", {"paths": "App", "includeBaselined": "yes"}))
            await expect_protocol_error(session, "an unknown argument", lambda: session.call_tool("explain_rule", {"id": "VM001"}))
            await expect_protocol_error(session, "an unknown rule", lambda: session.call_tool("explain_rule", {"rule": "VM999"}))
            await expect_protocol_error(session, "an unknown tool", lambda: session.call_tool("delete_everything", {}))
            await expect_protocol_error(session, "an unknown resource", lambda: session.read_resource("keel://nothing"))


def raw_protocol_checks(binary, root):
    """Lines a client library would never send: the server must answer each with a JSON-RPC error and go on."""
    process = subprocess.Popen([binary, "mcp", root, "--lazy"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)

    def send(line):
        process.stdin.write(line + "\n")
        process.stdin.flush()
        return json.loads(process.stdout.readline())

    init = send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "e2e", "version": "1"}}}))
    check(init.get("result", {}).get("serverInfo", {}).get("name") == "keel", "raw: initialize")
    process.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
    answer = send("{this is not json")
    check(answer["error"]["code"] == -32700 and answer["id"] is None, "raw: a line that is not JSON is a parse error (id null)", str(answer))
    answer = send(json.dumps({"jsonrpc": "2.0", "id": 7}))
    check(answer["error"]["code"] == -32600 and answer["id"] == 7, "raw: JSON that is not a request is an invalid request", str(answer))
    answer = send(json.dumps({"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": "audit_files", "arguments": [1]}}))
    check(answer["id"] == 8 and "error" in answer, "raw: arguments that are not an object are refused", str(answer))
    answer = send(json.dumps({"jsonrpc": "2.0", "id": 9, "method": "no/such/method"}))
    check(answer["error"]["code"] == -32601, "raw: an unknown method", str(answer))
    answer = send(json.dumps({"jsonrpc": "2.0", "id": 10, "method": "tools/call",
                              "params": {"name": "audit_files", "arguments": {"paths": ["App/Routing/AppRouter.swift"]}}}))
    check(answer["id"] == 10 and answer["result"]["structuredContent"]["files"][0]["audited"], "raw: the server still answers", str(answer)[:300])
    process.stdin.close()
    check(process.wait(timeout=60) == 0, "raw: the server exits 0 when its input closes")


async def warm_checks(binary, root):
    """A copy of the app: an edit on disk shows in the next answer, equal to keel audit of the edited tree."""
    params = StdioServerParameters(command=binary, args=["mcp", root])
    target = "App/Features/Connection/ConnectionViewModel.swift"
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            before = structured(await session.call_tool("audit_files", {"paths": [target]}))
            path = os.path.join(root, target)
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(source.replace("class ConnectionViewModel", "@MainActor\nfinal class ConnectionViewModel"))
            after = structured(await session.call_tool("audit_files", {"paths": [target]}))
            _, expected = audit_expectations(binary, root)
            check(answered_findings(after, target) == expected.get(target, []), "after an edit on disk: equal to keel audit of the edited tree")
            check(answered_findings(after, target) != answered_findings(before, target), "after an edit on disk: the answer changed")
            # A view that no longer exists changes the ViewModel's role (cross-file facts).
            os.remove(os.path.join(root, "App/Features/Connection/ConnectionView.swift"))
            gone = structured(await session.call_tool("audit_files", {"paths": [target]}))
            _, expected = audit_expectations(binary, root)
            check(answered_findings(gone, target) == expected.get(target, []), "after removing the view: equal to keel audit")


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    binary = os.path.abspath(sys.argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "Fixtures", "SampleApp"))
    before = snapshot(root)
    report, expected = audit_expectations(binary, root)
    anyio.run(session_checks, binary, root, report, expected)
    raw_protocol_checks(binary, root)
    check(snapshot(root) == before, "the served tree is unchanged (nothing written)")
    with tempfile.TemporaryDirectory() as scratch:
        copy = os.path.join(scratch, "SampleApp")
        shutil.copytree(root, copy)
        anyio.run(warm_checks, binary, copy)
    import importlib.metadata
    print(f"keel mcp end to end: {CHECKS} checks passed (Python mcp {importlib.metadata.version('mcp')})")


if __name__ == "__main__":
    main()
