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
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from .errors import AmdMatrixError
from .exports import cute_tile_element
from .linear import OperandMap, operand

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .model import Instruction

__all__ = ["LintError", "LintReport", "document", "lint", "lint_layout", "parse_expression", "parse_cute",
           "cute_index"]



class LintError(AmdMatrixError):
    """A mapping that cannot be read (bad syntax, an unknown name, an operator outside the whitelist)."""


class LintReport:
    """``ok``, ``text`` (what the command prints), ``differences`` (the first few, as text; ``slots``
    the same as records), ``fix`` (what makes the mapping right, or None) and ``rejected``: the
    modifier settings and wave sizes under which the instruction would read the registers as the
    mapping says but compute another D (checked by emulation), each with why."""

    def __init__(self, ok: bool, text: str, differences: list[str], fix: str | None,
                 slots: list[dict[str, object]] | None = None, rejected: list[tuple[str, str]] | None = None,
                 out_of_range: str | None = None, layout: OperandMap | None = None) -> None:
        self.ok, self.text, self.differences, self.fix = ok, text, differences, fix
        self.slots = slots or []
        self.rejected = rejected or []
        self.out_of_range = out_of_range
        self.layout = layout

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
    # Comment lines (``//`` or ``#``, as ``amdmatrix export --to cute`` prints one) are skipped.
    t = " ".join(ln for ln in str(text).splitlines() if not ln.strip().startswith(("//", "#"))).strip()
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
#: A mapping: (lane, item, register, slot) -> the (block, row, col) it says the slot holds, or None.
SlotMap = Callable[[int, int, int, int], "tuple[int, int, int] | None"]


def _triton_bases(om: OperandMap, triton: str) -> tuple[list[list[int]], list[list[int]], int]:
    """The reg and lane bases of ``triton`` (JSON) and its rank; a shape that is neither the
    operand's nor its transpose, or a basis outside it, is refused."""
    try:
        data = json.loads(triton)
        reg_bases, lane_bases, shape = data["reg_bases"], data["lane_bases"], data["shape"]
    except (ValueError, KeyError, TypeError):
        raise LintError("cannot read the Triton bases; legal: JSON with reg_bases, lane_bases and shape") from None
    rows, cols, blocks = om.sizes
    want = ([blocks] if blocks > 1 else []) + [rows, cols]
    swapped = want[:-2] + [cols, rows]
    r, c = om.coord_names
    names = (["block"] if blocks > 1 else []) + [r, c]
    if shape not in (want, swapped):
        raise LintError(f"the Triton shape {str(shape)[:40]} is not {om.matrix}'s {want} ({', '.join(names)}); legal "
                        f"values: {want}")
    rank = len(shape)
    for what, bases in (("reg_bases", reg_bases), ("lane_bases", lane_bases)):
        if not isinstance(bases, list) or not all(
                isinstance(b, list) and len(b) == rank and all(type(x) is int and 0 <= x < n for x, n in
                                                                zip(b, shape, strict=True)) for b in bases):
            raise LintError(f"the Triton {what} must be a list of [{', '.join(names)}] coordinates inside the shape "
                            f"{shape}; legal values: lists of {rank} integers, each below its dimension")
    return reg_bases, lane_bases, rank


def _user_mapping(om: OperandMap, expr: str | None, triton: str | None, cute: str | None,
                  reverse: str = "") -> SlotMap:
    if expr is not None:
        f = parse_expression(expr, om.coord_names)

        def by_expr(lane: int, item: int, reg: int, slot: int) -> tuple[int, int, int] | None:
            out = f({"lane": lane, "tid": lane, "thread": lane, "item": item, "v": item, "reg": reg, "slot": slot})
            return out["block"], out["row"], out["col"]

        return by_expr
    if triton is not None:
        reg_bases, lane_bases, rank = _triton_bases(om, triton)

        def by_bases(lane: int, item: int, reg: int, slot: int) -> tuple[int, int, int] | None:
            if x_out_of_range(item, reg_bases) or x_out_of_range(lane, lane_bases):
                return None
            acc = [0] * rank
            for bases, x in ((reg_bases, item), (lane_bases, lane)):
                for t, b in enumerate(bases):
                    if x >> t & 1:
                        acc = [a ^ v for a, v in zip(acc, b, strict=True)]
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
        return cute_tile_element(om.sizes, cute_index(t_shape, t_stride, lane) + cute_index(v_shape, v_stride, item))

    return by_cute


