"""The README's Python lines type-check under ``mypy --strict`` against this checkout's sources.

``amdmatrix.check`` and ``amdmatrix.hazards`` were once typed ``object`` (loaded on first
use by the package's ``__getattr__``), so the README's own call failed ``mypy --strict``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: The README's inline calls, with the names they use declared.
_INLINE = '''
from amdmatrix.hazards import Hazard, Violation
asm: str = ""
arch: str = "gfx942"
first: str = ""
second: str = ""
data: bytes = b""
encoded: bytes = amdmatrix.encode(arch, asm)
decoded: list[str] = amdmatrix.decode(arch, data)
violations: list[Violation] = amdmatrix.check(arch, asm)
found: list[Hazard] = amdmatrix.hazards(arch, first, second)
fixed: str = amdmatrix.hazards.fix(arch, asm)
# The earlier order (text or bytes first) type-checks too.
from amdmatrix.archs import CDNA3
old_encoded: bytes = amdmatrix.encode(asm, CDNA3) + amdmatrix.encode(asm, arch)
old_decoded: list[str] = amdmatrix.decode(data, arch) + amdmatrix.decode(data, CDNA3)
old_violations: list[Violation] = amdmatrix.check(asm, arch) + amdmatrix.check(asm, CDNA3)
'''


def _readme_program() -> str:
    text = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert len(blocks) >= 2, "the README's Python examples are gone"
    inline = re.findall(r"`(amdmatrix\.(?:check|hazards|encode|decode)\([^`]*\))`", text)
    assert {"amdmatrix.check(arch, asm)", "amdmatrix.hazards(arch, first, second)"} <= set(inline), inline
    body = "\n".join(blocks)
    # Imports first (the blocks are separate programs), then each block's lines in order.
    imports = sorted({line for line in body.splitlines() if line.startswith("import ")})
    rest = [line for line in body.splitlines() if not line.startswith("import ")]
    return "\n".join([*imports, *rest, _INLINE, *inline]) + "\n"


@pytest.mark.exhaustive  # a cold mypy run: 3 s of the fast tier's budget
def test_readme_python_passes_mypy_strict(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    program = tmp_path / "readme_api.py"
    program.write_text(_readme_program())
    env = dict(os.environ, MYPYPATH=str(ROOT / "src"))
    # The project's settings; the library itself is checked by the project's own mypy run.
    r = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "--strict",
                        "--follow-imports=silent", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"),
                        str(program)], capture_output=True, text=True, env=env,
                       timeout=600, cwd=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
