"""The one table of data-movement primitives: each is declared once, as data, with the feature an
architecture needs (:mod:`amdmatrix.archs`) and the public text it follows.

Where each primitive is defined:

=====================================  ============================  ========================================
primitive                              module                        declared as
=====================================  ============================  ========================================
DPP16 controls (quad_perm, row_shl/    :mod:`.dpp`                   :data:`DPP16`: name, dpp_ctrl codes,
shr/ror, wave_*, row_mirror,                                         feature, source, lane rule
row_half_mirror, row_bcast,
row_share, row_newbcast, row_xmask)
DPP8                                   :mod:`.dpp`                   :func:`dpp8_source_lanes`
``ds_swizzle_b32`` (quad, bit-mask;    :mod:`.swizzle`               :class:`Swizzle` (decode, LLVM text,
FFT and rotate decoded only)                                         lanes); :func:`swizzle_encode`
permlanes (16, x16, 64, 16_swap,       :mod:`.permute`               :data:`PERMLANES`
32_swap)
``ds_permute_b32``/``ds_bpermute_b32`` :mod:`.permute`               :func:`permute_write`,
                                                                     :func:`bpermute_write`
transposing reads (ds_read_b64_tr_*,   :mod:`.transpose`             :data:`TRANSPOSING_READS`: source and
ds_read_b96_tr_b6, ds_load_tr*)                                      destination :class:`LinearMap` s
LDS size and banks                     :mod:`.lds`                   :data:`LDS` (by LLVM processor)
=====================================  ============================  ========================================

Conventions. A table of *source lanes* has one entry per destination lane (or, for a swap
permlane, per position ``register * wave + lane`` of its register pair): the lane it reads, or
:data:`NO_LANE`. A *write plan* (``*_write`` functions, which take EXEC and the masks) has the
source lane, :data:`WRITE_ZERO` or :data:`KEEP`: apply it as ``new[l] = old_src[p[l]]`` if
``p[l] >= 0``, ``0`` for WRITE_ZERO, ``old_dst[l]`` for KEEP. Pass ``arch`` to refuse a primitive
the architecture lacks (:class:`PrimitiveNotOnArchError`, naming the architectures that have it).

Everything here is pure Python (no numpy): the emulator (:mod:`amdmatrix.emulator.movement`),
the LDS model and the planner all read this table.

Examples::

    >>> from amdmatrix import primitives as P
    >>> P.dpp_encode("row_shl:8"), P.dpp_decode(0x4E)
    (264, 'quad_perm:[2,3,0,1]')
    >>> P.dpp_source_lanes("row_shr:1", 32)[:3]
    (-1, 0, 1)
    >>> hex(P.swizzle_encode("swizzle(SWAP,16)")), P.swizzle_text(0x1C1F)
    ('0x401f', 'swizzle(REVERSE,8)')
    >>> P.transposing_read("ds_read_b64_tr_b16").source_of(lane=5, element=2)
    (9, 1)
"""

from __future__ import annotations

from ._common import KEEP, NO_LANE, WRITE_ZERO, Lanes, PrimitiveNotOnArchError, UnknownPrimitiveError
from .dpp import (
    DPP16,
    DppControl,
    DppSetting,
    dpp8_decode,
    dpp8_encode,
    dpp8_source_lanes,
    dpp8_write,
    dpp_control,
    dpp_decode,
    dpp_encode,
    dpp_from_lanes,
    dpp_settings,
    dpp_source_lanes,
    dpp_write,
)
from .lds import LDS, LdsGeometry, lds_geometry
from .permute import (
    PERMLANES,
    Permlane,
    bpermute_source_lanes,
    bpermute_write,
    permlane,
    permlane_from_lanes,
    permlane_source_lanes,
    permute_write,
)
from .swizzle import (
    Swizzle,
    swizzle_decode,
    swizzle_encode,
    swizzle_from_lanes,
    swizzle_source_lanes,
    swizzle_text,
    swizzle_write,
)
from .transpose import TRANSPOSING_READS, TransposingRead, transpose_layouts, transposing_read

__all__ = ["KEEP", "NO_LANE", "WRITE_ZERO", "Lanes", "PrimitiveNotOnArchError", "UnknownPrimitiveError",
           "DPP16", "DppControl", "DppSetting", "dpp8_decode", "dpp8_encode", "dpp8_source_lanes", "dpp8_write",
           "dpp_control", "dpp_decode", "dpp_encode", "dpp_from_lanes", "dpp_settings", "dpp_source_lanes", "dpp_write",
           "LDS", "LdsGeometry", "lds_geometry",
           "PERMLANES", "Permlane", "bpermute_source_lanes", "bpermute_write", "permlane", "permlane_from_lanes",
           "permlane_source_lanes",
           "permute_write",
           "Swizzle", "swizzle_decode", "swizzle_encode", "swizzle_from_lanes", "swizzle_source_lanes",
           "swizzle_text", "swizzle_write",
           "TRANSPOSING_READS", "TransposingRead", "transpose_layouts", "transposing_read"]
