"""Rows: the one hand-written source of an instruction's facts.

A data module lists its instructions as keyword rows, one per instruction::

    mfma("V_MFMA_F32_32X32X8_F16", op=0x4c, mnk=(32, 32, 8), ab="fp16", cd="fp32", cycles=32, coexec=28,
         layout=MFMA)

``layout`` names a layout object of :mod:`amdmatrix.layouts`, which also says what each modifier
listed in ``modifiers`` means. :func:`instructions` turns the rows of one architecture into
:class:`~amdmatrix.model.Instruction` objects. tests/core/test_rows_against_reference.py checks every
row against the vendored reference facts; where a row differs on purpose, :mod:`.errata` says so.
"""

from __future__ import annotations

from ..archs import F64_BLGP_NEG, Arch
from ..dtypes import DTYPES
from ..layouts import Layout
from ..model import Instruction
from ..records import record, replace

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["Row", "Instructions", "mfma", "wmma", "instructions", "retyped"]

Types = str | tuple[str, str]
#: The modifier fields a row may list: CBSZ (with ABID), BLGP, OPSEL (with OPSEL_HI), NEG (with NEG_HI).
MODIFIER_FIELDS = ("cbsz", "blgp", "opsel", "neg")


@record
class Row:
    """The facts of one instruction, as its data module declares them."""

    mnemonic: str
    op: int
    #: M, N and K of one block.
    mnk: tuple[int, int, int]
    #: A and B data types: one name for both, or an (A, B) pair (mixed FP8/BF8).
    ab: Types
    #: C and D data type (D only when sparse: C is D).
    cd: str
    cycles: int
    layout: Layout
    #: VALU co-execution cycles; None when the instruction cannot co-execute.
    coexec: int | None = None
    blocks: int = 1
    #: The modifier fields that do something (:data:`MODIFIER_FIELDS`); the layout gives their meaning.
    modifiers: tuple[str, ...] = ()
    #: F8F6F4: the cycles when neither A nor B is an 8-bit format.
    cycles_6_4bit: int | None = None
    #: Other mnemonics LLVM accepts for this instruction (pre-gfx940 spellings).
    aliases: tuple[str, ...] = ()
    #: Notes that --detail-instruction prints (ISA ambiguities, decisions).
    notes: tuple[str, ...] = ()
    #: C's data type where it differs from D's (gfx1250's V_WMMA_BF16F32_*: FP32 C, BF16 D).
    c: str | None = None

    def __post_init__(self) -> None:
        for name in self.modifiers:
            if name not in self.layout.meanings:
                raise ValueError(f"{self.mnemonic}: modifier {name!r} means nothing with layout {self.layout!r}; "
                                 f"legal values: {', '.join(self.layout.meanings)}")

    @property
    def types(self) -> tuple[str, str]:
        """A's and B's data types."""
        return (self.ab, self.ab) if isinstance(self.ab, str) else self.ab


def mfma(mnemonic: str, *, op: int, mnk: tuple[int, int, int], ab: Types, cd: str, cycles: int, coexec: int | None,
         layout: Layout, blocks: int = 1, modifiers: tuple[str, ...] = (), cycles_6_4bit: int | None = None,
         aliases: tuple[str, ...] = (), notes: tuple[str, ...] = ()) -> Row:
    """A CDNA MFMA or SMFMAC row (the co-execution cycles are a fact of every CDNA row)."""
    return Row(mnemonic, op, mnk, ab, cd, cycles, layout, coexec, blocks, modifiers, cycles_6_4bit, aliases, notes)


def wmma(mnemonic: str, *, op: int, mnk: tuple[int, int, int], ab: Types, cd: str, cycles: int, layout: Layout,
         modifiers: tuple[str, ...] = (), notes: tuple[str, ...] = ()) -> Row:
    """An RDNA WMMA or SWMMAC row."""
    return Row(mnemonic, op, mnk, ab, cd, cycles, layout, None, 1, modifiers, None, (), notes)


