"""Every subcommand's JSON follows docs/json.md: one schema version, documented queries, and
only documented top-level fields.

``check --json`` and ``hazards --json`` once said ``amdmatrix/1`` and ``encode``/``decode``
``amdmatrix-encoding/1`` while docs/json.md said every query is ``amdmatrix/2``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from clirun import run_inproc

DOC = (Path(__file__).resolve().parents[2] / "docs" / "json.md").read_text()
F16 = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16"]
KERNEL = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0\nv_mov_b32 v1, v0\n"


def _schema() -> str:
    (version,) = set(re.findall(r'"schema": "([^"]+)"', DOC))  # the document names exactly one
    return version


def _fields() -> dict[str, set[str]]:
    """query name -> the top-level fields docs/json.md gives it."""
    common = {"schema", "query", "architecture", "instruction", "wave", "modifiers", "unsettled", "provisional"}
    out: dict[str, set[str]] = {}
    for name, cell in re.findall(r"^\| `([a-z-]+)` \| [^|]+ \| (.+) \|$", DOC, flags=re.M):
        out[name] = common | set(re.findall(r"`([a-z_]+)`", cell))
    emulate = DOC[DOC.index("## `amdmatrix emulate --json`"):DOC.index("## `encode --json`")]
    out["emulate"] = common | {f for row in re.findall(r"^\| ([^|]+) \|", emulate, flags=re.M)
                               for f in re.findall(r"`([a-z_]+)`", row)}
    encoding = DOC[DOC.index("## `encode --json`"):DOC.index("`items` lists")]
    out["encode"] = out["decode"] = set(re.findall(r'"([a-z_]+)":', encoding))
    return out


CASES: list[tuple[list[str], str, str | None]] = [
    (["--list-architectures", "--json"], "list-architectures", None),
    (["-a", "cdna3", "-L", "--json"], "list-instructions", None),
    ([*F16, "-d", "--json"], "detail-instruction", None),
    ([*F16, "-g", "-D", "-I", "1", "-J", "2", "-o", "--json"], "get-register", None),
    ([*F16, "-m", "-B", "-r", "0", "-l", "3", "--json"], "matrix-entry", None),
    ([*F16, "-R", "-A", "--json"], "register-layout", None),
    ([*F16, "-M", "-C", "--json"], "matrix-layout", None),
    (["hazards", "-a", "cdna3", "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0", "v_mov_b32 v1, v0",
      "--json"], "hazards", None),
    (["hazards", "-a", "cdna3", "--json"], "hazard-table", None),
    (["hazards", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "--json"], "hazard-rules", None),
    (["check", "-a", "cdna3", "-", "--json"], "check", KERNEL),
    (["check", "-a", "cdna3", "--fix", "-", "--json"], "check", KERNEL),
    (["emulate", *F16, "--random", "--json", "--show-registers"], "emulate", None),
    (["encode", "-a", "cdna3", "--json", "--fields", "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0"],
     "encode", None),
    (["decode", "-a", "cdna3", "--json", "0xd3cc8000 0x03ca0500"], "decode", None),
    (["run", "-a", "cdna3", "-", "--grid", "1", "--block", "64", "--json"], "run", "RUN_KERNEL"),
]


@pytest.mark.parametrize(("argv", "query", "stdin"), CASES, ids=[" ".join(c[0][:5]) for c in CASES])
def test_json_follows_the_documented_schema(argv: list[str], query: str, stdin: str | None) -> None:
    if query in ("emulate", "run"):
        pytest.importorskip("numpy")
    if stdin == "RUN_KERNEL":
        from runkernels import kernel

        stdin = kernel("cdna3", "\ts_nop 0", args=())
    status, out, err = run_inproc(*argv, stdin=stdin)
    assert status in (0, 1), err
    doc = json.loads(out)
    assert doc["schema"] == _schema() == "amdmatrix/2"
    assert doc["query"] == query
    fields = _fields()
    assert query in fields, f"docs/json.md does not describe {query!r}"
    assert set(doc) <= fields[query], f"undocumented fields of {query}: {sorted(set(doc) - fields[query])}"


def test_every_documented_query_is_exercised() -> None:
    assert set(_fields()) == {query for _, query, _ in CASES}
