"""Encode assembly to bytes and decode bytes to assembly, the way llvm-mc-22 does.

Both directions go through one :class:`Decoded` value (the instruction's spec, its resolved
operands and modifier values), and one validator: a word decodes only if the text it
prints would assemble again, so ``decode`` never prints something the assembler rejects.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator
from typing import Any, overload

from .._dataclasses import dataclass
from ..archs import Arch, arch_first, resolve_arch
from ..catalog import architectures, suggest
from .errors import ArgumentError, AsmError, DecodeError
from .fields import FORMS, SIZES, unpack
from .spec import (
    DECODE_NARROW,
    GFX1250_SCALAR_PAIRS,
    LLVM_MODS,
    SCALAR_ALIASES,
    ArchSpec,
    InstSpec,
    ModSpec,
    OperandSpec,
    arch_spec,
    const_value_text,
    float_const_code,
    int_const_code,
    scalar_allowed,
    spellings_elsewhere,
)
from .syntax import FloatLit, IntLit, Mod, Named, Reg, Statement, parse_line, parse_line_fast, split_lines

__all__ = ["Value", "Decoded", "encode", "decode", "encode_lines", "assemble_line", "decode_one", "iter_decode",
           "resolve_wave", "to_arch", "clear_caches"]

_ROLE_WORDS = {"D": "D (destination)", "A": "A", "B": "B", "C": "C", "K": "the sparse index K", "SRC": "the source",
               "SA": "the A scale", "SB": "the B scale"}
_KNOWN_MODS = ("cbsz", "abid", "blgp", "neg", "neg_lo", "neg_hi", "op_sel", "op_sel_hi", "index_key", "clamp",
               *(d.name for d in LLVM_MODS))


@dataclass(slots=True, unsafe_hash=True, repr=False)
class Value:
    """A resolved operand: a register range, a scalar source or an inline constant.

    ``kind`` is "reg" (``file`` "v" or "a", ``first`` and ``count`` registers), "scalar" or
    "const" (``code``: the 9-bit source code, ``text``: how LLVM prints it).
    """

    kind: str
    file: str = ""
    first: int = 0
    count: int = 1
    code: int = 0
    text: str = ""

    def __repr__(self) -> str:
        return f"Value({(self.kind, self.file, self.first, self.count, self.code, self.text)!r})"

    @property
    def last(self) -> int:
        return self.first + self.count - 1

    def src_code(self) -> int:
        """The 9-bit source-field value."""
        return 256 + self.first if self.kind == "reg" else self.code

    def __str__(self) -> str:
        if self.kind != "reg":
            return self.text
        return f"{self.file}{self.first}" if self.count == 1 else f"{self.file}[{self.first}:{self.last}]"


class Decoded:
    """One instruction: spec, operand values (in assembly order) and modifier values."""

    __slots__ = ("spec", "values", "mods", "wave", "_text", "_word")

    def __init__(self, spec: InstSpec, values: tuple[Value, ...], mods: dict[str, int], wave: int) -> None:
        self.spec = spec
        self.values = values
        self.mods = mods
        self.wave = wave
        self._text: str | None = None
        self._word: bytes | None = None

    def __repr__(self) -> str:
        return f"Decoded({self.text!r})"

    @property
    def text(self) -> str:
        """LLVM's canonical text of the instruction."""
        if self._text is None:
            s = self.spec
            out = f"{s.name} " + ", ".join([str(v) for v in self.values])
            for m in s.mods_at(self.wave):
                v = self.mods.get(m.name, m.unset)
                if v == m.default:
                    continue
                if m.kind == "flag":
                    out += f" {m.name}"
                elif m.symbols:
                    out += f" {m.name}:{m.symbols[v] if v < len(m.symbols) else v}"
                elif m.kind == "bits":
                    out += f" {m.name}:[" + ",".join([str(v >> i & 1) for i in range(m.shown or m.size)]) + "]"
                else:
                    out += f" {m.name}:{v}"
            self._text = out
        return self._text

    def value(self, role: str) -> Value | None:
        for op, v in zip(self.spec.operands, self.values, strict=True):
            if op.role == role:
                return v
        return None

    def fields(self, aspec: ArchSpec) -> dict[str, int]:
        """The field values of the encoding."""
        return unpack(self.spec.form, self.word_int(aspec))

    def word_int(self, aspec: ArchSpec) -> int:
        """The encoding as one integer (bit 0 is bit 0 of the first byte)."""
        plan = _plan(aspec, self.spec)
        w = plan.base
        for (lo, acc, vdst), v in zip(plan.ops, self.values, strict=True):
            w |= (v.first if vdst else (256 + v.first if v.kind == "reg" else v.code)) << lo
            if acc >= 0 and v.file == "a":
                w |= 1 << acc
        mods = self.mods
        for name, unset, keep, at in plan.bitmods:
            mv = mods.get(name, unset) & keep
            for i, bit in enumerate(at):
                w |= (mv >> i & 1) << bit
        for name, unset, keep, lo, lo2 in plan.mods:
            mv = mods.get(name, unset) & keep
            if lo2 >= 0:  # op_sel_hi: two bits here, the third (if kept) in OPSEL_HI2
                w = w & ~(3 << lo) | (mv & 3) << lo
                if keep & 4:
                    w = w & ~(1 << lo2) | (mv >> 2 & 1) << lo2
            else:
                w |= mv << lo
        return w

    def word(self, aspec: ArchSpec) -> bytes:
        """The encoding as bytes in memory order (``aspec`` is the spec's architecture)."""
        if self._word is None:
            self._word = self.word_int(aspec).to_bytes(SIZES[self.spec.form], "little")
        return self._word


