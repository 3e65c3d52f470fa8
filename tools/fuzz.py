#!/usr/bin/env python3
"""A seeded fuzz run over every subcommand and every public function, with case counts.

Each case runs in-process in a scratch directory that holds a few fixtures: a kernel
(``k.s``), an llvm-objdump listing, a word dump, NumPy inputs, a write-protected file
(``ro.svg``, mode 0444) and a directory. A case is

* a command line: a subcommand (or a query) with arguments drawn from legal values, near
  misses and hostile ones (4,400-digit numbers, control characters, NUL, Unicode digits,
  output paths such as ``-``, ``/dev/null``, the protected file, a directory, a missing
  directory);
* a call of a public function (``amdmatrix.__all__``, the methods of ``Instruction``, the
  functions of ``amdmatrix.hazards`` and ``amdmatrix.emulate``) with arguments drawn the
  same way (and ``None``, floats, NaN, NumPy arrays, lists, huge integers).

It reports, per target, the number of cases and of findings:

* **tracebacks**: an exception escaping ``amdmatrix.cli.main``, or "Traceback" on stderr;
* **bad errors**: exit status 2 without exactly one line ``amdmatrix: error: ...`` on stderr
  (``encode``/``decode``: one such line per bad input line), a status other than 0, 1 and 2,
  or a library error message of several lines;
* **wrong exception types**: a function raising anything but an ``AmdMatrixError``;
* **hangs**: a case running longer than ``--timeout`` seconds;
* **changed or clobbered files**: a fixture changed, or a stray file (a temporary) left behind.

0 of each is the goal. The run is reproducible: the same ``--seed`` draws the same cases.
The first few findings of each kind are printed with what reproduces them.

Usage: python tools/fuzz.py [--seed S] [--cases N] [--timeout SECONDS] [--only NAME]
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import inspect
import io
import math
import os
import random
import shlex
import signal
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import amdmatrix  # noqa: E402
from amdmatrix import AmdMatrixError  # noqa: E402
from amdmatrix.cli import main  # noqa: E402

ARCHS = ["cdna1", "cdna2", "CDNA3", "mi300x", "gfx950", "cdna4", "rdna3", "gfx1201", "rdna4", "gfx1250", "cdna9", ""]
INSTS = ["v_mfma_f32_32x32x8_f16", "v_mfma_f32_4x4x4f16", "v_mfma_f64_4x4x4f64", "v_smfmac_f32_16x16x32_f16",
         "v_wmma_f16_16x16x16_f16", "v_swmmac_f32_16x16x32_f16", "v_mfma_f32_16x16x32_bf16",
         "v_mfma_f32_32x32x64_f8f6f4", "v_mfma_scale_f32_16x16x128_f8f6f4", "v_wmma_f32_16x16x4_f32",
         "v_wmma_ld_scale_paired_b32", "v_wmma_ld_scale16_paired_b64", "v_smfmac_f32_16x16x128_fp8_fp8", "bogus"]
BIG = "9" * 4400
NUMBERS = ["0", "1", "2", "3", "4", "7", "15", "31", "63", "64", "-1", "²", "٣", BIG, "-" + BIG, "0x" + "f" * 300,
           "1_000", " 3", "nan", "1e3", "0x10", ""]
FORMATS = ["fp8", "bf8", "fp6", "bf6", "fp4", "e4m3", "FP4", "fp16", "0", "4", "9", ""]
HOSTILE = ["\n", "a\nb", "\x1b[31m", "\x00", "\u2028", "§", "é", "\udcff", "-", "--", "-x", "--bogus", "a" * 3000]
ASM = ["v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0",
       "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 1.0",
       "v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], v[0:3] cbsz:" + BIG,
       "v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], " + BIG,
       "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]",
       "v_accvgpr_read_b32 v4, a0", "v_accvgpr_mov_b32 a1, a2", "s_nop 7", "v_mov_b32 v1, v0", "label:", "",
       "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0 op_sel:[" + BIG + ",0,0]", "s_nop " + BIG]
WORDS = ["d3cc8000 03ca0500", "0x0080ccd30005ca03", "[0x00,0x80,0xcc,0xd3,0x00,0x05,0xca,0x03]", "bf800000",
         "D3C08900 44020501", "zz", "0x" + "f" * 500, "d3cc8000"]
OUTPUTS = ["out.svg", "out.npy", "-", "/dev/null", "ro.svg", "dir", "missing/x.svg", "", ".", "a\0b"]
KERNEL = ("\t.text\nkern:\n\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0\n\tv_accvgpr_read_b32 v4, a0\n"
          "\ts_nop 7\n\tv_mfma_f32_16x16x16_f16 v[0:3], v[0:1], v[2:3], v[0:3]\n\tv_add_f32 v5, v0, v1\n")
LISTING = ("\nk.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n0000000000000000 <kern>:\n"
           "\tv_mov_b32_e32 v0, 0" + " " * 40 + "// 000000000000: 7E000280\n"
           "\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0        // 000000000004: D3CC8000 03CA0500\n")


class Hang(BaseException):
    """The case ran past the time limit."""


def _alarm(signum: int, frame: object) -> None:
    raise Hang


# ----------------------------------------------------------------------------- the scratch directory
class Scratch:
    """The fuzz's working directory: fixtures that must never change, and a check for strays."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.fixtures: dict[str, bytes] = {"k.s": KERNEL.encode(), "listing.txt": LISTING.encode(),
                                           "dump.txt": ("d3cc8000 03ca0500\nbf800000\n" * 50).encode(),
                                           "ro.svg": b"PROTECTED\n"}
        try:
            import numpy as np

            for name, shape in (("a16.npy", (32, 8)), ("b16.npy", (8, 32)), ("c32.npy", (32, 32)),
                                ("bad.npy", (3, 3))):
                buf = io.BytesIO()
                np.save(buf, np.ones(shape))
                self.fixtures[name] = buf.getvalue()
        except ImportError:
            pass
        self.restore()

    def restore(self) -> None:
        for name, data in self.fixtures.items():
            path = self.root / name
            if path.exists():
                path.chmod(0o644)
            path.write_bytes(data)
        (self.root / "ro.svg").chmod(0o444)
        (self.root / "dir").mkdir(exist_ok=True)

    def damage(self) -> list[str]:
        """Fixtures changed or removed, and stray files left behind (then cleaned up)."""
        found = []
        for name, data in self.fixtures.items():
            path = self.root / name
            if not path.is_file() or path.read_bytes() != data:
                found.append(f"{name} changed")
        if (self.root / "ro.svg").exists() and (self.root / "ro.svg").stat().st_mode & 0o777 != 0o444:
            found.append("ro.svg lost its protection")
        for path in self.root.rglob("*"):
            rel = str(path.relative_to(self.root))
            if rel in self.fixtures or rel == "dir" or rel in ("out.svg", "out.npy"):
                continue
            found.append(f"stray {rel}")
        for name in ("out.svg", "out.npy"):
            (self.root / name).unlink(missing_ok=True)
        for path in sorted(self.root.rglob("*"), reverse=True):
            rel = str(path.relative_to(self.root))
            if rel not in self.fixtures and rel != "dir":
                if path.is_dir():
                    path.rmdir()
                else:
                    path.unlink()
        if found:
            self.restore()
        return found


