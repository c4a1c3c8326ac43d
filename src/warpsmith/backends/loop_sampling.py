"""Loop sampling for the one-block replay (``block_replay.run_block(sample_loops=k)``): a
``for`` loop whose iterations repeat the same counts is run for real only until ``k``
consecutive iterations, under the same active mask, added exactly the same counts to the
replay (statements, shared sites, the simulator's trace); the remaining iterations then
evaluate only the loop's condition and step (so the trip count and the loop variable are
the real ones) and add that iteration's counts once each, without running the body.

Why: the replay runs a whole block on the simulator, and a tiled kernel's block runs its
main loop hundreds of times (a 2048 x 2048 x 1024 matmul: 64 steps of K, each a 16-step
inner loop); the counts the model reads are the same every iteration of an affine loop,
so a model ranking a tuning space (``pipeline_predict.predict_space``) needs only a few.

What is exact and what is not: the counts of a skipped iteration are the measured
iteration's, which is exact when the iterations really repeat; a pattern longer than
``k`` iterations that only starts after them (an alignment that changes every ``k + 1``
iterations) is not seen. Values computed in skipped bodies are not computed, so a loop is
sampled only when nothing after it can depend on them for control or addresses: its body
has no ``break``, ``continue`` or ``return``, and the only variables of the enclosing
scope it assigns hold floating-point values (accumulators; memory written through
pointers is allowed; a kernel that later indexes memory by values loaded from what the
loop wrote would replay other addresses). Any other loop runs every iteration.
"""

from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.types import ArrayType, ScalarType, VectorType
from ..ir.visit import walk
from .sim_values import truthy


def samplable(s: N.For) -> bool:
    """Whether ``for`` loop ``s`` may be sampled (module doc)."""
    if s.cond is None or s.step is None:
        return False
    declared = {n.name for n in walk(s.body) if isinstance(n, N.Decl)}
    for n in walk(s.body):
        if isinstance(n, (N.Break, N.Continue, N.Return)):
            return False
        if isinstance(n, (N.Assign, N.IncDec)):
            var = _assigned_var(n.target)
            if var is not None and var.name not in declared and not _floating(var.type):
                return False
    return True


def _assigned_var(t: N.Expr):
    """The variable an assignment to ``t`` changes (None: memory through a pointer)."""
    while True:
        if isinstance(t, N.Var):
            return t
        if isinstance(t, N.Index) and isinstance(getattr(t.base, "type", None), ArrayType):
            t = t.base
        elif isinstance(t, (N.Field, N.Swizzle)):
            t = t.base
        else:
            return None


def _floating(t) -> bool:
    while isinstance(t, ArrayType):
        t = t.elem
    if isinstance(t, VectorType):
        t = t.elem
    return isinstance(t, ScalarType) and t.is_float


