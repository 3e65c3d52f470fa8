"""``amdmatrix emulate``: files in and out, --random, --show-registers, and bad input."""

from __future__ import annotations

import io
import json
import math
import os
import pickle
import re
import resource
import shlex
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from clirun import env as clienv
from clirun import run, run_inproc
from emuref import exact_gemm, finite_values, sparsify

import amdmatrix
import amdmatrix.emulator as emu

MN = "v_mfma_f32_32x32x8_f16"


def _save(tmp: Path, name: str, arr: Any) -> str:
    path = tmp / f"{name}.npy"
    np.save(path, np.asarray(arr))
    return str(path)


@pytest.fixture()
def files(tmp_path: Path) -> dict[str, str]:
    rng = np.random.default_rng(11)
    arrays = {
        "a": finite_values("fp16", rng, (32, 8)), "b": finite_values("fp16", rng, (8, 32)),
        "c": finite_values("fp32", rng, (32, 32)), "bad": np.ones((3, 3)),
        "strings": np.array(["x", "y"]), "complex": np.ones((32, 8), dtype=complex),
    }
    out = {k: _save(tmp_path, k, v) for k, v in arrays.items()}
    np.save(tmp_path / "objects.npy", np.array([1, "x"], dtype=object), allow_pickle=True)
    out["objects"] = str(tmp_path / "objects.npy")
    (tmp_path / "text.npy").write_text("not numpy")
    out["text"] = str(tmp_path / "text.npy")
    out["dir"] = str(tmp_path)
    out["out"] = str(tmp_path / "d.npy")
    return out


def test_files_in_out(files: dict[str, str]) -> None:
    status, out, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--A", files["a"], "--B", files["b"],
                                  "--C", files["c"], "--out", files["out"])
    assert (status, out, err) == (0, "", "")
    d = np.load(files["out"])
    a, b, c = (np.load(files[k]) for k in "abc")
    assert d.dtype == np.float64 and np.array_equal(d, exact_gemm(a, b, c, "fp32"))


def test_c_defaults_to_zero_and_d_is_printed(files: dict[str, str]) -> None:
    status, out, err = run_inproc("emulate", "-a", "mi300x", "-i", MN.upper(), "--A", files["a"], "--B", files["b"])
    assert status == 0 and err == ""
    head, body = out.split("\n", 1)
    assert head == "D (fp32, 32x32):"
    # FP32 results print in the shortest form that reads back as the same FP32 value
    printed = np.array([np.float32(x) for x in re.findall(r"[-+0-9.eEinfa]+", body)])
    a, b = np.load(files["a"]), np.load(files["b"])
    assert np.array_equal(printed, exact_gemm(a, b, np.zeros((32, 32)), "fp32").ravel().astype(np.float32))


def test_integer_result_printed_exactly(tmp_path: Path) -> None:
    a = _save(tmp_path, "a", np.full((16, 32), -128))
    b = _save(tmp_path, "b", np.full((32, 16), 127))
    status, out, _ = run_inproc("emulate", "-a", "cdna3", "-i", "v_mfma_i32_16x16x32_i8", "--A", a, "--B", b)
    assert status == 0 and out.startswith("D (i32, 16x16):\n") and str(-128 * 127 * 32) in out


RANDOM = [
    ("cdna3", MN, []), ("cdna1", "v_mfma_f32_4x4x1f32", ["--cbsz", "4", "--abid", "7", "--blgp", "3"]),
    ("cdna3", "v_mfma_f64_16x16x4_f64", ["--blgp", "5"]), ("cdna3", "v_mfma_i32_32x32x16_i8", ["--clamp"]),
    ("cdna3", "v_smfmac_f32_16x16x32_f16", ["--abid", "3"]), ("cdna3", "v_mfma_f32_16x16x8_xf32", []),
    ("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4", ["--abid", "1", "--a-format", "fp4", "--b-format", "bf6"]),
    ("cdna4", "v_mfma_f32_32x32x64_f8f6f4", ["--cbsz", "2", "--blgp", "1"]),
    ("rdna3", "v_wmma_f16_16x16x16_f16", ["-w", "64", "--opsel", "4", "--neg", "5", "--neg_hi", "3"]),
    ("rdna4", "v_swmmac_i32_16x16x64_iu4", ["--neg", "2"]), ("rdna4", "v_wmma_f32_16x16x16_fp8_bf8", []),
]


