"""Other ways of writing an assembly line that LLVM 22's assembler also reads, and a few it rejects.

:func:`respell` takes an instruction as LLVM prints it (``mnemonic op, op, ... mod mod``)
and rewrites it with a random choice of the spellings below, each applied with the same
probability where it applies. ``tools/gen_encoding_vectors.py`` uses it to write the
random-spelling vectors, and ``tests/encoding/test_encoding.py`` to draw a live sample; whether a
line is accepted, and its bytes, always come from llvm-mc-22 itself.

The spellings (names are recorded in the vectors' ``sp`` key):

mnemonic   ``alias`` (another mnemonic LLVM takes), ``case`` (upper or mixed case),
           ``suffix`` (``_e64`` on VOP3P/MAI mnemonics, ``_e32`` on ``v_accvgpr_mov_b32``)
registers  ``acc`` (``acc[0:15]``, ``acc5``), ``reglist`` (``[v0,v1]``, ``[v5]``), ``regexpr``
           (``v[0+2:3]``), ``regindex`` (``v[5]``, ``v[5:5]``), ``blanks`` (``v[ 0 : 3 ]``)
operands   ``comma_mods`` (a comma before the modifiers), ``trailing_comma``, ``no_commas``
           (operands separated by blanks only), ``mod_commas`` (commas between modifiers)
modifiers  ``mod_expr`` (``cbsz:1+1``, ``abid:(2)``, ``blgp: 0x3``), ``list_expr``
           (``neg_lo:[0+1,0,0]``), ``partial_list`` (``op_sel_hi:[1,1]``), ``fourth`` (a
           fourth list element, which LLVM ignores)
constants  ``const_expr`` (``-(16)``, ``1+1``, ``0.0``, ``0xffffffffffffffff``),
           ``const_pattern`` (the bit pattern of the constant in the operand's width: 16-bit on
           RDNA4 16-bit outputs, 64-bit on F64 and RDNA3 wave32, ``0x3e22`` for BF16 1/(2*pi)),
           ``const_float`` (``.5``, ``5e-1``, ``0x1p-1``, ``- 1.0``)
rejected   ``unicode_digit`` (``v[٠:١]``), ``unicode_space``, ``neg_blank`` (``neg :[...]``),
           ``upper_reg`` (``V[0:3]``), ``double_comma``, ``octal_9`` (``cbsz:09``),
           ``five_elements``
"""

from __future__ import annotations

import random
import re
import struct
from collections.abc import Callable, Sequence

__all__ = ["ACCEPTED", "REJECTED", "applicable", "respell", "split_canonical"]

ACCEPTED = ("alias", "case", "suffix", "acc", "reglist", "regexpr", "regindex", "blanks", "comma_mods",
            "trailing_comma", "no_commas", "mod_commas", "mod_expr", "list_expr", "partial_list", "fourth",
            "const_expr", "const_pattern", "const_float")
REJECTED = ("unicode_digit", "unicode_space", "neg_blank", "upper_reg", "double_comma", "octal_9", "five_elements")

_REG = re.compile(r"^(v|a|s|ttmp)(?:(\d+)|\[(\d+):(\d+)\])$")
_FLOATS = {"0.5": 0.5, "-0.5": -0.5, "1.0": 1.0, "-1.0": -1.0, "2.0": 2.0, "-2.0": -2.0, "4.0": 4.0,
           "-4.0": -4.0, "0.15915494": 0.15915494309189532, "0.15915494309189532": 0.15915494309189532}


def split_canonical(line: str) -> tuple[str, list[str], list[str]]:
    """(mnemonic, operands, modifiers) of a line as LLVM prints it."""
    mnemonic, _, rest = line.partition(" ")
    parts = rest.split(", ")
    tail = parts[-1].split(" ")
    return mnemonic, [*parts[:-1], tail[0]], tail[1:]


