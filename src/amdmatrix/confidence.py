"""How sure amdmatrix is of a layout: ``exact`` or ``provisional``, with the sources.

Every layout of CDNA1-4 and RDNA3/4 is ``exact``: it follows an AMD ISA guide or AMD's
Matrix Instruction Calculator and is pinned by tests against them. gfx1250 (CDNA5) has no
readable AMD layout table yet: only the layouts that the public sources agree on with high
confidence are ``exact``; the others are ``provisional`` (docs/gfx1250.md says why, and
which hardware test would settle each).
"""

from __future__ import annotations

from .errors import AmdMatrixError
from .records import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final, Literal

__all__ = ["Confidence", "EXACT", "PROVISIONAL", "provisional_line", "ProvisionalLayoutError"]


class ProvisionalLayoutError(AmdMatrixError):
    """An operation that needs exact layouts was asked of an instruction with provisional ones."""


EXACT: Final = "exact"
PROVISIONAL: Final = "provisional"


class Confidence(NamedTuple):
    """The confidence of one operand layout and the public sources it rests on."""

    level: Literal["exact", "provisional"]
    sources: tuple[str, ...]
    #: For a provisional layout: why, and the alternatives the sources give (empty if exact).
    reason: str = ""

    @property
    def exact(self) -> bool:
        return self.level == EXACT

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {"level": self.level, "sources": list(self.sources)}
        if self.reason:
            out["reason"] = self.reason
        return out


def provisional_line(mnemonic: str, matrices: list[str]) -> str:
    """The line text output prints after its header when a layout it shows is provisional."""
    return (f"PROVISIONAL: the {', '.join(matrices)} layout of {mnemonic} is not confirmed by AMD "
            "(see docs/gfx1250.md)")
