/// The report's inline style sheet: system fonts, light and dark palettes
/// (`prefers-color-scheme`) with text contrast of at least 4.5:1 on every
/// background, visible keyboard focus, and layouts that hold from phone
/// width up (wide tables and charts scroll inside their own box).
enum HTMLStyle {
    static let css = """
    :root{color-scheme:light dark;--bg:#ffffff;--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--panel:#f6f8fa;--accent:#0550ae;
    --good:#1a7f37;--fill:#0969da;--track:#e1e6eb;--swiftui:#0969da;--uikit:#d4a72c;
    --sev-error:#cf222e;--sev-error-fg:#ffffff;--sev-warning:#9a6700;--sev-warning-fg:#ffffff;--sev-note:#57606a;--sev-note-fg:#ffffff;
    --h1:#fff1e5;--h2:#ffd8b5;--h3:#ffb77c;--h4:#e16f24;--h5:#a63c00;--h-fg:#1b1f24;--h5-fg:#ffffff;
    --s1:#0969da;--s2:#cf222e;--s3:#1a7f37;--s4:#8250df;--s5:#9a6700;--s6:#bf3989;--s7:#0a7f8a;--s8:#57606a}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#30363d;--panel:#161b22;--accent:#58a6ff;
    --good:#3fb950;--fill:#4493f8;--track:#2d333b;--swiftui:#4493f8;--uikit:#d29922;
    --sev-error:#ff7b72;--sev-error-fg:#0d1117;--sev-warning:#d29922;--sev-warning-fg:#0d1117;--sev-note:#8b949e;--sev-note-fg:#0d1117;
    --h1:#3d1e0a;--h2:#5c2a06;--h3:#8a3c0a;--h4:#bd561d;--h5:#f0883e;--h-fg:#e6edf3;--h5-fg:#0d1117;
    --s1:#4493f8;--s2:#ff7b72;--s3:#3fb950;--s4:#bc8cff;--s5:#d29922;--s6:#ff80c8;--s7:#39c5cf;--s8:#9198a1}}
    *{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%}
    body{margin:0 auto;max-width:75rem;padding:1rem 1rem 3rem;background:var(--bg);color:var(--fg);
    font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    a{color:var(--accent)}
    a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,[tabindex]:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    code{font:0.875em/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    h1{font-size:1.6rem;margin:0.5rem 0 0;overflow-wrap:anywhere}
    h1 .subject{font-weight:400;color:var(--muted)}
    h2{font-size:1.3rem;margin:2.2rem 0 0.4rem;padding-top:0.6rem;border-top:1px solid var(--line)}
    h3{font-size:1rem;margin:0 0 0.3rem}
    h3.sub{margin:1.2rem 0 0.4rem;color:var(--muted);font-weight:600}
    .meta,.muted,.how,small{color:var(--muted)}
    .how{margin:0 0 0.8rem;max-width:60rem}
    .empty{padding:0.8rem;background:var(--panel);border-radius:6px}
    .skip{position:absolute;left:-999px;top:0}
    .skip:focus{left:1rem;top:1rem;background:var(--bg);padding:0.5rem;z-index:2}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:0.3rem 1rem;padding:0;margin:0.6rem 0 0}
    .cards{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:0.8rem}
    .card{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:0.8rem}
    .card p{margin:0 0 0.4rem}
    .card .big{font-size:1.9rem;font-weight:700;line-height:1.1}
    svg.bar{display:block;width:100%;height:0.7rem;border-radius:3px}
    .track{fill:var(--track)}.fill{fill:var(--fill)}.fill.good{fill:var(--good)}.fill.swiftui{fill:var(--swiftui)}.track.uikit{fill:var(--uikit)}
    .counts,.progress{margin:0;display:grid;gap:0.3rem}
    .counts div,.progress div{display:grid;grid-template-columns:minmax(10rem,14rem) 1fr;gap:0.2rem 1rem;padding:0.3rem 0;border-bottom:1px solid var(--line)}
    .counts dt,.progress dt{font-weight:600}.counts dd,.progress dd{margin:0}
    .progress svg.bar{margin:0.3rem 0;max-width:32rem}
    .legend{color:var(--muted);font-size:0.875rem}
    .key{display:inline-block;width:0.9rem;height:0.9rem;border-radius:2px;vertical-align:-0.1rem;margin:0 0.2rem 0 0.6rem;border:1px solid var(--line)}
    .key.swiftui{background:var(--swiftui)}.key.uikit{background:var(--uikit)}
    ol.chart{list-style:none;padding:0;margin:0}
    ol.chart li{display:grid;grid-template-columns:minmax(9rem,18rem) minmax(6rem,1fr) 9rem;gap:0.2rem 1rem;align-items:center;padding:0.35rem 0;border-bottom:1px solid var(--line)}
    ol.chart .label small,ol.chart .value small{display:block;font-size:0.8rem;line-height:1.3}
    ol.chart .value{font-variant-numeric:tabular-nums}
    ul.na{padding-left:1.2rem;margin:0;columns:14rem}
    .scroll{overflow-x:auto;max-width:100%}
    table{border-collapse:collapse;width:100%}
    th,td{text-align:left;vertical-align:top;padding:0.35rem 0.5rem;border-bottom:1px solid var(--line)}
    thead th{position:sticky;top:0;background:var(--bg)}
    table.heat td{text-align:center;font-variant-numeric:tabular-nums;min-width:3rem}
    table.heat th[scope=row]{min-width:18rem;font-weight:400}
    table.heat td.total{font-weight:700}
    .h1{background:var(--h1);color:var(--h-fg)}.h2{background:var(--h2);color:var(--h-fg)}.h3{background:var(--h3);color:var(--h-fg)}
    .h4{background:var(--h4);color:var(--h-fg)}.h5{background:var(--h5);color:var(--h5-fg)}
    table.findings{min-width:46rem}
    table.findings tr[hidden]{display:none}
    table.findings th:nth-child(3){width:24%}table.findings th:nth-child(4){width:38%}table.findings th:nth-child(5){width:30%}
    td.loc code{overflow-wrap:break-word}
    code.snippet{white-space:pre-wrap;overflow-wrap:anywhere}
    th button{font:inherit;font-weight:700;color:inherit;background:none;border:0;padding:0;cursor:pointer}
    th[aria-sort=ascending] button::after{content:" \\2191"}
    th[aria-sort=descending] button::after{content:" \\2193"}
    .sev{display:inline-block;padding:0 0.4rem;border-radius:4px;font-size:0.8rem;font-weight:700}
    .sev.error{background:var(--sev-error);color:var(--sev-error-fg)}.sev.warning{background:var(--sev-warning);color:var(--sev-warning-fg)}
    .sev.note{background:var(--sev-note);color:var(--sev-note-fg)}
    .filters{display:flex;flex-wrap:wrap;gap:0.5rem 1rem;align-items:end;margin:0 0 0.6rem}
    .filters label{display:flex;flex-direction:column;font-size:0.875rem;font-weight:600}
    .filters input,.filters select,.filters button{font:inherit;font-weight:400;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:4px;padding:0.25rem 0.4rem}
    .filters p{margin:0;flex-basis:100%;color:var(--muted)}
    .filters[hidden]{display:none}
    svg.trend{display:block;width:100%;min-width:34rem;height:auto}
    svg.trend text{fill:var(--muted);font-size:12px}
    svg.trend .grid{stroke:var(--line);stroke-width:1}
    svg.trend .line{fill:none;stroke-width:2}
    .s1{stroke:var(--s1);fill:var(--s1)}.s2{stroke:var(--s2);fill:var(--s2)}.s3{stroke:var(--s3);fill:var(--s3)}.s4{stroke:var(--s4);fill:var(--s4)}
    .s5{stroke:var(--s5);fill:var(--s5)}.s6{stroke:var(--s6);fill:var(--s6)}.s7{stroke:var(--s7);fill:var(--s7)}.s8{stroke:var(--s8);fill:var(--s8)}
    svg.trend .line.s1,svg.trend .line.s2,svg.trend .line.s3,svg.trend .line.s4,svg.trend .line.s5,svg.trend .line.s6,svg.trend .line.s7,svg.trend .line.s8{fill:none}
    ul.series{list-style:none;display:flex;flex-wrap:wrap;gap:0.2rem 1rem;padding:0;margin:0.3rem 0 1rem;font-size:0.875rem}
    ul.series .key{margin-left:0}
    .key.s1{background:var(--s1)}.key.s2{background:var(--s2)}.key.s3{background:var(--s3)}.key.s4{background:var(--s4)}
    .key.s5{background:var(--s5)}.key.s6{background:var(--s6)}.key.s7{background:var(--s7)}.key.s8{background:var(--s8)}
    details{margin:0.5rem 0 1rem}summary{cursor:pointer;color:var(--accent)}
    ul.skipped{padding-left:1.2rem}
    footer{margin-top:2.5rem;padding-top:0.8rem;border-top:1px solid var(--line);color:var(--muted);font-size:0.875rem}
    @media (max-width:40rem){body{padding:0.6rem 0.6rem 2rem}
    ol.chart li{grid-template-columns:1fr 7.5rem}ol.chart .label{grid-column:1 / -1}
    .counts div,.progress div{grid-template-columns:1fr}
    table.heat th[scope=row]{min-width:9rem}
    table.findings{min-width:0}
    table.findings thead tr{display:flex;flex-wrap:wrap;gap:0.2rem 1rem}
    table.findings thead th:nth-child(n){border:0;padding:0.2rem 0;width:auto}
    table.findings tbody tr{display:grid;grid-template-columns:auto 1fr;gap:0.2rem 0.6rem;padding:0.5rem 0;border-bottom:1px solid var(--line)}
    table.findings td{display:block;border:0;padding:0}
    table.findings td:nth-child(n+3){grid-column:1 / -1}
    .card .big{font-size:1.6rem}}
    @media print{.filters,nav,.skip{display:none}thead th{position:static}}

    """
}
