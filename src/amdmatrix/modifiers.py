"""Encoding modifiers (CBSZ, ABID, BLGP, OPSEL, NEG, NEG_HI) and what they mean.

The fields are declared as data (:data:`FIELD_TABLE`); :class:`Modifiers` holds one value
per entry. A field's meaning depends on the instruction, so every instruction names one
meaning per field group (or None when the fields must be zero); each meaning is an object
of :mod:`amdmatrix.meanings` that owns its legality, maps, marks and explanation:

* CBSZ/ABID: ``broadcast`` (CDNA multi-block dense, calculator README block-group
  semantics), ``index_set`` (CDNA3/4 SMFMAC: with CBSZ == 0, ABID picks the compression
  index set; with CBSZ != 0 the first set is used, CDNA4 ISA §7.5), ``format``
  (CDNA4 F8F6F4: CBSZ is A's data format).
* BLGP: ``lanes`` (the eight B lane patterns, CDNA4 ISA Table 29), ``negate`` (CDNA3/4
  F64: bits negate A, B, C; CDNA4 ISA §7.1.6.4), ``format`` (CDNA4 F8F6F4: B's format).
* OPSEL: ``output_half`` (RDNA3 16-bit C/D: 0 or 4 picks the low or high half),
  ``index_set`` (RDNA4 SWMMAC: picks the compression index set), ``scale_byte``
  (CDNA4 scaled MFMA: {OP_SEL_HI[n], OP_SEL[n]} picks the scale byte of operand n),
  ``scale_row`` (gfx1250 block-scaled WMMA and scale loads: OPSEL[0]/OPSEL_HI[0], LLVM's
  ``matrix_a_scale``/``matrix_b_scale``, pick the lane half that holds the A/B scales).
* NEG/NEG_HI: ``float`` (negate A/B values in the low/high register half, negate and
  take the absolute value of C), ``signedness`` (RDNA integer WMMA: NEG[0]/NEG[1] mark
  A/B as signed; NEG[2] and NEG_HI must be zero).

The Python API takes the modifiers as keyword arguments: the seven fields, plus the CDNA4
spellings ``a_format``/``b_format`` (a format name or code, setting CBSZ/BLGP of an F8F6F4
instruction) and ``a_scale_byte``/``b_scale_byte`` (0-3, setting bit 0/1 of OPSEL and
OPSEL_HI of a scaled MFMA), and the gfx1250 ``a_scale_row``/``b_scale_row`` (0 or 1: LLVM's
``MATRIX_SCALE_ROW0``/``ROW1``, setting bit 0 of OPSEL/OPSEL_HI of a block-scaled WMMA or scale
load), as the command line's ``--a-format`` and so on. :func:`parse`
turns them into :class:`Modifiers`.
"""

from __future__ import annotations

from .errors import UnsupportedModifierError, shown
from .records import record
from .vocabulary import F8F6F4_ALIASES, F8F6F4_FORMATS, F8F6F4_LEGAL

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence
    from typing import SupportsInt, TypeGuard

    from .model import Instruction

__all__ = ["Modifiers", "Field", "FIELD_TABLE", "blgp_lane", "BLGP_PATTERNS", "broadcast_source_block", "FIELDS",
           "KEYWORDS", "FORMATS", "FORMAT_NAMES", "parse", "format_code", "integer", "closest"]

@record
class Field:
    """One modifier field of the instruction word, as data: a new field is one entry."""

    name: str  # the keyword argument and Modifiers attribute
    isa: str  # the ISA's field name
    bits: int  # width in the encoding
    llvm: str  # how LLVM spells it (where it is a plain modifier)

    @property
    def legal(self) -> range:
        """Every value the field can hold; an instruction's meaning narrows it."""
        return range(1 << self.bits)


#: The modifier fields, in the order of :class:`Modifiers`' keyword (and positional) arguments.
FIELD_TABLE: tuple[Field, ...] = (
    Field("cbsz", "CBSZ", 3, "cbsz"),
    Field("abid", "ABID", 4, "abid"),
    Field("blgp", "BLGP", 3, "blgp"),
    Field("opsel", "OPSEL", 3, "op_sel"),
    Field("opsel_hi", "OPSEL_HI", 3, "op_sel_hi"),
    Field("neg", "NEG", 3, "neg_lo"),
    Field("neg_hi", "NEG_HI", 3, "neg_hi"),
)
#: The encoding fields, as keyword arguments.
FIELDS = tuple(f.name for f in FIELD_TABLE)
_INDEX = {name: n for n, name in enumerate(FIELDS)}
#: Every modifier keyword the Python API accepts.
KEYWORDS = (*FIELDS, "a_format", "b_format", "a_scale_byte", "b_scale_byte", "a_scale_row", "b_scale_row")
#: The keywords that are not fields: which instructions take them and the fields they set (messages).
_SPELLINGS = {"a_format": ("CDNA4 F8F6F4", "CBSZ"), "b_format": ("CDNA4 F8F6F4", "BLGP"),
              "a_scale_byte": ("CDNA4 scaled", "OPSEL and OPSEL_HI"),
              "b_scale_byte": ("CDNA4 scaled", "OPSEL and OPSEL_HI"),
              "a_scale_row": ("gfx1250 block-scaled WMMA and scale-load", "OPSEL[0], LLVM's matrix_a_scale"),
              "b_scale_row": ("gfx1250 block-scaled WMMA and scale-load", "OPSEL_HI[0], LLVM's matrix_b_scale")}
