"""The help texts list the architectures of ``amdmatrix.archs.ARCHS``: none is written by hand.

The help fits 109 columns wherever the package is installed: the one line that may not is the
installed path of json.md, which stands whole on a line of its own (flush left when it is too
long to go under the option's text) so that it can be copied. No test here depends on where the
checkout lives or on the terminal's width: the path is set by the tests that need a long one.
"""

from __future__ import annotations

import pytest

from amdmatrix import archs
from amdmatrix.cli import SUBCOMMANDS, options
from amdmatrix.cli.options import arch_aliases, arch_names, help_text

WIDTH = 109


def _too_wide(text: str) -> list[str]:
    """The lines wider than the help's columns, but for the path of json.md on its own line."""
    path = options.schema_doc()
    return [line for line in text.splitlines() if len(line) > WIDTH and line.strip() != path]


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
    assert _too_wide(text) == []


# The package in a checkout at a 150-character path, and installed at a short one.
CHECKOUT = "/" + "/".join(["a-directory-29-characters-long"[:29]] * 5)
DEEP = CHECKOUT + "/src/amdmatrix/json.md"


@pytest.mark.parametrize(("path", "indent"), [(DEEP, ""), ("/opt/amdmatrix/json.md", " " * 29)])
def test_the_json_doc_path_stands_whole_on_its_own_line(monkeypatch: pytest.MonkeyPatch, path: str,
                                                        indent: str) -> None:
    assert len(CHECKOUT) == 150
    monkeypatch.setattr(options, "schema_doc", lambda: path)
    lines = help_text(list(SUBCOMMANDS)).splitlines()
    n = lines.index(indent + path)
    assert lines[n - 1].endswith("schema amdmatrix/2, described in")
    assert _too_wide("\n".join(lines)) == []
    assert max(len(line) for k, line in enumerate(lines) if k != n) <= WIDTH
