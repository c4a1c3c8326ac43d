"""Which ``__constant__`` tables an operator reads at data-dependent indexes.

Tables a warp reads at indexes its threads share (loop counters, parameters) are broadcast
from the constant cache; tables read at indexes computed from popped or peeked items (DES's
S-boxes) send each thread of a warp to its own word, so their whole size is the working set
the constant cache must hold. ``runtime.paper_for`` weighs these bytes against the device's
``constant_cache_bytes_per_sm`` (docs/stream.md, "DES and the constant cache"). A small
taint pass over the work body: a variable is data-dependent when a declaration or an
assignment gives it a value mentioning ``pop``/``peek`` or another such variable.
"""

from __future__ import annotations

import dataclasses
import math

from . import ast as A


def _nodes(x):
    """Every AST node under ``x`` (lists and dataclass fields followed)."""
    if isinstance(x, list):
        for y in x:
            yield from _nodes(y)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        yield x
        for f in dataclasses.fields(x):
            if f.name != "loc":
                yield from _nodes(getattr(x, f.name))


def _mentions(e, tainted: set) -> bool:
    return any(isinstance(n, A.Call) and n.name in ("pop", "peek")
               or isinstance(n, A.Var) and n.name in tainted for n in _nodes(e))


def _target(t):
    while isinstance(t, A.Index):
        t = t.base
    return t.name if isinstance(t, A.Var) else None


def tainted_vars(body) -> set:
    """Names of the work body's variables whose values depend on the items read."""
    tainted: set = set()
    while True:
        before = len(tainted)
        for n in _nodes(body):
            if isinstance(n, A.Decl) and n.init is not None and _mentions(n.init, tainted):
                tainted.add(n.name)
            elif isinstance(n, A.Assign) and _mentions(n.value, tainted) and _target(n.target):
                tainted.add(_target(n.target))
        if len(tainted) == before:
            return tainted


def divergent_table_bytes(decl, fields: dict) -> int:
    """Bytes of the fields (``name -> (type, dims, _)``, 4-byte words) the filter ``decl``'s
    work body reads at a data-dependent index."""
    body = decl.work.body
    tainted = tainted_vars(body)
    hit = set()
    for n in _nodes(body):
        if isinstance(n, A.Index) and _target(n) in fields and _mentions(n.index, tainted):
            hit.add(_target(n))
    return sum(4 * math.prod(fields[k][1]) for k in hit)
