"""Extract the example commands and printed outputs of the calculator READMEs as golden files.

Two sources are supported:

* ``calculator-page``: a plain-text dump of the calculator's GitHub page.  An example is a line
  ``$ ./matrix_calculator.py ARGS`` (the ``$ `` is missing on some lines) followed by the printed
  output, which runs up to the next empty line.
* ``readme2025``: the markdown README of May 2025.  An example is a ``` fenced block whose first
  line is such a command; the output is the rest of the block.

For every example two files are written into ``tests/golden/<source>/``:
``NN_short-name.cmd`` (the argument list after ``./matrix_calculator.py``, one line) and
``NN_short-name.out`` (the printed output, each line ending in a newline).

Short names come from :data:`SHORT_NAMES`; an unknown command is an error, so a new README example
has to be named by hand.  :data:`CORRECTIONS` replaces output lines that are known to be wrong in a
source (see ``tests/golden/README.md``).

Usage::

    python tools/extract_readme_examples.py SEED003_TXT README2025_MD [--check]

With ``--check`` nothing is written; the script exits with status 1 if a golden file differs from
what would be written.  The result must still be reviewed by eye against the sources.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "golden"

COMMAND_RE = re.compile(r"^(?:\$ )?\./matrix_calculator\.py (?P<args>.*\S)\s*$")


def _cmd(architecture: str, instruction: str, options: str) -> str:
    return f"--architecture {architecture} --instruction {instruction} {options}"


_F16_4X4 = "v_mfma_f32_4x4x4f16"
_BF16_16X16 = "v_mfma_f32_16x16x2bf16"
_SMFMAC_K = _cmd(
    "cdna3", "v_smfmac_f32_16x16x32_f16", "--get-register --I-coordinate 2 --K-coordinate 31 --compression"
)
_SWMMAC_K = _cmd(
    "rdna4", "v_swmmac_f32_16x16x32_f16", "--get-register --I-coordinate 2 --K-coordinate 31 --compression"
)

SHORT_NAMES: dict[str, str] = {
    "--architecture cdna2 --list-instructions": "cdna2-list-instructions",
    _cmd("cdna2", "v_mfma_f32_4x4x1f32", "--detail-instruction"): "cdna2-f32-4x4x1f32-detail-instruction",
    _cmd(
        "cdna2", _F16_4X4, "--get-register --I-coordinate 1 --K-coordinate 2 --block 4 --A-matrix"
    ): "cdna2-f32-4x4x4f16-get-register-A",
    _cmd(
        "cdna2",
        _F16_4X4,
        "--get-register --I-coordinate 3 --J-coordinate 2 --block 1 --D-matrix --output-calculation",
    ): "cdna2-f32-4x4x4f16-get-register-D-output-calculation",
    _cmd(
        "cdna2", _F16_4X4, "--matrix-entry --register 1 --lane 17 --A-matrix"
    ): "cdna2-f32-4x4x4f16-matrix-entry-A",
    _cmd(
        "cdna2", _F16_4X4, "--matrix-entry --register 2 --lane 33 --D-matrix --output-calculation"
    ): "cdna2-f32-4x4x4f16-matrix-entry-D-output-calculation",
    _cmd(
        "cdna2", "v_mfma_f64_4x4x4f64", "--register-layout --D-matrix"
    ): "cdna2-f64-4x4x4f64-register-layout-D",
    _cmd("cdna2", "v_mfma_f64_4x4x4f64", "--matrix-layout --D-matrix"): "cdna2-f64-4x4x4f64-matrix-layout-D",
    _cmd("cdna2", _BF16_16X16, "--register-layout --A-matrix"): "cdna2-f32-16x16x2bf16-register-layout-A",
    _cmd(
        "cdna2", _BF16_16X16, "--register-layout --A-matrix --cbsz 2 --abid 2"
    ): "cdna2-f32-16x16x2bf16-register-layout-A-cbsz2-abid2",
    _cmd("cdna2", _BF16_16X16, "--register-layout --B-matrix"): "cdna2-f32-16x16x2bf16-register-layout-B",
    _cmd(
        "cdna2", _BF16_16X16, "--register-layout --B-matrix --blgp 2"
    ): "cdna2-f32-16x16x2bf16-register-layout-B-blgp2",
    _cmd(
        "cdna3", "v_mfma_f64_16x16x4_f64", "--matrix-layout --B-matrix --blgp 6"
    ): "cdna3-f64-16x16x4-f64-matrix-layout-B-blgp6",
    _SMFMAC_K: "cdna3-smfmac-f32-16x16x32-f16-get-register-K",
    _SMFMAC_K + " --cbsz 1 --abid 3": "cdna3-smfmac-f32-16x16x32-f16-get-register-K-cbsz1-abid3",
    _SMFMAC_K + " --cbsz 0 --abid 3": "cdna3-smfmac-f32-16x16x32-f16-get-register-K-cbsz0-abid3",
    _cmd(
        "rdna3", "v_wmma_f16_16x16x16_f16", "--register-layout --D-matrix"
    ): "rdna3-wmma-f16-16x16x16-f16-register-layout-D",
    _cmd(
        "rdna3", "v_wmma_f16_16x16x16_f16", "--register-layout --D-matrix --opsel 4"
    ): "rdna3-wmma-f16-16x16x16-f16-register-layout-D-opsel4",
    _SWMMAC_K: "rdna4-swmmac-f32-16x16x32-f16-get-register-K",
    _SWMMAC_K + " --opsel 1": "rdna4-swmmac-f32-16x16x32-f16-get-register-K-opsel1",
    _cmd(
        "rdna3", "v_wmma_f32_16x16x16_f16", "--matrix-layout --B-matrix --neg 6 --neg_hi 6"
    ): "rdna3-wmma-f32-16x16x16-f16-matrix-layout-B-neg6-neghi6",
}

# (source, command) -> (line printed by the README, corrected line)
CORRECTIONS: dict[tuple[str, str], tuple[str, str]] = {
    # CBSZ != 0 makes an SMFMAC ignore ABID and use the first compression index set.
    ("calculator-page", _SMFMAC_K + " --cbsz 1 --abid 3"): (
        "K[2][31] = v0{50}.[31:28]",
        "K[2][31] = v0{50}.[7:4]",
    ),
}

Example = tuple[str, list[str]]


def extract_calculator_page(text: str) -> list[Example]:
    """Examples of the plain-text page dump: command line, then output up to an empty line."""
    lines = text.split("\n")
    examples: list[Example] = []
    i = 0
    while i < len(lines):
        match = COMMAND_RE.match(lines[i])
        if match is None:
            i += 1
            continue
        end = i + 1
        while end < len(lines) and lines[end].strip() != "":
            end += 1
        examples.append((match["args"], lines[i + 1 : end]))
        i = end
    return examples


def extract_markdown(text: str) -> list[Example]:
    """Examples of the markdown README: fenced blocks whose first line is a command."""
    lines = text.split("\n")
    examples: list[Example] = []
    i = 0
    while i < len(lines):
        if not lines[i].startswith("```"):
            i += 1
            continue
        end = i + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        if end == len(lines):
            raise ValueError(f"unclosed code fence at line {i + 1}")
        if i + 1 < end:
            match = COMMAND_RE.match(lines[i + 1])
            if match is not None:
                examples.append((match["args"], lines[i + 2 : end]))
        i = end + 1
    return examples


def golden_files(source: str, examples: list[Example]) -> dict[str, str]:
    """File name -> file content for one source folder."""
    files: dict[str, str] = {}
    for number, (args, output) in enumerate(examples, start=1):
        if args not in SHORT_NAMES:
            raise KeyError(f"no short name for example command: {args}")
        output = list(output)
        correction = CORRECTIONS.get((source, args))
        if correction is not None:
            old, new = correction
            if output.count(old) != 1:
                raise ValueError(f"line to correct not found in {source} example: {args}")
            output[output.index(old)] = new
        stem = f"{number:02d}_{SHORT_NAMES[args]}"
        files[stem + ".cmd"] = args + "\n"
        files[stem + ".out"] = "".join(line + "\n" for line in output)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("calculator_page", type=Path, help="plain-text dump of the calculator's GitHub page")
    parser.add_argument("readme2025", type=Path, help="markdown calculator README of May 2025")
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)

    sources = {
        "calculator-page": extract_calculator_page(args.calculator_page.read_text(encoding="utf-8")),
        "readme2025": extract_markdown(args.readme2025.read_text(encoding="utf-8")),
    }
    status = 0
    for source, examples in sources.items():
        folder = GOLDEN_DIR / source
        for name, content in golden_files(source, examples).items():
            path = folder / name
            if args.check:
                if not path.is_file() or path.read_text(encoding="utf-8") != content:
                    print(f"differs: {path}")
                    status = 1
            else:
                folder.mkdir(parents=True, exist_ok=True)
                path.write_text(content, encoding="utf-8", newline="\n")
        print(f"{source}: {len(examples)} examples")
    return status


if __name__ == "__main__":
    sys.exit(main())
