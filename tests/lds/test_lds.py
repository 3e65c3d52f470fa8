"""The LDS model against public facts, the transposing reads against references written from
their public descriptions, operands read from LDS checked through emulate.pack, published
conflict cases, the solver, and the command line."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.errors import AmdMatrixError
from amdmatrix.lds import analyse, conflicts, facts, parse_tile, solve
from amdmatrix.lds.semantics import read_transposed
from amdmatrix.lds.tile import TileError


def _lanes(text: str) -> tuple[int, ...]:
    """'T0-T3, T20-T23' -> the lanes, as triton-lang/triton#11365 writes them."""
    out: list[int] = []
    for run in text.split(","):
        lo, hi = run.strip().removeprefix("T").split("-T")
        out.extend(range(int(lo), int(hi) + 1))
    return tuple(out)


# Transcribed from the description of triton-lang/triton#11365.
MI300_B128 = ["T0-T3, T20-T23", "T32-T35, T52-T55", "T4-T7, T16-T19", "T36-T39, T48-T51", "T8-T11, T28-T31",
              "T40-T43, T60-T63", "T12-T15, T24-T27", "T44-T47, T56-T59"]
MI350_B128 = ["T0-T3, T12-T15, T20-T23, T24-T27", "T32-T35, T44-T47, T52-T55, T56-T59",
              "T4-T7, T8-T11, T16-T19, T28-T31", "T36-T39, T40-T43, T48-T51, T60-T63"]


@pytest.mark.parametrize(("arch", "published"), [("cdna3", MI300_B128), ("cdna4", MI350_B128)])
def test_ds_read_b128_phases_are_tritons_published_groups(arch: str, published: list[str]) -> None:
    assert facts(arch).access("ds_read_b128").phases == tuple(_lanes(p) for p in published)


@pytest.mark.parametrize("arch", ["cdna3", "cdna4"])
def test_ds_write_b128_phases_are_eight_consecutive_lanes(arch: str) -> None:
    # Composable Kernel's LDS bank conflict page: ds_write_b128 serves 8 consecutive lanes a phase.
    assert facts(arch).access("ds_write_b128").phases == tuple(tuple(range(p, p + 8)) for p in range(0, 64, 8))


def test_gfx950_resolves_64_banks_for_reads_and_32_for_writes() -> None:
    # ROCm/rocm-libraries#3668 (writes at 32 banks, ds_read_b64/b128 at 64); ds_read_b32 at 64 as measured by
    # nod-ai/amd-shark-ai#2919 (#3668 says 32: decision 154); CDNA4 ISA guide section 2.2.1: 64 banks, 160 kB.
    f = facts("gfx950")
    assert (f.banks, f.size) == (64, 160 * 1024)
    assert {a.mnemonic: a.banks for a in f.accesses if a.confidence == "published" and not a.direct} == {
        "ds_read_b32": 64, "ds_read_b64": 64, "ds_read_b128": 64, "ds_write_b32": 32, "ds_write_b64": 32,
        "ds_write_b128": 32}
    assert {a.banks for a in f.accesses if a.write} == {32}  # direct-to-LDS loads write LDS too
    assert (facts("gfx942").banks, facts("gfx942").size) == (32, 64 * 1024)


# Transcribed from nod-ai/amd-shark-ai#2919, docs/empirical-lds/lds_summary.md ("Measured LDS Phase Groups").
NOD_AI = {
    "cdna4": {"ds_read_b32": ["T0-T63"], "ds_read_b64": ["T0-T31", "T32-T63"], "ds_read_b128": MI350_B128},
    "cdna3": {"ds_read_b32": ["T0-T31", "T32-T63"], "ds_read_b64": ["T0-T15", "T16-T31", "T32-T47", "T48-T63"],
              "ds_read_b128": MI300_B128},
    "rdna4": {"ds_read_b32": ["T0-T31"], "ds_read_b64": ["T0-T15", "T16-T31"],
              "ds_read_b128": ["T0-T7", "T8-T15", "T16-T23", "T24-T31"]},
    "rdna3": {"ds_read_b32": ["T0-T31"], "ds_read_b64": ["T0-T15", "T16-T31"],
              "ds_read_b128": ["T0-T3, T20-T23", "T4-T7, T16-T19", "T8-T11, T28-T31", "T12-T15, T24-T27"]},
}


@pytest.mark.parametrize("arch", sorted(NOD_AI))
def test_read_phases_are_nod_ais_measured_groups(arch: str) -> None:
    f = facts(arch)
    for read, groups in NOD_AI[arch].items():
        want = tuple(_lanes(g) for g in groups)
        got = f.access(read).phases
        assert got[: len(want)] == want, read  # RDNA: the measured wave32 groups, then wave64's upper half
        assert sorted(lane for p in got for lane in p) == list(range(64))


@pytest.mark.parametrize("arch", ["cdna3", "cdna4", "rdna3", "rdna4", "gfx1250"])
def test_every_phase_table_partitions_the_wave(arch: str) -> None:
    for a in facts(arch).accesses:
        lanes = sorted(lane for p in a.phases for lane in p)
        assert lanes == list(range(len(lanes))) and len(lanes) in (32, 64), a.mnemonic
        # a phase never asks more bytes than the banks deliver in a cycle
        assert all(len(p) * a.width <= a.banks * 32 for p in a.phases), a.mnemonic