# ----------------------------------------------------------------------------- command lines
def _pick(rnd: random.Random, *pools: list[str]) -> str:
    return rnd.choice(rnd.choice(pools))


def _query(rnd: random.Random) -> list[str]:
    argv = []
    if rnd.random() < 0.9:
        argv += ["-a", _pick(rnd, ARCHS, ARCHS, HOSTILE)]
    if rnd.random() < 0.9:
        argv += ["-i", _pick(rnd, INSTS, INSTS, HOSTILE)]
    argv.append(rnd.choice(["-d", "-g", "-m", "-R", "-M", "-L", "--list-architectures", "-h", "-v", "-d"]))
    for _ in range(rnd.randint(0, 5)):
        opt = rnd.choice(["-A", "-B", "-C", "-D", "-k", "--A-scale", "--B-scale", "--scale-a", "-o", "--csv",
                          "--markdown", "--json", "--transpose", "-I", "-J", "-K", "-b", "-r", "-l", "--cbsz",
                          "--abid", "--blgp", "--opsel", "--neg", "--neg_hi", "-w", "--a-format", "--b-format",
                          "--a-scale-byte", "--supports", "--svg", "--color"])
        argv.append(opt)
        if opt in ("-I", "-J", "-K", "-b", "-r", "-l", "--cbsz", "--abid", "--blgp", "--opsel", "--neg", "--neg_hi",
                   "-w", "--a-scale-byte"):
            argv.append(_pick(rnd, NUMBERS, NUMBERS, HOSTILE))
        elif opt in ("--a-format", "--b-format"):
            argv.append(_pick(rnd, FORMATS, HOSTILE))
        elif opt == "--supports":
            argv.append(rnd.choice(["blgp", "cbsz,abid", "bogus", ""]))
        elif opt == "--svg":
            argv.append(rnd.choice(OUTPUTS))
        elif opt == "--color":
            argv.append(rnd.choice(["lane", "register", "block", "pink"]))
    return argv


