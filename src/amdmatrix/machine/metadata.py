"""The code object metadata of an assembly kernel (``.amdgpu_metadata`` ... ``.end_amdgpu_metadata``).

LLVM writes the metadata as YAML (AMDGPUUsage, "Code Object V3 Metadata" and later): block
mappings and block sequences by indentation, plain, quoted and flow-sequence scalars. That
subset is all LLVM's ``AMDGPUPALMetadata``/``MetadataStreamer`` YAML output uses, and it is
read here without a YAML library (docs/decisions.md): a mapping entry ``key: value`` or
``key:`` followed by a more indented block, a sequence entry ``- value`` or ``- key: value``
starting a mapping, ``[a, b]`` flow sequences and ``{ key: value, ... }`` flow mappings on
one line (hand-written kernels such as MIOpen's use them for ``.args``), ``'...'``/``"..."``
strings, integers (decimal, ``0x``), ``true``/``false``. Anything else is refused with its line.
"""

from __future__ import annotations

import re
from typing import Any

from .errors import KernelError

__all__ = ["parse_metadata"]

_INT = re.compile(r"[-+]?(0[xX][0-9a-fA-F]+|\d+)")


def _scalar(text: str, line: int) -> Any:
    t = text.strip()
    if not t:
        return None
    if t[0] in "'\"":
        if len(t) < 2 or t[-1] != t[0]:
            raise KernelError(f"metadata line {line}: unterminated string {t[:40]!r}")
        body = t[1:-1]
        return body.replace("''", "'") if t[0] == "'" else body.encode().decode("unicode_escape")
    if t[0] == "[":
        if t[-1] != "]":
            raise KernelError(f"metadata line {line}: unterminated flow sequence {t[:40]!r}")
        return [_scalar(p, line) for p in _split(t[1:-1], line)]
    if t[0] == "{":
        if t[-1] != "}":
            raise KernelError(f"metadata line {line}: unterminated flow mapping {t[:40]!r}")
        out: dict[str, Any] = {}
        for part in _split(t[1:-1], line):
            kv = _key(part.strip(), line)
            if kv is None:
                raise KernelError(f"metadata line {line}: expected `key: value` in a flow mapping, not {part[:40]!r}")
            out[kv[0]] = _scalar(kv[1], line)
        return out
    if _INT.fullmatch(t):
        return int(t, 16) if "x" in t.lower() else int(t, 10)
    low = t.lower()
    if low in ("true", "false"):
        return low == "true"
    if low in ("~", "null"):
        return None
    return t


def _split(inner: str, line: int) -> list[str]:
    """The comma-separated parts of a flow collection's inside, commas in brackets and quotes kept."""
    parts: list[str] = []
    depth, quote, start = 0, "", 0
    for i, ch in enumerate(inner):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    if depth or quote:
        raise KernelError(f"metadata line {line}: unbalanced flow collection {inner[:40]!r}")
    parts.append(inner[start:])
    if len(parts) == 1 and not parts[0].strip():
        return []
    return parts


def _key(text: str, line: int) -> tuple[str, str] | None:
    """``key: rest`` split at the first ``: `` (or a final ``:``) outside quotes; None if no key."""
    if text[:1] in "'\"[":
        return None
    m = re.match(r"([^:'\"\[\]{}#]+?):(?:\s+|$)(.*)$", text)
    if not m:
        return None
    return m.group(1).strip(), m.group(2)


class _Reader:
    def __init__(self, lines: list[tuple[int, int, str]]) -> None:
        self.lines = lines  # (line number, indent, text without indent)
        self.pos = 0

    def block(self, indent: int) -> Any:
        if self.pos >= len(self.lines):
            return None
        number, ind, text = self.lines[self.pos]
        if ind < indent:
            return None
        if text.startswith("- ") or text == "-":
            return self.sequence(ind)
        return self.mapping(ind)

    def sequence(self, indent: int) -> list[Any]:
        out: list[Any] = []
        while self.pos < len(self.lines):
            number, ind, text = self.lines[self.pos]
            if ind != indent or not (text.startswith("- ") or text == "-"):
                if ind > indent:
                    raise KernelError(f"metadata line {number}: unexpected indentation")
                break
            rest = text[1:].lstrip()
            sub = ind + (len(text) - len(rest))
            if not rest:
                self.pos += 1
                out.append(self.block(indent + 1))
            elif _key(rest, number) is not None:
                # "- key: value" starts a mapping whose other keys are indented like "key"
                self.lines[self.pos] = (number, sub, rest)
                out.append(self.mapping(sub))
            else:
                self.pos += 1
                out.append(_scalar(rest, number))
        return out

    def mapping(self, indent: int) -> dict[str, Any]:
        out: dict[str, Any] = {}
        while self.pos < len(self.lines):
            number, ind, text = self.lines[self.pos]
            if ind < indent:
                break
            if ind > indent:
                raise KernelError(f"metadata line {number}: unexpected indentation")
            if text.startswith("- "):
                break
            kv = _key(text, number)
            if kv is None:
                raise KernelError(f"metadata line {number}: expected `key: value`, not {text[:60]!r}")
            key, rest = kv
            self.pos += 1
            if rest.strip():
                out[key] = _scalar(rest, number)
            else:
                nxt = self.lines[self.pos] if self.pos < len(self.lines) else None
                if nxt is not None and (nxt[1] > indent or (nxt[1] == indent and nxt[2].startswith("- "))):
                    out[key] = self.block(nxt[1])
                else:
                    out[key] = None
        return out


def parse_metadata(text: str, first_line: int = 1) -> dict[str, Any]:
    """The metadata document ``text`` (between ``---`` and ``...``) as dictionaries and lists."""
    lines: list[tuple[int, int, str]] = []
    for n, raw in enumerate(text.split("\n"), first_line):
        code = raw.rstrip()
        stripped = code.lstrip(" ")
        if "\t" in code[: len(code) - len(stripped)]:
            raise KernelError(f"metadata line {n}: a tab in the indentation")
        if not stripped or stripped.startswith("#") or stripped in ("---", "..."):
            continue
        if stripped.startswith("--- "):
            stripped = stripped[4:].strip()
        lines.append((n, len(code) - len(stripped), stripped))
    if not lines:
        return {}
    r = _Reader(lines)
    doc = r.block(lines[0][1])
    if r.pos != len(lines):
        raise KernelError(f"metadata line {lines[r.pos][0]}: unexpected text {lines[r.pos][2][:60]!r}")
    if not isinstance(doc, dict):
        raise KernelError("the kernel metadata is not a mapping (expected `amdhsa.kernels:`)")
    return doc
