"""The public API explains itself: typed lazy functions, str() in the calculator's notation,
CDNA4 formats as keywords, a supports() filter."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from clirun import env, run_inproc

import amdmatrix
import amdmatrix.emulator as emu
from amdmatrix.modifiers import FORMAT_NAMES
from amdmatrix.render import text

ALL = [i for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]
# CDNA4's F8F6F4 MFMAs (gfx1250's WMMA have formats too, but neither ABID nor scale bytes).
F8F6F4 = [i for i in ALL if i.cbsz_meaning == "format" and i.arch.name == "CDNA4"]
SCALED = [i for i in ALL if i.scaled and i.arch.name == "CDNA4"]


# ----------------------------------------------------------------------------- the namespace
def test_lazy_functions_are_listed_and_nothing_leaks() -> None:
    names = dir(amdmatrix)
    assert {"encode", "decode", "emulate", "instruction", "instructions", "architectures"} <= set(names)
    assert not {"annotations", "TYPE_CHECKING", "typing"} & set(names)
    assert not hasattr(amdmatrix, "annotations")
    assert set(amdmatrix.__all__) <= set(names)


def test_decode_and_encode_load_on_first_use() -> None:
    assert amdmatrix.decode(bytes.fromhex("0080ccd30005ca03"), "cdna3") == [
        "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0"]
    assert amdmatrix.encode("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0", "cdna3").hex() == "0080ccd30005ca03"


USER_SCRIPT = """\
import amdmatrix

