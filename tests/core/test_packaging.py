"""Packaging: license, metadata, README links that work on a package index, the installed JSON schema."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.render.jsonout import SCHEMA

ROOT = Path(__file__).resolve().parents[2]
REPO = "https://github.com/amdmatrix/amdmatrix"
tomllib = pytest.importorskip("tomllib", reason="Python 3.11+ reads TOML")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_license_is_mit_in_spdx_form() -> None:
    project = PYPROJECT["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License\n") and "Permission is hereby granted, free of charge" in text
    # The SPDX string form needs setuptools 77 (PEP 639); older ones reject it.
    assert PYPROJECT["build-system"]["requires"] == ["setuptools>=77"]


def test_metadata_for_the_index() -> None:
    project = PYPROJECT["project"]
    assert {"mfma", "wmma", "cdna", "rdna"} <= set(project["keywords"])
    classifiers = project["classifiers"]
    assert "Typing :: Typed" in classifiers and "Programming Language :: Python :: 3.10" in classifiers
    assert not any(c.startswith("License ::") for c in classifiers)  # PEP 639: the SPDX field says it
    assert all(url.startswith(REPO) for url in project["urls"].values())
    assert "json.md" in PYPROJECT["tool"]["setuptools"]["package-data"]["amdmatrix"]


def test_readme_links_work_on_an_index_page() -> None:
    """Every link is absolute (a package index has no docs/ beside the README) and names a real file."""
    readme = (ROOT / "README.md").read_text()
    links = re.findall(r"\]\(([^)]+)\)", readme)
    assert len(links) >= 10
    for link in links:
        assert link.startswith(REPO), link
        path = link.removeprefix(REPO).split("#", 1)[0]
        for prefix in ("/blob/main/", "/raw/main/"):
            if path.startswith(prefix):
                assert (ROOT / path.removeprefix(prefix)).is_file(), link


def test_help_names_the_installed_json_schema() -> None:
    status, out, _ = run_inproc("--help")
    assert status == 0
    lines = out.splitlines()
    n = next(k for k, ln in enumerate(lines) if ln.lstrip().startswith("--json"))
    assert f"schema {SCHEMA}" in lines[n] and "docs/json.md" not in out
    path = Path(lines[n + 1].strip())
    assert path == Path(amdmatrix.__file__).parent / "json.md" and path.is_file()
    installed = path.read_text()
    assert installed == (ROOT / "docs" / "json.md").read_text(), "src/amdmatrix/json.md is a copy of docs/json.md"
    assert installed.startswith(f"# JSON output (schema `{SCHEMA}`)")


def test_the_command_is_a_plain_script() -> None:
    """`amdmatrix` is installed from scripts/amdmatrix, not as a [project.scripts] entry point, whose
    generated wrapper imports re before any amdmatrix code (docs/decisions.md)."""
    assert PYPROJECT["tool"]["setuptools"]["script-files"] == ["scripts/amdmatrix"]
    assert "scripts" not in PYPROJECT["project"]
    text = (ROOT / "scripts" / "amdmatrix").read_text()
    assert text.startswith("#!/usr/bin/env python3\n")  # rewritten to the installing interpreter by pip
    body = ast.parse(text).body
    code = [ast.unparse(node) for node in body[1:]]  # after the docstring
    assert code == ["import gc", "gc.disable()", "from amdmatrix.cli import console_main", "console_main()"]


def test_classifiers_agree_with_the_platform_tagged_wheel() -> None:
    """The optional C module makes the wheel platform-tagged: the classifiers must not say
    "OS Independent" (they once did)."""
    classifiers = PYPROJECT["project"]["classifiers"]
    assert PYPROJECT["tool"]["setuptools"]["ext-modules"]
    assert "Operating System :: OS Independent" not in classifiers
    assert "Operating System :: POSIX :: Linux" in classifiers and "Programming Language :: C" in classifiers


def test_the_sdist_carries_the_tests_and_their_data() -> None:
    """MANIFEST.in puts the tests (with tests/data, vendored) and the documents they read into the sdist."""
    manifest = (ROOT / "MANIFEST.in").read_text().splitlines()
    grafted = {line.split()[1] for line in manifest if line.startswith("graft ")}
    assert {"tests", "docs", "benchmarks", "tools"} <= grafted
    assert (ROOT / "tests" / "data" / "README.md").is_file() and (ROOT / "tests" / "conftest.py").is_file()
    assert not any(line.startswith(("prune tests", "exclude tests")) for line in manifest)
