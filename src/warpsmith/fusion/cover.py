"""Fusion covers by integer programming (thesis 001, Section 4.3.5, Eq. 4.1-4.2, Listing 4.5).

Each candidate (a fusion implementation or a standalone function's implementation) is a
binary variable; every call vertex is covered exactly once (Eq. 4.1) and the predicted
time is minimized (Eq. 4.2), solved by HiGHS through :func:`scipy.optimize.milp`.
:func:`best_covers` is Listing 4.5: from each cover found, new problems are queued that
each leave out one member of that cover, so every later cover differs from all before it.
"""

from __future__ import annotations

from collections import deque

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp


def solve_cover(vertices: list, candidates: list, allowed: list) -> list | None:
    """The optimal cover using only candidates whose index is in ``allowed``: each
    candidate has ``.members`` (call vertices) and ``.time``; returns candidate indices,
    or None when no exact cover exists."""
    if not allowed:
        return None
    row = {v: i for i, v in enumerate(vertices)}
    a = np.zeros((len(vertices), len(allowed)))
    for j, ci in enumerate(allowed):
        for v in candidates[ci].members:
            a[row[v], j] = 1.0
    if (a.sum(axis=1) == 0).any():
        return None
    c = np.array([candidates[ci].time for ci in allowed])
    # problems of a few hundred binaries: presolve costs more than it saves; gap 0: the
    # optimum itself, so that the covers' order is the model's
    res = milp(c, constraints=LinearConstraint(a, 1, 1), integrality=np.ones(len(allowed)),
               bounds=Bounds(0, 1), options={"presolve": False, "mip_rel_gap": 0})
    if res.status != 0 or res.x is None:
        return None
    return sorted(allowed[j] for j in np.flatnonzero(res.x > 0.5))


def best_covers(vertices: list, candidates: list, count: int,
                max_solves: int | None = None) -> list:
    """Listing 4.5: up to ``count`` distinct covers (lists of candidate indices), in the
    order the queue finds them; ``max_solves`` bounds the integer programs solved."""
    everything = frozenset(range(len(candidates)))
    queue = deque([frozenset()])
    seen_removed = {frozenset()}
    covers, seen_covers = [], set()
    solves = 0
    limit = max_solves if max_solves is not None else 4 * count + 20
    while queue and len(covers) < count and solves < limit:
        removed = queue.popleft()
        solves += 1
        cover = solve_cover(vertices, candidates, sorted(everything - removed))
        if cover is None:
            continue
        key = tuple(cover)
        if key not in seen_covers:
            seen_covers.add(key)
            covers.append(cover)
        for u in cover:
            nxt = removed | {u}
            if nxt not in seen_removed:
                seen_removed.add(nxt)
                queue.append(nxt)
    return covers


__all__ = ["solve_cover", "best_covers"]
