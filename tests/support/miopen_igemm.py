"""MIOpen's ``dynamic_igemm`` convolution kernels and their host arguments, built as MIOpen builds them.

Production kernels someone else wrote: the NHWC XDLOPS implicit-GEMM kernels of ROCm/MIOpen
(``src/kernels/dynamic_igemm/igemm_gtc_xdlops_nhwc*``) at the pinned commit
2d1fd997a6fcf801ac4ca7a63e0656ef1cb9f488, forward, backward-data and backward-weight, for gfx908
(``_gtcx_``), gfx90a (``_gtcx2_``) and gfx942 (``_gtcx3_``, MIOpen's ``gfx940`` directory). This
module is our own code, written from reading MIOpen's host code at that commit; each function
names what it follows:

* ``magic_div_u32_gen`` / ``magic_div_u32_pack_shift``: ``src/include/miopen/magic_div.hpp``;
* ``igemm_split_batch_size``: ``src/include/miopen/conv/asm_implicit_gemm.hpp``;
* the configuration a kernel name stands for: ``PerformanceConfigAsmImplicitGemmGTC::ToKernelName``
  and ``BlockSize`` in ``src/solver/conv/conv_asm_implicit_gemm_gtc_perf_config.cpp``;
* forward arguments: ``MakeImplGemmDynamicForwardXdlopsNHWCInvokerFactory`` in
  ``src/conv/invokers/impl_gemm_dynamic.cpp``; grid: ``GetImplicitGemmGtcDynamicFwdXdlopsNHWCKernel``
  and ``GetSolution`` in ``src/solver/conv/conv_asm_implicit_gemm_gtc_fwd_nhwc.cpp``;
* backward-data: ``MakeImplGemmDynamicBackwardDataXdlopsNHWCInvokerFactory`` (same invoker file);
  grid: ``GetImplicitGemmGtcDynamicBwdXdlopsNHWCKernel`` in ``conv_asm_implicit_gemm_gtc_bwd_nhwc.cpp``;
* backward-weight: ``ComputeDynamicIGemmWrwKernelArgsNHWC``, ``GetImplicitGemmGtcDynamicWrwXdlopsNHWCKernel``
  and ``GetSolution`` in ``src/solver/conv/conv_asm_implicit_gemm_gtc_wrw_nhwc.cpp``;
* which problems a configuration accepts: the ``IsValid`` of each solver's performance config;
* how the argument list becomes the kernarg segment: ``HIPOCKernelInvoke::operator()`` in
  ``src/include/miopen/hipoc_kernel.hpp`` (each argument aligned to its own size);
* the assembler symbols: ``GenerateClangDefsym`` calls in each ``GetSolution``.

The kernels themselves are read from ``tests/data/asm_corpus/miopen-dynamic_igemm.tar.xz`` (MIOpen's
whole ``dynamic_igemm`` directory, vendored by the checker's corpus work), the one place they come
from; without it, ``KernelMissing`` names the missing file.

Tensors are NHWC: input x ``(n, hi, wi, c)``, weights ``(k, y, x, c / group)`` (MIOpen's NHWC weight
layout, k = group * k_per_group), output y ``(n, ho, wo, k)``.
"""

from __future__ import annotations

import math
import re
import tarfile
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from support.vendored import DATA

__all__ = ["PINNED_COMMIT", "TARBALL", "KernelMissing", "MagicDiv", "magic_div_u32_gen", "magic_div_u32_do",
           "magic_div_u32_pack_shift", "igemm_split_batch_size", "Config", "Conv", "Launch", "KERNELS",
           "kernel_source", "read_kernels", "kernel_files", "kernel_list", "kernel_path", "config_of", "launch",
           "pack_kernargs",
           "valid", "out_hw"]

PINNED_COMMIT = "2d1fd997a6fcf801ac4ca7a63e0656ef1cb9f488"
#: MIOpen's src/kernels/dynamic_igemm/, vendored with its licence by the checker's corpus work.
TARBALL = DATA / "asm_corpus" / "miopen-dynamic_igemm.tar.xz"
_PREFIX = "src/kernels/dynamic_igemm/"


class KernelMissing(FileNotFoundError):
    pass


# --------------------------------------------------------------------------------------------------
# Reading the kernels
# --------------------------------------------------------------------------------------------------

@cache
def _tar_members() -> dict[str, str]:
    """Path below dynamic_igemm/ -> member name, for every file of the tarball."""
    with tarfile.open(TARBALL) as tar:
        return {_relative(member.name): member.name for member in tar if member.isfile()}


def _relative(name: str) -> str:
    return name.split("dynamic_igemm/", 1)[1] if "dynamic_igemm/" in name else name.lstrip("./")


