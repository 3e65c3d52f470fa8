"""What one instruction reads and writes, and which hazard classes it belongs to.

Which registers a line reads and writes is LLVM's answer: :mod:`.forms` finds the form of
the instruction LLVM's assembler reads the line as (llvm_forms.json.gz, derived from LLVM
22's instruction definitions by tools/gen_llvm_forms.py), and with it which operands are
written, read or both, and the implicit operands (``Uses``/``Defs``): EXEC for VALU and
memory instructions, VCC for ``v_cndmask_b32_e32`` and ``v_addc_co_u32``, VCC and EXEC for
gfx9's ``v_cmpx``, SCC, M0. A mnemonic llvm-mc does not read for the target, or operands that
fit none of its forms, make the line not understood (the check is incomplete), never a guess.

On top of that, what the hazard rules ask:

* Matrix instructions (MFMA, SMFMAC, WMMA, SWMMAC) are looked up in the catalog: their class
  (XDL, SGEMM, DGEMM, SMFMAC, WMMA, SWMMAC; on gfx1250 LLVM's WMMA co-execution categories),
  pass count (for F8F6F4, of the formats CBSZ and BLGP, or gfx1250's ``matrix_a_fmt`` and
  ``matrix_b_fmt``, select) and operand roles (A, B, C or the sparse index, scales, D). Their
  register counts are checked against the catalog.
* VALU: hazard classes from the mnemonic (transcendental, DOT, accumulation register moves,
  DPP, permutes, ...); a write to one half of a register (OP_SEL, SDWA ``dst_unused:
  UNUSED_PRESERVE``) keeps the other half, so it also reads its destination.
* The scalar registers the rules look at: a VALU reads its explicit scalar sources and VCC
  (LLVM's checkVALUHazards reads VCC when the instruction reads it at all), a VMEM
  instruction EXEC too (an implicit use, as in checkVMEMHazards).
* Scalar instructions touch no vector register; ``s_nop N`` is N+1 wait states; branches
  shape the control flow.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .. import catalog
from .._dataclasses import dataclass
from ..errors import AmdMatrixError, UnknownArchitectureError, UnknownInstructionError
from ..meanings import FormatCode
from ..model import Instruction
from ..vocabulary import F8F6F4_FORMATS
from . import forms
from .operands import Item, split
from .reader import MalformedLineError, Reg, Stmt
from .targets import TARGETS, Target

__all__ = ["Instr", "effects", "finish", "classify", "MatrixClass", "format_codes", "has_formats", "FORMAT_NAMES",
           "llvm_form", "stream"]

#: F8F6F4 format codes (CBSZ for A, BLGP for B) and their names.
FORMAT_NAMES = F8F6F4_FORMATS

_EMPTY: tuple[Reg, ...] = ()


@dataclass(slots=True, eq=False)
class Instr:
    """One instruction with everything the hazard rules ask about it (shared by identical lines)."""

    text: str
    #: Hazard classes: MFMA, XDL, SGEMM, DGEMM, DGEMM16, DGEMM4, SDGEMM, SMFMAC, WMMA, SWMMAC, WMMA_XDL,
    #: CAT_* (gfx1250's categories), VALU, VALU_NOTDOT, VALU_NOTMAI, VALU_COEXEC, TRANS, DOT, ACCR, ACCW,
    #: FMA64, DSTSEL, MEM, VMEM_DS, EXP, STORE_WIDE, SCALAR, NOP, UNKNOWN; and for the rules that are
    #: not about matrices (``GENERAL_TAGS``): VMEM, DS, SMEM, SALU, DPP, VCMPX, PERMLANE, RWLANE,
    #: READLANE, DIV_FMAS, SETREG, GETREG, RFE, M0_READ, NOTTRANS, CLEAR_VA, STORE_WIDE_SOFF, VALU_SW (a VALU
    #: writing a scalar register), VNOP, STORE.
    tags: frozenset[str]
    reads: tuple[Reg, ...] = _EMPTY
    writes: tuple[Reg, ...] = _EMPTY
    #: Matrix and DOT roles: A and B (and the scales of MFMA_SCALE), the sparse index, the C
    #: tuple (the accumulator D of SMFMAC and SWMMAC), D.
    ab: tuple[Reg, ...] = _EMPTY
    idx: tuple[Reg, ...] = _EMPTY
    c: Reg | None = None
    d: Reg | None = None
    #: The scale operands of a block-scaled instruction (also in ``ab`` where the target's
    #: rules read them).
    scales: tuple[Reg, ...] = _EMPTY
    #: Registers a later write must not overtake (SrcC; the SMFMAC index; gfx1250: A, B, index).
    war: tuple[Reg, ...] = _EMPTY
    exec_write: bool = False
    passes: int = 0
    opcode: str = ""
    #: Wait states this instruction provides on the "issue" and "valu" units.
    issue: int = 1
    valu: int = 0
    #: Data registers of a store wider than 64 bits (their overwrite is a hazard).
    store_data: tuple[Reg, ...] = _EMPTY
    #: Control flow: "branch", "cbranch", "end", "call" or "" and the target operand.
    flow: str = ""
    target: str | None = None
    #: Vector registers as bit masks (v0-v511 in bits 0-511, a0-a255 above them), set by
    #: finish(): reads, writes, A/B (and scales), the sparse index, C, SrcC-for-WAR, store data,
    #: and what a consumer touches (reads | writes) / a producer offers (writes | war | store data).
    rmask: int = 0
    wmask: int = 0
    abmask: int = 0
    idxmask: int = 0
    cmask: int = 0
    warmask: int = 0
    smask: int = 0
    scmask: int = 0
    cany: int = 0
    pany: int = 0
    #: Scalar registers as bit masks (``scalar_mask``): read, written, read as a carry-in or
    #: lane mask (v_addc/v_subb/v_cndmask's last operand, v_div_fmas's VCC), and read as the
    #: lane select of v_readlane/v_writelane.
    srmask: int = 0
    swmask: int = 0
    carrymask: int = 0
    lanemask: int = 0
    #: The hardware register an s_setreg/s_getreg names (its HW_REG id), else None.
    hwreg: int | None = None
    #: The engine's number for ``tags``, and whether a rule needing no shared register may
    #: start at this instruction (set per run).
    kid: int = -1
    freep: bool = False
    #: Why the line is not understood ("" if it is): an UNKNOWN instruction says what LLVM's
    #: definition does not match.
    problem: str = ""


@dataclass(frozen=True)
class MatrixClass:
    """A matrix instruction's hazard class and pass count under given formats."""

    inst: Instruction
    tags: frozenset[str]
    passes: int
    name: str  # "XDL", "SGEMM", "DGEMM", "SMFMAC", "WMMA", "SWMMAC"


