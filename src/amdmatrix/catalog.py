"""Look-up of architectures and instructions by name, alias or LLVM spelling."""

from __future__ import annotations

import sys

from . import archs as _archs
from .archs import Arch, all_arch_names, resolve_arch
from .errors import UnknownArchitectureError, UnknownInstructionError, UnsupportedModifierError, shown
from .model import Instruction
from .modifiers import KEYWORDS, closest

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (docs/decisions.md)
if TYPE_CHECKING:
    from collections.abc import Iterable
    from types import ModuleType

    from .isa._rows import Instructions

__all__ = ["architectures", "has_data", "instructions", "instruction", "suggest", "nearest"]


def _data(name: str) -> ModuleType | None:
    """The :mod:`amdmatrix.isa` module ``name`` with an architecture's rows, or None if there is none.

    Only the module asked for is imported: a query on one architecture loads one set of rows.
    """
    module = f"{__package__}.isa.{name}"
    # Always through the import system, even when the module is in sys.modules: another thread
    # may be running its body, and only the import lock waits for it to finish (reading
    # sys.modules directly once gave "partially initialized module ... has no attribute
    # 'INSTRUCTIONS'" to concurrent first callers). importlib itself costs a query time.
    try:
        __import__(module)
    except ModuleNotFoundError as e:
        if e.name != module:
            raise
        return None
    return sys.modules[module]


def has_data(a: Arch) -> bool:
    """Whether ``a`` has instruction rows (imports its rows, and no other architecture's)."""
    return _data(a.data) is not None


_last: list[tuple[Arch, ...]] = [(), ()]  # the last ARCHS seen and its architectures with data


def architectures() -> tuple[Arch, ...]:
    """Every supported architecture (those of :data:`amdmatrix.archs.ARCHS` with instruction data), oldest first."""
    known = _archs.ARCHS
    if _last[0] is not known:
        _last[:] = [known, tuple(a for a in known if has_data(a))]
    return _last[1]


_tables: dict[Arch, Instructions] = {}  # functools.cache costs a query its import


def _table(a: Arch) -> Instructions:
    insts = _tables.get(a)
    if insts is None:
        mod = _data(a.data)
        assert mod is not None  # _arch checked it
        insts = mod.INSTRUCTIONS
        # An architecture registered on another's rows gets the rows bound to it.
        insts = _tables[a] = insts if mod.ARCH == a else insts.bound(a)
    return insts


def _legal() -> str:
    """The architectures with data, for an error message (this imports every architecture's rows)."""
    return ", ".join(x.name for x in architectures())


def _arch(arch: object) -> Arch:
    """The architecture ``arch`` names (a name, an alias or an :class:`Arch`), with instruction data."""
    if isinstance(arch, Arch):
        a = arch
    else:
        if not isinstance(arch, str):
            raise UnknownArchitectureError(f"the architecture must be a name or an amdmatrix.Arch, not "
                                           f"{shown(arch)}; legal values: {_legal()} (or an alias)")
        try:
            a = resolve_arch(arch)
        except UnknownArchitectureError:
            hint = suggest(arch, all_arch_names())
            did = f" (did you mean {' or '.join(h.upper() for h in hint)}?)" if hint else ""
            raise UnknownArchitectureError(
                f"unknown architecture {shown(arch)}{did}; legal values: {_legal()} "
                "(aliases: amdmatrix.architectures() or amdmatrix --list-architectures)") from None
    if not has_data(a):
        raise UnknownArchitectureError(f"no instruction data for {a.name}; legal values: {_legal()}")
    return a


