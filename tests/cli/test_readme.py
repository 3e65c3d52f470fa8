"""The README opens with the two commands, CI runs the second, and its examples are true."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from clirun import run_inproc

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, flags=re.S)


def test_readme_opens_with_two_commands() -> None:
    assert README.startswith("```sh\n")
    first, second = _blocks("sh")[:2]
    assert first.count("\n") == 1 and second.count("\n") == 1
    assert "pip install ." in first and "amdmatrix " in first
    assert "pytest" in second and "ruff" in second and "mypy" in second


def test_ci_runs_the_second_command() -> None:
    second = _blocks("sh")[1].strip()
    ci = (ROOT / ".ci" / "run").read_text()
    assert second in ci.splitlines()


def test_console_examples_are_true() -> None:
    docs = [README, (ROOT / "docs" / "cdna4.md").read_text()]
    blocks = [b for text in docs for b in re.findall(r"```console\n(.*?)```", text, flags=re.S)]
    assert len(blocks) >= 4
    for block in blocks:
        lines = block.splitlines()
        cmd = lines[0].removeprefix("$ amdmatrix ").split()
        status, out, err = run_inproc(*cmd)
        expected = "\n".join(lines[1:])
        if expected.startswith("amdmatrix: error:"):
            assert status == 2 and err.startswith(expected.split("...")[0].rstrip())
        else:
            assert status == 0 and out == expected + "\n"


def test_api_example_is_true() -> None:
    import amdmatrix

    inst = amdmatrix.instruction("cdna2", "v_mfma_f32_4x4x4f16")
    assert inst.locate("A", i=1, k=2, block=4) == [amdmatrix.Location(1, 17, (15, 0))]
    els = inst.elements_at("A", register=1, lane=17)
    assert [(e.row, e.col, e.block, e.bits) for e in els] == [(1, 2, 4, (15, 0)), (1, 3, 4, (31, 16))]
    calc = inst.sources_of(i=3, j=2, block=1)
    assert calc.c is not None and calc.c.element.row == 3 and len(calc.products) == 4


def _emulation_section() -> str:
    return README.split("## Emulation", 1)[1].split("\n## ", 1)[0]


def test_emulation_example_runs() -> None:
    """The README's emulation snippet runs as written, and prints what its comments say."""
    import contextlib
    import io

    code = re.findall(r"```python\n(.*?)```", _emulation_section(), flags=re.S)[0]
    assert 'emu.pack(inst, "A"' in code and "emu.execute(inst, " in code and "emu.unpack(inst, " in code
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md (Emulation)", "exec"), {})
    printed = out.getvalue().splitlines()
    assert printed == ["(2, 64) (16, 64)", "['b03a3006', '2eb73920']"]
    assert "(2, 64) (16, 64)" in code and "['b03a3006', '2eb73920']" in code


def test_emulation_cli_examples_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import numpy as np

    monkeypatch.chdir(tmp_path)
    rng = np.random.default_rng(1)
    np.save("a.npy", rng.standard_normal((32, 8)).astype(np.float16))
    np.save("b.npy", rng.standard_normal((8, 32)).astype(np.float16))
    np.save("c.npy", rng.standard_normal((32, 32)).astype(np.float32))
    lines = [ln for b in re.findall(r"```sh\n(.*?)```", _emulation_section(), flags=re.S) for ln in b.splitlines()]
    assert len(lines) == 2
    for line in lines:
        status, out, err = run_inproc(*shlex.split(line.removeprefix("amdmatrix ")))
        assert status == 0 and err == "", err
    assert np.load("d.npy").shape == (32, 32)
    assert "largest error" in out and out.startswith("A: fp16, 2 registers x 64 lanes")


def test_run_example_is_true(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's `amdmatrix run` example, run as a user would paste it (from a clone's root), prints
    what the README shows (but the time), writes the softmax, and its planted bug is reported as shown."""
    import numpy as np

    section = README.split("## Whole kernels: `amdmatrix run`", 1)[1].split("\n## ", 1)[0]
    make, command = _blocks_in(section, "sh")[0].strip().splitlines()
    shown, bug = _blocks_in(section, "text")
    (tmp_path / "tests").symlink_to(ROOT / "tests")
    monkeypatch.chdir(tmp_path)
    assert make.startswith('python -c "') and make.endswith('"')
    exec(make.removeprefix('python -c "')[:-1], {})
    status, out, err = run_inproc(*shlex.split(command.removeprefix("amdmatrix ")))
    assert status == 0, err
    timing = re.compile(r"in [\d.]+ s \([\d,]+/s\)")
    assert [timing.sub("", x) for x in out.splitlines()] == [timing.sub("", x) for x in shown.splitlines()]
    x = np.load("x.npy").astype(np.float64)
    want = np.exp(x - x.max(1, keepdims=True))
    want /= want.sum(1, keepdims=True)
    assert np.abs(np.load("out/y.npy") - want).max() < 1e-8
    lines = (ROOT / command.split()[4]).read_text().split("\n")
    assert lines[41].strip() == "s_waitcnt vmcnt(0)"  # "the s_waitcnt vmcnt(0) at line 42"
    Path("buggy.s").write_text("\n".join(lines[:41] + lines[42:]))
    status, out, err = run_inproc(*shlex.split(command.removeprefix("amdmatrix ").replace(command.split()[4], "buggy.s")
                                               .replace(" --out out", "")))
    assert status == 1 and bug.strip() in out.splitlines()


def _blocks_in(text: str, lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", text, flags=re.S)
