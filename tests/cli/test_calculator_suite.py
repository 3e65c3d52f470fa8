"""The calculator's own test suite, replayed through amdmatrix as a drop-in.

tests/data/calculator-delta holds every command line of the Matrix Instruction Calculator's
test tool (its test/delta_test.py), whether the tool expects it to succeed, and the
calculator's answer. The suite's rules, as amdmatrix owes them:

* a line the suite expects to succeed exits 0 with exactly the calculator's stdout. For
  ``-d`` the lines before the first "mapping with no modifiers" line must be equal (the
  formulas below it are amdmatrix's own: docs/decisions.md, item 12);
* except the lines of a documented class (:data:`CLASSES`): a named predicate over the
  arguments, and a check that the output differs only as the class says. Those lines must
  still exit 0. A class excuses only lines whose output really differs: a line that matches
  the calculator is counted as identical whatever its class;
* a line the suite expects to fail exits non-zero with one ``amdmatrix: error:`` line on
  stderr (the wording is amdmatrix's own), except the documented class C24.

The whole suite runs in the exhaustive tier (``pytest -m exhaustive``); the default tier
replays a deterministic sample (:func:`sample`) that covers every architecture, instruction,
query, matrix, output format, modifier and error case. Both print their counts.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pytest
from clirun import run_inproc
from vendored import calculator_suite

#: Lines of the vendored suite (its README counts 28,351 command lines; the recording holds 28,350).
SUITE_LINES = 28350

# ------------------------------------------------------------------ the arguments
#: The calculator's option spellings, to one name each (argparse: long, short).
_ALIASES = {
    "-a": "arch", "--architecture": "arch", "-i": "inst", "--instruction": "inst",
    "-L": "list", "--list-instructions": "list", "-d": "detail", "--detail-instruction": "detail",
    "-A": "A", "--A-matrix": "A", "-B": "B", "--B-matrix": "B", "-C": "C", "--C-matrix": "C",
    "-D": "D", "--D-matrix": "D", "-k": "K", "--compression": "K",
    "-g": "get", "--get-register": "get", "-m": "entry", "--matrix-entry": "entry",
    "-R": "reglayout", "--register-layout": "reglayout", "-M": "matlayout", "--matrix-layout": "matlayout",
    "-o": "calc", "--output-calculation": "calc", "-c": "csv", "--csv": "csv", "--markdown": "markdown",
    "--asciidoc": "asciidoc", "--transpose": "transpose", "-h": "help", "--help": "help", "-v": "version",
    "--version": "version",
    "-w": "wave", "--wavefront": "wave", "-I": "I", "--I-coordinate": "I", "-J": "J", "--J-coordinate": "J",
    "-K": "Kc", "--K-coordinate": "Kc", "-b": "block", "--block": "block", "-r": "register", "--register": "register",
    "-l": "lane", "--lane": "lane",
}
_VALUED = {"arch", "inst", "wave", "I", "J", "Kc", "block", "register", "lane"}
MODIFIERS = ("cbsz", "abid", "blgp", "opsel", "neg", "neg_hi")
QUERIES = ("list", "detail", "get", "entry", "reglayout", "matlayout", "help", "version")
MATRICES = ("A", "B", "C", "D", "K")


@dataclass(frozen=True)
class Args:
    """What a command line asks for: flags, option values, and modifier values (as given)."""

    flags: frozenset[str]
    values: dict[str, str]
    mods: dict[str, int]

    @property
    def arch(self) -> str:
        return self.values.get("arch", "").lower()

    @property
    def inst(self) -> str:
        return self.values.get("inst", "").lower()

    @property
    def query(self) -> str | None:
        found = [q for q in QUERIES if q in self.flags]
        return found[0] if len(found) == 1 else None

    @property
    def matrix(self) -> str | None:
        found = [m for m in MATRICES if m in self.flags]
        return found[0] if len(found) == 1 else None

    @property
    def sparse(self) -> bool:
        return self.inst.startswith(("v_smfmac", "v_swmmac"))

    def mod(self, name: str) -> int:
        return self.mods.get(name, 0)


def parse(args: list[str]) -> Args:
    flags: set[str] = set()
    values: dict[str, str] = {}
    mods: dict[str, int] = {}
    n = 0
    while n < len(args):
        a = args[n]
        name = _ALIASES.get(a)
        if a.startswith("--") and a[2:] in MODIFIERS:
            if n + 1 < len(args) and args[n + 1].isdigit():
                mods[a[2:]] = int(args[n + 1])
                n += 1
            flags.add(a[2:])
        elif name in _VALUED:
            if n + 1 < len(args):
                values[name] = args[n + 1]
                n += 1
            flags.add(name)
        elif name is not None:
            flags.add(name)
        else:
            flags.add(a)
        n += 1
    return Args(frozenset(flags), values, mods)


# ------------------------------------------------------------------ the documented classes
def _body(text: str) -> list[str]:
    return text.splitlines()[2:]


def _more_lines(calc: str, ours: str) -> bool:
    """Ours lists every line the calculator's does (the same header) and more."""
    c, o = calc.splitlines(), ours.splitlines()
    return c[:2] == o[:2] and not (collections.Counter(c[2:]) - collections.Counter(o[2:])) and len(o) > len(c)


