"""amdmatrix.records behaves as the standard library's frozen dataclasses and typing.NamedTuple do.

Each record below is declared twice, once with :func:`amdmatrix.records.record` and once with
``@dataclasses.dataclass(frozen=True)``; the standard library is the oracle for every result.
"""

from __future__ import annotations

import dataclasses
import typing

import pytest

from amdmatrix import Location, archs, records
from amdmatrix.records import field, record


@record
class Point:
    x: int
    y: int = 2
    tags: tuple[str, ...] = ()
    cache: dict[str, int] = field(default_factory=dict, repr=False, compare=False)


@dataclasses.dataclass(frozen=True)
class DPoint:
    x: int
    y: int = 2
    tags: tuple[str, ...] = ()
    cache: dict[str, int] = dataclasses.field(default_factory=dict, repr=False, compare=False)


@record
class Derived:
    a: int
    double: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "double", 2 * self.a)


@record(eq=False)
class Identity:
    a: int


@record
class Child(Point):
    z: int = 0


def _plain(text: str) -> str:
    return text.replace("DPoint", "Point")


@pytest.mark.parametrize("args, kwargs", [((1,), {}), ((1, 3), {}), ((), {"x": 4, "tags": ("t",)}),
                                          ((5,), {"y": 6})])
def test_init_repr_eq_hash_as_a_frozen_dataclass(args: tuple[int, ...], kwargs: dict[str, object]) -> None:
    ours, theirs = Point(*args, **kwargs), DPoint(*args, **kwargs)  # type: ignore[arg-type]
    assert repr(ours) == _plain(repr(theirs))
    assert (ours.x, ours.y, ours.tags, ours.cache) == (theirs.x, theirs.y, theirs.tags, theirs.cache)
    again, other = Point(*args, **kwargs), Point(99)  # type: ignore[arg-type]
    assert (ours == again, ours == other) == (theirs == DPoint(*args, **kwargs), theirs == DPoint(99))  # type: ignore[arg-type]
    assert hash(ours) == hash(again) and hash(ours) == hash(dataclasses.astuple(theirs)[:3])
    assert ours != (ours.x, ours.y, ours.tags) and ours.__eq__(object()) is NotImplemented
    assert Point(1).cache is not Point(1).cache  # a fresh default per object


def test_fields_excluded_from_compare_and_repr() -> None:
    a, b = Point(1), Point(1, cache={"k": 1})
    assert a == b and repr(b) == "Point(x=1, y=2, tags=())"


@pytest.mark.parametrize("call", [lambda: Point(), lambda: Point(1, 2, (), {}, 5), lambda: Point(1, z=3),
                                  lambda: Point(1, x=1)], ids=["missing", "too-many", "unknown", "twice"])
def test_bad_arguments_raise_type_error_as_dataclasses_do(call: typing.Callable[[], object]) -> None:
    with pytest.raises(TypeError):
        call()


def test_frozen() -> None:
    p = Point(1)
    with pytest.raises(AttributeError):
        p.x = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del p.x  # type: ignore[misc]
    assert p.x == 1


def test_post_init_and_init_false() -> None:
    d = Derived(4)
    assert d.double == 8 and repr(d) == "Derived(a=4)" and d == Derived(4)
    with pytest.raises(TypeError):
        Derived(4, 8)  # type: ignore[call-arg]
    assert records.replace(d, a=5).double == 10
    with pytest.raises(ValueError, match="double"):
        records.replace(d, double=1)


def test_eq_false_is_identity() -> None:
    a = Identity(1)
    assert a == a and a != Identity(1) and hash(a) == object.__hash__(a)


def test_inheritance_appends_fields() -> None:
    c = Child(1, 2, (), z=7)
    assert repr(c) == "Child(x=1, y=2, tags=(), z=7)" and c != Point(1, 2, ())
    assert records.replace(c, z=8) == Child(1, 2, (), z=8)


def test_replace_as_dataclasses_replace() -> None:
    ours, theirs = Point(1, 2, ("a",)), DPoint(1, 2, ("a",))
    assert repr(records.replace(ours, y=9)) == _plain(repr(dataclasses.replace(theirs, y=9)))
    assert records.replace(ours) == ours and records.replace(ours) is not ours