@pytest.mark.parametrize(("arch", "mnemonic", "extra"), RANDOM, ids=[f"{a}-{m}" for a, m, _ in RANDOM])
def test_random_reports_the_largest_error(arch: str, mnemonic: str, extra: list[str]) -> None:
    status, out, err = run_inproc("emulate", "-a", arch, "-i", mnemonic, "--random", "--seed", "5", "--batch", "2",
                                  *extra)
    assert status == 0 and err == "", err
    first, second = out.splitlines()
    assert first.startswith(amdmatrix.instruction(arch, mnemonic).mnemonic) and "seed 5" in first
    assert "2 x " in first
    if "integer" in second:
        assert second.endswith(": 0")
        return
    m = re.search(r": (\S+) absolute, (\S+) ULP of (\w+)$", second)
    assert m, second
    # the emulator rounds once, so against a float64 reference it is off by at most half an
    # output ULP (plus the reference's own float64 rounding)
    assert float(m.group(2)) <= 0.5 + 1e-6, second


def test_random_on_cdna2_fp16_models_the_flush() -> None:
    """FP16 random values include subnormals (a few in 500 x 512 values); CDNA2 flushes them,
    and so must the reference the error is measured against."""
    status, out, err = run_inproc("emulate", "-a", "cdna2", "-i", "v_mfma_f32_32x32x8f16", "--random", "--batch",
                                  "500")
    assert status == 0, err
    m = re.search(r": (\S+) absolute, (\S+) ULP of fp32$", out.splitlines()[1])
    assert m and float(m.group(2)) <= 0.5 + 1e-6, out


def test_random_is_reproducible() -> None:
    args = ("emulate", "-a", "cdna3", "-i", MN, "--random", "--seed", "9")
    assert run_inproc(*args) == run_inproc(*args)


def test_random_out(tmp_path: Path) -> None:
    path = tmp_path / "d.npy"
    status, _, _ = run_inproc("emulate", "-a", "rdna4", "-i", "v_wmma_i32_16x16x16_iu8", "--random", "--out",
                              str(path))
    assert status == 0 and np.load(path).dtype == np.int64 and np.load(path).shape == (16, 16)


def _register_lines(out: str, title: str) -> list[list[int]]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(title + ":"))
    rows = []
    for line in lines[start + 1:]:
        if not line.startswith("  v"):
            break
        rows.append([int(w, 16) for w in line.split()[1:]])
    return rows


def test_show_registers(files: dict[str, str]) -> None:
    status, out, _ = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--A", files["a"], "--B", files["b"], "--C",
                                files["c"], "--show-registers", "--out", files["out"])
    assert status == 0
    inst = amdmatrix.instruction("cdna3", MN)
    a, b, c = (np.load(files[k]) for k in "abc")
    assert out.splitlines()[0] == "A: fp16, 2 registers x 64 lanes, lane 0 first"
    assert _register_lines(out, "A") == emu.pack(inst, "A", a).tolist()
    assert _register_lines(out, "B") == emu.pack(inst, "B", b).tolist()
    assert _register_lines(out, "C") == emu.pack(inst, "C", c).tolist()
    d = np.load(files["out"])
    assert _register_lines(out, "D") == emu.pack(inst, "D", d).tolist()
    assert len(_register_lines(out, "D")) == 16 and all(len(r) == 64 for r in _register_lines(out, "D"))


