"""Reading a kernel: its code (through the checker's reader), descriptor and metadata.

* The code is read exactly as ``amdmatrix check`` reads it: :func:`amdmatrix.hazards.asm.expand`
  (llvm-mc's symbols, macros, conditionals, includes) and :mod:`amdmatrix.hazards.reader` (one
  statement per instruction). That covers ``triton.compile(...).asm["amdgcn"]``, ``clang -S``
  output, hand-written kernels and ``llvm-objdump -d`` listings.
* The kernel descriptor is the ``.amdhsa_kernel NAME`` ... ``.end_amdhsa_kernel`` block:
  each ``.amdhsa_*`` directive and its value (an integer expression of LLVM's MC language,
  evaluated with the file's ``.set`` symbols), as AMDGPUUsage's "Kernel Descriptor" table
  defines them. Absent directives take AMDGPUUsage's defaults (0, except
  ``.amdhsa_user_sgpr_kernarg_segment_ptr`` and ``.amdhsa_system_sgpr_workgroup_id_x``,
  ``.amdhsa_ieee_mode`` and ``.amdhsa_dx10_clamp``, which default to 1 where they exist).
* The arguments are the ``.args`` of the kernel's entry in ``.amdgpu_metadata`` (AMDGPUUsage,
  "Code Object V3 Metadata"): their offsets, sizes and value kinds (``global_buffer``,
  ``by_value``, the ``hidden_*`` kinds the runtime fills).
"""

from __future__ import annotations

import re
from typing import Any

from .._dataclasses import dataclass, field
from ..hazards.asm import evaluate, expand
from ..hazards.reader import MalformedLineError, Stmt, read_lines
from .errors import KernelError
from .metadata import parse_metadata

__all__ = ["Arg", "Kernel", "read_kernel"]

#: Descriptor directives whose absence means 1 (AMDGPUUsage, "AMDHSA Kernel Assembler Directives").
_DEFAULT_ONE = {"user_sgpr_kernarg_segment_ptr", "system_sgpr_workgroup_id_x", "ieee_mode", "dx10_clamp",
                "float_denorm_mode_16_64"}
_DEFAULT_THREE = {"float_denorm_mode_16_64"}

_KERNEL_BLOCK = re.compile(r"^[ \t]*\.amdhsa_kernel[ \t]+([^\s;]+)(.*?)^[ \t]*\.end_amdhsa_kernel", re.S | re.M)
_DIRECTIVE = re.compile(r"^[ \t]*\.amdhsa_(\w+)[ \t]+([^;\n]*)", re.M)
_METADATA = re.compile(r"^[ \t]*\.amdgpu_metadata[^\n]*\n(.*?)^[ \t]*\.end_amdgpu_metadata", re.S | re.M)
_SET = re.compile(r"^[ \t]*(?:\.set|\.equ)[ \t]+([A-Za-z_.$][\w.$@]*)[ \t]*,[ \t]*([^;\n]*)", re.M)
_ASSIGN = re.compile(r"^[ \t]*([A-Za-z_.$][\w.$@]*)[ \t]*=[ \t]*([^=;\n][^;\n]*)", re.M)
_TARGET = re.compile(r"^[ \t]*\.amdgcn_target[ \t]+\"([^\"]*)\"", re.M)


@dataclass(frozen=True)
class Arg:
    """One kernel argument from the metadata."""

    index: int
    name: str | None
    offset: int
    size: int
    kind: str
    address_space: str | None = None
    type_name: str | None = None

    @property
    def hidden(self) -> bool:
        return self.kind.startswith("hidden_")

    @property
    def label(self) -> str:
        return self.name if self.name else f"#{self.index}"


