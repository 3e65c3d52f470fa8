"""The ``--fields`` view: every field of an encoded instruction, and what its modifiers mean.

For each set modifier the text says, in words, what it does to this instruction's
operands, and gives the ``amdmatrix -a ARCH -i INST -R ...`` command that prints the
register layout it produces.
"""

from __future__ import annotations

from ..modifiers import BLGP_PATTERNS
from .codec import Decoded
from .fields import FORMS, unpack
from .spec import ArchSpec

__all__ = ["field_lines", "meaning_lines", "words_hex", "bytes_list"]

_ROLE_NAME = {"D": "D", "A": "A", "B": "B", "C": "C", "K": "K (sparse index)", "SRC": "source"}
_NEG_WHAT = ("A", "B", "C")


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
    s = d.spec
    word = int.from_bytes(data, "little")
    f = unpack(s.form, word)
    notes: dict[str, str] = {}
    for op, v in zip(s.operands, d.values):
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
    enc = "VOP1" if s.form == "VOP1" else ("VOP3P-MAI" if s.form == "VOP3P-MAI" else "VOP3P")
    notes["ENCODING"] = f"{enc} (0b{f['ENCODING']:b})"
    for m in s.mods:
        v = d.mods.get(m.name, m.default)
        if m.field == "OPSEL_HI":
            notes["OPSEL_HI"] = notes["OPSEL_HI2"] = f"op_sel_hi:[{v & 1},{v >> 1 & 1},{v >> 2 & 1}]"
        elif m.field not in notes:
            notes[m.field] = f"{m.name}:{_show(m.kind, v)}" if m.kind != "flag" else (m.name if v else "")
    if s.fixed and all(m.field != "OPSEL_HI" for m in s.mods):
        notes["OPSEL_HI"] = notes["OPSEL_HI2"] = "fixed by the assembler (op_sel_hi:[1,1,1])"
    out = []
    for fl in FORMS[s.form]:
        v = f[fl.name]
        shown = f"0x{v:x}" if fl.width >= 7 else str(v)
        label = f"{fl.name}{fl.bits}={shown}"
        note = notes.get(fl.name, "")
        out.append(f"  {label:<22} {note}".rstrip())
    return out


def _show(kind: str, v: int) -> str:
    if kind == "bits":
        return f"[{v & 1},{v >> 1 & 1},{v >> 2 & 1}]"
    return str(v)


