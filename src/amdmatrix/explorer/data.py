"""The explorer's data: every view of every instruction, computed by the library.

A *view* is one matrix of one instruction for one wave size under one modifier setting.
For each view the page gets what :meth:`Instruction.placements` returns (every element with
each of its locations and its negated/absolute marks, in the library's order) and the
register slots of :func:`amdmatrix.queries.matrix_layout`, plus the library's own notation
for locations and elements (as text templates made by :mod:`amdmatrix.render.text`). The
page only looks these up and groups them two ways (by element: ``-R``; by register lane:
``-M``); it computes no layout.

Modifier settings: every value the encoding fields can hold (CBSZ 0-7, ABID 0-15, BLGP
0-7, OPSEL, OPSEL_HI, NEG, NEG_HI 0-7) is probed with :meth:`Instruction.check_modifiers`,
so the page offers exactly the legal ones. A matrix's view depends on a few fields only
(:func:`view_fields`), and often on a few bits of them (:func:`canonical`); each distinct
canonical setting is computed once, and identical views are stored once. The tests check,
for every instruction and matrix, that the canonical setting gives the same placements as
the full one.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from typing import Any

from .. import catalog, queries
from ..errors import AmdMatrixError
from ..model import Instruction
from ..modifiers import Modifiers
from ..render import svg, text
from ..results import Element, Location
from ..vocabulary import F8F6F4_FORMATS

__all__ = ["FIELDS", "GROUPS", "legal_settings", "view_fields", "canonical", "build"]

#: Modifier fields and how many values each encoding field can hold.
FIELDS = {"cbsz": 8, "abid": 16, "blgp": 8, "opsel": 8, "opsel_hi": 8, "neg": 8, "neg_hi": 8}
#: Fields whose legal values depend on each other are probed together.
GROUPS: tuple[tuple[str, ...], ...] = (("cbsz", "abid"), ("blgp",), ("opsel", "opsel_hi"), ("neg", "neg_hi"))

_SENTINEL = 900007  # a number no layout reaches: marks where the page puts a lane, row, column or block


def legal_settings(inst: Instruction, wave: int) -> list[list[tuple[int, ...]]]:
    """For each of :data:`GROUPS`, every combination of values the instruction accepts."""
    out = []
    for group in GROUPS:
        combos = []
        for values in itertools.product(*(range(FIELDS[f]) for f in group)):
            try:
                inst.check_modifiers(Modifiers(**dict(zip(group, values, strict=True))), wave)
            except AmdMatrixError:
                continue
            combos.append(values)
        out.append(combos)
    return out


def view_fields(inst: Instruction, matrix: str) -> tuple[str, ...]:
    """The modifier fields that can change ``matrix``'s layout or marks (by the fields' meanings)."""
    cm, bm, om, nm = inst.cbsz_meaning, inst.blgp_meaning, inst.opsel_meaning, inst.neg_meaning
    out: list[str] = []
    if matrix == "A" and cm in ("broadcast", "format") or matrix == "K" and cm == "index_set":
        out += ["cbsz", "abid"] if cm != "format" else ["cbsz"]
    if matrix == "B" and bm in ("lanes", "format") or matrix in ("A", "B", "C") and bm == "negate":
        out.append("blgp")
    if matrix in ("C", "D") and om == "output_half" or matrix == "K" and om == "index_set":
        out.append("opsel")
    if matrix in ("SA", "SB") and om == "scale_byte":
        out += ["opsel", "opsel_hi"]
    if matrix in ("SA", "SB") and om == "scale_row":
        out.append("opsel" if matrix == "SA" else "opsel_hi")
    if matrix in ("A", "B", "C") and nm == "float":
        out += ["neg", "neg_hi"]
    return tuple(out)


def canonical(inst: Instruction, matrix: str, wave: int, values: dict[str, int]) -> dict[str, int]:
    """The setting of :func:`view_fields` with the bits that cannot matter to ``matrix`` cleared.

    NEG/NEG_HI and F64 BLGP bit n act on operand n (A, B, C); OPSEL/OPSEL_HI bit n pick
    the scale byte of operand n (A scales, B scales; on gfx1250 OPSEL[0] and OPSEL_HI[0] are the
    A and B scale rows); a sparse index set is ABID modulo the
    number of sets, and any CBSZ other than 0 selects the first set (the modifiers' meanings,
    :mod:`amdmatrix.modifiers`).
    """
    v = {f: values.get(f, 0) for f in view_fields(inst, matrix)}
    bit = {"A": 1, "B": 2, "C": 4, "SA": 1, "SB": 2}.get(matrix, 0)
    masked = []
    if inst.blgp_meaning == "negate":
        masked.append("blgp")
    if inst.neg_meaning == "float":
        masked += ["neg", "neg_hi"]
    if matrix in ("SA", "SB"):
        masked += ["opsel", "opsel_hi"]
        if inst.opsel_meaning == "scale_row":  # gfx1250: OPSEL[0] is SA's row, OPSEL_HI[0] is SB's
            bit = 1
    for f in masked:
        if f in v:
            v[f] &= bit
    if matrix == "K" and inst.cbsz_meaning == "index_set":
        if v["cbsz"]:
            v["cbsz"], v["abid"] = 1, 0
        else:
            v["abid"] %= inst.index_sets(wave)
    return {f: x for f, x in v.items() if x}


def _projections(inst: Instruction, legal: Sequence[Sequence[tuple[int, ...]]], fields: Sequence[str]
                 ) -> Iterator[dict[str, int]]:
    """Every legal assignment of ``fields`` (the legal combinations of their groups, projected)."""
    per_group: list[list[dict[str, int]]] = []
    for group, combos in zip(GROUPS, legal, strict=True):
        mine = [f for f in group if f in fields]
        if not mine:
            continue
        seen: dict[tuple[int, ...], dict[str, int]] = {}
        for combo in combos:
            d = dict(zip(group, combo, strict=True))
            seen.setdefault(tuple(d[f] for f in mine), {f: d[f] for f in mine})
        per_group.append(list(seen.values()))
    for parts in itertools.product(*per_group):
        merged: dict[str, int] = {}
        for p in parts:
            merged.update(p)
        yield merged


def _template(s: str, names: dict[int, str]) -> str:
    for number, name in names.items():
        if s.count(str(number)) > 1:
            raise AssertionError(f"sentinel {number} appears twice in {s!r}")
        s = s.replace(str(number), "{" + name + "}")
    return s


def _meanings(inst: Instruction) -> tuple[Any, ...]:
    return (inst.arch.name, inst.cbsz_meaning, inst.blgp_meaning, inst.opsel_meaning, inst.neg_meaning, inst.sparse,
            inst.scaled)


class _Builder:
    """Collects the views, each stored once.

    Many instructions share their layouts (the FP8/BF8 variants of one shape, F16 and BF16).
    A view is a function of the matrix, wave size, :class:`~amdmatrix.layout.BitLayout`, the
    modifiers and their meanings, so a view with the same such key is not computed again;
    with ``verify`` every view is computed and compared with the one reused (the tests do).
    """

    def __init__(self, verify: bool = False) -> None:
        self.verify = verify
        self.views: list[dict[str, Any]] = []
        self.texts: list[str] = []
        self._view_ids: dict[tuple[Any, ...], int] = {}
        self._text_ids: dict[str, int] = {}
        self._known: dict[tuple[Any, ...], int] = {}
        self._legal: dict[tuple[Any, ...], list[list[tuple[int, ...]]]] = {}

    def legal(self, inst: Instruction, wave: int) -> list[list[tuple[int, ...]]]:
        """:func:`legal_settings`, reused between instructions with the same fields' meanings."""
        key = (*_meanings(inst), inst.blocks, wave, inst.index_sets(wave) if inst.sparse else 0)
        found = self._legal.get(key)
        if found is None or self.verify:
            fresh = legal_settings(inst, wave)
            if found is not None and fresh != found:
                raise AssertionError(f"legal settings of {inst.mnemonic} differ from an instruction like it")
            self._legal[key] = found = fresh
        return found

    def text_id(self, s: str) -> int:
        if s not in self._text_ids:
            self._text_ids[s] = len(self.texts)
            self.texts.append(s)
        return self._text_ids[s]

    def view(self, inst: Instruction, matrix: str, wave: int, mods: dict[str, int]) -> int:
        layout = inst.layout(matrix, wave, **mods)
        known_key = (matrix, wave, layout, tuple(sorted(mods.items())), *_meanings(inst))
        known = self._known.get(known_key)
        if known is not None and not self.verify:
            return known
        placed = inst.placements(matrix, wave=wave, **mods)
        sizes = layout.sizes
        key = (wave, sizes, tuple(placed))
        found = self._view_ids.get(key)
        if known is not None and found != known:
            raise AssertionError(f"{matrix} of {inst.mnemonic} under {mods} differs from a view with the same layout")
        if found is not None:
            self._known[known_key] = found
            return found
        slots = queries.matrix_layout(inst, matrix, wave, **mods).slots
        index = {(s.register, s.bits): n for n, s in enumerate(slots)}
        rows, cols, blocks = sizes
        counts = [0] * (rows * cols * blocks)
        locs, marks = [], []
        for el in placed:
            loc = el.location
            assert loc is not None
            counts[(el.block * rows + el.row) * cols + el.col] += 1
            locs.append(index[(loc.register, loc.bits)] * wave + loc.lane)
            marks.append(int(el.negated) + 2 * int(el.absolute))
        slot_data = []
        for s in slots:
            where = text.location(Location(s.register, _SENTINEL, s.bits))
            before, sep, after = where.partition(str(_SENTINEL))
            assert sep and str(_SENTINEL) not in after
            first = Location(s.register, 0, s.bits)
            slot_data.append([text.slot_header(s), before, after, list(first.registers), svg.straddle_split(first)])
        view = {"w": wave, "r": rows, "c": cols, "b": blocks, "s": slot_data,
                "n": counts[0] if len(set(counts)) == 1 else counts, "l": locs,
                "k": marks[0] if len(set(marks)) == 1 else marks}
        self._view_ids[key] = self._known[known_key] = len(self.views)
        self.views.append(view)
        return len(self.views) - 1


