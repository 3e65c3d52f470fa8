"""The query commands (``-L``, ``-d``, ``-g``, ``-m``, ``-R``, ``-M``): check the command line,
run one library query and hand the result to a renderer.

:func:`run` is the calculator-compatible command line (``amdmatrix -a ARCH -i INST ...``).
"""

from __future__ import annotations

from .. import queries
from ..archs import WMMA
from ..model import Instruction
from ..render import text
from ..results import Element
from ..vocabulary import VERSION
from .options import UsageError, help_text, modifiers, option_name, parse, supports

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (docs/decisions.md)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..archs import Arch

    Out = Callable[[str], None]

__all__ = ["run", "detail", "get_register", "matrix_entry", "register_layout", "matrix_layout", "layout_svg",
           "VERSION"]


# ----------------------------------------------------------------------------- the command line
def run(argv: Sequence[str], out: Out, subcommands: Sequence[str] = ()) -> int:
    """Run a query command line; ``out`` prints one line. Returns the exit status; raises
    UsageError or AmdMatrixError on bad input."""
    opts = parse(argv, subcommands)
    if opts.get("help"):
        out(help_text(subcommands).rstrip("\n"))
        return 0
    if opts.get("version"):
        out(f"amdmatrix {VERSION}")
        return 0
    as_json = bool(opts.get("json"))
    if opts.get("list_architectures"):
        return _list_architectures(out, as_json)
    arch = _arch(opts)
    wanted = supports(opts)
    if wanted is not None and not opts.get("list_instructions"):
        raise UsageError("--supports works only with -L/--list-instructions")
    if opts.get("list_instructions"):
        return _list_instructions(arch, wanted, out, as_json)
    name = opts.get("instruction")
    if name is None:
        raise UsageError("the instruction is missing: use -i/--instruction (list them with -L)")
    from .. import catalog
    from ..errors import AmdMatrixError

    try:
        inst = catalog.instruction(arch, str(name))
    except AmdMatrixError as e:
        raise UsageError(str(e)) from e
    return _query(opts, inst, out, as_json)


def _list_architectures(out: Out, as_json: bool) -> int:
    from .. import catalog

    if as_json:
        from ..render import jsonout
        out(jsonout.dump(jsonout.architectures(catalog.architectures())))
    else:
        for a in catalog.architectures():
            out(f"{a.name}: {', '.join(a.aliases)} ({a.products})")
    return 0


def _arch(opts: dict[str, object]) -> Arch:
    """The architecture of ``-a`` (a name or an alias) that has instruction data."""
    from .. import catalog
    from ..archs import ARCHS, resolve_arch
    from ..errors import UnknownArchitectureError

    arch_name = opts.get("architecture")
    if arch_name is None:
        raise UsageError("the architecture is missing: use -a/--architecture; legal values: "
                         + ", ".join(a.name for a in catalog.architectures()))
    try:
        arch = resolve_arch(str(arch_name))
    except UnknownArchitectureError as e:
        names = [n for a in ARCHS for n in (a.name, *a.aliases)]
        hint = catalog.suggest(str(arch_name), names)
        did = f" (did you mean {' or '.join(h.upper() for h in hint)}?)" if hint else ""
        raise UsageError(f"unknown architecture {arch_name!r}{did}; legal values: "
                         + ", ".join(a.name for a in catalog.architectures())) from e
    if not catalog.has_data(arch):
        raise UsageError(f"{arch.name} has no instruction data in this version")
    return arch


def _list_instructions(arch: Arch, wanted: list[str] | None, out: Out, as_json: bool) -> int:
    from .. import catalog

    insts = catalog.instructions(arch, supports=wanted)
    if as_json:
        from ..render import jsonout
        out(jsonout.dump(jsonout.instruction_list(arch, [(i.mnemonic, i.aliases) for i in insts])))
        return 0
    if wanted is not None:
        out(f"Instructions of the {arch.name} architecture that support {', '.join(map(option_name, wanted))}:")
    else:
        out(f"Available instructions in the {arch.name} architecture:")
    for inst in insts:
        out(f"    {inst.mnemonic.lower()}")
    return 0


