"""The operands of one AMDGPU instruction, split as LLVM's assembler splits them.

LLVM's AMDGPU assembly parser reads operands one after the other and skips a comma between
two of them when there is one: ``v_cndmask_b32 v1, 0, 1 vcc`` is four operands, the last
``vcc``. So an operand ends where its syntax ends, not at a comma:

* a register: ``v4``, ``v[4:7]``, ``a[0:15]``, ``acc3``, ``s[8:9]``, ``ttmp[4:5]``, a half
  ``v4.l``/``v4.h`` (16-bit operands, counted as v4), a list ``[v4, v5]`` (a MIMG address
  list ``[v4, v9, v[2:3]]`` need not be consecutive), or a named one (``vcc``, ``vcc_lo``,
  ``exec_hi``, ``m0``, ``scc``, ``null``, ``flat_scratch``, ``src_shared_base``, ...);
  register names are lower case (``V4`` is a symbol, as llvm-mc reads it);
* the same with source modifiers: ``-v4``, ``|v4|``, ``-|v4|``, ``abs(v4)``, ``neg(v4)``,
  ``sext(v4)``, and ``lit(...)``/``lit64(...)`` around a constant;
* a constant: an integer or floating-point number, a character, a symbol or an expression
  of them (LLVM reads an expression as far as it goes: ``1 + 2`` is one operand, and
  ``1 -v2`` is an expression llvm-mc rejects);
* ``off``, the operand that stands for a missing address or data register;
* a function-like operand: ``hwreg(...)``, ``sendmsg(...)``, ``swizzle(...)``, and runs of
  counters such as ``vmcnt(0) & lgkmcnt(0)`` or ``instid0(...) | instskip(...)``, one operand.

A modifier is a named bit (``glc``, ``offen``, ``clamp``, ... or ``no`` before one, which
clears it; ``scc`` outside memory instructions is the register ``src_scc``, and ``a16``
outside MIMG instructions the register ``a16``) or ``name:value`` (``offset:16``, ``cbsz:1``, ``op_sel:[0,1]``,
``quad_perm:[0,1,2,3]``; a blank after the colon is allowed). Modifiers carry no registers.
"""

from __future__ import annotations

import re

from .._dataclasses import dataclass
from .asm import MalformedLineError

__all__ = ["Item", "split", "REGISTER_NAMES", "NAMED_BITS", "OperandError"]

#: A register range: (file, first, last), both ends included.
Reg = tuple[str, int, int]


class OperandError(MalformedLineError):
    """An operand llvm-mc would not read (the message names it and starts with ``line N:``)."""


@dataclass(frozen=True, slots=True)
class Item:
    """One operand as llvm-mc reads it."""

    #: The operand's text as written (modifiers included: ``-|v4|``).
    text: str
    #: "reg" (registers, perhaps with source modifiers), "imm" (a constant or expression),
    #: "off" or "func" (``hwreg(...)``, ``vmcnt(0) lgkmcnt(0)``, ...).
    kind: str
    #: The registers of a "reg" operand (one range, or a list's ranges).
    regs: tuple[Reg, ...] = ()
    #: Source modifiers around the register or constant: a subset of "neg", "abs", "sext", "lit".
    mods: frozenset[str] = frozenset()


#: Named registers llvm-mc reads (AMDGPUAsmParser's special register names), as
#: (file, first, last): 64-bit pairs are (file, 0, 1) with ``_lo`` (file, 0, 0) and ``_hi``
#: (file, 1, 1); read-only sources (``src_*``) are files of their own.
REGISTER_NAMES: dict[str, Reg] = {
    "exec": ("exec", 0, 1), "exec_lo": ("exec", 0, 0), "exec_hi": ("exec", 1, 1),
    "vcc": ("vcc", 0, 1), "vcc_lo": ("vcc", 0, 0), "vcc_hi": ("vcc", 1, 1),
    "m0": ("m0", 0, 0),
    "flat_scratch": ("flat_scratch", 0, 1), "flat_scratch_lo": ("flat_scratch", 0, 0),
    "flat_scratch_hi": ("flat_scratch", 1, 1),
    "xnack_mask": ("xnack_mask", 0, 1), "xnack_mask_lo": ("xnack_mask", 0, 0), "xnack_mask_hi": ("xnack_mask", 1, 1),
    "tba": ("tba", 0, 1), "tba_lo": ("tba", 0, 0), "tba_hi": ("tba", 1, 1),
    "tma": ("tma", 0, 1), "tma_lo": ("tma", 0, 0), "tma_hi": ("tma", 1, 1),
    "scc": ("src_scc", 0, 0), "src_scc": ("src_scc", 0, 0),
    "vccz": ("src_vccz", 0, 0), "src_vccz": ("src_vccz", 0, 0),
    "execz": ("src_execz", 0, 0), "src_execz": ("src_execz", 0, 0),
    "shared_base": ("src_shared_base", 0, 0), "src_shared_base": ("src_shared_base", 0, 0),
    "shared_limit": ("src_shared_limit", 0, 0), "src_shared_limit": ("src_shared_limit", 0, 0),
    "private_base": ("src_private_base", 0, 0), "src_private_base": ("src_private_base", 0, 0),
    "private_limit": ("src_private_limit", 0, 0), "src_private_limit": ("src_private_limit", 0, 0),
    "pops_exiting_wave_id": ("src_pops_exiting_wave_id", 0, 0),
    "src_pops_exiting_wave_id": ("src_pops_exiting_wave_id", 0, 0),
    "lds_direct": ("lds_direct", 0, 0), "src_lds_direct": ("lds_direct", 0, 0),
    "src_flat_scratch_base_lo": ("src_flat_scratch_base", 0, 0),
    "src_flat_scratch_base_hi": ("src_flat_scratch_base", 1, 1),
    "null": ("null", 0, 0),
    "pc": ("pc", 0, 1),
}

