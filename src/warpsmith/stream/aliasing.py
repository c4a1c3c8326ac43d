"""Splitters and joiners as index maps (paper 004's mapping, :mod:`.mapping`).

The paper (Section V) aliases a duplicate splitter's outputs to its input; round-robin
splitters and joiners are index maps too: item ``x`` of a splitter's port ``i`` (weight
``w_i`` of ``total``, after ``base_i`` items of the ports before it) is item
``(x / w_i) * total + base_i + x % w_i`` of its input, and a joiner's port maps into its
output the same way. The mapping then never runs them: each removed copy is a shared-memory
load and store per item.
"""

from __future__ import annotations

from . import ast as A
from .graph import Graph
from .schedule import Schedule


def _rr(w: int, total: int, base: int):
    """Item ``x`` of a round-robin port of weight ``w`` among ``total``: the index in the
    interleaved stream."""
    return lambda x: f"rrmap({x}, {w}u, {total}, {base})"  # x evaluated once (_ip++)


#: the index map of :func:`_rr` (a function so that ``x`` is evaluated once)
RRMAP = """
__device__ __forceinline__ int rrmap(int x, unsigned w, int t, int b)
{
  return (int)((unsigned)x / w) * t + b + (int)((unsigned)x % w);
}
"""


def follow(maps: dict, cid: int, x: str) -> tuple:
    """(channel, index expression) that item ``x`` of ``cid`` lives at through ``maps``."""
    while cid in maps:
        cid, f = maps[cid]
        x = f(x)
    return cid, x


def is_identity(n) -> bool:
    """Whether filter ``n`` only passes its items on: work ``push(pop())`` (or a sink's
    ``println(pop())``), one item in and one out, no peeking, the same item type."""
    if n.kind != "filter" or n.pop != [1] or n.push != [1] or max(n.peek or [1]) > 1:
        return False
    if n.in_type != n.out_type:
        return False
    body = n.decl.work.body
    stmts = body.stmts if isinstance(body, A.Block) else [body]
    while len(stmts) == 1 and isinstance(stmts[0], A.Block):
        stmts = stmts[0].stmts
    if len(stmts) != 1 or not isinstance(stmts[0], A.ExprStmt):
        return False
    e = stmts[0].expr
    return (isinstance(e, A.Call) and e.name in ("push", "println") and len(e.args) == 1
            and isinstance(e.args[0], A.Call) and e.args[0].name == "pop"
            and not e.args[0].args)


def aliases(g: Graph, s: Schedule, identity: bool = False) -> tuple:
    """Splitters and joiners the paper mapping does not run (the paper's Section V aliases
    duplicate splitters; round-robin ones are index maps too): ``(rmap, wmap, gone)``, where
    ``rmap[c] = (channel, f)`` says item x of ``c`` is read at ``f(x)`` of ``channel`` (a
    splitter's output read in its input) and ``wmap`` the same for writes (a joiner's input
    written into its output). Left running: operators whose channels carry items (peeking),
    and splitters feeding a joiner directly (one of the two must copy). With ``identity``,
    identity filters (:func:`is_identity`) are index maps too (:func:`_identities`)."""
    rmap, wmap, gone = {}, {}, set()
    for n in g.nodes:
        if n.kind not in ("split", "join"):
            continue
        ins, outs = g.in_channels(n), g.out_channels(n)
        if any(s.carry[c.id] for c in ins + outs) or 0 in n.weights:
            continue
        total, base = sum(n.weights), 0
        if n.kind == "split":
            if any(g.nodes[c.dst].kind == "join" for c in outs):
                continue
            for i, c in enumerate(outs):
                if n.mode == "duplicate":
                    rmap[c.id] = (ins[0].id, lambda x: x)
                else:
                    rmap[c.id] = (ins[0].id, _rr(n.weights[i], total, base))
                    base += n.weights[i]
        else:
            for i, c in enumerate(ins):
                wmap[c.id] = (outs[0].id, _rr(n.weights[i], total, base))
                base += n.weights[i]
        gone.add(n.id)
    if identity:
        _identities(g, s, rmap, wmap, gone)
    return rmap, wmap, gone


def _identities(g: Graph, s: Schedule, rmap: dict, wmap: dict, gone: set) -> None:
    """Identity filters as index maps (x -> x), in topological order: the producer's
    writes go on into the identity's output channel when someone writes its input (a
    running producer, or writes passed on through a removed joiner or identity), else the
    consumer reads the identity's input when someone reads its output (a running consumer,
    or reads passed on through a removed splitter or identity); neither (a splitter
    feeding it and a joiner after it): it runs. A sink's ``println(pop())`` writes the
    program output straight from its producer."""
    writes_through = {n.id for n in g.nodes if n.id in gone and n.kind == "join"}
    reads_through = {n.id for n in g.nodes if n.id in gone and n.kind == "split"}
    same = (lambda x: x)
    for n in g.nodes:  # topological order
        if not is_identity(n):
            continue
        a, b = g.in_channels(n)[0], g.out_channels(n)[0]
        if s.carry[a.id] or s.carry[b.id]:
            continue
        p, c = g.nodes[a.src], g.nodes[b.dst]
        if p.kind != "input" and (p.id not in gone or p.id in writes_through):
            wmap[a.id] = (b.id, same)
            writes_through.add(n.id)
        elif c.kind != "output" and (c.id not in gone or c.id in reads_through):
            rmap[b.id] = (a.id, same)
            reads_through.add(n.id)
        else:
            continue
        gone.add(n.id)


__all__ = ["aliases", "follow", "is_identity", "RRMAP"]