class _Plan:
    """How to pack one instruction quickly: the constant bits, where each operand and
    modifier goes, and the bits the disassembler ignores."""

    __slots__ = ("base", "ops", "mods", "bitmods", "ignored", "fields")

    def __init__(self, aspec: ArchSpec, spec: InstSpec) -> None:
        where = {f.name: f for f in FORMS[spec.form]}
        self.fields = tuple((f.name, f.lo, (1 << f.width) - 1) for f in FORMS[spec.form])
        base = {"OP": spec.opcode, "ENCODING": 0x3F if spec.form == "VOP1" else aspec.encoding, **dict(spec.fixed)}
        mai = spec.form in ("VOP3P-MAI", "SCALE")
        ops = []
        for op in spec.operands:
            acc = -1
            if op.field == "VDST":
                if mai and aspec.acc_cd:
                    acc = where["ACC_CD"].lo
            elif mai and op.role in ("A", "B"):
                acc = where["ACC"].lo + (op.role == "B")
            ops.append((where[op.field].lo, acc, op.field == "VDST"))
        self.ops = tuple(ops)
        mods = []
        self.bitmods = tuple((m.name, m.unset, m.keep, m.at) for m in spec.mods if m.at)
        for m in spec.mods:
            if m.at:
                continue
            if m.field.endswith("OPSEL_HI"):
                mods.append((m.name, m.unset, m.keep, where[m.field].lo, where[m.field + "2"].lo))
            else:
                mods.append((m.name, m.unset, m.keep, where[m.field].lo, -1))
        self.mods = tuple(mods)
        self.base = sum(v << where[k].lo for k, v in base.items())
        ignored = 0
        for name, mask in spec.ignored:
            ignored |= mask << where[name].lo
        self.ignored = ignored


_PLANS: dict[tuple[int, int], _Plan] = {}


def _plan(aspec: ArchSpec, spec: InstSpec) -> _Plan:
    key = (id(aspec), id(spec))  # both live as long as the arch_spec cache
    plan = _PLANS.get(key)
    if plan is None:
        plan = _PLANS[key] = _Plan(aspec, spec)
    return plan


class _Invalid(Exception):
    """A validation failure: ``where`` is an operand index or a modifier name."""

    def __init__(self, message: str, where: int | str) -> None:
        super().__init__(message)
        self.message = message
        self.where = where


# ----------------------------------------------------------------------------- helpers


def to_arch(arch: str | Arch) -> Arch:
    if not isinstance(arch, str | Arch):
        raise ArgumentError(f"the architecture must be a name such as 'cdna3' or 'gfx942' (a str) or an "
                            f"amdmatrix.Arch, not {type(arch).__name__}")
    a = arch if isinstance(arch, Arch) else resolve_arch(arch)
    if a not in architectures():
        from ..errors import UnknownArchitectureError

        raise UnknownArchitectureError(f"no instruction data for {a.name} yet")
    if not a.llvm_codec:
        from ..errors import UnknownArchitectureError

        legal = ", ".join(x.name for x in architectures() if x.llvm_codec)
        raise UnknownArchitectureError(f"encoding and decoding are not available for {a.name} yet; legal values: "
                                       f"{legal}")
    return a


def resolve_wave(a: Arch, wave: int | None) -> int:
    legal = " or ".join(str(w) for w in a.waves)
    if wave is None:
        return a.default_wave
    try:  # numpy.array([1, 2]) has __index__ and raises TypeError from it
        index = None if isinstance(wave, bool) else operator.index(wave)
    except TypeError:
        index = None
    if index is None:
        raise ArgumentError(f"the wave size must be an integer ({legal} on {a.name}) or None, "
                            f"not {type(wave).__name__}")
    wave = index
    if wave not in a.waves:
        from ..errors import OutOfRangeError, shown

        raise OutOfRangeError(f"wave size {shown(wave)} is not allowed on {a.name}; legal values: {legal}")
    return wave


def _regs(n: int, file: str = "v") -> str:
    return f"{file}0" if n == 1 else f"{file}[0:{n - 1}]"


def _files_words(files: str) -> str:
    words = {"v": "VGPRs", "a": "AGPRs", "s": "scalar registers", "k": "inline constants"}
    return ", ".join(words[f] for f in files if f in words)