def test_sparse_files(tmp_path: Path) -> None:
    rng = np.random.default_rng(4)
    dense = sparsify(finite_values("fp16", rng, (16, 32)), rng)
    b = finite_values("fp16", rng, (32, 16))
    values = dense[dense != 0].reshape(16, 16)
    idx = np.flatnonzero(dense.reshape(-1, 4).ravel() != 0) % 4
    paths = {k: _save(tmp_path, k, v) for k, v in
             {"dense": dense, "values": values, "idx": idx.reshape(16, 16), "b": b}.items()}
    expected = exact_gemm(dense, b, np.zeros((16, 16)), "fp32")
    base = ("emulate", "-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "--B", paths["b"])
    for extra in (("--A", paths["dense"]), ("--A", paths["values"], "--index", paths["idx"])):
        out = tmp_path / "d.npy"
        status, _, err = run_inproc(*base, *extra, "--out", str(out), "--show-registers")
        assert status == 0, err
        assert np.array_equal(np.load(out), expected)
    status, _, err = run_inproc(*base, "--A", paths["values"])
    assert status == 2 and "--index" in err
    status, _, err = run_inproc(*base, "--A", paths["dense"], "--index", paths["idx"])
    assert status == 2 and "--index" in err


def test_scale_files(tmp_path: Path) -> None:
    rng = np.random.default_rng(8)
    a = finite_values("fp8", rng, (16, 128))
    b = finite_values("fp4", rng, (128, 16))
    sa = np.ldexp(1.0, rng.integers(-3, 4, size=(16, 4)))
    sb = np.ldexp(1.0, rng.integers(-3, 4, size=(4, 16)))
    p = {k: _save(tmp_path, k, v) for k, v in {"a": a, "b": b, "sa": sa, "sb": sb}.items()}
    out = tmp_path / "d.npy"
    status, _, err = run_inproc("emulate", "-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "--A", p["a"],
                                "--B", p["b"], "--b-format", "fp4", "--scale-a", p["sa"], "--scale-b", p["sb"],
                                "--abid", "1", "--out", str(out))
    assert status == 0, err
    expected = exact_gemm(a * np.repeat(sa, 32, axis=1), b * np.repeat(sb, 32, axis=0), np.zeros((16, 16)), "fp32")
    assert np.array_equal(np.load(out), expected)


def test_modifier_spellings_agree(files: dict[str, str], tmp_path: Path) -> None:
    rng = np.random.default_rng(2)
    a = _save(tmp_path, "a16", finite_values("fp16", rng, (16, 16)))
    b = _save(tmp_path, "b16", finite_values("fp16", rng, (16, 16)))
    outs = []
    for spelling in (["--neg-hi", "3"], ["--neg_hi", "3"], ["--neg_hi=3"], ["--neg-hi=0x3"]):
        status, out, err = run_inproc("emulate", "-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "--A", a, "--B", b,
                                      *spelling)
        assert status == 0, err
        outs.append(out)
    assert len(set(outs)) == 1


def test_help() -> None:
    status, out, err = run_inproc("emulate", "-h")
    assert status == 0 and err == "" and out.startswith("usage: amdmatrix emulate")
    for option in ("--A", "--B", "--C", "--index", "--A-scale", "--random", "--seed", "--show-registers", "--out",
                   "--clamp", "--opsel-hi", "--neg-hi", "--json"):
        assert option in out


BAD = [
    ["-i", MN, "--random"],                                    # no architecture
    ["-a", "cdna3", "--random"],                               # no instruction
    ["-a", "cdna3", "-i", MN],                                 # no inputs
    ["-a", "cdna3", "-i", MN, "--A", "{a}"],                   # no B
    ["-a", "cdna9", "-i", MN, "--random"],                     # unknown architecture
    ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f17", "--random"],
    ["-a", "cdna3", "-i", MN, "--A", "{missing}", "--B", "{b}"],
    ["-a", "cdna3", "-i", MN, "--A", "{text}", "--B", "{b}"],
    ["-a", "cdna3", "-i", MN, "--A", "{dir}", "--B", "{b}"],
    ["-a", "cdna3", "-i", MN, "--A", "{bad}", "--B", "{b}"],   # wrong shape
    ["-a", "cdna3", "-i", MN, "--A", "{a}", "--B", "{a}"],     # B with A's shape
    ["-a", "cdna3", "-i", MN, "--A", "{a}", "--B", "{b}", "--C", "{a}"],
    ["-a", "cdna3", "-i", MN, "--A", "{strings}", "--B", "{b}"],
    ["-a", "cdna3", "-i", MN, "--A", "{complex}", "--B", "{b}"],
    ["-a", "cdna3", "-i", MN, "--A", "{a}", "--B", "{objects}"],
    ["-a", "cdna3", "-i", MN, "--A", "{a}", "--B", "{b}", "--random"],
    ["-a", "cdna3", "-i", MN, "--random", "--C", "{c}"],
    ["-a", "cdna3", "-i", MN, "--A", "{a}", "--B", "{b}", "--seed", "1"],
    ["-a", "cdna3", "-i", MN, "--random", "--seed", "x"],
    ["-a", "cdna3", "-i", MN, "--random", "--seed", "-1"],
    ["-a", "cdna3", "-i", MN, "--random", "--batch", "0"],
    ["-a", "cdna3", "-i", MN, "--random", "--bogus"],
    ["-a", "cdna3", "-i", MN, "--random", "-A"],
    ["-a", "cdna3", "-i", MN, "--random", "stray"],
    ["-a", "cdna3", "-i", MN, "--random", "--cbsz"],
    ["-a", "cdna3", "-i", MN, "--random", "--cbsz", "1"],      # not supported by this instruction
    ["-a", "cdna3", "-i", "v_mfma_f32_16x16x4_4b_f16", "--random", "--cbsz", "3"],  # out of range
    ["-a", "cdna3", "-i", "v_mfma_f32_16x16x4_4b_f16", "--random", "--cbsz", "1", "--abid", "2"],
    ["-a", "cdna3", "-i", "v_mfma_f32_16x16x4_4b_f16", "--random", "--blgp", "8"],
    ["-a", "cdna3", "-i", MN, "--random", "--cbsz", "-1"],
    ["-a", "cdna3", "-i", MN, "--random", "-w", "32"],
    ["-a", "rdna3", "-i", "v_wmma_f16_16x16x16_f16", "--random", "--opsel", "2"],
    ["-a", "rdna3", "-i", "v_wmma_i32_16x16x16_iu8", "--random", "--neg", "4"],
    ["-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "--random", "--a-format", "fp5"],
    ["-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "--random", "--a-format", "fp4", "--cbsz", "1"],
    ["-a", "cdna3", "-i", MN, "--A", "{a}", "--B", "{b}", "--index", "{a}"],
    ["-a", "cdna3", "-i", MN, "--A", "{a}", "--B", "{b}", "--scale-a", "{a}"],
    ["-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "--random", "--scale-a", "{a}"],
    ["-a", "cdna3", "-i", MN, "--A", "{a}", "--B", "{b}", "--out", "{dir}/no/such/dir/d.npy"],
    ["-a", "cdna3", "-i", MN, "--random", "--random=1"],
    ["-a", "cdna3", "-i", MN, "--random", "--seed", "1", "--seed", "2"],
]


@pytest.mark.parametrize("argv", BAD, ids=[" ".join(a) for a in BAD])
def test_bad_input_one_line_exit_2(argv: list[str], files: dict[str, str]) -> None:
    args = [a.format(missing=files["dir"] + "/missing.npy", **files) for a in argv]
    status, out, err = run_inproc("emulate", *args)
    assert status == 2, out
    assert out == ""
    assert err.startswith("amdmatrix: error: ") and err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err


def test_as_a_user_runs_it(files: dict[str, str]) -> None:
    """The real command line (a subprocess): success, and a bad input with exit status 2."""
    res = run("emulate", "-a", "cdna3", "-i", MN, "--random", "--seed", "3")
    assert res.returncode == 0 and "largest error" in res.stdout and res.stderr == ""
    res = run("emulate", "-a", "cdna3", "-i", MN, "--A", files["bad"], "--B", files["b"])
    assert res.returncode == 2 and res.stdout == "" and res.stderr.count("\n") == 1
    assert res.stderr.startswith("amdmatrix: error: A of V_MFMA_F32_32X32X8_F16 takes values of shape")


# ---------------------------------------------------------------------------- --json
def _strict_json(text: str) -> Any:
    def no_constants(name: str) -> None:
        raise AssertionError(f"{name} is not JSON")

    return json.loads(text, parse_constant=no_constants)


def test_json_files_mode(files: dict[str, str]) -> None:
    status, out, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--A", files["a"], "--B", files["b"],
                                  "--C", files["c"], "--json")
    assert status == 0 and err == ""
    doc = _strict_json(out)
    a, b, c = (np.load(files[k]) for k in "abc")
    assert doc["schema"].startswith("amdmatrix/") and doc["query"] == "emulate"
    assert (doc["architecture"], doc["instruction"], doc["wave"], doc["modifiers"], doc["clamp"]) == (
        "CDNA3", "V_MFMA_F32_32X32X8_F16", 64, {}, False)
    assert doc["inputs"] == {"A": {"shape": [32, 8], "dtype": "float64", "format": "fp16"},
                             "B": {"shape": [8, 32], "dtype": "float64", "format": "fp16"},
                             "C": {"shape": [32, 32], "dtype": "float64", "format": "fp32"}}
    assert {k: doc["d"][k] for k in ("shape", "dtype", "format")} == {"shape": [32, 32], "dtype": "float64",
                                                                      "format": "fp32"}
    assert np.array_equal(np.array(doc["d"]["values"]), exact_gemm(a, b, c, "fp32"))
    assert "random" not in doc and "registers" not in doc


def test_json_special_values_and_modifiers(tmp_path: Path) -> None:
    a = np.ones((16, 16))
    a[0, 0], a[1, 0], a[2, 0] = np.nan, np.inf, -np.inf
    c = np.zeros((16, 16))  # +0, negated by NEG[2] to -0
    b = np.ones((16, 16))
    b[:, 3] = -1.0
    a[3] = 0.0
    paths = {k: _save(tmp_path, k, v) for k, v in {"a": a, "b": b, "c": c}.items()}
    status, out, err = run_inproc("emulate", "-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-w", "64", "--A",
                                  paths["a"], "--B", paths["b"], "--C", paths["c"], "--neg", "4", "--json")
    assert status == 0, err
    doc = _strict_json(out)
    assert doc["wave"] == 64 and doc["modifiers"] == {"neg": 4}
    values = doc["d"]["values"]
    assert values[0][0] == "nan" and {values[1][0], values[2][0]} <= {"inf", "-inf", "nan"}
    assert values[3][3] == 0 and math.copysign(1.0, values[3][3]) < 0  # +0 * -1 sixteen times, and C = -0


def test_json_random_mode_and_registers() -> None:
    status, out, err = run_inproc("emulate", "-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "--random",
                                  "--seed", "4", "--batch", "3", "--abid", "1", "--json", "--show-registers")
    assert status == 0, err
    doc = _strict_json(out)
    assert doc["modifiers"] == {"abid": 1}
    assert doc["random"]["seed"] == 4 and doc["random"]["batch"] == 3
    assert doc["random"]["reference"] == "float64" and doc["random"]["largest_error_ulp"] <= 0.5 + 1e-6
    assert "values" not in doc["d"] and doc["d"]["shape"] == [3, 16, 16]
    inst = amdmatrix.instruction("cdna3", "v_smfmac_f32_16x16x32_f16")
    regs = doc["registers"]
    assert set(regs) == {"A", "B", "C", "K", "D"}
    assert regs["K"]["format"] == "idx" and regs["C"]["format"] == "fp32"
    for key, matrix in (("A", "A"), ("B", "B"), ("K", "K"), ("D", "D")):
        assert regs[key]["shape"] == [3, inst.gprs(matrix), 64]
        assert np.array(regs[key]["words"]).shape == (3, inst.gprs(matrix), 64)
    d_regs = np.array(regs["D"]["words"], dtype=np.uint32)
    a_regs, b_regs, c_regs, k_regs = (np.array(regs[k]["words"], dtype=np.uint32) for k in "ABCK")
    assert np.array_equal(emu.execute(inst, a_regs, b_regs, c_regs, k_regs=k_regs, abid=1), d_regs)
    status, out, _ = run_inproc("emulate", "-a", "cdna3", "-i", "v_mfma_i32_16x16x32_i8", "--random", "--json")
    doc = _strict_json(out)
    assert doc["random"]["reference"] == "exact integer" and doc["random"]["largest_error"] == 0
    assert doc["random"]["largest_error_ulp"] is None and doc["d"]["dtype"] == "int64"


def test_json_with_out_names_the_file(files: dict[str, str]) -> None:
    status, out, _ = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--A", files["a"], "--B", files["b"], "--out",
                                files["out"], "--json")
    doc = _strict_json(out)
    assert status == 0 and doc["out"] == files["out"] and "values" not in doc["d"]
    assert np.load(files["out"]).shape == (32, 32)


# ---------------------------------------------------------------------------- empty batches
def test_empty_batch_is_legal(tmp_path: Path) -> None:
    inst = amdmatrix.instruction("cdna3", MN)
    d = amdmatrix.emulate("cdna3", MN, np.ones((0, 32, 8)), np.ones((8, 32)))
    assert d.shape == (0, 32, 32) and d.dtype == np.float64
    regs = emu.execute(inst, np.zeros((0, 2, 64), dtype=np.uint32), emu.pack(inst, "B", np.ones((8, 32))))
    assert regs.shape == (0, 16, 64)
    d = amdmatrix.emulate("cdna3", "v_mfma_f32_4x4x1_16b_f32", np.ones((2, 0, 16, 4, 1)), np.ones((16, 1, 4)))
    assert d.shape == (2, 0, 16, 4, 4)
    a = _save(tmp_path, "a", np.ones((0, 32, 8)))
    b = _save(tmp_path, "b", np.ones((8, 32)))
    status, out, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--A", a, "--B", b, "--show-registers")
    assert status == 0 and err == ""
    assert "A: fp16, 2 registers x 64 lanes: empty batch (0,), nothing to show" in out
    assert out.endswith("D (fp32, 0x32x32):\n[]\n")
    status, out, _ = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--A", a, "--B", b, "--json", "--show-registers")
    doc = _strict_json(out)
    assert status == 0 and doc["d"]["shape"] == [0, 32, 32] and doc["d"]["values"] == []
    assert doc["registers"]["A"]["shape"] == [0, 2, 64] and doc["registers"]["A"]["words"] == []
    out_path = tmp_path / "d.npy"
    status, _, _ = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--A", a, "--B", b, "--out", str(out_path))
    assert status == 0 and np.load(out_path).shape == (0, 32, 32)


# ---------------------------------------------------------------------------- hostile .npy files
def _raw_npy(path: Path, header: str, data: bytes = b"\0" * 64, version: bytes = b"\x01\x00") -> str:
    text = header.ljust(118) + "\n"
    path.write_bytes(b"\x93NUMPY" + version + struct.pack("<H", len(text)) + text.encode() + data)
    return str(path)


def _hostile(tmp: Path) -> dict[str, str]:
    paths: dict[str, str] = {}
    np.save(tmp / "objects.npy", np.array([1, "x"], dtype=object), allow_pickle=True)
    paths["objects"] = str(tmp / "objects.npy")
    for name, arr in {"complex": np.ones((32, 8), dtype=complex), "strings": np.array(["1.0"]),
                      "dates": np.array(["2020-01-01"], dtype="datetime64[D]"),
                      "records": np.zeros(3, dtype=[("a", "f8"), ("b", "i4")]),
                      "void": np.zeros(3, dtype="V8")}.items():
        np.save(tmp / f"{name}.npy", arr)
        paths[name] = str(tmp / f"{name}.npy")
    paths["huge"] = _raw_npy(tmp / "huge.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (1099511627776, "
                                               "1048576), }")
    paths["truncated"] = _raw_npy(tmp / "trunc.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (32, 8), }")
    paths["negative"] = _raw_npy(tmp / "neg.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (-1, 8), }")
    paths["pickle"] = _raw_npy(tmp / "pickle.npy", "{'descr': '|O', 'fortran_order': False, 'shape': (1,), }",
                               pickle.dumps([1, 2]))
    paths["header"] = _raw_npy(tmp / "header.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (32, 8")
    paths["expression"] = _raw_npy(tmp / "expr.npy", "{'descr': __import__('os').getcwd(), 'shape': (1,), }")
    paths["version"] = _raw_npy(tmp / "version.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (1,), }",
                                version=b"\x09\x00")
    (tmp / "zip.npy").write_bytes(b"PK\x03\x04" + b"\0" * 60)
    paths["zip"] = str(tmp / "zip.npy")
    (tmp / "empty.npy").write_bytes(b"")
    paths["empty"] = str(tmp / "empty.npy")
    return paths


HOSTILE = ["objects", "complex", "strings", "dates", "records", "void", "huge", "truncated", "negative", "pickle",
           "header", "expression", "version", "zip", "empty"]


@pytest.mark.parametrize("kind", HOSTILE)
def test_hostile_npy_files_one_line_exit_2(kind: str, tmp_path: Path) -> None:
    path = _hostile(tmp_path)[kind]
    b = _save(tmp_path, "b", np.ones((8, 32)))
    status, out, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--A", path, "--B", b)
    assert status == 2 and out == ""
    assert err.startswith("amdmatrix: error: --A: ") and err.count("\n") == 1, err
    assert "Traceback" not in err


def test_long_double_beyond_float64_is_quiet(tmp_path: Path) -> None:
    """A float128 file with values beyond float64's range: no NumPy warning on stderr; the
    values overflow FP16 (infinity), as any value that large would."""
    a = np.full((32, 8), np.longdouble("1e4000"))
    a[1:] = np.longdouble(1) + np.longdouble(2) ** -11 + np.longdouble(2) ** -40  # just above an FP16 midpoint
    pa = _save(tmp_path, "a", a)
    pb = _save(tmp_path, "b", np.ones((8, 32)))
    out = tmp_path / "d.npy"
    res = run("emulate", "-a", "cdna3", "-i", MN, "--A", pa, "--B", pb, "--out", str(out))
    assert res.returncode == 0 and res.stderr == "" and res.stdout == ""
    d = np.load(out)
    assert np.all(d[0] == np.inf)
    assert np.all(d[1:] == 8 * (1 + 2.0**-10))  # rounded once, up (not twice: to the midpoint, then to 1)


# ---------------------------------------------------------------------------- --out is atomic
def _keep(tmp: Path) -> Path:
    keep = tmp / "keep.npy"
    keep.write_bytes(b"PRECIOUS")
    return keep


def _leftovers(tmp: Path) -> list[str]:
    return sorted(p.name for p in tmp.iterdir() if p.name.startswith(".keep.npy."))


def _fsize_limit() -> None:  # in the child: a 64 KiB file-size limit, SIGXFSZ ignored (EFBIG instead)
    resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 1024, 64 * 1024))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)


