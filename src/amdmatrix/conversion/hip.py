"""The HIP form of each instruction a plan emits (clang's builtins, or plain C where clang
selects the instruction itself), the declarations they use, and the set-up values as HIP
expressions of the lane id."""

from __future__ import annotations

from collections.abc import Iterable

from .. import primitives as P
from .ops import Op, Reg

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .code import _Code
    from .problem import _Target

__all__ = ["HIP_PRELUDE"]


#: The HIP form of each instruction (clang's BuiltinsAMDGPU.def; plain C where clang selects the
#: instruction itself). Variables, in operand order: ``dst``, ``src``, ``x``, ``y``, ``z``, ``w`` are 32-bit
#: register values (``unsigned``), ``a`` and ``b`` the FP32 values converted, ``addr`` the
#: lane's LDS byte address, ``sel`` a per-lane selector; the names in braces are the
#: instruction's controls, filled in as numbers. :data:`HIP_PRELUDE` declares the vector types
#: and ``LDS(type, address)``. ``tests/emulate/test_convert_hip.py`` compiles every form with
#: clang-22 and checks that the instruction comes out.
_HIP: dict[str, str] = {
    "v_mov_b32": "dst = src;",
    "v_mov_b32_dpp": "dst = __builtin_amdgcn_update_dpp(dst, src, {dpp}, {row_mask}, {bank_mask}, {bound_ctrl});",
    "ds_swizzle_b32": "dst = __builtin_amdgcn_ds_swizzle(src, {offset});",
    "ds_bpermute_b32": "dst = __builtin_amdgcn_ds_bpermute(addr, src);",
    "v_permlane16_b32": "dst = __builtin_amdgcn_permlane16(dst, src, {c0}, {c1}, false, false);",
    "v_permlanex16_b32": "dst = __builtin_amdgcn_permlanex16(dst, src, {c0}, {c1}, false, false);",
    "v_permlane32_swap_b32": "{{ auto r = __builtin_amdgcn_permlane32_swap(x, y, false, false); x = r[0]; y = r[1]; }}",
    "v_permlane16_swap_b32": "{{ auto r = __builtin_amdgcn_permlane16_swap(x, y, false, false); x = r[0]; y = r[1]; }}",
    "v_perm_b32": "dst = __builtin_amdgcn_perm(x, y, {sel});",
    "v_cndmask_b32_e64": "dst = (({mask} >> __lane_id()) & 1) ? y : x;",
    "v_cvt_pkrtz_f16_f32": "dst = __builtin_bit_cast(unsigned, __builtin_amdgcn_cvt_pkrtz(a, b));",
    "v_cvt_pk_rtz_f16_f32": "dst = __builtin_bit_cast(unsigned, __builtin_amdgcn_cvt_pkrtz(a, b));",
    "v_cvt_pk_f16_f32": "dst = __builtin_bit_cast(unsigned, (f16x2){{(_Float16)a, (_Float16)b}});",
    "v_cvt_pk_bf16_f32": "dst = __builtin_bit_cast(unsigned, (bf16x2){{(__bf16)a, (__bf16)b}});",
    "v_cvt_pk_fp8_f32": "dst = __builtin_amdgcn_cvt_pk_fp8_f32(a, b, dst, {word_sel});",
    "v_cvt_pk_bf8_f32": "dst = __builtin_amdgcn_cvt_pk_bf8_f32(a, b, dst, {word_sel});",
    "s_waitcnt": "__builtin_amdgcn_s_waitcnt({lgkm0});",
    "s_wait_dscnt": "__builtin_amdgcn_s_waitcnt({lgkm0});",
    "_b8": "LDS(unsigned char, addr) = (unsigned char)x;",
    "_b8_d16_hi": "LDS(unsigned char, addr) = (unsigned char)(x >> 16);",
    "_b16": "LDS(unsigned short, addr) = (unsigned short)x;",
    "_b16_d16_hi": "LDS(unsigned short, addr) = (unsigned short)(x >> 16);",
    "_write_b32": "LDS(unsigned, addr) = x;",
    "_write_b64": "LDS(u32x2, addr) = (u32x2){{x, y}};",
    "_write_b128": "LDS(u32x4, addr) = (u32x4){{x, y, z, w}};",
    "_read_b32": "x = LDS(unsigned, addr);",
    "_read_b64": "{{ u32x2 r = LDS(u32x2, addr); x = r.x; y = r.y; }}",
    "_read_b128": "{{ u32x4 r = LDS(u32x4, addr); x = r.x; y = r.y; z = r.z; w = r.w; }}",
    "ds_read_b64_tr_b16": "{{ u32x2 r = __builtin_bit_cast(u32x2, __builtin_amdgcn_ds_read_tr16_b64_v4i16(&LDS(i16x4, "
                          "addr))); x = r.x; y = r.y; }}",
    "ds_read_b64_tr_b8": "{{ i32x2 r = __builtin_amdgcn_ds_read_tr8_b64_v2i32(&LDS(i32x2, addr)); x = r.x; y = r.y; }}",
}

#: The forms whose statements use :data:`HIP_PRELUDE`'s vector types or ``LDS`` (every LDS
#: access and the two packing conversions that build a vector).
_PRELUDE_FORMS = frozenset({"v_cvt_pk_f16_f32", "v_cvt_pk_bf16_f32", "_b8", "_b8_d16_hi", "_b16", "_b16_d16_hi",
                            "_write_b32", "_write_b64", "_write_b128", "_read_b32", "_read_b64", "_read_b128",
                            "ds_read_b64_tr_b16", "ds_read_b64_tr_b8"})