def validate(aspec: ArchSpec, d: Decoded) -> None:
    """Raise :class:`_Invalid` unless LLVM would accept ``d``."""
    s = d.spec
    for m in s.mods:
        mv = d.mods.get(m.name, m.unset)
        legal = m.legal if not m.per_wave else m.legal_at(d.wave)
        if legal is None:
            if mv != m.unset:
                raise _Invalid(f"{s.name} has no {m.name} at wave size {d.wave} (one index set only)", m.name)
        elif mv not in legal:
            raise _Invalid(f"{m.name} {_mod_text(m, mv)} is out of range for {s.name}; legal values: "
                           f"{_legal_text(m, legal)}", m.name)
    # the constant bus limit holds per instruction word (a gfx1250 scale prefix is a word of its own)
    scalars = [(i, v) for i, v in enumerate(d.values)
               if v.kind == "scalar" and not s.operands[i].field.startswith("LS.")]
    if len(scalars) > aspec.const_bus and len({v.code for _i, v in scalars}) > aspec.const_bus:
        raise _Invalid(f"{s.name} can read one scalar register or special source, not two ({scalars[0][1].text} and "
                       f"{scalars[1][1].text}): the constant bus takes one per instruction (the same one twice, "
                       "VGPRs and inline constants are fine)", scalars[1][0])
    for i, (op, v) in enumerate(zip(s.operands, d.values, strict=True)):
        role = _ROLE_WORDS[op.role]  # (cheap: only for the messages)
        if v.kind == "const":
            if "k" not in op.files:
                raise _Invalid(f"{role} of {s.name} cannot be an inline constant on {aspec.arch.name}; "
                               f"it takes {_files_words(op.files)}", i)
            continue
        if v.kind == "scalar":
            if not scalar_allowed(aspec, op, v.code):
                raise _Invalid(f"{role} of {s.name} cannot be {v.text} on {aspec.arch.name}; "
                               f"it takes {_files_words(op.files)}", i)
            continue
        if v.file not in op.files:
            what = "an AGPR" if v.file == "a" else "a VGPR" if v.file == "v" else f"{v.file!r}"
            raise _Invalid(f"{role} of {s.name} cannot be {what} on {aspec.arch.name}; "
                           f"it takes {_files_words(op.files)}", i)
        want = s.count(op, d.wave, d.mods)
        if v.count != want:
            wave = f" at wave size {d.wave}" if len(aspec.arch.waves) > 1 else ""
            raise _Invalid(f"{role} of {s.name} takes {want} register{'s' if want > 1 else ''}{wave} "
                           f"(like {_regs(want, v.file)}), not {v.count}", i)
        if v.first > 255 or v.first + v.count > aspec.vgprs:
            raise _Invalid(f"register {v.file}{v.last} is out of range: the last register is {v.file}255", i)
        if aspec.align and v.count > 1 and v.first % 2:
            raise _Invalid(f"{role} of {s.name} must start at an even register on {aspec.arch.name} "
                           f"(register tuples are 64-bit aligned)", i)
        if op.same_file_as:
            dv = next(x for o, x in zip(s.operands, d.values, strict=True) if o.role == op.same_file_as)
            if dv.kind == "reg" and dv.file != v.file:
                raise _Invalid(f"C and D of {s.name} must both be VGPRs or both be AGPRs (one ACC_CD bit)", i)
            if (aspec.no_partial_overlap and dv.kind == "reg" and dv.file == v.file and dv.first != v.first
                    and v.count > 4 and v.first <= dv.last and dv.first <= v.last
                    and not (s.inst is not None and s.inst.cbsz_meaning == "format")):
                raise _Invalid("C must be the same registers as D or not overlap them at all "
                               f"(D is {dv}, C is {v})", i)


def _mod_text(m: ModSpec, v: int) -> str:
    if m.kind == "bits":
        return "[" + ",".join(str(v >> i & 1) for i in range(m.size)) + "]"
    return str(v)


def _legal_text(m: ModSpec, legal: frozenset[int] | None = None) -> str:
    vals = sorted(m.legal if legal is None else legal)
    if m.symbols:
        return ", ".join(f"{m.symbols[v]} ({v})" for v in vals)
    if m.kind == "bits":
        return ", ".join(_mod_text(m, v) for v in vals)
    if vals == list(range(vals[0], vals[-1] + 1)) and len(vals) > 2:
        return f"{vals[0]}-{vals[-1]}"
    return ", ".join(str(v) for v in vals)


# ----------------------------------------------------------------------------- assembler


def _lookup(aspec: ArchSpec, st: Statement) -> InstSpec:
    name = st.mnemonic.lower()
    spec = aspec.by_spelling.get(name)
    if spec is not None:
        return spec
    if name.endswith(("_e64", "_e32")):  # LLVM's encoding suffixes: _e64 for VOP3P, _e32 for VOP1
        base = aspec.by_spelling.get(name[:-4])
        if base is not None:
            if (base.form == "VOP1") == name.endswith("_e32"):
                return base
            right = "_e32" if base.form == "VOP1" else "_e64"
            raise AsmError(f"{base.name} has no {name[-4:]} form; write {base.name} or {base.name}{right}", st.col,
                           st.source)
        name = name[:-4]
    arch = aspec.arch.name
    others = [a for a in spellings_elsewhere().get(name, ()) if a != arch]
    if others:
        raise AsmError(f"{name} is not an instruction of {arch} (it is on {', '.join(others)})", st.col, st.source)
    hint = suggest(name, list(aspec.by_spelling))
    did = f"; did you mean {' or '.join(hint)}?" if hint else ""
    raise AsmError(f"unknown matrix instruction {st.mnemonic!r} for {arch}{did}", st.col, st.source)


