"""The --detail-instruction report, as nested ordered dicts of strings.

The section and field names, and their order, are the calculator's (see the reference
facts, which are its own report). The layout formulas are derived from the model by
:mod:`amdmatrix.formulas`.
"""

from __future__ import annotations

from . import formulas
from .dtypes import DTYPES
from .model import Instruction

__all__ = ["details", "with_passes"]

Report = dict[str, object]

_NAMES = {"A": ("i", "k", "block"), "B": ("k", "j", "block"), "C": ("i", "j", "block"), "D": ("i", "j", "block"),
          "K": ("i", "k", "block"), "SA": ("i", "kb", "block"), "SB": ("kb", "j", "block")}
_FORMAT_NAMES = ("FP8 E4M3", "BF8 E5M2", "FP6 E2M3", "BF6 E3M2", "FP4 E2M1")


def _tf(v: bool) -> str:
    return "True" if v else "False"


def _usage(inst: Instruction, wave: int, mods: dict[str, int]) -> dict[str, str]:
    out = {f"GPRs required for {m}": str(inst.gprs(m, wave, **mods))
           for m in inst.matrices if m in ("A", "B", "C", "D")}
    out["GPR alignment requirement"] = f"{inst.arch.alignment} bytes"
    return out


def _labels(inst: Instruction) -> list[tuple[str, str, str]]:
    """(matrix, forward label, inverse label prefix) in the calculator's order."""
    cdna = inst.arch.family == "CDNA"
    blk = ".block" if cdna else ""
    rows = [("A", f"A[i][k]{blk}", "A")]
    if inst.sparse:
        rows.append(("K", "compression[i][k]", "compression"))
    rows.append(("B", f"B[k][j]{blk}", "B"))
    rows.append(("D", f"D[i][j]{blk}", "D") if inst.sparse else ("D", f"C or D[i][j]{blk}", "C or D"))
    if inst.scaled:
        rows += [("SA", "A scale[i][kb]", "A scale"), ("SB", "B scale[kb][j]", "B scale")]
    return rows


def _formulas(inst: Instruction, wave: int, mods: dict[str, int]) -> tuple[dict[str, str], dict[str, str]]:
    fwd: dict[str, str] = {}
    inv: dict[str, str] = {}
    cdna = inst.arch.family == "CDNA"
    for matrix, label, prefix in _labels(inst):
        lay = inst.layout(matrix, wave, **mods)
        names = _NAMES[matrix]
        gpr, lane = formulas.forward(lay, names)
        fwd[f"{label} GPR"] = gpr
        fwd[f"{label} Lane"] = lane
        coords = formulas.inverse(lay, names)
        order = [names[0], names[1]] + (["block"] if cdna and matrix in ("A", "D") else [])
        if matrix in ("B", "SB"):
            order = [names[1], names[0]] + (["block"] if cdna and matrix == "B" else [])
        for c in order:
            inv[f"{prefix} {c}"] = coords[c]
    return fwd, inv


