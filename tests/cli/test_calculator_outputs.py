"""Every recorded run of AMD's Matrix Instruction Calculator, replayed through amdmatrix.

tests/data/calculator-outputs holds 3,879 command lines with the calculator's exact output
(tests/data/README.md says what amdmatrix owes each row). One test drives them all
in-process through ``amdmatrix.cli.main`` and prints how many agree. Rows where the
calculator is wrong are only checked for a clean run here; the right answers are pinned
class by class in test_calculator_differences.py.
"""

from __future__ import annotations

import collections
import contextlib
import difflib
import io

import pytest
from vendored import calculator_rows

from amdmatrix.cli import main

#: The classes of calculator_wrong rows (docs/decisions.md, "Where amdmatrix differs from
#: the calculator"), by a phrase of the recorded reason.
WRONG_CLASSES = {
    "an SMFMAC has one block": "C02 SMFMAC A with CBSZ != 0",
    "a sparse instruction accumulates into D": "C15 sparse -o",
    "multiplies A[i][k] by B[k][i]": "C16 RDNA3 -o",
    "-m drops elements a lane feeds": "C17 -m under CBSZ/ABID or BLGP",
    "-m drops K index nibbles": "C18 RDNA4 SWMMAC -k -m",
    "opcode": "C20 -d opcodes",
    "ABID is ignored when CBSZ != 0": "C24 CDNA3 SMFMAC ABID with CBSZ != 0",
    # Withdrawn (docs/decisions.md, item 76): amdmatrix now prints the calculator's output.
    "SWMMAC has no C operand to negate": "C26 RDNA4 SWMMAC NEG bit 2",
}

#: Where the layout formulas of -d start: from this line on, the text is amdmatrix's own.
MAPPING = "mapping with no modifiers"


def wrong_class(reason: str) -> str:
    found = [c for phrase, c in WRONG_CLASSES.items() if phrase in reason]
    assert len(found) == 1, f"calculator_wrong reason in no documented class (or several): {reason!r}"
    return found[0]


def run(argv: list[str]) -> tuple[int | str, str, str]:
    """Exit status (or the exception that escaped), stdout and stderr of amdmatrix.cli.main."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status: int | str = main(argv)
        except SystemExit as e:
            status = f"SystemExit({e.code!r})"
        except Exception as e:  # a traceback is a failure of its own; report it as one
            status = f"{type(e).__name__}: {e}"
    return status, out.getvalue(), err.getvalue()


def _before_mapping(text: str) -> list[str]:
    lines = text.splitlines()
    cut = next((n for n, line in enumerate(lines) if MAPPING in line), len(lines))
    return lines[:cut]


def disagreement(row: dict[str, object], status: int | str, out: str, err: str) -> str | None:
    """Why amdmatrix's run breaks what it owes this (not calculator_wrong) row, or None."""
    argv = row["argv"]
    assert isinstance(argv, list)
    if row["exit"] == "error":
        if not isinstance(status, int) or status == 0:
            return f"the calculator refuses this; amdmatrix gave status {status!r}"
        if len(err.splitlines()) != 1 or not err.startswith("amdmatrix: error: "):
            return f"the error is not one 'amdmatrix: error:' line: {err!r}"
        return None
    expected = row["stdout"]
    assert isinstance(expected, str)
    if status != 0:
        return f"status {status!r}, stderr {err.strip()!r}"
    if err:
        return f"stderr not empty: {err!r}"
    detail = "-d" in argv or "--detail-instruction" in argv
    want, got = (_before_mapping(expected), _before_mapping(out)) if detail else (expected, out)
    if want == got:
        return None
    if isinstance(want, str):
        want, got = want.splitlines(), got.splitlines()
    diff = difflib.unified_diff(want, got, "calculator", "amdmatrix", lineterm="", n=0)
    return "\n".join(line[:160] for line in list(diff)[:8])


