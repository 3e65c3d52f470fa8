"""The layers of src/amdmatrix (docs/architecture.md) have no back-edges.

Every ``import`` of every module is read with ``ast`` (function-level and TYPE_CHECKING
imports included: a type is a dependency too) and resolved to a module of the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "amdmatrix"


def _module(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """The amdmatrix modules ``path`` imports (``from .x import y`` counts as .x and .x.y)."""
    module = _module(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return {name for name in found if name == "amdmatrix" or name.startswith("amdmatrix.")}


GRAPH = {_module(p): _imports(p) for p in sorted(SRC.rglob("*.py"))}


def _inside(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _edges(importers: str, imported: str, allowed: tuple[str, ...] = ()) -> list[str]:
    return sorted(f"{src} -> {dst}" for src, dsts in GRAPH.items() if _inside(src, importers)
                  and src not in allowed for dst in dsts if _inside(dst, imported))


def test_the_graph_is_read() -> None:
    """Guard against a parser that finds nothing: known edges of every kind are present."""
    assert len(GRAPH) > 50
    assert "amdmatrix.queries" in GRAPH["amdmatrix.cli.query"]  # from .. import queries
    assert "amdmatrix.cli.options" in GRAPH["amdmatrix.cli.query"]  # from .options import ...
    assert "amdmatrix.emulator._api" in GRAPH["amdmatrix.emulator"]  # from ._api import ...
    assert "amdmatrix.model" in GRAPH["amdmatrix.emulator._api"]  # from ..model import Instruction
    assert "amdmatrix.cli" in GRAPH["amdmatrix.__main__"]


def test_nothing_outside_cli_imports_cli() -> None:
    outside = [name for name in GRAPH if not _inside(name, "amdmatrix.cli")]
    found = sorted(f"{src} -> {dst}" for src in outside if src != "amdmatrix.__main__"
                   for dst in GRAPH[src] if _inside(dst, "amdmatrix.cli"))
    assert found == []


@pytest.mark.parametrize("library", ["amdmatrix.emulator", "amdmatrix.encoding", "amdmatrix.hazards",
                                     "amdmatrix.pictures", "amdmatrix.queries", "amdmatrix.render"])
def test_libraries_do_not_import_cli(library: str) -> None:
    assert any(_inside(name, library) for name in GRAPH), library
    assert _edges(library, "amdmatrix.cli") == []


def test_libraries_have_no_command_line_module() -> None:
    """The emulator, encoding and hazard packages have no cli module of their own."""
    for package in ("emulator", "encoding", "hazards"):
        assert not (SRC / package / "cli.py").exists(), package


def test_model_does_not_import_the_emulator() -> None:
    assert _edges("amdmatrix.model", "amdmatrix.emulator") == []
    assert _edges("amdmatrix.model", "amdmatrix.emulate") == []


def test_render_does_not_import_the_model() -> None:
    assert _edges("amdmatrix.render", "amdmatrix.model") == []
