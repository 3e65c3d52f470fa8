"""``--svg -`` writes the SVG alone on standard output, for ``lds`` and ``convert`` as for ``-R``:
the output is one well-formed SVG document (it used to be followed by the text report)."""

from __future__ import annotations

import xml.dom.minidom

import pytest
from clirun import run, run_inproc

CASES = [
    ["lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-B", "--tile", "32x16 bf16 row-major", "--read",
     "ds_read_b64_tr_b16"],
    ["convert", "-a", "cdna3", "--from", "v_mfma_f32_16x16x16_f16", "--to", "v_mfma_f32_16x16x16_f16:B"],
    ["-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-R", "-A"],
]


@pytest.mark.parametrize("argv", CASES, ids=[c[0] for c in CASES])
def test_svg_to_stdout_is_one_svg_document(argv: list[str]) -> None:
    if argv[0] == "convert":
        pytest.importorskip("numpy")
    p = run(*argv, "--svg", "-")
    assert p.returncode == 0 and p.stderr == "", p.stderr
    assert p.stdout.startswith(("<svg", "<?xml")) and p.stdout.rstrip().endswith("</svg>")
    assert xml.dom.minidom.parseString(p.stdout).documentElement.tagName == "svg"


@pytest.mark.parametrize("argv", CASES[:2], ids=[c[0] for c in CASES[:2]])
def test_svg_to_stdout_and_json_conflict(argv: list[str]) -> None:
    if argv[0] == "convert":
        pytest.importorskip("numpy")
    status, out, err = run_inproc(*argv, "--svg", "-", "--json")
    assert status == 2 and out == "" and "--svg - and --json both write standard output" in err