def _encode(rnd: random.Random) -> list[str]:
    cmd = rnd.choice(["encode", "decode"])
    argv = [cmd, "-a", _pick(rnd, ARCHS, ARCHS, HOSTILE)]
    for _ in range(rnd.randint(0, 2)):
        argv.append(rnd.choice(["--fields", "--json", "--skip-other", "-w", "--sk"]))
        if argv[-1] == "-w":
            argv.append(_pick(rnd, NUMBERS, ["32", "64"]))
    for _ in range(rnd.randint(0, 3)):
        argv.append(_pick(rnd, ASM if cmd == "encode" else WORDS, ["k.s", "listing.txt", "dump.txt", "-", "dir",
                                                                    "nothere"], HOSTILE))
    return argv


def _emulate(rnd: random.Random) -> list[str]:
    argv = ["emulate", "-a", _pick(rnd, ARCHS, ["cdna3"] * 4), "-i", _pick(rnd, INSTS, ["v_mfma_f32_32x32x8_f16"] * 4)]
    if rnd.random() < 0.5:
        argv.append("--random")
        if rnd.random() < 0.3:
            argv += [rnd.choice(["--seed", "--batch"]), _pick(rnd, NUMBERS)]
    else:
        argv += ["--A", rnd.choice(["a16.npy", "bad.npy", "nothere.npy", "k.s", "dir"]),
                 "--B", rnd.choice(["b16.npy", "bad.npy", "a16.npy"])]
        if rnd.random() < 0.5:
            argv += ["--C", rnd.choice(["c32.npy", "bad.npy"])]
    for _ in range(rnd.randint(0, 3)):
        opt = rnd.choice(["--out", "--json", "--show-registers", "--clamp", "--cbsz", "--blgp", "--abid",
                          "--a-format", "--A-scale", "--scale-b", "-w", "--provisional", "--index"])
        argv.append(opt)
        if opt == "--out":
            argv.append(rnd.choice(OUTPUTS))
        elif opt in ("--cbsz", "--blgp", "--abid", "-w"):
            argv.append(_pick(rnd, NUMBERS))
        elif opt == "--a-format":
            argv.append(_pick(rnd, FORMATS))
        elif opt in ("--A-scale", "--scale-b", "--index"):
            argv.append(rnd.choice(["a16.npy", "bad.npy"]))
    return argv


def _hazards(rnd: random.Random) -> list[str]:
    if rnd.random() < 0.5:
        argv = ["hazards", "-a", _pick(rnd, ARCHS, ARCHS, HOSTILE)]
        r = rnd.random()
        if r < 0.4:
            argv += [_pick(rnd, ASM, HOSTILE), _pick(rnd, ASM, HOSTILE)]
        elif r < 0.7:
            argv += ["-i", _pick(rnd, INSTS, HOSTILE)]
        if rnd.random() < 0.3:
            argv.append("--json")
        return argv
    argv = ["check", "-a", _pick(rnd, ARCHS, ["cdna3", "gfx942"], HOSTILE)]
    for _ in range(rnd.randint(0, 3)):
        opt = rnd.choice(["--fix", "-o", "--json", "--strict", "-w"])
        argv.append(opt)
        if opt == "-o":
            argv.append(rnd.choice(OUTPUTS))
        elif opt == "-w":
            argv.append(_pick(rnd, NUMBERS))
    if rnd.random() < 0.95:
        argv.append(rnd.choice(["k.s", "-", "listing.txt", "nothere.s", "dir", "ro.svg", "\0"]))
    return argv


