"""What ``amdmatrix convert`` tells a kernel writer, in the text and in the JSON: where every
producer tile must be, which registers hold which consumer tile and K range, every register the
set-up and the sequence clobber (SGPRs included, from the free ones the user names), the cost in
named units, the wait states at both ends, and HIP forms with their numeric controls.

Independent expectations: the hazard checker on the plan followed by each consumer alone; the
registers read off the printed assembly; the set-up's per-lane values computed by the
data-movement emulator against the HIP expressions evaluated here.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.conversion import _wrap, convert

F16_32 = ["-a", "cdna3", "--from", "v_mfma_f32_32x32x8_f16", "--to", "v_mfma_f32_32x32x8_f16:A"]
TWO = ["-a", "cdna3", "--from", "v_mfma_f32_16x16x16_f16", "--to", "v_mfma_f32_16x16x32_fp8_fp8:A"]


def _cli(*args: str) -> tuple[int, str, str]:
    return run_inproc("convert", *args)


def _regs(text: str, file: str) -> set[int]:
    out: set[int] = set()
    for m in re.finditer(rf"\b{file}(\d+)\b|\b{file}\[(\d+):(\d+)\]", text):
        lo, hi = (int(m.group(1)),) * 2 if m.group(1) else (int(m.group(2)), int(m.group(3)))
        out.update(range(lo, hi + 1))
    return out


def _written(text: str, file: str) -> set[int]:
    """Registers the lines write: the first operand, both of a swap; none for stores and waits."""
    out: set[int] = set()
    for line in text.splitlines():
        if not line or line.startswith(("ds_write", "ds_store", "s_waitcnt", "s_wait_dscnt", "s_nop")):
            continue
        ops = line.split(None, 1)[1].split(", ")
        for op in ops[:2] if "_swap_" in line else ops[:1]:
            out |= _regs(op.split()[0], file)
    return out


# ------------------------------------------------------------------ the commands, rerun
def test_the_costly_32x32_d_to_a_is_published_through_the_lds() -> None:
    status, out, err = _cli(*F16_32)
    assert status == 0, err
    assert "Route: the LDS (a store and a load); through registers: cost 88, also verified" in out
    assert ("\nCost: 40 VALU-instruction units (28 instructions, 20 of them moving data; each counts 1, a "
            "ds_bpermute or ds_swizzle 2, an LDS store or load 1 + its LDS cycles / 4)\n") in out


def test_hip_forms_carry_their_numeric_controls() -> None:
    status, out, _ = _cli(*F16_32, "--route", "registers")
    assert status == 0
    assert "  s_waitcnt lgkmcnt(0): __builtin_amdgcn_s_waitcnt(0xc07f);" in out
    assert ("  v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3: "
            "dst = __builtin_amdgcn_update_dpp(dst, src, 0x108, 0xf, 0x3, false);") in out
    assert ("  v_mov_b32_dpp quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf: "
            "dst = __builtin_amdgcn_update_dpp(dst, src, 0x4e, 0xf, 0xf, false);") in out
    assert "  ds_swizzle_b32 offset:swizzle(SWAP,16): dst = __builtin_amdgcn_ds_swizzle(src, 0x401f);" in out
    assert "(no builtin)" not in out


def test_every_producer_tile_is_placed_and_framed() -> None:
    status, out, _ = _cli(*TWO, "--json")
    assert status == 0
    data = json.loads(out)
    assert data["tiles"] == [2, 1]
    assert [(t["registers"], t["k"]) for t in data["producer_tiles"]] == [("v[0:3]", [0, 15]), ("v[4:7]", [16, 31])]
    producers = data["frame"][0].splitlines()
    assert [line.split()[1].rstrip(",") for line in producers] == ["v[0:3]", "v[4:7]"]
    status, out, _ = _cli(*TWO)
    assert "  tile 0: v[0:3] (K 0-15)\n  tile 1: v[4:7] (K 16-31)\n" in out


def test_consumer_tiles_name_their_registers_and_k() -> None:
    status, out, _ = _cli(*F16_32)
    tiles = re.findall(r"^  tile (\d): (v\[\d+:\d+\]) \(K (\d+)-(\d+)\)$",
                       out.split("Consumer A tiles")[1].split("Registers clobbered")[0], flags=re.M)
    assert [(int(u), int(lo), int(hi)) for u, _, lo, hi in tiles] == [(u, 8 * u, 8 * u + 7) for u in range(4)]
    plan = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A")
    for t in plan.consumer_tiles:
        first = t["first"]
        assert t["registers"] == f"v[{first}:{first + 1}]" and plan.outputs[2 * t["tile"]] == first
        assert first % 2 == 0  # an aligned register pair (CDNA3)


@pytest.mark.parametrize("args", [F16_32, TWO, ["-a", "rdna4", "--from", "v_wmma_f32_16x16x16_f16", "--to",
                                                "v_wmma_f32_16x16x16_f16:A", "--route", "registers"]])
def test_every_clobbered_register_is_named(args: list[str]) -> None:
    status, out, _ = _cli(*args, "--json")
    data = json.loads(out)
    code = data["setup"] + "\n" + data["asm"]
    assert _written(code, "v") <= set(data["registers"]["clobbered"]["vgprs"])
    assert _written(code, "s") == set(data["registers"]["clobbered"]["sgprs"])
    assert min(_regs(code, "s"), default=99) >= 24  # s0-s23 are left alone: the kernarg pair among them
    assert not re.search(r"\b(vcc|m0|scc|exec)", code)  # and VCC, M0, SCC (only s_mov, s_nop and waits are scalar)
    assert {line.split()[0] for line in code.splitlines() if line.startswith("s_")} <= {
        "s_mov_b32", "s_nop", "s_waitcnt", "s_wait_dscnt"}
    status, text, _ = _cli(*args)
    assert "Registers clobbered: " in text and "EXEC must be all ones" in text


def test_free_sgprs_and_vgprs_are_honoured() -> None:
    status, out, err = _cli(*F16_32, "--route", "registers", "--free-sgprs", "s[40:51]", "--free-vgprs", "v100-v140",
                            "--json")
    assert status == 0, err
    data = json.loads(out)
    code = data["setup"] + "\n" + data["asm"]
    assert _regs(code, "s") <= set(range(40, 52))
    assert _regs(code, "v") <= set(range(16)) | set(range(100, 141))
    assert data["registers"]["free_sgprs"] == list(range(40, 52)) and not data["registers"]["sgprs_default"]
    plan = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", route="registers",
                   free_sgprs="s[40:51]", free_vgprs="v100-v140", compare=False)
    assert amdmatrix.check(_wrap(plan), "cdna3") == []
    tight = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", route="registers",
                    free_vgprs="v16-v18", compare=False)  # exactly the 3 it needs
    assert tight.extra_vgprs == 3 and _regs(tight.setup + tight.asm, "v") <= set(range(19))


@pytest.mark.parametrize("args,match", [
    (["--free-sgprs", "s40-s41"], "the plan needs 12 SGPRs (6 aligned pairs for lane masks and 0 single) but the "
                                  "free SGPRs given (s40-s41) hold fewer; legal values: more free SGPRs with "
                                  "--free-sgprs"),
    (["--free-vgprs", "v16"], "the registers plan needs 3 VGPRs besides the producer's D (v[0:15]) but the free "
                              "VGPRs given (v16) are too few"),
    (["--free-vgprs", "v8-v20"], "v8-v15 hold the producer's D (v[0:15]); legal values: free VGPRs outside it"),
    (["--free-sgprs", "s200"], "'s200' is out of range; legal forms: s24-s35, s[24:35], s24,s26-s29 (registers "
                               "s0-s101)"),
    (["--free-vgprs", "q3"], "'q3' does not name VGPRs; legal forms: v24-v35"),
    (["--route", "memory"], "argument --route: 'memory'; legal values: cheapest, registers, lds"),
    (["--lds-base", "8"], "lds_base must be a multiple of 16 from 0 to 65520"),
    (["--lds-base", "x"], "argument --lds-base: 'x' is not a number of bytes"),
])
def test_register_and_route_options_are_refused_loudly(args: list[str], match: str) -> None:
    extra = ["--route", "registers"] if "--route" not in args else []
    status, out, err = _cli(*F16_32, *extra, *args)
    assert status == 2 and out == "" and err.count("\n") == 1 and match in err, err


def test_wait_states_at_both_ends_hold_for_every_consumer() -> None:
    # Zero-cost: the conversions write the operand, so the consumer must wait 2 more (CDNA3 VALU
    # write then MFMA read); the producers' D is read at once, so 7 after the producer.
    plan = convert("cdna3", "v_mfma_f32_16x16x16_f16", "v_mfma_f32_16x16x16_f16", "A", tiles="transposed")
    assert plan.waits == {"after_producer": 7, "inside": 0, "before_consumer": 2} and plan.wait_states == 9
    status, out, _ = _cli("-a", "cdna3", "--from", "v_mfma_f32_16x16x16_f16", "--to", "v_mfma_f32_16x16x16_f16:A",
                          "--tiles", "transposed")
    assert "Wait states: 7 after the last producer (instructions between them, a softmax for one, count toward " \
           "them), 0 inside, 2 before the first consumer" in out
    for args in (("cdna3", "v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x2_f32", "B"),
                 ("cdna4", "v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x2_f32", "B")):
        plan = convert(*args, compare=False)
        producers, consumers = plan.frame[0], plan.frame[1].splitlines()
        assert len(consumers) == plan.tiles[1] > 1
        for consumer in consumers:  # whichever consumer comes first, the plan's s_nops suffice
            assert amdmatrix.check("\n".join([plan.setup, producers, plan.asm, consumer]), args[0]) == []


def test_json_carries_schema_query_architecture_and_units() -> None:
    status, out, _ = _cli(*F16_32, "--json")
    data = json.loads(out)
    assert (data["schema"], data["query"], data["architecture"]) == ("amdmatrix/2", "convert", "CDNA3")
    assert "arch" not in data
    assert data["cost_unit"].startswith("VALU-instruction units") and data["route"] == "lds"
    assert data["waits"] == {"after_producer": 11, "inside": 0, "before_consumer": 0}
    assert data["lds"]["bytes"] == 2048 and data["other_route"]["cost"] == 88


@pytest.mark.parametrize("args", [F16_32, TWO, ["-a", "rdna3", "--from", "v_wmma_f32_16x16x16_f16", "--to",
                                                "v_wmma_f32_16x16x16_f16:B", "--route", "registers"]])
def test_json_follows_the_shipped_schema_and_docs_json_md(args: list[str]) -> None:
    import jsonschema
    import referencing

    status, out, _ = _cli(*args, "--json")
    data = json.loads(out)
    here = Path(amdmatrix.__file__).parent / "schemas"
    docs = [json.loads(p.read_text()) for p in sorted(here.glob("*.json"))]
    registry = referencing.Registry().with_resources((d["$id"], referencing.Resource.from_contents(d)) for d in docs)
    schema = json.loads((here / "convert.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator(schema, registry=registry).validate(data)
    for broken in ({**data, "arch": "CDNA3"}, {**data, "route": "memory"}, {**data, "waits": {}},
                   {k: v for k, v in data.items() if k != "registers"}):
        assert list(jsonschema.Draft202012Validator(schema, registry=registry).iter_errors(broken)), broken
    doc = (Path(__file__).resolve().parents[2] / "docs" / "json.md").read_text()
    section = doc[doc.index("## `amdmatrix convert --json`"):doc.index("## Changes")]
    rows = re.findall(r"^\| ([^|]+) \|", section, flags=re.M)
    documented = {f for row in rows for f in re.findall(r"`([a-z_]+)`", row)}
    assert set(data) == documented
    assert set(schema["required"]) == documented


def test_setup_hip_expressions_are_the_setup_values() -> None:
    for args in (("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A"),
                 ("rdna3", "v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A")):
        plan = convert(*args, compare=False, route="registers")
        lanes = 64 if args[0] == "cdna3" else 32
        top = max(_regs(plan.setup + plan.asm, "v")) + 1
        wave = amdmatrix.emulate.Wave(args[0], np.zeros((top, lanes), np.uint32)).run(plan.setup)
        assert plan.setup_hip
        for h in plan.setup_hip:
            expr = h["hip"].split(" = ", 1)[1].split(";")[0].replace("u)", ")").replace("u ", " ")
            expr = re.sub(r"(0x[0-9a-f]+)u", r"\1", expr)
            reg = int(h["register"][1:])
            assert [eval(expr, {"lane": lane}) for lane in range(lanes)] == list(wave.vgprs[reg]), h


def test_prelude_forms_are_the_forms_that_use_the_prelude() -> None:
    """``_PRELUDE_FORMS`` (the flag ``Plan.hip_prelude`` is read from) names exactly the HIP forms
    whose statements use a type or macro :data:`HIP_PRELUDE` declares."""
    import re

    from amdmatrix.conversion import hip as C
    from amdmatrix.conversion.ops import Op

    declared = set(re.findall(r"typedef .* (\w+) __attribute__", C.HIP_PRELUDE)) | {"LDS"}
    assert declared == {"u32x2", "u32x4", "i16x4", "i32x2", "f16x2", "bf16x2", "LDS"}
    uses = {k for k, text in C._HIP.items() if declared & set(re.findall(r"\w+", text))}
    assert uses == C._PRELUDE_FORMS
    assert C._hip_prelude([Op("ds_store_b64")]) == C.HIP_PRELUDE
    assert C._hip_prelude([Op("v_perm_b32"), Op("s_nop")]) == ""


# ------------------------------------------------------------------ the records' defs and uses, by LLVM
#: Pairs whose plans emit every instruction that also reads what it writes: DPP moves, the
#: permlanes (v_permlanex16_b32 and both swaps), the FP8 and BF8 pack conversions; and LDS
#: stores and loads of every width, the transposing reads, ds_swizzle and ds_bpermute.
USES_PAIRS = {  # architecture: (producer, consumer of D as A, tiles)
    "cdna3": [("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x32_bf8_fp8", "in-order"),
              ("v_mfma_f32_32x32x4_xf32", "v_mfma_f32_32x32x16_fp8_bf8", "in-order")],
    "cdna4": [("v_mfma_f32_32x32x2_f32", q, tiles) for q, tiles in (
        ("v_mfma_f32_32x32x2_f32", "transposed"), ("v_mfma_f32_32x32x16_bf8_fp8", "in-order"),
        ("v_mfma_f32_32x32x16_f16", "in-order"))],
    "rdna3": [("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "transposed")],
    "rdna4": [("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_fp8_fp8", "in-order")],
}


def test_each_records_defs_and_uses_are_what_llvm_reads_and_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every emitted :class:`Op`'s ``defs()`` and ``uses()`` (VGPRs) equal the registers LLVM 22's
    definition of the line writes and reads (tied operands included), as the hazard checker's
    reader finds them in its table of LLVM's forms: the records are exact, not only safe."""
    from amdmatrix.conversion import Op, routes
    from amdmatrix.conversion import plan as plan_module
    from amdmatrix.hazards.asm import expand
    from amdmatrix.hazards.effects import stream
    from amdmatrix.hazards.reader import read_lines

    seen: list[tuple[str, list[Op]]] = []
    verify = plan_module._verify

    def spy(a: Any, *args: Any) -> None:
        code = args[5]  # (a, p_inst, q_inst, operand, fm, tm, code, ...): the code after renaming
        seen.append((a.mcpu, [*code.setup, *code.ops]))
        verify(a, *args)

    monkeypatch.setattr(plan_module, "_verify", spy)
    for arch, pairs in USES_PAIRS.items():
        for p, q, tiles in pairs:
            routes(arch, p, q, "A", tiles=tiles)
    assert {mcpu for mcpu, _ in seen} == {"gfx942", "gfx950", "gfx1100", "gfx1200"}
    reading_written = set()
    for mcpu, ops in seen:
        for op in ops:
            (stmt,) = read_lines(expand(op.text + "\n", "k.s").lines)
            got = stream(mcpu, stmt)
            assert not isinstance(got, str), (mcpu, op.text, got)
            _, reads, writes = got
            assert ({f"v{r}" for r in op.uses()}, {f"v{r}" for r in op.defs()}) == (
                {u for u in reads if u.startswith("v")}, {u for u in writes if u.startswith("v")}), (mcpu, op.text)
            if op.reads_written:
                reading_written.add(op.mnemonic)
    assert reading_written == {"v_mov_b32_dpp", "v_permlanex16_b32", "v_permlane16_swap_b32",
                               "v_permlane32_swap_b32", "v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32"}
