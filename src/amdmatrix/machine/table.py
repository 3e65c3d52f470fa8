"""The one instruction table of the executor: every mnemonic it runs, by family.

Each family module holds its rows (the operations, their semantics as small functions and the
ISA section each follows) and one builder; this table says which family a mnemonic belongs
to, in the order the families are asked. :func:`describe` answers "what runs this mnemonic,
and after which pseudo-code", :func:`mnemonics` lists the rows.

========  ==============================  ===============================================
family    module                          what
========  ==============================  ===============================================
flow      :mod:`.flow`                    branches, waits, barriers, s_endpgm, s_nop, ...
salu      :mod:`.salu`                    SOP1, SOP2, SOPK, SOPC
smem      :mod:`.memory_ops`              s_load_*, s_buffer_load_*
vmem      :mod:`.memory_ops`              global_*, flat_*, buffer_* (atomics, to-LDS)
ds        :mod:`.ds`                      ds_* (LDS, permutes, transposing reads)
matrix    :mod:`.matrix`                  v_mfma*, v_smfmac*, v_wmma*, v_swmmac*
valu      :mod:`.valu`                    every other v_* (VOP1/2/3/3P/C, DPP, SDWA)
========  ==============================  ===============================================
"""

from __future__ import annotations

from collections.abc import Callable

from .._dataclasses import dataclass
from ..hazards.reader import Stmt
from . import ds, flow, matrix, memory_ops, salu, valu
from .context import Ctx, Run

__all__ = ["Family", "FAMILIES", "family_of", "describe", "mnemonics"]


@dataclass(frozen=True)
class Family:
    name: str
    accepts: Callable[[Ctx, str], bool]
    build: Callable[[Ctx, Stmt, str], Run]
    source: Callable[[str], str]


FAMILIES: tuple[Family, ...] = (
    Family("flow", lambda c, m: flow.is_flow(m), flow.build, flow.source_of),
    Family("salu", lambda c, m: salu.is_salu(m), salu.build, salu.source_of),
    Family("smem", lambda c, m: memory_ops.is_smem(m), memory_ops.build_smem, memory_ops.source_of),
    Family("vmem", lambda c, m: memory_ops.is_vmem(m), memory_ops.build_vmem, memory_ops.source_of),
    Family("ds", lambda c, m: ds.is_ds(m), ds.build, ds.source_of),
    Family("matrix", matrix.is_matrix, matrix.build, matrix.source_of),
    Family("valu", lambda c, m: m.startswith("v_") and valu.is_valu(valu.base_name(m)[0]), valu.build,
           valu.source_of),
)


def family_of(ctx: Ctx, mnemonic: str) -> Family | None:
    for f in FAMILIES:
        if f.accepts(ctx, mnemonic):
            return f
    return None


def describe(mnemonic: str) -> tuple[str, str] | None:
    """(family, the ISA section its semantics follow) of ``mnemonic``, or None if not implemented."""
    m = mnemonic.strip().lower()
    for f in FAMILIES:
        if f.name == "matrix":
            if m.startswith(("v_mfma", "v_smfmac", "v_wmma", "v_swmmac")):
                return f.name, f.source(m)
            continue
        if f.accepts(None, m):  # type: ignore[arg-type]
            return f.name, f.source(m)
    return None


def mnemonics() -> dict[str, list[str]]:
    """The rows of the table by family (the generic rows; compares, saveexec forms, the load and
    store types and the matrix instructions are families of rows, listed by pattern)."""
    return {
        "flow": sorted({*flow._IDLE, *flow._WAITS, *flow._CBRANCH, "s_branch", "s_endpgm", "s_barrier",
                        "s_getpc_b64", "s_setpc_b64", "s_swappc_b64"}),
        "salu": sorted({*salu.OPS, *salu.CMP, *(f"s_{op}_saveexec_b64" for op in salu.SAVEEXEC)}),
        "smem": ["s_load_dword{,x2,x4,x8,x16}", "s_buffer_load_dword{,x2,x4,x8,x16}", "s_load_b{32..512}"],
        "vmem": ["{global,flat,buffer}_{load,store}_<type>", "{global,flat,buffer}_atomic_<op>"],
        "ds": sorted({*ds._READS, *ds._WRITES, "ds_read2_b32", "ds_write2_b32", "ds_swizzle_b32",
                      "ds_permute_b32", "ds_bpermute_b32"}),
        "matrix": ["every matrix instruction of the catalog (amdmatrix -a ARCH -L)"],
        "valu": sorted({*valu.OPS, *valu.SPECIAL, "v_cmp_<cond>_<type>", "v_cmpx_<cond>_<type>"}),
    }