#: The declarations the HIP forms use.
HIP_PRELUDE = """\
typedef unsigned u32x2 __attribute__((ext_vector_type(2)));
typedef unsigned u32x4 __attribute__((ext_vector_type(4)));
typedef short i16x4 __attribute__((ext_vector_type(4)));
typedef int i32x2 __attribute__((ext_vector_type(2)));
typedef _Float16 f16x2 __attribute__((ext_vector_type(2)));
typedef __bf16 bf16x2 __attribute__((ext_vector_type(2)));
#define LDS(T, addr) (*(__attribute__((address_space(3))) T *)(unsigned long)(addr))"""

def _hip_form(op: Op, t: _Target, svalues: dict[int, int], lanes: int) -> tuple[str, str, str | None]:
    """(the instruction form, its HIP statement, what clang emits for it: None when nothing need be)."""
    m = op.mnemonic
    mods = {x.split(":", 1)[0] if ":" in x else x: x for x in op.modifiers}
    consts = [o for o in op.operands if isinstance(o, Reg) and o.file == "s"]
    fields: dict[str, str] = {"lgkm0": f"0x{t.lgkm0:x}"}
    form = m
    clang: str | None = m
    if m == "v_mov_b32_dpp":
        ctrl = next(x for x in op.modifiers if not x.startswith(("row_mask", "bank_mask", "bound_ctrl")))
        fields.update(dpp=f"0x{P.dpp_encode(ctrl):x}", row_mask=mods["row_mask"].split(":")[1],
                      bank_mask=mods["bank_mask"].split(":")[1], bound_ctrl="true" if "bound_ctrl" in mods else "false")
        form = clang = " ".join((m, *op.modifiers))
    elif m == "ds_swizzle_b32":
        fields["offset"] = f"0x{P.swizzle_encode(mods['offset'].removeprefix('offset:')):x}"
        form = clang = f"{m} {mods['offset']}"
    elif m in ("v_permlane16_b32", "v_permlanex16_b32"):
        c0, c1 = (svalues[r.index] for r in consts[:2])
        fields.update(c0=f"0x{c0:x}", c1=f"0x{c1:x}")
        form = f"{m} (selects 0x{c0:x}, 0x{c1:x})"
        clang = m
    elif m == "v_perm_b32":
        sel = op.operands[3]
        if isinstance(sel, Reg) and sel.file == "s":
            fields["sel"] = f"0x{svalues[sel.index]:x}"
            form = f"{m} (selector 0x{svalues[sel.index]:x})"
        else:
            fields["sel"] = "sel"
            form = f"{m} (per-lane selector)"
    elif m == "v_cndmask_b32_e64":
        mask = consts[0]
        word = sum(svalues[i] << (32 * k) for k, i in enumerate(mask.indices))
        fields["mask"] = f"0x{word:x}ull" if lanes == 64 else f"0x{word:x}u"
        form, clang = f"{m} (mask 0x{word:x})", "v_cndmask_b32"
    elif m in ("v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32"):
        fields["word_sel"] = "true" if "op_sel" in mods else "false"
        form = clang = " ".join((m, *op.modifiers))
    elif m == "s_wait_dscnt":
        clang = "s_waitcnt lgkmcnt(0)"  # clang 22 has no s_wait_dscnt builtin: the deprecated S_WAITCNT form
        form = op.text
    elif m == "s_waitcnt":
        form = clang = op.text
    elif m == "v_mov_b32":
        clang = None  # a copy: the compiler allocates registers and may need none
    return form, _HIP[_hip_key(m)].format(**fields), clang


def _hip_key(m: str) -> str:
    """The :data:`_HIP` form of mnemonic ``m`` (a plain LDS access by its width, either spelling)."""
    if m.startswith(("ds_write", "ds_store", "ds_read", "ds_load")) and "_tr_" not in m:
        stem = m.replace("ds_store", "ds_write").replace("ds_load", "ds_read")
        return next(k for k in ("_b8_d16_hi", "_b16_d16_hi", "_b8", "_b16", "_write_b32", "_write_b64",
                                "_write_b128", "_read_b32", "_read_b64", "_read_b128") if stem.endswith(k))
    return m


def _hip_prelude(ops: Iterable[Op]) -> str:
    """:data:`HIP_PRELUDE` if a HIP form of ``ops`` uses it, else ""."""
    return HIP_PRELUDE if any(_hip_key(op.mnemonic) in _PRELUDE_FORMS for op in ops) else ""


def _setup_hip(code: _Code) -> list[dict[str, str]]:
    """Each per-lane set-up value as a HIP expression of the lane id."""
    out = []
    for r, (base, diffs) in sorted(code.vectors.items()):
        terms = [f"0x{base:x}u"] + [f"(((lane >> {b}) & 1u) * 0x{d:x}u)" for b, d in enumerate(diffs) if d]
        out.append({"register": f"v{r}", "hip": f"unsigned v{r} = " + " ^ ".join(terms) + ";  // lane = __lane_id()"})
    return out


def _hip(ops: Iterable[Op], t: _Target, svalues: dict[int, int], lanes: int) -> list[dict[str, str | None]]:
    out: dict[str, dict[str, str | None]] = {}
    for op in ops:
        if op.mnemonic in ("s_nop", "v_nop"):
            continue
        form, hip, clang = _hip_form(op, t, svalues, lanes)
        out.setdefault(form, {"instruction": form, "hip": hip, "clang": clang, "example": op.text})
    return list(out.values())
