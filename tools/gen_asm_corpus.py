#!/usr/bin/env python3
"""Vendor the assembly corpus of tests/data/asm_corpus/ and LLVM's stream of every kernel in it.

Sources (``--sources``; from the mirrors the project's fetch tool brings, at pinned commits):

* ``miopen-dynamic_igemm.tar.xz``: ROCm/MIOpen ``src/kernels/dynamic_igemm/`` at
  MIOPEN_COMMIT, as ``git archive`` writes it (every kernel and the ``*_utils.inc`` files
  they include; MIT licence, kept with the archive as ``LICENSE.txt``);
* ``tensile.tar.xz``: ROCm/Tensile's assembly kernels at TENSILE_COMMIT (its custom DGEMM for
  gfx90a and its test kernel for gfx900; MIT licence, ``LICENSE.md``).

Streams (``--streams``): every kernel is assembled by ``llvm-mc-22 -filetype=obj`` for its
target, disassembled by ``llvm-objdump-22 -d``, and each instruction of the listing read by
``llvm-mc-22 --disassemble -show-inst`` with LLVM's opcode descriptions
(tests/support/llvm_stream.py): ``<corpus>.streams.xz`` holds, per kernel, the instruction
stream LLVM defines (mnemonic, registers read, registers written); the reader's must equal
it (tests/hazards/test_reader_vs_llvm.py).

A kernel's target comes from its name, as MIOpen's solvers pick them (``_gtcx_`` gfx908,
``_gtcx2_`` gfx90a, ``_gtcx3_`` gfx942, ``_gtcn2_`` gfx1030; the three ``igemm_*_dynamic.s``
of the top directory are gfx900 kernels, assembled with ``-mattr=-xnack`` as their
``.amdhsa_reserve_xnack_mask 0`` needs, and so is Tensile's test kernel).

The fast tier's sample (``--sample``): ``sample.tar.xz`` holds the MIOpen kernels that together
hold every construct class of the corpus (each mnemonic with each combination of operand kinds
and source modifiers, with and without the commas, per target; a greedy cover), with the
files they include, and ``sample.streams.xz`` their streams.

The compiled corpus (``--compiled``): ``compiled.streams.xz`` holds LLVM's stream of every file
of tests/data/compiled (Triton 3.9's and clang-22's output, vendored by tools/gen_compiled_kernels.py),
read as tests/support/compiled_corpus.py says llvm-mc-22 reads them.

Usage: python tools/gen_asm_corpus.py [--sources] [--streams] [--sample] [--compiled] [--jobs N] [--only S]
"""

from __future__ import annotations

import argparse
import io
import json
import lzma
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "support"))

DIR = ROOT / "tests" / "data" / "asm_corpus"
MIOPEN_REPO = "/work/.mirror/ROCm+MIOpen/repo"
MIOPEN_COMMIT = "2d1fd997a6fcf801ac4ca7a63e0656ef1cb9f488"
MIOPEN_PATH = "src/kernels/dynamic_igemm"
TENSILE_REPO = "/work/.mirror/ROCm+Tensile/repo"
TENSILE_COMMIT = "a164ed70df55ceb076f4a1f2fa2ea11f0f1384cc"
TENSILE_PATHS = ["Tensile/CustomKernels/DGEMM_Aldebaran_NN_MT128x128x16_MI16x16x4x1_GRVW2_SU4_SUS128_WGM4.s",
                 "Tensile/Tests/unit/customKernels/TestKernel.s"]
CORPORA = {"miopen-dynamic_igemm": DIR / "miopen-dynamic_igemm.tar.xz", "tensile": DIR / "tensile.tar.xz",
           "sample": DIR / "sample.tar.xz"}


def target(name: str) -> tuple[str, str]:
    """(-mcpu, -mattr) of a kernel of the corpus, from its file name."""
    base = os.path.basename(name)
    if "_gtcx3_" in base:
        return "gfx942", ""
    if "_gtcx2_" in base:
        return "gfx90a", ""
    if "_gtcx_" in base:
        return "gfx908", ""
    if "_gtcn2_" in base:
        return "gfx1030", ""
    if base.startswith("DGEMM_Aldebaran"):
        return "gfx90a", ""
    if base in ("igemm_bwd_gtc_dynamic.s", "igemm_v4r1_dynamic.s", "igemm_v4r1_wrw_dynamic.s"):
        return "gfx900", "-xnack"
    if base == "TestKernel.s":  # .amdgcn_target "amdgcn-amd-amdhsa--gfx900": no xnack setting
        return "gfx900", ""
    raise ValueError(f"no target known for {name}")


