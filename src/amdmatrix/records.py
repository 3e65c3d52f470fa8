"""Immutable record classes, without the start-up cost of ``dataclasses`` and ``typing``.

The standard ``dataclasses`` module imports ``inspect`` (and with it ``ast``, ``dis`` and
``tokenize``), and ``typing`` is large: together they cost more than the interpreter's own
start-up, which a one-line query (``amdmatrix -a cdna3 -i ... -M``) must not pay (docs/decisions.md,
"Speed"). The model's classes are therefore declared with:

* :func:`record`: what ``@dataclass(frozen=True)`` gives them, for the features they use:
  fields from the class annotations, defaults, :func:`field` (``default_factory``, ``init``,
  ``repr``, ``compare``), ``__post_init__``, ``eq=False`` (identity) and ``repr=False``
  (keep an inherited or hand-written ``__repr__``). ``__init__`` takes the fields by
  position or keyword, ``__repr__`` is ``Name(field=value, ...)``, ``__eq__`` compares the
  fields of two objects of the same class and ``__hash__`` hashes them, exactly as a frozen
  dataclass does; assigning to an attribute raises AttributeError.
* :func:`replace`: a copy with some fields changed (``dataclasses.replace`` for records).
* :class:`NamedTuple`: ``typing.NamedTuple`` (a class statement with annotated fields and
  defaults), built on ``collections.namedtuple``.
* :class:`cached_property`: ``functools.cached_property`` (computed on first access and kept
  in the instance's dict; records are immutable, but what the property computes is derived).

Type checkers see ``record`` as a dataclass transform (PEP 681) and ``NamedTuple`` as
``typing.NamedTuple``, so the declarations are checked as before.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from functools import cached_property
    from typing import Any, NamedTuple, TypeVar

    from typing_extensions import dataclass_transform

    T = TypeVar("T")
else:
    def dataclass_transform(**_options: object) -> Callable[[T], T]:
        return lambda f: f

__all__ = ["record", "field", "replace", "NamedTuple", "cached_property"]

_MISSING: Any = object()


class _Field:
    """How one field is declared (what :func:`field` returns)."""

    __slots__ = ("name", "default", "default_factory", "init", "repr", "compare")

    def __init__(self, default: object = _MISSING, default_factory: Callable[[], object] = _MISSING,
                 init: bool = True, repr: bool = True, compare: bool = True) -> None:  # noqa: A002 - dataclasses' name
        self.name = ""
        self.default, self.default_factory = default, default_factory
        self.init, self.repr, self.compare = init, repr, compare

    def value(self, owner: str) -> object:
        if self.default is not _MISSING:
            return self.default
        if self.default_factory is not _MISSING:
            return self.default_factory()
        raise TypeError(f"{owner}.__init__() missing 1 required argument: {self.name!r}")


def field(*, default: Any = _MISSING, default_factory: Callable[[], Any] = _MISSING, init: bool = True,
          repr: bool = True, compare: bool = True) -> Any:  # noqa: A002 - dataclasses' name
    """A field with a default factory, or left out of ``__init__``, ``__repr__`` or comparison."""
    return _Field(default, default_factory, init, repr, compare)


def _fields_of(cls: type) -> dict[str, _Field]:
    out: dict[str, _Field] = {}
    for base in reversed(cls.__mro__[1:]):
        out.update(base.__dict__.get("__record_fields__", {}))
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if str(annotation).startswith(("ClassVar", "typing.ClassVar")):
            continue
        declared = cls.__dict__.get(name, _MISSING)
        spec = declared if isinstance(declared, _Field) else _Field(default=declared)
        spec.name = name
        if isinstance(declared, _Field):  # the class attribute is the default, as with dataclasses
            if spec.default is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, spec.default)
        out.pop(name, None)
        out[name] = spec
    return out


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is immutable")


def _frozen_delattr(self: object, name: str) -> None:
    raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is immutable")


def _make_init(cls: type, fields: dict[str, _Field]) -> Callable[..., None]:
    owner = cls.__qualname__
    names = tuple(n for n, f in fields.items() if f.init)
    later = tuple(f for f in fields.values() if not f.init and (f.default is not _MISSING
                                                                    or f.default_factory is not _MISSING))
    post = hasattr(cls, "__post_init__")

    def __init__(self: object, *args: object, **kwargs: object) -> None:
        if len(args) > len(names):
            raise TypeError(f"{owner}.__init__() takes {len(names) + 1} positional arguments but "
                            f"{len(args) + 1} were given")
        values = dict(zip(names, args, strict=False))  # args may be fewer than names
        for name in names[len(args):]:
            value = kwargs.pop(name, _MISSING)
            values[name] = fields[name].value(owner) if value is _MISSING else value
        if kwargs:
            name = next(iter(kwargs))
            why = "got multiple values for argument" if name in names else "got an unexpected keyword argument"
            raise TypeError(f"{owner}.__init__() {why} {name!r}")
        for f in later:
            values[f.name] = f.value(owner)
        # One update of the instance dict (records have no __slots__): the fields are set in
        # declaration order, without a __setattr__ call each, which the import of the rows makes
        # a few hundred times.
        self.__dict__.update(values)
        if post:
            self.__post_init__()  # type: ignore[attr-defined]

    return __init__


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T] | None = None, /, *, eq: bool = True, repr: bool = True  # noqa: A002 - dataclasses' name
           ) -> Any:
    """Make ``cls`` an immutable record (``@record`` or ``@record(eq=False, repr=False)``)."""

    def wrap(cls: type[T]) -> type[T]:
        c: Any = cls  # the methods are set on the class object
        fields = _fields_of(c)
        c.__record_fields__ = fields
        if "__init__" not in c.__dict__:
            c.__init__ = _make_init(c, fields)
        shown = tuple(n for n, f in fields.items() if f.repr)
        if repr and "__repr__" not in c.__dict__:
            def __repr__(self: object) -> str:
                inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in shown)
                return f"{type(self).__qualname__}({inner})"

            c.__repr__ = __repr__
        if eq and "__eq__" not in c.__dict__:
            compared = tuple(n for n, f in fields.items() if f.compare)

            def __eq__(self: object, other: object) -> bool:
                if other.__class__ is not self.__class__:
                    return NotImplemented
                return tuple(getattr(self, n) for n in compared) == tuple(getattr(other, n) for n in compared)

            def __hash__(self: object) -> int:
                return hash(tuple(getattr(self, n) for n in compared))

            c.__eq__ = __eq__
            if c.__dict__.get("__hash__") is None:  # no hand-written __hash__
                c.__hash__ = __hash__
        c.__setattr__ = _frozen_setattr
        c.__delattr__ = _frozen_delattr
        return cls

    return wrap if cls is None else wrap(cls)


def replace(obj: T, /, **changes: object) -> T:
    """A copy of the record ``obj`` with ``changes`` (as ``dataclasses.replace``)."""
    fields: dict[str, _Field] = type(obj).__record_fields__  # type: ignore[attr-defined]
    for name, f in fields.items():
        if not f.init:
            if name in changes:
                raise ValueError(f"field {name!r} is not set by __init__ and cannot be replaced")
        elif name not in changes:
            changes[name] = getattr(obj, name)
    return type(obj)(**changes)


def _tuple_new(names: tuple[str, ...], defaults: dict[str, object], owner: str) -> Callable[..., tuple[object, ...]]:
    """The ``__new__`` of a named tuple: what ``collections.namedtuple`` compiles with ``eval``
    for each class, written once (compiling costs the one-line query more than all its rows)."""
    n = len(names)
    new = tuple.__new__

    def __new__(cls: type, *args: object, **kwargs: object) -> tuple[object, ...]:
        if len(args) == n and not kwargs:
            return new(cls, args)
        if len(args) > n:
            raise TypeError(f"{owner}.__new__() takes {n + 1} positional arguments but {len(args) + 1} were given")
        values = list(args)
        for name in names[len(args):]:
            value = kwargs.pop(name, _MISSING)
            if value is _MISSING:
                value = defaults.get(name, _MISSING)
                if value is _MISSING:
                    raise TypeError(f"{owner}.__new__() missing 1 required positional argument: {name!r}")
            values.append(value)
        if kwargs:
            name = next(iter(kwargs))
            why = "got multiple values for argument" if name in names else "got an unexpected keyword argument"
            raise TypeError(f"{owner}.__new__() {why} {name!r}")
        return new(cls, values)

    return __new__


def _named_tuple_namespace(qualname: str, names: tuple[str, ...], defaults: dict[str, object]) -> dict[str, object]:
    """What ``collections.namedtuple`` puts in a class: ``_fields``, ``_field_defaults``,
    ``_make``, ``_replace``, ``_asdict``, the ``repr``, pickling and one C getter per field."""
    # The C field getter namedtuple uses; the interpreter builds it in (typeshed has no stub for it).
    from _collections import _tuplegetter  # type: ignore[import-not-found]

    def _make(cls: type, iterable: Iterable[object]) -> tuple[object, ...]:
        result: tuple[object, ...] = tuple.__new__(cls, iterable)
        if len(result) != len(names):
            raise TypeError(f"Expected {len(names)} arguments, got {len(result)}")
        return result

    def _replace(self: tuple[object, ...], /, **changes: object) -> tuple[object, ...]:
        result = _make(type(self), map(changes.pop, names, self))
        if changes:
            raise ValueError(f"Got unexpected field names: {list(changes)!r}")
        return result

    def __repr__(self: tuple[object, ...]) -> str:
        return f"{type(self).__name__}(" + ", ".join(f"{n}={v!r}" for n, v in zip(names, self, strict=True)) + ")"

    def _asdict(self: tuple[object, ...]) -> dict[str, object]:
        return dict(zip(names, self, strict=True))

    def __getnewargs__(self: tuple[object, ...]) -> tuple[object, ...]:
        return tuple(self)

    ns: dict[str, object] = {
        "__doc__": f"{qualname}({', '.join(names)})", "__slots__": (), "_fields": names,
        "_field_defaults": defaults, "__match_args__": names,
        "__new__": _tuple_new(names, defaults, qualname), "_make": classmethod(_make), "_replace": _replace,
        "__repr__": __repr__, "_asdict": _asdict, "__getnewargs__": __getnewargs__,
    }
    for index, name in enumerate(names):
        ns[name] = _tuplegetter(index, f"Alias for field number {index}")
    return ns


if not TYPE_CHECKING:
    class _NamedTupleMeta(type):
        def __new__(mcs, name, bases, ns):
            if ns.get("__module__") == __name__:  # the base class itself
                return super().__new__(mcs, name, bases, ns)
            annotations = dict(ns.get("__annotations__", {}))
            names = tuple(annotations)
            defaults = {n: ns[n] for n in names if n in ns}
            if list(defaults) != list(names[len(names) - len(defaults):]):
                raise TypeError(f"{name}: fields without a default follow one with a default")
            body = _named_tuple_namespace(ns.get("__qualname__", name), names, defaults)
            for key, value in ns.items():
                if key not in names and key not in ("__slots__", "__annotations__"):
                    body[key] = value
            body["__annotations__"] = annotations
            return type(name, (tuple,), body)

    class NamedTuple(metaclass=_NamedTupleMeta):
        """``typing.NamedTuple`` without importing ``typing``."""


if not TYPE_CHECKING:
    class cached_property:  # noqa: N801 - functools' name
        """``functools.cached_property`` without importing ``functools`` (which imports
        ``collections``): the first access computes the value and stores it in the instance's
        ``__dict__``, where later accesses find it (a non-data descriptor)."""

        def __init__(self, func):
            self.func = func
            self.name = func.__name__
            self.__doc__ = func.__doc__

        def __set_name__(self, owner, name):
            self.name = name

        def __get__(self, obj, owner=None):
            if obj is None:
                return self
            value = obj.__dict__[self.name] = self.func(obj)
            return value
