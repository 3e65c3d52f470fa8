"""JSON output of every query (schema documented in docs/json.md, installed as amdmatrix/json.md).

Every document is an object with ``"schema": "amdmatrix/2"`` and ``"query"`` naming the
query. Numbers are JSON numbers and yes/no facts JSON booleans (schema 1 had strings in
the ``-d`` report). Locations are ``{"register", "lane", "bits", "text"}`` with ``bits`` either
``null`` (a whole 32-bit register) or ``[hi, lo]``; ``[63, 0]`` is a 64-bit register pair
and ``hi > 31`` a value straddling two registers. Elements are ``{"matrix", "row",
"col", "block", "i", "j", "k", "negated", "absolute", "text"}``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..archs import Arch
from ..queries import MatrixLayout, RegisterLayout
from ..results import Calculation, Element, Location, Operand, Subject
from ..vocabulary import JSON_SCHEMA
from . import text
from .jsontext import pretty

__all__ = ["SCHEMA", "dump", "architectures", "instruction_list", "detail", "get_register", "matrix_entry",
           "register_layout", "matrix_layout"]

SCHEMA = JSON_SCHEMA
Doc = dict[str, object]


def dump(doc: Doc) -> str:
    return pretty(doc)


def _loc(loc: Location) -> Doc:
    return {"register": loc.register, "lane": loc.lane, "bits": list(loc.bits) if loc.bits else None,
            "text": text.location(loc)}


def _el(el: Element) -> Doc:
    doc: Doc = {"matrix": el.matrix, "row": el.row, "col": el.col, "block": el.block, "i": el.i, "j": el.j,
                "k": el.k, "negated": el.negated, "absolute": el.absolute, "text": text.element(el)}
    if el.location is not None:
        doc["location"] = _loc(el.location)
    return doc


def _operand(op: Operand) -> Doc:
    return {"element": _el(op.element), "locations": [_loc(x) for x in op.locations]}


def _base(query: str, subject: Subject | None = None, **extra: object) -> Doc:
    doc: Doc = {"schema": SCHEMA, "query": query}
    if subject is not None:
        doc["architecture"] = subject.architecture
        doc["instruction"] = subject.instruction
    doc.update(extra)
    return doc


def _calc(calc: Calculation) -> Doc:
    doc: Doc = {
        "d": _operand(calc.d),
        "products": [{"a": _operand(a), "b": _operand(b)} for a, b in calc.products],
        "c": _operand(calc.c) if calc.c is not None else None,
    }
    if calc.scales:
        doc["scales"] = [{"a": _operand(a), "b": _operand(b)} for a, b in calc.scales]
    return doc


def architectures(archs: Sequence[Arch]) -> Doc:
    return _base("list-architectures", architectures=[
        {"name": a.name, "aliases": list(a.aliases), "family": a.family, "waves": list(a.waves),
         "llvm_mcpu": a.mcpu, "products": a.products} for a in archs])


def instruction_list(arch: Arch, names: Sequence[tuple[str, Sequence[str]]]) -> Doc:
    """``names``: each instruction's mnemonic and aliases, in order."""
    return _base("list-instructions", architecture=arch.name,
                 instructions=[{"mnemonic": name.lower(), "aliases": list(aliases)} for name, aliases in names])


def detail(subject: Subject, report: Doc) -> Doc:
    """``report`` is :func:`amdmatrix.details.facts` (typed values), not the printed strings."""
    return _base("detail-instruction", subject, details=report)


def get_register(subject: Subject, el: Element, locs: Sequence[Location], wave: int, mods: dict[str, int],
                 calc: Calculation | None) -> Doc:
    return _base("get-register", subject, wave=wave, modifiers=mods, element=_el(el),
                 locations=[_loc(x) for x in locs], calculation=_calc(calc) if calc else None)


def matrix_entry(subject: Subject, matrix: str, register: int, lane: int, els: Sequence[Element], wave: int,
                 mods: dict[str, int], calcs: Sequence[Calculation], unused: str | None) -> Doc:
    return _base("matrix-entry", subject, wave=wave, modifiers=mods, matrix=matrix, register=register, lane=lane,
                 elements=[_el(e) for e in els], unused_because=unused,
                 calculations=[_calc(c) for c in calcs] or None)


def register_layout(subject: Subject, res: RegisterLayout, wave: int, mods: dict[str, int]) -> Doc:
    entries = []
    for table in res.tables:
        for r, row in enumerate(table.cells):
            for c, locs in enumerate(row):
                for b in table.blocks:
                    entries.append({"row": r, "col": c, "block": b, "locations": [_loc(x) for x in locs]})
    return _base("register-layout", subject, wave=wave, modifiers=mods, matrix=res.matrix, rows=res.rows,
                 cols=res.cols, entries=entries)


def matrix_layout(subject: Subject, res: MatrixLayout, mods: dict[str, int]) -> Doc:
    entries = []
    for lane, cells in enumerate(res.cells):
        for slot, els in zip(res.slots, cells, strict=True):
            entries.append({"register": slot.register, "lane": lane, "bits": list(slot.bits) if slot.bits else None,
                            "elements": [_el(e) for e in els]})
    return _base("matrix-layout", subject, wave=res.wave, modifiers=mods, matrix=res.matrix,
                 slots=[{"register": s.register, "bits": list(s.bits) if s.bits else None,
                         "text": text.slot_header(s)} for s in res.slots], entries=entries)
