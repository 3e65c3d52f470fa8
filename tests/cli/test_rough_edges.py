"""The rough edges a new user hit, and what a fuzz campaign found: each gives the right answer
or one line on stderr (exit 2), never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from clirun import env, run, run_inproc

import amdmatrix
from amdmatrix.errors import AmdMatrixError

MFMA = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0\nv_mov_b32 v1, v0\n"
BIG = "9" * 4400  # past Python's 4,300-digit limit on int(str)


def _one_line_error(status: int, err: str) -> None:
    assert status == 2 and err.count("\n") == 1 and err.startswith("amdmatrix: error: "), err
    assert "Traceback" not in err


def test_no_arguments_prints_the_usage() -> None:
    # The usage, not an error line; on stderr with status 2, because the calculator's own test suite
    # requires a command line without arguments to fail (decision 155).
    r = run()
    assert r.returncode == 2 and r.stdout == "" and r.stderr.startswith("usage: amdmatrix"), r.stderr
    assert r.stderr == run("-h").stdout


@pytest.mark.parametrize("argv", [["check", "-a", "cdna3", "k.s"], ["hazards", "-a", "cdna3"],
                                  ["hazards", "-a", "cdna3", "--json"], ["check", "-a", "cdna3", "§.s"]])
def test_ascii_stdout_gets_plain_text(argv: list[str], tmp_path: Path) -> None:
    """PYTHONIOENCODING=ascii once gave a UnicodeEncodeError traceback on the '§' of a citation."""
    (tmp_path / "k.s").write_text(MFMA)
    r = subprocess.run([sys.executable, "-m", "amdmatrix", *argv], capture_output=True, text=True, cwd=tmp_path,
                       env={**env(), "PYTHONIOENCODING": "ascii"}, timeout=120)
    assert "Traceback" not in r.stderr and r.stdout.isascii(), r.stderr
    if argv[-1] == "§.s":
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and "\\xa7.s" in r.stderr, r.stderr
    else:
        assert r.returncode in (0, 1) and "ISA section 7.5" in r.stdout, r.stdout[:300]


def test_fix_to_stdout_says_what_it_inserted_on_stderr(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("k.s").write_text(MFMA)
    for extra in ([], ["-o", "-"]):
        status, out, err = run_inproc("check", "-a", "cdna3", "--fix", "k.s", *extra)
        # The summary agrees with the one s_nop N inserted (N + 1 wait states).
        (nop,) = [line for line in out.splitlines() if line.startswith("s_nop ")]
        assert status == 0 and out.replace(nop + "\n", "") == MFMA
        assert err == f"k.s: inserted {int(nop.split()[1]) + 1} wait states before 1 lines\n"
    assert sorted(os.listdir()) == ["k.s"]


@pytest.mark.parametrize(("arch", "mnemonic", "named"), [
    ("mi300x", "v_mfma_f32_16x16x32_bf16", "CDNA4 has it"),  # CDNA4 ISA §7.1: new in CDNA4
    ("cdna1", "v_wmma_f32_16x16x16_f16", "RDNA3 and RDNA4 have it"),
    ("rdna3", "v_mfma_f32_32x32x8_f16", "CDNA3 and CDNA4 have it"),
])
def test_wrong_architecture_names_the_ones_that_have_it(arch: str, mnemonic: str, named: str) -> None:
    status, _, err = run_inproc("-a", arch, "-i", mnemonic, "-d")
    _one_line_error(status, err)
    assert named in err and "legal values for" in err, err
    with pytest.raises(amdmatrix.UnknownInstructionError, match=named):
        amdmatrix.instruction(arch, mnemonic)


def test_a_misspelling_still_suggests() -> None:
    status, _, err = run_inproc("-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f17", "-d")
    _one_line_error(status, err)
    assert "did you mean v_mfma_f32_32x32x8_f16" in err and "has it" not in err


_HUGE = [f"v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], v[0:3] cbsz:{BIG}",
         f"v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], {BIG}",
         f"v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], -{BIG}",
         f"v_mfma_f32_16x16x16_bf16 v[{BIG}:3], v[0:1], v[2:3], 0",
         f"v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], v[0:3] op_sel:[{BIG},0,0]"]


@pytest.mark.parametrize("asm", _HUGE, ids=range(len(_HUGE)))
def test_integer_of_4400_digits(asm: str) -> None:
    status, _, err = run_inproc("encode", "-a", "gfx950", asm)
    _one_line_error(status, err)
    with pytest.raises(AmdMatrixError):
        amdmatrix.encode(asm, "gfx950")


def test_numpy_wave_is_an_error_of_the_library() -> None:
    np = pytest.importorskip("numpy")
    asm = "v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], v[0:3]"
    for call in (lambda w: amdmatrix.encode(asm, "gfx950", wave=w),
                 lambda w: amdmatrix.decode(b"\x00\x00\xe1\xd3\x00\x05\x02\x04", "gfx950", wave=w)):
        with pytest.raises(AmdMatrixError, match="wave size must be an integer"):
            call(np.array([1, 2]))
        assert call(np.int64(64))  # a NumPy integer is an integer


def test_short_reprs() -> None:
    """repr() of an Instruction was 878 characters of internals; instructions("cdna3") 40 KB."""
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    assert repr(inst) == "<Instruction CDNA3 v_mfma_f32_32x32x8_f16 32x32x8: A fp16, B fp16, C fp32, D fp32>"
    assert "16 blocks" in repr(amdmatrix.instruction("cdna2", "v_mfma_f32_4x4x4f16"))
    for arch in amdmatrix.architectures():
        insts = amdmatrix.instructions(arch)
        assert all(len(repr(i)) < 120 for i in insts) and len(repr(insts)) < 100 * len(insts)
        assert len(repr(arch)) < 240 and repr(arch).startswith(f"Arch(name={arch.name!r}, aliases=")


# ------------------------------------------------------------- one convention for names and order
ASM = "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 1.0"
WORDS = bytes.fromhex("0080ccd30005ca03")  # llvm-mc-22 -show-encoding, docs/encoding.md


def test_architecture_first_and_the_old_order_too() -> None:
    from amdmatrix.archs import CDNA3

    for arch in ("cdna3", "gfx942", CDNA3):
        assert amdmatrix.encode(arch, ASM) == amdmatrix.encode(ASM, arch) == WORDS
        assert amdmatrix.decode(arch, WORDS) == amdmatrix.decode(WORDS, arch) == [
            "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0"]
    kernel = "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]\nv_accvgpr_read_b32 v4, a0\n"
    new, old = amdmatrix.check("cdna3", kernel), amdmatrix.check(kernel, "cdna3")
    assert new == old and len(new) == 1 and new[0].line == 2
    assert amdmatrix.hazards.fix("cdna3", kernel) == amdmatrix.hazards.fix(kernel, "cdna3") != kernel
    with pytest.raises(amdmatrix.UnknownArchitectureError):
        amdmatrix.encode("cdna9", ASM)
    with pytest.raises(AmdMatrixError):
        amdmatrix.decode("cdna3", "d3c9")  # text where bytes belong: the type error of the library


@pytest.mark.parametrize("spelling", ["--A-scale", "--scale-a", "--scale_a"])
def test_scale_matrix_spellings(spelling: str) -> None:
    status, out, err = run_inproc("-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "-g", spelling,
                                  "-I", "0", "-K", "0")
    assert status == 0 and out.endswith("SA[0][0] = v0{0}.[7:0]\n"), err


def test_emulate_takes_the_query_spelling_of_the_scales(tmp_path: Path) -> None:
    np = pytest.importorskip("numpy")
    inst = "v_mfma_scale_f32_16x16x128_f8f6f4"
    ones = {"a": np.ones((16, 128)), "b": np.ones((128, 16)), "sa": np.full((16, 4), 2.0), "sb": np.ones((4, 16))}
    for name, value in ones.items():
        np.save(tmp_path / f"{name}.npy", value)
    outs = []
    for sa, sb in (("--A-scale", "--B-scale"), ("--scale-a", "--scale-b")):
        status, out, err = run_inproc("emulate", "-a", "cdna4", "-i", inst, "--abid", "1", "--A", f"{tmp_path}/a.npy",
                                      "--B", f"{tmp_path}/b.npy", sa, f"{tmp_path}/sa.npy", sb, f"{tmp_path}/sb.npy",
                                      "--json")
        assert status == 0, err
        outs.append(out)
    import json

    first = json.loads(outs[0])
    assert outs[0] == outs[1] and first["d"]["values"][0][0] == 256.0  # 128 products of 1 x 1, scaled by 2


# ----------------------------------------------------------------------- found by tools/fuzz.py
def test_hazard_api_refuses_ill_typed_arguments_with_its_own_errors() -> None:
    np = pytest.importorskip("numpy")
    kernel = "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]\nv_accvgpr_read_b32 v4, a0\n"
    calls = [
        lambda: amdmatrix.check("cdna3", np.array([1, 2])),  # once AttributeError: no splitlines
        lambda: amdmatrix.check("rdna3", {"A": 1}),
        lambda: amdmatrix.hazards.rules(["A"]),  # once TypeError: unhashable type
        lambda: amdmatrix.hazards.rules(np.array(64)),
        lambda: amdmatrix.check("cdna3", kernel, wave=10**5000),  # once ValueError: 4,300 digits
        lambda: amdmatrix.check("cdna3", kernel, wave=np.array([32, 64])),
        lambda: amdmatrix.hazards.analyse("cdna4", kernel, fix=np.array([1, 2])),  # ambiguous truth value
        lambda: amdmatrix.hazards.instruction_rules("cdna4", "v_mfma_f32_16x16x128_f8f6f4", cbsz=np.array([1, 2])),
        lambda: amdmatrix.hazards("cdna3", None, "v_accvgpr_read_b32 v4, a0"),  # type: ignore[call-overload]
        lambda: amdmatrix.encode("mi300x", "v_accvgpr_mov_b32 a1, a2", 10**5000),
        lambda: amdmatrix.check("cdna3", "s_nop " + BIG),
    ]
    for call in calls:
        try:
            call()
        except AmdMatrixError as e:
            assert "\n" not in str(e)
    assert amdmatrix.hazards.analyse("cdna3", kernel, fix=np.array(1)).fixed is not None  # a NumPy 1 is true
