"""The HIP forms ``amdmatrix convert`` emits, by architecture, and plans that emit all of them
(a sweep of every compatible pair, both orientations and both routes, found them)."""

from __future__ import annotations

MCPU = {"cdna3": "gfx942", "cdna4": "gfx950", "rdna3": "gfx1100", "rdna4": "gfx1200"}

COVERING: dict[str, list[tuple[str, str, str, str, str]]] = {
    "cdna3": [(p, q, o, t, r) for p, q, o in (
        ("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x16_f16", "A"),
        ("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x32_bf8_bf8", "A"),
        ("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x4_f32", "A")) for t in ("in-order", "transposed")
        for r in ("registers", "lds")] + [("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x32_bf8_fp8", "B", "in-order",
                                           "registers")],
    "cdna4": [(p, q, o, t, r) for p, q, o in (
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x2_f32", "A"),
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x8_f16", "A")) for t in ("in-order", "transposed")
        for r in ("registers", "lds")] + [
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x16_bf8_bf8", "A", "in-order", "lds"),
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x16_bf8_bf8", "A", "in-order", "registers"),
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x16_bf8_fp8", "B", "in-order", "registers"),
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x8_bf16", "A", "in-order", "registers")],
    "rdna3": [("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A", t, r)
              for t in ("in-order", "transposed") for r in ("registers", "lds")],
    "rdna4": [("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A", t, r)
              for t in ("in-order", "transposed") for r in ("registers", "lds")] + [
        ("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_fp8_fp8", "A", "in-order", "lds"),
        ("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_fp8_fp8", "A", "in-order", "registers"),
        ("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_fp8_bf8", "B", "in-order", "registers")],
}

#: The instruction forms (mnemonic, and the controls that are part of the form) the sweep found.
FORMS: dict[str, set[str]] = {
    "cdna3": {"ds_bpermute_b32", "ds_read_b32", "ds_read_b64", "ds_swizzle_b32 offset:swizzle(SWAP,16)",
              "ds_write_b128", "ds_write_b16", "ds_write_b16_d16_hi", "ds_write_b32", "ds_write_b64", "ds_write_b8",
              "s_waitcnt lgkmcnt(0)", "v_cndmask_b32_e64", "v_cvt_pk_bf8_f32", "v_cvt_pk_bf8_f32 op_sel:[0,0,1]",
              "v_cvt_pk_fp8_f32", "v_cvt_pk_fp8_f32 op_sel:[0,0,1]", "v_cvt_pkrtz_f16_f32", "v_mov_b32",
              "v_mov_b32_dpp quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp row_shl:4 row_mask:0xf bank_mask:0x5",
              "v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3",
              "v_mov_b32_dpp row_shr:4 row_mask:0xf bank_mask:0xa",
              "v_mov_b32_dpp row_shr:8 row_mask:0xf bank_mask:0xc", "v_perm_b32"},
    "cdna4": {"ds_bpermute_b32", "ds_read_b32", "ds_read_b64", "ds_read_b64_tr_b16", "ds_read_b64_tr_b8",
              "ds_write_b128", "ds_write_b32", "ds_write_b64", "s_waitcnt lgkmcnt(0)", "v_cndmask_b32_e64",
              "v_cvt_pk_bf16_f32", "v_cvt_pk_bf8_f32", "v_cvt_pk_bf8_f32 op_sel:[0,0,1]", "v_cvt_pk_f16_f32",
              "v_cvt_pk_fp8_f32", "v_cvt_pk_fp8_f32 op_sel:[0,0,1]", "v_mov_b32",
              "v_mov_b32_dpp quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp row_shl:4 row_mask:0xf bank_mask:0x5",
              "v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3",
              "v_mov_b32_dpp row_shr:4 row_mask:0xf bank_mask:0xa",
              "v_mov_b32_dpp row_shr:8 row_mask:0xf bank_mask:0xc", "v_perm_b32", "v_permlane16_swap_b32",
              "v_permlane32_swap_b32"},
    "rdna3": {"ds_bpermute_b32", "ds_load_b128", "ds_load_b64", "ds_store_b16", "ds_store_b16_d16_hi",
              "ds_swizzle_b32 offset:0x20f", "ds_swizzle_b32 offset:0xf", "s_waitcnt lgkmcnt(0)",
              "v_cvt_pk_rtz_f16_f32", "v_mov_b32", "v_mov_b32_dpp row_shl:4 row_mask:0xf bank_mask:0x5",
              "v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3",
              "v_mov_b32_dpp row_shr:4 row_mask:0xf bank_mask:0xa",
              "v_mov_b32_dpp row_shr:8 row_mask:0xf bank_mask:0xc",
              "v_mov_b32_dpp row_xmask:1 row_mask:0xf bank_mask:0xf", "v_perm_b32", "v_permlanex16_b32"},
    "rdna4": {"ds_bpermute_b32", "ds_load_b128", "ds_load_b64", "ds_store_b16", "ds_store_b16_d16_hi",
              "ds_store_b64", "ds_store_b8", "s_wait_dscnt 0", "v_cndmask_b32_e64", "v_cvt_pk_bf8_f32",
              "v_cvt_pk_bf8_f32 op_sel:[0,0,1]", "v_cvt_pk_fp8_f32", "v_cvt_pk_fp8_f32 op_sel:[0,0,1]",
              "v_cvt_pk_rtz_f16_f32", "v_mov_b32", "v_mov_b32_dpp row_shl:4 row_mask:0xf bank_mask:0x5",
              "v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3",
              "v_mov_b32_dpp row_shr:4 row_mask:0xf bank_mask:0xa",
              "v_mov_b32_dpp row_shr:8 row_mask:0xf bank_mask:0xc",
              "v_mov_b32_dpp row_xmask:1 row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp row_xmask:2 row_mask:0xf bank_mask:0xf", "v_perm_b32", "v_permlanex16_b32"},
}


def form_key(instruction: str) -> str:
    """A form without its constants (selectors, masks): the sweep's key."""
    return instruction.split(" (")[0]
