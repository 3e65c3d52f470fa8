"""The library and the CLI's query path stay light: no numpy, ml_dtypes, tabulate or argparse."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from clirun import env

HEAVY = ("numpy", "ml_dtypes", "tabulate", "argparse", "mcp", "pydantic", "anyio")


def _stdout(code: str) -> str:
    """What ``python -c code`` prints, run with this checkout's sources."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env(), timeout=60,
                          check=True).stdout


def _loaded(code: str) -> set[str]:
    return set(_stdout(code + "\nimport sys; print(' '.join(sys.modules))").split())


def _modules(code: str) -> set[str]:
    """The modules `code` adds to what this interpreter loads at startup. A site's .pth files may
    import typing or importlib before any user code runs (CI's system Python does); those are the
    interpreter's costs, paid by `python -c pass` as well, not the query's."""
    return _loaded(code) - _loaded("pass")


def test_library_query_imports_nothing_heavy() -> None:
    mods = _modules("import amdmatrix\ni = amdmatrix.instruction('cdna4', 'v_mfma_f32_16x16x128_f8f6f4')\n"
                    "i.locate('A', i=1, k=2, cbsz=2); i.elements_at('D', register=1, lane=3); i.sources_of(1, 2)")
    assert not {m for m in mods if m.split(".")[0] in HEAVY}


def test_library_peak_imports_nothing_heavy() -> None:
    mods = _modules("import amdmatrix\nassert amdmatrix.peak(product='MI300X', dtype='fp16')")
    assert not {m for m in mods if m.split(".")[0] in HEAVY}


def test_cli_query_imports_nothing_heavy() -> None:
    code = ("import contextlib, io\nfrom amdmatrix.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    for q in (['-R', '-A', '--csv'], ['-M', '-D'], ['-d'], ['-g', '-B', '--json']):\n"
            "        main(['-a', 'cdna3', '-i', 'v_mfma_f32_32x32x8_f16', *q])\n")
    mods = _modules(code)
    assert not {m for m in mods if m.split(".")[0] in HEAVY}


def test_emulate_without_numpy_is_one_clear_line() -> None:
    """Installed without the [emulate] extra, `amdmatrix emulate` says what to install; no traceback."""
    code = ("import sys\nsys.modules['numpy'] = None\nsys.modules['ml_dtypes'] = None\n"
            "from amdmatrix.cli import main\n"
            "sys.exit(main(['emulate', '-a', 'cdna3', '-i', 'v_mfma_f32_32x32x8_f16', '--random']))\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env(), timeout=60)
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("amdmatrix: error: the emulator needs numpy and ml_dtypes")
    assert "pip install 'amdmatrix[emulate]'" in lines[0]


#: What the speed work took off the query path: dataclasses (which imports inspect, ast, dis, tokenize),
#: typing, importlib and numbers (the records of amdmatrix.records stand in for dataclasses); and
#: re, enum, collections, functools, operator and types, which the command does not import either
#: (it is a plain script, not pip's entry-point wrapper, which imports re: docs/decisions.md).
STARTUP_COSTS = ("dataclasses", "inspect", "typing", "ast", "dis", "tokenize", "importlib", "numbers",
                 "re", "enum", "collections", "functools", "operator", "types", "contextlib")

#: Runs the two queries benchmarks/cli_latency.py times, output to a StringIO (io is loaded at start-up).
_ISSUE_QUERIES = ("import io, sys\nfrom amdmatrix.cli import main\nsys.stdout = io.StringIO()\n"
                  "for q in (['-M', '-D'], ['-g', '-A', '-I', '1', '-K', '2']):\n"
                  "    assert main(['-a', 'cdna3', '-i', 'v_mfma_f32_32x32x8_f16', *q]) == 0\n"
                  "sys.stdout = sys.__stdout__\n")


def test_issue_queries_import_only_their_architecture_and_no_startup_costs() -> None:
    """The two queries benchmarks/cli_latency.py times load one architecture's rows and none of
    the modules whose import costs more than the query."""
    mods = _modules(_ISSUE_QUERIES)
    assert not {m for m in mods if m.split(".")[0] in (*HEAVY, *STARTUP_COSTS)}
    assert {m for m in mods if m.startswith("amdmatrix.isa.")} == {"amdmatrix.isa._rows", "amdmatrix.isa.cdna3"}


def test_the_installed_command_imports_no_startup_costs() -> None:
    """scripts/amdmatrix, the file pip installs as the command, run as a user runs it."""
    script = Path(__file__).resolve().parents[2] / "scripts" / "amdmatrix"
    res = subprocess.run([sys.executable, "-X", "importtime", str(script), "-a", "cdna3", "-i",
                          "v_mfma_f32_32x32x8_f16", "-M", "-D"], capture_output=True, text=True, env=env(),
                         timeout=60, check=True)
    assert res.stdout.startswith("Architecture: CDNA3\nInstruction: V_MFMA_F32_32X32X8_F16\n+--")
    imported = {line.rsplit("|", 1)[-1].strip() for line in res.stderr.splitlines() if line.startswith("import time")}
    assert "amdmatrix.isa.cdna3" in imported  # the check below sees the command's imports
    assert not {m for m in imported - _loaded("pass") if m.split(".")[0] in (*HEAVY, *STARTUP_COSTS)}


def test_library_query_imports_no_startup_costs() -> None:
    mods = _modules("import amdmatrix\ni = amdmatrix.instruction('rdna4', 'v_wmma_f32_16x16x16_f16')\n"
                    "i.locate('A', i=1, k=2); i.elements_at('D', register=1, lane=3); i.placements('B')")
    assert not {m for m in mods if m.split(".")[0] in (*HEAVY, *STARTUP_COSTS)}
    assert {m for m in mods if m.startswith("amdmatrix.isa.")} == {"amdmatrix.isa._rows", "amdmatrix.isa.rdna4"}


def test_a_query_builds_only_its_instruction() -> None:
    """An architecture's instructions are built from their rows on first use: a query builds one;
    the catalogue still hands out one object per instruction."""
    code = ("import amdmatrix\nfrom amdmatrix.isa import cdna3\n"
            "i = amdmatrix.instruction('cdna3', 'v_mfma_f32_32x32x8_f16')\n"
            "print(sum(x is not None for x in cdna3.INSTRUCTIONS._built), len(cdna3.ROWS))\n"
            "every = amdmatrix.instructions('cdna3')\n"
            "print(i is amdmatrix.instruction('cdna3', 'V_MFMA_F32_32X32X8F16'), i in every,\n"
            "      every is amdmatrix.instructions('cdna3'), all(x is not None for x in cdna3.INSTRUCTIONS._built))")
    lines = _stdout(code).splitlines()
    built, rows = lines[0].split()
    assert built == "1" and int(rows) > 40
    assert lines[1] == "True True True True"


def test_issue_queries_compile_no_regular_expression() -> None:
    """Compiling a pattern costs a one-line query more than its table rows: the two
    queries benchmarks/cli_latency.py times compile none, at import or at run time."""
    code = ("import re\ncompiled = []\n_compile = re._compile\n"
            "re._compile = lambda pattern, flags: compiled.append(pattern) or _compile(pattern, flags)\n"
            + _ISSUE_QUERIES + "print(compiled)\n")
    assert _stdout(code).strip() == "[]"
