/// The page's self-test, run when the URL's hash holds `selftest`
/// (`report.html#selftest`, `#selftest&expect=foreign,scope,dark`): it
/// checks in the rendered page, at whatever window size it is loaded, each
/// of the five problems the weekly page had, and writes the outcome to
/// `body[data-selftest]` ("pass: …" or "fail: …", with measurements in
/// `body[data-selftest-facts]`) for `Tools/browser-check.sh`:
///
/// 1. the first screen answers the three questions above the fold at
///    desktop size (an audit's page; `keel trend`'s page has none), the
///    header says what was audited, and every count of a role on the page
///    is the same number;
/// 2. no horizontal clipping, no cell overflowing its column, rows of a
///    bounded height, full text of clamped cells on hover and focus, a
///    header that sticks while the table scrolls;
/// 3. trend points placed by time, totals in every percentage's tooltip,
///    a findings and an errors line, one mark per listed scope change, the
///    foreign-repository warning exactly when expected;
/// 4. form, table and URL agree after a filter, the skip link, a
///    navigation link, a rule link and a hash change; folder links set
///    their filter; a rule without findings and an unknown rule say so;
///    text filter, clearing and sorting work;
/// 5. the heat map's cue shows exactly when columns are out of view, every
///    rule link has its target in the page, no link leaves the page unless
///    a docs site is configured (`expect=docs`), and every visible text has
///    a contrast of at least 4.5:1 against its background.
enum HTMLSelfTest {
    static let js = #"""
window.keelSelfTest = function (keel) {
  "use strict";
  var body = document.body;
  var problems = [];
  var facts = [];
  var wide = window.innerWidth >= 1000;
  function fail(text) { problems.push(text); }
  function visibleRows() { return keel.rows ? keel.rows.filter(function (row) { return !row.hidden; }) : []; }
  function isShown(element) { return !!element && !element.hidden && element.getClientRects().length > 0; }
  var expect = (location.hash.match(/(?:^#|&)expect=([^&]*)/) || [])[1] || "";

  // 1. The first screen answers the three questions (at desktop size, without scrolling).
  var isTrendPage = !document.getElementById("overview") && !!document.getElementById("trend");
  (isTrendPage ? [] : ["answer-migration", "answer-changes", "answer-fix"]).forEach(function (id) {
    var panel = document.getElementById(id);
    if (!panel) { fail("no #" + id); return; }
    var bottom = panel.getBoundingClientRect().bottom + window.scrollY;
    if (wide && window.innerHeight >= 700 && bottom > window.innerHeight) { fail("#" + id + " ends at " + Math.round(bottom) + " px, below the first screen (" + window.innerHeight + " px)"); }
  });
  var audited = document.getElementById("audited");
  if (!audited || !/commit|not a git tree|no commit|point/.test(audited.textContent)) { fail("the header does not say what was audited"); }
  facts.push("page " + document.documentElement.scrollHeight + " px tall");
  var strip = document.querySelector("#overview .strip");
  if (strip) { facts.push("first screen ends at " + Math.round(strip.getBoundingClientRect().bottom + window.scrollY) + " px"); }

  // 1b. One count per role across the page.
  var counts = {};
  Array.prototype.forEach.call(document.querySelectorAll("[data-role-units]"), function (element) {
    var role = element.getAttribute("data-role-units"), value = element.getAttribute("data-value");
    if (element.textContent.trim() !== value) { fail(role + " count shows " + element.textContent.trim() + " but is " + value); }
    (counts[role] = counts[role] || {})[value] = true;
  });
  Object.keys(counts).forEach(function (role) {
    var values = Object.keys(counts[role]);
    if (values.length > 1) { fail("two counts of " + role + ": " + values.join(" vs ")); }
  });

  // 2. The table survives real code: no horizontal clipping, bounded rows, a sticky header, full text on hover/focus.
  var root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1) { fail("the page is " + root.scrollWidth + " px wide in a " + window.innerWidth + " px window"); }
  var table = document.getElementById("findings-table");
  if (table) {
    var box = table.getBoundingClientRect();
    if (box.right > window.innerWidth + 1 || box.left < -1) { fail("the findings table is clipped (" + Math.round(box.left) + "\u2013" + Math.round(box.right) + " px)"); }
    var tallest = 0;
    keel.rows.forEach(function (row) { tallest = Math.max(tallest, row.getBoundingClientRect().height); });
    var limit = wide ? 200 : 420;
    facts.push("tallest row " + Math.round(tallest) + " px");
    if (tallest > limit) { fail("a findings row is " + Math.round(tallest) + " px tall (limit " + limit + ")"); }
    Array.prototype.forEach.call(table.querySelectorAll("td"), function (cell) {
      if (cell.scrollWidth > cell.clientWidth + 2) { fail("a cell overflows its column: " + cell.textContent.slice(0, 60)); }
    });
    Array.prototype.forEach.call(table.querySelectorAll(".clamp"), function (clamp) {
      if (!clamp.getAttribute("title") || clamp.getAttribute("tabindex") !== "0") { fail("a clamped cell has no full text on hover or focus"); }
    });
    if (table.tBodies[0].getBoundingClientRect().height > window.innerHeight * 1.5) {
      var y = box.top + window.scrollY + table.tBodies[0].getBoundingClientRect().height / 2;
      window.scrollTo(0, y);
      var top = table.tHead.getBoundingClientRect().top;
      if (Math.abs(top) > 2) { fail("the table header is not sticky (top at " + Math.round(top) + " px after scrolling)"); }
      else { facts.push("sticky header ok"); }
      window.scrollTo(0, 0);
    }
  }

  // 3. The trend is honest: a time axis, totals, errors and findings lines, scope marks.
  Array.prototype.forEach.call(document.querySelectorAll("svg.trend"), function (svg) {
    var circles = Array.prototype.slice.call(svg.querySelectorAll("circle[data-t]"));
    if (circles.length < 2) { return; }
    var ts = circles.map(function (c) { return Number(c.getAttribute("data-t")); });
    var xs = circles.map(function (c) { return Number(c.getAttribute("cx")); });
    var t0 = Math.min.apply(null, ts), t1 = Math.max.apply(null, ts);
    var x0 = Math.min.apply(null, xs), x1 = Math.max.apply(null, xs);
    if (t1 > t0) {
      circles.forEach(function (c, i) {
        var expected = x0 + (x1 - x0) * (ts[i] - t0) / (t1 - t0);
        if (Math.abs(expected - xs[i]) > 0.6) { fail(svg.id + ": a point is not placed by its time"); }
      });
    }
    if (svg.id === "trend-roles" || svg.id === "trend-migration") {
      circles.forEach(function (c) {
        if (!/\d+\/\d+/.test(c.textContent)) { fail(svg.id + ": a point has no totals"); }
      });
    }
    var scopes = svg.querySelectorAll("line.scope").length;
    var listed = document.querySelectorAll("ol.scopes li").length;
    if (scopes !== listed) { fail(svg.id + ": " + scopes + " scope marks, " + listed + " listed"); }
  });
  var findingsChart = document.getElementById("trend-findings");
  if (findingsChart) {
    if (!findingsChart.querySelector("path.total-line")) { fail("no findings line"); }
    if (!findingsChart.querySelector("path.error-line") && expect.indexOf("noerrors") === -1) { fail("no errors line"); }
  }
  if (expect.indexOf("scope") !== -1 && document.querySelectorAll("ol.scopes li").length === 0) { fail("expected a scope-change mark"); }
  if (expect.indexOf("foreign") !== -1 && !isShown(document.getElementById("trend-origin"))) { fail("no warning for a trend file of another repository"); }
  if (expect.indexOf("foreign") === -1 && document.getElementById("trend-origin")) { fail("a foreign-repository warning on a trend of this repository"); }

  // 4. Filters: form, table and URL agree, in-page links keep the filter, a rule without findings says so.
  if (table && keel.rows.length > 0) {
    var rule = keel.rows[0].getAttribute("data-rule");
    var expected = keel.rows.filter(function (row) { return row.getAttribute("data-rule") === rule; }).length;
    keel.fields.rule.value = rule;
    keel.fields.rule.dispatchEvent(new Event("change", { bubbles: true }));
    function check(after) {
      var visible = visibleRows();
      if (visible.length !== expected || visible.some(function (row) { return row.getAttribute("data-rule") !== rule; })) {
        fail(after + ": the table shows " + visible.length + " rows, expected " + expected + " of " + rule);
      }
      if (keel.fields.rule.value !== rule) { fail(after + ": the form says \u201c" + keel.fields.rule.value + "\u201d, not " + rule); }
      if (location.hash.indexOf("rule=" + rule) === -1) { fail(after + ": the URL lost the filter (" + location.hash + ")"); }
    }
    check("rule filter");
    var skip = document.querySelector("a.skip");
    if (skip) { skip.click(); check("the skip link"); }
    var nav = document.querySelector("nav a[href='#rules']") || document.querySelector("nav a");
    if (nav) { nav.click(); check("a navigation link"); }
    var ruleLink = document.querySelector("td a.rule");
    if (ruleLink) { ruleLink.click(); check("a rule link in the table"); }
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    check("a hash change");

    var link = document.querySelector("a[data-filter^='folder=']");
    if (link) {
      link.click();
      var folder = keel.fields.folder.value;
      if (!folder || location.hash.indexOf("folder=") === -1) { fail("a folder link did not set the folder filter and the URL"); }
      if (keel.fields.rule.value !== "") { fail("a folder link kept the old rule filter"); }
      if (visibleRows().length === 0) { fail("a folder link shows no rows"); }
    }
    var zero = Array.prototype.filter.call(keel.fields.rule.options, function (option) { return / \(0\)$/.test(option.textContent); })[0];
    if (zero) {
      keel.setFilter({ rule: zero.value });
      var empty = document.getElementById("filter-empty");
      if (visibleRows().length !== 0 || !isShown(empty) || empty.textContent.indexOf("No findings for " + zero.value) !== 0) {
        fail("a rule without findings (" + zero.value + ") does not say so");
      }
    }
    keel.setFilter({ rule: "ZZ999" });
    var unknown = document.getElementById("filter-empty");
    if (visibleRows().length !== 0 || unknown.textContent.indexOf("not a rule of this report") === -1) { fail("an unknown rule in a link is not reported"); }
    keel.setFilter({ q: keel.rows[keel.rows.length - 1].getAttribute("data-file") });
    if (keel.rows[keel.rows.length - 1].hidden) { fail("the text filter hid a matching row"); }
    keel.setFilter({});
    if (visibleRows().length !== keel.rows.length) { fail("a cleared filter left rows hidden"); }
    var pager = document.getElementById("findings-more");
    if (pager && keel.rows.length > 250) {
      if (!isShown(pager) || table.querySelectorAll("tbody tr[data-more]").length !== keel.rows.length - 250) { fail("a long list is not listed a page at a time"); }
      pager.querySelector("button").click();
      if (table.querySelectorAll("tbody tr[data-more]").length !== 0 || isShown(pager)) { fail("Show all did not list every finding"); }
      facts.push("paged, then all " + keel.rows.length + " rows");
    }
    keel.headers[0].querySelector("button").click();
    var order = Array.prototype.map.call(table.tBodies[0].rows, function (row) { return row.getAttribute("data-rule"); });
    for (var i = 1; i < order.length; i++) { if (order[i - 1] > order[i]) { fail("sort by rule out of order"); break; } }
    keel.headers[2].querySelector("button").click();
  }

  // 5. What weekly pages have: the heat map's hidden columns have a cue, rule links work offline, contrast holds.
  var heat = document.getElementById("heat-scroll");
  if (heat) {
    var cue = document.getElementById("heat-cue");
    var overflowing = heat.scrollWidth > heat.clientWidth + 1;
    facts.push("heat map " + (overflowing ? "wider than its box" : "fits"));
    if (overflowing && !isShown(cue)) { fail("heat-map columns are out of view with no cue"); }
    if (!overflowing && isShown(cue)) { fail("the heat-map cue shows though every column fits"); }
  }
  Array.prototype.forEach.call(document.querySelectorAll("a[href^='#rule-']"), function (link) {
    if (!document.getElementById(link.getAttribute("href").slice(1))) { fail("rule link " + link.getAttribute("href") + " has no target"); }
  });
  var external = document.querySelectorAll("a[href^='http:'], a[href^='https:']").length;
  if (external > 0 && expect.indexOf("docs") === -1) { fail(external + " links leave the page though no docs site is configured"); }

  function rgb(text) {
    var m = String(text).match(/rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+))?/);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  }
  function luminance(c) {
    var v = c.slice(0, 3).map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
  }
  function background(element) {
    for (var e = element; e; e = e.parentElement) {
      var c = rgb(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0.5) { return c; }
    }
    return rgb(getComputedStyle(document.documentElement).backgroundColor) || [255, 255, 255, 1];
  }
  var badges = {};
  Array.prototype.forEach.call(document.querySelectorAll(".sev"), function (badge) {
    var c = rgb(getComputedStyle(badge).backgroundColor);
    if ((!c || c[3] < 0.5) && !badges[badge.textContent]) { badges[badge.textContent] = true; fail("the " + badge.textContent + " badge has no background"); }
  });
  var lowest = 99, lowestAt = "";
  var texts = document.querySelectorAll("table.heat td, .sev, .muted, .how, .legend, p, td, th, a, h1, h2, h3, .callout, .scope, small, code");
  Array.prototype.forEach.call(texts, function (element) {
    if (!element.textContent.trim() || element.getClientRects().length === 0) { return; }
    var fg = rgb(getComputedStyle(element).color), bg = background(element);
    if (!fg) { return; }
    var a = luminance(fg), b = luminance(bg);
    var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < lowest) { lowest = ratio; lowestAt = (element.className || element.tagName) + ": " + element.textContent.trim().slice(0, 30); }
  });
  var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
  facts.push((dark ? "dark" : "light") + " scheme, lowest text contrast " + lowest.toFixed(2) + ":1");
  if (lowest < 4.5) { fail("text contrast " + lowest.toFixed(2) + ":1 below 4.5:1 (" + lowestAt + ")"); }
  if (expect.indexOf("dark") !== -1 && !dark) { fail("expected the dark colour scheme"); }

  window.scrollTo(0, 0);
  if (table) { body.setAttribute("data-findings-top", String(Math.round(table.getBoundingClientRect().top + window.scrollY - 8))); }
  body.setAttribute("data-selftest-facts", facts.join("; "));
  body.setAttribute("data-selftest", problems.length === 0 ? "pass: " + facts.join("; ") : "fail: " + problems.join("; "));
};
"""#
}
