"""The public emulator functions: pack, unpack, execute, emulate, compress and expand."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from ..catalog import instruction
from ..errors import AmdMatrixError, OutOfRangeError, UnknownMatrixError
from ..model import Instruction
from ..modifiers import KEYWORDS, parse
from ._engine import keeps_subnormals, program
from ._maps import OperandMap, operand_map
from ._values import decode, encode, operand_format
from .formats import NumberFormat

__all__ = ["pack", "unpack", "execute", "emulate", "compress", "expand", "MODIFIERS"]

#: The modifier keywords every function accepts: the encoding fields (integers) and the spellings
#: ``a_format``, ``a_scale_byte`` and so on; the one vocabulary of the library (amdmatrix.modifiers).
MODIFIERS = KEYWORDS

U32 = npt.NDArray[np.uint32]


# ---------------------------------------------------------------------------- validation
def _instruction(inst: Any, provisional: Any = False) -> Instruction:
    if not isinstance(inst, Instruction):
        raise AmdMatrixError(f"expected an amdmatrix.Instruction (from amdmatrix.instruction(arch, mnemonic)), "
                             f"not {_shown(inst)}")
    if not isinstance(provisional, bool):
        raise AmdMatrixError(f"provisional must be True or False, not {_shown(provisional)}")
    unsure = inst.provisional_matrices()
    if unsure and not provisional:  # gfx1250 (docs/gfx1250.md): layouts AMD has not confirmed
        from ..confidence import ProvisionalLayoutError

        raise ProvisionalLayoutError(
            f"{inst.mnemonic} on {inst.arch.name} has provisional {', '.join(unsure)} layouts, which amdmatrix "
            "emulates only when asked; legal values: provisional=True, or an instruction whose layouts are all exact")
    if unsure and (inst.scaled or "A" not in inst.matrices or inst.types.get("C", inst.types["D"]) != inst.types["D"]):
        # gfx1250's scale formats and rows, scale loads and FP32-C/BF16-D are not modelled (docs/gfx1250.md)
        raise AmdMatrixError(f"{inst.mnemonic} on {inst.arch.name} is not emulated, even with provisional=True; "
                             "legal values: a WMMA or SWMMAC without scales whose C and D share a type")
    return inst


def _shown(value: Any) -> str:
    """A short description of a user value for an error message."""
    if isinstance(value, int) and not isinstance(value, bool):
        from ..errors import shown  # huge integers: Python refuses str() past 4,300 digits

        return shown(value)
    text = repr(value) if isinstance(value, (str, bytes, float, bool, type(None))) else type(value).__name__
    return text if len(text) <= 60 else text[:57] + "..."


def _integer(value: Any) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def _setup(inst: Instruction, matrix: Any, wave: Any, mods: dict[str, Any], provisional: Any = False,
           extra: tuple[str, ...] = ()) -> tuple[str, int, dict[str, int]]:
    """Normalise and validate matrix, wave size and modifiers (errors name legal values).

    The modifiers are the library's one vocabulary (:data:`amdmatrix.modifiers.KEYWORDS`, read by
    :func:`amdmatrix.modifiers.parse`, as ``Instruction.layout`` and the command line read them):
    the spellings (``a_format="fp6"``, ``a_scale_byte=1``, ...) become CBSZ/BLGP/OPSEL, so the
    engine sees integer fields only. ``extra``: the caller's other keywords, for a did-you-mean."""
    _instruction(inst, provisional)
    clean = parse(mods, extra=extra, inst=inst).nonzero()
    if not isinstance(matrix, str):
        raise UnknownMatrixError(f"matrix must be a name, not {_shown(matrix)}; legal matrices: "
                                 f"{', '.join(inst.matrices)}")
    m = matrix.upper()
    if m == "COMPRESSION":
        m = "K"
    if wave is not None and not _integer(wave):
        legal = " or ".join(str(w) for w in inst.arch.waves)
        raise OutOfRangeError(f"wave size must be an integer, not {_shown(wave)}; legal values: {legal}")
    w = inst.arch.default_wave if wave is None else int(wave)
    inst.layout(m, w, **clean)  # raises on an unknown matrix, a bad wave size or a bad modifier
    return m, w, clean


