"""``amdmatrix convert``: the cheapest verified way from one matrix instruction's D to the next
one's A or B, through registers or through the LDS.

The producer's D tiles and the consumer's operand tiles are both bit permutations of one
matrix: every position bit (the bits of a register index, of a lane, of a value's slot in
its register) carries one bit of an element's (row, column), or none where the consumer
keeps copies (RDNA3 repeats A and B in both lane halves). Two routes are planned.

**Registers.** A conversion is a permutation of those bits, and each data-movement primitive
moves bits in a known way:

* a lane <-> register exchange on a register pair (``v_permlane32_swap_b32`` for lane bit 5
  and ``v_permlane16_swap_b32`` for bit 4 on gfx950; DPP with a bank mask for bits 2 and 3;
  otherwise ``v_cndmask``, a lane exchange and two ``v_cndmask``, Triton's general pathway);
* a slot <-> register exchange on a pair (two ``v_perm_b32``), or for free inside the
  packing conversion (``v_cvt_pk_*`` chooses which registers share a word);
* a slot <-> lane exchange (a lane exchange and one ``v_perm_b32`` with a per-lane selector);
* a final per-register lane gather (DPP, ``ds_swizzle_b32``, ``v_permlane16/x16_b32`` or
  ``ds_bpermute_b32``, the cheapest that expresses the map).

The search is A* over the bit arrangements, register order being free.

**LDS.** The values are written to the LDS in a layout that is itself a bit permutation of the
coordinates, with an XOR swizzle of the byte address, and read back: plain ``ds_read_b32``,
``b64`` or ``b128``, or CDNA4's transposing ``ds_read_b64_tr_b16``/``_b8``. The layout's lowest
address bits are the elements one read fills; the writes are as wide as the producer's
registers allow (whole words, register tuples, or the halves and bytes ``ds_write_b16``,
``ds_write_b16_d16_hi`` and ``ds_write_b8`` reach). Every write's and read's bank conflicts
come from the LDS model (:mod:`amdmatrix.lds`: its facts and ``conflicts``) and count in the cost.

Both routes are emitted as records (:class:`Op`), get registers from the free VGPRs and SGPRs
the caller names, run on the data-movement emulator on images from ``emulate.pack`` with every
consumer element compared with ``locate``, and go through the hazard checker, which adds the
``s_nop``s between the producers, the sequence and the consumers. A plan that fails
verification raises; it is never returned. The cheaper verified route is published.

The package: :mod:`.problem` (the problem as data: costs, targets, the sides' maps and labels),
:mod:`.lanes` (lane gathers classified against the primitives table), :mod:`.code` (the plan
being emitted), :mod:`.moves` (each move's cost, effect, emission and description) and
:mod:`.search` (A* over them), :mod:`.lds_layout`, :mod:`.lds_search` and :mod:`.lds_emit` (the
LDS route), :mod:`.registers` (allocation and waits on the records of :mod:`.ops`),
:mod:`.verify` (execution and wait states), :mod:`.plan` (the published record), :mod:`.hip`
(the HIP forms) and :mod:`.api` (:func:`convert`, :func:`routes`, :func:`compatible_pairs`).
"""

from __future__ import annotations

from ..render.plan import plan_svg
from .api import _tiles as _tiles
from .api import compatible_pairs, convert, routes
from .hip import HIP_PRELUDE
from .lanes import _xor_move as _xor_move
from .lds_emit import _cycles_text as _cycles_text
from .ops import Op, Reg, parse_registers
from .plan import Plan
from .problem import _TARGETS as _TARGETS
from .problem import CONVERSIONS, COST_UNIT, COSTS, DEFAULT_FIRST_SGPR, ROUTES
from .problem import _positions as _positions
from .problem import _problem_sides as _problem_sides
from .verify import _wrap as _wrap

__all__ = ["Plan", "Op", "Reg", "convert", "routes", "compatible_pairs", "plan_svg", "parse_registers", "COSTS",
           "CONVERSIONS", "DEFAULT_FIRST_SGPR", "ROUTES", "HIP_PRELUDE", "COST_UNIT"]
