/// The report's inline script (no library, no network): sorting and
/// filtering of the findings table (the folder filter takes a path prefix,
/// or `Folder/.` for the files directly in a folder, `.` for the top
/// level), the filter mirrored in the URL's `#…`
/// (`#rule=VM001&severity=error&folder=App/Feed&q=text`, so a filtered view
/// can be linked or loaded headless), heat-map folders that filter, and a
/// self-test (`#selftest`) that drives the filter through the form like a
/// user and writes the outcome to `body[data-selftest]` for
/// `Tools/browser-check.sh`. Script errors are recorded on `body[data-errors]`.
enum HTMLScript {
    static let js = """
    (function () {
      "use strict";
      var body = document.body;
      var errors = [];
      window.addEventListener("error", function (event) {
        errors.push(String(event.message));
        body.setAttribute("data-errors", errors.join(" | "));
      });
      var table = document.getElementById("findings-table");
      var form = document.getElementById("filters");
      if (!table || !form) { body.setAttribute("data-ready", "1"); selfTestWithoutTable(); return; }
      var rows = Array.prototype.slice.call(table.tBodies[0].rows);
      var texts = rows.map(function (row) { return row.textContent.toLowerCase(); });
      var severityRank = { error: 0, warning: 1, note: 2 };
      var fields = form.elements;
      var status = document.getElementById("filter-status");
      var filterNames = ["q", "rule", "severity", "folder"];
      form.hidden = false;

      function inFolder(file, folder) {
        if (!folder) { return true; }
        if (folder === ".") { return file.indexOf("/") === -1; }
        if (/\\/\\.$/.test(folder)) { return file.slice(0, file.lastIndexOf("/")) === folder.slice(0, -2); }
        folder = folder.replace(/\\/+$/, "");
        return file === folder || file.indexOf(folder + "/") === 0;
      }

      function apply() {
        var query = fields.q.value.trim().toLowerCase();
        var rule = fields.rule.value, severity = fields.severity.value, folder = fields.folder.value.trim();
        var shown = 0;
        for (var i = 0; i < rows.length; i++) {
          var row = rows[i];
          var visible = (!rule || row.getAttribute("data-rule") === rule) &&
            (!severity || row.getAttribute("data-severity") === severity) &&
            inFolder(row.getAttribute("data-file"), folder) &&
            (!query || texts[i].indexOf(query) !== -1);
          row.hidden = !visible;
          if (visible) { shown++; }
        }
        status.textContent = shown + " of " + rows.length + " findings shown";
        return shown;
      }

      function readHash() {
        var params = new URLSearchParams(location.hash.replace(/^#/, ""));
        var any = false;
        filterNames.forEach(function (name) {
          if (params.has(name)) { any = true; }
          fields[name].value = params.get(name) || "";
        });
        return any;
      }

      function writeHash() {
        var params = new URLSearchParams();
        filterNames.forEach(function (name) { if (fields[name].value) { params.set(name, fields[name].value); } });
        var text = params.toString();
        try { history.replaceState(null, "", text ? "#" + text : location.pathname + location.search); } catch (ignored) {}
      }

      function update() { apply(); writeHash(); }
      form.addEventListener("input", update);
      form.addEventListener("change", update);
      form.addEventListener("submit", function (event) { event.preventDefault(); update(); });
      form.addEventListener("reset", function () { setTimeout(update, 0); });
      window.addEventListener("hashchange", function () { if (readHash()) { apply(); } });

      Array.prototype.forEach.call(document.querySelectorAll("a[data-folder]"), function (link) {
        link.addEventListener("click", function (event) {
          event.preventDefault();
          fields.folder.value = link.getAttribute("data-folder") || ".";
          update();
          document.getElementById("findings").scrollIntoView();
          fields.folder.focus();
        });
      });

      var headers = Array.prototype.slice.call(table.tHead.rows[0].cells);
      var sortKey = "location", direction = 1;
      function keyOf(row, key) {
        switch (key) {
          case "rule": return row.getAttribute("data-rule");
          case "severity": return severityRank[row.getAttribute("data-severity")];
          case "message": return row.cells[3].textContent.toLowerCase();
          case "snippet": return row.cells[4].textContent.toLowerCase();
          default: return Number(row.getAttribute("data-i"));
        }
      }
      function sort() {
        var sorted = rows.slice().sort(function (a, b) {
          var x = keyOf(a, sortKey), y = keyOf(b, sortKey);
          var order = x < y ? -1 : (x > y ? 1 : 0);
          return order !== 0 ? order * direction : Number(a.getAttribute("data-i")) - Number(b.getAttribute("data-i"));
        });
        var fragment = document.createDocumentFragment();
        sorted.forEach(function (row) { fragment.appendChild(row); });
        table.tBodies[0].appendChild(fragment);
        headers.forEach(function (th) {
          if (th.getAttribute("data-key") === sortKey) { th.setAttribute("aria-sort", direction === 1 ? "ascending" : "descending"); }
          else { th.removeAttribute("aria-sort"); }
        });
      }
      headers.forEach(function (th) {
        var key = th.getAttribute("data-key");
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = th.textContent;
        th.textContent = "";
        th.appendChild(button);
        button.addEventListener("click", function () {
          if (sortKey === key) { direction = -direction; } else { sortKey = key; direction = 1; }
          sort();
        });
      });

      if (readHash()) { apply(); }
      body.setAttribute("data-ready", "1");
      if (/(^#|&)selftest(=|&|$)/.test(location.hash)) { selfTest(); }

      // Drives the form like a user: pick the first row's rule, expect
      // exactly that rule's rows; clear, expect every row; sort by rule.
      function selfTest() {
        var problems = [];
        var rule = rows[0].getAttribute("data-rule");
        var expected = table.querySelectorAll("tbody tr[data-rule=\\"" + rule + "\\"]").length;
        fields.rule.value = rule;
        fields.rule.dispatchEvent(new Event("change", { bubbles: true }));
        var visible = rows.filter(function (row) { return !row.hidden; });
        if (visible.length !== expected) { problems.push("rule filter showed " + visible.length + ", expected " + expected); }
        if (visible.some(function (row) { return row.getAttribute("data-rule") !== rule; })) { problems.push("rule filter showed another rule"); }
        if (location.hash.indexOf("rule=" + rule) === -1) { problems.push("filter not mirrored in the URL"); }
        fields.rule.value = "";
        fields.q.value = rows[rows.length - 1].getAttribute("data-file");
        fields.q.dispatchEvent(new Event("input", { bubbles: true }));
        if (rows[rows.length - 1].hidden) { problems.push("text filter hid a matching row"); }
        fields.q.value = "";
        fields.q.dispatchEvent(new Event("input", { bubbles: true }));
        if (rows.some(function (row) { return row.hidden; })) { problems.push("cleared filter left rows hidden"); }
        headers[0].querySelector("button").click();
        var order = Array.prototype.map.call(table.tBodies[0].rows, function (row) { return row.getAttribute("data-rule"); });
        for (var i = 1; i < order.length; i++) { if (order[i - 1] > order[i]) { problems.push("sort by rule out of order"); break; } }
        var result = problems.length === 0
          ? "pass: rule " + rule + " shows " + expected + " of " + rows.length
          : "fail: " + problems.join("; ");
        body.setAttribute("data-selftest", result);
      }

      function selfTestWithoutTable() {
        if (/(^#|&)selftest(=|&|$)/.test(location.hash)) { body.setAttribute("data-selftest", "pass: no findings table"); }
      }
    })();

    """
}
