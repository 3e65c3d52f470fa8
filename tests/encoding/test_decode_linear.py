"""``amdmatrix decode`` of a plain word dump is linear in its length (benchmarks/decode_cli.py).

It was quadratic: each instruction searched every line for its own, and ``--skip-other``
copied the rest of the data after each skipped word (4,000 lines took 0.54 s, 8,000 lines
1.66 s, 200,000 lines over 300 s).
"""

from __future__ import annotations

import time

import pytest
from clirun import run_inproc

MFMA = "d3cc8000 03ca0500\n"  # v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0 (llvm-mc-22 -show-encoding)
OTHER = "bf800000\n"  # s_nop 0


def _cpu(text: str, *options: str) -> float:
    start = time.process_time()
    status, out, err = run_inproc("decode", "-a", "cdna3", *options, "-", stdin=text)
    spent = time.process_time() - start
    assert status == 0 and err == "" and out.count("\n") == text.count("\n")
    return spent


@pytest.mark.parametrize(("line", "options"), [(MFMA, ()), (MFMA + OTHER, ("--skip-other",))])
def test_eight_times_the_lines_cost_about_eight_times_as_much(line: str, options: tuple[str, ...]) -> None:
    _cpu(line * 50, *options)  # caches warm
    small = min(_cpu(line * 1000, *options) for _ in range(3))
    large = min(_cpu(line * 8000, *options) for _ in range(2))
    assert large < 20 * small, (small, large)  # linear: about 8; the quadratic code took over 60
