"""Query results: where an element lives, and what a register lane holds."""

from __future__ import annotations

from .records import NamedTuple, record
from .vocabulary import BLOCKLESS, ROLES
from .vocabulary import MATRICES as _MATRICES

__all__ = ["Location", "Element", "Operand", "Calculation", "Formulas", "MATRICES", "Subject"]

#: Matrix names accepted by queries. "K" is the compression-index matrix of sparse
#: instructions; "SA"/"SB" are the block-scale operands of CDNA4 scaled MFMA.
MATRICES = _MATRICES


def register_text(register: int, bits: tuple[int, int] | None, lane: int | None = None) -> str:
    """The calculator's notation: ``v1{17}.[15:0]``, ``v[1:0]{5}`` (a 64-bit pair),
    ``v[1:0]{5}.[35:30]`` (a value straddling two registers); without a lane ``v1.[15:0]``."""
    r = register
    at = "" if lane is None else f"{{{lane}}}"
    if bits == (63, 0):
        return f"v[{r + 1}:{r}]{at}"
    if bits is None:
        return f"v{r}{at}"
    name = f"v[{r + 1}:{r}]" if bits[0] > 31 else f"v{r}"
    return f"{name}{at}.[{bits[0]}:{bits[1]}]"


class Location(NamedTuple):
    """A value's place in an operand: register offset, lane, and bit range.

    (A named tuple: queries build hundreds of thousands of these, and a tuple is the
    cheapest immutable record Python has.) ``bits`` is ``None`` when the value fills one
    whole 32-bit register. A 64-bit value
    has ``bits == (63, 0)`` and occupies ``register`` and ``register + 1``. A value whose
    ``bits`` reach past bit 31 (packed FP6) straddles ``register`` and ``register + 1``;
    its bits are counted from bit 0 of ``register``.

    ``str()`` gives the calculator's notation: ``v1{17}.[15:0]`` (bits 15:0 of lane 17 of
    register 1), ``v2{5}`` (a whole register), ``v[1:0]{5}`` (a 64-bit pair) and
    ``v[1:0]{5}.[35:30]`` (a value straddling two registers).
    """

    register: int
    lane: int
    bits: tuple[int, int] | None = None

    def __str__(self) -> str:
        return register_text(self.register, self.bits, self.lane)

    @property
    def bit_offset(self) -> int:
        """The value's first bit in the lane's register group: ``32 * register`` plus its lowest
        bit in ``register`` (0 for a whole register or a 64-bit pair). ``bit_offset % 32`` is the
        value's lowest bit in its register, ``bit_offset // 32`` the register."""
        return 32 * self.register + (self.bits[1] if self.bits else 0)

    @property
    def registers(self) -> tuple[int, ...]:
        """The registers the value touches."""
        if self.bits is not None and self.bits[0] > 31:
            return (self.register, self.register + 1)
        return (self.register,)


class Element(NamedTuple):
    """One matrix element: ``matrix[row][col]`` of ``block``.

    ``row``/``col`` are (i, k) for A and K, (k, j) for B, (i, j) for C and D, (i, kb)
    for the A scales and (kb, j) for the B scales. ``location`` says where it was found
    (for :meth:`Instruction.elements_at`) and ``negated``/``absolute`` say whether the
    instruction's modifiers negate it or take its absolute value before use. ``blocks``
    is the instruction's number of blocks.

    ``str()`` gives the calculator's notation: ``A[1][2].B4`` (the block only when the
    instruction has several; never for K and the scales), ``-B[0][0]`` when negated and
    ``-|C[2][3]|`` when negated after taking the absolute value.
    """

    matrix: str
    row: int
    col: int
    block: int = 0
    location: Location | None = None
    negated: bool = False
    absolute: bool = False
    blocks: int = 1

    def __str__(self) -> str:
        # One unpacking, not eight attribute look-ups: a whole-matrix table prints a thousand.
        matrix, row, col, block, _, negated, absolute, blocks = self
        core = f"{matrix}[{row}][{col}]"
        if absolute:
            core = f"|{core}|"
        if negated:
            core = f"-{core}"
        if blocks > 1 and matrix not in BLOCKLESS:  # shows_block
            core += f".B{block}"
        return core

    @property
    def shows_block(self) -> bool:
        """Whether the element is printed with its block: on multi-block instructions, except K and the scales."""
        return self.blocks > 1 and self.matrix not in BLOCKLESS

    @property
    def bits(self) -> tuple[int, int] | None:
        return self.location.bits if self.location is not None else None

    def _coord(self, name: str) -> int | None:
        rows, cols = ROLES[self.matrix].coords
        return self.row if rows == name else self.col if cols == name else None

    @property
    def i(self) -> int | None:
        return self._coord("i")

    @property
    def j(self) -> int | None:
        return self._coord("j")

    @property
    def k(self) -> int | None:
        return self._coord("k")


@record
class Operand:
    """An input or output element together with every location it is read from."""

    element: Element
    locations: tuple[Location, ...]


@record
class Calculation:
    """How D[i][j] of a block is computed: D = sum(A*B [* scales]) + C."""

    d: Operand
    products: tuple[tuple[Operand, Operand], ...]
    c: Operand | None
    #: For block-scaled MFMA: the (A scale, B scale) operands of each product, else empty.
    scales: tuple[tuple[Operand, Operand], ...] = ()
    #: Sparse instructions have no C: they accumulate into D itself (D = sum + D).
    accumulates_into_d: bool = False


class Subject(NamedTuple):
    """What a query ran on, as its output names it."""

    architecture: str
    instruction: str


class Formulas(NamedTuple):
    """An operand's layout as the formulas ``--detail-instruction`` prints.

    ``register`` and ``lane`` give the register and lane of element (i, j or k, block);
    ``coordinates`` maps each coordinate name (``i``, ``j``, ``k``, ``kb`` for the scales,
    ``block``) to its formula in terms of the register, lane and bit position.
    """

    register: str
    lane: str
    coordinates: dict[str, str]
