"""The --detail-instruction report: :func:`facts` typed, :func:`details` as the calculator prints it.

The section and field names, and their order, are the calculator's (see the reference
facts, which are its own report). :func:`facts` holds numbers as ``int`` and yes/no as
``bool`` (the JSON output uses it); :func:`details` turns every value into the text the
calculator prints (opcodes in hex, the alignment with its unit). Every value comes from
an attribute or method of :class:`Instruction` (``tests/core/test_detail_api.py`` checks them
one by one); the layout formulas from :meth:`Instruction.formulas`.
"""

from __future__ import annotations

from .archs import MAI, WMMA_OPSEL_HALF
from .dtypes import DTYPES
from .meanings import abid_text
from .model import Instruction

__all__ = ["facts", "details"]

Report = dict[str, object]

_FORMAT_NAMES = ("FP8 E4M3", "BF8 E5M2", "FP6 E2M3", "BF6 E3M2", "FP4 E2M1")
#: Fields printed other than with str(): opcodes in hex, the alignment with its unit.
_HEX = ("VOP3P Opcode", "VOP3P-MAI Opcode")
_BYTES = ("GPR alignment requirement",)


#: amdmatrix-only facts, left out of the text report where the calculator's must be matched.
_EXTRA = ("Execution passes",)


def details(inst: Instruction, **mods: object) -> Report:
    """The calculator's --detail-instruction report for ``inst``, every value a string.

    On architectures the calculator covers, the report is its own (without the amdmatrix-only
    facts, which the JSON of :func:`facts` carries)."""
    return _text(facts(inst, **mods), () if not inst.arch.calculator else _EXTRA)


def _text(report: Report, leave_out: tuple[str, ...]) -> Report:
    out: Report = {}
    for key, value in report.items():
        if key in leave_out:
            continue
        if isinstance(value, dict):
            out[key] = _text(value, leave_out)
        elif key in _HEX:
            out[key] = hex(value)  # type: ignore[arg-type]
        elif key in _BYTES:
            out[key] = f"{value} bytes"
        else:
            out[key] = str(value)
    return out


def _usage(inst: Instruction, wave: int, mods: dict[str, object]) -> dict[str, object]:
    out: dict[str, object] = {f"GPRs required for {m}": inst.gprs(m, wave, **mods)
                              for m in inst.matrices if m in ("A", "B", "C", "D")}
    out["GPR alignment requirement"] = inst.gpr_alignment
    return out


def _labels(inst: Instruction) -> list[tuple[str, str, str]]:
    """(matrix, forward label, inverse label prefix) in the calculator's order."""
    cdna = inst.arch.has(MAI)
    blk = ".block" if cdna else ""
    rows = [("A", f"A[i][k]{blk}", "A")]
    if inst.sparse:
        rows.append(("K", "compression[i][k]", "compression"))
    rows.append(("B", f"B[k][j]{blk}", "B"))
    rows.append(("D", f"D[i][j]{blk}", "D") if inst.sparse else ("D", f"C or D[i][j]{blk}", "C or D"))
    if inst.scaled:
        rows += [("SA", "A scale[i][kb]", "A scale"), ("SB", "B scale[kb][j]", "B scale")]
    return rows


def _formulas(inst: Instruction, wave: int, mods: dict[str, object]) -> tuple[dict[str, str], dict[str, str]]:
    fwd: dict[str, str] = {}
    inv: dict[str, str] = {}
    cdna = inst.arch.has(MAI)
    for matrix, label, prefix in _labels(inst):
        f = inst.formulas(matrix, wave, **mods)
        fwd[f"{label} GPR"] = f.register
        fwd[f"{label} Lane"] = f.lane
        names = list(f.coordinates)
        order = [names[0], names[1]] + (["block"] if cdna and matrix in ("A", "D") else [])
        if matrix in ("B", "SB"):
            order = [names[1], names[0]] + (["block"] if cdna and matrix == "B" else [])
        for c in order:
            inv[f"{prefix} {c}"] = f.coordinates[c]
    return fwd, inv