def _resolve(aspec: ArchSpec, spec: InstSpec, op: OperandSpec, node: object, st: Statement, wave: int) -> Value:
    role = _ROLE_WORDS[op.role]
    if op.scalars == "scale_pair" and isinstance(node, Reg | Named) and not (isinstance(node, Reg)
                                                                           and node.file in ("v", "a")):
        return _scalar_pair(spec, op, node, st)
    if isinstance(node, Reg):
        if node.file in ("v", "a"):
            return Value("reg", node.file, node.first, node.last - node.first + 1)
        if node.first != node.last:
            raise AsmError(f"{role} of {spec.name} takes a single scalar register, not {node.text}", node.col,
                           st.source)
        code = node.first if node.file == "s" else 108 + node.first
        name = f"{node.file}{node.first}"
        if aspec.scalars.get(code) != name or not scalar_allowed(aspec, op, code):
            if scalar_allowed(aspec, op, 0) and node.file == "s":
                raise AsmError(f"{name} is not a register of {aspec.arch.name} (SGPRs are s0-s101)", node.col,
                               st.source)
            raise AsmError(f"{role} of {spec.name} cannot be {name} on {aspec.arch.name}; it takes "
                           f"{_files_words(op.files)}", node.col, st.source)
        return Value("scalar", code=code, text=name)
    if isinstance(node, Named):
        codes = aspec.scalar_codes
        name = SCALAR_ALIASES.get(node.name, node.name)
        if name in codes and scalar_allowed(aspec, op, codes[name]):
            return Value("scalar", code=codes[name], text=name)
        if node.name.lower() in (sp for sp in aspec.by_spelling):
            raise AsmError(f"expected an operand, found the mnemonic {node.name!r}", node.col, st.source)
        raise AsmError(f"{role} of {spec.name} cannot be {node.name!r} on {aspec.arch.name}; it takes "
                       f"{_files_words(op.files)}", node.col, st.source)
    assert isinstance(node, IntLit | FloatLit)
    if "k" not in op.files:
        raise AsmError(f"{role} of {spec.name} cannot be a constant on {aspec.arch.name}; it takes "
                       f"{_files_words(op.files)}", node.col, st.source)
    kind = op.kind(wave)
    ccode = int_const_code(kind, node.value) if isinstance(node, IntLit) else float_const_code(kind, node.value)
    text = const_value_text(kind, ccode) if ccode is not None else None
    if ccode is None or text is None:
        floats = "0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0" + (", 0.15915494 (1/(2*pi))" if kind != "bf16" else "")
        raise AsmError(f"{node.text} is not an inline constant for {role} of {spec.name}, and matrix instructions "
                       f"take no literal constants; legal values: integers -16 to 64, {floats}", node.col, st.source)
    return Value("const", code=ccode, text=text)


_PAIR_CODES = {v: k for k, v in GFX1250_SCALAR_PAIRS.items()}


def _scalar_pair(spec: InstSpec, op: OperandSpec, node: Reg | Named, st: Statement) -> Value:
    """A 64-bit scalar source: an aligned pair ``s[2:3]``/``ttmp[2:3]``, ``vcc``, ``exec`` or ``null``."""
    role = _ROLE_WORDS[op.role]
    if isinstance(node, Named):
        code = _PAIR_CODES.get(SCALAR_ALIASES.get(node.name, node.name))
        if code is None:
            raise AsmError(f"{role} of {spec.name} cannot be {node.name!r}; it takes VGPR pairs, SGPR pairs, vcc, "
                           "exec, null and inline constants", node.col, st.source)
        return Value("scalar", code=code, text=GFX1250_SCALAR_PAIRS[code])
    if node.last - node.first != 1:
        raise AsmError(f"{role} of {spec.name} takes a 64-bit register pair (like s[2:3]), not {node.text}",
                       node.col, st.source)
    if node.first % 2:
        raise AsmError(f"{role} of {spec.name}: {node.text} must start at an even register (invalid register "
                       "alignment)", node.col, st.source)
    code = node.first if node.file == "s" else 108 + node.first
    if GFX1250_SCALAR_PAIRS.get(code) != f"{node.file}[{node.first}:{node.last}]":
        raise AsmError(f"{node.text} is not a register pair of {spec.name}'s {role} (SGPRs are s0-s105, trap "
                       "registers ttmp0-ttmp15)", node.col, st.source)
    return Value("scalar", code=code, text=GFX1250_SCALAR_PAIRS[code])