#: gfx1250's format modifiers and the fields they are in the model (CBSZ for A, BLGP for B).
_FORMAT_KEYS = {"cbsz": "cbsz", "blgp": "blgp", "abid": "abid", "matrix_a_fmt": "cbsz", "matrix_b_fmt": "blgp"}
#: ``MATRIX_FMT_FP6`` -> 2 (LLVM's symbolic format values).
_FORMAT_SYMBOLS = {f"matrix_fmt_{f}": n for n, f in enumerate(F8F6F4_FORMATS)}


def format_codes(modifiers: list[str]) -> dict[str, int]:
    """CBSZ/BLGP values of a line's modifiers (``cbsz:2 blgp:4``; gfx1250's
    ``matrix_a_fmt:MATRIX_FMT_FP6 matrix_b_fmt:4`` as CBSZ and BLGP)."""
    out: dict[str, int] = {}
    for m in modifiers:
        key, sep, val = m.partition(":")
        field = _FORMAT_KEYS.get(key.lower())
        if sep and field is not None:
            code = _FORMAT_SYMBOLS.get(val.strip().lower())
            if code is None:
                try:
                    code = int(val, 0)
                except ValueError:
                    raise MalformedLineError(f"bad modifier {m!r}; legal formats: "
                                             + ", ".join(s.upper() for s in _FORMAT_SYMBOLS) + " or 0-4") from None
            out[field] = code
    return out


def classify(t: Target, inst: Instruction, cbsz: int = 0, blgp: int = 0) -> MatrixClass:
    """The hazard class and pass count of a matrix instruction on target ``t``."""
    if t.wmma_categories:
        return _category(t, inst, cbsz, blgp)
    if t.unit == "valu":
        name = "SWMMAC" if inst.sparse else "WMMA"
        tags = {"WMMA"} | ({"SWMMAC"} if inst.sparse else set())
        return MatrixClass(inst, frozenset(tags), 0, name)
    # LLVM reads F8F6F4 format codes 5-7 as 8-bit formats.
    mods = {"cbsz": _fmt(cbsz), "blgp": _fmt(blgp)} if inst.format_cycles is not None else {}
    passes = inst.passes_for(**mods)
    a_type = inst.types["A"]
    tags = {"MFMA"}
    if a_type in t.dgemm_types:
        name = "DGEMM"
        tags |= {"DGEMM", "SDGEMM", "DGEMM16" if inst.m == 16 else "DGEMM4"}
    elif a_type in t.sgemm_types and not inst.sparse:
        name = "SGEMM"
        tags |= {"SGEMM", "SDGEMM"}
    else:
        name = "SMFMAC" if inst.sparse else "XDL"
        tags |= {"XDL"} | ({"SMFMAC"} if inst.sparse else set())
    return MatrixClass(inst, frozenset(tags), passes, name)


def _category(t: Target, inst: Instruction, cbsz: int, blgp: int) -> MatrixClass:
    """gfx1250: LLVM's WMMA co-execution category. The f32 16x16x4 runs on the VALU (WMMA_F32);
    the others are XDL: 16-cycle ones and F8F6F4 with an 8-bit A or B are the slow category."""
    tags = {"WMMA"} | ({"SWMMAC"} if inst.sparse else set())
    if inst.types["A"] in t.sgemm_types:
        return MatrixClass(inst, frozenset(tags | {"WMMA_F32"}), 0, "WMMA_F32")
    if t.lowest_rate:
        return MatrixClass(inst, frozenset(tags | {"WMMA_XDL", "CAT_" + _lowest_rate(inst, cbsz, blgp)}), 0,
                           _lowest_rate(inst, cbsz, blgp))
    slow = inst.cycles >= 16 or (has_formats(inst) and 8 in (_width(inst, "A", cbsz), _width(inst, "B", blgp)))
    if inst.sparse:
        name = "SWMMAC_IU8" if slow else "SWMMAC"
    else:
        name = "WMMA_SLOW" if slow else "WMMA"
    return MatrixClass(inst, frozenset(tags | {"WMMA_XDL", "CAT_" + name}), 0, name)