def _draw(rnd: random.Random) -> list[str]:
    argv = ["draw", "-a", _pick(rnd, ARCHS, ["cdna3", "cdna4", "gfx1250"], HOSTILE),
            "-i", _pick(rnd, INSTS, ["v_mfma_f32_32x32x8_f16", "v_wmma_ld_scale_paired_b32"], HOSTILE)]
    if rnd.random() < 0.95:
        argv += ["-o", rnd.choice(OUTPUTS)]
    for _ in range(rnd.randint(0, 2)):
        opt = rnd.choice(["--cbsz", "--blgp", "--a-format", "--b-format", "-w", "--color"])
        argv += [opt, _pick(rnd, FORMATS if "format" in opt else ["lane", "block", "x"] if opt == "--color"
                            else NUMBERS)]
    return argv


def _explore(rnd: random.Random) -> list[str]:
    return ["explore", *rnd.choice([["-o", rnd.choice(OUTPUTS)], ["-h"], [], ["-o"], ["-x"]])]


def _stdin(rnd: random.Random) -> str:
    return rnd.choice([KERNEL, LISTING, "d3cc8000 03ca0500\n", "\0\n", "", "\udcff".encode("utf-8", "surrogatepass")
                       .decode("utf-8", "replace"), ASM[0] + "\n" + ASM[2] + "\n"])


CLI: dict[str, Callable[[random.Random], list[str]]] = {
    "query": _query, "encode/decode": _encode, "emulate": _emulate, "hazards/check": _hazards, "draw": _draw,
    "explore": _explore}


# ----------------------------------------------------------------------------- public functions
class _Weird:
    def __str__(self) -> str:
        raise RuntimeError("str() of a weird object")

    __repr__ = object.__repr__


def _bad_values() -> list[Any]:
    values: list[Any] = [None, True, 1.5, math.nan, -1, 2**64, 10**5000, "", "\n", "²", "a" * 3000, b"A", ["A"],
                         {"A": 1}, object(), _Weird(), BIG]
    try:
        import numpy as np

        values += [np.int64(3), np.array([1, 2]), np.array(64), np.float64(2.0), np.zeros((2, 2))]
    except ImportError:
        pass
    return values


def _good(name: str, rnd: random.Random) -> Any:
    """A plausible value for a parameter, by its name."""
    if name in ("arch",):
        return rnd.choice(ARCHS)
    if name in ("mnemonic",):
        return rnd.choice(INSTS)
    if name in ("asm", "text", "first", "second"):
        return rnd.choice(ASM + [KERNEL])
    if name == "data":
        return rnd.choice([bytes.fromhex("0080ccd30005ca03"), b"\0" * 8, b"", bytearray(b"\x00\x80\xcc\xd3")])
    if name == "matrix":
        return rnd.choice(["A", "B", "C", "D", "K", "SA", "SB", "a", "Q"])
    if name in ("wave",):
        return rnd.choice([None, 32, 64, 16])
    if name in ("supports", "modifier"):
        return rnd.choice(["blgp", "cbsz", "bogus", ("cbsz", "blgp")])
    if name in ("i", "j", "k", "block", "register", "lane", "row", "col", "cbsz", "abid", "blgp", "opsel", "neg"):
        return rnd.choice([0, 1, 2, 3, 15, 31, 63, -1, 99])
    if name in ("a_format", "b_format"):
        return rnd.choice(FORMATS)
    try:
        import numpy as np

        if name in ("A", "B", "C", "a", "b", "c", "values", "regs", "index", "scale_a", "scale_b"):
            return rnd.choice([np.ones((32, 8)), np.ones((8, 32)), np.ones((32, 32)), np.zeros((2, 64), np.uint32),
                               np.ones((16, 64), np.uint32), [[1.0]]])
    except ImportError:
        pass
    return rnd.choice([0, 1, "A", None])


