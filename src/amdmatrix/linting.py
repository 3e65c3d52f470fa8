"""``amdmatrix lint``: check a mapping someone wrote against the exact layout.

A mapping says which element each hardware slot (lane, item) holds. It can be written as
* expressions of ``lane`` (or ``tid``) and ``reg``/``item``/``slot``: ``i = 4*(lane/16) + reg;
  j = lane % 16``, or ``acc[j] = C[2*j + (tid>>4)][tid & 15]`` (the subscript variable is the
  item); Python or C syntax, parsed with :mod:`ast` against a whitelist (C's ``/`` on ints is
  integer division, ``a ? b : c`` is accepted);
* Triton bases (JSON: ``reg_bases``, ``lane_bases``, ``shape``), evaluated as XORs of bases;
* a CuTe TV layout (``((T...), (V...)) : ((strides), (strides))`` or ``Layout<Shape<..>,Stride<..>>``)
  into the column-major tile.

The report names the first slots that differ and, when one exists, the modifier setting, wave
size, transposition, K order, architecture or thread order under which the mapping is right.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable

from .errors import AmdMatrixError
from .linear import operand

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .model import Instruction

__all__ = ["LintError", "LintReport", "lint", "lint_layout", "parse_expression", "parse_cute", "cute_index"]



class LintError(AmdMatrixError):
    """A mapping that cannot be read (bad syntax, an unknown name, an operator outside the whitelist)."""


class LintReport:
    """``ok``, ``text`` (what the command prints), ``differences`` (the first few) and ``fix``."""

    def __init__(self, ok: bool, text: str, differences: list[str], fix: str | None) -> None:
        self.ok, self.text, self.differences, self.fix = ok, text, differences, fix

    def __repr__(self) -> str:
        return f"LintReport(ok={self.ok}, fix={self.fix!r})"


# ------------------------------------------------------------------------- expressions
_BINOPS: dict[type, Callable[[int, int], int]] = {
    ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
    ast.FloorDiv: lambda a, b: a // b, ast.Div: lambda a, b: a // b, ast.Mod: lambda a, b: a % b,
    ast.LShift: lambda a, b: a << b, ast.RShift: lambda a, b: a >> b, ast.BitAnd: lambda a, b: a & b,
    ast.BitOr: lambda a, b: a | b, ast.BitXor: lambda a, b: a ^ b}
_CMPS: dict[type, Callable[[int, int], bool]] = {
    ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b,
    ast.GtE: lambda a, b: a >= b, ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b}


def _eval(node: ast.AST, env: dict[str, int]) -> int:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in env:
            raise LintError(f"unknown name {node.id!r} in the expression; legal names: {', '.join(sorted(env))}")
        return env[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        b = _eval(node.right, env)
        if isinstance(node.op, (ast.FloorDiv, ast.Div, ast.Mod)) and b == 0:
            raise LintError("division by zero in the expression")
        if isinstance(node.op, (ast.LShift, ast.RShift)) and not 0 <= b <= 64:
            raise LintError(f"shift by {b} in the expression; legal shifts: 0-64")
        return int(_BINOPS[type(node.op)](_eval(node.left, env), b))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Invert)):
        v = _eval(node.operand, env)
        return -v if isinstance(node.op, ast.USub) else ~v if isinstance(node.op, ast.Invert) else v
    if isinstance(node, ast.IfExp):
        return _eval(node.body, env) if _eval(node.test, env) else _eval(node.orelse, env)
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _CMPS:
        return int(_CMPS[type(node.ops[0])](_eval(node.left, env), _eval(node.comparators[0], env)))
    raise LintError(f"unsupported syntax {type(node).__name__} in the expression; legal: integers, names, "
                    "+ - * / // % << >> & | ^ ~, comparisons and a ? b : c")


def _c_to_python(text: str) -> str:
    """C's ``a ? b : c`` (not nested) as Python's ``(b if a else c)``; ``&&``/``||`` refused."""
    if "&&" in text or "||" in text:
        raise LintError("&& and || are not supported in the expression; legal: arithmetic and bit operators")
    m = re.fullmatch(r"(.*?)\?(.*):(.*)", text)
    if m:
        return f"(({m.group(2)}) if ({m.group(1)}) else ({m.group(3)}))"
    return text


def parse_expression(text: str, targets: tuple[str, str]) -> Callable[[dict[str, int]], dict[str, int]]:
    """``'i = ...; j = ...'`` (or ``acc[x] = C[row][col]``) as a function of the input names.

    ``targets`` are the matrix's row and column names (``("i", "k")`` for A); ``row``/``col``,
    ``block`` (``b``) are accepted too. The returned function maps an environment of inputs to
    the targets (``row``, ``col``, ``block``).
    """
    stmts: list[tuple[str, ast.expr]] = []
    subscript_var: str | None = None
    for part in re.split(r"[;\n]", text):
        part = part.strip()
        if not part:
            continue
        m = re.fullmatch(r"\w+\s*\[\s*(\w+)\s*\]\s*=\s*\w+\s*\[(.+)\]\s*\[(.+)\]", part)
        if m:
            subscript_var = m.group(1)
            stmts += [("row", _parse(m.group(2))), ("col", _parse(m.group(3)))]
            continue
        name, eq, rhs = part.partition("=")
        name = name.strip()
        if not eq or not name.isidentifier():
            raise LintError(f"cannot read {part!r}; legal: 'NAME = EXPR' statements separated by ';'")
        alias = {targets[0]: "row", targets[1]: "col", "row": "row", "col": "col", "block": "block", "b": "block"}
        if name not in alias:
            raise LintError(f"unknown target {name!r}; legal targets: {targets[0]}, {targets[1]}, block")
        stmts.append((alias[name], _parse(rhs)))
    if not any(t == "row" for t, _ in stmts) or not any(t == "col" for t, _ in stmts):
        raise LintError(f"the mapping must give both {targets[0]} and {targets[1]}")

    def f(env: dict[str, int]) -> dict[str, int]:
        if subscript_var is not None:
            env = {**env, subscript_var: env["item"]}
        out = {"block": 0}
        for name, node in stmts:
            out[name] = _eval(node, env)
        return out

    return f


def _parse(text: str) -> ast.expr:
    try:
        tree = ast.parse(_c_to_python(text.strip()), mode="eval")
    except SyntaxError:
        raise LintError(f"cannot parse {text.strip()!r} as an expression") from None
    return tree.body


# -------------------------------------------------------------------------------- cute
def parse_cute(text: str) -> tuple[object, object]:
    """A CuTe layout as (shape, stride) nested tuples: ``S : D`` or ``Layout<Shape<..>,Stride<..>>``."""
    t = text.strip()
    if t.startswith("Layout<"):
        body = t[len("Layout<"):-1]
        py = re.sub(r"(Shape|Stride)<", "(", body).replace(">", ",)").replace("_", "")
        try:
            value = ast.literal_eval(f"({py})")
        except (SyntaxError, ValueError):
            raise LintError(f"cannot read the CuTe layout {text!r}") from None
        if not (isinstance(value, tuple) and len(value) == 2):
            raise LintError("a CuTe layout is Layout<Shape<...>,Stride<...>>")
        return _untuple(value[0]), _untuple(value[1])
    shape, colon, stride = t.partition(":")
    try:
        s, d = (ast.literal_eval(shape.strip()), ast.literal_eval(stride.strip())) if colon else \
            ast.literal_eval(t)
    except (SyntaxError, ValueError):
        raise LintError(f"cannot read the CuTe layout {text!r}; legal: '(shape) : (stride)' or "
                        "Layout<Shape<...>,Stride<...>>") from None
    return s, d


def _untuple(v: object) -> object:
    """``(x,)`` (from ``Shape<_4>``) as ``x``, recursively."""
    if isinstance(v, tuple):
        inner = tuple(_untuple(x) for x in v)
        return inner[0] if len(inner) == 1 else inner
    return v


def _flat(shape: object, stride: object) -> list[tuple[int, int]]:
    if isinstance(shape, tuple):
        if not isinstance(stride, tuple) or len(shape) != len(stride):
            raise LintError("the CuTe shape and stride are not congruent")
        return [m for s, d in zip(shape, stride, strict=True) for m in _flat(s, d)]
    if type(shape) is not int or type(stride) is not int:
        raise LintError("CuTe shapes and strides must be integers")
    return [(shape, stride)]


def cute_index(shape: object, stride: object, coord: int) -> int:
    """CuTe's layout function of a 1-D coordinate: split colexicographically (first mode fastest)."""
    idx = 0
    for s, d in _flat(shape, stride):
        idx += coord % s * d
        coord //= s
    return idx