def instructions(arch: str | Arch, supports: str | Iterable[str] | None = None) -> tuple[Instruction, ...]:
    """The matrix instructions of ``arch`` in the calculator's --list-instructions order.

    ``supports`` keeps those that support a modifier (``"blgp"``), or every one of several
    (``("cbsz", "blgp")``), as :meth:`Instruction.supports` says; names are the keywords of
    :data:`amdmatrix.modifiers.KEYWORDS`.
    """
    insts = _table(_arch(arch)).all()
    if supports is None:
        return insts
    if isinstance(supports, str):
        wanted: tuple[object, ...] = (supports,)
    elif isinstance(supports, (list, tuple, set, frozenset)):
        wanted = tuple(supports)
    else:
        raise UnsupportedModifierError(f"supports must be a modifier name or a list of them, not {shown(supports)}; "
                                       f"legal modifiers: {', '.join(KEYWORDS)}")
    if insts:
        for name in wanted:
            insts[0].supports(name)  # type: ignore[arg-type]  # raises on a bad name
    return tuple(i for i in insts if all(i.supports(name) for name in wanted))  # type: ignore[arg-type]


def suggest(word: str, choices: list[str]) -> list[str]:
    """Close matches for a misspelled name, best first."""
    return [c.lower() for c in closest(word, choices)]


def nearest(word: str, choices: list[str], n: int = 10) -> list[str]:
    """The ``n`` choices most like ``word``, best first (for error messages that cannot list them all)."""
    import difflib  # only on the error path

    w = word.lower()
    score = {c: difflib.SequenceMatcher(None, w, c.lower()).ratio() for c in choices}
    return sorted(choices, key=lambda c: -score[c])[:n]


def _elsewhere(a: Arch, mnemonic: str) -> list[tuple[str, str]]:
    """The other architectures that have ``mnemonic``, with its name there (for the error
    message of a mnemonic on the wrong architecture; loads their rows)."""
    from .encoding.llvm_aliases import canonical

    key = mnemonic.strip().lower()
    found: list[tuple[str, str]] = []
    for other in architectures():
        if other.name == a.name or any(other.name == name for name, _ in found):
            continue
        table = _table(other)
        inst = table.get(key)
        if inst is None:
            alt = canonical(other.name, key)
            inst = table.get(alt) if alt is not None else None
        if inst is not None:
            found.append((other.name, inst.mnemonic.lower()))
    return found


def instruction(arch: str | Arch, mnemonic: str) -> Instruction:
    """The instruction ``mnemonic`` (case-insensitive; LLVM's other spelling accepted) of ``arch``."""
    a = _arch(arch)
    table = _table(a)
    if not isinstance(mnemonic, str):
        raise UnknownInstructionError(
            f"the mnemonic must be a string, not {shown(mnemonic)}; legal values: the names "
            f"amdmatrix -a {a.name} -L (or amdmatrix.instructions({a.name!r})) lists")
    inst = table.get(mnemonic.strip().lower())
    if inst is None:  # LLVM's other mnemonics (v_mfma_f32_32x32x8bf16, ..._e64): plain data, cheap to import
        from .encoding.llvm_aliases import canonical

        alt = canonical(a.name, mnemonic)
        inst = table.get(alt) if alt is not None else None
    if inst is None:
        names = [r.mnemonic.lower() for r in table.rows]
        hint = suggest(mnemonic, list(table.names))
        did = f" (did you mean {' or '.join(hint)}?)" if hint else ""
        shown_names = nearest(mnemonic, names)
        more = len(names) - len(shown_names)
        rest = (f", and {more} more (amdmatrix -a {a.name} -L or amdmatrix.instructions({a.name!r}) lists them all)"
                if more > 0 else "")
        others = _elsewhere(a, mnemonic)
        if others:
            where = " and ".join(name for name, _ in others)
            raise UnknownInstructionError(
                f"{shown(mnemonic)} is not an instruction of {a.name}; {where} "
                f"{'has' if len(others) == 1 else 'have'} it (amdmatrix -a {others[-1][0]} -i {others[-1][1]}); "
                f"legal values for {a.name}: {', '.join(shown_names)}{rest}")
        raise UnknownInstructionError(
            f"unknown instruction {shown(mnemonic)} for {a.name}{did}; legal values: {', '.join(shown_names)}{rest}"
        )
    return inst