def facts(inst: Instruction, **mods: object) -> Report:
    """The --detail-instruction report for ``inst`` with typed values (int, bool, str).

    Modifiers matter only where they change the layout itself (CDNA4 F8F6F4 formats and
    scale bytes, RDNA3 OPSEL); the formulas are otherwise those with no modifiers.
    """
    a = inst.arch
    cdna = a.has(MAI)
    r: Report = {"Architecture": a.name, "Instruction": inst.mnemonic, "Encoding": inst.encoding,
                 "VOP3P Opcode": inst.opcode}
    if cdna:
        r["VOP3P-MAI Opcode"] = inst.mai_opcode
    dims: dict[str, object] = {"M": inst.m, "N": inst.n, "K": inst.k}
    if cdna:
        dims["blocks"] = inst.blocks
    r["Matrix Dimensions"] = dims
    if "A" not in inst.matrices:  # gfx1250's v_wmma_ld_scale*: it only loads the scales of the next WMMA
        return _scale_load(inst, r, mods)
    r["Execution statistics"] = _statistics(inst, cdna, mods)
    if cdna:
        r["Register usage"] = _usage(inst, 64, mods)
    else:
        for w in a.waves:
            r[f"Wave{w} register usage"] = _usage(inst, w, mods)
    r[f"{a.encoding} register encoding"] = _encoding(inst)
    fields = inst.source_fields
    r["Register data types"] = {fields[m]: inst.dtype(m, wave=None, **mods).description if m in ("A", "B")
                                else DTYPES[inst.types[m]].description for m in fields}
    r.update(_cdna_sections(inst, mods) if cdna else _rdna_sections(inst, mods))
    return _confidence_and_notes(inst, r)


def _statistics(inst: Instruction, cdna: bool, mods: dict[str, object]) -> dict[str, object]:
    ops = "Ops" if inst.is_integer else "FLOPs"
    stats: dict[str, object] = {ops: inst.flops, "Execution cycles": inst.cycles_for(**mods)}
    if cdna:  # docs/decisions.md, A28: what the wait-state rules count
        stats["Execution passes"] = inst.passes_for(**mods)
    stats[f"{ops}/{inst.arch.unit}/cycle"] = inst.flops_per_unit_cycle_for(**mods)
    stats["Can co-execute with VALU"] = inst.can_coexecute
    if inst.coexec_cycles is not None:
        stats["VALU co-execution cycles possible"] = inst.coexec_cycles_for(**mods)
    return stats


def _encoding(inst: Instruction) -> dict[str, object]:
    fields = inst.source_fields
    enc: dict[str, object] = {"A matrix source field": fields["A"], "B matrix source field": fields["B"]}
    if inst.sparse:
        enc["Compression index field"] = fields["K"]
    else:
        enc["C matrix source field"] = fields["C"]
    enc["D matrix source field"] = fields["D"]
    return enc


def _cdna_sections(inst: Instruction, mods: dict[str, object]) -> Report:
    """Register files, modifier bits, formats, scales and wave64 formulas (CDNA)."""
    r: Report = {}
    cd = "D" if inst.sparse else "C and D"
    r["Register capabilities"] = {
        f"{label} matrix can use {file}s": file in inst.register_files(m)
        for m, label in (("A", "A"), ("B", "B"), ("D", cd)) for file in ("ArchVGPR", "AccVGPR")
    }
    r["Register modifiers"] = {
        "Sparse A matrix": inst.sparse,
        # A sparse index register with a single set ignores CBSZ/ABID (CDNA4 8-bit SMFMAC).
        "CBSZ and ABID bits supported": inst.supports("cbsz"),
        "BLGP bits supported": inst.supports("blgp"),
    }
    if inst.cbsz_meaning == "format":
        r["F8F6F4 operand formats"] = _formats(inst)
    if inst.scaled:
        r["Block scales"] = _scales(inst)
    fwd, inv = _formulas(inst, 64, mods)
    r["Matrix element to register mapping with no modifiers"] = fwd
    r["Register to matrix element mapping with no modifiers"] = inv
    return r


def _rdna_sections(inst: Instruction, mods: dict[str, object]) -> Report:
    """Modifier bits and the formulas of every wave size (RDNA)."""
    r: Report = {}
    a = inst.arch
    if a.has(WMMA_OPSEL_HALF):
        r["Register modifiers"] = {
            # RDNA3 WMMA reads OPSEL[2] only (the C/D half of 16-bit outputs).
            "OPSEL[1:0] supported": False,
            "OPSEL[2] supported": inst.supports("opsel"),
            "NEG bits supported": inst.supports("neg"),
        }
    else:
        r["Register modifiers"] = {
            "OPSEL supported": inst.supports("opsel"),
            "NEG bits supported": inst.supports("neg"),
            **_scale_rows(inst),
        }
    pairs = {w: _formulas(inst, w, mods) for w in a.waves}
    for w in a.waves:
        r[f"Wave{w} matrix element to register mapping with no modifiers"] = pairs[w][0]
    for w in a.waves:
        r[f"Wave{w} register to matrix element mapping with no modifiers"] = pairs[w][1]
    return r


