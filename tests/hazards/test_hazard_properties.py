"""Properties of the checker over random kernels of every architecture.

* ``fix`` leaves nothing to report, and changes nothing when there is nothing to report;
* it is minimal in straight-line code: one wait state fewer at any place it padded brings
  a violation back;
* every rule table is well formed (known classes and dependencies, increasing pass counts).
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

import amdmatrix
from amdmatrix.hazards import check, fix, rules
from amdmatrix.hazards.model import DEPENDENCIES

ARCHS = ["cdna1", "cdna2", "cdna3", "cdna4", "rdna3", "rdna4"]
CLASSES = {"MFMA", "XDL", "SGEMM", "DGEMM", "DGEMM16", "DGEMM4", "SDGEMM", "SMFMAC", "WMMA", "SWMMAC", "VALU",
           "VALU_NOTDOT", "VALU_NOTMAI", "DOT", "ACCR", "ACCW", "FMA64", "DSTSEL", "MEM", "VMEM_DS", "STORE_WIDE",
           # the classes of the rules that are not about matrices (rules_general)
           "VMEM", "SMEM", "SALU", "DPP", "VCMPX", "PERMLANE", "RWLANE", "READLANE", "DIV_FMAS", "SETREG", "GETREG",
           "RFE", "M0_READ", "TRANS", "NOTTRANS", "STORE_WIDE_SOFF", "VALU_SW"}


def _reg(f: str, lo: int, n: int) -> str:
    return f"{f}{lo}" if n == 1 else f"{f}[{lo}:{lo + n - 1}]"


@st.composite
def matrix_line(draw: st.DrawFn, arch: str) -> str:
    inst = draw(st.sampled_from(amdmatrix.instructions(arch)))
    wave = inst.arch.default_wave
    mods: dict[str, int] = {}
    text_mods = ""
    if inst.format_cycles is not None:
        mods = {"cbsz": draw(st.integers(0, 4)), "blgp": draw(st.integers(0, 4))}
        text_mods = f" cbsz:{mods['cbsz']} blgp:{mods['blgp']}"
    f = "a" if arch == "cdna1" else draw(st.sampled_from("va" if arch.startswith("cdna") else "v"))
    base = draw(st.sampled_from([0, 4, 8, 16]))   # few places, so that registers collide
    d = _reg(f, base, inst.gprs("D", wave, **mods))
    a = _reg("v", draw(st.sampled_from([0, 8, 32])), inst.gprs("A", wave, **mods))
    b = _reg("v", draw(st.sampled_from([4, 16, 40])), inst.gprs("B", wave, **mods))
    if inst.sparse:
        third = f"v{draw(st.sampled_from([2, 12, 48]))}"
    else:
        third = d if draw(st.booleans()) else _reg(f, draw(st.sampled_from([0, 8, 64])), inst.gprs("C", wave, **mods))
    extra = ", v2, v50" if inst.scaled else ""
    return f"{inst.mnemonic.lower()} {d}, {a}, {b}, {third}{extra}{text_mods}"


OTHER = ["v_mov_b32 v{r}, v{s}", "v_add_f32 v{r}, v{s}, v{s}", "s_nop {n}", "s_mov_b32 s{n}, 0", "v_nop",
         "global_load_dword v{r}, v[60:61], off", "global_store_dword v[60:61], v{r}, off", "ds_read_b32 v{r}, v{s}",
         "global_store_dwordx4 v[60:61], v[{r4}:{r4p3}], off", "v_dot2_f32_f16 v{r}, v{s}, v{s}, v{r}"]
CDNA_OTHER = ["v_accvgpr_read_b32 v{r}, a{s}", "v_accvgpr_write_b32 a{r}, v{s}", "v_cmpx_eq_u32 vcc, v{s}, v{r}",
              "v_fma_f64 v[{r2}:{r2p1}], v[{r2}:{r2p1}], v[40:41], v[40:41]"]


@st.composite
def kernel(draw: st.DrawFn, arch: str) -> str:
    lines = []
    pool = OTHER + (CDNA_OTHER if arch.startswith("cdna") else [])
    for _ in range(draw(st.integers(1, 14))):
        if draw(st.integers(0, 2)) == 0:
            lines.append(draw(matrix_line(arch)))
        else:
            r, s = draw(st.integers(0, 20)), draw(st.integers(0, 20))
            r4, r2 = 4 * draw(st.integers(0, 4)), 2 * draw(st.integers(0, 8))
            lines.append(draw(st.sampled_from(pool)).format(r=r, s=s, n=draw(st.integers(0, 15)), r4=r4,
                                                            r4p3=r4 + 3, r2=r2, r2p1=r2 + 1))
    return "\n".join(lines) + "\n"


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_fix_leaves_nothing_and_is_minimal(data: st.DataObject) -> None:
    arch = data.draw(st.sampled_from(ARCHS))
    text = data.draw(kernel(arch))
    fixed = fix(text, arch)
    assert check(fixed, arch) == []
    assert (fixed == text) == (check(text, arch) == [])
    assert fix(fixed, arch) == fixed
    # one wait state fewer at any padded place brings a violation back
    lines = fixed.splitlines()
    original = text.splitlines()
    kept = _kept(lines, original)
    inserted = [n for n in range(len(lines)) if n not in kept]
    assert all(lines[n].strip() in ("v_nop",) or lines[n].strip().startswith("s_nop") for n in inserted)
    for n in inserted:
        fewer = list(lines)
        m = re.fullmatch(r"(\s*)s_nop (\d+)", fewer[n])
        if m and int(m.group(2)) > 0:
            fewer[n] = f"{m.group(1)}s_nop {int(m.group(2)) - 1}"
        else:
            del fewer[n]
        assert check("\n".join(fewer) + "\n", arch) != [], (arch, n, fixed)


def _kept(fixed: list[str], original: list[str]) -> set[int]:
    """Indices of ``fixed`` lines that come from ``original`` (the rest were inserted)."""
    out = set()
    k = 0
    for n, line in enumerate(fixed):
        if k < len(original) and line == original[k]:
            out.add(n)
            k += 1
    return out


def test_rule_tables_are_well_formed() -> None:
    for arch in ARCHS:
        table = rules(arch)
        assert len({r.id for r in table}) == len(table)
        for r in table:
            assert set(r.first) <= CLASSES and set(r.second) <= CLASSES, r.id
            assert r.dep in DEPENDENCIES, r.id
            assert r.source and "seed" not in r.source.lower(), r.id
            assert r.unit in (("valu", "valu_real") if arch.startswith("rdna") else ("issue",)), r.id
            if not isinstance(r.waits, int):
                assert list(r.waits) == sorted(r.waits) and set(r.waits) <= {2, 4, 8, 16}, r.id
                assert list(r.waits.values()) == sorted(r.waits.values()) or r.id.endswith(("-05", "-06", "-10", "-12",
                                                                                              "-12b")), r.id
            if r.llvm is not None:
                assert r.decision, r.id
