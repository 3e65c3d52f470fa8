"""``amdmatrix encode`` and ``amdmatrix decode``.

``run(["encode", ...])`` / ``run(["decode", ...])`` writes to ``sys.stdout`` and ``sys.stderr``
(looked up when called, so the console entry point's stream handling applies) and returns
the exit status: 0, or 2 after one line ``amdmatrix: error: ...`` per problem on stderr.

encode output, one line per instruction::

    [0x00,0x89,0xc0,0xd3,0x01,0x05,0x02,0x44]  0xd3c0890044020501  // v_mfma_f32_32x32x1_2b_f32 ...

the bytes exactly as ``llvm-mc -show-encoding`` prints them, two spaces, the 64-bit word(s)
with the first dword in the high half (one 32-bit word for a 4-byte instruction), two
spaces, and LLVM's canonical text after ``//``.

decode output: one line per instruction, the text ``llvm-mc --disassemble`` prints (without
its leading tab). Input may be a listing (``llvm-objdump -d``, ``llvm-mc -show-encoding``)
or plain bytes and words; see :func:`read_listing`.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TextIO

from .._dataclasses import dataclass, field
from ..vocabulary import JSON_SCHEMA as SCHEMA
from .options import arch_names

if TYPE_CHECKING:
    from ..encoding.codec import Decoded
    from ..encoding.spec import ArchSpec

__all__ = ["run", "parse_bytes", "read_listing", "Chunk", "JSON_SCHEMA"]

#: The ``schema`` of the JSON documents of ``encode --json`` and ``decode --json`` (docs/json.md).
JSON_SCHEMA = SCHEMA

USAGE = """\
usage: amdmatrix encode -a ARCH [-w WAVE] [--fields] [--json] [--skip-other] [ASM | FILE | - ...]
       amdmatrix decode -a ARCH [-w WAVE] [--fields] [--json] [--skip-other] [BYTES | FILE | - ...]

encode: assemble instructions the way llvm-mc-22 does and print for each
      [0x.., ...]  0x<64-bit word>  // <canonical assembly>
  (the bytes as llvm-mc -show-encoding shows them; the word with the first dword high).
  Each ASM argument is one instruction; a FILE argument (or -, or no argument: standard
  input) is a whole kernel, one instruction per line. Every bad line is reported.
decode: disassemble the way llvm-mc-22 --disassemble does, one instruction per line.
  BYTES may be a bracketed list [0x00,0x89,...], bytes (00 89 c0 d3 ...), 32-bit words
  (d3c08900 44020501) or 64-bit words (0xd3c0890044020501, first dword high). A FILE (or
  standard input) may also be a listing: llvm-objdump -d output (the words after 'addr:'
  or in '// 000000001234: D3C98A00 84020500' comments) or llvm-mc -show-encoding output
  ('; encoding: [0x..,...]'). A listing keeps its shape: each matrix instruction's text is
  replaced in place (indentation, alignment and address comment kept), and its other
  instructions, labels and headers are passed through unchanged.

