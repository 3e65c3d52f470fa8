"""``amdmatrix mcp`` against the official MCP SDK's own client, over stdio, in a subprocess.

One session lists the tools, calls each one and compares its result with the command line's
``--json`` for the same query, then sends 200 malformed calls (unknown keys, wrong JSON types,
modifiers beside ``modifiers`` instead of in it, bad values): each must come back as a tool error
of one line in amdmatrix's words (no validation library's text), none as an answer, and the
server must keep serving after every one of them.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from clirun import env, run_inproc
from required import need

import amdmatrix
import amdmatrix.modifiers
import amdmatrix.vocabulary

try:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client
except ImportError:  # pragma: no cover - the test extra installs it
    ClientSession = None  # type: ignore[assignment,misc]

KERNEL = "v_mov_b32 v4, 1\nv_mfma_f32_4x4x1f32 a[0:3], v4, v5, a[0:3]\n"

#: tool -> (arguments, the same query on the command line, stdin for it).
GOOD: dict[str, tuple[dict[str, Any], list[str], str | None]] = {
    "locate": ({"arch": "cdna3", "instruction": "v_mfma_f32_32x32x8_f16", "matrix": "A", "i": 1, "k": 2},
               ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-g", "-A", "-I", "1", "-K", "2", "--json"], None),
    "elements_at": ({"arch": "cdna2", "instruction": "v_mfma_f32_4x4x4f16", "matrix": "B", "register": 1,
                     "lane": 40, "modifiers": {"blgp": 2}},
                    ["-a", "cdna2", "-i", "v_mfma_f32_4x4x4f16", "-m", "-B", "-r", "1", "-l", "40", "--blgp", "2",
                     "--json"], None),
    "facts": ({"arch": "rdna4", "instruction": "v_wmma_f32_16x16x16_f16", "wave": 64},
              ["-a", "rdna4", "-i", "v_wmma_f32_16x16x16_f16", "-d", "-w", "64", "--json"], None),
    "layout": ({"arch": "cdna4", "instruction": "v_mfma_f32_16x16x128_f8f6f4", "matrix": "A", "by": "register",
                "modifiers": {"a_format": "fp6"}},
               ["-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-M", "-A", "--a-format", "fp6", "--json"], None),
    "list_instructions": ({"arch": "cdna2", "supports": "blgp"}, ["-a", "cdna2", "-L", "--supports", "blgp", "--json"],
                          None),
    "architectures": ({}, ["--list-architectures", "--json"], None),
    "encode": ({"arch": "gfx942", "assembly": "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]"},
               ["encode", "-a", "gfx942", "--json", "-"],
               "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]"),
    "decode": ({"arch": "gfx942", "data": "0xd3cc000004022510"},
               ["decode", "-a", "gfx942", "--json", "-"], "0xd3cc000004022510"),
    "hazards": ({"arch": "cdna3", "first": "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]",
                 "second": "v_accvgpr_read_b32 v20, a0"},
                ["hazards", "-a", "cdna3", "--json", "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]",
                 "v_accvgpr_read_b32 v20, a0"], None),
    "check": ({"arch": "gfx908", "kernel": KERNEL}, ["check", "-a", "gfx908", "--json", "-"], KERNEL),
    "emulate": ({"arch": "cdna3", "instruction": "v_mfma_f32_4x4x4_16b_f16",
                 "A": [[[float(b + i + k) for k in range(4)] for i in range(4)] for b in range(16)],
                 "B": [[[float(b - k + j) for j in range(4)] for k in range(4)] for b in range(16)]},
                None, None),  # compared with numpy below: the CLI takes files
    "peak": ({"product": "MI300X", "dtype": "bf16"}, ["peak", "--product", "MI300X", "--dtype", "bf16", "--json"],
             None),
    "lds": ({"arch": "cdna4", "instruction": "v_mfma_f32_16x16x32_bf16", "matrix": "B", "tile": "32x16 bf16 row-major",
             "read": "ds_read_b64_tr_b16", "solve": True},
            ["lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-B", "--tile", "32x16 bf16 row-major", "--read",
             "ds_read_b64_tr_b16", "--json", "--solve"], None),
    "export": ({"arch": "cdna3", "instruction": "v_mfma_f32_32x32x8_f16", "matrix": "D", "to": "triton"},
               ["export", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-D", "--to", "triton", "--json"], None),
    "lint": ({"arch": "cdna3", "instruction": "v_mfma_f32_32x32x8_f16", "matrix": "D",
              "expr": "i = lane % 32; j = 8*(reg/4) + 4*(lane/32) + reg%4"},
             ["lint", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-D", "--expr",
              "i = lane % 32; j = 8*(reg/4) + 4*(lane/32) + reg%4", "--json"], None),
    "lds_facts": ({"arch": "cdna4"}, ["lds", "--facts", "-a", "cdna4", "--json"], None),
    "convert": ({"arch": "cdna3", "producer": "v_mfma_f32_16x16x16_f16", "consumer": "v_mfma_f32_16x16x16_f16",
                 "operand": "B"},
                ["convert", "-a", "cdna3", "--from", "v_mfma_f32_16x16x16_f16", "--to", "v_mfma_f32_16x16x16_f16:B",
                 "--json"], None),
}


def _bad_calls() -> list[tuple[str, dict[str, Any]]]:
    base = GOOD["locate"][0]
    exp = GOOD["export"][0]
    bad: list[tuple[str, dict[str, Any]]] = [
        ("no_such_tool", {}),
        ("locate", {}),
        ("locate", {**base, "arch": "cdna9"}),
        ("locate", {**base, "instruction": "v_mfma_f32_32x32x8_f17"}),
        ("locate", {**base, "matrix": "Q"}),
        ("locate", {**base, "i": 99}),
        ("locate", {**base, "i": "one"}),
        ("locate", {**base, "modifiers": {"blgp": 3}}),
        ("locate", {**base, "modifiers": {"frobnicate": 1}}),
        ("locate", {**base, "wave": 48}),
        ("elements_at", {**GOOD["elements_at"][0], "lane": 64}),
        ("elements_at", {**GOOD["elements_at"][0], "register": -1}),
        ("facts", {"arch": "cdna3"}),
        ("facts", {"arch": "cdna3", "instruction": 7}),
        ("layout", {**GOOD["layout"][0], "by": "diagonal"}),
        ("layout", {**GOOD["layout"][0], "modifiers": {"a_format": "fp5"}}),
        ("list_instructions", {"arch": "rdna5"}),
        ("list_instructions", {"arch": "cdna3", "supports": "teleport"}),
        ("encode", {"arch": "gfx942", "assembly": "v_mfma_f32_99x99 v0, v1"}),
        ("encode", {"arch": "gfx9999", "assembly": "s_nop 0"}),
        ("decode", {"arch": "gfx942", "data": "zz zz"}),
        ("hazards", {"arch": "cdna3", "first": "v_nop"}),
        ("hazards", {"arch": "cdna3", "instruction": "v_not_an_mfma"}),
        ("hazards", {"arch": "cdna3", "first": "-h"}),
        ("check", {"arch": "gfx908"}),
        ("check", {"arch": "cdna7", "kernel": "s_nop 0"}),
        ("emulate", {"arch": "cdna3", "instruction": "v_mfma_f32_4x4x4_16b_f16", "A": [[1, 2], [3]], "B": [[1]]}),
        ("emulate", {"arch": "cdna3", "instruction": "v_mfma_f32_4x4x4_16b_f16", "A": [[1.0]], "B": [[1.0]]}),
        ("peak", {"product": "MI999"}),
        ("peak", {"arch": "rdna3", "dtype": "fp64"}),
        ("peak", {"sparse": "often"}),
        ("lds", {"arch": "cdna4", "instruction": "v_mfma_f32_16x16x32_bf16", "matrix": "A",
                 "tile": "16x32 bf17 row-major", "read": "ds_read_b128"}),
        ("lds", {"arch": "cdna4", "instruction": "v_mfma_f32_16x16x32_bf16", "matrix": "A",
                 "tile": "16x32 fp16 row-major", "read": "ds_read_b128"}),
        ("lds_facts", {"arch": "cdna1"}),
        ("export", {**exp, "to": "latex"}),
        ("lint", {**exp, "expr": "i = lane %"}),
        ("lint", {**exp}),
        ("lint", {**exp, "expr": "i = lane % 32 + 100; j = reg"}),
        ("convert", {"arch": "cdna3", "producer": "v_mfma_f32_16x16x16_f16", "consumer": "v_mfma_f32_16x16x16_f16",
                     "operand": "C"}),
        ("convert", {"arch": "cdna3", "producer": "v_mfma_f32_16x16x16_f16", "consumer": "v_mfma_f32_16x16x16_f16",
                     "cvt": "bf16"}),
        # the two: an unknown key answered anyway, modifiers beside "modifiers"
        ("locate", {"arch": "cdna3", "instruction": "v_mfma_f32_32x32x8_f16", "matrix": "A", "i": 1, "kk": 2}),
        ("export", {**exp, "to": "triton", "cbsz": 2, "abid": 1}),
    ]
    tools = ["locate", "elements_at", "facts", "layout", "export", "lint", "lds", "emulate", "convert", "hazards",
             "peak", "check", "encode", "decode", "list_instructions", "architectures", "lds_facts"]
    modifier_tools = ["locate", "elements_at", "facts", "layout", "export", "lint", "lds", "emulate"]
    wrong_types: list[tuple[str, dict[str, Any]]] = [
        ("locate", {**base, "i": "1"}), ("locate", {**base, "i": 1.5}), ("locate", {**base, "i": True}),
        ("locate", {**base, "i": None}), ("locate", {**base, "arch": 3}), ("locate", {**base, "matrix": ["A"]}),
        ("locate", {**base, "wave": "64"}), ("locate", {**base, "modifiers": "cbsz=1"}),
        ("locate", {**base, "modifiers": [1, 2]}), ("locate", {**base, "modifiers": {"cbsz": 1.5}}),
        ("locate", {**base, "modifiers": {"cbsz": [1]}}), ("locate", {**base, "modifiers": {"cbsz": None}}),
        ("locate", {**base, "output_calculation": "yes"}), ("locate", {**base, "output_calculation": 1}),
        ("elements_at", {**GOOD["elements_at"][0], "lane": "40"}), ("layout", {**GOOD["layout"][0], "by": 1}),
        ("peak", {"sparse": 1}), ("peak", {"dtype": 16}), ("lds", {**GOOD["lds"][0], "solve": "true"}),
        ("lds", {**GOOD["lds"][0], "tile": ["32x16", "bf16"]}), ("emulate", {**GOOD["emulate"][0], "A": "[[1]]x"}),
        ("emulate", {**GOOD["emulate"][0], "C": 3}), ("export", {**exp, "to": None}),
        ("hazards", {"arch": "cdna3", "first": 1, "second": 2}), ("check", {"arch": "gfx908", "kernel": ["s_nop 0"]}),
        ("convert", {**GOOD["convert"][0], "to_modifiers": {"a_format": 8.5}}),
        ("convert", {**GOOD["convert"][0], "tiles": "sideways"}), ("lds_facts", {"arch": None}),
    ]
    bad += wrong_types
    n = 0
    while len(bad) < 200:  # more of each kind, with other names and values
        kind = n % 5
        tool = tools[n % len(tools)]
        args = dict(GOOD[tool][0])
        if kind == 0:  # an unknown key
            args[f"option_{n}"] = n
        elif kind == 1:  # a modifier beside "modifiers"
            tool = modifier_tools[n % len(modifier_tools)]
            args = {**GOOD[tool][0], ("cbsz", "abid", "blgp", "opsel", "neg", "a_format")[n % 6]: n % 4}
        elif kind == 2:  # a key in another spelling
            args[("Arch", "architecture", "Instruction", "mods", "wavefront", "matrices")[n % 6]] = "x"
        elif kind == 3:  # a wrong JSON type for an argument the tool has
            key = next(iter(args), None)
            if key is None:
                args = {"arch": n}
                tool = "lds_facts"
            else:
                args[key] = {"nested": n} if isinstance(args[key], str) else f"text {n}"
        else:  # a bad value
            bad.append(("locate", {**base, "k": 1000 + n}) if n % 3 == 0 else
                       ("peak", {"dtype": f"fp{100 + n}"}) if n % 3 == 1 else
                       ("facts", {"arch": f"cdna{10 + n}", "instruction": "v_mfma_f32_32x32x8_f16"}))
            n += 1
            continue
        bad.append((tool, args))
        n += 1
    return bad


async def _session() -> dict[str, Any]:
    params = StdioServerParameters(command=sys.executable, args=["-m", "amdmatrix", "mcp"], env=env(),
                                   cwd=os.getcwd())
    got: dict[str, Any] = {"good": {}, "bad": [], "alive": []}
    with open(os.devnull, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
            init = await session.initialize()
            got["server"] = (init.server_info.name, init.server_info.version)
            got["tools"] = {t.name: t.input_schema for t in (await session.list_tools()).tools}
            for name, (arguments, _, _) in GOOD.items():
                res = await session.call_tool(name, arguments)
                got["good"][name] = (res.is_error, res.structured_content, res.content[0].text)
            for n, (name, arguments) in enumerate(_bad_calls()):
                res = await session.call_tool(name, arguments)
                got["bad"].append((name, res.is_error, res.content[0].text if res.content else "",
                                   res.structured_content))
                if n % 10 == 9:  # and it answers a good call after every ten of them
                    ok = await session.call_tool("architectures", {})
                    got["alive"].append(not ok.is_error)
    return got


@pytest.fixture(scope="module")
def session() -> Iterator[dict[str, Any]]:
    need("the MCP SDK (pip install mcp)", ClientSession is not None)
    yield asyncio.run(_session())


def test_every_tool_is_listed_with_a_closed_schema(session: dict[str, Any]) -> None:
    assert set(session["tools"]) == set(GOOD)
    for name, schema in session["tools"].items():
        assert schema["type"] == "object" and schema["additionalProperties"] is False, name
    assert set(session["tools"]["locate"]["required"]) == {"arch", "instruction", "matrix"}
    mods = session["tools"]["locate"]["properties"]["modifiers"]["anyOf"][0]
    assert set(mods["propertyNames"]["enum"]) == set(amdmatrix.modifiers.KEYWORDS)


def test_the_server_names_its_version(session: dict[str, Any]) -> None:
    assert session["server"] == ("amdmatrix", amdmatrix.vocabulary.VERSION)


@pytest.mark.parametrize("name", [n for n, g in GOOD.items() if g[1] is not None])
def test_each_tool_returns_the_cli_json(session: dict[str, Any], name: str) -> None:
    is_error, structured, text = session["good"][name]
    assert not is_error, text
    _, argv, stdin = GOOD[name]
    assert argv is not None
    status, out, _ = run_inproc(*argv, stdin=stdin)
    assert status in (0, 1)  # check: 1 = hazards found
    assert structured == json.loads(out)
    if name != "convert":  # convert's document is the planner's (docs/json.md)
        assert structured["schema"] == "amdmatrix/2" and "query" in structured


def test_check_tool_finds_the_hazard(session: dict[str, Any]) -> None:
    _, structured, _ = session["good"]["check"]
    assert json.dumps(structured).count("v_mfma_f32_4x4x1f32") >= 1


def test_emulate_tool_computes_the_product(session: dict[str, Any]) -> None:
    import numpy as np

    is_error, structured, text = session["good"]["emulate"]
    assert not is_error, text
    args = GOOD["emulate"][0]
    a, b = np.array(args["A"]), np.array(args["B"])
    want = np.einsum("bik,bkj->bij", a, b)  # small integers: exact in FP16 inputs and FP32 sums
    assert np.array_equal(np.array(structured["d"]["values"], dtype=np.float64), want)


def test_export_and_lint_tools_carry_schema_query_and_architecture(session: dict[str, Any]) -> None:
    _, structured, _ = session["good"]["export"]
    status, out, _ = run_inproc("export", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-D", "--to", "triton")
    assert status == 0 and structured["text"] == out and structured["expressible"] is True
    assert (structured["schema"], structured["query"], structured["architecture"]) == ("amdmatrix/2", "export",
                                                                                       "CDNA3")
    assert "arch" not in structured
    _, structured, _ = session["good"]["lint"]
    # tile-ai/tilelang#2105's swapped 32x32 C map: lint says it differs, and that it is transposed
    assert structured["ok"] is False and "DIFFERS" in structured["text"] and "transposed" in structured["fix"]
    assert (structured["query"], structured["architecture"]) == ("lint", "CDNA3")


#: Text that would mean a validation library's message reached the client.
_FOREIGN = ("validation error", "pydantic", "errors.pydantic.dev", "Input should", "[type=", "input_value",
            "Error executing tool", "Field required", "http")


def test_two_hundred_malformed_calls_give_one_line_errors_and_no_answers(session: dict[str, Any]) -> None:
    bad = session["bad"]
    assert len(bad) == 200
    kinds = {"unknown argument": 0, "goes inside 'modifiers'": 0, "must be": 0}
    for name, is_error, text, structured in bad:
        assert is_error and structured is None, (name, text)
        assert text and "\n" not in text and "Traceback" not in text, (name, text)
        assert not any(f in text for f in _FOREIGN), (name, text)
        assert text.startswith(f"{name}: ") or text.startswith("unknown tool"), (name, text)
        for k in kinds:
            kinds[k] += k in text
    # the two calls, refused in amdmatrix's words
    assert any(t.startswith("locate: unknown argument 'kk'; legal arguments: arch, instruction, matrix")
               for _, _, t, _ in bad)
    assert any(t.startswith("export: unknown argument 'cbsz': cbsz is a modifier, which goes inside 'modifiers'")
               for _, _, t, _ in bad)
    assert all(count >= 25 for count in kinds.values()), kinds
    assert all(session["alive"]) and len(session["alive"]) == 20


def test_mcp_without_the_sdk_or_with_arguments_is_one_line() -> None:
    status, out, err = run_inproc("mcp", "--port", "80")
    assert status == 2 and out == "" and err.count("\n") == 1 and "legal values" in err
