"""Proving that the threads of a block do not exchange data through memory.

Paper 003 (section V-A.2) allows inter-loop index swapping and thread merging only when
"threads do not have a true data dependence relation between each other"; its tool
refused every kernel that uses shared memory. Here the absence of a cross-thread
dependence is *proven* from the affine forms of the accesses, and only what cannot be
proven is refused.

:func:`cross_thread_conflicts` takes the accesses of one kernel in one address space and
asks, for every ordered pair (A, B) of accesses to the same array of which at least one
writes (a store or an atomic), whether two *different* threads of the *same* block can touch
a common byte, A in thread 1 and B in thread 2. That is an integer linear feasibility
problem, solved exactly with ``scipy.optimize.milp`` (HiGHS):

* variables: the thread index components of both threads (``0 <= tid.x < blockDim.x``
  ...), the block indices (one set, shared by both threads: ``0 <= bid.x < gridDim.x``),
  the loop symbols of A's loops for thread 1 and of B's loops for thread 2, and one free
  integer per invariant that has no value (a parameter not given, an opaque
  thread-invariant value): it is the same in both threads;
* linear loops ``for (v = start; v < bound; v += step)`` are modelled exactly as
  ``counter >= 0`` and ``start + step * counter < bound`` (start and bound may be affine
  in the thread, block and outer-loop indices); geometric loops (``s *= 2``, ``s >>= 1``)
  whose start and bound are known after substituting the launch and the parameters are an
  exact choice among their finitely many values;
* ``lin(tid1) - lin(tid2) >= 1`` with ``lin`` the linear thread id within the block (the
  other order is the ordered pair (B, A));
* byte overlap: ``offsetA(thread 1) - offsetB(thread 2)`` in ``[-(sizeA - 1), sizeB - 1]``
  (the bytes ``[offA, offA + sizeA)`` and ``[offB, offB + sizeB)`` meet).

Fixed variables (extents of 1) are substituted before the solver runs; when HiGHS fails
(it has been seen to stop with "Solve error" on tiny problems) it is run again without its
presolve, then the problem is enumerated when its box is small, and otherwise reported as
"cannot prove". A witness is checked in exact integers before it is reported. A feasible
problem is reported with a witness (the two threads, the block, the loop
values and the byte). An empty result means PROVEN: no two different threads of one block
touch a common byte of one array where one of them writes, anywhere in the kernel (the
proof does not use barriers, so it is stronger than "no race": no data flows at all).

Over-approximations (each can only add reported conflicts, never hide one):

* conditions (``if``, ``?:``, ``&&``, early ``return``) around an access are ignored: the
  access is assumed to run in every thread; ``break`` is ignored likewise;
* a loop that cannot be described (a while loop, unknown bounds) is ignored when the
  offset does not use its symbol (the address is the same in every iteration), even
  though it may run no iteration; loops that can be described are exact, a loop that
  runs no iteration for a thread removes that thread's access;
* invariants without a value are free integers (shared by both threads).

Not memory, so not checked here: data exchanged through warp shuffles and votes
(``transform.swap`` refuses those itself). ``__ldg`` loads are in the access list like any
load (they are legal only on data no thread writes during the kernel, so a pair of one with
a store of the same array is a kernel's own error; it is reported as any other pair).

What cannot be proven is reported as a reason starting with ``cannot prove:``: an offset
that is not affine once the launch and the parameters are known (a loaded value, a
thread index times an unknown parameter), a loop the offset depends on whose iterations
cannot be described (a while loop, an unknown step, a ``!=`` condition with unknown
bounds), a call of a device function that may touch the memory, an access through a
pointer of unknown address space, and (global memory) two different buffers that may
alias (neither pointer is ``__restrict__``; pass ``assume_distinct_buffers=True`` when the
caller guarantees distinct allocations). CUDA ``extern __shared__`` arrays all start at the
same address and are compared as one array.

:func:`form_range` uses the same model to bound an affine form over one thread's
iteration space (the padding transformation uses it to prove that an index stays within
its dimension).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..ir import nodes as N
from ..ir.launch import dim3
from ..ir.types import AddressSpace, ArrayType, PointerType
from ..ir.visit import walk
from .access import Access, find_accesses, offset_text
from .affine import AXES, BLOCK_VARS, THREAD_VARS, Poly, is_index_var, launch_values, \
    spell_symbol
from .indexing import IndexEnv, Loop

MAX_GEOMETRIC = 64  # values of a geometric loop enumerated as a choice
_EXTERN_SHARED = "extern __shared__"  # the one array all extern shared arrays are


class CannotProve(Exception):
    """Why the model cannot be built; ``str()`` is a sentence."""


# ------------------------------------------------------------------------ the model

@dataclass
class _Model:
    """An integer linear feasibility problem over named variables."""

    grid: tuple
    block: tuple
    values: dict
    dialect: str = "cuda"
    names: list = field(default_factory=list)
    index: dict = field(default_factory=dict)
    lo: list = field(default_factory=list)
    hi: list = field(default_factory=list)
    rows: list = field(default_factory=list)  # (terms dict, lo, hi)
    loop_failures: dict = field(default_factory=dict)  # renamed symbol -> reason
    modelled: set = field(default_factory=set)  # renamed loop symbols with constraints
    choices: dict = field(default_factory=dict)  # renamed geometric symbol -> [(z, value)]

    def var(self, name: str, lo=None, hi=None) -> int:
        if name in self.index:
            i = self.index[name]
            if lo is not None:
                self.lo[i] = lo if self.lo[i] is None else max(self.lo[i], lo)
            if hi is not None:
                self.hi[i] = hi if self.hi[i] is None else min(self.hi[i], hi)
            return i
        self.index[name] = len(self.names)
        self.names.append(name)
        self.lo.append(lo)
        self.hi.append(hi)
        return self.index[name]

    def add(self, terms: dict, lo, hi) -> None:
        """``lo <= sum(coef * var) <= hi`` (None: no bound on that side)."""
        terms = {k: v for k, v in terms.items() if v}
        if not terms:
            if (lo is not None and lo > 0) or (hi is not None and hi < 0):
                self.rows.append(({}, lo, hi))  # infeasible: kept so solve() says so
            return
        self.rows.append((terms, lo, hi))

    # ------------------------------------------------------------------- variables
    def thread(self, k: int) -> None:
        for i, v in enumerate(THREAD_VARS):
            self.var(f"t{k}:{v}", 0, int(self.block[i]) - 1)

    def rename(self, sym: str, k: int) -> str:
        if sym.startswith(("tid.", "loop:", "iter:")):
            return f"t{k}:{sym}"
        return sym

    def linear(self, p: Poly, k: int, what: str) -> tuple[dict, int]:
        """``p`` (already substituted) as {variable: coefficient} and a constant, reading
        its thread-dependent symbols as thread ``k``'s; raises CannotProve."""
        terms: dict = {}
        const = 0
        for m, c in p.terms:
            if not m:
                const += c
                continue
            idx = [s for s in m if is_index_var(s)]
            if len(m) == 1 or not idx:
                name = "*".join(m) if len(m) > 1 else self.rename(m[0], k)
                i = self._symbol(name, m, k)
                terms[i] = terms.get(i, 0) + c
                continue
            spell = lambda s: spell_symbol(s, self.dialect)  # noqa: E731
            others = [spell(s) for s in m if s not in idx[:1]]
            raise CannotProve(f"{what} multiplies {spell(idx[0])} by {' * '.join(others)}"
                              + ("; give the values of the parameters" if any(
                                  not is_index_var(s) for s in m) else ""))
        return terms, const

    def _symbol(self, name: str, m, k: int) -> int:
        sym = m[0] if len(m) == 1 else None
        if sym is not None and sym.startswith("bid."):
            axis = AXES.index(sym[-1])
            return self.var(name, 0, int(self.grid[axis]) - 1)
        if sym is not None and sym.startswith("tid."):
            return self.var(name)  # bounded by thread()
        if sym is not None and sym.startswith(("loop:", "iter:")):
            if name in self.loop_failures:
                raise CannotProve(self.loop_failures[name])
            if name not in self.modelled:
                raise CannotProve(f"the index uses {spell_symbol(sym, self.dialect)} outside "
                                  "its loop")
            return self.var(name)
        return self.var(name)  # an invariant without a value: a free integer

    # ----------------------------------------------------------------------- loops
    def loops(self, loops: tuple, k: int) -> None:
        """Constrain the symbols of ``loops`` (outermost first) for thread ``k``; loops
        that cannot be described are remembered and only matter if used."""
        for lp in loops:
            if lp.kind == "unknown" or not lp.symbol:
                continue
            name = self.rename(lp.symbol, k)
            if name in self.modelled or name in self.loop_failures:
                continue
            try:
                self._loop(lp, name, k)
            except CannotProve as err:
                self.loop_failures[name] = (f"the loop at line {lp.line} "
                                            f"({lp.var}): {err}")
            else:
                self.modelled.add(name)

    def _loop(self, lp: Loop, name: str, k: int) -> None:
        start = lp.start.substitute(self.values)
        bound = lp.bound.substitute(self.values)
        if lp.kind == "linear":
            step = lp.step.substitute(self.values).constant
            if not step:
                raise CannotProve("its step is not a known constant")
            s_terms, s_const = self.linear(start, k, "its start")
            b_terms, b_const = self.linear(bound, k, "its bound")
            i = self.var(name, 0)
            terms = dict(s_terms)
            terms[i] = terms.get(i, 0) + step
            for v, c in b_terms.items():
                terms[v] = terms.get(v, 0) - c
            rhs = b_const - s_const  # start + step*i - bound  vs  0
            op = lp.op
            if step > 0 and op in ("<", "<="):
                self.add(terms, None, rhs - (1 if op == "<" else 0))
                return
            if step < 0 and op in (">", ">="):
                self.add(terms, rhs + (1 if op == ">" else 0), None)
                return
            a, b = start.constant, bound.constant
            if a is None or b is None:
                raise CannotProve(f"'{lp.var} {op} bound' with a step of {step} and bounds "
                                  "that are not known constants")
            probe = Loop(lp.node, "linear", lp.var, Poly.const(a), Poly.const(b), op,
                         Poly.const(step))
            n = probe.trip_count({})
            if n is None:
                raise CannotProve("it does not terminate as written")
            self.var(name, 0, n - 1)
            return
        a, b = start.constant, bound.constant
        if a is None or b is None:
            raise CannotProve("a geometric loop whose start or bound is not a known constant")
        seq = _geometric(a, b, lp)
        zs = []
        for v in seq:
            z = self.var(f"{name}={v}", 0, 1)
            zs.append((z, v))
        i = self.var(name)
        self.choices[name] = zs
        if not zs:
            self.add({}, 1, 1)  # never runs: infeasible
            return
        self.add({z: 1 for z, _ in zs}, 1, 1)
        terms = {z: -v for z, v in zs}
        terms[i] = 1
        self.add(terms, 0, 0)

    # ------------------------------------------------------------------- solving
    def solve(self, objective: dict | None = None):
        """(status, x): status "feasible" (x a witness, or an optimum of ``objective``,
        minimized), "infeasible", "unbounded" or an error text. Fixed variables are
        substituted first; a HiGHS failure is retried without its presolve, then by
        enumeration when the problem is small; a witness is checked in integers."""
        n = len(self.names)
        lo = [None if x is None else int(x) for x in self.lo]
        hi = [None if x is None else int(x) for x in self.hi]
        if any(a is not None and b is not None and a > b for a, b in zip(lo, hi)):
            return "infeasible", None
        fixed = {i: lo[i] for i in range(n) if lo[i] is not None and lo[i] == hi[i]}
        free = [i for i in range(n) if i not in fixed]
        col = {i: k for k, i in enumerate(free)}
        rows = []
        for terms, l, h in self.rows:
            shift = sum(c * fixed[i] for i, c in terms.items() if i in fixed)
            rest = {col[i]: c for i, c in terms.items() if i not in fixed and c}
            l2 = None if l is None else l - shift
            h2 = None if h is None else h - shift
            if not rest:
                if (l2 is not None and l2 > 0) or (h2 is not None and h2 < 0):
                    return "infeasible", None
                continue
            rows.append((rest, l2, h2))
        obj = {col[i]: c for i, c in (objective or {}).items() if i in col and c}
        status, y = self._milp(len(free), [lo[i] for i in free], [hi[i] for i in free],
                               rows, obj)
        if status != "feasible":
            return status, None
        x = np.zeros(n, dtype=np.int64)
        for i, v in fixed.items():
            x[i] = v
        for k, i in enumerate(free):
            x[i] = y[k]
        if not self._check(x):
            return "the solver's witness does not satisfy the constraints", None
        return "feasible", x

    def _check(self, x) -> bool:
        for i, (a, b) in enumerate(zip(self.lo, self.hi)):
            if (a is not None and x[i] < a) or (b is not None and x[i] > b):
                return False
        for terms, l, h in self.rows:
            v = sum(int(c) * int(x[i]) for i, c in terms.items())
            if (l is not None and v < l) or (h is not None and v > h):
                return False
        return True

    @staticmethod
    def _milp(n: int, lo: list, hi: list, rows: list, obj: dict):
        if n == 0:
            return "feasible", np.zeros(0, dtype=np.int64)
        from scipy.optimize import Bounds, LinearConstraint, milp

        c = np.zeros(n)
        for i, v in obj.items():
            c[i] = v
        lb = np.array([-np.inf if x is None else x for x in lo], dtype=float)
        ub = np.array([np.inf if x is None else x for x in hi], dtype=float)
        cons = []
        if rows:
            a = np.zeros((len(rows), n))
            rl = np.empty(len(rows))
            rh = np.empty(len(rows))
            for r, (terms, l, h) in enumerate(rows):
                for i, v in terms.items():
                    a[r, i] = v
                rl[r] = -np.inf if l is None else l
                rh[r] = np.inf if h is None else h
            cons.append(LinearConstraint(a, rl, rh))
        message = ""
        for options in ({}, {"presolve": False}):
            res = milp(c, integrality=np.ones(n), bounds=Bounds(lb, ub), constraints=cons,
                       options={"time_limit": 30.0, "mip_rel_gap": 0.0, **options})
            if res.status == 0:
                x = np.round(res.x).astype(np.int64)
                if _rows_hold(x, rows, lo, hi):
                    return "feasible", x
                message = "the solver's witness does not satisfy the constraints"
                continue
            if res.status == 2:
                return "infeasible", None
            if res.status == 3:
                return "unbounded", None
            message = str(res.message)
        return _enumerate(n, lo, hi, rows, obj, message)


