"""clang-22's HIP kernels (tests/data/compiled/hip: one kernel per matrix builtin and modifier, on
gfx908 to gfx1250) run by ``amdmatrix.run`` and compared bit for bit with ``amdmatrix.emulate``
executing the same instruction on the same operand registers.

Each kernel loads A, B, C (and the sparse index, the scales) per lane from global memory, calls
the builtin (some twice, chaining D into C) and stores D per lane. The reference takes the
manifest's immediates (the builtin's constant arguments), maps them to the emulator's modifiers
by the ISA's field names (independently of how the executor reads the assembly), and executes
the instruction with ``amdmatrix.emulate.execute`` on the lane images the kernel loaded. Where
the emulator refuses the instruction or the modifier, the run must refuse too (an error naming
it), never compute something else.
"""

from __future__ import annotations

import re
import zlib
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from support.compiled_corpus import assembly, kernels
from tiers import sweep

import amdmatrix
from amdmatrix import emulate

HIP = kernels(kind="hip")
assert len(HIP) >= 300, len(HIP)
#: Bits per element of the f8f6f4 formats (CDNA4 ISA CBSZ/BLGP "format" codes; gfx1250 fmt_a/fmt_b).
FORMAT_BITS = {0: 8, 1: 8, 2: 6, 3: 6, 4: 4}
LOW_FP8 = np.uint32(0x37373737)  # keeps every byte a finite fp8/fp6/fp4 value of moderate size


def _id(entry: dict[str, Any]) -> str:
    return f"{entry['arch']}-{entry['symbol']}"


def _operands(entry: dict[str, Any]) -> list[np.ndarray]:
    """The per-lane argument arrays (lanes x 32-bit words), random but finite in every format."""
    lanes = entry["wave"]
    rng = np.random.default_rng(zlib.crc32(_id(entry).encode()))
    small = any(t in entry["symbol"] for t in ("fp8", "bf8", "f8f6f4", "fp4", "fp6", "bf6"))
    out = []
    for a in entry["args"]:
        words = a["lane_stride"] // 4
        t, n = a["type"], a["elements_per_lane"]
        if a["role"] == "D":
            v: np.ndarray = np.zeros((lanes, words), np.uint32)
        elif t.startswith(("f16", "h16")):
            v = rng.standard_normal((lanes, n)).astype(np.float16)
        elif t.startswith("bf16"):
            v = rng.standard_normal((lanes, n)).astype(ml_dtypes.bfloat16)
        elif t.startswith(("f32", "float")):
            v = rng.standard_normal((lanes, n)).astype(np.float32)
        elif t.startswith(("f64", "double")):
            v = rng.standard_normal((lanes, n)).astype(np.float64)
        elif a["role"] in ("scale_a", "scale_b"):
            v = rng.integers(120, 134, (lanes, words * 4), dtype=np.uint8)  # E8M0 scales near 1
        else:
            v = rng.integers(0, 2 ** 32, (lanes, words), dtype=np.uint64).astype(np.uint32)
            if small and a["role"] in ("A", "B"):
                v &= LOW_FP8
        out.append(np.ascontiguousarray(v).view(np.uint32).reshape(lanes, words))
    return out


def _high_index(entry: dict[str, Any], lanes: int) -> np.ndarray:
    """The second register of gfx1250's 64-bit SWMMAC index, which the builtin's 32-bit argument leaves
    to the compiler: in these kernels it is a store offset, ``lane << s`` (read from the assembly)."""
    text = assembly(entry)
    body = text[text.index(f"\n{entry['symbol']}:"):]
    pair = re.search(r"v_swmmac\S+ .*, v\[(\d+):(\d+)\]\n", body)
    assert pair, entry["symbol"]
    shift = re.search(rf"lshlrev_b32 v{pair.group(2)}, (\d+), v0\b", body)
    assert shift, (entry["symbol"], pair.group(0))
    return np.arange(lanes, dtype=np.uint32) << np.uint32(int(shift.group(1)))


