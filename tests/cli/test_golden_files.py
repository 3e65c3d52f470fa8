"""The golden CLI data in tests/golden/ is well-formed.

This only checks the data files themselves (pairs, naming, headers, table geometry, no page
artifacts); running the CLI against them is another test's job.  See tests/golden/README.md.
"""

import re
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
EXPECTED_COUNTS = {"calculator-page": 18, "readme2025": 20}
NAME_RE = re.compile(r"^(?P<num>\d\d)_[A-Za-z0-9][A-Za-z0-9-]*\.(?:cmd|out)$")


def stems(folder: str) -> list[Path]:
    return sorted({p.with_suffix("") for p in (GOLDEN / folder).iterdir()})


ALL_STEMS = [stem for folder in EXPECTED_COUNTS for stem in stems(folder)]


def stem_id(stem: Path) -> str:
    return f"{stem.parent.name}/{stem.name}"


def read(path: Path) -> str:
    data = path.read_bytes()
    assert data.isascii(), f"{path} has non-ASCII bytes"
    return data.decode("ascii")


def option(args: list[str], name: str) -> str | None:
    return args[args.index(name) + 1] if name in args else None


def test_readme_present() -> None:
    assert (GOLDEN / "README.md").is_file()


@pytest.mark.parametrize("folder", list(EXPECTED_COUNTS))
def test_folder_contents(folder: str) -> None:
    files = sorted(p.name for p in (GOLDEN / folder).iterdir())
    for name in files:
        assert NAME_RE.match(name), f"{folder}/{name}: unexpected file name"
    cmds = {n[: -len(".cmd")] for n in files if n.endswith(".cmd")}
    outs = {n[: -len(".out")] for n in files if n.endswith(".out")}
    assert cmds == outs, f"{folder}: .cmd without .out or .out without .cmd: {sorted(cmds ^ outs)}"
    assert len(cmds) == EXPECTED_COUNTS[folder]
    numbers = sorted(int(n[:2]) for n in cmds)
    assert numbers == list(range(1, len(cmds) + 1)), f"{folder}: numbering not 01..NN without gaps"


def check_tables(lines: list[str]) -> None:
    """Grid tables: borders and rows alternate, and every '|' sits under a '+' of the border."""
    tables: list[list[str]] = []
    previous_was_table = False
    for line in lines:
        is_table = line[:1] in ("+", "|")
        if is_table and not previous_was_table:
            tables.append([])
        if is_table:
            tables[-1].append(line)
        previous_was_table = is_table
    for table in tables:
        border = table[0]
        assert re.fullmatch(r"(\+-+)+\+", border), f"bad top border: {border!r}"
        assert len(table) % 2 == 1 and len(table) >= 5, "table must end with a border and have a header"
        assert re.fullmatch(r"(\+=+)+\+", table[2]), f"bad header separator: {table[2]!r}"
        joints = [i for i, ch in enumerate(border) if ch == "+"]
        for k, line in enumerate(table):
            assert len(line) == len(border), f"table line of different width: {line[:60]!r}"
            if k % 2 == 0:
                assert [i for i, ch in enumerate(line) if ch == "+"] == joints, (
                    f"border mismatch: {line[:60]!r}"
                )
                assert set(line) <= set("+-="), f"bad border: {line[:60]!r}"
            else:
                assert [i for i, ch in enumerate(line) if ch == "|"] == joints, (
                    f"cell mismatch: {line[:60]!r}"
                )
                for start, end in zip(joints[:-1], joints[1:], strict=True):
                    cell = line[start + 1 : end]
                    assert cell.startswith(" ") and cell.endswith(" ") and cell.strip(), f"bad cell {cell!r}"


@pytest.mark.parametrize("stem", ALL_STEMS, ids=stem_id)
def test_cmd_file(stem: Path) -> None:
    text = read(stem.with_suffix(".cmd"))
    assert text.endswith("\n") and text.count("\n") == 1, "a .cmd file is exactly one line"
    line = text[:-1]
    assert line == line.strip() and "  " not in line
    assert "matrix_calculator" not in line and not line.startswith("$")
    assert "\t" not in line and "truncated" not in line.lower()
    assert line.startswith("--architecture ")


@pytest.mark.parametrize("stem", ALL_STEMS, ids=stem_id)
def test_out_file(stem: Path) -> None:
    args = read(stem.with_suffix(".cmd")).split()
    text = read(stem.with_suffix(".out"))
    assert "\t" not in text and "\r" not in text
    assert "truncated" not in text.lower()
    assert text.endswith("\n") and not text.endswith("\n\n"), "output ends with a single newline"
    lines = text[:-1].split("\n")
    for line in lines:
        assert line.strip(), "no blank lines inside an example output"
        assert line == line.rstrip(), f"trailing whitespace: {line!r}"
    architecture = option(args, "--architecture")
    assert architecture is not None
    if "--list-instructions" in args:
        assert lines[0] == f"Available instructions in the {architecture.upper()} architecture:"
        assert all(re.fullmatch(r" {4}[a-z0-9_]+", line) for line in lines[1:])
    else:
        instruction = option(args, "--instruction")
        assert instruction is not None
        assert lines[0] == f"Architecture: {architecture.upper()}"
        assert lines[1] == f"Instruction: {instruction.upper()}"
        assert len(lines) > 2
    check_tables(lines)


def test_outdated_calculator_page_compression_example_is_corrected() -> None:
    """CBSZ!=0 makes SMFMAC ignore ABID: the first compression index set (bits 7:4) is used."""
    (stem,) = [s for s in stems("calculator-page") if s.name.endswith("get-register-K-cbsz1-abid3")]
    assert "--cbsz 1 --abid 3" in read(stem.with_suffix(".cmd"))
    assert read(stem.with_suffix(".out")).splitlines()[-1] == "K[2][31] = v0{50}.[7:4]"
