"""Writing files without ever leaving a half-written one behind.

Every file amdmatrix writes (``emulate --out``, pictures, fixed kernels) goes through
:func:`atomic_writer`: the data goes to a temporary file in the destination's directory,
which is renamed over the destination only once it is complete and flushed to disk. A
full disk, a file-size limit, an exception, SIGINT, SIGTERM or ``kill -9`` leave the
previous file untouched (at worst a stray ``.<name>.*.tmp`` file remains after ``kill -9``).

What is not a regular file is written in place, never replaced: ``-`` is standard output;
``/dev/stdout``, ``/dev/stderr``, ``/dev/fd/N`` and ``/proc/self/fd/N`` are the process's
open descriptor itself (so a pipe works and ``>> log`` appends, as with ``cat``); any other
existing non-regular path (``/dev/null``, a FIFO) is opened and written. A write-protected
regular file (no write permission bit, or not writable by the user) is refused with
``PermissionError`` and left unchanged, even for root.
"""

from __future__ import annotations

import errno
import io
import os
import re
import signal
import stat
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import IO

__all__ = ["atomic_writer", "is_stdout", "read_bytes", "read_text", "write_atomic"]


def _name(path: str | os.PathLike[str]) -> str:
    """The path as a string; a NUL character in it is an ``OSError`` (EINVAL), as for any bad name.

    Python raises ``ValueError`` for such a name, which callers reporting ``OSError`` would miss.
    """
    name = os.fspath(path)
    if "\0" in name:
        raise OSError(errno.EINVAL, "a file name cannot contain a NUL character", name.replace("\0", "\\0"))
    return name


def read_text(path: str | os.PathLike[str]) -> str:
    """The file's text, as UTF-8 with undecodable bytes replaced. Raises ``OSError``."""
    with open(_name(path), encoding="utf-8", errors="replace") as f:
        return f.read()


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The file's bytes. Raises ``OSError``."""
    with open(_name(path), "rb") as f:
        return f.read()


#: Flags of a new private temporary file (those of ``tempfile.mkstemp``).
_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)

#: Names of the process's own open descriptors: written through the descriptor, never reopened.
_FD_NAME = re.compile(r"/dev/(?P<std>stdout|stderr)|/dev/fd/(?P<n>[0-9]{1,6})|/proc/self/fd/(?P<m>[0-9]{1,6})")


