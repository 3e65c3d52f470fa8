"""The host side of MIOpen's dynamic_igemm NHWC XDLOPS kernels (tests/support/miopen_igemm.py).

Checked against what we did not write: the magic division against plain integer division and
against the kernels' own ``.mdiv_u32_*`` macros; the configuration parsed from a kernel name
against the kernel's header comments (written by MIOpen's generator, igemm_codegen.py); the
kernarg layout against the kernel's ``.amdgpu_metadata`` and its ``.set k_<arg>, <offset>`` table;
the block size and LDS against the kernel's metadata; and a few launches worked by hand from the
host code quoted in the support module.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from support import miopen_igemm as mi
from support import references as ref
from support.amdgpu_metadata import kernel as kernel_metadata
from support.miopen_igemm import (
    KERNELS,
    Config,
    Conv,
    config_of,
    igemm_split_batch_size,
    kernel_files,
    kernel_path,
    kernel_source,
    launch,
    magic_div_u32_do,
    magic_div_u32_gen,
    magic_div_u32_pack_shift,
    pack_kernargs,
    valid,
)

PATHS = {key: kernel_path(*key) for key in KERNELS}
IDS = ["-".join(key) for key in PATHS]

#: The metadata's argument names where they differ from the host code's (the kernels' generator
#: named a few slots differently from what the host puts there).
ALIASES = {
    ("fwd", "gemm_k_global_split"): "gemm_k_split",
    ("fwd", "pack_0"): "__pack_0",
    ("bwd", "ks"): "ks",
    ("wrw", "gemmk_per_wg"): "__pack_0",   # the host passes gemm_k_per_wg in the slot named __pack_0
}
#: Likewise for the kernels' own ``.set k_<name>, <offset>`` tables.
SET_ALIASES = {("fwd", "gemm_k_global_split"): "gemm_k_global_split", ("fwd", "pack_0"): "_pack_0",
               ("bwd", "ks"): "_pack_0", ("wrw", "gemmk_per_wg"): "pack_0"}

# ----------------------------------------------------------------------------- magic division


def _brute(n: int, d: int) -> int:
    return n // d


@given(st.integers(1, 2**31 - 1), st.integers(0, 2**31 - 1))
@example(1, 2**31 - 1)
@example(2**31 - 1, 2**31 - 1)
@example(2**31 - 1, 2**31 - 2)
@example(3, 2**31 - 1)
@example(7, 2**31 - 1)
@example(2**30 + 1, 2**31 - 1)
def test_magic_division_is_division(d: int, n: int) -> None:
    assert magic_div_u32_do(n, magic_div_u32_gen(d)) == n // d


def test_magic_division_small_divisors_exhaustively() -> None:
    numerators = [0, 1, 2, 3, 5, 255, 256, 4095, 65535, 65536, 2**24 - 1, 2**24, 2**31 - 2, 2**31 - 1]
    for d in range(1, 4097):
        div = magic_div_u32_gen(d)
        assert div.shift == (d - 1).bit_length()
        for n in numerators + [d - 1, d, d + 1, 2 * d - 1, 2 * d, 1000 * d + 7]:
            if 0 <= n <= 2**31 - 1:
                assert magic_div_u32_do(n, div) == n // d, (n, d)


def test_magic_values_by_hand() -> None:
    """magic = floor(2^32 (2^shift - d) / d) + 1."""
    assert magic_div_u32_gen(1) == mi.MagicDiv(1, 0)
    assert magic_div_u32_gen(16) == mi.MagicDiv(1, 4)
    assert magic_div_u32_gen(7) == mi.MagicDiv(613566757, 3)      # 2^32 / 7 = 613566756.57...
    assert magic_div_u32_gen(3) == mi.MagicDiv(1431655766, 2)     # 2^32 / 3 = 1431655765.33...
    assert magic_div_u32_gen(2**31 - 1).shift == 31


def test_magic_division_is_a_31_bit_division() -> None:
    """Beyond 2^31 - 1 the sum wraps and the quotient is wrong, which is why MIOpen limits it."""
    assert magic_div_u32_do(2**32 - 1, magic_div_u32_gen(3)) != (2**32 - 1) // 3
    with pytest.raises(ValueError):
        magic_div_u32_gen(0)
    with pytest.raises(ValueError):
        magic_div_u32_gen(2**31)


def test_shift_pack() -> None:
    assert magic_div_u32_pack_shift(0, 4, 2, 0) == 0x00020400
    assert magic_div_u32_pack_shift(31, 1, 7, 9) == (9 << 24) | (7 << 16) | (1 << 8) | 31


@pytest.mark.parametrize("key", list(PATHS), ids=IDS)
def test_the_kernels_divide_as_modelled(key: tuple[str, str, str]) -> None:
    """Every .mdiv_u32 macro the kernel's files define is mul_hi, add, shift right (magic_div_u32_do);
    the forward and backward-data kernels use them, the backward-weight ones take no magic numbers
    (their host passes none) and use none."""
    files = kernel_files(PATHS[key])
    text = "\n".join(files.values())
    defined = re.findall(r"^\.macro \.mdiv_u32_(ss|vs|si|vi) .*?\n(.*?)^\.endm", text, re.M | re.S)
    for suffix, body in defined:
        ops = [line.split()[0] for line in body.strip().splitlines()]
        assert ops[0].endswith("_mul_hi_u32") and ops[1].endswith("_add_u32") and "lshr" in ops[2], (suffix, ops)
        assert len(ops) == 3
    kernel = re.sub(r"^\.macro .*?^\.endm", "", files[PATHS[key].rsplit("/", 1)[1]], flags=re.M | re.S)
    uses = re.findall(r"^\s*\.mdiv_u32_\w+", kernel, re.M)
    if key[0] == "wrw":
        assert uses == []
    else:
        assert uses and defined


# ----------------------------------------------------------------------------- batch splitting


def test_split_batch_size() -> None:
    assert igemm_split_batch_size(7, 7, 4, 4, 2, 20, 32, 4) == 1
    assert igemm_split_batch_size(224, 224, 112, 112, 256, 64, 3, 2) == 1
    # an image of 4 GiB or more cannot be split: 0 (the solvers refuse the problem)
    assert igemm_split_batch_size(32768, 32768, 1, 1, 1, 1, 1, 4) == 0
    # 1.5 GiB images: at most 2 per piece; 8 images -> 4 pieces
    assert igemm_split_batch_size(1024, 1024, 1, 1, 8, 1, 384, 4) == 4


# ----------------------------------------------------------------------------- configurations

_HEADER = {"gemm_m_per_block": "gemm_m_per_block", "gemm_n_per_block": "gemm_n_per_block",
           "gemm_k_per_block": "gemm_k_per_block", "nxb": "nxb", "nxe": "nxe"}


def _header(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in re.findall(r"^; (\w+)\s+: (.+)$", text, re.M):
        value = value.strip()
        if value.startswith("["):
            out[key] = tuple(int(v) for v in value.strip("[]").split(","))
        elif value.startswith("'"):
            out[key] = value.strip("'")
        elif re.fullmatch(r"\d+", value):
            out[key] = int(value)
    return out


@pytest.mark.parametrize("key", list(PATHS), ids=IDS)
def test_configuration_from_the_name_is_the_kernels(key: tuple[str, str, str]) -> None:
    path = PATHS[key]
    cfg = config_of(path)
    name = path.rsplit("/", 1)[1][:-2]
    assert cfg.kernel_name() == name and Config.from_name(name) == cfg
    assert (cfg.direction, cfg.arch, cfg.precision) == key
    head = _header(kernel_source(path))
    for mine, theirs in _HEADER.items():
        assert getattr(cfg, mine) == head[theirs], mine
    assert cfg.direction == head["direction"] and cfg.precision == head["precision"]
    assert cfg.layout == head["tensor_layout"]
    assert cfg.wave_tile == (head["wave_tile_m"], head["wave_tile_n"], head["wave_tile_k"])
    assert cfg.wave_step == (head["wave_step_m"], head["wave_step_n"])
    assert cfg.wave_repeat == (head["wave_repeat_m"], head["wave_repeat_n"])
    assert cfg.ta_thread == head["tensor_a_thread_lengths"] and cfg.ta_cluster == head["tensor_a_cluster_lengths"]
    assert cfg.tb_thread == head["tensor_b_thread_lengths"] and cfg.tb_cluster == head["tensor_b_cluster_lengths"]
    assert cfg.block_size == head["block_size"]
    md = kernel_metadata(kernel_source(path), name)
    assert md[".reqd_workgroup_size"] == [cfg.block_size, 1, 1] and md[".max_flat_workgroup_size"] == cfg.block_size
    assert md[".group_segment_fixed_size"] == head["lds_total"]
    assert md[".wavefront_size"] == 64


def test_names_that_are_not_kernels() -> None:
    with pytest.raises(ValueError, match="not a dynamic_igemm"):
        Config.from_name("igemm_fwd_gtcx3_nhwc_fp32_bx0")
    cfg = config_of(PATHS[("fwd", "gfx942", "fp32")])
    with pytest.raises(ValueError, match="gemm_k_global_split"):
        launch(Config(**{**cfg.__dict__, "gemm_k_global_split": 1}), Conv(1, 32, 4, 4, 8, 1, 1))


# ----------------------------------------------------------------------------- kernel arguments

PROBLEMS = [
    Conv(n=2, c=32, hi=7, wi=7, k=16, y=3, x=3, stride=(2, 2), pad=(1, 1)),
    Conv(n=1, c=64, hi=9, wi=6, k=32, y=3, x=2, stride=(1, 1), dilation=(2, 1), pad=(2, 0)),
    Conv(n=3, c=32, hi=5, wi=5, k=48, y=1, x=1),
]


def _offsets(args: tuple[tuple[str, int, int], ...]) -> list[int]:
    out, off = [], 0
    for _, _, size in args:
        off += (-off) % size
        out.append(off)
        off += size
    return out


@pytest.mark.parametrize("key", list(PATHS), ids=IDS)
def test_kernargs_are_the_kernels(key: tuple[str, str, str]) -> None:
    """Names, order, offsets and sizes as the kernel's .amdgpu_metadata and its .set table say."""
    path = PATHS[key]
    cfg = config_of(path)
    text = kernel_source(path)
    md = kernel_metadata(text, cfg.kernel_name())
    sets = {name: int(value, 0) for name, value in re.findall(r"^\.set k_(\w+),\s*(\w+)\s*$", text, re.M)}
    for p in PROBLEMS:
        lau = launch(cfg, p)
        assert lau.block == cfg.block_size and lau.kernel == cfg.kernel_name()
        written = md[".args"]
        assert len(lau.args) == len(written)
        for (name, value, size), offset, arg in zip(lau.args, _offsets(lau.args), written, strict=True):
            assert arg[".name"].rstrip("_") == ALIASES.get((cfg.direction, name), name)
            assert (arg[".offset"], arg[".size"]) == (offset, size), name
            assert arg[".value_kind"] == ("global_buffer" if name.startswith("p_") else "by_value")
            assert sets[SET_ALIASES.get((cfg.direction, name), name)] == offset, name
            assert 0 <= value < 2**32
        assert len(pack_kernargs(lau.args)) == md[".kernarg_segment_size"] == sets["end"]


