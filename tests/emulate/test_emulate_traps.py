"""The emulator's former silent traps: block scales, ml_dtypes arrays, one modifier vocabulary.

* A scaled MFMA (V_MFMA_SCALE_*) always applies its scales: the mnemonic sets ABID[0] = 1
  (CDNA4 ISA §7.1.5: "must be set"; LLVM 22 encodes ABID = 1 for every one of them and has no
  syntax for another value). Expected values are hand-computed products scaled by
  2**(e - 127), the E8M0 definition, in float64 on values small enough that every sum is exact.
* ml_dtypes arrays are values of a named format: taken exactly when the operand's format holds
  them, refused with the reason otherwise; the oracle of "holds" is ml_dtypes' own conversion
  to the operand format's ml_dtypes type and back.
* Every public entry point takes the same modifier keywords (``a_format="fp4"`` is ``cbsz=4``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from clirun import run_inproc
from vendored import DATA

import amdmatrix
from amdmatrix import AmdMatrixError, UnsupportedModifierError
from amdmatrix.emulator import MODIFIERS, execute, pack, unpack
from amdmatrix.modifiers import KEYWORDS

SCALED = ("v_mfma_scale_f32_16x16x128_f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4")
#: The FP4 (E2M1) values, from the OCP MX specification's table: every one is also an FP6,
#: BF6, FP8 and BF8 value, so the same matrices serve every format pair.
FP4_VALUES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)


def _one_line_refusal(err: BaseException, *needles: str) -> None:
    text = str(err)
    assert "\n" not in text and "legal values" in text, text
    for needle in needles:
        assert needle in text, (needle, text)


def _scaled_case(mnemonic: str, seed: int) -> tuple[Any, ...]:
    """A, B (FP4 values with random signs), E8M0 codes of the scales, and D by hand."""
    inst = amdmatrix.instruction("cdna4", mnemonic)
    m, n, k = inst.m, inst.n, inst.k
    rng = np.random.default_rng(seed)
    a = rng.choice(FP4_VALUES, size=(m, k)) * rng.choice((-1.0, 1.0), size=(m, k))
    b = rng.choice(FP4_VALUES, size=(k, n)) * rng.choice((-1.0, 1.0), size=(k, n))
    ea = rng.integers(120, 135, size=(m, k // 32))  # E8M0 codes: the scale is 2**(e - 127)
    eb = rng.integers(120, 135, size=(k // 32, n))
    c = rng.integers(-64, 64, size=(m, n)).astype(np.float64)
    # Term [i, k, j] = A[i][k] * B[k][j] * 2**(ea[i][k // 32] - 127) * 2**(eb[k // 32][j] - 127); every term a
    # multiple of 2**-16 below 2**12, so the float64 sum over k is exact in any order.
    sa = 2.0 ** (np.repeat(ea, 32, axis=1) - 127)  # (m, k)
    sb = 2.0 ** (np.repeat(eb, 32, axis=0) - 127)  # (k, n)
    d = c + (a[:, :, None] * sa[:, :, None] * b[None, :, :] * sb[None, :, :]).sum(axis=1)
    # The exact sum, rounded once to FP32 (the instruction's one rounding).
    return inst, a, b, c, ea, eb, d.astype(np.float32).astype(np.float64)


@pytest.mark.parametrize("mnemonic", SCALED)
@pytest.mark.parametrize("formats", [{}, {"a_format": "fp4", "b_format": "fp6"}, {"cbsz": 1, "blgp": 3}])
def test_a_scaled_mfma_applies_the_scales_it_is_given(mnemonic: str, formats: dict[str, Any]) -> None:
    inst, a, b, c, ea, eb, want = _scaled_case(mnemonic, 7)
    sa, sb = np.ldexp(1.0, ea - 127), np.ldexp(1.0, eb - 127)
    d = amdmatrix.emulate("cdna4", mnemonic, a, b, c, scale_a=sa, scale_b=sb, **formats)
    assert np.array_equal(d, want)
    # abid=1 spells out the value the mnemonic has; the result is the same.
    assert np.array_equal(amdmatrix.emulate("cdna4", mnemonic, a, b, c, scale_a=sa, scale_b=sb, abid=1, **formats),
                          want)
    # The register-level route: execute with scale images, no ABID given.
    regs = {x: pack(inst, x, v, **formats) for x, v in (("A", a), ("B", b), ("C", c), ("SA", sa), ("SB", sb))}
    out = execute(inst, regs["A"], regs["B"], regs["C"], scale_a_regs=regs["SA"], scale_b_regs=regs["SB"], **formats)
    assert np.array_equal(unpack(inst, "D", out, **formats), want)
    # Without scales, every scale is 1.0 (2**0): the unscaled product.
    assert np.array_equal(amdmatrix.emulate("cdna4", mnemonic, a, b, c, **formats), (a @ b + c).astype(np.float32))


def test_the_scales_of_the_issue_example_are_not_ignored() -> None:
    """Random FP8 values and scales 2**-4 .. 2**4: D is A @ B scaled, not A @ B."""
    mn = SCALED[0]
    rng = np.random.default_rng(11)
    a = rng.standard_normal((16, 128)).astype(ml_dtypes.float8_e4m3fn).astype(np.float64)
    b = rng.standard_normal((128, 16)).astype(ml_dtypes.float8_e4m3fn).astype(np.float64)
    sa = np.ldexp(1.0, rng.integers(-4, 5, size=(16, 4)))
    sb = np.ldexp(1.0, rng.integers(-4, 5, size=(4, 16)))
    d = amdmatrix.emulate("cdna4", mn, a, b, scale_a=sa, scale_b=sb)
    scaled = (a * np.repeat(sa, 32, axis=1)) @ (b * np.repeat(sb, 32, axis=0))  # exact: few bits per product
    assert np.array_equal(d, scaled.astype(np.float32))
    assert not np.array_equal(d, (a @ b).astype(np.float32))


@pytest.mark.parametrize("abid", [2, 3, 15])
def test_no_abid_turns_the_scales_off(abid: int) -> None:
    inst, a, b, c, ea, eb, _ = _scaled_case(SCALED[0], 1)
    with pytest.raises(UnsupportedModifierError) as err:
        amdmatrix.emulate("cdna4", SCALED[0], a, b, c, scale_a=np.ldexp(1.0, ea - 127), abid=abid)
    _one_line_refusal(err.value, f"ABID {abid}", "legal values: 0, 1", "scales always apply")
    with pytest.raises(UnsupportedModifierError):
        inst.locate("A", i=0, k=0, abid=abid)


def test_abid_on_an_unscaled_f8f6f4_is_refused() -> None:
    with pytest.raises(UnsupportedModifierError) as err:
        amdmatrix.emulate("cdna4", "v_mfma_f32_16x16x128_f8f6f4", np.ones((16, 128)), np.ones((128, 16)), abid=1)
    _one_line_refusal(err.value, "ABID 1", "legal values: 0")


def test_llvm_encodes_abid_1_in_every_scaled_mfma() -> None:
    """The recorded llvm-mc-22 -mcpu=gfx950 encodings: the MFMA dword after the V_MFMA_LD_SCALE_B32
    prefix has ABID (bits 14:11) = 1, whatever the other modifiers."""
    seen = 0
    for line in (DATA / "encoding_vectors" / "cdna4.jsonl").read_text().splitlines():  # missing: FileNotFoundError
        row = json.loads(line)
        if not str(row.get("asm", "")).startswith("v_mfma_scale_") or "hex" not in row:
            continue
        words = bytes.fromhex(row["hex"])
        assert len(words) == 16, row
        mfma = int.from_bytes(words[8:12], "little")
        assert mfma >> 11 & 0xF == 1, row
        seen += 1
    assert seen >= 2


@pytest.mark.parametrize("mnemonic", SCALED)
def test_the_calculation_of_d_shows_the_scales_without_abid(mnemonic: str) -> None:
    """``-g -D -o``: each of the K products carries its two scale factors. The scale lanes are the
    CDNA4 ISA's (§7.2): SA[i][kb] in lane (M * kb + i) of register 0, SB[kb][j] in lane (N * kb + j)."""
    inst = amdmatrix.instruction("cdna4", mnemonic)
    status, out, err = run_inproc("-a", "cdna4", "-i", mnemonic, "-g", "-D", "-o", "-I", "1", "-J", "2")
    assert status == 0, err
    line = out.splitlines()[2]
    assert line.count("ScaleA") == inst.k and line.count("ScaleB") == inst.k
    for kb in range(inst.k // 32):
        term = f"2^(ScaleA_v0{{{inst.m * kb + 1}}}.[7:0]-127)*2^(ScaleB_v0{{{inst.n * kb + 2}}}.[7:0]-127)"
        assert line.count(term) == 32, term
    assert run_inproc("-a", "cdna4", "-i", mnemonic, "-g", "-D", "-o", "-I", "1", "-J", "2", "--abid", "1")[1] == out
    calc = inst.sources_of(1, 2)
    assert len(calc.scales) == inst.k


@pytest.mark.parametrize("mnemonic", SCALED)
def test_detail_says_one_thing_about_abid(mnemonic: str) -> None:
    status, out, _ = run_inproc("-a", "cdna4", "-i", mnemonic, "-d")
    assert status == 0
    assert "ABID must be 0" not in out and "must be 1 for the scales" not in out
    assert out.count("ABID is set by the mnemonic: ABID[0] = 1, so the scales always apply") == 1
    status, out, _ = run_inproc("-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-d")
    assert status == 0 and out.count("ABID must be 0") == 1 and "set by the mnemonic" not in out


def test_the_emulate_command_applies_the_scales_without_abid(tmp_path: Path) -> None:
    inst, a, b, c, ea, eb, want = _scaled_case(SCALED[0], 3)
    files = {}
    for name, arr in (("a", a), ("b", b), ("c", c), ("sa", np.ldexp(1.0, ea - 127)), ("sb", np.ldexp(1.0, eb - 127))):
        files[name] = str(tmp_path / f"{name}.npy")
        np.save(files[name], arr)
    out = tmp_path / "d.npy"
    status, _, err = run_inproc("emulate", "-a", "cdna4", "-i", SCALED[0], "--A", files["a"], "--B", files["b"],
                                "--C", files["c"], "--scale-a", files["sa"], "--scale-b", files["sb"],
                                "--out", str(out))
    assert status == 0, err
    assert np.array_equal(np.load(out), want)
    status, _, err = run_inproc("emulate", "-a", "cdna4", "-i", SCALED[0], "--A", files["a"], "--B", files["b"],
                                "--scale-a", files["sa"], "--abid", "2")
    assert status == 2 and err.count("\n") == 1 and "legal values: 0, 1" in err


# ---------------------------------------------------------------------------- ml_dtypes
#: (arch, mnemonic, modifiers, operand's ml_dtypes type): one operand format each.
OPERANDS = [
    ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", {"a_format": "fp4"}, ml_dtypes.float4_e2m1fn),
    ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", {"a_format": "fp6"}, ml_dtypes.float6_e2m3fn),
    ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", {"a_format": "bf6"}, ml_dtypes.float6_e3m2fn),
    ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", {"a_format": "fp8"}, ml_dtypes.float8_e4m3fn),
    ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", {"a_format": "bf8"}, ml_dtypes.float8_e5m2),
    ("cdna3", "v_mfma_f32_16x16x32_fp8_fp8", {}, ml_dtypes.float8_e4m3fnuz),
    ("cdna3", "v_mfma_f32_16x16x32_bf8_bf8", {}, ml_dtypes.float8_e5m2fnuz),
    ("cdna3", "v_mfma_f32_16x16x16_bf16", {}, ml_dtypes.bfloat16),
    ("cdna3", "v_mfma_f32_16x16x16_f16", {}, np.float16),
]
#: Every ml_dtypes float type.
ML_FLOATS = [ml_dtypes.float4_e2m1fn, ml_dtypes.float6_e2m3fn, ml_dtypes.float6_e3m2fn, ml_dtypes.float8_e3m4,
             ml_dtypes.float8_e4m3, ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e4m3fnuz, ml_dtypes.float8_e4m3b11fnuz,
             ml_dtypes.float8_e5m2, ml_dtypes.float8_e5m2fnuz, ml_dtypes.bfloat16]


def _every_value(t: Any) -> np.ndarray:
    """Every value of an ml_dtypes float type (all its codes), NaN and infinity included."""
    bits = {ml_dtypes.float4_e2m1fn: 4, ml_dtypes.float6_e2m3fn: 6, ml_dtypes.float6_e3m2fn: 6}.get(
        t, np.dtype(t).itemsize * 8)
    codes = np.arange(1 << bits, dtype=np.uint16 if bits == 16 else np.uint8)
    return codes.view(t)


def _holds(values: np.ndarray, t: Any) -> np.ndarray:
    """The oracle: ml_dtypes converts each value to ``t`` and back unchanged (NaN to NaN). ml_dtypes
    saturates some conversions (OCP FP8 E4M3 has no infinity) and rounds others; both count as
    "not held"."""
    with np.errstate(all="ignore"):
        back = values.astype(t).astype(np.float64)
    return np.asarray((back == values) | (np.isnan(back) & np.isnan(values)))


@pytest.mark.parametrize("source", ML_FLOATS, ids=lambda t: np.dtype(t).name)
@pytest.mark.parametrize("operand", OPERANDS, ids=lambda o: f"{o[1]}-{np.dtype(o[3]).name}")
def test_ml_dtypes_values_are_taken_exactly_or_refused(source: Any, operand: tuple[Any, ...]) -> None:
    arch, mnemonic, mods, target = operand
    inst = amdmatrix.instruction(arch, mnemonic)
    with np.errstate(all="ignore"):
        values = np.unique(_every_value(source).astype(np.float64))  # NaN codes: ml_dtypes warns
    held = _holds(values, target)
    size = inst.m * inst.k
    good = values[held]
    a = np.resize(good, size).reshape(inst.m, inst.k).astype(source)
    back = unpack(inst, "A", pack(inst, "A", a, **mods), **mods)
    assert np.array_equal(back, a.astype(np.float64), equal_nan=True)
    for bad in values[~held][:3]:
        trial = np.zeros(size, dtype=np.float64)
        trial[5] = bad
        with pytest.raises(AmdMatrixError) as err:
            pack(inst, "A", trial.reshape(inst.m, inst.k).astype(source), **mods)
        text = str(err.value)
        assert "\n" not in text and "legal values" in text and "Traceback" not in text
        if not np.isnan(bad):  # NaN is refused by the format's own rule ("cannot represent NaN")
            assert np.dtype(source).name in text and repr(float(bad)) in text


def test_the_issue_example_fp4_arrays() -> None:
    """``emulate(..., A.astype(ml_dtypes.float4_e2m1fn), ...)``: the same D as the float64 values."""
    rng = np.random.default_rng(5)
    a = rng.choice(FP4_VALUES, size=(16, 128)) * rng.choice((-1.0, 1.0), size=(16, 128))
    b = rng.choice(FP4_VALUES, size=(128, 16))
    d = amdmatrix.emulate("cdna4", "v_mfma_f32_16x16x128_f8f6f4", a.astype(ml_dtypes.float4_e2m1fn),
                          b.astype(ml_dtypes.float4_e2m1fn), a_format="fp4", b_format="fp4")
    assert np.array_equal(d, a @ b)


def test_e8m0_scales_and_ml_integers() -> None:
    inst, a, b, c, ea, eb, want = _scaled_case(SCALED[0], 9)
    sa = np.ldexp(1.0, ea - 127).astype(ml_dtypes.float8_e8m0fnu)
    sb = np.ldexp(1.0, eb - 127).astype(ml_dtypes.float8_e8m0fnu)
    assert np.array_equal(amdmatrix.emulate("cdna4", SCALED[0], a, b, c, scale_a=sa, scale_b=sb), want)
    # int4 values into a signed IU4 operand, uint4 into an unsigned one (RDNA3 NEG[0] marks A signed).
    mn = "v_wmma_i32_16x16x16_iu4"
    rng = np.random.default_rng(2)
    sa4 = rng.integers(-8, 8, size=(16, 16))
    ub4 = rng.integers(0, 16, size=(16, 16))
    d = amdmatrix.emulate("rdna3", mn, sa4.astype(ml_dtypes.int4), ub4.astype(ml_dtypes.uint4), neg=1)
    assert np.array_equal(d, sa4 @ ub4)
    with pytest.raises(AmdMatrixError) as err:  # -8 is no unsigned 4-bit integer
        amdmatrix.emulate("rdna3", mn, np.full((16, 16), -8).astype(ml_dtypes.int4), ub4)
    _one_line_refusal(err.value, "-8")


def test_numpy_floats_are_still_rounded() -> None:
    """NumPy's own float types are numbers, rounded once to nearest even (as documented)."""
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    a = np.full((16, 16), 1 + 2.0**-12)  # between FP16 1 and 1 + 2**-10: rounds to 1
    assert np.array_equal(unpack(inst, "A", pack(inst, "A", a)), np.ones((16, 16)))


# ---------------------------------------------------------------------------- vocabulary
F8 = amdmatrix.instruction("cdna4", "v_mfma_f32_32x32x64_f8f6f4")
F8S = amdmatrix.instruction("cdna4", "v_mfma_scale_f32_32x32x64_f8f6f4")
SPELT: dict[str, Any] = {"a_format": "fp4", "b_format": "e3m2"}
FIELDS_OF_SPELT = {"cbsz": 4, "blgp": 3}


def _entry_points(inst: amdmatrix.Instruction) -> dict[str, Callable[..., Any]]:
    """Every public entry point that takes modifiers, as a call on ``inst`` with ``mods``."""
    a = np.ones((inst.m, inst.k))
    b = np.ones((inst.k, inst.n))

    def regs(mods: dict[str, Any]) -> tuple[Any, Any]:
        return pack(inst, "A", a, **mods), pack(inst, "B", b, **mods)

    return {
        "pack": lambda mods: pack(inst, "A", a, **mods).tolist(),
        "unpack": lambda mods: unpack(inst, "A", regs(mods)[0], **mods).tolist(),
        "execute": lambda mods: execute(inst, *regs(mods), **mods).tolist(),
        "emulate": lambda mods: amdmatrix.emulate(inst.arch.name, inst.mnemonic, a, b, **mods).tolist(),
        "locate": lambda mods: inst.locate("A", i=1, k=40, **mods),
        "element": lambda mods: inst.element("B", j=1, k=40, **mods),
        "elements_at": lambda mods: inst.elements_at("A", register=3, lane=5, **mods),
        "placements": lambda mods: inst.placements("A", **mods),
        "layout": lambda mods: inst.layout("B", **mods),
        "gprs": lambda mods: inst.gprs("A", **mods),
        "dtype": lambda mods: inst.dtype("A", **mods),
        "formulas": lambda mods: str(inst.formulas("A", **mods)),
        "cycles_for": lambda mods: inst.cycles_for(**mods),
        "passes_for": lambda mods: inst.passes_for(**mods),
        "coexec_cycles_for": lambda mods: inst.coexec_cycles_for(**mods),
        "flops_per_unit_cycle_for": lambda mods: inst.flops_per_unit_cycle_for(**mods),
        "modifiers": lambda mods: inst.modifiers(**mods),
        "lane_unused": lambda mods: inst.lane_unused("A", lane=5, **mods),
        "sources_of": lambda mods: inst.sources_of(1, 2, **mods),
    }


@pytest.mark.parametrize("inst", [F8, F8S], ids=lambda i: i.mnemonic)
@pytest.mark.parametrize("name", list(_entry_points(F8)))
def test_one_modifier_vocabulary_everywhere(inst: amdmatrix.Instruction, name: str) -> None:
    call = _entry_points(inst)[name]
    assert call(SPELT) == call(FIELDS_OF_SPELT)
    assert call({"a_format": 2}) == call({"cbsz": 2})
    with pytest.raises(UnsupportedModifierError) as err:
        call({"a_formt": "fp4"})
    _one_line_refusal_modifiers(err.value)
    with pytest.raises(UnsupportedModifierError) as err:
        call({"a_format": "fp4", "cbsz": 1})
    assert "conflicts" in str(err.value)


def _one_line_refusal_modifiers(err: BaseException) -> None:
    text = str(err)
    assert "\n" not in text and text.startswith("unknown modifier 'a_formt' (did you mean a_format")
    assert text.endswith("legal modifiers: " + ", ".join(KEYWORDS))


def test_the_emulator_lists_the_one_vocabulary() -> None:
    assert MODIFIERS == KEYWORDS
    assert amdmatrix.emulate.MODIFIERS == KEYWORDS


def test_the_emulate_command_takes_the_same_spellings(tmp_path: Path) -> None:
    outs = []
    for extra in (["--a-format", "fp4", "--b-format", "bf6"], ["--cbsz", "4", "--blgp", "3"]):
        status, out, err = run_inproc("emulate", "-a", "cdna4", "-i", F8.mnemonic, "--random", "--seed", "2", *extra)
        assert status == 0, err
        outs.append(out)
    assert outs[0] == outs[1]
