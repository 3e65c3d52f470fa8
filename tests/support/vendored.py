"""The facts and recorded outputs vendored into tests/data/ (see tests/data/README.md).

Every path is checked when this module is imported, so a missing file stops the test
run at collection with a message naming it: no suite can quietly collect nothing.
"""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path

__all__ = ["DATA", "REFERENCE", "CALCULATOR_OUTPUTS", "CALCULATOR_SUITE", "REFERENCE_ARCHS", "reference_facts",
           "calculator_rows", "calculator_suite"]

DATA = Path(__file__).resolve().parents[1] / "data"

#: The architectures the calculator (and so the reference facts) covers.
REFERENCE_ARCHS = ("cdna1", "cdna2", "cdna3", "rdna3", "rdna4")


def _required(path: Path) -> Path:
    if not path.is_file():
        raise FileNotFoundError(f"vendored test data missing: {path} (it is part of the repository; "
                                "restore it with 'git checkout -- tests/data')")
    return path


#: Per-instruction facts as the calculator reports them (one JSON list per architecture).
REFERENCE = DATA / "reference-instructions"
for _arch in REFERENCE_ARCHS:
    _required(REFERENCE / f"{_arch}.json")

#: Command lines the calculator was run on, with its exact output (one JSON object a line).
CALCULATOR_OUTPUTS = _required(DATA / "calculator-outputs" / "outputs.jsonl.gz")

#: The calculator's own test suite (its test/delta_test.py): every command line, whether the
#: suite expects it to succeed, and the calculator's answer (one JSON object a line).
CALCULATOR_SUITE = _required(DATA / "calculator-delta" / "delta-suite.jsonl.gz")


@cache
def _facts(arch: str) -> str:
    return (REFERENCE / f"{arch}.json").read_text()


def reference_facts(arch: str) -> list[dict[str, object]]:
    """The reference facts of every instruction of ``arch``, in the calculator's order."""
    facts = json.loads(_facts(arch))
    assert isinstance(facts, list) and facts, f"{arch}: no instructions in the reference facts"
    return facts


@cache
def calculator_rows() -> tuple[dict[str, object], ...]:
    """Every recorded calculator run: ``argv``, ``exit`` ("ok"/"error"), ``stdout``, and
    ``calculator_wrong`` where the calculator's answer is wrong."""
    with gzip.open(CALCULATOR_OUTPUTS, "rt", encoding="utf-8") as f:
        rows = tuple(json.loads(line) for line in f if line.strip())
    assert rows, f"{CALCULATOR_OUTPUTS} holds no rows"
    return rows


@cache
def calculator_suite() -> tuple[dict[str, object], ...]:
    """Every command line of the calculator's own test suite, in its order: ``args``, ``ok``
    (what the suite expects), and the calculator's ``rc``, ``stdout`` and ``stderr``."""
    with gzip.open(CALCULATOR_SUITE, "rt", encoding="utf-8") as f:
        rows = tuple(json.loads(line) for line in f if line.strip())
    assert rows, f"{CALCULATOR_SUITE} holds no rows"
    return rows


#: Peak throughput figures AMD publishes per product, with their sources (tests/peak/).
PUBLISHED_PEAKS = _required(DATA / "published_peaks.json")