def test_kernarg_packing_aligns_each_argument_to_its_size() -> None:
    """HIPOCKernelInvoke: the first argument at 0, each next one aligned to its own size."""
    packed = pack_kernargs((("a", 1, 4), ("p", 0, 8), ("b", 0xDEADBEEF, 4)), pointers={"p": 0x1122334455667788})
    assert packed == bytes([1, 0, 0, 0, 0, 0, 0, 0]) + (0x1122334455667788).to_bytes(8, "little") \
        + (0xDEADBEEF).to_bytes(4, "little")


# ----------------------------------------------------------------------------- launches worked by hand


def _values(lau: mi.Launch) -> dict[str, int]:
    return {name: value for name, value, _ in lau.args}


def test_forward_launch_by_hand() -> None:
    """n 2, c 32, 7x7, k 16, 3x3 filter, stride 2, pad 1: ho = wo = (7 + 2 - 3) // 2 + 1 = 4,
    gemm_m = 2 * 4 * 4 = 32, gemm_n = 16; tile 32 x 64: one workgroup."""
    cfg = config_of(PATHS[("fwd", "gfx942", "fp32")])
    p = PROBLEMS[0]
    lau = launch(cfg, p)
    v = _values(lau)
    assert (v["ho"], v["wo"], v["n"], v["k"], v["c"]) == (4, 4, 2, 16, 32)
    assert (v["stride_h"], v["pad_w"], v["y"], v["x"], v["group"]) == (2, 1, 3, 3, 1)
    # magic_0: ceil(16 / 64) = 1; magic_1: ho * wo = 16; magic_2: wo = 4; magic_3: 1 * 1 tiles
    assert [v[f"magic_{i}"] for i in range(6)] == [1, 1, 1, 1, 1, 1]
    assert v["shift_pack_0"] == (0 | 4 << 8 | 2 << 16 | 0 << 24) and v["shift_pack_1"] == 0
    assert lau.grid == (1, 1, 1) and lau.zero_first is None
    assert lau.defsyms == {"ROCM_METADATA_VERSION": 5, "force_sc0_sc1": 0, "atomic_add_using_cas": 0}
    assert lau.shapes == {"p_in": (2, 7, 7, 32), "p_wei": (16, 3, 3, 32), "p_out": (2, 4, 4, 16)}
    x, w = np.zeros(lau.shapes["p_in"]), np.zeros(lau.shapes["p_wei"])
    assert ref.conv2d_fwd(x, w, p.stride, p.pad, p.dilation, layout="nhwc").shape == lau.shapes["p_out"]
    p2 = Conv(n=3, c=32, hi=10, wi=10, k=96, y=3, x=3, pad=(1, 1))  # 3 * 100 = 300 rows, 96 columns
    lau2 = launch(cfg, p2)
    v2 = _values(lau2)
    assert lau2.grid == (10 * 2, 1, 1)  # ceil(300 / 32) * ceil(96 / 64)
    assert (v2["magic_0"], v2["magic_1"], v2["magic_2"], v2["magic_3"]) == (
        1, magic_div_u32_gen(100).magic, magic_div_u32_gen(10).magic, magic_div_u32_gen(20).magic)
    assert v2["shift_pack_0"] == magic_div_u32_pack_shift(1, 7, 4, 5)


