"""Optional tools the tests use (a browser, the emulator's C module): skipped where missing,
except in CI (CI=true), whose .ci/run provides them, so that there a missing one fails."""

from __future__ import annotations

import os

import pytest


def need(what: str, ok: bool) -> None:
    """Skip the test (fail it in CI) unless ``ok``; ``what`` names the missing tool."""
    if not ok:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{what} is required in CI (.ci/run installs it)")
        pytest.skip(f"{what} is not installed")
