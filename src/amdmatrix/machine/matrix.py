"""Matrix instructions (MFMA, SMFMAC, WMMA, SWMMAC, the CDNA4 scaled MFMAs): read as the
encoder reads them, executed by the bit-exact matrix engine.

A statement is assembled by :func:`amdmatrix.encoding.codec.assemble_line` (the operands by
role, each register range and file, and the modifiers as LLVM reads them); at run time the
register images of A, B, C (and the sparse index and scales) are taken from the wave's VGPRs
or AccVGPRs and :func:`amdmatrix.emulate.execute` computes D's image, which is written back.
Nothing is computed here: the arithmetic is the emulator's (docs/emulation.md).

EXEC: the matrix instructions compute every lane (CDNA3 ISA §7.1: "the instruction operates on
all lanes"; RDNA3 ISA §7.9: WMMA requires EXEC to be all ones); a wave that issues one with
some lanes off is reported by the dynamic checks.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from .._dataclasses import dataclass
from ..catalog import instruction
from ..errors import AmdMatrixError
from ..hazards.reader import Stmt
from ..model import Instruction
from .context import Ctx, Run
from .state import Wave

__all__ = ["build", "is_matrix", "MatrixInfo"]

_SOURCE = "CDNA3/CDNA4 ISA §7 (matrix arithmetic); RDNA3/RDNA4 ISA §7.9 (WMMA); amdmatrix.emulate"

#: Encoding field -> the model's modifier field.
_FIELD = {"CBSZ": "cbsz", "ABID": "abid", "BLGP": "blgp", "OPSEL": "opsel", "OPSEL_HI": "opsel_hi",
          "NEG": "neg", "NEG_HI": "neg_hi", "LS.OPSEL": "opsel", "LS.OPSEL_HI": "opsel_hi"}


@dataclass(eq=False, repr=False)
class MatrixInfo:
    """What the trace's --explain needs about one matrix statement."""

    inst: Instruction
    dfile: str
    dfirst: int
    dcount: int
    wave: int
    mods: dict[str, int]


def is_matrix(ctx: Ctx, m: str) -> bool:
    if not m.startswith(("v_mfma", "v_smfmac", "v_wmma", "v_swmmac")):
        return False
    return True


def _lookup(ctx: Ctx, st: Stmt) -> Instruction:
    try:
        return instruction(ctx.arch, st.mnemonic)
    except AmdMatrixError:
        raise ctx.unimplemented(st, f"the matrix instruction {st.mnemonic}") from None


def build(ctx: Ctx, st: Stmt, m: str) -> Run:
    """The closure of a matrix statement; sets ``ctx.meta`` (kind "matrix", the model for --explain)."""
    from ..emulator import execute, pack
    from ..encoding.codec import assemble_line
    from ..encoding.errors import AsmError
    from ..encoding.spec import arch_spec

    inst = _lookup(ctx, st)
    try:
        d = assemble_line(arch_spec(ctx.arch), st.text, ctx.lanes)
    except AsmError as e:
        raise ctx.unimplemented(st, f"{st.mnemonic} as written ({str(e).splitlines()[0]})") from None
    if d is None:
        raise ctx.unimplemented(st)
    mods: dict[str, int] = {}
    clamp = False
    for spec_mod in d.spec.mods_at(ctx.lanes):
        value = d.mods.get(spec_mod.name, spec_mod.unset)
        if spec_mod.field == "CLMP":
            clamp = bool(value)
            continue
        field = spec_mod.sets or _FIELD.get(spec_mod.field)
        if field is None or value == spec_mod.default:
            continue
        mods[field] = value
    roles = {op.role: v for op, v in zip(d.spec.operands, d.values, strict=True)}
    provisional = bool(inst.provisional_matrices())
    lanes = ctx.lanes
    try:
        execute_mods: dict[str, Any] = dict(mods)
        inst.layout("D", lanes, **execute_mods)
    except AmdMatrixError as e:
        raise ctx.unimplemented(st, f"{st.mnemonic} with {mods} ({e})") from None

    def reader(role: str) -> Any:
        v = roles.get(role)
        if v is None:
            return None
        if v.kind == "reg":
            file, first, count = v.file, v.first, v.count
            if file == "v":
                return lambda w: w.v[first:first + count]
            return lambda w: w.a[first:first + count]
        if v.kind == "const":
            text = v.text
            value: float = float(text) if any(ch in text for ch in ".eE") else float(int(text, 0))
            shape = _shape(inst, "C" if role == "C" else role, lanes, mods)
            image = pack(inst, "D" if (role == "C" and inst.sparse) else role, np.full(shape, value), wave=lanes,
                         **mods)
            return lambda w: image
        raise ctx.unimplemented(st, f"the {role} operand {v.text}")

    ra, rb = reader("A"), reader("B")
    rc = reader("C")
    rk = reader("K")
    rsa, rsb = reader("SA"), reader("SB")
    dv = roles["D"]
    if dv.kind != "reg":
        raise ctx.unimplemented(st, "a destination that is not a register range")
    dfile, dfirst, dcount = dv.file, dv.first, dv.count
    if inst.sparse:  # SMFMAC/SWMMAC accumulate into D: C is D's previous contents
        def rc(w: Wave) -> npt.NDArray[np.uint32]:
            return (w.v if dfile == "v" else w.a)[dfirst:dfirst + dcount]
    ctx.meta.kind = "matrix"
    ctx.meta.extra["matrix"] = MatrixInfo(inst, dfile, dfirst, dcount, lanes, mods)

    # The first execution goes through amdmatrix.emulate.execute (which validates the operands and
    # the modifiers); later ones run its compiled program on the same images directly.
    from ..emulator._engine import program

    prog = program(inst, lanes, dict(mods), clamp)
    dregs, zero_c = prog.dmap.registers, None
    checked = [False]

    def flat(x: Any) -> Any:
        return None if x is None else np.ascontiguousarray(x).reshape(1, -1)

    def run(w: Wave) -> None:
        a, b = ra(w), rb(w)
        c = rc(w) if rc is not None else None
        k = rk(w) if rk is not None else None
        sa = rsa(w) if rsa is not None else None
        sb = rsb(w) if rsb is not None else None
        if not checked[0]:
            kw: dict[str, Any] = {}
            if k is not None:
                kw["k_regs"] = k
            if sa is not None:
                kw["scale_a_regs"] = sa
            if sb is not None:
                kw["scale_b_regs"] = sb
            out = execute(inst, a, b, c, wave=lanes, clamp=clamp, provisional=provisional, **kw, **mods)
            checked[0] = True
        else:
            cc = c if c is not None else np.zeros((prog.cmap.registers, lanes), np.uint32)
            out = prog.run(flat(a), flat(b), flat(cc), flat(k), flat(sa), flat(sb)).reshape(dregs, lanes)
        arr = w.v if dfile == "v" else w.a
        arr[dfirst:dfirst + out.shape[0]] = out
    del zero_c
    return run


def _shape(inst: Instruction, matrix: str, wave: int, mods: dict[str, int]) -> tuple[int, ...]:
    """The (blocks, rows, cols) shape the emulator's pack takes for ``matrix`` (without the
    leading 1 of a single block)."""
    from ..emulator._maps import operand_map

    om = operand_map(inst, "D" if matrix == "C" else matrix, wave, dict(mods), read=False)
    blocks, rows, cols = om.shape
    return (rows, cols) if blocks == 1 else (blocks, rows, cols)


def source_of(m: str) -> str:
    return _SOURCE