#: Named bits llvm-mc reads as modifiers (``no`` before one clears it): cache policy, address
#: modes, MIMG and export flags, clamp, DPP and WMMA flags (LLVM 22's AMDGPUAsmParser; each is
#: checked live with llvm-mc-22 by tests/hazards/test_operands.py).
NAMED_BITS = frozenset("""
glc slc dlc scc sc0 sc1 nt nv tfe lwe da d16 a16 r128 unorm gds lds offen idxen addr64 clamp high compr vm done
row_en row_mirror row_half_mirror matrix_a_reuse matrix_b_reuse scale_offset
""".split())

#: Instructions whose operand is a label (SOPP branches, s_call): a word there is the label, even
#: one spelled as a named bit (`s_cbranch_scc1 done`, as llvm-mc-22 reads it).
_LABELLED = ("s_branch", "s_cbranch_", "s_call_")
#: Named bits of the export instructions alone.
_EXPORT_BITS = frozenset({"done", "vm", "compr", "row_en"})

#: Wrappers that hold one source operand.
_WRAPPERS = frozenset({"neg", "abs", "sext", "lit", "lit64"})
_GPR = re.compile(r"(v|s|a|acc|ttmp)(?:(\d+)|\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\])(?:\.[lh])?(?![\w.$@])")
_IDENT = re.compile(r"[A-Za-z_.$@?][\w.$@?]*")
_NAMED = re.compile(r"([A-Za-z_][\w]*)\s*:(?!:)")
_NUMBER = re.compile(r"(?:(?:0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)(?:[uU]?[lL]{1,2}|[uU])?"
                     r"|(?:\d+\.\d*|\.\d+)(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+)(?![\w.$@])")
_CHAR = re.compile(r"'(?:\\.|[^'\\])'")
_BINARY = re.compile(r"<<|>>|<=|>=|==|!=|<>|&&|\|\||[-+*/%&|^<>!]")
_SPACE = re.compile(r"[\s,]*")
_BLANK = re.compile(r"\s*")
_FILES = {"v": "v", "s": "s", "a": "a", "acc": "a", "ttmp": "ttmp"}
_LIMITS = {"v": 511, "a": 255, "s": 127, "ttmp": 15}


