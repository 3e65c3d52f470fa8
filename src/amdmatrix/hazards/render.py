"""Text and JSON output of ``amdmatrix hazards`` and ``amdmatrix check``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..render.jsontext import pretty
from ..vocabulary import JSON_SCHEMA
from .api import InstructionRules, Report
from .model import DEPENDENCIES, Hazard, Rule
from .targets import Target

__all__ = ["hazards_text", "hazards_json", "rules_text", "rules_json", "table_text", "table_json", "check_text",
           "check_json", "strict_problems", "rules_markdown", "SCHEMA"]

SCHEMA = JSON_SCHEMA  # one schema for every subcommand (docs/json.md)


def _dump(doc: dict[str, object]) -> list[str]:
    # split at "\n" only: str.splitlines would also split a U+2028 inside a JSON string
    return pretty(doc, ensure_ascii=False).split("\n")


#: How a rule's unit reads after its number ("issue" has no word).
UNIT_WORDS = {"valu": " VALU", "valu_real": " VALU (not v_nop)"}


def _unit(unit: str) -> str:
    return UNIT_WORDS.get(unit, "").strip() + " wait states" if unit in UNIT_WORDS else "wait states"


def _waits(n: int, unit: str) -> str:
    word = _unit(unit)
    return f"{n} {word[:-1] if n == 1 else word}"


def _source(source: str, llvm: str, decision: str | None) -> str:
    """A rule's "source:" line: where it comes from, then where LLVM differs (``llvm``, in the
    caller's words) or else the decision that explains it, if any."""
    note = f"; {llvm}" if llvm else f"; see decision {decision} (docs/decisions.md)" if decision else ""
    return f"      source: {source}{note}"


def hazards_text(t: Target, first: str, second: str, found: Sequence[Hazard]) -> list[str]:
    need = max((h.required for h in found), default=0)
    unit = next((h.unit for h in found if h.required == need), t.unit)
    out = [f"{t.arch}: {_waits(need, unit)} needed between", f"  {first.strip()}", f"  {second.strip()}"]
    if not found:
        out.append("no rule applies: the two do not depend on each other through a hazard")
    else:
        out.append("rules that apply:")
        for h in found:
            regs = f" (through {h.registers})" if h.registers else ""
            out.append(f"  {h.rule}: {_waits(h.required, h.unit)}: {h.description}{regs}")
            llvm = f"LLVM asks for {h.llvm} (decision {h.decision}, docs/decisions.md)" if h.llvm is not None else ""
            out.append(_source(h.source, llvm, h.decision))
    out.append(f"A wait state on {t.arch} is {t.unit_text}.")
    return out


def _hazard_doc(h: Hazard) -> dict[str, object]:
    return {"rule": h.rule, "required": h.required, "unit": h.unit, "description": h.description,
            "registers": h.registers, "source": h.source, "llvm": h.llvm, "decision": h.decision}


def hazards_json(t: Target, first: str, second: str, found: Sequence[Hazard]) -> list[str]:
    need = max((h.required for h in found), default=0)
    return _dump({"schema": SCHEMA, "query": "hazards", "architecture": t.arch, "first": first.strip(),
                  "second": second.strip(), "wait_states": need, "wait_state": t.unit_text,
                  "hazards": [_hazard_doc(h) for h in found]})


def _rule_waits(r: Rule, n: int) -> str:
    if isinstance(r.waits, int):
        return str(n)
    return f"{n} (" + "/".join(str(v) for v in r.waits.values()) + " for " + \
        "/".join(str(p) for p in r.waits) + " passes)"


def rules_text(table: InstructionRules) -> list[str]:
    fmts = f" (A {table.formats[0]}, B {table.formats[1]})" if table.formats else ""
    passes = f", {table.passes} passes" if table.passes else ""
    out = [f"{table.mnemonic} on {table.arch}: {table.cls}{passes}{fmts}",
           f"reads {table.reads}; writes {table.writes}",
           "wait states after it, by what follows:"]
    for r, n in table.rules:
        unit = UNIT_WORDS.get(r.unit, "")
        out.append(f"  {r.id}: {n}{unit}: {r.text}")
        llvm = f"LLVM: {r.llvm_required(table.passes)} (decision {r.decision})" if r.llvm is not None else ""
        out.append(_source(r.source, llvm, None))
    out.append(f"A wait state on {table.arch} is {table.unit_text}.")
    return out


def rules_json(table: InstructionRules) -> list[str]:
    return _dump({"schema": SCHEMA, "query": "hazard-rules", "architecture": table.arch,
                  "instruction": table.mnemonic, "class": table.cls, "passes": table.passes,
                  "formats": list(table.formats) if table.formats else None, "reads": table.reads,
                  "writes": table.writes, "wait_state": table.unit_text,
                  "rules": [{"rule": r.id, "wait_states": n, "unit": r.unit, "second": list(r.second),
                             "dependency": DEPENDENCIES[r.dep], "description": r.text, "source": r.source,
                             "llvm": r.llvm_required(table.passes), "decision": r.decision}
                            for r, n in table.rules]})


def _table_waits(r: Rule) -> str:
    if isinstance(r.waits, int):
        return str(r.waits)
    return "/".join(str(v) for v in r.waits.values()) + " for " + "/".join(str(p) for p in r.waits) + " passes"


