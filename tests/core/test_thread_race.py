"""Lazy loading is thread-safe: threads released together by a barrier in a fresh process.

Several threads calling the API at once in a fresh process once got "partially initialized
module 'amdmatrix.isa.rdna3' has no attribute 'INSTRUCTIONS'" (a gfx1250 reproducer failed in
6 of 10 fresh processes). Each run here is a new interpreter, so every lazy load is a first one.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from clirun import env

#: Each thread makes the first call of one kind; all of them start at once.
_PROGRAM = r'''
import sys, threading
import amdmatrix

CALLS = [
    lambda: amdmatrix.instructions("gfx1250"),
    lambda: amdmatrix.instruction("gfx1250", "v_wmma_f32_16x16x4_f32").gprs("A"),
    lambda: amdmatrix.instructions("rdna3"),
    lambda: amdmatrix.instruction("rdna3", "v_wmma_f32_16x16x16_f16").locate("A", i=0, k=0),
    lambda: amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16").cycles,
    lambda: amdmatrix.instructions("cdna4"),
    lambda: amdmatrix.encode("v_mfma_f32_32x32x8_f16 v[0:15], v[0:1], v[2:3], v[0:15]", "cdna3"),
    lambda: amdmatrix.decode(bytes.fromhex("0080ccd30005ca03"), "cdna3"),
    lambda: amdmatrix.hazards("cdna3", "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
                              "v_accvgpr_read_b32 v4, a0"),
    lambda: amdmatrix.check("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n", "rdna3"),
    lambda: amdmatrix.instruction("rdna4", "v_wmma_f32_16x16x16_f16").gprs("B"),
    lambda: amdmatrix.instructions("cdna1"),
]
barrier = threading.Barrier(len(CALLS))
errors = []

def run(call):
    barrier.wait()
    try:
        call()
    except BaseException as e:
        errors.append(repr(e))

threads = [threading.Thread(target=run, args=(c,)) for c in CALLS]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(len(errors), errors[:3])
'''


def _runs(n: int) -> list[str]:
    procs = [subprocess.Popen([sys.executable, "-c", _PROGRAM], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=env()) for _ in range(n)]
    results = []
    for p in procs:
        out, err = p.communicate(timeout=300)
        results.append(out.strip() if p.returncode == 0 else f"exit {p.returncode}: {err.strip()[-300:]}")
    return results


def test_first_calls_from_many_threads_at_once() -> None:
    results = _runs(3)
    assert results == ["0 []"] * 3, results


@pytest.mark.exhaustive
def test_first_calls_from_many_threads_at_once_many_times() -> None:
    results = [r for _ in range(5) for r in _runs(10)]
    assert results == ["0 []"] * 50, [r for r in results if r != "0 []"]


#: Thread B starts importing ``typing`` and is held at the first line of its module body, so
#: ``typing`` is in ``sys.modules`` but has nothing in it yet; thread A then makes the first call of
#: ``amdmatrix.check``, whose modules declare dataclasses. ``dataclasses`` looks ``typing`` up in
#: ``sys.modules`` without importing it: unless the importing module has imported ``typing`` (and so
#: waited for it to be whole), A fails with "partially initialized module 'typing' has no
#: attribute 'ClassVar'". A run of the program above once failed that way in about 200 processes.
_HELD_TYPING = r'''
import sys, threading
import amdmatrix
assert "typing" not in sys.modules, "amdmatrix imported typing at import (docs/decisions.md, Speed)"
held, release = threading.Event(), threading.Event()

def tracer(frame, event, arg):
    if frame.f_code.co_name == "<module>" and frame.f_code.co_filename.endswith("typing.py"):
        def hold(frame, event, arg):
            if event == "line" and not held.is_set():
                held.set()
                release.wait(30)
            return hold
        return hold
    return None

def import_typing():
    sys.settrace(tracer)
    import typing  # noqa: F401
    sys.settrace(None)

result = []
def first_call():
    try:
        amdmatrix.check("v_mov_b32 v4, 1\n", "gfx942")
        result.append("ok")
    except BaseException as e:
        result.append(repr(e))

b = threading.Thread(target=import_typing)
b.start()
assert held.wait(30)
a = threading.Thread(target=first_call)
a.start()
a.join(1.0)  # A waits for typing to be whole (or has already failed)
release.set()
a.join()
b.join()
print(result)
'''


def test_a_first_call_while_another_thread_imports_typing() -> None:
    # -S: no site hooks. A .pth file in site-packages may import typing at start-up (one that
    # imports certifi does, through importlib.resources), and then there is no first import of
    # typing left to race with; env() puts this checkout's sources on the path instead.
    done = subprocess.run([sys.executable, "-S", "-c", _HELD_TYPING], capture_output=True, text=True, env=env(),
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "['ok']"


def test_every_module_takes_dataclasses_from_the_thread_safe_shim() -> None:
    # The shim (amdmatrix/_dataclasses.py) imports typing first; a module importing dataclasses
    # directly would reopen the race above whenever it does not import typing itself.
    import ast
    from pathlib import Path

    import amdmatrix

    root = Path(amdmatrix.__file__).parent
    direct = []
    for path in sorted(root.rglob("*.py")):
        if path.name == "_dataclasses.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            if "dataclasses" in names:
                direct.append(f"{path.relative_to(root)}:{node.lineno}")
    assert direct == []
    assert len([p for p in root.rglob("*.py") if "_dataclasses import" in p.read_text(encoding="utf-8")]) >= 30
