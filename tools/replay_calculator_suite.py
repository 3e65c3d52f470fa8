#!/usr/bin/env python3
"""Replay the calculator's own test suite through the amdmatrix command, one process a line.

    python3 tools/replay_calculator_suite.py [--sample N [--offset K]] [--jobs N] [--batch]
                                             [--command CMD] [--show N] [SUITE]

SUITE is the recorded suite (default: tests/data/calculator-delta/delta-suite.jsonl.gz): the
command lines of the Matrix Instruction Calculator's test tool (test/delta_test.py), whether
it expects each to succeed, and the calculator's answer. Each line is run as a user runs it,
``CMD ARGS`` in a subprocess (CMD: ``python -m amdmatrix`` with this interpreter, or e.g.
``amdmatrix`` for the installed console script), and the tool prints how many lines

* expected to succeed give the calculator's stdout (``-d``: up to its first "mapping with
  no modifiers" line; the formulas below are amdmatrix's own, docs/decisions.md item 12);
* expected to succeed fall in a documented class (docs/decisions.md: the calculator's help
  and version text, C15-C18 and C20), each counted, exiting 0;
* expected to succeed differ otherwise or are refused;
* expected to fail fail with one ``amdmatrix: error:`` line, or succeed (C24 counted apart).

This tool shares no code with the test suite (tests/cli/test_calculator_suite.py replays the
same lines in-process): the two are meant to agree. ``--sample N`` replays every N-th line.
A process a line costs about 0.07 s of CPU, so the whole suite takes about half an hour of
one core; ``--batch`` runs every line in one interpreter through ``amdmatrix.cli.main`` (the
entry point the command calls) in seconds.
The exit status is 1 if any line differs, is refused, or succeeds against the suite's
expectation outside a documented class.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import gzip
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

SUITE = Path(__file__).resolve().parents[1] / "tests" / "data" / "calculator-delta" / "delta-suite.jsonl.gz"
MAPPING = "mapping with no modifiers"
#: The verdicts that break the suite's rules.
BAD = ("expected-ok, differing", "expected-ok, refused", "expected-fail, succeeding",
       "expected-fail, failing without one error line")


def _opt(args: list[str], *names: str) -> str | None:
    for n, a in enumerate(args):
        if a in names and n + 1 < len(args):
            return args[n + 1]
    return None


def _num(args: list[str], name: str) -> int:
    v = _opt(args, name)
    return int(v) if v is not None and v.isdigit() else 0


def _has(args: list[str], *names: str) -> bool:
    return any(a in names for a in args)


def documented_class(args: list[str], ok: bool) -> str | None:
    """The documented class whose difference a line may show, by its arguments alone."""
    arch = (_opt(args, "-a", "--architecture") or "").lower()
    inst = (_opt(args, "-i", "--instruction") or "").lower()
    sparse = inst.startswith(("v_smfmac", "v_swmmac"))
    entry = _has(args, "-m", "--matrix-entry")
    calc = _has(args, "-o", "--output-calculation")
    if not ok:
        if sparse and arch == "cdna3" and _num(args, "--cbsz") and _opt(args, "--abid") is not None:
            return "C24 CDNA3 SMFMAC: ABID ignored when CBSZ != 0"
        return None
    if _has(args, "-h", "--help", "-v", "--version"):
        return "help/version: amdmatrix's own text"
    if calc and sparse:
        return "C15 sparse -o: the accumulator term"
    if calc and arch == "rdna3":
        return "C16 RDNA3 -o: B[k][j]"
    if entry and ((_has(args, "-A", "--A-matrix") and _num(args, "--cbsz"))
                  or (_has(args, "-B", "--B-matrix") and _num(args, "--blgp"))):
        return "C17 -m under CBSZ/ABID or BLGP: every element"
    if entry and arch == "rdna4" and _has(args, "-k", "--compression"):
        return "C18 RDNA4 SWMMAC -k -m: every nibble"
    if _has(args, "-d", "--detail-instruction") and (arch, inst) in {
            ("cdna1", "v_mfma_i32_16x16x16i8"), ("cdna2", "v_mfma_i32_16x16x16i8"),
            ("cdna3", "v_mfma_i32_32x32x16_i8"), ("cdna3", "v_mfma_i32_16x16x32_i8")}:
        return "C20 -d opcodes: LLVM's"
    return None


def differs_as_documented(cls: str, calc: str, ours: str) -> bool:
    """Whether our stdout differs from the calculator's only in the way ``cls`` documents."""
    c, o = calc.splitlines(), ours.splitlines()
    if cls.startswith("help/version"):
        return ours.startswith(("usage: amdmatrix", "amdmatrix "))
    if c[:2] != o[:2]:
        return False
    if cls.startswith("C15"):
        return all(re.search(r" \+ (D\[\d+\]\[\d+\]|Vdst_\S+)$", x) for x in o[2:]) and \
            [x.rsplit(" + ", 1)[0] for x in o[2:]] == c[2:]
    if cls.startswith("C16"):
        if [re.sub(r"-?(B\[\d+\]\[\d+\]|Src1_\S+)", "", x) for x in c] != \
                [re.sub(r"-?(B\[\d+\]\[\d+\]|Src1_\S+)", "", x) for x in o]:
            return False
        cols = [(re.search(r"D\[\d+\]\[(\d+)\] = ", x), set(re.findall(r"\*-?B\[\d+\]\[(\d+)\]", x))) for x in o[2:]]
        return len(c) == len(o) and all(d is not None and (not b or b == {d.group(1)}) for d, b in cols)
    if cls.startswith(("C17", "C18")):
        return len(o) > len(c) and not collections.Counter(c[2:]) - collections.Counter(o[2:])
    if cls.startswith("C20"):
        c, o = before_mapping(calc), before_mapping(ours)
        return len(c) == len(o) and all(x == y or "Opcode:" in x and "Opcode:" in y for x, y in zip(c, o, strict=True))
    return False


