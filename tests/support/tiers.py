"""The two test tiers: a fast default run that samples each sweep, and ``pytest -m exhaustive``.

Every parametrized sweep goes through :func:`sweep` (or, for a sweep inside one test, :func:`part`
with the :data:`TIERS` parameter). It returns *all* the items as pytest
parameters; the ones outside the sample carry the ``exhaustive`` mark, so the default run
(``-m 'not exhaustive'``, pyproject.toml) takes the sample and ``pytest -m exhaustive`` takes
the rest: the two tiers together run every item exactly once.

The sample is stratified and deterministic: the items are grouped by ``stratum`` (say the
architecture and instruction), and each group keeps ``per`` items chosen by a CRC-32 of the
item's id (no random state, no dependence on the order of collection). So every stratum (every
architecture, every instruction) is touched in the fast tier, whatever the sample size.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, TypeVar

import pytest

__all__ = ["EXHAUSTIVE", "TIERS", "sweep", "chosen", "part"]

T = TypeVar("T")

#: The mark of the exhaustive tier.
EXHAUSTIVE = pytest.mark.exhaustive


def _id(item: object) -> str:
    if isinstance(item, (tuple, list)):
        return "-".join(_id(x) for x in item)
    return str(item)


def chosen(items: Sequence[T], stratum: Callable[[T], Hashable], per: int = 1,
           ident: Callable[[T], str] = _id) -> list[bool]:
    """For each item, whether it is in the fast tier's sample (``per`` items of each stratum)."""
    groups: dict[Hashable, list[tuple[int, int]]] = {}
    for n, item in enumerate(items):
        groups.setdefault(stratum(item), []).append((zlib.crc32(ident(item).encode()), n))
    keep = [False] * len(items)
    for members in groups.values():
        for _, n in sorted(members)[:per]:
            keep[n] = True
    return keep


def sweep(items: Iterable[Any], stratum: Callable[[Any], Hashable], per: int = 1,
          ids: Callable[[Any], str] | None = None) -> list[Any]:
    """``items`` as pytest parameters; those outside the stratified sample are marked exhaustive.

    ``stratum`` maps an item to its group (every group keeps ``per`` items in the fast tier);
    ``ids`` names an item (default: its parts joined by ``-``), which also seeds the choice.
    """
    items = list(items)
    assert items, "a sweep with no items collects nothing"
    ident = ids or _id
    keep = chosen(items, stratum, per, ident)
    out = []
    for item, fast in zip(items, keep, strict=True):
        values = item if isinstance(item, tuple) else (item,)
        out.append(pytest.param(*values, id=ident(item), marks=() if fast else (EXHAUSTIVE,)))
    return out


#: Parametrize a test with ``tier`` (False: the sample, True: the rest, in the exhaustive tier)
#: to split the loop inside it with :func:`part`.
TIERS = [pytest.param(False, id="sample"), pytest.param(True, id="rest", marks=EXHAUSTIVE)]


def part(items: Iterable[T], rest: bool, stratum: Callable[[T], Hashable] = lambda _: 0, per: int = 1,
         ident: Callable[[T], str] = _id) -> list[T]:
    """The fast tier's sample of ``items`` (``rest`` False) or the other items (``rest`` True).

    The two parts are disjoint and together are ``items``; each stratum keeps ``per`` items in
    the sample. ``ident`` names an item (its CRC-32 chooses the sample; default: its parts
    joined by ``-``, which must be stable from run to run).
    """
    items = list(items)
    keep = chosen(items, stratum, per, ident)
    return [item for item, fast in zip(items, keep, strict=True) if fast != rest]


def fuzz(test: Callable[..., None], examples: int) -> tuple[Callable[..., None], Callable[..., None]]:
    """A Hypothesis test split in two: a fast twin that tries ``examples`` inputs (the fast tier)
    and the test itself, with its own count, marked exhaustive. Use at module level:
    ``test_x_sample, test_x = fuzz(test_x, 40)``."""
    from hypothesis import given, settings

    handle = test.hypothesis  # type: ignore[attr-defined]
    own = test._hypothesis_internal_use_settings  # type: ignore[attr-defined]
    twin = settings(own, max_examples=examples)(given(**handle._given_kwargs)(handle.inner_test))
    twin.pytestmark = list(getattr(test, "pytestmark", []))  # type: ignore[attr-defined]  # parametrize
    return twin, EXHAUSTIVE(test)


def fuzz_all(namespace: dict[str, Any], examples: int, **fewer: int) -> None:
    """:func:`fuzz` on every Hypothesis test of a module: call ``fuzz_all(globals(), 40)`` at its end
    (``test_name=5``: another count for one test)."""
    for name, obj in list(namespace.items()):
        if name.startswith("test") and getattr(obj, "is_hypothesis_test", False):
            namespace[f"{name}_sample"], namespace[name] = fuzz(obj, fewer.get(name, examples))
