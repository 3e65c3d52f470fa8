"""What every table of primitives shares: the lane conventions, the errors and the feature gate."""

from __future__ import annotations

from typing import TypeVar

from .. import archs as _archs
from ..archs import Arch, resolve_arch
from ..errors import AmdMatrixError, OutOfRangeError

R = TypeVar("R")

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

__all__ = ["NO_LANE", "WRITE_ZERO", "KEEP", "Lanes", "UnknownPrimitiveError", "PrimitiveNotOnArchError",
           "check_wave", "gate", "active", "resolve", "row"]

#: In a table of source lanes: this lane has no source (a shift past the row's or wave's edge).
NO_LANE = -1
#: In a write plan: the destination lane is written with 0.
WRITE_ZERO = -1
#: In a write plan: the destination lane keeps its value (not written).
KEEP = -2

#: One entry per destination lane (or position): the source lane, or one of the markers above.
Lanes = tuple[int, ...]


class UnknownPrimitiveError(AmdMatrixError):
    """A primitive (DPP control, swizzle mode, permlane, transposing read) that the table does not have."""


class PrimitiveNotOnArchError(AmdMatrixError):
    """The primitive exists, but not on the architecture asked about."""


def resolve(arch: str | Arch | None) -> Arch | None:
    return arch if isinstance(arch, Arch) or arch is None else resolve_arch(arch)


def check_wave(wave: int) -> int:
    if wave not in (32, 64):
        raise OutOfRangeError(f"wave size {wave!r} is not a wave size; legal values: 32, 64")
    return int(wave)


def row(table: Mapping[str, R], what: str, mnemonic: str) -> R:
    """The row of ``mnemonic`` (any case, blanks around it) in a table keyed by mnemonic."""
    found = table.get(str(mnemonic).strip().lower())
    if found is None:
        raise UnknownPrimitiveError(f"unknown {what} {mnemonic!r}; legal values: {', '.join(table)}")
    return found


def gate(arch: str | Arch | None, feature: str | None, what: str) -> None:
    """Raise unless ``arch`` (None: no architecture, no check) has ``feature`` (None: every one has it)."""
    a = resolve(arch)
    if a is None or feature is None or a.has(feature):
        return
    have = [x.name for x in _archs.ARCHS if x.has(feature)]  # ARCHS as archs.register() leaves it
    raise PrimitiveNotOnArchError(f"{what} does not exist on {a.name}; it exists on {', '.join(have) or 'none'}")


def active(exec_mask: int | None, wave: int) -> Sequence[bool]:
    """Each lane's EXEC bit (None: every lane active)."""
    if exec_mask is None:
        return (True,) * wave
    if not 0 <= exec_mask < 1 << wave:
        raise OutOfRangeError(f"EXEC mask {exec_mask:#x} does not fit wave{wave}; legal values: 0-{(1 << wave) - 1:#x}")
    return tuple(bool(exec_mask >> lane & 1) for lane in range(wave))
