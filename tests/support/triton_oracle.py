"""Triton 3.9 as an oracle for AMD matrix layouts: Triton's own AMD layouts, built and turned into
linear layouts by Triton's C++ (no GPU needed), evaluated with Triton's ``LinearLayout.apply``.

Which Triton layout belongs to which instruction is Triton's own table, transcribed here as
data: the MFMA intrinsic map of ``third_party/amd/lib/TritonAMDGPUTransforms/MfmaGroup.cpp``
and the WMMA maps of ``WmmaGroup.cpp`` (triton-lang/triton), each row (layout version, M, N,
K, kBase) with the instruction it names. kBase is the ``k_width`` of the operand layouts.
Nothing here imports amdmatrix's exporters: the comparison in tests/core/test_triton_layouts.py
reads only ``Instruction.placements()``.

Use: ``available()``; ``cases()`` (every instruction Triton has, with its operands);
``triton_slots(case, matrix)`` -> {(lane, register): (row, col)} in amdmatrix's coordinates;
``evaluate(reg_bases, lane_bases, shape)`` (Triton's C++ applies the bases);
``build(expression, shape)`` (a Gluon layout expression, evaluated to its bases by Triton).
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from functools import cache

__all__ = ["available", "Case", "cases", "triton_slots", "evaluate", "build", "MFMA", "WMMA"]


def available() -> bool:
    return importlib.util.find_spec("triton") is not None


@dataclass(frozen=True)
class Case:
    arch: str          # amdmatrix architecture
    mnemonic: str      # as amdmatrix lists it (or an alias it accepts)
    kind: str          # "mfma", "wmma", "mfma_scale", "wmma_scale"
    version: int       # Triton's layout version
    m: int
    n: int
    k: int
    k_base: int        # Triton's kBase (k_width of A and B)
    bits64: bool = False

    @property
    def matrices(self) -> tuple[str, ...]:
        if self.kind == "mfma_scale":
            return ("A", "B", "D", "SA", "SB")
        return ("A", "B", "D")


_V = {1: "cdna1", 2: "cdna2", 3: "cdna3", 4: "cdna4"}

#: MfmaGroup.cpp: (versions, M, N, K, kBase, the instruction's LLVM name). 4x4 (64x4 / 4x64) rows are
#: left out: Triton folds the 16 blocks into one dimension (see docs/export.md).
_MFMA_ROWS = (
    ((2, 3, 4), 16, 16, 4, 1, "v_mfma_f64_16x16x4f64"),
    ((1, 2, 3, 4), 32, 32, 2, 1, "v_mfma_f32_32x32x2f32"),
    ((1, 2, 3, 4), 16, 16, 4, 1, "v_mfma_f32_16x16x4f32"),
    ((3,), 16, 16, 8, 2, "v_mfma_f32_16x16x8xf32"),
    ((3,), 32, 32, 4, 2, "v_mfma_f32_32x32x4xf32"),
    ((4,), 32, 32, 16, 8, "v_mfma_f32_32x32x16_f16"),
    ((1, 2, 3, 4), 32, 32, 8, 4, "v_mfma_f32_32x32x8f16"),
    ((4,), 16, 16, 32, 8, "v_mfma_f32_16x16x32_f16"),
    ((1, 2, 3, 4), 16, 16, 16, 4, "v_mfma_f32_16x16x16f16"),
    ((4,), 32, 32, 16, 8, "v_mfma_f32_32x32x16_bf16"),
    ((2, 3, 4), 32, 32, 8, 4, "v_mfma_f32_32x32x8bf16_1k"),
    ((2,), 32, 32, 4, 2, "v_mfma_f32_32x32x4bf16_1k"),
    ((4,), 16, 16, 32, 8, "v_mfma_f32_16x16x32_bf16"),
    ((2, 3, 4), 16, 16, 16, 4, "v_mfma_f32_16x16x16bf16_1k"),
    ((1, 2), 16, 16, 8, 2, "v_mfma_f32_16x16x8bf16"),
    ((1,), 32, 32, 4, 2, "v_mfma_f32_32x32x4bf16"),
    ((3, 4), 32, 32, 16, 8, "v_mfma_f32_32x32x16_fp8_fp8"),
    ((3, 4), 32, 32, 16, 8, "v_mfma_f32_32x32x16_fp8_bf8"),
    ((3, 4), 32, 32, 16, 8, "v_mfma_f32_32x32x16_bf8_fp8"),
    ((3, 4), 32, 32, 16, 8, "v_mfma_f32_32x32x16_bf8_bf8"),
    ((3, 4), 16, 16, 32, 8, "v_mfma_f32_16x16x32_fp8_fp8"),
    ((3, 4), 16, 16, 32, 8, "v_mfma_f32_16x16x32_fp8_bf8"),
    ((3, 4), 16, 16, 32, 8, "v_mfma_f32_16x16x32_bf8_fp8"),
    ((3, 4), 16, 16, 32, 8, "v_mfma_f32_16x16x32_bf8_bf8"),
    ((4,), 32, 32, 32, 16, "v_mfma_i32_32x32x32_i8"),
    ((3, 4), 32, 32, 16, 8, "v_mfma_i32_32x32x16_i8"),
    ((1, 2), 32, 32, 8, 4, "v_mfma_i32_32x32x8i8"),
    ((4,), 16, 16, 64, 16, "v_mfma_i32_16x16x64_i8"),
    ((3, 4), 16, 16, 32, 8, "v_mfma_i32_16x16x32_i8"),
    ((1, 2), 16, 16, 16, 4, "v_mfma_i32_16x16x16i8"),
)
#: The scaled MFMAs (MfmaGroup.cpp: FP4 key, kBase 32): A and B in FP4, and the E8M0 scales.
_MFMA_SCALE_ROWS = (
    (16, 16, 128, 32, "v_mfma_scale_f32_16x16x128_f8f6f4"),
    (32, 32, 64, 32, "v_mfma_scale_f32_32x32x64_f8f6f4"),
)
#: WmmaGroup.cpp: (version, M, N, K, kBase, instruction).
_WMMA_ROWS = (
    (3, 16, 16, 4, 2, "v_wmma_f32_16x16x4_f32"),
    (1, 16, 16, 16, 16, "v_wmma_f32_16x16x16_f16"),
    (2, 16, 16, 16, 8, "v_wmma_f32_16x16x16_f16"),
    (3, 16, 16, 32, 16, "v_wmma_f32_16x16x32_f16"),
    (1, 16, 16, 16, 16, "v_wmma_f16_16x16x16_f16"),
    (2, 16, 16, 16, 8, "v_wmma_f16_16x16x16_f16"),
    (1, 16, 16, 16, 16, "v_wmma_f32_16x16x16_bf16"),
    (2, 16, 16, 16, 8, "v_wmma_f32_16x16x16_bf16"),
    (3, 16, 16, 32, 16, "v_wmma_f32_16x16x32_bf16"),
    (1, 16, 16, 16, 16, "v_wmma_bf16_16x16x16_bf16"),
    (2, 16, 16, 16, 8, "v_wmma_bf16_16x16x16_bf16"),
    (2, 16, 16, 16, 8, "v_wmma_f32_16x16x16_fp8_fp8"),
    (2, 16, 16, 16, 8, "v_wmma_f32_16x16x16_fp8_bf8"),
    (2, 16, 16, 16, 8, "v_wmma_f32_16x16x16_bf8_fp8"),
    (2, 16, 16, 16, 8, "v_wmma_f32_16x16x16_bf8_bf8"),
    (3, 16, 16, 128, 64, "v_wmma_f32_16x16x128_fp8_fp8"),
    (3, 16, 16, 64, 32, "v_wmma_f32_16x16x64_fp8_fp8"),
    (3, 16, 16, 128, 64, "v_wmma_f32_16x16x128_fp8_bf8"),
    (3, 16, 16, 64, 32, "v_wmma_f32_16x16x64_fp8_bf8"),
    (3, 16, 16, 128, 64, "v_wmma_f32_16x16x128_bf8_fp8"),
    (3, 16, 16, 64, 32, "v_wmma_f32_16x16x64_bf8_fp8"),
    (3, 16, 16, 128, 64, "v_wmma_f32_16x16x128_bf8_bf8"),
    (3, 16, 16, 64, 32, "v_wmma_f32_16x16x64_bf8_bf8"),
    (1, 16, 16, 16, 16, "v_wmma_i32_16x16x16_iu8"),
    (2, 16, 16, 16, 8, "v_wmma_i32_16x16x16_iu8"),
    (3, 16, 16, 64, 32, "v_wmma_i32_16x16x64_iu8"),
    (1, 16, 16, 16, 16, "v_wmma_i32_16x16x16_iu4"),
    (2, 16, 16, 32, 16, "v_wmma_i32_16x16x32_iu4"),
    (2, 16, 16, 16, 8, "v_wmma_i32_16x16x16_iu4"),
)
_WMMA_ARCH = {1: "rdna3", 2: "rdna4", 3: "gfx1250"}

MFMA: tuple[Case, ...] = tuple(
    Case(_V[v], name, "mfma", v, m, n, k, kb, bits64=name.startswith("v_mfma_f64"))
    for versions, m, n, k, kb, name in _MFMA_ROWS for v in versions) + tuple(
    Case("cdna4", name, "mfma_scale", 4, m, n, k, kb) for m, n, k, kb, name in _MFMA_SCALE_ROWS)
WMMA: tuple[Case, ...] = tuple(Case(_WMMA_ARCH[v], name, "wmma", v, m, n, k, kb) for v, m, n, k, kb, name in _WMMA_ROWS)


def cases() -> tuple[Case, ...]:
    """Every (architecture, instruction) Triton has a layout for (4x4 MFMAs left out)."""
    return MFMA + WMMA


# ------------------------------------------------------------------------------ Triton
@cache
def _builder() -> object:
    from triton._C.libtriton import ir
    from triton._C.libtriton.gluon_ir import GluonOpBuilder

    ctx = ir.context()
    ir.load_dialects(ctx)
    builder = GluonOpBuilder(ctx)
    builder._keep_context = ctx  # type: ignore[attr-defined]
    return builder


def _namespace() -> dict[str, object]:
    from triton.experimental.gluon import language as gl
    from triton.experimental.gluon.language.amd import AMDMFMALayout, AMDWMMALayout

    return {"AMDMFMALayout": AMDMFMALayout, "AMDWMMALayout": AMDWMMALayout,
            "DotOperandLayout": gl.DotOperandLayout, "DistributedLinearLayout": gl.DistributedLinearLayout}


def bases_of(layout: object, shape: list[int]) -> tuple[list[list[int]], list[list[int]]]:
    """Triton's C++ ``toLinearLayout`` of a Gluon layout object: (reg_bases, lane_bases)."""
    b = _builder()
    ll = b.to_linear_layout(layout._to_ir(b), shape)  # type: ignore[attr-defined]
    assert not ll.warp_bases and not ll.block_bases, ll
    return ll.reg_bases, ll.lane_bases