def _mod_value(spec: InstSpec, m: ModSpec, node: Mod, st: Statement, wave: int) -> int:
    if m.kind == "flag":
        if node.value is not None:
            raise AsmError(f"{m.name} takes no value", node.value_col, st.source)
        return 1
    if node.value is None:
        example = f"{m.name}:[1,0,0]" if m.kind == "bits" else f"{m.name}:1"
        raise AsmError(f"{m.name} needs a value, like {example}", node.col, st.source)
    if isinstance(node.value, str):
        if node.value not in m.symbols:
            raise AsmError(f"{node.value} is not a value of {m.name}; legal values: {_legal_text(m)}",
                           node.value_col, st.source)
        return m.symbols.index(node.value)
    if m.kind == "bits":
        items = node.value if isinstance(node.value, tuple) else None
        if items is None:
            raise AsmError(f"{m.name} takes a list of 0s and 1s, like {m.name}:[1,0,0]", node.value_col, st.source)
        if len(items) > 4:
            raise AsmError(f"{m.name} takes at most 4 elements (sources 0 to 2, and a fourth that LLVM ignores), "
                           f"not {len(items)}", node.value_col, st.source)
        if any(x not in (0, 1) for x in items):
            raise AsmError(f"every element of {m.name} must be 0 or 1", node.value_col, st.source)
        if m.bit3 and len(items) == 4 and items[3]:
            raise AsmError(f"the fourth element of {m.name} must be 0 (it would be bit 3 of the 3-bit field "
                           f"{m.field})", node.value_col, st.source)
        # elements not written are 0 (LLVM fills a short list with zeros, op_sel_hi included)
        v = sum(x << i for i, x in enumerate(items[:3]))
    else:
        if isinstance(node.value, tuple):
            raise AsmError(f"{m.name} takes one integer, like {m.name}:1", node.value_col, st.source)
        v = node.value
    legal = m.legal_at(wave) or frozenset()
    if v not in legal:
        raise AsmError(f"{m.name} {_mod_text(m, v)} is out of range for {spec.name}; legal values: "
                       f"{_legal_text(m, legal)}", node.value_col, st.source)
    return v


def _blgp_list(spec: InstSpec, m: ModSpec, node: Mod, st: Statement) -> int:
    """The BLGP value of ``neg :[a,b,c]``: element n is bit n (a fourth element is bit 3)."""
    items = node.value if isinstance(node.value, tuple) else None
    if items is None or len(items) > 4 or any(x not in (0, 1) for x in items):
        raise AsmError("'neg :[...]' (LLVM's other spelling of blgp) takes a list of up to 4 elements that are 0 "
                       "or 1, like neg :[1,0,0]", node.value_col, st.source)
    v = sum(x << i for i, x in enumerate(items))
    if v not in m.legal:
        raise AsmError(f"'neg :[...]' is blgp {v}, which is out of range for {spec.name}; legal values: "
                       f"{_legal_text(m)}", node.value_col, st.source)
    return v


def assemble_statement(aspec: ArchSpec, st: Statement, wave: int) -> Decoded:
    spec = _lookup(aspec, st)
    avail = spec.mods_at(wave)
    index = spec.mod_index(wave)
    mods = dict(spec.unset_mods)
    last = -1
    for node in st.mods:
        word = node.name
        if word == "neg" and node.spaced:  # LLVM's other spelling of blgp: neg :[a,b,c]
            if "blgp" not in {x.name for x in avail}:
                raise AsmError(f"'neg :[...]' (a blank before the colon) is LLVM's other spelling of blgp, which "
                               f"{spec.name} does not take" + ("; write neg:[...] for the F64 negation modifier"
                                                              if spec.mod("neg") else ""), node.col, st.source)
            word = "blgp"
        found = index.get(word)
        if found is None:
            if node.name in _KNOWN_MODS:
                legal = " ".join(x.name for x in avail) or "none"
                wave_note = f" at wave size {wave}" if len(aspec.arch.waves) > 1 else ""
                raise AsmError(f"{node.name} is not a modifier of {spec.name} on {aspec.arch.name}{wave_note}; "
                               f"its modifiers: {legal}", node.col, st.source)
            raise AsmError(f"unknown modifier {node.name!r}", node.col, st.source)
        idx, m = found
        if idx == last:
            raise AsmError(f"{m.name} is given twice", node.col, st.source)
        if idx < last:
            order = " ".join(x.name for x in avail)
            raise AsmError(f"{m.name} is out of order: LLVM takes the modifiers of {spec.name} in the order "
                           f"{order}", node.col, st.source)
        last = idx
        if word != node.name:
            mods[m.name] = _blgp_list(spec, m, node, st)
            continue
        mods[m.name] = _mod_value(spec, m, node, st, wave) & m.keep
    want = len(spec.operands)
    if len(st.operands) < want:
        names = ", ".join(_ROLE_WORDS[o.role].split(" ")[0] for o in spec.operands)
        raise AsmError(f"too few operands: {spec.name} takes {want} ({names})", st.end_col, st.source)
    if len(st.operands) > want:
        raise AsmError(f"too many operands: {spec.name} takes {want}", st.operands[want].col, st.source)
    values = tuple(_resolve(aspec, spec, op, node, st, wave)
                   for op, node in zip(spec.operands, st.operands, strict=True))
    d = Decoded(spec, values, mods, wave)
    try:
        validate(aspec, d)
    except _Invalid as e:
        if isinstance(e.where, int):
            col = st.operands[e.where].col
        else:
            col = next((n.col for n in st.mods if e.where == n.name), st.col)
        raise AsmError(e.message, col, st.source) from None
    return d


