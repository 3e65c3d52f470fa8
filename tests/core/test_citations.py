"""Sources are cited by their public names ("CDNA4 ISA §7.1.4", "triton-lang/triton#7825"):
never by the number of a file in the team's shared folder, nor by a number of the team's
tracker, which mean nothing to a reader of a fresh clone."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: A tracker number ("issue 17"), a shared-folder path or seed number ("seeds/", "seed 000"), or
#: a seed file's name (three digits, an underscore, sixteen hex digits).
PRIVATE = re.compile(r"\bissues? #?\d+\b|seeds/|\bseed[ -]0\d\d\b|\b\d{3}_[0-9a-f]{16}\b", re.IGNORECASE)


def _tracked_text_files() -> list[Path]:
    done = subprocess.run(["git", "-C", str(ROOT), "ls-files"], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip("not a git checkout")
    names = [n for n in done.stdout.splitlines() if not n.endswith((".xz", ".gz", ".npy", ".png"))]
    assert len(names) > 100, "git ls-files listed almost nothing"
    return [ROOT / n for n in names]


def test_no_private_citation_in_the_tracked_files() -> None:
    bad = []
    for path in _tracked_text_files():
        if path == Path(__file__).resolve() or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            if PRIVATE.search(line):
                bad.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert not bad, "\n".join(bad[:20])


def test_the_pattern_catches_what_it_is_for() -> None:
    for text in ("see issue 37", "Issue #4", "../shared/seeds/003.txt", "seed 000 7.1.4", "003_3e56f09cc802de47"):
        assert PRIVATE.search(text), text
    for text in ("triton-lang/triton#7825", "CDNA4 ISA §7.1.4", "seed 5", "--seed 2025", "an issue with it"):
        assert not PRIVATE.search(text), text
