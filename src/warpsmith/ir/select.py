"""Cut a module down to one kernel and what it needs (for ``translate --kernel``)."""

from __future__ import annotations

import dataclasses

from .nodes import Call, Function, Module, Var


def _names_used(node, calls: set[str], vars_: set[str]) -> None:
    """Collect called function names and variable names anywhere below ``node``."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, Call):
            calls.add(n.name)
        elif isinstance(n, Var):
            vars_.add(n.name)
        if dataclasses.is_dataclass(n) and not isinstance(n, type):
            for f in dataclasses.fields(n):
                v = getattr(n, f.name)
                if isinstance(v, (list, tuple)):
                    stack.extend(x for x in v if dataclasses.is_dataclass(x)
                                 or isinstance(x, (list, tuple)))
                elif dataclasses.is_dataclass(v) and not isinstance(v, type):
                    stack.append(v)
        elif isinstance(n, (list, tuple)):
            stack.extend(n)


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
        _names_used(by_name[name].body, calls, used_vars)
        todo.extend(calls)
    return dataclasses.replace(
        module,
        functions=tuple(f for f in module.functions if f.name in keep),
        globals=tuple(g for g in module.globals if g.name in used_vars),
    )