def _confidence_and_notes(inst: Instruction, r: Report) -> Report:
    if inst.provisional_matrices():  # gfx1250 (docs/gfx1250.md)
        r["Layout confidence"] = {m: inst.confidence(m).level for m in inst.matrices}
    if inst.notes:
        r["Notes"] = {f"Note {n + 1}": text for n, text in enumerate(inst.notes)}
    return r


def _scale_rows(inst: Instruction) -> dict[str, object]:
    """gfx1250's scale row select (LLVM matrix_a_scale/matrix_b_scale: lanes 0-15 or 16-31), where it exists."""
    if not inst.supports("a_scale_row"):
        return {}
    return {"A scale row select supported": True, "B scale row select supported": inst.supports("b_scale_row")}


def _scale_load(inst: Instruction, r: Report, mods: dict[str, object]) -> Report:
    """The report of a scale-load instruction (no A, B, C or D; the SA and SB operands)."""
    a = inst.arch
    r["Execution statistics"] = {"FLOPs": inst.flops, "Execution cycles": inst.cycles_for(**mods),
                                 f"FLOPs/{a.unit}/cycle": inst.flops_per_unit_cycle_for(**mods),
                                 "Can co-execute with VALU": inst.can_coexecute}
    for w in a.waves:
        r[f"Wave{w} register usage"] = {**{f"GPRs required for {m}": inst.gprs(m, w, **mods) for m in inst.matrices},
                                        "GPR alignment requirement": inst.gpr_alignment}
    r[f"{a.encoding} register encoding"] = {"A scale source field": "Src0", "B scale source field": "Src1"}
    r["Register modifiers"] = _scale_rows(inst)
    for w in a.waves:
        fwd: dict[str, str] = {}
        inv: dict[str, str] = {}
        for m, label, prefix in (("SA", "A scale[i][kb]", "A scale"), ("SB", "B scale[kb][j]", "B scale")):
            f = inst.formulas(m, w, **mods)
            fwd[f"{label} GPR"], fwd[f"{label} Lane"] = f.register, f.lane
            for c in (("i", "kb") if m == "SA" else ("j", "kb")):
                inv[f"{prefix} {c}"] = f.coordinates[c]
        r[f"Wave{w} matrix element to register mapping with no modifiers"] = fwd
        r[f"Wave{w} register to matrix element mapping with no modifiers"] = inv
    return _confidence_and_notes(inst, r)


def _formats(inst: Instruction) -> dict[str, object]:
    small = inst.cycles_for(a_format="fp4", b_format="fp4")
    return {
        "CBSZ selects the A format, BLGP the B format": ", ".join(f"{n} {f}" for n, f in enumerate(_FORMAT_NAMES)),
        "GPRs for an FP8 or BF8 operand": inst.gprs("A", a_format="fp8"),
        "GPRs for an FP6 or BF6 operand": inst.gprs("A", a_format="fp6"),
        "GPRs for an FP4 operand": inst.gprs("A", a_format="fp4"),
        "Execution cycles": f"{inst.cycles} if either operand is FP8 or BF8, else {small}",
        "FP8 and BF8": "the OCP E4M3 and E5M2 formats (CDNA3 used the FNUZ variants)",
        "Broadcast": f"none: CBSZ and BLGP are formats here; {abid_text(inst)}",
    }


def _scales(inst: Instruction) -> dict[str, str]:
    return {
        "Instruction size": "4 dwords: a V_MFMA_LD_SCALE_B32 prefix (the scale operands) followed by the MFMA",
        "Scale format": "E8M0 (2^(e - 127), 0xFF is NaN), one per 32 values of K: A scale[i][kb], B scale[kb][j]",
        "A scale source field": "Src0 of V_MFMA_LD_SCALE_B32",
        "B scale source field": "Src1 of V_MFMA_LD_SCALE_B32",
        "Scale byte": "{OP_SEL_HI[0], OP_SEL[0]} picks the byte of the A scale, {OP_SEL_HI[1], OP_SEL[1]} of B",
    }