def _wave(opts: dict[str, object], arch: Arch) -> int:
    wave = opts.get("wavefront")
    if wave is not None and wave not in (32, 64):
        raise UsageError(f"argument -w/--wavefront: {wave} is not a wave size; legal values: 32, 64")
    if wave is not None and wave not in arch.waves:
        raise UsageError(f"wave size {wave} is not allowed on {arch.name}; legal values: "
                         + ", ".join(str(w) for w in arch.waves))
    return int(wave) if isinstance(wave, int) else arch.default_wave


def _matrix(matrix: str | None, inst: Instruction, query: str) -> str:
    """The matrix of a -g/-m/-R/-M query, which ``inst`` must have."""
    if matrix is None:
        raise UsageError(f"{dict(_QUERIES)[query]} needs a matrix; legal values: "
                         + ", ".join(s for m, s in _MATRICES if m in inst.matrices))
    if matrix not in inst.matrices:
        if matrix == "K":
            raise UsageError(f"-k/--compression needs a sparse instruction; {inst.mnemonic} is dense")
        if matrix == "C" and inst.sparse:
            raise UsageError(f"{inst.mnemonic} is sparse: C is D and Src2 holds the compression indices (-k)")
        raise UsageError(f"{inst.mnemonic} has no {matrix} operand; legal values: "
                         + ", ".join(s for m, s in _MATRICES if m in inst.matrices))
    return matrix


def _query(opts: dict[str, object], inst: Instruction, out: Out, as_json: bool) -> int:
    """One query of one instruction: the options are checked in the calculator's order."""
    query = _one(opts, _QUERIES, "query")
    if query is None:
        raise UsageError("no query selected; legal values: -d, -g, -m, -R, -M (or -L)")
    chosen = _one(opts, _MATRICES, "matrix")
    fmt = _one(opts, _TABLES, "output format") or "grid"
    if as_json and fmt != "grid":
        raise UsageError(f"--json conflicts with --{fmt}; choose one output format")
    if "svg" in opts or "color" in opts:
        _check_svg(opts, query, fmt, as_json)
    inert = _drop_inert(opts, inst)
    mods = modifiers(opts, inst)
    w = _wave(opts, inst.arch)
    if query == "detail_instruction":
        return detail(inst, mods, out, as_json, inert=inert)
    matrix = _matrix(chosen, inst, query)
    calc = bool(opts.get("output_calculation"))
    if calc and matrix != "D":
        raise UsageError("-o/--output-calculation works only with -D/--D-matrix")
    if calc and query not in ("get_register", "matrix_entry"):
        raise UsageError("-o/--output-calculation works only with -g or -m")
    _check_usage(inst, matrix, mods, calc)
    if query == "get_register":
        coords = {"i": _int(opts, "I"), "j": _int(opts, "J"), "k": _int(opts, "K_coord"),
                  "block": _int(opts, "block")}
        _check_unused_coords(inst, matrix, coords, calc)
        return get_register(inst, matrix, coords, w, mods, calc, out, as_json, inert=inert)
    if query == "matrix_entry":
        return matrix_entry(inst, matrix, _int(opts, "register"), _int(opts, "lane"), w, mods, calc, out, as_json,
                            inert=inert)
    transpose, table = bool(opts.get("transpose")), "github" if fmt == "markdown" else fmt
    if "svg" in opts:
        return layout_svg(inst, matrix, query == "register_layout", w, mods, transpose,
                          str(opts.get("color", "lane")), str(opts["svg"]))
    if query == "register_layout":
        return register_layout(inst, matrix, w, mods, table, transpose, out, as_json, inert=inert)
    return matrix_layout(inst, matrix, w, mods, table, transpose, out, as_json, inert=inert)


def _one(opts: dict[str, object], names: Sequence[tuple[str, str]], what: str) -> str | None:
    chosen = [(d, s) for d, s in names if opts.get(d)]
    if len(chosen) > 1:
        raise UsageError(f"choose only one {what}: {' and '.join(s for _, s in chosen)} given; "
                         f"legal values: {', '.join(s for _, s in names)}")
    return chosen[0][0] if chosen else None


