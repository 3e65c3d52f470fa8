"""LLVM's own hazard lit tests, replayed: ``amdmatrix check --fix`` pads each function as llc-22 does.

tests/data/hazard_lit/cases.jsonl holds, for every function of the transcribed tests
(tools/lit_inputs.py) on every target, the assembly llc-22 prints for it and the wait states
``llc-22 -run-pass=post-RA-hazard-rec`` inserted before each line (tools/gen_lit_replay.py).
A case is *exact* when the checker's ``--fix`` inserts the same wait states before every line
(an ``s_waitcnt_depctr`` of LLVM counts as matched where the checker pads at all), *fewer* when
it pads less anywhere, *more* otherwise. Fewer must never happen, and every "more" case must
be one that KNOWN_MORE explains (docs/hazards.md, "LLVM's lit tests").

With llc-22 on PATH (required under CI=true) a sample is re-derived live.
"""

from __future__ import annotations

import collections
import json
import random
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from required import need
from vendored import DATA

import amdmatrix
from amdmatrix import hazards

ROOT = Path(__file__).resolve().parents[2]
CASES = DATA / "hazard_lit" / "cases.jsonl"
if not CASES.is_file():
    raise FileNotFoundError(f"vendored test data missing: {CASES} (restore it with 'git checkout -- tests/data')")

Case = dict[str, object]

#: Cases where the checker asks for more than llc-22, each with the decision that explains it.
KNOWN_MORE: dict[str, Callable[[Case], bool]] = {
    # CDNA3 ISA Table 37 case 108: an SGEMM writes what an XDL reads as SrcC: 2/4/8/16, LLVM 0
    "A3": lambda c: c["mcpu"] == "gfx942" and str(c["source"]).startswith("mai-hazards-gfx940.mir::nonxdl_sgemm")
    and "_xdl_mfma_read" in str(c["source"]),
    # a VOPD half overwrites a WMMA's D: LLVM's own co-execution rule covers VALU writes, llc-22 misses VOPD
    "115": lambda c: str(c["source"]).startswith("amdmatrix:vopd-and-wmma::vopd_") and "writes" in str(c["source"]),
}


def _load() -> tuple[dict[str, object], list[Case]]:
    lines = CASES.read_text().splitlines()
    return json.loads(lines[0]), [json.loads(x) for x in lines[1:]]


def _ours(case: Case) -> dict[int, int]:
    """The wait states ``check --fix`` inserts before each line of the case's assembly."""
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_lit_replay import inserted

    asm = [str(x) for x in case["asm"]]  # type: ignore[attr-defined]
    wave = 64 if "wavefrontsize64" in str(case.get("mattr", "")) else None
    fixed = hazards.fix("\n".join(asm) + "\n", str(case["mcpu"]), wave=wave)
    pad, depctr = inserted(asm, [x.strip() for x in fixed.splitlines() if x.strip()])
    assert not depctr
    return pad


def compare(case: Case) -> tuple[str, list[str]]:
    """"exact", "fewer" or "more", and the lines that differ."""
    ours = _ours(case)
    llvm = {int(k): int(v) for k, v in case["pad"].items()}  # type: ignore[attr-defined]
    depctr = {int(x) for x in case["depctr"]}  # type: ignore[attr-defined]
    asm = case["asm"]
    assert isinstance(asm, list)
    fewer, more = [], []
    for line in sorted(set(ours) | set(llvm) | depctr):
        mine, theirs = ours.get(line, 0), llvm.get(line, 0)
        if line in depctr and not theirs:
            if not mine:
                fewer.append(f"line {line} {asm[line]!r}: LLVM waits (s_waitcnt_depctr), the checker does not")
            continue
        if mine < theirs:
            fewer.append(f"line {line} {asm[line]!r}: {mine} < LLVM {theirs}")
        elif mine > theirs:
            more.append(f"line {line} {asm[line]!r}: {mine} > LLVM {theirs}")
    if fewer:
        return "fewer", fewer + more
    return ("more", more) if more else ("exact", [])