#: Lines already assembled and words already decoded, per (architecture spec, wave size):
#: kernels repeat instructions, and both directions are pure functions of their input.
_LINES: dict[tuple[int, int, str], Decoded] = {}
_WORDS: dict[tuple[int, int, int, int], Decoded] = {}
_CACHE_LIMIT = 1 << 16


def clear_caches() -> None:
    """Forget the lines assembled and words decoded so far (for benchmarks and tests)."""
    _LINES.clear()
    _WORDS.clear()


def assemble_line(aspec: ArchSpec, line: str, wave: int) -> Decoded | None:
    """Assemble one line (None for a blank or comment-only line); raises AsmError."""
    key = (id(aspec), wave, line)  # the ArchSpec lives as long as the arch_spec cache
    d = _LINES.get(key)
    if d is not None:
        return d
    fast = parse_line_fast(line)
    if fast is not None:
        try:
            d = assemble_statement(aspec, fast, wave)
        except AsmError:
            pass  # parse it again, with columns, for the error message
    if d is None:
        st = parse_line(line)
        if st is None:
            return None
        d = assemble_statement(aspec, st, wave)
    if len(_LINES) >= _CACHE_LIMIT:
        _LINES.clear()
    _LINES[key] = d
    return d


def _check_asm(asm: object) -> str:
    if isinstance(asm, str):
        return asm
    hint = "; decode the bytes first, e.g. asm.decode()" if isinstance(asm, bytes | bytearray) else ""
    raise ArgumentError(f"the assembly must be a str (one instruction per line), not {type(asm).__name__}{hint}")


def encode_lines(asm: str, arch: str | Arch, wave: int | None = None) -> list[tuple[Decoded, bytes]]:
    """Assemble every instruction line of ``asm``: (instruction, bytes) per line."""
    text = _check_asm(asm)
    a = to_arch(arch)
    w = resolve_wave(a, wave)
    aspec = arch_spec(a)
    lines = split_lines(text)
    out: list[tuple[Decoded, bytes]] = []
    for n, line in enumerate(lines, 1):
        try:
            d = assemble_line(aspec, line, w)
        except AsmError as e:
            if len(lines) > 1:
                raise AsmError(e.message, e.column, e.source, n) from None
            raise
        if d is not None:
            out.append((d, d.word(aspec)))
    return out


@overload
def encode(arch: str | Arch, asm: str, wave: int | None = None) -> bytes: ...
@overload
def encode(arch: str, asm: Arch, wave: int | None = None) -> bytes: ...  # the earlier order: (asm, arch)


def encode(arch: Any, asm: Any, wave: int | None = None) -> bytes:
    """The bytes llvm-mc-22 produces for ``asm`` (one or more lines) on ``arch``.

    ``wave`` picks the wave size on RDNA (32 by default), which sets the register counts.
    Raises :class:`~amdmatrix.encoding.AsmError` (with ``.column``) for bad assembly, and
    :class:`~amdmatrix.encoding.ArgumentError` when ``asm`` is not a str. The earlier order
    ``encode(asm, arch)`` is accepted too (:func:`amdmatrix.archs.arch_first`).
    """
    arch, asm = arch_first(arch, asm)
    data = b"".join(b for _d, b in encode_lines(asm, arch, wave))
    if not data:
        raise AsmError("no instruction to encode", 1, asm)
    return data


# ----------------------------------------------------------------------------- disassembler


def _value_of(aspec: ArchSpec, spec: InstSpec, op: OperandSpec, f: dict[str, int], wave: int,
              mods: dict[str, int]) -> Value:
    raw = f[op.field]
    mai = spec.form in ("VOP3P-MAI", "SCALE")
    if op.field == "VDST":
        if mai and aspec.acc_cd:
            file = "a" if f["ACC_CD"] else "v"
        else:
            file = op.files[0]
        return Value("reg", file, raw, spec.count(op, wave, mods))
    if raw >= 256:
        if mai and op.role in ("A", "B", "C", "K"):
            if op.role == "A":
                file = "a" if f["ACC"] & 1 else "v"
            elif op.role == "B":
                file = "a" if f["ACC"] & 2 else "v"
            elif op.role == "C":
                file = ("a" if f["ACC_CD"] else "v") if aspec.acc_cd else op.files[0]
            else:
                file = "v"
        else:
            file = "a" if op.files == "a" else "v"
        return Value("reg", file, raw - 256, spec.count(op, wave, mods))
    if "k" in op.files:
        text = const_value_text(op.kind(wave), raw)
        if text is not None:
            return Value("const", code=raw, text=text)
    role = _ROLE_WORDS[op.role]
    if op.scalars == "scale_pair" and scalar_allowed(aspec, op, raw):
        return Value("scalar", code=raw, text=GFX1250_SCALAR_PAIRS[raw])
    if scalar_allowed(aspec, op, raw):
        narrow = DECODE_NARROW.get(op.scalars)
        if narrow is not None and raw not in narrow and spec.count(op, wave, mods) != 2:
            raise _Invalid(f"{op.field}={raw} ({aspec.scalars[raw]}) as {role}: LLVM's assembler accepts this, but "
                           "its disassembler decodes it only when C is a 64-bit register pair", op.field)
        return Value("scalar", code=raw, text=aspec.scalars[raw])
    raise _Invalid(f"{op.field}={raw} is not a register or inline constant that {role} of {spec.name} can take",
                   op.field)