_LABELS = {
    ("cbsz", "broadcast"): "CBSZ (broadcast A to 2^CBSZ blocks)", ("abid", "broadcast"): "ABID (broadcast block)",
    ("cbsz", "index_set"): "CBSZ (0: ABID picks the index set)", ("abid", "index_set"): "ABID (index set)",
    ("cbsz", "format"): "CBSZ: A format", ("abid", "format"): "ABID (set to 1 by the scaled mnemonic)",
    ("blgp", "lanes"): "BLGP (B lane pattern)", ("blgp", "negate"): "BLGP (negate A, B, C: bits 0-2)",
    ("blgp", "format"): "BLGP: B format", ("opsel", "output_half"): "OPSEL (4: C/D in the high halves)",
    ("opsel", "index_set"): "OPSEL (index set)", ("opsel", "scale_byte"): "OPSEL (scale byte bit 0: A, B)",
    ("opsel_hi", "scale_byte"): "OPSEL_HI (scale byte bit 1: A, B)",
    ("opsel", "scale_row"): "OPSEL: A scale row (1: ROW1, lanes 16-31)",
    ("opsel_hi", "scale_row"): "OPSEL_HI: B scale row (1: ROW1, lanes 16-31)",
    ("neg", "float"): "NEG (negate A, B low halves, C)", ("neg_hi", "float"): "NEG_HI (A, B high halves; |C|)",
    ("neg", "signedness"): "NEG (A, B signed: bits 0-1)",
}