def _accumulates(calc: str, ours: str) -> bool:
    """Ours is the calculator's with an accumulator term ``+ D[i][j]``/``+ Vdst_...`` at the end."""
    c, o = calc.splitlines(), ours.splitlines()
    return c[:2] == o[:2] and [x.rsplit(" + ", 1)[0] for x in o[2:]] == c[2:] and all(
        re.search(r" \+ (D\[\d+\]\[\d+\]|Vdst_v\d+\{\d+\}(\.\[\d+:\d+\])?)$", x) for x in o[2:])


def _b_k_j(calc: str, ours: str) -> bool:
    """Each of our D[i][j] multiplies by B[k][j] (the calculator by B[k][i]); the rest is equal."""
    c, o = calc.splitlines(), ours.splitlines()
    if c[:2] != o[:2] or len(c) != len(o):
        return False
    b_operand = re.compile(r"-?(B\[\d+\]\[\d+\]|Src1_\S+)")
    if [b_operand.sub("", x) for x in c] != [b_operand.sub("", x) for x in o]:
        return False
    for line in o[2:]:
        d = re.search(r"D\[(\d+)\]\[(\d+)\] = ", line)
        if d is None:
            return False
        cols = set(re.findall(r"\*-?B\[\d+\]\[(\d+)\]", line))
        if cols and cols != {d.group(2)}:
            return False
    return True


MAPPING = "mapping with no modifiers"


def _before_mapping(text: str) -> list[str]:
    lines = text.splitlines()
    return lines[:next((n for n, line in enumerate(lines) if MAPPING in line), len(lines))]


def _opcodes(calc: str, ours: str) -> bool:
    """Before the formulas, only the opcode lines differ."""
    c, o = _before_mapping(calc), _before_mapping(ours)
    return len(c) == len(o) and all(x == y or "Opcode:" in x and "Opcode:" in y for x, y in zip(c, o, strict=True))


def _own_text(calc: str, ours: str) -> bool:
    """amdmatrix's own help or version."""
    return ours.startswith(("usage: amdmatrix", "amdmatrix "))


def _succeeds(calc: str, ours: str) -> bool:
    return True


#: The instructions whose opcodes the calculator prints wrong (C20), by architecture.
_C20 = {"cdna1": {"v_mfma_i32_16x16x16i8"}, "cdna2": {"v_mfma_i32_16x16x16i8"},
        "cdna3": {"v_mfma_i32_32x32x16_i8", "v_mfma_i32_16x16x32_i8"}}


@dataclass(frozen=True)
class Class:
    """A documented class of lines where amdmatrix's answer differs from the calculator's."""

    name: str
    where: str  #: where it is documented
    expected: bool  #: the suite's expectation of the lines it covers (ok or fail)
    applies: Callable[[Args], bool]
    shape: Callable[[str, str], bool]  #: (calculator's stdout, ours): differs only as documented


CLASSES: tuple[Class, ...] = (
    Class("help and version are amdmatrix's own", "docs/decisions.md, item 77", True,
          lambda a: a.query in ("help", "version"), _own_text),
    Class("C15 sparse -o", "docs/decisions.md, item 18", True,
          lambda a: a.sparse and "calc" in a.flags, _accumulates),
    Class("C16 RDNA3 -o", "docs/decisions.md, item 19", True,
          lambda a: a.arch == "rdna3" and "calc" in a.flags, _b_k_j),
    Class("C17 -m under CBSZ/ABID or BLGP", "docs/decisions.md, item 20", True,
          lambda a: a.query == "entry" and ((a.matrix == "A" and a.mod("cbsz") != 0)
                                            or (a.matrix == "B" and a.mod("blgp") != 0)), _more_lines),
    Class("C18 RDNA4 SWMMAC -k -m", "docs/decisions.md, item 21", True,
          lambda a: a.arch == "rdna4" and a.query == "entry" and a.matrix == "K", _more_lines),
    Class("C20 -d opcodes", "docs/decisions.md, item 22", True,
          lambda a: a.query == "detail" and a.inst in _C20.get(a.arch, ()), _opcodes),
    Class("C24 CDNA3 SMFMAC ABID with CBSZ != 0", "docs/decisions.md, item 23", False,
          lambda a: a.sparse and a.arch == "cdna3" and a.mod("cbsz") != 0 and "abid" in a.mods, _succeeds),
)


