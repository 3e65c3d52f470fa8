"""Reading and writing the ``.npy`` files of ``amdmatrix emulate``, safely.

Reading checks the header before any data is read: only numeric dtypes (no Python objects,
so a pickle is never loaded), and a shape whose data the file really holds (a header that
claims a huge shape cannot make the tool allocate it). Writing goes through
:func:`amdmatrix.fileio.atomic_writer`: a failed or interrupted write leaves the previous
file as it was. Every failure is an :class:`~amdmatrix.cli.options.UsageError` with one line.
"""

from __future__ import annotations

import math
import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO, Any

import numpy as np
import numpy.typing as npt

from ..fileio import atomic_writer
from .options import UsageError

__all__ = ["load", "save"]

_NPY_MAGIC = b"\x93NUMPY"
_ZIP_MAGIC = b"PK\x03\x04"


def load(path: str, option: str) -> npt.NDArray[Any]:
    """The numeric array in the .npy file ``path`` (``option`` names it in messages)."""
    shown = repr(path)
    try:
        with open(path, "rb") as f:
            head = f.read(len(_NPY_MAGIC))
            if head.startswith(_ZIP_MAGIC):
                raise UsageError(f"{option}: {shown} holds several arrays (.npz); give a .npy file with one array")
            if head != _NPY_MAGIC:
                raise UsageError(f"{option}: {shown} is not a .npy file (write it with numpy.save)")
            f.seek(0)
            shape, dtype = _header(f, option, shown)
            size = os.fstat(f.fileno()).st_size - f.tell()
            need = math.prod(shape) * dtype.itemsize
            if need > size:
                raise UsageError(f"{option}: {shown} claims shape {shape} of {dtype} ({need} bytes) but holds "
                                 f"{size} bytes of data; the file is truncated or damaged")
            f.seek(0)
            arr = np.lib.format.read_array(f, allow_pickle=False)
    except UsageError:
        raise
    except FileNotFoundError:
        raise UsageError(f"{option}: no such file {shown}") from None
    except IsADirectoryError:
        raise UsageError(f"{option}: {shown} is a directory, not a .npy file") from None
    except OSError as e:
        raise UsageError(f"{option}: cannot read {shown}: {e.strerror or e}") from None
    except Exception:  # a damaged header: numpy raises ValueError, SyntaxError, tokenize errors, ...
        raise UsageError(f"{option}: {shown} is not a readable .npy file (write it with numpy.save)") from None
    return arr


def _header(f: Any, option: str, shown: str) -> tuple[tuple[int, ...], np.dtype[Any]]:
    """Shape and dtype from the header; refuses anything but numeric arrays."""
    version = np.lib.format.read_magic(f)
    if version == (1, 0):
        shape, _, dtype = np.lib.format.read_array_header_1_0(f)
    elif version == (2, 0):
        shape, _, dtype = np.lib.format.read_array_header_2_0(f)
    else:  # 3.0 only exists for structured dtypes with non-Latin-1 field names
        raise UsageError(f"{option}: {shown} is a .npy file of version {version[0]}.{version[1]}; "
                         "legal values: integer or float arrays (.npy version 1.0 or 2.0)")
    if dtype.hasobject:
        raise UsageError(f"{option}: {shown} holds Python objects; legal values: integers or floats")
    if dtype.kind not in "biuf" or dtype.fields is not None or dtype.subdtype is not None:
        raise UsageError(f"{option}: {shown} holds {dtype} values; legal values: integers or floats")
    if any(not isinstance(n, int) or n < 0 for n in shape):
        raise UsageError(f"{option}: {shown} has an invalid shape {shape}")
    return tuple(shape), dtype


@contextmanager
def _no_sigxfsz() -> Iterator[None]:
    """Ignore SIGXFSZ while writing, so that a file-size limit makes the write fail with an
    error (EFBIG), which is reported, instead of killing the process (main thread only)."""
    sig = getattr(signal, "SIGXFSZ", None)
    try:
        previous = signal.signal(sig, signal.SIG_IGN) if sig is not None else None
    except ValueError:  # not the main thread
        previous = None
    try:
        yield
    finally:
        if sig is not None and previous is not None:
            signal.signal(sig, previous)


class _Sink:
    """A file reduced to its ``write``: ``np.save`` then writes the data through it in chunks.

    Given the file itself, numpy calls ``ndarray.tofile``, whose C code (numpy's
    ``NpyPath_PathlikeToFspath``) reads an error in its ``isinstance(file, os.PathLike)``
    test as "yes": a SIGINT arriving during that test became ``TypeError: expected str,
    bytes or os.PathLike object, not BufferedWriter``, reported as a write error (exit 2)
    instead of the interrupt (exit 130). Found under load by
    ``test_out_killed_while_writing_never_leaves_a_partial_file``.
    """

    def __init__(self, f: IO[bytes]) -> None:
        self.write = f.write


def save(path: str, values: npt.NDArray[Any]) -> None:
    """Write ``values`` to the .npy file ``path`` without ever leaving a half-written file.

    A regular file (or a new one) is replaced atomically; a symbolic link is followed, so its
    target is replaced; a device or pipe (``/dev/null``, ``/dev/stdout``) is written directly.
    """
    if not path:
        raise UsageError("--out: the file name is empty")
    if os.path.isdir(path):
        raise UsageError(f"--out: {path!r} is a directory; give a file name")
    try:
        with _no_sigxfsz(), atomic_writer(path) as f:
            np.save(_Sink(f), values, allow_pickle=False)
    except BrokenPipeError:
        raise
    except OSError as e:
        raise UsageError(f"--out: cannot write {path!r} ({e.strerror or e}); an existing file is left unchanged"
                         ) from None