def _shown(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return repr(text) if len(text) <= limit else repr(text[: limit - 3] + "...")


class _Scanner:
    def __init__(self, text: str, line: int, mnemonic: str) -> None:
        self.text = text
        self.n = len(text)
        self.line = line
        self.mnemonic = mnemonic

    def fail(self, what: str) -> OperandError:
        return OperandError(f"line {self.line}: {what} in {_shown(self.text)}")

    def blank(self, pos: int) -> int:
        m = _BLANK.match(self.text, pos)
        return m.end() if m else pos

    # ------------------------------------------------------------ registers
    def register(self, pos: int) -> tuple[Reg, int] | None:
        """A register at ``pos`` (not a list), and where it ends."""
        text = self.text
        m = _GPR.match(text, pos)
        if m is not None:
            f = _FILES[m.group(1)]
            if m.group(2) is not None:
                lo = hi = int(m.group(2)) if len(m.group(2)) < 8 else 1 << 30
            else:
                lo = int(m.group(3)) if len(m.group(3)) < 8 else 1 << 30
                hi = (int(m.group(4)) if len(m.group(4)) < 8 else 1 << 30) if m.group(4) is not None else lo
            if hi < lo or hi > _LIMITS[f]:
                raise self.fail(f"bad register range {m.group(0)!r}")
            return (f, lo, hi), m.end()
        m = _IDENT.match(text, pos)
        if m is not None:
            reg = REGISTER_NAMES.get(m.group(0))
            if reg is not None:
                return reg, m.end()
        return None

    def register_list(self, pos: int) -> tuple[tuple[Reg, ...], int]:
        """``[v4, v5, v6]`` at ``pos`` (the ``[``): consecutive registers of one file are one range;
        others (a MIMG instruction's NSA address list, ``[v4, v9, v[2:3]]``) stay apart."""
        regs: list[Reg] = []
        pos += 1
        while True:
            pos = self.blank(pos)
            got = self.register(pos)
            if got is None:
                raise self.fail("a register list `[...]` holds registers only")
            regs.append(got[0])
            pos = self.blank(got[1])
            if pos < self.n and self.text[pos] == ",":
                pos += 1
                continue
            if pos < self.n and self.text[pos] == "]":
                pos += 1
                break
            raise self.fail("a register list `[...]` is not closed")
        f = regs[0][0]
        if f in _LIMITS and all(b[0] == f and b[1] == a[2] + 1 for a, b in zip(regs, regs[1:], strict=False)):
            return ((f, regs[0][1], regs[-1][2]),), pos
        return tuple(regs), pos

    # ------------------------------------------------------------ constants
    def primary(self, pos: int, depth: int = 0) -> int:
        """The end of one expression term at ``pos``."""
        if depth > 100:
            raise self.fail("an expression nests too deeply")
        text = self.text
        pos = self.blank(pos)
        if pos >= self.n:
            raise self.fail("an expression ends too early")
        ch = text[pos]
        if ch in "-+~!":
            return self.primary(pos + 1, depth + 1)
        if ch == "(":
            end = self.expression(pos + 1, depth + 1)
            end = self.blank(end)
            if end >= self.n or text[end] != ")":
                raise self.fail("a `(` is not closed")
            return end + 1
        m = _NUMBER.match(text, pos) or _CHAR.match(text, pos)
        if m is not None:
            return m.end()
        if self.register(pos) is not None or text.startswith("[", pos):
            raise self.fail(f"a register cannot be part of an expression (`{text[pos:pos + 12].strip()}`); "
                            "llvm-mc rejects it")
        m = _IDENT.match(text, pos)
        if m is not None:
            return m.end()
        raise self.fail(f"`{text[pos:pos + 12].strip()}` cannot start an operand")

    def expression(self, pos: int, depth: int = 0, stop_bar: bool = False) -> int:
        """The end of the expression at ``pos``: LLVM reads binary operators as far as they go."""
        end = self.primary(pos, depth)
        while True:
            nxt = self.blank(end)
            m = _BINARY.match(self.text, nxt)
            if m is None or (stop_bar and m.group(0) == "|"):
                return end
            end = self.primary(m.end(), depth + 1)

    # ------------------------------------------------------------ one operand
    def operand(self, pos: int, in_bar: bool = False) -> tuple[Item, int]:
        """The operand at ``pos`` (not a modifier) and where it ends."""
        text = self.text
        start = pos
        ch = text[pos]
        if ch == "-":
            after = self.blank(pos + 1)
            if after < self.n and (text[after] == "|" or self._starts_register(after) or self._wrapper(after)):
                inner, end = self.operand(after, in_bar)
                return Item(text[start:end], inner.kind, inner.regs, inner.mods | {"neg"}), end
        if ch == "|":
            inner, end = self.operand(self.blank(pos + 1), True)
            end = self.blank(end)
            if end >= self.n or text[end] != "|":
                raise self.fail("an absolute value `|...|` is not closed")
            return Item(text[start:end + 1], inner.kind, inner.regs, inner.mods | {"abs"}), end + 1
        wrapper = self._wrapper(pos)
        if wrapper is not None:
            name, open_at = wrapper
            inner, end = self.operand(self.blank(open_at + 1))
            end = self.blank(end)
            if end >= self.n or text[end] != ")":
                raise self.fail(f"`{name}(` is not closed")
            mod = "lit" if name.startswith("lit") else name
            return Item(text[start:end + 1], inner.kind, inner.regs, inner.mods | {mod}), end + 1
        if ch == "[":
            regs, end = self.register_list(pos)
            return Item(text[start:end], "reg", regs), end
        got = self.register(pos)
        if got is not None:
            return Item(text[start:got[1]], "reg", (got[0],)), got[1]
        m = _IDENT.match(text, pos)
        if m is not None:
            word = m.group(0)
            after = self.blank(m.end())
            if word == "off":
                return Item("off", "off"), m.end()
            if after < self.n and text[after] == "(" and word not in _WRAPPERS:
                return self.function(pos)
        end = self.expression(pos, stop_bar=in_bar)
        return Item(text[start:end].strip(), "imm"), end

    def function(self, pos: int) -> tuple[Item, int]:
        """``name(...)`` and the runs joined by blanks, ``&``, ``|`` or commas (``vmcnt(0) & lgkmcnt(0)``)."""
        start = pos
        end = pos
        while True:
            m = _IDENT.match(self.text, pos)
            if m is None:
                break
            after = self.blank(m.end())
            if after >= self.n or self.text[after] != "(" or m.group(0) in _WRAPPERS:
                break
            end = self._close(after)
            pos = self.blank(end)
            while pos < self.n and self.text[pos] in "&|,":
                pos = self.blank(pos + 1)
        return Item(self.text[start:end], "func"), end

    def _close(self, pos: int) -> int:
        depth = 0
        for k in range(pos, self.n):
            c = self.text[k]
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    return k + 1
        raise self.fail("a `(` is not closed")

    def _starts_register(self, pos: int) -> bool:
        return self.text.startswith("[", pos) or self.register(pos) is not None

    def _wrapper(self, pos: int) -> tuple[str, int] | None:
        m = _IDENT.match(self.text, pos)
        if m is None or m.group(0) not in _WRAPPERS:
            return None
        after = self.blank(m.end())
        if after < self.n and self.text[after] == "(":
            return m.group(0), after
        return None

    # ------------------------------------------------------------ modifiers
    def modifier(self, pos: int) -> tuple[str, int] | None:
        """A modifier at ``pos`` (``glc``, ``offset:16``, ``op_sel:[0,1]``) and where it ends."""
        text = self.text
        m = _NAMED.match(text, pos)
        if m is not None:
            value = self.blank(m.end())
            if value >= self.n:
                raise self.fail(f"the modifier `{m.group(1)}:` has no value")
            if text[value] == "[":
                close = text.find("]", value)
                if close < 0:
                    raise self.fail(f"the modifier `{m.group(1)}:[` is not closed")
                end = close + 1
            else:
                ident = _IDENT.match(text, value)
                after = self.blank(ident.end()) if ident else value
                if ident is not None and after < self.n and text[after] == "(":
                    end = self._close(after)  # offset:swizzle(QUAD_PERM, 0, 1, 2, 3)
                else:
                    end = self.expression(value)  # offset:16, offset:4 * k_stride, dst_sel:WORD_1
            return f"{m.group(1)}:{' '.join(text[value:end].split())}", end
        m = _IDENT.match(text, pos)
        if m is not None:
            word = m.group(0)
            low = word.lower()
            if low in NAMED_BITS or (low.startswith("no") and low[2:] in NAMED_BITS):
                if (word == "scc" and not self._memory()) or (word == "a16" and not self.mnemonic.startswith("image_")):
                    return None  # src_scc or AGPR 16, the registers
                if self.mnemonic.startswith(_LABELLED) or (low in _EXPORT_BITS and not self.mnemonic.startswith("exp")):
                    return None  # a label or symbol of that name: LLVM reads a named bit only where the form has it
                after = self.blank(m.end())
                if after < self.n and text[after] == "(":
                    return None
                return word, m.end()
        return None

    def _memory(self) -> bool:
        return self.mnemonic.startswith(("buffer_", "tbuffer_", "global_", "flat_", "scratch_", "image_", "ds_",
                                         "s_load", "s_buffer", "s_store", "s_scratch", "s_atomic", "s_dcache"))


_SPLIT: dict[tuple[str, str], tuple[tuple[Item, ...], tuple[str, ...]]] = {}


def split(text: str, line: int = 0, mnemonic: str = "") -> tuple[tuple[Item, ...], tuple[str, ...]]:
    """The operands and the modifiers of one instruction (``text`` follows the mnemonic).

    Raises OperandError (an AmdMatrixError whose message starts with ``line N:``) for an
    operand llvm-mc would not read.
    """
    key = (text, mnemonic)
    got = _SPLIT.get(key)
    if got is not None:
        return got
    sc = _Scanner(text, line, mnemonic)
    if text.count("[") != text.count("]") or text.count("(") != text.count(")"):
        raise sc.fail("unbalanced brackets")
    items: list[Item] = []
    mods: list[str] = []
    pos = 0
    n = len(text)
    first = True
    while True:
        m = _SPACE.match(text, pos)
        end = m.end() if m else pos
        commas = text.count(",", pos, end)
        pos = end
        if commas > 1 or (commas and (first or pos >= n)):
            raise sc.fail("an operand is missing")
        first = False
        if pos >= n:
            break
        mod = sc.modifier(pos)
        if mod is not None:
            mods.append(mod[0])
            pos = mod[1]
            continue
        item, pos = sc.operand(pos)
        items.append(item)
    got = (tuple(items), tuple(mods))
    if len(_SPLIT) < 200_000:
        _SPLIT[key] = got
    return got
