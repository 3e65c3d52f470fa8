"""Wait states (hazards) of matrix instructions, and a checker for hand-written kernels.

Hand-written MFMA and WMMA code must put enough independent instructions (or ``s_nop``,
``v_nop``) between a matrix instruction and whatever next touches its registers. The rules
are data, one table per architecture (``rules_cdna1`` ... ``rules_rdna4``, ``rules_gfx1250``),
each row citing its public source (the CDNA4, CDNA3 and MI200 ISA guides, the RDNA3 ISA's
WMMA section, or LLVM's GCNHazardRecognizer where no guide has the row, as for gfx1250)::

    import amdmatrix

    amdmatrix.hazards("cdna3", "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
                      "v_accvgpr_read_b32 v4, a0")        # [Hazard(rule='C3-10', required=7, ...)]
    amdmatrix.check("gfx942", open("kernel.s").read())     # [Violation(line=12, missing=3, ...)]
    amdmatrix.hazards.fix("gfx942", text)                  # the text with s_nop lines inserted

``check`` and ``fix`` read the file as llvm-mc does (``path=`` locates its ``.include`` files)
and raise :class:`IncompleteError` if a line was not understood (``allow_unknown=True`` goes on).

The module object is callable: ``amdmatrix.hazards(arch, first, second)`` runs :func:`hazards`.
docs/hazards.md explains what a wait state is and lists every rule and decision.
"""

from __future__ import annotations

import sys
import types

from ..archs import Arch
from . import model
from .api import IncompleteError, InstructionRules, Report, analyse, check, fix, hazards, instruction_rules, rules
from .model import Hazard, Rule, Violation
from .reader import MalformedLineError

__all__ = ["Hazard", "IncompleteError", "InstructionRules", "MalformedLineError", "Report", "Rule", "Violation",
           "analyse", "check", "fix", "hazards", "instruction_rules", "rules"]


class HazardsPackage(types.ModuleType):
    """The type of ``amdmatrix.hazards``: this package, also callable as the :func:`hazards` function.

    Its attributes are typed here so that ``amdmatrix.hazards(arch, first, second)`` and
    ``amdmatrix.hazards.fix(arch, text)`` pass ``mypy --strict``.
    """

    Hazard = Hazard
    IncompleteError = IncompleteError
    InstructionRules = InstructionRules
    MalformedLineError = MalformedLineError
    Report = Report
    Rule = Rule
    Violation = Violation
    analyse = staticmethod(analyse)
    check = staticmethod(check)
    fix = staticmethod(fix)
    hazards = staticmethod(hazards)
    instruction_rules = staticmethod(instruction_rules)
    rules = staticmethod(rules)

    def __call__(self, arch: str | Arch, first: str, second: str) -> list[model.Hazard]:
        return hazards(arch, first, second)


sys.modules[__name__].__class__ = HazardsPackage