def _lowest_rate(inst: Instruction, cbsz: int, blgp: int) -> str:
    """gfx1251's category (newer LLVM's getWMMAHazardInstInCategory, categories 4 and 5): the 32-cycle
    WMMAs are the iu8 ones, the dense K=128 ones (F8F6F4 unless A and B are both FP4) and the 32x16x128
    FP4 ones; the iu8 SWMMAC, whose gfx1251 latency no source gives, is counted with them. The others
    take 16 cycles."""
    if inst.cycles >= 16 or inst.m == 32:
        return "WMMA_LR32"
    if inst.k == 128 and not inst.sparse:
        if has_formats(inst) and _width(inst, "A", cbsz) == 4 and _width(inst, "B", blgp) == 4:
            return "WMMA_LR16"
        return "WMMA_LR32"
    return "WMMA_LR16"


def has_formats(inst: Instruction) -> bool:
    """Whether format fields (CBSZ/BLGP, gfx1250's matrix_a_fmt/matrix_b_fmt) pick A's and B's types."""
    return inst.format_cycles is not None or any(isinstance(m, FormatCode) for m in inst.meanings)


def _width(inst: Instruction, matrix: str, code: int) -> int:
    return inst.dtype(matrix, **{"cbsz" if matrix == "A" else "blgp": _fmt(code)}).bits


def _fmt(code: int) -> int:
    """An F8F6F4 format code as LLVM reads it: 5-7 are 8-bit like 0."""
    return code if code in range(5) else 0


_SCALE_LOADS = ("v_mfma_ld_scale", "v_wmma_ld_scale")


def _is_matrix(m: str) -> bool:
    return (m.startswith(("v_mfma", "v_smfmac", "v_wmma", "v_swmmac"))) and not m.startswith(_SCALE_LOADS)


@lru_cache(maxsize=4096)
def _lookup(arch: str, mnemonic: str) -> Instruction:
    try:
        return catalog.instruction(arch, mnemonic)
    except UnknownInstructionError:
        for suffix in ("_e64", "_vop3p", "_e32"):
            if mnemonic.endswith(suffix):
                try:
                    return catalog.instruction(arch, mnemonic[: -len(suffix)])
                except UnknownInstructionError:
                    pass
        raise


def _one(regs: list[Reg], what: str, stmt: Stmt, operand: str = "") -> Reg:
    if not regs and operand:
        raise MalformedLineError(f"line {stmt.line}: {what} of {stmt.mnemonic}, `{operand}`, is not a register "
                                 f"(write v4, a[0:3] or v[v_sym+1]: a symbol is a number) in {stmt.text!r}")
    if len(regs) != 1 or regs[0][0] not in ("v", "a"):
        raise MalformedLineError(f"line {stmt.line}: {what} of {stmt.mnemonic} must be one vector register "
                                 f"(v or a) in {stmt.text!r}")
    return regs[0]


def _scale(regs: list[Reg], what: str, stmt: Stmt) -> tuple[Reg, ...]:
    """A scale operand: a vector register is a source for the rules; a scalar one (an SGPR, vcc,
    exec, m0, null, an inline constant: LLVM accepts them for scales) cannot meet a matrix D."""
    if any(r[0] in ("v", "a") for r in regs):
        return (_one(regs, what, stmt),)
    return ()


def _size(r: Reg) -> int:
    return r[2] - r[1] + 1


def _matrix(t: Target, stmt: Stmt, wave: int | None) -> Instr:
    inst = _lookup(t.arch, stmt.mnemonic)
    fmt = format_codes(stmt.modifiers)
    cls = classify(t, inst, fmt.get("cbsz", 0), fmt.get("blgp", 0))
    ops = stmt.operands
    regs = _regs(stmt)
    want = 6 if inst.scaled else 4
    if len(ops) != want:
        raise MalformedLineError(f"line {stmt.line}: {stmt.mnemonic} takes {want} operands, got {len(ops)} "
                                 f"in {stmt.text!r}")
    d = _one(regs[0], "D", stmt, ops[0])
    a = _one(regs[1], "A", stmt, ops[1])
    b = _one(regs[2], "B", stmt, ops[2])
    third = _vector(regs[3])  # a constant C (``1.0``, ``src_shared_base``) reads no register
    c: Reg | None
    ab = [a, b]
    idx: tuple[Reg, ...] = ()
    if inst.sparse:
        idx = (_one(third, "the index", stmt),)
        c = d
        war: tuple[Reg, ...] = idx
    else:
        c = _one(third, "C", stmt) if third else None
        war = (c,) if c is not None else ()
    scales: tuple[Reg, ...] = ()
    if inst.scaled:
        scales = _scale(regs[4], "the A scale", stmt) + _scale(regs[5], "the B scale", stmt)
    if t.war_sources == "ab":
        war = (a, b, *idx)
    _check_sizes(inst, stmt, wave, fmt, d, a, b, c if not inst.sparse else None)
    reads = tuple(ab) + scales + idx + ((c,) if c is not None else ())
    if t.scale_sources:
        ab += scales
    return Instr(stmt.text, cls.tags, reads, (d,), tuple(ab), idx, c, d, scales, war, False, cls.passes,
                 stmt.mnemonic, 1, 1)