@dataclass
class Kernel:
    """A kernel ready to launch: its statements, entry, descriptor and arguments."""

    name: str
    stmts: list[Stmt]
    entry: int
    #: Descriptor values by directive name without the ``.amdhsa_`` prefix.
    descriptor: dict[str, int]
    args: list[Arg]
    kernarg_size: int
    #: The processor the file was compiled for (``gfx942``), if it says.
    target: str | None
    wave: int | None
    metadata: dict[str, Any] = field(default_factory=dict)

    def flag(self, name: str) -> int:
        if name in self.descriptor:
            return self.descriptor[name]
        if name in _DEFAULT_THREE:
            return 3
        return 1 if name in _DEFAULT_ONE else 0


def _symbols(text: str) -> dict[str, int]:
    """The integer ``.set``/``=`` symbols of the file (a fixed point over forward references)."""
    raw: dict[str, str] = {}
    for rx in (_SET, _ASSIGN):
        for m in rx.finditer(text):
            raw.setdefault(m.group(1), m.group(2).strip())
    out: dict[str, int] = {}
    for _ in range(8):
        changed = False
        for name, expr in raw.items():
            if name in out:
                continue
            try:
                out[name] = evaluate(expr, out)
                changed = True
            except Exception:  # noqa: BLE001 - not (yet) evaluable: a label, a forward reference
                continue
        if not changed:
            break
    return out


