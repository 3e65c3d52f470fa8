"""The picture of a conversion plan (``amdmatrix convert --svg``): drawn from the plan's record
alone (its panels and origins: registers, lanes and slots), knowing nothing of instructions."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from typing import Protocol

    class PlanLike(Protocol):
        """What the picture reads of :class:`amdmatrix.conversion.Plan`."""

        arch: str
        producer: str
        consumer: str
        operand: str
        route: str
        cost: int
        outputs: list[int]
        origins: list[tuple[int, int, int, int, int]]
        panels: list[tuple[str, list[tuple[str, list[tuple[int, int]]]]]]

__all__ = ["plan_svg"]


def plan_svg(plan: PlanLike) -> str:
    """An SVG of the plan step by step: for the arrangement after each step (the first four
    registers, each value slot) and then for the consumer's first tile, every lane's cell is
    labelled and coloured by the producer register and lane its value comes from."""
    from xml.sax.saxutils import escape

    lanes = 1 + max(lane for _, lane, _, _, _ in plan.origins)
    w, h, left = 22, 26, 70
    final_rows = sorted({(r, lo) for r, _, lo, _, _ in plan.origins})
    by_cell = {(r, lane, lo): (sr, sl) for r, lane, lo, sr, sl in plan.origins}
    panels = list(plan.panels) + [(
        f"the consumer's {plan.operand} (first tile, v{plan.outputs[0]} on)",
        [(f"v{r}[{lo}]", [by_cell[(r, lane, lo)] for lane in range(lanes)]) for r, lo in final_rows])]
    body: list[str] = []
    y = 50
    for title, rows in panels:
        body.append(f'<text x="8" y="{y + 12}" font-size="11">{escape(title)}</text>')
        y += 18
        for lane in range(lanes):
            body.append(f'<text x="{left + lane * w + 3}" y="{y + 8}" font-size="7">{lane}</text>')
        y += 10
        for label, cells in rows:
            body.append(f'<text x="8" y="{y + 16}" font-size="9">{escape(label)}</text>')
            for lane, (sr, sl) in enumerate(cells):
                x = left + lane * w
                body.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="hsl({(sr * 47) % 360},60%,80%)" '
                            'stroke="#888"/>')
                body.append(f'<text x="{x + 2}" y="{y + 11}" font-size="7">v{sr}</text>')
                body.append(f'<text x="{x + 2}" y="{y + 22}" font-size="7">{sl}</text>')
            y += h
        y += 14
    route = "" if plan.route == "registers" else ", through the LDS"
    head = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + lanes * w + 10}" height="{y + 10}" '
            'font-family="monospace">',
            f'<text x="8" y="20" font-size="13">{escape(plan.arch)}: D of {escape(plan.producer)} to '
            f'{plan.operand} of {escape(plan.consumer)} (cost {plan.cost}{route})</text>',
            '<text x="8" y="38" font-size="10">each cell: the producer register (top) and lane (bottom) of the '
            'value held there, after each step</text>']
    return "\n".join(head + body + ["</svg>"]) + "\n"
