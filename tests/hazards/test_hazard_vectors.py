"""amdmatrix.check against LLVM 22's hazard recognizer, vector by vector.

tests/data/hazard_vectors/<arch>.jsonl (and tests/data/gfx1250/hazard_vectors.jsonl, from
tools/gen_gfx1250_vectors.py) hold LLVM's answers (tools/gen_hazard_vectors.py):
a producer, fillers and a consumer, the wait states between them, and the wait states
``llc-22 -run-pass=post-RA-hazard-rec`` inserted before the consumer. For every vector the
checker must ask for at least as many as LLVM, and exactly as many unless the case is one
where the ISA guides and LLVM disagree and docs/decisions.md (Hazards) chose the guide's
larger number; each such case is listed below with its decision. The test prints its
figures (cases, exact agreement, more than LLVM, fewer than LLVM).

When llc-22 is on PATH (CI installs llvm-22) a fresh random sample, seeded by the date, is
generated and checked live.
"""

from __future__ import annotations

import collections
import datetime
import json
import os
import random
import re
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from amdmatrix.hazards import analyse

ROOT = Path(__file__).resolve().parents[2]
VECTORS = ROOT / "tests" / "data" / "hazard_vectors"
DECISIONS = ROOT / "docs" / "decisions.md"
ARCHS = ["cdna1", "cdna2", "cdna3", "cdna4", "rdna3", "rdna4"]
#: gfx1250's vectors have their own generator and file, and their own kinds (wmma>wmma, ...).
GFX1250 = ROOT / "tests" / "data" / "gfx1250" / "hazard_vectors.jsonl"

Vector = dict[str, object]


def _load(arch: str) -> tuple[dict[str, object], list[Vector]]:
    path = GFX1250 if arch == "gfx1250" else VECTORS / f"{arch}.jsonl"
    lines = path.read_text().splitlines()
    head = json.loads(lines[0])
    return head, [json.loads(x) for x in lines[1:]]


def _f(v: Vector, side: str, key: str) -> object:
    d = v[side]
    assert isinstance(d, dict)
    return d.get(key)


def _arch(v: Vector) -> str:
    return str(v["_arch"])


def _passes_differ(v: Vector) -> bool:
    return _f(v, "first", "passes") != _f(v, "second", "passes")


#: Where we ask for more than LLVM on purpose: decision -> which vectors (from their labels).
EXCEEDS: dict[str, Callable[[Vector], bool]] = {
    # MI200 ISA WAR row 1/11/19 against LLVM's 1/7/15
    "A1": lambda v: _arch(v) == "CDNA2" and v["dep"] == "war" and _f(v, "first", "passes") in (8, 16),
    # CDNA3 case 108: SGEMM -> XDL SrcC 2/4/8/16, LLVM 0
    "A3": lambda v: _arch(v) == "CDNA3" and _f(v, "first", "class") == "SGEMM"
    and _f(v, "second", "class") in ("XDL", "SMFMAC") and v["dep"] in ("srcc-same", "srcc-part"),
    # CDNA4 F64 16x16x4 -> VALU (and load) WAW: 19, LLVM 11
    "A4": lambda v: _arch(v) == "CDNA4" and _f(v, "first", "class") == "DGEMM16" and v["dep"] == "write",
    # "exactly the same" SrcC needs the same pass count; otherwise the overlap row
    "A6": lambda v: v["dep"] == "srcc-same" and _passes_differ(v) and not str(_arch(v)).startswith("RDNA"),
    # DOT -> MFMA: 3 (seeds), LLVM 0 (or 1, see A24)
    "A7": lambda v: v["kind"] == "dot>mfma",
    # gfx950 16-pass XDL: 20 wait states; LLVM's search stops at 19
    "A8": lambda v: _arch(v) == "CDNA4" and _f(v, "first", "passes") == 16 and v["present"] == 19
    and _f(v, "first", "class") in ("XDL", "SCALE", "SMFMAC"),
    # XDL -> SGEMM/DGEMM reading the same tuple as SrcC: the overlap row (no exact row in the guides)
    "A18": lambda v: _arch(v) in ("CDNA3", "CDNA4") and v["dep"] == "srcc-same"
    and _f(v, "first", "class") in ("XDL", "SMFMAC", "SCALE") and _f(v, "second", "class") in
    ("SGEMM", "DGEMM16", "DGEMM4"),
    # SMFMAC index register overwritten: the WAR row (CDNA4 ISA: "XDL/SMFMA read VGPR SrcC")
    "A23": lambda v: v["dep"] == "war-index",
    # a load overwriting the data of a store of more than 64 bits: 1 (ISA), LLVM 0
    "A25": lambda v: v["kind"] == "store>write" and str(_f(v, "second", "mnemonic")).startswith(
        ("global_load", "ds_read")) and _arch(v) in ("CDNA2", "CDNA3", "CDNA4"),
    # a wide BUFFER store with an SGPR soffset: newer LLVM's 1-wait-state SOFFSET window, llc-22 0
    "111": lambda v: v["kind"] == "store>write" and _arch(v) in ("CDNA3", "CDNA4")
    and bool(re.search(r"^buffer_store_dwordx[34] .*, s\d+ ", str(v["asm"][0]))),
}


