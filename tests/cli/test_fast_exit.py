"""A query ends with os._exit once its output is flushed (decision 63): nothing it wrote is lost.

These run the command in a subprocess, as a user does (``python -m amdmatrix``, which goes
through the same ``console_main`` as the installed script), and compare with the in-process
result of the same command line.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from clirun import run, run_inproc

QUERY = ("-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16")


def test_a_whole_matrix_table_arrives_whole() -> None:
    res = run(*QUERY, "-M", "-D")
    status, out, err = run_inproc(*QUERY, "-M", "-D")
    assert (res.returncode, res.stdout, res.stderr) == (status, out, err) == (0, out, "")
    assert len(out) > 20_000 and out.endswith("+\n")


def test_an_svg_file_is_written_whole(tmp_path: Path) -> None:
    path = tmp_path / "d.svg"
    res = run(*QUERY, "-M", "-D", "--svg", str(path))
    assert (res.returncode, res.stdout, res.stderr) == (0, "", "")
    text = path.read_text()
    assert text.rstrip().endswith("</svg>")
    assert ET.fromstring(text).tag.endswith("svg")
    assert [p.name for p in tmp_path.iterdir()] == ["d.svg"]  # no temporary file left behind


def test_errors_and_status_survive_the_exit() -> None:
    res = run(*QUERY, "-g", "-A", "-I", "99")
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("amdmatrix: error: ") and "0-31" in lines[0]


def test_subcommands_turn_the_collector_back_on() -> None:
    """The command starts with the garbage collector off (scripts/amdmatrix); a query leaves it
    off, a subcommand turns it on before it runs (decision 62)."""
    import gc

    was = gc.isenabled()
    try:
        gc.disable()
        assert run_inproc(*QUERY, "-g", "-A", "-I", "1", "-K", "2")[0] == 0
        assert not gc.isenabled()
        asm = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]"
        status, out, _ = run_inproc("encode", "-a", "cdna3", asm)
        assert status == 0 and out
        assert gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()