#: The CDNA4 F8F6F4 formats in code order (CBSZ for A, BLGP for B), and their other names.
FORMAT_NAMES = F8F6F4_FORMATS
FORMATS = F8F6F4_ALIASES
_FORMATS_LEGAL = F8F6F4_LEGAL


class Modifiers:
    """The modifier fields of one instruction word (each 0 unless given), one attribute per
    entry of :data:`FIELD_TABLE`: ``Modifiers(cbsz=1, abid=1).cbsz == 1``. Immutable and hashable."""

    __slots__ = ("_values",)
    _values: tuple[int, ...]

    def __init__(self, *args: int, **fields: int) -> None:
        if len(args) > len(FIELDS):
            raise TypeError(f"Modifiers() takes at most {len(FIELDS)} positional arguments ({len(args)} given)")
        values = [*args, *(0 for _ in range(len(FIELDS) - len(args)))]
        for name, value in fields.items():
            n = _INDEX.get(name)
            if n is None:
                raise TypeError(f"Modifiers() got an unexpected keyword argument {name!r}")
            if n < len(args):
                raise TypeError(f"Modifiers() got multiple values for argument {name!r}")
            values[n] = value
        object.__setattr__(self, "_values", tuple(values))

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> int: ...

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: Modifiers are immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Modifiers) and self._values == other._values

    def __hash__(self) -> int:
        return hash(self._values)

    def __repr__(self) -> str:
        return f"Modifiers({', '.join(f'{k}={v!r}' for k, v in zip(FIELDS, self._values, strict=True))})"

    def items(self) -> list[tuple[str, int]]:
        """(field, value) pairs, in :data:`FIELDS` order."""
        return list(zip(FIELDS, self._values, strict=True))

    def nonzero(self) -> dict[str, int]:
        return {k: v for k, v in zip(FIELDS, self._values, strict=True) if v}


def _field_getter(n: int) -> property:
    return property(lambda self: self._values[n])


for _n, _name in enumerate(FIELDS):
    setattr(Modifiers, _name, _field_getter(_n))


def closest(word: str, choices: Sequence[str], n: int = 3, cutoff: float = 0.6) -> list[str]:
    """The ``n`` choices closest to a misspelt ``word`` (case-insensitive), best first."""
    import difflib  # only on the error path

    lower = {c.lower(): c for c in choices}
    return [lower[m] for m in difflib.get_close_matches(word.lower(), list(lower), n=n, cutoff=cutoff)]


def _integral(value: object) -> TypeGuard[SupportsInt]:
    """Whether ``value`` is a Python or NumPy integer scalar (never a bool).

    ``numbers`` is imported only for a value that is not an ``int`` (the query path's start-up).
    """
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    import numbers

    return isinstance(value, numbers.Integral)


def integer(value: object, what: str, legal: str,
            error: Callable[[str], Exception] = UnsupportedModifierError) -> int:
    """``value`` as an ``int``: a Python or NumPy integer, never a bool, float or string."""
    if _integral(value):
        return int(value)
    raise error(f"{what} must be an integer, not {shown(value)}; legal values: {legal}")


def format_code(value: object, what: str = "format") -> int:
    """The CDNA4 F8F6F4 format code (0-4) of a format name (``"fp4"``, ``"E2M1"``) or code."""
    if isinstance(value, str):
        text = value.strip().lower()
        if text in FORMATS:
            return FORMATS[text]
        if len(text) == 1 and text in "01234":
            return int(text)
    elif _integral(value) and 0 <= int(value) <= 4:
        return int(value)
    raise UnsupportedModifierError(f"{what} {shown(value)} is not a format; legal values: {_FORMATS_LEGAL}")


def _python(name: str) -> str:
    return name


