"""The table renderer must print exactly what tabulate (and csv.writer) print.

tabulate is a test-only dependency: it is imported inside the helpers below,
never at module level, so that the renderer's own import stays light.
"""

import csv
import io
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tiers import fuzz_all

from amdmatrix.render import tables
from amdmatrix.render.tables import Cell, render_table

TABLE_FORMATS = ("grid", "github", "asciidoc")


def tabulate_text(headers: Sequence[str], rows: Sequence[Sequence[Cell]], fmt: str) -> str:
    import tabulate  # type: ignore[import-untyped,unused-ignore]

    # The calculator's recorded outputs were made by tabulate without the optional wcwidth package
    # (a line break counts as one column of width; wcwidth would make such a cell -1 wide). An
    # interpreter that happens to have wcwidth installed must not change the reference.
    tabulate.WIDE_CHARS_MODE = False
    return str(tabulate.tabulate([list(row) for row in rows], headers=list(headers), tablefmt=fmt))


def csv_writer_text(headers: Sequence[str], rows: Sequence[Sequence[Cell]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(headers)
    for row in rows:
        writer.writerow(row)
    text = buffer.getvalue()
    assert text.endswith("\n")
    return text[:-1]


def assert_same_as_references(headers: Sequence[str], rows: Sequence[Sequence[Cell]]) -> None:
    for fmt in TABLE_FORMATS:
        expected = tabulate_text(headers, rows, fmt)
        got = render_table(headers, rows, fmt)
        assert got == expected, f"{fmt}:\nexpected\n{expected}\ngot\n{got}"
    assert render_table(headers, rows, "csv") == csv_writer_text(headers, rows)


# ---------------------------------------------------------------------------
# Fixed examples


README_A = """\
+-----------+---------------+----------------+
|   A[M][K] | 0             | 1              |
+===========+===============+================+
|         0 | v0{0}.[15:0]  | v0{0}.[31:16]  |
+-----------+---------------+----------------+
|        15 | v0{15}.[15:0] | v0{15}.[31:16] |
+-----------+---------------+----------------+"""

README_LANE = """\
+--------+------------+
|   lane | v[1:0]     |
+========+============+
|      0 | D[0][0].B0 |
+--------+------------+"""


def test_tabulate_version_is_the_one_copied() -> None:
    import tabulate  # type: ignore[import-untyped,unused-ignore]

    major, minor = (int(part) for part in tabulate.__version__.split(".")[:2])
    assert (major, minor) == (0, 10), "the renderer copies tabulate 0.10, which printed the calculator's outputs"


def test_readme_grid_examples() -> None:
    headers_a = ["A[M][K]", "0", "1"]
    rows_a: list[list[Cell]] = [[0, "v0{0}.[15:0]", "v0{0}.[31:16]"], [15, "v0{15}.[15:0]", "v0{15}.[31:16]"]]
    assert render_table(headers_a, rows_a, "grid") == README_A
    assert_same_as_references(headers_a, rows_a)

    headers_lane = ["lane", "v[1:0]"]
    rows_lane: list[list[Cell]] = [[0, "D[0][0].B0"]]
    assert render_table(headers_lane, rows_lane, "grid") == README_LANE
    assert_same_as_references(headers_lane, rows_lane)


def test_readme_example_in_the_other_formats() -> None:
    headers = ["A[M][K]", "0", "1"]
    rows: list[list[Cell]] = [[0, "v0{0}.[15:0]", "v0{0}.[31:16]"], [15, "v0{15}.[15:0]", "v0{15}.[31:16]"]]
    assert render_table(headers, rows, "github") == (
        "|   A[M][K] | 0             | 1              |\n"
        "|-----------|---------------|----------------|\n"
        "|         0 | v0{0}.[15:0]  | v0{0}.[31:16]  |\n"
        "|        15 | v0{15}.[15:0] | v0{15}.[31:16] |"
    )
    assert render_table(headers, rows, "asciidoc") == (
        '[cols=">11,<15,<16",options="header"]\n'
        "|====\n"
        "|   A[M][K] | 0             | 1              \n"
        "|         0 | v0{0}.[15:0]  | v0{0}.[31:16]  \n"
        "|        15 | v0{15}.[15:0] | v0{15}.[31:16] \n"
        "|===="
    )
    assert render_table(headers, rows, "csv") == (
        "A[M][K],0,1\n0,v0{0}.[15:0],v0{0}.[31:16]\n15,v0{15}.[15:0],v0{15}.[31:16]"
    )


def test_numeric_strings_are_decimal_aligned_and_empty_cells_do_not_change_the_type() -> None:
    headers = ["v[1:0]", "0", "1"]
    rows: list[list[Cell]] = [["0", "v0{0}.[15:0]", ""], ["", "-B[0][1]", "12"]]
    assert render_table(headers, rows, "grid") == (
        "+----------+--------------+-----+\n"
        "|   v[1:0] | 0            |   1 |\n"
        "+==========+==============+=====+\n"
        "|        0 | v0{0}.[15:0] |     |\n"
        "+----------+--------------+-----+\n"
        "|          | -B[0][1]     |  12 |\n"
        "+----------+--------------+-----+"
    )
    assert_same_as_references(headers, rows)


def test_asciidoc_column_specs_put_the_alignment_first() -> None:
    # tabulate 0.10's form, which the recorded calculator outputs use and Asciidoctor accepts
    # (0.9 wrote "10>", width first).
    headers = ["v[1:0]", "0", "1"]
    rows: list[list[Cell]] = [["0", "v0{0}.[15:0]", ""], ["", "-B[0][1]", "12"]]
    assert render_table(headers, rows, "asciidoc").splitlines()[0] == '[cols=">10,<14,>5",options="header"]'
    assert render_table(["lane", "v0"], [], "asciidoc") == (
        '[cols="<8,<6",options="header"]\n|====\n| lane   | v0   \n|===='
    )


# The shape of a recorded calculator output (CDNA1 V_MFMA_F32_16X16X1F32 -B -M --transpose
# --blgp 5: lane 16 reads B[0][0] of every block, one per line of the cell).
MULTILINE_GRID = """\
+--------+------------+------------+
| lane   | 16         | 17         |
+========+============+============+
| v0     | B[0][0].B0 | B[0][1].B0 |
|        | B[0][0].B1 | B[0][1].B1 |
|        | B[0][0].B2 | B[0][1].B2 |
|        | B[0][0].B3 | B[0][1].B3 |
+--------+------------+------------+"""


def test_multiline_cells() -> None:
    copies = [[f"B[0][{j}].B{b}" for b in range(4)] for j in (0, 1)]
    assert render_table(["lane", "16", "17"], [["v0", *("\n".join(c) for c in copies)]], "grid") == MULTILINE_GRID
    headers = ["A[M][K]", "0"]
    rows: list[list[Cell]] = [[0, "v0{0}.[15:0]\nv0{16}.[15:0]"], [10, "v0{10}.[15:0]\nv0{26}.[15:0]"]]
    # AsciiDoc is not a multi-line format in tabulate: the break is written as it is and
    # counts as one character of the width (27 + 2).
    assert render_table(headers, rows, "asciidoc") == (
        '[cols=">11,<29",options="header"]\n'
        "|====\n"
        "|   A[M][K] | 0                           \n"
        "|         0 | v0{0}.[15:0]\nv0{16}.[15:0]  \n"
        "|        10 | v0{10}.[15:0]\nv0{26}.[15:0] \n"
        "|===="
    )
    assert_same_as_references(headers, rows)
    # Cells of different heights, an empty cell, a number column and a cell that needs stripping.
    assert_same_as_references(
        ["lane", "v0", "v1"], [[0, "a\nbbbb", ""], [1, " x \n y", "7"], [2, "", "y\nz\nw"], [3, "q", "12"]]
    )


def test_shapes_at_the_edges() -> None:
    assert render_table([], [], "grid") == ""
    assert render_table([], [[], []], "github") == ""
    cases: list[tuple[list[str], list[list[Cell]]]] = [
        (["lane", "v0"], []),
        (["lane", "v0"], [[], []]),
        ([], [[0, "v0{0}.[15:0]"], [1, ""]]),
        (["v0"], [[0, "A[0][0]", "A[0][1]"]]),  # fewer headers than columns: empty ones on the left
        (["lane", "v0", "v1", "v2"], [[0, "A[0][0]"]]),  # more headers than columns: extra ones dropped
        (["lane", "v0"], [[0], [1, "A[1][0]", "A[1][1]"]]),  # ragged rows
        (["", ""], [["", ""], ["", ""]]),
        (["12", " lane "], [[" 7 ", " x "], ["8", "y"]]),  # padding in numeric and text cells
    ]
    for headers, rows in cases:
        assert_same_as_references(headers, rows)


def test_other_number_forms_follow_tabulate() -> None:
    # Beyond what the calculator prints, but cheap to get right.
    columns: list[list[Cell]] = [
        ["1.50", "2e3", "", "nan"],
        ["1,000", "12", "-3", "+4"],
        ["1,000.5", "1.", ".5", "0"],
        ["True", "False", "", "True"],
        ["True", "1", "", "2"],
        ["1e400", "inf", "-inf", "1_000"],
        ["0x10", "١٢", "-0", "12345678901234567890"],
    ]
    rows = [list(row) for row in zip(*columns, strict=True)]
    assert_same_as_references([f"c{index}" for index in range(len(columns))], rows)
    assert_same_as_references([], rows)


def test_csv_quoting() -> None:
    rows: list[list[Cell]] = [["a,b", 'say "hi"', ""], [3, "D[0][0].B0 D[0][1].B0", "x\ny"]]
    assert render_table(["h,1", "h2", ""], rows, "csv") == (
        '"h,1",h2,\n"a,b","say ""hi""",\n3,D[0][0].B0 D[0][1].B0,"x\ny"'
    )


def test_no_trailing_newline() -> None:
    for fmt in tables.FORMATS:
        assert not render_table(["lane", "v0"], [[0, "A[0][0]"]], fmt).endswith("\n")


def test_rejected_input() -> None:
    with pytest.raises(ValueError, match="format"):
        render_table(["a"], [["b"]], "markdown")
    for bad in ("a\rb", "\x1b[31mred\x1b[0m", "\x01"):
        with pytest.raises(ValueError):
            render_table(["a"], [[bad]], "grid")
        with pytest.raises(ValueError):
            render_table([bad], [["b"]], "github")
    with pytest.raises(ValueError, match="header"):
        render_table(["a\nb"], [["b"]], "asciidoc")


def test_import_pulls_in_nothing_heavy() -> None:
    src = Path(tables.__file__).resolve().parents[2]
    # The parent packages are someone else's business: count what the module itself adds.
    code = (
        "import sys\n"
        f"sys.path.insert(0, {str(src)!r})\n"
        "import amdmatrix.render\n"
        "before = set(sys.modules)\n"
        "import amdmatrix.render.tables\n"
        "print(' '.join(sorted(set(sys.modules) - before)))\n"
        "print('tabulate' in sys.modules, 'csv' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-I", "-S", "-c", code], capture_output=True, text=True, check=True
    )
    added, heavy = result.stdout.splitlines()
    assert "amdmatrix.render.tables" in added.split()
    assert set(added.split()) <= {"amdmatrix.render.tables", "math"}, added
    assert heavy == "False False"


# ---------------------------------------------------------------------------
# Generated tables


BIT_RANGES = ("[15:0]", "[31:16]", "[7:0]", "[15:8]", "[23:16]", "[31:24]", "[31:0]")
small = st.integers(min_value=0, max_value=63)
index = st.integers(min_value=0, max_value=31)

register_half = st.builds(
    lambda r, lane, bits: f"v{r}{{{lane}}}.{bits}", small, small, st.sampled_from(BIT_RANGES)
)
register_pair = st.builds(lambda r, lane: f"v[{r + 1}:{r}]{{{lane}}}", small, small)
element = st.builds(lambda m, i, j: f"{m}[{i}][{j}]", st.sampled_from("ABCD"), index, index)
negated = st.builds(lambda m, i, j: f"-{m}[{i}][{j}]", st.sampled_from("AB"), index, index)
absolute = st.builds(lambda neg, i, j: f"{neg}|C[{i}][{j}]|", st.sampled_from(("", "-")), index, index)
byte = st.builds(
    lambda m, i, j, b: f"{m}[{i}][{j}].B{b}", st.sampled_from("ABD"), index, index, st.integers(0, 7)
)
bytes_list = st.lists(byte, min_size=2, max_size=4).map(" ".join)
numeric_text = st.one_of(st.integers(-130, 130).map(str), st.sampled_from(("+4", " 7", "007", "-0")))

bytes_lines = st.lists(st.one_of(byte, register_half), min_size=2, max_size=4).map("\n".join)
text_cell = st.one_of(register_half, register_pair, element, negated, absolute, byte, bytes_list)
multiline_cell = st.one_of(text_cell, bytes_lines)
any_cell = st.one_of(text_cell, st.just(""), numeric_text)

header_text = st.one_of(
    st.sampled_from(("D[M][N]", "A[M][K]", "B[K][N]", "C[M][N]", "lane", "v[1:0]", "v0.[15:0]", "", " ")),
    small.map(str),
    st.builds(lambda r, bits: f"v{r}.{bits}", small, st.sampled_from(BIT_RANGES)),
)

# How the cells of one column are drawn: mostly text, mostly numbers, numbers with
# gaps, or anything at all.
column_kinds = st.sampled_from(
    (
        text_cell,
        st.one_of(text_cell, st.just("")),
        numeric_text,
        st.one_of(numeric_text, st.just("")),
        any_cell,
        st.just(""),
    )
)


@st.composite
def layout_tables(
    draw: st.DrawFn, first_column: st.SearchStrategy[Cell], cells: st.SearchStrategy[Cell] | None = None
) -> tuple[list[str], list[list[Cell]]]:
    width = draw(st.integers(min_value=1, max_value=20))
    height = draw(st.integers(min_value=0, max_value=12))
    first = draw(st.lists(first_column, min_size=height, max_size=height))
    kinds = column_kinds if cells is None else st.sampled_from((cells, st.one_of(cells, st.just("")), numeric_text))
    columns = [draw(st.lists(draw(kinds), min_size=height, max_size=height)) for _ in range(width)]
    rows: list[list[Cell]] = [[first[r], *(column[r] for column in columns)] for r in range(height)]
    headers = draw(st.lists(header_text, min_size=width + 1, max_size=width + 1))
    return headers, rows


row_index = st.integers(min_value=0, max_value=255)
first_text = st.one_of(text_cell, header_text, any_cell)
transposed_first = st.one_of(
    small.map(str),
    st.builds(lambda r, bits: f"v{r}.{bits}", small, st.sampled_from(BIT_RANGES)),
    st.builds(lambda r: f"v[{r + 1}:{r}]", small),
)
relaxed = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@relaxed
@given(layout_tables(row_index))
def test_generated_tables_with_integer_index(table: tuple[list[str], list[list[Cell]]]) -> None:
    assert_same_as_references(*table)


@relaxed
@given(layout_tables(first_text))
def test_generated_tables_with_text_first_column(table: tuple[list[str], list[list[Cell]]]) -> None:
    assert_same_as_references(*table)


@relaxed
@given(st.one_of(layout_tables(small.map(str)), layout_tables(transposed_first)))
def test_generated_transposed_tables(table: tuple[list[str], list[list[Cell]]]) -> None:
    assert_same_as_references(*table)


@relaxed
@given(
    st.lists(header_text, max_size=6),
    st.lists(st.lists(st.one_of(any_cell, row_index), max_size=6), max_size=6),
)
def test_generated_ragged_tables(headers: list[str], rows: list[list[Cell]]) -> None:
    assert_same_as_references(headers, rows)


@relaxed
@given(layout_tables(row_index))
def test_generated_tables_without_headers(table: tuple[list[str], list[list[Cell]]]) -> None:
    assert_same_as_references([], table[1])


@relaxed
@given(layout_tables(row_index, cells=multiline_cell))
def test_generated_tables_with_multiline_cells(table: tuple[list[str], list[list[Cell]]]) -> None:
    assert_same_as_references(*table)


def test_cells_starting_with_a_letter_are_typed_as_tabulate_types_them() -> None:
    """The shortcut for text cells (a first letter no number starts with) agrees with tabulate."""
    import string

    from amdmatrix.render.tables import _STR, _cell_kind

    for letter in string.ascii_letters:
        for tail in ("", "1", "nf", "nfinity", "an", "AN", "rue", "alse", "e5", "[0][0]", "1{5}.[15:0]"):
            text = letter + tail
            # [[text], [text]]: a column of that text alone takes the renderer's all-text shortcut.
            for rows in ([[text], ["x"]], [[text], ["12"]], [[text], ["1.5"]], [[text], [text]]):
                assert render_table(["h"], rows, "grid") == tabulate_text(["h"], rows, "grid"), text
            if letter not in "iInNTF":
                assert _cell_kind(text) == _STR


# The fast tier tries 15 inputs per test; the exhaustive tier all of them (tests/support/tiers.py).
fuzz_all(globals(), 15)