def _descriptor(body: str, symbols: dict[str, int], name: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for m in _DIRECTIVE.finditer(body):
        key, value = m.group(1), m.group(2).strip()
        try:
            out[key] = evaluate(value, symbols)
        except Exception:  # noqa: BLE001 - a directive the executor does not read may stay symbolic
            out[key] = -1
            if key in _READ:
                raise KernelError(f"kernel {name}: the descriptor value .amdhsa_{key} {value!r} is not an integer "
                                  "expression amdmatrix can evaluate") from None
    return out


#: The descriptor directives the executor reads (a symbolic value of another is ignored).
_READ = frozenset({
    "group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size", "user_sgpr_count",
    "user_sgpr_private_segment_buffer", "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr",
    "user_sgpr_kernarg_segment_ptr", "user_sgpr_dispatch_id", "user_sgpr_flat_scratch_init",
    "user_sgpr_private_segment_size", "user_sgpr_kernarg_preload_length", "user_sgpr_kernarg_preload_offset",
    "system_sgpr_workgroup_id_x", "system_sgpr_workgroup_id_y", "system_sgpr_workgroup_id_z",
    "system_sgpr_workgroup_info", "system_vgpr_workitem_id", "wavefront_size32", "accum_offset",
    "enable_private_segment", "float_denorm_mode_32", "float_denorm_mode_16_64", "ieee_mode", "dx10_clamp",
    "float_round_mode_32", "float_round_mode_16_64",
})


def _args(entry: dict[str, Any], name: str) -> list[Arg]:
    out = []
    for n, a in enumerate(entry.get(".args") or []):
        if not isinstance(a, dict) or ".offset" not in a or ".value_kind" not in a:
            raise KernelError(f"kernel {name}: metadata argument {n} has no .offset or .value_kind")
        try:
            out.append(Arg(n, a.get(".name"), int(a[".offset"]), int(a[".size"]), str(a[".value_kind"]),
                           a.get(".address_space"), a.get(".type_name")))
        except (KeyError, TypeError, ValueError):
            raise KernelError(f"kernel {name}: metadata argument {n} has a bad .offset or .size") from None
    return out


_IDENT = re.compile(r"(?<![\w.$@])[A-Za-z_.$][\w.$@]*")


def _symbol_operands(stmts: list[Stmt], symbols: dict[str, int], reassigned: set[str]) -> None:
    """Operands and ``name:value`` modifiers written with the file's symbols (MIOpen's
    ``s_load_dwordx2 s[4:5], s[0:1], 0+k_p_in``) get the symbols' values, as llvm-mc gives them.
    A symbol assigned several values is left alone (its value at that line is not known here:
    the operand is then refused with its text)."""
    def value(text: str) -> str | None:
        names = [m.group(0) for m in _IDENT.finditer(text)]
        if not names or not all(n in symbols for n in names) or any(n in reassigned for n in names):
            return None
        try:
            return str(evaluate(text, symbols))
        except Exception:  # noqa: BLE001 - not an expression llvm-mc would evaluate: left to the operand reader
            return None

    # the reader shares its operand lists between equal lines (and runs): new lists, never edits
    for st in stmts:
        ops = st.operands
        for i, op in enumerate(ops):
            if "[" not in op and _IDENT.search(op):
                got = value(op)
                if got is not None:
                    ops = ops[:i] + [got] + ops[i + 1:]
        st.operands = ops
        mods = st.modifiers
        for i, mod in enumerate(mods):
            key, colon, val = mod.partition(":")
            if colon and val and not val.startswith("[") and _IDENT.search(val):
                got = value(val)
                if got is not None:
                    mods = mods[:i] + [f"{key}:{got}"] + mods[i + 1:]
        st.modifiers = mods


def read_kernel(text: str, name: str | None = None, path: str | None = None) -> Kernel:
    """Read the kernel ``name`` (or the file's only kernel) from assembly ``text``."""
    if not isinstance(text, str):
        raise KernelError(f"the kernel must be assembly text, not {type(text).__name__}")
    blocks = {m.group(1): m.group(2) for m in _KERNEL_BLOCK.finditer(text)}
    metadata: dict[str, Any] = {}
    mm = _METADATA.search(text)
    if mm:
        metadata = parse_metadata(mm.group(1), text[:mm.start(1)].count("\n") + 1)
    entries = {str(k.get(".name")): k for k in (metadata.get("amdhsa.kernels") or []) if isinstance(k, dict)}
    names = list(blocks) or list(entries)
    if name is None:
        if len(names) != 1:
            raise KernelError("the file has " + (f"{len(names)} kernels; name one: " + ", ".join(names) if names
                                                 else "no kernel (no .amdhsa_kernel block or metadata entry)"))
        name = names[0]
    elif name not in blocks and name not in entries:
        raise KernelError(f"the file has no kernel {name!r}; legal values: {', '.join(names) or 'none'}")
    if name not in blocks:
        raise KernelError(f"kernel {name}: the file has no `.amdhsa_kernel {name}` descriptor block; amdmatrix run "
                          "needs it for the initial register state (an llvm-objdump listing needs the descriptor "
                          "and metadata in the same file)")
    symbols = _symbols(text)
    desc = _descriptor(blocks[name], symbols, name)
    entry_md = entries.get(name, {})
    args = _args(entry_md, name) if entry_md else []
    try:
        expanded = expand(text, path)
        stmts = read_lines(expanded.lines)
    except MalformedLineError as e:
        raise KernelError(str(e)) from None
    if expanded.symbols:
        _symbol_operands(stmts, expanded.symbols, expanded.reassigned)
    if expanded.incomplete:
        line, what = expanded.incomplete[0]
        raise KernelError(f"line {line}: {what}; amdmatrix run executes only what it reads completely")
    entry = next((n for n, s in enumerate(stmts) if name in s.labels), None)
    if entry is None:
        raise KernelError(f"kernel {name}: no instruction follows its label `{name}:`")
    tm = _TARGET.search(text)
    target = None
    if tm:
        proc = re.search(r"gfx\w+", tm.group(1))
        target = proc.group(0).split(":")[0] if proc else None
    wave: int | None = None
    if "wavefront_size32" in desc:
        wave = 32 if desc["wavefront_size32"] else 64
    elif entry_md.get(".wavefront_size") in (32, 64):
        wave = int(entry_md[".wavefront_size"])
    size = desc.get("kernarg_size", -1)
    if size < 0:
        size = int(entry_md.get(".kernarg_segment_size", 0) or 0)
    return Kernel(name, stmts, entry, desc, args, size, target, wave, metadata)
