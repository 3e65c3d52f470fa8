"""``amdmatrix emulate``: run one matrix instruction on NumPy matrices from the command line.

``run(["emulate", ...])`` writes to sys.stdout and sys.stderr and returns the exit status:
0, or 2 after one line ``amdmatrix: error: ...`` on stderr (never a traceback).

Two modes:

* files: ``--A a.npy --B b.npy [--C c.npy] [--index k.npy] [--A-scale sa.npy --B-scale sb.npy]``
  packs the matrices into registers (as :func:`amdmatrix.emulate.pack` does), executes the
  instruction with the modifiers and prints D, or saves it with ``--out d.npy`` (float64, or
  int64 for integer results; the values are exact);
* ``--random [--seed N] [--batch N]``: random matrices in the operand formats, executed and
  compared with a float64 NumPy reference (exact int64 for integer instructions). It prints
  the largest error, absolute and in units in the last place of the output format.

``--show-registers`` prints the register images of every operand and of D: one line per
register, the lanes as 32-bit hex words, lane 0 first.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from collections.abc import Sequence
from typing import Any, TextIO

# First the emulator package: without numpy or ml_dtypes its ImportError says how to install them.
from .. import emulator  # noqa: F401
from .._dataclasses import dataclass, field

# isort: split
import numpy as np
import numpy.typing as npt

from ..catalog import instruction
from ..emulator._api import _instruction as _check_emulated_with
from ..emulator._api import execute, pack, unpack
from ..emulator._engine import flush_subnormals
from ..emulator._maps import operand_map
from ..emulator._values import decode, flushes_denormals, operand_format
from ..emulator.formats import NumberFormat, round_to_format, ulp
from ..errors import AmdMatrixError
from ..fileio import is_stdout
from ..model import Instruction
from . import emulate_json as jsondoc
from . import npyfiles
from .options import UsageError, arch_names, modifiers
from .subparser import parser as subparser

__all__ = ["run", "USAGE"]

USAGE = """\
usage: amdmatrix emulate -a ARCH -i INSTRUCTION (--A a.npy --B b.npy [--C c.npy] | --random [--seed N])
                         [--index k.npy] [--A-scale sa.npy] [--B-scale sb.npy]
                         [--cbsz N] [--abid N] [--blgp N] [--opsel N] [--opsel-hi N] [--neg N] [--neg-hi N]
                         [--a-format F] [--b-format F] [--clamp] [-w {32,64}] [--provisional]
                         [--out d.npy] [--show-registers] [--json]

Run a matrix instruction on NumPy matrices: D = A @ B + C with exact products, exact
accumulation and one rounding to the output format (see docs/emulation.md).

