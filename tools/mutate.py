"""Mutation testing of amdmatrix's core modules, sized for a small machine.

Each mutant is one small change to one module (an operator, a comparison, an integer constant,
a boolean, ``and``/``or``, a dropped ``not``, a dict value copied from the previous key's), made
on the module's syntax tree and written back with ``ast.unparse``. The mutant runs against only
the tests that cover its module (``COVER`` below, fast tests chosen by hand), in a private copy
of the checkout, so the working tree is never touched and subprocess-based tests see the mutant
too. A mutant is *killed* when those
tests fail (or exceed the time limit), and *survives* when they pass.

    python3 tools/mutate.py                       # every core module, 30 sampled mutants each
    python3 tools/mutate.py --module view --max 0 # every mutant of one module (0: no limit)
    python3 tools/mutate.py --list                # the mutants, without running anything
    python3 tools/mutate.py --rerun run.log       # only the survivors a run printed (after new tests)

The sample is seeded (``--seed``), so a run is repeatable. It prints one line per survivor
(module:line, the original line, the change) and the kill rate per module and overall; the exit
status is 1 when the overall kill rate is under ``--target`` (95%). Run it niced on a shared
machine: each mutant costs one pytest process (a few CPU-seconds).
"""

from __future__ import annotations

import argparse
import ast
import copy
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = Path("src") / "amdmatrix"