def test_out_beyond_the_file_size_limit_keeps_the_old_file(tmp_path: Path) -> None:
    keep = _keep(tmp_path)
    argv = [sys.executable, "-m", "amdmatrix", "emulate", "-a", "cdna3", "-i", MN, "--random", "--batch", "64",
            "--out", str(keep)]
    res = subprocess.run(argv, capture_output=True, text=True, timeout=300, env=clienv(), preexec_fn=_fsize_limit)
    assert res.returncode == 2 and res.stdout == ""
    assert res.stderr.startswith("amdmatrix: error: --out: cannot write") and res.stderr.count("\n") == 1
    assert keep.read_bytes() == b"PRECIOUS" and _leftovers(tmp_path) == []


def test_out_under_ulimit_in_a_shell(tmp_path: Path) -> None:
    """The issue's reproducer as written: the shell does not ignore SIGXFSZ, the tool must."""
    keep = _keep(tmp_path)
    script = (f"cd {shlex.quote(str(tmp_path))} && (ulimit -f 64; {shlex.quote(sys.executable)} -m amdmatrix emulate "
              f"-a cdna3 -i {MN} --random --batch 64 --out keep.npy)")
    res = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=300, env=clienv())
    assert res.returncode == 2 and res.stderr.count("\n") == 1 and "--out" in res.stderr, res.stderr
    assert keep.read_bytes() == b"PRECIOUS" and _leftovers(tmp_path) == []


