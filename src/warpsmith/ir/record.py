"""``@record``: the project's value classes, made faster than ``@dataclass``.

Every IR node and type is an immutable value compared by its fields; the frontend's
syntax and bookkeeping classes are mutable ones. Python 3.11's ``dataclass`` writes up to
six methods per class (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__``, ``__delattr__``) and compiles each with its own ``exec``; for the 70-odd
classes a ``warpsmith kernels`` process defines, that was the largest part of its start-up
(issue 17's start-up goal). ``record`` lets :func:`dataclasses.dataclass` collect the fields
(so ``dataclasses.fields``, ``replace``, ``asdict`` and ``__match_args__`` work as before)
and generates the same methods itself, following the standard library's definitions:

* ``__init__`` takes the fields in order (keyword-only fields after ``*``), defaults as
  given (a ``default_factory`` is called per instance), sets them (with
  ``object.__setattr__`` when frozen) and then calls ``__post_init__`` if the class has one;
* ``__repr__`` is ``Name(a=..., b=...)`` over the fields with ``repr=True``;
* ``__eq__`` compares the tuples of fields with ``compare=True`` when both objects have
  exactly the same class (``NotImplemented`` otherwise);
* frozen (``@record``, like ``dataclass(frozen=True)``): ``__hash__`` hashes that tuple
  (fields with ``hash=True``, or ``hash=None`` and ``compare=True``), and assigning or
  deleting a field, or any attribute of an instance of the class itself, raises
  :class:`dataclasses.FrozenInstanceError` (a subclass that is not a record may add
  attributes, as with frozen dataclasses);
* mutable (``@record(frozen=False)``, like a plain ``@dataclass``): ``__hash__`` is
  ``None`` unless the body defines one.

A method the class body defines itself is kept. Records and dataclasses must not inherit
from one another (``dataclass`` sees a frozen record as not frozen).

**Compiled once.** The generated source of each class is compiled on first use and its code
kept in ``ir/__pycache__/records.<cache tag>.marshal``, keyed by the source text (so a
changed class is compiled again, never matched with old code), and written back at exit
when new code was compiled, as Python writes ``.pyc`` files: not when
``sys.dont_write_bytecode`` is set, and silently not where the directory cannot be written.
"""

from __future__ import annotations

import atexit
import dataclasses
import marshal
import os
import sys
from dataclasses import MISSING, FrozenInstanceError

class _Factory:
    """The default of a field whose value comes from its default_factory."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def record(cls=None, *, frozen: bool = True):
    """Make ``cls`` a value class like ``@dataclass(frozen=True)`` (``@record``) or a plain
    ``@dataclass`` (``@record(frozen=False)``), with its methods compiled once per source
    text (see the module docstring for what is generated and why)."""
    if cls is None:
        return lambda c: _make(c, frozen)
    return _make(cls, frozen)


def _make(cls, frozen: bool):
    """Generate and attach the methods of ``cls`` (``record``'s work)."""
    cls = dataclasses.dataclass(cls, init=False, repr=False, eq=False)
    fields = dataclasses.fields(cls)
    names = tuple(f.name for f in fields)
    env = {"__cls": cls, "__names": frozenset(names), "__osa": object.__setattr__,
           "__FrozenInstanceError": FrozenInstanceError, "__FACTORY": _FACTORY}
    post_init = hasattr(cls, "__post_init__")
    parts = [_init(fields, env, frozen, post_init), _repr(fields), _eq_hash(fields, frozen)]
    if frozen:
        parts.append(_frozen())
    exec(_compiled("\n".join(parts)), env)
    body_hash = "__hash__" in cls.__dict__ and not (
        cls.__dict__["__hash__"] is None and "__eq__" in cls.__dict__)
    env["__init__"].__annotations__ = {**{f.name: f.type for f in fields if f.init},
                                       "return": None}
    methods = ("__init__", "__repr__", "__eq__") + (
        ("__setattr__", "__delattr__") if frozen else ())
    for name in methods:
        if name not in cls.__dict__:
            fn = env[name]
            fn.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, fn)
    if not body_hash:
        if frozen:
            env["__hash__"].__qualname__ = f"{cls.__qualname__}.__hash__"
            cls.__hash__ = env["__hash__"]
        else:
            cls.__hash__ = None
    return cls


