"use strict";
// The amdmatrix explorer. Every location and element shown here comes from the data block
// above, which amdmatrix computed (Instruction.placements and queries.matrix_layout, in the
// notation of amdmatrix.render.text). This script only looks views up and groups each
// view's placements two ways: by element (the -R grid) and by register lane (the -M grid).
(function () {
  const D = JSON.parse(document.getElementById("amdmatrix-data").textContent);
  const FIELDS = ["cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi"];
  const $ = (id) => document.getElementById(id);
  const ESC = /[&<>"]/;
  const esc = (s) => (ESC.test(s) ? String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;") : String(s));
  const state = {arch: 0, inst: 0, wave: 64, matrix: "A", color: "lane", mods: {}};
  let cur = null; // the rendered view: cells and the register-lane index
  const stats = {renders: 0, lastMs: 0};
  window.amdmatrixExplorer = stats;

  function fill(select, items, selected) {
    select.innerHTML = items.map(([v, t]) => `<option value="${esc(v)}"${String(v) === String(selected) ? " selected" : ""}>${esc(t)}</option>`).join("");
  }

  // ---------------------------------------------------------------- state <-> URL hash
  function legalValues(inst, wave, field, mods) {
    // Values of `field` legal with the fields before it in its group as set now (ABID given CBSZ).
    const g = D.groups.findIndex((grp) => grp.includes(field));
    const grp = D.groups[g], at = grp.indexOf(field);
    const out = new Set();
    for (const c of inst.legal[String(wave)][g]) {
      if (grp.every((f, n) => n >= at || c[n] === (mods[f] || 0))) out.add(c[at]);
    }
    return [...out].sort((a, b) => a - b);
  }

  function problems(inst, wave, mods) {
    const out = [];
    D.groups.forEach((grp, g) => {
      const combos = inst.legal[String(wave)][g];
      const have = grp.map((f) => mods[f] || 0);
      if (!combos.some((c) => c.every((v, n) => v === have[n]))) {
        const field = grp.find((f, n) => !legalValues(inst, wave, f, mods).includes(have[n])) || grp[0];
        const legal = legalValues(inst, wave, field, mods);
        out.push(`${field.toUpperCase()} ${mods[field] || 0} is not legal for ${inst.name}` +
          (grp.length > 1 && field !== grp[0] ? ` with ${grp[0].toUpperCase()} ${mods[grp[0]] || 0}` : "") +
          `; legal values: ${legal.join(", ")}`);
      }
    });
    return out;
  }

  function findArch(name) {
    const n = String(name).toLowerCase();
    return D.archs.findIndex((a) => a.key === n || a.aliases.includes(n));
  }

  function findInst(arch, name) {
    const n = String(name).toLowerCase();
    return D.archs[arch].insts.find((i) => D.insts[i].key === n || D.insts[i].aliases.includes(n));
  }

  function fromHash() {
    const p = new Map();  // keys in any case, with - or _ (opsel-hi, OPSEL_HI)
    for (const [k, v] of new URLSearchParams(location.hash.replace(/^#/, ""))) p.set(k.toLowerCase().replace(/-/g, "_"), v);
    const msgs = [];
    let arch = findArch(p.get("arch") || "cdna3");
    if (arch < 0) {
      msgs.push(`unknown architecture ${p.get("arch")}; legal values: ${D.archs.map((a) => a.key).join(", ")}`);
      arch = findArch("cdna3");
    }
    let inst = p.has("inst") ? findInst(arch, p.get("inst")) : undefined;
    if (inst === undefined) {
      if (p.has("inst")) {
        msgs.push(`unknown instruction ${p.get("inst")} for ${D.archs[arch].name}; legal values: ` +
          D.archs[arch].insts.map((i) => D.insts[i].key).join(", "));
      }
      inst = findInst(arch, "v_mfma_f32_32x32x8_f16");
      if (inst === undefined) inst = D.archs[arch].insts[0];
    }
    const I = D.insts[inst], A = D.archs[arch];
    let wave = p.has("wave") ? Number(p.get("wave")) : A.wave;
    if (!A.waves.includes(wave)) {
      msgs.push(`wave ${p.get("wave")} is not allowed on ${A.name}; legal values: ${A.waves.join(", ")}`);
      wave = A.wave;
    }
    // The first matrix by default: gfx1250's scale loads have only SA and SB (no A).
    let matrix = (p.get("matrix") || I.matrices[0]).toUpperCase();
    if (!I.matrices.includes(matrix)) {
      msgs.push(`${I.name} has no matrix ${p.get("matrix")}; legal values: ${I.matrices.join(", ")}`);
      matrix = I.matrices[0];
    }
    const mods = {};
    for (const f of FIELDS) {
      if (!p.has(f)) continue;
      const v = Number(p.get(f));
      if (Number.isInteger(v) && v >= 0) mods[f] = v;
      else msgs.push(`${f}=${p.get(f)} is not a number`);
    }
    for (const [name, field] of [["a_format", "cbsz"], ["b_format", "blgp"]]) {
      if (!p.has(name) || !I.options[field]) continue;
      const at = I.options[field].findIndex((o) => o.split(": ")[1] === p.get(name).toLowerCase() || o.split(":")[0] === p.get(name));
      if (at >= 0) mods[field] = at;
      else msgs.push(`${name}=${p.get(name)}; legal values: ${I.options[field].map((o) => o.split(": ")[1]).join(", ")}`);
    }
    const bad = problems(I, wave, mods);
    if (bad.length) { msgs.push(...bad); for (const f of FIELDS) delete mods[f]; }
    const color = p.get("color") || "lane";
    Object.assign(state, {arch, inst, wave, matrix, mods, color: ["lane", "register", "block"].includes(color) ? color : "lane"});
    return msgs;
  }

  function toHash() {
    const I = D.insts[state.inst];
    const p = new URLSearchParams();
    p.set("arch", D.archs[state.arch].key);
    p.set("inst", I.key);
    p.set("wave", String(state.wave));
    p.set("matrix", state.matrix);
    for (const f of FIELDS) if (I.fields[f] !== undefined) p.set(f, String(state.mods[f] || 0));
    if (state.color !== "lane") p.set("color", state.color);
    history.replaceState(null, "", "#" + p.toString());
  }

  // ---------------------------------------------------------------- controls
  function controls() {
    const A = D.archs[state.arch], I = D.insts[state.inst];
    fill($("arch"), D.archs.map((a, n) => [n, a.name]), state.arch);
    fill($("inst"), A.insts.map((i) => [i, D.insts[i].name]), state.inst);
    fill($("wave"), A.waves.map((w) => [w, `wave${w}`]), state.wave);
    fill($("matrix"), I.matrices.map((m) => [m, {K: "K (compression indices)", SA: "SA (A scales)", SB: "SB (B scales)"}[m] || m]), state.matrix);
    $("color").value = state.color;
    const html = [];
    for (const f of FIELDS) {
      if (I.fields[f] === undefined) continue;
      const values = legalValues(I, state.wave, f, state.mods);
      const names = I.options[f];
      html.push(`<label>${esc(I.fields[f])} <select data-field="${f}">` + values.map((v) =>
        `<option value="${v}"${v === (state.mods[f] || 0) ? " selected" : ""}>${esc(names ? names[v] : v)}</option>`).join("") + "</select></label>");
    }
    $("mods").innerHTML = html.join("");
  }

  function onChange(ev) {
    const t = ev.target;
    if (t.id === "arch") {
      state.arch = Number(t.value);
      const A = D.archs[state.arch];
      state.inst = A.insts[0];
      state.wave = A.wave;
      state.mods = {};
      state.matrix = D.insts[state.inst].matrices[0];
    } else if (t.id === "inst") {
      state.inst = Number(t.value);
      state.mods = {};
      if (!D.insts[state.inst].matrices.includes(state.matrix)) state.matrix = D.insts[state.inst].matrices[0];
    } else if (t.id === "wave") {
      state.wave = Number(t.value);
    } else if (t.id === "matrix") {
      state.matrix = t.value;
    } else if (t.id === "color") {
      state.color = t.value;
    } else if (t.dataset.field) {
      state.mods[t.dataset.field] = Number(t.value);
    }
    // A change may make a field illegal (ABID after CBSZ, an index set after the wave size):
    // it takes its first legal value.
    const I = D.insts[state.inst];
    for (const f of FIELDS) {
      if (I.fields[f] === undefined) continue;
      const legal = legalValues(I, state.wave, f, state.mods);
      if (!legal.includes(state.mods[f] || 0)) state.mods[f] = legal[0];
    }
    $("msg").textContent = "";
    toHash();
    controls();
    render();
  }

  // ---------------------------------------------------------------- rendering
  // One class per colour (cheaper to lay out than a style attribute on every cell).
  const palette = document.createElement("style");
  palette.textContent = D.palette.lane.map((c, n) => `.cell.l${n}{background-color:${c}}`).join("") +
    D.palette.index.map((c, n) => `.cell.x${n}{background-color:${c}}`).join("");
  document.head.appendChild(palette);
  const colourClass = (kind, key) => (kind === "lane" ? " l" : " x") + (key % 64);
  const width = (texts) => texts.reduce((a, t) => Math.max(a, t.length), 1);

  function label(tmpl, r, c, b) {
    return tmpl.replace("{r}", r).replace("{c}", c).replace("{b}", b);
  }

  // A grid of fixed-width columns (in ch: the font is monospace), rows in chunks that the
  // browser lays out only when they scroll into view (content-visibility).
  const CHUNK = 8;
  function grid(kind, caption, corner, heads, nrows, widths, cell) {
    const cw = Math.max(corner.length, String(nrows - 1).length) + 1;
    const tpl = `grid-template-columns:${cw}ch ${widths.map((x) => `${x + 1}ch`).join(" ")}`;
    const out = [`<div class="grid" role="grid" data-grid="${kind}" aria-label="${esc(caption)}"><div class="caption">${esc(caption)}</div>`,
      `<div class="row head" role="row" style="${tpl}"><span role="columnheader">${esc(corner)}</span>`];
    for (const h of heads) out.push(`<span role="columnheader">${esc(h)}</span>`);
    out.push("</div>");
    for (let r0 = 0; r0 < nrows; r0 += CHUNK) {
      out.push('<div class="chunk">');
      for (let r = r0; r < Math.min(nrows, r0 + CHUNK); r++) {
        out.push(`<div class="row" role="row" style="${tpl}"><span role="rowheader">${r}</span>`);
        for (let c = 0; c < heads.length; c++) out.push(cell(r, c));
        out.push("</div>");
      }
      out.push("</div>");
    }
    out.push("</div>");
    return out.join("");
  }

  function render() {
    const t0 = performance.now();
    const I = D.insts[state.inst], A = D.archs[state.arch], m = state.matrix, w = state.wave;
    const byMatrix = I.views[String(w)] && I.views[String(w)][m];
    if (!byMatrix) { $("msg").textContent = `${I.name} has no view of ${m} at wave ${w}`; return; }
    const [fields, table] = byMatrix;
    const key = fields.map((f) => state.mods[f] || 0).join(",");
    const entry = table[key];
    if (!entry) { $("msg").textContent = `no view for ${key}`; return; }
    const V = D.views[entry[0]];
    const tmpl = I.labels[m];
    const modText = FIELDS.filter((f) => state.mods[f]).map((f) => `${f.toUpperCase()} ${state.mods[f]}`).join(", ") || "none";
    $("title").textContent = `${A.name} ${I.name}: ${m} (${D.texts[entry[1]]}), wave ${w}, modifiers: ${modText}`;
    // Every caveat the text output gives: PROVISIONAL (gfx1250), Unsettled (CDNA4 FP8 x FP6/FP4).
    const U = I.unsettled, pair = `${state.mods.cbsz || 0},${state.mods.blgp || 0}`;
    $("provisional").textContent = (I.provisional && I.provisional[m]) ||
      (U && U.when[m] && U.when[m].includes(pair) ? U.text : "");
    const rows = V.r, cols = V.c, nb = V.b, n = rows * cols * nb;
    // Placements, element by element: locations (slot * wave + lane) and marks.
    const start = new Int32Array(n + 1);
    for (let e = 0; e < n; e++) start[e + 1] = start[e] + (typeof V.n === "number" ? V.n : V.n[e]);
    const markOf = (p) => (typeof V.k === "number" ? V.k : V.k[p]);
    const where = (p) => { const s = V.s[(V.l[p] / w) | 0]; return s[1] + (V.l[p] % w) + s[2]; };
    const byKey = new Map(); // register * 64 + lane -> {r: [elements], m: [lane * slots + slot]}
    const slotsN = V.s.length;
    const mcell = new Array(w * slotsN);
    for (let e = 0; e < n; e++) {
      for (let p = start[e]; p < start[e + 1]; p++) {
        const slot = (V.l[p] / w) | 0, lane = V.l[p] % w, mi = lane * slotsN + slot;
        (mcell[mi] || (mcell[mi] = [])).push(p);
        for (const reg of V.s[slot][3]) {
          const k = reg * 64 + lane;
          let o = byKey.get(k);
          if (!o) byKey.set(k, o = {r: new Set(), m: new Set()});
          o.r.add(e); o.m.add(mi);
        }
      }
    }
    const elemOf = new Int32Array(V.l.length);
    for (let e = 0; e < n; e++) for (let p = start[e]; p < start[e + 1]; p++) elemOf[p] = e;
    const coords = (e) => { const b = (e / (rows * cols)) | 0, r = ((e / cols) | 0) % rows, c = e % cols; return [r, c, b]; };
    const name = (e, mark) => { const [r, c, b] = coords(e); return label(tmpl[mark], r, c, b); };
    const kind = state.color;
    // -R: one grid per block.
    const [rn, cn] = D.axes[m];
    const rtexts = new Array(n), rwidth = Array.from({length: cols}, (_, c) => String(c).length);
    for (let e = 0; e < n; e++) {
      const locs = [];
      for (let p = start[e]; p < start[e + 1]; p++) locs.push(where(p));
      rtexts[e] = locs;
      const c = e % cols;
      rwidth[c] = Math.max(rwidth[c], width(locs) + (start[e + 1] > start[e] && markOf(start[e]) ? 4 : 0));
    }
    const corner = `${m}[${rn}][${cn}]`;
    const html = [];
    for (let b = 0; b < nb; b++) {
      html.push(grid("R", nb > 1 ? `Block ${b}` : m, corner, Array.from({length: cols}, (_, c) => String(c)), rows, rwidth, (r, c) => {
        const e = (b * rows + r) * cols + c, p0 = start[e], p1 = start[e + 1];
        const locs = rtexts[e];
        let cls = "cell", style = "", mark = "";
        if (p1 > p0) {
          const slot = V.s[(V.l[p0] / w) | 0];
          cls += colourClass(kind, kind === "lane" ? V.l[p0] % w : kind === "register" ? slot[3][0] : b);
          if (slot[4] !== null) { cls += " st"; style = ` style="--s:${(slot[4] * 100).toFixed(1)}%"`; }
          const mk = markOf(p0);
          if (mk) mark = `<span class="mk" title="${mk & 1 ? "negated" : ""}${mk === 3 ? ", " : ""}${mk & 2 ? "absolute value" : ""}">${["", "-", "|x|", "-|x|"][mk]}</span>`;
        } else cls += " empty";
        return `<div role="gridcell" class="${cls}" tabindex="-1" data-view="R" data-e="${e}"${style} data-element="${esc(name(e, 0))}" data-location="${esc(locs.join(";"))}">${mark}${esc(locs.join("\n")).replace(/\n/g, "<br>")}</div>`;
      }));
    }
    const t1 = performance.now();
    $("rview").innerHTML = html.join("");
    const t2 = performance.now();
    // -M: lanes by register slots.
    const mtexts = new Array(w * slotsN), mwidth = Array.from(V.s, (x) => x[0].length);
    for (let lane = 0; lane < w; lane++) {
      for (let s = 0; s < slotsN; s++) {
        const ps = mcell[lane * slotsN + s] || [];
        const t = ps.map((p) => name(elemOf[p], markOf(p))).join(" ");
        mtexts[lane * slotsN + s] = t;
        mwidth[s] = Math.max(mwidth[s], t.length);
      }
    }
    const mhtml = grid("M", `${m}: lanes by register slots`, "lane", V.s.map((x) => x[0]), w, mwidth, (lane, s) => {
      const mi = lane * slotsN + s, ps = mcell[mi] || [], slot = V.s[s];
      let cls = "cell", style = "";
      if (ps.length) {
        cls += colourClass(kind, kind === "lane" ? lane : kind === "register" ? slot[3][0] : coords(elemOf[ps[0]])[2]);
        if (slot[4] !== null) { cls += " st"; style = ` style="--s:${(slot[4] * 100).toFixed(1)}%"`; }
      } else cls += " empty";
      const ids = ps.map((p) => name(elemOf[p], 0));
      return `<div role="gridcell" class="${cls}" tabindex="-1" data-view="M" data-m="${mi}"${style} data-element="${esc(ids.join(";"))}" data-location="${esc(slot[1] + lane + slot[2])}">${esc(mtexts[mi])}</div>`;
    });
    const t3 = performance.now();
    $("mview").innerHTML = mhtml;
    const t4 = performance.now();
    for (const g of document.querySelectorAll(".grid")) {
      const first = g.querySelector(".cell");
      if (first) first.tabIndex = 0;
    }
    cur = {V, start, byKey, slotsN, where, name, markOf, elemOf, w, lit: []};
    $("info").textContent = "Hover or focus a cell.";
    void document.body.offsetHeight; // include style and layout in the measured time
    stats.lastMs = performance.now() - t0;
    stats.phases = {build: t1 - t0 + t3 - t2, parse: t2 - t1 + t4 - t3, layout: performance.now() - t4};
    stats.renders += 1;
    document.body.dataset.renderMs = stats.lastMs.toFixed(1);
    document.body.dataset.view = location.hash;
  }

  // ---------------------------------------------------------------- highlight
  function keysOfCell(cell) {
    const C = cur, keys = [];
    if (cell.dataset.e !== undefined) {
      const e = Number(cell.dataset.e);
      for (let p = C.start[e]; p < C.start[e + 1]; p++) {
        const slot = C.V.s[(C.V.l[p] / C.w) | 0];
        for (const reg of slot[3]) keys.push([reg, C.V.l[p] % C.w]);
      }
    } else {
      const mi = Number(cell.dataset.m), lane = (mi / C.slotsN) | 0, slot = C.V.s[mi % C.slotsN];
      for (const reg of slot[3]) keys.push([reg, lane]);
    }
    return keys;
  }

  function highlight(cell) {
    if (!cur) return;
    for (const el of cur.lit) el.classList.remove("hl", "cur");
    cur.lit = [];
    const lines = [];
    const rcells = new Set(), mcells = new Set();
    if (cell.dataset.e !== undefined) {
      lines.push(`${cell.dataset.element} -> ${cell.dataset.location.split(";").join(", ") || "(not read)"}`);
    } else {
      lines.push(`${cell.dataset.location} -> ${cell.dataset.element.split(";").join(", ") || "(nothing)"}`);
    }
    const seen = new Set();
    for (const [reg, lane] of keysOfCell(cell)) {
      const k = reg * 64 + lane;
      if (seen.has(k)) continue;
      seen.add(k);
      const o = cur.byKey.get(k);
      const els = o ? [...o.r].sort((a, b) => a - b) : [];
      els.forEach((e) => rcells.add(e));
      if (o) o.m.forEach((x) => mcells.add(x));
      lines.push(`v${reg}{${lane}} holds: ${els.map((e) => cur.name(e, 0)).join(", ") || "nothing"}`);
    }
    const rv = $("rview"), mv = $("mview");
    for (const e of rcells) { const el = rv.querySelector(`[data-e="${e}"]`); if (el) { el.classList.add("hl"); cur.lit.push(el); } }
    for (const x of mcells) { const el = mv.querySelector(`[data-m="${x}"]`); if (el) { el.classList.add("hl"); cur.lit.push(el); } }
    cell.classList.add("cur");
    cur.lit.push(cell);
    $("info").textContent = lines.join("\n");
    // Bring the first highlighted cell of the other view into sight (scrolling that view only).
    const other = rv.contains(cell) ? mv : rv;
    const first = cur.lit.find((el) => el !== cell && other.contains(el));
    if (first) reveal(other, first);
  }

  function reveal(box, el) {
    const b = box.getBoundingClientRect(), r = el.getBoundingClientRect();
    if (r.top < b.top || r.bottom > b.bottom) box.scrollTop += r.top - b.top - b.height / 3;
    if (r.left < b.left || r.right > b.right) box.scrollLeft += r.left - b.left - b.width / 3;
  }

  function cellOf(ev) {
    return ev.target.closest ? ev.target.closest(".cell") : null;
  }

  function onKey(ev) {
    const cell = ev.target.closest(".cell");
    if (!cell) return;
    const row = cell.parentElement, col = Array.prototype.indexOf.call(row.children, cell);
    const rows = [...row.closest(".grid").querySelectorAll(".row:not(.head)")];
    const at = rows.indexOf(row);
    let next = null;
    if (ev.key === "ArrowRight") next = cell.nextElementSibling;
    else if (ev.key === "ArrowLeft") next = cell.previousElementSibling;
    else if (ev.key === "ArrowDown") next = rows[at + 1] && rows[at + 1].children[col];
    else if (ev.key === "ArrowUp") next = rows[at - 1] && rows[at - 1].children[col];
    else if (ev.key === "Home") next = row.children[1];
    else if (ev.key === "End") next = row.lastElementChild;
    else return;
    ev.preventDefault();
    if (next && next.classList.contains("cell")) { cell.tabIndex = -1; next.tabIndex = 0; next.focus(); }
  }

  // ---------------------------------------------------------------- start
  $("generator").textContent = D.generator;
  $("controls").addEventListener("change", onChange);
  for (const id of ["rview", "mview"]) {
    const v = $(id);
    v.addEventListener("mouseover", (ev) => { const cell = cellOf(ev); if (cell) highlight(cell); });
    v.addEventListener("focusin", (ev) => { const cell = cellOf(ev); if (cell) highlight(cell); });
    v.addEventListener("keydown", onKey);
  }
  function start() {
    const msgs = fromHash();
    $("msg").textContent = msgs.join("; ");
    toHash();
    controls();
    render();
  }
  window.addEventListener("hashchange", start);
  start();
})();