def test_arch_replace_and_its_hand_written_hash() -> None:
    new = archs.RDNA4.replace(name="RDNA9", aliases=("GFX1299",))
    assert new.name == "RDNA9" and new.features == archs.RDNA4.features and new != archs.RDNA4
    assert hash(new) == hash("RDNA9")  # Arch hashes by name (the look-up caches are keyed by Arch)
    assert repr(archs.CDNA3).startswith("Arch(name='CDNA3', aliases=('GFX940',")


class TNamed(typing.NamedTuple):
    register: int
    lane: int
    bits: tuple[int, int] | None = None


def test_named_tuple_as_typing_named_tuple() -> None:
    ours, theirs = Location(1, 2), TNamed(1, 2)
    assert ours == theirs and hash(ours) == hash(theirs)
    assert Location._fields == TNamed._fields and Location._field_defaults == TNamed._field_defaults
    assert repr(ours._replace(bits=(15, 0))) == repr(theirs._replace(bits=(15, 0))).replace("TNamed", "Location")
    assert Location.__module__ == "amdmatrix.results" and Location.__qualname__ == "Location"
    assert str(Location(3, 5)) == "v3{5}"  # methods of the class body are kept
    assert Location.__annotations__ == {"register": "int", "lane": "int", "bits": "tuple[int, int] | None"}


def _outcome(make: typing.Callable[[], object]) -> str:
    """The result of ``make()`` or the type of the exception it raises."""
    try:
        return repr(make())
    except (TypeError, ValueError) as e:
        return type(e).__name__


def test_named_tuple_construction_and_methods_as_typing_named_tuple() -> None:
    """The named tuples are built without collections.namedtuple's eval (query start-up): every way of
    making, copying and reading one gives what typing.NamedTuple gives."""
    import copy
    import pickle

    calls: list[tuple[tuple[object, ...], dict[str, object]]] = [
        ((1, 2), {}), ((1, 2, (15, 0)), {}), ((1,), {"lane": 2}), ((), {"register": 1, "lane": 2, "bits": None}),
        ((1, 2, None, 4), {}), ((1,), {}), ((1, 2), {"register": 3}), ((1, 2), {"colour": 3}), ((), {}),
    ]
    for args, kwargs in calls:
        ours = _outcome(lambda: Location(*args, **kwargs))  # noqa: B023 - called at once
        theirs = _outcome(lambda: TNamed(*args, **kwargs))  # noqa: B023 - called at once
        assert ours == theirs.replace("TNamed", "Location"), (args, kwargs)
    loc, ref = Location(1, 2, (15, 0)), TNamed(1, 2, (15, 0))
    assert Location._make([4, 5, None]) == TNamed._make([4, 5, None]) and type(Location._make([4, 5, None])) is Location
    assert _outcome(lambda: Location._make([1])) == _outcome(lambda: TNamed._make([1])) == "TypeError"
    assert _outcome(lambda: loc._replace(colour=1)) == _outcome(lambda: ref._replace(colour=1)) == "ValueError"
    assert loc._asdict() == ref._asdict() and loc.__getnewargs__() == ref.__getnewargs__()
    assert (loc.register, loc.lane, loc.bits) == (ref.register, ref.lane, ref.bits) == (1, 2, (15, 0))
    assert Location.__match_args__ == TNamed.__match_args__ and Location.__slots__ == ()
    assert pickle.loads(pickle.dumps(loc)) == loc and type(copy.deepcopy(loc)) is Location
    match loc:
        case Location(r, lane, bits):
            assert (r, lane, bits) == (1, 2, (15, 0))
    with pytest.raises(AttributeError):
        loc.lane = 3  # type: ignore[misc]


def test_cached_property_computes_once_and_keeps_the_value() -> None:
    """records.cached_property behaves as functools.cached_property, on a frozen record too."""
    import functools

    from amdmatrix.records import cached_property, record

    calls: list[int] = []

    @record
    class R:
        x: int

        @cached_property
        def double(self) -> int:
            """Twice x."""
            calls.append(self.x)
            return 2 * self.x

    class F:
        def __init__(self, x: int) -> None:
            self.x = x

        @functools.cached_property
        def double(self) -> int:
            """Twice x."""
            return 2 * self.x

    r, f = R(21), F(21)
    assert (r.double, r.double, f.double) == (42, 42, 42) and calls == [21]
    assert r.__dict__["double"] == f.__dict__["double"] == 42
    assert R.double.__doc__ == F.double.__doc__ == "Twice x."
    assert r == R(21) and hash(r) == hash(R(21))  # the cached value is not a field