class Counts:
    """Snapshots of what a replay has counted so far (``statements``, ``sites`` of
    ``block_replay.run_block`` and the simulator's trace), their differences, and adding a
    difference ``n`` times."""

    def __init__(self, statements: dict, sites: dict, trace):
        self.statements, self.sites, self.trace = statements, sites, trace

    def take(self) -> tuple:
        """The current counts (cheap: numbers and list lengths)."""
        st = {k: (v.executions, v.active_warps, v.active_threads,
                  len(v.warps_per_execution)) for k, v in self.statements.items()}
        si = {k: (v.requests, v.wavefronts, v.lanes, len(v.per_call))
              for k, v in self.sites.items()}
        tr = self.trace
        if tr is None:
            return st, si, None
        return st, si, (dict(tr.totals), {k: dict(d) for k, d in tr.by_line.items()},
                        {k: dict(d) for k, d in tr.by_site.items()})

    def delta(self, before: tuple) -> tuple:
        """What was counted since ``before`` (a :meth:`take`), comparable with ``==``."""
        st0, si0, tr0 = before
        st = {}
        for k, v in self.statements.items():
            e, aw, at, n = st0.get(k, (0, 0, 0, 0))
            if v.executions != e:
                st[k] = (v.executions - e, v.active_warps - aw, v.active_threads - at,
                         tuple(v.warps_per_execution[n:]))
        si = {}
        for k, v in self.sites.items():
            r, w, ln, n = si0.get(k, (0, 0, 0, 0))
            if v.requests != r or len(v.per_call) != n:
                si[k] = (v.requests - r, v.wavefronts - w, v.lanes - ln, tuple(v.per_call[n:]))
        tr = None
        if tr0 is not None:
            t = self.trace
            tr = (_diff(t.totals, tr0[0]),
                  {k: d2 for k, d in t.by_line.items() if (d2 := _diff(d, tr0[1].get(k, {})))},
                  {k: d2 for k, d in t.by_site.items() if (d2 := _diff(d, tr0[2].get(k, {})))})
        return st, si, tr

    def add(self, delta: tuple, times: int) -> None:
        """Count ``delta`` (a :meth:`delta`) ``times`` more times."""
        from .block_replay import LineCounts, SiteCounts

        if times <= 0:
            return
        st, si, tr = delta
        for k, (e, aw, at, tail) in st.items():
            lc = self.statements.setdefault(k, LineCounts())
            lc.executions += times * e
            lc.active_warps += times * aw
            lc.active_threads += times * at
            lc.warps_per_execution.extend(tail * times)
        for k, (r, w, ln, tail) in si.items():
            sc = self.sites.setdefault(k, SiteCounts())
            sc.requests += times * r
            sc.wavefronts += times * w
            sc.lanes += times * ln
            sc.per_call.extend(tail * times)
        if tr is not None:
            t = self.trace
            _add(t.totals, tr[0], times)
            for k, d in tr[1].items():
                _add(t.by_line.setdefault(k, {}), d, times)
            for k, d in tr[2].items():
                _add(t.by_site.setdefault(k, {"requests": 0, "units": 0, "lanes": 0}), d, times)


def _diff(now: dict, before: dict) -> dict:
    return {k: v - before.get(k, 0) for k, v in now.items() if v != before.get(k, 0)}


def _add(into: dict, d: dict, times: int) -> None:
    for k, v in d.items():
        into[k] = into.get(k, 0) + times * v


def sampled_for(sim, s: N.For, counts: Counts, k: int, line: int):
    """The compiled ``for`` loop ``s`` for simulator ``sim`` (its ``cstmt``/``cexpr``),
    sampled (module doc): as the simulator's own loop, with the body skipped and its
    counts added once ``k`` consecutive iterations under one mask counted the same."""
    from .simulator import M

    init = sim.cstmt(s.init) if s.init is not None else None
    cond, step, body = sim.cexpr(s.cond), sim.cexpr(s.step), sim.cstmt(s.body)

    def f(ctx, m):
        if init is not None:
            m = init(ctx, m)
        fr = ctx.frames[-1]
        done = np.zeros(ctx.n, bool)
        seen: list = []  # (mask, delta) of the last real iterations
        skip, pending = None, 0
        while m.any():
            c = truthy(cond(ctx, m))
            if sim.T:
                sim._branch(sim.trace, m, c, line)
            if np.ndim(c) == 0:
                if not bool(c):
                    done |= m.a
                    break
            else:
                done |= m.a & ~c
                m = m.and_(c)
                if not m.any():
                    break
            key = m.a.tobytes()
            if skip is not None and skip[0] == key:
                pending += 1
            else:
                if skip is not None:
                    counts.add(skip[1], pending)
                    skip, pending, seen = None, 0, []
                before = counts.take()
                fr.loops.append((np.zeros(ctx.n, bool), np.zeros(ctx.n, bool)))
                try:
                    m = body(ctx, m)
                finally:
                    fr.loops.pop()
                seen = (seen + [(key, counts.delta(before))])[-k:]
                if len(seen) == k and all(x == seen[0] for x in seen):
                    skip = seen[0]
            if m.any():
                step(ctx, m)
        if skip is not None:
            counts.add(skip[1], pending)
        return M(done)
    return f


__all__ = ["samplable", "sampled_for", "Counts"]
