/// The report's inline script (no library, no network):
///
/// - sorting and filtering of the findings table — text, rule, severity,
///   module, folder (a path prefix, `Folder/.` for the files directly in a
///   folder, `.` for the top level) — mirrored in the URL's `#…`
///   (`#rule=VM001&severity=error&folder=App/Feed`), so a filtered view can
///   be linked or loaded headless; a link naming a rule without findings
///   (or no rule of the report) says so instead of showing everything;
/// - links that set a filter (`data-filter`: hotspots, heat-map folders,
///   "what changed" rows) and in-page links that keep it: while the table
///   is filtered, the skip link, the navigation and rule links scroll
///   without touching the URL, so form, table and URL always agree;
/// - long lists a page at a time (250 rows, in the table's order) with a
///   "Show all" button — paging is not a filter: the status says how many match;
/// - the heat map's cue saying how many rule columns are out of view;
/// - a self-test (`#selftest`, `HTMLSelfTest`) for `Tools/browser-check.sh`.
///
/// Script errors are recorded on `body[data-errors]`; `body[data-ready]` says it ran to the end.
enum HTMLScript {
    static let js = HTMLSelfTest.js + page

    static let page = #"""
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
  var filterNames = ["q", "rule", "severity", "module", "folder"];
  var keel = { apply: function () { return 0; }, setFilter: function () {}, active: function () { return false; } };
  window.keelReport = keel;

  setUpCue();