def _check_sizes(inst: Instruction, stmt: Stmt, wave: int | None, fmt: dict[str, int], d: Reg, a: Reg, b: Reg,
                 c: Reg | None) -> None:
    waves = inst.arch.waves if wave is None else (wave,)
    mods = {k: _fmt(v) for k, v in fmt.items() if k in ("cbsz", "blgp")} if has_formats(inst) else {}
    got = {"D": _size(d), "A": _size(a), "B": _size(b)}
    if c is not None:
        got["C"] = _size(c)
    tried = []
    for w in waves:
        need = {m: _gprs(inst, m, w, tuple(sorted(mods.items()))) for m in got}
        if need == got:
            return
        tried.append(f"wave{w}: " + ", ".join(f"{m} {n}" for m, n in need.items()))
    have = ", ".join(f"{m} {n}" for m, n in got.items())
    raise MalformedLineError(f"line {stmt.line}: wrong register counts for {stmt.mnemonic} ({have}); it needs "
                             + "; ".join(tried) + f", in {stmt.text!r}")


@lru_cache(maxsize=8192)
def _gprs(inst: Instruction, matrix: str, wave: int, mods: tuple[tuple[str, int], ...]) -> int:
    return inst.gprs(matrix, wave, **dict(mods))


#: Bit positions of the scalar registers in the scalar masks: s0-s105 are bits 0-105, then
#: VCC (lo, hi), the trap temporaries, M0 and EXEC (lo, hi), as the SGPR file numbers them.
_SCALAR_BASE = {"s": 0, "vcc": 106, "ttmp": 108, "m0": 124, "exec": 126}
VCC_BITS = 0b11 << 106
EXEC_BITS = 0b11 << 126
M0_BIT = 1 << 124


def scalar_mask(regs: tuple[Reg, ...] | list[Reg]) -> int:
    """The scalar registers (SGPRs, VCC, EXEC, M0, trap temporaries) of ``regs`` as a bit mask."""
    return _reg_bits(regs, _SCALAR_BASE)


def _reg_bits(regs: tuple[Reg, ...] | list[Reg], bases: dict[str, int]) -> int:
    """The registers of ``regs`` in the files named in ``bases`` as a bit mask, each file's
    register 0 at its base bit; registers of other files are not in it."""
    m = 0
    for f, lo, hi in regs:
        base = bases.get(f)
        if base is not None:
            m |= ((1 << (hi - lo + 1)) - 1) << (base + lo)
    return m


def _scalar_regs(regs: list[Reg]) -> list[Reg]:
    return [r for r in regs if r[0] not in ("v", "a")]


#: VALUs that read their last scalar operand as a carry-in or a lane mask (LLVM's
#: fixVALUMaskWriteHazard list; the VOP2 forms name VCC explicitly in assembly).
_CARRY_IN = re.compile(r"v_(addc|subb|subbrev)(_co)?_u32|v_cndmask_b(16|32)")
#: VALUs that read VCC without naming it (GCNHazardRecognizer checkDivFMasHazards).
_DIV_FMAS = re.compile(r"v_div_fmas_f(32|64)")
#: Lane permutes (GCNHazardRecognizer isPermlane).
_PERMLANE = re.compile(r"v_permlane(16|x16|64|32|16_var|x16_var|16_swap|32_swap|_bcast|_up|_down|_xor|_idx_gen)_b32")
#: DPP modifiers (a VALU that carries one is a DPP instruction).
_DPP_MODS = ("quad_perm:", "row_shl:", "row_shr:", "row_ror:", "wave_shl:", "wave_rol:", "wave_shr:", "wave_ror:",
             "row_mirror", "row_half_mirror", "row_bcast:", "row_share:", "row_xmask:", "row_newbcast:", "dpp8:")
#: Instructions that read M0 in a way GCNHazardRecognizer's checkReadM0Hazards guards (gfx9):
#: s_movrel*, v_interp*, ds_*_addtid, s_sendmsg*/s_ttracedata, GDS and LDS-DMA loads, lds_direct.
_M0_READERS = re.compile(r"s_movrel[sd]_b(32|64)|v_interp_|ds_(write|read)_addtid_b32|s_sendmsg|s_ttracedata")
#: HW_REG names and ids (the ISA's hwreg table; ids that are the same on every target here).
_HWREG_IDS = {"hw_reg_mode": 1, "hw_reg_status": 2, "hw_reg_trapsts": 3, "hw_reg_hw_id": 4, "hw_reg_gpr_alloc": 5,
              "hw_reg_lds_alloc": 6, "hw_reg_ib_sts": 7, "hw_reg_sh_mem_bases": 15, "hw_reg_flat_scr_lo": 20,
              "hw_reg_flat_scr_hi": 21, "hw_reg_xnack_mask": 22, "hw_reg_pops_packer": 25, "hw_reg_shader_cycles": 29}