#: The texts read so far, by path below dynamic_igemm/.
_TEXTS: dict[str, str] = {}


def _read(wanted: set[str]) -> None:
    """One pass over the tarball for ``wanted`` and every ``.inc`` file (242 KB in all). It is an xz
    stream: opening it for each file, as extracting by name does, decompresses it again each time
    (0.5 s a file)."""
    with tarfile.open(TARBALL) as tar:
        for member in tar:
            rel = _relative(member.name)
            if member.isfile() and rel not in _TEXTS and (rel in wanted or rel.endswith(".inc")):
                f = tar.extractfile(member)
                assert f is not None
                _TEXTS[rel] = f.read().decode("utf-8")


def read_kernels(relpaths: Iterable[str]) -> None:
    """Read these kernels in one pass, before a loop calls :func:`kernel_source` on each."""
    wanted = {rel for rel in relpaths if rel not in _TEXTS}
    if wanted:
        kernel_source(min(wanted))  # names a missing tarball or file as one read does
        _read(wanted)


def kernel_source(relpath: str) -> str:
    """The text of ``src/kernels/dynamic_igemm/<relpath>`` at the pinned commit. The first call
    reads the chosen kernels (:data:`KERNELS`) and the include files with it."""
    if not TARBALL.is_file():
        raise KernelMissing(f"vendored test data missing: {TARBALL} (MIOpen's dynamic_igemm kernels at "
                            f"{PINNED_COMMIT})")
    if relpath not in _TEXTS:
        if relpath not in _tar_members():
            raise KernelMissing(f"{TARBALL} has no {relpath}")
        _read({relpath, *(kernel_path(*key) for key in KERNELS)})
    return _TEXTS[relpath]


@cache
def kernel_list() -> tuple[str, ...]:
    """Every file below src/kernels/dynamic_igemm/, from the tarball."""
    if not TARBALL.is_file():
        raise KernelMissing(f"vendored test data missing: {TARBALL}")
    return tuple(sorted(_tar_members()))


def kernel_files(relpath: str) -> dict[str, str]:
    """The kernel and every file it ``.include``s (looked up in the kernel's directory, as MIOpen
    assembles it), by file name."""
    folder = relpath.rsplit("/", 1)[0] + "/" if "/" in relpath else ""
    files: dict[str, str] = {}
    todo = [relpath]
    while todo:
        rel = todo.pop()
        name = rel.rsplit("/", 1)[-1]
        if name in files:
            continue
        text = kernel_source(rel)
        files[name] = text
        todo += [folder + inc for inc in re.findall(r'^\s*\.include\s+"([^"]+)"', text, re.M)]
    return files


# --------------------------------------------------------------------------------------------------
# Magic division (src/include/miopen/magic_div.hpp)
# --------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MagicDiv:
    magic: int
    shift: int


def magic_div_u32_gen(d: int) -> MagicDiv:
    """MIOpen's divisor encoding for 1 <= d <= 2^31 - 1: shift is the least s with 2^s >= d, and
    magic = floor(2^32 * (2^s - d) / d) + 1, so that n // d == (mulhi(magic, n) + n) >> shift for
    every 0 <= n <= 2^31 - 1 (the kernels' 31-bit division)."""
    if not 1 <= d <= 2**31 - 1:
        raise ValueError(f"magic division needs 1 <= d <= 2^31 - 1, got {d}")
    shift = next(s for s in range(32) if (1 << s) >= d)
    magic = ((1 << 32) * ((1 << shift) - d)) // d + 1
    assert magic <= 0xFFFFFFFF
    return MagicDiv(magic, shift)


def magic_div_u32_do(numer: int, div: MagicDiv) -> int:
    """The division as the kernels do it (``.mdiv_u32_*`` macros: v_mul_hi_u32, add, shift right),
    in 32-bit arithmetic: the sum wraps at 2^32, as v_add_u32 does."""
    tmp = (div.magic * numer) >> 32
    return ((tmp + numer) & 0xFFFFFFFF) >> div.shift


def magic_div_u32_pack_shift(s0: int, s1: int, s2: int, s3: int) -> int:
    """Four shifts in one dword, s0 in the low byte."""
    return (s3 << 24) | (s2 << 16) | (s1 << 8) | s0