def _rows_hold(x, rows, lo, hi) -> bool:
    for i, (a, b) in enumerate(zip(lo, hi)):
        if (a is not None and x[i] < a) or (b is not None and x[i] > b):
            return False
    for terms, l, h in rows:
        v = sum(int(c) * int(x[i]) for i, c in terms.items())
        if (l is not None and v < l) or (h is not None and v > h):
            return False
    return True


def _enumerate(n, lo, hi, rows, obj, message, limit: int = 1 << 20):
    """Exact answer by enumeration when every variable is bounded and the box is small
    (the fallback when the solver fails)."""
    if any(a is None or b is None for a, b in zip(lo, hi)):
        return f"the solver stopped: {message}", None
    sizes = [b - a + 1 for a, b in zip(lo, hi)]
    total = 1
    for k in sizes:
        total *= k
    if total > limit:
        return f"the solver stopped: {message}", None
    grids = np.meshgrid(*[np.arange(a, b + 1, dtype=np.int64) for a, b in zip(lo, hi)],
                        indexing="ij")
    pts = np.stack([g.reshape(-1) for g in grids], axis=1)
    ok = np.ones(len(pts), dtype=bool)
    for terms, l, h in rows:
        v = np.zeros(len(pts), dtype=np.int64)
        for i, c in terms.items():
            v += int(c) * pts[:, i]
        if l is not None:
            ok &= v >= l
        if h is not None:
            ok &= v <= h
    if not ok.any():
        return "infeasible", None
    pts = pts[ok]
    if obj:
        v = np.zeros(len(pts), dtype=np.int64)
        for i, c in obj.items():
            v += int(c) * pts[:, i]
        return "feasible", pts[int(np.argmin(v))]
    return "feasible", pts[0]


