"""Fuzzing the emulator's public boundary: every failure must be an AmdMatrixError.

Hypothesis throws ill-typed and out-of-range values at every parameter of ``pack``,
``unpack``, ``execute``, ``emulate``, ``compress`` and ``expand`` (the module functions and
the ``Instruction`` methods), mixed with valid ones so that the calls get past the first
check. A call may succeed; if it fails, the exception must be an ``AmdMatrixError`` with a
one-line message, and no warning may escape (warnings are errors here). The command line
``amdmatrix emulate`` gets random argument lists: exit status 0 or 2, and on 2 exactly one
line ``amdmatrix: error: ...`` on stderr, never a traceback.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from clirun import run_inproc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tiers import fuzz_all

import amdmatrix
from amdmatrix.emulator import MODIFIERS, compress, execute, expand, pack, unpack

INSTRUCTIONS = [i for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]
SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)

JUNK: list[Any] = [None, "x", "", "\x1b[31m\n", b"A", 1.5, -1, 2**70, True, [1], {"a": 1}, object(), float("nan"),
                   np.float64(2.5), np.int64(-3), (64,), 1j]


def _mostly(valid: st.SearchStrategy[Any], bad: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """``valid`` four times in five: most calls get past the first check to the later ones."""
    return st.sampled_from((True, True, True, True, False)).flatmap(lambda ok: valid if ok else bad)


def _junk() -> st.SearchStrategy[Any]:
    return st.sampled_from(JUNK) | st.text(max_size=8) | st.integers(min_value=-(2**70), max_value=2**70)


def _array_like(shape: tuple[int, ...]) -> st.SearchStrategy[Any]:
    """Arrays that are right, almost right or wrong for an operand of ``shape``."""
    def full(value: Any, dtype: Any = None) -> Any:
        return np.full(shape, value, dtype=dtype)

    wrong = tuple(n + 1 for n in shape)
    good = st.sampled_from([0.0, 1.0, -0.0, 2.0, 0.5, 3]).map(lambda v: full(v))
    return _mostly(good, st.one_of(
        st.sampled_from([2.0**-140, 1e300, np.inf, -np.inf, np.nan, -129, 300, 2**31, 2**62])
        .map(lambda v: full(v)),
        st.sampled_from([np.float16, np.float32, np.int8, np.uint64, np.int64, np.bool_, np.longdouble, np.uint8])
        .map(lambda t: full(1, t)),
        st.just(np.full(shape, np.longdouble("1e4000"))),
        st.just(np.full(shape, 2**64 - 1, dtype=np.uint64)),
        st.just(np.full(shape, "1")),
        st.just(np.full(shape, 1 + 1j)),
        st.just(np.full(shape, None, dtype=object)),
        st.just(np.ones(wrong)),
        st.just(np.ones((0, *shape))),
        st.just(np.ones((2, *shape))),
        st.just(np.ones(shape).tolist()),
        st.just([[1.0, 2.0], [3.0]]),
        st.just(np.float64(1.0)),
        _junk(),
    ))


def _modifiers() -> st.SearchStrategy[dict[str, Any]]:
    names = _mostly(st.sampled_from(MODIFIERS), st.sampled_from(["blgpp", "negate", "cbsz_", ""]))
    values = _mostly(st.integers(min_value=0, max_value=7), st.integers(min_value=-2, max_value=20) | _junk())
    return st.one_of(st.just({}), st.just({}), st.dictionaries(names, values, max_size=3))


def _wave() -> st.SearchStrategy[Any]:
    return _mostly(st.sampled_from([None, 32, 64, np.int32(64)]),
                   st.sampled_from([16, 0, -64, "64", "x", 64.0, True, [64], 2**70]))


def _regs(inst: amdmatrix.Instruction, matrix: str) -> st.SearchStrategy[Any]:
    """Register images: right, wrong dtype, wrong shape, out of 32 bits, junk."""
    try:
        shape: tuple[int, ...] = (inst.gprs(matrix), inst.arch.default_wave)
    except amdmatrix.AmdMatrixError:
        shape = (1, 64)
    zeros = np.zeros(shape, dtype=np.uint32)
    return _mostly(st.just(zeros) | st.just(zeros + np.uint32(0x3C003C00)), st.one_of(
        st.just(zeros.astype(np.int64) - 1), st.just(zeros.astype(np.int64) + 2**40),
        st.just(zeros.astype(np.float32)), st.just(zeros[:-1] if shape[0] > 1 else zeros[:, :-1]),
        st.just(zeros.tolist()), st.just(np.zeros((0, *shape), dtype=np.uint32)), st.just(zeros.astype(object)),
        st.just(np.zeros((3, 2, *shape), dtype=np.uint32)), _junk(),
    ))


def _optional(wanted: bool, value: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """An optional argument: mostly given when the instruction uses it, mostly None otherwise."""
    return _mostly(value, st.none()) if wanted else _mostly(st.none(), value)


def _check(call: Callable[[], Any]) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            call()
        except amdmatrix.AmdMatrixError as e:
            assert str(e) and "\n" not in str(e), repr(str(e))


def _shape(inst: amdmatrix.Instruction, matrix: str) -> tuple[int, ...]:
    rows, cols = {"A": (inst.m, inst.k), "B": (inst.k, inst.n), "C": (inst.m, inst.n), "D": (inst.m, inst.n),
                  "K": (inst.m, inst.k // 2), "SA": (inst.m, max(1, inst.k // 32)),
                  "SB": (max(1, inst.k // 32), inst.n)}.get(matrix, (4, 4))
    return (rows, cols) if inst.blocks == 1 or matrix in ("K", "SA", "SB") else (inst.blocks, rows, cols)


MATRICES = _mostly(st.sampled_from(["A", "B", "C", "D", "K", "SA", "SB", "compression", "a"]),
                   st.sampled_from(["E", ""]) | _junk())


@SETTINGS
@given(data=st.data())
def test_pack_and_unpack_raise_only_amdmatrix_errors(data: st.DataObject) -> None:
    inst = data.draw(st.sampled_from(INSTRUCTIONS))
    matrix = data.draw(MATRICES)
    shape = _shape(inst, matrix if isinstance(matrix, str) and matrix in "ABCDK SA SB" else "A")
    values = data.draw(_array_like(shape))
    wave, mods = data.draw(_wave()), data.draw(_modifiers())
    _check(lambda: pack(inst, matrix, values, wave=wave, **mods))
    regs = data.draw(_regs(inst, matrix if isinstance(matrix, str) and matrix in ("A", "B", "C", "D", "K") else "D"))
    index = data.draw(st.none() | _regs(inst, "K" if inst.sparse else "A"))
    _check(lambda: unpack(inst, matrix, regs, wave=wave, index=index, **mods))


@SETTINGS
@given(data=st.data())
def test_execute_raises_only_amdmatrix_errors(data: st.DataObject) -> None:
    inst = data.draw(st.sampled_from(INSTRUCTIONS))
    a, b = data.draw(_regs(inst, "A")), data.draw(_regs(inst, "B"))
    c = data.draw(st.none() | _regs(inst, "D" if inst.sparse else "C"))
    k = data.draw(_regs(inst, "K") if inst.sparse else _mostly(st.none(), _regs(inst, "A")))
    sa = data.draw(_optional(inst.scaled, _regs(inst, "SA" if inst.scaled else "A")))
    sb = data.draw(_optional(inst.scaled, _regs(inst, "SB" if inst.scaled else "B")))
    wave, mods = data.draw(_wave()), data.draw(_modifiers())
    clamp = data.draw(_mostly(st.booleans(), _junk()))
    first = data.draw(st.sampled_from([a, None, "x", inst]))
    _check(lambda: execute(inst, a, b, c, k_regs=k, scale_a_regs=sa, scale_b_regs=sb, wave=wave, clamp=clamp, **mods))
    _check(lambda: execute(inst, first, b, c, k_regs=k, wave=wave, **mods))
    _check(lambda: execute(data.draw(_junk()), a, b))


@SETTINGS
@given(data=st.data())
def test_emulate_raises_only_amdmatrix_errors(data: st.DataObject) -> None:
    inst = data.draw(st.sampled_from(INSTRUCTIONS))
    arch = data.draw(_mostly(st.sampled_from([inst.arch.name, inst.arch.name.lower()]), _junk()))
    mnemonic = data.draw(_mostly(st.sampled_from([inst.mnemonic, inst.mnemonic.lower()]), _junk()))
    a = data.draw(_array_like(_shape(inst, "A")))
    b = data.draw(_array_like(_shape(inst, "B")))
    c = data.draw(st.none() | _array_like(_shape(inst, "C")))
    index = data.draw(st.none() if not inst.sparse else st.none() | _array_like(_shape(inst, "K"))
                      | st.just(np.ones(_shape(inst, "K"), dtype=int)))
    if not inst.sparse:
        index = data.draw(_mostly(st.just(index), _array_like(_shape(inst, "K"))))
    scale_a = data.draw(_optional(inst.scaled, _array_like(_shape(inst, "SA"))))
    scale_b = data.draw(_optional(inst.scaled, _array_like(_shape(inst, "SB"))))
    wave, mods = data.draw(_wave()), data.draw(_modifiers())
    clamp = data.draw(_mostly(st.booleans(), _junk()))
    _check(lambda: amdmatrix.emulate(arch, mnemonic, a, b, c, index=index, scale_a=scale_a, scale_b=scale_b,
                                     wave=wave, clamp=clamp, **mods))


@SETTINGS
@given(data=st.data())
def test_compress_and_expand_raise_only_amdmatrix_errors(data: st.DataObject) -> None:
    dense = data.draw(_array_like((4, 8)))
    _check(lambda: compress(dense))
    values = data.draw(_array_like((4, 4)))
    index = data.draw(_array_like((4, 4)) | st.just(np.full((4, 4), 3)) | st.just(np.full((4, 4), 4)))
    _check(lambda: expand(values, index))


# ---------------------------------------------------------------------------- the command line
OPTIONS = ["-a", "-i", "--A", "--B", "--C", "--index", "--scale-a", "--scale-b", "--cbsz", "--abid", "--blgp",
           "--opsel", "--opsel-hi", "--neg", "--neg-hi", "--a-format", "--b-format", "--clamp", "-w", "--out",
           "--random", "--seed", "--batch", "--show-registers", "--json", "-h", "--bogus", "--neg_hi=1", "--"]
VALUES = ["cdna3", "cdna4", "rdna3", "rdna4", "gfx90a", "v_mfma_f32_16x16x16_f16", "v_smfmac_f32_16x16x32_f16",
          "v_mfma_f32_4x4x1_16b_f32", "v_wmma_f32_16x16x16_f16", "v_mfma_scale_f32_16x16x128_f8f6f4", "0", "1", "4",
          "-1", "7", "0x3", "2" * 40, "\u00b2", "fp4", "bf6", "32", "64", "x", "", "\n", "\x1b[0m", "{nofile}",
          "{out}", "{a}", "{empty}", "--show-registers", "--json"]


PREFIXES = [
    [],
    ["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "--random"],
    ["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "--A", "{a}", "--B", "{b}"],
    ["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "--A", "{empty}", "--B", "{b}"],  # an empty batch
    ["-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "--A", "{sparse}", "--B", "{b32}"],
]


@pytest.fixture(scope="module")
def npy_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    tmp = tmp_path_factory.mktemp("argv")
    sparse = np.zeros((16, 32))
    sparse[:, ::4] = 1.0
    arrays = {"a": np.ones((16, 16)), "b": np.ones((16, 16)), "empty": np.ones((0, 16, 16)), "sparse": sparse,
              "b32": np.ones((32, 16))}
    paths = {name: str(tmp / f"{name}.npy") for name in arrays}
    for name, arr in arrays.items():
        np.save(paths[name], arr)
    paths["nofile"] = str(tmp / "missing.npy")
    paths["out"] = str(tmp / "d.npy")
    return paths


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(argv=st.lists(st.sampled_from(OPTIONS) | st.sampled_from(VALUES) | st.text(max_size=6), max_size=12),
       prefix=st.sampled_from(PREFIXES))
def test_emulate_argv_one_line_exit_2(argv: list[str], prefix: list[str], npy_files: dict[str, str]) -> None:
    """A prefix of valid options (random inputs, files, an empty batch, a sparse A) lets the
    random arguments reach the later stages of a run."""
    args = [*prefix, *argv]
    for name, path in npy_files.items():
        args = [a.replace("{" + name + "}", path) for a in args]
    status, out, err = run_inproc("emulate", *args)
    assert status in (0, 2), (args, status, err)
    assert "Traceback" not in err and "Traceback" not in out
    if status == 2:
        assert err.startswith("amdmatrix: error: ") and err.endswith("\n") and err.count("\n") == 1, (args, err)
        assert err[:-1].isprintable(), (args, err)  # no raw ESC or line-breaking characters
        assert out == ""
    else:
        assert err == "", (args, err)


# The fast tier tries 40 inputs per test; the exhaustive tier all of them (tests/support/tiers.py).
fuzz_all(globals(), 40)