def igemm_split_batch_size(hi: int, wi: int, ho: int, wo: int, n: int, k: int, c: int, data_byte: int) -> int:
    """How many pieces MIOpen splits the batch into so that no image exceeds 4 GiB
    (``igemm_split_batch_size`` in asm_implicit_gemm.hpp): 1 for every problem whose images fit,
    0 when one image alone does not fit (the solvers then refuse the problem)."""
    image_size = max(c * hi * wi * data_byte, k * ho * wo * data_byte)
    max_tensor_size = 0xFFFFFFFF
    if image_size >= max_tensor_size:
        return 0
    max_n = max_tensor_size // image_size
    if max_n > n:
        max_n = n % max_n
    elif max_n < n:
        m = math.ceil(n / max_n)
        sqrt_n = math.isqrt(n)
        while n % max_n != 0:
            if n % m == 0:
                max_n = n // m
            else:
                m += 1
                if m > sqrt_n:
                    max_n = 1
    return n // max_n


# --------------------------------------------------------------------------------------------------
# Configurations and problems
# --------------------------------------------------------------------------------------------------

_GTC = {"gtcx": "gfx908", "gtcx2": "gfx90a", "gtcx3": "gfx942"}
_NAME = re.compile(
    r"igemm_(?P<direction>fwd|bwd|wrw)_(?P<gtc>gtcx[23]?)_(?P<layout>nhwc|nchw)_(?P<precision>fp32|fp16|bf16)"
    r"_bx(?P<nxb>\d+)_ex(?P<nxe>\d+)_bt(?P<mpb>\d+)x(?P<npb>\d+)x(?P<kpb>\d+)"
    r"_wt(?P<wtm>\d+)x(?P<wtn>\d+)x(?P<wtk>\d+)_ws(?P<wsm>\d+)x(?P<wsn>\d+)_wr(?P<wrm>\d+)x(?P<wrn>\d+)"
    r"_ta(?P<ta_t>\d+x\d+x\d+x\d+)_(?P<ta_c>\d+x\d+x\d+x\d+)_tb(?P<tb_t>\d+x\d+x\d+x\d+)_(?P<tb_c>\d+x\d+x\d+x\d+)"
    r"(?P<pta>_pta)?(?P<mh>_mh)?(?P<me>_me)?(?:_vs(?P<vs>\d+))?(?P<gkgs>_gkgs)?$")


@dataclass(frozen=True)
class Config:
    """A ``PerformanceConfigAsmImplicitGemmGTC`` as its kernel name spells it."""

    direction: str
    arch: str
    layout: str
    precision: str
    nxb: int
    nxe: int
    gemm_m_per_block: int
    gemm_n_per_block: int
    gemm_k_per_block: int
    wave_tile: tuple[int, int, int]
    wave_step: tuple[int, int]
    wave_repeat: tuple[int, int]
    ta_thread: tuple[int, ...]
    ta_cluster: tuple[int, ...]
    tb_thread: tuple[int, ...]
    tb_cluster: tuple[int, ...]
    pass_through: bool
    multihead: bool
    merge_e: bool
    vector_store: int
    gemm_k_global_split: int  # 0, or the kernel is a _gkgs one (its split count is the host's choice)

    @classmethod
    def from_name(cls, name: str) -> Config:
        m = _NAME.fullmatch(name)
        if m is None:
            raise ValueError(f"not a dynamic_igemm GTC kernel name: {name}")
        g = m.groupdict()

        def dims(text: str) -> tuple[int, ...]:
            return tuple(int(v) for v in text.split("x"))

        return cls(g["direction"], _GTC[g["gtc"]], g["layout"], g["precision"], int(g["nxb"]), int(g["nxe"]),
                   int(g["mpb"]), int(g["npb"]), int(g["kpb"]),
                   (int(g["wtm"]), int(g["wtn"]), int(g["wtk"])), (int(g["wsm"]), int(g["wsn"])),
                   (int(g["wrm"]), int(g["wrn"])), dims(g["ta_t"]), dims(g["ta_c"]), dims(g["tb_t"]), dims(g["tb_c"]),
                   bool(g["pta"]), bool(g["mh"]), bool(g["me"]), int(g["vs"] or 0), 1 if g["gkgs"] else 0)

    def kernel_name(self) -> str:
        """The name ToKernelName builds (its inverse: from_name(c.kernel_name()) == c)."""
        gtc = {v: k for k, v in _GTC.items()}[self.arch]

        def dims(t: tuple[int, ...]) -> str:
            return "x".join(str(v) for v in t)

        name = (f"igemm_{self.direction}_{gtc}_{self.layout}_{self.precision}_bx{self.nxb}_ex{self.nxe}"
                f"_bt{self.gemm_m_per_block}x{self.gemm_n_per_block}x{self.gemm_k_per_block}"
                f"_wt{dims(self.wave_tile)}_ws{dims(self.wave_step)}_wr{dims(self.wave_repeat)}"
                f"_ta{dims(self.ta_thread)}_{dims(self.ta_cluster)}_tb{dims(self.tb_thread)}_{dims(self.tb_cluster)}")
        name += "_pta" * self.pass_through + "_mh" * self.multihead + "_me" * self.merge_e
        name += f"_vs{self.vector_store}" if self.vector_store else ""
        return name + "_gkgs" * bool(self.gemm_k_global_split)

    @property
    def block_size(self) -> int:
        """``BlockSize()``: the product of tensor A's cluster lengths."""
        return math.prod(self.ta_cluster)

    @property
    def data_bytes(self) -> int:
        return 4 if self.precision == "fp32" else 2


