"""A wave-level emulator of the data-movement instructions between matrix instructions.

``amdmatrix.emulate.run(arch, asm_text, registers)`` runs LLVM-syntax assembly on a VGPR
image ``(registers, lanes)`` of ``uint32`` (the images ``amdmatrix.emulate.pack`` makes)
and returns the image after the sequence. :class:`Wave` keeps the whole state (VGPRs,
SGPRs, the LDS bytes) for callers that need the scalar registers or the LDS.

Each instruction family is one small function below, citing the section of the ISA guide
(CDNA3 "AMD Instinct MI300" ISA, CDNA4 ISA, RDNA3/RDNA4 ISA) or LLVM's instruction
definitions it follows; ``tests/emulate/test_movement.py`` pins each with cases computed by
hand from that text. Every lane is active (EXEC is all ones). Anything not modelled (an
instruction, an operand form, a modifier) raises an :class:`AmdMatrixError` that names it.
Which targets have which instruction is data (:data:`TARGETS`), taken from what
``llvm-mc-22 -mcpu=...`` accepts.

The data-movement primitives (DPP16 and DPP8, ``ds_swizzle_b32``, the permlanes,
``ds_(b)permute_b32``, the transposing reads, the LDS size) are not spelled here: their lane
maps, encodings and feature gates are :mod:`amdmatrix.primitives`, which this module parses
operands for and executes (a write plan applied to the registers).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from .. import archs as _archs
from .. import primitives as P
from .._dataclasses import dataclass
from ..archs import Arch, resolve_arch
from ..errors import AmdMatrixError, OutOfRangeError
from .formats import get_format

__all__ = ["Wave", "run", "MODELLED", "TARGETS", "LDS_BYTES"]

U32 = npt.NDArray[np.uint32]

#: LDS bytes a workgroup may address, by LLVM target: a view of :data:`amdmatrix.primitives.LDS`.
LDS_BYTES = {mcpu: g.size for mcpu, g in P.LDS.items()}

_CDNA = frozenset({"gfx908", "gfx90a", "gfx942", "gfx950"})
_RDNA = frozenset({"gfx1100", "gfx1200", "gfx1250"})
_ALL = _CDNA | _RDNA

#: The primitives' mnemonics and the feature each needs (amdmatrix.primitives declares them).
_FEATURE: dict[str, str] = {
    **{p.mnemonic: p.feature for p in P.PERMLANES},
    **{t.mnemonic: t.feature for t in P.TRANSPOSING_READS},
}


def _having(feature: str) -> frozenset[str]:
    return frozenset(a.mcpu for a in _archs.ARCHS if a.has(feature))


#: Which LLVM targets have each modelled mnemonic (what llvm-mc-22 accepts for that -mcpu). The
#: primitives' rows follow from their features (the emulator asks the architecture itself).
TARGETS: dict[str, frozenset[str]] = {
    "v_mov_b32": _ALL, "v_mov_b32_dpp": _ALL, "v_mov_b32_e32": _ALL, "v_mov_b32_e64": _ALL,
    **{name: _having(feature) for name, feature in _FEATURE.items()},
    "ds_bpermute_b32": _ALL, "ds_permute_b32": _ALL, "ds_swizzle_b32": _ALL,
    "v_readlane_b32": _ALL, "v_writelane_b32": _ALL,
    "v_perm_b32": _ALL, "v_alignbit_b32": _ALL, "v_alignbyte_b32": _ALL,
    "v_cndmask_b32": _ALL, "v_cndmask_b32_e32": _ALL, "v_cndmask_b32_e64": _ALL,
    "v_pk_mov_b32": frozenset({"gfx90a", "gfx942", "gfx950"}),
    "v_pack_b32_f16": _ALL,
    "v_cvt_pk_bf16_f32": frozenset({"gfx950", "gfx1250"}),
    "v_cvt_pk_f16_f32": frozenset({"gfx950", "gfx1250"}),
    "v_cvt_pkrtz_f16_f32": _ALL, "v_cvt_pk_rtz_f16_f32": _RDNA,
    "v_cvt_pk_fp8_f32": frozenset({"gfx942", "gfx950", "gfx1200", "gfx1250"}),
    "v_cvt_pk_bf8_f32": frozenset({"gfx942", "gfx950", "gfx1200", "gfx1250"}),
    "ds_write_b8": _ALL, "ds_write_b16": _ALL, "ds_write_b32": _ALL, "ds_write_b64": _ALL,
    "ds_write_b96": _ALL, "ds_write_b128": _ALL, "ds_read_u8": _ALL, "ds_read_u16": _ALL, "ds_read_b32": _ALL,
    "ds_read_b64": _ALL, "ds_read_b96": _ALL, "ds_read_b128": _ALL,
    "ds_store_b8": _RDNA, "ds_store_b16": _RDNA, "ds_store_b32": _RDNA, "ds_store_b64": _RDNA,
    "ds_store_b96": _RDNA, "ds_store_b128": _RDNA, "ds_load_u8": _RDNA, "ds_load_u16": _RDNA, "ds_load_b32": _RDNA,
    "ds_load_b64": _RDNA, "ds_load_b96": _RDNA, "ds_load_b128": _RDNA,
    "ds_write_b8_d16_hi": _ALL, "ds_write_b16_d16_hi": _ALL,
    "ds_store_b8_d16_hi": _RDNA, "ds_store_b16_d16_hi": _RDNA,
    "v_mbcnt_lo_u32_b32": _ALL, "v_mbcnt_hi_u32_b32": _ALL,
    "v_lshlrev_b32": _ALL, "v_lshrrev_b32": _ALL, "v_and_b32": _ALL, "v_or_b32": _ALL, "v_xor_b32": _ALL,
    "v_add_u32": _CDNA, "v_add_nc_u32": _RDNA, "v_bfe_u32": _ALL,
    "s_mov_b32": _ALL, "s_mov_b64": _ALL, "s_nop": _ALL, "v_nop": _RDNA,
    "s_waitcnt": _ALL - {"gfx1250"}, "s_wait_dscnt": frozenset({"gfx1200", "gfx1250"}),
}

#: The modifier names that select a DPP move: every DPP16 control of the table, and DPP8.
_DPP_NAMES = tuple(c.name for c in P.DPP16) + ("dpp8",)


@dataclass
class _Insn:
    line: int
    text: str
    mnemonic: str
    operands: list[str]
    mods: dict[str, str]


def _split_depth0(text: str, sep: str) -> list[str]:
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if depth == 0 and (ch == sep if sep != " " else ch.isspace()):
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return [p.strip() for p in out if p.strip()]


def _parse_line(number: int, raw: str) -> _Insn | None:
    text = re.split(r"//|;|#", raw, maxsplit=1)[0].strip()
    if not text or text.endswith(":"):
        return None
    if text.startswith("."):
        raise AmdMatrixError(f"line {number}: directive {text.split()[0]!r} is not modelled by the data-movement "
                             "emulator; legal input: instructions, one per line")
    parts = text.split(None, 1)
    mnemonic = parts[0].lower()
    rest = parts[1] if len(parts) > 1 else ""
    # Normalise spaces inside brackets and parentheses, then split operands from modifiers.
    rest = re.sub(r"\s*([,:])\s*", r"\1", rest)
    rest = re.sub(r"\s+([\])])", r"\1", re.sub(r"([\[(])\s+", r"\1", rest))
    pieces = _split_depth0(rest, ",")
    mods: dict[str, str] = {}
    if pieces:
        tail = _split_depth0(pieces[-1], " ")
        pieces[-1:] = tail[:1]
        words = tail[1:]
        # A modifier-only tail (``s_nop 0`` has none) starts with a name:value word.
        if pieces and ":" in pieces[-1] and not pieces[-1].startswith(("v[", "s[")) and \
                re.match(r"^[a-z_]+:", pieces[-1]):
            words = [pieces.pop()] + words
        for word in words:
            name, _, value = word.partition(":")
            mods[name.lower()] = value
    return _Insn(number, text, mnemonic, pieces, mods)


def _reg(text: str) -> tuple[str, int, int] | None:
    """``("v", first, count)`` of ``v3``, ``v[4:7]``, ``s[0:1]``; None for other operands."""
    m = re.fullmatch(r"([vs])(\d+)", text)
    if m:
        return m.group(1), int(m.group(2)), 1
    m = re.fullmatch(r"([vs])\[(\d+):(\d+)\]", text)
    if m:
        lo, hi = int(m.group(2)), int(m.group(3))
        if hi < lo:
            raise AmdMatrixError(f"register range {text} runs backwards")
        return m.group(1), lo, hi - lo + 1
    return None


def _int(text: str) -> int | None:
    try:
        return int(text, 0)
    except ValueError:
        return None


class Wave:
    """The state of one wave: ``vgprs`` (registers, lanes) uint32, ``sgprs`` uint32, ``lds`` bytes.

    ``Wave(arch, registers, wave=None, sgprs=None, lds=None)``; :meth:`run` executes assembly
    text and returns the wave. Arrays passed in are copied.
    """

    def __init__(self, arch: str | Arch, registers: npt.ArrayLike, *, wave: int | None = None,
                 sgprs: npt.ArrayLike | None = None, lds: npt.ArrayLike | None = None) -> None:
        self.arch = arch if isinstance(arch, Arch) else resolve_arch(arch)
        if wave is None:
            wave = self.arch.default_wave
        if wave not in self.arch.waves:
            raise OutOfRangeError(f"wave size {wave!r} is not allowed on {self.arch.name}; legal values: "
                                  + ", ".join(str(w) for w in self.arch.waves))
        self.lanes = int(wave)
        self.target = self.arch.mcpu
        arr = np.asarray(registers)
        if arr.ndim != 2 or arr.shape[1] != self.lanes or arr.dtype.kind not in "iu":
            raise AmdMatrixError(f"registers must be an integer image of shape (registers, {self.lanes}) "
                                 f"for wave{self.lanes}, not {arr.dtype} {arr.shape}")
        self.vgprs: U32 = arr.astype(np.uint32).copy()
        self.sgprs: U32 = np.zeros(106, np.uint32) if sgprs is None else np.asarray(sgprs).astype(np.uint32).copy()
        if self.sgprs.ndim != 1:
            raise AmdMatrixError("sgprs must be a 1-D array of 32-bit words")
        size = P.lds_geometry(self.arch).size
        self.lds = np.zeros(size, np.uint8) if lds is None else np.asarray(lds).astype(np.uint8).copy()
        self.vcc = np.zeros(2, np.uint32)

    # ------------------------------------------------------------------ operands
    def _vreg(self, insn: _Insn, index: int, count: int = 1) -> None:
        if index + count > self.vgprs.shape[0]:
            raise OutOfRangeError(f"line {insn.line}: v{index + count - 1} is beyond the {self.vgprs.shape[0]} "
                                  f"registers given ({insn.text}); pass a larger register image")

    def _sreg(self, insn: _Insn, index: int, count: int = 1) -> None:
        if index + count > self.sgprs.shape[0]:
            raise OutOfRangeError(f"line {insn.line}: s{index + count - 1} is beyond the {self.sgprs.shape[0]} "
                                  f"SGPRs ({insn.text})")

    def _scalar(self, insn: _Insn, text: str) -> int:
        """A 32-bit scalar source: an SGPR, vcc_lo/vcc_hi, exec_lo/exec_hi or an integer constant."""
        r = _reg(text)
        if r and r[0] == "s" and r[2] == 1:
            self._sreg(insn, r[1])
            return int(self.sgprs[r[1]])
        special = {"vcc_lo": int(self.vcc[0]), "vcc_hi": int(self.vcc[1]), "exec_lo": 0xFFFFFFFF,
                   "exec_hi": 0xFFFFFFFF if self.lanes == 64 else 0}
        if text in special:
            return special[text]
        value = _int(text)
        if value is None or not -(1 << 31) <= value < (1 << 32):
            raise AmdMatrixError(f"line {insn.line}: operand {text!r} is not modelled ({insn.text}); legal "
                                 "values: v registers, s registers, vcc_lo/vcc_hi, exec_lo/exec_hi, 32-bit integers")
        return value & 0xFFFFFFFF

    def _src(self, insn: _Insn, text: str) -> U32:
        """A 32-bit vector source as (lanes,) uint32: a VGPR, or any scalar source broadcast."""
        r = _reg(text)
        if r and r[0] == "v":
            if r[2] != 1:
                raise AmdMatrixError(f"line {insn.line}: {text} is a register range where one register is read")
            self._vreg(insn, r[1])
            row: U32 = self.vgprs[r[1]].copy()
            return row
        return np.full(self.lanes, self._scalar(insn, text), np.uint32)

    def _dst(self, insn: _Insn, text: str, count: int = 1) -> int:
        r = _reg(text)
        if not r or r[0] != "v" or r[2] != count:
            want = "a VGPR" if count == 1 else f"a range of {count} VGPRs"
            raise AmdMatrixError(f"line {insn.line}: destination {text!r} must be {want} ({insn.text})")
        self._vreg(insn, r[1], count)
        return r[1]

    def _mask(self, insn: _Insn, text: str) -> npt.NDArray[np.bool_]:
        """A lane mask: an SGPR pair (wave64) or one SGPR (wave32), vcc or exec."""
        if text in ("vcc", "vcc_lo") and (text == "vcc_lo") == (self.lanes == 32):
            word = int(self.vcc[0]) | (int(self.vcc[1]) << 32)
        elif text == "exec" or text == "exec_lo":
            word = (1 << self.lanes) - 1
        else:
            r = _reg(text)
            want = 2 if self.lanes == 64 else 1
            if not r or r[0] != "s" or r[2] != want:
                raise AmdMatrixError(f"line {insn.line}: lane mask {text!r} is not modelled ({insn.text}); legal "
                                     f"values: {'an SGPR pair s[n:n+1]' if want == 2 else 'one SGPR'}, vcc, exec")
            self._sreg(insn, r[1], want)
            word = int(self.sgprs[r[1]]) | ((int(self.sgprs[r[1] + 1]) << 32) if want == 2 else 0)
        return ((word >> np.arange(self.lanes, dtype=np.uint64)) & 1).astype(bool)

    def _count(self, insn: _Insn, n: int) -> None:
        if len(insn.operands) != n:
            raise AmdMatrixError(f"line {insn.line}: {insn.mnemonic} takes {n} operands, not "
                                 f"{len(insn.operands)} ({insn.text})")

    def _no_mods(self, insn: _Insn, allowed: tuple[str, ...] = ()) -> None:
        for name in insn.mods:
            if name not in allowed:
                legal = ", ".join(allowed) if allowed else "none"
                raise AmdMatrixError(f"line {insn.line}: modifier {name!r} of {insn.mnemonic} is not modelled "
                                     f"({insn.text}); legal modifiers: {legal}")

    # ------------------------------------------------------------------ running
    def run(self, asm: str) -> Wave:
        """Execute ``asm`` (LLVM syntax, one instruction per line) and return this wave."""
        if not isinstance(asm, str):
            raise AmdMatrixError(f"the assembly must be text, not {type(asm).__name__}")
        for number, raw in enumerate(asm.splitlines(), 1):
            insn = _parse_line(number, raw)
            if insn is None:
                continue
            op = _OPS.get(insn.mnemonic)
            if op is None:
                raise AmdMatrixError(f"line {number}: {insn.mnemonic} is not modelled by the data-movement emulator; "
                                     f"legal instructions: {', '.join(sorted(_OPS))}")
            feature = _FEATURE.get(insn.mnemonic)
            have = TARGETS.get(insn.mnemonic, _ALL)
            if (not self.arch.has(feature)) if feature else self.target not in have:
                where = [a.name for a in _archs.ARCHS if a.has(feature)] if feature else sorted(have)
                raise AmdMatrixError(f"line {number}: {insn.mnemonic} does not exist on {self.arch.name} "
                                     f"({self.target}); it exists on {', '.join(where)}")
            op(self, insn)
        return self


# ====================================================================== instruction families
def _mov(w: Wave, insn: _Insn) -> None:
    """V_MOV_B32 (CDNA3 ISA §12 VOP1 opcodes; RDNA3 ISA §16), with DPP16 or DPP8 when a DPP control is given."""
    w._count(insn, 2)
    dpp = [name for name in insn.mods if name in _DPP_NAMES]
    if dpp or insn.mnemonic.endswith("_dpp"):
        _dpp(w, insn)
        return
    w._no_mods(insn)
    d = w._dst(insn, insn.operands[0])
    w.vgprs[d] = w._src(insn, insn.operands[1])


def _apply(plan: P.Lanes, src: U32, old: U32) -> U32:
    """A write plan of :mod:`amdmatrix.primitives` applied: source lane, WRITE_ZERO or KEEP per lane."""
    idx = np.asarray(plan, dtype=np.int64)
    out: U32 = np.where(idx >= 0, src[np.clip(idx, 0, None)], np.where(idx == P.KEEP, old, 0)).astype(np.uint32)
    return out


def _primitive(insn: _Insn, call: Callable[[], P.Lanes]) -> P.Lanes:
    """Run a table look-up, its refusal prefixed with the line (one message, never a traceback)."""
    try:
        return call()
    except AmdMatrixError as e:
        raise type(e)(f"line {insn.line}: {e} ({insn.text})") from None


def _dpp(w: Wave, insn: _Insn) -> None:
    """DPP16 and DPP8 on V_MOV_B32: the control's lane map and the ROW_MASK/BANK_MASK/BOUND_CTRL
    write rule are :func:`amdmatrix.primitives.dpp_write` / ``dpp8_write``."""
    controls = [n for n in insn.mods if n in _DPP_NAMES]
    if len(controls) != 1:
        raise AmdMatrixError(f"line {insn.line}: DPP needs exactly one control ({insn.text}); legal controls: "
                             + ", ".join(_DPP_NAMES))
    name = controls[0]
    d = w._dst(insn, insn.operands[0])
    src = w._src(insn, insn.operands[1])
    if name == "dpp8":
        w._no_mods(insn, ("dpp8", "fi"))
        plan = _primitive(insn, lambda: P.dpp8_write(insn.mods["dpp8"], w.lanes, arch=w.arch))
        w.vgprs[d] = _apply(plan, src, w.vgprs[d])
        return
    w._no_mods(insn, (name, "row_mask", "bank_mask", "bound_ctrl", "fi"))
    value = insn.mods[name]
    try:
        setting = P.dpp_control(f"{name}:{value}" if value else name, w.arch)
    except P.PrimitiveNotOnArchError:
        legal = [c.name for c in P.DPP16 if c.feature is None or w.arch.has(c.feature)]
        raise AmdMatrixError(f"line {insn.line}: DPP control {name} does not exist on {w.arch.name}; legal "
                             f"controls: {', '.join(legal)}") from None
    except AmdMatrixError as e:
        raise type(e)(f"line {insn.line}: {e}") from None
    row_mask = _int(insn.mods.get("row_mask", "0xf"))
    bank_mask = _int(insn.mods.get("bank_mask", "0xf"))
    if row_mask is None or bank_mask is None or not (0 <= row_mask <= 15 and 0 <= bank_mask <= 15):
        raise AmdMatrixError(f"line {insn.line}: row_mask and bank_mask take 0x0-0xf ({insn.text})")
    bound = "bound_ctrl" in insn.mods  # LLVM writes the set bit as bound_ctrl:1 (bound_ctrl:0 is a legacy alias)
    plan = P.dpp_write(setting, w.lanes, row_mask=row_mask, bank_mask=bank_mask, bound_ctrl=bound)
    w.vgprs[d] = _apply(plan, src, w.vgprs[d])


def _permlane(w: Wave, insn: _Insn) -> None:
    """The permlanes (:data:`amdmatrix.primitives.PERMLANES`): V_PERMLANE16_B32/V_PERMLANEX16_B32
    with the {SRC2, SRC1} selector, V_PERMLANE64_B32, and the swaps V_PERMLANE16_SWAP_B32 /
    V_PERMLANE32_SWAP_B32, which write both registers."""
    row = P.permlane(insn.mnemonic)
    if row.registers == 2:
        w._count(insn, 2)
        w._no_mods(insn, ("bound_ctrl", "fi"))
        if insn.mods.get("bound_ctrl", "0") not in ("0", "") or insn.mods.get("fi", "0") not in ("0", ""):
            raise AmdMatrixError(f"line {insn.line}: bound_ctrl/fi on {insn.mnemonic} only matter for inactive "
                                 "lanes, which this emulator does not model; legal values: 0")
        d, s = w._dst(insn, insn.operands[0]), w._dst(insn, insn.operands[1])
        plan = _primitive(insn, lambda: P.permlane_source_lanes(insn.mnemonic, w.lanes))
        pair = np.concatenate([w.vgprs[d], w.vgprs[s]])
        out = _apply(plan, pair, pair)
        w.vgprs[d], w.vgprs[s] = out[:w.lanes], out[w.lanes:]
        return
    w._no_mods(insn)
    if row.selector:
        w._count(insn, 4)
        sel = w._scalar(insn, insn.operands[2]) | (w._scalar(insn, insn.operands[3]) << 32)
    else:
        w._count(insn, 2)
        sel = 0
    d = w._dst(insn, insn.operands[0])
    src = w._src(insn, insn.operands[1])
    plan = _primitive(insn, lambda: P.permlane_source_lanes(insn.mnemonic, w.lanes, sel))
    w.vgprs[d] = _apply(plan, src, w.vgprs[d])


def _ds_offset(w: Wave, insn: _Insn, limit: int = 0xFFFF) -> int:
    off = _int(insn.mods.get("offset", "0"))
    if off is None or not 0 <= off <= limit:
        raise AmdMatrixError(f"line {insn.line}: offset:{insn.mods.get('offset')} is not modelled; legal values: "
                             f"integers 0-{limit}")
    return off


def _bpermute(w: Wave, insn: _Insn) -> None:
    """DS_BPERMUTE_B32 (pull) and DS_PERMUTE_B32 (push): :func:`amdmatrix.primitives.bpermute_write`
    and ``permute_write`` (the lane addressed is ((VADDR + offset) / 4) mod wave size)."""
    w._count(insn, 3)
    w._no_mods(insn, ("offset",))
    d = w._dst(insn, insn.operands[0])
    addr = [int(a) for a in w._src(insn, insn.operands[1])]
    data = w._src(insn, insn.operands[2])
    off = _ds_offset(w, insn)
    write = P.bpermute_write if insn.mnemonic == "ds_bpermute_b32" else P.permute_write
    w.vgprs[d] = _apply(_primitive(insn, lambda: write(addr, w.lanes, off)), data, w.vgprs[d])


def _swizzle_offset(insn: _Insn) -> int:
    """The 16-bit offset of ds_swizzle_b32: a number or LLVM's swizzle(...) macro
    (:func:`amdmatrix.primitives.swizzle_encode`)."""
    text = insn.mods.get("offset", "0")
    try:
        return P.swizzle_encode(text)
    except AmdMatrixError as e:
        raise AmdMatrixError(f"line {insn.line}: {e}") from None


def _swizzle(w: Wave, insn: _Insn) -> None:
    """DS_SWIZZLE_B32: :func:`amdmatrix.primitives.swizzle_write` (quad and bit-mask modes)."""
    w._count(insn, 2)
    w._no_mods(insn, ("offset",))
    off = _swizzle_offset(insn)
    d = w._dst(insn, insn.operands[0])
    src = w._src(insn, insn.operands[1])
    w.vgprs[d] = _apply(_primitive(insn, lambda: P.swizzle_write(off, w.lanes)), src, w.vgprs[d])


def _readlane(w: Wave, insn: _Insn) -> None:
    """V_READLANE_B32 sdst, vsrc, lane and V_WRITELANE_B32 vdst, ssrc, lane (CDNA3 ISA §12 VOP3
    opcodes): copy one lane to an SGPR, or an SGPR/constant into one lane; the lane select is
    taken modulo the wave size."""
    w._count(insn, 3)
    w._no_mods(insn)
    lane = w._scalar(insn, insn.operands[2]) % w.lanes
    if insn.mnemonic == "v_readlane_b32":
        r = _reg(insn.operands[0])
        if not r or r[0] != "s" or r[2] != 1:
            raise AmdMatrixError(f"line {insn.line}: v_readlane_b32 writes one SGPR, not {insn.operands[0]!r}")
        w._sreg(insn, r[1])
        w.sgprs[r[1]] = w._src(insn, insn.operands[1])[lane]
    else:
        d = w._dst(insn, insn.operands[0])
        w.vgprs[d, lane] = w._scalar(insn, insn.operands[1])


def _perm(w: Wave, insn: _Insn) -> None:
    """V_PERM_B32 (CDNA3 ISA §12 VOP3 opcodes): byte i of D is chosen by byte i of SRC2 from the
    eight bytes {SRC0, SRC1} (0-3: SRC1, 4-7: SRC0); selector 8-11 give the sign of bytes 1, 3, 5,
    7 spread over the byte, 12 gives 0x00 and 13-255 give 0xff."""
    w._count(insn, 4)
    w._no_mods(insn)
    d = w._dst(insn, insn.operands[0])
    s0 = w._src(insn, insn.operands[1]).astype(np.uint64)
    s1 = w._src(insn, insn.operands[2]).astype(np.uint64)
    sel = w._src(insn, insn.operands[3])
    both = (s0 << np.uint64(32)) | s1
    out = np.zeros(w.lanes, np.uint64)
    for i in range(4):
        s = ((sel >> np.uint32(8 * i)) & np.uint32(0xFF)).astype(np.uint64)
        byte = (both >> (np.uint64(8) * np.minimum(s, np.uint64(7)))) & np.uint64(0xFF)
        sign_bit = np.array([15, 31, 47, 63], np.uint64)[np.clip(s.astype(np.int64) - 8, 0, 3)]
        sign = np.where((both >> sign_bit) & np.uint64(1), np.uint64(0xFF), np.uint64(0))
        byte = np.where(s < 8, byte, np.where(s < 12, sign, np.where(s == 12, np.uint64(0), np.uint64(0xFF))))
        out |= byte << np.uint64(8 * i)
    w.vgprs[d] = out.astype(np.uint32)


def _align(w: Wave, insn: _Insn) -> None:
    """V_ALIGNBIT_B32 / V_ALIGNBYTE_B32 (CDNA3 ISA §12 VOP3 opcodes): the low 32 bits of
    {SRC0, SRC1} >> (SRC2[4:0]) bits, or >> 8 * SRC2[1:0] bytes."""
    w._count(insn, 4)
    w._no_mods(insn)
    d = w._dst(insn, insn.operands[0])
    s0 = w._src(insn, insn.operands[1]).astype(np.uint64)
    s1 = w._src(insn, insn.operands[2]).astype(np.uint64)
    s2 = w._src(insn, insn.operands[3]).astype(np.uint64)
    shift = (s2 & np.uint64(31)) if insn.mnemonic == "v_alignbit_b32" else (s2 & np.uint64(3)) * np.uint64(8)
    w.vgprs[d] = ((((s0 << np.uint64(32)) | s1) >> shift) & np.uint64(0xFFFFFFFF)).astype(np.uint32)


def _cndmask(w: Wave, insn: _Insn) -> None:
    """V_CNDMASK_B32 (CDNA3 ISA §12 VOP2 opcodes): D = mask[lane] ? SRC1 : SRC0, the mask being
    VCC (VOP2) or an SGPR pair (an SGPR in wave32) in VOP3."""
    w._no_mods(insn)
    if len(insn.operands) == 3 and insn.mnemonic != "v_cndmask_b32_e64":
        insn.operands.append("vcc" if w.lanes == 64 else "vcc_lo")
    w._count(insn, 4)
    d = w._dst(insn, insn.operands[0])
    a, b = w._src(insn, insn.operands[1]), w._src(insn, insn.operands[2])
    w.vgprs[d] = np.where(w._mask(insn, insn.operands[3]), b, a)


def _pair(w: Wave, insn: _Insn, text: str) -> tuple[U32, U32]:
    r = _reg(text)
    if r and r[0] == "v" and r[2] == 2:
        w._vreg(insn, r[1], 2)
        return w.vgprs[r[1]].copy(), w.vgprs[r[1] + 1].copy()
    raise AmdMatrixError(f"line {insn.line}: {insn.mnemonic} operand {text!r} is not modelled; legal values: "
                         "a VGPR pair v[n:n+1]")


def _op_sel(insn: _Insn, n: int) -> list[int]:
    text = insn.mods.get("op_sel", "[" + ",".join("0" * n) + "]")
    bits = [int(x) for x in re.findall(r"\d+", text)]
    if len(bits) > n or any(b > 1 for b in bits):
        raise AmdMatrixError(f"line {insn.line}: op_sel:{text} is out of range; legal values: up to {n} bits of 0/1")
    return bits + [0] * (n - len(bits))


def _pk_mov(w: Wave, insn: _Insn) -> None:
    """V_PK_MOV_B32 (CDNA3 ISA §12 VOP3P opcodes): D[31:0] = OP_SEL[0] ? SRC0[63:32] : SRC0[31:0];
    D[63:32] = OP_SEL[1] ? SRC1[63:32] : SRC1[31:0]."""
    w._count(insn, 3)
    w._no_mods(insn, ("op_sel",))
    sel = _op_sel(insn, 2)
    d = w._dst(insn, insn.operands[0], 2)
    a, b = _pair(w, insn, insn.operands[1]), _pair(w, insn, insn.operands[2])
    w.vgprs[d], w.vgprs[d + 1] = a[sel[0]], b[sel[1]]


def _half(src: U32, hi: int) -> U32:
    out: U32 = ((src >> np.uint32(16)) if hi else src) & np.uint32(0xFFFF)
    return out


def _pack(w: Wave, insn: _Insn) -> None:
    """V_PACK_B32_F16 (CDNA3 ISA §12 VOP3 opcodes): D = {SRC1 half, SRC0 half}, OP_SEL[0]/[1]
    choosing each source's high half. Modelled as a bit copy (no canonicalisation of NaNs)."""
    w._count(insn, 3)
    w._no_mods(insn, ("op_sel",))
    sel = _op_sel(insn, 3)
    if sel[2]:
        raise AmdMatrixError(f"line {insn.line}: op_sel[2] of v_pack_b32_f16 is not modelled; legal values: 0")
    d = w._dst(insn, insn.operands[0])
    lo = _half(w._src(insn, insn.operands[1]), sel[0])
    hi = _half(w._src(insn, insn.operands[2]), sel[1])
    w.vgprs[d] = lo | (hi << np.uint32(16))


