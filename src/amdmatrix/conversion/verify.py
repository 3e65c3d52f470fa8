"""Verification of a plan by execution on the data-movement emulator, and its wait states by the
hazard checker between the producers and the consumers."""

from __future__ import annotations

from ..archs import Arch
from ..errors import AmdMatrixError
from ..model import Instruction
from .code import _Code, _v
from .problem import _WIDTH, _Side

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .plan import Plan


def _verify(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, fm: dict[str, int],
            tm: dict[str, int], code: _Code, outs: list[int], src_rows: list[tuple[int, int, int, int]],
            dst_rows: list[tuple[int, int, int, int]], want: str, conv: str | None, half: bool, dst: _Side,
            route: str) -> None:
    """Run the plan on the emulator and check every consumer element against its expected code."""
    import numpy as np

    from ..emulator import pack
    from ..emulator.formats import get_format
    from ..emulator.movement import Wave

    rng = np.random.default_rng(len(src_rows) + len(outs))
    wave = a.default_wave
    tp = len(src_rows) // len(p_inst.placements("D", wave=wave, **fm))
    dtype_d = p_inst.dtype("D", wave=wave, **fm).key
    shape = (p_inst.m, p_inst.n)
    if dtype_d == "fp32":
        values = rng.standard_normal((tp, *shape)).astype(np.float32) * np.float32(4)
    else:
        values = rng.integers(-64, 64, (tp, *shape)).astype(np.float64) / 8
    images = [pack(p_inst, "D", values[t], wave=wave, **fm) for t in range(tp)]
    top = max([r for op in code.setup + code.ops for r in op.regs()] + outs + [tp * images[0].shape[0]])
    regs = np.zeros((top + 1, wave), np.uint32)
    per = images[0].shape[0]
    for t, img in enumerate(images):
        regs[t * per:(t + 1) * per] = img
    fmt = get_format(want)
    words = np.array([int(images[r // per][r % per, lane]) >> lo for r, lane, lo, _ in src_rows], np.uint64)
    bits = (words & np.uint64((1 << _WIDTH[dtype_d]) - 1)).astype(np.uint32)
    if conv is None or half:
        codes = bits.astype(np.int64)
    elif conv == "v_perm_b32":
        codes = (bits >> np.uint32(16)).astype(np.int64)
    else:
        x = bits.view(np.float32).astype(np.float64)
        if conv in ("v_cvt_pkrtz_f16_f32", "v_cvt_pk_rtz_f16_f32"):
            from ..emulator.movement import _rtz_f16

            codes = _rtz_f16(x).astype(np.int64)
        else:
            with np.errstate(all="ignore"):
                codes = np.asarray(fmt.encode(x)).astype(np.int64)
    expect = dict(zip((g for _, _, _, g in src_rows), codes.tolist(), strict=True))
    w = Wave(a, regs, wave=wave, sgprs=np.zeros(max(106, max(code.svalues, default=0) + 1), np.uint32))
    w.run("\n".join(op.text for op in code.setup + code.ops))
    width = dst.width
    per_q = q_inst.gprs(operand, wave=wave, **tm)
    for (r, lane, lo, g) in dst_rows:
        got = (int(w.vgprs[outs[r], lane]) >> lo) & ((1 << width) - 1)
        if got != expect[g]:
            raise AmdMatrixError(f"internal error: the {route} plan for {p_inst.mnemonic} -> {operand} of "
                                 f"{q_inst.mnemonic} on {a.name} puts a wrong value in tile {r // per_q} register "
                                 f"{r % per_q} lane {lane} bits {lo + width - 1}:{lo}; please report it")


def _wrap(plan: Plan) -> str:
    """The plan between the producer and consumer lines its wait states were computed for."""
    return "\n".join(x for x in (plan.setup, plan.frame[0], plan.asm, plan.frame[1]) if x)


def _frame(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, tp: int, outs: list[int], per_q: int,
           top: int) -> tuple[list[str], list[str]]:
    """The producer lines (one per D tile, D of tile t at v[t*nd ...]) and the consumer lines
    (one per operand tile), their other operands placed above every register of the plan."""
    wave = a.default_wave
    nd = p_inst.gprs("D", wave=wave)

    def rng(first: int, n: int) -> str:
        return str(_v(first, n))

    top += top & 1
    na, nb = p_inst.gprs("A", wave=wave), p_inst.gprs("B", wave=wave)
    pa, pb = top, top + na + (na & 1)
    producers = [f"{p_inst.mnemonic.lower()} {rng(t * nd, nd)}, {rng(pa, na)}, {rng(pb, nb)}, 0" for t in range(tp)]
    q_other = q_inst.gprs("B" if operand == "A" else "A", wave=wave)
    other = pb + nb + (nb & 1)
    cd = other + q_other + (q_other & 1)
    consumers = []
    for u in range(0, len(outs), per_q):
        span, far = rng(outs[u], per_q), rng(other, q_other)
        qa, qb = (span, far) if operand == "A" else (far, span)
        consumers.append(f"{q_inst.mnemonic.lower()} {rng(cd, q_inst.gprs('D', wave=wave))}, {qa}, {qb}, 0")
    return producers, consumers


def _nops(line: str) -> int:
    s = line.strip()
    if s.startswith("s_nop"):
        return int(s.split()[1], 0) + 1
    return 1 if s == "v_nop" else 0


def _with_waits(a: Arch, producers: list[str], body: list[str], consumers: list[str]) -> tuple[list[str],
                                                                                              dict[str, int]]:
    """The body with the s_nops the hazard checker requires: after the last producer, inside, and
    before whichever consumer comes first (the most any of them needs)."""
    from ..hazards import fix

    best: tuple[list[str], dict[str, int]] | None = None
    for consumer in consumers:
        frame = producers + body + [consumer]
        out: list[str] = []
        waits = {"after_producer": 0, "inside": 0, "before_consumer": 0}
        j = 0
        for line in fix("\n".join(frame), a.name).splitlines():
            if j < len(frame) and line.strip() == frame[j].strip():
                j += 1
                if len(producers) <= j - 1 < len(producers) + len(body):
                    out.append(frame[j - 1])
                continue
            n = _nops(line)
            if not n:
                raise AmdMatrixError(f"internal error: the hazard checker inserted {line.strip()!r}")
            if j <= len(producers) - 1:
                raise AmdMatrixError("internal error: the producers need wait states between them")
            where = ("after_producer" if j == len(producers) and body else
                     "before_consumer" if j == len(producers) + len(body) else "inside")
            waits[where] += n
            out.append(line.strip())
        if not body:
            waits["after_producer"] = waits["before_consumer"]
        if best is None or waits["before_consumer"] > best[1]["before_consumer"]:
            best = (out, waits)
    assert best is not None
    return best
