"""Parameter types of a function chunk for a binding, kept while what they read is unchanged.

Overload resolution asks every candidate for its parameter types at every call
(``Semantic.param_types``); llama.cpp's ggml files call the same overloaded helpers
(``mma``, ``load_ldmatrix``, ..) thousands of times with the same candidates and
bindings, and reading the types again (class template instances, their defaults) was a
third of reading ``ggml-cuda.cu``. The types depend on the chunk, the binding, the
namespace being read and the reader's tables of type names, constants and class template
instances; those tables count their changes (:class:`VersionedDict`, the
``version`` of ``templates.InstanceTable``), and a kept answer is used only while all of
them are as they were when it was made. Answers that name a class being defined (CRTP,
``crtp.ClassBeingDefined``), or made while a base class list is read or a template
argument list names one, are not kept: those become other types once the class is read.
"""

from __future__ import annotations

from ..ir.types import ArrayType, PointerType

__all__ = ["VersionedDict", "kept_param_types"]

_MISSING = object()


class VersionedDict(dict):
    """A dict that counts its changes in ``version`` (a value set again to the same
    object is no change)."""

    __slots__ = ("version",)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.version = 0

    def __setitem__(self, key, value) -> None:
        if self.get(key, _MISSING) is not value:
            self.version += 1
        super().__setitem__(key, value)

    def __delitem__(self, key) -> None:
        self.version += 1
        super().__delitem__(key)

    def pop(self, *args):
        """As :meth:`dict.pop` (counted as a change)."""
        self.version += 1
        return super().pop(*args)

    def popitem(self):
        """As :meth:`dict.popitem` (counted as a change)."""
        self.version += 1
        return super().popitem()

    def clear(self) -> None:
        """As :meth:`dict.clear` (counted as a change)."""
        self.version += 1
        super().clear()

    def update(self, *args, **kwargs) -> None:
        """As :meth:`dict.update` (counted as a change)."""
        self.version += 1
        super().update(*args, **kwargs)

    def setdefault(self, key, default=None):
        """As :meth:`dict.setdefault` (counted as a change when it adds ``key``)."""
        if key not in self:
            self.version += 1
        return super().setdefault(key, default)

    def __ior__(self, other):
        self.version += 1
        return super().__ior__(other)


def kept_param_types(sem, c, bind: dict, compute) -> list:
    """``compute(c, bind)`` (the parameter types of chunk ``c`` for ``bind``), the kept
    answer when the same question was answered with the reader's tables as they are now;
    a new list each time."""
    key = _key(sem, c, bind)
    memo = sem.__dict__.setdefault("_param_types_kept", {})
    kept = memo.get(key) if key is not None else None
    if kept is not None and kept[0] is c:
        return list(kept[1])
    out = compute(c, bind)
    if key is not None and _settled(sem, bind, out):
        memo[key] = (c, tuple(out))
    return out


def _key(sem, c, bind: dict) -> tuple | None:
    from .templates import _reading_bases

    if getattr(sem, "cxx_in_targs", 0) or _reading_bases(sem):
        return None
    try:
        key = (id(c), tuple(sorted(((k, _tagged(v)) for k, v in bind.items()),
                                   key=lambda kv: kv[0])),
               tuple(getattr(sem, "ns_now", ())), sem.types.version, sem.consts.version,
               sem.class_insts.version)
        hash(key)
    except (TypeError, AttributeError):  # a binding that is no key, or a plain table
        return None
    return key


def _tagged(v):
    """``v`` with its class beside it (``1``, ``True`` and ``1.0`` are equal keys in
    Python, not the same template argument), inside packs too."""
    if isinstance(v, tuple):
        return (tuple, tuple(_tagged(x) for x in v))
    return (type(v), v)


def _settled(sem, bind: dict, types: list) -> bool:
    from .crtp import ClassBeingDefined

    if any(isinstance(v, ClassBeingDefined) for v in bind.values()):
        return False
    for t in types:
        while isinstance(t, (PointerType, ArrayType)):
            t = t.pointee if isinstance(t, PointerType) else t.elem
        if isinstance(t, ClassBeingDefined):
            return False
    return True