def _to_float(bits: U32) -> npt.NDArray[np.float64]:
    return bits.view(np.float32).astype(np.float64)


def _rtz_f16(x: npt.NDArray[np.float64]) -> npt.NDArray[np.uint64]:
    """FP32 -> FP16 rounded toward zero: the nearest-even result, stepped back one code where it
    rounded away from zero; overflow gives the largest finite value, Inf and NaN stay."""
    fmt = get_format("fp16")
    with np.errstate(all="ignore"):
        codes = fmt.encode(x).astype(np.int64)
        back = _to_float_codes(codes)
        away = np.isfinite(x) & (np.abs(back) > np.abs(x))
        codes = np.where(away, codes - 1, codes)
    return codes.astype(np.uint64)


def _to_float_codes(codes: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
    return codes.astype(np.uint16).view(np.float16).astype(np.float64)


def _cvt_pk(w: Wave, insn: _Insn) -> None:
    """The packing conversions from FP32. V_CVT_PK_BF16_F32 and V_CVT_PK_F16_F32 (CDNA4 ISA §12
    VOP3 opcodes) round to nearest even; V_CVT_PKRTZ_F16_F32 (CDNA3 ISA §12 VOP2; RDNA's
    v_cvt_pk_rtz_f16_f32) rounds toward zero; D = {cvt(SRC1), cvt(SRC0)}. V_CVT_PK_FP8_F32 /
    V_CVT_PK_BF8_F32 (CDNA3 ISA §12 VOP3) round to nearest even into two bytes of the word
    OP_SEL[3] (LLVM's op_sel:[0,0,1]) selects, keeping the other half; FP8/BF8 are FNUZ on
    CDNA3 and OCP on CDNA4 and RDNA4. Overflow follows the format (NaN for E4M3, Inf for
    E5M2); the clamp (saturating) modifier is not modelled."""
    w._count(insn, 3)
    eight = insn.mnemonic in ("v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32")
    w._no_mods(insn, ("op_sel",) if eight else ())
    d = w._dst(insn, insn.operands[0])
    x0 = _to_float(w._src(insn, insn.operands[1]))
    x1 = _to_float(w._src(insn, insn.operands[2]))
    if eight:
        sel = _op_sel(insn, 3)
        if sel[0] or sel[1]:
            raise AmdMatrixError(f"line {insn.line}: op_sel[0:1] of {insn.mnemonic} is not modelled; legal: "
                                 "op_sel:[0,0,0] or op_sel:[0,0,1]")
        name = ("fp8" if "fp8" in insn.mnemonic else "bf8") + ("_fnuz" if w.target == "gfx942" else "")
        fmt = get_format(name)
        with np.errstate(all="ignore"):
            word = fmt.encode(x0) | (fmt.encode(x1) << np.uint64(8))
        shift = np.uint32(16 if sel[2] else 0)
        keep = np.uint32(0x0000FFFF if sel[2] else 0xFFFF0000)
        w.vgprs[d] = (w.vgprs[d] & keep) | (word.astype(np.uint32) << shift)
        return
    if "rtz" in insn.mnemonic:
        lo, hi = _rtz_f16(x0), _rtz_f16(x1)
    else:
        fmt = get_format("bf16" if "bf16" in insn.mnemonic else "fp16")
        with np.errstate(all="ignore"):
            lo, hi = fmt.encode(x0), fmt.encode(x1)
    w.vgprs[d] = (lo | (hi << np.uint64(16))).astype(np.uint32)


_DS_WIDTH = {"b8": 1, "u8": 1, "b16": 2, "u16": 2, "b32": 4, "b64": 8, "b96": 12, "b128": 16}


def _ds_memory(w: Wave, insn: _Insn) -> None:
    """DS_WRITE_B8/B16/B32/B64/B96/B128 and DS_READ_U8/U16/B32/B64/B96/B128 (CDNA3 ISA §11 "LDS" and the DS
    opcodes; RDNA3 spells them ds_store_*/ds_load_*): each lane writes or reads its bytes at
    VADDR + offset, little-endian, consecutive registers holding consecutive dwords. Lanes
    are applied in lane order, so when lanes write the same byte the highest lane's stays.
    DS_WRITE_B8_D16_HI/B16_D16_HI store the byte or halfword at bits 23:16 or 31:16 of the data
    register (LLVM's DSInstructions.td, "D16_HI" stores: the high half's low bits).
    An address outside the LDS is an error (the hardware would drop or zero it)."""
    w._count(insn, 2)
    w._no_mods(insn, ("offset",))
    store = insn.mnemonic.startswith(("ds_write", "ds_store"))
    high = 2 if insn.mnemonic.endswith("_d16_hi") else 0
    width = _DS_WIDTH[insn.mnemonic.removesuffix("_d16_hi").rsplit("_", 1)[1]]
    regs = max(1, width // 4)
    off = _ds_offset(w, insn)
    if store:
        addr = w._src(insn, insn.operands[0]).astype(np.int64) + off
        r = _reg(insn.operands[1])
        if not r or r[0] != "v" or r[2] != regs:
            what = "a VGPR" if regs == 1 else f"{regs} VGPRs"
            raise AmdMatrixError(f"line {insn.line}: {insn.mnemonic} stores {what}, not {insn.operands[1]!r}")
        w._vreg(insn, r[1], regs)
        data = np.ascontiguousarray(w.vgprs[r[1]:r[1] + regs].T).view(np.uint8).reshape(w.lanes, 4 * regs)
        data = data[:, high:high + width]
    else:
        addr = w._src(insn, insn.operands[1]).astype(np.int64) + off
        d = w._dst(insn, insn.operands[0], regs)
    _in_lds(w, insn, addr, width)
    index = addr[:, None] + np.arange(width)
    if store:
        for lane in range(w.lanes):  # lane order decides overlapping writes
            w.lds[index[lane]] = data[lane]
        return
    got = np.zeros((w.lanes, 4 * regs), np.uint8)
    got[:, :width] = w.lds[index]
    w.vgprs[d:d + regs] = got.view(np.uint32).reshape(w.lanes, regs).T


def _in_lds(w: Wave, insn: _Insn, addr: npt.NDArray[np.int64], width: int) -> None:
    """Refuse an access outside the LDS (the hardware would drop or zero it)."""
    if bool(np.any(addr < 0)) or bool(np.any(addr + width > w.lds.size)):
        bad = int(addr[(addr < 0) | (addr + width > w.lds.size)][0])
        raise OutOfRangeError(f"line {insn.line}: LDS address {bad} is outside the {w.lds.size} bytes of "
                              f"{w.arch.name}'s LDS ({insn.text})")


def _ds_transpose(w: Wave, insn: _Insn) -> None:
    """The transposing LDS reads (CDNA4 DS_READ_B64_TR_B16/_B8/_B4 and DS_READ_B96_TR_B6; gfx1250
    DS_LOAD_TR8_B64 and DS_LOAD_TR16_B128): each lane reads its ``width`` bits at VADDR + offset as
    a plain read does, and each group of 16 lanes shuffles them as the table's
    :class:`amdmatrix.primitives.TransposingRead` declares (every lane active, as the ISA requires)."""
    w._count(insn, 2)
    w._no_mods(insn, ("offset",))
    t = P.transposing_read(insn.mnemonic)
    nbytes, regs = t.width // 8, t.registers
    d = w._dst(insn, insn.operands[0], regs)
    addr = w._src(insn, insn.operands[1]).astype(np.int64) + _ds_offset(w, insn)
    _in_lds(w, insn, addr, nbytes)
    raw = w.lds[addr[:, None] + np.arange(nbytes)]
    got = t.shuffle([int.from_bytes(raw[lane].tobytes(), "little") for lane in range(w.lanes)])
    w.vgprs[d:d + regs] = np.array([[v >> (32 * r) & 0xFFFFFFFF for v in got] for r in range(regs)], np.uint32)


def _scalar_mov(w: Wave, insn: _Insn) -> None:
    """S_MOV_B32 / S_MOV_B64 of a constant or SGPRs (CDNA3 ISA §4 SOP1): sets up lane masks and selectors."""
    w._count(insn, 2)
    w._no_mods(insn)
    r = _reg(insn.operands[0])
    n = 2 if insn.mnemonic == "s_mov_b64" else 1
    if not r or r[0] != "s" or r[2] != n:
        raise AmdMatrixError(f"line {insn.line}: {insn.mnemonic} writes {'an SGPR pair' if n == 2 else 'one SGPR'}, "
                             f"not {insn.operands[0]!r}")
    w._sreg(insn, r[1], n)
    src = _reg(insn.operands[1])
    if src and src[0] == "s" and src[2] == n:
        w._sreg(insn, src[1], n)
        w.sgprs[r[1]:r[1] + n] = w.sgprs[src[1]:src[1] + n]
        return
    value = w._scalar(insn, insn.operands[1])
    if n == 2:  # a 32-bit constant is sign-extended to 64 bits
        w.sgprs[r[1]] = value
        w.sgprs[r[1] + 1] = 0xFFFFFFFF if value & 0x80000000 else 0
    else:
        w.sgprs[r[1]] = value


def _alu(w: Wave, insn: _Insn) -> None:
    """The integer VALU helpers that compute per-lane addresses and selectors (CDNA3 ISA §12 VOP2/VOP3):
    V_MBCNT_LO/HI_U32_B32 (count of set mask bits below the lane, plus SRC1), shifts, AND/OR/XOR,
    add, V_BFE_U32."""
    w._no_mods(insn)
    m = insn.mnemonic
    three = m == "v_bfe_u32"
    w._count(insn, 4 if three else 3)
    d = w._dst(insn, insn.operands[0])
    a = w._src(insn, insn.operands[1]).astype(np.uint64)
    b = w._src(insn, insn.operands[2]).astype(np.uint64)
    lanes = np.arange(w.lanes, dtype=np.uint64)
    full = np.uint64(0xFFFFFFFF)
    if m == "v_mbcnt_lo_u32_b32":
        below = np.minimum(lanes, np.uint64(32))
        ones = np.array([bin(int(x) & ((1 << int(n)) - 1)).count("1") for x, n in zip(a, below, strict=True)],
                        np.uint64)
        out = ones + b
    elif m == "v_mbcnt_hi_u32_b32":
        above = np.where(lanes > 32, lanes - np.uint64(32), np.uint64(0))
        ones = np.array([bin(int(x) & ((1 << int(n)) - 1)).count("1") for x, n in zip(a, above, strict=True)],
                        np.uint64)
        out = ones + b
    elif m == "v_lshlrev_b32":
        out = b << (a & np.uint64(31))
    elif m == "v_lshrrev_b32":
        out = b >> (a & np.uint64(31))
    elif m == "v_and_b32":
        out = a & b
    elif m == "v_or_b32":
        out = a | b
    elif m == "v_xor_b32":
        out = a ^ b
    elif m in ("v_add_u32", "v_add_nc_u32"):
        out = a + b
    else:  # v_bfe_u32 dst, src, offset, width
        c = w._src(insn, insn.operands[3]).astype(np.uint64)
        width = c & np.uint64(31)
        out = (a >> (b & np.uint64(31))) & ((np.uint64(1) << width) - np.uint64(1))
    w.vgprs[d] = (out & full).astype(np.uint32)


def _nothing(w: Wave, insn: _Insn) -> None:
    """S_NOP, V_NOP and the wait-count instructions: with no timing modelled, no effect."""


_Op = Callable[[Wave, _Insn], None]
_OPS: dict[str, _Op] = {
    "v_mov_b32": _mov, "v_mov_b32_e32": _mov, "v_mov_b32_e64": _mov, "v_mov_b32_dpp": _mov,
    **{p.mnemonic: _permlane for p in P.PERMLANES},
    **{t.mnemonic: _ds_transpose for t in P.TRANSPOSING_READS},
    "ds_bpermute_b32": _bpermute, "ds_permute_b32": _bpermute, "ds_swizzle_b32": _swizzle,
    "v_readlane_b32": _readlane, "v_writelane_b32": _readlane,
    "v_perm_b32": _perm, "v_alignbit_b32": _align, "v_alignbyte_b32": _align,
    "v_cndmask_b32": _cndmask, "v_cndmask_b32_e32": _cndmask, "v_cndmask_b32_e64": _cndmask,
    "v_pk_mov_b32": _pk_mov, "v_pack_b32_f16": _pack,
    "v_cvt_pk_bf16_f32": _cvt_pk, "v_cvt_pk_f16_f32": _cvt_pk, "v_cvt_pkrtz_f16_f32": _cvt_pk,
    "v_cvt_pk_rtz_f16_f32": _cvt_pk, "v_cvt_pk_fp8_f32": _cvt_pk, "v_cvt_pk_bf8_f32": _cvt_pk,
    "s_mov_b32": _scalar_mov, "s_mov_b64": _scalar_mov,
    "s_nop": _nothing, "v_nop": _nothing, "s_waitcnt": _nothing, "s_wait_dscnt": _nothing,
}
for _name in ("v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32", "v_lshlrev_b32", "v_lshrrev_b32", "v_and_b32",
              "v_or_b32", "v_xor_b32", "v_add_u32", "v_add_nc_u32", "v_bfe_u32"):
    _OPS[_name] = _alu
for _prefix in ("ds_write_", "ds_store_"):
    for _w in ("b8", "b16", "b32", "b64", "b96", "b128"):
        _OPS[_prefix + _w] = _ds_memory
for _prefix in ("ds_read_", "ds_load_"):
    for _w in ("u8", "u16", "b32", "b64", "b96", "b128"):
        _OPS[_prefix + _w] = _ds_memory
for _prefix in ("ds_write_", "ds_store_"):
    for _w in ("b8", "b16"):
        _OPS[_prefix + _w + "_d16_hi"] = _ds_memory

#: Every mnemonic the emulator models.
MODELLED = tuple(sorted(_OPS))


def run(arch: str | Arch, asm_text: str, registers: npt.ArrayLike, *, wave: int | None = None) -> U32:
    """The VGPR image ``(registers, lanes)`` after running ``asm_text`` on ``registers`` (a copy).

    SGPRs start at zero and the LDS is zeroed; use :class:`Wave` to give or read them.
    """
    return Wave(arch, registers, wave=wave).run(asm_text).vgprs