def classes_of(a: Args, expected: bool) -> list[Class]:
    return [c for c in CLASSES if c.expected == expected and c.applies(a)]


# ------------------------------------------------------------------ judging one line
IDENTICAL = "expected-ok, identical"
DETAIL = "expected-ok, -d identical before the formulas"
DIFFERS = "expected-ok, differing"
REFUSED = "expected-ok, refused"
FAILS = "expected-fail, failing"
SUCCEEDS = "expected-fail, succeeding"
BAD_ERROR = "expected-fail, not one error line"


def judge(row: dict[str, object], status: int, out: str, err: str) -> str:
    """The verdict on one line: one of the constants above, or ``class: NAME``."""
    args = [str(x) for x in row["args"]]  # type: ignore[attr-defined]
    a = parse(args)
    if row["ok"]:
        expected = str(row["stdout"])
        if status != 0 or err:
            return REFUSED
        if expected == out:
            return IDENTICAL
        if a.query == "detail" and _before_mapping(expected) == _before_mapping(out):
            return DETAIL
        found = [c for c in classes_of(a, True) if c.shape(expected, out)]
        return f"class: {found[0].name}" if len(found) == 1 else DIFFERS
    if status == 0:
        found = classes_of(a, False)
        return f"class: {found[0].name}" if len(found) == 1 else SUCCEEDS
    if not args and err.startswith("usage: amdmatrix") and not out:
        return FAILS  # no arguments: the usage on stderr, status 2, as the calculator (decision 155)
    if len(err.splitlines()) != 1 or not err.startswith("amdmatrix: error: ") or out:
        return BAD_ERROR
    return FAILS


def replay(rows: Iterable[dict[str, object]]) -> tuple[collections.Counter[str], list[str]]:
    """Run every line in-process; the verdict counts and a description of each failure."""
    counts: collections.Counter[str] = collections.Counter()
    failures: list[str] = []
    for row in rows:
        args = [str(x) for x in row["args"]]  # type: ignore[attr-defined]
        try:
            status, out, err = run_inproc(*args)
        except BaseException as e:  # noqa: BLE001 - a traceback or an exit is a failure of its own
            status, out, err = -1, "", f"{type(e).__name__}: {e}"
        verdict = judge(row, status, out, err)
        counts[verdict] += 1
        if verdict in (DIFFERS, REFUSED, SUCCEEDS, BAD_ERROR):
            failures.append(f"{verdict}: {' '.join(args)}\n  status {status}, stderr {err.strip()[:200]!r}")
    return counts, failures


def report(counts: collections.Counter[str], total: int) -> str:
    lines = [f"calculator suite: {total} lines replayed"]
    lines += [f"  {k}: {n}" for k, n in sorted(counts.items())]
    return "\n".join(lines)


# ------------------------------------------------------------------ the sample
def _kind(a: Args) -> tuple[object, ...]:
    fmt = next((f for f in ("csv", "markdown", "asciidoc") if f in a.flags), "grid")
    return (a.arch, a.inst, a.query, a.matrix, fmt, "transpose" in a.flags, "calc" in a.flags,
            a.values.get("wave"), tuple(sorted(m for m, v in a.mods.items() if v)))


def sample(rows: tuple[dict[str, object], ...]) -> list[dict[str, object]]:
    """Every line the suite expects to fail, every line that is not one of the per-instruction
    layout sweeps (-h, -v, -L, -d), the first line of each kind (architecture, instruction,
    query, matrix, output format, transpose, -o, wave size, which modifiers are set), the
    first with each modifier value on each architecture, and the first three lines of each
    documented class: deterministic, about a sixth of the suite."""
    seen: set[tuple[object, ...]] = set()
    per_class: collections.Counter[str] = collections.Counter()
    out = []
    for row in rows:
        a = parse([str(x) for x in row["args"]])  # type: ignore[attr-defined]
        kinds = {_kind(a), *(("mod", a.arch, m, v) for m, v in a.mods.items())}
        take = not row["ok"] or a.query not in ("get", "entry", "reglayout", "matlayout") or bool(kinds - seen)
        for c in classes_of(a, bool(row["ok"])):
            if per_class[c.name] < 3:
                per_class[c.name] += 1
                take = True
        seen |= kinds
        if take:
            out.append(row)
    return out