def test_backward_data_launch_by_hand() -> None:
    """Stride 2, dilation 1, 3x3, pad 1, x 7x7 -> dy 4x4: y_tilda = x_tilda = 2 (four GEMMs, one
    multihead grid); h_tilda = 4 + ceil(2 / 2) = 5, h_tilda_left = max(0, 1 - 1) // 2 = 0,
    h_tilda_right = min(5, (1 + 6 + 1) // 2 + 1) = 5: slices 5 x 5, gemm_m = 2 * 25 = 50,
    gemm_n = c = 32; tile 64 x 32: one tile per GEMM, 4 workgroups; y < stride is false and
    dilation 1, so dx is not zeroed first."""
    cfg = config_of(PATHS[("bwd", "gfx942", "fp32")])
    lau = launch(cfg, PROBLEMS[0])
    v = _values(lau)
    assert (v["hi"], v["wi"], v["ho"], v["wo"], v["k"], v["c"]) == (7, 7, 4, 4, 16, 32)
    assert (v["dtile_y"], v["dtile_x"], v["dtile_dy"], v["dtile_dx"]) == (2, 2, 1, 1)
    two, tiles = magic_div_u32_gen(2), magic_div_u32_gen(1 * 1 * 1)
    assert (v["dtile_iy"], v["dtile_ix"]) == (two.magic, two.shift)       # x_tilda's divisor
    assert (v["dslice_y"], v["dslice_x"]) == (two.magic, two.shift)       # y_tilda's divisor
    assert (v["dtile_h"], v["dtile_w"]) == (tiles.magic, tiles.shift)     # group * tiles' divisor
    assert (v["dslice_h"], v["dslice_w"], v["dslice_h_left"], v["dslice_w_left"]) == (5, 5, 0, 0)
    assert v["magic_2"] == magic_div_u32_gen(5).magic and v["magic_3"] == magic_div_u32_gen(25).magic
    assert lau.grid == (4, 1, 1) and lau.zero_first is None
    # a 1x1 filter at stride 2 leaves dx pixels unwritten: MIOpen zeroes dx first
    p = Conv(n=1, c=32, hi=6, wi=6, k=16, y=1, x=1, stride=(2, 2))
    assert launch(cfg, p).zero_first == "p_in"
    # one GEMM (stride 1): the plain values, no divisors
    v1 = _values(launch(cfg, PROBLEMS[2]))
    assert (v1["dtile_iy"], v1["dtile_ix"], v1["dtile_h"], v1["dtile_w"], v1["dslice_y"], v1["dslice_x"]) == (
        0, 0, 5, 5, 1, 1)


