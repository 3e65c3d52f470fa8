"""The longest functions of ``src/`` (docs/architecture.md, "The ten longest functions").

A function's length is its lines from ``def`` to its last line, docstring included, as the
syntax tree gives them; methods and nested functions count on their own.

    python3 tools/longest_functions.py [--top 10] [--over 60] [PATH]
"""

from __future__ import annotations

import argparse
import ast
from pathlib import Path


def lengths(root: Path) -> list[tuple[int, str, str]]:
    """(lines, file:line, name) of every function under ``root``, longest first."""
    rows = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno is not None:
                rows.append((node.end_lineno - node.lineno + 1, f"{path.relative_to(root)}:{node.lineno}", node.name))
    return sorted(rows, key=lambda r: (-r[0], r[1]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("path", nargs="?", default=str(Path(__file__).resolve().parents[1] / "src" / "amdmatrix"))
    ap.add_argument("--top", type=int, default=10, help="how many to list (default 10)")
    ap.add_argument("--over", type=int, default=60, help="count the functions longer than this (default 60)")
    args = ap.parse_args()
    rows = lengths(Path(args.path))
    for n, where, name in rows[:args.top]:
        print(f"{n:4d}  {where}  {name}")
    print(f"functions over {args.over} lines: {sum(r[0] > args.over for r in rows)} of {len(rows)}")


if __name__ == "__main__":
    main()
