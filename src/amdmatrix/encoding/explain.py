"""The ``--fields`` view: every field of an encoded instruction, and what its modifiers mean.

For each set modifier the text says, in words, what it does to this instruction's
operands, and gives the ``amdmatrix -a ARCH -i INST -R ...`` command that prints the
register layout it produces.
"""

from __future__ import annotations

from ..modifiers import BLGP_PATTERNS
from ..vocabulary import F8F6F4_ELEMENTS, F8F6F4_FORMATS
from .codec import Decoded
from .fields import FORMS, unpack
from .spec import ArchSpec

__all__ = ["field_lines", "field_rows", "meaning_lines", "meanings", "words_hex", "bytes_list"]

_ROLE_NAME = {"D": "D", "A": "A", "B": "B", "C": "C", "K": "K (sparse index)", "SRC": "source",
              "SA": "A scale", "SB": "B scale"}
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
    if s.form == "SCALE":
        notes["LS.OP"] = "V_MFMA_LD_SCALE_B32: the scale prefix of a V_MFMA_SCALE instruction"
        notes["LS.ENCODING"] = f"VOP3P (0b{f['LS.ENCODING']:b})"
        notes["ABID"] = "must be 1 in the scale form (1: use the scales)"
    for m in s.mods_at(d.wave):
        mv = d.mods.get(m.name, m.default)
        if m.field == "OPSEL_HI":
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
    return [(fl.name, fl.bits, fl.width, f[fl.name], notes.get(fl.name, "")) for fl in FORMS[s.form]]


def _show(kind: str, v: int) -> str:
    if kind == "bits":
        return f"[{v & 1},{v >> 1 & 1},{v >> 2 & 1}]"
    return str(v)


_FORMATS = tuple(f"{f.upper()} ({e.upper()})" for f, e in zip(F8F6F4_FORMATS, F8F6F4_ELEMENTS, strict=True))


def _format(code: int) -> str:
    return _FORMATS[code] if code < len(_FORMATS) else f"a reserved format ({code}; LLVM sizes it like FP8)"


def meaning_lines(aspec: ArchSpec, d: Decoded) -> list[str]:
    """What each modifier that is set does, with the -R command showing the layout."""
    out: list[str] = []
    for text, cmd in meanings(aspec, d):
        out.append(f"  {text}")
        if cmd:
            out.append(f"    layout: {cmd}")
    return out


def meanings(aspec: ArchSpec, d: Decoded) -> list[tuple[str, str | None]]:
    """What each modifier that is set does: (explanation, the ``amdmatrix ... -R`` command
    printing the layout it produces, or None)."""
    s = d.spec
    inst = s.inst
    if inst is None:
        return []
    arch = aspec.arch.name
    base = f"amdmatrix -a {arch} -i {inst.mnemonic}"
    wave = f" -w {d.wave}" if d.wave != aspec.arch.default_wave else ""
    m = {k: v for k, v in d.mods.items()}
    out: list[tuple[str, str | None]] = []

    def say(text: str, cmd: str | None = None) -> None:
        out.append((text, f"{base} -R {cmd}{wave}" if cmd else None))

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
            say(f"cbsz:{cbsz}: A holds {_format(cbsz)} values", f"-A --cbsz {cbsz}" if cbsz <= 4 else None)
        else:
            say(f"cbsz:{cbsz} abid:{abid}: {inst.mnemonic} has {inst.blocks} block(s) and no broadcast; the ISA "
                "gives CBSZ/ABID no meaning here (LLVM accepts and encodes them anyway)")
    blgp = m.get("blgp", 0)
    if blgp:
        if inst.blgp_meaning == "lanes":
            say(f"blgp:{blgp}: B is read with lane pattern {blgp}: {BLGP_PATTERNS[blgp]}", f"-B --blgp {blgp}")
        elif inst.blgp_meaning == "format":
            say(f"blgp:{blgp}: B holds {_format(blgp)} values", f"-B --blgp {blgp}" if blgp <= 4 else None)
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
    if inst.opsel_meaning == "scale_byte":
        hi = m.get("op_sel_hi", 0)
        for i, who in enumerate(("A", "B")):
            byte = (op_sel >> i & 1) | (hi >> i & 1) << 1
            say(f"op_sel[{i}]={op_sel >> i & 1} op_sel_hi[{i}]={hi >> i & 1}: the {who} scales are byte {byte} "
                f"(bits {8 * byte + 7}:{8 * byte}) of {'SA' if i == 0 else 'SB'}",
                f"--{who}-scale --opsel {op_sel & 3} --opsel-hi {hi & 3}")
        op_sel = 0
    if op_sel:
        if op_sel & 4 and inst.opsel_meaning == "output_half":
            say("op_sel[2]: C is read from, and D written to, the high 16 bits of each register",
                "-D --opsel 4")
        if op_sel & 3:
            say(f"op_sel:{_show('bits', op_sel)}: op_sel[0] and op_sel[1] have no effect on WMMA")
    if s.mod("op_sel_hi") is not None and inst.opsel_meaning != "scale_byte" and m.get("op_sel_hi", 7) != 7:
        say(f"op_sel_hi:{_show('bits', m['op_sel_hi'])}: not the default [1,1,1]; WMMA ignores op_sel_hi")
    key = m.get("index_key", 0)
    if key:
        say(f"index_key:{key}: selects compression index set {key} of the index register K", f"-k --opsel {key}")
    if m.get("clamp", 0):
        say("clamp: integer results saturate instead of wrapping")
    return out
