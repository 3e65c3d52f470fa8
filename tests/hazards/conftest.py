"""Fixtures shared by the hazard tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def kernel(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The requesting test module's ``KERNEL`` text written to ``k.s`` in a fresh working
    directory, which becomes the current one (the tests name the file as a user would)."""
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "k.s"
    path.write_text(request.module.KERNEL)
    return path
