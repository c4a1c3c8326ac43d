"""Generic traversal of IR trees.

Every pass needs the same three things: the children of a node (:func:`children`,
:func:`expr_children`), all nodes below one (:func:`walk`), and a bottom-up rebuild
(:func:`transform`). Passes that treat node kinds differently subclass
:class:`NodeVisitor` (``visit_<ClassName>`` methods found through a per-class cache, as in
pycparser) or :class:`NodeTransformer` (the same dispatch, rebuilding bottom-up). They work on any dataclass node of :mod:`warpsmith.ir.nodes` by
looking at its fields, so new node kinds need no changes here. Types (``Type``) and
source locations are values, not nodes: they are never visited.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from itertools import chain

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


_SKIP = frozenset(("loc", "type", "return_type", "compute_type"))
_FIELDS: dict = {}  # node class -> names of its fields that may hold nodes


def _node_fields(cls) -> tuple[str, ...]:
    """The field names of dataclass ``cls`` that may hold nodes, in order (looked up once
    per class: ``dataclasses.fields`` was most of a traversal's time)."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls)
                                     if f.name not in _SKIP)
    return names


def children(node: object) -> tuple:
    """The direct sub-nodes of ``node`` in field (= evaluation/source) order.

    IR nodes are frozen dataclasses, so a node's children never change: the tuple is
    kept on the node (``_KIDS`` in its ``__dict__``, not a dataclass field, so equality,
    hashing and printing ignore it) and the next traversal reads it back. Every analysis
    walks the same trees many times (most of a prediction's traversal time)."""
    d = getattr(node, "__dict__", None)
    if d is not None:
        got = d.get(_KIDS)
        if got is not None:
            return got
    out: list = []
    for name in _node_fields(type(node)):
        value = getattr(node, name)
        if isinstance(value, _NODE_TYPES):
            out.append(value)
        elif isinstance(value, tuple):
            out.extend(_field_nodes(value))
    kids = tuple(out)
    if d is not None and isinstance(node, _NODE_TYPES):
        d[_KIDS] = kids
    return kids


#: the key of a node's kept children in its ``__dict__`` (:func:`children`)
_KIDS = "_ws_children"
#: the key of a node's kept pre-order (:func:`walk`)
_ALL = "_ws_walk"


#: the attributes of a node that may hold its types (a value's, a function's result, an
#: assignment's arithmetic)
TYPE_ATTRS = ("type", "return_type", "compute_type")
_TYPE_ATTRS: dict = {}  # node class -> those of TYPE_ATTRS its instances have


def type_attrs(cls) -> tuple[str, ...]:
    """Those of :data:`TYPE_ATTRS` that instances of node class ``cls`` have (a field or
    a class attribute), looked up once per class: the passes that collect a module's
    types asked every node for all three, and asking a statement for a ``type`` it does
    not have costs an exception inside ``getattr``."""
    names = _TYPE_ATTRS.get(cls)
    if names is None:
        fields = {f.name for f in dataclasses.fields(cls)} if \
            dataclasses.is_dataclass(cls) else set()
        names = _TYPE_ATTRS[cls] = tuple(a for a in TYPE_ATTRS
                                         if a in fields or hasattr(cls, a))
    return names


def expr_children(e: Expr) -> tuple[Expr, ...]:
    """The direct sub-expressions of expression ``e`` (in evaluation order)."""
    return tuple(c for c in children(e) if isinstance(c, Expr))


def walk(node: object) -> Iterator[object]:
    """Yield ``node`` and every node below it, pre-order (parents before children,
    children in source order). Works on expressions, statements, functions and modules.
    The order of an IR node (frozen: it never changes) is kept on it, as its children
    are (:func:`children`): the analyses walk the same subtrees again and again."""
    d = getattr(node, "__dict__", None)
    if d is None or not isinstance(node, _NODE_TYPES):
        return chain((node,), _below(node))
    got = d.get(_ALL)
    if got is None:
        got = d[_ALL] = _below(node)
    return chain((node,), got)


