"""Every caveat the text output gives, every picture gives too: the Unsettled line of the CDNA4
FP8 x FP6/FP4 mix and gfx1250's PROVISIONAL, in -R/-M --svg, draw and (tests/pictures/
test_explore_browser.py) the explorer. The pictures once dropped "Unsettled"."""

from __future__ import annotations

import re

import pytest
from clirun import run_inproc
from svgcells import NS, parse

F8F6F4 = ["-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4"]
CASES = [
    ([*F8F6F4, "--a-format", "fp8", "--b-format", "fp4"], "-A", True),  # the 8-bit operand next to a 4-bit one
    ([*F8F6F4, "--a-format", "fp8", "--b-format", "fp4"], "-B", False),  # the 4-bit one has one layout
    ([*F8F6F4, "--a-format", "fp6", "--b-format", "bf8"], "-B", True),
    ([*F8F6F4, "--a-format", "fp8", "--b-format", "bf8"], "-A", False),
    (["-a", "gfx1250", "-i", "v_wmma_f32_16x16x4_f32"], "-A", True),  # PROVISIONAL
    (["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16"], "-A", False),
]


def _caveat(argv: list[str], flag: str) -> str | None:
    """The line the text output prints after its two header lines, if it is a caveat."""
    status, out, err = run_inproc(*argv, "-R", flag)
    assert status == 0, err
    third = out.splitlines()[2]
    return third if re.match(r"(Unsettled|PROVISIONAL):", third) else None


def _texts(svg: str) -> str:
    return "\n".join("".join(t.itertext()) for t in parse(svg).iter(f"{NS}text"))


@pytest.mark.parametrize(("argv", "flag", "caveat"), CASES, ids=[f"{c[0][1]}-{c[1]}-{c[2]}" for c in CASES])
def test_pictures_carry_the_caveat_of_the_text(argv: list[str], flag: str, caveat: bool) -> None:
    line = _caveat(argv, flag)
    assert (line is not None) == caveat
    for view in ("-R", "-M"):
        status, svg, err = run_inproc(*argv, view, flag, "--svg", "-")
        assert status == 0, err
        assert (line in _texts(svg)) if line else not re.search(r"Unsettled|PROVISIONAL", _texts(svg))
    if caveat:  # draw shows every matrix: it carries the caveat of any of them
        status, svg, err = run_inproc("draw", *argv, "-o", "-")
        assert status == 0, err
        assert line.split(":")[0] in _texts(svg)
        if line.startswith("Unsettled"):
            assert line in _texts(svg)