def _spec_at(aspec: ArchSpec, data: bytes, pos: int, d0: int) -> InstSpec:
    """The instruction whose first dword ``d0`` is at byte ``pos`` (a scale prefix looks at
    the next dword too: it may start a 16-byte scaled form)."""
    a = aspec.arch
    spec: InstSpec | None = None
    if d0 >> 25 == 0x3F:
        spec = aspec.by_opcode.get(("VOP1", d0 >> 9 & 0xFF))
        if spec is None:
            raise DecodeError(f"0x{d0:08x} is a VOP1 instruction (opcode {d0 >> 9 & 0xFF:#x}) but not a matrix "
                              f"register move of {a.name}", pos)
        return spec
    if d0 >> aspec.enc_shift != aspec.encoding:
        raise DecodeError(f"0x{d0:08x} is not a matrix instruction of {a.name} (its ENCODING bits are neither "
                          f"{a.encoding} nor VOP1)", pos)
    op = d0 >> 16 & aspec.op_mask
    spec = (aspec.by_opcode.get(("VOP3P-MAI", op)) or aspec.by_opcode.get(("VOP3P", op))
            or aspec.by_opcode.get(("VOP3P-OP8", op)))
    if op in aspec.prefix_ops and spec is not None and len(data) - pos >= 16:
        spec = _scaled_form(aspec, spec, op, int.from_bytes(data[pos + 8:pos + 12], "little"))
    if spec is None:
        raise DecodeError(f"0x{d0:08x} is a VOP3P instruction with opcode {op:#x}, which is not a matrix "
                          f"instruction of {a.name}", pos)
    return spec


def _decode_at(aspec: ArchSpec, data: bytes, pos: int, w: int) -> tuple[Decoded, int]:
    """Decode the instruction at byte ``pos`` of ``data``: (instruction, its length in bytes)."""
    left = len(data) - pos
    if left < 4:
        raise DecodeError(f"{left} byte(s) left, too few for an instruction (4 or 8 bytes)", pos)
    d0 = int.from_bytes(data[pos:pos + 4], "little")
    shift, opmask = aspec.enc_shift, aspec.op_mask
    # a word seen before (the key holds every byte the instruction has; only the scale
    # prefix's opcode needs a look at the following bytes first)
    if d0 >> shift == aspec.encoding and d0 >> 16 & opmask not in aspec.prefix_ops and left >= 8:
        cached = _WORDS.get((id(aspec), w, int.from_bytes(data[pos:pos + 8], "little"), 8))
        if cached is not None:
            return cached, 8
    elif d0 >> 25 == 0x3F:
        cached = _WORDS.get((id(aspec), w, d0, 4))
        if cached is not None:
            return cached, 4
    spec = _spec_at(aspec, data, pos, d0)
    size = SIZES[spec.form]
    if left < size:
        raise DecodeError(f"{spec.name} is {size} bytes long but only {left} are left", pos)
    word = int.from_bytes(data[pos:pos + size], "little")
    key = (id(aspec), w, word, size)
    cached = _WORDS.get(key)
    if cached is not None:
        return cached, size
    plan = _plan(aspec, spec)
    f = {name: word >> lo & mask for name, lo, mask in plan.fields}
    mods: dict[str, int] = {}
    for m in spec.mods:
        if m.at:
            mods[m.name] = sum((word >> bit & 1) << i for i, bit in enumerate(m.at))
        elif m.field.endswith("OPSEL_HI"):
            mods[m.name] = f[m.field] | (f[m.field + "2"] << 2 if m.keep & 4 else 0)
        else:
            mods[m.name] = f[m.field]
    try:
        values = tuple(_value_of(aspec, spec, op, f, w, mods) for op in spec.operands)
        d = Decoded(spec, values, mods, w)
        validate(aspec, d)
        _disassembler_limits(spec, d)
    except _Invalid as e:
        raise DecodeError(f"{spec.name}: {e.message}", pos) from None
    again = d.word_int(aspec)
    if (again ^ word) & ~plan.ignored:
        diff = (again ^ word) & ~plan.ignored
        bad = [fl for fl in FORMS[spec.form] if diff >> fl.lo & ((1 << fl.width) - 1)]
        names = ", ".join(f"{fl.name}{fl.bits}={word >> fl.lo & ((1 << fl.width) - 1)}" for fl in bad)
        raise DecodeError(f"{spec.name}: {names} cannot be written in assembly for this instruction "
                          f"(LLVM's assembler would not produce these bits)", pos)
    if len(_WORDS) >= _CACHE_LIMIT:
        _WORDS.clear()
    _WORDS[key] = d
    return d, size


