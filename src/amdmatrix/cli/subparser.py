"""The argparse parser of the subcommands that use one (emulate, peak, lds): every parse error
is a UsageError naming the subcommand's help, and only the options given are set."""

from __future__ import annotations

import argparse
import sys
from typing import Any, NoReturn

from .options import UsageError

__all__ = ["parser", "help_shown"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} -h)")


def parser(prog: str) -> argparse.ArgumentParser:
    """A parser for ``prog`` ("amdmatrix peak"): no -h of its own, no abbreviations, no defaults."""
    return _Parser(prog=prog, add_help=False, allow_abbrev=False, argument_default=argparse.SUPPRESS)


def help_shown(opts: dict[str, Any], usage: str, prog: str) -> bool:
    """Whether ``-h``/``--help`` asked for ``usage`` (then written to standard output); if not,
    the command needs an architecture: without ``-a``, a UsageError naming ``prog -h``."""
    if opts.get("help") or opts.get("h"):
        sys.stdout.write(usage)
        return True
    if "arch" not in opts:
        raise UsageError(f"the architecture is missing: use -a ARCH (see {prog} -h)")
    return False
