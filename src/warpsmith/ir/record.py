"""``@record``: the IR's frozen value classes, made faster than ``@dataclass(frozen=True)``.

Every IR node and type is an immutable value compared by its fields. Python 3.11's
``dataclass(frozen=True)`` writes six methods per class (``__init__``, ``__repr__``,
``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``) and compiles each with its own
``exec``; for the IR's 43 classes that was about two thirds of the time ``import
warpsmith.ir`` took, paid by every command (``warpsmith kernels`` as a process; issue 17's
start-up goal). ``record`` lets :func:`dataclasses.dataclass` collect the fields (so
``dataclasses.fields``, ``replace``, ``asdict`` and ``__match_args__`` work as before) and
generates the same six methods with one ``exec`` per class, following the standard
library's definitions:

* ``__init__`` takes the fields in order (keyword-only fields after ``*``), defaults as
  given (a ``default_factory`` is called per instance), and sets them with
  ``object.__setattr__``;
* ``__repr__`` is ``Name(a=..., b=...)`` over the fields with ``repr=True``;
* ``__eq__`` compares the tuples of fields with ``compare=True`` when both objects have
  exactly the same class (``NotImplemented`` otherwise); ``__hash__`` hashes that tuple
  (fields with ``hash=True``, or ``hash=None`` and ``compare=True``);
* assigning or deleting a field, or any attribute of an instance of the class itself, raises
  :class:`dataclasses.FrozenInstanceError` (a subclass that is not a record may add
  attributes, as with frozen dataclasses).

A method the class body defines itself is kept. Records and frozen dataclasses must not
inherit from one another (``dataclass`` sees a record as not frozen).
"""

from __future__ import annotations

import dataclasses
from dataclasses import MISSING, FrozenInstanceError

class _Factory:
    """The default of a field whose value comes from its default_factory."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def record(cls):
    """Make ``cls`` an immutable value class like ``@dataclass(frozen=True)`` (see the
    module docstring for what is generated and why)."""
    cls = dataclasses.dataclass(cls, init=False, repr=False, eq=False)
    fields = dataclasses.fields(cls)
    names = tuple(f.name for f in fields)
    env = {"__cls": cls, "__names": frozenset(names), "__osa": object.__setattr__,
           "__FrozenInstanceError": FrozenInstanceError, "__FACTORY": _FACTORY}
    source = "\n".join([_init(fields, env), _repr(fields), _eq_hash(fields), _frozen()])
    exec(compile(source, f"<record {cls.__qualname__}>", "exec"), env)
    explicit_hash = "__hash__" in cls.__dict__ and not (
        cls.__dict__["__hash__"] is None and "__eq__" in cls.__dict__)
    env["__init__"].__annotations__ = {**{f.name: f.type for f in fields if f.init},
                                       "return": None}
    for name in ("__init__", "__repr__", "__eq__", "__setattr__", "__delattr__"):
        if name not in cls.__dict__:
            fn = env[name]
            fn.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, fn)
    if not explicit_hash:
        env["__hash__"].__qualname__ = f"{cls.__qualname__}.__hash__"
        cls.__hash__ = env["__hash__"]
    return cls


def _init(fields, env) -> str:
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
    body += [f"    __osa(self, {f.name!r}, {f.name})" for f in given]
    return f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"])


def _repr(fields) -> str:
    parts = ", ".join(f"{f.name}={{self.{f.name}!r}}" for f in fields if f.repr)
    return f"def __repr__(self):\n    return f'{{self.__class__.__qualname__}}({parts})'"


def _eq_hash(fields) -> str:
    compared = [f"self.{f.name}," for f in fields if f.compare]
    hashed = [f"self.{f.name}," for f in fields
              if (f.compare if f.hash is None else f.hash)]
    other = [c.replace("self.", "other.") for c in compared]
    return (f"def __eq__(self, other):\n"
            f"    if other.__class__ is self.__class__:\n"
            f"        return ({' '.join(compared)}) == ({' '.join(other)})\n"
            f"    return NotImplemented\n"
            f"def __hash__(self):\n    return hash(({' '.join(hashed)}))")


def _frozen() -> str:
    return ("def __setattr__(self, name, value):\n"
            "    if type(self) is __cls or name in __names:\n"
            "        raise __FrozenInstanceError(f'cannot assign to field {name!r}')\n"
            "    super(__cls, self).__setattr__(name, value)\n"
            "def __delattr__(self, name):\n"
            "    if type(self) is __cls or name in __names:\n"
            "        raise __FrozenInstanceError(f'cannot delete field {name!r}')\n"
            "    super(__cls, self).__delattr__(name)")