# ---------------------------------------------------------------------------- sources
def _git(repo: str, *args: str) -> bytes:
    return subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True).stdout


def _xz_tar(members: list[tuple[str, bytes]], out: Path) -> None:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for name, data in sorted(members):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            info.mtime = 0
            info.mode = 0o644
            tar.addfile(info, io.BytesIO(data))
    out.write_bytes(lzma.compress(buf.getvalue(), preset=9 | lzma.PRESET_EXTREME))


def sources() -> None:
    DIR.mkdir(parents=True, exist_ok=True)
    names = _git(MIOPEN_REPO, "ls-tree", "-r", "--name-only", MIOPEN_COMMIT, MIOPEN_PATH).decode().split()
    members = [(n[len(MIOPEN_PATH) + 1:], _git(MIOPEN_REPO, "show", f"{MIOPEN_COMMIT}:{n}"))
               for n in names if n.endswith((".s", ".inc"))]
    members.append(("LICENSE.txt", _git(MIOPEN_REPO, "show", f"{MIOPEN_COMMIT}:LICENSE.txt")))
    _xz_tar(members, CORPORA["miopen-dynamic_igemm"])
    members = [(os.path.basename(p), _git(TENSILE_REPO, "show", f"{TENSILE_COMMIT}:{p}")) for p in TENSILE_PATHS]
    members.append(("LICENSE.md", _git(TENSILE_REPO, "show", f"{TENSILE_COMMIT}:LICENSE.md")))
    _xz_tar(members, CORPORA["tensile"])
    for name, path in CORPORA.items():
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size:,} bytes ({name})")


def members(corpus: str) -> dict[str, bytes]:
    """Every file of a vendored corpus archive: name -> bytes."""
    path = CORPORA[corpus]
    if not path.is_file():
        raise FileNotFoundError(f"vendored test data missing: {path} (python tools/gen_asm_corpus.py --sources)")
    out = {}
    with tarfile.open(fileobj=io.BytesIO(lzma.decompress(path.read_bytes()))) as tar:
        for info in tar:
            f = tar.extractfile(info)
            if f is not None:
                out[info.name] = f.read()
    return out


def kernels(files: dict[str, bytes]) -> list[str]:
    return sorted(n for n in files if n.endswith(".s"))


# ---------------------------------------------------------------------------- streams
def _one(job: tuple[str, str, str, str]) -> tuple[str, list[tuple[str, str, str]] | str]:
    from llvm_stream import objdump, stream

    root, name, mcpu, mattr = job
    try:
        listing = objdump(os.path.join(root, name), mcpu, mattr)
        entries = stream(listing, mcpu, mattr)
    except (subprocess.CalledProcessError, AssertionError) as e:
        err = getattr(e, "stderr", "") or str(e)
        return name, f"{type(e).__name__}: {str(err).strip().splitlines()[:1]}"
    return name, [(m, " ".join(sorted(r)), " ".join(sorted(w))) for m, r, w in entries]