words: list[str] = amdmatrix.decode(bytes.fromhex("0080ccd30005ca03"), "cdna3")
data: bytes = amdmatrix.encode(words[0], "cdna3")
inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
where: list[amdmatrix.Location] = inst.locate("A", i=1, k=2)
print(words, data.hex(), str(where[0]), inst.gprs("A"), inst.supports("blgp"))
"""


def _mypy(tmp_path: Path, code: str) -> subprocess.CompletedProcess[str]:
    script = tmp_path / "user.py"
    script.write_text(code)
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--follow-imports=silent",
                           str(script)], capture_output=True, text=True, timeout=600, env=env(), cwd=tmp_path)


@pytest.mark.exhaustive
def test_mypy_strict_on_a_user_script(tmp_path: Path) -> None:
    """A user's script calling amdmatrix.decode/encode type-checks under --strict, and the types are real
    (a wrong annotation is an error, so decode is not typed Any)."""
    ok = _mypy(tmp_path, USER_SCRIPT)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = _mypy(tmp_path, USER_SCRIPT.replace("words: list[str]", "words: int"))
    assert bad.returncode == 1 and 'has type "list[str]"' in bad.stdout, bad.stdout


# ------------------------------------------------------------------------------- str() forms
def test_str_forms_of_the_readme() -> None:
    inst = amdmatrix.instruction("cdna2", "v_mfma_f32_4x4x4f16")
    assert str(inst.locate("A", i=1, k=2, block=4)[0]) == "v1{17}.[15:0]"
    assert [str(e) for e in inst.elements_at("A", register=1, lane=17)] == ["A[1][2].B4", "A[1][3].B4"]
    assert str(amdmatrix.Location(3, 5)) == "v3{5}"
    assert str(amdmatrix.Location(0, 5, (63, 0))) == "v[1:0]{5}"
    assert str(amdmatrix.Location(0, 5, (35, 30))) == "v[1:0]{5}.[35:30]"
    assert str(amdmatrix.Element("C", 2, 3, negated=True, absolute=True)) == "-|C[2][3]|"
    assert str(amdmatrix.Element("K", 2, 3, 1, blocks=4)) == "K[2][3]"
    f64 = amdmatrix.instruction("cdna3", "v_mfma_f64_16x16x4_f64")
    assert [str(e) for e in f64.elements_at("A", register=0, lane=0, blgp=1)] == ["-A[0][0]"]


@pytest.mark.parametrize("inst", ALL[::3], ids=[f"{i.arch.name}-{i.mnemonic}" for i in ALL[::3]])
def test_str_forms_equal_the_printed_notation(inst: amdmatrix.Instruction) -> None:
    """str() of every element and location equals what the CLI prints for it."""
    for matrix in inst.matrices:
        for el in inst.placements(matrix):
            assert el.location is not None
            assert str(el) == text.element(el) and el.blocks == inst.blocks
            assert str(el).endswith(f".B{el.block}") == (inst.blocks > 1 and matrix not in ("K", "SA", "SB"))
            assert str(el.location) == text.location(el.location)


# ---------------------------------------------------------------------- CDNA4 formats as keywords
@pytest.mark.parametrize("inst", F8F6F4, ids=[i.mnemonic for i in F8F6F4])
def test_formats_as_keywords_equal_the_fields(inst: amdmatrix.Instruction) -> None:
    for code, name in enumerate(FORMAT_NAMES):
        assert inst.dtype("A", a_format=name) == inst.dtype("A", cbsz=code)
        assert inst.dtype("B", b_format=name.upper()) == inst.dtype("B", blgp=code)
        assert inst.gprs("B", b_format=name) == inst.gprs("B", blgp=code)
        assert inst.cycles_for(a_format=name, b_format="fp4") == inst.cycles_for(cbsz=code, blgp=4)
        assert inst.placements("A", a_format=name) == inst.placements("A", cbsz=code)
        assert inst.locate("A", i=1, k=3, a_format=code) == inst.locate("A", i=1, k=3, cbsz=code)
    assert inst.dtype("A", a_format="e2m1").key == "fp4" and inst.dtype("B", b_format="bf8").key == "bf8"
    assert inst.modifiers(a_format="fp6", b_format="fp4").nonzero() == {"cbsz": 2, "blgp": 4}


@pytest.mark.parametrize("inst", SCALED, ids=[i.mnemonic for i in SCALED])
def test_scale_bytes_as_keywords_equal_opsel(inst: amdmatrix.Instruction) -> None:
    for a in range(4):
        for b in range(4):
            want = {"opsel": (a & 1) | (b & 1) << 1, "opsel_hi": a >> 1 | (b >> 1) << 1}
            got = inst.modifiers(a_scale_byte=a, b_scale_byte=b)
            assert (got.opsel, got.opsel_hi) == (want["opsel"], want["opsel_hi"])
            assert inst.placements("SA", a_scale_byte=a, b_scale_byte=b) == inst.placements("SA", **want)


def test_formats_through_the_emulator() -> None:
    np = pytest.importorskip("numpy")
    inst = F8F6F4[0]
    values = np.zeros((inst.m, inst.k))
    assert np.array_equal(emu.pack(inst, "A", values, a_format="fp4"), emu.pack(inst, "A", values, cbsz=4))


# ------------------------------------------------------------------------------------ supports
def test_supports_filter() -> None:
    cdna2 = amdmatrix.instructions("cdna2")
    blgp = amdmatrix.instructions("cdna2", supports="blgp")
    # CDNA2's two FP64 MFMAs take no BLGP (MI200 ISA); every other one does.
    assert [i.mnemonic for i in cdna2 if i not in blgp] == ["V_MFMA_F64_16X16X4F64", "V_MFMA_F64_4X4X4F64"]
    assert amdmatrix.instructions("cdna2", supports=[]) == cdna2
    assert amdmatrix.instructions("rdna3", supports="blgp") == ()
    assert {i.mnemonic for i in amdmatrix.instructions("cdna4", supports="a_format")} == {i.mnemonic for i in F8F6F4}
    assert amdmatrix.instructions("cdna4", supports=("a_format", "a_scale_byte")) == tuple(SCALED)
    assert all(i.supports("opsel") for i in amdmatrix.instructions("rdna4", supports="opsel"))


def test_supports_on_the_command_line() -> None:
    status, out, err = run_inproc("-a", "cdna2", "-L", "--supports", "blgp")
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0] == "Instructions of the CDNA2 architecture that support --blgp:"
    assert [ln.strip() for ln in lines[1:]] == [i.mnemonic.lower() for i in amdmatrix.instructions("cdna2", "blgp")]
    assert len(lines) == 1 + 25
    status, out, err = run_inproc("-a", "cdna4", "-L", "--supports", "--a-format,a_scale_byte")
    assert status == 0 and len(out.splitlines()) == 1 + len(SCALED)
    status, out, err = run_inproc("-a", "cdna2", "-L", "--supports", "blgpp")
    assert status == 2 and "did you mean blgp?" in err
    status, out, err = run_inproc("-a", "cdna2", "-i", "v_mfma_f32_4x4x4f16", "-d", "--supports", "blgp")
    assert status == 2 and "--supports works only with -L" in err


def test_readme_python_comments_are_true() -> None:
    """Each commented line of the README's API example prints what its comment says."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    block = readme.split("## The Python API", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    checks = {
        'inst.locate("A", i=1, k=2, block=4)': "[Location(register=1, lane=17, bits=(15, 0))]",
        'str(inst.locate("A", i=1, k=2, block=4)[0])': "'v1{17}.[15:0]'",
        '[str(e) for e in inst.elements_at("A", register=1, lane=17)]': "['A[1][2].B4', 'A[1][3].B4']",
        'inst.gprs("C"), inst.cycles, inst.opcode': "(4, 8, 74)",
        'inst.supports("blgp")': "True",
        'f8.gprs("A", a_format="fp4"), f8.cycles_for(a_format="fp4", b_format="fp4")': "(4, 16)",
    }
    env_ = {"amdmatrix": amdmatrix, "inst": amdmatrix.instruction("cdna2", "v_mfma_f32_4x4x4f16"),
            "f8": amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x128_f8f6f4")}
    lines = {ln.split("#", 1)[0].strip(): ln.split("#", 1)[1].strip() for ln in block.splitlines() if "#" in ln}
    for code, shown in checks.items():
        assert lines[code].startswith(shown), (code, lines[code])
        assert repr(eval(code, env_)) == shown, code
    assert len(amdmatrix.instructions("cdna2", supports="blgp")) == 25
    assert "the 25 CDNA2 instructions with BLGP" in block
    exec(compile(textwrap.dedent(block), "README.md (Python API)", "exec"), {})
