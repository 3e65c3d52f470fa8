"""amdmatrix as a Model Context Protocol server: ``amdmatrix mcp`` (stdio).

Built on the official MCP Python SDK (``pip install "amdmatrix[mcp]"``); nothing else in
amdmatrix imports this module, so ``import amdmatrix`` and the command line's queries never
load the SDK. Every tool is one query of the command line, typed: the SDK derives each tool's
JSON schema from the signature below, and amdmatrix closes it (``additionalProperties: false``,
the modifier names listed). A tool runs the command line in this process with the arguments the
schema gave, so its result is exactly what ``amdmatrix ... --json`` prints.

Arguments are checked against the tool's schema before the SDK sees them (:func:`check_arguments`):
an unknown argument (a modifier given beside ``modifiers`` rather than in it, a misspelt name), a
missing one or one of the wrong JSON type is refused, and every refusal, like every error of the
command line, is one line in amdmatrix's words (``TOOL: ...``), never a validation library's text.
An object or array argument may also come as its JSON text (some clients send them so).
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from pydantic import Field

from ..modifiers import KEYWORDS
from ..vocabulary import VERSION

__all__ = ["server", "serve", "MATRIX_OPTIONS", "TOOLS", "check_arguments"]

#: The command line's option for each matrix a query can name.
MATRIX_OPTIONS = {"A": "-A", "B": "-B", "C": "-C", "D": "-D", "K": "-k", "SA": "--A-scale", "SB": "--B-scale"}

ModifierName = Literal["cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi", "a_format", "b_format",
                       "a_scale_byte", "b_scale_byte", "a_scale_row", "b_scale_row"]
assert set(ModifierName.__args__) == set(KEYWORDS)  # type: ignore[attr-defined]  # the library's one list

Arch = Annotated[str, Field(description="architecture or alias: CDNA1-CDNA4, RDNA3, RDNA4, GFX1250, gfx942, ...")]
Mnemonic = Annotated[str, Field(description="mnemonic, e.g. v_mfma_f32_32x32x8_f16 (amdmatrix -L lists them)")]
Matrix = Annotated[Literal["A", "B", "C", "D", "K", "SA", "SB"],
                   Field(description="operand: A, B, C, D, K (sparse compression indices), SA/SB (block scales)")]
ModifierMap = dict[ModifierName, int | str]
Modifiers = Annotated[ModifierMap | None,
                      Field(description="modifiers by name: cbsz, abid, blgp, opsel, opsel_hi, neg, neg_hi, "
                                        "a_format, b_format, a_scale_byte, b_scale_byte, ... (amdmatrix -d lists "
                                        "those an instruction takes); never beside this argument")]
Wave = Annotated[int | None, Field(description="wave size, 32 or 64 (RDNA); default: the architecture's")]

_LOCK = threading.Lock()
_PREFIX = "Error executing tool "


# ------------------------------------------------------------------------- argument checking
_JSON_TYPES = {"string": "a string", "integer": "an integer", "number": "a number", "boolean": "true or false",
               "object": "an object", "array": "an array", "null": "null"}


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int) or (isinstance(value, float) and value.is_integer()):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _shown(value: object) -> str:
    text = json.dumps(value) if _json_type(value) != type(value).__name__ else repr(value)
    kind = _json_type(value)
    text = text if len(text) <= 40 else text[:37] + "..."
    return f"{_JSON_TYPES.get(kind, kind)} {text}" if kind not in ("null", "boolean") else text


class _Refused(Exception):
    """One argument that does not fit its schema: the sentence that says why."""


def _check(value: object, schema: dict[str, Any], where: str) -> object:
    """``value`` as ``schema`` admits it (integers that JSON wrote as 1.0 become 1; an object or
    array given as its JSON text is read), or _Refused."""
    if "anyOf" in schema:
        reasons = []
        for alt in schema["anyOf"]:
            try:
                return _check(value, alt, where)
            except _Refused as e:
                reasons.append(str(e))
        kinds = [alt.get("type", "") for alt in schema["anyOf"]]
        wanted = " or ".join(_JSON_TYPES.get(k, k) for k in kinds if k)
        specific = [r for r, alt in zip(reasons, schema["anyOf"], strict=True)
                    if alt.get("type") == _json_type(value) or alt.get("type") in ("object", "array")
                    and isinstance(value, (dict, list))]
        raise _Refused(specific[0] if specific else f"{where} must be {wanted}, not {_shown(value)}")
    kind = schema.get("type")
    if kind in ("object", "array") and isinstance(value, str):
        try:
            parsed = json.loads(value)
        except ValueError:
            parsed = None
        if _json_type(parsed) == kind:
            value = parsed
    if kind is not None and _json_type(value) != kind and not (kind == "number" and _json_type(value) == "integer"):
        raise _Refused(f"{where} must be {_JSON_TYPES.get(kind, kind)}, not {_shown(value)}")
    if "enum" in schema and value not in schema["enum"]:
        raise _Refused(f"{where} is {json.dumps(value)[:40]}; legal values: {', '.join(map(str, schema['enum']))}")
    if kind == "integer":
        return int(value)  # type: ignore[call-overload]
    if kind == "array":
        assert isinstance(value, list)
        return [_check(v, schema.get("items", {}), f"{where}[{n}]") for n, v in enumerate(value)]
    if kind == "object":
        assert isinstance(value, dict)
        names = schema.get("propertyNames", {}).get("enum")
        out = {}
        for key, v in value.items():
            if names is not None and key not in names:
                raise _Refused(f"unknown name {key!r} in {where}; legal values: {', '.join(names)}")
            sub = schema.get("properties", {}).get(key, schema.get("additionalProperties", {}))
            out[key] = _check(v, sub if isinstance(sub, dict) else {}, f"{where}[{key!r}]")
        return out
    return value


def check_arguments(tool: str, arguments: object, schema: dict[str, Any]) -> dict[str, Any]:
    """The arguments of a call of ``tool`` checked against its input ``schema``; raises ToolError
    with one line naming the argument and what is legal."""
    props: dict[str, Any] = schema.get("properties", {})
    legal = ", ".join(props) or "none"
    if not isinstance(arguments, dict):
        raise ToolError(f"{tool}: the arguments must be an object, not {_shown(arguments)}; legal arguments: {legal}")
    for name in arguments:
        if name not in props:
            hint = ""
            if name in KEYWORDS and "modifiers" in props:
                hint = (f": {name} is a modifier, which goes inside 'modifiers' "
                        f"({{\"modifiers\": {{\"{name}\": {json.dumps(arguments[name])[:20]}}}}})")
            elif name.lower() in props or name.lower().replace("-", "_") in props:
                hint = f" (did you mean {name.lower().replace('-', '_')!r}?)"
            raise ToolError(f"{tool}: unknown argument {str(name)[:40]!r}{hint}; legal arguments: {legal}")
    missing = [n for n in schema.get("required", []) if n not in arguments]
    if missing:
        raise ToolError(f"{tool}: argument {missing[0]!r} is missing; required: {', '.join(schema['required'])}")
    out = {}
    for name, value in arguments.items():
        try:
            out[name] = _check(value, props[name], f"argument {name!r}")
        except _Refused as e:
            raise ToolError(f"{tool}: {e}") from None
    return out


def _one_line(tool: str, message: str) -> str:
    """A tool error as one line in amdmatrix's words: ``TOOL: message``."""
    text = " ".join(str(message).split())
    if text.startswith(_PREFIX):
        text = text[len(_PREFIX):]
        name, _, rest = text.partition(": ")
        text = rest if name == tool else text
    return text if text.startswith(f"{tool}: ") else f"{tool}: {text}"