def retyped(rows: Iterable[Row], types: dict[str, str], note: str) -> tuple[Row, ...]:
    """``rows`` with their A/B types renamed by ``types``; a row that changes gets ``note``."""
    out = []
    for r in rows:
        a, b = (types.get(t, t) for t in r.types)
        if (a, b) == r.types:
            out.append(r)
        else:
            out.append(replace(r, ab=a if a == b else (a, b), notes=(*r.notes, note)))
    return tuple(out)


def _instruction(arch: Arch, r: Row, cls: type[Instruction]) -> Instruction:
    a_t, b_t = r.types
    lay = r.layout
    m, n, k = r.mnk
    meanings = {name: lay.meanings[name] for name in r.modifiers}
    types = ({"A": a_t, "B": b_t, "K": "idx", "D": r.cd} if lay.sparse
             else {"A": a_t, "B": b_t, "C": r.c or r.cd, "D": r.cd})
    blgp_meaning = meanings.get("blgp")
    if blgp_meaning == "lanes":
        f64 = a_t == "fp64"
        blgp_meaning = "negate" if f64 and arch.has(F64_BLGP_NEG) else "lanes"
    neg_meaning = meanings.get("neg")
    if neg_meaning == "float" and DTYPES[a_t].is_integer:
        neg_meaning = "signedness"
    format_cycles = None
    if r.cycles_6_4bit is not None:
        format_cycles = {(a, b): r.cycles if 8 in (a, b) else r.cycles_6_4bit for a in (8, 6, 4) for b in (8, 6, 4)}
    return cls(
        arch, r.mnemonic, r.op, m, n, k, r.blocks, types, r.cycles, r.coexec, lay, sparse=lay.sparse,
        cbsz_meaning=meanings.get("cbsz"), blgp_meaning=blgp_meaning, opsel_meaning=meanings.get("opsel"),
        neg_meaning=neg_meaning, aliases=r.aliases, notes=r.notes, format_cycles=format_cycles, scaled=lay.scaled,
        split_k=lay.split_k,
    )


class Instructions:
    """The instructions of one architecture's rows, in order, each built on first use.

    A one-line query asks for one instruction: it is built from its row alone, not with the
    architecture's fifty (the one-line query's start-up). ``insts[n]`` is the instruction of row ``n`` (the same
    object every time), :meth:`get` finds one by lower-case mnemonic or alias, :meth:`all`
    gives every one.
    """

    def __init__(self, arch: Arch, rows: Iterable[Row], cls: type[Instruction] = Instruction,
                 base: Instructions | None = None) -> None:
        self.arch, self.rows, self.cls, self._base = arch, tuple(rows), cls, base
        self._built: list[Instruction | None] = [None] * len(self.rows)
        self._all: tuple[Instruction, ...] | None = None
        #: Lower-case mnemonic or alias -> row index (a later row's name wins, as in a dict of instructions).
        self.names: dict[str, int] = {}
        for n, r in enumerate(self.rows):
            self.names[r.mnemonic.lower()] = n
            for alias in r.aliases:
                self.names[alias.lower()] = n

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, n: int) -> Instruction:
        inst = self._built[n]
        if inst is None:
            base = self._base
            inst = (_instruction(self.arch, self.rows[n], self.cls) if base is None
                    else replace(base[n], arch=self.arch, _views={}))
            self._built[n] = inst
        return inst

    def get(self, name: str) -> Instruction | None:
        """The instruction whose lower-case mnemonic or alias is ``name``, or None."""
        n = self.names.get(name)
        return None if n is None else self[n]

    def all(self) -> tuple[Instruction, ...]:
        if self._all is None:
            self._all = tuple(self[n] for n in range(len(self.rows)))
        return self._all

    def bound(self, arch: Arch) -> Instructions:
        """These instructions bound to ``arch``, an architecture registered on these rows: each is
        this one's with ``arch`` replaced, so it keeps the row-time decisions of this one's."""
        return Instructions(arch, self.rows, self.cls, base=self)


def instructions(arch: Arch, rows: Iterable[Row], cls: type[Instruction] = Instruction) -> Instructions:
    """The instructions of ``arch`` that ``rows`` declare, in order (of class ``cls``, an
    :class:`~amdmatrix.model.Instruction` or a subclass that an architecture's data module adds),
    each built on first use."""
    return Instructions(arch, rows, cls)