@dataclass(frozen=True)
class Conv:
    """A 2-D convolution in the forward direction's terms (x: n, c, hi, wi; w: k, c/group, y, x)."""

    n: int
    c: int
    hi: int
    wi: int
    k: int
    y: int
    x: int
    stride: tuple[int, int] = (1, 1)
    dilation: tuple[int, int] = (1, 1)
    pad: tuple[int, int] = (0, 0)
    group: int = 1

    @property
    def ho(self) -> int:
        return out_hw(self.hi, self.y, self.stride[0], self.dilation[0], self.pad[0])

    @property
    def wo(self) -> int:
        return out_hw(self.wi, self.x, self.stride[1], self.dilation[1], self.pad[1])


def out_hw(size: int, filt: int, stride: int, dilation: int, pad: int) -> int:
    """MIOpen's output size: (size + 2 pad - dilation (filt - 1) - 1) / stride + 1 (floor)."""
    return (size + 2 * pad - dilation * (filt - 1) - 1) // stride + 1


@dataclass(frozen=True)
class Launch:
    """Everything a dispatch needs: the arguments in order (name, value, size in bytes; the first
    three are the tensors, whose values the caller supplies as addresses), the grid in workgroups,
    the workgroup size, the assembler symbols MIOpen defines, and the tensor MIOpen zeroes first."""

    kernel: str
    args: tuple[tuple[str, int, int], ...]
    grid: tuple[int, int, int]
    block: int
    defsyms: dict[str, int]
    zero_first: str | None
    tensors: dict[str, str]   # kernel pointer -> the convolution tensor it holds
    shapes: dict[str, tuple[int, ...]]  # kernel pointer -> its NHWC shape (element type: the precision)