# ------------------------------------------------------------------ the tests
def _check(rows: list[dict[str, object]] | tuple[dict[str, object], ...], capsys: pytest.CaptureFixture[str]
           ) -> collections.Counter[str]:
    counts, failures = replay(rows)
    summary = report(counts, len(rows))
    with capsys.disabled():  # the figures are the point: always show them
        print("\n" + summary)
    assert not failures, summary + f"\n{len(failures)} lines fail:\n" + "\n".join(failures[:20])
    assert sum(counts.values()) == len(rows)
    return counts


#: The whole suite's verdicts (pinned: a change in any count is a change in conformance).
FULL_COUNTS = {
    IDENTICAL: 26408,
    DETAIL: 111,
    "class: help and version are amdmatrix's own": 4,
    "class: C15 sparse -o": 144,
    "class: C16 RDNA3 -o": 32,
    "class: C17 -m under CBSZ/ABID or BLGP": 1410,
    "class: C18 RDNA4 SWMMAC -k -m": 156,
    "class: C20 -d opcodes": 4,
    FAILS: 79,
    "class: C24 CDNA3 SMFMAC ABID with CBSZ != 0": 2,
}


@pytest.mark.exhaustive
def test_the_whole_calculator_suite(capsys: pytest.CaptureFixture[str]) -> None:
    rows = calculator_suite()
    assert len(rows) == SUITE_LINES, "the vendored file is the whole suite"
    counts = _check(rows, capsys)
    assert dict(counts) == FULL_COUNTS


def test_a_sample_of_the_calculator_suite(capsys: pytest.CaptureFixture[str]) -> None:
    rows = sample(calculator_suite())
    counts = _check(rows, capsys)
    for c in CLASSES:
        assert counts[f"class: {c.name}"] > 0, f"the sample holds no line that {c.name} excuses"
    assert counts[FAILS] + counts["class: C24 CDNA3 SMFMAC ABID with CBSZ != 0"] == sum(
        not r["ok"] for r in calculator_suite())


def test_the_sample_covers_the_suite() -> None:
    """Every architecture, instruction, query, matrix, output format, wave size and modifier
    of the suite is in the sample, and so is every line expected to fail."""
    rows = calculator_suite()
    picked = sample(rows)
    assert len(picked) < len(rows) // 5

    def facets(lines: Iterable[dict[str, object]]) -> set[tuple[str, object]]:
        out: set[tuple[str, object]] = set()
        for row in lines:
            a = parse([str(x) for x in row["args"]])  # type: ignore[attr-defined]
            out |= {("arch", a.arch), ("inst", (a.arch, a.inst)), ("query", a.query), ("matrix", a.matrix),
                    ("wave", a.values.get("wave")), ("fail", None if row["ok"] else tuple(sorted(a.flags)))}
            out |= {("flag", f) for f in a.flags} | {("mod", (m, v)) for m, v in a.mods.items()}
        return out

    assert facets(rows) - facets(picked) == set()


def test_the_classes_are_not_overbroad() -> None:
    """A class excuses a line only if its output differs from the calculator's as the class
    says: the shape checks refuse the calculator's own output, and a changed byte elsewhere."""
    rows = calculator_suite()
    for c in CLASSES:
        if not c.expected:
            continue
        row = next(r for r in rows if r["ok"] and c.applies(parse([str(x) for x in r["args"]])))  # type: ignore[attr-defined]
        calc = str(row["stdout"])
        status, out, err = run_inproc(*[str(x) for x in row["args"]])  # type: ignore[attr-defined]
        assert judge(row, status, out, err) in (IDENTICAL, DETAIL, f"class: {c.name}")
        assert judge(row, 0, calc, "") == IDENTICAL
        if c.shape is not _own_text:
            assert judge(row, 0, calc.replace("\n", "\nx", 3), "") == DIFFERS, c.name