def build(expression: str, shape: list[int]) -> tuple[list[list[int]], list[list[int]]]:
    """Evaluate a Gluon layout expression (``AMDMFMALayout(...)``, ``DotOperandLayout(...)``,
    ``DistributedLinearLayout(...)``) with Triton and return its bases as Triton's C++ makes them."""
    layout = eval(expression, {"__builtins__": {}}, _namespace())  # noqa: S307 - our own test strings
    return bases_of(layout, shape)


def evaluate(reg_bases: list[list[int]], lane_bases: list[list[int]], shape: list[int]
             ) -> dict[tuple[int, int], tuple[int, ...]]:
    """{(lane, register): coordinates} by Triton's own ``LinearLayout.apply``."""
    from triton._C.libtriton import linear_layout

    outs = [f"dim{d}" for d in range(len(shape))]
    ll = linear_layout.LinearLayout.from_bases([("register", reg_bases), ("lane", lane_bases)], outs, list(shape),
                                               require_surjective=False)
    table = {}
    for lane in range(1 << len(lane_bases)):
        for reg in range(1 << len(reg_bases)):
            got = ll.apply({"register": reg, "lane": lane})
            table[lane, reg] = tuple(got[o] for o in outs)
    return table


def _parent(case: Case, transposed: bool = False) -> object:
    ns = _namespace()
    if case.kind.startswith("mfma"):
        return ns["AMDMFMALayout"](version=case.version, instr_shape=[case.m, case.n, case.k],  # type: ignore[operator]
                                   transposed=transposed, warps_per_cta=[1, 1],
                                   element_bitwidth=64 if case.bits64 else 32)
    return ns["AMDWMMALayout"](version=case.version, transposed=transposed, warp_bases=[], reg_bases=[],  # type: ignore[operator]
                               instr_shape=[case.m, case.n, case.k])


