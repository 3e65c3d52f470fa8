"""The argparse parser of the subcommands that use one (emulate, peak, lds): every parse error
is a UsageError naming the subcommand's help, and only the options given are set."""

from __future__ import annotations

import argparse
from typing import NoReturn

from .options import UsageError

__all__ = ["parser"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} -h)")


def parser(prog: str) -> argparse.ArgumentParser:
    """A parser for ``prog`` ("amdmatrix peak"): no -h of its own, no abbreviations, no defaults."""
    return _Parser(prog=prog, add_help=False, allow_abbrev=False, argument_default=argparse.SUPPRESS)