_MATRICES = [("A", "-A"), ("B", "-B"), ("C", "-C"), ("D", "-D"), ("K", "-k"), ("SA", "--A-scale"),
             ("SB", "--B-scale")]
_QUERIES = [("detail_instruction", "-d"), ("get_register", "-g"), ("matrix_entry", "-m"),
            ("register_layout", "-R"), ("matrix_layout", "-M")]
_TABLES = [("csv", "--csv"), ("markdown", "--markdown"), ("asciidoc", "--asciidoc")]


def _int(opts: dict[str, object], name: str) -> int:
    v = opts.get(name, 0)
    assert isinstance(v, int)
    return v


def _drop_inert(opts: dict[str, object], inst: Instruction) -> str | None:
    """Clear the modifier bits the calculator accepts although they do nothing on ``inst``
    (:meth:`Meaning.inert`: NEG[2]/NEG_HI[2] of RDNA4 SWMMAC) and say why, or return None.
    Only a value the field can hold (0-7) is touched: a larger one is refused as it is."""
    why = None
    for meaning in inst.meanings:
        found = meaning.inert(inst)
        if found is None:
            continue
        masks, reason = found
        for field, mask in masks.items():
            v = opts.get(field)
            if type(v) is int and 0 <= v < 8 and v & mask:
                opts[field] = v & ~mask
                why = reason
    return why


#: The coordinates each matrix is indexed by (the others must still name a row or column of
#: the instruction: the calculator checks every coordinate given).
_USED_COORDS = {"A": ("i", "k"), "B": ("k", "j"), "C": ("i", "j"), "D": ("i", "j"), "K": ("i", "k")}


def _check_unused_coords(inst: Instruction, matrix: str, coords: dict[str, int], calc: bool) -> None:
    """Refuse an out-of-range coordinate that ``matrix`` does not use (the calculator: "Maximum
    value of column ... is 31" for -A -J 256); the library checks the ones it uses."""
    used = _USED_COORDS.get(matrix)
    if used is None:
        return
    for name, size, what in (("i", inst.m, "M"), ("j", inst.n, "N"), ("k", inst.k, "K")):
        if name not in used and coords[name] >= size:
            raise UsageError(f"{name} coordinate {coords[name]} is out of range for {inst.mnemonic} ({what} = {size}; "
                             f"{matrix}{' with -o' if calc else ''} does not use it); legal values: 0-{size - 1}")


_FLAGS = {"A": "-A", "B": "-B", "C": "-C", "D": "-D", "K": "-k"}


def _check_usage(inst: Instruction, matrix: str, mods: dict[str, int], calc: bool) -> None:
    """The calculator's usage refusals: modifiers that do not act on the matrix asked about."""
    for meaning in inst.meanings:
        allowed = meaning.matrices
        given = [f for f in meaning.fields if mods.get(f)]
        if allowed is None or not given or matrix in allowed or (matrix == "D" and calc):
            continue
        names = "/".join(f"--{f}" for f in given)
        legal = ", ".join(_FLAGS[m] for m in allowed)
        raise UsageError(f"{names} of {inst.mnemonic} act{'s' if len(given) == 1 else ''} on {legal} (or on -D "
                         f"with -o), not on {_FLAGS.get(matrix, matrix)}; legal values with "
                         f"{_FLAGS.get(matrix, matrix)}: 0")
    opsel = mods.get("opsel", 0)
    if inst.arch.has(WMMA) and matrix == "D" and not calc and (mods.get("neg") or mods.get("neg_hi")):
        raise UsageError("--neg/--neg_hi act on the A, B and C inputs, not on D; legal values with -D: 0 "
                         "(or add -o to see the negated inputs of a D element)")
    if inst.opsel_meaning == "index_set" and opsel and matrix != "K":
        raise UsageError(f"--opsel selects the compression-index set of {inst.mnemonic} and works only with "
                         "-k/--compression; legal values with other matrices: 0")
    if inst.opsel_meaning == "output_half" and opsel & 4 and matrix in ("A", "B"):
        raise UsageError(f"--opsel 4 selects the C/D register half of {inst.mnemonic}, not an A or B layout; "
                         f"legal values with -{matrix}: 0")


