"""``amdmatrix run`` on the command line: as a user runs it (a subprocess), its outputs and errors."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from clirun import run, run_inproc
from runkernels import lanes_kernel

BODY = "\tv_add_u32_e32 v5, v1, v2"


@pytest.fixture()
def files(tmp_path: Path) -> Path:
    (tmp_path / "k.s").write_text(lanes_kernel("cdna3", BODY))
    np.save(tmp_path / "out.npy", np.zeros(64, np.uint32))
    np.save(tmp_path / "inp.npy", np.arange(192, dtype=np.uint32))
    (tmp_path / "res").mkdir()
    return tmp_path


def test_run_writes_the_changed_arrays(files: Path) -> None:
    res = run("run", "-a", "gfx942", str(files / "k.s"), "--grid", "1", "--block", "64", "--arg",
              str(files / "out.npy"), "--arg", str(files / "inp.npy"), "--out", str(files / "res"))
    assert res.returncode == 0, res.stderr
    assert res.stderr == ""
    out = np.load(files / "res" / "out.npy")
    assert (out == np.arange(64) * 2 + 64).all()
    assert not (files / "res" / "inp.npy").exists()  # unchanged arrays are not written
    assert "changed: out -> " in res.stdout and res.stdout.rstrip().endswith("checks: 0 reports")


def test_json_and_named_arguments(files: Path) -> None:
    status, out, err = run_inproc("run", "-a", "cdna3", str(files / "k.s"), "--grid", "1", "--block", "64",
                                  "--arg", f"out={files / 'out.npy'}", "--arg", f"inp={files / 'inp.npy'}",
                                  "--json")
    assert (status, err) == (0, "")
    doc = json.loads(out)
    assert doc["schema"] == "amdmatrix/2" and doc["query"] == "run"
    assert doc["kernel"] == "k" and doc["architecture"] == "CDNA3" and doc["wave"] == 64
    assert doc["changed"] == ["out"] and doc["reports"] == [] and doc["instructions"] > 0


def test_reports_give_status_1(files: Path) -> None:
    (files / "bad.s").write_text(lanes_kernel("cdna3", "\tv_cmp_gt_u32_e32 vcc, 5, v11\n"
                                                       "\tv_cndmask_b32_e64 v5, 0, 1, vcc"))
    argv = ["run", "-a", "cdna3", str(files / "bad.s"), "--grid", "1", "--block", "64", "--arg",
            str(files / "out.npy"), "--arg", str(files / "inp.npy")]
    status, out, err = run_inproc(*argv)
    assert status == 1 and err == ""
    assert f"{files / 'bad.s'}:" in out and ": hazard: 2 more wait states needed" in out
    status, out, err = run_inproc(*argv, "--strict")
    assert status == 1 and out == "" and err.count("\n") == 1 and "(--strict)" in err


def test_trace_and_explain(files: Path) -> None:
    status, out, err = run_inproc("run", "-a", "cdna3", str(files / "k.s"), "--grid", "1", "--block", "64", "--arg",
                                  str(files / "out.npy"), "--arg", str(files / "inp.npy"), "--trace", "0,3")
    assert status == 0, err
    lines = [x for x in out.splitlines() if x.startswith("trace")]
    add = next(x for x in lines if "v_add_u32_e32 v5, v1, v2" in x)
    assert add.endswith("v5=0x00000046")  # lane 3: 3 + 67


@pytest.mark.parametrize("args, fragment", [
    (["-a", "cdna3"], "the kernel file is missing"),
    (["-a", "cdna3", "K", "--block", "64"], "--grid is missing"),
    (["-a", "cdna3", "K", "--grid", "0", "--block", "64"], "--grid: '0' is not X[,Y[,Z]]"),
    (["-a", "cdna3", "K", "--grid", "1", "--block", "64", "--arg", "nothere.npy"], "no such file"),
    (["-a", "bogus", "K", "--grid", "1", "--block", "64"], "unknown architecture"),
    (["-a", "cdna3", "K", "--grid", "1", "--block", "64", "--explain"], "--explain needs --trace"),
    (["-a", "cdna3", "K", "--grid", "1", "--block", "64", "--strict", "--no-checks"], "conflict"),
    (["-a", "cdna3", "K", "--grid", "1", "--block", "64", "--arg", "1"], "takes 2 arguments"),
])
def test_bad_input_is_one_line(files: Path, args: list[str], fragment: str) -> None:
    argv = [str(files / "k.s") if a == "K" else a for a in args]
    status, out, err = run_inproc("run", *argv)
    assert status == 2 and out == ""
    assert err.startswith("amdmatrix: error: ") and err.count("\n") == 1 and fragment in err, err


def test_explain_names_the_elements_the_kernel_stores() -> None:
    """--trace 1,5 --explain on Triton's gfx942 matmul: after the last MFMA of wave 1, each
    destination register of lane 5 holds the element of D the layout model names (elements_at),
    and that value, rounded to fp16, is the element of C the kernel stores at one tile offset (in one
    orientation)."""
    from support.compiled_corpus import assembly, kernels

    import amdmatrix

    entry = next(e for e in kernels(kind="triton") if e["path"] == "triton/gfx942/matmul_fp16_bm64_bn64_bk32.s")
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal(s).astype(np.float16) for s in ((64, 32), (32, 64)))
    r = amdmatrix.run("gfx942", assembly(entry), grid=1, block=256, lds=entry["lds_bytes"], trace=(1, 5),
                      explain=True, args=[a, b, np.zeros((64, 64), np.float16), 64, 64, 32, 32, 64, 64, None, None])
    last = [t for t in r.trace if t.text.startswith("v_mfma_f32_32x32x8_f16")][-1]
    inst = amdmatrix.instruction("gfx942", "v_mfma_f32_32x32x8_f16")
    values = dict(last.writes)
    assert [loc for loc, _ in last.elements] == [f"v{n}{{5}}" for n in range(16)]
    named = []
    for n, (_loc, text) in enumerate(last.elements):
        (el,) = inst.elements_at("D", register=n, lane=5)
        assert text == f"D[{el.row}][{el.col}]"
        named.append((el.row, el.col, np.float32(np.uint32(values[f"v{n}"]).view(np.float32))))
    c = r.arrays[2]  # Triton multiplies with the operands swapped: D may be a tile of C transposed
    offsets = [(t, r0, c0) for t in (False, True) for r0 in (0, 32) for c0 in (0, 32)
               if all(np.float16(v) == (c[r0 + j, c0 + i] if t else c[r0 + i, c0 + j]) for i, j, v in named)]
    assert len(offsets) == 1, offsets