# -------------------------------------------------------------------------------- lint
def _user_mapping(om: object, expr: str | None, triton: str | None, cute: str | None,
                  reverse: str = "") -> Callable[[int, int, int, int], tuple[int, int, int] | None]:
    from .linear import OperandMap

    assert isinstance(om, OperandMap)
    rows, cols, blocks = om.sizes
    if expr is not None:
        f = parse_expression(expr, om.coord_names)

        def by_expr(lane: int, item: int, reg: int, slot: int) -> tuple[int, int, int] | None:
            out = f({"lane": lane, "tid": lane, "thread": lane, "item": item, "v": item, "reg": reg, "slot": slot})
            return out["block"], out["row"], out["col"]

        return by_expr
    if triton is not None:
        try:
            data = json.loads(triton)
            reg_bases, lane_bases = data["reg_bases"], data["lane_bases"]
            rank = len(data["shape"])
        except (ValueError, KeyError, TypeError):
            raise LintError("cannot read the Triton bases; legal: JSON with reg_bases, lane_bases and shape") from None

        def by_bases(lane: int, item: int, reg: int, slot: int) -> tuple[int, int, int] | None:
            acc = [0] * rank
            for bases, x in ((reg_bases, item), (lane_bases, lane)):
                for t, b in enumerate(bases):
                    if x >> t & 1:
                        acc = [a ^ v for a, v in zip(acc, b, strict=True)]
            if x_out_of_range(item, reg_bases) or x_out_of_range(lane, lane_bases):
                return None
            return (acc[0], acc[1], acc[2]) if rank == 3 else (0, acc[0], acc[1])

        return by_bases
    assert cute is not None
    shape, stride = parse_cute(cute)
    if not (isinstance(shape, tuple) and isinstance(stride, tuple) and len(shape) == 2):
        raise LintError("a CuTe TV layout has two modes, (T, V)")
    modes = [[shape[0], stride[0]], [shape[1], stride[1]]]
    for mode, letter in zip(modes, "TV", strict=True):
        if letter in reverse and isinstance(mode[0], tuple) and isinstance(mode[1], tuple):
            mode[0], mode[1] = mode[0][::-1], mode[1][::-1]
    (t_shape, t_stride), (v_shape, v_stride) = modes

    def by_cute(lane: int, item: int, reg: int, slot: int) -> tuple[int, int, int] | None:
        idx = cute_index(t_shape, t_stride, lane) + cute_index(v_shape, v_stride, item)
        return idx // (rows * cols), idx % rows, idx // rows % cols

    return by_cute


