"""The explorer's size is the same in the README, in docs/pictures.md and today (they once said
1.6 MB, 1.2 MB and 1.23 MB)."""

from __future__ import annotations

import re
from pathlib import Path

from explorerpage import html

ROOT = Path(__file__).resolve().parents[2]


def test_the_documented_explorer_size_is_todays() -> None:
    readme = (ROOT / "README.md").read_text()
    pictures = (ROOT / "docs" / "pictures.md").read_text()
    sizes = {float(s) for doc in (readme, pictures)
             for s in re.findall(r"(?:explorer\.html` is|HTML file \(|self-contained HTML file \()(\d+\.\d+) MB", doc)}
    sizes |= {float(s) for s in re.findall(r"idle 2-core machine: (\d+\.\d+) MB", pictures)}
    assert len(sizes) == 1, sizes
    (documented,) = sizes
    today = len(html().encode("utf-8")) / 1e6
    assert abs(today - documented) / documented < 0.05, (today, documented)
