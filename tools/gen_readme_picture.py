#!/usr/bin/env python3
"""Regenerate the README's picture: an `amdmatrix draw` SVG and its PNG, rendered by headless Chromium.

Writes docs/img/draw-cdna3-v_mfma_f32_16x16x4_f32.svg and .png (tests/pictures/test_svg_draw.py checks
the SVG is what `draw` writes today, and the PNG has its size).

Usage: python tools/gen_readme_picture.py   (needs /usr/bin/chromium)
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import amdmatrix  # noqa: E402
from amdmatrix.fileio import write_atomic  # noqa: E402
from amdmatrix.pictures import draw_svg  # noqa: E402

ARCH, INST = "cdna3", "v_mfma_f32_16x16x4_f32"
OUT = ROOT / "docs" / "img" / f"draw-{ARCH}-{INST}"


def main() -> None:
    inst = amdmatrix.instruction(ARCH, INST)
    svg = draw_svg(inst, inst.arch.default_wave, {})
    OUT.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(OUT.with_suffix(".svg"), svg)
    m = re.search(r'<svg [^>]*width="(\d+)" height="(\d+)"', svg)
    assert m
    width, height = m.groups()
    profile = tempfile.mkdtemp(prefix="amdmatrix-png-")
    with tempfile.TemporaryDirectory() as tmp:
        png = Path(tmp) / "picture.png"
        subprocess.run(["/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking", "--disable-component-update",
                        "--disable-sync", f"--user-data-dir={profile}", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--window-size={width},{height}", f"--screenshot={png}",
                        OUT.with_suffix(".svg").as_uri()], check=True, capture_output=True, timeout=120)
        write_atomic(OUT.with_suffix(".png"), png.read_bytes())
    shutil.rmtree(profile, ignore_errors=True)
    print(f"wrote {OUT.with_suffix('.svg').relative_to(ROOT)} and {OUT.with_suffix('.png').relative_to(ROOT)}")


if __name__ == "__main__":
    main()