def x_out_of_range(x: int, bases: list[object]) -> bool:
    return x >> len(bases) != 0


def _check(om: object, mapping: Callable[[int, int, int, int], tuple[int, int, int] | None],
           limit: int = 4) -> list[str]:
    """The first ``limit`` slots where ``mapping`` differs from the exact layout (empty: it agrees)."""
    from .linear import OperandMap

    assert isinstance(om, OperandMap)
    lay = om.layout
    exact: dict[tuple[int, int], set[tuple[int, int, int]]] = {}
    for e in om.placements():
        loc = e.location
        if loc is None:
            continue
        lo = loc.bits[1] if loc.bits and loc.bits != (63, 0) else 0
        exact.setdefault((loc.lane, 32 * loc.register + lo), set()).add((e.block, e.row, e.col))
    r, c = om.coord_names
    out: list[str] = []
    covered: set[tuple[int, int, int]] = set()
    for item in range(lay.items):
        off = om.bit_offset(item)
        reg, slot = off >> 5, (off & 31) // lay.width if lay.width < 32 else 0
        for lane in range(om.wave):
            want = exact.get((lane, off))
            if want is None:
                continue
            try:
                got = mapping(lane, item, reg, slot)
            except LintError:
                raise
            except (ArithmeticError, IndexError):
                got = None
            if got is not None:
                covered.add(got)
            if got not in want:
                w = sorted(want)[0]
                shown = "nothing" if got is None else f"{r}={got[1]} {c}={got[2]}" + (
                    f" block={got[0]}" if om.sizes[2] > 1 else "")
                out.append(f"lane {lane} item {item} (register {reg}, slot {slot}): you say {shown}, "
                           f"it holds {r}={w[1]} {c}={w[2]}" + (f" block={w[0]}" if om.sizes[2] > 1 else ""))
                if len(out) >= limit:
                    return out
    return out


def lint(inst: Instruction, matrix: str, *, expr: str | None = None, triton: str | None = None,
         cute: str | None = None, wave: int | None = None, **modifiers: object) -> LintReport:
    """Check a mapping (one of ``expr``, ``triton``, ``cute``) against ``matrix`` of ``inst``."""
    if sum(x is not None for x in (expr, triton, cute)) != 1:
        raise LintError("give exactly one mapping; legal values: expr, triton, cute")
    om = operand(inst, matrix, wave=wave, **modifiers)
    mapping = _user_mapping(om, expr, triton, cute)
    diffs = _check(om, mapping)
    if not diffs:
        return LintReport(True, "OK: the mapping agrees with the exact layout on every register slot of every "
                                "lane\n", [], None)
    fix = _find_fix(inst, om, expr, triton, cute, mapping)
    text = "DIFFERS: the first slots that differ:\n" + "".join(f"  {d}\n" for d in diffs)
    text += (f"It would be right {fix}.\n" if fix
             else "No modifier, wave size, transposition or K order makes it right.\n")
    return LintReport(False, text, diffs, fix)