def _scaled_form(aspec: ArchSpec, prefix: InstSpec, op: int, d1: int) -> InstSpec:
    """The 16-byte scaled form a scale-prefix word starts, given the next dword, or the prefix
    on its own: CDNA4's F8F6F4 MFMA with ABID 1, gfx1250's WMMA that has a scaled form."""
    if d1 >> aspec.enc_shift != aspec.encoding:
        return prefix
    nop = d1 >> 16 & aspec.op_mask
    if prefix.form == "VOP3P-OP8":
        return aspec.by_opcode.get(("WMMA-SCALE", op << 8 | nop), prefix)
    if d1 >> 11 & 0xF == 1:
        return aspec.by_opcode.get(("SCALE", nop), prefix)
    return prefix


def _disassembler_limits(spec: InstSpec, d: Decoded) -> None:
    """Words LLVM's assembler produces but its disassembler calls invalid (or prints as text
    the assembler does not take back): ``decode`` refuses them too."""
    for op, v in zip(spec.operands, d.values, strict=True):
        if v.kind == "const" and v.code == 248 and op.kind(d.wave) == "bf16":
            raise _Invalid(f"{op.field}=248 is 1/(2*pi), which LLVM prints as 0.15915494 but does not assemble "
                           "from that text for a BF16 operand", op.field)
        if (v.kind == "reg" and v.file == "a" and op.role in ("A", "B") and spec.inst is not None
                and spec.inst.cbsz_meaning == "format" and v.first + 8 > 256):
            raise _Invalid(f"{_ROLE_WORDS[op.role]} = {v}: LLVM's disassembler reads an F8F6F4 operand as an "
                           "8-register tuple first and calls AGPR tuples that would run past a255 invalid",
                           op.field)


def _check_data(data: object) -> bytes:
    if isinstance(data, bytes):
        return data
    if isinstance(data, str):
        raise ArgumentError("decode takes bytes, not a str; for hex text use bytes.fromhex(...) (or the "
                            "'amdmatrix decode' command, which reads listings)")
    try:
        view = memoryview(data)  # type: ignore[arg-type]
    except TypeError:
        raise ArgumentError(f"decode takes bytes (bytes, bytearray, memoryview or another buffer of bytes), "
                            f"not {type(data).__name__}") from None
    if view.itemsize != 1 or not view.c_contiguous:
        raise ArgumentError("decode takes a contiguous buffer of single bytes (bytes, bytearray, memoryview); "
                            f"this {type(data).__name__} has {view.itemsize}-byte items")
    return view.tobytes()


def iter_decode(data: bytes, arch: str | Arch, wave: int | None = None) -> Iterator[tuple[int, Decoded, int]]:
    """Decode ``data`` instruction by instruction: (byte offset, instruction, size) each.

    Linear in the length of ``data``; raises :class:`~amdmatrix.encoding.DecodeError` at the
    first instruction that cannot be decoded (after yielding those before it).
    """
    raw = _check_data(data)
    a = to_arch(arch)
    w = resolve_wave(a, wave)
    aspec = arch_spec(a)
    pos = 0
    while pos < len(raw):
        d, n = _decode_at(aspec, raw, pos, w)
        yield pos, d, n
        pos += n


def decode_one(data: bytes, arch: str | Arch, wave: int | None = None, offset: int = 0) -> tuple[Decoded, int]:
    """Decode the instruction at byte ``offset`` of ``data``: (instruction, its length in bytes)."""
    raw = _check_data(data)
    a = to_arch(arch)
    if isinstance(offset, bool) or not isinstance(offset, int) or not 0 <= offset <= len(raw):
        raise ArgumentError(f"offset must be an integer from 0 to {len(raw)}, not {offset!r}")
    return _decode_at(arch_spec(a), raw, offset, resolve_wave(a, wave))


@overload
def decode(arch: str | Arch, data: bytes, wave: int | None = None) -> list[str]: ...
@overload
def decode(arch: bytes, data: str | Arch, wave: int | None = None) -> list[str]: ...  # earlier: (data, arch)


def decode(arch: Any, data: Any, wave: int | None = None) -> list[str]:
    """The assembly llvm-mc-22 --disassemble prints for ``data``, one string per instruction.

    Raises :class:`~amdmatrix.encoding.DecodeError` for bytes that are not a sequence of
    valid matrix instructions of ``arch`` (never guesses), and
    :class:`~amdmatrix.encoding.ArgumentError` when ``data`` is not bytes-like. The earlier
    order ``decode(data, arch)`` is accepted too.
    """
    arch, data = arch_first(arch, data)
    raw = _check_data(data)
    if not raw:
        to_arch(arch)
        raise DecodeError("no bytes to decode")
    a = to_arch(arch)
    w = resolve_wave(a, wave)
    aspec = arch_spec(a)
    out: list[str] = []
    pos = 0
    end = len(raw)
    while pos < end:
        d, n = _decode_at(aspec, raw, pos, w)
        out.append(d.text)
        pos += n
    return out
