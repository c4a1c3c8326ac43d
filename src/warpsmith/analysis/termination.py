"""Loops that provably never end.

A loop whose condition is absent or a non-zero constant (``while (1)``, ``for (;;)``) and
from which nothing leaves (no ``break`` of its own, no ``return``) runs forever for every
thread that reaches it. The analytical model cannot give such a kernel a time, so
``predict`` refuses it with the loop's line; the simulator stops it with its step limit.
Loops that end only through data (``while (x[i] >= 0)``) are not decided here.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.visit import children

_LOOPS = (N.While, N.For, N.DoWhile)


def _always_true(cond) -> bool:
    while isinstance(cond, N.Cast):
        cond = cond.operand
    return cond is None or (isinstance(cond, N.Const) and not isinstance(cond.value, str)
                            and bool(cond.value))


def _leaves(node, depth: int = 0) -> bool:
    """Whether a ``break`` of the enclosing loop or a ``return`` occurs in ``node``;
    ``depth``: loops and switches entered below the enclosing loop."""
    if isinstance(node, N.Return):
        return True
    if isinstance(node, N.Break) and depth == 0:
        return True
    inner = depth + 1 if isinstance(node, (*_LOOPS, N.Switch)) else depth
    return any(_leaves(c, inner) for c in children(node))


def endless_loop(fn: N.Function):
    """The first loop of ``fn`` that never ends once entered, or None."""
    todo = [fn.body]
    while todo:
        node = todo.pop(0)
        if isinstance(node, _LOOPS) and _always_true(node.cond) and not any(
                _leaves(c) for c in children(node) if c is not node.cond):
            return node
        todo.extend(children(node))
    return None


__all__ = ["endless_loop"]