def x_out_of_range(x: int, bases: Sequence[object]) -> bool:
    return x >> len(bases) != 0


_SLOTS: weakref.WeakKeyDictionary[OperandMap, list[tuple[int, int, int, int, set[tuple[int, int, int]]]]] = \
    weakref.WeakKeyDictionary()


def _slots_of(om: OperandMap) -> list[tuple[int, int, int, int, set[tuple[int, int, int]]]]:
    """(lane, item, register, slot, the elements it holds) of every slot that holds the operand."""
    known = _SLOTS.get(om)
    if known is None:
        known = _SLOTS[om] = _slots(om)
    return known


def _slots(om: OperandMap) -> list[tuple[int, int, int, int, set[tuple[int, int, int]]]]:
    lay = om.layout
    exact: dict[tuple[int, int], set[tuple[int, int, int]]] = {}
    for e in om.placements():
        loc = e.location
        if loc is None:
            continue
        exact.setdefault((loc.lane, loc.bit_offset), set()).add((e.block, e.row, e.col))
    out = []
    for item in range(lay.items):
        off = om.bit_offset(item)
        reg, slot = off >> 5, (off & 31) // lay.width if lay.width < 32 else 0
        for lane in range(om.wave):
            want = exact.get((lane, off))
            if want is not None:
                out.append((lane, item, reg, slot, want))
    return out


def _call(mapping: SlotMap, lane: int, item: int, reg: int, slot: int) -> tuple[int, int, int] | None:
    try:
        return mapping(lane, item, reg, slot)
    except LintError:
        raise
    except (ArithmeticError, IndexError):
        return None


def _check(om: OperandMap, mapping: SlotMap, limit: int = 4) -> list[dict[str, object]]:
    """The first ``limit`` slots where ``mapping`` differs from the exact layout (empty: it agrees):
    ``{"lane", "item", "register", "slot", "given": (block, row, col) or None, "holds": (block, row, col)}``."""
    out: list[dict[str, object]] = []
    for lane, item, reg, slot, want in _slots_of(om):
        got = _call(mapping, lane, item, reg, slot)
        if got not in want:
            out.append({"lane": lane, "item": item, "register": reg, "slot": slot, "given": got,
                        "holds": sorted(want)[0]})
            if len(out) >= limit:
                return out
    return out


def _shown_diff(om: OperandMap, d: dict[str, object]) -> str:
    r, c = om.coord_names
    blocks = om.sizes[2] > 1

    def el(x: object) -> str:
        assert isinstance(x, tuple)
        return f"{r}={x[1]} {c}={x[2]}" + (f" block={x[0]}" if blocks else "")

    given = "nothing" if d["given"] is None else el(d["given"])
    return (f"lane {d['lane']} item {d['item']} (register {d['register']}, slot {d['slot']}): you say {given}, "
            f"it holds {el(d['holds'])}")


def _out_of_range(om: OperandMap, mapping: SlotMap) -> str | None:
    """The first slot whose element ``mapping`` puts outside the operand, as a sentence, or None."""
    rows, cols, blocks = om.sizes
    r, c = om.coord_names
    for lane, item, reg, slot, _ in _slots_of(om):
        got = _call(mapping, lane, item, reg, slot)
        if got is None:
            continue
        for value, n, name in ((got[1], rows, r), (got[2], cols, c), (got[0], blocks, "block")):
            if not 0 <= value < n:
                return (f"the mapping gives {name} = {value} at lane {lane} item {item}, outside {om.matrix}'s "
                        f"{name} range; legal values: {name} from 0 to {n - 1}")
    return None


