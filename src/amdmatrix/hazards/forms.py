"""Which of LLVM's instruction forms a line is, and so which registers it reads and writes.

``llvm_forms.json.gz`` (written by tools/gen_llvm_forms.py from the installed LLVM 22) holds,
for each target llvm-mc assembles for, every mnemonic it reads and the forms it reads it as:
the opcode llvm-mc chooses, and for each operand as written whether the instruction writes
it, reads it, or both (an output another operand is tied to: ``v_fmac``'s destination, an
atomic's data when it returns, a DPP destination's old value), with the register class it
takes; plus the opcode's implicit operands (LLVM's ``Uses``/``Defs``: EXEC for every VALU and
memory instruction, VCC for ``v_cndmask_b32_e32``, VCC and EXEC for gfx9's ``v_cmpx``, SCC for
SALU arithmetic, M0, MODE, ...).

:func:`match` picks the forms a line can be as LLVM's matcher does: by the mnemonic (an
``_e32``/``_e64``/``_sdwa``/``_dpp`` suffix forces that encoding; DPP or SDWA modifiers pick
those), the number of operands, the named bits that select an opcode (``offen``, ``idxen``,
``glc``/``sc0`` for an atomic that returns), and whether each operand fits its register class
(file, width, alignment), takes a constant or source modifiers, or is the fixed token the
syntax wants (``vcc``, ``off``). What it returns is what the instruction touches, read from
LLVM's definition; a line no form fits is named, never read as something else.
"""

from __future__ import annotations

import gzip
import json
import re
from functools import cache
from importlib import resources
from typing import Any

from .._dataclasses import dataclass
from .operands import Item, Reg

__all__ = ["Form", "Match", "match", "known", "targets", "target_name", "units", "TABLE"]

#: The table: a few dictionaries of strings (each record a JSON string, decoded when it is needed).
TABLE = "llvm_forms.json.gz"

#: A forced encoding suffix and the variants it allows.
_FORCED = (("_e64_dpp", ("e64_dpp",)), ("_dpp8", ("dpp8",)), ("_dpp", ("dpp", "dpp8", "e64_dpp")),
           ("_sdwa", ("sdwa",)), ("_e64", ("e64", "")), ("_e32", ("e32",)))
_DPP_MODS = frozenset({"quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
                       "row_mirror", "row_half_mirror", "row_bcast", "row_share", "row_xmask", "row_newbcast", "dpp8",
                       "bound_ctrl", "row_mask", "bank_mask", "fi"})
_SDWA_MODS = frozenset({"dst_sel", "dst_unused", "src0_sel", "src1_sel"})
_PAIR_VARIANTS = ("vopdx", "vopdy")
#: LLVM's matcher tries the plain (e32) encoding before VOP3, then SDWA and DPP.
_PREFERENCE = {"e32": 0, "": 1, "e64": 2, "sdwa": 3, "dpp": 4, "dpp8": 5, "e64_dpp": 6, "vopdx": 0, "vopdy": 0}


@dataclass(frozen=True, slots=True)
class Form:
    """One of LLVM's forms of a mnemonic on one target."""

    #: LLVM's opcode (``V_CNDMASK_B32_e64_vi``) and the mnemonic LLVM prints for it.
    opcode: str
    mnemonic: str
    #: "e32", "e64", "sdwa", "dpp", "dpp8", "e64_dpp", "vopdx"/"vopdy" (a half of a VOPD pair) or "".
    variant: str
    #: Per operand as written: ("reg", role, class, takes a constant, takes source modifiers),
    #: ("lit", role, token), ("imm",), ("func",) or ("off",); role is "w", "r", "wr" or "".
    slots: tuple[tuple[Any, ...], ...]
    #: Named bits the form needs (``offen``; ``sc0`` for an atomic that returns).
    keys: frozenset[str]
    #: LLVM's implicit Uses and Defs as 32-bit units (``exec_lo``, ``vcc_hi``, ``m0``, ``scc``, ``mode``).
    uses: tuple[str, ...]
    defs: tuple[str, ...]
    load: bool
    store: bool
    branch: bool


@dataclass(frozen=True, slots=True)
class Match:
    """The form a line is, with what it reads and writes."""

    form: Form
    #: Per operand: "w", "r", "wr" or "" (a constant, ``off``, a modifier-like operand).
    roles: tuple[str, ...]
    #: Registers named in the operands that the instruction reads / writes.
    reads: tuple[Reg, ...]
    writes: tuple[Reg, ...]
    #: Whether other forms fit too (LLVM's matcher order picked this one; they differ in what
    #: they touch only where ``ambiguous`` is true).
    ambiguous: bool = False


