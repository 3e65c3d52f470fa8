"""Every export format evaluated by an interpreter amdmatrix did not write, against placements().

Triton (its C++ LinearLayout and its Gluon builder), a CuTe evaluator written from CuTe's
documented semantics (tests/support/cute_eval.py), g++ for the HIP header, json for JSON
(tests/support/export_check.py). The default tier checks a sample of instructions with all their
matrices, wave sizes and modifier settings (every 31st); the exhaustive tier all of them.
"""

from __future__ import annotations

import json

import export_check as X
import pytest
import triton_oracle
from required import need

import amdmatrix
from amdmatrix.exports import FORMATS, UnknownFormatError


def _assert_clean(report: dict[str, dict[str, object]]) -> None:
    for fmt, r in report.items():
        assert r["failed"] == [], (fmt, r["failed"][:5])  # type: ignore[index]
        assert r["checked"], fmt  # something was evaluated


@pytest.fixture
def tools() -> None:
    need("triton (pip install triton==3.9.0)", triton_oracle.available())
    need("g++", X.have_gxx())


def test_sample_of_every_format(tools: None) -> None:
    report = X.run(every=61)
    _assert_clean(report)
    # What cannot be expressed is said, per format, with a reason.
    assert all(reason for r in report.values() for reason in r["not"])  # type: ignore[attr-defined]
    assert report["json"]["not"] == {} and report["hip"]["not"] == {}


@pytest.mark.exhaustive
def test_every_format_of_every_layout(tools: None) -> None:
    _assert_clean(X.run(every=1))


def test_triton_bases_of_a_known_layout() -> None:
    """CDNA3 32x32x8 A, as Triton 3.9 itself gives DotOperandLayout(0, AMDMFMALayout(3, [32, 32, 8]), k_width=4)."""
    data = amdmatrix.export("cdna3", "v_mfma_f32_32x32x8_f16", "A", "triton").data
    assert isinstance(data, dict)
    assert data["reg_bases"] == [[0, 1], [0, 2]]
    assert data["lane_bases"] == [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]]
    assert data["shape"] == [32, 8]


def test_gluon_constructor_text() -> None:
    out = amdmatrix.export("cdna4", "v_mfma_f32_32x32x16_f16", "A", "gluon")
    assert out.text.splitlines()[0].startswith("# Gluon")  # comments, then one Python expression
    assert out.text.splitlines()[1:] == ["DotOperandLayout(operand_index=0, parent=AMDMFMALayout(version=4, "
                                         "instr_shape=[32, 32, 16], transposed=False, warps_per_cta=[1, 1]), "
                                         "k_width=8)"]
    d = amdmatrix.export("cdna4", "v_mfma_f32_32x32x16_f16", "D", "gluon").data
    assert isinstance(d, dict) and "transposed=True" in d["transposed"]  # type: ignore[operator]
    # Where Gluon has no named layout (16 blocks kept apart), the constructor is a DistributedLinearLayout.
    out = amdmatrix.export("cdna3", "v_mfma_f32_4x4x4_16b_f16", "A", "gluon")
    assert out.expressible and out.text.splitlines()[-1].startswith("DistributedLinearLayout(reg_bases=[[0, 0, 1]")


def test_not_expressible_names_the_reason() -> None:
    out = amdmatrix.export("cdna3", "v_mfma_f32_4x4x4_16b_f16", "B", "triton", blgp=4)
    assert not out.expressible and "BLGP" in out.reason and out.text == ""
    out = amdmatrix.export("cdna3", "v_smfmac_f32_16x16x32_f16", "A", "cute")
    assert not out.expressible and "sparse" in out.reason


def test_json_is_the_placement_table() -> None:
    out = amdmatrix.export("rdna3", "v_wmma_f32_16x16x16_f16", "A", "json", wave=64)
    data = json.loads(out.text)
    assert (data["schema"], data["query"], data["architecture"], data["format"]) == ("amdmatrix/2", "export",
                                                                                     "RDNA3", "json")
    assert len(data["data"]["placements"]) == 16 * 16 * 4  # four copies of each element in wave64 (lane bits 4, 5)


def test_bad_format() -> None:
    with pytest.raises(UnknownFormatError, match="legal values: triton, gluon, cute, hip, json"):
        amdmatrix.export("cdna3", "v_mfma_f32_32x32x8_f16", "A", "ck")
    assert FORMATS == ("triton", "gluon", "cute", "hip", "json")