def _geometric(a: int, b: int, lp: Loop) -> list[int]:
    seq = []
    k = a
    for _ in range(MAX_GEOMETRIC + 1):
        if not _holds(k, lp.op, b):
            return seq
        seq.append(k)
        nk = int(k / lp.factor) if lp.divide else k * lp.factor
        if nk == k:
            raise CannotProve("it does not advance")
        k = nk
    raise CannotProve(f"it runs more than {MAX_GEOMETRIC} iterations")


def _holds(k: int, op: str, b: int) -> bool:
    return {"<": k < b, "<=": k <= b, ">": k > b, ">=": k >= b, "!=": k != b}[op]


def _values(env: IndexEnv, grid, block, params) -> dict:
    values = launch_values(grid, block)
    for k, v in (params or {}).items():
        values[f"param:{k}"] = int(v)
    values.update(env.opaque_values(values))
    return values


def _scipy_missing() -> str | None:
    try:
        import scipy.optimize  # noqa: F401
    except ImportError:
        return "cannot prove: scipy is not installed (the proofs use scipy.optimize.milp)"
    return None


# ------------------------------------------------------------------- conflicts

def cross_thread_conflicts(env: IndexEnv, accesses: list[Access], grid, block,
                           params: dict | None = None, *, space: str = "shared",
                           assume_distinct_buffers: bool = False,
                           limit: int | None = None) -> list[str]:
    """Why two different threads of one block may touch a common byte of an array in
    ``space`` ("shared" or "global"), one of them writing; EMPTY means proven they never
    do (see the module doc for the model and what it over-approximates).

    ``accesses`` are accesses of ``env``'s kernel (others than ``space`` are skipped);
    ``params`` gives integer parameter values by name. Each reason is a sentence naming
    both accesses (line:col, array, kind) and, for a found conflict, the witness threads;
    reasons for what cannot be proven start with "cannot prove:". ``limit`` stops after
    that many reasons."""
    grid, block = dim3(grid), dim3(block)
    reasons: list[str] = []
    reasons.extend(_unseen_memory(env, space))
    mine = [a for a in accesses if a.space == space]
    if not any(a.kind != "load" for a in mine):
        return reasons
    missing = _scipy_missing()
    if missing:
        return reasons + [missing]
    values = _values(env, grid, block, params)
    seen_bad: set = set()
    cache: dict = {}
    for i, a in enumerate(mine):
        for j in range(i, len(mine)):
            b = mine[j]
            if a.kind == "load" and b.kind == "load":
                continue
            alias = _may_alias(env, a, b, space, assume_distinct_buffers)
            if alias is False:
                continue
            if isinstance(alias, str):
                key = frozenset((a.array, b.array))
                if key not in seen_bad:
                    seen_bad.add(key)
                    reasons.append(alias)
                continue
            bad = [x for x in (a, b) if _undescribable(env, x, grid, block, values, cache)]
            if bad:
                for x in bad:
                    if id(x) not in seen_bad:
                        seen_bad.add(id(x))
                        reasons.append(cache[id(x)])
                continue
            # both orders, unless it is the same access (symmetric)
            for p, q in ((a, b),) if i == j else ((a, b), (b, a)):
                why = _pair(env, p, q, grid, block, values)
                if why:
                    reasons.append(why)
                    break
            if limit is not None and len(reasons) >= limit:
                return reasons
    return reasons