def test_out_interrupted_while_writing_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C in the middle of writing (half of the data written): the old file stays, the
    temporary file is removed, and the interrupt goes on (the console script exits 130)."""
    keep = _keep(tmp_path)
    real_save = np.save

    def half_then_interrupt(f: Any, arr: Any, allow_pickle: bool = False) -> None:
        buf = io.BytesIO()
        real_save(buf, arr, allow_pickle=allow_pickle)
        f.write(buf.getvalue()[: len(buf.getvalue()) // 2])
        raise KeyboardInterrupt

    monkeypatch.setattr(np, "save", half_then_interrupt)
    with pytest.raises(KeyboardInterrupt):
        run_inproc("emulate", "-a", "cdna3", "-i", MN, "--random", "--out", str(keep))
    assert keep.read_bytes() == b"PRECIOUS" and _leftovers(tmp_path) == []


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL], ids=["SIGINT", "SIGKILL"])
def test_out_killed_while_writing_never_leaves_a_partial_file(sig: int, tmp_path: Path) -> None:
    """A real process stopped once its temporary file exists: keep.npy is the old file or the
    complete new one, never a truncated one."""
    keep = _keep(tmp_path)
    argv = [sys.executable, "-m", "amdmatrix", "emulate", "-a", "cdna3", "-i", MN, "--random", "--batch", "4096",
            "--out", str(keep)]
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=clienv())
    deadline = time.monotonic() + 240
    while not _leftovers(tmp_path) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.001)
    assert _leftovers(tmp_path), "the temporary file was never seen: the test would prove nothing"
    proc.send_signal(sig)
    proc.wait(timeout=60)
    assert proc.stderr is not None and "Traceback" not in proc.stderr.read().decode()
    data = keep.read_bytes()
    if data != b"PRECIOUS":  # the signal came after the rename: then the new file is complete
        assert np.load(keep).shape == (4096, 32, 32)
    if sig == signal.SIGINT:
        assert proc.returncode in (130, -signal.SIGINT) or data != b"PRECIOUS"
        assert _leftovers(tmp_path) == []


def test_out_never_hands_numpy_the_file_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Given a real file, np.save calls ndarray.tofile, whose C code turned a SIGINT during its
    os.PathLike test into a TypeError (exit 2, the interrupt lost; the test above caught it
    under load). --out hands numpy an object with only a write method, and the file is the
    same as np.save's."""
    keep = _keep(tmp_path)
    real_save = np.save
    seen: list[Any] = []

    def spy(f: Any, arr: Any, allow_pickle: bool = False) -> None:
        seen.append(f)
        real_save(f, arr, allow_pickle=allow_pickle)

    monkeypatch.setattr(np, "save", spy)
    status, _, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--random", "--seed", "3", "--out", str(keep))
    assert (status, err) == (0, "") and len(seen) == 1
    assert not isinstance(seen[0], (io.RawIOBase, io.BufferedIOBase)) and not hasattr(seen[0], "fileno")
    direct = io.BytesIO()
    real_save(direct, np.load(keep), allow_pickle=False)
    assert keep.read_bytes() == direct.getvalue()


def test_out_to_devices_and_links(tmp_path: Path) -> None:
    status, out, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--random", "--out", "/dev/null")
    assert (status, err) == (0, "")
    status, out, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--random", "--out", "/dev/full")
    assert status == 2 and err.startswith("amdmatrix: error: --out: cannot write '/dev/full'")
    assert err.count("\n") == 1 and os.path.exists("/dev/full") and not os.path.isfile("/dev/full")
    target = tmp_path / "target.npy"
    target.write_bytes(b"old")
    link = tmp_path / "link.npy"
    link.symlink_to(target)
    status, _, _ = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--random", "--out", str(link))
    assert status == 0 and link.is_symlink() and np.load(target).shape == (32, 32)
    status, _, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--random", "--out", str(tmp_path))
    assert status == 2 and "is a directory" in err
    status, _, err = run_inproc("emulate", "-a", "cdna3", "-i", MN, "--random", "--out", "")
    assert status == 2 and "empty" in err