def _check_svg(opts: dict[str, object], query: str, fmt: str, as_json: bool) -> None:
    """--svg goes with -R or -M and no other output format; --color goes with --svg."""
    if "svg" not in opts:
        raise UsageError("--color works only with --svg (or amdmatrix draw)")
    if query not in ("register_layout", "matrix_layout"):
        raise UsageError(f"--svg works only with -R or -M, not with {dict(_QUERIES)[query]}")
    if as_json or fmt != "grid":
        raise UsageError(f"--svg conflicts with --{'json' if as_json else fmt}; choose one output format")
    from ..render.svg import COLORINGS

    kind = str(opts.get("color", "lane")).strip().lower()
    if kind not in COLORINGS:
        raise UsageError(f"argument --color: unknown colouring {opts['color']!r}; legal values: {', '.join(COLORINGS)}")
    opts["color"] = kind


def _header(inst: Instruction, out: Out, note: str | None = None) -> None:
    """The two header lines, then the warning about an unsettled layout if there is one."""
    for line in text.header(queries.subject(inst)):
        out(line)
    if note is not None:
        out(note)


def _json(doc: dict[str, object], note: str | None, out: Out, inst: Instruction, matrices: tuple[str, ...],
          inert: str | None = None) -> int:
    """Print a JSON document with its ``unsettled`` field (null when the layout is settled), its
    ``provisional`` field (the matrices shown whose layout is provisional, gfx1250) and, when
    a given modifier bit has no effect (:func:`_drop_inert`), a ``no_effect`` field saying so."""
    from ..render import jsonout

    doc["unsettled"] = note
    doc["provisional"] = queries.provisional(inst, matrices)
    if inert is not None:
        doc["no_effect"] = inert
    out(jsonout.dump(doc))
    return 0


def detail(inst: Instruction, mods: dict[str, int], out: Out, as_json: bool, *, inert: str | None = None) -> int:
    from ..details import details, facts

    note = queries.unsettled(inst, inst.matrices, **mods)
    if as_json:
        from ..render import jsonout
        return _json(jsonout.detail(queries.subject(inst), facts(inst, **mods)), note, out, inst, inst.matrices,
                     inert)
    lines = text.details(details(inst, **mods))
    for line in lines[:2]:
        out(line)
    if note is not None:
        out(note)
    if inert is not None:
        out(f"Note: {inert}")
    for line in lines[2:]:
        out(line)
    return 0


def get_register(inst: Instruction, matrix: str, coords: dict[str, int], wave: int, mods: dict[str, int],
                 calc: bool, out: Out, as_json: bool, *, inert: str | None = None) -> int:
    locs = inst.locate(matrix, wave=wave, **coords, **mods)
    el = inst.element(matrix, wave=wave, **coords, **mods)
    calculation = inst.sources_of(coords["i"], coords["j"], coords["block"], wave=wave, **mods) if calc else None
    shown = inst.matrices if calc else (matrix,)
    note = queries.unsettled(inst, shown, **mods)
    if as_json:
        from ..render import jsonout
        doc = jsonout.get_register(queries.subject(inst), el, locs, wave, mods, calculation)
        return _json(doc, note, out, inst, shown, inert)
    _header(inst, out, note)
    if calculation is not None:
        d = ", ".join(text.location(loc, "Vdst_") for loc in locs)
        out(f"{text.element(el)} = {d} = {text.calculation(calculation, by_location=True)}")
        return 0
    # The calculator prints the element without negation marks, once per copy, in lane order.
    name = text.element(el._replace(negated=False, absolute=False))
    if not locs:
        out(f"{name} = (not read under these modifiers)")
    for loc in sorted(locs, key=lambda x: x.lane):
        out(f"{name} = {text.location(loc)}")
    return 0


_UNUSED = {
    "CBSZ and ABID": "Due to instruction modifiers CBSZ and ABID, lane {lane} is not used for this instruction.",
}


def _entry_order(el: Element) -> tuple[int, tuple[int, int, int, int]]:
    loc = el.location
    start = 0 if loc is None else loc.bit_offset
    return start, queries.element_order(el)