@cache
def _table() -> dict[str, Any]:
    data = resources.files(__package__).joinpath(TABLE).read_bytes()
    table: dict[str, Any] = json.loads(gzip.decompress(data))
    return table


@cache
def _class(name: str) -> tuple[tuple[str, int, int, int, int], ...] | None:
    text = _table()["classes"].get(name)
    if text is None:
        return None
    return tuple((k[0], k[1], k[2], k[3], k[4]) for k in json.loads(text))


@cache
def _form(fid: int) -> Form:
    t = _table()
    opcode, variant, slots, keys = json.loads(t["forms"][fid])
    canon, uses, defs, load, store, branch = json.loads(t["opcodes"][opcode])
    return Form(opcode, canon, variant, tuple(tuple(s) for s in slots), frozenset(keys), tuple(uses), tuple(defs),
                bool(load), bool(store), bool(branch))


def target_name(mcpu: str, wave: int | None = None) -> str:
    """The table's name of the target llvm-mc assembles for with ``-mcpu=MCPU`` (wave64 on RDNA: ``w64``)."""
    if wave == 64 and f"{mcpu}w64" in _table()["targets"]:
        return f"{mcpu}w64"
    return mcpu


def known(mcpu: str) -> bool:
    """Whether the table has the target."""
    return mcpu in _table()["targets"]


def targets() -> list[str]:
    """The targets of the table (``gfx942``; ``gfx1100w64`` for wave64)."""
    return sorted(_table()["targets"])


@cache
def _forms(target: str, base: str) -> tuple[Form, ...]:
    ids = _table()["targets"][target].get(base)
    return tuple(_form(int(f)) for f in ids.split()) if ids else ()


def units(reg: Reg) -> list[str]:
    """A register range as 32-bit unit names: v4, a0, s7, ttmp2, vcc_lo, exec_hi, m0, src_scc, ..."""
    f, lo, hi = reg
    if f in ("v", "a", "s", "ttmp"):
        return [f"{f}{i}" for i in range(lo, hi + 1)]
    if f in ("vcc", "exec", "flat_scratch", "xnack_mask", "tba", "tma", "src_flat_scratch_base", "pc"):
        return [f"{f}_{'lo' if i == 0 else 'hi'}" for i in range(lo, hi + 1)]
    return [f]


def _fits_class(regs: tuple[Reg, ...], cls: str) -> bool:
    if not cls:
        return True
    kinds = _class(cls)
    if kinds is None:
        return False
    if len(regs) != 1:
        return False
    f, lo, hi = regs[0]
    width = hi - lo + 1
    named = None
    for kind, w, first, step, count in kinds:
        if kind[0] == "=":
            if named is None:
                named = ",".join(units(regs[0]))
            if kind[1:] == named:
                return True
            continue
        kf = kind[:-2] if kind.endswith("16") else kind
        if kf != f or w != width or lo < first:
            continue
        if (lo - first) % step == 0 and (lo - first) // step < count:
            return True
    return False


def _fits(item: Item, slot: tuple[Any, ...]) -> bool:
    kind = slot[0]
    if kind == "reg":
        if item.kind == "reg":
            if item.mods - {"lit"} and not slot[4]:
                return False
            if slot[3] and len(item.regs) == 1 and item.regs[0][0].startswith(("src_", "null")):
                return True  # src_shared_base, src_scc, null, ...: constants, wherever a constant goes
            return _fits_class(item.regs, slot[2])
        return item.kind in ("imm", "func") and bool(slot[3]) and (not (item.mods - {"lit"}) or bool(slot[4]))
    if kind == "lit":
        return item.kind == "reg" and item.text == slot[2]
    if kind == "off":
        return item.kind == "off"
    return item.kind in ("imm", "func")


def _roles(form: Form, items: tuple[Item, ...]) -> tuple[tuple[str, ...], tuple[Reg, ...], tuple[Reg, ...]]:
    roles = tuple(str(s[1]) if s[0] in ("reg", "lit") else "" for s in form.slots)
    reads: list[Reg] = []
    writes: list[Reg] = []
    for role, item in zip(roles, items, strict=True):
        if "r" in role:
            reads.extend(item.regs)
        if "w" in role:
            writes.extend(item.regs)
    return roles, tuple(reads), tuple(writes)