def lint(inst: Instruction, matrix: str, *, expr: str | None = None, triton: str | None = None,
         cute: str | None = None, wave: int | None = None, **modifiers: object) -> LintReport:
    """Check a mapping (one of ``expr``, ``triton``, ``cute``) against ``matrix`` of ``inst``.

    A mapping that puts an element outside the operand (an index out of range) is refused with
    :class:`LintError`, unless a transposition makes it right. A suggested fix never changes the
    math: a modifier setting or wave size under which the mapping matches is suggested only when
    the instruction, emulated with the registers filled as the mapping says, computes the same D
    (otherwise it is listed in ``rejected``)."""
    if sum(x is not None for x in (expr, triton, cute)) != 1:
        raise LintError("give exactly one mapping; legal values: expr, triton, cute")
    om = operand(inst, matrix, wave=wave, **modifiers)
    mapping = _user_mapping(om, expr, triton, cute)
    diffs = _check(om, mapping)
    if not diffs:
        return LintReport(True, "OK: the mapping agrees with the exact layout on every register slot of every "
                                "lane\n", [], None, layout=om)
    outside = _out_of_range(om, mapping)
    fix, rejected = _find_fix(inst, om, expr, triton, cute, mapping)
    if outside is not None and fix is None:
        raise LintError(outside)
    shown = [_shown_diff(om, d) for d in diffs]
    text = "DIFFERS: the first slots that differ:\n" + "".join(f"  {d}\n" for d in shown)
    if outside is not None:
        text += f"  ({outside.split(';')[0]})\n"
    text += (f"It would be right {fix}.\n" if fix
             else "No modifier, wave size, transposition, block or K order makes it right.\n")
    if rejected:
        text += (f"Not a fix: {', '.join(change for change, _ in rejected)}: the instruction would read the registers "
                 f"as the mapping says, but {rejected[0][1]} (with {rejected[0][0]}).\n")
    return LintReport(False, text, shown, fix, diffs, rejected, outside, om)


def _fits(target: OperandMap, f: SlotMap) -> bool:
    try:
        return not _check(target, f, 1)
    except (LintError, AmdMatrixError):
        return False


def _block_fix(om: OperandMap, mapping: SlotMap) -> str | None:
    """``block = lane / 16`` (or of the item), when that block with the mapping's row and column is right."""
    blocks = om.sizes[2]
    if blocks == 1:
        return None
    for name, bits in (("lane", om.wave.bit_length() - 1), ("item", om.layout.item_bits)):
        for shift in range(bits):
            top = shift + blocks.bit_length() - 1 >= bits
            text = f"{name} / {1 << shift}" if top else f"({name} / {1 << shift}) % {blocks}"
            if shift == 0:
                text = name if top else f"{name} % {blocks}"

            def with_block(lane: int, item: int, reg: int, slot: int, name: str = name,
                           shift: int = shift) -> tuple[int, int, int] | None:
                got = mapping(lane, item, reg, slot)
                x = lane if name == "lane" else item
                return None if got is None else ((x >> shift) % blocks, got[1], got[2])

            if _fits(om, with_block):
                return text
    return None


def _find_fix(inst: Instruction, om: OperandMap, expr: str | None, triton: str | None, cute: str | None,
              mapping: SlotMap) -> tuple[str | None, list[tuple[str, str]]]:
    """What makes the mapping right, and the settings that would match it but change D."""
    from .catalog import architectures, instruction

    matrix = om.matrix
    rejected: list[tuple[str, str]] = []
    r, c = om.coord_names

    # Transposition: the mapping gives (col, row).
    def swapped(lane: int, item: int, reg: int, slot: int) -> tuple[int, int, int] | None:
        got = mapping(lane, item, reg, slot)
        return None if got is None else (got[0], got[2], got[1])

    if _fits(om, swapped):
        return f"transposed: it gives ({c}, {r}) where the layout has ({r}, {c}); swap the two", rejected
    # The block: the mapping's row and column are right, its block is not.
    block = _block_fix(om, mapping)
    if block is not None:
        return f"with block = {block} (the mapping's {r} and {c} are right, its block is not)", rejected
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

                if _fits(om, permuted):
                    partner = "B" if matrix == "A" else "A"
                    return (f"with K's bits reordered: k bit {list(perm)[0]} as bit 0, ... ({list(perm)}): a "
                            f"different K order (D is the same only if {partner} uses the same order)"), rejected
    # The thread order of a CuTe layout.
    for which, what in (("T", "thread"), ("V", "value"), ("TV", "thread and value")):
        if cute is not None and _fits(om, _user_mapping(om, None, None, cute, reverse=which)):
            return (f"with the {what} modes in the other order (CuTe's first mode varies fastest: "
                    "lane % size for T, item % size for V)"), rejected
    # Another modifier setting or wave size, if the instruction then computes the same D.
    for w in inst.waves:
        for mods in inst.modifier_settings():
            if w == om.wave and mods == om.modifiers:
                continue
            try:
                other = operand(inst, matrix, wave=w, **mods)
            except AmdMatrixError:
                continue
            if other.sizes != om.sizes or not _fits(other, _user_mapping(other, expr, triton, cute)):
                continue
            shown = " ".join(f"--{k.replace('_', '-')} {v}" for k, v in mods.items()) or "no modifiers"
            change = shown + (f" in wave{w}" if w != om.wave else "")
            why = _changes_d(om, other, _user_mapping(other, expr, triton, cute))
            if why is None:
                return f"with {change} (the same D: checked by emulation)", rejected
            rejected.append((change, why))
    # The same mnemonic on another architecture.
    for arch in architectures():
        if arch.name == inst.arch.name:
            continue
        try:
            other_inst = instruction(arch.name, inst.mnemonic)
            other = operand(other_inst, matrix, wave=om.wave if om.wave in other_inst.waves else None)
        except AmdMatrixError:
            continue
        if other.sizes == om.sizes and _fits(other, _user_mapping(other, expr, triton, cute)):
            return f"on {arch.name}: it is {arch.name}'s layout of {inst.mnemonic}, not {inst.arch.name}'s", rejected
    return None, rejected


