"""atomic_writer: the destination is replaced whole or not at all."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from clirun import run_inproc

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


# ------------------------------------------------------------------ what is not a regular file
_DRAW = ["draw", "-a", "cdna3", "-i", "v_mfma_f32_4x4x4_16b_f16", "-o"]
_SVG = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-R", "-A", "--svg"]
_EMULATE = ["emulate", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "--random", "--out"]
_EXPLORE = ["explore", "-o"]
_CHECK = ["check", "-a", "cdna3", "--fix", "k.s", "-o"]
_KERNEL = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0\nv_add_f32 v2, v0, v1\n"
_WRITERS = {"draw": (_DRAW, b"<?xml"), "svg": (_SVG, b"<?xml"), "emulate": (_EMULATE, b"\x93NUMPY"),
            "explore": (_EXPLORE, b"<!DOCTYPE"), "check": (_CHECK, b"v_mfma")}


def _cli(argv: list[str], cwd: Path, **kw: Any) -> Any:
    from clirun import env

    return subprocess.run([sys.executable, "-m", "amdmatrix", *argv], cwd=cwd, env=env(), timeout=120, **kw)


#: The explorer costs seconds to build: one case of each kind for it, through the same writer.
_PIPE_CASES = [(name, dest) for name in sorted(_WRITERS) for dest in ("-", "/dev/stdout")
               if not (name == "explore" and dest == "-")]


@pytest.mark.parametrize(("name", "dest"), _PIPE_CASES)
def test_stdout_on_a_pipe(name: str, dest: str, tmp_path: Path) -> None:
    """'-' and /dev/stdout write to standard output, also when it is a pipe (once: ENXIO, exit 2)."""
    (tmp_path / "k.s").write_text(_KERNEL)
    argv, magic = _WRITERS[name]
    r = _cli([*argv, dest], tmp_path, capture_output=True)
    assert r.returncode == 0 and r.stdout.startswith(magic), r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.s"]  # no temporary, no file named '-'


@pytest.mark.parametrize("name", ["draw", "emulate", "check"])
def test_dev_stdout_redirected_appends(name: str, tmp_path: Path) -> None:
    """``>> log`` with ``-o /dev/stdout`` appends, as ``cat`` does; it once replaced the log by rename."""
    (tmp_path / "k.s").write_text(_KERNEL)
    log = tmp_path / "log"
    log.write_bytes(b"earlier lines\n")
    argv, magic = _WRITERS[name]
    with open(log, "ab") as f:
        r = _cli([*argv, "/dev/stdout"], tmp_path, stdout=f, stderr=subprocess.PIPE)
    assert r.returncode == 0, r.stderr
    data = log.read_bytes()
    assert data.startswith(b"earlier lines\n" + magic), data[:40]


def test_fifo_is_written_directly(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    write_atomic(fifo, b"through the fifo")
    reader.join(10)
    assert got == [b"through the fifo"] and sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


@pytest.mark.parametrize("name", sorted(set(_WRITERS) - {"explore"}))
def test_write_protected_file_is_refused(name: str, tmp_path: Path) -> None:
    """A 0444 file is never silently replaced (not even by root): one line, exit 2, unchanged."""
    (tmp_path / "k.s").write_text(_KERNEL)
    dest = tmp_path / "out"
    dest.write_bytes(b"PROTECTED")
    dest.chmod(0o444)
    argv, _ = _WRITERS[name]
    r = _cli([*argv, "out"], tmp_path, capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "write-protected" in r.stderr, r.stderr
    assert dest.read_bytes() == b"PROTECTED" and dest.stat().st_mode & 0o777 == 0o444
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.s", "out"]


def test_write_protected_file_api(tmp_path: Path) -> None:
    dest = tmp_path / "ro"
    dest.write_bytes(b"keep")
    dest.chmod(0o444)
    with pytest.raises(PermissionError, match="write-protected"):
        write_atomic(dest, b"x")
    assert dest.read_bytes() == b"keep"


def test_sigterm_while_writing_leaves_no_temporary(tmp_path: Path) -> None:
    """SIGTERM during a write removes the temporary file, keeps the old one, and still kills."""
    from clirun import env

    dest = tmp_path / "old"
    dest.write_bytes(b"OLD")
    script = ("import sys, time\nfrom amdmatrix.fileio import atomic_writer\n"
              f"with atomic_writer({str(dest)!r}) as f:\n"
              "    f.write(b'partial'); print('ready', flush=True); time.sleep(60)\n")
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, env=env())
    assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(30) == -signal.SIGTERM
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old"] and dest.read_bytes() == b"OLD"


def test_nul_in_the_input_name_with_an_output_is_one_line() -> None:
    """Found by tools/fuzz.py: the same-file test of check -o raised ValueError (embedded null byte)."""
    from clirun import run_inproc

    status, _, err = run_inproc("check", "-a", "cdna3", "-o", "/dev/null", "\0")
    assert status == 2 and err.count("\n") == 1 and "NUL" in err, err


@pytest.mark.parametrize("dest", ["missing-directory/page.html", "\0", "protected.html"])
def test_explore_names_a_bad_destination_before_it_builds_the_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   dest: str) -> None:
    """The explorer's page takes seconds to build; a destination that cannot be written is
    named first, and the page is never built."""
    import amdmatrix.explorer

    built: list[int] = []
    monkeypatch.setattr(amdmatrix.explorer, "page", lambda: built.append(1) or "<html></html>")
    protected = tmp_path / "protected.html"
    protected.write_text("old")
    protected.chmod(0o444)
    monkeypatch.chdir(tmp_path)
    status, out, err = run_inproc("explore", "-o", dest)
    assert (status, out, built) == (2, "", [])
    assert err.startswith("amdmatrix: error: -o/--output: cannot write ") and err.count("\n") == 1, err
    assert protected.read_text() == "old"
    status, _, _ = run_inproc("explore", "-o", "fine.html")
    assert status == 0 and built == [1] and (tmp_path / "fine.html").read_text() == "<html></html>"
