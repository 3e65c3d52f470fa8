"""``amdmatrix encode`` and ``amdmatrix decode``.

``run(["encode", ...])`` / ``run(["decode", ...])`` writes to sys.stdout and sys.stderr and
returns the exit status: 0, or 2 after one line ``amdmatrix: error: ...`` on stderr.

encode output, one line per instruction::

    [0x00,0x89,0xc0,0xd3,0x01,0x05,0x02,0x44]  0xd3c0890044020501  // v_mfma_f32_32x32x1_2b_f32 ...

the bytes exactly as ``llvm-mc -show-encoding`` prints them, two spaces, the 64-bit word(s)
with the first dword in the high half (one 32-bit word for a 4-byte instruction), two
spaces, and LLVM's canonical text after ``//``.

decode output: one line per instruction, the text ``llvm-mc --disassemble`` prints (without
its leading tab).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from .codec import Decoded
    from .spec import ArchSpec

__all__ = ["run", "parse_bytes"]

USAGE = """\
usage: amdmatrix encode -a ARCH [-w WAVE] [--fields] [ASM ...]
       amdmatrix decode -a ARCH [-w WAVE] [--fields] [BYTES ...]

encode: assemble each ASM argument (or each line of standard input when none is given)
  the way llvm-mc-22 does, and print for each instruction
      [0x.., ...]  0x<64-bit word>  // <canonical assembly>
  (the bytes as llvm-mc -show-encoding shows them; the word with the first dword high).
decode: disassemble BYTES (or standard input) the way llvm-mc-22 --disassemble does, one
  instruction per line. BYTES may be a bracketed list [0x00,0x89,...], bytes separated by
  commas or spaces (00 89 c0 d3 ...), 32-bit words (d3c08900 44020501, as llvm-objdump
  prints them) or 64-bit words (0xd3c0890044020501, first dword high). Text after // is
  ignored, and a line with a [...] list contributes only that list.

options:
  -a, --architecture ARCH   CDNA1-CDNA4, RDNA3, RDNA4 or an alias (gfx942, MI300, ...)
  -w, --wavefront WAVE      wave size: 64 on CDNA; 32 (default) or 64 on RDNA
  --fields                  print every field (ISA names and bit positions), what the
                            modifiers mean, and the -R command showing their layout
  -h, --help                this help
"""


class _Usage(Exception):
    pass


def _parse(argv: Sequence[str]) -> tuple[str, int | None, bool, list[str]]:
    arch: str | None = None
    wave: int | None = None
    fields = False
    rest: list[str] = []
    it = iter(argv)
    for arg in it:
        key, eq, val = arg.partition("=")
        if key in ("-a", "--architecture", "--arch"):
            arch = val if eq else next(it, None)
            if arch is None:
                raise _Usage(f"{key} needs an architecture name")
        elif key in ("-w", "--wavefront", "--wave"):
            v = val if eq else next(it, None)
            if v is None or not v.isdigit():
                raise _Usage(f"{key} needs a wave size (32 or 64)")
            wave = int(v)
        elif arg == "--fields":
            fields = True
        elif arg in ("-h", "--help"):
            raise _Usage("help")
        elif arg == "--":
            rest += list(it)
        elif arg.startswith("-") and len(arg) > 1 and not re.fullmatch(r"-\d.*", arg):
            raise _Usage(f"unknown option {arg!r}; legal options: -a, -w, --fields, -h")
        else:
            rest.append(arg)
    if arch is None:
        raise _Usage("-a ARCH is required (for example -a cdna3)")
    return arch, wave, fields, rest


_HEXTOK = re.compile(r"(?:0[xX])?([0-9a-fA-F]+)$")


def parse_bytes(text: str) -> bytes:
    """Bytes from a bracketed list, bare bytes, or 32/64-bit hex words (see the usage)."""
    out = bytearray()
    for raw in text.splitlines():
        line = raw.split("//", 1)[0].split(";", 1)[0] if "[" not in raw else raw.split("//", 1)[0]
        m = re.search(r"\[([^\]]*)\]", line)
        if m:
            line = m.group(1)
        for tok in re.split(r"[\s,]+", line.strip()):
            if not tok:
                continue
            h = _HEXTOK.match(tok)
            if h is None:
                raise ValueError(f"{tok!r} is not a hex byte or word")
            digits = h.group(1)
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


def _encode(arch: str, wave: int | None, fields: bool, args: list[str], out: TextIO) -> None:
    from .codec import encode_lines, to_arch
    from .explain import bytes_list, words_hex
    from .spec import arch_spec

    text = "\n".join(args) if args else sys.stdin.read()
    results = encode_lines(text, arch, wave)
    if not results:
        raise ValueError("no instruction to encode")
    aspec = arch_spec(to_arch(arch))
    for n, (d, data) in enumerate(results):
        if fields and n:
            out.write("\n")  # a blank line between instructions
        out.write(f"{bytes_list(data)}  {words_hex(data)}  // {d.text}\n")
        if fields:
            _write_fields(out, aspec, d, data)


def _write_fields(out: TextIO, aspec: ArchSpec, d: Decoded, data: bytes) -> None:
    from .explain import field_lines, meaning_lines

    out.write(f"  {d.spec.form} encoding, {len(data)} bytes:\n")
    for line in field_lines(aspec, d, data):
        out.write(line + "\n")
    meanings = meaning_lines(aspec, d)
    if meanings:
        out.write("  modifiers:\n")
        for line in meanings:
            out.write("  " + line + "\n")


def _decode(arch: str, wave: int | None, fields: bool, args: list[str], out: TextIO) -> None:
    from .codec import iter_decode, to_arch
    from .errors import DecodeError
    from .explain import bytes_list, words_hex
    from .spec import arch_spec

    text = "\n".join(args) if args else sys.stdin.read()
    data = parse_bytes(text)
    if not data:
        raise DecodeError("no bytes to decode")
    aspec = arch_spec(to_arch(arch))
    for pos, d, n in iter_decode(data, arch, wave):
        if fields and pos:
            out.write("\n")  # a blank line between instructions
        out.write(d.text + "\n")
        if fields:
            chunk = data[pos:pos + n]
            out.write(f"  {bytes_list(chunk)}  {words_hex(chunk)}\n")
            _write_fields(out, aspec, d, chunk)


def run(argv: list[str]) -> int:
    """``argv[0]`` is "encode" or "decode"; the rest are that command's arguments."""
    from ..errors import AmdMatrixError

    stdout, stderr = sys.stdout, sys.stderr
    if not argv or argv[0] not in ("encode", "decode"):
        stderr.write("amdmatrix: error: expected 'encode' or 'decode'\n")
        return 2
    try:
        arch, wave, fields, rest = _parse(argv[1:])
        if argv[0] == "encode":
            _encode(arch, wave, fields, rest, stdout)
        else:
            _decode(arch, wave, fields, rest, stdout)
    except _Usage as e:
        if str(e) == "help":
            stdout.write(USAGE)
            return 0
        stderr.write(f"amdmatrix: error: {e}\n")
        return 2
    except (AmdMatrixError, ValueError) as e:
        msg = str(e).replace("\n", " ")
        stderr.write(f"amdmatrix: error: {msg}\n")
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(run(sys.argv[1:]))