def _meaning(inst: Instruction, f: str) -> str | None:
    return {"cbsz": inst.cbsz_meaning, "abid": inst.cbsz_meaning, "blgp": inst.blgp_meaning,
            "opsel": inst.opsel_meaning, "opsel_hi": inst.opsel_meaning, "neg": inst.neg_meaning,
            "neg_hi": inst.neg_meaning}[f]


def _instruction(b: _Builder, inst: Instruction, arch_index: int) -> dict[str, Any]:
    labels: dict[str, list[str]] = {}
    names = {_SENTINEL: "r", _SENTINEL + 1: "c", _SENTINEL + 2: "b"}
    for m in inst.matrices:
        labels[m] = [_template(text.element(Element(m, _SENTINEL, _SENTINEL + 1, _SENTINEL + 2, None, bool(n & 1),
                                                    bool(n & 2), inst.blocks)), names) for n in range(4)]
    legal: dict[str, list[list[list[int]]]] = {}
    views: dict[str, dict[str, list[Any]]] = {}
    for wave in inst.arch.waves:
        settings = b.legal(inst, wave)
        legal[str(wave)] = [[list(c) for c in combos] for combos in settings]
        per_matrix: dict[str, list[Any]] = {}
        for m in inst.matrices:
            fields = view_fields(inst, m)
            table: dict[str, list[int]] = {}
            done: dict[tuple[tuple[str, int], ...], list[int]] = {}
            for values in _projections(inst, settings, fields):
                mods = canonical(inst, m, wave, values)
                ckey = tuple(sorted(mods.items()))
                if ckey not in done:
                    done[ckey] = [b.view(inst, m, wave, mods), b.text_id(inst.dtype(m, wave=wave, **mods).description)]
                table[",".join(str(values[f]) for f in fields)] = done[ckey]
            per_matrix[m] = [list(fields), table]
        views[str(wave)] = per_matrix
    fields_used = {f: _LABELS.get((f, _meaning(inst, f) or ""), f.upper()) for f in FIELDS
                   if any(len({c[GROUPS[g].index(f)] for c in legal[str(w)][g]}) > 1
                          for w in inst.arch.waves for g in range(len(GROUPS)) if f in GROUPS[g])}
    options: dict[str, list[str]] = {}
    if inst.cbsz_meaning == "format":
        options["cbsz"] = [f"{n}: {name}" for n, name in enumerate(F8F6F4_FORMATS)]
    if inst.blgp_meaning == "format":
        options["blgp"] = [f"{n}: {name}" for n, name in enumerate(F8F6F4_FORMATS)]
    return {"name": inst.mnemonic, "key": inst.mnemonic.lower(), "aliases": [a.lower() for a in inst.aliases],
            "arch": arch_index, "shape": [inst.m, inst.n, inst.k, inst.blocks], "sparse": inst.sparse,
            "matrices": list(inst.matrices), "provisional": _provisional(inst), **_unsettled(inst),
            "labels": labels, "fields": fields_used, "options": options,
            "legal": legal, "views": views}


