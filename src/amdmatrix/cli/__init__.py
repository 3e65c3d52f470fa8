"""The ``amdmatrix`` command: the Matrix Instruction Calculator's command line, and more.

Every option of the calculator is accepted with the same names, defaults and output
(:mod:`amdmatrix.cli.options`, :mod:`amdmatrix.cli.query`). Extras: ``--json``,
``--list-architectures`` and the subcommands of :data:`SUBCOMMANDS`, one module each in
this package. Bad input prints one line ``amdmatrix: error: ...`` on stderr and exits with
status 2. This package is the only one that prints; nothing outside it imports it.
"""

from __future__ import annotations

import io
import os
import sys

from ..errors import escape, shown
from .options import UsageError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (docs/decisions.md)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence
    from typing import TextIO

__all__ = ["main", "console_main", "UsageError", "SUBCOMMANDS"]


#: Subcommands: name -> (module of this package, function). The function takes the whole argv
#: (starting with the subcommand's name) and returns the exit status. Add a subcommand here.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "encode": (".encode", "run"),
    "decode": (".encode", "run"),
    "emulate": (".emulate", "run"),
    "hazards": (".hazards", "run"),
    "check": (".hazards", "run"),
    "convert": (".convert", "run"),
    "draw": (".pictures", "run_draw"),
    "explore": (".pictures", "run_explore"),
    "export": (".export", "run"),
    "lint": (".export", "run_lint"),
    "peak": (".peak", "run"),
    "mcp": (".mcp", "run"),
    "lds": (".lds", "run"),
    "run": (".run", "run"),
}


class _StreamError(OSError):
    """Standard input or output cannot be used; the message says which and why."""


class _Closed(io.TextIOBase):
    """Stands in for a standard stream that was closed when amdmatrix started (``>&-``)."""

    def __init__(self, name: str, verb: str) -> None:
        super().__init__()
        self._why = f"cannot {verb} {name}: it is closed"

    def read(self, size: int | None = -1) -> str:
        raise _StreamError(self._why)

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        raise _StreamError(self._why)

    def write(self, s: str) -> int:
        raise _StreamError(self._why)

    def flush(self) -> None:
        pass


class _Proxy:
    """Delegates everything to ``stream``; subclasses change ``write``."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)

    def write(self, s: str) -> int:
        return self._stream.write(s)

    def flush(self) -> None:
        self._stream.flush()

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)


#: ASCII spellings of the few non-ASCII characters amdmatrix prints, for a terminal or a
#: ``PYTHONIOENCODING`` that cannot show them; anything else is escaped (``\\u2028``).
_PLAIN = str.maketrans({"\u00a7": "section ", "\u00d7": "x", "\u2014": "--", "\u2013": "-", "\u2026": "...",
                        "\u2264": "<=", "\u2265": ">=", "\u2192": "->", "\u2190": "<-", "\u00b7": ".",
                        "\u2212": "-", "\u2248": "~", "\u2260": "!=", "\u00b1": "+-"})


def _encodable(stream: TextIO, s: str) -> str:
    """``s`` as ``stream``'s encoding can carry it: plain spellings, then backslash escapes."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    return s.translate(_PLAIN).encode(encoding, "backslashreplace").decode(encoding)


class _Output(_Proxy):
    """Standard output: a failed write (full disk, bad descriptor) becomes a :class:`_StreamError`.

    A closed pipe stays a BrokenPipeError, which :func:`console_main` ends quietly.
    """

    def _failed(self, e: OSError) -> _StreamError:
        return _StreamError(f"cannot write standard output: {e.strerror or e}")

    def write(self, s: str) -> int:
        try:
            return self._stream.write(s)
        except UnicodeEncodeError:  # PYTHONIOENCODING=ascii and a '§' in the text
            return self.write(_encodable(self._stream, s))
        except (BrokenPipeError, _StreamError):
            raise
        except OSError as e:
            raise self._failed(e) from e

    def flush(self) -> None:
        try:
            self._stream.flush()
        except (BrokenPipeError, _StreamError):
            raise
        except OSError as e:
            raise self._failed(e) from e


class _OneLine(_Proxy):
    """Standard error for every subcommand: each write keeps at most its final line break, and
    control characters (line breaks, ESC, U+2028, ...) in it are escaped as repr does.

    So user text echoed in a message can never split it into two lines or drive the terminal.
    A failing stderr (closed, full) loses the message but not the exit status.
    """

    def write(self, s: str) -> int:
        end = "\n" if s.endswith("\n") else ""
        line = escape(s[: len(s) - len(end)]) + end
        try:
            try:
                self._stream.write(line)
            except UnicodeEncodeError:
                self._stream.write(_encodable(self._stream, line))
        except (OSError, ValueError):
            pass
        return len(s)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except (OSError, ValueError):
            pass


