"""Every no-modifier layout formula in the reference facts, checked element by element.

For each instruction, wave size and matrix, the reference's forward formulas (GPR and
lane of each element) and inverse formulas (coordinates of each register/lane) are
parsed with the safe parser in ``refformula`` and evaluated for every element; the
results must equal the library's. Where the reference is wrong, the error is listed in
``ERRATA`` with the reason (and docs/reference-errata.md); the test then requires that
the reference formula really disagrees, so a fixed reference shows up as a failure.
"""

from __future__ import annotations

import pytest
import refformula as rf
from tiers import sweep
from vendored import REFERENCE_ARCHS, reference_facts

import amdmatrix

ARCHS = list(REFERENCE_ARCHS)
_MAT = {"A": "A", "B": "B", "C or D": "D", "D": "D", "compression": "K"}

#: (arch, instruction, wave, formula key) -> why the reference formula is wrong.
ERRATA: dict[tuple[str, str, int, str], str] = {}
_F64_I = ("C/D row of a 64-bit output is 4 * floor(GPR_num / 2) + floor(lane / 16): the reference drops the "
          "lane term, although its own forward formula puts row i in lane 16 * (i % 4) + j (CDNA4 ISA §7.1.4.2, H = 1)")
_SP_B = ("B of a 16-bit SMFMAC holds K_L = 8 values per lane in 4 registers (CDNA4 ISA §7.1.4.1), so B[k][j] is in "
         "register floor(k / 2) % 4; the reference's forward GPR formula (k % 4) contradicts its own inverse formula "
         "k = 8 * floor(lane / 16) + 2 * GPR_num + floor(GPR_bits / 16)")
_SP_A = ("A of a 16-bit SMFMAC: the reference's inverse k = 4 * GPR_num .. 4 * GPR_num + 3 drops the lane term "
         "8 * floor(lane / 16) that its own forward formula (lane 16 * floor(k / 8) + i) implies")
_IU4_K = "the reference formula has an unbalanced parenthesis and cannot be read unambiguously"
for _n in ("V_MFMA_F64_16X16X4F64",):
    ERRATA[("cdna2", _n, 64, "C or D i")] = _F64_I
ERRATA[("cdna3", "V_MFMA_F64_16X16X4_F64", 64, "C or D i")] = _F64_I
for _n in ("V_SMFMAC_F32_16X16X32_F16", "V_SMFMAC_F32_32X32X16_F16", "V_SMFMAC_F32_16X16X32_BF16",
           "V_SMFMAC_F32_32X32X16_BF16"):
    ERRATA[("cdna3", _n, 64, "B[k][j].block GPR")] = _SP_B
    ERRATA[("cdna3", _n, 64, "B[k][j].block Lane")] = _SP_B  # reported together with the GPR formula
    ERRATA[("cdna3", _n, 64, "A k")] = _SP_A
for _w in (32, 64):
    ERRATA[("rdna4", "V_SWMMAC_I32_16X16X32_IU4", _w, "compression k")] = _IU4_K


def _facts(arch: str) -> list[dict[str, object]]:
    return reference_facts(arch)


def _cases() -> list[tuple[str, str]]:
    """Every instruction of the vendored reference facts (121; a missing file fails at import)."""
    cases = [(a, str(x["Instruction"])) for a in ARCHS for x in _facts(a)]
    assert len(cases) == 121, f"{len(cases)} reference instructions, expected 121"
    return cases


def _sections(x: dict[str, object], wave: int, arch: str) -> tuple[dict[str, str], dict[str, str]]:
    if arch.startswith("cdna"):
        fwd = x["Matrix element to register mapping with no modifiers"]
        inv = x["Register to matrix element mapping with no modifiers"]
    else:
        fwd = x[f"Wave{wave} matrix element to register mapping with no modifiers"]
        inv = x[f"Wave{wave} register to matrix element mapping with no modifiers"]
    assert isinstance(fwd, dict) and isinstance(inv, dict)
    return fwd, inv


def _norm(reg: int, bits: tuple[int, int] | None, pair: bool) -> tuple[int, tuple[int, int] | None]:
    return (reg, (63, 0) if pair else bits)


