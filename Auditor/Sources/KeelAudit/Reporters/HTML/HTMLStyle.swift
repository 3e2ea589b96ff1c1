/// The report's inline style sheet: system fonts, the light and dark
/// palettes (`HTMLPalette`, `prefers-color-scheme`), visible keyboard focus,
/// and layouts that hold from phone width (390 px) to desktop: the first
/// screen's three answers side by side at 1280 px, the findings table with
/// a fixed layout (long paths and code wrap or clamp, full text on hover and
/// focus), a header that stays visible while the table scrolls, and wide
/// tables and charts that scroll inside their own box with a visible cue.
enum HTMLStyle {
    static let css = HTMLPalette.css + """
    *{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%;scroll-padding-top:3.5rem}
    body{margin:0 auto;max-width:78rem;padding:0.6rem 1rem 3rem;background:var(--bg);color:var(--fg);
    font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    a{color:var(--accent)}
    a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,[tabindex]:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    code{font:0.875em/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    h1{font-size:1.35rem;margin:0.2rem 0 0;overflow-wrap:anywhere}
    h1 .subject{font-weight:400;color:var(--muted)}
    h2{font-size:1.2rem;margin:2rem 0 0.4rem;padding-top:0.6rem;border-top:1px solid var(--line)}
    h3{font-size:0.95rem;margin:0 0 0.3rem}
    h3.sub{margin:1.1rem 0 0.4rem;color:var(--muted);font-weight:600}
    .meta,.muted,.how,small{color:var(--muted)}
    .meta{margin:0.1rem 0 0;font-size:0.875rem}
    .meta strong{color:var(--fg);font-weight:600}
    .how{margin:0 0 0.7rem;max-width:62rem;font-size:0.9rem}
    .empty{padding:0.6rem 0.8rem;background:var(--panel);border-radius:6px}
    .callout{padding:0.5rem 0.8rem;border-left:4px solid var(--warn-line);background:var(--warn-bg);color:var(--warn-fg);border-radius:4px;margin:0.5rem 0}
    .callout a{color:inherit}
    .skip{position:absolute;left:-999px;top:0}
    .skip:focus{left:1rem;top:1rem;background:var(--bg);padding:0.5rem;z-index:3}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:0.1rem 0.9rem;padding:0;margin:0.3rem 0 0;font-size:0.875rem}
    .num{font-variant-numeric:tabular-nums}
    .up{color:var(--up)}.down{color:var(--down)}
    svg.bar{display:block;width:100%;height:0.65rem;border-radius:3px}
    .track{fill:var(--track)}.fill{fill:var(--fill)}.fill.good{fill:var(--good)}.fill.bad{fill:var(--bad)}.fill.swiftui{fill:var(--swiftui)}.track.uikit{fill:var(--uikit)}
    .legend{color:var(--muted);font-size:0.8rem}
    .key{display:inline-block;width:0.8rem;height:0.8rem;border-radius:2px;vertical-align:-0.1rem;margin:0 0.2rem 0 0.5rem;border:1px solid var(--line)}
    .key:first-child{margin-left:0}
    .key.good{background:var(--good)}.key.bad{background:var(--bad)}.key.none{background:var(--track)}
    .key.swiftui{background:var(--swiftui)}.key.uikit{background:var(--uikit)}
    /* The first screen: where the migration is, what changed, what to fix first. */
    #overview h2{margin-top:0.8rem}
    .answers{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:0.8rem}
    .panel{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:0.6rem 0.8rem;min-width:0}
    .panel h3{font-size:1rem}
    .panel p{margin:0 0 0.35rem}
    .panel .big{font-size:1.5rem;font-weight:700;line-height:1.15}
    .panel .big small{font-size:0.85rem;font-weight:400}
    .panel .more{font-size:0.85rem;margin:0.4rem 0 0}
    .figure{margin:0 0 0.55rem}
    .figure .bar{margin:0.2rem 0}
    ul.changes,ol.hot{list-style:none;padding:0;margin:0.2rem 0 0;font-size:0.875rem}
    ul.changes li,ol.hot li{display:flex;gap:0.5rem;justify-content:space-between;padding:0.12rem 0;border-bottom:1px solid var(--line)}
    ul.changes li span:first-child,ol.hot .where{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
    ol.hot li{display:block}
    ol.hot .where{display:block}ol.hot .file{font-weight:600}
    ol.hot .why{display:block;color:var(--muted);font-size:0.8rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
    .strip{list-style:none;padding:0;margin:0.8rem 0 0;display:grid;grid-template-columns:repeat(auto-fit,minmax(10.5rem,1fr));gap:0.6rem}
    .strip li,.card{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:0.45rem 0.7rem;min-width:0}
    .strip h3{font-size:0.875rem;margin:0;display:flex;justify-content:space-between;gap:0.4rem}
    .strip p,.card p{margin:0.15rem 0 0;font-size:0.8rem;color:var(--muted)}
    .strip .scope{color:var(--warn-fg);background:var(--warn-bg);border-radius:3px;padding:0 0.25rem}
    .cards{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:0.8rem}
    .card .big{font-size:1.6rem;font-weight:700;line-height:1.1;margin:0.2rem 0;color:var(--fg)}
    .card dl{display:grid;grid-template-columns:auto 1fr;gap:0 0.6rem;margin:0.4rem 0 0;font-size:0.85rem}
    .card dd{margin:0;font-variant-numeric:tabular-nums}
    .counts,.progress{margin:0;display:grid;gap:0.3rem}
    .counts div,.progress div{display:grid;grid-template-columns:minmax(10rem,16rem) 1fr;gap:0.2rem 1rem;padding:0.3rem 0;border-bottom:1px solid var(--line)}
    .counts dt,.progress dt{font-weight:600}.counts dd,.progress dd{margin:0}
    .progress svg.bar{margin:0.3rem 0;max-width:32rem}
    ol.chart{list-style:none;padding:0;margin:0}
    ol.chart li{display:grid;grid-template-columns:minmax(9rem,18rem) minmax(6rem,1fr) 10rem;gap:0.2rem 1rem;align-items:center;padding:0.3rem 0;border-bottom:1px solid var(--line)}
    ol.chart .label small,ol.chart .value small{display:block;font-size:0.8rem;line-height:1.3}
    ol.chart .value{font-variant-numeric:tabular-nums}
    ul.na{padding-left:1.2rem;margin:0;columns:14rem}
    .scroll{overflow-x:auto;max-width:100%}
    .wide{position:relative}
    .cue{font-size:0.8rem;color:var(--muted);margin:0.2rem 0}
    .cue[hidden]{display:none}
    .wide .scroll{background:linear-gradient(to right,var(--bg) 30%,transparent) left/2rem 100% no-repeat local,
    linear-gradient(to left,var(--bg) 30%,transparent) right/2rem 100% no-repeat local,
    linear-gradient(to right,var(--line),transparent) left/0.6rem 100% no-repeat scroll,
    linear-gradient(to left,var(--muted),transparent) right/0.6rem 100% no-repeat scroll}
    table{border-collapse:collapse;width:100%}
    th,td{text-align:left;vertical-align:top;padding:0.3rem 0.5rem;border-bottom:1px solid var(--line)}
    thead th{background:var(--bg)}
    table.data td,table.data th{font-size:0.875rem}
    table.data td.n,table.data th.n{text-align:right;font-variant-numeric:tabular-nums}
    table.heat th,table.heat td{padding:0.25rem 0.3rem}
    table.heat thead th{font-size:0.8rem}
    table.heat td{text-align:center;font-variant-numeric:tabular-nums;min-width:2.4rem}
    table.heat th[scope=row]{min-width:12rem;max-width:22rem;font-weight:400;overflow-wrap:anywhere}
    table.heat td.total{font-weight:700}
    .h1{background:var(--h1);color:var(--h-fg)}.h2{background:var(--h2);color:var(--h-fg)}.h3{background:var(--h3);color:var(--h-fg)}
    .h4{background:var(--h4);color:var(--h-fg)}.h5{background:var(--h5);color:var(--h5-fg)}
    .dark-only{display:none}
    @media (prefers-color-scheme:dark){.dark-only{display:inline}.light-only{display:none}}
    /* The findings table: fixed columns, paths and code wrap or clamp, header sticks. */
    table.findings{table-layout:fixed}
    table.findings thead{position:sticky;top:0;z-index:2;background:var(--bg);box-shadow:0 1px 0 var(--line)}
    table.findings th:nth-child(1){width:5.2rem}table.findings th:nth-child(2){width:5.8rem}
    table.findings th:nth-child(3){width:27%}table.findings th:nth-child(4){width:36%}
    table.findings tr[hidden],table.findings tr[data-more]{display:none}
    .more-rows{margin:0.6rem 0}.more-rows button{font:inherit;padding:0.3rem 0.8rem}
    table.findings td{overflow-wrap:anywhere;min-width:0}
    .clamp{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;overflow-wrap:anywhere;border-radius:3px}
    .clamp:focus{-webkit-line-clamp:unset;overflow:visible;background:var(--panel)}
    code.snippet{white-space:pre-wrap}
    .loc .file{font-weight:600}
    th button{font:inherit;font-weight:700;color:inherit;background:none;border:0;padding:0;cursor:pointer}
    th[aria-sort=ascending] button::after{content:" \\2191"}
    th[aria-sort=descending] button::after{content:" \\2193"}
    .sev{display:inline-block;padding:0 0.35rem;border-radius:4px;font-size:0.78rem;font-weight:700}
    .sev.error{background:var(--sev-error);color:var(--sev-error-fg)}.sev.warning{background:var(--sev-warning);color:var(--sev-warning-fg)}
    .sev.note{background:var(--sev-note);color:var(--sev-note-fg)}
    .filters{display:flex;flex-wrap:wrap;gap:0.4rem 0.8rem;align-items:end;margin:0 0 0.5rem}
    .filters label{display:flex;flex-direction:column;font-size:0.8rem;font-weight:600;min-width:0;max-width:100%}
    .filters input,.filters select,.filters button{font:inherit;font-weight:400;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:4px;padding:0.2rem 0.35rem;max-width:100%}
    .filters p{margin:0;flex-basis:100%;color:var(--muted)}
    .filters[hidden]{display:none}
    #filter-empty[hidden]{display:none}
    svg.trend{display:block;width:100%;min-width:30rem;height:auto}
    svg.trend text{fill:var(--muted);font-size:11px}
    svg.trend .grid{stroke:var(--line);stroke-width:1}
    svg.trend .scope{stroke:var(--warn-line);stroke-width:1.5;stroke-dasharray:4 3}
    svg.trend .scope-label{fill:var(--fg);font-weight:700}
    svg.trend .end-label{fill:var(--fg)}
    svg.trend .line{fill:none;stroke-width:2}
    svg.trend .dash1{stroke-dasharray:7 4}svg.trend .dash2{stroke-dasharray:2 3}
    .total-line{stroke:var(--fg);fill:var(--fg)}.error-line{stroke:var(--bad);fill:var(--bad)}
    .role-viewModel{stroke:var(--r0);fill:var(--r0)}.role-view{stroke:var(--r2);fill:var(--r2)}.role-viewController{stroke:var(--r4);fill:var(--r4)}
    .role-coordinator{stroke:var(--r3);fill:var(--r3)}.role-manager{stroke:var(--r7);fill:var(--r7)}.role-router{stroke:var(--r6);fill:var(--r6)}
    .rx-line{stroke:var(--r5);fill:var(--r5)}.swiftui-line{stroke:var(--swiftui);fill:var(--swiftui)}
    .r0{stroke:var(--r0);fill:var(--r0)}.r1{stroke:var(--r1);fill:var(--r1)}.r2{stroke:var(--r2);fill:var(--r2)}.r3{stroke:var(--r3);fill:var(--r3)}
    .r4{stroke:var(--r4);fill:var(--r4)}.r5{stroke:var(--r5);fill:var(--r5)}.r6{stroke:var(--r6);fill:var(--r6)}.r7{stroke:var(--r7);fill:var(--r7)}
    .r8{stroke:var(--r8);fill:var(--r8)}.r9{stroke:var(--r9);fill:var(--r9)}
    svg.trend path.line{fill:none}
    ul.series{list-style:none;display:flex;flex-wrap:wrap;gap:0.2rem 1.2rem;padding:0;margin:0.3rem 0 0.6rem;font-size:0.85rem}
    ul.series svg{width:1.6rem;height:0.7rem;vertical-align:-0.05rem;margin-right:0.3rem}
    ol.scopes{font-size:0.85rem;margin:0.2rem 0 0.8rem;padding-left:1.6rem}
    details{margin:0.5rem 0 1rem}summary{cursor:pointer;color:var(--accent)}
    ul.skipped{padding-left:1.2rem}
    .rules-ref article{border-top:1px solid var(--line);padding:0.5rem 0}
    .rules-ref h3{font-size:1rem}
    .rules-ref p{margin:0.2rem 0;max-width:62rem}
    .rules-ref pre{background:var(--panel);padding:0.4rem 0.6rem;border-radius:4px;overflow-x:auto;max-width:100%}
    dl.defs dt{font-weight:600;margin-top:0.5rem}dl.defs dd{margin:0.1rem 0 0 0;max-width:62rem}
    footer{margin-top:2.5rem;padding-top:0.8rem;border-top:1px solid var(--line);color:var(--muted);font-size:0.85rem}
    @media (max-width:64rem){.answers{grid-template-columns:1fr 1fr}.answers .panel:last-child{grid-column:1 / -1}}
    @media (max-width:40rem){body{padding:0.5rem 0.6rem 2rem}
    .answers{grid-template-columns:1fr}
    .strip{grid-template-columns:1fr 1fr}
    ol.chart li{grid-template-columns:1fr 7.5rem}ol.chart .label{grid-column:1 / -1}
    .counts div,.progress div{grid-template-columns:1fr}
    table.heat th[scope=row]{min-width:8rem}
    table.findings,table.findings tbody{display:block}
    table.findings thead{display:block}
    table.findings thead tr{display:flex;flex-wrap:wrap;gap:0.2rem 1rem}
    table.findings thead th:nth-child(n){border:0;padding:0.2rem 0;width:auto}
    table.findings tbody tr{display:grid;grid-template-columns:auto 1fr;gap:0.2rem 0.6rem;padding:0.5rem 0;border-bottom:1px solid var(--line)}
    table.findings tbody tr[hidden],table.findings tbody tr[data-more]{display:none}
    table.findings td{display:block;border:0;padding:0}
    table.findings td:nth-child(n+3){grid-column:1 / -1}
    svg.trend{min-width:0}}
    @media print{.filters,nav,.skip{display:none}table.findings thead{position:static}}

    """
}
