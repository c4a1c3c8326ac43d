"""Device functions with generic pointer parameters, specialized per address space.

The CUDA frontend types a device function's pointer parameters GENERIC (they may receive
shared, global or private pointers). OpenCL C 1.2 has no generic address space: an
unqualified pointer parameter is ``__private``, so passing it a ``__local`` or ``__global``
pointer does not compile. :func:`specialize_generic` gives the OpenCL printer a module in
which each device function is copied once per combination of the address spaces its call
sites pass (``f`` for the first one met, ``f_<spaces>`` for the others), each copy's
parameters typed with those spaces; calls inside a copy are specialized in turn. An
argument whose space cannot be told (a generic pointer from elsewhere) stays GENERIC.
"""

from __future__ import annotations

from dataclasses import replace

from .nodes import Call, Cast, Function, Module, Var
from .types import AddressSpace, PointerType
from .visit import expr_children, transform, walk

__all__ = ["specialize_generic"]

_G = AddressSpace.GENERIC
_ABBR = {AddressSpace.GLOBAL: "g", AddressSpace.SHARED: "l", AddressSpace.PRIVATE: "p",
         AddressSpace.CONSTANT: "c"}


def _generic(t) -> bool:
    return isinstance(t, PointerType) and t.space == _G


def _space(e) -> AddressSpace | None:
    """The address space the pointer expression ``e`` really points into, or None."""
    t = e.type
    if isinstance(t, PointerType) and t.space != _G:
        return t.space
    if isinstance(e, Cast):
        return _space(e.operand)
    if _generic(t):
        found = {_space(c) for c in expr_children(e) if isinstance(c.type, PointerType)}
        found.discard(None)
        if len(found) == 1:
            return found.pop()
    return None


def specialize_generic(module: Module) -> Module:
    """``module`` with its device functions specialized per argument address space (the
    same module when no device function has a generic pointer parameter)."""
    funcs = {f.name: f for f in module.functions}
    if not any(not f.is_kernel and any(_generic(p.type) for p in f.params)
               for f in module.functions):
        return module
    made: dict[tuple, str] = {}
    out: list[Function] = []
    taken = set(funcs)

    def instance(fn: Function, spaces: tuple) -> str:
        key = (fn.name, spaces)
        if key in made:
            return made[key]
        name = fn.name
        if any(k[0] == fn.name for k in made):
            name = fn.name + "_" + "".join(_ABBR.get(s, "x") for s in spaces if s)
            while name in taken:
                name += "_"
        taken.add(name)
        made[key] = name
        params, types = [], {}
        for p, s in zip(fn.params, spaces):
            if s is not None:
                t = replace(p.type, space=s)
                types[p.name] = t
                p = replace(p, type=t)
            params.append(p)
        body = rewrite(fn.body, types)
        out.append(replace(fn, name=name, params=tuple(params), body=body))
        return name

    def rewrite(body, types: dict):
        def fix(node):
            if isinstance(node, Var) and node.name in types:
                return replace(node, type=types[node.name])
            if isinstance(node, Call) and node.name in funcs and \
                    not funcs[node.name].is_kernel:
                callee = funcs[node.name]
                spaces = tuple(_space(a) if _generic(p.type) else None
                               for p, a in zip(callee.params, node.args))
                if not any(spaces):
                    return None
                args = tuple(replace(a, type=replace(a.type, space=s))
                             if s is not None and isinstance(a, Cast) else a
                             for a, s in zip(node.args, spaces))
                return replace(node, name=instance(callee, spaces), args=args)
            return None
        return transform(body, fix)

    for f in module.functions:
        if f.is_kernel:
            out.append(replace(f, body=rewrite(f.body, {})))
    # device functions without generic pointer parameters are never copied: their calls
    # are specialized too (a method taking its object by value calling one that takes
    # it by address: the lowered C++ of docs/cxx-classes.md)
    plain = {f.name: replace(f, body=rewrite(f.body, {})) for f in module.functions
             if not f.is_kernel and not any(_generic(p.type) for p in f.params)}
    called = {k[0] for k in made}
    rest = [plain.get(f.name, f) for f in module.functions
            if not f.is_kernel and f.name not in called]
    return replace(module, functions=_callees_first(rest + out))


def _callees_first(functions: list) -> tuple:
    """``functions`` reordered so that each comes after the functions it calls (OpenCL C
    has no implicit declarations), otherwise in the given order."""
    by_name = {f.name: f for f in functions}
    done: set = set()
    order: list = []

    def visit(f, active: set) -> None:
        if f.name in done or f.name in active:
            return
        active.add(f.name)
        for n in walk(f.body):
            if isinstance(n, Call) and n.name in by_name:
                visit(by_name[n.name], active)
        done.add(f.name)
        order.append(f)

    for f in functions:
        visit(f, set())
    return tuple(order)
