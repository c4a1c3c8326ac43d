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


def only_kernel(module: Module, kernel: Function) -> Module:
    """The module with ``kernel``, the functions it calls (transitively) and the module
    variables they use; structs are kept whole (they cost nothing and order matters)."""
    by_name = {f.name: f for f in module.functions}
    keep: set[str] = set()
    used_vars: set[str] = set()
    todo = [kernel.name]
    while todo:
        name = todo.pop()
        if name in keep or name not in by_name:
            continue
        keep.add(name)
        calls: set[str] = set()
        _NamesUsed(calls, used_vars).visit(by_name[name].body)
        todo.extend(calls)
    return dataclasses.replace(
        module,
        functions=tuple(f for f in module.functions if f.name in keep),
        globals=tuple(g for g in module.globals if g.name in used_vars),
    )