def _mine(v: Vector) -> tuple[int, list[int]]:
    """Our missing wait states before the consumer, and the lines of any other finding."""
    asm = v["asm"]
    assert isinstance(asm, list)
    wave = v.get("wave")
    report = analyse("\n".join(str(x) for x in asm), _arch(v), wave=int(str(wave)) if wave else None)
    consumer = int(str(v["consumer"])) + 1
    lines = [report.lines[f.at] for f in report.findings]
    mine = max((f.missing for f, line in zip(report.findings, lines, strict=True) if line == consumer), default=0)
    others = sorted({line for line in lines if line != consumer})
    return mine, others


def _compare(vectors: list[Vector]) -> tuple[collections.Counter[str], list[str]]:
    figures: collections.Counter[str] = collections.Counter()
    bad: list[str] = []
    for v in vectors:
        mine, others = _mine(v)
        llvm = int(str(v["llvm"]))
        figures["cases"] += 1
        where = f"{_arch(v)} {v['kind']} {v['dep']}: {v['asm']!r} (present {v['present']})"
        if others:
            bad.append(f"{where}: findings at other lines {others}, LLVM pads only the consumer")
        if mine == llvm:
            figures["exact"] += 1
        elif mine < llvm:
            figures["fewer"] += 1
            bad.append(f"{where}: {mine} < LLVM {llvm}")
        else:
            figures["more"] += 1
            why = [d for d, pred in EXCEEDS.items() if pred(v)]
            if not why:
                bad.append(f"{where}: {mine} > LLVM {llvm} with no decision that explains it")
            for d in why:
                figures[f"more:{d}"] += 1
    return figures, bad


def test_vector_files_are_complete() -> None:
    for arch in ARCHS:
        head, vectors = _load(arch)
        assert head["mcpu"] in ("gfx908", "gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1200")
        assert str(head["llvm"]).startswith("LLVM version 22"), head
        assert head["cases"] == len(vectors) and len(vectors) > 200, (arch, len(vectors))
        kinds = {str(v["kind"]) for v in vectors}
        assert {"mfma>mfma", "store>write"} <= kinds, kinds


def test_every_matrix_instruction_is_a_producer() -> None:
    import amdmatrix

    for arch in ARCHS:
        _, vectors = _load(arch)
        seen = {str(_f(v, "first", "mnemonic")) for v in vectors}
        missing = [i.mnemonic for i in amdmatrix.instructions(arch) if i.mnemonic.lower() not in seen]
        assert not missing, (arch, missing)