def _clamp(clamp: Any) -> bool:
    if isinstance(clamp, (bool, np.bool_)) or (_integer(clamp) and clamp in (0, 1)):
        return bool(clamp)
    raise AmdMatrixError(f"clamp must be True or False, not {_shown(clamp)}")


def _array(values: Any, what: str) -> npt.NDArray[Any]:
    """``values`` as a numpy array of numbers; anything else is an AmdMatrixError naming what is legal."""
    if values is None:
        raise AmdMatrixError(f"{what} is missing; legal values: an array of numbers")
    try:
        with np.errstate(all="ignore"):
            arr = np.asarray(values)
    except (ValueError, TypeError, OverflowError) as e:  # ragged lists, values numpy cannot hold
        raise AmdMatrixError(f"{what} must be a rectangular array of numbers ({' '.join(str(e).split())})") from None
    if arr.dtype.kind not in "biuf" and getattr(arr.dtype.type, "__module__", "") != "ml_dtypes":
        raise AmdMatrixError(f"{what} must be numbers (an integer or float array, NumPy's or ml_dtypes'), "
                             f"not {arr.dtype}")
    return arr


def _named_format(arr: npt.NDArray[Any], fmt: NumberFormat, what: str) -> npt.NDArray[Any]:
    """``arr`` ready for :func:`encode`: an array of an ml_dtypes type (``float4_e2m1fn``,
    ``bfloat16``, ``int4``, ...) holds values of a named format, which are taken exactly or refused
    (docs/decisions.md, decision 81); any other array is returned as it is (NumPy floats are
    rounded to nearest even by :func:`encode`, as documented).

    ml_dtypes' own conversion to float64 (or int64) is exact for every one of its types, so
    the values that reach :func:`encode` are the array's values; a value the operand's format
    does not hold (it would round, overflow, or be NaN or infinity where the format has none)
    is named in a one-line refusal."""
    if getattr(arr.dtype.type, "__module__", "") != "ml_dtypes":
        return arr
    import ml_dtypes

    name = arr.dtype.name
    try:
        ml_dtypes.iinfo(arr.dtype)  # type: ignore[no-untyped-call]
    except ValueError:  # not an integer type: a float type
        pass
    else:
        return arr.astype(np.int64)  # encode refuses the integers the format does not hold
    with np.errstate(all="ignore"):  # NaN codes: ml_dtypes warns on converting them
        x: npt.NDArray[np.float64] = arr.astype(np.float64)
    if not fmt.is_float:
        return x  # encode refuses the values that are not integers in range
    with np.errstate(all="ignore"):
        back = decode(encode(x, fmt, what), fmt)
        held = (back == x) | (np.isnan(back) & np.isnan(x))
    if not bool(np.all(held)):
        bad = x[~held].ravel()[0]
        raise AmdMatrixError(f"{what} are {name} values, and {fmt.name} ({fmt.description}) cannot hold {float(bad)!r} "
                             f"exactly; legal values: {name} arrays whose values {fmt.name} holds, or a NumPy float "
                             "array (rounded to nearest even)")
    return x


def _storage(inst: Instruction, matrix: str, wave: int, mods: dict[str, int]) -> OperandMap:
    return operand_map(inst, matrix, wave, mods, read=False)


def _user_shape(inst: Instruction, matrix: str, omap: OperandMap) -> tuple[int, ...]:
    blocks, rows, cols = omap.shape
    return (rows, cols) if blocks == 1 else (blocks, rows, cols)


