"""`-R`/`-M --svg FILE`: every cell of the picture says what the table says.

Each case writes the SVG with the command line, parses it as XML and compares every cell
with the `--csv` table of the same query: locations (`-R`), elements (`-M`), the
negated/absolute marks, the straddling FP6 values, the colours and the legend.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest
from clirun import env, run_inproc
from svgcells import NS, SvgCell, cells, element_key, matrix_table, parse, register_tables, slot_location

CASES = [
    ("cdna3", "v_mfma_f32_32x32x8_f16", "A", []),
    ("cdna2", "v_mfma_f32_4x4x4f16", "A", ["--cbsz", "2", "--abid", "1"]),
    ("cdna3", "v_mfma_f32_16x16x4_4b_f16", "B", ["--blgp", "3"]),
    ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", "A", ["--a-format", "fp6"]),
    ("cdna4", "v_mfma_f32_32x32x64_f8f6f4", "B", ["--b-format", "bf6"]),
    ("cdna4", "v_mfma_scale_f32_32x32x64_f8f6f4", "SB", ["--opsel", "2", "--opsel_hi", "2", "--abid", "1"]),
    ("cdna3", "v_smfmac_f32_16x16x32_f16", "K", ["--abid", "1"]),
    ("cdna4", "v_smfmac_f32_32x32x64_fp8_fp8", "A", []),
    ("rdna3", "v_wmma_f32_16x16x16_f16", "A", ["-w", "64", "--neg", "1", "--neg_hi", "1"]),
    ("rdna3", "v_wmma_f16_16x16x16_f16", "C", ["--opsel", "4", "--neg", "4", "--neg_hi", "4"]),
    ("cdna3", "v_mfma_f64_16x16x4_f64", "C", ["--blgp", "4"]),
    ("cdna3", "v_mfma_f64_4x4x4_4b_f64", "B", ["--blgp", "2"]),
    ("rdna4", "v_swmmac_f32_16x16x32_f16", "K", ["-w", "64", "--opsel", "1"]),
    # OPSEL 2 exists only at wave 64 (four index sets): the caption must check it at that wave
    ("rdna4", "v_swmmac_f32_16x16x32_f16", "K", ["-w", "64", "--opsel", "2"]),
    ("rdna4", "v_wmma_i32_16x16x16_iu4", "B", ["-w", "64"]),
]
IDS = [f"{a}-{i}-{m}-{'_'.join(o) or 'plain'}" for a, i, m, o in CASES]
_FLAG = {"K": "-k", "SA": "--A-scale", "SB": "--B-scale"}


def _svg(tmp_path: Path, *args: str) -> str:
    path = tmp_path / "out.svg"
    status, out, err = run_inproc(*args, "--svg", str(path))
    assert (status, out, err) == (0, "", "")
    return path.read_text(encoding="utf-8")


def _table(*args: str) -> str:
    status, out, err = run_inproc(*args, "--csv")
    assert status == 0, err
    return out


def _marks_from_matrix_layout(args: list[str]) -> dict[tuple[str, int, int, int], str]:
    """Element -> its mark ("-", "|x|", "-|x|") as the -M table prints it."""
    _, table = matrix_table(_table(*args))
    marks: dict[tuple[str, int, int, int], str] = {}
    for text in table.values():
        for token in text.split():
            mark = ("-" if token.startswith("-") else "") + ("|x|" if "|" in token else "")
            marks[element_key(token)] = mark
    return marks


def _unmarked(token: str) -> str:
    """A location of the -R table without its negation/absolute-value marks."""
    return token.removeprefix("-").strip("|")


def _mark(token: str) -> str:
    return ("-" if token.startswith("-") else "") + ("|x|" if "|" in token else "")


@pytest.mark.parametrize(("arch", "inst", "matrix", "opts"), CASES, ids=IDS)
def test_register_layout_svg_equals_the_table(tmp_path: Path, arch: str, inst: str, matrix: str,
                                              opts: list[str]) -> None:
    args = ["-a", arch, "-i", inst, "-R", _FLAG.get(matrix, f"-{matrix}"), *opts]
    svg = _svg(tmp_path, *args)
    tables = register_tables(_table(*args))
    marks = _marks_from_matrix_layout([a if a != "-R" else "-M" for a in args])
    found = set()
    for c in cells(svg):
        m, row, col, block = element_key(c.element)
        assert m == matrix and c.view == "R"
        shown = tables[block][(row, col)]  # the -R table marks negated/absolute locations (-x, |x|, -|x|)
        expected = [_unmarked(t) for t in shown]
        assert (c.location.split(";") if c.location else []) == expected, c.element
        assert c.lines == expected
        assert c.mark == marks.get((m, row, col, block), ""), c.element
        assert {_mark(t) for t in shown} <= {c.mark}, c.element
        straddles = bool(expected) and re.match(r"v\[\d+:\d+\]\{\d+\}\.\[", expected[0]) is not None
        assert c.straddle == straddles, c.element
        if len(tables) > 1:
            assert c.grid.startswith(f"Block {block}")
        found.add((block, row, col))
    assert found == {(b, r, col) for b, t in tables.items() for (r, col) in t}


@pytest.mark.parametrize(("arch", "inst", "matrix", "opts"), CASES, ids=IDS)
def test_matrix_layout_svg_equals_the_table(tmp_path: Path, arch: str, inst: str, matrix: str,
                                            opts: list[str]) -> None:
    flag = _FLAG.get(matrix, f"-{matrix}")
    args = ["-a", arch, "-i", inst, "-M", flag, *opts]
    svg = _svg(tmp_path, *args)
    heads, table = matrix_table(_table(*args))
    where = {slot_location(h, lane): (lane, n) for (lane, n) in table for h in [heads[n]]}
    seen = set()
    for c in cells(svg):
        assert c.view == "M"
        if c.location not in where:  # a lane the table leaves out (it holds nothing): drawn empty
            assert c.element == "" and c.lines in ([], [""]), c.location
            continue
        lane, n = where[c.location]
        assert " ".join(c.lines) == table[(lane, n)], c.location
        shown = table[(lane, n)].split()
        assert (c.element.split(";") if c.element else []) == [t.lstrip("-").replace("|", "") for t in shown]
        assert c.straddle == (bool(shown) and re.match(r"v\[\d+:\d+\]\.\[", heads[n]) is not None)
        seen.add((lane, n))
    assert seen == set(table)


def _rect_key(c: SvgCell, colouring: str) -> int:
    if colouring == "block":
        return element_key(c.element.split(";")[0])[3]
    m = re.match(r"v(?:\[\d+:)?(\d+)\]?\{(\d+)\}", c.location)
    assert m, c.location
    return int(m.group(2)) if colouring == "lane" else int(m.group(1))


@pytest.mark.parametrize("colouring", ["lane", "register", "block"])
@pytest.mark.parametrize("query", ["-R", "-M"])
def test_colour_follows_the_lane_register_or_block_and_the_legend_names_it(tmp_path: Path, colouring: str,
                                                                           query: str) -> None:
    svg = _svg(tmp_path, "-a", "cdna3", "-i", "v_mfma_f32_4x4x4_16b_f16", query, "-D", "--color", colouring)
    fills: dict[int, set[str]] = defaultdict(set)
    for c in cells(svg):
        fills[_rect_key(c, colouring)].add(c.fill)
    assert all(len(f) == 1 for f in fills.values()), "one colour per key"
    assert len({next(iter(f)) for f in fills.values()}) == len(fills), "different keys, different colours"
    # The legend has one swatch per key, labelled and filled like its cells.
    legend = next(g for g in parse(svg).iter(f"{NS}g") if g.get("class") == "legend")
    rects = [r.get("fill") for r in legend.findall(f"{NS}rect")]
    labels = [t.text or "" for t in legend.findall(f"{NS}text")][1:1 + len(rects)]
    word = {"lane": "lane ", "register": "v", "block": "B"}[colouring]
    assert [lbl.removeprefix(word) for lbl in labels] == [str(k) for k in sorted(fills)]
    assert rects == [next(iter(fills[k])) for k in sorted(fills)]


def _luminance(hex_colour: str) -> float:
    rgb = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def test_every_cell_colour_keeps_black_text_readable(tmp_path: Path) -> None:
    """WCAG AA (4.5:1) for the black cell text on every colour a picture uses."""
    used = set()
    for colouring in ("lane", "register", "block"):
        for query in ("-R", "-M"):
            svg = _svg(tmp_path, "-a", "cdna1", "-i", "v_mfma_f32_4x4x1f32", query, "-D", "--color", colouring)
            used |= {c.fill for c in cells(svg)}
    svg = _svg(tmp_path, "-a", "cdna4", "-i", "v_mfma_f32_32x32x64_f8f6f4", "-M", "-A", "--a-format", "fp6",
               "--color", "register")
    used |= {c.fill for c in cells(svg)}
    assert len(used) >= 64
    for colour in used:
        assert (_luminance(colour) + 0.05) / 0.05 >= 4.5, colour


def test_title_names_architecture_instruction_matrix_and_modifiers(tmp_path: Path) -> None:
    svg = _svg(tmp_path, "-a", "mi200", "-i", "v_mfma_f32_4x4x4f16", "-R", "-A", "--cbsz", "2", "--abid", "1")
    title = parse(svg).find(f"{NS}title")
    assert title is not None
    assert title.text == "CDNA2 V_MFMA_F32_4X4X4F16: A matrix, register layout (-R), CBSZ 2, ABID 1"
    texts = [t.text or "" for t in parse(svg).iter(f"{NS}text")]
    assert "4x4x4, 16 blocks; wave 64; modifiers: CBSZ 2, ABID 1" in texts
    assert "A: FP16 (IEEE binary16 floating point)" in texts
    svg = _svg(tmp_path, "-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-M", "-B", "-w", "64")
    title = parse(svg).find(f"{NS}title")
    assert title is not None and title.text == "RDNA3 V_WMMA_F32_16X16X16_F16: B matrix, matrix layout (-M)"
    assert "16x16x16; wave 64; modifiers: none" in [t.text for t in parse(svg).iter(f"{NS}text")]


def test_blocks_sharing_a_table_are_each_drawn_and_say_so(tmp_path: Path) -> None:
    svg = _svg(tmp_path, "-a", "cdna3", "-i", "v_mfma_f32_16x16x4_4b_f16", "-R", "-A", "--cbsz", "1", "--abid", "1")
    grids = sorted({c.grid for c in cells(svg)})
    assert grids == ["Block 0 (same registers as blocks 0, 1)", "Block 1 (same registers as blocks 0, 1)",
                     "Block 2 (same registers as blocks 2, 3)", "Block 3 (same registers as blocks 2, 3)"]


def test_replicated_locations_are_all_listed(tmp_path: Path) -> None:
    svg = _svg(tmp_path, "-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-R", "-A", "-w", "64")
    cell = next(c for c in cells(svg) if c.element == "A[0][0]")
    # every copy, in ascending lane order (as the calculator's -R prints them)
    assert cell.lines == ["v0{0}.[15:0]", "v0{16}.[15:0]", "v0{32}.[15:0]", "v0{48}.[15:0]"]
    assert cell.location == "v0{0}.[15:0];v0{16}.[15:0];v0{32}.[15:0];v0{48}.[15:0]"


def test_fp6_straddle_is_drawn_split_at_the_register_boundary(tmp_path: Path) -> None:
    """A[0][5] in FP6 is bits 35:30 of v[1:0]: 2 of its 6 bits in v0, so the split sits at a third."""
    svg = _svg(tmp_path, "-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-R", "-A", "--cbsz", "2")
    root = parse(svg)
    group = next(g for g in root.iter(f"{NS}g") if g.get("data-element") == "A[0][5]")
    assert group.get("data-location") == "v[1:0]{0}.[35:30]"
    cell, low, high = (group.find(f"{NS}rect[@class='{c}']") if c else group.find(f"{NS}rect") for c in
                       ("", "low", "high"))
    assert cell is not None and low is not None and high is not None
    x, w = float(cell.get("x", 0)), float(cell.get("width", 0))
    line = group.find(f"{NS}line")
    assert line is not None and float(line.get("x1", 0)) == pytest.approx(x + w / 3, abs=1)
    assert float(low.get("width", 0)) < float(high.get("width", 0))


def test_transpose_swaps_rows_and_columns(tmp_path: Path) -> None:
    args = ["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-R", "-B"]
    plain, flipped = _svg(tmp_path, *args), _svg(tmp_path, *args, "--transpose")
    pairs = {(c.element, c.location) for c in cells(plain)}
    assert pairs == {(c.element, c.location) for c in cells(flipped)}
    by_el = {c.element: (c.x, c.y) for c in cells(flipped)}
    assert by_el["B[0][1]"][1] > by_el["B[0][0]"][1] and by_el["B[1][0]"][0] > by_el["B[0][0]"][0]
    texts = [t.text for t in parse(flipped).iter(f"{NS}text")]
    assert "B[N][K]" in texts
    mflip = _svg(tmp_path, "-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-M", "-B", "--transpose")
    assert "register" in [t.text for t in parse(mflip).iter(f"{NS}text")]
    by_loc = {c.location: (c.x, c.y) for c in cells(mflip)}
    assert by_loc["v0{1}.[15:0]"][0] > by_loc["v0{0}.[15:0]"][0]


_EXTERNAL = re.compile(r"<script|href|xlink|url\(|@import|@font-face|https?://|<image|<foreignObject", re.I)


@pytest.mark.parametrize(("arch", "inst", "matrix", "opts"), CASES[::3], ids=IDS[::3])
def test_svg_is_self_contained_and_deterministic(tmp_path: Path, arch: str, inst: str, matrix: str,
                                                 opts: list[str]) -> None:
    flag = _FLAG.get(matrix, f"-{matrix}")
    for query in ("-R", "-M"):
        first = _svg(tmp_path, "-a", arch, "-i", inst, query, flag, *opts)
        assert first == _svg(tmp_path, "-a", arch, "-i", inst, query, flag, *opts)
        body = first.replace('xmlns="http://www.w3.org/2000/svg"', "", 1)
        assert not _EXTERNAL.search(body)
        assert parse(first).tag == f"{NS}svg"


def test_svg_to_stdout(tmp_path: Path) -> None:
    args = ["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-M", "-C"]
    status, out, err = run_inproc(*args, "--svg", "-")
    assert status == 0 and err == ""
    assert out == _svg(tmp_path, *args)


def test_svg_replaces_a_file_atomically(tmp_path: Path) -> None:
    path = tmp_path / "pic.svg"
    path.write_text("old")
    for matrix in ("-A", "-B"):
        status, _, _ = run_inproc("-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-R", matrix, "--svg", str(path))
        assert status == 0
    assert "B[0][0]" in path.read_text() and "A[0][0]" not in path.read_text()
    assert [p.name for p in tmp_path.iterdir()] == ["pic.svg"]


@pytest.mark.parametrize(("args", "message"), [
    (["-g", "-A", "--svg", "x.svg"], "--svg works only with -R or -M, not with -g"),
    (["-d", "--svg", "x.svg"], "--svg works only with -R or -M, not with -d"),
    (["-R", "-A", "--svg", "x.svg", "--json"], "--svg conflicts with --json; choose one output format"),
    (["-R", "-A", "--svg", "x.svg", "--csv"], "--svg conflicts with --csv; choose one output format"),
    (["-M", "-A", "--color", "lane"], "--color works only with --svg (or amdmatrix draw)"),
    (["-R", "-A", "--svg", "x.svg", "--color", "pink"],
     "argument --color: unknown colouring 'pink'; legal values: lane, register, block"),
    (["-R", "-A", "--svg", "/nonexistent-dir/x.svg"], "--svg: cannot write '/nonexistent-dir/x.svg'"),
    (["-R", "-A", "--svg"], "argument --svg: expected one value"),
])
def test_bad_svg_options_get_one_line_and_status_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   args: list[str], message: str) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = run_inproc("-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", *args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"amdmatrix: error: {message}"), err
    assert list(tmp_path.iterdir()) == []


def test_svg_is_loaded_only_when_asked_for(tmp_path: Path) -> None:
    code = ("import contextlib, io, sys\nfrom amdmatrix.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    main(['-a', 'cdna3', '-i', 'v_mfma_f32_32x32x8_f16', '-R', '-A'])\n"
            "    main(['-a', 'cdna3', '-i', 'v_mfma_f32_32x32x8_f16', '-M', '-A'])\n"
            "print(sorted(m for m in sys.modules if m.startswith('amdmatrix.')))\n"
            f"main(['-a', 'cdna3', '-i', 'v_mfma_f32_32x32x8_f16', '-R', '-A', '--svg', {str(tmp_path / 'a.svg')!r}])\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'ml_dtypes', 'tabulate', 'argparse',"
            " 'amdmatrix')))\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env(), timeout=60,
                         check=True)
    before, after = res.stdout.splitlines()
    assert "amdmatrix.render.svg" not in before and "amdmatrix.pictures" not in before
    assert "'amdmatrix.render.svg'" in after
    assert not re.search(r"'(numpy|ml_dtypes|tabulate|argparse)", after)
