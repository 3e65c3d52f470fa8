"""Session guard: the test suite must leave the machine's device files as it found them.

Several tests write to ``/dev/null`` and ``/dev/full`` (``--out``, ``> /dev/full``). A writer that
renamed a temporary file over its destination once replaced both with regular files, which
silently broke every later test that relies on them (and everything else on the machine).
The suite now checks them before it starts and after it ends, and fails loudly if either is
not the character device it should be.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from collections.abc import Iterator

import pytest
from clirun import PYCACHE
from hypothesis import settings

# Timing is measured in benchmarks/, never in tests: on a loaded 2-core machine a slow example
# is not a failure.
settings.register_profile("amdmatrix", deadline=None)
settings.load_profile("amdmatrix")

DEVICES = ("/dev/null", "/dev/full")

# The subprocesses' bytecode directory (tests/support/clirun.py, env()): made here, in the process
# that starts the run (pytest-xdist's workers inherit the variable), and removed by it at the end.
_OWNED = not os.environ.get(PYCACHE)
if _OWNED:
    os.environ[PYCACHE] = tempfile.mkdtemp(prefix="amdmatrix-tests-pycache-")


def pytest_unconfigure(config: pytest.Config) -> None:
    if _OWNED:
        shutil.rmtree(os.environ.pop(PYCACHE), ignore_errors=True)


def _not_devices() -> list[str]:
    bad = []
    for path in DEVICES:
        try:
            if not stat.S_ISCHR(os.stat(path).st_mode):
                bad.append(path)
        except FileNotFoundError:
            bad.append(path)
    return bad


@pytest.fixture(scope="session", autouse=True)
def devices_stay_devices() -> Iterator[None]:
    before = _not_devices()
    if before:
        pytest.exit(f"{', '.join(before)} is not a character device on this machine; restore it "
                    "(mknod -m 666 /dev/null c 1 3; mknod -m 666 /dev/full c 1 7) and rerun", returncode=3)
    yield
    after = _not_devices()
    assert not after, f"the test run replaced {', '.join(after)} with a regular file"