def _undescribable(env: IndexEnv, a: Access, grid, block, values, cache: dict) -> str | None:
    """Why the model cannot describe access ``a`` on its own (None when it can)."""
    if id(a) not in cache:
        if not a.affine:
            cache[id(a)] = (f"cannot prove: {_name(a, env)} has no affine index "
                            f"({a.reason or 'not affine'})")
        else:
            m = _Model(grid, block, values, env.dialect)
            m.thread(1)
            try:
                m.loops(a.loops, 1)
                m.linear(a.offset.substitute(values), 1, "its index")
            except CannotProve as err:
                cache[id(a)] = f"cannot prove: {_name(a, env)}: {err}"
            else:
                cache[id(a)] = None
    return cache[id(a)]


def _pair(env: IndexEnv, a: Access, b: Access, grid, block, values) -> str | None:
    """A reason when thread 1 doing ``a`` and thread 2 doing ``b`` may overlap."""
    m = _Model(grid, block, values, env.dialect)
    m.thread(1)
    m.thread(2)
    try:
        m.loops(a.loops, 1)
        m.loops(b.loops, 2)
        ta, ca = m.linear(a.offset.substitute(values), 1, f"the index of {_name(a, env)}")
        tb, cb = m.linear(b.offset.substitute(values), 2, f"the index of {_name(b, env)}")
    except CannotProve as err:
        return f"cannot prove: {_name(a, env)} against {_name(b, env)}: {err}"
    # lin(t1) - lin(t2) >= 1
    lin = {}
    scale = 1
    for axis, v in enumerate(THREAD_VARS):
        lin[m.index[f"t1:{v}"]] = scale
        lin[m.index[f"t2:{v}"]] = -scale
        scale *= int(block[axis])
    m.add(lin, 1, None)
    # offA - offB in [-(sizeB - 1), sizeA - 1]
    terms = dict(ta)
    for v, c in tb.items():
        terms[v] = terms.get(v, 0) - c
    d = ca - cb
    # [offA, offA + sizeA) and [offB, offB + sizeB) meet iff -(sizeA-1) <= offA-offB <= sizeB-1
    sa, sb = max(1, a.size), max(1, b.size)
    m.add(terms, -(sa - 1) - d, (sb - 1) - d)
    status, x = m.solve()
    if status == "infeasible":
        return None
    if status != "feasible":
        return f"cannot prove: {_name(a, env)} against {_name(b, env)}: {status}"
    return _witness(env, m, x, a, b, ta, ca, tb, cb)