_CODE: dict | None = None  # generated source -> its code, loaded from the cache file
_NEW = 0  # how many were compiled in this process (the file is written if any)


def _cache_path() -> str:
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__",
                        f"records.{sys.implementation.cache_tag}.marshal")


def _compiled(source: str):
    """The code of ``source``: from the cache, or compiled now (and remembered)."""
    global _CODE, _NEW
    if _CODE is None:
        _CODE = _load_cache()
    code = _CODE.get(source)
    if code is None:
        code = compile(source, "<record>", "exec")
        _CODE[source] = code
        _NEW += 1
        if _NEW == 1:
            atexit.register(_save_cache)
    return code


def _load_cache() -> dict:
    try:
        with open(_cache_path(), "rb") as f:
            table = marshal.load(f)
        return table if isinstance(table, dict) else {}
    except (OSError, EOFError, ValueError, TypeError):
        return {}  # none yet, unreadable, or from another Python: compile afresh


def _save_cache() -> None:
    """Write the code table back (at exit, only if something new was compiled)."""
    if not _NEW or sys.dont_write_bytecode or _CODE is None:
        return
    path = _cache_path()
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as f:
            marshal.dump(_CODE, f)
        os.replace(tmp, path)  # atomic: a concurrent reader sees the old or the new table
    except OSError:
        try:
            os.remove(tmp)
        except OSError:
            pass


def _init(fields, env, frozen: bool, post_init: bool) -> str:
    """``__init__``: positional fields first, then the keyword-only ones after ``*``
    (wherever they were declared, as dataclasses orders them)."""
    given = [f for f in fields if f.init]
    ordered = [f for f in given if not f.kw_only] + [f for f in given if f.kw_only]
    params, body = [], []
    for f in ordered:
        if f.kw_only and "*" not in params:
            params.append("*")
        if f.default is not MISSING:
            env[f"__default_{f.name}"] = f.default
            params.append(f"{f.name}=__default_{f.name}")
        elif f.default_factory is not MISSING:
            env[f"__factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=__FACTORY")
            body.append(f"    if {f.name} is __FACTORY: {f.name} = __factory_{f.name}()")
        else:
            params.append(f.name)
    for f in fields:  # a field out of __init__ gets its default, as dataclasses does
        if not f.init and f.default_factory is not MISSING:
            env[f"__factory_{f.name}"] = f.default_factory
            body.append(f"    {f.name} = __factory_{f.name}()")
        elif not f.init and f.default is not MISSING:
            env[f"__default_{f.name}"] = f.default
            body.append(f"    {f.name} = __default_{f.name}")
    valued = [f for f in fields if f.init or f.default is not MISSING
              or f.default_factory is not MISSING]
    if frozen:
        body += [f"    __osa(self, {f.name!r}, {f.name})" for f in valued]
    else:
        body += [f"    self.{f.name} = {f.name}" for f in valued]
    if post_init:
        body.append("    self.__post_init__()")
    return f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"])


def _repr(fields) -> str:
    parts = ", ".join(f"{f.name}={{self.{f.name}!r}}" for f in fields if f.repr)
    return f"def __repr__(self):\n    return f'{{self.__class__.__qualname__}}({parts})'"


def _eq_hash(fields, frozen: bool) -> str:
    compared = [f"self.{f.name}," for f in fields if f.compare]
    hashed = [f"self.{f.name}," for f in fields
              if (f.compare if f.hash is None else f.hash)]
    other = [c.replace("self.", "other.") for c in compared]
    return (f"def __eq__(self, other):\n"
            f"    if other.__class__ is self.__class__:\n"
            f"        return ({' '.join(compared)}) == ({' '.join(other)})\n"
            f"    return NotImplemented\n"
            + (f"def __hash__(self):\n    return hash(({' '.join(hashed)}))" if frozen else ""))


def _frozen() -> str:
    return ("def __setattr__(self, name, value):\n"
            "    if type(self) is __cls or name in __names:\n"
            "        raise __FrozenInstanceError(f'cannot assign to field {name!r}')\n"
            "    super(__cls, self).__setattr__(name, value)\n"
            "def __delattr__(self, name):\n"
            "    if type(self) is __cls or name in __names:\n"
            "        raise __FrozenInstanceError(f'cannot delete field {name!r}')\n"
            "    super(__cls, self).__delattr__(name)")