def check_instruction(arch: str, name: str, facts: dict[str, object] | None = None
                      ) -> dict[tuple[str, str, int, str], str]:
    """Return {(arch, name, wave, key): first mismatch} for one instruction.

    ``facts`` defaults to the reference's report; the details test passes our own.
    """
    x = facts if facts is not None else next(f for f in _facts(arch) if f["Instruction"] == name)
    inst = amdmatrix.instruction(arch, name)
    bad: dict[tuple[str, str, int, str], str] = {}
    for wave in inst.arch.waves:
        fwd, inv = _sections(x, wave, arch)
        # ---- forward: element -> (GPR, lane)
        pairs: dict[str, dict[str, str]] = {}
        for key, text in fwd.items():
            head, what = key.rsplit(" ", 1)
            mname = head.split("[")[0]
            pairs.setdefault(_MAT[mname], {})[what] = text
            pairs[_MAT[mname]].setdefault("_keys", "")
            pairs[_MAT[mname]]["_keys"] += key + "|"
        for matrix, p in pairs.items():
            keys = [k for k in p["_keys"].split("|") if k]
            try:
                g, lanes = rf.gpr(p["GPR"]), rf.values(p["Lane"])
            except rf.FormulaError as e:
                for k in keys:
                    bad[(arch, name, wave, k)] = f"unparsable: {e}"
                continue
            lay = inst.layout(matrix, wave)
            for row, col, block in lay.elements():
                env = _env(matrix, row, col, block)
                got = {(loc.register, loc.lane, loc.bits) for loc in _locate(inst, matrix, row, col, block, wave)}
                try:
                    reg, bits, pair = g(env)
                    want = {(*_norm(reg, bits, pair)[:1], ln, _norm(reg, bits, pair)[1]) for ln in lanes(env)}
                except (rf.FormulaError, ZeroDivisionError) as e:
                    want = {("error", str(e))}  # type: ignore[arg-type]
                want = {(r, ln, None if b == (31, 0) else b) for r, ln, b in want} if want else want
                if got != want:
                    for k in keys:
                        bad.setdefault((arch, name, wave, k), f"{matrix}{(row, col, block)}: ref {want} lib {got}")
                    break
        # ---- inverse: (GPR, lane) -> coordinates
        for key, text in inv.items():
            mname, coord = key.rsplit(" ", 1)
            matrix = _MAT[mname]
            try:
                f = rf.values(text)
            except rf.FormulaError as e:
                bad[(arch, name, wave, key)] = f"unparsable: {e}"
                continue
            lay = inst.layout(matrix, wave)
            for row, col, block in lay.elements():
                mine = {"i": row if matrix in ("A", "D", "K") else None, "j": col if matrix in ("B", "D") else None,
                        "k": col if matrix in ("A", "K") else row if matrix == "B" else None, "block": block}[coord]
                for loc in _locate(inst, matrix, row, col, block, wave):
                    env = {"lane": loc.lane, "GPR_num": loc.register,
                           "GPR_bits": loc.bits[1] if loc.bits and loc.bits != (63, 0) else 0}
                    try:
                        vals = f(env)
                    except (rf.FormulaError, ZeroDivisionError) as e:
                        vals = {-1}
                        bad.setdefault((arch, name, wave, key), f"error {e}")
                    ok = mine in vals and (len(vals) == 1 or len(vals) == lay.group)
                    if not ok:
                        what = f"{matrix}{(row, col, block)} at {loc}: ref {vals} lib {mine}"
                        bad.setdefault((arch, name, wave, key), what)
    return bad


def _env(matrix: str, row: int, col: int, block: int) -> dict[str, int]:
    if matrix in ("A", "K"):
        return {"i": row, "k": col, "block": block}
    if matrix == "B":
        return {"k": row, "j": col, "block": block}
    return {"i": row, "j": col, "block": block}


def _locate(inst: amdmatrix.Instruction, matrix: str, row: int, col: int, block: int,
            wave: int) -> list[amdmatrix.Location]:
    coords = _env(matrix, row, col, block)
    return inst.locate(matrix, i=coords.get("i", 0), j=coords.get("j", 0), k=coords.get("k", 0), block=block,
                       wave=wave)


#: The fast tier checks five instructions of each architecture; the exhaustive tier the others.
@pytest.mark.parametrize(("arch", "name"), sweep(_cases(), stratum=lambda c: c[0], per=5))
def test_reference_formulas(arch: str, name: str) -> None:
    bad = check_instruction(arch, name)
    known = {k: v for k, v in ERRATA.items() if k[0] == arch and k[1] == name}
    unexpected = {k: v for k, v in bad.items() if k not in known}
    assert not unexpected, f"library disagrees with reference formulas: {unexpected}"
    fixed = set(known) - set(bad)
    assert not fixed, f"listed reference errata no longer disagree (remove them from ERRATA): {fixed}"