def _hwreg(operand: str) -> int | None:
    """The HW_REG id of an s_setreg/s_getreg operand: ``hwreg(HW_REG_MODE, 0, 4)``, ``hwreg(1)``, or the
    raw SIMM16 (its id is bits 5:0)."""
    text = operand.strip().lower().replace(" ", "")
    if text.startswith("hwreg("):
        first = text[len("hwreg("):].rstrip(")").split(",")[0]
        if first in _HWREG_IDS:
            return _HWREG_IDS[first]
        try:
            return int(first, 0)
        except ValueError:
            return -1  # a name this table lacks: an id of its own, equal only to itself
    try:
        return int(text, 0) & 0x3F
    except ValueError:
        return -1


#: Transcendental VALUs (LLVM's TRANS flag): they do not co-execute with a WMMA.
_TRANS = re.compile(r"v_(exp|log|rcp|rcp_iflag|rsq|sqrt|sin|cos|tanh)_(f16|f32|f64|bf16)(_e32|_e64)?$")
_DS_WRITES = re.compile(r"ds_(read|load|swizzle|permute|bpermute|consume|append)|_rtn|ds_ordered_count|ds_bvh")
_RETURN_MODS = {"glc", "sc0", "th:th_atomic_return"}


def _vector(regs: list[Reg] | tuple[Reg, ...]) -> list[Reg]:
    return [r for r in regs if r[0] in ("v", "a")]


def _regs(stmt: Stmt) -> list[list[Reg]]:
    """The registers of each operand."""
    return [list(i.regs) for i in _items(stmt)]


def _items(stmt: Stmt) -> tuple[Item, ...]:
    if stmt.items or not stmt.operands:
        return stmt.items
    return split(", ".join(stmt.operands), stmt.line, stmt.mnemonic)[0]  # a Stmt built by hand


#: Units of the implicit operands as the scalar masks number them.
_UNIT_BITS = {"vcc_lo": 1 << 106, "vcc_hi": 1 << 107, "m0": M0_BIT, "exec_lo": 1 << 126, "exec_hi": 1 << 127}


def _unit_mask(names: tuple[str, ...] | frozenset[str], keep: int = -1) -> int:
    m = 0
    for u in names:
        m |= _UNIT_BITS.get(u, 0)
    return m & keep


def _valu(stmt: Stmt, mt: forms.Match) -> Instr:
    m = stmt.mnemonic
    tags = {"VALU", "TRANS" if _TRANS.match(m) else "VALU_COEXEC"}
    if m.startswith("v_dot"):
        tags.add("DOT")
    else:
        tags.add("VALU_NOTDOT")
    if m.startswith("v_accvgpr_read"):
        tags.add("ACCR")
    elif m.startswith("v_accvgpr_write"):
        tags.add("ACCW")
    else:
        tags.add("VALU_NOTMAI")
    if re.match(r"v_fmac?_f64", m):
        tags.add("FMA64")
    if _moves_result(stmt):
        tags.add("DSTSEL")
    regs = _regs(stmt)
    reads = _vector(mt.reads)
    writes = _vector(mt.writes)
    ab: tuple[Reg, ...] = ()
    c: Reg | None = None
    if regs and "w" in mt.roles[0] and (any(x.startswith("dst_unused:unused_preserve")
                                            for x in map(str.lower, stmt.modifiers)) or _writes_half(stmt)):
        reads += [r for r in _vector(regs[0]) if r not in reads]  # the half it does not write is kept
    if "DOT" in tags and len(regs) >= 3:
        ab = tuple(_vector(regs[1]) + _vector(regs[2]))
        cc = _vector(regs[3]) if len(regs) >= 4 else _vector(regs[0])
        c = cc[0] if cc else None
    defs = mt.form.defs
    exec_write = any(r[0] == "exec" for r in mt.writes) or "exec_lo" in defs
    sw = scalar_mask(_scalar_regs(list(mt.writes))) | _unit_mask(defs)
    if sw:
        tags.add("VALU_SW")
    # LLVM's checkVALUHazards: the explicit scalar sources, and VCC if the instruction reads it at all
    sr = scalar_mask(_scalar_regs(list(mt.reads))) | _unit_mask(mt.form.uses, VCC_BITS)
    carry = lane = 0
    if _CARRY_IN.match(m) and len(regs) >= 4 and "r" in mt.roles[-1]:
        carry = scalar_mask(_scalar_regs(regs[-1]))
    elif _DIV_FMAS.match(m):
        carry = VCC_BITS
        sr |= VCC_BITS
    if m.startswith(("v_readlane", "v_writelane")) and len(regs) >= 3:
        lane = scalar_mask(_scalar_regs(regs[2]))
        tags.add("RWLANE")
    if m.startswith(("v_readlane", "v_readfirstlane")):
        tags.add("READLANE")
    if m.startswith("v_cmpx"):
        tags.add("VCMPX")
    if _PERMLANE.match(m):
        tags.add("PERMLANE")
    if _DIV_FMAS.match(m):
        tags.add("DIV_FMAS")
    if m.startswith("v_interp"):
        tags.add("M0_READ")
        sr |= M0_BIT
    if "TRANS" not in tags:
        tags.add("NOTTRANS")
    if m.startswith("v_nop"):
        tags.add("VNOP")
    if any(x.lower().startswith(_DPP_MODS) for x in stmt.modifiers) or "_dpp" in m:
        tags.add("DPP")
    war: tuple[Reg, ...] = tuple(reads) if "TRANS" in tags else ()
    ins = Instr(stmt.text, frozenset(tags), tuple(reads), tuple(writes), ab, (), c, None, (), war, exec_write, 0, m,
                1, 1)
    ins.srmask, ins.swmask, ins.carrymask, ins.lanemask = sr, sw, carry, lane
    return ins


