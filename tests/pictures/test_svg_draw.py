"""`amdmatrix draw`: the whole instruction laid out like the multiplication, every cell as -R says."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
from clirun import run_inproc
from svgcells import SvgCell, cells, element_key, register_tables

import amdmatrix

_FLAG = {"A": "-A", "B": "-B", "C": "-C", "D": "-D", "K": "-k", "SA": "--A-scale", "SB": "--B-scale"}

CASES = [
    ("cdna3", "v_mfma_f32_16x16x16_f16", []),
    ("cdna2", "v_mfma_f32_4x4x4f16", ["--cbsz", "1", "--abid", "1", "--blgp", "5"]),
    ("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4", ["--a-format", "fp6", "--abid", "1", "--a-scale-byte", "2"]),
    ("cdna3", "v_smfmac_f32_16x16x32_f16", ["--abid", "1"]),
    ("rdna3", "v_wmma_f16_16x16x16_f16", ["-w", "64", "--neg", "5", "--opsel", "4"]),
    ("cdna3", "v_mfma_f64_4x4x4_4b_f64", ["--blgp", "7"]),
]


def _draw(tmp_path: Path, arch: str, inst: str, opts: list[str]) -> list[SvgCell]:
    path = tmp_path / "draw.svg"
    status, out, err = run_inproc("draw", "-a", arch, "-i", inst, *opts, "-o", str(path))
    assert (status, out, err) == (0, "", "")
    return cells(path.read_text(encoding="utf-8"))


def _acting_on(matrix: str, opts: list[str], inst: amdmatrix.Instruction | None = None) -> list[str]:
    """``opts`` without the modifiers that the calculator refuses for ``matrix``'s -R (RDNA3 OPSEL 4
    picks the C/D half, not an A/B layout; NEG/NEG_HI act on inputs, not on D; CBSZ/ABID/BLGP act on
    the matrices their meaning names): draw takes them all."""
    drop = {"--opsel"} if matrix in ("A", "B") else {"--neg", "--neg_hi"} if matrix == "D" else set()
    for meaning in inst.meanings if inst is not None else ():
        if meaning.matrices is not None and matrix not in meaning.matrices:
            drop |= {f"--{f}" for f in meaning.fields}
    out: list[str] = []
    it = iter(opts)
    for opt in it:
        if opt in drop:
            next(it)
        else:
            out.append(opt)
    return out


@pytest.mark.parametrize(("arch", "name", "opts"), CASES, ids=[f"{a}-{i}" for a, i, _ in CASES])
def test_draw_shows_every_operand_as_the_register_layout_does(tmp_path: Path, arch: str, name: str,
                                                              opts: list[str]) -> None:
    inst = amdmatrix.instruction(arch, name)
    drawn = _draw(tmp_path, arch, name, opts)
    by_matrix: dict[str, list[SvgCell]] = defaultdict(list)
    for c in drawn:
        by_matrix[element_key(c.element)[0]].append(c)
    assert sorted(by_matrix) == sorted(inst.matrices)
    for m in inst.matrices:
        status, out, err = run_inproc("-a", arch, "-i", name, "-R", _FLAG[m], *_acting_on(m, opts, inst), "--csv")
        assert status == 0, err
        tables = register_tables(out)
        seen = set()
        for c in by_matrix[m]:
            _, row, col, block = element_key(c.element)
            expected = [t.removeprefix("-").strip("|") for t in tables[block][(row, col)]]  # marks are a badge
            assert c.location.split(";") == expected, c.element
            assert "".join(c.lines) == "".join(expected)  # each location on two lines: v1{17} / .[15:0]
            seen.add((block, row, col))
        assert seen == {(b, r, col) for b, t in tables.items() for (r, col) in t}, m


def _box(cs: list[SvgCell]) -> tuple[float, float, float, float]:
    return min(c.x for c in cs), min(c.y for c in cs), max(c.x for c in cs), max(c.y for c in cs)


def _large_k(arch: str, name: str) -> bool:
    """K more than 32 and more than twice M and N: drawn in K bands (test_draw_of_a_large_k_fits)."""
    inst = amdmatrix.instruction(arch, name)
    return inst.k > 32 and inst.k > 2 * max(inst.m, inst.n)


SMALL_K = [c for c in CASES if not _large_k(c[0], c[1])]


@pytest.mark.parametrize(("arch", "name", "opts"), SMALL_K, ids=[f"{a}-{i}" for a, i, _ in SMALL_K])
def test_draw_is_laid_out_like_the_multiplication(tmp_path: Path, arch: str, name: str, opts: list[str]) -> None:
    """A left of D and row-aligned with it, B above D and column-aligned, C right of D, K under A,
    the A scales left of A and the B scales above B; one such figure per block."""
    inst = amdmatrix.instruction(arch, name)
    drawn = _draw(tmp_path, arch, name, opts)
    grid: dict[tuple[str, int], dict[tuple[int, int], SvgCell]] = defaultdict(dict)
    for c in drawn:
        m, row, col, block = element_key(c.element)
        grid[(m, block)][(row, col)] = c
    for b in range(inst.blocks):
        a, bb, d = grid[("A", b)], grid[("B", b)], grid[("D", b)]
        ax0, ay0, ax1, ay1 = _box([*a.values()])
        by0, by1 = _box([*bb.values()])[1::2]
        dx0, dy0, dx1 = _box([*d.values()])[:3]
        assert ax1 < dx0 and by1 < dy0
        for i in range(inst.m):
            assert a[(i, 0)].y == d[(i, 0)].y
        for j in range(inst.n):
            assert bb[(0, j)].x == d[(0, j)].x
        if ("C", b) in grid:
            assert _box([*grid[("C", b)].values()])[0] > dx1
            assert grid[("C", b)][(0, 0)].y == d[(0, 0)].y
        if inst.sparse:
            assert _box([*grid[("K", 0)].values()])[1] > ay1 and grid[("K", 0)][(0, 0)].x == ax0
        if inst.scaled:
            assert _box([*grid[("SA", 0)].values()])[2] < ax0 and _box([*grid[("SB", 0)].values()])[3] < by0
        if b:  # each block's figure below the previous one
            assert ay0 > _box([*grid[("D", b - 1)].values()])[3]


def test_draw_to_stdout_equals_the_file(tmp_path: Path) -> None:
    path = tmp_path / "d.svg"
    assert run_inproc("draw", "-a", "rdna4", "-i", "v_wmma_f32_16x16x16_f16", "-o", str(path))[0] == 0
    status, out, err = run_inproc("draw", "-a", "rdna4", "-i", "v_wmma_f32_16x16x16_f16", "-o", "-")
    assert status == 0 and err == "" and out == path.read_text(encoding="utf-8")


def test_draw_help() -> None:
    status, out, err = run_inproc("draw", "--help")
    assert status == 0 and err == "" and out.startswith("usage: amdmatrix draw -a ARCH -i INSTRUCTION -o FILE.svg")


@pytest.mark.parametrize(("args", "message"), [
    (["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16"], "-o/--output is required (see amdmatrix draw -h)"),
    (["-a", "cdna3", "-o", "x.svg"], "-i/--instruction is required"),
    (["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-o", "x.svg", "--frobnicate"],
     "unrecognized argument: --frobnicate (see amdmatrix draw -h)"),
    (["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-o", "x.svg", "--color", "plaid"],
     "argument --color: unknown colouring 'plaid'; legal values: lane, register, block"),
    (["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-o", "x.svg", "--cbsz", "1"],
     "CBSZ/ABID are not supported by V_MFMA_F32_16X16X16_F16 on CDNA3; legal values: 0"),
    (["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-o", "x.svg", "-w", "32"],
     "wave size 32 is not allowed on CDNA3; legal values: 64"),
    (["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-o", "x.svg", "--blgp", "two"],
     "argument --blgp: invalid integer value: 'two'"),
    (["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-o", "x.svg", "-o", "y.svg"], "option -o is given twice"),
    (["-a", "cdna9", "-i", "v_mfma_f32_16x16x16_f16", "-o", "x.svg"], "unknown architecture 'cdna9'"),
    (["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-o", "/nonexistent-dir/x.svg"],
     "-o/--output: cannot write '/nonexistent-dir/x.svg'"),
    (["-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-o", "x.svg", "--a-format", "fp7"],
     "--a-format 'fp7' is not a format; legal values: fp8, bf8, fp6, bf6, fp4"),
])
def test_bad_draw_command_lines_get_one_line_and_status_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          args: list[str], message: str) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = run_inproc("draw", *args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"amdmatrix: error: {message}"), err
    assert list(tmp_path.iterdir()) == []


def test_readme_picture_is_what_draw_writes_today() -> None:
    """docs/img holds `draw`'s SVG and the PNG Chromium rendered from it (tools/gen_readme_picture.py
    regenerates both when the pictures change)."""
    import re
    import struct

    from amdmatrix.pictures import draw_svg

    root = Path(__file__).resolve().parents[2]
    base = root / "docs" / "img" / "draw-cdna3-v_mfma_f32_16x16x4_f32"
    svg = base.with_suffix(".svg").read_text(encoding="utf-8")
    assert svg == draw_svg(amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x4_f32"), 64, {}), \
        "run python tools/gen_readme_picture.py"
    png = base.with_suffix(".png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    size = re.search(r'<svg [^>]*width="(\d+)" height="(\d+)"', svg)
    assert size and struct.unpack(">II", png[16:24]) == (int(size.group(1)), int(size.group(2)))
    png = base.relative_to(root).with_suffix(".png")
    assert f"](https://github.com/amdmatrix/amdmatrix/raw/main/{png})" in (root / "README.md").read_text()


LARGE_K = [("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4", ["--abid", "1"]),
           ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", []), ("cdna4", "v_smfmac_f32_16x16x128_fp8_fp8", []),
           ("cdna3", "v_smfmac_f32_16x16x64_fp8_fp8", [])]


@pytest.mark.parametrize(("arch", "name", "opts"), LARGE_K, ids=[f"{a}-{i}" for a, i, _ in LARGE_K])
def test_draw_of_a_large_k_fits(tmp_path: Path, arch: str, name: str, opts: list[str]) -> None:
    """K of 64 to 128 next to M = N = 16: A and B are cut into bands of 32 k (A's stacked, B's side
    by side), so that the figure is about as wide as high; it was once 11,236 x 6,080 px, three
    quarters blank. Every cell is still there at full size, A's and B's band by band."""
    from svgcells import parse

    assert _large_k(arch, name)
    inst = amdmatrix.instruction(arch, name)
    path = tmp_path / "draw.svg"
    status, _, err = run_inproc("draw", "-a", arch, "-i", name, *opts, "-o", str(path))
    assert status == 0, err
    svg = path.read_text(encoding="utf-8")
    root = parse(svg)
    width, height = float(root.get("width", 0)), float(root.get("height", 0))
    assert max(width, height) / min(width, height) < 2 and width * height < 2.6e7, (width, height)
    drawn = cells(svg)
    a = {element_key(c.element)[1:3]: c for c in drawn if element_key(c.element)[0] == "A"}
    b = {element_key(c.element)[1:3]: c for c in drawn if element_key(c.element)[0] == "B"}
    cols = max(k for _, k in a) + 1  # the stored K of A (halved for a sparse instruction)
    assert len(a) == inst.m * cols and len(b) == inst.k * inst.n
    for k in range(0, cols, 32):  # within a band, a row of A is a row of the figure; bands go down
        assert {a[(i, k)].y for i in range(inst.m)} == {a[(i, k + 31)].y for i in range(inst.m)}
        if k:
            assert a[(0, k)].y > a[(inst.m - 1, k - 1)].y and a[(0, k)].x == a[(0, 0)].x
    for k in range(0, inst.k, 32):  # a band of B: 32 rows of k, its columns those of D... side by side
        assert len({b[(k, j)].y for j in range(inst.n)}) == 1 and b[(k + 31, 0)].x == b[(k, 0)].x
