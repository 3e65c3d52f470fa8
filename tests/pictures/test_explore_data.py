"""The explorer's embedded data: exactly the library's answers, for every view the page can show.

The page looks a view up by the modifier fields that matter to the matrix and shows the
placements stored for it. These tests decode the stored views the way the page does and
compare them with the library under the *full* modifier setting (random legal settings of
every field, for every instruction, wave size and matrix), and check the page is one
self-contained file under the size budget. The fast tier decodes four instructions of each
architecture (tests/support/tiers.py); `pytest -m exhaustive` the others.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from clirun import run_inproc
from explorerpage import data, html
from tiers import sweep

import amdmatrix
from amdmatrix import queries
from amdmatrix.explorer import data as explorer_data
from amdmatrix.render import text
from amdmatrix.results import Element, Location

ALL = [(a.name, i.mnemonic) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]
FIELDS = ("cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi")


def _inst_data(arch: str, name: str) -> dict[str, Any]:
    d = data()
    a = next(x for x in d["archs"] if x["name"] == arch)
    return next(d["insts"][i] for i in a["insts"] if d["insts"][i]["name"] == name)


def _label(tmpl: str, row: int, col: int, block: int) -> str:
    return tmpl.replace("{r}", str(row)).replace("{c}", str(col)).replace("{b}", str(block))


def decode(view: dict[str, Any], labels: list[str]) -> list[tuple[str, str]]:
    """The view's placements as the page shows them: (marked element, location), in stored order."""
    w, rows, cols, blocks = view["w"], view["r"], view["c"], view["b"]
    n = rows * cols * blocks
    counts = view["n"] if isinstance(view["n"], list) else [view["n"]] * n
    marks = view["k"] if isinstance(view["k"], list) else [view["k"]] * len(view["l"])
    out = []
    p = 0
    for e in range(n):
        b, r, c = e // (rows * cols), (e // cols) % rows, e % cols
        for _ in range(counts[e]):
            slot = view["s"][view["l"][p] // w]
            out.append((_label(labels[marks[p]], r, c, b), slot[1] + str(view["l"][p] % w) + slot[2]))
            p += 1
    assert p == len(view["l"])
    return out


def _settings(inst_data: dict[str, Any], wave: int, rng: random.Random, count: int) -> list[dict[str, int]]:
    out: list[dict[str, int]] = [{}]
    legal = inst_data["legal"][str(wave)]
    for _ in range(count):
        mods: dict[str, int] = {}
        for group, combos in zip(explorer_data.GROUPS, legal, strict=True):
            mods.update(zip(group, rng.choice(combos), strict=True))
        out.append({k: v for k, v in mods.items() if v})
    return out


@pytest.mark.parametrize(("arch", "name"), sweep(ALL, stratum=lambda x: x[0], per=4))
def test_every_view_is_what_the_library_says(arch: str, name: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    d = data()
    idata = _inst_data(arch, name)
    rng = random.Random(f"{arch} {name}")
    for wave in inst.arch.waves:
        for mods in _settings(idata, wave, rng, 4):
            for m in inst.matrices:
                fields, table = idata["views"][str(wave)][m]
                view_id, dtype = table[",".join(str(mods.get(f, 0)) for f in fields)]
                view = d["views"][view_id]
                assert d["texts"][dtype] == inst.dtype(m, wave=wave, **mods).description
                shown = decode(view, idata["labels"][m])
                placed = inst.placements(m, wave=wave, **mods)
                assert shown == [(text.element(e), text.location(e.location)) for e in placed if e.location]
                rows, cols, blocks = inst.layout(m, wave, **mods).sizes
                assert (view["w"], view["r"], view["c"], view["b"]) == (wave, rows, cols, blocks)
                slots = queries.matrix_layout(inst, m, wave, **mods).slots
                assert [s[0] for s in view["s"]] == [text.slot_header(s) for s in slots]
                assert [s[3] for s in view["s"]] == [list(Location(s.register, 0, s.bits).registers) for s in slots]


def test_element_labels_are_the_library_notation() -> None:
    for arch, name in [("CDNA2", "V_MFMA_F32_4X4X4F16"), ("RDNA3", "V_WMMA_F16_16X16X16_F16"),
                       ("CDNA4", "V_MFMA_SCALE_F32_16X16X128_F8F6F4"), ("CDNA3", "V_SMFMAC_F32_16X16X32_F16")]:
        inst = amdmatrix.instruction(arch, name)
        labels = _inst_data(arch, name)["labels"]
        for m in inst.matrices:
            for n in range(4):
                el = Element(m, 3, 2, 1 if inst.blocks > 1 else 0, None, bool(n & 1), bool(n & 2), inst.blocks)
                assert _label(labels[m][n], 3, 2, el.block) == text.element(el)


def _legal(arch: str, name: str, wave: int) -> list[set[tuple[int, ...]]]:
    return [set(map(tuple, combos)) for combos in _inst_data(arch, name)["legal"][str(wave)]]


def test_legal_settings_are_the_isa_ranges() -> None:
    """The values the page offers, against the ranges the ISA guides and LLVM give."""
    cbsz, blgp, opsel, neg = _legal("CDNA3", "V_MFMA_F32_4X4X4_16B_F16", 64)
    assert cbsz == {(c, a) for c in range(5) for a in range(1 << c)}  # 16 blocks: CBSZ 0-4, ABID < 2^CBSZ
    assert blgp == {(b,) for b in range(8)} and opsel == {(0, 0)} and neg == {(0, 0)}
    # SMFMAC: with CBSZ 0, ABID picks one of the index sets (four for 16-bit A, two for 8-bit A);
    # CBSZ 1-3 use the first set and leave ABID free (CDNA3 ISA, sparse matrices: "Sparse Index
    # Select" reads CBSZ[1:0]; CBSZ 4-7 are refused, as the calculator does).
    cbsz, blgp, _, _ = _legal("CDNA3", "V_SMFMAC_F32_16X16X32_F16", 64)
    assert cbsz == {(0, a) for a in range(4)} | {(c, a) for c in range(1, 4) for a in range(16)} and blgp == {(0,)}
    cbsz, _, _, _ = _legal("CDNA3", "V_SMFMAC_I32_16X16X64_I8", 64)
    assert cbsz == {(0, 0), (0, 1)} | {(c, a) for c in range(1, 4) for a in range(16)}
    cbsz, blgp, opsel, _ = _legal("CDNA4", "V_MFMA_SCALE_F32_32X32X64_F8F6F4", 64)
    # The scaled mnemonic sets ABID[0] = 1 (CDNA4 ISA 7.1.5; LLVM encodes ABID 1): abid 0 (not given) or 1.
    assert cbsz == {(c, a) for c in range(5) for a in range(2)} and blgp == {(b,) for b in range(5)}
    assert opsel == {(s, h) for s in range(8) for h in range(8)}
    _, _, opsel, neg = _legal("RDNA3", "V_WMMA_F16_16X16X16_F16", 32)
    assert opsel == {(0, 0), (4, 0)} and neg == {(n, h) for n in range(8) for h in range(8)}
    _, _, opsel, neg = _legal("RDNA4", "V_SWMMAC_I32_16X16X32_IU8", 32)
    assert opsel == {(0, 0), (1, 0)} and neg == {(n, 0) for n in range(4)}


def test_every_offered_setting_is_accepted_and_no_other() -> None:
    """Each legal combination of every group together runs (-g -D -o, which shows every input, so
    the command line takes each group there); one just outside is refused."""
    inst = "V_MFMA_F32_16X16X4_4B_F16"
    rng = random.Random(7)
    legal = _legal("CDNA3", inst, 64)
    for _ in range(10):
        mods = {}
        for group, combos in zip(explorer_data.GROUPS, legal, strict=True):
            mods.update(zip(group, rng.choice(sorted(combos)), strict=True))
        opts = [x for k, v in mods.items() for x in (f"--{k}", str(v))]
        assert run_inproc("-a", "cdna3", "-i", inst, "-g", "-D", "-o", *opts)[0] == 0
    assert (2, 4) not in legal[0] and run_inproc("-a", "cdna3", "-i", inst, "-R", "-A", "--cbsz", "2", "--abid",
                                                  "4")[0] == 2


@pytest.mark.exhaustive
def test_reused_views_and_settings_equal_freshly_computed_ones() -> None:
    """The builder reuses a view (and the legal settings) of an instruction with the same layout and
    meanings; computing everything afresh gives the same data (the whole catalogue again: exhaustive tier)."""
    assert explorer_data.build(verify=True) == data()


def test_page_is_one_self_contained_file_under_budget() -> None:
    page = html()
    assert len(page.encode("utf-8")) < 5_000_000
    assert "default-src 'none'" in page  # the page may not load anything
    body = page.split('<script id="amdmatrix-data"', 1)[0] + page.rsplit("</script>", 2)[1]
    assert not re.search(r"<link|<img|<iframe|\bsrc=|\bhref=|@import|url\(|https?://|fetch\(|XMLHttpRequest", body)
    script = page.split('<script id="amdmatrix-data" type="application/json">', 1)[1].split("</script>", 1)[0]
    assert json.loads(script) == json.loads(json.dumps(data()))
    assert page == html.__wrapped__()  # deterministic


def test_explore_writes_the_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import amdmatrix.explorer as explorer

    monkeypatch.setattr(explorer, "build", lambda verify=False: data())
    out = tmp_path / "explorer.html"
    assert run_inproc("explore", "-o", str(out)) == (0, "", "")
    assert out.read_text(encoding="utf-8") == html()
    status, stdout, err = run_inproc("explore", "-o", "-")
    assert status == 0 and err == "" and stdout == html()


@pytest.mark.parametrize(("args", "message"), [
    ([], "-o/--output is required (see amdmatrix explore -h)"),
    (["-o"], "argument -o: expected one value"),
    (["-o", "x.html", "--fast"], "unrecognized argument: --fast (see amdmatrix explore -h)"),
    (["-o", "/nonexistent-dir/x.html"], "-o/--output: cannot write '/nonexistent-dir/x.html'"),
])
def test_bad_explore_command_lines(monkeypatch: pytest.MonkeyPatch, args: list[str], message: str) -> None:
    import amdmatrix.explorer as explorer

    monkeypatch.setattr(explorer, "build", lambda verify=False: data())
    status, out, err = run_inproc("explore", *args)
    assert status == 2 and out == "" and err.count("\n") == 1 and err.startswith(f"amdmatrix: error: {message}")


def test_explore_help() -> None:
    status, out, err = run_inproc("explore", "-h")
    assert status == 0 and err == "" and out.startswith("usage: amdmatrix explore -o FILE.html")


def test_gfx1250_scale_row_views() -> None:
    """The page's SA/SB views follow the scale row select (OPSEL[0] for SA, OPSEL_HI[0] for SB):
    with ROW1 the scales sit in lanes 16-31 (docs/gfx1250.md); written from that rule, not from
    the library."""
    name = "V_WMMA_SCALE_F32_16X16X128_F8F6F4"
    idata, d = _inst_data("GFX1250", name), data()
    for m, field in (("SA", "opsel"), ("SB", "opsel_hi")):
        fields, table = idata["views"]["32"][m]
        assert fields == [field]
        for row in (0, 1):
            shown = dict(decode(d["views"][table[str(row)][0]], idata["labels"][m]))
            assert shown[f"{m}[3][1]" if m == "SA" else f"{m}[1][3]"] == f"v0{{{3 + 16 * row}}}.[15:8]"
