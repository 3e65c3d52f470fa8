"""The help texts list the architectures of ``amdmatrix.archs.ARCHS``: none is written by hand."""

from __future__ import annotations

import pytest

from amdmatrix import archs
from amdmatrix.cli import SUBCOMMANDS
from amdmatrix.cli.options import arch_aliases, arch_names, help_text


def test_today_s_lists() -> None:
    assert arch_names() == "CDNA1-CDNA4, RDNA3, RDNA4, GFX1250"
    assert arch_aliases()[0] == "CDNA1 (CDNA, gfx908, MI100, arcturus)"
    assert arch_aliases()[2] == "CDNA3 (gfx940, gfx941, gfx942, MI300, MI300A, MI300X, MI325X, aqua_vanjaram)"
    assert arch_aliases()[4] == "RDNA3 (gfx1100-gfx1103, gfx1150-gfx1153)"
    text = help_text(list(SUBCOMMANDS))
    assert "amdmatrix encode|decode|emulate|hazards|check|convert|draw|explore|export|lint|peak|mcp|lds|run ..." in text
    # the -a block, byte for byte as it was written by hand before it was generated
    assert "\n".join([
        '  -a, --architecture ARCH    CDNA1 (CDNA, gfx908, MI100, arcturus), CDNA2 (gfx90a, MI200, MI210, MI250,',
        '                             MI250X, aldebaran), CDNA3 (gfx940, gfx941, gfx942, MI300, MI300A, MI300X,',
        '                             MI325X, aqua_vanjaram), CDNA4 (gfx950, MI350, MI350X, MI355, MI355X),',
        '                             RDNA3 (gfx1100-gfx1103, gfx1150-gfx1153), RDNA4 (gfx1200, gfx1201),',
        '                             GFX1250 (gfx1251, MI455X, cdna5)',
    ]) + "\n  -L, --list-instructions" in text


def test_a_new_architecture_appears_in_every_list(monkeypatch: pytest.MonkeyPatch) -> None:
    new = archs.RDNA4.replace(name="RDNA5", aliases=("GFX1300", "GFX1301", "GFX1302", "GFX1303", "MI999"))
    at = archs.ARCHS.index(archs.RDNA4) + 1  # right after RDNA4, so that the names form a range
    monkeypatch.setattr(archs, "ARCHS", (*archs.ARCHS[:at], new, *archs.ARCHS[at:]))
    assert arch_names() == "CDNA1-CDNA4, RDNA3-RDNA5, GFX1250"
    assert arch_aliases()[at] == "RDNA5 (gfx1300-gfx1303, MI999)"
    text = help_text(list(SUBCOMMANDS))
    assert "RDNA4 (gfx1200, gfx1201), RDNA5 (gfx1300-gfx1303," in " ".join(text.split())
    assert max(len(line) for line in text.splitlines()) <= 109