class _Server(MCPServer):
    """The SDK's server, with every argument checked against the closed schemas first and every
    tool error on one line in amdmatrix's words."""

    def __init__(self, *args: Any, tools: list[Tool], **kwargs: Any) -> None:
        super().__init__(*args, tools=tools, **kwargs)
        self._schemas = {t.name: t.parameters for t in tools}

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        if name not in self._schemas:
            raise ToolError(f"unknown tool {str(name)[:40]!r}; legal values: {', '.join(self._schemas)}")
        checked = check_arguments(name, arguments, self._schemas[name])
        try:
            return await super().call_tool(name, checked, context)
        except ToolError as e:
            raise ToolError(_one_line(name, str(e))) from None


# ----------------------------------------------------------------------- the command line
def _run(args: list[str], stdin: str = "") -> tuple[int, str, str]:
    """``amdmatrix ARGS`` in this process: status, standard output, and the one-line message
    of standard error; status 2 (bad input) is a ToolError with that message."""
    from . import main

    out, err = io.StringIO(), io.StringIO()
    with _LOCK:  # the command line uses the process's standard streams
        saved = sys.stdin
        sys.stdin = io.StringIO(stdin)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                status = main(args)
        finally:
            sys.stdin = saved
    message = err.getvalue().strip().removeprefix("amdmatrix: error: ")
    if status == 2:
        raise ToolError(message or f"amdmatrix {' '.join(args[:1])} failed with status {status}")
    return status, out.getvalue(), message


