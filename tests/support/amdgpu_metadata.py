"""Read the ``.amdgpu_metadata`` block of an AMDGPU assembly file (the code object's kernel metadata).

The block is YAML (LLVM's AMDGPUUsage, "Code Object V3 to V6 Metadata"). Compilers write it in block
style (LLVM's own output); hand-written kernels such as MIOpen's write the arguments in flow style
(``- { .name: p_in_, .size: 8, .offset: 0, ... }``) and short lists as ``[ 1, 0 ]``. This reader
takes the subset both use (mappings, sequences, flow mappings and flow sequences of scalars,
integers, booleans and plain or quoted strings), so the tests need no YAML package. It is written
here from the YAML those files contain, independently of tools/gen_compiled_kernels.py.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

__all__ = ["metadata", "kernel", "scalar"]


def scalar(text: str) -> Any:
    text = text.strip()
    if re.fullmatch(r"[-+]?\d+", text):
        return int(text)
    if re.fullmatch(r"0x[0-9a-fA-F]+", text):
        return int(text, 16)
    if text in ("true", "false"):
        return text == "true"
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def _split_flow(text: str) -> list[str]:
    """The comma-separated items of a flow collection's inside (no nesting of brackets expected,
    but nested ones are kept whole)."""
    items, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        elif ch == "," and depth == 0:
            items.append(text[start:i])
            start = i + 1
    items.append(text[start:])
    return [item.strip() for item in items if item.strip()]


def _value(text: str) -> Any:
    text = text.strip()
    if text.startswith("{") and text.endswith("}"):
        out: dict[str, Any] = {}
        for item in _split_flow(text[1:-1]):
            key, _, value = item.partition(":")
            out[key.strip()] = _value(value)
        return out
    if text.startswith("[") and text.endswith("]"):
        return [_value(item) for item in _split_flow(text[1:-1])]
    return scalar(text)


def _key_value(line: str) -> tuple[str, str]:
    key, sep, value = line.partition(":")
    if not sep:
        raise ValueError(f"not a 'key: value' line: {line!r}")
    return key.strip(), value


def _parse(lines: list[tuple[int, str]], i: int, indent: int) -> tuple[Any, int]:
    """The node whose first line is lines[i], at indentation ``indent``; and the next line's index."""
    if lines[i][1].startswith("- ") or lines[i][1] == "-":
        items: list[Any] = []
        while i < len(lines) and lines[i][0] == indent and (lines[i][1].startswith("- ") or lines[i][1] == "-"):
            rest = lines[i][1][2:].strip()
            j = i + 1
            while j < len(lines) and lines[j][0] > indent:
                j += 1
            if rest.startswith(("{", "[")) or ":" not in rest:
                items.append(_value(rest))
                if j != i + 1:
                    raise ValueError(f"unexpected lines under a flow item: {lines[i + 1][1]!r}")
            else:
                # the item's first key sits after the dash; its other keys are indented to match it
                sub = [(indent + 2, rest)] + lines[i + 1:j]
                node, end = _parse(sub, 0, indent + 2)
                if end != len(sub):
                    raise ValueError(f"unread line in a sequence item: {sub[end][1]!r}")
                items.append(node)
            i = j
        return items, i
    mapping: dict[str, Any] = {}
    while i < len(lines) and lines[i][0] == indent and not lines[i][1].startswith("- "):
        key, value = _key_value(lines[i][1])
        i += 1
        if value.strip():
            mapping[key] = _value(value)
        elif i < len(lines) and (lines[i][0] > indent or (lines[i][0] == indent and lines[i][1].startswith("- "))):
            mapping[key], i = _parse(lines, i, lines[i][0])
        else:
            mapping[key] = None
    return mapping, i


@cache
def metadata(asm: str) -> dict[str, Any]:
    """The (first) ``.amdgpu_metadata`` block of ``asm`` as nested dicts and lists."""
    m = re.search(r"^\s*\.amdgpu_metadata\s*$(.*?)^\s*\.end_amdgpu_metadata", asm, re.M | re.S)
    if m is None:
        raise ValueError("no .amdgpu_metadata block")
    lines = []
    for raw in m.group(1).splitlines():
        text = raw.split(" #", 1)[0].rstrip()
        if not text.strip() or text.strip() in ("---", "..."):
            continue
        lines.append((len(text) - len(text.lstrip(" ")), text.strip()))
    node, end = _parse(lines, 0, lines[0][0])
    if end != len(lines):
        raise ValueError(f"unread metadata line: {lines[end][1]!r}")
    if not isinstance(node, dict):
        raise ValueError("the metadata block is not a mapping")
    return node


def kernel(asm: str, name: str) -> dict[str, Any]:
    """The ``amdhsa.kernels`` entry named ``name``."""
    for entry in metadata(asm)["amdhsa.kernels"]:
        if entry[".name"] == name:
            assert isinstance(entry, dict)
            return entry
    raise KeyError(f"no .amdgpu_metadata entry for {name}")
