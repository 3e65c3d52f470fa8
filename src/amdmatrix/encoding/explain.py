"""The ``--fields`` view: every field of an encoded instruction, and what its modifiers mean.

For each set modifier the text says, in words, what it does to this instruction's
operands, and gives the ``amdmatrix -a ARCH -i INST -R ...`` command that prints the
register layout it produces.
"""

from __future__ import annotations

from .codec import Decoded
from .fields import FORMS, unpack
from .spec import ArchSpec

__all__ = ["field_lines", "field_rows", "meaning_lines", "meanings", "words_hex", "bytes_list"]

_ROLE_NAME = {"D": "D", "A": "A", "B": "B", "C": "C", "K": "K (sparse index)", "SRC": "source",
              "SA": "A scale", "SB": "B scale"}


def bytes_list(data: bytes) -> str:
    """Bytes the way ``llvm-mc -show-encoding`` prints them."""
    return "[" + ",".join(f"0x{b:02x}" for b in data) + "]"


def words_hex(data: bytes) -> str:
    """The instruction as 64-bit words (first dword in the high half), or one 32-bit word."""
    if len(data) == 4:
        return f"0x{int.from_bytes(data, 'little'):08x}"
    out = []
    for i in range(0, len(data), 8):
        lo, hi = data[i:i + 4], data[i + 4:i + 8]
        out.append(f"0x{int.from_bytes(lo, 'little'):08x}{int.from_bytes(hi, 'little'):08x}")
    return " ".join(out)


def _src_note(value: int) -> str:
    if value >= 256:
        return f"register {value - 256}"
    return ""


def field_lines(aspec: ArchSpec, d: Decoded, data: bytes) -> list[str]:
    """One line per field: ``NAME[hi:lo]=value`` and what the value stands for."""
    rows = field_rows(aspec, d, data)
    labels = [(f"{name}{bits}={f'0x{value:x}' if width >= 7 else str(value)}", note)
              for name, bits, width, value, note in rows]
    size = max(len(label) for label, _note in labels)
    return [f"  {label:<{size}}  {note}".rstrip() for label, note in labels]