# ----------------------------------------------------------------------------- transposing reads
def _ref_tr_b16(words: list[int]) -> list[int]:
    """ROCm/rocm-systems#10175: destination lane l, halfword n comes from source lane
    ((l & ~0xf) | ((l >> 2) & 3)) + 4n, halfword l & 3."""
    out = []
    for lane in range(len(words)):
        v = 0
        for n in range(4):
            src = (lane & ~0xF) | (((lane >> 2) & 3) + 4 * n)
            v |= ((words[src] >> (16 * (lane & 3))) & 0xFFFF) << (16 * n)
        out.append(v)
    return out


def _ref_tr_b8(words: list[int]) -> list[int]:
    """Two interleaved 8x8 byte transposes per 16 lanes (Modular's documentation of
    llvm.amdgcn.ds.read.tr8.b64): the even source lanes' 8x8 bytes give destination lanes 0-7,
    the odd ones' 8-15."""
    out = [0] * len(words)
    for g in range(0, len(words), 16):
        for half in (0, 1):
            src = [words[g + 2 * r + half] for r in range(8)]  # 8 rows of 8 bytes
            for c in range(8):
                out[g + 8 * half + c] = sum(((src[r] >> (8 * c)) & 0xFF) << (8 * r) for r in range(8))
    return out


def _ref_16x16(words: list[int], bits: int) -> list[int]:
    """tr_b4 and tr_b6: a 16x16 transpose of the elements of 16 lanes."""
    m = (1 << bits) - 1
    return [sum(((words[(lane & ~0xF) + n] >> (bits * (lane & 15))) & m) << (bits * n) for n in range(16))
            for lane in range(len(words))]


@pytest.mark.parametrize(("width", "bits", "ref"), [(64, 16, _ref_tr_b16), (64, 8, _ref_tr_b8),
                                                     (64, 4, lambda w: _ref_16x16(w, 4)),
                                                     (96, 6, lambda w: _ref_16x16(w, 6))])
