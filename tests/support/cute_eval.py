"""A small CuTe layout evaluator written from CuTe's documented semantics (NVIDIA CUTLASS,
``media/docs/cpp/cute/01_layout.md``): a layout is a shape and a congruent stride; a 1-D
coordinate is split colexicographically over the shape (the leftmost mode varies fastest),
and the index is the inner product of the natural coordinate with the stride.

It reads CuTe's C++ type spelling (``Layout<Shape<_32,_2>,Stride<_1,_64>>``, with ``Int<N>``
or ``_N``) and the printed ``shape : stride`` form. It shares no code with amdmatrix.
"""

from __future__ import annotations

Nested = int | tuple["Nested", ...]


def _tokens(text: str) -> list[str]:
    out, cur = [], ""
    for ch in text.replace(" ", ""):
        if ch in "<>,():":
            if cur:
                out.append(cur)
                cur = ""
            out.append(ch)
        else:
            cur += ch
    if cur:
        out.append(cur)
    return out


def _parse_cpp(toks: list[str], pos: int) -> tuple[Nested, int]:
    """``Shape<...>`` / ``Stride<...>`` / ``_N`` / ``Int<N>`` / ``N`` at ``toks[pos]``."""
    t = toks[pos]
    if t in ("Shape", "Stride", "Layout"):
        assert toks[pos + 1] == "<", toks[pos:pos + 3]
        pos += 2
        items = []
        while True:
            item, pos = _parse_cpp(toks, pos)
            items.append(item)
            if toks[pos] == ",":
                pos += 1
                continue
            assert toks[pos] == ">"
            return tuple(items), pos + 1
    if t == "Int":
        assert toks[pos + 1] == "<" and toks[pos + 3] == ">"
        return int(toks[pos + 2]), pos + 4
    return int(t.lstrip("_")), pos + 1


def _parse_py(toks: list[str], pos: int) -> tuple[Nested, int]:
    if toks[pos] == "(":
        items = []
        pos += 1
        while toks[pos] != ")":
            item, pos = _parse_py(toks, pos)
            items.append(item)
            if toks[pos] == ",":
                pos += 1
        return tuple(items), pos + 1
    return int(toks[pos]), pos + 1


def parse(text: str) -> tuple[Nested, Nested]:
    """(shape, stride) of a layout written as C++ type or as ``shape : stride``."""
    toks = _tokens(text.strip())
    if toks[0] == "Layout":
        (shape, stride), _ = _parse_cpp(toks, 0)  # type: ignore[misc]
        return shape, stride
    shape, pos = _parse_py(toks, 0)
    assert toks[pos] == ":", toks[pos:]
    stride, _ = _parse_py(toks, pos + 1)
    return shape, stride


def size(shape: Nested) -> int:
    if isinstance(shape, int):
        return shape
    n = 1
    for s in shape:
        n *= size(s)
    return n


def evaluate(shape: Nested, stride: Nested, coord: int) -> int:
    """The layout function at 1-D ``coord`` (colexicographic split, inner product with the stride)."""
    if isinstance(shape, int):
        assert isinstance(stride, int)
        return (coord % shape) * stride
    assert isinstance(stride, tuple) and len(stride) == len(shape)
    idx = 0
    for s, d in zip(shape, stride, strict=True):
        idx += evaluate(s, d, coord % size(s))
        coord //= size(s)
    return idx


def tv(text: str, thread: int, value: int) -> int:
    """A thread-value layout ``(T, V) -> index`` at (thread, value): mode 0 takes the thread, mode 1 the value."""
    shape, stride = parse(text)
    assert isinstance(shape, tuple) and isinstance(stride, tuple) and len(shape) == 2
    return evaluate(shape[0], stride[0], thread) + evaluate(shape[1], stride[1], value)