def _witness(env, m: _Model, x, a: Access, b: Access, ta, ca, tb, cb) -> str:
    def val(name):
        return int(x[m.index[name]]) if name in m.index else 0

    def thread(k):
        return "(" + ", ".join(str(val(f"t{k}:{v}")) for v in THREAD_VARS) + ")"

    def loops(k, acc):
        vals = _as_values(m, x, k)
        out = []
        for lp in acc.loops:
            name = m.rename(lp.symbol, k) if lp.symbol else None
            if name in m.modelled and name in m.index:
                v = lp.variable().substitute(m.values).evaluate(vals)
                out.append(f"{lp.var}={v}")
        return (" with " + ", ".join(out)) if out else ""

    off_a = ca + sum(c * int(x[i]) for i, c in ta.items())
    off_b = cb + sum(c * int(x[i]) for i, c in tb.items())
    blk = "(" + ", ".join(str(val(v)) for v in BLOCK_VARS) + ")"
    free = [f"{spell_symbol(n, env.dialect) if '*' not in n else n}={int(x[i])}"
            for n, i in m.index.items() if n.startswith(("param:", "opaque:")) or "*" in n]
    where = (", where " + ", ".join(free)) if free else ""
    return (f"{_name(a, env)} by thread {thread(1)}{loops(1, a)} and {_name(b, env)} by "
            f"thread {thread(2)}{loops(2, b)} of block {blk} touch the same bytes "
            f"({a.array} bytes {off_a}..{off_a + max(1, a.size) - 1} and "
            f"{off_b}..{off_b + max(1, b.size) - 1}{where})")


