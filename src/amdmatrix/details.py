"""The --detail-instruction report, as nested ordered dicts of strings.

The section and field names, and their order, are the calculator's (see the reference
facts, which are its own report). The layout formulas are derived from the model by
:mod:`amdmatrix.formulas`.
"""

from __future__ import annotations

from . import formulas
from .dtypes import DTYPES
from .model import Instruction

__all__ = ["details"]

Report = dict[str, object]

_NAMES = {"A": ("i", "k", "block"), "B": ("k", "j", "block"), "C": ("i", "j", "block"), "D": ("i", "j", "block"),
          "K": ("i", "k", "block")}


def _tf(v: bool) -> str:
    return "True" if v else "False"


def _usage(inst: Instruction, wave: int) -> dict[str, str]:
    out = {f"GPRs required for {m}": str(inst.gprs(m, wave)) for m in inst.matrices if m in ("A", "B", "C", "D")}
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
    return rows


def _formulas(inst: Instruction, wave: int) -> tuple[dict[str, str], dict[str, str]]:
    fwd: dict[str, str] = {}
    inv: dict[str, str] = {}
    cdna = inst.arch.family == "CDNA"
    for matrix, label, prefix in _labels(inst):
        lay = inst.layout(matrix, wave)
        names = _NAMES[matrix]
        gpr, lane = formulas.forward(lay, names)
        fwd[f"{label} GPR"] = gpr
        fwd[f"{label} Lane"] = lane
        coords = formulas.inverse(lay, names)
        order = [names[0], names[1]] + (["block"] if cdna and matrix != "K" else [])
        if matrix == "B":
            order = ["j", "k"] + (["block"] if cdna else [])
        for c in order:
            inv[f"{prefix} {c}"] = coords[c]
        if "item" in coords:
            inv[f"{prefix} item"] = coords["item"]
    return fwd, inv


def details(inst: Instruction) -> Report:
    """The calculator's --detail-instruction report for ``inst``."""
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
    stats = {ops: str(inst.flops), "Execution cycles": str(inst.cycles),
             f"{ops}/{a.unit}/cycle": str(inst.flops_per_unit_cycle),
             "Can co-execute with VALU": _tf(inst.coexec_cycles is not None)}
    if inst.coexec_cycles is not None:
        stats["VALU co-execution cycles possible"] = str(inst.coexec_cycles)
    r["Execution statistics"] = stats
    if cdna:
        r["Register usage"] = _usage(inst, 64)
    else:
        for w in a.waves:
            r[f"Wave{w} register usage"] = _usage(inst, w)
    enc = {"A matrix source field": "Src0", "B matrix source field": "Src1"}
    if inst.sparse:
        enc["Compression index field"] = "Src2"
    else:
        enc["C matrix source field"] = "Src2"
    enc["D matrix source field"] = "Vdst"
    r[f"{a.encoding} register encoding"] = enc
    r["Register data types"] = {
        "Src0": DTYPES[inst.types["A"]].description,
        "Src1": DTYPES[inst.types["B"]].description,
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
            "CBSZ and ABID bits supported": _tf(inst.cbsz_meaning is not None),
            "BLGP bits supported": _tf(inst.blgp_meaning is not None),
        }
        fwd, inv = _formulas(inst, 64)
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
        pairs = {w: _formulas(inst, w) for w in a.waves}
        for w in a.waves:
            r[f"Wave{w} matrix element to register mapping with no modifiers"] = pairs[w][0]
        for w in a.waves:
            r[f"Wave{w} register to matrix element mapping with no modifiers"] = pairs[w][1]
    if inst.notes:
        r["Notes"] = {f"Note {n + 1}": text for n, text in enumerate(inst.notes)}
    return r
