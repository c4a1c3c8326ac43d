"""Fusible subgraphs (thesis 001, Section 4.3.1) and the DAG inside one fusion (Section 4.2.1).

A set of call vertices can be fused when it is connected (through edges between its own
vertices) and convex: no path leaves the set and comes back (that would need two kernels
to wait on each other). The thesis's single-output restriction is lifted: every fused
vertex with a consumer outside the fusion (or an output list) gets a store vertex.
Constants are not covered: every fusion that uses one computes it (``const_fill``).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .graph import Graph
from .library import templates as T


def _succ(g: Graph) -> dict:
    out = {v.id: set() for v in g.vertices}
    for v in g.vertices:
        for a in v.args:
            out[a].add(v.id)
    return out


def _reach(g: Graph) -> dict:
    """Vertex -> every vertex reachable from it (excluding itself)."""
    succ = _succ(g)
    reach: dict = {}
    for v in reversed(g.vertices):
        r = set()
        for s in succ[v.id]:
            r |= {s} | reach[s]
        reach[v.id] = r
    return reach


def fusible(g: Graph, vs: frozenset, reach: dict | None = None) -> bool:
    """Whether call vertices ``vs`` can be one fusion: connected and convex."""
    reach = reach if reach is not None else _reach(g)
    calls = set(vs)
    # convex: no vertex outside the set lies on a path between two of its vertices
    outside_reached = set()
    for v in calls:
        outside_reached |= {w for w in reach[v] if w not in calls}
    for w in outside_reached:
        if reach[w] & calls:
            return False
    # connected through edges between its own vertices (undirected)
    adj = {v: set() for v in calls}
    for v in calls:
        for a in g.vertices[v].args:
            if a in calls:
                adj[v].add(a)
                adj[a].add(v)
    start = next(iter(calls))
    seen, todo = {start}, [start]
    while todo:
        for w in adj[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return len(seen) == len(calls)


def fusions(g: Graph, max_size: int = 8) -> list[frozenset]:
    """Every fusible set of at most ``max_size`` call vertices, singletons included
    (the thesis's enumeration of subsets with the convexity test)."""
    calls = [v.id for v in g.vertices if v.kind == "call"]
    reach = _reach(g)
    out = []
    for k in range(1, min(max_size, len(calls)) + 1):
        for c in combinations(calls, k):
            s = frozenset(c)
            if k == 1 or fusible(g, s, reach):
                out.append(s)
    return out


@dataclass
class FusionDAG:
    """The DAG inside a fusion: vertex names ``L<p>`` (load of producer p), ``K<c>``
    (a constant), ``C<v>`` (a call), ``S<v>`` (a store); ``edges`` (pairs), ``sizes``
    (floats per element of the variable each producing vertex defines), ``produces``
    (producing vertex -> graph vertex whose value it holds)."""

    members: frozenset
    vertices: list
    edges: list
    sizes: dict
    produces: dict
    loads: list
    stores: list


def fusion_dag(g: Graph, members: frozenset) -> FusionDAG:
    """Build the fusion's DAG with load vertices (one per external producer) and store
    vertices (one per fused vertex used outside, or returned)."""
    consumers = _succ(g)
    verts, edges, sizes, produces = [], [], {}, {}
    loads, stores = [], []

    def source(a: int) -> str:
        v = g.vertices[a]
        if a in members:
            return f"C{a}"
        name = f"K{a}" if v.kind == "const" else f"L{a}"
        if name not in sizes:
            verts.append(name)
            sizes[name] = T.stride(v.type)
            produces[name] = a
            (loads if v.kind != "const" else []).append(name)
        return name

    for v in sorted(members):
        for a in g.vertices[v].args:
            edges.append((source(a), f"C{v}"))
    for v in sorted(members):
        verts.append(f"C{v}")
        sizes[f"C{v}"] = T.stride(g.vertices[v].type)
        produces[f"C{v}"] = v
        if any(c not in members for c in consumers[v]):
            verts.append(f"S{v}")
            edges.append((f"C{v}", f"S{v}"))
            stores.append(f"S{v}")
    return FusionDAG(members, verts, list(dict.fromkeys(edges)), sizes, produces, loads, stores)


__all__ = ["fusible", "fusions", "FusionDAG", "fusion_dag"]