def parse(kwargs: Mapping[str, object], *, extra: Sequence[str] = (), spell: Callable[[str], str] = _python,
          inst: Instruction | None = None) -> Modifiers:
    """The :class:`Modifiers` that keyword arguments set; ranges are checked per instruction.

    Raises :class:`UnsupportedModifierError` for an unknown keyword (with a did-you-mean
    that also considers ``extra``, the caller's other keywords), a value that is not an
    integer (formats: not a format), two keywords that set one field differently, or a
    CDNA4 spelling (``a_format``, ``a_scale_byte``, ...) that ``inst`` does not support.
    ``spell`` names a keyword in messages (the CLI passes its option names).
    """
    if inst is not None:
        for name in KEYWORDS[len(FIELDS):]:
            if name in kwargs and not inst.supports(name):
                kind, field = _SPELLINGS[name]
                legal = ", ".join(spell(k) for k in KEYWORDS if inst.supports(k)) or "none"
                raise UnsupportedModifierError(
                    f"{spell(name)} is only for {kind} instructions (it sets {field}); {inst.mnemonic} on "
                    f"{inst.arch.name} is not one; legal modifiers: {legal}")
    fields: dict[str, int] = {}
    for name, value in kwargs.items():
        if name in FIELDS:
            fields[name] = integer(value, spell(name), "integers (0 unless the instruction supports it)")
        elif name not in KEYWORDS:
            key = shown(name)
            hint = closest(name, [*KEYWORDS, *extra]) if isinstance(name, str) else []
            did = f" (did you mean {' or '.join(hint)}?)" if hint else ""
            raise UnsupportedModifierError(f"unknown modifier {key}{did}; legal modifiers: {', '.join(KEYWORDS)}")
    for name, field in (("a_format", "cbsz"), ("b_format", "blgp")):
        if name in kwargs:
            code = format_code(kwargs[name], spell(name))
            if field in fields and fields[field] != code:
                raise UnsupportedModifierError(
                    f"{spell(name)} {shown(kwargs[name])} conflicts with {spell(field)} {fields[field]}; "
                    f"legal values: one of the two, or both giving format {code}")
            fields[field] = code
    for n, name in ((0, "a_scale_byte"), (1, "b_scale_byte")):
        if name in kwargs:
            byte = integer(kwargs[name], spell(name), "0-3")
            if byte not in range(4):
                raise UnsupportedModifierError(f"{spell(name)} {shown(byte)} is out of range; legal values: 0-3")
            for field, bit in (("opsel", byte & 1), ("opsel_hi", byte >> 1)):
                cur = fields.get(field, 0)
                if field in kwargs and (cur >> n & 1) != bit:
                    raise UnsupportedModifierError(
                        f"{spell(name)} {byte} conflicts with {spell(field)} {cur}; legal values: one of the two, "
                        f"or {spell(field)} with bit {n} = {bit}")
                fields[field] = (cur & ~(1 << n)) | (bit << n)
    for field, name in (("opsel", "a_scale_row"), ("opsel_hi", "b_scale_row")):
        if name in kwargs:  # gfx1250: bit 0 of the field (the scale prefix's op_sel[0]/op_sel_hi[0])
            row = integer(kwargs[name], spell(name), "0, 1")
            if row not in (0, 1):
                raise UnsupportedModifierError(f"{spell(name)} {shown(row)} is out of range; legal values: 0, 1 "
                                               "(MATRIX_SCALE_ROW0, MATRIX_SCALE_ROW1)")
            cur = fields.get(field, 0)
            if field in kwargs and (cur & 1) != row:
                raise UnsupportedModifierError(
                    f"{spell(name)} {row} conflicts with {spell(field)} {cur}; legal values: one of the two, "
                    f"or {spell(field)} with bit 0 = {row}")
            fields[field] = (cur & ~1) | row
    return Modifiers(**fields)


#: Descriptions of the BLGP lane patterns (CDNA4 ISA Table 29, calculator README).
BLGP_PATTERNS = (
    "normal B layout",
    "lanes 0-31 broadcast to lanes 32-63",
    "lanes 32-63 broadcast to lanes 0-31",
    "all lanes rotated down by 16 (lane l reads lane (l + 16) % 64)",
    "lanes 0-15 broadcast to all four 16-lane groups",
    "lanes 16-31 broadcast to all four 16-lane groups",
    "lanes 32-47 broadcast to all four 16-lane groups",
    "lanes 48-63 broadcast to all four 16-lane groups",
)


def blgp_lane(blgp: int, lane: int) -> int:
    """The lane actually read for B data that the plain layout puts in ``lane``."""
    if blgp == 0:
        return lane
    if blgp == 1:
        return lane % 32
    if blgp == 2:
        return lane % 32 + 32
    if blgp == 3:
        return (lane + 16) % 64
    return lane % 16 + 16 * (blgp - 4)


def broadcast_source_block(cbsz: int, abid: int, block: int) -> int:
    """Block of A whose data feeds ``block`` under CBSZ/ABID (calculator README semantics).

    Blocks form groups of 2**CBSZ consecutive blocks; block ABID of each group is
    broadcast to the whole group.
    """
    size = 1 << cbsz
    return block - block % size + abid


def require(ok: bool, message: str) -> None:
    if not ok:
        raise UnsupportedModifierError(message)


def in_range(name: str, value: int, legal: range | tuple[int, ...], why: str) -> None:
    if value not in legal:
        if isinstance(legal, range):
            text = f"{legal.start}-{legal.stop - 1}" if len(legal) > 1 else str(legal.start)
        else:
            text = ", ".join(str(v) for v in legal)
        raise UnsupportedModifierError(f"{name} {shown(value)} is out of range for {why}; legal values: {text}")