def _shapes(p: Conv) -> dict[str, tuple[int, ...]]:
    """NHWC x (n, hi, wi, c), MIOpen's NHWC weights (k, y, x, c / group), NHWC y (n, ho, wo, k); the
    backward kernels keep the roles: p_in is x's (dx's) shape, p_out y's (dy's)."""
    return {"p_in": (p.n, p.hi, p.wi, p.c), "p_wei": (p.k, p.y, p.x, p.c // p.group), "p_out": (p.n, p.ho, p.wo, p.k)}


def _ceil(a: int, b: int) -> int:
    return -(-a // b)


def _defsyms(cfg: Config) -> dict[str, int]:
    """GetSolution's GenerateClangDefsym calls (ROCm code object v3+ metadata: version 5; gfx942:
    force_sc0_sc1 0 and atomic_add_using_cas 0; gfx90a fp16: the non-alt implementation)."""
    out = {"ROCM_METADATA_VERSION": 5}
    if cfg.arch == "gfx942":
        out |= {"force_sc0_sc1": 0, "atomic_add_using_cas": 0}
    if cfg.arch == "gfx90a" and cfg.precision == "fp16":
        out[f"igemm_{cfg.direction}_fp16_alt_impl"] = 0
    return out


def _int32(value: int) -> int:
    """An OpKernelArg built from an int or a uint32_t: the 32-bit pattern."""
    return value & 0xFFFFFFFF


def launch(cfg: Config, p: Conv) -> Launch:
    """The host side of one dispatch of ``cfg`` on ``p``, as MIOpen builds it."""
    if cfg.layout != "nhwc":
        raise ValueError("only the NHWC XDLOPS kernels are modelled")
    if cfg.gemm_k_global_split or cfg.merge_e:
        raise ValueError("gemm_k_global_split and merge_e kernels are not modelled (simple configs only)")
    return {"fwd": _fwd, "bwd": _bwd, "wrw": _wrw}[cfg.direction](cfg, p)


def _fwd(cfg: Config, p: Conv) -> Launch:
    # MakeImplGemmDynamicForwardXdlopsNHWCInvokerFactory (impl_gemm_dynamic.cpp)
    ho, wo = p.ho, p.wo
    splits = igemm_split_batch_size(p.hi, p.wi, ho, wo, p.n, p.k, p.c, cfg.data_bytes)
    splits = p.n if splits == 0 else splits
    gemm_m = (p.n // splits) * ho * wo
    gemm_n = p.k // p.group
    md = [magic_div_u32_gen(_ceil(gemm_n, cfg.gemm_n_per_block)), magic_div_u32_gen(ho * wo), magic_div_u32_gen(wo),
          magic_div_u32_gen(_ceil(gemm_m, cfg.gemm_m_per_block) * _ceil(gemm_n, cfg.gemm_n_per_block))]
    shift_pack_0 = magic_div_u32_pack_shift(*(d.shift for d in md))
    md += [magic_div_u32_gen(1), magic_div_u32_gen(1)]  # merge_e == 0
    shift_pack_1 = 0
    args = [("p_in", 0, 8), ("p_wei", 0, 8), ("p_out", 0, 8),
            ("hi", p.hi, 4), ("wi", p.wi, 4), ("n", p.n // splits, 4), ("k", p.k // p.group, 4),
            ("c", p.c // p.group, 4), ("ho", ho, 4), ("wo", wo, 4), ("stride_h", p.stride[0], 4),
            ("stride_w", p.stride[1], 4), ("dilation_h", p.dilation[0], 4), ("dilation_w", p.dilation[1], 4),
            ("pad_h", p.pad[0], 4), ("pad_w", p.pad[1], 4), ("y", p.y, 4), ("x", p.x, 4), ("group", p.group, 4)]
    args += [(f"magic_{i}", d.magic, 4) for i, d in enumerate(md)]
    args += [("shift_pack_0", shift_pack_0, 4), ("shift_pack_1", shift_pack_1, 4),
             ("gemm_k_global_split", cfg.gemm_k_global_split, 4), ("pack_0", 0, 4)]
    # GetImplicitGemmGtcDynamicFwdXdlopsNHWCKernel and GetSolution (conv_asm_implicit_gemm_gtc_fwd_nhwc.cpp):
    # the solver's own splits_4G (igemm_split_batch_size, 1 for images under 4 GiB) is the grid's y.
    solver_splits = igemm_split_batch_size(p.hi, p.wi, ho, wo, p.n, p.k, p.c, cfg.data_bytes)
    grid_x = p.group * _ceil((p.n // solver_splits) * ho * wo, cfg.gemm_m_per_block) * _ceil(
        gemm_n, cfg.gemm_n_per_block) * (1 << cfg.gemm_k_global_split)
    return Launch(cfg.kernel_name(), tuple((n, _int32(v), s) for n, v, s in args), (grid_x, solver_splits, 1),
                  cfg.block_size, _defsyms(cfg), None, {"p_in": "x", "p_wei": "w", "p_out": "y"}, _shapes(p))


def _bwd_geometry(p: Conv) -> dict[str, int]:
    """The backward-data tiling of GetImplicitGemmGtcDynamicBwdXdlopsNHWCKernel and the invoker:
    the stride/dilation gcd split into y_tilda * x_tilda GEMMs over an h_tilda x w_tilda grid."""
    hi, wi, ho, wo = p.hi, p.wi, p.ho, p.wo
    stride_h = p.stride[0] if hi > 1 else 1
    stride_w = p.stride[1] if wi > 1 else 1
    dilation_h = p.dilation[0] if p.y > 1 else 1
    dilation_w = p.dilation[1] if p.x > 1 else 1
    pad_h, pad_w = p.pad
    gcd_h, gcd_w = math.gcd(stride_h, dilation_h), math.gcd(stride_w, dilation_w)
    y_tilda, x_tilda = stride_h // gcd_h, stride_w // gcd_w
    h_tilda = ho + (dilation_h * (p.y - 1) + stride_h - 1) // stride_h
    w_tilda = wo + (dilation_w * (p.x - 1) + stride_w - 1) // stride_w
    h_tilda_left = max(0, pad_h - dilation_h * (y_tilda - 1)) // stride_h
    w_tilda_left = max(0, pad_w - dilation_w * (x_tilda - 1)) // stride_w
    h_tilda_right = min(h_tilda, (pad_h + hi - 1 + stride_h - 1) // stride_h + 1)
    w_tilda_right = min(w_tilda, (pad_w + wi - 1 + stride_w - 1) // stride_w + 1)
    return {"stride_h": stride_h, "stride_w": stride_w, "dilation_h": dilation_h, "dilation_w": dilation_w,
            "gcd_h": gcd_h, "gcd_w": gcd_w, "y_tilda": y_tilda, "x_tilda": x_tilda, "h_tilda": h_tilda,
            "w_tilda": w_tilda, "h_tilda_left": h_tilda_left, "w_tilda_left": w_tilda_left,
            "h_tilda_slice": h_tilda_right - h_tilda_left, "w_tilda_slice": w_tilda_right - w_tilda_left}


def _bwd(cfg: Config, p: Conv) -> Launch:
    # MakeImplGemmDynamicBackwardDataXdlopsNHWCInvokerFactory (impl_gemm_dynamic.cpp). The kernel's
    # arguments keep the forward direction's names: hi, wi are dx's; ho, wo are dy's.
    g = _bwd_geometry(p)
    num_of_gemms = g["x_tilda"] * g["y_tilda"]
    splits = igemm_split_batch_size(p.hi, p.wi, p.ho, p.wo, p.n, p.k, p.c, cfg.data_bytes)
    n_in_1_block = 1 if splits == 0 else p.n // splits
    gemm_m = n_in_1_block * g["h_tilda_slice"] * g["w_tilda_slice"]
    gemm_n = p.c // p.group
    m_blocks, n_blocks = _ceil(gemm_m, cfg.gemm_m_per_block), _ceil(gemm_n, cfg.gemm_n_per_block)
    mdiv_x_tilda = magic_div_u32_gen(g["x_tilda"])
    mdiv_y_tilda = magic_div_u32_gen(g["y_tilda"])
    mdiv_group_mn = magic_div_u32_gen(p.group * n_blocks * m_blocks)
    md = [magic_div_u32_gen(n_blocks), magic_div_u32_gen(n_blocks * m_blocks),
          magic_div_u32_gen(g["w_tilda_slice"] if cfg.nxe != 0 else p.wi),
          magic_div_u32_gen(g["h_tilda_slice"] * g["w_tilda_slice"])]
    shift_pack_0 = magic_div_u32_pack_shift(*(d.shift for d in md))
    mh = num_of_gemms > 1  # the multihead kernels get these three pairs as magic divisors instead
    args = [("p_in", 0, 8), ("p_wei", 0, 8), ("p_out", 0, 8),
            ("hi", p.hi, 4), ("wi", p.wi, 4), ("n", n_in_1_block, 4), ("k", p.k // p.group, 4),
            ("c", p.c // p.group, 4), ("ho", p.ho, 4), ("wo", p.wo, 4), ("stride_h", g["stride_h"], 4),
            ("stride_w", g["stride_w"], 4), ("dilation_h", g["dilation_h"], 4), ("dilation_w", g["dilation_w"], 4),
            ("pad_h", p.pad[0], 4), ("pad_w", p.pad[1], 4), ("y", p.y, 4), ("x", p.x, 4),
            ("dtile_iy", mdiv_x_tilda.magic if mh else 0, 4), ("dtile_ix", mdiv_x_tilda.shift if mh else 0, 4),
            ("dtile_dy", g["dilation_h"] // g["gcd_h"], 4), ("dtile_dx", g["dilation_w"] // g["gcd_w"], 4),
            ("dtile_y", g["y_tilda"], 4), ("dtile_x", g["x_tilda"], 4),
            ("dtile_h", mdiv_group_mn.magic if mh else g["h_tilda"], 4),
            ("dtile_w", mdiv_group_mn.shift if mh else g["w_tilda"], 4),
            ("dslice_y", mdiv_y_tilda.magic if mh else p.y, 4), ("dslice_x", mdiv_y_tilda.shift if mh else p.x, 4),
            ("dslice_h", g["h_tilda_slice"], 4), ("dslice_w", g["w_tilda_slice"], 4),
            ("dslice_h_left", g["h_tilda_left"], 4), ("dslice_w_left", g["w_tilda_left"], 4),
            ("group", p.group, 4)]
    args += [(f"magic_{i}", d.magic, 4) for i, d in enumerate(md)]
    args += [("shift_pack_0", shift_pack_0, 4), ("ks", cfg.gemm_k_global_split, 4)]
    need_set_zero = (p.y < g["stride_h"] or p.x < g["stride_w"] or g["dilation_h"] != 1 or g["dilation_w"] != 1
                     or cfg.gemm_k_global_split > 0)
    # GetImplicitGemmGtcDynamicBwdXdlopsNHWCKernel: a multihead kernel covers all the GEMMs in one grid.
    grid_x = p.group * m_blocks * n_blocks * (1 << cfg.gemm_k_global_split) * (num_of_gemms if cfg.multihead else 1)
    solver_splits = igemm_split_batch_size(p.hi, p.wi, p.ho, p.wo, p.n, p.k, p.c, cfg.data_bytes)
    return Launch(cfg.kernel_name(), tuple((n, _int32(v), s) for n, v, s in args), (grid_x, solver_splits, 1),
                  cfg.block_size, _defsyms(cfg), "p_in" if need_set_zero else None,
                  {"p_in": "dx", "p_wei": "w", "p_out": "dy"}, _shapes(p))


def _wrw(cfg: Config, p: Conv) -> Launch:
    # GetSolution and ComputeDynamicIGemmWrwKernelArgsNHWC (conv_asm_implicit_gemm_gtc_wrw_nhwc.cpp)
    stride_h = p.stride[0] if p.hi > 1 else 1
    stride_w = p.stride[1] if p.wi > 1 else 1
    dilation_h = p.dilation[0] if p.y > 1 else 1
    dilation_w = p.dilation[1] if p.x > 1 else 1
    splits = igemm_split_batch_size(p.hi, p.wi, p.ho, p.wo, p.n, p.k, p.c, cfg.data_bytes)
    # GetImplicitGemmGtcDynamicWrwXdlopsNHWCKernel: gemm_n is c padded to tensor B's vector, times y x.
    c_vec_min = cfg.tb_thread[3]
    c_padded = _ceil(p.c // p.group, c_vec_min) * c_vec_min
    gemm_n = _ceil(c_padded * p.y * p.x, cfg.gemm_n_per_block) * cfg.gemm_n_per_block
    gemm_m = p.k // p.group
    grid_x = p.group * _ceil(gemm_m, cfg.gemm_m_per_block) * _ceil(gemm_n, cfg.gemm_n_per_block)
    gemm_k_global_splits = 1  # gemm_k_global_split == 0: no split
    min_n_per_block = cfg.ta_thread[1] if cfg.nxe == 1 else 1
    nb_per_block = cfg.ta_cluster[1] if cfg.nxe == 1 else cfg.gemm_k_per_block
    gemmk = _ceil(p.n // splits, min_n_per_block) * p.ho * p.wo
    gemmk_per_wg = _ceil(gemmk, gemm_k_global_splits)
    gemmk_per_wg = _ceil(gemmk_per_wg, nb_per_block) * nb_per_block
    gemm_k_global_splits = _ceil(gemmk, gemmk_per_wg)
    args = [("p_in", 0, 8), ("p_wei", 0, 8), ("p_out", 0, 8),
            ("hi", p.hi, 4), ("wi", p.wi, 4), ("n", p.n // splits, 4), ("k", p.k // p.group, 4),
            ("c", p.c // p.group, 4), ("ho", p.ho, 4), ("wo", p.wo, 4), ("stride_h", stride_h, 4),
            ("stride_w", stride_w, 4), ("dilation_h", dilation_h, 4), ("dilation_w", dilation_w, 4),
            ("pad_h", p.pad[0], 4), ("pad_w", p.pad[1], 4), ("y", p.y, 4), ("x", p.x, 4),
            ("gemm_k_global_split", gemm_k_global_splits, 4), ("group", p.group, 4), ("gemmk_per_wg", gemmk_per_wg, 4)]
    return Launch(cfg.kernel_name(), tuple((n, _int32(v), s) for n, v, s in args),
                  (grid_x, splits, gemm_k_global_splits), cfg.block_size, _defsyms(cfg), "p_wei",
                  {"p_in": "x", "p_wei": "dw", "p_out": "dy"}, _shapes(p))


def pack_kernargs(args: tuple[tuple[str, int, int], ...], pointers: dict[str, int] | None = None) -> bytes:
    """The kernarg segment as ``HIPOCKernelInvoke::operator()(std::vector<OpKernelArg>&)`` lays it out:
    each argument after the first aligned to its own size, little-endian; ``pointers`` gives the
    tensors' addresses by argument name."""
    out = bytearray()
    for name, value, size in args:
        if pointers and name in pointers:
            value = pointers[name]
        out += bytes((-len(out)) % size)
        out += int(value).to_bytes(size, "little", signed=False)
    return bytes(out)


def valid(cfg: Config, p: Conv) -> bool:
    """Whether MIOpen would run ``cfg`` on ``p``: the conditions of the solver's ``IsValid`` that
    concern the configurations modelled here (no K split, no merge_e), plus IsApplicable's
    group == 1 for backward data (WORKAROUND_ISSUE_1979)."""
    if cfg.gemm_k_global_split or cfg.merge_e:
        return False
    if igemm_split_batch_size(p.hi, p.wi, p.ho, p.wo, p.n, p.k, p.c, cfg.data_bytes) == 0:
        return False
    if p.ho <= 0 or p.wo <= 0 or p.c % p.group or p.k % p.group:
        return False
    unit = (p.y, p.x, p.stride, p.dilation, p.pad) == (1, 1, (1, 1), (1, 1), (0, 0))
    if cfg.nxe == 0 and not unit:
        return False
    fp16 = cfg.precision == "fp16"
    vec = math.gcd(cfg.gemm_n_per_block, cfg.vector_store or 8)
    if cfg.direction == "fwd":
        if not (cfg.ta_thread[1] == 1 and cfg.tb_thread[1] == 1):
            if (p.c // p.group) % cfg.gemm_k_per_block:
                return False
            if fp16 and (p.k // p.group) % vec:
                return False
    elif cfg.direction == "bwd":
        if p.group != 1:
            return False
        if (p.k // p.group) % cfg.gemm_k_per_block:
            return False
        if fp16 and (p.c // p.group) % vec:
            return False
    elif cfg.precision != "fp32":
        if (p.c // p.group) % cfg.tb_thread[3] or (p.k // p.group) % cfg.ta_thread[3]:
            return False
    return True


#: The kernels chosen: the smallest non-split NHWC XDLOPS kernel with filter support (nxe 1) of each
#: direction, fp32 on each of gfx908, gfx90a and gfx942, and fp16 forward and backward data on
#: gfx942; by (direction, target, precision), the part of the kernel name after the precision.
KERNELS = {
    ("fwd", "gfx908", "fp32"): "bx0_ex1_bt32x64x32_wt16x16x4_ws1x1_wr1x2_ta1x4x1x1_1x8x1x32_tb1x4x2x1_1x8x1x32",
    ("bwd", "gfx908", "fp32"): "bx0_ex1_bt64x32x16_wt16x16x4_ws1x1_wr2x1_ta1x4x1x1_1x4x1x64_tb1x2x1x1_1x8x1x32_mh",
    ("wrw", "gfx908", "fp32"): "bx0_ex1_bt32x32x32_wt16x16x4_ws1x1_wr1x1_ta1x1x1x4_1x32x1x8_tb1x1x1x4_1x32x1x8",
    ("fwd", "gfx90a", "fp32"): "bx0_ex1_bt32x64x32_wt16x16x4_ws1x1_wr1x2_ta1x4x1x1_1x8x1x32_tb1x4x2x1_1x8x1x32",
    ("bwd", "gfx90a", "fp32"): "bx0_ex1_bt64x32x16_wt16x16x4_ws1x1_wr2x1_ta1x4x1x1_1x4x1x64_tb1x2x1x1_1x8x1x32_mh",
    ("wrw", "gfx90a", "fp32"): "bx0_ex1_bt32x32x32_wt16x16x4_ws1x1_wr1x1_ta1x1x1x4_1x32x1x8_tb1x1x1x4_1x32x1x8",
    ("fwd", "gfx942", "fp32"): "bx0_ex1_bt32x64x32_wt16x16x4_ws1x1_wr1x2_ta1x4x1x1_1x8x1x32_tb1x4x2x1_1x8x1x32",
    ("bwd", "gfx942", "fp32"): "bx0_ex1_bt64x32x16_wt16x16x4_ws1x1_wr2x1_ta1x4x1x1_1x4x1x64_tb1x2x1x1_1x8x1x32_mh",
    ("wrw", "gfx942", "fp32"): "bx0_ex1_bt32x32x32_wt16x16x4_ws1x1_wr1x1_ta1x1x1x4_1x32x1x8_tb1x1x1x4_1x32x1x8",
    ("fwd", "gfx942", "fp16"): "bx0_ex1_bt32x64x32_wt16x64x4_ws1x1_wr1x1_ta1x8x1x1_1x4x1x32_tb1x8x2x1_1x4x1x32",
    ("bwd", "gfx942", "fp16"): "bx0_ex1_bt64x32x16_wt64x16x4_ws1x1_wr1x1_ta1x4x2x1_1x4x1x32_tb1x4x1x1_1x4x1x32_mh",
}
#: MIOpen's directory for each target's NHWC XDLOPS kernels, and the GTC tag in their names.
_DIRS = {"gfx908": ("igemm_gtc_xdlops_nhwc", "gtcx"), "gfx90a": ("igemm_gtc_xdlops_nhwc_gfx90a", "gtcx2"),
         "gfx942": ("igemm_gtc_xdlops_nhwc_gfx940", "gtcx3")}


def kernel_path(direction: str, arch: str, precision: str) -> str:
    """The chosen kernel's file below src/kernels/dynamic_igemm/."""
    folder, gtc = _DIRS[arch]
    name = f"igemm_{direction}_{gtc}_nhwc_{precision}_{KERNELS[(direction, arch, precision)]}"
    return f"{folder}/{direction}_{precision}/{name}.s"


def config_of(relpath: str) -> Config:
    return Config.from_name(relpath.rsplit("/", 1)[-1].removesuffix(".s"))