def _image(inst: Instruction, matrix: str, omap: OperandMap, regs: Any, what: str) -> tuple[U32, tuple[int, ...]]:
    """``regs`` as ``(n, words)`` uint32 plus its batch shape; checks the trailing shape.

    Any integer array is taken; values must be 32-bit patterns (-2**31 .. 2**32 - 1).
    """
    arr = _array(regs, what)
    if arr.dtype.kind not in "iu":
        raise AmdMatrixError(f"{what} must be an integer (uint32) register image, not {arr.dtype}")
    want = (omap.registers, omap.lanes)
    if arr.ndim < 2 or arr.shape[-2:] != want:
        raise AmdMatrixError(
            f"{what} has shape {arr.shape}; {matrix} of {inst.mnemonic} needs (..., {want[0]}, {want[1]}) "
            f"(registers, lanes)"
        )
    if arr.dtype.itemsize > 4 and arr.size and (int(arr.min()) < -(1 << 31) or int(arr.max()) >= 1 << 32):
        raise AmdMatrixError(f"{what} holds values beyond 32 bits; legal values: -2**31 .. 2**32 - 1 (register words)")
    batch = arr.shape[:-2]
    flat = np.ascontiguousarray(arr.astype(np.uint32, copy=False)).reshape(-1, want[0] * want[1])
    return flat, batch