def streams(corpus: str, jobs: int, only: str | None, merge: bool = False) -> None:
    """LLVM's stream of every kernel of ``corpus`` (``only``: of the kernels whose name holds it;
    ``merge``: keep the vendored streams of the others)."""
    from llvm_stream import LLVM_MC

    files = members(corpus)
    names = [n for n in kernels(files) if not only or only in n]
    version = subprocess.run([LLVM_MC, "--version"], check=True, capture_output=True, text=True).stdout
    start = time.time()
    entry_ids: dict[tuple[str, str, str], int] = {}
    rows: list[dict[str, object]] = []
    failed = []
    if merge:
        for k, mcpu, mattr, old, _ in read_streams(corpus):
            if k not in names:
                ids = [entry_ids.setdefault((m, " ".join(sorted(r)), " ".join(sorted(w))), len(entry_ids))
                       for m, r, w in old]
                rows.append({"kernel": k, "mcpu": mcpu, "mattr": mattr, "stream": ids})
    with tempfile.TemporaryDirectory() as tmp:
        for n, data in files.items():
            path = os.path.join(tmp, n)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
        work = [(tmp, n, *target(n)) for n in names]
        with ProcessPoolExecutor(jobs) as pool:
            for name, got in pool.map(_one, work, chunksize=8):
                if isinstance(got, str):
                    failed.append((name, got))
                    continue
                ids = []
                for e in got:
                    k = entry_ids.get(e)
                    if k is None:
                        k = entry_ids[e] = len(entry_ids)
                    ids.append(k)
                mcpu, mattr = target(name)
                rows.append({"kernel": name, "mcpu": mcpu, "mattr": mattr, "stream": ids})
    rows.sort(key=lambda r: str(r["kernel"]))
    total = sum(len(r["stream"]) for r in rows)  # type: ignore[arg-type]
    head = {"llvm": _version(version),
            "tool": "tools/gen_asm_corpus.py", "corpus": corpus, "kernels": len(rows), "instructions": total,
            "failed": failed}
    lines = [json.dumps(head), json.dumps({"entries": [list(e) for e in entry_ids]}, separators=(",", ":"))]
    lines += [json.dumps(r, separators=(",", ":")) for r in rows]
    out = DIR / f"{corpus}.streams.xz"
    out.write_bytes(lzma.compress(("\n".join(lines) + "\n").encode(), preset=9 | lzma.PRESET_EXTREME))
    print(f"{out.relative_to(ROOT)}: {len(rows)} kernels, {total:,} instructions, {len(entry_ids):,} distinct, "
          f"{len(failed)} llvm-mc rejects; {out.stat().st_size:,} bytes; {time.time() - start:.0f} s")
    for name, why in failed[:10]:
        print(f"  not assembled: {name}: {why}")


Stream = list[tuple[str, frozenset[str], frozenset[str]]]


def _version(text: str) -> str:
    m = re.search(r"LLVM version (\S+)", text)
    return f"LLVM {m.group(1)}" if m else text.strip()


def read_streams(corpus: str) -> Iterator[tuple[str, str, str, Stream, list[int]]]:
    """(kernel, mcpu, mattr, LLVM's stream, lines not assembled) for every kernel of the vendored
    streams of ``corpus`` ("compiled": the files of tests/data/compiled)."""
    path = DIR / f"{corpus}.streams.xz"
    if not path.is_file():
        raise FileNotFoundError(f"vendored test data missing: {path} (python tools/gen_asm_corpus.py --streams)")
    lines = lzma.decompress(path.read_bytes()).decode().splitlines()
    entries = [(m, frozenset(r.split()), frozenset(w.split())) for m, r, w in json.loads(lines[1])["entries"]]
    for line in lines[2:]:
        row = json.loads(line)
        yield row["kernel"], row["mcpu"], row["mattr"], [entries[k] for k in row["stream"]], row.get("rejected", [])