def details(inst: Instruction, **mods: int) -> Report:
    """The calculator's --detail-instruction report for ``inst``.

    Modifiers matter only where they change the layout itself (CDNA4 F8F6F4 formats and
    scale bytes, RDNA3 OPSEL); the formulas are otherwise those with no modifiers.
    """
    a = inst.arch
    cdna = a.family == "CDNA"
    r: Report = {"Architecture": a.name, "Instruction": inst.mnemonic, "Encoding": a.encoding,
                 "VOP3P Opcode": hex(inst.opcode)}
    if cdna:
        r["VOP3P-MAI Opcode"] = hex(inst.opcode & 0x3F)
    dims = {"M": str(inst.m), "N": str(inst.n), "K": str(inst.k)}
    if cdna:
        dims["blocks"] = str(inst.blocks)
    r["Matrix Dimensions"] = dims
    ops = "Ops" if inst.is_integer else "FLOPs"
    cycles = inst.cycles_for(**mods)
    stats = {ops: str(inst.flops), "Execution cycles": str(cycles),
             f"{ops}/{a.unit}/cycle": str(inst.flops * 4 // cycles),
             "Can co-execute with VALU": _tf(inst.coexec_cycles is not None)}
    if inst.coexec_cycles is not None:
        # The window shrinks with the cycles (F8F6F4 with 6/4-bit formats): docs/decisions.md, A28.
        stats["VALU co-execution cycles possible"] = str(inst.coexec_cycles - (inst.cycles - cycles))
    r["Execution statistics"] = stats
    if cdna:
        r["Register usage"] = _usage(inst, 64, mods)
    else:
        for w in a.waves:
            r[f"Wave{w} register usage"] = _usage(inst, w, mods)
    enc = {"A matrix source field": "Src0", "B matrix source field": "Src1"}
    if inst.sparse:
        enc["Compression index field"] = "Src2"
    else:
        enc["C matrix source field"] = "Src2"
    enc["D matrix source field"] = "Vdst"
    r[f"{a.encoding} register encoding"] = enc
    r["Register data types"] = {
        "Src0": inst.dtype("A", **mods).description,
        "Src1": inst.dtype("B", **mods).description,
        "Src2": DTYPES[inst.types["K" if inst.sparse else "C"]].description,
        "Vdst": DTYPES[inst.types["D"]].description,
    }
    if cdna:
        cd = "D" if inst.sparse else "C and D"
        arch_cd = a.name != "CDNA1"
        r["Register capabilities"] = {
            "A matrix can use ArchVGPRs": "True", "A matrix can use AccVGPRs": "True",
            "B matrix can use ArchVGPRs": "True", "B matrix can use AccVGPRs": "True",
            f"{cd} matrix can use ArchVGPRs": _tf(arch_cd), f"{cd} matrix can use AccVGPRs": "True",
        }
        r["Register modifiers"] = {
            "Sparse A matrix": _tf(inst.sparse),
            # A sparse index register with a single set ignores CBSZ/ABID (CDNA4 8-bit SMFMAC).
            "CBSZ and ABID bits supported": _tf(inst.cbsz_meaning is not None and not (
                inst.cbsz_meaning == "index_set" and inst.index_sets(64) == 1)),
            "BLGP bits supported": _tf(inst.blgp_meaning is not None),
        }
        if inst.cbsz_meaning == "format":
            r["F8F6F4 operand formats"] = _formats(inst)
        if inst.scaled:
            r["Block scales"] = _scales(inst)
        fwd, inv = _formulas(inst, 64, mods)
        r["Matrix element to register mapping with no modifiers"] = fwd
        r["Register to matrix element mapping with no modifiers"] = inv
    else:
        if a.name == "RDNA3":
            r["Register modifiers"] = {
                "OPSEL[1:0] supported": "False",
                "OPSEL[2] supported": _tf(inst.opsel_meaning is not None),
                "NEG bits supported": _tf(inst.neg_meaning is not None),
            }
        else:
            r["Register modifiers"] = {
                "OPSEL supported": _tf(inst.opsel_meaning is not None),
                "NEG bits supported": _tf(inst.neg_meaning is not None),
            }
        pairs = {w: _formulas(inst, w, mods) for w in a.waves}
        for w in a.waves:
            r[f"Wave{w} matrix element to register mapping with no modifiers"] = pairs[w][0]
        for w in a.waves:
            r[f"Wave{w} register to matrix element mapping with no modifiers"] = pairs[w][1]
    if inst.notes:
        r["Notes"] = {f"Note {n + 1}": text for n, text in enumerate(inst.notes)}
    return r


#: Architectures whose ``-d`` text is the reference calculator's, byte for byte.
_CALCULATOR_ARCHS = frozenset({"CDNA1", "CDNA2", "CDNA3", "RDNA3", "RDNA4"})


def with_passes(report: Report, inst: Instruction, mods: dict[str, int], as_json: bool) -> Report:
    """Add "Execution passes" (cycles / 4) after the cycles: in the JSON of every CDNA instruction,
    and in the text where there is no calculator output to match (CDNA4). docs/decisions.md, A28."""
    if inst.arch.family != "CDNA" or (not as_json and inst.arch.name in _CALCULATOR_ARCHS):
        return report
    stats = report["Execution statistics"]
    assert isinstance(stats, dict)
    out: dict[str, str] = {}
    for key, value in stats.items():
        out[key] = value
        if key == "Execution cycles":
            out["Execution passes"] = str(inst.cycles_for(**mods) // 4)
    report["Execution statistics"] = out
    return report


def _formats(inst: Instruction) -> dict[str, str]:
    small = inst.cycles_for(cbsz=4, blgp=4)
    return {
        "CBSZ selects the A format, BLGP the B format": ", ".join(f"{n} {f}" for n, f in enumerate(_FORMAT_NAMES)),
        "GPRs for an FP8 or BF8 operand": str(inst.gprs("A", cbsz=0)),
        "GPRs for an FP6 or BF6 operand": str(inst.gprs("A", cbsz=2)),
        "GPRs for an FP4 operand": str(inst.gprs("A", cbsz=4)),
        "Execution cycles": f"{inst.cycles} if either operand is FP8 or BF8, else {small}",
        "FP8 and BF8": "the OCP E4M3 and E5M2 formats (CDNA3 used the FNUZ variants)",
        "Broadcast": "none: CBSZ and BLGP are formats here, ABID must be 0 (scaled MFMA: see Block scales)",
    }


def _scales(inst: Instruction) -> dict[str, str]:
    return {
        "Instruction size": "4 dwords: a V_MFMA_LD_SCALE_B32 prefix (the scale operands) followed by the MFMA",
        "Scale format": "E8M0 (2^(e - 127), 0xFF is NaN), one per 32 values of K: A scale[i][kb], B scale[kb][j]",
        "A scale source field": "Src0 of V_MFMA_LD_SCALE_B32",
        "B scale source field": "Src1 of V_MFMA_LD_SCALE_B32",
        "Scale byte": "{OP_SEL_HI[0], OP_SEL[0]} picks the byte of the A scale, {OP_SEL_HI[1], OP_SEL[1]} of B",
        "ABID[0]": "must be 1 for the scales to be used; with 0 every scale is 1.0",
    }
