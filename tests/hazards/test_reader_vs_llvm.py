"""The reader against the assembler, instruction by instruction, on every real kernel we have.

For each kernel of the corpus -- every assembly kernel of ROCm/MIOpen's
``src/kernels/dynamic_igemm`` with the files it includes, ROCm/Tensile's assembly kernels
(tests/data/asm_corpus) and the compiled corpus of Triton 3.9 and clang-22 (tests/data/compiled)
-- the reader's stream (each instruction's mnemonic as LLVM prints it, without ``_e32``/
``_e64``; every register it reads; every register it writes, implicit ones included) must equal
the stream of llvm-mc-22's own object as llvm-objdump-22 lists it and LLVM's opcode
descriptions define it (tests/support/llvm_stream.py; vendored by tools/gen_asm_corpus.py and
re-derived live for a few kernels). A misread operand shows here even where no hazard follows.

And ``amdmatrix check`` finds the same hazards from the source as from the listing, finding for
finding (tests/support/llvm_listing.py, live with llvm-mc-22 and llvm-objdump-22).

The fast tier reads the sample (the MIOpen kernels that together hold every construct class of
the corpus, per target), Tensile's two kernels and one file per target of the compiled corpus;
the exhaustive tier reads every kernel.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from corpus import COMPILED, compare_kernel, files, llvm_streams, read_kernel
from llvm_listing import compare
from llvm_stream import have_llvm, objdump, stream
from required import need

#: Targets amdmatrix checks among the MIOpen/Tensile kernels (it reads gfx900 and gfx1030 too).
CHECKED = {"gfx908": "cdna1", "gfx90a": "cdna2", "gfx942": "cdna3"}


#: Targets of the corpus amdmatrix reads but does not check (MIOpen's gfx900 and gfx1030 kernels):
#: there a line the reader names as not understood is counted, not a failure (it is never misread).
READ_ONLY = {"gfx900", "gfx1030"}


def _streams_equal(corpus: str, kernels: list[str], unread: list[str] | None = None) -> tuple[int, int, list[str]]:
    """(kernels, instructions compared, differences) over ``kernels`` of ``corpus``; the lines of a
    read-only target the reader names as not understood go to ``unread``."""
    count = 0
    bad: list[str] = []
    streams = llvm_streams(corpus)
    for k in kernels:
        c = compare_kernel(corpus, k)
        count += c.instructions
        for d in c.differences:
            if streams[k][0] in READ_ONLY and ": not understood: " in d:
                (unread if unread is not None else bad).append(f"{k}: {d}")
            else:
                bad.append(f"{k}: {d}")
    return len(kernels), count, bad


def test_the_sample_is_the_corpus_in_small() -> None:
    sample = llvm_streams("sample")
    assert {mcpu for mcpu, _, _, _ in sample.values()} == {"gfx900", "gfx908", "gfx90a", "gfx942", "gfx1030"}
    names = [n for n in files("sample") if n.endswith(".s")]
    assert sorted(names) == sorted(sample) and len(names) >= 10
    # the comma-less operand is in it, on a checked target
    assert any(b" 1 vcc\n" in files("sample")[k] and sample[k][0] in CHECKED for k in sample)


SAMPLE_SHARDS = 4


#: Half the sample corpus in the fast tier, the other half (and the whole MIOpen corpus) in the exhaustive tier.
@pytest.mark.parametrize("shard", [pytest.param(s, marks=() if s < 2 else pytest.mark.exhaustive)
                                   for s in range(SAMPLE_SHARDS)])
def test_sample_streams_equal_llvms(shard: int) -> None:
    unread: list[str] = []
    kernels, count, bad = _streams_equal("sample", sorted(llvm_streams("sample"))[shard::SAMPLE_SHARDS], unread)
    assert kernels >= 10 and count > 10_000 and not bad, "\n".join(bad[:20])
    # gfx10's v_cndmask_b32 v1, 0, 1 (SDWA, its VCC left out) is named, not read (docs/hazards.md)
    assert all("v_cndmask_b32_sdwa" in u for u in unread), unread[:5]


def test_tensile_streams_equal_llvms() -> None:
    kernels, count, bad = _streams_equal("tensile", sorted(llvm_streams("tensile")))
    assert kernels == 2 and count > 5000 and not bad, "\n".join(bad[:20])


def _compiled_sample() -> list[str]:
    """One file per target and compiler of the compiled corpus: the smallest."""
    streams = llvm_streams("compiled")
    best: dict[tuple[str, str, str], str] = {}
    for k, (mcpu, mattr, llvm, _) in streams.items():
        key = (k.split("/")[0], mcpu, mattr)
        if key not in best or len(llvm) < len(streams[best[key]][2]):
            best[key] = k
    return sorted(best.values())


def test_compiled_sample_streams_equal_llvms() -> None:
    chosen = _compiled_sample()
    assert {llvm_streams("compiled")[k][0] for k in chosen} >= {"gfx942", "gfx950", "gfx1100", "gfx1200", "gfx1250"}
    kernels, count, bad = _streams_equal("compiled", chosen)
    assert kernels >= 10 and not bad, "\n".join(bad[:20])


def test_every_compiled_file_is_in_the_streams() -> None:
    on_disk = sorted(p.relative_to(COMPILED).as_posix() for p in COMPILED.rglob("*.s"))
    assert on_disk == sorted(llvm_streams("compiled"))


def test_the_commaless_vcc_reads_vcc() -> None:
    # the construct, in a sample kernel: the comma-less v_cndmask_b32 ..., 1 vcc reads VCC
    sample = llvm_streams("sample")
    kernel = next(k for k in sorted(sample) if b" 1 vcc\n" in files("sample")[k] and sample[k][0] == "gfx942")
    mine = read_kernel("sample", kernel, "gfx942")
    seen = 0
    for s, entry in zip(mine.stmts, mine.stream, strict=True):
        if s.mnemonic == "v_cndmask_b32" and s.text.rstrip().endswith(" 1 vcc"):
            assert not isinstance(entry, str) and {"vcc_lo", "vcc_hi"} <= entry[1], (s.text, entry)
            seen += 1
    assert seen > 0


def _extract(corpus: str, directory: str, tmp: str) -> None:
    for name, data in files(corpus).items():
        if os.path.dirname(name) == directory:
            path = os.path.join(tmp, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            Path(path).write_bytes(data)


@pytest.mark.parametrize("mcpu", sorted(CHECKED))
def test_live_llvm_agrees_with_the_vendored_streams_and_findings(mcpu: str) -> None:
    need("llvm-mc-22 and llvm-objdump-22", have_llvm())
    sample = llvm_streams("sample")
    kernel = min((k for k in sample if sample[k][0] == mcpu), key=lambda k: (len(sample[k][2]), k))
    with tempfile.TemporaryDirectory() as tmp:
        _extract("sample", os.path.dirname(kernel), tmp)
        path = os.path.join(tmp, kernel)
        assert stream(objdump(path, mcpu), mcpu) == sample[kernel][2]
        c = compare(path, CHECKED[mcpu], mcpu)
    assert c.source_instructions == c.listing_instructions and c.agree, (c.source_findings, c.listing_findings)


# ----------------------------------------------------------------------------- the whole corpus

@pytest.mark.exhaustive
@pytest.mark.parametrize("corpus", ["miopen-dynamic_igemm", "tensile", "compiled"])
def test_every_stream_equals_llvms(corpus: str, capsys: pytest.CaptureFixture[str]) -> None:
    unread: list[str] = []
    kernels, count, bad = _streams_equal(corpus, sorted(llvm_streams(corpus)), unread)
    with capsys.disabled():
        print(f"\nreader vs llvm-mc-22 ({corpus}): {kernels} kernels, {count} instructions compared, "
              f"differences: {len(bad)}; lines of gfx900/gfx1030 named as not understood: {len(unread)}")
    assert not bad, "\n".join(bad[:20])
    assert all("v_cndmask_b32_sdwa" in u for u in unread), unread[:5]


def _findings(corpus: str, directory: str) -> list[str]:
    """The kernels of a directory whose findings from source and from the listing differ."""
    streams = llvm_streams(corpus)
    kernels = sorted(k for k in streams if os.path.dirname(k) == directory and streams[k][0] in CHECKED)
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        _extract(corpus, directory, tmp)
        for k in kernels:
            mcpu = streams[k][0]
            c = compare(os.path.join(tmp, k), CHECKED[mcpu], mcpu)
            if not (c.agree and c.source_instructions == c.listing_instructions):
                bad.append(f"{k}: {len(c.source_findings)} from source, {len(c.listing_findings)} from the listing")
    return bad


def _directories(corpus: str) -> list[str]:
    return sorted({os.path.dirname(k) for k, v in llvm_streams(corpus).items() if v[0] in CHECKED})


SHARDS = 16


@pytest.mark.exhaustive
@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_kernel_has_the_same_findings_from_source_and_listing(shard: int) -> None:
    # sharded so that collecting the fast tier does not read the whole corpus
    need("llvm-mc-22 and llvm-objdump-22", have_llvm())
    directories = _directories("miopen-dynamic_igemm")
    assert len(directories) > SHARDS
    bad = [b for d in directories[shard::SHARDS] for b in _findings("miopen-dynamic_igemm", d)]
    assert not bad, "\n".join(bad[:20])


def test_the_dgemm_of_tensile_has_the_same_findings_from_source_and_listing() -> None:
    need("llvm-mc-22 and llvm-objdump-22", have_llvm())
    assert _directories("tensile") == [""]
    assert _findings("tensile", "") == []
