"""Splitters and joiners as index maps (paper 004's mapping, :mod:`.mapping`).

The paper (Section V) aliases a duplicate splitter's outputs to its input; round-robin
splitters and joiners are index maps too: item ``x`` of a splitter's port ``i`` (weight
``w_i`` of ``total``, after ``base_i`` items of the ports before it) is item
``(x / w_i) * total + base_i + x % w_i`` of its input, and a joiner's port maps into its
output the same way. The mapping then never runs them: each removed copy is a shared-memory
load and store per item.
"""

from __future__ import annotations

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


def aliases(g: Graph, s: Schedule) -> tuple:
    """Splitters and joiners the paper mapping does not run (the paper's Section V aliases
    duplicate splitters; round-robin ones are index maps too): ``(rmap, wmap, gone)``, where
    ``rmap[c] = (channel, f)`` says item x of ``c`` is read at ``f(x)`` of ``channel`` (a
    splitter's output read in its input) and ``wmap`` the same for writes (a joiner's input
    written into its output). Left running: operators whose channels carry items (peeking),
    and splitters feeding a joiner directly (one of the two must copy)."""
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
    return rmap, wmap, gone


__all__ = ["aliases", "follow", "RRMAP"]