def test_the_judge_can_fail() -> None:
    """A changed byte, a refusal, a traceback and an accepted error are all noticed."""
    rows = calculator_suite()
    ok = next(r for r in rows if r["ok"] and "--register-layout" in r["args"])  # type: ignore[operator]
    text = str(ok["stdout"])
    assert judge(ok, 0, text, "") == IDENTICAL
    assert judge(ok, 0, text.replace("v0", "v1", 1), "") == DIFFERS
    assert judge(ok, 2, "", "amdmatrix: error: no\n") == REFUSED
    assert judge(ok, 0, text, "warning\n") == REFUSED
    fail = next(r for r in rows if not r["ok"])
    assert judge(fail, 2, "", "amdmatrix: error: no\n") == FAILS
    assert judge(fail, 0, "", "") == SUCCEEDS
    assert judge(fail, 2, "", "Traceback (most recent call last):\n  x\n") == BAD_ERROR
    assert judge(fail, 2, "", "amdmatrix: error: a\namdmatrix: error: b\n") == BAD_ERROR


# ------------------------------------------------------------------ the rules the suite's refusals show
_X1 = ("-a", "cdna1", "-i", "v_mfma_f32_32x32x1f32")  # 2 blocks, M = N = 32, K = 1
_F64 = ("-a", "cdna3", "-i", "v_mfma_f64_4x4x4_4b_f64")  # BLGP bits negate A, B, C
_SP = ("-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16")


@pytest.mark.parametrize(("argv", "legal"), [
    # The calculator: "The BLGP modifier may only be used on the B input matrix ..., or with the D
    # matrix when '--output-calculation' is set" (the suite's -A line), and the same for CBSZ/ABID
    # with "the A input matrix, the K compression index register, or the D output matrix".
    ((*_X1, "-R", "-A", "--blgp", "1"), None), ((*_X1, "-R", "-C", "--blgp", "3"), None),
    ((*_X1, "-M", "-D", "--blgp", "1"), None), ((*_X1, "-R", "-B", "--blgp", "1"), 0),
    ((*_X1, "-g", "-D", "-o", "--blgp", "1"), 0),
    ((*_X1, "-R", "-B", "--cbsz", "1"), None), ((*_X1, "-R", "-C", "--cbsz", "1", "--abid", "1"), None),
    ((*_X1, "-R", "-A", "--cbsz", "1", "--abid", "1"), 0), ((*_X1, "-m", "-D", "-o", "--cbsz", "1"), 0),
    # F64: "may only be used on matrices A, B, and C ..., or with the D matrix when -o is set".
    ((*_F64, "-R", "-A", "--blgp", "1"), 0), ((*_F64, "-R", "-C", "--blgp", "4"), 0),
    ((*_F64, "-R", "-D", "--blgp", "1"), None), ((*_F64, "-g", "-D", "-o", "--blgp", "7"), 0),
    ((*_SP, "-R", "-k", "--cbsz", "0", "--abid", "2"), 0), ((*_SP, "-R", "-B", "--cbsz", "1"), None),
    ((*_SP, "-R", "-A", "--cbsz", "3"), 0), ((*_SP, "-R", "-A", "--cbsz", "4"), "0-3"),
    # Every coordinate must name a row or column of the instruction ("Maximum value of column for
    # v_mfma_f32_32x32x1f32 is 31"), also one the matrix does not use.
    ((*_X1, "-g", "-A", "-J", "256"), "0-31"), ((*_X1, "-g", "-A", "-J", "31"), 0),
    ((*_X1, "-g", "-B", "-I", "32"), "0-31"), ((*_X1, "-g", "-C", "-K", "1"), "0-0"),
    ((*_X1, "-g", "-D", "-o", "-K", "1"), "0-0"), ((*_X1, "-g", "-D", "-o", "-K", "0", "-I", "31"), 0),
])
def test_modifiers_and_coordinates_the_matrix_does_not_use(argv: tuple[str, ...], legal: int | str | None) -> None:
    """``legal``: 0 = accepted; None = refused with "legal values with -X: 0"; a range = refused
    naming it."""
    status, out, err = run_inproc(*argv)
    if legal == 0:
        assert status == 0 and err == "" and out.startswith("Architecture: ")
        return
    assert status == 2 and out == "" and err.count("\n") == 1 and err.startswith("amdmatrix: error: ")
    matrix = next(a for a in argv if a in ("-A", "-B", "-C", "-D", "-k"))
    assert err.rstrip().endswith(f"legal values with {matrix}: 0" if legal is None else f"legal values: {legal}")
