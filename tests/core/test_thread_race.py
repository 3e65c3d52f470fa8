"""Lazy loading is thread-safe: threads released together by a barrier in a fresh process.

Several threads calling the API at once in a fresh process once got "partially initialized
module 'amdmatrix.isa.rdna3' has no attribute 'INSTRUCTIONS'" (a gfx1250 reproducer failed in
6 of 10 fresh processes). Each run here is a new interpreter, so every lazy load is a first one.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from clirun import env

#: Each thread makes the first call of one kind; all of them start at once.
_PROGRAM = r'''
import sys, threading
import amdmatrix

CALLS = [
    lambda: amdmatrix.instructions("gfx1250"),
    lambda: amdmatrix.instruction("gfx1250", "v_wmma_f32_16x16x4_f32").gprs("A"),
    lambda: amdmatrix.instructions("rdna3"),
    lambda: amdmatrix.instruction("rdna3", "v_wmma_f32_16x16x16_f16").locate("A", i=0, k=0),
    lambda: amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16").cycles,
    lambda: amdmatrix.instructions("cdna4"),
    lambda: amdmatrix.encode("v_mfma_f32_32x32x8_f16 v[0:15], v[0:1], v[2:3], v[0:15]", "cdna3"),
    lambda: amdmatrix.decode(bytes.fromhex("0080ccd30005ca03"), "cdna3"),
    lambda: amdmatrix.hazards("cdna3", "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
                              "v_accvgpr_read_b32 v4, a0"),
    lambda: amdmatrix.check("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n", "rdna3"),
    lambda: amdmatrix.instruction("rdna4", "v_wmma_f32_16x16x16_f16").gprs("B"),
    lambda: amdmatrix.instructions("cdna1"),
]
barrier = threading.Barrier(len(CALLS))
errors = []

def run(call):
    barrier.wait()
    try:
        call()
    except BaseException as e:
        errors.append(repr(e))

threads = [threading.Thread(target=run, args=(c,)) for c in CALLS]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(len(errors), errors[:3])
'''


def _runs(n: int) -> list[str]:
    procs = [subprocess.Popen([sys.executable, "-c", _PROGRAM], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=env()) for _ in range(n)]
    results = []
    for p in procs:
        out, err = p.communicate(timeout=300)
        results.append(out.strip() if p.returncode == 0 else f"exit {p.returncode}: {err.strip()[-300:]}")
    return results


def test_first_calls_from_many_threads_at_once() -> None:
    results = _runs(6)
    assert results == ["0 []"] * 6, results


@pytest.mark.exhaustive
def test_first_calls_from_many_threads_at_once_many_times() -> None:
    results = [r for _ in range(5) for r in _runs(10)]
    assert results == ["0 []"] * 50, [r for r in results if r != "0 []"]