def test_backward_weight_launch_by_hand() -> None:
    """gemm_m = k = 16, gemm_n = c (padded to 4) * 3 * 3 = 288 -> 9 tiles of 32; no K split:
    gemmk = n * ho * wo = 32 rounded up to the 32 rows a workgroup takes (cluster 1x32x1x8);
    dw is zeroed first (SetTensor in the invoker)."""
    cfg = config_of(PATHS[("wrw", "gfx942", "fp32")])
    lau = launch(cfg, PROBLEMS[0])
    v = _values(lau)
    assert lau.grid == (1 * 9, 1, 1)
    assert (v["gemm_k_global_split"], v["gemmk_per_wg"]) == (1, 32)
    assert lau.zero_first == "p_wei" and lau.tensors == {"p_in": "x", "p_wei": "dw", "p_out": "dy"}
    v2 = _values(launch(cfg, Conv(n=3, c=32, hi=5, wi=5, k=48, y=1, x=1)))
    assert v2["gemmk_per_wg"] == 96  # 75 rounded up to a multiple of 32


def test_which_problems_each_kernel_takes() -> None:
    fwd = config_of(PATHS[("fwd", "gfx942", "fp32")])
    bwd = config_of(PATHS[("bwd", "gfx942", "fp32")])
    wrw = config_of(PATHS[("wrw", "gfx942", "fp32")])
    fwd16 = config_of(PATHS[("fwd", "gfx942", "fp16")])
    p = PROBLEMS[0]
    assert valid(fwd, p) and valid(bwd, p) and valid(wrw, p)
    assert not valid(fwd, Conv(**{**p.__dict__, "c": 20}))        # c must be a multiple of gemm_k_per_block 32
    assert not valid(bwd, Conv(**{**p.__dict__, "k": 20}))        # k must be a multiple of 16
    assert valid(wrw, Conv(**{**p.__dict__, "c": 20, "k": 20}))   # wrw pads c and k
    assert not valid(bwd, Conv(**{**p.__dict__, "c": 64, "k": 32, "group": 2}))  # bwd: one group only
    assert valid(fwd16, Conv(**{**p.__dict__, "k": 24})) and not valid(fwd16, Conv(**{**p.__dict__, "k": 20}))
    nxe0 = Config(**{**fwd.__dict__, "nxe": 0})
    assert valid(nxe0, PROBLEMS[2]) and not valid(nxe0, p)


