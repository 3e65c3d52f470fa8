"""Planted bugs: one line of a compiled Triton kernel removed (a wait, a barrier, a wait state),
the kernel run, and the report expected for that bug; the kernels as compiled give none.

The line is replaced by an empty line, so the reports' line numbers are the file's. The runs
loop: softmax runs 2 programs over 5 rows (each program takes the loop over its rows), matmul
4 programs with K = 90 (three trips through the K loop), so a bug in a loop body or on a
loop's back edge is on the path taken; a removed wait the looping softmax does not need (a wait
another one covers on that path) is run again with one row per program, the loop not entered.

* A removed ``s_waitcnt`` (``s_wait_loadcnt``/``s_wait_dscnt`` on gfx12): a read of a register
  whose load is still outstanding (``waitcnt``, naming the reading line and the load's line), or,
  where the wait guarded LDS data for the barrier after it, an LDS race.
* A removed barrier (``s_barrier``; gfx12's ``s_barrier_signal`` or ``s_barrier_wait``): an LDS
  race between two waves.
* A removed ``s_nop`` (or gfx12 ``s_wait_alu``): exactly the hazards ``amdmatrix check`` finds in
  the planted file, each on its line with its rule (the rule tables are the same; the dynamic
  check sees the path taken).
"""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np
import pytest
from support.compiled_corpus import assembly, kernels
from tiers import sweep

import amdmatrix

KERNELS = ("triton/gfx942/softmax_bs256.s", "triton/gfx1200/softmax_bs256.s",
           "triton/gfx942/matmul_fp16_bm64_bn64_bk32.s")
#: Waits whose removal changes nothing a check can see: gfx12's fences before a barrier
#: (``s_wait_loadcnt``/``s_wait_storecnt`` 0 before ``s_barrier_signal``, Triton's barrier with
#: global ordering). No other wave reads what they wait for, and in the loop body the two fences
#: (lines 117 and 131) each cover the row's load at line 90 alone.
NO_EFFECT = {("triton/gfx1200/softmax_bs256.s", n) for n in (117, 118, 131, 208, 209, 246)}


@cache
def _entry(path: str) -> dict[str, Any]:
    return next(e for e in kernels(kind="triton") if e["path"] == path)


def _run(path: str, text: str, programs: int = 2) -> Any:
    e = _entry(path)
    names = [a["name"] for a in e["args"] if not a["kind"].startswith("hidden")]
    if "softmax" in path:
        rows, cols = 5, 200
        x = np.random.default_rng(1).standard_normal((rows, cols)).astype(np.float32)
        values: dict[str, Any] = {"output_ptr": np.zeros_like(x), "input_ptr": x, "input_row_stride": cols,
                                  "output_row_stride": cols, "n_rows": rows, "n_cols": cols}
        grid = programs
    else:
        m, n, k = 100, 70, 90
        rng = np.random.default_rng(0)
        values = {"a_ptr": rng.standard_normal((m, k)).astype(np.float16),
                  "b_ptr": rng.standard_normal((k, n)).astype(np.float16), "c_ptr": np.zeros((m, n), np.float16),
                  "M": m, "N": n, "K": k, "stride_am": k, "stride_bk": n, "stride_cm": n}
        grid = 4
    return amdmatrix.run(e["arch"], text, grid=grid, block=e["block"], args=[values.get(n) for n in names],
                         lds=e["lds_bytes"])


def _planted(path: str, line: int) -> str:
    lines = assembly(_entry(path)).split("\n")
    lines[line - 1] = ""
    return "\n".join(lines)


def _lines(path: str, *starts: str) -> list[tuple[str, int]]:
    return [(path, n) for n, text in enumerate(assembly(_entry(path)).split("\n"), 1)
            if text.strip().startswith(starts)]


@pytest.mark.parametrize("path", KERNELS)
def test_no_false_reports(path: str) -> None:
    assert _run(path, assembly(_entry(path))).reports == []
    assert amdmatrix.check(_entry(path)["arch"], assembly(_entry(path))) == []


@pytest.mark.parametrize(("path", "removed", "reader", "load"), [
    ("triton/gfx942/softmax_bs256.s", 42, 43, 36),
    ("triton/gfx942/softmax_bs256.s", 121, 122, 95),
    ("triton/gfx1200/softmax_bs256.s", 54, 55, 38),
    ("triton/gfx942/matmul_fp16_bm64_bn64_bk32.s", 446, 447, 390),
])
def test_removed_wait_names_the_reader_and_the_load(path: str, removed: int, reader: int, load: int) -> None:
    r = _run(path, _planted(path, removed))
    got = [x for x in r.reports if x.kind == "waitcnt" and x.line == reader]
    assert got and got[0].other_line == load, [x.message for x in r.reports]
    assert f"line {reader}:" in got[0].message and f"at line {load} " in got[0].message


@pytest.mark.parametrize(("path", "removed", "lines"), [
    ("triton/gfx942/softmax_bs256.s", 132, {130, 133}),
    ("triton/gfx1200/softmax_bs256.s", 124, {122, 127}),
    ("triton/gfx1200/softmax_bs256.s", 125, {122, 127}),
    ("triton/gfx942/matmul_fp16_bm64_bn64_bk32.s", 467, {462, 468}),
])
def test_removed_barrier_is_an_lds_race(path: str, removed: int, lines: set[int]) -> None:
    r = _run(path, _planted(path, removed))
    races = [x for x in r.reports if x.kind == "lds-race"]
    assert any({x.line, x.other_line} == lines for x in races), [x.message for x in r.reports]
    assert {x.kind for x in r.reports} == {"lds-race"}


WAITS = [c for p in KERNELS for c in _lines(p, "s_waitcnt", "s_wait_loadcnt", "s_wait_dscnt", "s_wait_kmcnt",
                                            "s_wait_storecnt", "s_barrier")]


@pytest.mark.parametrize(("path", "line"), sweep(WAITS, stratum=lambda c: c[0], per=1,
                                                 ids=lambda c: f"{c[0]}:{c[1]}"))
def test_every_removed_wait_or_barrier_is_reported(path: str, line: int) -> None:
    text = _planted(path, line)
    reports = _run(path, text).reports
    if not reports and "softmax" in path:  # the other path: one row per program, the row loop not entered
        reports = _run(path, text, programs=5).reports
    if (path, line) in NO_EFFECT:
        assert reports == [], [x.message for x in reports]
    else:
        assert {x.kind for x in reports} & {"waitcnt", "lds-race"}, [x.message for x in reports]


NOPS = [c for p in KERNELS for c in _lines(p, "s_nop", "s_wait_alu")]


@pytest.mark.parametrize(("path", "line"), sweep(NOPS, stratum=lambda c: c[0], per=1,
                                                 ids=lambda c: f"{c[0]}:{c[1]}"))
def test_removed_wait_states_are_the_static_checkers_hazards(path: str, line: int) -> None:
    text = _planted(path, line)
    static = {(v.line, v.rule) for v in amdmatrix.check(_entry(path)["arch"], text)}
    r = _run(path, text)
    assert {(x.line, x.rule) for x in r.reports} == static
    assert all(x.kind == "hazard" for x in r.reports)
    if "s_nop" in assembly(_entry(path)).split("\n")[line - 1] and "gfx942" in path:
        assert static, "every s_nop LLVM put in a gfx942 kernel guards a hazard"