def _functions() -> dict[str, Callable[..., Any]]:
    out: dict[str, Callable[..., Any]] = {}
    for name in amdmatrix.__all__:
        obj = getattr(amdmatrix, name)
        if callable(obj) and not isinstance(obj, type):
            out[f"amdmatrix.{name}"] = obj
    for name in ("fix", "rules", "analyse", "instruction_rules", "parse"):
        out[f"amdmatrix.hazards.{name}"] = getattr(amdmatrix.hazards.api, name)
    try:
        emulate = amdmatrix.emulate
        for name in ("pack", "unpack", "execute"):
            out[f"amdmatrix.emulate.{name}"] = getattr(emulate, name)
    except ImportError:
        pass
    return out


_SAMPLE_INSTS = [("cdna3", "v_mfma_f32_32x32x8_f16"), ("cdna2", "v_mfma_f32_4x4x4f16"),
                 ("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4"), ("cdna3", "v_smfmac_f32_16x16x32_f16"),
                 ("rdna3", "v_wmma_f16_16x16x16_f16"), ("gfx1250", "v_wmma_ld_scale_paired_b32"),
                 ("gfx1250", "v_wmma_f32_16x16x4_f32")]


def _methods() -> dict[str, list[Callable[..., Any]]]:
    """Every public method of Instruction, bound to a sample of instructions."""
    insts = [amdmatrix.instruction(a, m) for a, m in _SAMPLE_INSTS]
    out: dict[str, list[Callable[..., Any]]] = {}
    for name, member in inspect.getmembers(amdmatrix.Instruction):
        if name.startswith("_") or not inspect.isfunction(member) or name in ("replace",):
            continue
        out[f"Instruction.{name}"] = [getattr(i, name) for i in insts]
    return out


def _call_args(fn: Callable[..., Any], rnd: random.Random, bad: list[Any]) -> tuple[list[Any], dict[str, Any]]:
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        params = []
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for p in params:
        if p.kind in (p.VAR_POSITIONAL,):
            continue
        if p.kind == p.VAR_KEYWORD:
            for _ in range(rnd.randint(0, 2)):
                key = rnd.choice(["cbsz", "abid", "blgp", "opsel", "neg", "neg_hi", "a_format", "b_format",
                                  "a_scale_byte", "bogus"])
                kwargs[key] = rnd.choice(bad) if rnd.random() < 0.3 else _good(key, rnd)
            continue
        optional = p.default is not p.empty
        if optional and rnd.random() < 0.6:
            continue
        value = rnd.choice(bad) if rnd.random() < 0.3 else _good(p.name, rnd)
        if p.kind == p.KEYWORD_ONLY or (optional and rnd.random() < 0.5):
            kwargs[p.name] = value
        else:
            if len(args) < len([q for q in params if q.kind in (q.POSITIONAL_ONLY, q.POSITIONAL_OR_KEYWORD)
                                and q.name not in kwargs]):
                args.append(value)
    return args, kwargs


# ----------------------------------------------------------------------------- running
def _run_cli(argv: list[str], stdin: str) -> tuple[int | None, str, str, BaseException | None]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
        return status, out.getvalue(), err.getvalue(), None
    except Hang:
        raise
    except BaseException as e:  # noqa: BLE001 - every escape is a finding
        return None, out.getvalue(), err.getvalue(), e
    finally:
        sys.stdin = saved


