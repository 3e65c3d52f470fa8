"""atomic_writer: the destination is replaced whole or not at all."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from amdmatrix.fileio import atomic_writer, write_atomic


def test_replaces_whole_file(tmp_path: Path) -> None:
    dest = tmp_path / "out.bin"
    dest.write_bytes(b"old")
    write_atomic(dest, b"new contents")
    assert dest.read_bytes() == b"new contents"
    assert [p.name for p in tmp_path.iterdir()] == ["out.bin"]


def test_failure_keeps_old_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    dest = tmp_path / "keep.npy"
    dest.write_bytes(b"PRECIOUS")
    with pytest.raises(RuntimeError), atomic_writer(dest) as f:
        f.write(b"partial")
        raise RuntimeError("interrupted")
    assert dest.read_bytes() == b"PRECIOUS"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.npy"]


def test_text_is_utf8_and_mode_is_kept(tmp_path: Path) -> None:
    dest = tmp_path / "a.svg"
    dest.write_text("x")
    dest.chmod(0o640)
    write_atomic(dest, "λ")
    assert dest.read_bytes() == "λ".encode()
    assert dest.stat().st_mode & 0o777 == 0o640


def test_symlink_is_followed_and_kept(tmp_path: Path) -> None:
    target = tmp_path / "real.svg"
    target.write_text("old")
    link = tmp_path / "link.svg"
    link.symlink_to(target)
    write_atomic(link, "new")
    assert link.is_symlink() and target.read_text() == "new"


def test_device_is_written_directly() -> None:
    write_atomic("/dev/null", b"discarded")  # no temporary beside /dev/null, no rename over it
    assert Path("/dev/null").exists() and not Path("/dev/null").is_file()


def test_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError):
        write_atomic(tmp_path, "x")


def test_nul_in_a_name_is_an_oserror(tmp_path: Path) -> None:
    from amdmatrix.fileio import read_text

    for call in (lambda: write_atomic(f"{tmp_path}/a\0b", "x"), lambda: read_text("a\0b")):
        with pytest.raises(OSError, match="NUL"):
            call()


@pytest.mark.parametrize("argv", [
    ["check", "-a", "cdna3", "\0"],
    ["check", "-a", "cdna3", "-", "-o", "\0"],
    ["draw", "-a", "cdna3", "-i", "v_mfma_f32_4x4x4_16b_f16", "-o", "\0"],
    ["explore", "-o", "\0"],
    ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-R", "-A", "--svg", "\0"],
    ["emulate", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "--random", "--out", "\0"],
])
def test_nul_in_a_file_name_is_one_line(argv: list[str]) -> None:
    """Once a ValueError traceback from open() (found by tests/cli/test_cli_fuzz.py)."""
    from clirun import run_inproc

    status, _, err = run_inproc(*argv, stdin="v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0\n")
    assert status == 2 and err.count("\n") == 1 and "NUL" in err, err


def test_interrupt_just_after_the_temporary_is_made_leaves_nothing(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """SIGINT between making the temporary file and learning its name once left the file
    behind (tests/emulate/test_emulate_cli.py caught it under load): here the interrupt comes
    as the call that makes the file returns."""
    import os

    dest = tmp_path / "keep.npy"
    dest.write_bytes(b"PRECIOUS")
    real_open = os.open

    def open_then_interrupt(*args: Any, **kwargs: Any) -> int:
        os.close(real_open(*args, **kwargs))
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "open", open_then_interrupt)
    with pytest.raises(KeyboardInterrupt), atomic_writer(dest) as f:
        f.write(b"never")
    monkeypatch.undo()
    assert dest.read_bytes() == b"PRECIOUS"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.npy"]