def test_every_rule_class_and_threshold_is_covered() -> None:
    """The vectors exercise each dependency kind, and both sides of every threshold LLVM found."""
    for arch in ARCHS:
        _, vectors = _load(arch)
        deps = {str(v["dep"]) for v in vectors}
        if arch.startswith("cdna"):
            assert {"srcc-same", "srcc-part", "srca", "srcb", "none", "read", "write", "war", "exec"} <= deps, deps
        else:
            assert {"srcc-same", "srcc-part", "srca", "srcb", "none", "read"} <= deps, deps
        if arch in ("cdna3", "cdna4", "rdna4"):
            assert "index" in deps
        # a case padded by LLVM appears again with just enough and with one fewer wait state
        base = collections.defaultdict(set)
        for v in vectors:
            base[json.dumps(v["asm"][:1] + v["asm"][-1:])].add((int(str(v["present"])), int(str(v["llvm"]))))
        straddled = sum(1 for seen in base.values() if any(llvm == 1 for _, llvm in seen) and
                        any(llvm == 0 and p > 0 for p, llvm in seen))
        assert straddled > 20, (arch, straddled)


def test_gfx1250_vector_file_is_complete() -> None:
    """Every gfx1250 matrix instruction (every F8F6F4 format pair) produces; every dependency kind
    and category appears; padded cases come again with one wait state fewer and just enough."""
    import amdmatrix

    head, vectors = _load("gfx1250")
    assert head["mcpu"] == "gfx1250" and str(head["llvm"]).endswith("LLVM version 22.1.8"), head
    assert head["cases"] == len(vectors) == 3781
    producers = {str(_f(v, "first", "mnemonic")) for v in vectors}
    missing = [i.mnemonic for i in amdmatrix.instructions("gfx1250")
               if i.mnemonic.lower() not in producers and "LD_SCALE" not in i.mnemonic]
    assert not missing, missing
    for form in ("v_wmma_f32_16x16x128_f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4",
                 "v_wmma_scale16_f32_16x16x128_f8f6f4"):
        pairs = {tuple(map(str, v["first"]["fmt"])) for v in vectors  # type: ignore[index]
                 if _f(v, "first", "mnemonic") == form}
        assert len(pairs) == 25, (form, len(pairs))
    assert {str(_f(v, "first", "class")) for v in vectors} == {"WMMA", "WMMA_SLOW", "SWMMAC", "SWMMAC_IU8",
                                                                "WMMA_F32"}
    deps = {str(v["dep"]) for v in vectors}
    assert {"srca", "srcb", "srcc", "index", "scale-a", "scale-b", "raw", "waw", "war-a", "war-b", "war-index",
            "war-scale", "raw-ldscale", "trans-raw", "trans-waw", "store-data", "load-waw", "salu"} <= deps, deps
    llvm = collections.defaultdict(set)
    for v in vectors:
        llvm[json.dumps([v["asm"][0], v["asm"][-1]])].add((int(str(v["present"])), int(str(v["llvm"]))))
    straddled = sum(1 for seen in llvm.values() if any(n == 1 for _, n in seen) and any(n == 0 and p > 0
                                                                                       for p, n in seen))
    assert straddled > 200, straddled


@pytest.mark.parametrize("arch", [*ARCHS, "gfx1250"])
def test_check_never_fewer_than_llvm(arch: str, capsys: pytest.CaptureFixture[str]) -> None:
    _, vectors = _load(arch)
    for v in vectors:
        v["_arch"] = arch.upper()
    figures, bad = _compare(vectors)
    with capsys.disabled():
        extra = ", ".join(f"{k[5:]} {n}" for k, n in sorted(figures.items()) if k.startswith("more:"))
        print(f"\nhazard vectors {arch}: {figures['cases']} cases, {figures['exact']} exactly as LLVM, "
              f"{figures['more']} more (decisions: {extra or '-'}), {figures['fewer']} fewer")
    assert figures["fewer"] == 0
    assert not bad, "\n".join(bad[:20])
    assert figures["exact"] > 0.9 * figures["cases"]
    if arch == "gfx1250":  # no decision asks for more than LLVM on gfx1250
        assert figures["exact"] == figures["cases"] == 3781


