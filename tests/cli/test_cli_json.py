"""JSON output: every query parses, follows the schema, and agrees with the library.

The whole-catalogue comparison with ``locate`` takes six instructions of each architecture in
the fast tier and the others in the exhaustive tier (tests/support/tiers.py).
"""

from __future__ import annotations

import json

import pytest
from clirun import run_inproc
from tiers import sweep

import amdmatrix

ALL = [(a.name, i) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]


def _json(*argv: str) -> dict[str, object]:
    status, out, err = run_inproc(*argv, "--json")
    assert status == 0, err
    doc = json.loads(out)
    assert doc["schema"] == "amdmatrix/2"
    return doc  # type: ignore[no-any-return]


@pytest.mark.parametrize(("arch", "inst"), sweep(ALL, stratum=lambda x: x[0], per=3,
                                                 ids=lambda x: f"{x[0]}-{x[1].mnemonic}"))
def test_register_layout_json_agrees_with_locate(arch: str, inst: amdmatrix.Instruction) -> None:
    for wave in inst.arch.waves:
        for matrix in inst.matrices:
            flag = {"K": "-k", "SA": "--A-scale", "SB": "--B-scale"}.get(matrix, f"-{matrix}")
            doc = _json("-a", arch, "-i", inst.mnemonic, "-R", flag, "-w", str(wave))
            assert doc["query"] == "register-layout" and doc["matrix"] == matrix
            entries = doc["entries"]
            assert isinstance(entries, list)
            lay = inst.layout(matrix, wave)
            assert len(entries) == lay.sizes[0] * lay.sizes[1] * lay.sizes[2]
            for e in entries:
                row, col, block = e["row"], e["col"], e["block"]
                kw = {"A": {"i": row, "k": col}, "K": {"i": row, "k": col}, "SA": {"i": row, "k": col},
                      "B": {"k": row, "j": col}, "SB": {"k": row, "j": col}}.get(matrix, {"i": row, "j": col})
                want = inst.locate(matrix, block=block, wave=wave, **kw)
                got = [(x["register"], x["lane"], tuple(x["bits"]) if x["bits"] else None) for x in e["locations"]]
                assert got == [(w.register, w.lane, w.bits) for w in want]


def test_every_query_has_json() -> None:
    base = ["-a", "cdna2", "-i", "v_mfma_f32_4x4x4f16"]
    assert _json("-a", "cdna2", "-L")["query"] == "list-instructions"
    assert _json("--list-architectures")["query"] == "list-architectures"
    detail = _json(*base, "-d")
    assert detail["details"]["VOP3P Opcode"] == 0x4A  # type: ignore[index]
    g = _json(*base, "-g", "-A", "-I", "1", "-K", "2", "-b", "4")
    assert g["locations"] == [{"register": 1, "lane": 17, "bits": [15, 0], "text": "v1{17}.[15:0]"}]
    go = _json(*base, "-g", "-D", "-I", "3", "-J", "2", "-b", "1", "-o")
    assert len(go["calculation"]["products"]) == 4  # type: ignore[index]
    m = _json(*base, "-m", "-A", "-r", "1", "-l", "17")
    assert [e["text"] for e in m["elements"]] == ["A[1][2].B4", "A[1][3].B4"]  # type: ignore[union-attr]
    mo = _json(*base, "-m", "-D", "-r", "2", "-l", "33", "-o")
    assert mo["calculations"][0]["c"]["element"]["text"] == "C[2][1].B8"  # type: ignore[index]
    mm = _json(*base, "-M", "-A")
    assert mm["query"] == "matrix-layout" and len(mm["entries"]) == 64 * 4  # type: ignore[arg-type]