def _unsettled(inst: Instruction) -> dict[str, Any]:
    """``{"unsettled": {"text": ..., "when": {matrix: ["cbsz,blgp", ...]}}}`` for an F8F6F4 MFMA:
    the settings under which the page must show the Unsettled line the text output prints
    (:func:`amdmatrix.queries.unsettled`); nothing for any other instruction."""
    if inst.cbsz_meaning != "format" or inst.blgp_meaning != "format":
        return {}
    codes = range(len(F8F6F4_FORMATS))
    when = {m: [f"{c},{b}" for c in codes for b in codes if queries.unsettled(inst, (m,), cbsz=c, blgp=b)]
            for m in inst.matrices}
    return {"unsettled": {"text": queries.UNSETTLED, "when": {m: w for m, w in when.items() if w}}}


def _provisional(inst: Instruction) -> dict[str, str]:
    """The line the page shows above a provisional layout (gfx1250), by matrix."""
    from ..confidence import provisional_line

    return {m: provisional_line(inst.mnemonic, [m]) for m in inst.provisional_matrices()}


def build(verify: bool = False) -> dict[str, Any]:
    """The whole data set of the page (JSON-ready). ``verify``: compute every view and every
    instruction's legal settings, and check those reused from a similar instruction (slower)."""
    from ..vocabulary import VERSION as __version__

    b = _Builder(verify)
    archs: list[dict[str, Any]] = []
    insts: list[dict[str, Any]] = []
    for n, arch in enumerate(catalog.architectures()):
        ids = []
        for inst in catalog.instructions(arch):
            ids.append(len(insts))
            insts.append(_instruction(b, inst, n))
        archs.append({"name": arch.name, "key": arch.name.lower(), "aliases": [a.lower() for a in arch.aliases],
                      "waves": list(arch.waves), "wave": arch.default_wave, "insts": ids})
    return {"generator": f"amdmatrix {__version__}", "groups": [list(g) for g in GROUPS], "archs": archs,
            "insts": insts, "views": b.views, "texts": b.texts, "axes": {m: list(a) for m, a in svg.AXES.items()},
            "palette": {"lane": [svg.lane_colour(n) for n in range(64)],
                        "index": [svg.index_colour(n) for n in range(64)], "empty": svg.EMPTY}}
