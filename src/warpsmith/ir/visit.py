"""Generic traversal of IR trees.

Every pass needs the same three things: the children of a node (:func:`children`,
:func:`expr_children`), all nodes below one (:func:`walk`), and a bottom-up rebuild
(:func:`transform`). They work on any dataclass node of :mod:`warpsmith.ir.nodes` by
looking at its fields, so new node kinds need no changes here. Types (``Type``) and
source locations are values, not nodes: they are never visited.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

from .nodes import Expr, Function, GlobalVar, Module, Param, Stmt

_NODE_TYPES = (Expr, Stmt, Param, Function, GlobalVar, Module)


def _is_node(x: object) -> bool:
    return isinstance(x, _NODE_TYPES)


def _field_nodes(value: object) -> Iterator[object]:
    """Nodes in a field value: the value itself, or the nodes in (nested) tuples
    (``Switch.cases`` is a tuple of ``(values, Block)`` pairs)."""
    if _is_node(value):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _field_nodes(item)


def children(node: object) -> tuple:
    """The direct sub-nodes of ``node`` in field (= evaluation/source) order."""
    out: list = []
    for f in dataclasses.fields(node):
        if f.name in ("loc", "type", "return_type", "compute_type"):
            continue
        out.extend(_field_nodes(getattr(node, f.name)))
    return tuple(out)


def expr_children(e: Expr) -> tuple[Expr, ...]:
    """The direct sub-expressions of expression ``e`` (in evaluation order)."""
    return tuple(c for c in children(e) if isinstance(c, Expr))


def walk(node: object) -> Iterator[object]:
    """Yield ``node`` and every node below it, pre-order (parents before children,
    children in source order). Works on expressions, statements, functions and modules."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(children(n)))


def walk_exprs(node: object) -> Iterator[Expr]:
    """Every expression at or below ``node``."""
    return (n for n in walk(node) if isinstance(n, Expr))


def _rebuild(value: object, fn: Callable) -> object:
    if _is_node(value):
        return transform(value, fn)
    if isinstance(value, tuple):
        new = tuple(_rebuild(v, fn) for v in value)
        return value if all(a is b for a, b in zip(new, value)) else new
    return value


def transform(node, fn: Callable):
    """Rebuild ``node`` bottom-up: children first, then ``fn(rebuilt_node)``.

    ``fn`` returns the replacement node, or None to keep the (rebuilt) node. Subtrees in
    which nothing changed are returned as the same objects, so ``transform(t, f) is t``
    when ``f`` changes nothing."""
    changes = {}
    for f in dataclasses.fields(node):
        if f.name in ("loc", "type", "return_type", "compute_type"):
            continue
        old = getattr(node, f.name)
        new = _rebuild(old, fn)
        if new is not old:
            changes[f.name] = new
    if changes:
        node = dataclasses.replace(node, **changes)
    out = fn(node)
    return node if out is None else out


def uses(node: object, name: str) -> bool:
    """Whether a ``Var`` called ``name`` (or a call of function ``name``) occurs below."""
    from .nodes import Call, Var

    return any(isinstance(n, (Var, Call)) and n.name == name for n in walk(node))


__all__ = ["children", "expr_children", "walk", "walk_exprs", "transform", "uses"]