def _variants(mnemonic: str, modifiers: tuple[str, ...] | list[str],
              pair: int | None) -> tuple[str, tuple[str, ...] | None]:
    """The mnemonic without a forced-encoding suffix, and the variants it may be (None: any but DPP/SDWA/VOPD)."""
    if pair is not None:
        return mnemonic, (_PAIR_VARIANTS[pair],)
    for suffix, allowed in _FORCED:
        if mnemonic.endswith(suffix):
            return mnemonic[: -len(suffix)], allowed
    names = {m.split(":", 1)[0].strip().lower() for m in modifiers}
    if names & _DPP_MODS:
        return mnemonic, ("dpp", "dpp8", "e64_dpp")
    if names & _SDWA_MODS:
        return mnemonic, ("sdwa",)
    return mnemonic, None


_SEEN: dict[tuple[str, str, tuple[Item, ...], tuple[str, ...], int | None], Match | str | None] = {}


def match(target: str, mnemonic: str, items: tuple[Item, ...], modifiers: tuple[str, ...] | list[str],
          pair: int | None = None) -> Match | str | None:
    """The form of one instruction on ``target`` (a name :func:`target_name` gives).

    ``pair`` is 0 or 1 for the halves of a VOPD pair, else None. Returns the Match, None if
    llvm-mc does not read the mnemonic for the target, or a sentence saying why no form fits.
    """
    key = (target, mnemonic, items, tuple(modifiers), pair)
    got = _SEEN.get(key, False)
    if got is not False:
        return got  # type: ignore[return-value]
    got = _match(target, mnemonic.lower(), items, modifiers, pair)
    if len(_SEEN) < 100_000:
        _SEEN[key] = got
    return got


def _match(target: str, mnemonic: str, items: tuple[Item, ...], modifiers: tuple[str, ...] | list[str],
           pair: int | None) -> Match | str | None:
    base, allowed = _variants(mnemonic, modifiers, pair)
    forms = _forms(target, base)
    if not forms and base != mnemonic:
        base, allowed = mnemonic, None
        forms = _forms(target, base)
    if not forms:
        return None
    if allowed is None:
        pool = [f for f in forms if f.variant not in ("sdwa", "dpp", "dpp8", "e64_dpp", "vopdx", "vopdy")]
    else:
        pool = [f for f in forms if f.variant in allowed]
    if not pool:
        return f"`{mnemonic}` has no {'/'.join(allowed or ())} form on {target}"
    bits = {m.lower() for m in modifiers if ":" not in m} | {m.lower().replace(" ", "") for m in modifiers
                                                           if m.lower().startswith("th:")}
    counted = [f for f in pool if len(f.slots) == len(items)]
    if not counted:
        counts = sorted({len(f.slots) for f in pool})
        return (f"`{mnemonic}` takes {' or '.join(map(str, counts))} operands in LLVM's definition, "
                f"this line has {len(items)}")
    fitting = [f for f in counted if f.keys <= bits and all(_fits(i, s) for i, s in zip(items, f.slots, strict=True))]
    if not fitting:
        return (f"the operands of `{mnemonic}` fit none of its forms in LLVM's definition on {target} "
                f"({_expected(counted)})")
    most = max(len(f.keys) for f in fitting)
    fitting = [f for f in fitting if len(f.keys) == most]
    fitting.sort(key=lambda f: _PREFERENCE.get(f.variant, 9))
    chosen = fitting[0]
    roles, reads, writes = _roles(chosen, items)
    ambiguous = any(_roles(f, items)[0] != roles or (f.uses, f.defs) != (chosen.uses, chosen.defs)
                    for f in fitting[1:])
    return Match(chosen, roles, reads, writes, ambiguous)


def _expected(forms: list[Form]) -> str:
    shown = []
    for f in forms[:3]:
        parts = []
        for s in f.slots:
            if s[0] == "reg":
                parts.append(re.sub(r"_Align2|_XEXEC|_XNULL|_XM0", "", str(s[2])) or "registers")
            elif s[0] == "lit":
                parts.append(str(s[2]))
            else:
                parts.append(str(s[0]))
        shown.append(f"{f.mnemonic} " + ", ".join(parts) + ("" if not f.keys else " " + " ".join(sorted(f.keys))))
    return "; ".join(shown) + (" ..." if len(forms) > 3 else "")
