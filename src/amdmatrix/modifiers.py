"""Encoding modifiers (CBSZ, ABID, BLGP, OPSEL, NEG, NEG_HI) and what they mean.

A field's meaning depends on the instruction, so every instruction names one meaning per
field (or None when the field must be zero):

* CBSZ/ABID: ``broadcast`` (CDNA multi-block dense, calculator README block-group
  semantics), ``index_set`` (CDNA3/4 SMFMAC: with CBSZ == 0, ABID picks the compression
  index set; with CBSZ != 0 the first set is used, seed 000 section 7.5), ``format``
  (CDNA4 F8F6F4: CBSZ is A's data format).
* BLGP: ``lanes`` (the eight B lane patterns, seed 000 Table 29), ``negate`` (CDNA3/4
  F64: bits negate A, B, C; seed 000 7.1.6.4), ``format`` (CDNA4 F8F6F4: B's format).
* OPSEL: ``output_half`` (RDNA3 16-bit C/D: 0 or 4 picks the low or high half),
  ``index_set`` (RDNA4 SWMMAC: picks the compression index set), ``scale_byte``
  (CDNA4 scaled MFMA: {OP_SEL_HI[n], OP_SEL[n]} picks the scale byte of operand n).
* NEG/NEG_HI: ``float`` (negate A/B values in the low/high register half, negate and
  take the absolute value of C), ``signedness`` (RDNA integer WMMA: NEG[0]/NEG[1] mark
  A/B as signed; NEG[2] and NEG_HI must be zero).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import UnsupportedModifierError

__all__ = ["Modifiers", "blgp_lane", "BLGP_PATTERNS", "broadcast_source_block"]


@dataclass(frozen=True)
class Modifiers:
    cbsz: int = 0
    abid: int = 0
    blgp: int = 0
    opsel: int = 0
    opsel_hi: int = 0
    neg: int = 0
    neg_hi: int = 0

    def nonzero(self) -> dict[str, int]:
        return {k: v for k, v in self.__dict__.items() if v}


#: Descriptions of the BLGP lane patterns (seed 000 Table 29, calculator README).
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
            shown = f"{legal.start}-{legal.stop - 1}" if len(legal) > 1 else str(legal.start)
        else:
            shown = ", ".join(str(v) for v in legal)
        raise UnsupportedModifierError(f"{name} {value} is out of range for {why}; legal values: {shown}")