  if (table && form) { setUpTable(); }
  document.addEventListener("click", onClick);
  window.addEventListener("hashchange", onHashChange);
  body.setAttribute("data-ready", "1");
  if (/(^#|&)selftest(=|&|$)/.test(location.hash) && window.keelSelfTest) { window.keelSelfTest(keel); }

  // The heat map's cue: how many rule columns are out of view, or nothing when all fit.
  function setUpCue() {
    var box = document.getElementById("heat-scroll");
    var cue = document.getElementById("heat-cue");
    if (!box || !cue) { return; }
    function update() {
      var heads = box.querySelectorAll("thead th");
      var right = box.getBoundingClientRect().right;
      var hidden = 0;
      for (var i = 2; i < heads.length; i++) { if (heads[i].getBoundingClientRect().right > right + 1) { hidden++; } }
      if (box.scrollWidth > box.clientWidth + 1 && hidden > 0) {
        cue.hidden = false;
        cue.textContent = hidden + " of " + (heads.length - 2) + " rule columns are out of view: scroll the table sideways (\u2192).";
      } else {
        cue.hidden = true;
      }
    }
    update();
    box.addEventListener("scroll", update);
    window.addEventListener("resize", update);
  }

  // A filter state from a hash or a link ("rule=VM001&folder=App"), or null when it names none.
  function parseFilter(text) {
    text = String(text || "").replace(/^#/, "");
    if (text.indexOf("=") === -1) { return null; }
    var params = new URLSearchParams(text);
    var any = false;
    var state = {};
    filterNames.forEach(function (name) {
      if (params.has(name)) { any = true; }
      state[name] = params.get(name) || "";
    });
    return any ? state : null;
  }

  function onClick(event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) { return; }
    var link = event.target.closest ? event.target.closest("a[href^='#']") : null;
    if (!link) { return; }
    var filter = link.getAttribute("data-filter");
    if (filter !== null && table && form) {
      event.preventDefault();
      keel.setFilter(parseFilter(filter) || {});
      var findings = document.getElementById("findings");
      if (findings) { findings.scrollIntoView(); }
      var status = document.getElementById("filter-status");
      if (status) { status.setAttribute("tabindex", "-1"); status.focus({ preventScroll: true }); }
      return;
    }
    // An in-page link while the table is filtered: go there without
    // touching the URL's filter (the form, the table and the URL agree).
    if (!keel.active()) { return; }
    var id = decodeURIComponent(link.getAttribute("href").slice(1));
    var target = id ? document.getElementById(id) : null;
    if (!target) { return; }
    event.preventDefault();
    target.scrollIntoView();
    if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) { target.setAttribute("tabindex", "-1"); }
    target.focus({ preventScroll: true });
  }

  function onHashChange() {
    var state = parseFilter(location.hash);
    if (state) { keel.setFilter(state, true); return; }
    // A plain anchor replaced the filter in the URL: put the filter back (the page has scrolled already).
    if (keel.active()) { keel.writeHash(); }
  }

  function setUpTable() {
    var rows = Array.prototype.slice.call(table.tBodies[0].rows);
    var texts = rows.map(function (row) { return row.textContent.toLowerCase(); });
    var severityRank = { error: 0, warning: 1, note: 2 };
    var fields = form.elements;
    var status = document.getElementById("filter-status");
    var empty = document.getElementById("filter-empty");
    form.hidden = false;

    function inFolder(file, folder) {
      if (!folder) { return true; }
      if (folder === ".") { return file.indexOf("/") === -1; }
      if (/\/\.$/.test(folder)) { return file.slice(0, file.lastIndexOf("/")) === folder.slice(0, -2); }
      folder = folder.replace(/\/+$/, "");
      return file === folder || file.indexOf(folder + "/") === 0;
    }

    // Selects `value` in a select, adding it (marked unknown) when the report has no such choice.
    function choose(select, value) {
      if (!value) { select.value = ""; return; }
      var found = Array.prototype.some.call(select.options, function (option) { return option.value === value; });
      if (!found) {
        var option = document.createElement("option");
        option.value = value;
        option.textContent = value + " (not in this report)";
        option.setAttribute("data-unknown", "1");
        select.appendChild(option);
      }
      select.value = value;
    }

    function state() {
      var result = {};
      filterNames.forEach(function (name) { result[name] = fields[name].value.trim(); });
      return result;
    }

    // Long lists are listed a page at a time (in the table's current order); "Show all" lists the rest.
    var pageSize = 250, limit = pageSize;
    var more = document.getElementById("findings-more");
    var moreButton = more ? more.querySelector("button") : null;
    if (moreButton) { moreButton.addEventListener("click", function () { limit = Infinity; apply(); }); }

    function apply() {
      var s = state();
      var query = s.q.toLowerCase();
      var shown = 0;
      var ordered = table.tBodies[0].rows;
      for (var i = 0; i < ordered.length; i++) {
        var row = ordered[i];
        var visible = (!s.rule || row.getAttribute("data-rule") === s.rule) &&
          (!s.severity || row.getAttribute("data-severity") === s.severity) &&
          (!s.module || row.getAttribute("data-module") === s.module) &&
          inFolder(row.getAttribute("data-file"), s.folder) &&
          (!query || texts[Number(row.getAttribute("data-i"))].indexOf(query) !== -1);
        row.hidden = !visible;
        if (visible) { shown++; }
        if (visible && shown > limit) { row.setAttribute("data-more", ""); } else { row.removeAttribute("data-more"); }
      }
      status.textContent = shown + " of " + rows.length + " findings shown";
      if (more) {
        more.hidden = shown <= limit;
        if (shown > limit) {
          status.textContent = shown + " of " + rows.length + " findings match; the first " + limit + " are listed";
          moreButton.textContent = "Show all " + shown;
        }
      }
      if (shown === 0) {
        var parts = [];
        if (s.rule) {
          var option = fields.rule.options[fields.rule.selectedIndex];
          var text = "No findings for " + s.rule;
          if (option && option.getAttribute("data-unknown")) { text += ": it is not a rule of this report"; }
          else if (option && option.getAttribute("data-summary")) { text += " (" + option.getAttribute("data-summary") + ")"; }
          parts.push(text);
        }
        if (s.module) { parts.push("module " + s.module); }
        if (s.folder) { parts.push("folder " + s.folder); }
        if (s.severity) { parts.push("severity " + s.severity); }
        if (s.q) { parts.push("text \u201c" + s.q + "\u201d"); }
        empty.textContent = (s.rule ? parts.join(", ") : "No findings match " + parts.join(", ")) + ".";
        empty.hidden = false;
        status.textContent = "0 of " + rows.length + " findings shown \u2014 " + empty.textContent;
      } else {
        empty.hidden = true;
      }
      return shown;
    }

    function writeHash() {
      var params = new URLSearchParams();
      var s = state();
      filterNames.forEach(function (name) { if (s[name]) { params.set(name, s[name]); } });
      var text = params.toString();
      try { history.replaceState(null, "", text ? "#" + text : location.pathname + location.search); } catch (ignored) {}
    }

    function setFilter(next, fromHash) {
      filterNames.forEach(function (name) {
        var value = next[name] || "";
        if (fields[name].tagName === "SELECT") { choose(fields[name], value); } else { fields[name].value = value; }
      });
      var shown = apply();
      if (!fromHash) { writeHash(); }
      return shown;
    }

    function active() {
      var s = state();
      return filterNames.some(function (name) { return !!s[name]; });
    }

    keel.apply = apply;
    keel.setFilter = setFilter;
    keel.active = active;
    keel.writeHash = writeHash;
    keel.rows = rows;
    keel.showAll = function () { limit = Infinity; apply(); };
    keel.fields = fields;

    function update() { apply(); writeHash(); }
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    form.addEventListener("submit", function (event) { event.preventDefault(); update(); });
    form.addEventListener("reset", function () { setTimeout(update, 0); });

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
      apply();
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
    keel.headers = headers;

    var initial = parseFilter(location.hash);
    if (initial) { setFilter(initial, true); } else { apply(); }
  }
})();
"""#
}