def test_every_recorded_calculator_run(capsys: pytest.CaptureFixture[str]) -> None:
    rows = calculator_rows()
    assert len(rows) == 3879, "the vendored file is the whole recording"
    counts: collections.Counter[str] = collections.Counter()
    failures: list[str] = []
    for row in rows:
        argv = row["argv"]
        assert isinstance(argv, list)
        status, out, err = run([str(a) for a in argv])
        reason = row.get("calculator_wrong")
        if reason is not None:
            cls = wrong_class(str(reason))
            counts[f"calculator wrong, {cls}"] += 1
            same = status == 0 and out == row["stdout"] if row["exit"] == "ok" else status != 0
            counts["calculator wrong, answered differently"] += not same
            # The right answer is pinned elsewhere; here: a clean run, never a traceback.
            if status not in (0, 2) or (status == 2 and not err.startswith("amdmatrix: error: ")):
                failures.append(f"{' '.join(argv)}\n  no clean run: status {status!r}, stderr {err!r}")
            continue
        problem = disagreement(row, status, out, err)
        counts[f"{row['exit']} rows {'agreeing' if problem is None else 'differing'}"] += 1
        if problem is not None:
            failures.append(f"{' '.join(argv)}\n{problem}")
    owed = sum(n for k, n in counts.items() if not k.startswith("calculator wrong"))
    agreeing = counts["ok rows agreeing"] + counts["error rows agreeing"]
    summary = [f"calculator conformance: {agreeing}/{owed} rows agree "
               f"({counts['ok rows agreeing']} ok, {counts['error rows agreeing']} refused); "
               f"{len(rows) - owed} calculator_wrong rows, {counts.pop('calculator wrong, answered differently')} "
               "of them answered differently (the right answer, test_calculator_differences.py)"]
    summary += [f"  {k}: {n}" for k, n in sorted(counts.items())]
    with capsys.disabled():  # the figures are the point of this test: always show them
        print("\n" + "\n".join(summary))
    assert not failures, "\n".join(summary) + f"\n{len(failures)} rows fail:\n" + "\n\n".join(failures[:20])
    assert agreeing == owed == 3690


def test_the_checks_can_fail() -> None:
    """The comparison above notices a changed byte, a wrong status and an accepted refusal."""
    row = next(r for r in calculator_rows() if r["exit"] == "ok" and "calculator_wrong" not in r
               and "-R" in r["argv"])  # type: ignore[operator]
    stdout = str(row["stdout"])
    assert disagreement(row, 0, stdout, "") is None
    assert disagreement(row, 0, stdout.replace("v0", "v1", 1), "") is not None
    assert disagreement(row, 2, "", "amdmatrix: error: x\n") is not None
    refused = next(r for r in calculator_rows() if r["exit"] == "error" and "calculator_wrong" not in r)
    assert disagreement(refused, 2, "", "amdmatrix: error: no\n") is None
    assert disagreement(refused, 0, "output", "") is not None
    assert disagreement(refused, 2, "", "Traceback (most recent call last):\n  ...\n") is not None
    mapping = "    Matrix element to register mapping with no modifiers:\n"
    detail = {"argv": ["-a", "cdna1", "-i", "x", "-d"], "exit": "ok",
              "stdout": f"Architecture: CDNA1\n{mapping}        a: 1\n"}
    assert disagreement(detail, 0, f"Architecture: CDNA1\n{mapping}        a: 2\n", "") is None
    assert disagreement(detail, 0, "Architecture: CDNA2\n", "") is not None


@pytest.mark.parametrize(("inst", "matrix"), [("v_wmma_i32_16x16x16_iu4", "-A"), ("v_wmma_i32_16x16x16_iu4", "-B"),
                                              ("v_swmmac_i32_16x16x32_iu4", "-A"), ("v_swmmac_i32_16x16x32_iu4", "-k")])
def test_unused_rdna4_wave64_4bit_lanes_are_refused_by_matrix_entry(inst: str, matrix: str) -> None:
    """The calculator refuses -m on lanes 32-63 of these wave64 4-bit operands (the recording
    shows it only together with other refusals): lanes 0-31 hold everything."""
    base = ["-a", "rdna4", "-i", inst, matrix, "-m", "-r", "0", "-w", "64"]
    status, out, err = run([*base, "-l", "31"])
    assert status == 0 and len(out.splitlines()) > 2
    for lane in ("32", "40", "63"):
        status, out, err = run([*base, "-l", lane])
        assert status == 2 and out == "" and err.endswith("legal values: 0-31\n")
    status, out, _ = run(["-a", "rdna4", "-i", inst, matrix, "-M", "--csv", "-w", "64"])
    assert status == 0 and [line.split(",")[0] for line in out.splitlines()[3:]] == [str(n) for n in range(32)]
