"""``amdmatrix emulate --provisional``: the command line's opt-in to gfx1250's provisional layouts.

Expected D values are numpy's float64 ``A @ B + C`` of small integers (exact in every format
involved), not the emulator's.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from clirun import run_inproc

F16 = ["-a", "gfx1250", "-i", "v_wmma_f32_16x16x32_f16"]


@pytest.fixture
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    monkeypatch.chdir(tmp_path)
    rng = np.random.default_rng(1250)
    a = rng.integers(-3, 4, (16, 32)).astype(np.float64)
    b = rng.integers(-3, 4, (32, 16)).astype(np.float64)
    c = rng.integers(-8, 9, (16, 16)).astype(np.float64)
    for name, m in (("a", a), ("b", b), ("c", c)):
        np.save(f"{name}.npy", m)
    return a, b, c


def test_refused_without_the_flag_in_one_line_naming_it(files: object) -> None:
    for extra in (["--A", "a.npy", "--B", "b.npy"], ["--random"], ["--random", "--json"]):
        status, out, err = run_inproc("emulate", *F16, *extra)
        assert status == 2 and out == ""
        assert err == ("amdmatrix: error: V_WMMA_F32_16X16X32_F16 on GFX1250 has provisional A, B layouts "
                       "(docs/gfx1250.md); add --provisional to emulate it with amdmatrix's chosen layouts\n")


def test_emulates_with_the_flag(files: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:
    a, b, c = files
    status, out, err = run_inproc("emulate", *F16, "--A", "a.npy", "--B", "b.npy", "--C", "c.npy", "--provisional",
                                  "--out", "d.npy")
    assert (status, out, err) == (0, "", "")
    assert np.array_equal(np.load("d.npy"), a @ b + c)
    # sparse: the dense 4:2-sparse A
    s = a.copy()
    s[:, 1::4] = s[:, 3::4] = 0
    a64 = np.concatenate([s, s], axis=1)
    b64 = np.concatenate([b, -b], axis=0)
    np.save("a64.npy", a64)
    np.save("b64.npy", b64)
    status, _, err = run_inproc("emulate", "-a", "gfx1250", "-i", "v_swmmac_f32_16x16x64_f16", "--A", "a64.npy",
                                "--B", "b64.npy", "--C", "c.npy", "--provisional", "--out", "d64.npy")
    assert (status, err) == (0, "")
    assert np.array_equal(np.load("d64.npy"), a64 @ b64 + c)
    status, out, _ = run_inproc("emulate", *F16, "--random", "--provisional")
    assert status == 0 and out.startswith("V_WMMA_F32_16X16X32_F16 (GFX1250, wave 32): random A (fp16)")


def test_the_flag_changes_nothing_on_exact_layouts(files: object) -> None:
    args = ["emulate", "-a", "rdna4", "-i", "v_wmma_f32_16x16x16_f16", "--random", "--seed", "3"]
    plain = run_inproc(*args)
    assert plain[0] == 0 and run_inproc(*args, "--provisional") == plain


def test_not_emulated_even_with_the_flag_names_the_flag(files: object) -> None:
    status, out, err = run_inproc("emulate", "-a", "gfx1250", "-i", "v_wmma_scale_f32_32x16x128_f4", "--random",
                                  "--provisional")
    assert status == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("amdmatrix: error: V_WMMA_SCALE_F32_32X16X128_F4 on GFX1250 is not emulated, even with "
                          "--provisional; legal values: ")


def test_help_documents_the_flag() -> None:
    status, out, _ = run_inproc("emulate", "-h")
    assert status == 0 and "[--provisional]" in out
    assert "  --provisional              emulate an instruction whose layouts are provisional (gfx1250" in out