def _below(node: object) -> tuple:
    """Every node below ``node``, pre-order (``node`` itself left out, so that the tuple
    kept on it holds no reference back to it)."""
    out = []
    stack = list(reversed(children(node)))
    while stack:
        n = stack.pop()
        out.append(n)
        stack.extend(reversed(children(n)))
    return tuple(out)


def walk_exprs(node: object) -> Iterator[Expr]:
    """Every expression at or below ``node``."""
    return (n for n in walk(node) if isinstance(n, Expr))


class NodeVisitor:
    """Base of passes that handle node kinds differently (pycparser's ``NodeVisitor``).

    ``visit(node)`` calls ``self.visit_<ClassName>(node)`` when the subclass defines it,
    else :meth:`generic_visit`, which visits the children. The method for a (visitor
    class, prefix, node class) is looked up once and cached, so dispatch costs one dict
    lookup. :meth:`handler` gives the same cached lookup for other prefixes and keys (the
    simulator's ``e_``/``s_`` compilers, the printers' ``_call_<builtin>``)."""

    _handlers: dict = {}  # (visitor class, prefix, key) -> function or None

    def handler(self, prefix: str, key) -> Callable | None:
        """The bound method ``prefix + name`` for ``key`` (a node class, whose name is
        used, or a string), or None when this visitor has none."""
        cls = type(self)
        ck = (cls, prefix, key)
        try:
            fn = NodeVisitor._handlers[ck]
        except KeyError:
            name = key if isinstance(key, str) else key.__name__
            fn = NodeVisitor._handlers[ck] = getattr(cls, prefix + name, None)
        return None if fn is None else fn.__get__(self, cls)

    def visit(self, node):
        """Dispatch ``node`` to ``visit_<ClassName>`` or :meth:`generic_visit`."""
        m = self.handler("visit_", type(node))
        return m(node) if m is not None else self.generic_visit(node)

    def generic_visit(self, node):
        """Visit the children of ``node`` in source order; returns None."""
        for c in children(node):
            self.visit(c)


class NodeTransformer(NodeVisitor):
    """A :class:`NodeVisitor` whose ``visit`` returns the (possibly new) node.

    :meth:`generic_visit` rebuilds ``node`` from its visited children (with
    ``dataclasses.replace``, nodes being frozen); a ``visit_<ClassName>`` method returns
    the replacement, typically after calling ``generic_visit`` for a bottom-up rebuild.
    Unchanged subtrees come back as the same objects."""

    def generic_visit(self, node):
        """``node`` with every child replaced by ``self.visit(child)``."""
        changes = {}
        for name in _node_fields(type(node)):
            old = getattr(node, name)
            new = self._rebuild(old)
            if new is not old:
                changes[name] = new
        return dataclasses.replace(node, **changes) if changes else node

    def _rebuild(self, value: object) -> object:
        if _is_node(value):
            return self.visit(value)
        if isinstance(value, tuple):
            new = tuple(self._rebuild(v) for v in value)
            return value if all(a is b for a, b in zip(new, value)) else new
        return value


class _CallEach(NodeTransformer):
    """Rebuild bottom-up, then ask ``fn`` for each rebuilt node's replacement."""

    def __init__(self, fn: Callable):
        self.fn = fn

    def visit(self, node):
        node = self.generic_visit(node)
        out = self.fn(node)
        return node if out is None else out


def transform(node, fn: Callable):
    """Rebuild ``node`` bottom-up: children first, then ``fn(rebuilt_node)``.

    ``fn`` returns the replacement node, or None to keep the (rebuilt) node. Subtrees in
    which nothing changed are returned as the same objects, so ``transform(t, f) is t``
    when ``f`` changes nothing."""
    return _CallEach(fn).visit(node)


def uses(node: object, name: str) -> bool:
    """Whether a ``Var`` called ``name`` (or a call of function ``name``) occurs below."""
    from .nodes import Call, Var

    return any(isinstance(n, (Var, Call)) and n.name == name for n in walk(node))


__all__ = ["children", "expr_children", "walk", "walk_exprs", "transform", "uses",
           "NodeVisitor", "NodeTransformer"]