def _find_fix(inst: Instruction, om: object, expr: str | None, triton: str | None, cute: str | None,
              mapping: Callable[[int, int, int, int], tuple[int, int, int] | None]) -> str | None:
    from .catalog import architectures, instruction
    from .linear import OperandMap

    assert isinstance(om, OperandMap)
    matrix = om.matrix

    def fits(target: OperandMap, f: Callable[[int, int, int, int], tuple[int, int, int] | None]) -> bool:
        try:
            return not _check(target, f, 1)
        except (LintError, AmdMatrixError):
            return False

    # Transposition: the mapping gives (col, row).
    if om.sizes[0] == om.sizes[1]:
        def swapped(lane: int, item: int, reg: int, slot: int) -> tuple[int, int, int] | None:
            got = mapping(lane, item, reg, slot)
            return None if got is None else (got[0], got[2], got[1])

        if fits(om, swapped):
            r, c = om.coord_names
            return f"transposed: it gives ({c}, {r}) where the layout has ({r}, {c}); swap the two"
    # Another modifier setting or wave size.
    for w in inst.waves:
        for mods in inst.modifier_settings():
            if w == om.wave and mods == om.modifiers:
                continue
            try:
                other = operand(inst, matrix, wave=w, **mods)
            except AmdMatrixError:
                continue
            if other.sizes == om.sizes and fits(other, _user_mapping(other, expr, triton, cute)):
                shown = " ".join(f"--{k.replace('_', '-')} {v}" for k, v in mods.items()) or "no modifiers"
                return f"with {shown}" + (f" in wave{w}" if w != om.wave else "")
    # The K order: a permutation of the bits of k (A and B only).
    kdim = {"A": "col", "B": "row"}.get(matrix)
    if kdim is not None:
        nbits = om.sizes[1 if kdim == "col" else 0].bit_length() - 1
        if nbits <= 5:
            from itertools import permutations

            for perm in permutations(range(nbits)):
                if list(perm) == sorted(perm):
                    continue

                def permuted(lane: int, item: int, reg: int, slot: int,
                             perm: tuple[int, ...] = perm) -> tuple[int, int, int] | None:
                    got = mapping(lane, item, reg, slot)
                    if got is None:
                        return None
                    k = got[2] if kdim == "col" else got[1]
                    k2 = sum((k >> s & 1) << d for d, s in enumerate(perm))
                    return (got[0], got[1], k2) if kdim == "col" else (got[0], k2, got[2])

                if fits(om, permuted):
                    return f"with K's bits reordered: k bit {list(perm)[0]} as bit 0, ... ({list(perm)}): " \
                           "a different K order"
    # The thread order of a CuTe layout.
    for which, what in (("T", "thread"), ("V", "value"), ("TV", "thread and value")):
        if cute is not None and fits(om, _user_mapping(om, None, None, cute, reverse=which)):
            return (f"with the {what} modes in the other order (CuTe's first mode varies fastest: "
                    "lane % size for T, item % size for V)")
    # The same mnemonic on another architecture.
    for arch in architectures():
        if arch.name == inst.arch.name:
            continue
        try:
            other_inst = instruction(arch.name, inst.mnemonic)
            other = operand(other_inst, matrix, wave=om.wave if om.wave in other_inst.waves else None)
        except AmdMatrixError:
            continue
        if other.sizes == om.sizes and fits(other, _user_mapping(other, expr, triton, cute)):
            return f"on {arch.name}: it is {arch.name}'s layout of {inst.mnemonic}, not {inst.arch.name}'s"
    return None


def lint_layout(arch: str, mnemonic: str, matrix: str, *, expr: str | None = None, triton: str | None = None,
                cute: str | None = None, wave: int | None = None, **modifiers: object) -> LintReport:
    """``amdmatrix.lint("cdna3", "v_mfma_f32_32x32x8_f16", "D", expr="i = ...; j = ...")``."""
    from .catalog import instruction

    return lint(instruction(arch, mnemonic), matrix, expr=expr, triton=triton, cute=cute, wave=wave, **modifiers)