def triton_layout(case: Case, matrix: str, transposed: bool = False) -> tuple[object, list[int]]:
    """Triton's layout object for ``matrix`` of ``case`` and the tensor shape it is taken at."""
    ns = _namespace()
    parent = _parent(case, transposed)
    if matrix in ("C", "D"):
        return parent, ([case.n, case.m] if transposed else [case.m, case.n])
    dot = ns["DotOperandLayout"]
    if matrix == "A":
        return dot(operand_index=0, parent=parent, k_width=case.k_base), [case.m, case.k]  # type: ignore[operator]
    if matrix == "B":
        return dot(operand_index=1, parent=parent, k_width=case.k_base), [case.k, case.n]  # type: ignore[operator]
    from triton.experimental.gluon.language.amd.cdna4 import get_mfma_scale_layout

    op = 0 if matrix == "SA" else 1
    shape = [case.m if op == 0 else case.n, case.k // 32]
    return get_mfma_scale_layout(dot(operand_index=op, parent=parent, k_width=case.k_base), shape), shape  # type: ignore[operator]


def triton_slots(case: Case, matrix: str, transposed: bool = False) -> dict[tuple[int, int], tuple[int, int]]:
    """{(lane, Triton register): (row, col)} of Triton's layout for ``matrix``, in amdmatrix's
    coordinates: A [i][k], B [k][j], D [i][j], SA [i][k/32], SB [k/32][j] (Triton indexes the B
    scales [j][k/32], and its transposed D is Dᵀ, so those two are swapped back)."""
    layout, shape = triton_layout(case, matrix, transposed)
    reg_bases, lane_bases = bases_of(layout, shape)
    table = evaluate(reg_bases, lane_bases, shape)
    swap = matrix == "SB" or (transposed and matrix in ("C", "D"))
    return {key: ((c[1], c[0]) if swap else (c[0], c[1])) for key, c in table.items()}
