"""Golden tests: every example command of the calculator's READMEs, byte for byte.

The expected outputs in tests/golden/ were transcribed from the READMEs (see
tests/golden/README.md); they are never produced by the code under test.
"""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from clirun import run

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
CASES = sorted(GOLDEN.glob("*/*.cmd"))


@pytest.mark.parametrize("cmd", CASES, ids=[f"{c.parent.name}/{c.stem}" for c in CASES])
def test_readme_example(cmd: Path) -> None:
    expected = cmd.with_suffix(".out").read_text()
    res = run(*shlex.split(cmd.read_text()))
    assert res.returncode == 0, res.stderr
    assert res.stderr == ""
    assert res.stdout == expected


def test_every_seed_example_is_covered() -> None:
    assert len(list((GOLDEN / "calculator-page").glob("*.cmd"))) == 18


def test_sparse_index_rule_follows_the_isa() -> None:
    """CBSZ != 0 ignores ABID and uses the first index set (CDNA4 ISA §7.5), not the old README's text."""
    res = run("-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-g", "-I", "2", "-K", "31", "-k",
              "--cbsz", "1", "--abid", "3")
    assert res.stdout.splitlines()[-1] == "K[2][31] = v0{50}.[7:4]"