def _as_values(m: _Model, x, k: int) -> dict:
    """Values of the original symbols for thread ``k`` in solution ``x``."""
    out = dict(m.values)
    for name, i in m.index.items():
        prefix = f"t{k}:"
        if name.startswith(prefix):
            out[name[len(prefix):]] = int(x[i])
        elif ":" not in name or name.startswith(("bid.", "param:", "opaque:")):
            out[name] = int(x[i])
    return out


def _name(a: Access, env: IndexEnv) -> str:
    idx = offset_text(a.offset, env, a.size) if a.offset is not None else "?"
    return f"line {a.loc.line}:{a.loc.col} {a.kind} {a.array}[{idx}]"


def _may_alias(env: IndexEnv, a: Access, b: Access, space: str, distinct: bool):
    """True: same array (compare offsets); False: different objects; a string: they may
    overlap in a way the offsets cannot tell."""
    ra, rb = _root(env, a.array), _root(env, b.array)
    if ra == rb:
        return True
    if "?" in (ra, rb):
        x = a if ra == "?" else b
        return f"cannot prove: {_name(x, env)} reaches memory through an unknown pointer"
    if space == "shared" or distinct:
        return False
    pa, pb = env.params.get(ra), env.params.get(rb)
    if pa is None or pb is None or not isinstance(pa.type, PointerType) \
            or not isinstance(pb.type, PointerType):
        return False  # a module variable is an object of its own
    if pa.type.restrict or pb.type.restrict:
        return False
    return (f"cannot prove: buffers {ra} and {rb} may alias (neither pointer is "
            f"__restrict__): line {a.loc.line}:{a.loc.col} {a.kind} {ra}[..] and line "
            f"{b.loc.line}:{b.loc.col} {b.kind} {rb}[..] may touch the same bytes")