_VOP3P = re.compile(r"v_pk_|v_dot2_(f32_f16|i32_i16|u32_u16|f32_bf16)|v_(fma|mad)_mix")


def _bits(mods: list[str], name: str) -> list[str] | None:
    for mod in mods:
        low = mod.lower().replace(" ", "")
        if low.startswith(name + ":["):
            return low[len(name) + 2:].rstrip("]").split(",")
    return None


def _moves_result(stmt: Stmt) -> bool:
    """Whether a VALU writes its result away from bit 0 as LLVM sees it (SDWA dst_sel not DWORD,
    VOP3 op_sel of the destination, and VOP3P op_sel_hi[0], which is set by default)."""
    m = stmt.mnemonic
    mods = stmt.modifiers
    for mod in mods:
        low = mod.lower()
        if low.startswith("dst_sel:") and low != "dst_sel:dword":
            return True
    if _VOP3P.match(m):
        hi = _bits(mods, "op_sel_hi")
        if hi is None:
            return not re.match(r"v_(fma|mad)_mix", m)
        return hi[0] == "1"
    return _writes_half(stmt)


def _writes_half(stmt: Stmt) -> bool:
    """A VALU whose OP_SEL picks the high half of its destination keeps (reads) the other half."""
    for mod in stmt.modifiers:
        low = mod.lower().replace(" ", "")
        if low.startswith("op_sel:["):
            bits = low[len("op_sel:["):].rstrip("]").split(",")
            if bits and bits[-1] == "1" and len(bits) >= 3:
                return True
    return False


def _mem(stmt: Stmt, mt: forms.Match) -> Instr:
    m = stmt.mnemonic
    ops = stmt.operands
    regs = _regs(stmt)
    mods = {x.lower() for x in stmt.modifiers}
    exp = m in ("exp", "export") or m.startswith("exp_")
    tags = {"MEM", "EXP"} if exp else {"MEM", "VMEM_DS"}
    lds = "lds" in mods or "_lds_" in m or m.endswith("_lds")
    if m.startswith("ds_"):
        loads = bool(_DS_WRITES.search(m))
    elif "_atomic" in m:
        loads = bool(mods & _RETURN_MODS) or "_rtn" in m
    else:
        loads = "_load" in m or m.startswith(("image_sample", "image_gather", "image_get", "image_msaa_load",
                                              "image_bvh", "buffer_load", "tbuffer_load"))
    reads = list(mt.reads)
    writes = list(mt.writes)
    store_data: tuple[Reg, ...] = ()
    if not loads and not exp and ("_store" in m or "cmpswap_x2" in m):
        data = _store_data(m, ops, regs)
        if data is not None and _size(data) > 2:
            store_data = (data,)
            tags.add("STORE_WIDE")
        elif data is None and m.startswith(("buffer_", "tbuffer_")) and regs and _vector(regs[0]) \
                and _size(_vector(regs[0])[0]) > 2:
            store_data = (_vector(regs[0])[0],)
            tags.add("STORE_WIDE_SOFF")  # a wide BUFFER store with an SGPR soffset
    sr = scalar_mask(_scalar_regs(reads))
    if not exp:
        tags.add("DS" if m.startswith("ds_") else "VMEM")
        if m.startswith("ds_"):
            if "gds" in mods or m.endswith("_addtid_b32"):
                tags.add("M0_READ")
                sr |= M0_BIT
        else:
            sr |= EXEC_BITS  # LLVM's VMEM instructions read EXEC (an implicit use)
            if lds:
                tags.add("M0_READ")
                sr |= M0_BIT
    if not loads and not exp:
        tags.add("STORE")
    tags.add("CLEAR_VA")  # VMEM, LDS and export instructions wait for va_vdst (LLVM fixVALUTransUseHazard)
    ins = Instr(stmt.text, frozenset(tags), tuple(_vector(reads)), tuple(_vector(writes)), store_data=store_data,
                opcode=m)
    ins.srmask = sr
    ins.swmask = scalar_mask(_scalar_regs(writes))
    return ins


def _store_data(m: str, ops: list[str], regs: list[list[Reg]]) -> Reg | None:
    """The data register tuple of a store (or an atomic compare-swap without return)."""
    if m.startswith(("buffer_", "tbuffer_")):
        # An SGPR soffset exempts MUBUF/MTBUF stores (CDNA3 ISA §4.5 Table 11, cases 8-9).
        if len(ops) >= 4 and re.fullmatch(r"s\d+|s\[\d+(:\d+)?\]|ttmp\d+|m0|null", ops[3].strip().lower()):
            return None
        vec = _vector(regs[0]) if regs else []
        return vec[0] if vec else None
    if m.startswith(("flat_", "global_", "scratch_")):
        for r in reversed(regs[:3]):
            vec = _vector(r)
            if vec:
                return vec[0]
    return None


