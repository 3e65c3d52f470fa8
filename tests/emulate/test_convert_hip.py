"""Every HIP form ``amdmatrix convert`` prints compiles, with clang-22, to the instruction it
stands for: each form goes into a kernel of its own, ``clang-22 -x hip --offload-arch=ARCH
--offload-device-only -nogpulib -nogpuinc -S`` compiles them for each architecture the planner
covers, and the kernel's assembly must hold the planned instruction with the same controls, as
llvm-mc-22 spells them (the planned line and clang's line both canonicalised by llvm-mc-22).

``COVERING`` (tests/support/convert_forms.py) are plans, forced to one route, that together emit
every form the planner emits on the architecture: a sweep of every compatible pair, both
orientations and both routes, found the forms in ``FORMS``; the exhaustive tier
(test_convert.py's sweep of every pair) checks that no plan of either route emits another.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from convert_forms import COVERING, FORMS, MCPU, form_key
from required import need

from amdmatrix.conversion import HIP_PRELUDE, convert

KERNEL = """
extern "C" __attribute__((global)) void k{n}(unsigned *io, float *f) {{
  unsigned lane = __lane_id();
  unsigned dst = io[lane] * 3u, src = io[lane + 64] * 5u, x = io[lane + 128] * 7u, y = io[lane + 192] * 9u;
  unsigned z = io[lane + 256] * 11u, w = io[lane + 320] * 13u, sel = io[lane + 384] * 15u;
  unsigned addr = (io[lane + 448] & 0xfffu) * 16u;
  float a = f[lane] * 2.0f, b = f[lane + 64] * 3.0f;
  {form}
  io[lane] = dst ^ src ^ x ^ y ^ z ^ w ^ sel;
}}
"""

PRELUDE = HIP_PRELUDE + """
static __attribute__((device, always_inline)) unsigned __lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
"""


def _canonical(cpu: str, lines: list[str]) -> list[str]:
    """llvm-mc-22's spelling of each line."""
    done = subprocess.run(["llvm-mc-22", "-triple=amdgcn", f"-mcpu={cpu}"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, check=True)
    out = [x.strip() for x in done.stdout.splitlines() if x.strip() and not x.strip().startswith(".")]
    assert len(out) == len(lines), done.stdout
    return out


def _split(line: str) -> tuple[str, list[str]]:
    """(mnemonic without _e32/_e64, the modifiers after the operands)."""
    head, _, rest = line.partition(" ")
    mnemonic = re.sub(r"_e(32|64)$", "", head)
    tokens = rest.split()
    while tokens and tokens[0].endswith(","):
        tokens.pop(0)
    return mnemonic, tokens[1:]


def _plans(arch: str) -> list[dict[str, str | None]]:
    forms: dict[str, dict[str, str | None]] = {}
    for p, q, o, tiles, route in COVERING[arch]:
        for h in convert(arch, p, q, o, tiles=tiles, route=route, compare=False).hip:
            forms.setdefault(str(h["instruction"]), h)
    return list(forms.values())


@pytest.mark.parametrize("arch", sorted(MCPU))
def test_every_hip_form_compiles_to_the_planned_instruction(arch: str, tmp_path: Path) -> None:
    need("clang-22", shutil.which("clang-22") is not None)
    need("llvm-mc-22", shutil.which("llvm-mc-22") is not None)
    cpu = MCPU[arch]
    forms = _plans(arch)
    assert {form_key(str(h["instruction"])) for h in forms} == FORMS[arch]
    src = tmp_path / "forms.hip"
    src.write_text(PRELUDE + "".join(KERNEL.format(n=n, form=h["hip"]) for n, h in enumerate(forms)))
    done = subprocess.run(["clang-22", "-x", "hip", f"--offload-arch={cpu}", "--offload-device-only", "-nogpulib",
                           "-nogpuinc", "-O2", "-S", "-o", "-", str(src)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[:3000]
    kernels: dict[int, list[str]] = {}
    current = -1
    for line in done.stdout.splitlines():
        m = re.match(r"^k(\d+):", line)
        if m:
            current = int(m.group(1))
            kernels[current] = []
        elif current >= 0 and line.startswith("\t") and not line.strip().startswith((".", ";")):
            kernels[current].append(line.strip().split(";")[0].strip())
    planned = _canonical(cpu, [str(h["example"]) for h in forms])
    for n, h in enumerate(forms):
        if h["clang"] is None:
            continue  # a copy: the compiler need not emit one
        got = [_split(x) for x in _canonical(cpu, kernels[n])]
        if str(h["clang"]).startswith("s_wait"):
            assert str(h["clang"]) in _canonical(cpu, kernels[n]), (h, kernels[n])
            continue
        mnemonic, mods = _split(planned[n])
        if str(h["clang"]) != str(h["instruction"]).split(" (")[0] and " " not in str(h["clang"]):
            mods = []  # the controls are in registers the compiler fills (selectors, lane masks)
            mnemonic = re.sub(r"_e(32|64)$", "", str(h["clang"]))
        assert (mnemonic, mods) in got, (h, planned[n], kernels[n])
