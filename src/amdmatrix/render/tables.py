"""Plain-text tables that match the output of the ``tabulate`` package.

The reference calculator prints its tables with ``tabulate``.  Importing that
package costs tens of milliseconds, so this module renders the few formats the
command line needs ("grid", "github", "asciidoc") itself, byte for byte as
``tabulate.tabulate(rows, headers=headers, tablefmt=fmt)`` would with its
default options, plus "csv" as written by :class:`csv.writer`.

Only the standard library is used, and nothing beyond the built-in ``itertools``
is imported at module import time (``csv`` and ``io`` are imported when a CSV
table is made).

What is reproduced from tabulate 0.10 (the version the calculator's recorded
outputs were printed with):

* Column types.  Every data cell gets a kind: missing (``None`` or, since
  tabulate 0.10, the empty string), bool (``True``/``False`` or the strings
  "True"/"False"), int (an ``int``, or a string that ``int()`` accepts, or a
  string with thousands separators such as "1,000"), float (a string that
  ``float()`` accepts and that is not an overflow to inf/nan, or a decimal
  with thousands separators), or str.  A column takes the most generic kind
  of its cells, in the order missing < bool < int < float < str, starting
  from bool.  Headers never take part in this.
* Formatting.  Cells of str, bool or missing-only columns are ``str()``-ed,
  int columns keep their text as given, float columns are reformatted with
  ``format(float(x), "g")`` (thousands separators dropped first).  Missing
  cells print as the empty string.
* Alignment.  int and float columns are decimal aligned (never stripped; the
  decimal points are lined up by padding on the right, then the column is
  right aligned), all others are stripped and left aligned.  A header takes
  the alignment of its column (decimal means right) and is not stripped.
* Widths.  A column is as wide as its widest aligned cell, and at least the
  header's length plus 2 when there are headers.  Cells are padded with one
  space each side.  Widths are ``len()``: this matches tabulate as long as
  the optional ``wcwidth`` package is absent or the text is printable ASCII.
* Shape.  When the first row is longer than the header list, empty headers are
  added on the left; short rows are filled with missing cells; extra headers
  (and columns without a header, if the first row was short) are dropped.
* Multi-line cells.  A data cell may hold ``"\\n"``.  In "grid" and "github"
  (tabulate's multi-line formats) the table then switches to multi-line mode:
  a column is as wide as its longest line, a left-aligned cell is stripped as
  a whole and then each line is padded, and a row takes as many text lines as
  its tallest cell (shorter cells are filled with blank lines at the bottom).
  "asciidoc" is not a multi-line format: the cell is written as it is, and its
  width counts the line break as one character.  (The calculator prints its
  multi-line cells this way.)

Text that would make tabulate switch to its ANSI-colour code paths (ESC),
treat a row as a separating line (``"\\x01"``) or split a line at a carriage
return, and line breaks in headers, are rejected with :class:`ValueError` for
the table formats.
"""

from itertools import repeat

_INF = float("inf")

# Annotations that name Sequence are strings, so nothing is imported at run time.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

Cell = int | str
"""A table cell: an ``int`` (for example a lane index) or a string."""

FORMATS: tuple[str, ...] = ("grid", "github", "asciidoc", "csv")
"""The values accepted for ``fmt``."""


# Column kinds, from least to most generic.
_MISSING = 0
_BOOL = 1
_INT = 2
_FLOAT = 3
_STR = 4

_DIGITS = frozenset("0123456789")
#: First letters of text no number can start with (see :func:`_cell_kind`): a column whose cells
#: all start with one is a str column, decided without a call per cell.
_TEXT_START = frozenset("abcdefghjklmopqrstuvwxyzABCDEGHJKLMOPQRSUVWXYZ")
_FIRST = slice(0, 1)  # a cell's first character (none for "")
_REJECTED = ("\r", "\x1b", "\x01")
_MULTILINE_FORMATS = ("grid", "github")


def _ascii_digits(text: str) -> bool:
    """True if ``text`` is one or more ASCII digits."""
    return bool(text) and all(ch in _DIGITS for ch in text)


def _thousands_number(text: str) -> bool:
    """True for numbers written with comma thousands separators, like tabulate 0.10.

    Accepted: an optional sign, one to three digits, any number of ",ddd"
    groups and an optional fraction (a point and zero or more digits); or a
    point followed by one or more digits; or the empty string.
    """
    if not text:
        return True
    if text[0] == ".":
        return _ascii_digits(text[1:])
    if text[0] in "+-":
        text = text[1:]
    whole, point, fraction = text.partition(".")
    if point and fraction and not _ascii_digits(fraction):
        return False
    groups = whole.split(",")
    if not (1 <= len(groups[0]) <= 3 and _ascii_digits(groups[0])):
        return False
    return all(len(group) == 3 and _ascii_digits(group) for group in groups[1:])


def _int_text(text: str) -> bool:
    """True if ``int()`` accepts the string."""
    try:
        int(text)
    except ValueError:
        return False
    return True


