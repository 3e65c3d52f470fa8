"""The layers of src/amdmatrix (docs/architecture.md) have no back-edges.

Every ``import`` of every module is read with ``ast`` (function-level and TYPE_CHECKING
imports included: a type is a dependency too) and resolved to a module of the package.
"""

from __future__ import annotations

import ast
from functools import cache
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


@cache
def _graph() -> dict[str, set[str]]:
    """Every module's amdmatrix imports (read when a test asks: collecting the tests does not parse the package)."""
    return {_module(p): _imports(p) for p in sorted(SRC.rglob("*.py"))}


def _inside(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _edges(importers: str, imported: str, allowed: tuple[str, ...] = ()) -> list[str]:
    return sorted(f"{src} -> {dst}" for src, dsts in _graph().items() if _inside(src, importers)
                  and src not in allowed for dst in dsts if _inside(dst, imported))


def test_the_graph_is_read() -> None:
    """Guard against a parser that finds nothing: known edges of every kind are present."""
    assert len(_graph()) > 50
    assert "amdmatrix.queries" in _graph()["amdmatrix.cli.query"]  # from .. import queries
    assert "amdmatrix.cli.options" in _graph()["amdmatrix.cli.query"]  # from .options import ...
    assert "amdmatrix.emulator._api" in _graph()["amdmatrix.emulator"]  # from ._api import ...
    assert "amdmatrix.model" in _graph()["amdmatrix.emulator._api"]  # from ..model import Instruction
    assert "amdmatrix.cli" in _graph()["amdmatrix.__main__"]


def test_nothing_outside_cli_imports_cli() -> None:
    outside = [name for name in _graph() if not _inside(name, "amdmatrix.cli")]
    found = sorted(f"{src} -> {dst}" for src in outside if src != "amdmatrix.__main__"
                   for dst in _graph()[src] if _inside(dst, "amdmatrix.cli"))
    assert found == []


@pytest.mark.parametrize("library", ["amdmatrix.emulator", "amdmatrix.encoding", "amdmatrix.hazards",
                                     "amdmatrix.pictures", "amdmatrix.queries", "amdmatrix.render"])
def test_libraries_do_not_import_cli(library: str) -> None:
    assert any(_inside(name, library) for name in _graph()), library
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


def test_the_ten_longest_functions_are_listed_as_they_are() -> None:
    # docs/architecture.md lists the ten longest functions of src/ with a line on why each is
    # long; the list must stay the project's own (tools/longest_functions.py counts them).
    import importlib.util
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("longest", root / "tools" / "longest_functions.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    rows = mod.lengths(root / "src" / "amdmatrix")
    doc = (root / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = doc.split("## The ten longest functions", 1)[1].split("\n## ", 1)[0]
    listed = [(int(n), name) for n, name in re.findall(r"^\| (\d+) \| `([^`]+)` \|", section, re.M)]
    actual = [(n, f"{where.split(':')[0].removesuffix('.py')}.{name}") for n, where, name in rows[:10]]
    assert len(listed) == 10
    assert [n for n, _ in listed] == [n for n, _ in actual]
    # The table names a method by its class (`linear.OperandMap.__init__`), the walk by its name.
    for (_, doc_name), (_, walk_name) in zip(listed, actual, strict=True):
        module, _, func = walk_name.rpartition(".")
        assert doc_name.startswith(module) and doc_name.endswith("." + func), (doc_name, walk_name)
    over = sum(n > 60 for n, _, _ in rows)
    assert f"{over} of {len(rows):,} functions are over 60 lines" in " ".join(section.split())
