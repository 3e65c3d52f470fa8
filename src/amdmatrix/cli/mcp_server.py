"""amdmatrix as a Model Context Protocol server: ``amdmatrix mcp`` (stdio).

Built on the official MCP Python SDK (``pip install "amdmatrix[mcp]"``); nothing else in
amdmatrix imports this module, so ``import amdmatrix`` and the command line's queries never
load the SDK. Every tool is one query of the command line, typed: the SDK derives each tool's
JSON schema from the signature below. A tool runs the command line in this process with the
arguments the schema gave, so its result is exactly what ``amdmatrix ... --json`` prints, and
bad input is a tool error carrying the command line's one-line message, never a crash of the
server.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
import threading
from pathlib import Path
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

__all__ = ["server", "serve", "MATRIX_OPTIONS"]

#: The command line's option for each matrix a query can name.
MATRIX_OPTIONS = {"A": "-A", "B": "-B", "C": "-C", "D": "-D", "K": "-k", "SA": "--A-scale", "SB": "--B-scale"}

Arch = Annotated[str, Field(description="architecture or alias: CDNA1-CDNA4, RDNA3, RDNA4, GFX1250, gfx942, ...")]
Mnemonic = Annotated[str, Field(description="mnemonic, e.g. v_mfma_f32_32x32x8_f16 (amdmatrix -L lists them)")]
Matrix = Annotated[Literal["A", "B", "C", "D", "K", "SA", "SB"],
                   Field(description="operand: A, B, C, D, K (sparse compression indices), SA/SB (block scales)")]
Modifiers = Annotated[dict[str, int | str] | None,
                      Field(description="modifiers by name: cbsz, abid, blgp, opsel, opsel_hi, neg, neg_hi, "
                                        "a_format, b_format, a_scale_byte, b_scale_byte, ... (amdmatrix -d lists "
                                        "those an instruction takes)")]
Wave = Annotated[int | None, Field(description="wave size, 32 or 64 (RDNA); default: the architecture's")]

_LOCK = threading.Lock()


class _Server(MCPServer):
    """The SDK's server, with every tool error on one line (the SDK's own argument validation
    reports one field per line)."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as e:
            raise ToolError(" ".join(str(e).split())) from None


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


def _cli(args: list[str], stdin: str = "") -> Any:
    """``amdmatrix ARGS`` in this process; its JSON, or a ToolError with its one-line message."""
    status, out, message = _run(args, stdin)
    if not out.strip():
        raise ToolError(message or f"amdmatrix {' '.join(args[:1])} printed nothing (status {status})")
    return json.loads(out)


def _mods(modifiers: dict[str, int | str] | None, wave: int | None) -> list[str]:
    args = [] if wave is None else ["-w", str(wave)]
    for name, value in (modifiers or {}).items():
        flag = name if name in ("opsel_hi", "neg_hi") else name.replace("_", "-")
        args += [f"--{flag}", str(value)]
    return args


def _query(arch: str, instruction: str, *rest: str) -> list[str]:
    return ["-a", arch, "-i", instruction, *rest, "--json"]