# ------------------------------------------------------------------- the same D, by emulation
def _changes_d(om: OperandMap, other: OperandMap, mapping: SlotMap) -> str | None:
    """None when the instruction computes the same D with ``other``'s modifiers and wave size, the
    registers of the matrix filled as ``mapping`` says, as with ``om``'s and the exact registers;
    otherwise why not. Both are run on the emulator (:mod:`amdmatrix.emulator`) with the same
    random values in every operand."""
    try:
        import numpy as np

        from . import emulator
    except ImportError:
        return "that cannot be checked without the emulator (pip install \"amdmatrix[emulate]\"), so it is not proposed"
    inst = om.instruction
    rng = np.random.default_rng(20251129)
    values: dict[str, Any] = {}
    for m in inst.matrices:
        if m == "D":
            continue
        values[m] = _random_values(inst, m, om, rng)
    try:
        mods: dict[str, Any] = dict(om.modifiers)
        other_mods: dict[str, Any] = dict(other.modifiers)
        ref_images: dict[str, Any] = {m: emulator.pack(inst, m, v, wave=om.wave, provisional=True, **mods)
                                      for m, v in values.items()}
        ref = _run(inst, ref_images, om.wave, mods)
        images: dict[str, Any] = {m: emulator.pack(inst, m, v, wave=other.wave, provisional=True, **other_mods)
                                  for m, v in values.items()}
        if om.matrix != "D" and om.to_element is not None:
            images[om.matrix] = _user_image(om, other, ref_images[om.matrix], mapping)
        got = _run(inst, images, other.wave, other.modifiers)
    except AmdMatrixError as e:
        return f"that cannot be checked by emulation ({e}), so it is not proposed"
    ref_d = emulator.unpack(inst, "D", ref, wave=om.wave, provisional=True, **mods)
    got_d = emulator.unpack(inst, "D", got, wave=other.wave, provisional=True, **other_mods)
    if np.array_equal(ref_d, got_d):
        return None
    where = tuple(int(x) for x in np.argwhere(ref_d != got_d)[0])
    el = "D[" + "][".join(map(str, where)) + "]"
    return f"it computes another D (emulated: {el} is {got_d[where]:g}, not {ref_d[where]:g})"


