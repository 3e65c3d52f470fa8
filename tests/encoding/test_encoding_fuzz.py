"""Fuzzing the public encode/decode API and the encode/decode commands.

Every parameter gets ill-typed and out-of-range values; every failure must be an
:class:`amdmatrix.AmdMatrixError` with a one-line message (an ``AsmError`` also with a
column), never another exception type, and never a huge allocation. The assembly strategy
builds lines from LLVM's tokens (with deep parentheses, octal-looking and Unicode digits),
so it reaches the parser's corners, not only its first character.
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from tiers import fuzz_all

import amdmatrix
from amdmatrix.cli import encode as cli
from amdmatrix.encoding import ArgumentError, AsmError, DecodeError, codec, decode, encode

SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

ARCH_NAMES = ["cdna1", "cdna2", "cdna3", "cdna4", "rdna3", "rdna4", "gfx942", "MI300", "gfx1250", "MI455X"]
ARCHS = st.one_of(st.sampled_from(ARCH_NAMES), st.sampled_from(list(amdmatrix.architectures())), st.text(max_size=8),
                  st.none(), st.integers(), st.binary(max_size=4), st.lists(st.sampled_from(ARCH_NAMES), max_size=2),
                  st.floats())
WAVES = st.one_of(st.none(), st.sampled_from([32, 64]), st.integers(-(2**70), 2**70), st.booleans(), st.floats(),
                  st.text(max_size=4), st.binary(max_size=2), st.just([64]))

MNEMONICS = ["v_mfma_f32_32x32x8f16", "v_mfma_f32_32x32x8_f16", "v_mfma_f64_16x16x4f64", "v_accvgpr_read_b32",
             "v_accvgpr_mov_b32_e32", "v_mfma_ld_scale_b32", "v_mfma_scale_f32_16x16x128_f8f6f4",
             "v_wmma_f16_16x16x16_f16", "v_swmmac_f32_16x16x32_f16", "v_smfmac_f32_16x16x32_f16_e64", "s_nop",
             "V_MFMA_F32_4X4X1F32", "v_mfma_f32_32x32x8bf16", "v_wmma_f32_16x16x128_f8f6f4",
             "v_wmma_scale16_f32_16x16x128_f8f6f4", "v_wmma_ld_scale16_paired_b64", "v_swmmac_i32_16x16x128_iu8", "x"]
TOKENS = ["v0", "v1", "a2", "acc3", "s1", "ttmp2", "v[0:1]", "a[0:15]", "v[", "]", "[", ":", ",", " ", "\t",
          "(", ")", "-", "+", "~", "!", "*", "/", "%", "<<", ">>", "&&", "||", "==", "<", "0", "1", "7", "09",
          "0x10", "0b2", "0.5", "1.0", "-16", "64", "0xffffffffffffffff", "99999999999999999999999", "1e400",
          "cbsz:", "abid:", "blgp:", "neg:", "neg :", "neg_lo:[", "op_sel_hi:[", "index_key:", "clamp",
          "src_scc", "vcc_lo", "null", "\u0660", "\u00a0", "\uff11", "\u2028", "\x00", "/*", "*/", ";", "//",
          "'a'", "\\", "\r", "\n", "matrix_a_fmt:", "matrix_b_fmt:", "MATRIX_FMT_FP4", "MATRIX_FMT_FP16",
          "matrix_a_scale:", "MATRIX_SCALE_ROW1", "matrix_b_scale_fmt:", "MATRIX_SCALE_FMT_E4M3", "matrix_a_reuse",
          "matrix_b_reuse", "s[2:3]", "exec", "vcc", "v[0:15]"]


@st.composite
def assembly(draw: st.DrawFn) -> str:
    parts = [draw(st.sampled_from(MNEMONICS)), " "]
    for _ in range(draw(st.integers(0, 24))):
        kind = draw(st.integers(0, 9))
        if kind == 0:  # deep nesting
            n = draw(st.integers(0, 3000))
            parts.append(draw(st.sampled_from(["(", "-", "~", "(-"])) * n + draw(st.sampled_from(["1", ""])) +
                         ")" * draw(st.integers(0, n)))
        else:
            parts.append(draw(st.sampled_from(TOKENS)))
    return "".join(parts)


ASM = st.one_of(assembly(), st.text(max_size=60), st.none(), st.binary(max_size=16), st.integers(),
                st.lists(st.text(max_size=5), max_size=3), st.floats())
DATA = st.one_of(st.binary(max_size=40), st.text(max_size=40), st.none(), st.integers(-(2**64), 2**64),
                 st.sampled_from([2**40, -1, 10**12]), st.lists(st.integers(-5, 300), max_size=10),
                 st.binary(max_size=40).map(bytearray), st.binary(max_size=40).map(memoryview), st.floats(),
                 st.builds(lambda: memoryview(b"\0" * 16).cast("I")))


def _only_amdmatrix_errors(call: Callable[[], Any]) -> None:
    try:
        call()
    except amdmatrix.AmdMatrixError as e:
        text = str(e)
        assert text and "\n" not in text and "\r" not in text, repr(text)
        if isinstance(e, AsmError):
            assert e.column >= 1
    # any other exception escapes and fails the test


@SETTINGS
@given(ASM, ARCHS, WAVES)
@example(None, "cdna3", None)
@example(b"v_accvgpr_mov_b32 a1, a2", "cdna3", None)
@example("v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:09", "cdna3", None)
@example("v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:" + "(" * 1000 + "1", "cdna3", None)
@example("v_accvgpr_read_b32 v1, a[" + "(" * 1000 + "1" + ")" * 1000 + "]", "cdna3", None)
@example("v_accvgpr_read_b32 v1, a2", "rdna3", 64.0)
def test_encode_raises_only_amdmatrix_errors(asm: Any, arch: Any, wave: Any) -> None:
    _only_amdmatrix_errors(lambda: encode(asm, arch, wave))
    _only_amdmatrix_errors(lambda: codec.encode_lines(asm, arch, wave))


@SETTINGS
@given(DATA, ARCHS, WAVES)
@example("d3c98a0084020500", "cdna3", None)
@example(-1, "cdna3", None)
@example(2**40, "cdna3", None)
@example(b"\x00\x8a\xc9\xd3\x00\x05\x02\x84", "cdna3", "64")
def test_decode_raises_only_amdmatrix_errors(data: Any, arch: Any, wave: Any) -> None:
    _only_amdmatrix_errors(lambda: decode(data, arch, wave))
    _only_amdmatrix_errors(lambda: list(codec.iter_decode(data, arch, wave)))
    _only_amdmatrix_errors(lambda: codec.decode_one(data, arch, wave))


@SETTINGS
@given(st.binary(min_size=4, max_size=64), st.sampled_from([a for a in amdmatrix.architectures() if a.llvm_codec]))
def test_decode_of_random_words_decodes_or_refuses_and_what_it_prints_assembles(data: bytes,
                                                                                 arch: amdmatrix.Arch) -> None:
    for wave in arch.waves:
        try:
            texts = decode(data, arch, wave)
        except DecodeError:
            continue
        # what decode prints, the assembler takes back (to the same bytes, but for the bits
        # LLVM's disassembler ignores: NEG/NEG_HI of a lone v_mfma_ld_scale_b32)
        again = encode("\n".join(texts), arch, wave)
        assert decode(again, arch, wave) == texts
        assert len(again) == len(data)


def _valid_words() -> list[tuple[amdmatrix.Arch, bytes]]:
    """LLVM's encodings in the committed vectors, at each architecture's default wave size."""
    out = []
    for arch in amdmatrix.architectures():
        if not arch.llvm_codec:
            continue
        with (VECTORS / f"{arch.name.lower()}.jsonl").open() as f:
            recs = [json.loads(line) for line in f.read().splitlines()[1:]]
        out += [(arch, bytes.fromhex(r["hex"])) for r in recs
                if "hex" in r and "err" not in r and "dis" not in r and r["w"] == arch.default_wave]
    return out


VECTORS = Path(__file__).resolve().parents[1] / "data" / "encoding_vectors"
VALID = _valid_words()


def test_every_architecture_has_valid_words() -> None:
    assert {a for a, _w in VALID} == {a for a in amdmatrix.architectures() if a.llvm_codec}


@SETTINGS
@given(st.data())
def test_decode_of_flipped_valid_words_decodes_or_refuses(data: st.DataObject) -> None:
    """Valid words with 1-3 bits flipped (random bytes rarely reach gfx1250's 0xCC words):
    decode gives text that assembles back to the same bytes, or refuses."""
    arch, word = data.draw(st.sampled_from(VALID))
    flipped = bytearray(word)
    for bit in data.draw(st.lists(st.integers(0, len(word) * 8 - 1), min_size=1, max_size=3)):
        flipped[bit // 8] ^= 1 << bit % 8
    try:
        texts = decode(bytes(flipped), arch)
    except DecodeError:
        return
    again = encode("\n".join(texts), arch)
    assert decode(again, arch) == texts
    assert len(again) == len(flipped)


def test_the_reported_misuses() -> None:
    with pytest.raises(ArgumentError, match="must be a str"):
        encode(None, "cdna3")  # type: ignore[arg-type]
    with pytest.raises(ArgumentError, match="asm.decode"):
        encode(b"v_accvgpr_mov_b32 a1, a2", "cdna3")  # type: ignore[arg-type]
    with pytest.raises(AsmError) as info:
        encode("v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:09", "cdna3")
    assert info.value.column == 61 and "octal" in str(info.value)
    with pytest.raises(ArgumentError, match="bytes.fromhex"):
        decode("d3c98a0084020500", "cdna3")  # type: ignore[arg-type]
    for n in (-1, 2**40):
        with pytest.raises(ArgumentError, match="bytes"):
            decode(n, "cdna3")  # type: ignore[arg-type]
    with pytest.raises(ArgumentError, match="wave size must be an integer"):
        decode(b"\0" * 8, "rdna3", "32")  # type: ignore[arg-type]
    with pytest.raises(amdmatrix.OutOfRangeError, match="legal values: 32 or 64"):
        encode("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]", "rdna3", 16)
    with pytest.raises(ArgumentError, match="architecture must be a name"):
        encode("v_accvgpr_mov_b32 a1, a2", None)  # type: ignore[arg-type]
    # ArgumentError is also a TypeError, for callers that catch that
    assert issubclass(ArgumentError, TypeError) and issubclass(ArgumentError, amdmatrix.AmdMatrixError)


ARGV_TOKENS = ["-a", "cdna3", "rdna4", "bogus", "-w", "32", "64", "16", "²", "9" * 5000, "--fields", "--json",
               "--skip-other", "--sk", "--ar", "--arch=cdna2", "--w=64", "--json=1", "-h", "--", "-", "-x",
               "v_accvgpr_mov_b32 a1, a2", "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:09",
               "d3c08900 44020501", "[0x00,0x89,0xc0,0xd3,0x01,0x05,0x02,0x44]", "zz", "0x123", "\x1b[31m", "a\nb",
               "/nonexistent/file", "/", "."]


@SETTINGS
@given(st.sampled_from(["encode", "decode"]), st.lists(st.sampled_from(ARGV_TOKENS), max_size=6),
       st.one_of(st.none(), st.text(max_size=40)))
def test_commands_exit_0_or_2_with_one_line_per_error(command: str, argv: list[str], stdin: str | None) -> None:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr, sys.stdin
    sys.stdout, sys.stderr = out, err
    sys.stdin = None if stdin is None else io.StringIO(stdin)  # type: ignore[assignment]
    try:
        status = cli.run([command, *argv])
    finally:
        sys.stdout, sys.stderr, sys.stdin = old
    assert status in (0, 2)
    errors = err.getvalue()
    assert (status == 2) == bool(errors)
    for line in errors.splitlines():
        assert line.startswith("amdmatrix: error: "), line
        assert "\x1b" not in line and "Traceback" not in line


# The fast tier tries 40 inputs per test; the exhaustive tier all of them (tests/support/tiers.py).
fuzz_all(globals(), 40)
