"""JSON text, indented by one space: the text ``json.dumps(doc, indent=1)`` gives, in half the time.

The standard library encodes an indented document in pure Python, a generator per level of
nesting; this writes the same text with one recursive function and the C string encoders of
:mod:`json.encoder`. The ``-M -A --json`` document of CDNA4 V_MFMA_F32_32X32X64_F8F6F4 (890 KB)
took 45 ms to encode that way, most of the query's time, and takes 22 ms this way.
tests/core/test_jsontext.py holds it equal to ``json.dumps`` on random documents and on the
documents the commands print.
"""

from __future__ import annotations

from json.encoder import encode_basestring, encode_basestring_ascii

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["pretty"]

_INFINITY = float("inf")


def _float(value: float, allow_nan: bool) -> str:
    if value != value or value in (_INFINITY, -_INFINITY):
        if not allow_nan:
            raise ValueError("Out of range float values are not JSON compliant: " + repr(value))
        return "NaN" if value != value else ("Infinity" if value > 0 else "-Infinity")
    return float.__repr__(value)


def _key(key: object, allow_nan: bool) -> str:
    """A key as json.dumps turns it into a string (keys of other types are a TypeError there too)."""
    if isinstance(key, str):
        return key
    if key is True or key is False or key is None:
        return "true" if key is True else "false" if key is False else "null"
    if isinstance(key, int):
        return int.__repr__(key)
    if isinstance(key, float):
        return _float(key, allow_nan)
    raise TypeError(f"keys must be str, int, float, bool or None, not {key.__class__.__name__}")


def pretty(doc: object, *, ensure_ascii: bool = True, allow_nan: bool = True) -> str:
    """``json.dumps(doc, indent=1, ensure_ascii=ensure_ascii, allow_nan=allow_nan)``, faster."""
    string = encode_basestring_ascii if ensure_ascii else encode_basestring
    # The text of a value of exactly these types (subclasses such as IntEnum take walk's way).
    scalar: dict[type, Callable[[Any], str]] = {
        str: string, int: int.__repr__, bool: lambda b: "true" if b else "false", type(None): lambda _: "null",
        float: lambda f: _float(f, allow_nan)}
    parts: list[str] = []
    put = parts.append

    def walk(value: object, pad: str) -> None:
        if isinstance(value, str):
            put(string(value))
        elif value is None or value is True or value is False:
            put("null" if value is None else "true" if value is True else "false")
        elif isinstance(value, int):
            put(int.__repr__(value))
        elif isinstance(value, float):
            put(_float(value, allow_nan))
        elif isinstance(value, dict):
            if not value:
                put("{}")
                return
            inner = pad + " "
            sep = "{\n" + inner
            for key, item in value.items():
                text = scalar.get(type(item))
                if text is not None:
                    put(sep + string(_key(key, allow_nan)) + ": " + text(item))
                else:
                    put(sep + string(_key(key, allow_nan)) + ": ")
                    walk(item, inner)
                sep = ",\n" + inner
            put("\n" + pad + "}")
        elif isinstance(value, (list, tuple)):
            if not value:
                put("[]")
                return
            inner = pad + " "
            sep = "[\n" + inner
            for item in value:
                text = scalar.get(type(item))
                if text is not None:
                    put(sep + text(item))
                else:
                    put(sep)
                    walk(item, inner)
                sep = ",\n" + inner
            put("\n" + pad + "]")
        else:
            raise TypeError(f"Object of type {value.__class__.__name__} is not JSON serializable")

    walk(doc, "")
    return "".join(parts)