def _text(stream: object) -> TextIO:
    """``stream`` (a proxy with the methods of a text stream) typed as one."""
    return stream  # type: ignore[return-value]


def _os_message(e: OSError) -> str:
    if isinstance(e, _StreamError):
        return str(e)
    what = e.strerror or str(e) or type(e).__name__
    return f"{what}: {shown(e.filename)}" if e.filename else what


class _NoArguments(Exception):
    """No arguments at all: the usage goes to stderr, whole, with status 2 (docs/decisions.md, 155)."""


def _dispatch(args: list[str]) -> int:
    if not args:
        raise _NoArguments
    if args and args[0] in SUBCOMMANDS:
        import gc
        from importlib import import_module

        gc.enable()  # the command starts with it off (scripts/amdmatrix); subcommands may build large graphs

        module, func = SUBCOMMANDS[args[0]]
        try:
            run: Callable[[list[str]], int] = getattr(import_module(module, __package__), func)
        except ImportError as e:  # emulate without numpy/ml_dtypes: the message says how to install them
            raise UsageError(str(e)) from e
        return run(args)
    stdout = sys.stdout

    def out(line: str) -> None:
        stdout.write(line + "\n")

    from .query import run as query

    return query(args, out, list(SUBCOMMANDS))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default: sys.argv[1:]); return the exit status.

    Every subcommand runs under the same guard: a closed standard stream (``<&-``,
    ``>&-``, ``2>&-``) is replaced by one that fails on use, a failure to read or write
    (``> /dev/full``) and every error becomes one line ``amdmatrix: error: ...`` on stderr
    with control characters escaped, and the status is 2. Only a closed pipe
    (BrokenPipeError) is passed on, for :func:`console_main` to end quietly.
    """
    from ..errors import AmdMatrixError

    args = list(sys.argv[1:] if argv is None else argv)
    saved = sys.stdin, sys.stdout, sys.stderr
    if sys.stdin is None:
        sys.stdin = _text(_Closed("standard input", "read"))
    stdout = sys.stdout if sys.stdout is not None else _text(_Closed("standard output", "write"))
    sys.stdout = _text(_Output(stdout))
    sys.stderr = _text(_OneLine(sys.stderr if sys.stderr is not None else io.StringIO()))
    try:
        try:
            status = _dispatch(args)
            sys.stdout.flush()
            return status
        except _NoArguments:
            from .options import help_text

            try:  # the usage, several lines: written past the one-line guard of messages
                (saved[2] or io.StringIO()).write(help_text(list(SUBCOMMANDS)))
            except (OSError, ValueError):
                pass
            return 2
        except (UsageError, AmdMatrixError) as e:
            message = str(e)
        except BrokenPipeError:
            raise
        except OSError as e:
            message = _os_message(e)
        sys.stderr.write(f"amdmatrix: error: {message}\n")
        return 2
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


def _settle_stdout() -> None:
    """Flush standard output; if that fails (closed pipe, full disk), point it at the null
    device so that the interpreter's own flush at exit is quiet and keeps the status."""
    out = sys.stdout
    if out is None:
        return
    try:
        out.flush()
    except (OSError, ValueError):
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, out.fileno())
        except (OSError, ValueError):
            pass


def console_main() -> None:
    """Entry point of the command (scripts/amdmatrix, ``python -m amdmatrix``): quiet on a
    closed pipe (``amdmatrix ... | head``).

    A query (not a subcommand) then ends with :func:`os._exit`, its output flushed: the one
    file it may write (``--svg FILE``) is written atomically and closed before it returns, and
    it starts no threads and registers no exit handlers, while tearing down every module and
    object as :func:`sys.exit` does costs a one-line query a sixth of its time
    (docs/decisions.md). Subcommands exit normally.
    """
    argv = sys.argv[1:]
    try:
        status = main()
    except BrokenPipeError:
        status = 0
    except KeyboardInterrupt:
        status = 130
    _settle_stdout()
    if not (argv and argv[0] in SUBCOMMANDS):
        try:
            sys.stderr.flush()
        except (AttributeError, OSError, ValueError):  # closed or missing: nothing to flush
            pass
        os._exit(status)
    sys.exit(status)