_MEM_PREFIXES = ("buffer_", "tbuffer_", "global_", "flat_", "scratch_", "ds_", "image_")
_BRANCH_END = ("s_endpgm", "s_setpc_b64", "s_rfe_b64", "s_rfe_restore_b64")


def _scalar(stmt: Stmt, mt: forms.Match) -> Instr:
    m = stmt.mnemonic
    if m == "s_nop":
        try:
            n = int(stmt.operands[0], 0)
        except ValueError:
            raise MalformedLineError(f"line {stmt.line}: bad s_nop count {stmt.operands[0]!r}") from None
        if n < 0 or n > 0xFFFF:
            raise MalformedLineError(f"line {stmt.line}: s_nop count {n} is out of range 0-65535")
        return Instr(stmt.text, frozenset({"SCALAR", "NOP"}), opcode=m, issue=(n & 0xF) + 1)
    flow = ""
    target = None
    if m == "s_branch":
        flow = "branch"
    elif m.startswith("s_cbranch_"):
        flow = "cbranch" if m not in ("s_cbranch_join", "s_cbranch_g_fork") else "indirect"
    elif m.startswith(_BRANCH_END):
        flow = "end"
    elif m.startswith(("s_swappc", "s_call_")):
        flow = "call"
    if flow in ("branch", "cbranch"):
        target = stmt.operands[0]
    ins = Instr(stmt.text, frozenset({"SCALAR"}), opcode=m, flow=flow, target=target)
    if flow in ("branch", "cbranch"):
        ins.srmask = _unit_mask(mt.form.uses)
        return ins
    return _scalar_effects(ins, stmt, mt)


_SMEM = ("s_load", "s_buffer_load", "s_store", "s_buffer_store", "s_scratch", "s_atc_probe", "s_dcache", "s_memtime",
         "s_memrealtime", "s_atomic", "s_buffer_atomic", "s_prefetch")


def _scalar_effects(ins: Instr, stmt: Stmt, mt: forms.Match) -> Instr:
    """The scalar registers a scalar instruction reads and writes (LLVM's operands, implicit ones
    included: ``s_and_saveexec_b64`` writes EXEC), and its general hazard classes."""
    m = stmt.mnemonic
    tags = set(ins.tags)
    tags.add("SMEM" if m.startswith(_SMEM) else "SALU")
    if m.startswith(("s_store", "s_buffer_store", "s_scratch_store")):
        tags.add("STORE")
    sr = scalar_mask(list(mt.reads)) | _unit_mask(mt.form.uses)
    if m.startswith(("s_setreg", "s_getreg")):
        tags.add("SETREG" if m.startswith("s_setreg") else "GETREG")
        op = stmt.operands[0] if m.startswith("s_setreg") else (stmt.operands[1] if len(stmt.operands) > 1 else "")
        ins.hwreg = _hwreg(op)
    if m.startswith("s_rfe"):
        tags.add("RFE")
    if _M0_READERS.match(m):
        tags.add("M0_READ")
        sr |= M0_BIT
    if m == "s_waitcnt_depctr" and _clears_va_vdst(stmt):
        tags.add("CLEAR_VA")
    ins.tags = frozenset(tags)
    ins.srmask = sr
    ins.swmask = scalar_mask(list(mt.writes)) | _unit_mask(mt.form.defs)
    return ins


def _clears_va_vdst(stmt: Stmt) -> bool:
    """Whether an s_waitcnt_depctr waits for va_vdst to reach 0 (``depctr_va_vdst(0)``, or a raw SIMM16 whose
    bits 15:12 are 0)."""
    text = " ".join(stmt.operands).lower().replace(" ", "")
    if "va_vdst(" in text:
        return "va_vdst(0)" in text
    try:
        return (int(text, 0) >> 12) & 0xF == 0
    except ValueError:
        return False


_FILE_BASE = {"v": 0, "a": 512}
#: Where the scalar masks sit in ``cany``/``pany`` (above v0-v511 and a0-a255), so that one AND
#: finds the producers a consumer may depend on.
SCALAR_SHIFT = 1024


def _mask(regs: tuple[Reg, ...]) -> int:
    return _reg_bits(regs, _FILE_BASE)


def finish(ins: Instr) -> Instr:
    """Fill in the register masks of ``ins``."""
    ins.rmask = _mask(ins.reads)
    ins.wmask = _mask(ins.writes)
    ins.abmask = _mask(ins.ab)
    ins.idxmask = _mask(ins.idx)
    ins.cmask = _mask((ins.c,)) if ins.c is not None else 0
    ins.warmask = _mask(ins.war)
    ins.smask = _mask(ins.store_data)
    ins.scmask = _mask(ins.scales)
    ins.cany = ins.rmask | ins.wmask | ((ins.srmask | ins.swmask | ins.carrymask | ins.lanemask) << SCALAR_SHIFT)
    ins.pany = ins.wmask | ins.warmask | ins.smask | ((ins.swmask | ins.carrymask) << SCALAR_SHIFT)
    return ins