#: The core modules and the (fast) tests that cover each: the tests that exercise the module's
#: behaviour directly, against independent expectations where they exist.
COVER: dict[str, tuple[str, ...]] = {
    "layout": ("tests/core/test_bitlayout.py", "tests/core/test_gfx1250_layouts.py",
               "tests/emulate/test_emulate_pack_locations.py"),
    "layouts": ("tests/core/test_gfx1250_layouts.py", "tests/emulate/test_emulate_pack_locations.py",
                "tests/core/test_cdna4.py", "tests/core/test_reference_formulas.py"),
    "meanings": ("tests/core/test_modifiers.py", "tests/core/test_meanings.py", "tests/core/test_modifier_keywords.py",
                 "tests/encoding/test_fields_explained.py", "tests/core/test_scale_row.py",
                 "tests/cli/test_cli_json_marks.py", "tests/core/test_cdna4.py"),
    "modifiers": ("tests/core/test_modifiers.py", "tests/core/test_modifier_keywords.py", "tests/core/test_meanings.py",
                  "tests/cli/test_cli_errors.py", "tests/core/test_api_errors.py",
                  "tests/cli/test_cli_option_forms.py"),
    "view": ("tests/core/test_modifiers.py", "tests/cli/test_cli_json_marks.py", "tests/core/test_gfx1250_layouts.py",
             "tests/emulate/test_emulate_pack_locations.py"),
    "emulator/_maps": ("tests/emulate/test_emulate_pack_locations.py", "tests/emulate/test_emulate_rounding.py",
                       "tests/emulate/test_emulate.py::test_sparse_round_trip",
                       "tests/emulate/test_emulate_modifiers.py::test_blgp_reads_b_from_the_permuted_lanes"),
    "emulator/formats": ("tests/emulate/test_emulate_rounding.py", "tests/emulate/test_formats.py"),
    "cli/options": ("tests/cli/test_cli_option_forms.py", "tests/cli/test_cli_options.py",
                    "tests/cli/test_cli_errors.py", "tests/cli/test_cli_help.py"),
    "render/jsonout": ("tests/cli/test_cli_json_elements.py", "tests/cli/test_cli_json_marks.py",
                       "tests/cli/test_cli_json.py"),
    # The LDS model: published phases and conflict cases, broadcasts counted by hand, the solver.
    "lds/analysis": ("tests/lds/test_lds_broadcast.py", "tests/lds/test_lds_solver_edges.py", "tests/lds/test_lds.py",
                     "tests/lds/test_lds_answers.py::test_solve_never_proposes_an_unaligned_tile"),
    # The hazard checker: rules pinned by hand and by LLVM's vectors and lit tests, the merges
    # against llc-22's recorded answers (not the live re-runs, which test llc, not the engine).
    "hazards/engine": ("tests/hazards/test_merge_llvm.py::test_fix_pads_every_line_as_llc",
                       "tests/hazards/test_merge_llvm.py::test_check_names_the_producer_and_branch_of_the_nearest_path",
                       "tests/hazards/test_merge_llvm.py::test_rept_loops_are_checked_as_their_expansion",
                       "tests/hazards/test_merge_rules.py::test_check_counts_the_table_along_the_nearest_path",
                       "tests/hazards/test_hazard_decisions.py", "tests/hazards/test_hazard_general.py",
                       "tests/hazards/test_hazard_lit.py::test_lit_replay_never_fewer_than_llvm",
                       "tests/hazards/test_hazard_lit.py::test_soft_clause_and_permlane_examples",
                       "tests/hazards/test_hazard_properties.py", "tests/hazards/test_hazard_vectors.py",
                       "tests/hazards/test_hazard_frontend.py",
                       "tests/hazards/test_engine_edges.py::test_scalar_rules_need_the_register_written",
                       "tests/hazards/test_engine_edges.py::test_the_carry_dependency_needs_the_sgpr_written",
                       "tests/hazards/test_engine_edges.py::test_a_check_does_not_depend_on_the_classes_met_before",
                       "tests/hazards/test_engine_edges.py::test_a_dot_accumulates_only_into_the_same_dot",
                       "tests/hazards/test_engine_edges.py::test_soft_clause_pairs_need_a_def_that_meets_a_use",
                       "tests/hazards/test_engine_edges.py::test_the_dependencies_that_leave_the_decision_to_the_walk",
                       "tests/hazards/test_engine_edges.py::test_a_dgemm_between_needs_the_vgpr_written_to_be_read",
                       "tests/hazards/test_engine_edges.py::test_a_repeated_line_counts_from_its_nearest_copy",
                       "tests/hazards/test_engine_edges.py::test_a_tie_names_the_path_first_in_the_file"),
    "linear": ("tests/core/test_linear.py", "tests/core/test_linear_triton.py"),
    "primitives/dpp": ("tests/primitives/test_primitives.py", "tests/primitives/test_primitives_llvm.py"),
    "primitives/swizzle": ("tests/primitives/test_primitives.py", "tests/primitives/test_primitives_llvm.py"),
    "primitives/permute": ("tests/primitives/test_primitives.py", "tests/emulate/test_movement.py"),
    "primitives/transpose": ("tests/primitives/test_primitives.py", "tests/emulate/test_movement.py",
                             "tests/emulate/test_lds_agreement.py"),
}

_BINOP_SWAPS: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Add, ast.FloorDiv: ast.Mult, ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv, ast.LShift: ast.RShift, ast.RShift: ast.LShift, ast.BitAnd: ast.BitOr,
    ast.BitOr: ast.BitXor, ast.BitXor: ast.BitOr, ast.Pow: ast.Mult,
}
_CMP_SWAPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
    ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}


@dataclass(frozen=True)
class Mutant:
    module: str
    index: int  # position of the node in the module's walk order
    line: int
    change: str

    @property
    def name(self) -> str:
        return f"{self.module}.py:{self.line}"


