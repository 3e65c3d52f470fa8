"""The JSON writer every command uses (amdmatrix/render/jsontext.py) writes exactly the text of
``json.dumps(doc, indent=1)``: on random documents, with and without ASCII escapes, and on
documents the commands print."""

from __future__ import annotations

import io
import json
import math
from contextlib import redirect_stdout
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tiers import fuzz_all

from amdmatrix.cli import main
from amdmatrix.render.jsontext import pretty

_SCALARS = (st.none() | st.booleans() | st.integers(min_value=-2**70, max_value=2**70)
            | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12))
_KEYS = st.text(max_size=8) | st.integers(min_value=-9, max_value=9) | st.booleans() | st.none() | st.floats()
_DOCS = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
                     | st.dictionaries(_KEYS, inner, max_size=4), max_leaves=30)


@given(_DOCS, st.booleans())
def test_random_documents(doc: Any, ascii_only: bool) -> None:
    assert pretty(doc, ensure_ascii=ascii_only) == json.dumps(doc, indent=1, ensure_ascii=ascii_only)


@given(_DOCS)
def test_out_of_range_floats_are_refused_as_json_refuses_them(doc: Any) -> None:
    try:
        want: str | None = json.dumps(doc, indent=1, allow_nan=False)
    except ValueError:
        want = None
    if want is None:
        with pytest.raises(ValueError, match="Out of range float values are not JSON compliant"):
            pretty(doc, allow_nan=False)
    else:
        assert pretty(doc, allow_nan=False) == want


def test_the_edges_of_the_format() -> None:
    doc = {"a": [], "b": {}, "c": [[]], 1: math.inf, None: -math.inf, False: math.nan, 2.5: "é\n\u2028",
           "d": (1, (2,)), "e": [{"f": [None, False]}]}
    assert pretty(doc) == json.dumps(doc, indent=1)
    assert pretty(doc, ensure_ascii=False) == json.dumps(doc, indent=1, ensure_ascii=False)
    for bad in ({"x": {1, 2}}, {(1, 2): 0}, [b"bytes"]):
        with pytest.raises(TypeError):
            json.dumps(bad, indent=1)
        with pytest.raises(TypeError):
            pretty(bad)


class _Kind(int):
    """An int subclass (as IntEnum is) takes the general path and still prints as a number."""


def test_subclasses_of_the_scalar_types() -> None:
    doc = {"n": _Kind(3), "l": [_Kind(4)]}
    assert pretty(doc) == json.dumps(doc, indent=1)


@pytest.mark.parametrize("argv", [
    ["-a", "cdna4", "-i", "v_mfma_f32_32x32x64_f8f6f4", "-M", "-A", "--json"],
    ["-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-R", "-B", "--json"],
    ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-d", "--json"],
    ["peak", "--product", "mi300x", "--json"],
    ["lds", "--facts", "-a", "cdna3", "--json"],
])
def test_command_documents_are_printed_as_json_dumps_prints_them(argv: list[str]) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(argv) == 0
    text = out.getvalue()
    assert text == json.dumps(json.loads(text), indent=1) + "\n"


fuzz_all(globals(), 200)