def _timed(timeout: float, fn: Callable[[], Any]) -> Any:
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        return fn()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def run(seed: int, cases: int, timeout: float, only: str | None) -> int:
    rnd = random.Random(seed)
    counts: Counter[str] = Counter()
    findings: dict[str, Counter[str]] = defaultdict(Counter)
    samples: dict[str, list[str]] = defaultdict(list)

    def found(target: str, kind: str, what: str) -> None:
        findings[target][kind] += 1
        if len(samples[kind]) < 5:
            samples[kind].append(f"[{target}] {what}")

    start = time.time()
    home = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="amdmatrix-fuzz-") as tmp:
        os.chdir(tmp)
        scratch = Scratch(Path(tmp))
        try:
            for target, make in CLI.items():
                if only and only != target:
                    continue
                n = max(3, cases // 20) if target == "explore" else cases
                for _ in range(n):
                    argv, stdin = make(rnd), _stdin(rnd)
                    shown = "amdmatrix " + " ".join(shlex.quote(a) for a in argv)
                    counts[target] += 1
                    try:
                        status, _, err, exc = _timed(timeout, lambda: _run_cli(argv, stdin))  # noqa: B023
                    except Hang:
                        found(target, "hangs", shown)
                        continue
                    if exc is not None and not isinstance(exc, (BrokenPipeError, SystemExit)):
                        found(target, "tracebacks", f"{shown}: {type(exc).__name__}: {str(exc)[:120]}")
                    elif "Traceback" in err:
                        found(target, "tracebacks", shown)
                    elif status not in (0, 1, 2) or (status == 2 and not (
                            err.count("\n") >= 1 and all(x.startswith("amdmatrix: error: ")
                                                         for x in err.splitlines()))):
                        found(target, "bad errors", f"{shown}: status {status}, stderr {err[:160]!r}")
                    elif status == 2 and argv[0] not in ("encode", "decode") and err.count("\n") != 1:
                        found(target, "bad errors", f"{shown}: {err.count(chr(10))} error lines")
                    for damage in scratch.damage():
                        found(target, "changed or clobbered files", f"{shown}: {damage}")
            bad = _bad_values()
            functions: dict[str, list[Callable[..., Any]]] = {k: [v] for k, v in _functions().items()}
            functions.update(_methods())
            for target, fns in functions.items():
                if only and only != target:
                    continue
                for _ in range(cases):
                    fn = rnd.choice(fns)
                    args, kwargs = _call_args(fn, rnd, bad)
                    shown = f"{target}(*{_short(args)}, **{_short(kwargs)})"
                    counts[target] += 1
                    try:
                        _timed(timeout, lambda: fn(*args, **kwargs))  # noqa: B023 - called at once
                    except Hang:
                        found(target, "hangs", shown)
                    except AmdMatrixError as e:
                        if "\n" in str(e):
                            found(target, "bad errors", f"{shown}: a message of several lines")
                    except TypeError as e:  # a call the signature refuses is the caller's error, not a finding
                        if not any(s in str(e) for s in ("positional argument", "keyword argument", "multiple values")):
                            found(target, "wrong exception types", f"{shown}: TypeError: {str(e)[:120]}")
                    except Exception as e:  # noqa: BLE001
                        found(target, "wrong exception types", f"{shown}: {type(e).__name__}: {str(e)[:120]}")
                    for damage in scratch.damage():
                        found(target, "changed or clobbered files", f"{shown}: {damage}")
        finally:
            os.chdir(home)
    kinds = ["tracebacks", "bad errors", "wrong exception types", "hangs", "changed or clobbered files"]
    print(f"amdmatrix fuzz: seed {seed}, {sum(counts.values())} cases over {len(counts)} targets "
          f"in {time.time() - start:.0f} s")
    width = max(len(t) for t in counts)
    for target, n in counts.items():
        bad_kinds = ", ".join(f"{findings[target][k]} {k}" for k in kinds if findings[target][k])
        print(f"  {target:<{width}} {n:>6} cases  {bad_kinds or 'no findings'}")
    totals = {k: sum(f[k] for f in findings.values()) for k in kinds}
    print("totals: " + ", ".join(f"{v} {k}" for k, v in totals.items()))
    for kind in kinds:
        for s in samples[kind]:
            print(f"  {kind}: {s}")
    return 1 if any(totals.values()) else 0


def _short(value: Any) -> str:
    import reprlib

    short = reprlib.Repr()
    short.maxlong, short.maxstring, short.maxother = 40, 60, 60
    try:
        text = short.repr(value)
    except (ValueError, RuntimeError) as e:  # an int past 4,300 digits; _Weird
        text = f"<{type(value).__name__}: {type(e).__name__}>"
    return text if len(text) < 160 else text[:150] + f"... ({len(text)} chars)"


def _main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--cases", type=int, default=300, help="cases per target (explore: a twentieth)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a case counts as a hang")
    parser.add_argument("--only", help="one target (query, draw, amdmatrix.encode, Instruction.locate, ...)")
    a = parser.parse_args()
    digest = hashlib.sha256(f"{a.seed}".encode()).hexdigest()[:8]
    print(f"seed {a.seed} ({digest}); cases per target {a.cases}; timeout {a.timeout} s")
    return run(a.seed, a.cases, a.timeout, a.only)


if __name__ == "__main__":
    raise SystemExit(_main())
