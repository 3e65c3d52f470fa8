"""Every instruction's opcode equals the OP field of LLVM's encoding of it.

The committed vectors (``tools/gen_encoding_vectors.py``, from ``llvm-mc-22``) give LLVM's
bytes for each instruction; the OP field (bits 22:16 of the instruction's first dword, bits
23:16 where the architecture has OPCODE_8BIT; for the CDNA4 and gfx1250 scale forms, of the
MFMA/WMMA that follows the 8-byte prefix) must equal the
``opcode`` fact. With ``llvm-mc-22`` installed (always in CI) the same is checked live.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import amdmatrix
from amdmatrix import archs
from amdmatrix.model import Instruction

VECTORS = Path(__file__).resolve().parents[1] / "data" / "encoding_vectors"
LLVM_MC = shutil.which("llvm-mc-22")


def _op(data: bytes, arch: amdmatrix.Arch) -> int:
    word = int.from_bytes(data[-8:-4], "little")  # the MFMA's first dword (after a scale prefix)
    # gfx1250's OP field is 8 bits (23:16): its opcodes 0x80-0x88 set bit 23.
    return word >> 16 & (0xFF if arch.has(archs.OPCODE_8BIT) else 0x7F)


def test_the_8_bit_op_field_is_needed() -> None:
    """With a 7-bit mask gfx1250's 0x80-0x88 opcodes would read as 0x00-0x08."""
    gfx1250 = amdmatrix.archs.resolve_arch("gfx1250")
    data = bytes.fromhex("000088cc8081031c")  # v_wmma_f32_32x16x128_f4 (llvm-mc-22)
    assert _op(data, gfx1250) == amdmatrix.instruction(gfx1250, "V_WMMA_F32_32X16X128_F4").opcode == 0x88
    assert int.from_bytes(data[:4], "little") >> 16 & 0x7F == 0x08


def _vectors_file(arch: amdmatrix.Arch) -> Path:
    return VECTORS / f"{arch.name.lower()}.jsonl"


def _first_lines(arch: amdmatrix.Arch) -> dict[str, tuple[str, str]]:
    """For each instruction, one line LLVM accepted (at the default wave size) and its bytes."""
    spellings = {s: i.mnemonic for i in amdmatrix.instructions(arch) for s in (i.mnemonic.lower(), *i.aliases)}
    found: dict[str, tuple[str, str]] = {}
    with open(_vectors_file(arch)) as f:
        next(f)  # header
        for line in f:
            r = json.loads(line)
            if "asm" not in r or "err" in r or r["w"] != arch.default_wave:
                continue
            name = spellings.get(str(r["asm"]).split()[0])
            if name is not None and name not in found:
                found[name] = (str(r["asm"]), str(r["hex"]))
    return found


@pytest.mark.parametrize("arch", amdmatrix.architectures(), ids=lambda a: a.name)
def test_opcodes_match_llvm_vectors(arch: amdmatrix.Arch) -> None:
    lines = _first_lines(arch)
    insts: list[Instruction] = list(amdmatrix.instructions(arch))
    assert sorted(lines) == sorted(i.mnemonic for i in insts), "an instruction has no LLVM vector"
    bad = [f"{i.mnemonic}: opcode {i.opcode:#x}, LLVM encodes OP {_op(bytes.fromhex(lines[i.mnemonic][1]), arch):#x}"
           for i in insts if _op(bytes.fromhex(lines[i.mnemonic][1]), arch) != i.opcode]
    assert not bad, "\n".join(bad)


@pytest.mark.skipif(LLVM_MC is None and not os.environ.get("CI"),
                    reason="llvm-mc-22 is not installed (apt-get install llvm-22)")
@pytest.mark.parametrize("arch", amdmatrix.architectures(), ids=lambda a: a.name)
def test_opcodes_match_llvm_live(arch: amdmatrix.Arch) -> None:
    assert LLVM_MC is not None, "CI must have llvm-mc-22: .ci/run installs Debian's llvm-22"
    lines = _first_lines(arch)
    names = sorted(lines)
    args = [LLVM_MC, "-arch=amdgcn", f"-mcpu={arch.mcpu}", "-show-encoding"]
    if arch.family == "RDNA":
        args.append(f"-mattr=+wavefrontsize{arch.default_wave}")
    proc = subprocess.run(args, input="\n".join(lines[n][0] for n in names) + "\n", capture_output=True,
                          text=True, check=False, timeout=120)
    encodings = re.findall(r"; encoding: \[([^\]]*)\]", proc.stdout)
    assert len(encodings) == len(names), proc.stderr[:2000]
    for name, enc in zip(names, encodings, strict=True):
        data = bytes(int(b, 16) for b in enc.split(","))
        assert _op(data, arch) == amdmatrix.instruction(arch, name).opcode, name