def _reference(entry: dict[str, Any], arrays: list[np.ndarray]) -> np.ndarray:
    """D by ``amdmatrix.emulate`` (registers x lanes) for the kernel's operands and immediates."""
    lanes = entry["wave"]
    inst = amdmatrix.instruction(entry["arch"], entry["matrix_instructions"][0])
    im = entry["immediates"]
    images = {a["role"] + ("2" if a["name"].endswith("2") else ""): arrays[i].T.copy()
              for i, a in enumerate(entry["args"])}
    mods: dict[str, int] = {k: im[k] for k in ("cbsz", "abid", "blgp") if im.get(k)}
    kw: dict[str, Any] = {}
    if im.get("a_sign") or im.get("b_sign"):  # the integer WMMA's signedness: NEG[0], NEG[1] (RDNA3 ISA 7.9)
        mods["neg"] = im.get("a_sign", 0) | im.get("b_sign", 0) << 1
    if im.get("clamp"):
        kw["clamp"] = True
    if im.get("neg_a") or im.get("neg_b") or im.get("c_mod"):  # gfx1250: NEG_LO/NEG_HI; c_mod bit 0 neg, bit 1 abs
        mods["neg"] = im.get("neg_a", 0) | im.get("neg_b", 0) << 1 | (im.get("c_mod", 0) & 1) << 2
        if im.get("c_mod", 0) & 2:
            mods["neg_hi"] = 4
    bits_a = bits_b = 8
    if im.get("fmt_a") is not None and inst.cbsz_meaning == "format":
        mods["cbsz"], mods["blgp"] = im["fmt_a"], im["fmt_b"]
    if inst.cbsz_meaning == "format":
        bits_a, bits_b = FORMAT_BITS[mods.get("cbsz", 0)], FORMAT_BITS[mods.get("blgp", 0)]
        # the instruction reads only the registers its formats fill (the kernel passes the fp8 width)
        images["A"] = images["A"][: inst.m * inst.k * bits_a // (32 * lanes)]
        images["B"] = images["B"][: inst.n * inst.k * bits_b // (32 * lanes)]
    if im.get("opsel_a"):
        mods["a_scale_byte"] = im["opsel_a"]
    if im.get("opsel_b"):
        mods["b_scale_byte"] = im["opsel_b"]
    if im.get("opsel"):  # the 16-bit-result WMMA's OPSEL: D in the high halves (RDNA3 ISA 7.9)
        mods["opsel"] = 4
    if "idx" in images:
        k = images["idx"]
        if inst.gprs("K") == 2:  # an index register pair; the kernel passes 32 bits (see _high_index)
            k = np.vstack([k, _high_index(entry, lanes)[None]])
        kw["k_regs"] = k
    if "scale_a" in images:
        kw["scale_a_regs"], kw["scale_b_regs"] = images["scale_a"], images["scale_b"]
    want = emulate.execute(inst, images["A"], images["B"], images.get("C"), wave=lanes, provisional=True, **kw,
                           **mods)
    if "A2" in images:
        want = emulate.execute(inst, images["A2"], images["B2"], want, wave=lanes, provisional=True, **kw, **mods)
    return want


@pytest.mark.parametrize("entry", sweep(HIP, stratum=lambda e: e["arch"], per=3, ids=_id))
def test_builtin_kernel(entry: dict[str, Any]) -> None:
    arrays = _operands(entry)
    try:
        want = _reference(entry, arrays)
    except amdmatrix.AmdMatrixError as refused:
        with pytest.raises(amdmatrix.AmdMatrixError) as got:
            amdmatrix.run(entry["arch"], assembly(entry), name=entry["symbol"], grid=1, block=entry["wave"],
                          args=arrays, provisional=True)
        assert entry["matrix_instructions"][0] in str(got.value).lower(), (str(got.value), str(refused))
        return
    r = amdmatrix.run(entry["arch"], assembly(entry), name=entry["symbol"], grid=1, block=entry["wave"],
                      args=arrays, provisional=True)
    assert r.reports == [], [x.message for x in r.reports]
    d = r.arrays[[a["role"] for a in entry["args"]].index("D")].T
    assert np.array_equal(d[: want.shape[0]], want)
    assert not d[want.shape[0]:].any()


def test_refusals_are_the_models() -> None:
    """The kernels the emulator refuses (and the run with it), named so that a change shows: the
    emulator's model refuses BLGP on single-block MFMAs and on CDNA2's f64 MFMA (clang emits both),
    gfx1250's scaled and bf16-accumulating WMMAs, and C negation on gfx1250's fp8 WMMA."""
    refused = []
    for entry in HIP:
        try:
            _reference(entry, _operands(entry))
        except amdmatrix.AmdMatrixError:
            refused.append(_id(entry))
    assert sorted(refused) == sorted([
        "gfx90a-mfma_f64_16x16x4f64_neg_ab", "gfx942-mfma_f32_32x32x8f16_blgp1", "gfx950-mfma_f32_32x32x8f16_blgp1",
        "gfx1250-wmma_bf16f32_16x16x32_bf16", "gfx1250-wmma_f32_16x16x64_fp8_fp8_cneg",
        "gfx1250-wmma_scale16_f32_16x16x128_f8f6f4", "gfx1250-wmma_scale16_f32_32x16x128_f4",
        "gfx1250-wmma_scale_f32_16x16x128_f8f6f4", "gfx1250-wmma_scale_f32_32x16x128_f4"]), refused
