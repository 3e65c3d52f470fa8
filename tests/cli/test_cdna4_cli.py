"""Every CDNA4 instruction answers every query, in every output format and as JSON."""

from __future__ import annotations

import json

import pytest
from clirun import run_inproc
from tiers import sweep

import amdmatrix

INSTS = amdmatrix.instructions("cdna4")
FLAG = {"A": "-A", "B": "-B", "C": "-C", "D": "-D", "K": "-k", "SA": "--A-scale", "SB": "--B-scale"}


def test_list() -> None:
    status, out, _ = run_inproc("-a", "MI355X", "-L")
    assert status == 0
    assert out.splitlines()[0] == "Available instructions in the CDNA4 architecture:"
    assert [x.strip() for x in out.splitlines()[1:]] == [i.mnemonic.lower() for i in INSTS]


@pytest.mark.parametrize("inst", sweep(INSTS, stratum=lambda i: (i.sparse, i.cbsz_meaning, i.scaled),
                                       ids=lambda i: i.mnemonic))  # each kind of CDNA4 instruction once
def test_every_query(inst: amdmatrix.Instruction) -> None:
    base = ["-a", "gfx950", "-i", inst.mnemonic.lower()]
    status, out, err = run_inproc(*base, "-d")
    assert status == 0 and err == "" and f"Instruction: {inst.mnemonic}" in out
    assert json.loads(run_inproc(*base, "-d", "--json")[1])["details"]["Instruction"] == inst.mnemonic
    for matrix in inst.matrices:
        flag = FLAG[matrix]
        for query in (["-g", "-I", "1", "-K", str(min(1, inst.k - 1))], ["-m", "-r", "0", "-l", "1"]):
            status, out, err = run_inproc(*base, *query, flag)
            assert status == 0 and err == "", (matrix, query, err)
            assert json.loads(run_inproc(*base, *query, flag, "--json")[1])["schema"] == "amdmatrix/2"
        for fmt in ([], ["--csv"], ["--markdown"], ["--asciidoc"]):
            for query in ("-R", "-M"):
                status, out, err = run_inproc(*base, query, flag, *fmt)
                assert status == 0 and err == "" and len(out) > 100, (matrix, query, fmt, err)
        doc = json.loads(run_inproc(*base, "-M", flag, "--json")[1])
        assert doc["query"] == "matrix-layout" and doc["entries"]
    status, out, err = run_inproc(*base, "-g", "-D", "-o", "-I", "2", "-J", "3")
    assert status == 0 and "Vdst_" in out and "Src0_" in out, err