_SEEN: dict[tuple[str, str, int, int | None], Instr] = {}


def effects(t: Target, stmt: Stmt, wave: int | None = None) -> Instr:
    """The hazard view of one statement on target ``t`` (the same object for identical lines).

    Raises UnknownInstructionError for a matrix mnemonic the architecture does not have and
    MalformedLineError for a line that cannot be read. A line LLVM's definitions do not read
    (an unknown mnemonic, operands that fit none of its forms) is an UNKNOWN instruction whose
    ``problem`` says why.
    """
    key = (t.arch, stmt.text, stmt.pair, wave)
    seen = _SEEN.get(key)
    if seen is not None:
        return seen
    ins = finish(_effects(t, stmt, wave))
    if len(_SEEN) < 100_000:
        _SEEN[key] = ins
    return ins


def _table_targets(t: Target | str, wave: int | None) -> tuple[str, ...]:
    """The targets of the form table to read a line for ``t`` in: wave32 first, then wave64.
    A str names an LLVM target (-mcpu) of the table directly."""
    mcpu = t if isinstance(t, str) else t.mcpu
    if not forms.known(mcpu):
        if isinstance(t, str):
            raise UnknownArchitectureError(f"no instruction forms for {t!r}; legal values: "
                                           + ", ".join(forms.targets()))
        from ..archs import resolve_arch

        mcpu = TARGETS[resolve_arch(t.arch).data].mcpu
    w64 = forms.target_name(mcpu, 64)
    if w64 == mcpu or wave == 32:
        return (mcpu,)
    return (w64,) if wave == 64 else (mcpu, w64)


def llvm_form(t: Target | str, stmt: Stmt, wave: int | None = None) -> forms.Match | str | None:
    """The form of LLVM's definition ``stmt`` is on target ``t``: a Match (what it reads and
    writes), None if llvm-mc does not read the mnemonic there, or why no form fits."""
    pair = stmt.pair if stmt.mnemonic.startswith("v_dual_") else None
    got: forms.Match | str | None = None
    for name in _table_targets(t, wave):
        here = forms.match(name, stmt.mnemonic, _items(stmt), stmt.modifiers, pair)
        if isinstance(here, forms.Match):
            return here
        if got is None:
            got = here
    return got


def stream(t: Target | str, stmt: Stmt, wave: int | None = None) -> tuple[str, frozenset[str], frozenset[str]] | str:
    """What ``stmt`` is as LLVM reads it: the mnemonic LLVM prints (without ``_e32``/``_e64``),
    every register it reads and every register it writes (implicit operands included), as
    32-bit units (``v4``, ``vcc_lo``, ``m0``, ``scc``, ``mode``; ``null`` reads as zero and is
    none); or why it is not understood."""
    mt = llvm_form(t, stmt, wave)
    if not isinstance(mt, forms.Match):
        return mt or f"`{stmt.mnemonic}` is not an instruction llvm-mc reads for {_table_targets(t, wave)[0]}"
    reads = ({u for r in mt.reads for u in forms.units(r)} | set(mt.form.uses)) - {"null"}
    writes = ({u for r in mt.writes for u in forms.units(r)} | set(mt.form.defs)) - {"null"}
    name = mt.form.mnemonic
    for suffix in ("_e32", "_e64"):
        name = name.removesuffix(suffix)
    return name, frozenset(reads), frozenset(writes)


def _unknown(stmt: Stmt, why: str) -> Instr:
    return Instr(stmt.text, frozenset({"UNKNOWN"}), opcode=stmt.mnemonic, problem=why)


def _effects(t: Target, stmt: Stmt, wave: int | None) -> Instr:
    m = stmt.mnemonic
    mt = llvm_form(t, stmt, wave)
    if m.startswith("v_") and _is_matrix(m):
        try:
            ins = _matrix(t, stmt, wave)
        except AmdMatrixError as e:
            if isinstance(e, UnknownInstructionError):
                raise UnknownInstructionError(f"line {stmt.line}: {e}") from None
            raise
        if not isinstance(mt, forms.Match):
            return _unknown(stmt, mt or f"`{m}` is not an instruction llvm-mc reads for {t.mcpu}")
        return ins
    if mt is None:
        return _unknown(stmt, f"`{m}` is not an instruction llvm-mc reads for {_table_targets(t, wave)[0]}")
    if isinstance(mt, str):
        return _unknown(stmt, mt)
    if stmt.pair:  # the second half of a VOPD pair issues with the first
        ins = _valu(stmt, mt)
        ins.issue = ins.valu = 0
        return ins
    if m.startswith("v_"):
        return _valu(stmt, mt)
    if m.startswith(_MEM_PREFIXES) or m in ("exp", "export"):
        return _mem(stmt, mt)
    if m.startswith("s_"):
        return _scalar(stmt, mt)
    ins = Instr(stmt.text, frozenset({"OTHER"}), tuple(_vector(mt.reads)), tuple(_vector(mt.writes)), opcode=m)
    ins.srmask = scalar_mask(_scalar_regs(list(mt.reads)))
    ins.swmask = scalar_mask(_scalar_regs(list(mt.writes)))
    return ins