def _cli(args: list[str], stdin: str = "") -> dict[str, Any]:
    """``amdmatrix ARGS`` in this process; its JSON, or a ToolError with its one-line message."""
    status, out, message = _run(args, stdin)
    try:
        doc = json.loads(out)
    except ValueError:
        doc = None
    if not isinstance(doc, dict):
        raise ToolError(message or f"amdmatrix {' '.join(args[:1])} printed no JSON document (status {status})")
    return doc


def _mods(modifiers: ModifierMap | None, wave: int | None) -> list[str]:
    args = [] if wave is None else ["-w", str(wave)]
    for name, value in (modifiers or {}).items():
        flag = name if name in ("opsel_hi", "neg_hi") else name.replace("_", "-")
        args += [f"--{flag}", str(value)]
    return args


def _pairs(modifiers: ModifierMap | None) -> str:
    """Modifiers as convert's ``K=V,...``."""
    return ",".join(f"{k}={v}" for k, v in (modifiers or {}).items())


def _query(arch: str, instruction: str, *rest: str) -> list[str]:
    return ["-a", arch, "-i", instruction, *rest, "--json"]


def _line(what: str, text: str | None) -> None:
    """An assembly line given as a positional argument must not read as an option."""
    if text is not None and text.lstrip().startswith("-"):
        raise ToolError(f"{what} must be an assembly line, not {text[:30]!r}")


# ------------------------------------------------------------------------------- the tools
def locate(arch: Arch, instruction: Mnemonic, matrix: Matrix, i: int = 0, j: int = 0, k: int = 0,
           block: int = 0, modifiers: Modifiers = None, wave: Wave = None,
           output_calculation: bool = False) -> dict[str, Any]:
    """Where element [i][k] of A, [k][j] of B or [i][j] of C/D (in a block) lives: register, lane, bits
    (amdmatrix -g). With output_calculation on D: the A, B and C elements D[i][j] is computed from."""
    extra = ["-o"] if output_calculation else []
    return _cli(_query(arch, instruction, "-g", MATRIX_OPTIONS[matrix], "-I", str(i), "-J", str(j), "-K",
                       str(k), "-b", str(block), *extra, *_mods(modifiers, wave)))


