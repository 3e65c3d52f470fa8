"""``amdmatrix mcp``: serve every query as a Model Context Protocol tool over stdio."""

from __future__ import annotations

import sys

USAGE = """\
usage: amdmatrix mcp

Serve amdmatrix's queries as Model Context Protocol tools over standard input and output
(the official MCP Python SDK: pip install "amdmatrix[mcp]"). A client starts this command;
README.md ("For coding agents") has a client configuration.
"""


def run(argv: list[str]) -> int:
    """``argv[0]`` is "mcp"; returns the exit status (2, one line on stderr, on bad input)."""
    rest = argv[1:]
    if rest in (["-h"], ["--help"]):
        sys.stdout.write(USAGE)
        return 0
    if rest:
        sys.stderr.write(f"amdmatrix: error: mcp takes no arguments, got {rest[0]!r}; legal values: -h, --help\n")
        return 2
    try:
        from .mcp_server import serve
    except ImportError as e:
        sys.stderr.write(f"amdmatrix: error: amdmatrix mcp needs the MCP SDK ({e.name or e}); "
                         "install it with: pip install \"amdmatrix[mcp]\"\n")
        return 2
    serve()
    return 0