inputs (.npy files; values in the operand's format, floats are rounded to nearest even):
  --A FILE             A: (M, K), or (blocks, M, K) for multi-block instructions; for sparse
                       (SMFMAC/SWMMAC) instructions the dense 4:2-sparse (M, K) matrix, or its
                       stored values (M, K/2) together with --index
  --B FILE             B: (K, N) or (blocks, K, N)
  --C FILE             C: (M, N) or (blocks, M, N); default zeros
  --index FILE         sparse: compression indices (M, K/2), integers 0-3
  --A-scale FILE       CDNA4 scaled MFMA: scale factors of A, (M, K/32), powers of two
  --B-scale FILE       CDNA4 scaled MFMA: scale factors of B, (K/32, N); default 1.0
  Leading (batch) dimensions are allowed and broadcast.
  --random             random A, B and C (and indices, scales) in the operand formats instead
  --seed N             seed of --random (default 0)
  --batch N            --random: how many independent sets of matrices (default 1)

instruction:
  -a, --architecture ARCH    @ARCHS@ or an alias (gfx942, MI300X, ...)
  -i, --instruction INST     the mnemonic (amdmatrix -a ARCH -L lists them)
  -w, --wavefront {32,64}    wave size (RDNA; default 32)
  --cbsz N, --abid N         A broadcast; sparse index set; A format (CDNA4 F8F6F4)
  --blgp N                   B lane pattern; F64 negation (CDNA3/4); B format (CDNA4 F8F6F4)
  --opsel N, --opsel-hi N    RDNA3 C/D half (0 or 4); RDNA4 index set; CDNA4 scale bytes
  --neg N, --neg-hi N        RDNA: negate A/B (low/high halves), negate/absolute C; IU8/IU4 signedness
  --a-format F, --b-format F CDNA4 F8F6F4 formats: fp8, bf8, fp6, bf6, fp4 (same as --cbsz/--blgp 0-4)
  --clamp                    saturate: integers to the int32 range, float overflow to +-max
  --provisional              emulate an instruction whose layouts are provisional (gfx1250; see
                             docs/gfx1250.md), with amdmatrix's chosen layouts; without it such an
                             instruction is refused (amdmatrix -a ARCH -i INST -d names them)

output:
  --out FILE                 save D as .npy (float64, or int64 for integer results); the file is
                             replaced only once it is completely written ('-': standard output,
                             and any text goes to standard error)
  --show-registers           print the register images of A, B, C (K, scales) and D
  --json                     print one JSON document ("query": "emulate"): shapes, dtypes and
                             formats of the operands, D (files) or the error figures (--random),
                             and the registers with --show-registers
  -h, --help                 this help

Bad input prints one line 'amdmatrix: error: ...' on stderr and exits with status 2.
""".replace("@ARCHS@", arch_names())

_FILES = (("A", "--A"), ("B", "--B"), ("C", "--C"), ("index", "--index"), ("scale_a", "--A-scale"),
          ("scale_b", "--B-scale"))


class _Once(argparse.Action):
    """Store the value; an option given twice (in any spelling) is an error."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        if hasattr(namespace, self.dest):
            raise UsageError(f"option {option_string} is given twice")
        setattr(namespace, self.dest, values)


def _int(value: str) -> int:
    try:
        return int(value, 0) if value.lower().startswith(("0x", "0b", "0o")) else int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not an integer") from None


def _parse(argv: Sequence[str]) -> dict[str, Any]:
    """The options given (only those), integers converted. Raises UsageError."""
    parser = subparser("amdmatrix emulate")
    for names in (("-a", "--architecture", "--arch"), ("-i", "--instruction"), ("--A",), ("--B",), ("--C",),
                  ("--index",), ("--scale-a", "--scale_a", "--A-scale", "--A_scale"),
                  ("--scale-b", "--scale_b", "--B-scale", "--B_scale"), ("--out",),
                  ("--a-format", "--a_format"), ("--b-format", "--b_format")):
        parser.add_argument(*names, action=_Once)
    for names in (("-w", "--wavefront", "--wave"), ("--seed",), ("--batch",), ("--cbsz",), ("--abid",),
                  ("--blgp",), ("--opsel",), ("--opsel-hi", "--opsel_hi"), ("--neg",), ("--neg-hi", "--neg_hi")):
        parser.add_argument(*names, action=_Once, type=_int)
    for names in (("-h", "--help"), ("--random",), ("--clamp",), ("--show-registers", "--show_registers"),
                  ("--json",), ("--provisional",)):
        parser.add_argument(*names, action="store_true")
    return vars(parser.parse_args(argv))


# ---------------------------------------------------------------------------- the run
@dataclass
class _Job:
    inst: Instruction
    wave: int
    mods: dict[str, int]
    clamp: bool
    #: --provisional: the library's provisional=True (checked in _run).
    provisional: bool = False
    regs: dict[str, npt.NDArray[np.uint32]] = field(default_factory=dict)


def _user_shape(inst: Instruction, matrix: str) -> tuple[int, ...]:
    rows, cols = {"A": (inst.m, inst.k), "B": (inst.k, inst.n), "C": (inst.m, inst.n)}[matrix]
    return (rows, cols) if inst.blocks == 1 else (inst.blocks, rows, cols)


def _pack_inputs(job: _Job, arrays: dict[str, npt.NDArray[Any] | None]) -> None:
    """Pack the given matrices into job.regs (A, B, C or none, K, SA, SB)."""
    inst, w, mods, p = job.inst, job.wave, job.mods, job.provisional
    a, index = arrays["A"], arrays["index"]
    assert a is not None and arrays["B"] is not None
    if inst.sparse:
        dense = a.ndim >= 2 and a.shape[-2:] == (inst.m, inst.k)
        if dense and index is not None:
            raise UsageError(f"--index goes with the stored values of A, shape (..., {inst.m}, {inst.k // 2}); "
                             f"A has the dense shape {a.shape}, which already gives the indices")
        if not dense and index is None:
            raise UsageError(f"{inst.mnemonic} is sparse: --A must be the dense 4:2-sparse matrix "
                             f"(..., {inst.m}, {inst.k}), or the stored values (..., {inst.m}, {inst.k // 2}) "
                             f"with --index; got shape {a.shape}")
        job.regs["K"] = pack(inst, "K", a if index is None else index, wave=w, provisional=p, **mods)
    elif index is not None:
        raise UsageError(f"--index is only for sparse (SMFMAC/SWMMAC) instructions; {inst.mnemonic} is dense")
    job.regs["A"] = pack(inst, "A", a, wave=w, provisional=p, **mods)
    job.regs["B"] = pack(inst, "B", arrays["B"], wave=w, provisional=p, **mods)
    c = arrays["C"]
    if c is not None:
        job.regs["C"] = pack(inst, "D" if inst.sparse else "C", c, wave=w, provisional=p, **mods)
    for key, opt, matrix in (("scale_a", "--A-scale", "SA"), ("scale_b", "--B-scale", "SB")):
        s = arrays[key]
        if s is None:
            continue
        if not inst.scaled:
            raise UsageError(f"{opt} is only for the CDNA4 scaled MFMAs (v_mfma_scale_*); {inst.mnemonic} has no "
                             "scales")
        job.regs[matrix] = pack(inst, matrix, s, wave=w, provisional=p, **mods)


def _execute(job: _Job) -> npt.NDArray[np.uint32]:
    r = job.regs
    d = execute(job.inst, r["A"], r["B"], r.get("C"), k_regs=r.get("K"), scale_a_regs=r.get("SA"),
                scale_b_regs=r.get("SB"), wave=job.wave, clamp=job.clamp, provisional=job.provisional, **job.mods)
    job.regs["D"] = d
    return d


# ---------------------------------------------------------------------------- --random
def _random_values(rng: np.random.Generator, fmt: NumberFormat, shape: tuple[int, ...]) -> npt.NDArray[Any]:
    """Random values of ``fmt``: every finite value equally likely for formats of 8 bits or
    fewer, normally distributed values rounded to the format otherwise, uniform integers."""
    if not fmt.is_float:
        return rng.integers(fmt.int_min, fmt.int_max, size=shape, endpoint=True, dtype=np.int64)
    if fmt.bits <= 8:
        table = np.asarray(fmt.decode(np.arange(1 << fmt.bits, dtype=np.uint64)), dtype=np.float64)
        table = table[np.isfinite(table)]
        return np.asarray(rng.choice(table, size=shape), dtype=np.float64)
    return round_to_format(rng.standard_normal(shape), fmt)


def _random_inputs(job: _Job, rng: np.random.Generator, batch: int) -> dict[str, npt.NDArray[Any]]:
    inst, mods = job.inst, job.mods
    lead = (batch,) if batch > 1 else ()
    fa = operand_format(inst, "A", mods)
    a = _random_values(rng, fa, lead + _user_shape(inst, "A"))
    if inst.sparse:
        # A 4:2-sparse A: keep two random positions of every group of four columns.
        keys = rng.random(a.shape[:-1] + (inst.k // 4, 4))
        keep = np.argsort(keys, axis=-1)[..., :2]
        mask = np.zeros(keys.shape, dtype=bool)
        np.put_along_axis(mask, keep, True, axis=-1)
        a = np.where(mask.reshape(a.shape), a, 0)
    b = _random_values(rng, operand_format(inst, "B", mods), lead + _user_shape(inst, "B"))
    c = _random_values(rng, operand_format(inst, "D", mods), lead + _user_shape(inst, "C"))
    scales: dict[str, npt.NDArray[Any] | None] = {"scale_a": None, "scale_b": None}
    if inst.scaled:
        scales["scale_a"] = np.ldexp(1.0, rng.integers(-4, 5, size=lead + (inst.m, inst.k // 32)))
        scales["scale_b"] = np.ldexp(1.0, rng.integers(-4, 5, size=lead + (inst.k // 32, inst.n)))
    arrays: dict[str, npt.NDArray[Any] | None] = {"A": a, "B": b, "C": c, "index": None, **scales}
    _pack_inputs(job, arrays)
    return {key: arr for key, arr in arrays.items() if arr is not None}


def _as_read(job: _Job, key: str) -> npt.NDArray[Any]:
    """The values of operand ``key`` (A, B, C, K, SA, SB) as the instruction reads them (after
    broadcast, lane patterns, negation and index-set selection), shape ``(n, blocks, rows, cols)``."""
    inst, w, mods = job.inst, job.wave, job.mods
    matrix = "D" if key == "C" and inst.sparse else key
    omap = operand_map(inst, matrix, w, mods, read=True)
    image = job.regs[key]
    flat = image.reshape(-1, omap.words)
    if key == "K":
        return omap.extract(flat).astype(np.int64).reshape(flat.shape[0], *omap.shape)
    fmt = operand_format(inst, matrix, mods)
    values = decode(omap.extract(flat), fmt)
    if fmt.is_float:
        values = values.astype(np.float64)
        if flushes_denormals(inst, mods):  # CDNA2 F16/BF16: subnormal A, B and C read as zero
            flush_subnormals(values, fmt)
        if omap.absolute is not None:
            values[:, omap.absolute] = np.abs(values[:, omap.absolute])
        if omap.negate is not None:
            values[:, omap.negate] = -values[:, omap.negate]
    return values.reshape(flat.shape[0], *omap.shape)


def _reference(job: _Job) -> npt.NDArray[Any]:
    """A @ B + C of the operands as read, in float64 (int64, wrapped or clamped, for integers)."""
    inst, mods = job.inst, job.mods
    a = _as_read(job, "A")
    if inst.sparse:
        idx = _as_read(job, "K").astype(np.intp)
        n, _, m, half = a.shape
        dense = np.zeros((n, m, half // 2, 4), dtype=a.dtype)
        g_vals, g_idx = a.reshape(n, m, half // 2, 2), idx.reshape(n, m, half // 2, 2)
        for s in range(2):
            np.put_along_axis(dense, g_idx[..., s:s + 1], g_vals[..., s:s + 1], axis=-1)
        a = dense.reshape(n, 1, m, 2 * half)
    b = _as_read(job, "B")
    if inst.scaled:
        if "SA" in job.regs:
            a = a * np.repeat(_as_read(job, "SA"), 32, axis=-1)
        if "SB" in job.regs:
            b = b * np.repeat(_as_read(job, "SB"), 32, axis=-2)
    fd = operand_format(inst, "D", mods)
    if "C" in job.regs:
        c = _as_read(job, "C")
    else:
        c = np.zeros((a.shape[0], a.shape[1], inst.m, inst.n), dtype=np.int64 if not fd.is_float else np.float64)
    if fd.name == "fp64":
        return _fp64_reference(a, b, c)
    if fd.is_float:
        with np.errstate(all="ignore"):
            ref = np.asarray(np.matmul(a, b) + c, dtype=np.float64)
        if flushes_denormals(inst, mods):  # and a subnormal result is flushed
            flush_subnormals(ref, fd)
        return ref
    total: npt.NDArray[np.int64] = np.matmul(a.astype(np.int64), b.astype(np.int64)) + c.astype(np.int64)
    if job.clamp:
        return np.asarray(np.clip(total, -(1 << 31), (1 << 31) - 1), dtype=np.int64)
    return np.asarray(((total + (1 << 31)) & 0xFFFFFFFF) - (1 << 31), dtype=np.int64)


def _fp64_reference(a: npt.NDArray[Any], b: npt.NDArray[Any], c: npt.NDArray[Any]) -> npt.NDArray[np.float64]:
    """A @ B + C for FP64: each product split exactly into two doubles (Dekker), all of them and
    C summed with math.fsum, so the reference is the exactly rounded float64 result (barring
    underflow or overflow inside a product)."""
    import math

    with np.errstate(all="ignore"):
        p = a[..., :, :, None] * b[..., None, :, :]  # (..., M, K, N)
        split = 134217729.0  # 2**27 + 1

        def halves(x: npt.NDArray[Any]) -> tuple[npt.NDArray[Any], npt.NDArray[Any]]:
            t = split * x
            hi = t - (t - x)
            return hi, x - hi

        ah, al = halves(np.broadcast_to(a[..., :, :, None], p.shape))
        bh, bl = halves(np.broadcast_to(b[..., None, :, :], p.shape))
        err = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    terms = np.concatenate([np.moveaxis(p, -2, -1), np.moveaxis(err, -2, -1), c[..., None]], axis=-1)
    flat = terms.reshape(-1, terms.shape[-1])
    out = np.array([math.fsum(row) if np.all(np.isfinite(row)) else float(np.sum(row)) for row in flat.tolist()])
    return out.reshape(c.shape)


@dataclass(frozen=True)
class _Errors:
    """The largest difference between D and the NumPy reference (see --random)."""

    reference: str  # "float64", "exactly rounded float64" or "exact integer"
    absolute: float | int
    ulp: float | None  # in ULPs of D's format; None for integers


def _errors(job: _Job, d: npt.NDArray[Any]) -> _Errors:
    ref = _reference(job).reshape(d.shape)
    fd = operand_format(job.inst, "D", job.mods)
    if not fd.is_float:
        worst = int(np.max(np.abs(d.astype(np.int64) - ref.astype(np.int64)))) if d.size else 0
        return _Errors("exact integer", worst, None)
    with np.errstate(all="ignore"):
        diff = np.abs(d - ref)
        same = (d == ref) | (np.isnan(d) & np.isnan(ref))
        diff = np.where(same, 0.0, diff)
        ulps = np.where(same, 0.0, diff / ulp(ref, fd))
    worst_abs = float(np.max(diff)) if diff.size else 0.0
    worst_ulp = float(np.max(ulps)) if ulps.size else 0.0
    return _Errors("exactly rounded float64" if fd.name == "fp64" else "float64", worst_abs, worst_ulp)


def _error_report(job: _Job, d: npt.NDArray[Any], errors: _Errors, seed: int, batch: int, out: TextIO) -> None:
    inst, mods = job.inst, job.mods
    fmts = {m: operand_format(inst, m, mods).name for m in ("A", "B", "D")}
    fd = operand_format(inst, "D", mods)
    count = f"{batch} x " if batch > 1 else ""
    out.write(f"{inst.mnemonic} ({inst.arch.name}, wave {job.wave}): random A ({fmts['A']}), B ({fmts['B']}), "
              f"C ({fmts['D']}), seed {seed}, {count}{d.size // batch} outputs\n")
    if errors.ulp is None:
        out.write(f"largest error against the exact integer reference A @ B + C: {errors.absolute}\n")
        return
    out.write(f"largest error against the {errors.reference} reference A @ B + C: {errors.absolute:.6g} absolute, "
              f"{errors.ulp:.3g} ULP of {fd.name}\n")


# ---------------------------------------------------------------------------- printing
_REGISTER_TITLES = {"A": "A", "B": "B", "C": "C", "K": "K (compression indices)", "SA": "SA (scales of A)",
                    "SB": "SB (scales of B)", "D": "D"}


def _register_format(job: _Job, key: str) -> str:
    matrix = "D" if key == "C" and job.inst.sparse else key
    return "idx" if key == "K" else operand_format(job.inst, matrix, job.mods).name


def _show_registers(job: _Job, out: TextIO) -> None:
    for key in _REGISTER_TITLES:
        if key not in job.regs:
            continue
        image = job.regs[key]
        regs, lanes = image.shape[-2:]
        items = image.reshape(-1, regs, lanes)
        fmt = _register_format(job, key)
        if not len(items):
            out.write(f"{_REGISTER_TITLES[key]}: {fmt}, {regs} register{'s' if regs != 1 else ''} x {lanes} lanes: "
                      f"empty batch {image.shape[:-2]}, nothing to show\n")
            continue
        batch = " (first of the batch)" if image.ndim > 2 and image.shape[:-2] != (1,) * (image.ndim - 2) else ""
        out.write(f"{_REGISTER_TITLES[key]}: {fmt}, {regs} register{'s' if regs != 1 else ''} x {lanes} lanes, "
                  f"lane 0 first{batch}\n")
        width = len(str(regs - 1)) + 1
        for r in range(regs):
            words = " ".join(f"{int(x):08x}" for x in items[0][r])
            out.write(f"  {'v' + str(r):<{width}} {words}\n")


_PRINT_DTYPES = {"fp64": np.float64, "fp32": np.float32, "fp16": np.float16, "bf16": np.float32}


def _print_d(job: _Job, d: npt.NDArray[Any], out: TextIO) -> None:
    fd = operand_format(job.inst, "D", job.mods)
    shape = "x".join(str(s) for s in d.shape)
    out.write(f"D ({fd.name}, {shape}):\n")
    shown = d.astype(_PRINT_DTYPES.get(fd.name, np.int64))
    out.write(np.array2string(shown, threshold=4096, max_line_width=160, floatmode="unique") + "\n")


def _json(job: _Job, d: npt.NDArray[Any], inputs: dict[str, npt.NDArray[Any]], opts: dict[str, Any],
          errors: _Errors | None, out: TextIO) -> None:
    inst, mods = job.inst, job.mods
    formats = {key: _register_format(job, key) for key in job.regs if key != "D"}
    formats["D"] = operand_format(inst, "D", mods).name
    random = None
    if errors is not None:
        random = {"seed": opts.get("seed", 0), "batch": opts.get("batch", 1), "reference": errors.reference,
                  "largest_error": errors.absolute, "largest_error_ulp": errors.ulp}
    doc = jsondoc.document(
        inst, job.wave, mods, job.clamp, inputs, formats, d,
        values="out" not in opts and errors is None, out=opts.get("out"), random=random,
        registers={key: job.regs[key] for key in _REGISTER_TITLES if key in job.regs}
        if opts.get("show_registers") else None,
    )
    out.write(jsondoc.dumps(doc) + "\n")


# ---------------------------------------------------------------------------- entry point
def _run(argv: Sequence[str], out: TextIO) -> None:
    opts = _parse(argv)
    if opts.get("help"):
        out.write(USAGE)
        return
    for req, shown in (("architecture", "-a ARCH"), ("instruction", "-i INSTRUCTION")):
        if req not in opts:
            raise UsageError(f"{shown} is required (see amdmatrix emulate -h)")
    random = bool(opts.get("random"))
    given = [shown for key, shown in _FILES if key in opts]
    if random and given:
        raise UsageError(f"--random generates the inputs; do not combine it with {', '.join(given)}")
    if not random:
        for key, shown in (("seed", "--seed"), ("batch", "--batch")):
            if key in opts:
                raise UsageError(f"{shown} works only with --random")
        missing = [shown for key, shown in (("A", "--A"), ("B", "--B")) if key not in opts]
        if missing:
            raise UsageError(f"{' and '.join(missing)} {'is' if len(missing) == 1 else 'are'} required "
                             "(or --random for random matrices)")
    if "out" in opts and not opts["out"]:
        raise UsageError("--out: the file name is empty")
    if "out" in opts and is_stdout(str(opts["out"])):
        out = sys.stderr  # standard output carries the .npy; any text goes to standard error
    inst = instruction(opts["architecture"], opts["instruction"])
    provisional = bool(opts.get("provisional"))
    unsure = inst.provisional_matrices()
    if unsure and not provisional:
        raise UsageError(f"{inst.mnemonic} on {inst.arch.name} has provisional {', '.join(unsure)} layouts "
                         "(docs/gfx1250.md); add --provisional to emulate it with amdmatrix's chosen layouts")
    if unsure:  # the library refuses what it cannot emulate even then: say so before reading any file
        _check_emulated(inst)
    wave = opts.get("wavefront")
    mods = modifiers(opts)
    # Validates the wave size and every modifier (the messages name the legal values).
    w = inst.arch.default_wave if wave is None else wave
    inst.layout("D", wave, **mods)
    job = _Job(inst, w, mods, bool(opts.get("clamp")), provisional)
    seed, batch = 0, 1
    inputs: dict[str, npt.NDArray[Any]] = {}
    if random:
        seed, batch = opts.get("seed", 0), opts.get("batch", 1)
        if seed < 0:
            raise UsageError(f"--seed {seed} is negative; legal values: 0 or more")
        if not 1 <= batch <= 4096:
            raise UsageError(f"--batch {batch} is out of range; legal values: 1-4096")
        inputs = _random_inputs(job, np.random.default_rng(seed), batch)
    else:
        arrays: dict[str, npt.NDArray[Any] | None] = {}
        for key, shown in _FILES:
            arrays[key] = npyfiles.load(opts[key], shown) if key in opts else None
        _pack_inputs(job, arrays)
        inputs = {key: arr for key, arr in arrays.items() if arr is not None}
    d_regs = _execute(job)
    d = unpack(inst, "D", d_regs, wave=w, provisional=provisional, **mods)
    errors = _errors(job, d) if random else None
    if "out" in opts:
        npyfiles.save(opts["out"], d)
    if opts.get("json"):
        _json(job, d, inputs, opts, errors, out)
        return
    if opts.get("show_registers"):
        _show_registers(job, out)
    if errors is not None:
        _error_report(job, d, errors, seed, batch, out)
    elif "out" not in opts:
        _print_d(job, d, out)


def _check_emulated(inst: Instruction) -> None:
    """Refuse (one line naming the option) what the library does not emulate even with --provisional."""
    try:
        _check_emulated_with(inst, True)
    except AmdMatrixError as e:
        raise UsageError(str(e).replace("provisional=True", "--provisional")) from None


def run(argv: list[str]) -> int:
    """``argv[0]`` is "emulate"; the rest are its options. Returns the exit status."""
    stdout, stderr = sys.stdout, sys.stderr
    if not argv or argv[0] != "emulate":
        stderr.write("amdmatrix: error: expected 'emulate'\n")
        return 2
    try:
        # The library keeps NumPy's floating-point warnings to itself; anything else that
        # warns must not reach the user's terminal either (one line on error, or nothing).
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            _run(argv[1:], stdout)
    except (UsageError, AmdMatrixError, ValueError, TypeError, OverflowError, MemoryError) as e:
        msg = " ".join(str(e).split()) or type(e).__name__
        # Raw control characters (ESC sequences, ...) from user text are shown escaped.
        msg = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in msg)
        stderr.write(f"amdmatrix: error: {msg}\n")
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(run(sys.argv[1:]))