def elements_at(arch: Arch, instruction: Mnemonic, matrix: Matrix, register: int, lane: int,
                modifiers: Modifiers = None, wave: Wave = None, output_calculation: bool = False) -> dict[str, Any]:
    """The matrix elements a register lane holds (amdmatrix -m -r REGISTER -l LANE)."""
    extra = ["-o"] if output_calculation else []
    return _cli(_query(arch, instruction, "-m", MATRIX_OPTIONS[matrix], "-r", str(register), "-l", str(lane),
                       *extra, *_mods(modifiers, wave)))


def facts(arch: Arch, instruction: Mnemonic, modifiers: Modifiers = None, wave: Wave = None) -> dict[str, Any]:
    """Everything about one instruction: opcode, shape, cycles, registers, data types, modifiers and the
    layout formulas in both directions (amdmatrix -d)."""
    return _cli(_query(arch, instruction, "-d", *_mods(modifiers, wave)))


def layout(arch: Arch, instruction: Mnemonic, matrix: Matrix, by: Literal["element", "register"] = "element",
           modifiers: Modifiers = None, wave: Wave = None) -> dict[str, Any]:
    """A whole operand's layout: each element's location (by="element", amdmatrix -R) or each register
    lane's elements (by="register", amdmatrix -M)."""
    flag = "-R" if by == "element" else "-M"
    return _cli(_query(arch, instruction, flag, MATRIX_OPTIONS[matrix], *_mods(modifiers, wave)))


def list_instructions(arch: Arch, supports: Annotated[str | None, Field(
        description="only instructions that take this modifier (cbsz, abid, blgp, opsel, neg, ...)")] = None,
) -> dict[str, Any]:
    """The matrix instructions of an architecture (amdmatrix -L)."""
    extra = ["--supports", supports] if supports is not None else []
    return _cli(["-a", arch, "-L", *extra, "--json"])


def architectures() -> dict[str, Any]:
    """Every architecture with its aliases, LLVM target and products (amdmatrix --list-architectures)."""
    return _cli(["--list-architectures", "--json"])


def encode(arch: Arch, assembly: Annotated[str, Field(description="LLVM assembly, one instruction per line")],
           wave: Wave = None) -> dict[str, Any]:
    """Encode instructions as llvm-mc-22 does (amdmatrix encode)."""
    return _cli(["encode", "-a", arch, *_mods(None, wave), "--json", "-"], stdin=assembly)


def decode(arch: Arch, data: Annotated[str, Field(description="bytes or words: [0x00,...], 00 89 c0 d3, "
                                                              "0xd3c0890044020501, or an llvm-objdump listing")],
           wave: Wave = None) -> dict[str, Any]:
    """Disassemble as llvm-mc-22 --disassemble does (amdmatrix decode)."""
    return _cli(["decode", "-a", arch, *_mods(None, wave), "--json", "-"], stdin=data)


def hazards(arch: Arch, first: Annotated[str | None, Field(description="the earlier instruction")] = None,
            second: Annotated[str | None, Field(description="the later instruction")] = None,
            instruction: Annotated[str | None, Field(description="every rule that involves this mnemonic")] = None,
            ) -> dict[str, Any]:
    """Wait states: between two instructions (first, second), every rule of one instruction, or, with
    neither, every rule of the architecture (amdmatrix hazards)."""
    _line("first", first)
    _line("second", second)
    args = ["hazards", "-a", arch, "--json"]
    if instruction is not None:
        args += ["-i", instruction]
    args += [s for s in (first, second) if s is not None]
    return _cli(args)


def check(arch: Arch, kernel: Annotated[str, Field(description="the kernel's assembly text")],
          wave: Wave = None) -> dict[str, Any]:
    """Check a kernel for missing wait states (amdmatrix check); the result lists each hazard."""
    return _cli(["check", "-a", arch, *_mods(None, wave), "--json", "-"], stdin=kernel)