def field_rows(aspec: ArchSpec, d: Decoded, data: bytes) -> list[tuple[str, str, int, int, str]]:
    """One row per field of the encoding: (name, bits such as "[7:0]", width, value, what it means)."""
    s = d.spec
    word = int.from_bytes(data, "little")
    f = unpack(s.form, word)
    notes: dict[str, str] = {}
    for op, v in zip(s.operands, d.values, strict=True):
        notes[op.field] = f"{_ROLE_NAME[op.role]} = {v}"
    if s.form == "VOP3P-MAI":
        if aspec.acc_cd:
            notes["ACC_CD"] = "C and D are AccVGPRs" if f["ACC_CD"] else "C and D are ArchVGPRs"
        else:
            notes["ACC_CD"] = f"{aspec.arch.name} keeps C and D in AccVGPRs; the bit must be 0"
        acc = f["ACC"]
        notes["ACC"] = (f"A from {'AccVGPRs' if acc & 1 else 'ArchVGPRs'}, "
                        f"B from {'AccVGPRs' if acc & 2 else 'ArchVGPRs'}")
    notes["OP"] = s.inst.mnemonic if s.inst is not None else s.name.upper()
    enc = "VOP1" if s.form == "VOP1" else ("VOP3P-MAI" if s.form in ("VOP3P-MAI", "SCALE") else "VOP3P")
    notes["ENCODING"] = f"{enc} (0b{f['ENCODING']:b})"
    if s.form == "WMMA-SCALE":
        notes["LS.OP"] = "the V_WMMA_LD_SCALE*_PAIRED prefix: the scales of the WMMA that follows"
        notes["LS.ENCODING"] = f"VOP3P (0b{f['LS.ENCODING']:b})"
        notes["LS.SRC2"] = "must be v0 (LLVM 22.1)"
    if s.form == "SCALE":
        notes["LS.OP"] = "V_MFMA_LD_SCALE_B32: the scale prefix of a V_MFMA_SCALE instruction"
        notes["LS.ENCODING"] = f"VOP3P (0b{f['LS.ENCODING']:b})"
        notes["ABID"] = "must be 1 in the scale form (1: use the scales)"
    for m in s.mods_at(d.wave):
        mv = d.mods.get(m.name, m.default)
        if m.at:  # gfx1250: several modifiers share a field
            text = m.name if m.kind == "flag" else f"{m.name}:{m.symbols[mv] if mv < len(m.symbols) else mv}"
            for name in {fl.name for fl in FORMS[s.form] for b in m.at if fl.lo <= b <= fl.hi}:
                if m.kind != "flag" or mv:
                    notes[name] = f"{notes[name]} {text}" if name in notes else text
        elif m.field == "OPSEL_HI":
            notes["OPSEL_HI"] = notes["OPSEL_HI2"] = f"op_sel_hi:[{mv & 1},{mv >> 1 & 1},{mv >> 2 & 1}]"
        elif m.field not in notes:
            notes[m.field] = f"{m.name}:{_show(m.kind, mv)}" if m.kind != "flag" else (m.name if mv else "")
    if s.form == "SCALE":
        sel = d.mods.get("op_sel", 0)
        hi = d.mods.get("op_sel_hi", 0)
        notes["LS.OPSEL"] = f"op_sel:{_show('bits', sel)}"
        notes["LS.OPSEL_HI"] = f"op_sel_hi:{_show('bits', hi)}"
    if s.fixed and all(not m.field.endswith("OPSEL_HI") for m in s.mods) and "OPSEL_HI2" in dict(s.fixed):
        notes["OPSEL_HI"] = notes["OPSEL_HI2"] = "fixed by the assembler (op_sel_hi:[1,1,1])"
    for name, _value in s.fixed:  # (gfx1250: the op_sel_hi bits no modifier takes)
        notes.setdefault(name, "set by the assembler")
    return [(fl.name, fl.bits, fl.width, f[fl.name], notes.get(fl.name, "")) for fl in FORMS[s.form]]


def _show(kind: str, v: int) -> str:
    if kind == "bits":
        return f"[{v & 1},{v >> 1 & 1},{v >> 2 & 1}]"
    return str(v)


def meaning_lines(aspec: ArchSpec, d: Decoded) -> list[str]:
    """What each modifier that is set does, with the -R command showing the layout."""
    out: list[str] = []
    for text, cmd in meanings(aspec, d):
        out.append(f"  {text}")
        if cmd:
            out.append(f"    layout: {cmd}")
    return out


#: The field groups (amdmatrix.meanings.GROUPS: CBSZ/ABID, BLGP, OPSEL, NEG) in the order
#: their explanations are printed: NEG before OPSEL.
_EXPLAIN_ORDER = (0, 1, 3, 2)


def meanings(aspec: ArchSpec, d: Decoded) -> list[tuple[str, str | None]]:
    """What each modifier that is set does: (explanation, the ``amdmatrix ... -R`` command
    printing the layout it produces, or None). Each field group's meaning explains itself."""
    inst = d.spec.inst
    if inst is None:
        return []
    base = f"amdmatrix -a {aspec.arch.name} -i {inst.mnemonic}"
    wave = f" -w {d.wave}" if d.wave != aspec.arch.default_wave else ""
    groups = inst.meanings
    # the model's field names for what gfx1250 spells matrix_a_fmt/matrix_b_fmt
    llvm = {**d.mods, **{m.sets: d.mods.get(m.name, 0) for m in d.spec.mods if m.sets}}
    out = [(text, f"{base} -R {args}{wave}" if args else None)
           for n in _EXPLAIN_ORDER for text, args in groups[n].explain(inst, llvm)]
    if d.mods.get("clamp", 0):
        out.append(("clamp: integer results saturate instead of wrapping", None))
    return out
