"""Writing files without ever leaving a half-written one behind.

Every file amdmatrix writes (``emulate --out``, pictures, fixed kernels) goes through
:func:`atomic_writer`: the data goes to a temporary file in the destination's directory,
which is renamed over the destination only once it is complete and flushed to disk. A
full disk, a file-size limit, an exception, SIGINT or ``kill -9`` leave the previous file
untouched (at worst a stray ``.<name>.*.tmp`` file remains after ``kill -9``).
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO

__all__ = ["atomic_writer", "read_bytes", "read_text", "write_atomic"]


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


@contextmanager
def atomic_writer(path: str | os.PathLike[str]) -> Iterator[IO[bytes]]:
    """Yield a binary file; on a clean exit it replaces ``path`` atomically, else it is removed.

    A symbolic link is followed (its target is replaced, the link stays). A path that exists
    and is not a regular file (``/dev/null``, ``/dev/stdout``, a pipe) is written directly:
    there is nothing to replace. A directory is an ``IsADirectoryError``.
    """
    dest = os.path.realpath(_name(path))
    if os.path.isdir(dest):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    if os.path.exists(dest) and not os.path.isfile(dest):
        with open(dest, "wb") as direct:
            yield direct
        return
    directory = os.path.dirname(dest)
    tmp: str | None = None
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
    """Write ``data`` (text is UTF-8 encoded) to ``path`` atomically."""
    with atomic_writer(path) as f:
        f.write(data.encode("utf-8") if isinstance(data, str) else data)
