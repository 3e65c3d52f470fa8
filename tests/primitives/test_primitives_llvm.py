"""The table of primitives against LLVM 22: every DPP16 control's dpp_ctrl code and spelling, the
DPP8 selector, every ds_swizzle_b32 offset as llvm-mc prints it and every macro as it encodes it,
which architectures have each primitive (what ``llvm-mc-22 -mcpu=...`` accepts against
``arch.has(feature)``) and the LDS size (the limit ``llc-22`` enforces)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from required import need

from amdmatrix import AmdMatrixError
from amdmatrix import primitives as P
from amdmatrix.archs import ARCHS, Arch

LLVM_MC = "llvm-mc-22"


@pytest.fixture(autouse=True)
def _llvm() -> None:
    need("llvm-mc-22 and llc-22", shutil.which(LLVM_MC) is not None and shutil.which("llc-22") is not None)


def _mc(mcpu: str, lines: list[str], *args: str) -> tuple[list[str], set[int]]:
    """(the instruction lines llvm-mc printed, the 1-based input lines it refused)."""
    done = subprocess.run([LLVM_MC, "-triple=amdgcn", f"-mcpu={mcpu}", *args], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, check=False)
    refused = {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", done.stderr)}
    printed = [x.strip() for x in done.stdout.splitlines() if x.strip() and not x.strip().startswith(".")]
    return printed, refused


def _bytes(line: str) -> bytes:
    m = re.search(r"encoding: \[(.*)\]", line)
    assert m, line
    return bytes(int(x, 16) for x in m.group(1).split(","))


@pytest.mark.parametrize("arch", ARCHS, ids=lambda a: a.name)
def test_every_dpp16_control_as_llvm_encodes_prints_and_gates_it(arch: Arch) -> None:
    items = [(c, arg) for c in P.DPP16 for arg in c.args]
    lines = [f"v_mov_b32_dpp v1, v0 {c.text(arg)} row_mask:0xf bank_mask:0xf" for c, arg in items]
    printed, refused = _mc(arch.mcpu, lines, "-show-encoding")
    out = iter(printed)
    for i, (c, arg) in enumerate(items, 1):
        has = c.feature is None or arch.has(c.feature)
        assert (i not in refused) == has, (arch.name, c.text(arg))
        if not has:
            continue
        line = next(out)
        dword1 = int.from_bytes(_bytes(line)[4:8], "little")
        assert (dword1 >> 8) & 0x1FF == c.code(arg) == P.dpp_encode(c.text(arg), arch), line
        assert re.search(r"v0 (.*) row_mask", line).group(1) == c.text(arg) == P.dpp_decode(c.code(arg), arch)  # type: ignore[union-attr]
    assert refused == {i for i, (c, _) in enumerate(items, 1) if c.feature and not arch.has(c.feature)}


@pytest.mark.parametrize("arch", ARCHS, ids=lambda a: a.name)
def test_dpp8_selector_as_llvm_encodes_it(arch: Arch) -> None:
    sels = ["dpp8:[7,6,5,4,3,2,1,0]", "dpp8:[1,0,3,2,5,4,7,6]", "dpp8:[0,0,0,0,7,7,7,7]", "dpp8:[2,5,1,7,0,3,6,4]"]
    printed, refused = _mc(arch.mcpu, [f"v_mov_b32 v1, v0 {s}" for s in sels], "-show-encoding")
    if not arch.has("DPP8"):
        assert refused == {1, 2, 3, 4}
        with pytest.raises(P.PrimitiveNotOnArchError, match=f"DPP8 does not exist on {arch.name}"):
            P.dpp8_source_lanes(sels[0], 32, arch)
        return
    assert not refused
    for s, line in zip(sels, printed, strict=True):
        # the DPP8 word: [7:0] SRC0, [31:8] the eight 3-bit lane selects
        assert int.from_bytes(_bytes(line)[4:8], "little") >> 8 == P.dpp8_encode(s)
        assert f" {s} ;" in line and P.dpp8_decode(P.dpp8_encode(s)) == s


def _swizzle_printed(mcpu: str) -> list[str]:
    printed, refused = _mc(mcpu, [f"ds_swizzle_b32 v1, v0 offset:{o}" for o in range(65536)])
    assert not refused and len(printed) == 65536
    return [m.group(1) if (m := re.search(r"offset:(.*)$", x)) else "" for x in printed]


@pytest.mark.parametrize("mcpu", ["gfx942", pytest.param("gfx950", marks=pytest.mark.exhaustive),
                                  pytest.param("gfx1100", marks=pytest.mark.exhaustive),
                                  pytest.param("gfx1200", marks=pytest.mark.exhaustive),
                                  pytest.param("gfx1250", marks=pytest.mark.exhaustive)])
def test_every_swizzle_offset_prints_as_llvm_prints_it(mcpu: str) -> None:
    got = _swizzle_printed(mcpu)
    bad = [(hex(o), got[o], P.swizzle_text(o)) for o in range(65536) if got[o] != P.swizzle_text(o)]
    assert not bad, bad[:5]


def _macros() -> list[str]:
    out = [f"swizzle(SWAP,{n})" for n in (1, 2, 4, 8, 16)] + [f"swizzle(REVERSE,{n})" for n in (2, 4, 8, 16, 32)]
    out += [f"swizzle(BROADCAST,{n},{lane})" for n in (2, 4, 8, 16, 32) for lane in range(n)]
    out += [f"swizzle(QUAD_PERM,{x & 3},{x >> 2 & 3},{x >> 4 & 3},{x >> 6})" for x in range(256)]
    letters = "01pi"
    out += ['swizzle(BITMASK_PERM,"' + "".join(letters[x >> (2 * i) & 3] for i in range(5)) + '")' for x in range(1024)]
    out += [f"swizzle(FFT,{n})" for n in range(32)] + [f"swizzle(ROTATE,{d},{n})" for d in (0, 1) for n in range(32)]
    return out


def test_every_swizzle_macro_encodes_as_llvm_encodes_it() -> None:
    macros = _macros()
    printed, refused = _mc("gfx942", [f"ds_swizzle_b32 v1, v0 offset:{m}" for m in macros], "-show-encoding")
    assert not refused and len(printed) == len(macros)
    for m, line in zip(macros, printed, strict=True):
        assert int.from_bytes(_bytes(line)[:2], "little") == P.swizzle_encode(m), (m, line)


def test_what_llvm_refuses_the_table_refuses() -> None:
    bad = ["swizzle(SWAP,3)", "swizzle(SWAP,32)", "swizzle(REVERSE,1)", "swizzle(BROADCAST,8,8)",
           "swizzle(QUAD_PERM,0,1,2)", "swizzle(QUAD_PERM,0,1,2,4)", 'swizzle(BITMASK_PERM,"01pi")',
           "swizzle(FFT,32)", "swizzle(ROTATE,2,1)", "swizzle(SPIN,1)", "65536"]
    _, refused = _mc("gfx942", [f"ds_swizzle_b32 v1, v0 offset:{m}" for m in bad])
    assert refused == set(range(1, len(bad) + 1))
    for m in bad:
        with pytest.raises(AmdMatrixError, match="legal"):
            P.swizzle_encode(m)


_SAMPLE_SYNTAX = {
    "v_permlane16_b32": "v_permlane16_b32 v1, v0, s0, s1", "v_permlanex16_b32": "v_permlanex16_b32 v1, v0, s0, s1",
    "v_permlane64_b32": "v_permlane64_b32 v1, v0", "v_permlane16_swap_b32": "v_permlane16_swap_b32 v1, v0",
    "v_permlane32_swap_b32": "v_permlane32_swap_b32 v1, v0",
    "ds_read_b64_tr_b16": "ds_read_b64_tr_b16 v[0:1], v2", "ds_read_b64_tr_b8": "ds_read_b64_tr_b8 v[0:1], v2",
    "ds_read_b64_tr_b4": "ds_read_b64_tr_b4 v[0:1], v2", "ds_read_b96_tr_b6": "ds_read_b96_tr_b6 v[0:2], v4",
    "ds_load_tr16_b128": "ds_load_tr16_b128 v[0:3], v4", "ds_load_tr8_b64": "ds_load_tr8_b64 v[0:1], v2",
}


@pytest.mark.parametrize("arch", ARCHS, ids=lambda a: a.name)
def test_permlanes_and_transposing_reads_exist_where_llvm_has_them(arch: Arch) -> None:
    rows = [(p.mnemonic, p.feature) for p in P.PERMLANES] + [(t.mnemonic, t.feature) for t in P.TRANSPOSING_READS]
    assert {m for m, _ in rows} == set(_SAMPLE_SYNTAX)
    _, refused = _mc(arch.mcpu, [_SAMPLE_SYNTAX[m] for m, _ in rows])
    for i, (m, feature) in enumerate(rows, 1):
        assert (i not in refused) == arch.has(feature), (arch.name, m)


@pytest.mark.parametrize("arch", ARCHS, ids=lambda a: a.name)
def test_lds_size_is_the_limit_llc_enforces(arch: Arch, tmp_path: object) -> None:
    ir = ("@lds = internal addrspace(3) global [1048576 x i32] undef, align 4\n"
          "define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %i) {\n"
          "  %p = getelementptr [1048576 x i32], ptr addrspace(3) @lds, i32 0, i32 %i\n"
          "  store i32 7, ptr addrspace(3) %p\n  ret void\n}\n")
    done = subprocess.run(["llc-22", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={arch.mcpu}", "-o", "/dev/null"], input=ir,
                          capture_output=True, text=True, check=False)
    m = re.search(r"exceeds limit \((\d+)\)", done.stderr)
    assert m, done.stderr[-300:]
    assert int(m.group(1)) == P.lds_geometry(arch).size
