"""Fuzzing of the core Python API: any argument, legal or not, gives a result or an AmdMatrixError.

Every public function of the core library (``architectures``, ``instructions``,
``instruction``) and every public method of :class:`amdmatrix.Instruction` is called with
each parameter drawn from legal values, near misses (out of range, misspelt) and
ill-typed values (None, bool, float, bytes, lists, dicts, NumPy arrays, huge integers).
A call either returns or raises :class:`amdmatrix.AmdMatrixError` whose message is one
line naming what is legal; any other exception fails the test. A second test checks that
every method accepts exactly the same modifiers, so that no method gives an answer for
modifiers another method refuses. (The emulator and the encoder are fuzzed in their own
tests.)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tiers import fuzz

import amdmatrix
from amdmatrix import AmdMatrixError, Instruction

#: Instructions with A, B and D (gfx1250's scale loads have only the scale operands and are
#: checked on their own below).
INSTS = [i for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
         if {"A", "B", "D"} <= set(i.matrices)]
SCALE_LOADS = [i for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
               if not {"A", "B", "D"} <= set(i.matrices)]
#: One instruction of every kind of modifier meaning, so that each draws often.
KINDS = {(i.arch.name, i.sparse, i.scaled, i.cbsz_meaning, i.blgp_meaning, i.opsel_meaning, i.neg_meaning,
          i.blocks > 1): i for i in INSTS}
SAMPLE = list(KINDS.values())

MODIFIER_NAMES = ["cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi", "a_format", "b_format",
                  "a_scale_byte", "b_scale_byte"]
FORMAT_NAMES = ["fp8", "bf8", "fp6", "bf6", "fp4", "e4m3", "e5m2", "e2m3", "e3m2", "e2m1", "FP4", "fp16"]


class _Weird:
    def __str__(self) -> str:
        raise RuntimeError("str() of a weird object")

    def __repr__(self) -> str:
        return "<weird>"


#: Ill-typed or absurd values, tried for every parameter.
BAD: list[Any] = [
    None, True, False, 1.5, -0.0, math.nan, math.inf, 3 + 0j, -1, -(2**70), 2**64, 10**5000, -(10**5000),
    "", " ", "3", "\n", "²", "٣", "A\x1b[31m", "a" * 5000, b"A", bytearray(b"3"), ["A"], ("A",), {"A": 1}, {3},
    range(3), object(), _Weird(), np.int64(3), np.uint8(1), np.float64(2.0), np.bool_(True), np.array([1, 2]),
    np.array(3), np.array([[0]]), Instruction, amdmatrix.architectures()[0],
]
bad = st.sampled_from(BAD)


def _or_bad(legal: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(legal, legal, bad)


ARCH_NAMES = [n for a in amdmatrix.architectures() for n in (a.name, a.name.lower(), *a.aliases)]
arch_arg = _or_bad(st.one_of(st.sampled_from(ARCH_NAMES), st.sampled_from(amdmatrix.architectures()),
                             st.sampled_from(["cdna9", "rdna", "gfx9", "MI3000"])))
coord = _or_bad(st.integers(-2, 70))
wave = _or_bad(st.sampled_from([None, 32, 64, 16, 0, -64, 128]))
matrix_name = st.sampled_from(["A", "B", "C", "D", "K", "SA", "SB", "a", "compression", "E", "AB"])
modifier_value = st.one_of(st.integers(-3, 20), st.sampled_from(FORMAT_NAMES), st.integers(-3, 4).map(str))
#: Keyword names the methods take themselves (a modifier of that name would be Python's own TypeError).
PARAMETERS = {"self", "matrix", "i", "j", "k", "block", "wave", "register", "lane", "modifiers"}
modifier_key = st.one_of(st.sampled_from(MODIFIER_NAMES), st.sampled_from(["blgpp", "CBSZ", "I", "wave_", "x", ""]),
                         st.text(max_size=6).filter(lambda t: t not in PARAMETERS))
modifiers = st.dictionaries(modifier_key, _or_bad(modifier_value), max_size=3)
legal_modifiers = st.dictionaries(st.sampled_from(MODIFIER_NAMES), modifier_value, max_size=3)


def _check_error(e: AmdMatrixError) -> None:
    """The message is one line of reasonable length that names what is legal."""
    msg = str(e)
    assert "\n" not in msg and "\r" not in msg, msg
    assert "legal" in msg, msg
    assert len(msg) <= 600, msg


def _call(f: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    try:
        return f(*args, **kwargs)
    except AmdMatrixError as e:
        _check_error(e)
        return None


FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(arch=arch_arg, mnemonic=_or_bad(st.sampled_from([i.mnemonic for i in SAMPLE] + ["v_mfma_bogus", "v_mfma"])),
       supports=_or_bad(st.sampled_from([None, *MODIFIER_NAMES, "sparse", "blgpp", ("cbsz", "blgp"), []])))
def test_lookup_functions(arch: Any, mnemonic: Any, supports: Any) -> None:
    assert _call(amdmatrix.architectures) is not None
    _call(amdmatrix.instructions, arch)
    _call(amdmatrix.instructions, arch, supports=supports)
    _call(amdmatrix.instruction, arch, mnemonic)
    _call(amdmatrix.instruction, arch, mnemonic=mnemonic)


#: Every public method of Instruction that takes arguments, with how to draw them.
def _method_calls(draw: Callable[[st.SearchStrategy[Any]], Any], inst: Instruction) -> dict[str, Callable[[], Any]]:
    m = draw(_or_bad(matrix_name))
    w = draw(wave)
    mods = draw(modifiers)
    i, j, k, block, reg, lane = (draw(coord) for _ in range(6))
    return {
        "dtype": lambda: inst.dtype(m, **mods),
        "cycles_for": lambda: inst.cycles_for(**mods),
        "flops_per_unit_cycle_for": lambda: inst.flops_per_unit_cycle_for(**mods),
        "gprs": lambda: inst.gprs(m, w, **mods),
        "gprs(wave=)": lambda: inst.gprs(m, wave=w, **mods),
        "layout": lambda: inst.layout(m, w, **mods),
        "index_sets": lambda: inst.index_sets(w),
        "supports": lambda: inst.supports(draw(_or_bad(modifier_key))),
        "register_files": lambda: inst.register_files(m),
        "formulas": lambda: inst.formulas(m, w, **mods),
        "modifiers": lambda: inst.modifiers(**mods),
        "locate": lambda: inst.locate(m, i=i, j=j, k=k, block=block, wave=w, **mods),
        "element": lambda: inst.element(m, i=i, j=j, k=k, block=block, wave=w, **mods),
        "elements_at": lambda: inst.elements_at(m, register=reg, lane=lane, wave=w, **mods),
        "placements": lambda: inst.placements(m, wave=w, **mods),
        "lane_unused": lambda: inst.lane_unused(m, lane=lane, wave=w, **mods),
        "sources_of": lambda: inst.sources_of(i, j, block, wave=w, **mods),
        "sources_of(kw)": lambda: inst.sources_of(i=i, j=j, block=block, wave=w, **mods),
    }


METHODS = ["dtype", "cycles_for", "flops_per_unit_cycle_for", "gprs", "gprs(wave=)", "layout", "index_sets", "supports",
           "register_files", "formulas", "modifiers", "locate", "element", "elements_at", "placements",
           "lane_unused", "sources_of", "sources_of(kw)"]


@pytest.mark.parametrize("method", METHODS)
@FUZZ
@given(data=st.data())
def test_instruction_methods(method: str, data: st.DataObject) -> None:
    inst = data.draw(st.sampled_from(SAMPLE), label="instruction")
    calls = _method_calls(data.draw, inst)
    assert sorted(calls) == sorted(METHODS)
    _call(calls[method])


@FUZZ
@given(data=st.data())
def test_every_method_accepts_the_same_modifiers(data: st.DataObject) -> None:
    """If one method answers for some modifiers, every method does; if one refuses, all do.

    This is what catches a silent wrong answer: a method that skips validation returns a
    result (a data type, a cycle count) for modifiers the layout queries refuse.
    """
    inst = data.draw(st.sampled_from(SAMPLE), label="instruction")
    mods = data.draw(st.one_of(legal_modifiers, modifiers), label="modifiers")
    w = inst.arch.default_wave

    def ok(f: Callable[[], Any]) -> bool:
        try:
            f()
        except AmdMatrixError as e:
            _check_error(e)
            return False
        return True

    outcomes = {
        "modifiers": ok(lambda: inst.modifiers(**mods)),
        "layout": ok(lambda: inst.layout("D", w, **mods)),
        "dtype A": ok(lambda: inst.dtype("A", **mods)),
        "dtype B": ok(lambda: inst.dtype("B", **mods)),
        "cycles_for": ok(lambda: inst.cycles_for(**mods)),
        "gprs": ok(lambda: inst.gprs("A", **mods)),
        "locate": ok(lambda: inst.locate("D", **mods)),
        "element": ok(lambda: inst.element("D", **mods)),
        "elements_at": ok(lambda: inst.elements_at("D", register=0, lane=0, **mods)),
        "lane_unused": ok(lambda: inst.lane_unused("D", lane=0, **mods)),
        "sources_of": ok(lambda: inst.sources_of(**mods)),
    }
    assert len(set(outcomes.values())) == 1, (inst.mnemonic, mods, outcomes)


@pytest.mark.parametrize("inst", SCALE_LOADS, ids=[i.mnemonic for i in SCALE_LOADS])
def test_an_instruction_without_d_refuses_d_queries(inst: Instruction) -> None:
    assert SCALE_LOADS and set(inst.matrices) == {"SA", "SB"}
    for call in (lambda: inst.layout("D", 32), lambda: inst.locate("D", i=0, j=0), lambda: inst.sources_of()):
        with pytest.raises(AmdMatrixError):
            call()


# The fast tier tries a tenth of the inputs; the exhaustive tier all of them (tests/support/tiers.py).
test_lookup_functions_sample, test_lookup_functions = fuzz(test_lookup_functions, 40)
test_instruction_methods_sample, test_instruction_methods = fuzz(test_instruction_methods, 40)
test_every_method_accepts_the_same_modifiers_sample, test_every_method_accepts_the_same_modifiers = fuzz(
    test_every_method_accepts_the_same_modifiers, 40)
