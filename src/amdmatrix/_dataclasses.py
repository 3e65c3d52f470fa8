"""``dataclasses`` for modules that may first be imported from several threads at once.

The ``dataclass`` decorator reads ``sys.modules["typing"]`` without importing it. A module of
amdmatrix imported lazily (on first use, possibly from several threads at once) that does not
itself import ``typing`` can therefore meet a ``typing`` that another thread is half-way through
importing, and fail with "partially initialized module 'typing' has no attribute 'ClassVar'".
Importing ``typing`` here, before ``dataclasses``, makes every importer of this module wait until
``typing`` is whole (Python's per-module import lock). Every module of the package takes
``dataclass`` and its helpers from here; ``tests/core/test_thread_race.py`` checks both.
"""

from __future__ import annotations

import typing  # noqa: F401 - complete before any dataclass is made (the docstring)
from dataclasses import dataclass, field, replace

__all__ = ["dataclass", "field", "replace"]