def test_transposing_reads_agree_with_references_on_random_addresses(width: int, bits: int, ref: object) -> None:
    rng = random.Random(width * 100 + bits)
    for _ in range(20):
        lds = bytearray(rng.randrange(256) for _ in range(4096))
        addrs = [rng.randrange(0, 4096 - 16) for _ in range(64)]
        words = [int.from_bytes(lds[a:a + width // 8], "little") for a in addrs]
        assert read_transposed(lds, addrs, width, bits) == ref(words)  # type: ignore[operator]


# ------------------------------------------------------------- operands from LDS through emulate.pack
#: (instruction, matrix, modifiers, tile, read): the pairings frameworks use with transposing reads:
#: A stored M-contiguous (col-major M x K), B stored N-contiguous (row-major K x N).
TR_PAIRS = [
    ("v_mfma_f32_16x16x32_bf16", "A", {}, "16x32 bf16 col-major", "ds_read_b64_tr_b16"),
    ("v_mfma_f32_16x16x32_bf16", "B", {}, "32x16 bf16 row-major", "ds_read_b64_tr_b16"),
    ("v_mfma_f32_32x32x16_f16", "A", {}, "32x16 fp16 col-major", "ds_read_b64_tr_b16"),
    ("v_mfma_f32_32x32x16_f16", "B", {}, "16x32 fp16 row-major", "ds_read_b64_tr_b16"),
    ("v_mfma_f32_16x16x128_f8f6f4", "A", {}, "16x128 fp8 col-major", "ds_read_b64_tr_b8"),
    ("v_mfma_f32_16x16x128_f8f6f4", "B", {}, "128x16 fp8 row-major", "ds_read_b64_tr_b8"),
    ("v_mfma_f32_32x32x64_f8f6f4", "B", {}, "64x32 fp8 row-major", "ds_read_b64_tr_b8"),
    ("v_mfma_i32_16x16x64_i8", "B", {}, "64x16 i8 row-major", "ds_read_b64_tr_b8"),
    ("v_mfma_f32_16x16x128_f8f6f4", "A", {"a_format": "fp4"}, "16x128 fp4 col-major", "ds_read_b64_tr_b4"),
    ("v_mfma_f32_16x16x128_f8f6f4", "B", {"b_format": "fp4"}, "128x16 fp4 row-major", "ds_read_b64_tr_b4"),
    ("v_mfma_f32_16x16x128_f8f6f4", "B", {"b_format": "fp6"}, "128x16 fp6 row-major", "ds_read_b96_tr_b6"),
]


def _codes(tile: str, rows: int, cols: int, rng: random.Random) -> dict[tuple[int, int], int]:
    bits = parse_tile(tile).bits
    return {(r, c): rng.randrange(1 << bits) for r in range(rows) for c in range(cols)}


@pytest.mark.parametrize(("mnemonic", "matrix", "mods", "tile", "read"), TR_PAIRS)
def test_transposing_read_gives_the_operand_register_image(mnemonic: str, matrix: str, mods: dict[str, object],
                                                           tile: str, read: str) -> None:
    np = pytest.importorskip("numpy")
    ml = pytest.importorskip("ml_dtypes")
    inst = amdmatrix.instruction("cdna4", mnemonic)
    rep = analyse(inst, matrix, parse_tile(tile), read, **mods)
    assert rep.exact, rep.misplaced[:3]
    # Fill the LDS with random codes at the tile's addresses, run the reads, and compare the
    # registers with emulate.pack of the same values.
    t = parse_tile(tile)
    rows, cols = t.rows, t.cols
    rng = random.Random(7)
    fmt = {"bf16": ml.bfloat16, "fp16": np.float16, "fp8": ml.float8_e4m3fn, "i8": np.int8, "fp4": ml.float4_e2m1fn,
           "fp6": ml.float6_e2m3fn}[t.dtype]
    width = np.uint8 if t.bits <= 8 else np.uint16
    codes = _codes(tile, rows, cols, rng)
    raw = np.array([[codes[(r, c)] for c in range(cols)] for r in range(rows)], dtype=width)
    values = raw.view(np.int8).astype(np.int64) if t.dtype == "i8" else raw.view(fmt).astype(np.float64)
    values[~np.isfinite(values)] = 0.0  # NaN codes need not survive pack; zero them and their codes
    raw[values == 0] = 0
    values[values == 0] = 0.0
    lds = bytearray(t.nbytes + 16)
    for r in range(rows):
        for c in range(cols):
            bit = t.bit_address(r, c)
            word = int.from_bytes(lds[bit // 8: bit // 8 + 2], "little") | (int(raw[r, c]) << (bit % 8))
            lds[bit // 8: bit // 8 + 2] = word.to_bytes(2, "little")
    acc = facts("cdna4").access(read)
    regs_per_read = acc.width // 32
    image = np.zeros((len(rep.reads) * regs_per_read, 64), dtype=np.uint32)
    for q, instr in enumerate(rep.reads):
        got = read_transposed(lds, [a or 0 for a in instr.addresses], acc.width, acc.transpose)
        for lane, v in enumerate(got):
            for k in range(regs_per_read):
                image[q * regs_per_read + k, lane] = (v >> (32 * k)) & 0xFFFFFFFF
    want = amdmatrix.emulate.pack(inst, matrix, values, **mods)
    assert want.shape == image.shape
    assert np.array_equal(image, want)


# ---------------------------------------------------------------------------- published conflict cases
def _flashinfer(rows_period: int) -> list[int]:
    """AMD-Ecosystem/flashinfer#207: offset_i = i * 32 + (j ^ (i % period)) in 8-byte units (HEAD_DIM
    128 fp16), row i = lane % 16 and j = lane // 16 (the A operand read with ds_read_b64)."""
    return [8 * (i * 32 + (j ^ (i % rows_period))) for lane in range(64) for i, j in [(lane % 16, lane // 16)]]


def test_flashinfer_k128b_conflicts_and_its_16_row_fix_does_not() -> None:
    acc = facts("cdna3").access("ds_read_b64")
    before = conflicts(acc, _flashinfer(8))
    # rows i and i + 8 of each 16-lane phase meet on a bank: the PR's table (i=0 and i=8 on bank 0, ...)
    assert {p.ways for p in before} == {2}
    assert before[0].bank_lanes == (0, 8)
    assert {p.ways for p in conflicts(acc, _flashinfer(16))} == {1}


def test_flashinfer_swizzles_as_tiles_of_the_mfma_operand() -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    k128 = analyse(inst, "A", parse_tile("16x128 fp16 row-major swizzle(3,3,5)"), "ds_read_b64")
    fixed = analyse(inst, "A", parse_tile("16x128 fp16 row-major swizzle(4,3,5)"), "ds_read_b64")
    assert k128.exact and fixed.exact
    assert (k128.read_ways, fixed.read_ways) == (2, 1)


@pytest.mark.parametrize(("pad", "ways"), [(0, 8), (16, 1), (32, 2), (48, 1), (64, 4), (80, 1)])
def test_padding_helps_only_by_an_odd_multiple_of_the_access_width(pad: int, ways: int) -> None:
    # ROCm/rocm-libraries#10720: 8 lanes writing 16 bytes each at the start of 8 rows of 128 bytes.
    acc = facts("cdna3").access("ds_write_b128")
    addrs = [(lane % 8) * (128 + pad) for lane in range(64)]
    assert conflicts(acc, addrs)[0].ways == ways


def test_ck_style_row_writes_are_conflict_free() -> None:
    # Composable Kernel's documented pattern: consecutive lanes write consecutive 16-byte vectors.
    acc = facts("cdna3").access("ds_write_b128")
    assert {p.ways for p in conflicts(acc, [16 * lane for lane in range(64)])} == {1}



def _writer_by_element(tile_text: str, width: int, wave: int = 64) -> list[int | None] | str:
    """The writer's addresses straight from the tile's definition: chunk n of ``width`` bits along
    the storage order, every element's own address, and a refusal where a chunk is split."""
    t = parse_tile(tile_text)
    per = width // t.bits
    lines, line = (t.rows, t.cols) if t.order == "row-major" else (t.cols, t.rows)
    out: list[int | None] = []
    for ln in range(lines):
        for pos in range(0, line, per):
            rc = [(ln, pos + k) if t.order == "row-major" else (pos + k, ln) for k in range(per)]
            bits = [t.bit_address(r, c) for r, c in rc]
            if bits != [bits[0] + k * t.bits for k in range(per)] or bits[0] % 8:
                return "split"
            out.append(bits[0] // 8)
    return out + [None] * (-len(out) % wave)


@pytest.mark.parametrize("tile", ["64x64 fp16 row-major", "64x64 fp16 row-major pad 8", "64x64 fp16 row-major pad 4",
                                  "64x64 fp16 col-major pad 12", "64x64 fp16 row-major swizzle(3,4,3)",
                                  "64x64 fp16 col-major swizzle(2,4,6)", "64x64 fp16 row-major swizzle(3,3,4)",
                                  "64x64 fp16 row-major xor(9>4,12>6,7>5)", "64x64 fp16 row-major pad 8 xor(10>4)",
                                  "64x128 fp16 row-major pad 16 swizzle(4,4,4)", "32x64 fp16 col-major swizzle(1,2,7)",
                                  "32x96 fp16 row-major pad 8 swizzle(2,5,3)", "64x64 fp16 row-major pad 4 xor(8>4)"])
@pytest.mark.parametrize("write", ["ds_write_b128", "ds_write_b64", "ds_write_b32"])
def test_writer_addresses_are_each_elements_own(tile: str, write: str) -> None:
    # The writer computes only each chunk's start where the swizzle cannot split a chunk; checked
    # here against every element's own address, and its conflicts against a count from scratch.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    acc = facts("cdna3").access(write)
    expected = _writer_by_element(tile, acc.width)
    if expected == "split":
        with pytest.raises(TileError, match="splits"):
            analyse(inst, "A", parse_tile(tile), "ds_read_b64", write=write)
        return
    rep = analyse(inst, "A", parse_tile(tile), "ds_read_b64", write=write)
    assert [a for w in rep.writes for a in w.addresses] == expected
    for w in rep.writes:
        for phase, lanes in zip(w.phases, acc.phases, strict=True):
            dwords = {d for ln in lanes if w.addresses[ln] is not None
                      for d in range(w.addresses[ln] // 4, (w.addresses[ln] + acc.width // 8 - 1) // 4 + 1)}
            per_bank = [sum(1 for d in dwords if d % acc.banks == b) for b in range(acc.banks)]
            assert phase.ways == max(1, *per_bank)


@pytest.mark.parametrize("tile", ["16x128 fp6 row-major", "16x128 fp6 row-major xor(9>4,8>6)",
                                  "128x16 fp6 col-major pad 64 swizzle(2,4,3)"])
def test_writer_cuts_packed_fp6_into_byte_chunks(tile: str) -> None:
    # A ds_write_b128 writes 16 bytes of the tile's byte image, 21 and a third FP6 values: every
    # value's bits inside a chunk keep their offset from the chunk's start, by the tile's own
    # bit_address of each element.
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x128_f8f6f4")
    t = parse_tile(tile)
    matrix = "A" if t.order == "row-major" else "B"
    rep = analyse(inst, matrix, t, "ds_read_b96" if matrix == "A" else "ds_read_b96_tr_b6", write="ds_write_b128",
                  a_format="fp6", b_format="fp6")
    starts = [a for w in rep.writes for a in w.addresses if a is not None]
    line_bytes = (t.cols if t.order == "row-major" else t.rows) * 6 // 8
    stride_bytes = t.stride * 6 // 8
    assert len(starts) == len(set(starts)) == (t.rows * t.cols * 6 // 8) // 16
    for r in range(t.rows):
        for c in range(t.cols):
            ln, pos = (r, c) if t.order == "row-major" else (c, r)
            plain = ln * stride_bytes * 8 + pos * 6  # the element's bit before the swizzle
            chunk = ln * (line_bytes // 16) + (pos * 6) // 128
            if (pos * 6) // 128 != (pos * 6 + 5) // 128:
                continue  # a value cut by two chunks: each part moves with its own chunk
            assert t.bit_address(r, c) == starts[chunk] * 8 + (plain - ln * stride_bytes * 8) % 128


def test_writer_check_covers_both_of_its_paths() -> None:
    # Sizes chosen so the tests above take the per-element path (a padded line that is not a
    # multiple of the chunk) and refuse a split chunk; without these the fast path alone is tested.
    assert _writer_by_element("64x64 fp16 row-major pad 4", 128) != "split"
    assert _writer_by_element("64x64 fp16 row-major swizzle(3,3,4)", 128) == "split"
    assert _writer_by_element("64x64 fp16 row-major swizzle(3,3,4)", 64) != "split"


# --------------------------------------------------------------------------- direct-to-LDS loads
DIRECT = {"cdna3": ["buffer_load_dword_lds", "global_load_lds_dword"],
          "cdna4": ["buffer_load_dword_lds", "global_load_lds_dword", "buffer_load_dwordx3_lds",
                    "buffer_load_dwordx4_lds", "global_load_lds_dwordx3", "global_load_lds_dwordx4"]}


def _asm(mnemonic: str) -> str:
    if mnemonic.startswith("buffer"):
        return mnemonic.removesuffix("_lds") + " v0, s[0:3], 0 offen lds"
    return mnemonic + " v[0:1], off"


@pytest.mark.parametrize("arch", ["cdna3", "cdna4"])
def test_direct_loads_are_the_ones_llvm_assembles_for_the_architecture(arch: str) -> None:
    import shutil
    import subprocess

    from required import need

    mc = shutil.which("llvm-mc-22")
    need("llvm-mc-22", mc is not None)
    assert mc is not None
    mine = [a.mnemonic for a in facts(arch).accesses if a.direct]
    assert mine == DIRECT[arch]
    mcpu = {"cdna3": "gfx942", "cdna4": "gfx950"}[arch]
    for mnemonic in DIRECT["cdna4"]:
        proc = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"], input=_asm(mnemonic) + "\n",
                              capture_output=True, text=True, timeout=60, check=False)
        assert ("encoding:" in proc.stdout) == (mnemonic in mine), (arch, mnemonic, proc.stderr)


_POW2_TILES = ["64x64 bf16 row-major", "64x64 bf16 row-major swizzle(3,4,3)", "64x96 bf16 col-major xor(9>4,10>5)"]
_X3_TILES = ["48x96 bf16 row-major", "96x48 bf16 col-major"]  # lines of a multiple of 6 bf16, no swizzle


@pytest.mark.parametrize(("writer", "tile"), [(w, t) for w in DIRECT["cdna4"]
                                              for t in (_X3_TILES if "x3" in w else _POW2_TILES)])
def test_direct_load_writes_each_lane_after_the_last_and_carries_a_whole_vector(writer: str, tile: str) -> None:
    # MI200 ISA 9.1.9: lane t of a direct-to-LDS load writes at M0 + offset + t x size. Every lane's
    # bytes must then hold one run of consecutive elements of one tile line, which its one global
    # vector load fetches; checked against every element's own address.
    acc = facts("cdna4").access(writer)
    nbytes = acc.width // 8
    t = parse_tile(tile)
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x32_bf16")
    rep = analyse(inst, "A", t, "ds_read_b128", write=writer)
    at = {t.bit_address(r, c) // 8: (r, c) for r in range(t.rows) for c in range(t.cols)}
    per = acc.width // t.bits
    for w in rep.writes:
        live = [a for a in w.addresses if a is not None]
        assert live == [live[0] + k * nbytes for k in range(len(live))]
        for a in live:
            r, c = at[a]
            run = [at[a + k * t.bits // 8] for k in range(per)]
            step = (0, 1) if t.order == "row-major" else (1, 0)
            assert run == [(r + k * step[0], c + k * step[1]) for k in range(per)]
    assert {p.ways for w in rep.writes for p in w.phases} == {1}


def test_direct_load_refuses_a_padding_inside_one_instruction() -> None:
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x32_bf16")
    with pytest.raises(TileError, match="M0 \\+ lane x 16.*padding falls only every 1024 bytes"):
        analyse(inst, "A", parse_tile("64x64 bf16 row-major pad 8"), "ds_read_b128", write="buffer_load_dwordx4 lds")
    # a padding that falls between instructions: a row of 512 bf16 is one instruction's 1024 bytes
    rep = analyse(inst, "A", parse_tile("16x512 bf16 row-major pad 8"), "ds_read_b128",
                  write="buffer_load_dwordx4_lds")
    assert rep.writes[1].addresses[0] == 1024 + 16


def test_b96_reads_take_fp6_operands_and_refuse_widths_that_do_not_divide() -> None:
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x128_f8f6f4")
    rep = analyse(inst, "A", parse_tile("16x128 fp6 row-major"), "ds_read_b96", a_format="fp6", b_format="fp6")
    assert rep.exact and len(rep.reads) == 2
    # 32- and 64-bit reads cut FP6 values (5 and 10 and a third a read): the lane's reads run on,
    # and executing them on the coded LDS gives every value whole.
    for read, count in (("ds_read_b32", 6), ("ds_read_b64", 3)):
        rep = analyse(inst, "A", parse_tile("16x128 fp6 row-major"), read, a_format="fp6", b_format="fp6")
        assert rep.exact and len(rep.reads) == count
        assert [r.addresses[16] for r in rep.reads] == [24 + k * (24 // count) for k in range(count)]
    bf16 = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x32_bf16")
    with pytest.raises(TileError, match="do not divide the 128 bits"):
        analyse(bf16, "A", parse_tile("16x32 bf16 row-major"), "ds_read_b96")

# --------------------------------------------------------------------------------------- the solver
SOLVE = [pytest.param("cdna4", "v_mfma_f32_16x16x32_bf16", "B", "256x256 bf16 row-major", "ds_read_b64_tr_b16",
                      "ds_write_b128", marks=pytest.mark.exhaustive),
         pytest.param("cdna4", "v_mfma_f32_16x16x32_bf16", "A", "256x256 bf16 row-major", "ds_read_b128",
                      "ds_write_b128", marks=pytest.mark.exhaustive),
         ("cdna4", "v_mfma_f32_16x16x32_bf16", "B", "32x16 bf16 row-major", "ds_read_b64_tr_b16", "ds_write_b128"),
         ("cdna3", "v_mfma_f32_32x32x8_f16", "A", "64x64 fp16 row-major", "ds_read_b64", "ds_write_b64"),
         ("cdna3", "v_mfma_f32_16x16x4_f32", "A", "16x4 fp32 row-major", "ds_read_b32", "ds_write_b64"),
         ("cdna3", "v_mfma_f32_16x16x32_fp8_fp8", "B", "32x64 fp8_fnuz col-major", "ds_read_b64", None)]


@pytest.mark.parametrize(("arch", "mnemonic", "matrix", "tile", "read", "write"), SOLVE)
def test_solve_finds_a_conflict_free_bijective_tile(arch: str, mnemonic: str, matrix: str, tile: str, read: str,
                                                    write: str | None) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    s = solve(inst, matrix, parse_tile(tile), read, write=write)
    assert s.found and s.read_ways == 1 and s.write_ways == 1, s.reason
    rep = analyse(inst, matrix, s.tile, read, write=write)
    assert rep.exact and rep.read_ways == 1 and rep.write_ways == 1
    t = s.tile
    assert len({t.bit_address(r, c) for r in range(t.rows) for c in range(t.cols)}) == t.rows * t.cols


def _gl4() -> list[tuple[int, int, int, int]]:
    """Every invertible 4x4 matrix over GF(2), as the images of the four unit vectors."""
    out = []
    for cols in itertools.product(range(1, 16), repeat=4):
        span = {0}
        for c in cols:
            span |= {x ^ c for x in span}
        if len(span) == 16:
            out.append(cols)
    return out


def _moved(cols: tuple[int, int, int, int], a: int) -> int:
    """Address ``a`` with its 16-byte vector index (bits 4-7) mapped by the matrix ``cols``."""
    v = 0
    for bit in range(4):
        if a >> (4 + bit) & 1:
            v ^= cols[bit]
    return v << 4 | a & 15


def test_solve_impossibility_holds_against_every_linear_map_of_the_vectors() -> None:
    # A of v_mfma_f32_16x16x4_f32 in a 16x4 fp32 tile: 16 rows of one 16-byte vector. With
    # ds_write_b128 every 16-byte vector stays whole, so a swizzle can only move the 16 vectors
    # (address bits 4-7). Every invertible linear map of those bits (all 20,160 of GL(4, 2),
    # which contain every XOR swizzle) leaves a ds_read_b32 phase at least 2-way, as the solver
    # states; counted here from the addresses alone.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x4_f32")
    tile = parse_tile("16x4 fp32 row-major")
    s = solve(inst, "A", tile, "ds_read_b32", write="ds_write_b128")
    assert not s.found and s.impossible and "at least 2-way" in s.reason and s.read_ways == 2
    plain = analyse(inst, "A", tile, "ds_read_b32").reads[0].addresses
    acc = facts("cdna3").access("ds_read_b32")
    maps = _gl4()
    assert len(maps) == 20160
    best = 99
    for cols in maps:
        ways = 1
        for lanes in acc.phases:
            dwords = {_moved(cols, a) // 4 for ln in lanes if (a := plain[ln]) is not None}
            ways = max(ways, max(sum(1 for d in dwords if d % 32 == b) for b in range(32)))
        best = min(best, ways)
    assert best == 2
    # A writer of 8-byte vectors leaves bit 3 free, and the solver then finds a conflict-free tile.
    assert solve(inst, "A", tile, "ds_read_b32", write="ds_write_b64").found


BOUND_CASES = [("cdna4", "v_mfma_f32_16x16x128_f8f6f4", "A", "16x128 fp6 row-major", "ds_read_b64",
                {"a_format": "fp6", "b_format": "fp6"}, 40),
               ("cdna3", "v_mfma_f32_16x16x4_f32", "A", "16x4 fp32 row-major", "ds_read_b32", {}, 150),
               ("cdna3", "v_mfma_f32_32x32x8_f16", "A", "64x64 fp16 row-major", "ds_read_b64", {}, 150),
               ("cdna4", "v_mfma_f32_32x32x8_bf16", "B", "64x64 bf16 col-major", "ds_read_b32", {}, 150)]


@pytest.mark.parametrize(("arch", "mnemonic", "matrix", "tile", "read", "mods", "tries"), BOUND_CASES)
def test_no_random_swizzle_beats_a_stated_bound(arch: str, mnemonic: str, matrix: str, tile: str, read: str,
                                                 mods: dict[str, object], tries: int) -> None:
    # The solver calls each case impossible with a bound; random swizzles of the kind the bound
    # covers (bank bits each taking one higher bit), executed by analyse(), never read below it.
    from amdmatrix.lds.tile import Swizzle

    inst = amdmatrix.instruction(arch, mnemonic)
    t = parse_tile(tile)
    s = solve(inst, matrix, t, read, write="ds_write_b128", **mods)
    assert s.impossible and not s.found, s.reason
    bound = int(s.reason.split("at least ")[1].split("-way")[0])
    assert bound >= 2 and s.read_ways >= bound
    rnd = random.Random(tile)
    top = (t.nbytes - 1).bit_length()
    dsts = range(2, min(8, top - 1))
    for _ in range(tries):
        pairs = tuple((rnd.randint(d + 1, top - 1), d) for d in rnd.sample(dsts, rnd.randint(1, 4)))
        try:
            rep = analyse(inst, matrix, t.with_(swizzle=Swizzle(pairs)), read, write="ds_write_b128", **mods)
        except TileError:
            continue  # the swizzle splits one of the writer's vectors
        if rep.exact:
            assert rep.read_ways >= bound, (pairs, rep.read_ways)


def test_execution_sees_a_64_bit_value_whose_upper_half_comes_from_elsewhere() -> None:
    # A of v_mfma_f64_16x16x4_f64 read as two ds_read_b32: the second read must fetch the upper
    # half of the lane's own element. Pointing it at another element's upper half is caught
    # (each 32-bit half of the coded image names its element; upper halves of zeros did not).
    from amdmatrix.lds import analysis

    inst = amdmatrix.instruction("cdna3", "v_mfma_f64_16x16x4_f64")
    tile = parse_tile("16x4 fp64 col-major")
    rep = analyse(inst, "A", tile, "ds_read_b32")
    assert rep.exact and rep.reads[1].addresses[:3] == (4, 12, 20)
    slots, _, wave, _, _ = analysis._slots(inst, "A", None, {}, tile)
    wrong = (rep.reads[0].addresses, tuple(None if a is None else a + 8 for a in rep.reads[1].addresses))
    bad: list[tuple[int, int, str, str]] = []
    analysis._verify(slots, tile, wave, rep.read, wrong, bad)
    assert {lane for lane, *_ in bad} == set(range(64))


def test_solve_states_when_no_tile_keeps_the_read_exact() -> None:
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x32_bf16")
    s = solve(inst, "A", parse_tile("16x32 bf16 col-major"), "ds_read_b128")
    assert not s.found and "not contiguous" in s.reason


# ----------------------------------------------------------------------------------------- the CLI
def test_cli_facts_and_query_and_solve() -> None:
    status, out, _ = run_inproc("lds", "--facts", "-a", "mi300x")
    assert status == 0 and "phase 0: lanes 0-3, 20-23" in out and "triton-lang/triton#11365" in out
    args = ("lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-B", "--tile", "32x16 bf16 row-major",
            "--read", "ds_read_b64_tr_b16")
    status, out, _ = run_inproc(*args, "--solve")
    assert status == 0 and "Registers: exact" in out and "2-way on bank 0, lanes 0, 16" in out
    assert "swizzle(1,7,1) is CuTe's Swizzle<1,7,1> on byte addresses = Swizzle<1,6,1> on bf16 element offsets" in out
    assert "PROVISIONAL" in out
    status, out, _ = run_inproc(*args, "--json")
    doc = json.loads(out)
    assert doc["schema"] == "amdmatrix/2" and doc["exact"] and doc["read_ways"] == 2
    assert doc["reads"][0]["addresses"][:5] == [0, 8, 16, 24, 32]
    # Not exact: the reads that are, each executed (the col-major A wants the transposing read).
    status, out, _ = run_inproc("lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "--tile",
                                "16x32 bf16 col-major", "--read", "ds_read_b64")
    assert status == 0 and "NOT the operand's layout" in out
    assert "exact instead: ds_read_b64_tr_b16 on 16x32 bf16 col-major; ds_read_b32 on 16x32 bf16 row-major" in out
    status, out, _ = run_inproc("lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "--tile",
                                "16x32 bf16 col-major", "--read", "ds_read_b64", "--json")
    assert {"read": "ds_read_b64_tr_b16", "tile": "16x32 bf16 col-major"} in json.loads(out)["exact_instead"]
    status, out, _ = run_inproc("lds", "-a", "cdna3", "-i", "v_mfma_f32_16x16x4_f32", "-A", "--tile",
                                "16x4 fp32 row-major", "--read", "ds_read_b32", "--write", "ds_write_b128", "--solve",
                                "--json")
    doc = json.loads(out)
    assert status == 0 and doc["solve"]["impossible"] and not doc["solve"]["found"]
    assert "at least 2-way" in doc["solve"]["reason"]


@pytest.mark.parametrize(("args", "says"), [
    (("-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "--tile", "16x32 bf17 row-major", "--read",
      "ds_read_b128"), "unknown tile data type 'bf17'; legal values"),
    (("-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "--tile", "16x32 bf16 row-major", "--read",
      "ds_read_b256"), "legal values: ds_read_b32"),
    (("-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "--tile", "8x32 bf16 row-major", "--read",
      "ds_read_b128"), "does not hold A (16x32)"),
    (("-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "-B", "--tile", "16x32 bf16 row-major", "--read",
      "ds_read_b128"), "one of -A or -B"),
    (("-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "--tile", "16x32 fp8 row-major", "--read",
      "ds_read_b128"), "the tile holds fp8 but V_MFMA_F32_16X16X32_BF16 A reads bf16; legal values: a bf16 tile"),
    (("-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "--tile", "16x32 bf16 row-major xor(3>5)", "--read",
      "ds_read_b128"), "not a bijection"),
    (("-a", "cdna3", "-i", "v_mfma_f32_16x16x4_f32", "-A", "--tile", "16x4 fp32 row-major", "--read",
      "ds_read_b64"), "more than the 32 bits of A a lane holds"),
    (("--facts", "-a", "cdna1"), "no LDS model for CDNA1; legal values"),
    (("--facts",), "architecture is missing"),
])
def test_cli_bad_input_is_one_line(args: tuple[str, ...], says: str) -> None:
    status, out, err = run_inproc("lds", *args)
    assert status == 2 and out == "" and err.count("\n") == 1 and says in err, err


def test_a_tile_larger_than_the_lds_is_refused() -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    with pytest.raises(TileError, match="more than the 65536 bytes of CDNA3's LDS"):
        analyse(inst, "A", parse_tile("256x256 fp16 row-major"), "ds_read_b64")  # 128 kB
    assert analyse(amdmatrix.instruction("cdna4", "v_mfma_f32_32x32x16_f16"), "A",
                   parse_tile("256x256 fp16 row-major"), "ds_read_b128").exact  # 160 kB on CDNA4


def test_api() -> None:
    rep = amdmatrix.lds("cdna4", "v_mfma_f32_16x16x32_bf16", "B", "32x16 bf16 row-major", "ds_read_b64_tr_b16")
    assert rep.exact and rep.read_ways == 2  # type: ignore[union-attr]
    with pytest.raises(AmdMatrixError):
        amdmatrix.lds("cdna4", "v_mfma_f32_16x16x32_bf16", "C", "32x16 bf16 row-major", "ds_read_b128")


def _sweep_cases(size: str) -> list[tuple[object, ...]]:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "lds_sweep.py"
    spec = importlib.util.spec_from_file_location("lds_sweep", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return [(*c[:1], *c[1:]) for arch in ("cdna3", "cdna4") for c in mod.cases(arch, size)]


@pytest.mark.exhaustive
@pytest.mark.parametrize("size", ["operand", "256"])
def test_solve_ends_every_case_in_a_tile_or_a_stated_reason(size: str) -> None:
    # How long each case takes is measured by tools/lds_sweep.py (median and worst), not asserted here.
    every = 1 if size == "operand" else 10
    cases = _sweep_cases(size)
    assert len(cases) > 300
    for n, (inst, matrix, mods, tile, read) in enumerate(cases):
        if n % every:
            continue
        try:
            s = solve(inst, matrix, parse_tile(str(tile)), str(read), write="ds_write_b128", **mods)  # type: ignore
        except TileError as e:  # a stated impossibility: the tile does not fit the LDS, or the read's width
            assert ("bytes of" in str(e) and "LDS" in str(e)) or "bits of each lane" in str(e) \
                or "do not divide the" in str(e), e
            continue
        assert s.found or s.impossible, (inst, matrix, tile, read, s.reason)
        if s.found:
            rep = analyse(inst, matrix, s.tile, str(read), write="ds_write_b128", **mods)  # type: ignore
            assert rep.exact and rep.read_ways == 1 and rep.write_ways == 1


@pytest.mark.exhaustive
@pytest.mark.parametrize(("arch", "sizes"), [("cdna3", ("operand", "256")), ("cdna4", ("operand",))])
def test_no_search_without_the_bound_beats_it(arch: str, sizes: tuple[str, ...],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # Every case the solver calls impossible by the bound is solved again with the bound switched
    # off (so the greedy XOR search runs too): it never finds a tile that reads below the bound.
    from amdmatrix.lds import analysis

    checked = 0
    for size in sizes:
        for inst, matrix, mods, tile, read in [c for c in _sweep_cases(size) if c[0].arch.name.lower() == arch]:
            try:
                s = solve(inst, matrix, parse_tile(str(tile)), str(read), write="ds_write_b128", **mods)  # type: ignore
            except TileError:
                continue
            if not (s.impossible and s.report is not None):
                continue
            bound = int(s.reason.split("at least ")[1].split("-way")[0])
            with monkeypatch.context() as m:
                m.setattr(analysis, "_bound", lambda rep: (1, ""))
                t = solve(inst, matrix, parse_tile(str(tile)), str(read), write="ds_write_b128", **mods)  # type: ignore
            assert not t.found and t.read_ways >= bound, (inst, matrix, tile, read, t.tile, t.read_ways, bound)
            checked += 1
    assert checked > 50


def test_solve_sample_of_the_sweep() -> None:
    cases = _sweep_cases("operand")
    kinds = set()
    for inst, matrix, mods, tile, read in cases[:: max(1, len(cases) // 24)]:
        try:
            s = solve(inst, matrix, parse_tile(str(tile)), str(read), write="ds_write_b128", **mods)  # type: ignore
        except TileError as e:
            assert "bits of each lane" in str(e) or "do not divide the" in str(e), e
            kinds.add("width")
            continue
        assert s.found or s.impossible, (inst, matrix, tile, read, s.reason)
        kinds.add("found" if s.found else "bound" if s.report is not None else "not exact")
    assert kinds == {"found", "bound", "not exact", "width"}


def test_cli_svg_shows_the_conflicting_banks(tmp_path: object) -> None:
    from pathlib import Path

    out = Path(str(tmp_path)) / "banks.svg"
    status, _, err = run_inproc("lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-B", "--tile",
                                "32x16 bf16 row-major", "--read", "ds_read_b64_tr_b16", "--svg", str(out))
    svg = out.read_text()
    assert status == 0 and err == "" and svg.startswith("<svg")
    # 2 reads x 2 phases; each conflicting phase has 32 banks of 2 dwords (the text says 2-way)
    assert svg.count(">2x</text>") == 4 * 32 and "PROVISIONAL" in svg
    status, _, _ = run_inproc("lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-B", "--tile",
                              "32x16 bf16 row-major", "--read", "ds_read_b64_tr_b16", "--solve", "--svg", str(out))
    assert status == 0 and ">2x</text>" not in out.read_text()