def emulate(arch: Arch, instruction: Mnemonic,
            A: Annotated[list[Any], Field(description="A as nested lists (blocks x M x K, or M x K)")],
            B: Annotated[list[Any], Field(description="B as nested lists (blocks x K x N, or K x N)")],
            C: Annotated[list[Any] | None, Field(description="C as nested lists; default zeros")] = None,
            modifiers: Modifiers = None, wave: Wave = None, provisional: bool = False) -> dict[str, Any]:
    """Execute one instruction on small matrices, bit-exact (amdmatrix emulate; needs numpy)."""
    try:
        import numpy as np
    except ImportError:
        raise ToolError("emulate needs numpy and ml_dtypes: pip install \"amdmatrix[emulate]\"") from None
    with tempfile.TemporaryDirectory(prefix="amdmatrix-mcp-") as tmp:
        args = ["emulate", "-a", arch, "-i", instruction, "--json", *_mods(modifiers, wave)]
        if provisional:
            args.append("--provisional")
        for name, value in (("A", A), ("B", B), ("C", C)):
            if value is None:
                continue
            path = Path(tmp) / f"{name}.npy"
            try:
                np.save(path, np.asarray(value, dtype=np.float64))
            except (ValueError, TypeError):
                raise ToolError(f"{name} must be a rectangular array of numbers: nested lists of numbers, each level "
                                "of one length") from None
            args += [f"--{name}", str(path)]
        return _cli(args)


def peak(arch: Annotated[str | None, Field(description="every product of this architecture")] = None,
         product: Annotated[str | None, Field(description="a product (MI300X, MI355X, RX 9070 XT, 9070xt, ...), a "
                                                          "series (mi300) or a processor (gfx942)")] = None,
         dtype: Annotated[str | None, Field(description="fp64, fp32, tf32, fp16, bf16, fp8, bf8, fp6, bf6, "
                                                        "fp4, int8 or int4 (or f16, half, e4m3, e5m2, ...)")] = None,
         sparse: Annotated[bool | None, Field(description="True: sparse peaks only; False: dense only")] = None,
         ) -> dict[str, Any]:
    """Peak matrix throughput per product and data type, with the instruction and derivation (amdmatrix peak)."""
    args = ["peak", "--json"]
    for flag, value in (("-a", arch), ("--product", product), ("--dtype", dtype)):
        if value is not None:
            args += [flag, value]
    if sparse is not None:
        args.append("--sparse" if sparse else "--dense")
    return _cli(args)


def export(arch: Arch, instruction: Mnemonic, matrix: Matrix,
           to: Literal["triton", "gluon", "cute", "hip", "json"], modifiers: Modifiers = None,
           wave: Wave = None) -> dict[str, Any]:
    """One operand layout in another tool's notation (amdmatrix export --json): Triton linear-layout bases,
    Gluon's constructor, a CuTe layout, a HIP header or the placement table, in "text" (and as data in
    "data"). A layout the notation cannot express gives expressible=false and the reason."""
    return _cli(["export", "-a", arch, "-i", instruction, MATRIX_OPTIONS[matrix], "--to", to, "--json",
                 *_mods(modifiers, wave)])


def lint(arch: Arch, instruction: Mnemonic, matrix: Matrix,
         expr: Annotated[str | None, Field(description="'i = ...; j = ...' in lane and reg (Python or C)")] = None,
         triton: Annotated[str | None, Field(description="Triton bases as JSON (what export to=triton gives)")] = None,
         cute: Annotated[str | None, Field(description="a CuTe TV layout")] = None,
         modifiers: Modifiers = None, wave: Wave = None) -> dict[str, Any]:
    """Check a mapping you wrote against the exact layout (amdmatrix lint --json): ok, or the first elements
    that differ and what would make it right without changing D."""
    given = [(flag, v) for flag, v in (("--expr", expr), ("--triton", triton), ("--cute", cute)) if v is not None]
    if len(given) != 1:
        raise ToolError("give exactly one of expr, triton or cute")
    return _cli(["lint", "-a", arch, "-i", instruction, MATRIX_OPTIONS[matrix], *given[0], "--json",
                 *_mods(modifiers, wave)])