def before_mapping(text: str) -> list[str]:
    lines = text.splitlines()
    return lines[:next((n for n, line in enumerate(lines) if MAPPING in line), len(lines))]


def verdict(row: dict[str, object], rc: int, out: str, err: str) -> str:
    args = [str(a) for a in row["args"]]  # type: ignore[attr-defined]
    ok = bool(row["ok"])
    cls = documented_class(args, ok)
    if not ok:
        if rc == 0:
            return f"expected-fail, succeeding in class {cls}" if cls else "expected-fail, succeeding"
        one = err.count("\n") == 1 and err.startswith("amdmatrix: error: ") and out == ""
        one = one or (not args and err.startswith("usage: amdmatrix") and out == "")  # no arguments: the usage
        return "expected-fail, failing" if one else "expected-fail, failing without one error line"
    calc = str(row["stdout"])
    if rc != 0 or err:
        return "expected-ok, refused"
    if out == calc:
        return "expected-ok, identical"
    detail = _has(args, "-d", "--detail-instruction")
    if detail and before_mapping(out) == before_mapping(calc):
        return "expected-ok, identical before -d's formulas"
    if cls and differs_as_documented(cls, calc, out):
        return f"expected-ok, in class {cls}"
    return "expected-ok, differing"


def run_one(command: list[str], row: dict[str, object]) -> tuple[str, str]:
    args = [str(a) for a in row["args"]]  # type: ignore[attr-defined]
    try:
        p = subprocess.run([*command, *args], capture_output=True, text=True, timeout=300)
        v = verdict(row, p.returncode, p.stdout, p.stderr)
        detail = p.stderr.strip()[:200]
    except subprocess.TimeoutExpired:
        v, detail = "expected-ok, refused" if row["ok"] else "expected-fail, failing without one error line", "timeout"
    return v, f"{' '.join(shlex.quote(a) for a in args)}  [{detail}]"


#: ``--batch``: one interpreter runs every line through the command line's entry point,
#: ``amdmatrix.cli.main``, reading argument lists (JSON) and writing results (JSON), a line each.
_DRIVER = """
import contextlib, io, json, sys
from amdmatrix.cli import main
for line in sys.stdin:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(json.loads(line))
        except SystemExit as e:
            rc = e.code if isinstance(e.code, int) else 1
        except BaseException as e:
            rc, err = -1, io.StringIO(f"{type(e).__name__}: {e}")
    sys.__stdout__.write(json.dumps([rc, out.getvalue(), err.getvalue()]) + "\\n")
    sys.__stdout__.flush()
"""


def run_batch(command: list[str], rows: list[dict[str, object]]) -> list[tuple[str, str]]:
    """Every line through one ``python -c DRIVER`` process (``command`` must start with python)."""
    feed = "".join(json.dumps([str(a) for a in row["args"]]) + "\n" for row in rows)  # type: ignore[attr-defined]
    p = subprocess.run([command[0], "-c", _DRIVER], input=feed, capture_output=True, text=True, check=True)
    results = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(results) == len(rows), p.stderr[-2000:]
    return [(verdict(row, rc, out, err), f"{' '.join(shlex.quote(str(a)) for a in row['args'])}  [{err.strip()[:200]}]")  # type: ignore[attr-defined]
            for row, (rc, out, err) in zip(rows, results, strict=True)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("suite", nargs="?", default=str(SUITE), help="the recorded suite (.jsonl or .jsonl.gz)")
    ap.add_argument("--sample", type=int, default=1, metavar="N", help="replay every N-th line (default: all)")
    ap.add_argument("--offset", type=int, default=0, metavar="K", help="with --sample: start at line K (default 0)")
    ap.add_argument("--jobs", type=int, default=1, metavar="N", help="processes at a time (default 1)")
    ap.add_argument("--command", default=None, help="the command to run (default: this python -m amdmatrix)")
    ap.add_argument("--show", type=int, default=10, metavar="N", help="print up to N failing lines (default 10)")
    ap.add_argument("--batch", action="store_true",
                    help="run every line in one python process through amdmatrix.cli.main (fast; not a user's run)")
    ap.add_argument("--progress", type=int, default=0, metavar="N", help="say on stderr after every N lines")
    opts = ap.parse_args(argv)
    if opts.sample < 1 or opts.jobs < 1 or opts.offset < 0:
        ap.error("--sample and --jobs take a positive number, --offset one from 0")
    command = shlex.split(opts.command) if opts.command else [sys.executable, "-m", "amdmatrix"]
    opener = gzip.open if opts.suite.endswith(".gz") else open
    with opener(opts.suite, "rt", encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    picked = rows[opts.offset::opts.sample]
    counts: collections.Counter[str] = collections.Counter()
    bad: list[str] = []
    if opts.batch:
        results = run_batch(command, picked)
    else:
        with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
            results = []
            for v, line in pool.map(lambda r: run_one(command, r), picked):
                results.append((v, line))
                if opts.progress and len(results) % opts.progress == 0:
                    print(f"{len(results)} lines replayed", file=sys.stderr, flush=True)
    for v, line in results:
        counts[v] += 1
        if v in BAD:
            bad.append(f"{v}: {line}")
    how = f"one {command[0]} -c process calling amdmatrix.cli.main" if opts.batch else " ".join(command)
    print(f"{len(picked)} of {len(rows)} lines (from line {opts.offset}, every {opts.sample}) replayed with {how}")
    for key, n in sorted(counts.items()):
        print(f"  {key}: {n}")
    for line in bad[:opts.show]:
        print(line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