def server() -> MCPServer:
    """The server with every tool registered."""
    app = _Server("amdmatrix", instructions=(
        "Exact facts about AMD matrix instructions (MFMA/SMFMAC on CDNA1-CDNA4, WMMA/SWMMAC on RDNA3/RDNA4, "
        "gfx1250 preview): where each matrix element lives (register, lane, bits), instruction facts, encodings, "
        "wait states, emulation and peak throughput. Call these tools instead of recalling layouts; results marked "
        "PROVISIONAL are not confirmed by AMD."))

    @app.tool()
    def locate(arch: Arch, instruction: Mnemonic, matrix: Matrix, i: int = 0, j: int = 0, k: int = 0,
               block: int = 0, modifiers: Modifiers = None, wave: Wave = None,
               output_calculation: bool = False) -> dict[str, Any]:
        """Where element [i][k] of A, [k][j] of B or [i][j] of C/D (in a block) lives: register, lane, bits
        (amdmatrix -g). With output_calculation on D: the A, B and C elements D[i][j] is computed from."""
        extra = ["-o"] if output_calculation else []
        return dict(_cli(_query(arch, instruction, "-g", MATRIX_OPTIONS[matrix], "-I", str(i), "-J", str(j), "-K",
                                str(k), "-b", str(block), *extra, *_mods(modifiers, wave))))

    @app.tool()
    def elements_at(arch: Arch, instruction: Mnemonic, matrix: Matrix, register: int, lane: int,
                    modifiers: Modifiers = None, wave: Wave = None, output_calculation: bool = False) -> dict[str, Any]:
        """The matrix elements a register lane holds (amdmatrix -m -r REGISTER -l LANE)."""
        extra = ["-o"] if output_calculation else []
        return dict(_cli(_query(arch, instruction, "-m", MATRIX_OPTIONS[matrix], "-r", str(register), "-l", str(lane),
                                *extra, *_mods(modifiers, wave))))

    @app.tool()
    def facts(arch: Arch, instruction: Mnemonic, modifiers: Modifiers = None, wave: Wave = None) -> dict[str, Any]:
        """Everything about one instruction: opcode, shape, cycles, registers, data types, modifiers and the
        layout formulas in both directions (amdmatrix -d)."""
        return dict(_cli(_query(arch, instruction, "-d", *_mods(modifiers, wave))))

    @app.tool()
    def layout(arch: Arch, instruction: Mnemonic, matrix: Matrix, by: Literal["element", "register"] = "element",
               modifiers: Modifiers = None, wave: Wave = None) -> dict[str, Any]:
        """A whole operand's layout: each element's location (by="element", amdmatrix -R) or each register
        lane's elements (by="register", amdmatrix -M)."""
        flag = "-R" if by == "element" else "-M"
        return dict(_cli(_query(arch, instruction, flag, MATRIX_OPTIONS[matrix], *_mods(modifiers, wave))))

    @app.tool()
    def list_instructions(arch: Arch, supports: Annotated[str | None, Field(
            description="only instructions that take this modifier (cbsz, abid, blgp, opsel, neg, ...)")] = None,
    ) -> dict[str, Any]:
        """The matrix instructions of an architecture (amdmatrix -L)."""
        extra = ["--supports", supports] if supports is not None else []
        return dict(_cli(["-a", arch, "-L", *extra, "--json"]))

    @app.tool()
    def architectures() -> dict[str, Any]:
        """Every architecture with its aliases, LLVM target and products (amdmatrix --list-architectures)."""
        return dict(_cli(["--list-architectures", "--json"]))

    @app.tool()
    def encode(arch: Arch, assembly: Annotated[str, Field(description="LLVM assembly, one instruction per line")],
               wave: Wave = None) -> dict[str, Any]:
        """Encode instructions as llvm-mc-22 does (amdmatrix encode)."""
        return dict(_cli(["encode", "-a", arch, *_mods(None, wave), "--json", "-"], stdin=assembly))

    @app.tool()
    def decode(arch: Arch, data: Annotated[str, Field(description="bytes or words: [0x00,...], 00 89 c0 d3, "
                                                                  "0xd3c0890044020501, or an llvm-objdump listing")],
               wave: Wave = None) -> dict[str, Any]:
        """Disassemble as llvm-mc-22 --disassemble does (amdmatrix decode)."""
        return dict(_cli(["decode", "-a", arch, *_mods(None, wave), "--json", "-"], stdin=data))

    @app.tool()
    def hazards(arch: Arch, first: Annotated[str | None, Field(description="the earlier instruction")] = None,
                second: Annotated[str | None, Field(description="the later instruction")] = None,
                instruction: Annotated[str | None, Field(description="every rule that involves this mnemonic")] = None,
                ) -> dict[str, Any]:
        """Wait states: between two instructions (first, second), every rule of one instruction, or, with
        neither, every rule of the architecture (amdmatrix hazards)."""
        args = ["hazards", "-a", arch, "--json"]
        if instruction is not None:
            args += ["-i", instruction]
        args += [s for s in (first, second) if s is not None]
        return dict(_cli(args))

    @app.tool()
    def check(arch: Arch, kernel: Annotated[str, Field(description="the kernel's assembly text")],
              wave: Wave = None) -> dict[str, Any]:
        """Check a kernel for missing wait states (amdmatrix check); the result lists each hazard."""
        return dict(_cli(["check", "-a", arch, *_mods(None, wave), "--json", "-"], stdin=kernel))

    @app.tool()
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
                except (ValueError, TypeError) as e:
                    raise ToolError(f"{name} must be a rectangular array of numbers: {e}") from None
                args += [f"--{name}", str(path)]
            return dict(_cli(args))

    @app.tool()
    def peak(arch: Annotated[str | None, Field(description="every product of this architecture")] = None,
             product: Annotated[str | None, Field(description="one product: MI300X, MI355X, RX 9070 XT, ...")] = None,
             dtype: Annotated[str | None, Field(description="fp64, fp32, tf32, fp16, bf16, fp8, bf8, fp6, bf6, "
                                                            "fp4, int8 or int4")] = None,
             sparse: Annotated[bool | None, Field(description="True: sparse peaks only; False: dense only")] = None,
             ) -> dict[str, Any]:
        """Peak matrix throughput per product and data type, with the instruction and derivation (amdmatrix peak)."""
        args = ["peak", "--json"]
        for flag, value in (("-a", arch), ("--product", product), ("--dtype", dtype)):
            if value is not None:
                args += [flag, value]
        if sparse is not None:
            args.append("--sparse" if sparse else "--dense")
        return dict(_cli(args))

    @app.tool()
    def export(arch: Arch, instruction: Mnemonic, matrix: Matrix,
               to: Literal["triton", "gluon", "cute", "hip", "json"], modifiers: Modifiers = None,
               wave: Wave = None) -> dict[str, Any]:
        """One operand layout in another tool's notation (amdmatrix export): Triton linear-layout bases,
        Gluon's constructor, a CuTe layout, a HIP header or the placement table. A layout the notation
        cannot express gives expressible=false and the reason."""
        status, out, message = _run(["export", "-a", arch, "-i", instruction, MATRIX_OPTIONS[matrix], "--to", to,
                                     *_mods(modifiers, wave)])
        return {"query": "export", "format": to, "expressible": status == 0, "text": out,
                "reason": message or None}

    @app.tool()
    def lint(arch: Arch, instruction: Mnemonic, matrix: Matrix,
             expr: Annotated[str | None, Field(description="'i = ...; j = ...' in lane and reg (Python or C)")] = None,
             triton: Annotated[str | None, Field(description="Triton bases as JSON")] = None,
             cute: Annotated[str | None, Field(description="a CuTe TV layout")] = None,
             modifiers: Modifiers = None, wave: Wave = None) -> dict[str, Any]:
        """Check a mapping you wrote against the exact layout (amdmatrix lint): ok, or the first elements that
        differ and what would make it right."""
        given = [(flag, v) for flag, v in (("--expr", expr), ("--triton", triton), ("--cute", cute)) if v is not None]
        if len(given) != 1:
            raise ToolError("give exactly one of expr, triton or cute")
        status, out, _ = _run(["lint", "-a", arch, "-i", instruction, MATRIX_OPTIONS[matrix], *given[0],
                               *_mods(modifiers, wave)])
        return {"query": "lint", "ok": status == 0, "text": out}

    @app.tool()
    def lds(arch: Arch, instruction: Mnemonic, matrix: Literal["A", "B"],
            tile: Annotated[str, Field(description="'ROWSxCOLS TYPE row-major|col-major [pad N] [swizzle(B,M,S)]'")],
            read: Annotated[str, Field(description="ds_read_b128, ds_read_b64_tr_b16, ... (lds --facts lists them)")],
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
        return dict(_cli(args))

    return app


def serve() -> None:
    """Serve over standard input and output until the client closes them."""
    server().run("stdio")