options:
  -a, --architecture ARCH   @ARCHS@ or an alias (gfx942, MI300, ...)
  -w, --wavefront WAVE      wave size: 64 on CDNA; 32 (default) or 64 on RDNA
  --fields                  print every field (ISA names and bit positions), what the
                            modifiers mean, and the -R command showing their layout
  --json                    print one JSON document (schema amdmatrix/2)
  --skip-other              pass lines (encode) or instructions (decode) that are not
                            matrix instructions through unchanged instead of reporting them
                            (a listing's other instructions always are: LLVM printed them)
  -h, --help                this help
Long options may be shortened to any unambiguous prefix (--arch, --w, --skip).
""".replace("@ARCHS@", arch_names())

#: Long options: name -> (destination, takes a value).
_LONG = {"--architecture": ("arch", True), "--arch": ("arch", True), "--wavefront": ("wave", True),
         "--wave": ("wave", True), "--fields": ("fields", False), "--json": ("json", False),
         "--skip-other": ("skip", False), "--help": ("help", False)}
_SHORT = {"-a": "arch", "-w": "wave", "-h": "help"}
_LEGAL = "-a/--architecture, -w/--wavefront, --fields, --json, --skip-other, -h/--help"


class _Usage(Exception):
    pass


@dataclass
class _Options:
    command: str
    arch: str | None = None
    wave: int | None = None
    fields: bool = False
    json: bool = False
    skip: bool = False
    help: bool = False
    inputs: list[str] = field(default_factory=list)


def _long_option(key: str) -> tuple[str, bool]:
    if key in _LONG:
        return _LONG[key]
    matches = {k: v for k, v in _LONG.items() if k.startswith(key)}
    if len({v for v in matches.values()}) == 1:
        return next(iter(matches.values()))
    if matches:
        raise _Usage(f"ambiguous option {key!r}: it could be {', '.join(sorted(matches))}")
    raise _Usage(f"unknown option {key!r}; legal options: {_LEGAL}")


def _parse(command: str, argv: Sequence[str]) -> _Options:
    opts = _Options(command)
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "--":
            opts.inputs += args[i:]
            break
        dest: str | None = None
        value: str | None = None
        if arg.startswith("--"):
            key, eq, val = arg.partition("=")
            dest, takes = _long_option(key)
            if eq and not takes:
                raise _Usage(f"{key} takes no value")
            value = val if eq else None
        elif arg.startswith("-") and len(arg) > 1 and not re.fullmatch(r"-[0-9.(].*", arg):
            dest = _SHORT.get(arg[:2])
            if dest is None:
                raise _Usage(f"unknown option {arg!r}; legal options: {_LEGAL}")
            if len(arg) > 2:
                if dest == "help":
                    raise _Usage(f"unknown option {arg!r}; legal options: {_LEGAL}")
                value = arg[2:].removeprefix("=")
        else:
            opts.inputs.append(arg)
            continue
        if dest in ("arch", "wave"):
            if value is None:
                if i >= len(args):
                    what = "an architecture name" if dest == "arch" else "a wave size (32 or 64)"
                    raise _Usage(f"{arg} needs {what}")
                value = args[i]
                i += 1
            if dest == "arch":
                opts.arch = value
            else:
                if not re.fullmatch(r"[0-9]{1,6}", value):
                    raise _Usage(f"{arg} needs a wave size (32 or 64), not {value!r}")
                opts.wave = int(value)
        else:
            setattr(opts, dest, True)
    if opts.help:
        return opts
    if opts.arch is None:
        raise _Usage("-a ARCH is required (for example -a cdna3)")
    return opts


# ----------------------------------------------------------------------------- input


@dataclass(frozen=True)
class _Source:
    """One input: ``where`` names it in messages ("" for a single instruction argument)."""

    where: str
    text: str
    lines_are: str = "line"  # how its lines are called in messages ("line" or "argument")
    name: str = ""  # the file name (JSON "input"); "" when ``where`` says it

    @property
    def label(self) -> str:
        return self.name or self.where or "argument"


def _stdin_text() -> str:
    stdin = sys.stdin
    if stdin is None:
        raise _Usage("no input: standard input is closed; give the input as arguments or a FILE")
    try:
        return stdin.read()
    except (OSError, ValueError) as e:
        raise _Usage(f"cannot read standard input: {e}") from None
    except UnicodeDecodeError:
        raise _Usage("cannot read standard input: it is not UTF-8 text") from None


def _file_text(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except UnicodeDecodeError:
        raise _Usage(f"cannot read {path!r}: it is not UTF-8 text") from None
    except OSError as e:
        raise _Usage(f"cannot read {path!r}: {e.strerror or e}") from None


def _sources(opts: _Options) -> list[_Source]:
    """The inputs in order: files and '-' whole, consecutive literal arguments as one source."""
    if not opts.inputs:
        return [_Source("standard input", _stdin_text())]
    out: list[_Source] = []
    literal: list[str] = []

    def flush() -> None:
        if literal:
            if len(literal) == 1:
                out.append(_Source("", literal[0]))
            else:
                out.append(_Source("arguments", "\n".join(literal), "argument"))
            literal.clear()

    for arg in opts.inputs:
        if arg == "-":
            flush()
            out.append(_Source("standard input", _stdin_text()))
        elif "\n" not in arg and len(arg) < 4096 and os.path.isfile(arg):
            flush()
            out.append(_Source(repr(arg), _file_text(arg), name=arg))
        else:
            literal.append(arg)
    flush()
    return out


def _where(src: _Source, line: int | None, column: int | None = None, extra: str = "") -> str:
    """Where a problem is: "FILE, line 3, column 5", "argument 2, column 5", "column 5", ..."""
    parts = []
    if src.where not in ("", "standard input", "arguments"):
        parts.append(src.where)
    if line is not None:
        parts.append(f"{src.lines_are} {line}")
    if column is not None:
        parts.append(f"column {column}")
    if extra:
        parts.append(extra)
    return ", ".join(parts)


class _Report:
    """Collects the output: text to stdout as it comes, errors to stderr, JSON at the end."""

    def __init__(self, opts: _Options, arch: str, wave: int) -> None:
        self.opts = opts
        self.out: TextIO = sys.stdout
        self.err: TextIO = sys.stderr
        self.items: list[dict[str, Any]] = []
        self.errors: list[dict[str, Any]] = []
        self.arch = arch
        self.wave = wave
        self.instructions = 0
        self.blank_between = False

    def write(self, text: str) -> None:
        if not self.opts.json:
            self.out.write(text)

    def error(self, src: _Source, line: int | None, message: str, column: int | None = None,
              extra: str = "") -> None:
        where = _where(src, line, column, extra)
        text = " ".join(message.split("\n"))
        self.err.write(f"amdmatrix: error: {where + ': ' if where else ''}{text}\n")
        self.errors.append({"input": src.label, "line": line, "column": column, "message": text})

    def other(self, src: _Source, line: int, text: str, data: bytes | None = None) -> None:
        self.write(text + "\n")
        item: dict[str, Any] = {"kind": "other", "input": src.label, "line": line, "text": text}
        if data is not None:
            item["bytes"] = data.hex()
        self.items.append(item)

    def instruction(self, aspec: ArchSpec, src: _Source, line: int, d: Decoded, data: bytes, source_text: str,
                    offset: int | None = None, shown: str | None = None) -> None:
        """Report one instruction; ``shown`` is the line decode prints for it (default: its text)."""
        from ..encoding.explain import bytes_list, field_rows, meanings, words_hex

        self.instructions += 1
        fields = self.opts.fields
        if self.opts.command == "encode":
            if fields and self.blank_between:
                self.write("\n")
            self.write(f"{bytes_list(data)}  {words_hex(data)}  // {d.text}\n")
        else:
            if fields and self.blank_between:
                self.write("\n")
            self.write((d.text if shown is None else shown) + "\n")
            if fields:
                self.write(f"  {bytes_list(data)}  {words_hex(data)}\n")
        self.blank_between = True
        if fields and not self.opts.json:
            from ..encoding.explain import field_lines, meaning_lines

            self.write(f"  {d.spec.form} encoding, {len(data)} bytes:\n")
            for text in field_lines(aspec, d, data):
                self.write(text + "\n")
            lines = meaning_lines(aspec, d)
            if lines:
                self.write("  modifiers:\n")
                for text in lines:
                    self.write("  " + text + "\n")
        item: dict[str, Any] = {"kind": "instruction", "input": src.label, "line": line}
        if offset is not None:
            item["offset"] = offset
        item.update({"source": source_text, "text": d.text, "mnemonic": d.spec.name, "form": d.spec.form,
                     "size": len(data), "bytes": data.hex(), "words": words_hex(data).split()})
        if fields:
            item["fields"] = {name: {"bits": [width + _lo(bits) - 1, _lo(bits)], "value": value, "meaning": note}
                              for name, bits, width, value, note in field_rows(aspec, d, data)}
            item["modifiers"] = [{"meaning": text, "layout": cmd} for text, cmd in meanings(aspec, d)]
        self.items.append(item)

    def finish(self) -> int:
        if self.opts.json:
            from ..render.jsontext import pretty

            doc = {"schema": JSON_SCHEMA, "query": self.opts.command, "architecture": self.arch, "wave": self.wave,
                   "items": self.items, "errors": self.errors}
            self.out.write(pretty(doc) + "\n")
        return 2 if self.errors else 0


def _lo(bits: str) -> int:
    return int(bits.strip("[]").split(":")[-1])


# ----------------------------------------------------------------------------- encode

_FIRST_WORD = re.compile(r"[ \t]*([A-Za-z_.$][A-Za-z0-9_.$@]*)([ \t]*:(?!:))?")


_MATRIX_PREFIXES = ("v_mfma", "v_smfmac", "v_wmma", "v_swmmac", "v_accvgpr")


def _classify(line: str) -> tuple[str, str, str]:
    """What a line of a kernel file is: ("blank" | "directive" | "other" | "matrix", the
    labels before the instruction, the instruction text). "blank" lines hold nothing but
    comments; "directive" lines a directive or only labels; "other" an instruction that is
    not a matrix instruction."""
    from ..encoding.spec import spellings_elsewhere
    from ..encoding.syntax import strip_comment

    body = strip_comment(line)
    label = ""
    while True:
        if not body.strip():
            return ("blank" if not label else "directive"), label, body
        m = _FIRST_WORD.match(body)
        if m is None:
            return "other", label, body
        word = m.group(1)
        if m.group(2):
            label += body[:m.end()]
            body = body[m.end():]
            continue
        if word.startswith("."):
            return "directive", label, body
        name = word.lower()
        if name.endswith(("_e64", "_e32")):
            name = name[:-4]
        if name in spellings_elsewhere() or name.startswith(_MATRIX_PREFIXES):
            return "matrix", label, body
        return "other", label, body


def _encode(opts: _Options, report: _Report, aspec: ArchSpec, wave: int, sources: list[_Source]) -> None:
    from ..encoding.codec import assemble_line
    from ..encoding.errors import AsmError
    from ..encoding.syntax import split_lines

    for src in sources:
        lines = split_lines(src.text)
        if len(lines) > 1 and lines[-1] == "":
            lines.pop()
        for n, line in enumerate(lines, 1):
            kind, label, body = _classify(line)
            if kind in ("blank", "directive"):
                if opts.skip:
                    report.other(src, n, line)
                continue
            if kind == "other":
                if opts.skip:
                    report.other(src, n, line)
                    continue
                word = _FIRST_WORD.match(body)
                shown = repr(word.group(1)) if word else repr(body.strip())
                col = len(label) + (word.start(1) if word else 0) + 1
                report.error(src, n if src.where else None,
                             f"{shown} is not a matrix instruction of {aspec.arch.name} (--skip-other passes "
                             "other lines through)", col)
                continue
            try:
                d = assemble_line(aspec, " " * len(label) + body, wave)
            except AsmError as e:
                report.error(src, n if src.where else None, e.message, e.column)
                continue
            if d is None:
                continue
            if label.strip() and opts.skip:
                report.other(src, n, label.rstrip())
            report.instruction(aspec, src, n, d, d.word(aspec), line.strip())
    if not report.instructions and not report.errors and not report.items:
        report.error(_Source("", ""), None, "no instruction to encode")


# ----------------------------------------------------------------------------- decode

_HEXTOK = re.compile(r"(?:0[xX])?([0-9a-fA-F]+)$")
_ENCODING = re.compile(r";\s*encoding:\s*\[([^\]]*)\]")
_BYTE = r"\s*(?:0[xX][0-9A-Fa-f]{1,2}|[0-9A-Fa-f]{2})\s*"
_BYTE_LIST = re.compile(rf"\[((?:{_BYTE},)*{_BYTE})\]")
_OBJDUMP_COMMENT = re.compile(r"//\s*([0-9A-Fa-f]+):((?:\s+[0-9A-Fa-f]{8})+)(?:\s+<[^>]*>)?\s*$")
_ADDRESS = re.compile(r"^\s*([0-9A-Fa-f]+):((?:\s+(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{2})(?=\s|$))+)")


def _hex_tokens(text: str) -> bytes:
    """Bytes from tokens of 2 (bytes), 8 (32-bit words) or 16 (64-bit words, first dword
    high) hex digits, separated by commas or blanks; ValueError for anything else."""
    out = bytearray()
    for tok in re.split(r"[\s,]+", text.strip()):
        if not tok:
            continue
        h = _HEXTOK.match(tok)
        if h is None or not tok.isascii():
            raise ValueError(f"{tok!r} is not a hex byte or word")
        digits = h.group(1)
        if len(digits) == 1 and tok == digits:
            raise ValueError(f"{tok!r} is not a hex byte: write bytes with two digits or 0x")
        if len(digits) <= 2:
            out.append(int(digits, 16))
        elif len(digits) == 8:
            out += int(digits, 16).to_bytes(4, "little")
        elif len(digits) == 16:
            v = int(digits, 16)
            out += (v >> 32).to_bytes(4, "little") + (v & 0xFFFFFFFF).to_bytes(4, "little")
        else:
            raise ValueError(f"{tok!r} has {len(digits)} hex digits; write bytes with 2, 32-bit words with 8 "
                             "and 64-bit words with 16")
    return bytes(out)


@dataclass(frozen=True)
class Chunk:
    """What one line of decode input holds.

    ``kind``: "listing" (one line of a listing, whose bytes are whole instructions),
    "stream" (bytes of a plain dump, which may continue on the next line), "none" (a blank,
    comment or header line) or "text" (a line with no bytes that could be read).
    """

    line: int
    text: str
    kind: str
    data: bytes = b""
    address: int | None = None
    problem: str = ""
    #: A "text" line that is an instruction of a listing whose bytes could not be read
    #: (llvm-mc prints fixups such as ``[A,A,0x85,0xbf]`` for branches): never matrix.
    instruction: bool = False
    #: Where a listing line's instruction text is: (start, end) in ``text``, for
    #: :meth:`reshaped`; None when the line has none.
    span: tuple[int, int] | None = None

    def reshaped(self, new: str) -> str:
        """The line with its instruction text replaced by ``new``, keeping its shape: the
        indentation, the column where the comment after it starts (at least the blank before
        it, as LLVM does when the text is longer), and the rest of the line. Without a text
        span, ``new`` alone."""
        if self.span is None:
            return new
        start, end = self.span
        if self.text[start:end] == new:
            return self.text
        rest = self.text[end:]
        body = rest.lstrip(" \t")
        if not body:
            return self.text[:start] + new
        gap = len(rest) - len(body)
        pad = max(end + gap - start - len(new), 1 if gap else 0)
        return self.text[:start] + new + " " * pad + body


def _span(raw: str, lo: int, hi: int) -> tuple[int, int] | None:
    """The (start, end) of the text in ``raw[lo:hi]`` without its surrounding blanks, or None."""
    part = raw[lo:hi]
    body = part.strip()
    if not body:
        return None
    start = lo + len(part) - len(part.lstrip())
    return start, start + len(body)


def read_listing(text: str) -> list[Chunk]:
    """Read decode input line by line (see the usage): listings and plain dumps.

    In input that holds listing lines, lines without bytes (headers, directives, labels)
    are "none"; in a plain dump they are "text" (an error unless --skip-other).
    """
    from ..encoding.syntax import split_lines

    out: list[Chunk] = []
    lines = split_lines(text)
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    for n, raw in enumerate(lines, 1):
        code = raw.split("//", 1)[0]
        m = _ENCODING.search(raw)
        if m is not None:  # llvm-mc -show-encoding
            try:
                out.append(Chunk(n, raw, "listing", _hex_tokens(m.group(1)), span=_span(raw, 0, m.start())))
            except ValueError as e:
                out.append(Chunk(n, raw, "text", problem=f"its encoding cannot be read ({e})", instruction=True))
            continue
        try:
            m = _OBJDUMP_COMMENT.search(raw)
            if m is not None:  # llvm-objdump -d: "// 000000001234: D3C98A00 84020500"
                out.append(Chunk(n, raw, "listing", _hex_tokens(m.group(2)), int(m.group(1), 16),
                                 span=_span(raw, 0, m.start())))
                continue
            m = _ADDRESS.match(code)
            if m is not None:  # "  1234: d3c98a00 84020500   v_mfma..."
                out.append(Chunk(n, raw, "listing", _hex_tokens(m.group(2)), int(m.group(1), 16),
                                 span=_span(raw, m.end(), len(code))))
                continue
            m = _BYTE_LIST.search(code)
            if m is not None:  # the output of encode: only the list is read, the text printed alone
                out.append(Chunk(n, raw, "listing", _hex_tokens(m.group(1))))
                continue
        except ValueError as e:
            out.append(Chunk(n, raw, "text", problem=str(e)))
            continue
        body = code.split(";", 1)[0]
        if not body.strip():
            out.append(Chunk(n, raw, "none"))
            continue
        try:
            out.append(Chunk(n, raw, "stream", _hex_tokens(body)))
        except ValueError as e:
            out.append(Chunk(n, raw, "text", problem=str(e)))
    if any(c.kind == "listing" for c in out):
        out = [Chunk(c.line, c.text, "none") if c.kind == "text" and not c.instruction else c for c in out]
    return out


def parse_bytes(text: str) -> bytes:
    """All the bytes of decode input (a listing or a plain dump); ValueError for a line
    from which no bytes could be read."""
    data = bytearray()
    for c in read_listing(text):
        if c.kind == "text":
            raise ValueError(f"line {c.line}: {c.problem}" if "\n" in text.strip() else c.problem)
        data += c.data
    return bytes(data)


def _other_size(data: bytes, pos: int) -> int:
    """How many bytes to pass over for an instruction that is not a matrix instruction: the
    64-bit encodings (VOP3, SMEM, memory, ...) start with bits 11, the others are 32-bit."""
    d0 = int.from_bytes(data[pos:pos + 4].ljust(4, b"\0"), "little")
    return min(8 if d0 >> 30 == 3 else 4, len(data) - pos)


def _decode_stream(opts: _Options, report: _Report, aspec: ArchSpec, wave: int, src: _Source,
                   chunks: list[Chunk]) -> None:
    """Decode the bytes of consecutive lines as one stream (linear in its length: each
    instruction's line is found by bisection, and decoding goes on in place after a skip)."""
    from bisect import bisect_right

    from ..encoding.codec import _decode_at
    from ..encoding.errors import DecodeError

    data = b"".join(c.data for c in chunks)
    starts: list[int] = []
    pos = 0
    for c in chunks:
        starts.append(pos)
        pos += len(c.data)

    def chunk_at(offset: int) -> Chunk:
        """The line holding byte ``offset`` (the last line starting at or before it)."""
        return chunks[max(bisect_right(starts, offset) - 1, 0)]

    pos = 0
    while pos < len(data):
        try:
            while pos < len(data):
                d, n = _decode_at(aspec, data, pos, wave)
                here = chunk_at(pos)
                report.instruction(aspec, src, here.line, d, data[pos:pos + n], here.text.strip(), pos)
                pos += n
            return
        except DecodeError as e:
            bad = e.offset
            here = chunk_at(bad)
            if not opts.skip:
                report.error(src, here.line if src.where or len(chunks) > 1 else None, e.message,
                             extra=f"byte {bad}" if bad else "")
                return
            size = _other_size(data, bad)
            for w in range(bad, bad + size, 4):
                word = data[w:w + 4]
                text = f".long 0x{int.from_bytes(word, 'little'):08x}" if len(word) == 4 else \
                    ".byte " + ", ".join(f"0x{b:02x}" for b in word)
                report.other(src, here.line, text, word)
            pos = bad + size


def _not_matrix(aspec: ArchSpec, data: bytes, offset: int) -> bool:
    """Whether the instruction at ``offset`` is not a matrix instruction at all (rather than a
    matrix instruction whose bits cannot be written in assembly, or too few bytes)."""
    from ..encoding.codec import _spec_at
    from ..encoding.errors import DecodeError

    if len(data) - offset < 4:
        return False
    try:
        _spec_at(aspec, data, offset, int.from_bytes(data[offset:offset + 4], "little"))
    except DecodeError:
        return True
    return False


def _decode(opts: _Options, report: _Report, aspec: ArchSpec, wave: int, sources: list[_Source]) -> None:
    from ..encoding.codec import iter_decode
    from ..encoding.errors import DecodeError

    for src in sources:
        chunks = read_listing(src.text)
        listing = any(c.kind == "listing" for c in chunks)  # its headers and labels keep their places
        i = 0
        while i < len(chunks):
            c = chunks[i]
            if c.kind == "stream":
                j = i
                while j < len(chunks) and chunks[j].kind in ("stream", "none"):
                    j += 1
                run_ = [x for x in chunks[i:j] if x.kind == "stream"]
                _decode_stream(opts, report, aspec, wave, src, run_)
                if opts.skip:
                    for x in chunks[i:j]:
                        if x.kind == "none":
                            report.other(src, x.line, x.text)
                i = j
                continue
            i += 1
            line = c.line if src.where or len(chunks) > 1 else None
            if c.kind in ("none", "text"):
                if opts.skip or c.instruction or (listing and c.kind == "none"):  # LLVM printed it
                    report.other(src, c.line, c.text)
                elif c.instruction:
                    report.error(src, line, f"not a matrix instruction: {c.problem} (--skip-other passes such "
                                 "lines through)")
                elif c.kind == "text":
                    report.error(src, line, f"no instruction bytes could be read: {c.problem} (--skip-other "
                                 "passes such lines through)")
                continue
            if not c.data:
                report.error(src, line, "the list holds no bytes")
                continue
            try:
                decoded = list(iter_decode(c.data, aspec.arch, wave))
            except DecodeError as e:
                if opts.skip or _not_matrix(aspec, c.data, e.offset):  # LLVM printed the other ones
                    report.other(src, c.line, c.text, c.data)
                else:
                    where = f"address 0x{c.address + e.offset:x}" if c.address is not None else ""
                    report.error(src, line, e.message, extra=where)
                continue
            for off, d, n in decoded:
                report.instruction(aspec, src, c.line, d, c.data[off:off + n], c.text.strip(),
                                   (c.address + off) if c.address is not None else None,
                                   c.reshaped(d.text) if len(decoded) == 1 else None)
    if not report.instructions and not report.errors and not report.items:
        report.error(_Source("", ""), None, "no bytes to decode")


# ----------------------------------------------------------------------------- main


def run(argv: list[str]) -> int:
    """``argv[0]`` is "encode" or "decode"; the rest are that command's arguments."""
    from ..errors import AmdMatrixError

    if not argv or argv[0] not in ("encode", "decode"):
        sys.stderr.write("amdmatrix: error: expected 'encode' or 'decode'\n")
        return 2
    try:
        opts = _parse(argv[0], argv[1:])
        if opts.help:
            sys.stdout.write(USAGE)
            return 0
        from ..encoding.codec import resolve_wave, to_arch
        from ..encoding.spec import arch_spec

        assert opts.arch is not None
        a = to_arch(opts.arch)
        wave = resolve_wave(a, opts.wave)
        aspec = arch_spec(a)
        sources = _sources(opts)
        report = _Report(opts, a.name, wave)
        if opts.command == "encode":
            _encode(opts, report, aspec, wave, sources)
        else:
            _decode(opts, report, aspec, wave, sources)
        return report.finish()
    except _Usage as e:
        sys.stderr.write(f"amdmatrix: error: {e}\n")
        return 2
    except AmdMatrixError as e:
        msg = " ".join(str(e).split("\n"))
        sys.stderr.write(f"amdmatrix: error: {msg}\n")
        return 2


if __name__ == "__main__":
    raise SystemExit(run(sys.argv[1:]))