def test_a_missing_corpus_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    monkeypatch.setattr(mi, "TARBALL", tmp_path / "none.tar.xz")
    with pytest.raises(mi.KernelMissing, match="none.tar.xz"):
        kernel_source(PATHS[("fwd", "gfx942", "fp32")])


# ----------------------------------------------------------------------------- every NHWC XDLOPS kernel


def _nhwc_kernels() -> list[str]:
    names = [p for p in mi.kernel_list() if re.search(r"igemm_gtc_xdlops_nhwc[^/]*/(fwd|bwd|wrw)_fp(32|16)/igemm_"
                                                      r"\w+\.s$", p)]
    return [p for p in names if not re.search(r"_(gkgs|me)\.s$|_me_", p)]


@pytest.mark.exhaustive
def test_every_nhwc_kernels_arguments_are_the_host_codes() -> None:
    """All the fp32/fp16 NHWC XDLOPS kernels without a K split or merge_e (several hundred), on a
    problem each accepts: the name parses to a configuration whose block size and argument layout
    are the kernel's own."""
    paths = _nhwc_kernels()
    assert len(paths) > 300
    mi.read_kernels(paths)
    checked = 0
    for path in paths:
        cfg = config_of(path)
        text = kernel_source(path)
        md = kernel_metadata(text, cfg.kernel_name())
        assert md[".reqd_workgroup_size"][0] == cfg.block_size, path
        unit = cfg.nxe == 0
        c = 2 * cfg.gemm_k_per_block * max(cfg.ta_thread[3], cfg.tb_thread[3], 1) * 4
        k = 2 * cfg.gemm_k_per_block * max(cfg.ta_thread[3], cfg.tb_thread[3], 1) * 4
        p = Conv(n=2, c=c, hi=6, wi=6, k=k, y=1 if unit else 3, x=1 if unit else 3, pad=(0, 0) if unit else (1, 1))
        assert valid(cfg, p), path
        lau = launch(cfg, p)
        written = md[".args"]
        layout = list(zip(_offsets(lau.args), [s for _, _, s in lau.args], strict=True))
        assert [(a[".offset"], a[".size"]) for a in written] == layout, path
        assert len(pack_kernargs(lau.args)) == md[".kernarg_segment_size"], path
        checked += 1
    assert checked == len(paths)