def _annotation_nodes(tree: ast.AST) -> set[int]:
    """ids of every node inside an annotation or a docstring (never mutated)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        parts: list[ast.AST | None] = []
        if isinstance(node, (ast.arg, ast.AnnAssign)):
            parts.append(node.annotation)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            parts.append(node.returns)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body and \
                isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
            parts.append(node.body[0])
        for part in parts:
            if part is not None:
                skip.update(id(n) for n in ast.walk(part))
    return skip


def _changes(node: ast.AST) -> Iterator[tuple[str, ast.AST | None]]:
    """(description, replacement node) for each mutation of ``node``; None: mutate in place."""
    if isinstance(node, (ast.BinOp, ast.AugAssign)) and type(node.op) in _BINOP_SWAPS:
        new = copy.copy(node)
        new.op = _BINOP_SWAPS[type(node.op)]()
        yield f"{type(node.op).__name__} -> {type(new.op).__name__}", new
    elif isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _CMP_SWAPS:
        new = copy.copy(node)
        new.ops = [_CMP_SWAPS[type(node.ops[0])]()]
        yield f"{type(node.ops[0]).__name__} -> {type(new.ops[0]).__name__}", new
    elif isinstance(node, ast.BoolOp):
        new = copy.copy(node)
        new.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        yield f"{type(node.op).__name__} -> {type(new.op).__name__}", new
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub, ast.Invert)):
        yield f"drop {type(node.op).__name__}", node.operand
    elif isinstance(node, ast.Constant) and type(node.value) is bool:
        yield f"{node.value} -> {not node.value}", ast.Constant(not node.value)
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        yield f"{node.value} -> {node.value + 1}", ast.Constant(node.value + 1)
    elif isinstance(node, ast.Dict):  # a field copied from its neighbour: {"a": x, "b": y} -> {"a": x, "b": x}
        for n in range(1, len(node.values)):
            key = node.keys[n]
            if isinstance(key, ast.Constant) and ast.dump(node.values[n]) != ast.dump(node.values[n - 1]):
                new = copy.copy(node)
                new.values = [*node.values[:n], node.values[n - 1], *node.values[n + 1:]]
                yield f"value of {key.value!r} copied from the previous key's", new


def _source(module: str) -> str:
    return (ROOT / PKG / f"{module}.py").read_text()


def mutants(module: str) -> list[Mutant]:
    tree = ast.parse(_source(module))
    skip = _annotation_nodes(tree)
    out = []
    for n, node in enumerate(ast.walk(tree)):
        if id(node) in skip:
            continue
        for change, _ in _changes(node):
            out.append(Mutant(module, n, getattr(node, "lineno", 0), change))
    return out


class _Replace(ast.NodeTransformer):
    def __init__(self, target: ast.AST, new: ast.AST) -> None:
        self.target, self.new = target, new

    def visit(self, node: ast.AST) -> ast.AST:
        if node is self.target:
            return ast.copy_location(self.new, node)
        return super().visit(node)


def mutated_source(m: Mutant) -> str:
    tree = ast.parse(_source(m.module))
    nodes = list(ast.walk(tree))
    target = nodes[m.index]
    (change, new), = [(c, x) for c, x in _changes(target) if c == m.change]
    assert new is not None
    tree = _Replace(target, new).visit(tree)
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def _copy_checkout(dest: Path) -> Path:
    """A private copy of the checkout (no .git, no caches) to run mutants in."""
    work = dest / "checkout"
    shutil.copytree(ROOT, work, ignore=shutil.ignore_patterns(".git", "__pycache__", ".mypy_cache", ".ruff_cache",
                                                              ".pytest_cache", "*.egg-info", "build"))
    return work


def _pytest(work: Path, tests: tuple[str, ...], timeout: float) -> tuple[str, float]:
    """'pass', 'fail' or 'timeout', and the seconds taken."""
    env = dict(os.environ, PYTHONPATH=str(work / "src"), PYTHONDONTWRITEBYTECODE="1")
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "--no-header", "-o",
           "addopts=-m 'not exhaustive'", *tests]
    start = time.monotonic()
    try:
        done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start
    return ("pass" if done.returncode == 0 else "fail"), time.monotonic() - start


def main() -> int:
    ap = argparse.ArgumentParser(description="Mutation testing of amdmatrix's core modules (see the docstring).")
    ap.add_argument("--module", action="append", choices=sorted(COVER), help="only these modules (repeatable)")
    ap.add_argument("--max", type=int, default=30, help="mutants sampled per module (0: all; default 30)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the sample (default 1)")
    ap.add_argument("--target", type=float, default=95.0, help="kill rate (%%) under which the exit status is 1")
    ap.add_argument("--list", action="store_true", help="list the sampled mutants and stop")
    ap.add_argument("--timeout", type=float, help="seconds a mutant's tests may take (default: 3 times a clean run "
                    "of them, plus 20; given, the clean runs are skipped)")
    ap.add_argument("--rerun", metavar="LOG", help="run only the survivors a previous run printed to LOG")
    args = ap.parse_args()
    modules = args.module or list(COVER)
    rng = random.Random(args.seed)
    plan: list[Mutant] = []
    if args.rerun:
        wanted = set()
        for line in Path(args.rerun).read_text().splitlines():
            if "SURVIVED " in line:
                name, change = line.split("SURVIVED ", 1)[1].split("   | ", 1)[0].split(": ", 1)
                wanted.add((name, change))
        modules = [m for m in modules if any(n.startswith(f"{m}.py:") for n, _ in wanted)]
        for module in modules:
            plan.extend(m for m in mutants(module) if (m.name, m.change) in wanted)
        print(f"rerunning {len(plan)} survivors of {args.rerun}", flush=True)
    for module in [] if args.rerun else modules:
        every = mutants(module)
        chosen = every if args.max <= 0 or args.max >= len(every) else sorted(
            rng.sample(every, args.max), key=lambda m: (m.index, m.change))
        plan.extend(chosen)
        print(f"{module}: {len(chosen)} of {len(every)} mutants", flush=True)
    if args.list:
        for m in plan:
            print(f"  {m.name}: {m.change}")
        return 0
    killed: dict[str, int] = {}
    total: dict[str, int] = {}
    survivors: list[Mutant] = []
    with tempfile.TemporaryDirectory(prefix="amdmatrix-mutate-") as tmp:
        work = _copy_checkout(Path(tmp))
        limits: dict[str, float] = {}
        for module in modules:
            if args.timeout:
                limits[module] = args.timeout
                continue
            status, seconds = _pytest(work, COVER[module], timeout=1800)
            if status != "pass":
                print(f"error: the covering tests of {module} fail without a mutant; fix them first", file=sys.stderr)
                return 2
            limits[module] = 3 * seconds + 20
            print(f"{module}: covering tests pass in {seconds:.1f} s", flush=True)
        for n, m in enumerate(plan, 1):
            path = work / PKG / f"{m.module}.py"
            original = path.read_text()
            path.write_text(mutated_source(m))
            try:
                status, seconds = _pytest(work, COVER[m.module], limits[m.module])
            finally:
                path.write_text(original)
            total[m.module] = total.get(m.module, 0) + 1
            if status == "pass":
                survivors.append(m)
                line = _source(m.module).splitlines()[m.line - 1].strip()
                print(f"[{n}/{len(plan)}] SURVIVED {m.name}: {m.change}   | {line}", flush=True)
            else:
                killed[m.module] = killed.get(m.module, 0) + 1
                print(f"[{n}/{len(plan)}] killed ({status}, {seconds:.0f} s) {m.name}: {m.change}", flush=True)
    print("\nmodule                 mutants  killed  kill rate")
    for module in modules:
        t, k = total.get(module, 0), killed.get(module, 0)
        print(f"{module:<22} {t:>7} {k:>7}  {100 * k / t if t else 100:6.1f}%")
    all_t, all_k = sum(total.values()), sum(killed.values())
    rate = 100 * all_k / all_t if all_t else 100.0
    print(f"{'all':<22} {all_t:>7} {all_k:>7}  {rate:6.1f}%")
    if survivors:
        print("\nsurvivors:")
        for m in survivors:
            print(f"  {m.name}: {m.change}   | {_source(m.module).splitlines()[m.line - 1].strip()}")
    return 0 if rate >= args.target else 1


if __name__ == "__main__":
    sys.exit(main())
