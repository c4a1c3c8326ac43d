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

When a loop is sampled, and what is exact:

* statically (:func:`samplable`): the body has no ``break``, ``continue`` or ``return``;
  the only variables of the enclosing scope it assigns hold floating-point values
  (accumulators; memory written through pointers is allowed), so nothing after the loop
  depends on a skipped body but data; and the loop's variables (and integers computed
  from them) reach no condition, call, comparison, ``%`` or bitwise operation, only sums,
  products with other values and divisions or shifts by constants, so only addresses move
  from one iteration to the next;
* dynamically: ``k`` consecutive iterations ran under the same active mask, counted
  exactly the same, and moved every lane's address of each access by the same amount
  each time, a whole number of 32-byte sectors (global) or of 4-byte banks (shared): the
  sectors and the bank conflicts of such iterations are the same.

What is left approximate: a division by a constant whose quotient steps unevenly with a
period longer than ``k`` iterations (an address ``(i * s) / c`` with ``c`` not dividing
``s``); and values a later kernel statement loads from what a skipped body would have
stored and then uses as an address (indirection). Predictions of the tuning spaces and
the test kernels are equal to the full replay's (``tests/test_predict_space.py``,
``benchmarks/rank_accuracy.py``).
"""

from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.types import ArrayType, ScalarType, VectorType
from ..ir.visit import children, walk
from .sim_values import truthy


def samplable(s: N.For) -> bool:
    """Whether ``for`` loop ``s`` may be sampled (module doc)."""
    if s.cond is None or s.step is None or not _affine_body(s):
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


def _affine_body(s: N.For) -> bool:
    """Whether the body uses the loop's variables (and the integers computed from them)
    only in sums, differences, products with other values and divisions or shifts by
    constants: no condition (not even through a value loaded at such an address), call,
    comparison, ``%`` or bitwise operation sees them, and no integer is loaded at such an
    address (indirection), so nothing but addresses changes from one iteration to the
    next."""
    tainted = {n.name for part in (s.init, s.step) if part is not None
               for n in walk(part) if isinstance(n, (N.Var, N.Decl))}
    memo: dict = {}

    def sees(e) -> bool:
        """Whether ``e``'s value depends on the iteration other than through memory (a
        value loaded from an address that depends on it is data, not a position)."""
        if e is None:
            return False
        k = id(e)
        if k not in memo:
            if isinstance(e, N.Var):
                memo[k] = e.name in tainted
            elif isinstance(e, (N.Index, N.Deref)) and _floating(e.type):
                memo[k] = False
            else:
                memo[k] = any(sees(c) for c in children(e))
        return memo[k]

    grew = True
    while grew:
        grew = False
        for n in walk(s.body):
            name = None
            if isinstance(n, N.Decl) and sees(n.init) and not _floating(n.type):
                name = n.name
            elif isinstance(n, N.Assign) and sees(n.value):
                v = _assigned_var(n.target)
                name = v.name if v is not None and not _floating(v.type) else None
            if name is not None and name not in tainted:
                tainted.add(name)
                memo.clear()
                grew = True
    def touches(e) -> bool:
        return any(isinstance(v, N.Var) and v.name in tainted for v in walk(e))

    for n in walk(s.body):
        if isinstance(n, (N.If, N.For, N.While, N.DoWhile, N.Conditional)) and touches(n.cond):
            return False
        if isinstance(n, N.Switch) and touches(n.value):
            return False
        if isinstance(n, (N.Index, N.Deref)) and not _floating(n.type) and any(
                sees(c) for c in children(n)):
            return False
        if isinstance(n, N.Call) and any(sees(a) for a in n.args):
            return False
        if isinstance(n, N.Unary) and n.op not in ("-", "+") and sees(n.operand):
            return False
        if isinstance(n, N.Binary) and (sees(n.lhs) or sees(n.rhs)) and not (
                n.op in ("+", "-") or (n.op == "*" and not (sees(n.lhs) and sees(n.rhs)))
                or (n.op in ("/", ">>") and _const(n.rhs))):
            return False
        if isinstance(n, N.Assign) and n.op not in (None, "+", "-") and sees(n.value):
            return False
    return True


def _const(e) -> bool:
    while isinstance(e, N.Cast):
        e = e.operand
    return isinstance(e, N.Const)


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
    """What a replay counted (``statements``, ``sites`` of ``block_replay.run_block`` and
    the simulator's trace) between a :meth:`take` and its :meth:`delta`, and adding such a
    difference ``n`` times.

    Only what changes is recorded: while a loop iteration is being run (a :meth:`take` not
    yet closed by its :meth:`delta`), the first change of a statement, site or trace line
    saves its value before the change (:meth:`statement`, :meth:`site`, and the trace's
    journals, which ``Trace.add``/``add_site`` fill); the difference is then computed over
    those alone. Snapshotting and comparing every count on each iteration was a sixth of a
    replay."""

    def __init__(self, statements: dict, sites: dict, trace):
        self.statements, self.sites, self.trace = statements, sites, trace
        self.probes: list[list] = []  # the accesses of the loop iterations being run
        self.open: list[_Before] = []  # iterations being run, innermost last

    def statement(self, key, lc) -> None:
        """Note that statement ``key`` (its counts ``lc``, None if new) is about to count."""
        for b in self.open:
            if key not in b.st:
                b.st[key] = (0, 0, 0, 0) if lc is None else (
                    lc.executions, lc.active_warps, lc.active_threads,
                    len(lc.warps_per_execution))

    def site(self, key, sc) -> None:
        """Note that shared site ``key`` (its counts ``sc``, None if new) is about to count."""
        for b in self.open:
            if key not in b.si:
                b.si[key] = (0, 0, 0, 0) if sc is None else (
                    sc.requests, sc.wavefronts, sc.lanes, len(sc.per_call))

    def access(self, kind: str, where, addresses, nbytes: int) -> None:
        """Note one memory access (``kind`` global or shared, its site, the active lanes'
        byte addresses) for the iterations being run."""
        if self.probes:
            rec = (kind, where, np.array(addresses, np.int64, copy=True).reshape(-1))
            for p in self.probes:
                p.append(rec)

    def take(self) -> "_Before":
        """Start recording what changes (until :meth:`delta` of the result)."""
        b = _Before(None if self.trace is None else dict(self.trace.totals))
        self.open.append(b)
        if self.trace is not None:
            self.trace.line_journals.append(b.lines)
            self.trace.site_journals.append(b.sites)
        return b

    def delta(self, before: "_Before") -> tuple:
        """What was counted since ``before`` (a :meth:`take`, closed here), comparable with
        ``==``: ``(statements, sites, trace)`` differences, trace None without one."""
        self.open.remove(before)
        if self.trace is not None:
            _drop(self.trace.line_journals, before.lines)
            _drop(self.trace.site_journals, before.sites)
        st = {}
        for k, (e, aw, at, n) in before.st.items():
            v = self.statements[k]
            if v.executions != e:
                st[k] = (v.executions - e, v.active_warps - aw, v.active_threads - at,
                         tuple(v.warps_per_execution[n:]))
        si = {}
        for k, (r, w, ln, n) in before.si.items():
            v = self.sites[k]
            if v.requests != r or len(v.per_call) != n:
                si[k] = (v.requests - r, v.wavefronts - w, v.lanes - ln, tuple(v.per_call[n:]))
        tr = None
        if before.totals is not None:
            t = self.trace
            tr = (_diff(t.totals, before.totals),
                  {k: d2 for k, d in before.lines.items()
                   if (d2 := _diff(t.by_line.get(k, {}), d))},
                  {k: d2 for k, d in before.sites.items()
                   if (d2 := _diff(t.by_site.get(k, {}), d))})
        return st, si, tr

    def add(self, delta: tuple, times: int) -> None:
        """Count ``delta`` (a :meth:`delta`) ``times`` more times."""
        from .block_replay import LineCounts, SiteCounts

        if times <= 0:
            return
        st, si, tr = delta
        for k, (e, aw, at, tail) in st.items():
            if self.open:
                self.statement(k, self.statements.get(k))
            lc = self.statements.setdefault(k, LineCounts())
            lc.executions += times * e
            lc.active_warps += times * aw
            lc.active_threads += times * at
            lc.warps_per_execution.extend(tail * times)
        for k, (r, w, ln, tail) in si.items():
            if self.open:
                self.site(k, self.sites.get(k))
            sc = self.sites.setdefault(k, SiteCounts())
            sc.requests += times * r
            sc.wavefronts += times * w
            sc.lanes += times * ln
            sc.per_call.extend(tail * times)
        if tr is not None:
            t = self.trace
            _add(t.totals, tr[0], times)
            for k, d in tr[1].items():
                _save(t.line_journals, t.by_line, k)
                _add(t.by_line.setdefault(k, {}), d, times)
            for k, d in tr[2].items():
                _save(t.site_journals, t.by_site, k)
                _add(t.by_site.setdefault(k, {"requests": 0, "units": 0, "lanes": 0}), d, times)


class _Before:
    """One loop iteration's record of the values before their first change: statement and
    site counts (numbers and list lengths), trace lines and sites (copies of their dicts,
    empty where new) and the trace's totals (copied whole at the start: a few keys)."""

    __slots__ = ("st", "si", "lines", "sites", "totals")

    def __init__(self, totals):
        self.st: dict = {}
        self.si: dict = {}
        self.lines: dict = {}
        self.sites: dict = {}
        self.totals = totals


def _save(journals: list, table: dict, key) -> None:
    """Save trace entry ``table[key]`` as it is now (a copy; empty where new) into each
    journal that has not saved it yet (what ``Trace.add`` does before a change)."""
    for saved in journals:
        if key not in saved:
            d = table.get(key)
            saved[key] = {} if d is None else dict(d)


def _drop(journals: list, saved: dict) -> None:
    """Remove journal ``saved`` (by identity: equal dicts may be open at once)."""
    for i in range(len(journals) - 1, -1, -1):
        if journals[i] is saved:
            del journals[i]
            return


def shifts(prev: list, cur: list) -> tuple | None:
    """The amount every lane's address of each access moved from iteration ``prev`` to
    ``cur`` (one amount per access), when each is a whole number of 32-byte sectors
    (global) or 4-byte banks (shared), so that the sectors and the bank conflicts of the
    two iterations are the same; None otherwise."""
    if len(prev) != len(cur):
        return None
    out = []
    for (k0, w0, a0), (k1, w1, a1) in zip(prev, cur):
        if k0 != k1 or w0 != w1 or a0.shape != a1.shape:
            return None
        d = int(a1[0] - a0[0]) if a0.size else 0
        if a0.size and ((a1 - a0 != d).any() or d % (32 if k0 == "global" else 4)):
            return None
        out.append(d)
    return tuple(out)


def _diff(now: dict, before: dict) -> dict:
    if now == before:  # most lines and sites are not in the iteration: one C comparison
        return {}
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
        seen: list = []  # (mask, delta, accesses) of the last real iterations
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
                probe: list = []
                counts.probes.append(probe)
                fr.loops.append((np.zeros(ctx.n, bool), np.zeros(ctx.n, bool)))
                try:
                    m = body(ctx, m)
                finally:
                    fr.loops.pop()
                    counts.probes.pop()
                seen = (seen + [(key, counts.delta(before), probe)])[-k:]
                if len(seen) == k and all(x[:2] == seen[0][:2] for x in seen):
                    moved = {shifts(a[2], b[2]) for a, b in zip(seen, seen[1:])}
                    if len(moved) == 1 and None not in moved:
                        skip = seen[-1][:2]
            if m.any():
                step(ctx, m)
        if skip is not None:
            counts.add(skip[1], pending)
        return M(done)
    return f


__all__ = ["samplable", "sampled_for", "Counts"]