def _int_expr(rnd: random.Random, n: int) -> str:
    forms: list[Callable[[], str]] = [lambda: f"{n - 1}+1" if n >= 1 else f"{n + 1}-1", lambda: f"({n})",
                                      lambda: f"{n + 2}-2", lambda: f"0x{n:x}" if n >= 0 else f"-0x{-n:x}",
                                      lambda: f"{n} + 0", lambda: f"(({n}))*1"]
    if n >= 0:
        forms += [lambda: f"0b{n:b}", lambda: f"{n * 2}/2", lambda: f"{n}|0"]
    return rnd.choice(forms)()


def _pattern(kind: str, text: str) -> str | None:
    """The bit pattern (as hex) of constant ``text`` in an operand of ``kind``."""
    width = {"b64": 64, "b32": 32, "b16": 16, "bf16": 16}[kind]
    if text in _FLOATS:
        x = _FLOATS[text]
        if kind == "b64":
            bits = struct.unpack("<Q", struct.pack("<d", x))[0]
        elif kind == "b16":
            bits = struct.unpack("<H", struct.pack("<e", x))[0]
        else:
            bits = struct.unpack("<I", struct.pack("<f", x))[0]
            if kind == "bf16":
                bits >>= 16  # LLVM's BF16 1/(2*pi) is 0x3e22, the binary32 pattern cut short
        return f"0x{bits:x}"
    try:
        v = int(text)
    except ValueError:
        return None
    return f"0x{v & ((1 << width) - 1):x}"


def _float_spelling(rnd: random.Random, text: str) -> str | None:
    if text not in _FLOATS or text.startswith("0.1591"):
        return None
    x = _FLOATS[text]
    sign = "-" if x < 0 else ""
    a = abs(x)
    return sign + rnd.choice([f"{a}".rstrip("0"), f"{a:e}", f"{a!r}0", a.hex(), f"{a * 10:g}e-1",
                              f" {a}" if sign else f"{a}"])


def _reg_parts(op: str) -> tuple[str, int, int] | None:
    m = _REG.match(op)
    if m is None:
        return None
    if m.group(2) is not None:
        return m.group(1), int(m.group(2)), int(m.group(2))
    return m.group(1), int(m.group(3)), int(m.group(4))


def _shape(line: str, c_kind: str | None) -> tuple[str, list[str], list[str], list[int], list[int], list[int],
                                                  int | None]:
    mnemonic, ops, mods = split_canonical(line)
    regs = [i for i, o in enumerate(ops) if _reg_parts(o) is not None]
    lists = [i for i, m in enumerate(mods) if ":[" in m]
    # (numeric values only: gfx1250's symbolic ones, matrix_a_fmt:MATRIX_FMT_FP4, are not expressions)
    ints = [i for i, m in enumerate(mods) if re.fullmatch(r"[a-z_]+:-?\d+", m)]
    c_index = len(ops) - 1 if c_kind is not None and len(ops) >= 4 else None
    if c_index is not None and (_reg_parts(ops[c_index]) is not None or
                                (ops[c_index] not in _FLOATS and not re.fullmatch(r"-?\d+", ops[c_index]))):
        c_index = None  # a register or a named source
    return mnemonic, ops, mods, regs, lists, ints, c_index


def applicable(line: str, *, aliases: Sequence[str] = (), c_kind: str | None = None) -> dict[str, bool]:
    """Which spellings (accepted and rejected) can be applied to ``line``."""
    _mn, ops, mods, regs, lists, ints, c = _shape(line, c_kind)
    singles = [i for i in regs if _reg_parts(ops[i])[1] == _reg_parts(ops[i])[2]]  # type: ignore[index]
    return {
        "alias": bool(aliases), "case": True, "suffix": True, "acc": any(ops[i].startswith("a") for i in regs),
        "reglist": bool(regs), "regexpr": bool(regs), "regindex": bool(singles), "blanks": bool(regs),
        "comma_mods": bool(mods), "trailing_comma": True, "no_commas": len(ops) > 1, "mod_commas": len(mods) > 1,
        "mod_expr": bool(ints), "list_expr": bool(lists), "partial_list": any(m.endswith(",0]") for m in mods),
        "fourth": bool(lists), "const_expr": c is not None and ops[c] not in _FLOATS,
        "const_pattern": c is not None,
        "const_float": c is not None and ops[c] in _FLOATS and not ops[c].startswith("0.1591"),
        "unicode_digit": bool(regs), "unicode_space": True, "neg_blank": any(m.startswith("neg:") for m in mods),
        "upper_reg": bool(regs), "double_comma": len(ops) > 2, "octal_9": bool(ints), "five_elements": bool(lists),
    }


