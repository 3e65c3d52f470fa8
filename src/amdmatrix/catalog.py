"""Look-up of architectures and instructions by name, alias or LLVM spelling."""

from __future__ import annotations

from functools import cache
from importlib import import_module

from .archs import ARCHS, Arch, resolve_arch
from .errors import UnknownInstructionError
from .model import Instruction

__all__ = ["architectures", "instructions", "instruction", "suggest"]

#: Architectures with instruction data, in order.
_MODULES = {"CDNA1": "cdna1", "CDNA2": "cdna2", "CDNA3": "cdna3", "CDNA4": "cdna4", "RDNA3": "rdna3",
            "RDNA4": "rdna4"}


def _available() -> list[Arch]:
    out = []
    for a in ARCHS:
        try:
            import_module(f".isa.{_MODULES[a.name]}", __package__)
        except ModuleNotFoundError:
            continue
        out.append(a)
    return out


@cache
def architectures() -> tuple[Arch, ...]:
    """Every supported architecture, oldest first."""
    return tuple(_available())


@cache
def _table(arch_name: str) -> tuple[tuple[Instruction, ...], dict[str, Instruction]]:
    mod = import_module(f".isa.{_MODULES[arch_name]}", __package__)
    insts: tuple[Instruction, ...] = mod.INSTRUCTIONS
    by_name: dict[str, Instruction] = {}
    for inst in insts:
        by_name[inst.mnemonic.lower()] = inst
        for alias in inst.aliases:
            by_name[alias.lower()] = inst
    return insts, by_name


def instructions(arch: str | Arch) -> tuple[Instruction, ...]:
    """The matrix instructions of ``arch`` in the calculator's --list-instructions order."""
    a = arch if isinstance(arch, Arch) else resolve_arch(arch)
    if a not in architectures():
        raise UnknownInstructionError(f"no instruction data for {a.name}")
    return _table(a.name)[0]


def suggest(word: str, choices: list[str]) -> list[str]:
    """Close matches for a misspelled name, best first."""
    import difflib  # only on the error path

    return difflib.get_close_matches(word.lower(), [c.lower() for c in choices], n=3, cutoff=0.6)


def instruction(arch: str | Arch, mnemonic: str) -> Instruction:
    """The instruction ``mnemonic`` (case-insensitive; LLVM's other spelling accepted) of ``arch``."""
    a = arch if isinstance(arch, Arch) else resolve_arch(arch)
    instructions(a)
    insts, by_name = _table(a.name)
    inst = by_name.get(str(mnemonic).strip().lower())
    if inst is None:  # LLVM's other mnemonics (v_mfma_f32_32x32x8bf16, ..._e64): plain data, cheap to import
        from .encoding.llvm_aliases import canonical

        alt = canonical(a.name, str(mnemonic))
        inst = by_name.get(alt) if alt is not None else None
    if inst is None:
        hint = suggest(str(mnemonic), list(by_name))
        did = f" (did you mean {' or '.join(hint)}?)" if hint else ""
        legal = ", ".join(i.mnemonic.lower() for i in insts)
        raise UnknownInstructionError(
            f"unknown instruction {mnemonic!r} for {a.name}{did}; legal values: {legal}"
        )
    return inst