def _float_text(text: str) -> bool:
    """True if ``float()`` accepts the string and it is not an overflow to inf or nan."""
    try:
        value = float(text)
    except ValueError:
        return False
    if value != value or value in (_INF, -_INF):  # nan or an overflow (math is not imported on the query path)
        return text.lower() in ("inf", "-inf", "nan")
    return True


def _cell_kind(value: object) -> int:
    """The kind tabulate deduces for one data cell."""
    if value is None:
        return _MISSING
    if isinstance(value, str):
        if not value:
            return _MISSING
        first = value[0]
        if first.isascii() and first.isalpha() and first not in "iInNTF":
            # No number int() or float() accepts starts with such a letter (only inf, nan,
            # infinity and True/False start with letters): a text cell, such as "D[0][0]".
            return _STR
        if value in ("True", "False"):
            return _BOOL
        if _int_text(value):
            return _INT
        if "." not in value and _thousands_number(value):
            return _INT
        if _float_text(value) or _thousands_number(value):
            return _FLOAT
        return _STR
    if type(value) is bool:
        return _BOOL
    if type(value) is int:
        return _INT
    try:
        float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return _STR
    return _FLOAT


def _format_cell(value: object, kind: int) -> str:
    """The text of one cell in a column of the given kind."""
    if value is None or value == "":
        return ""
    if kind == _FLOAT:
        if isinstance(value, str) and "," in value:
            value = value.replace(",", "")
        try:
            return format(float(value), "g")  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return f"{value}"
    return f"{value}"


def _digits_after_point(text: str) -> int:
    """How many characters follow the decimal point (or exponent mark), -1 if none."""
    if not (_float_text(text) or _thousands_number(text)) or _int_text(text):
        return -1
    position = text.rfind(".")
    if position < 0:
        position = text.lower().rfind("e")
    return len(text) - position - 1 if position >= 0 else -1


def _line_width(text: str) -> int:
    """The width of a multi-line cell: its longest line."""
    return max(map(len, text.split("\n")))


def _align_cells(texts: list[str], decimal: bool, min_width: int, multiline: bool) -> tuple[list[str], int]:
    """Pad the cells of one column to a common width; return them and the width."""
    if decimal:
        points = [_digits_after_point(text) for text in texts]
        most = max(points, default=-1)
        texts = [text + " " * (most - point) for text, point in zip(texts, points, strict=True)]
    else:
        texts = list(map(str.strip, texts))
    if multiline:
        width = max([min_width, *map(_line_width, texts)])
        pad = str.rjust if decimal else str.ljust
        return ["\n".join(pad(line, width) for line in text.splitlines()) for text in texts], width
    width = max(min_width, *map(len, texts)) if texts else min_width
    return list(map(str.rjust if decimal else str.ljust, texts, repeat(width))), width


def _layout(
    headers: "Sequence[str]", rows: "Sequence[Sequence[Cell]]", multiline: bool
) -> tuple[list[str], list[list[str]], list[int], list[str]] | None:
    """Headers and rows as padded cell text, the column widths and alignments.

    Returns ``None`` for a table with neither headers nor data cells.
    """
    header_texts = [str(header) for header in headers]
    data = [list(row) for row in rows]
    if header_texts and data:
        header_texts = [""] * max(0, len(data[0]) - len(header_texts)) + header_texts
    column_count = max((len(row) for row in data), default=0)

    if not column_count:
        if not header_texts:
            return None
        # Headers only: every column is left aligned and as wide as its header allows.
        widths = [len(header) + 2 for header in header_texts]
        padded = [header.ljust(width) for header, width in zip(header_texts, widths, strict=True)]
        return padded, [], widths, ["left"] * len(header_texts)

    if header_texts:
        # Columns past the last header are dropped, and so are headers past the last column.
        column_count = min(column_count, len(header_texts))
        header_texts = header_texts[:column_count]
    cells: list[list[str]] = []
    widths = []
    alignments: list[str] = []
    lengths = set(map(len, data))
    if len(lengths) == 1 and column_count <= lengths.pop():  # no short rows: the columns in one C call
        columns: Sequence[Sequence[Cell | None]] = list(zip(*data, strict=True))[:column_count]
    else:
        columns = [[row[index] if index < len(row) else None for row in data] for index in range(column_count)]
    for index, column in enumerate(columns):
        # A column of text cells that start with a letter no number starts with (such as
        # "D[0][0]") is text, printed as it is; checked without a Python call per cell.
        texts: list[str]
        first = map(str.__getitem__, column, repeat(_FIRST))  # type: ignore[arg-type]
        if set(map(type, column)) == {str} and all(map(_TEXT_START.__contains__, first)):
            kind, texts = _STR, list(column)  # type: ignore[arg-type]
        else:
            kind = max([_BOOL, *(_cell_kind(value) for value in column)])
            texts = [_format_cell(value, kind) for value in column]
        decimal = kind in (_INT, _FLOAT)
        min_width = len(header_texts[index]) + 2 if header_texts else 0
        texts, width = _align_cells(texts, decimal, min_width, multiline)
        cells.append(texts)
        widths.append(width)
        alignments.append("decimal" if decimal else "left")
    padded_headers = [
        header.rjust(width) if alignment == "decimal" else header.ljust(width)
        for header, width, alignment in zip(header_texts, widths, alignments, strict=False)
    ]
    body = [list(row) for row in zip(*cells, strict=True)]
    return padded_headers, body, widths, alignments