def matrix_entry(inst: Instruction, matrix: str, register: int, lane: int, wave: int, mods: dict[str, int],
                 calc: bool, out: Out, as_json: bool, *, inert: str | None = None) -> int:
    # The calculator's order: value slots from the lowest bits up, then block, i, j, k.
    els = sorted(inst.elements_at(matrix, register=register, lane=lane, wave=wave, **mods), key=_entry_order)
    reason = None if els else inst.lane_unused(matrix, lane=lane, wave=wave, **mods)
    if reason == "BLGP":
        from ..errors import OutOfRangeError
        raise OutOfRangeError(f"due to instruction modifier BLGP {mods.get('blgp', 0)}, lane {lane} of the B matrix "
                              f"is not read by {inst.mnemonic}; the lanes read are listed by -M --blgp")
    if reason == "MATRIX_SCALE_ROW":  # gfx1250 ROW1: the scales are read from lanes 16-31 only
        from ..errors import OutOfRangeError
        raise OutOfRangeError(f"with MATRIX_SCALE_ROW1 (--{matrix[1].lower()}-scale-row 1), lane {lane} of {matrix} is "
                              f"not read by {inst.mnemonic}; legal values: 16-31")
    if reason == "wave":  # RDNA4 wave64 4-bit operands: the calculator refuses the lane too
        from ..errors import OutOfRangeError
        lay = inst.layout(matrix, wave, **mods)
        used = [n for n in range(wave) if lay.lane_used(n)]
        raise OutOfRangeError(f"lane {lane} holds no {matrix} data of {inst.mnemonic} in wave{wave}; "
                              f"legal values: {used[0]}-{used[-1]}")
    calcs = [inst.sources_of(e.row, e.col, e.block, wave=wave, **mods) for e in els] if calc else []
    shown = inst.matrices if calc else (matrix,)
    note = queries.unsettled(inst, shown, **mods)
    if as_json:
        from ..render import jsonout
        doc = jsonout.matrix_entry(queries.subject(inst), matrix, register, lane, els, wave, mods, calcs, reason)
        return _json(doc, note, out, inst, shown, inert)
    _header(inst, out, note)
    if reason is not None:
        out(_UNUSED[reason].format(lane=lane, wave=wave))
        return 0
    for n, el in enumerate(els):
        assert el.location is not None
        lhs = f"{text.location(el.location)} = {text.element(el)}"
        if calc:
            out(f"{lhs} = {text.calculation(calcs[n], by_location=False)}")
        else:
            out(lhs)
    return 0


def register_layout(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], fmt: str, transpose: bool,
                    out: Out, as_json: bool, *, inert: str | None = None) -> int:
    res = queries.register_layout(inst, matrix, wave, **mods)
    if as_json:
        from ..render import jsonout
        doc = jsonout.register_layout(queries.subject(inst), res, wave, mods)
        return _json(doc, res.unsettled, out, inst, (matrix,), inert)
    return _layout_text(inst, res.unsettled, lambda: text.register_layout(res, fmt, transpose), out)


def matrix_layout(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], fmt: str, transpose: bool,
                  out: Out, as_json: bool, *, inert: str | None = None) -> int:
    res = queries.matrix_layout(inst, matrix, wave, **mods)
    if as_json:
        from ..render import jsonout
        doc = jsonout.matrix_layout(queries.subject(inst), res, mods)
        return _json(doc, res.unsettled, out, inst, (matrix,), inert)
    return _layout_text(inst, res.unsettled, lambda: text.matrix_layout(res, fmt, transpose), out)


def _layout_text(inst: Instruction, note: str | None, chunks: Callable[[], list[str]], out: Out) -> int:
    """Print a layout as text: the header (with the note on an unsettled layout), then the layout."""
    _header(inst, out, note)
    for chunk in chunks():
        out(chunk)
    return 0


def layout_svg(inst: Instruction, matrix: str, register_view: bool, wave: int, mods: dict[str, int], transpose: bool,
               colouring: str, path: str) -> int:
    """-R/-M --svg FILE: the layout as an SVG picture, written atomically ('-': standard output)."""
    import sys

    from .. import pictures
    from .pictures import write

    doc = pictures.layout_svg(inst, matrix, register_view, wave, mods, colouring, transpose)
    write(path, doc, sys.stdout, "--svg")
    return 0