# ---------------------------------------------------------------------------- sparsity
def compress(dense: npt.ArrayLike) -> tuple[npt.NDArray[Any], npt.NDArray[np.int64]]:
    """Split a 4:2-sparse matrix ``(..., rows, K)`` into stored values and indices, both ``(..., rows, K/2)``.

    In each group of four columns at most two values may be nonzero (NaN counts as nonzero);
    they are stored in column order, and a group with fewer nonzeros stores zeros from the
    lowest free positions, so the two indices of a group always increase (ISA 7.5).
    """
    a = _array(dense, "the matrix to compress")
    if a.ndim < 2 or a.shape[-1] % 4:
        raise AmdMatrixError(f"a 4:2-sparse matrix needs a last axis that is a multiple of 4, not shape {a.shape}")
    groups = a.reshape(*a.shape[:-1], a.shape[-1] // 4, 4)
    nonzero = (groups != 0) | (np.isnan(groups) if groups.dtype.kind == "f" else False)
    if bool(np.any(nonzero.sum(axis=-1) > 2)):
        raise AmdMatrixError("the matrix is not 4:2 sparse: a group of four columns holds more than two nonzeros")
    # Rank positions: nonzeros first (in column order), then zeros (in column order).
    key = np.where(nonzero, 0, 4) + np.arange(4)
    pick = np.sort(np.argsort(key, axis=-1, kind="stable")[..., :2], axis=-1)
    values = np.take_along_axis(groups, pick, axis=-1)
    shape = (*a.shape[:-1], a.shape[-1] // 2)
    return values.reshape(shape), pick.astype(np.int64).reshape(shape)


def expand(values: npt.ArrayLike, index: npt.ArrayLike) -> npt.NDArray[Any]:
    """The dense matrix ``(..., rows, K)`` of stored values and 2-bit indices ``(..., rows, K/2)``."""
    v = _array(values, "the stored values")
    raw = _array(index, "the compression indices")
    if raw.dtype.kind not in "iu":
        raise AmdMatrixError(f"compression indices must be integers 0-3, not {raw.dtype}")
    if v.ndim < 2 or v.shape != raw.shape or v.shape[-1] % 2:
        raise AmdMatrixError(f"values {v.shape} and indices {raw.shape} must have the same shape (..., rows, K/2)")
    if bool(np.any((raw < 0) | (raw > 3))):
        raise AmdMatrixError("compression indices must be integers 0-3")
    idx = raw.astype(np.intp)
    g = v.reshape(*v.shape[:-1], v.shape[-1] // 2, 2)
    ig = idx.reshape(g.shape)
    dense = np.zeros((*g.shape[:-1], 4), dtype=np.result_type(v.dtype, np.float64) if v.dtype.kind == "f" else v.dtype)
    np.put_along_axis(dense, ig[..., :1], g[..., :1], axis=-1)
    np.put_along_axis(dense, ig[..., 1:], g[..., 1:], axis=-1)
    return dense.reshape(*v.shape[:-1], 2 * v.shape[-1])


# ---------------------------------------------------------------------------- pack / unpack
def pack(inst: Instruction, matrix: str, values: npt.ArrayLike, *, wave: int | None = None,
         provisional: object = False, **modifiers: int | str) -> U32:
    """The register image ``(..., registers, lanes)`` (uint32) of ``values`` for ``matrix``.

    ``values`` has shape ``(..., blocks, rows, cols)``, or ``(..., rows, cols)`` for one
    block, in the operand's format (floats are rounded to nearest even; integers must be
    in range). For a sparse instruction, A may be the dense 4:2-sparse ``(rows, K)`` matrix
    (its stored values are packed) or the stored values ``(rows, K/2)``; K (the compression
    indices) may be the same dense A (its indices are packed) or the indices themselves,
    ``(rows, K/2)`` integers 0-3. SA/SB take scale factors (powers of two).

    Modifiers that only change how the instruction *reads* registers (CBSZ/ABID broadcast,
    BLGP lane patterns, negation) are accepted and do not change the image; those that
    change where values are stored (OPSEL halves and scale bytes, index sets, F8F6F4
    formats) do. Bits the operand does not use are zero. The CDNA4 keywords (``a_format``,
    ``b_format``, ``a_scale_byte``, ``b_scale_byte``) are accepted too.
    """
    m, w, mods = _setup(inst, matrix, wave, modifiers, provisional, ("wave", "provisional"))
    omap = _storage(inst, m, w, mods)
    arr = _array(values, f"the values of {m}")
    shape = _user_shape(inst, m, omap)
    if inst.sparse and m in ("A", "K"):
        dense_shape = (inst.m, inst.k)
        if arr.shape[-2:] == dense_shape:
            vals, idx = compress(arr)
            arr = idx if m == "K" else vals
        shape = (inst.m, inst.k // 2)
    if arr.ndim < len(shape) or arr.shape[len(arr.shape) - len(shape):] != shape:
        extra = " (or the dense (rows, K) matrix)" if inst.sparse and m in ("A", "K") else ""
        raise AmdMatrixError(f"{m} of {inst.mnemonic} takes values of shape (..., {', '.join(map(str, shape))})"
                             f"{extra}, not {arr.shape}")
    batch = arr.shape[: arr.ndim - len(shape)]
    flat = arr.reshape(-1, omap.size)
    if m == "K":
        if flat.dtype.kind not in "iu" or bool(np.any((flat < 0) | (flat > 3))):
            raise AmdMatrixError("compression indices must be integers 0-3")
        codes = flat.astype(np.uint64)
    else:
        fmt = operand_format(inst, m, mods)
        codes = encode(_named_format(flat, fmt, f"the values of {m}"), fmt, f"the values of {m}")
    image = omap.insert(codes)
    return image.reshape(*batch, omap.registers, omap.lanes)


def unpack(inst: Instruction, matrix: str, registers: npt.ArrayLike, *, wave: int | None = None,
           index: npt.ArrayLike | None = None, provisional: object = False,
           **modifiers: int | str) -> npt.NDArray[Any]:
    """The values of ``matrix`` held in a register image: the inverse of :func:`pack`.

    Floats come back as float64 and integers as int64, shaped like ``pack``'s input. A
    sparse A gives its stored values ``(rows, K/2)``, or the dense matrix when ``index``
    (the K register image) is given; K gives the indices ``(rows, K/2)``.
    """
    m, w, mods = _setup(inst, matrix, wave, modifiers, provisional, ("wave", "index", "provisional"))
    if index is not None and not (inst.sparse and m == "A"):
        raise AmdMatrixError(f"index (the K register image) only goes with unpack('A', ...) of a sparse instruction; "
                             f"not with {m} of {inst.mnemonic}")
    omap = _storage(inst, m, w, mods)
    flat, batch = _image(inst, m, omap, registers, f"the {m} register image")
    codes = omap.extract(flat)
    if m == "K":
        out: npt.NDArray[Any] = codes.astype(np.int64)
    else:
        out = decode(codes, operand_format(inst, m, mods))
    if inst.sparse and m in ("A", "K"):
        out = out.reshape(*batch, inst.m, inst.k // 2)
        if m == "A" and index is not None:
            kmap = _storage(inst, "K", w, mods)
            kflat, kbatch = _image(inst, "K", kmap, index, "the K register image (index)")
            idx = kmap.extract(kflat).astype(np.int64).reshape(*kbatch, inst.m, inst.k // 2)
            out = expand(out, np.broadcast_to(idx, out.shape))
        return out
    return out.reshape(*batch, *_user_shape(inst, m, omap))


# ---------------------------------------------------------------------------- execution
def execute(inst: Instruction, a_regs: npt.ArrayLike, b_regs: npt.ArrayLike, c_regs: npt.ArrayLike | None = None,
            *, k_regs: npt.ArrayLike | None = None, scale_a_regs: npt.ArrayLike | None = None,
            scale_b_regs: npt.ArrayLike | None = None, wave: int | None = None, clamp: bool = False,
            provisional: object = False, **modifiers: int | str) -> U32:
    """Run the instruction on register images and return D's image ``(..., registers, lanes)``.

    Every image has shape ``(..., registers, lanes)``; the leading (batch) dimensions
    broadcast. ``c_regs`` is the accumulator (for SMFMAC/SWMMAC, D's previous contents);
    None means zero. ``k_regs`` are the compression indices of a sparse instruction and
    ``scale_a_regs``/``scale_b_regs`` the E8M0 scales of a CDNA4 scaled MFMA (used only when
    ABID bit 0 is set, as on the hardware; otherwise every scale is 1). Bits of D's registers
    that D does not use (the other half under RDNA3 OPSEL) are copied from C.
    """
    _, w, mods = _setup(inst, "D", wave, modifiers, provisional,
                        ("wave", "clamp", "k_regs", "scale_a_regs", "scale_b_regs", "provisional"))
    prog = program(inst, w, mods, _clamp(clamp))
    maps = {"A": prog.amap, "B": prog.bmap, "C": prog.cmap, "K": prog.kmap, "SA": prog.samap, "SB": prog.sbmap}
    given: dict[str, Any] = {"A": a_regs, "B": b_regs, "C": c_regs, "K": k_regs, "SA": scale_a_regs,
                             "SB": scale_b_regs}
    names = {"A": "a_regs", "B": "b_regs", "C": "c_regs", "K": "k_regs", "SA": "scale_a_regs", "SB": "scale_b_regs"}
    for key in ("A", "B"):
        if given[key] is None:
            raise AmdMatrixError(f"{names[key]} is missing: the {key} register image (for example "
                                 f"amdmatrix.emulate.pack(inst, {key!r}, values)) is required")
    if inst.sparse and k_regs is None:
        raise AmdMatrixError(f"{inst.mnemonic} is sparse and needs the compression indices: pass k_regs")
    for key in ("K", "SA", "SB"):
        if maps[key] is None and given[key] is not None:
            raise AmdMatrixError(f"{inst.mnemonic} takes no {names[key]}")
    images: dict[str, tuple[U32, tuple[int, ...]]] = {}
    for key, omap in maps.items():
        if omap is not None and given[key] is not None:
            images[key] = _image(inst, "D" if key == "C" and inst.sparse else key, omap, given[key], names[key])
    try:
        batch = np.broadcast_shapes(*(shape for _, shape in images.values()))
    except ValueError as e:
        raise AmdMatrixError(f"the batch dimensions of the register images do not broadcast: {e}") from None
    count = int(np.prod(batch, dtype=np.int64))

    def full(key: str) -> U32 | None:
        if key not in images:
            return None
        flat, shape = images[key]
        if shape == batch:
            return flat
        words = flat.shape[-1]
        spread = np.broadcast_to(flat.reshape(*shape, words), (*batch, words))
        return np.ascontiguousarray(spread).reshape(count, words)

    a, b = full("A"), full("B")
    if a is None or b is None:
        raise AssertionError("internal error: A and B were checked above")
    c = full("C")
    if c is None:
        c = np.zeros((count, prog.cmap.words), dtype=np.uint32)
    if not keeps_subnormals():
        raise AmdMatrixError("this process flushes subnormal floats to zero (the processor's FTZ/DAZ flags, set by "
                             "a library built with -ffast-math): emulation cannot be exact; run it in a process "
                             "that does not load that library")
    with np.errstate(all="ignore"):
        d = prog.run(a, b, c, full("K"), full("SA"), full("SB"))
    return d.reshape(*batch, prog.dmap.registers, prog.dmap.lanes)


def emulate(arch: str, mnemonic: str, A: npt.ArrayLike, B: npt.ArrayLike, C: npt.ArrayLike | None = None, *,
            index: npt.ArrayLike | None = None, scale_a: npt.ArrayLike | None = None,
            scale_b: npt.ArrayLike | None = None, wave: int | None = None, clamp: bool = False,
            provisional: object = False, **modifiers: int | str) -> npt.NDArray[Any]:
    """Pack A, B and C, execute ``mnemonic`` of ``arch`` with the modifiers, and unpack D.

    A, B and C are packed in the plain layout (as :func:`pack` does), so the
    modifiers act exactly as they would on those registers: with CBSZ/ABID the broadcast
    block of A is used, with BLGP B is read from the permuted lanes, NEG/NEG_HI negate.
    For a sparse instruction A is the dense 4:2-sparse matrix, or its stored values with
    ``index`` (the indices, (rows, K/2)). ``scale_a``/``scale_b`` are the scale factors of a
    CDNA4 scaled MFMA (shape (M, K/32) and (K/32, N); they apply when ABID bit 0 is set).
    C defaults to zeros. Returns D (float64, or int64 for integer results).
    """
    inst = instruction(arch, mnemonic)
    _, w, mods = _setup(inst, "D", wave, modifiers, provisional,
                        ("index", "scale_a", "scale_b", "wave", "clamp", "provisional"))
    p = provisional
    if index is not None and not inst.sparse:
        raise AmdMatrixError(f"index is only for sparse (SMFMAC/SWMMAC) instructions; {inst.mnemonic} is dense")
    if (scale_a is not None or scale_b is not None) and not inst.scaled:
        raise AmdMatrixError(f"scale_a/scale_b are only for the CDNA4 scaled MFMAs (v_mfma_scale_*); "
                             f"{inst.mnemonic} has no scales")
    a_regs = pack(inst, "A", A, wave=w, provisional=p, **mods)
    k_regs = None
    if inst.sparse:
        k_regs = pack(inst, "K", A if index is None else index, wave=w, provisional=p, **mods)
    b_regs = pack(inst, "B", B, wave=w, provisional=p, **mods)
    c_regs = None if C is None else pack(inst, "D" if inst.sparse else "C", C, wave=w, provisional=p, **mods)
    sa = None if scale_a is None else pack(inst, "SA", scale_a, wave=w, provisional=p, **mods)
    sb = None if scale_b is None else pack(inst, "SB", scale_b, wave=w, provisional=p, **mods)
    d = execute(inst, a_regs, b_regs, c_regs, k_regs=k_regs, scale_a_regs=sa, scale_b_regs=sb, wave=w,
                clamp=clamp, provisional=p, **mods)
    return unpack(inst, "D", d, wave=w, provisional=p, **mods)