def _bar_row(cells: "Sequence[str]") -> str:
    return "| " + " | ".join(cells) + " |" if cells else "||"


def _bar_rows(cells: "Sequence[str]", widths: "Sequence[int]", multiline: bool) -> list[str]:
    """One row as text lines: a multi-line cell spreads over several, others get blank lines."""
    if not multiline:
        return [_bar_row(cells)]
    split = [cell.splitlines() for cell in cells]
    height = max(map(len, split))
    split = [lines + [" " * width] * (height - len(lines)) for lines, width in zip(split, widths, strict=True)]
    return [_bar_row([lines[n] for lines in split]) for n in range(height)]


def _rule(widths: "Sequence[int]", corner: str, fill: str) -> str:
    return corner + corner.join(fill * (width + 2) for width in widths) + corner


def _grid(headers: list[str], body: list[list[str]], widths: list[int], multiline: bool) -> list[str]:
    rule = _rule(widths, "+", "-")
    lines = [rule]
    if headers:
        lines.append(_bar_row(headers))
        lines.append(_rule(widths, "+", "="))
    for index, row in enumerate(body):
        if index:
            lines.append(rule)
        lines.extend(_bar_rows(row, widths, multiline))
    lines.append(rule)
    return lines


def _github(headers: list[str], body: list[list[str]], widths: list[int], multiline: bool) -> list[str]:
    lines = [_bar_row(headers)] if headers else []
    lines.append(_rule(widths, "|", "-"))
    for row in body:
        lines.extend(_bar_rows(row, widths, multiline))
    return lines


def _asciidoc(
    headers: list[str], body: list[list[str]], widths: list[int], alignments: list[str]
) -> list[str]:
    marks = {"left": "<", "decimal": ">"}
    # Alignment before width, as tabulate 0.10 writes it (0.9's "11<" is not AsciiDoc).
    specs = [f"{marks[alignment]}{width + 2}" for width, alignment in zip(widths, alignments, strict=True)]
    attributes = 'cols="' + ",".join(specs) + '"'
    if headers:
        attributes += ',options="header"'
    lines = [f"[{attributes}]", "|===="]
    if headers:
        lines.append("|" + "|".join(f" {cell} " for cell in headers))
    lines.extend("|" + "|".join(f" {cell} " for cell in row) for row in body)
    lines.append("|====")
    return lines


def _csv(headers: "Sequence[str]", rows: "Sequence[Sequence[Cell]]") -> str:
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(headers)
    writer.writerows(rows)
    text = buffer.getvalue()
    return text[:-1] if text.endswith("\n") else text


def _check_text(headers: "Sequence[str]", rows: "Sequence[Sequence[Cell]]") -> bool:
    """Reject what is not supported; return whether a data cell holds a line break."""
    for header in headers:
        if any(mark in header for mark in ("\n", *_REJECTED)):
            raise ValueError(f"table header {header!r} holds a line break, ESC or \\x01, which is not supported")
    # One search over all the text, not one per cell (a whole-matrix table has a thousand cells).
    text = "\0".join([cell for row in rows for cell in row if isinstance(cell, str)])
    if any(mark in text for mark in _REJECTED):
        bad = next(cell for row in rows for cell in row
                   if isinstance(cell, str) and any(mark in cell for mark in _REJECTED))
        raise ValueError(f"table cell {bad!r} holds a carriage return, ESC or \\x01, which is not supported")
    return "\n" in text


def render_table(headers: "Sequence[str]", rows: "Sequence[Sequence[Cell]]", fmt: str) -> str:
    """Render a table as text, without a trailing newline.

    ``fmt`` is "grid", "github" (Markdown), "asciidoc" or "csv".  The first
    three give exactly what ``tabulate.tabulate(rows, headers=headers,
    tablefmt=fmt)`` returns; "csv" gives what :class:`csv.writer` (default
    dialect, ``"\\n"`` line ends) writes for the header row and then the rows,
    less the final newline.

    A data cell may hold line breaks (see the module's docstring).

    Raises :class:`ValueError` for an unknown format, and,
    for the table formats, for text holding a carriage return, ESC or
    ``"\\x01"``, or a header holding a line break.
    """
    if fmt not in FORMATS:
        raise ValueError(f"unknown table format {fmt!r}; expected one of {', '.join(FORMATS)}")
    if fmt == "csv":
        return _csv(headers, rows)
    multiline = _check_text(headers, rows) and fmt in _MULTILINE_FORMATS
    layout = _layout(headers, rows, multiline)
    if layout is None:
        return ""
    padded_headers, body, widths, alignments = layout
    if fmt == "grid":
        lines = _grid(padded_headers, body, widths, multiline)
    elif fmt == "github":
        lines = _github(padded_headers, body, widths, multiline)
    else:
        lines = _asciidoc(padded_headers, body, widths, alignments)
    return "\n".join(lines)