# ---------------------------------------------------------------------------- the shipped selection
def selection(files: dict[str, bytes]) -> list[tuple[str, str]]:
    """The "shipped kernels" of the figures, reproducibly: in each MIOpen directory whose kernels
    include a ``*_utils.inc`` (the xdlops NHWC kernels for gfx908, gfx90a and gfx942: 22
    directories), the first, the middle and the last kernel by name; and Tensile's DGEMM.
    66 + 1 kernels, as (corpus, kernel)."""
    out = []
    dirs = sorted({os.path.dirname(n) for n in files if n.endswith("_utils.inc")})
    for d in dirs:
        names = sorted(n for n in files if os.path.dirname(n) == d and n.endswith(".s"))
        if not names or target(names[0])[0] not in ("gfx908", "gfx90a", "gfx942"):
            continue
        for n in dict.fromkeys((names[0], names[len(names) // 2], names[-1])):
            out.append(("miopen-dynamic_igemm", n))
    out.append(("tensile", os.path.basename(TENSILE_PATHS[0])))
    return out


# ---------------------------------------------------------------------------- the compiled corpus
COMPILED = DIR / "compiled.streams.xz"


def compiled_files() -> list[tuple[str, str, str, str]]:
    """(path, text as llvm-mc-22 reads it, -mcpu, -mattr) of each file of tests/data/compiled."""
    sys.path.insert(0, str(ROOT / "tests"))
    from support.compiled_corpus import for_llvm_mc, kernels, llvm_mc_options

    out = {}
    for e in kernels():
        if e["path"] not in out:
            opts = llvm_mc_options(e)
            mattr = next((o.split("=", 1)[1] for o in opts if o.startswith("-mattr=")), "")
            out[e["path"]] = (e["path"], for_llvm_mc(e), e["arch"], mattr)
    return [out[k] for k in sorted(out)]


def compiled(jobs: int) -> None:
    """LLVM's stream of every file of the compiled corpus (tests/data/compiled). A VOPD line that
    llvm-mc-22 rejects for a VGPR bank clash that Triton's newer LLVM allows
    (compiled_corpus.llvm22_rejects) is assembled as ``s_nop 0`` and its line recorded: the test
    does not compare those."""
    sys.path.insert(0, str(ROOT / "tests"))
    from llvm_stream import LLVM_MC, objdump, stream
    from support.compiled_corpus import llvm22_rejects

    rows = []
    entry_ids: dict[tuple[str, str, str], int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for path, text, mcpu, mattr in compiled_files():
            args = [LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-filetype=obj", "-o", os.devnull]
            if mattr:
                args.insert(3, f"-mattr={mattr}")
            done = subprocess.run(args, input=text, capture_output=True, text=True, check=False)
            lines = text.split("\n")
            rejected = []
            for err in done.stderr.splitlines():
                parts = err.split(":", 3)
                if len(parts) == 4 and parts[2].strip().isdigit() and "error" in parts[3]:
                    n = int(parts[1])
                    message = parts[3].split("error:", 1)[1].strip()
                    if not llvm22_rejects(lines[n - 1], message):
                        raise SystemExit(f"{path}:{n}: llvm-mc-22 rejects {lines[n - 1].strip()!r}: {message}")
                    lines[n - 1] = "\ts_nop 0"
                    rejected.append(n)
            file = os.path.join(tmp, "k.s")
            Path(file).write_text("\n".join(lines))
            ids = []
            for m, r, w in stream(objdump(file, mcpu, mattr), mcpu, mattr):
                e = (m, " ".join(sorted(r)), " ".join(sorted(w)))
                ids.append(entry_ids.setdefault(e, len(entry_ids)))
            rows.append({"kernel": path, "mcpu": mcpu, "mattr": mattr, "stream": ids,
                         "rejected": sorted(set(rejected))})
    version = subprocess.run([LLVM_MC, "--version"], check=True, capture_output=True, text=True).stdout
    head = {"llvm": _version(version), "tool": "tools/gen_asm_corpus.py", "corpus": "compiled",
            "kernels": len(rows), "instructions": sum(len(r["stream"]) for r in rows), "failed": []}
    out = [json.dumps(head), json.dumps({"entries": [list(e) for e in entry_ids]}, separators=(",", ":"))]
    out += [json.dumps(r, separators=(",", ":")) for r in rows]
    COMPILED.write_bytes(lzma.compress(("\n".join(out) + "\n").encode(), preset=9 | lzma.PRESET_EXTREME))
    print(f"{COMPILED.relative_to(ROOT)}: {len(rows)} files, {head['instructions']:,} instructions, "
          f"{sum(len(r['rejected']) for r in rows)} lines llvm-mc-22 rejects; {COMPILED.stat().st_size:,} bytes")
    del jobs


# ---------------------------------------------------------------------------- the fast tier's sample
SAMPLE = DIR / "sample.tar.xz"


def construct_classes(corpus: str, name: str, files: dict[str, bytes]) -> set[tuple[object, ...]]:
    """The classes of constructs a kernel holds, as the reader sees them: per target, each mnemonic
    with the kinds of its operands (register, constant, ``off``, function; source modifiers) and
    whether a comma between two operands is left out."""
    sys.path.insert(0, str(ROOT / "src"))
    from amdmatrix.hazards.asm import expand
    from amdmatrix.hazards.reader import read_lines

    def read(path: str) -> str:
        return files[os.path.normpath(path)].decode("utf-8", "surrogateescape")

    from amdmatrix.errors import AmdMatrixError

    mcpu, _ = target(name)
    out: set[tuple[object, ...]] = set()
    try:
        stmts = read_lines(expand(read(name), name, read).lines)
    except AmdMatrixError as e:  # a kernel the reader refuses is a class of its own (the test fails on it)
        return {(mcpu, "refused", str(e))}
    for st in stmts:
        kinds = tuple((i.kind, tuple(sorted(i.mods))) for i in st.items)
        commas = st.text.count(",") - sum(i.text.count(",") for i in st.items) \
            - sum(m.count(",") for m in st.modifiers)
        out.add((mcpu, st.mnemonic, kinds, len(st.items) > 1 and commas < len(st.items) - 1))
    return out


def _classes_of(job: tuple[str, list[str]]) -> list[tuple[str, set[tuple[object, ...]]]]:
    corpus, names = job
    files = members(corpus)
    return [(n, construct_classes(corpus, n, files)) for n in names]


def sample(corpus: str = "miopen-dynamic_igemm", jobs: int = 1) -> list[str]:
    """Kernels that together hold every construct class of the corpus (greedy cover, per target,
    ties broken by name), and the files they include."""
    names = kernels(members(corpus))
    chunks = [(corpus, names[i::jobs * 8]) for i in range(jobs * 8)]
    classes: dict[str, set[tuple[object, ...]]] = {}
    with ProcessPoolExecutor(jobs) as pool:
        for got in pool.map(_classes_of, chunks):
            classes.update(got)
    left = set().union(*classes.values())
    chosen: list[str] = []
    while left:
        best = max(sorted(classes), key=lambda n: len(classes[n] & left))
        chosen.append(best)
        left -= classes[best]
    return sorted(chosen)


def write_sample(jobs: int) -> None:
    """The sample's sources, and its streams: those of the vendored corpus (the same llvm-mc run)."""
    files = members("miopen-dynamic_igemm")
    chosen = sample(jobs=jobs)
    wanted = set(chosen)
    for name in chosen:  # the files each kernel includes: its directory's *_utils.inc
        d = os.path.dirname(name)
        wanted |= {n for n in files if n.endswith(".inc") and os.path.dirname(n) == d}
    wanted.add("LICENSE.txt")
    _xz_tar([(n, files[n]) for n in sorted(wanted)], SAMPLE)
    path = DIR / "miopen-dynamic_igemm.streams.xz"
    lines = lzma.decompress(path.read_bytes()).decode().splitlines()
    rows = [r for r in lines[2:] if json.loads(r)["kernel"] in set(chosen)]
    head = {**json.loads(lines[0]), "corpus": "sample", "kernels": len(rows),
            "instructions": sum(len(json.loads(r)["stream"]) for r in rows)}
    used = sorted({k for r in rows for k in json.loads(r)["stream"]})  # the entries the sample uses, renumbered
    renumber = {k: n for n, k in enumerate(used)}
    entries = json.loads(lines[1])["entries"]
    out = [json.dumps(head), json.dumps({"entries": [entries[k] for k in used]}, separators=(",", ":"))]
    for r in rows:
        row = json.loads(r)
        row["stream"] = [renumber[k] for k in row["stream"]]
        out.append(json.dumps(row, separators=(",", ":")))
    (DIR / "sample.streams.xz").write_bytes(lzma.compress(("\n".join(out) + "\n").encode(),
                                                          preset=9 | lzma.PRESET_EXTREME))
    print(f"{SAMPLE.relative_to(ROOT)}: {len(chosen)} kernels ({SAMPLE.stat().st_size:,} bytes)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sources", action="store_true", help="vendor the corpus archives from the mirrors")
    ap.add_argument("--streams", action="store_true", help="write LLVM's stream of every kernel")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--sample", action="store_true", help="write the fast tier's sample and its streams")
    ap.add_argument("--compiled", action="store_true", help="write LLVM's streams of tests/data/compiled")
    ap.add_argument("--only", help="only the kernels whose name holds this (a trial run)")
    ap.add_argument("--merge", action="store_true", help="with --only: keep the vendored streams of the others")
    args = ap.parse_args()
    if args.sources:
        sources()
    if args.streams:
        for corpus in ("miopen-dynamic_igemm", "tensile"):
            streams(corpus, args.jobs, args.only, args.merge)
    if args.sample:
        write_sample(args.jobs)
    if args.compiled:
        compiled(args.jobs)
    if not (args.sources or args.streams or args.sample or args.compiled):
        ap.print_help()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