def test_every_exceeding_decision_is_documented() -> None:
    text = DECISIONS.read_text()
    assert "## Hazards" in text
    for d in EXCEEDS:
        assert f"**{d}" in text or f"\n{d}. **" in text, d


# ----------------------------------------------------------------------------- live llc-22

LLC = shutil.which("llc-22")


@pytest.mark.skipif(LLC is None and not os.environ.get("CI"),
                    reason="llc-22 is not installed (apt-get install llvm-22)")
def test_live_random_sample_against_llc(capsys: pytest.CaptureFixture[str]) -> None:
    assert LLC is not None, "CI must have llc-22: .ci/run installs Debian's llvm-22"
    sys.path.insert(0, str(ROOT / "tools"))
    import gen_hazard_vectors as gen

    seed = int(datetime.date.today().strftime("%Y%m%d"))
    rnd = random.Random(seed)
    vectors: list[Vector] = []
    for cpu, arch in gen.CPUS.items():
        wave = 32 if arch.startswith("RDNA") else 64
        forms = gen.load_forms(arch, wave)
        builder = gen.Builder(arch, forms, rnd, wave)
        cases = rnd.sample(builder.all_cases(), 40)
        results = gen.run_cases(cases)
        base = [(c, r) for c, r in zip(cases, results, strict=True) if r is not None]
        more = gen.with_thresholds(rnd, [c for c, _ in base], [r for _, r in base])
        found = [r for r in [*results, *gen.run_cases(more)] if r is not None]
        assert len(found) >= 30, (cpu, len(found))
        for r in found:
            r["_arch"] = arch
        vectors += found
    vectors += _live_gfx1250(rnd)
    figures, bad = _compare(vectors)
    with capsys.disabled():
        print(f"\nlive llc-22 sample (seed {seed}): {figures['cases']} cases, {figures['exact']} exactly as LLVM, "
              f"{figures['more']} more, {figures['fewer']} fewer")
    assert figures["fewer"] == 0, "\n".join(bad[:20])
    assert not bad, f"seed {seed}:\n" + "\n".join(bad[:20])


def _live_gfx1250(rnd: random.Random) -> list[Vector]:
    """40 of tools/gen_gfx1250_vectors.py's cases, each padded one is run again with fillers worth
    one wait state fewer than LLVM's answer, and with just enough."""
    import gen_gfx1250_vectors as g

    cases = rnd.sample(g.hazard_cases(g.load_facts()), 40)
    pads = g.padding([(f"c{k}", c.body()) for k, c in enumerate(cases)])
    more = [g.Case(c.kind, c.dep, c.first, c.second, c.ops, g.fillers(rnd, n), n)
            for k, c in enumerate(cases) if pads[f"c{k}"][-1]
            for n in (pads[f"c{k}"][-1] - 1, pads[f"c{k}"][-1])]
    funcs = [(f"c{k}", c.body()) for k, c in enumerate(cases)] + [(f"m{k}", c.body()) for k, c in enumerate(more)]
    pads.update(g.padding(funcs[len(cases):]) if more else {})
    asm = g.assembly(funcs)
    out: list[Vector] = []
    for (name, _), c in zip(funcs, [*cases, *more], strict=True):
        out.append({"kind": c.kind, "dep": c.dep, "first": c.first, "second": c.second, "asm": asm[name],
                    "consumer": len(asm[name]) - 1, "present": c.present, "llvm": pads[name][-1], "wave": 32,
                    "_arch": "GFX1250"})
    assert len(out) >= 40 and any(v["llvm"] for v in out), len(out)
    return out