def _random_values(inst: Instruction, matrix: str, om: OperandMap, rng: Any) -> Any:
    """Small random values every format of ``matrix`` holds exactly: integers -3..3 (0..3 for integer
    formats), powers of two for block scales, a 4:2 sparse A (and its indices) for SMFMAC/SWMMAC."""
    import numpy as np

    assert isinstance(rng, np.random.Generator)
    if matrix in ("SA", "SB"):
        sizes = operand(inst, matrix, wave=om.wave, **om.modifiers).sizes
        return 2.0 ** rng.integers(-2, 3, size=(sizes[0], sizes[1]))
    if inst.sparse and matrix in ("A", "K"):
        dense = rng.integers(1, 4, size=(inst.m, inst.k)).astype(np.float64)
        for row in range(inst.m):
            for g in range(0, inst.k, 4):
                keep = rng.choice(4, size=2, replace=False)
                for t in range(4):
                    if t not in keep:
                        dense[row, g + t] = 0.0
        return dense
    rows, cols, blocks = operand(inst, matrix, wave=om.wave, **om.modifiers).sizes
    shape = (blocks, rows, cols) if blocks > 1 else (rows, cols)
    if inst.dtype(matrix, wave=om.wave, **om.modifiers).is_integer:
        return rng.integers(0, 4, size=shape)
    return rng.integers(-3, 4, size=shape).astype(np.float64)


def _run(inst: Instruction, images: dict[str, Any], wave: int, mods: dict[str, Any]) -> Any:
    from . import emulator

    extra = {key: images[m] for m, key in (("K", "k_regs"), ("SA", "scale_a_regs"), ("SB", "scale_b_regs"))
             if m in images}
    return emulator.execute(inst, images["A"], images["B"], images.get("C"), wave=wave, provisional=True,
                            **extra, **mods)


def _user_image(om: OperandMap, other: OperandMap, exact: Any, mapping: SlotMap) -> Any:
    """The register image of ``other``'s storage with each slot holding the value the mapping names:
    each element's code is read from ``exact`` (the operand packed under ``om``)."""
    import numpy as np

    assert isinstance(exact, np.ndarray)
    width = om.layout.width

    def words(img: np.ndarray, lane: int) -> int:
        return sum(int(img[r, lane]) << (32 * r) for r in range(img.shape[0]))

    code: dict[tuple[int, int, int], int] = {}
    for e in om.placements():
        loc = e.location
        if loc is None or (e.block, e.row, e.col) in code:
            continue
        code[(e.block, e.row, e.col)] = (words(exact, loc.lane) >> loc.bit_offset) & ((1 << width) - 1)
    regs = other.layout.registers
    out = np.zeros((regs, other.wave), dtype=np.uint32)
    for lane, item, reg, slot, _ in _slots_of(other):
        got = _call(mapping, lane, item, reg, slot)
        value = code.get(got, 0) if got is not None else 0
        off = other.bit_offset(item)
        whole = words(out, lane) | (value << off)
        for r in range(regs):
            out[r, lane] = (whole >> (32 * r)) & 0xFFFFFFFF
    return out


def document(report: LintReport, kind: str, mapping: str) -> dict[str, object]:
    """The JSON document of a lint (``amdmatrix lint --json``, docs/json.md). ``kind`` is the
    mapping's notation (``expr``, ``triton``, ``cute``) and ``mapping`` its text."""
    from .modifiers import parse
    from .vocabulary import JSON_SCHEMA

    om = report.layout
    assert om is not None

    def el(x: object) -> dict[str, int] | None:
        if x is None:
            return None
        assert isinstance(x, tuple)
        return {"block": x[0], "row": x[1], "col": x[2]}

    return {"schema": JSON_SCHEMA, "query": "lint", "architecture": om.instruction.arch.name,
            "instruction": om.instruction.mnemonic, "matrix": om.matrix, "wave": om.wave,
            "modifiers": parse(om.modifiers, inst=om.instruction).nonzero(), "coordinates": list(om.coord_names),
            "mapping": {"kind": kind, "text": mapping}, "ok": report.ok,
            "differences": [{"lane": d["lane"], "item": d["item"], "register": d["register"], "slot": d["slot"],
                             "given": el(d["given"]), "holds": el(d["holds"])} for d in report.slots],
            "out_of_range": report.out_of_range, "fix": report.fix,
            "not_fixes": [{"change": c, "why": w} for c, w in report.rejected], "text": report.text}


def lint_layout(arch: str, mnemonic: str, matrix: str, *, expr: str | None = None, triton: str | None = None,
                cute: str | None = None, wave: int | None = None, **modifiers: object) -> LintReport:
    """``amdmatrix.lint("cdna3", "v_mfma_f32_32x32x8_f16", "D", expr="i = ...; j = ...")``."""
    from .catalog import instruction

    return lint(instruction(arch, mnemonic), matrix, expr=expr, triton=triton, cute=cute, wave=wave, **modifiers)
