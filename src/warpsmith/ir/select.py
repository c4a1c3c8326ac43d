"""Cut a module down to one kernel and what it needs (for ``translate --kernel``)."""

from __future__ import annotations

import dataclasses

from .nodes import Call, Function, Module, Var
from .visit import NodeVisitor


class _NamesUsed(NodeVisitor):
    """Collects called function names and variable names anywhere below a node."""

    def __init__(self, calls: set[str], vars_: set[str]):
        self.calls, self.vars = calls, vars_

    def visit_Call(self, n: Call) -> None:
        self.calls.add(n.name)
        self.generic_visit(n)

    def visit_Var(self, n: Var) -> None:
        self.vars.add(n.name)


def dependencies(module: Module, kernels) -> tuple[list[Function], list]:
    """The functions (in module order) and module variables that ``kernels`` (names or
    Functions) need: themselves, what they call transitively, the variables those use.
    Raises KeyError for a kernel name the module does not have."""
    by_name = {f.name: f for f in module.functions}
    keep: set[str] = set()
    used_vars: set[str] = set()
    todo = [k if isinstance(k, str) else k.name for k in kernels]
    for name in todo:
        if name not in by_name:
            raise KeyError(f"no function {name!r} in the module")
    while todo:
        name = todo.pop()
        if name in keep or name not in by_name:
            continue
        keep.add(name)
        calls: set[str] = set()
        _NamesUsed(calls, used_vars).visit(by_name[name])
        todo.extend(calls)
    return ([f for f in module.functions if f.name in keep],
            [g for g in module.globals if g.name in used_vars])


def only_kernel(module: Module, kernel: Function) -> Module:
    """The module with ``kernel``, the functions it calls (transitively) and the module
    variables they use; structs are kept whole (they cost nothing and order matters)."""
    fns, gls = dependencies(module, [kernel])
    return dataclasses.replace(module, functions=tuple(fns), globals=tuple(gls))
