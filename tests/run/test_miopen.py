"""MIOpen's ``dynamic_igemm`` NHWC XDLOPS convolution kernels (hand-written assembly with macros and
includes, ROCm/MIOpen at the pinned commit) run by ``amdmatrix.run`` with the host arguments MIOpen
builds (tests/support/miopen_igemm.py: magic division, batch splitting, kernarg order) and compared
with a float64 NumPy convolution (tests/support/references.py).

The bound: every output is a sum of ``K`` products (forward: ``c y x / group``; backward data: at
most ``k y x``; backward weights: ``n ho wo``); whatever order the kernel adds them in, each term
passes through at most ``K`` fp32 roundings, so the fp32 result is within ``gamma_K * sum |terms|``
of the exact sum (Higham, Lemma 3.4), and an fp16 output adds its own rounding (``dot_bound``).

The kernels' own hazard findings (MIOpen's source lacks wait states LLVM would insert, e.g. a
VALU writing VCC or EXEC before its reader) are the rule tables' and must be those of ``amdmatrix
check`` on the same kernel: the test asserts every dynamic report is a hazard the static checker
reports at that line, and nothing else (no waitcnt, race or range report).
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from support import miopen_igemm as mi
from support import references as ref
from tiers import sweep

import amdmatrix

PROBLEMS = {
    "3x3 pad 1": mi.Conv(n=2, c=32, hi=5, wi=6, k=16, y=3, x=3, pad=(1, 1)),
    "3x3 stride 2": mi.Conv(n=1, c=32, hi=7, wi=7, k=32, y=3, x=3, stride=(2, 2), pad=(1, 1)),
    "2x2 dilation 2": mi.Conv(n=2, c=32, hi=4, wi=5, k=32, y=2, x=2, dilation=(2, 2)),
}
#: Every chosen kernel on every problem MIOpen would give it (the solver's IsValid).
CASES = [(key, name) for key in mi.KERNELS for name, p in PROBLEMS.items()
         if mi.valid(mi.config_of(mi.kernel_path(*key)), p)]
assert {key for key, _ in CASES} == set(mi.KERNELS), "a kernel with no problem"


def _id(case: tuple[tuple[str, str, str], str]) -> str:
    return "-".join(case[0]) + "-" + case[1].replace(" ", "")


def _stratum(case: tuple[tuple[str, str, str], str]) -> str:
    return case[0][0]  # the direction: one fast case each


def _folder(rel: str) -> str:
    return rel.rsplit("/", 1)[0] if "/" in rel else ""


@pytest.fixture(scope="module")
def kernel_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The chosen kernels and the files they include, written out as MIOpen's directory holds them
    (the run reads ``.include`` files beside the kernel); mi.kernel_files reads the tarball once."""
    root = tmp_path_factory.mktemp("dynamic_igemm")
    for key in mi.KERNELS:
        rel = mi.kernel_path(*key)
        (root / _folder(rel)).mkdir(parents=True, exist_ok=True)
        for name, text in mi.kernel_files(rel).items():
            (root / _folder(rel) / name).write_text(text, encoding="utf-8")
    for key in mi.KERNELS:  # every file a chosen kernel includes is there
        rel = mi.kernel_path(*key)
        for inc in re.findall(r'^\s*\.include\s+"([^"]+)"', (root / rel).read_text(encoding="utf-8"), re.M):
            assert (root / _folder(rel) / inc).is_file(), (rel, inc)
    return root


def _reduction(direction: str, p: mi.Conv) -> int:
    return {"fwd": p.c // p.group * p.y * p.x, "bwd": p.k // p.group * p.y * p.x, "wrw": p.n * p.ho * p.wo}[direction]


@pytest.mark.parametrize(("key", "name"), sweep(CASES, stratum=_stratum, per=1, ids=_id))
def test_convolution(key: tuple[str, str, str], name: str, kernel_dir: Path) -> None:
    direction, arch, precision = key
    p = PROBLEMS[name]
    rel = mi.kernel_path(direction, arch, precision)
    cfg = mi.config_of(rel)
    lau = mi.launch(cfg, p)
    dtype = np.float32 if precision == "fp32" else np.float16
    rng = np.random.default_rng(7)
    tensors = {k: (np.zeros(s, dtype) if k in (lau.zero_first, {"fwd": "p_out"}.get(direction)) else
                   rng.standard_normal(s).astype(dtype)) for k, s in lau.shapes.items()}
    inputs = {k: v.copy() for k, v in tensors.items()}
    args: list[Any] = [tensors[n] if n in tensors else v for n, v, _ in lau.args]
    r = amdmatrix.run(arch, kernel_dir / rel, grid=lau.grid, block=lau.block, args=args)
    kw: dict[str, Any] = {"stride": p.stride, "pad": p.pad, "dilation": p.dilation, "group": p.group,
                          "layout": "nhwc"}
    x, w, dy = inputs["p_in"], inputs["p_wei"], inputs["p_out"]
    if direction == "fwd":
        out, want = r.arrays[2], ref.conv2d_fwd(x, w, **kw)
        absum = ref.conv2d_fwd(np.abs(x), np.abs(w), **kw)
    elif direction == "bwd":
        out, want = r.arrays[0], ref.conv2d_bwd_data(dy, w, (p.hi, p.wi), **kw)
        absum = ref.conv2d_bwd_data(np.abs(dy), np.abs(w), (p.hi, p.wi), **kw)
    else:
        out, want = r.arrays[1], ref.conv2d_bwd_weight(x, dy, (p.y, p.x), **kw)
        absum = ref.conv2d_bwd_weight(np.abs(x), np.abs(dy), (p.y, p.x), **kw)
    bound = ref.dot_bound(want, absum, _reduction(direction, p), "fp32" if precision == "fp32" else "fp16")
    err = np.abs(out.astype(np.float64) - want)
    assert (err <= bound).all(), float(np.max(err - bound))
    assert not math.isnan(float(err.max()))
    static = {v.line for v in amdmatrix.check(arch, (kernel_dir / rel).read_text(encoding="utf-8"),
                                              path=str(kernel_dir / rel))}
    assert all(x.kind == "hazard" and x.line in static for x in r.reports), [x.message for x in r.reports]