def figures(cases: list[Case]) -> tuple[collections.Counter[str], list[str], list[str]]:
    counts: collections.Counter[str] = collections.Counter()
    bad: list[str] = []
    unexplained: list[str] = []
    for c in cases:
        kind, where = compare(c)
        counts["cases"] += 1
        counts[kind] += 1
        label = f"{c['source']} on {c['mcpu']}"
        if kind == "fewer":
            bad.append(f"{label}: " + "; ".join(where))
        elif kind == "more":
            why = [d for d, pred in KNOWN_MORE.items() if pred(c)]
            if not why:
                unexplained.append(f"{label}: " + "; ".join(where))
            for d in why:
                counts[f"more:{d}"] += 1
    return counts, bad, unexplained


def _report(counts: collections.Counter[str], what: str) -> str:
    extra = ", ".join(f"{k[5:]} {n}" for k, n in sorted(counts.items()) if k.startswith("more:"))
    return (f"{what}: {counts['cases']} cases, {counts['exact']} exactly as llc-22, {counts['more']} more "
            f"({extra or '-'}), {counts['fewer']} fewer")


def test_the_replay_data_is_complete() -> None:
    head, cases = _load()
    assert str(head["llvm"]).endswith("LLVM version 22.1.8"), head
    assert head["cases"] == len(cases) and len(cases) >= 40
    sources = {str(c["source"]).split("::")[0] for c in cases}
    assert {"inserted-wait-states.mir", "hazards-gfx950.mir"} <= sources, sources
    assert any(c["pad"] for c in cases) and any(not c["pad"] for c in cases)


def test_lit_replay_never_fewer_than_llvm(capsys: pytest.CaptureFixture[str]) -> None:
    _, cases = _load()
    counts, bad, unexplained = figures(cases)
    with capsys.disabled():
        print("\n" + _report(counts, "LLVM lit-test replay"))
    assert counts["fewer"] == 0, "\n".join(bad[:20])
    assert not unexplained, "\n".join(unexplained[:20])


def test_soft_clause_and_permlane_examples() -> None:
    # the lit tests' own shapes, by hand: llc-22 pads 4 before the permlane, 1 between the loads
    text = "v_cmpx_eq_i32_e32 vcc, v0, v1\nv_permlane16_swap_b32_e32 v0, v1\n"
    (v,) = amdmatrix.check(text, "gfx950")
    assert (v.line, v.missing, v.rule) == (2, 4, "C4-H18")
    text = "global_load_dword v0, v[0:1], off\nglobal_load_dword v2, v[2:3], off\n"
    (v,) = amdmatrix.check(text, "gfx908")
    assert (v.line, v.missing, v.rule) == (2, 1, "C1-H10")
    assert amdmatrix.check("global_load_dword v4, v[0:1], off\nglobal_load_dword v5, v[2:3], off\n", "gfx908") == []


LLC = shutil.which("llc-22")


def _live(capsys: pytest.CaptureFixture[str], per_file: int | None) -> None:
    need("llc-22", LLC is not None)
    sys.path.insert(0, str(ROOT / "tools"))
    import gen_lit_replay as gen
    from lit_inputs import FILES

    rnd = random.Random(20261127)
    picks = []
    for source, cpus, mattr, funcs in FILES:
        names = sorted(funcs) if per_file is None else rnd.sample(sorted(funcs), min(per_file, len(funcs)))
        for name in names:
            for cpu in (cpus if per_file is None else (rnd.choice(cpus),)):
                picks.append((source, cpu, mattr, name, funcs[name]))
    recorded = {(str(c["source"]), str(c["mcpu"])): c for c in _load()[1]}
    fresh = []
    for source, cpu, mattr, name, body in picks:
        try:
            live = gen.case(source, cpu, mattr, name, body)
        except RuntimeError:
            continue
        old = recorded.get((f"{source}::{name}", cpu))
        if old is not None:
            assert (live["asm"], live["pad"], live["depctr"]) == (old["asm"], old["pad"], old["depctr"]), name
        fresh.append(live)
    assert len(fresh) >= len(picks) // 2
    counts, bad, unexplained = figures(fresh)
    with capsys.disabled():
        print("\n" + _report(counts, "live llc-22 lit " + ("replay" if per_file is None else "sample")))
    assert counts["fewer"] == 0, "\n".join(bad)
    assert not unexplained, "\n".join(unexplained)


def test_live_sample_against_llc(capsys: pytest.CaptureFixture[str]) -> None:
    _live(capsys, 1)


@pytest.mark.exhaustive
def test_live_replay_of_every_case(capsys: pytest.CaptureFixture[str]) -> None:
    _live(capsys, None)