def is_stdout(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` names standard output (``-`` or ``/dev/stdout``)."""
    return os.fspath(path) in ("-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1")


def _descriptor(name: str) -> int | None:
    """The descriptor a ``/dev/stdout``-like name stands for, or None."""
    m = _FD_NAME.fullmatch(name)
    if m is None:
        return None
    if m["std"]:
        return 1 if m["std"] == "stdout" else 2
    return int(m["n"] or m["m"])


def _flush_std() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass


@contextmanager
def _to_stdout() -> Iterator[IO[bytes]]:
    """``-``: standard output as it stands (``sys.stdout``; text-only streams get UTF-8 text)."""
    stream = sys.stdout
    buffer = getattr(stream, "buffer", None)
    if buffer is not None:
        stream.flush()
        yield buffer
        buffer.flush()
        return
    data = io.BytesIO()
    yield data
    stream.write(data.getvalue().decode("utf-8", "surrogateescape"))
    stream.flush()


@contextmanager
def _to_descriptor(fd: int, shown: str) -> Iterator[IO[bytes]]:
    _flush_std()
    try:
        dup = os.dup(fd)
    except OSError as e:
        raise OSError(e.errno, e.strerror, shown) from None
    with os.fdopen(dup, "wb") as f:
        yield f


class _Terminated(BaseException):
    """SIGTERM arrived during a write: the temporary file is removed, then the signal is re-raised."""


def _on_sigterm(signum: int, frame: FrameType | None) -> None:
    raise _Terminated


@contextmanager
def _sigterm_cleans_up() -> Iterator[None]:
    """Within the block, SIGTERM (with its default action) unwinds like SIGINT; main thread only."""
    installed = False
    if threading.current_thread() is threading.main_thread():
        try:
            installed = signal.getsignal(signal.SIGTERM) == signal.SIG_DFL
            if installed:
                signal.signal(signal.SIGTERM, _on_sigterm)
        except (ValueError, OSError):
            installed = False
    try:
        yield
    except _Terminated:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        installed = False
        os.kill(os.getpid(), signal.SIGTERM)  # dies of SIGTERM, as it would have, the file cleaned up
        raise  # not reached unless the signal is blocked
    finally:
        if installed:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _refuse_protected(dest: str, shown: str) -> None:
    try:
        st = os.stat(dest)
    except FileNotFoundError:
        return
    if stat.S_ISREG(st.st_mode) and (st.st_mode & 0o222 == 0 or not os.access(dest, os.W_OK)):
        raise PermissionError(errno.EACCES, f"the file is write-protected (mode {st.st_mode & 0o7777:04o})", shown)


@contextmanager
def atomic_writer(path: str | os.PathLike[str]) -> Iterator[IO[bytes]]:
    """Yield a binary file; on a clean exit it replaces ``path`` atomically, else it is removed.

    ``-`` is standard output. A symbolic link is followed (its target is replaced, the link
    stays). A name of an open descriptor (``/dev/stdout``, ``/dev/fd/N``) is written through
    that descriptor; any other path that exists and is not a regular file (``/dev/null``, a
    FIFO) is written directly: there is nothing to replace. A directory is an
    ``IsADirectoryError``; a write-protected file a ``PermissionError``.
    """
    name = _name(path)
    if name == "-":
        with _to_stdout() as f:
            yield f
        return
    fd = _descriptor(name)
    if fd is not None:
        with _to_descriptor(fd, name) as f:
            yield f
        return
    try:
        mode_now: int | None = os.stat(name).st_mode
    except OSError:
        mode_now = None
    if mode_now is not None and stat.S_ISDIR(mode_now):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), name)
    if mode_now is not None and not stat.S_ISREG(mode_now):
        with open(name, "wb") as direct:
            yield direct
        return
    dest = os.path.realpath(name)
    if os.path.isdir(dest):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), name)
    _refuse_protected(dest, name)
    directory = os.path.dirname(dest)
    tmp: str | None = None
    with _sigterm_cleans_up():
        try:
            # The name is held before the file exists, so that an interrupt (SIGINT) at any point
            # after it is made still removes it: tempfile.mkstemp returns the name only after
            # making the file, and an interrupt in between once left it behind.
            for _ in range(100):
                tmp = os.path.join(directory, f".{os.path.basename(dest)}.{os.urandom(6).hex()}.tmp")
                try:
                    fd = os.open(tmp, _NEW_FILE, 0o600)
                    break
                except FileExistsError:
                    tmp = None  # another file of that name: not ours to remove
            else:
                raise FileExistsError(errno.EEXIST, "no free temporary file name", directory)
            # Written through the descriptor O_EXCL made, never reopened by name: in a directory
            # others can write to, the name could be swapped for a symbolic link in between.
            with os.fdopen(fd, "wb") as f:
                yield f
                f.flush()
                os.fsync(f.fileno())
            try:
                mode = os.stat(dest).st_mode & 0o7777
            except FileNotFoundError:
                umask = os.umask(0)
                os.umask(umask)
                mode = 0o666 & ~umask
            os.chmod(tmp, mode)
            os.replace(tmp, dest)
        except BaseException:
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except FileNotFoundError:
                    pass
            raise


def write_atomic(path: str | os.PathLike[str], data: bytes | str) -> None:
    """Write ``data`` (text is UTF-8 encoded) to ``path`` atomically (``-``: standard output)."""
    with atomic_writer(path) as f:
        f.write(data.encode("utf-8") if isinstance(data, str) else data)
