"""Linearization and shared-memory allocation of one fusion (thesis 001, Sections 4.3.3-4.3.4).

* :func:`linearize` — Listing 4.4: the topological order of the fusion DAG with the lowest
  peak of simultaneously active variables (the lower bound ``M_lb`` of the shared memory).
  The thesis enumerates every order recursively; this version memoizes the same recursion
  on the set of placed vertices (the future peak depends only on that set), which is the
  dynamic program of Kessler [10] that the thesis cites: O(2^n n) instead of O(n!).
* :func:`allocate` — Listings 4.2 and 4.3: collision sets, the greedy ("hungry")
  allocation as the first upper bound, then branch and bound over the offsets of the
  variables in order of first use, pruning every partial solution that reaches the best
  size found, stopping at ``M_lb``. The thesis's backtracking moves one offset up by one
  float; here the branches are the left-justified offsets (0 and the ends of colliding
  variables already placed), which contain an optimal solution and are fewer.

Sizes are floats per data element; a fusion with E elements per block allocates
``E * size`` floats.
"""

from __future__ import annotations

from dataclasses import dataclass

from .space import FusionDAG


@dataclass
class Schedule:
    """A linearized fusion: ``order`` (vertex names), ``offsets`` (variable -> floats per
    element), ``size`` (the allocation's size) and ``lower_bound`` (M_lb)."""

    order: list
    offsets: dict
    size: int
    lower_bound: int


def _structure(dag: FusionDAG):
    idx = {v: i for i, v in enumerate(dag.vertices)}
    preds = [0] * len(idx)
    cons = {v: 0 for v in dag.sizes}
    for a, b in dag.edges:
        preds[idx[b]] |= 1 << idx[a]
        if a in cons:
            cons[a] |= 1 << idx[b]
    return idx, preds, cons


def linearize(dag: FusionDAG) -> tuple[list, int]:
    """The order of the fusion's vertices minimizing the peak of active variables, and
    that peak (Listing 4.4 with memoization)."""
    idx, preds, cons = _structure(dag)
    n = len(idx)
    names = dag.vertices
    full = (1 << n) - 1
    size_of = [dag.sizes.get(v, 0) for v in names]
    cons_of = [cons.get(v, 0) for v in names]
    memo: dict = {full: (0, -1)}
    # among orders of equal peak, loads as early as possible: consecutive loads share one
    # barrier and have their global loads in flight together
    tries = sorted(range(n), key=lambda v: (names[v][0] != "L", v))

    def cost(placed: int, v: int) -> int:
        now = placed | (1 << v)
        total = 0
        for u in range(n):
            if now >> u & 1 and size_of[u] and (cons_of[u] & ~placed):
                total += size_of[u]
        return total

    def best(placed: int) -> int:
        if placed in memo:
            return memo[placed][0]
        choice, value = -1, None
        for v in tries:
            if not placed >> v & 1 and preds[v] & ~placed == 0:
                c = max(cost(placed, v), best(placed | (1 << v)))
                if value is None or c < value:
                    choice, value = v, c
        memo[placed] = (value, choice)
        return value

    peak = best(0)
    order, placed = [], 0
    while placed != full:
        v = memo[placed][1]
        order.append(names[v])
        placed |= 1 << v
    return order, peak


def _intervals(dag: FusionDAG, order: list) -> dict:
    """Variable -> (first, last) position where it is active."""
    pos = {v: i for i, v in enumerate(order)}
    last = {v: pos[v] for v in dag.sizes}
    for a, b in dag.edges:
        if a in last:
            last[a] = max(last[a], pos[b])
    return {v: (pos[v], last[v]) for v in dag.sizes}


def collision_sets(dag: FusionDAG, order: list) -> dict:
    """Listing 4.2: variable -> the variables active at some common position."""
    iv = _intervals(dag, order)
    return {b: {c for c in iv if c != b and iv[c][0] <= iv[b][1] and iv[b][0] <= iv[c][1]}
            for b in iv}


def _fits(m: int, size: int, placed: list) -> bool:
    return all(m + size <= o or o + s <= m for o, s in placed)


def _candidates(size: int, placed: list) -> list:
    return sorted(m for m in {0, *(o + s for o, s in placed)} if _fits(m, size, placed))


def hungry_allocation(dag: FusionDAG, order: list, coll: dict | None = None) -> dict:
    """Listing 4.2: each variable, in order of first use, at the lowest offset where it
    overlaps no colliding variable already placed."""
    coll = coll if coll is not None else collision_sets(dag, order)
    alpha: dict = {}
    for b in sorted(dag.sizes, key=order.index):
        placed = [(alpha[c], dag.sizes[c]) for c in coll[b] if c in alpha]
        alpha[b] = _candidates(dag.sizes[b], placed)[0]
    return alpha


def _size(alpha: dict, sizes: dict) -> int:
    return max((alpha[b] + sizes[b] for b in alpha), default=0)


def allocate(dag: FusionDAG, order: list, lower_bound: int,
             node_budget: int = 20000) -> tuple[dict, int]:
    """Listing 4.3: the optimal offsets (and the size) by branch and bound from the
    greedy bound; stops at ``lower_bound`` or after ``node_budget`` branches (then the
    best found, never worse than greedy)."""
    coll = collision_sets(dag, order)
    best = hungry_allocation(dag, order, coll)
    best_size = _size(best, dag.sizes)
    if best_size == lower_bound:
        return best, best_size
    seq = sorted(dag.sizes, key=order.index)
    alpha: dict = {}
    budget = [node_budget]

    def search(i: int) -> bool:
        nonlocal best, best_size
        if i == len(seq):
            best, best_size = dict(alpha), _size(alpha, dag.sizes)
            return best_size == lower_bound
        b = seq[i]
        placed = [(alpha[c], dag.sizes[c]) for c in coll[b] if c in alpha]
        for m in _candidates(dag.sizes[b], placed):
            budget[0] -= 1
            if m + dag.sizes[b] >= best_size or budget[0] < 0:
                break
            alpha[b] = m
            if search(i + 1):
                return True
            del alpha[b]
        return False

    search(0)
    return best, best_size


def schedule(dag: FusionDAG) -> Schedule:
    """Linearize the fusion and allocate its shared memory."""
    order, lb = linearize(dag)
    offsets, size = allocate(dag, order, lb)
    return Schedule(order, offsets, size, lb)


__all__ = ["Schedule", "linearize", "collision_sets", "hungry_allocation", "allocate",
           "schedule"]