def meaning_lines(aspec: ArchSpec, d: Decoded) -> list[str]:
    """What each modifier that is set does, with the -R command showing the layout."""
    s = d.spec
    inst = s.inst
    if inst is None:
        return []
    arch = aspec.arch.name
    base = f"amdmatrix -a {arch} -i {inst.mnemonic}"
    wave = f" -w {d.wave}" if d.wave != aspec.arch.default_wave else ""
    m = {k: v for k, v in d.mods.items()}
    out: list[str] = []

    def say(text: str, cmd: str | None = None) -> None:
        out.append(f"  {text}")
        if cmd:
            out.append(f"    layout: {base} -R {cmd}{wave}")

    cbsz, abid = m.get("cbsz", 0), m.get("abid", 0)
    if cbsz or abid:
        if inst.cbsz_meaning == "broadcast":
            if cbsz == 0:
                say(f"cbsz:0 abid:{abid}: ABID has no effect without CBSZ (no broadcast)")
            elif cbsz > inst.blocks.bit_length() - 1:
                say(f"cbsz:{cbsz}: larger than log2({inst.blocks} blocks); the ISA gives it no meaning here "
                    "(LLVM encodes it anyway)")
            else:
                size = 1 << cbsz
                if abid >= size:
                    say(f"abid:{abid} is not a block of a {size}-block group (CBSZ {cbsz}); the ISA gives it no "
                        "meaning (LLVM encodes it anyway)")
                else:
                    say(f"cbsz:{cbsz} abid:{abid}: A's blocks form groups of {size}; block {abid} of each group "
                        "is broadcast to every block of its group", f"-A --cbsz {cbsz} --abid {abid}")
        elif inst.cbsz_meaning == "index_set":
            if cbsz == 0:
                say(f"abid:{abid}: selects compression index set {abid} of the index register K",
                    f"-k --cbsz 0 --abid {abid}")
            else:
                say(f"cbsz:{cbsz}: CBSZ != 0, so ABID ({abid}) is ignored and index set 0 is used",
                    f"-k --cbsz {cbsz} --abid {abid}")
        elif inst.cbsz_meaning == "format":
            say(f"cbsz:{cbsz}: the data format of A", f"-A --cbsz {cbsz}")
        else:
            say(f"cbsz:{cbsz} abid:{abid}: {inst.mnemonic} has {inst.blocks} block(s) and no broadcast; the ISA "
                "gives CBSZ/ABID no meaning here (LLVM accepts and encodes them anyway)")
    blgp = m.get("blgp", 0)
    if blgp:
        if inst.blgp_meaning == "lanes":
            say(f"blgp:{blgp}: B is read with lane pattern {blgp}: {BLGP_PATTERNS[blgp]}", f"-B --blgp {blgp}")
        elif inst.blgp_meaning == "format":
            say(f"blgp:{blgp}: the data format of B", f"-B --blgp {blgp}")
        else:
            say(f"blgp:{blgp}: {inst.mnemonic} gives BLGP no meaning on {arch} (LLVM accepts and encodes it anyway)")
    neg = m.get("neg", 0)
    if neg and s.mod("neg") is not None:  # CDNA3 F64: neg:[a,b,c] is the BLGP field
        which = ", ".join(_NEG_WHAT[i] for i in range(3) if neg >> i & 1)
        say(f"neg:{_show('bits', neg)}: negates {which} (the BLGP bits of F64 MFMA)",
            f"-{_NEG_WHAT[(neg & -neg).bit_length() - 1]} --blgp {neg}")
    neg_lo, neg_hi = m.get("neg_lo", 0), m.get("neg_hi", 0)
    if neg_lo or neg_hi:
        if inst.neg_meaning == "signedness":
            for i, who in enumerate(("A", "B")):
                if neg_lo >> i & 1:
                    say(f"neg_lo[{i}]: {who} holds signed integers (unsigned without it)",
                        f"-{who} --neg {neg_lo & 3}")
            if neg_lo & 4 or neg_hi:
                say("neg_lo[2]/neg_hi: no meaning for integer WMMA (LLVM accepts and encodes them anyway)")
        else:
            for i, who in enumerate(_NEG_WHAT):
                lo, hi = neg_lo >> i & 1, neg_hi >> i & 1
                if not (lo or hi):
                    continue
                if who == "C":
                    parts = [p for p, on in (("takes the absolute value of C", hi), ("negates C", lo)) if on]
                    say(f"neg_lo[2]={lo} neg_hi[2]={hi}: {' and then '.join(parts)}",
                        f"-C --neg {neg_lo} --neg-hi {neg_hi}")
                else:
                    halves = " and ".join(h for h, on in (("low", lo), ("high", hi)) if on)
                    say(f"neg_lo[{i}]={lo} neg_hi[{i}]={hi}: negates the {who} values in the {halves} 16 bits "
                        "of each register", f"-{who} --neg {neg_lo} --neg-hi {neg_hi}")
    op_sel = m.get("op_sel", 0)
    if op_sel:
        if op_sel & 4 and inst.opsel_meaning == "output_half":
            say("op_sel[2]: C is read from, and D written to, the high 16 bits of each register",
                "-D --opsel 4")
        if op_sel & 3:
            say(f"op_sel:{_show('bits', op_sel)}: op_sel[0] and op_sel[1] have no effect on WMMA")
    if s.mod("op_sel_hi") is not None and m.get("op_sel_hi", 7) != 7:
        say(f"op_sel_hi:{_show('bits', m['op_sel_hi'])}: not the default [1,1,1]; WMMA ignores op_sel_hi")
    key = m.get("index_key", 0)
    if key:
        say(f"index_key:{key}: selects compression index set {key} of the index register K", f"-k --opsel {key}")
    if m.get("clamp", 0):
        say("clamp: integer results saturate instead of wrapping")
    return out