def lds(arch: Arch, instruction: Mnemonic, matrix: Literal["A", "B"],
        tile: Annotated[str, Field(description="'ROWSxCOLS TYPE row-major|col-major [pad N] [swizzle(B,M,S)]'")],
        read: Annotated[str, Field(description="ds_read_b128, ds_read_b64_tr_b16, ... (lds_facts lists them)")],
        write: Annotated[str | None, Field(description="ds_write_b128, ...: the writer")] = None,
        solve: bool = False, modifiers: Modifiers = None, wave: Wave = None) -> dict[str, Any]:
    """How an operand comes out of LDS (amdmatrix lds): per-lane addresses, whether the registers are the
    operand's layout, bank conflicts per phase; with solve, a conflict-free swizzle or padding."""
    args = ["lds", "-a", arch, "-i", instruction, f"-{matrix}", "--tile", tile, "--read", read, "--json",
            *_mods(modifiers, wave)]
    if write is not None:
        args += ["--write", write]
    if solve:
        args.append("--solve")
    return _cli(args)


def lds_facts(arch: Arch) -> dict[str, Any]:
    """An architecture's LDS: size, banks, and each LDS instruction's phases with their sources
    (amdmatrix lds --facts)."""
    return _cli(["lds", "--facts", "-a", arch, "--json"])


def convert(arch: Arch,
            producer: Annotated[str, Field(description="the instruction whose D is converted")],
            consumer: Annotated[str, Field(description="the instruction that reads it")],
            operand: Annotated[Literal["A", "B"], Field(description="the consumer's operand it becomes")] = "A",
            cvt: Annotated[str | None, Field(description="the operand's format (default: the consumer's)")] = None,
            from_modifiers: Annotated[ModifierMap | None, Field(description="the producer's modifiers")] = None,
            to_modifiers: Annotated[ModifierMap | None, Field(description="the consumer's modifiers")] = None,
            tiles: Literal["in-order", "transposed"] = "in-order") -> dict[str, Any]:
    """The cheapest verified register shuffle from a producer's D to a consumer's A or B, as LLVM assembly
    with its wait states (amdmatrix convert --json; needs numpy)."""
    args = ["convert", "-a", arch, "--from", producer, "--to", f"{consumer}:{operand}", "--tiles", tiles, "--json"]
    if cvt is not None:
        args += ["--cvt", cvt]
    for flag, mods in (("--from-mods", from_modifiers), ("--to-mods", to_modifiers)):
        if mods:
            args += [flag, _pairs(mods)]
    return _cli(args)


#: Every tool, in the order the client lists them.
TOOLS: tuple[Callable[..., dict[str, Any]], ...] = (
    locate, elements_at, facts, layout, list_instructions, architectures, encode, decode, hazards, check, emulate,
    peak, export, lint, lds, lds_facts, convert)


def _tool(fn: Callable[..., dict[str, Any]]) -> Tool:
    """The SDK's tool for ``fn``, with its input schema closed: no argument beyond those listed."""
    t = Tool.from_function(fn)
    t.parameters["additionalProperties"] = False
    return t


def server() -> MCPServer:
    """The server with every tool registered."""
    return _Server("amdmatrix", version=VERSION, tools=[_tool(fn) for fn in TOOLS], instructions=(
        "Exact facts about AMD matrix instructions (MFMA/SMFMAC on CDNA1-CDNA4, WMMA/SWMMAC on RDNA3/RDNA4, "
        "gfx1250 preview): where each matrix element lives (register, lane, bits), instruction facts, encodings, "
        "wait states, emulation, layout conversions, LDS bank conflicts and peak throughput. Call these tools "
        "instead of recalling layouts; results marked PROVISIONAL are not confirmed by AMD."))


def serve() -> None:
    """Serve over standard input and output until the client closes them."""
    server().run("stdio")
