"""``amdmatrix emulate``: files in and out, --random, --show-registers, and bad input."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from clirun import run, run_inproc
from emuref import exact_gemm, finite_values, sparsify

import amdmatrix

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
    assert _register_lines(out, "A") == inst.pack("A", a).tolist()
    assert _register_lines(out, "B") == inst.pack("B", b).tolist()
    assert _register_lines(out, "C") == inst.pack("C", c).tolist()
    d = np.load(files["out"])
    assert _register_lines(out, "D") == inst.pack("D", d).tolist()
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
    for option in ("--A", "--B", "--C", "--index", "--scale-a", "--random", "--seed", "--show-registers", "--out",
                   "--clamp", "--opsel-hi", "--neg-hi"):
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


def test_scales_need_abid_1(tmp_path: Path) -> None:
    sa = _save(tmp_path, "sa", np.ones((16, 4)))
    a = _save(tmp_path, "a", np.ones((16, 128)))
    b = _save(tmp_path, "b", np.ones((128, 16)))
    status, _, err = run_inproc("emulate", "-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "--A", a, "--B",
                                b, "--scale-a", sa)
    assert status == 2 and "--abid 1" in err


def test_as_a_user_runs_it(files: dict[str, str]) -> None:
    """The real command line (a subprocess): success, and a bad input with exit status 2."""
    res = run("emulate", "-a", "cdna3", "-i", MN, "--random", "--seed", "3")
    assert res.returncode == 0 and "largest error" in res.stdout and res.stderr == ""
    res = run("emulate", "-a", "cdna3", "-i", MN, "--A", files["bad"], "--B", files["b"])
    assert res.returncode == 2 and res.stdout == "" and res.stderr.count("\n") == 1
    assert res.stderr.startswith("amdmatrix: error: A of V_MFMA_F32_32X32X8_F16 takes values of shape")