def respell(line: str, rnd: random.Random, *, aliases: Sequence[str] = (), c_kind: str | None = None,
            neg_bit3: bool = False, vop1: bool = False, p: float = 0.3, reject: float = 0.0,
            focus: str | None = None) -> tuple[str, tuple[str, ...]]:
    """``line`` (LLVM's canonical text) written another way: (the new line, the spellings used).

    ``aliases``: the other mnemonics of the instruction; ``c_kind``: how C reads constants
    ("b32", "b64", "b16", "bf16"); ``neg_bit3``: the fourth element of ``neg`` is kept (CDNA3+ F64
    MFMA); ``vop1``: the instruction is VOP1 (``_e32``). ``focus`` is a spelling that is
    always used; each other applicable spelling is used with probability ``p`` (at least
    one is); with probability ``reject`` one rejected spelling is added as well.
    """
    for _ in range(20):
        text, used = _respell(line, rnd, aliases, c_kind, neg_bit3, vop1, p, reject, focus)
        if used and (focus is None or focus in used):
            return text, used
    return text, used


def _respell(line: str, rnd: random.Random, aliases: Sequence[str], c_kind: str | None, neg_bit3: bool,
             vop1: bool, p: float, reject: float, focus: str | None) -> tuple[str, tuple[str, ...]]:
    mnemonic, ops, mods, regs, lists, ints, c_index = _shape(line, c_kind)
    ok = applicable(line, aliases=aliases, c_kind=c_kind)
    choices = [s for s in ACCEPTED if ok[s]]
    picked = {s for s in choices if rnd.random() < p} or {rnd.choice(choices)}
    if focus is not None and ok.get(focus):
        picked.add(focus)

    done: set[str] = set()  # the spellings actually written

    if "alias" in picked:
        mnemonic = rnd.choice(list(aliases))
        done.add("alias")
    if "suffix" in picked:
        mnemonic += "_e32" if vop1 else "_e64"
        done.add("suffix")
    if "case" in picked:
        mnemonic = rnd.choice([mnemonic.upper(), "".join(c.upper() if rnd.random() < 0.5 else c for c in mnemonic)])
        done.add("case")
    for i in regs:
        file, first, last = _reg_parts(ops[i])  # type: ignore[misc]
        name = file
        if file == "a" and "acc" in picked:
            name = "acc"
            done.add("acc")
        if "reglist" in picked and rnd.random() < 0.7 and last - first < 16:
            ops[i] = "[" + ",".join(f"{name}{r}" for r in range(first, last + 1)) + "]"
            done.add("reglist")
            continue
        lo, hi = str(first), str(last)
        if "regexpr" in picked and rnd.random() < 0.7:
            lo, hi = _int_expr(rnd, first), _int_expr(rnd, last) if rnd.random() < 0.5 else hi
            done.add("regexpr")
        if first == last and "regindex" in picked:
            inner = rnd.choice([lo, f"{lo}:{hi}"])
            done.add("regindex")
        elif first == last and lo == str(first):
            ops[i] = f"{name}{first}"
            continue
        else:
            inner = f"{lo}:{hi}"
        if "blanks" in picked:
            inner = f" {inner.replace(':', ' : ')} "
            ops[i] = f"{name}{rnd.choice(['', ' '])}[{inner}]"
            done.add("blanks")
        else:
            ops[i] = f"{name}[{inner}]"
    if c_index is not None:
        c = ops[c_index]
        if "const_expr" in picked:
            n = int(c)
            forms = [_int_expr(rnd, n), f"-({-n})" if n < 0 else f"+{n}", f"0x{n & (1 << 64) - 1:x}"]
            if n == 0:
                forms.append(rnd.choice(["0.0", "0.", "0e0"]))
            ops[c_index] = rnd.choice(forms)
            done.add("const_expr")
        elif "const_pattern" in picked and _pattern(c_kind or "b32", c) is not None:
            ops[c_index] = _pattern(c_kind or "b32", c) or c
            done.add("const_pattern")
        elif "const_float" in picked and _float_spelling(rnd, c) is not None:
            ops[c_index] = _float_spelling(rnd, c) or c
            done.add("const_float")
    for i in ints:
        name, _, val = mods[i].partition(":")
        if "mod_expr" in picked:
            sep = rnd.choice([":", ": ", " :", " : "]) if name != "neg" else ":"
            mods[i] = f"{name}{sep}{_int_expr(rnd, int(val))}"
            done.add("mod_expr")
    for i in lists:
        name, _, val = mods[i].partition(":")
        items = val.strip("[]").split(",")
        shorten = "partial_list" in picked and items[-1] == "0"
        if shorten and "fourth" in picked:
            shorten = rnd.random() < 0.5
        if shorten:
            while len(items) > 1 and items[-1] == "0":
                items.pop()
            done.add("partial_list")
        elif "fourth" in picked and len(items) == 3:
            items.append("0" if neg_bit3 and name == "neg" else rnd.choice("01"))
            done.add("fourth")
        if "list_expr" in picked:
            items = [rnd.choice([f"({x})", f"{x}+0", f"1-{1 - int(x)}", f"{x}*1"]) if rnd.random() < 0.6 else x
                     for x in items]
            done.add("list_expr")
        mods[i] = f"{name}:[{','.join(items)}]"
    done |= picked & {"comma_mods", "trailing_comma", "no_commas", "mod_commas"}

    bad: str | None = None
    if reject and rnd.random() < reject:
        options = [b for b in REJECTED if ok[b]]
        # neg_blank applies to few lines (F64 neg): give it more weight where it does
        bad = rnd.choices(options, weights=[6 if b == "neg_blank" else 1 for b in options])[0]
    if bad == "double_comma":
        done.discard("no_commas")
    used = [s for s in ACCEPTED if s in done]
    if bad is not None:
        used.append(bad)
    op_sep = " " if "no_commas" in picked and bad != "double_comma" else ", "
    if bad == "double_comma":
        ops[1] = ", " + ops[1]
    if bad == "upper_reg":
        i = rnd.choice(regs)
        ops[i] = re.sub(r"(acc|v|a|s)(?=[\[ 0-9])", lambda m: m.group().upper(), ops[i], count=1)
    if bad == "unicode_digit":
        i = rnd.choice(regs)
        ops[i] = re.sub(r"\d", lambda m: chr(0x660 + int(m.group())), ops[i], count=1)
    if bad == "five_elements":
        i = rnd.choice(lists)
        name, _, val = mods[i].partition(":")
        items = val.strip("[]").split(",")
        mods[i] = f"{name}:[{','.join((items + ['0'] * 5)[:5])}]"
    if bad == "octal_9":
        i = rnd.choice(ints)
        mods[i] = mods[i].split(":")[0] + ":09"
    if bad == "neg_blank":
        mods = [m.replace("neg:", rnd.choice(["neg :", "neg : "]), 1) if m.startswith("neg:") else m for m in mods]
    text = mnemonic + " " + op_sep.join(ops)
    if mods:
        text += ("," if "comma_mods" in picked else "") + " " + (", " if "mod_commas" in picked else " ").join(mods)
    if "trailing_comma" in picked:
        text += rnd.choice([",", " ,"])
    if bad == "unicode_space":
        spaces = [m.start() for m in re.finditer(" ", text)]
        i = rnd.choice(spaces)
        text = text[:i] + rnd.choice(["\u00a0", "\u2003", "\u3000"]) + text[i + 1:]
    return text, tuple(used)