def _root(env: IndexEnv, array: str) -> str:
    d = env.decls.get(array)
    if d is not None and d.extern and d.space == AddressSpace.SHARED:
        return _EXTERN_SHARED
    g = env.globals.get(array)
    if g is not None and g.extern and g.space == AddressSpace.SHARED:
        return _EXTERN_SHARED
    return array


def _unseen_memory(env: IndexEnv, space: str) -> list[str]:
    """Memory of ``space`` the access list cannot show: device function calls that may
    touch it, accesses through pointers of unknown address space."""
    out = []
    sp = AddressSpace.SHARED if space == "shared" else AddressSpace.GLOBAL
    functions = {f.name for f in env.module.functions} if env.module else set()
    module_vars = [g.name for g in (env.module.globals if env.module else ())
                   if g.space == sp]
    seen_generic = False
    for n in walk(env.fn.body):
        if isinstance(n, N.Call) and n.name in functions:
            passes = any(isinstance(x.type, (PointerType, ArrayType)) and getattr(
                x.type, "space", sp) in (sp, AddressSpace.GENERIC) for x in n.args)
            if passes or module_vars:
                out.append(f"cannot prove: line {n.loc.line}:{n.loc.col} calls device "
                           f"function {n.name}, whose {space} memory accesses are not analysed")
        elif isinstance(n, (N.Index, N.Deref)) and not seen_generic:
            base = n.base if isinstance(n, N.Index) else n.pointer
            if isinstance(base.type, PointerType) and base.type.space == AddressSpace.GENERIC:
                seen_generic = True
                out.append(f"cannot prove: line {n.loc.line}:{n.loc.col} accesses memory "
                           "through a pointer of unknown address space")
    return out


def kernel_conflicts(module: N.Module, fn, grid, block, params: dict | None = None, *,
                     space: str = "shared", assume_distinct_buffers: bool = False) -> list[str]:
    """:func:`cross_thread_conflicts` for every access of kernel ``fn`` (a Function or a
    name) in ``space``."""
    if isinstance(fn, str):
        fn = module.function(fn)
    env = IndexEnv(fn, module, module.dialect)
    return cross_thread_conflicts(env, find_accesses(env), grid, block, params, space=space,
                                  assume_distinct_buffers=assume_distinct_buffers)


def is_thread_private(module: N.Module, fn, grid, block, params: dict | None = None, *,
                      space: str = "shared") -> bool:
    """True when it is proven that no thread of a block reads or writes bytes of ``space``
    another thread of the block writes (for shared memory: every shared array is used as
    per-thread scratch)."""
    return not kernel_conflicts(module, fn, grid, block, params, space=space)


# ------------------------------------------------------------------------ ranges

def form_range(env: IndexEnv, form: Poly, loops: tuple, grid, block,
               params: dict | None = None) -> tuple[int, int] | None:
    """The least and greatest value of affine ``form`` (a Poly over the thread, block and
    loop symbols of ``loops``) over one thread's iteration space: every thread and block
    of the launch and every iteration of ``loops`` (conditions ignored, so the range may
    be wider than what runs). None when ``loops`` run no iteration; raises
    :class:`CannotProve` when the form or a loop it needs cannot be described."""
    missing = _scipy_missing()
    if missing:
        raise CannotProve(missing[len("cannot prove: "):])
    grid, block = dim3(grid), dim3(block)
    values = _values(env, grid, block, params)
    m = _Model(grid, block, values, env.dialect)
    m.thread(1)
    m.loops(loops, 1)
    terms, const = m.linear(form.substitute(values), 1, "the index")
    if not terms:
        status, _ = m.solve()
        return None if status == "infeasible" else (const, const)
    out = []
    for sign in (1, -1):
        status, x = m.solve({i: sign * c for i, c in terms.items()})
        if status == "infeasible":
            return None
        if status == "unbounded":
            raise CannotProve(f"{form.render(lambda s: spell_symbol(s, env.dialect))} has no "
                              f"{'lower' if sign == 1 else 'upper'} bound")
        if status != "feasible":
            raise CannotProve(status)
        out.append(const + sum(c * int(x[i]) for i, c in terms.items()))
    return out[0], out[1]


__all__ = ["cross_thread_conflicts", "kernel_conflicts", "is_thread_private", "form_range",
           "CannotProve"]