def table_text(t: Target, table: Sequence[Rule]) -> list[str]:
    """Every rule of an architecture (``amdmatrix hazards -a ARCH``)."""
    out = [f"{t.arch}: {len(table)} wait-state rules (amdmatrix hazards -a {t.arch} -i INSTRUCTION gives one "
           "instruction's)"]
    for r in table:
        unit = UNIT_WORDS.get(r.unit, "")
        out.append(f"  {r.id}: {_table_waits(r)}{unit}: {r.text}")
        llvm = ""
        if r.llvm is not None:
            n = r.llvm if isinstance(r.llvm, int) else "/".join(str(v) for v in r.llvm.values())
            llvm = f"LLVM: {n} (decision {r.decision})"
        out.append(_source(r.source, llvm, r.decision))
    out.append(f"A wait state on {t.arch} is {t.unit_text}.")
    return out


def table_json(t: Target, table: Sequence[Rule]) -> list[str]:
    def waits(w: object) -> object:
        return {str(p): n for p, n in w.items()} if isinstance(w, Mapping) else w

    return _dump({"schema": SCHEMA, "query": "hazard-table", "architecture": t.arch, "wait_state": t.unit_text,
                  "rules": [{"rule": r.id, "first": list(r.first), "second": list(r.second),
                             "dependency": DEPENDENCIES[r.dep], "wait_states": waits(r.waits), "unit": r.unit,
                             "description": r.text, "source": r.source, "llvm": waits(r.llvm),
                             "decision": r.decision} for r in table]})


def check_text(t: Target, name: str, report: Report) -> list[str]:
    out = []
    for v in report.violations:
        via = f", through the branch at line {v.via_branch}" if v.via_branch is not None else ""
        what = _unit(v.unit)
        if v.missing == 1:
            what = what[:-1]
        where = f" [{v.origin}]" if v.origin else ""
        pwhere = f" [{v.producer_origin}]" if v.producer_origin else ""
        out.append(f"{name}:{v.line}: {v.missing} more {what} needed before '{v.consumer}'{where}: after "
                   f"'{v.producer}' (line {v.producer_line}{pwhere}{via}), rule {v.rule} ({v.source})")
    for n, why in report.incomplete:
        out.append(f"{name}:{n}: not understood: {why}")
    n = len(report.violations)
    summary = f"{name}: {n} hazard{'s' if n != 1 else ''} in {report.instructions} instructions ({t.arch})"
    if report.incomplete:
        k = len(report.incomplete)
        summary += (f"; INCOMPLETE: {k} line{'s' if k != 1 else ''} not understood, so the count may be short")
        if report.unknown:
            summary += (f" ({len(report.unknown)} unknown instruction{'s' if len(report.unknown) != 1 else ''} "
                        "counted as one wait state each)")
    out.append(summary)
    return out


def check_json(t: Target, name: str, report: Report, with_fixed: bool) -> list[str]:
    doc: dict[str, object] = {
        "schema": SCHEMA, "query": "check", "architecture": t.arch, "file": name,
        "instructions": report.instructions, "wait_state": t.unit_text,
        "violations": [{"line": v.line, "missing": v.missing, "required": v.required, "present": v.present,
                        "producer_line": v.producer_line, "rule": v.rule, "source": v.source,
                        "consumer": v.consumer, "producer": v.producer, "unit": v.unit,
                        "description": v.description, "via_branch": v.via_branch, "origin": v.origin,
                        "producer_origin": v.producer_origin} for v in report.violations],
        "unknown": [{"line": n, "text": text} for n, text in report.unknown],
        "incomplete": bool(report.incomplete),
        "reasons": [{"line": n, "reason": why} for n, why in report.incomplete],
    }
    if report.fixed is not None:
        doc["inserted"] = report.inserted
        doc["places"] = report.places
        if with_fixed:
            doc["fixed"] = report.fixed
    return _dump(doc)


def strict_problems(name: str, report: Report) -> str:
    """One line naming what --strict refuses, or '' if nothing."""
    parts = [f"unknown instruction '{text}' (line {n})" for n, text in report.unknown]
    parts += [f"'{text}' (line {n}) gives {(int(text.split()[1], 0) & 15) + 1} wait states: s_nop reads 4 bits"
              for n, text in report.long_nops]
    if not parts:
        return ""
    return f"{name}: --strict: " + "; ".join(parts)


def rules_markdown(table: Sequence[Rule]) -> list[str]:
    """One architecture's rules as a Markdown table (docs/hazards.md embeds them)."""
    out = ["| Rule | First instruction | Then | Wait states | Source |", "|---|---|---|---|---|"]
    for r in table:
        if isinstance(r.waits, int):
            waits = str(r.waits)
        else:
            waits = " / ".join(str(v) for v in r.waits.values()) + " (" + "/".join(str(p) for p in r.waits) + \
                " passes)"
        waits += UNIT_WORDS.get(r.unit, "")
        if r.llvm is not None:
            llvm = r.llvm if isinstance(r.llvm, int) else " / ".join(str(v) for v in r.llvm.values())
            waits += f"; LLVM {llvm}"
        if r.decision:
            waits += f" ({r.decision})"
        first, _, then = r.text.partition("; ")
        out.append(f"| {r.id} | {first} | {then} | {waits} | {r.source} |")
    return out
