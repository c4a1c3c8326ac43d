"""Trip counts, induction variables and thread-independent conditions of the PDG
(:mod:`warpsmith.analysis.pdg`): the parts that evaluate forms over the launch."""

from __future__ import annotations

import math

import numpy as np

from ..ir import nodes as N
from ..ir.types import ScalarType
from ..ir.visit import walk
from .affine import AXES, Poly
from .indexing import IndexEnv, Loop, NonAffine, target_name
from .pdg import MAX_BLOCKS, MAX_COMBOS, PDG, PDGError, Predicate, Trip


# ----------------------------------------------------------------------------- trip counts


def _missing(p: Poly, values: dict, lp: Loop, env: IndexEnv, what: str):
    for s in sorted(p.symbols()):
        if s.startswith("param:") and s not in values:
            name = s.split(":", 1)[1]
            raise PDGError(f"kernel {env.fn.name}: the trip count of the loop at line "
                           f"{lp.line} needs the value of parameter {name} (its {what}); "
                           f"give it as --param {name}=VALUE", lp.node.loc)
        if s.startswith("opaque:") and s not in values:
            raise PDGError(f"kernel {env.fn.name}: the trip count of the loop at line "
                           f"{lp.line} needs the value of {s[7:]}; give the parameters it "
                           "uses", lp.node.loc)


def loop_trip(lp: Loop, values: dict, outer: list[Loop], env: IndexEnv, block, grid) -> Trip:
    """The trip count of ``lp`` per entry (see the module doc); raises PDGError when a
    parameter value is missing or the loop does not end."""
    if lp.kind == "unknown":
        return _span_trip(lp, values) or Trip(1.0, 1.0, exact=False, reason=lp.reason)
    parts = [lp.start, lp.bound] + ([lp.step] if lp.kind == "linear" else [])
    for p, what in zip(parts, ("start", "bound", "step")):
        _missing(p, values, lp, env, what)
    syms = set().union(*(p.symbols() for p in parts))
    outer_syms = {o.symbol for o in outer if o.symbol}
    used_outer = [o for o in outer if o.symbol in syms]
    if any(s.startswith(("loop:", "iter:")) and s not in outer_syms for s in syms):
        return Trip(1.0, 1.0, exact=False, reason=f"the loop at line {lp.line} depends on an "
                    "unknown loop variable")
    thread = any(s.startswith("tid.") for s in syms)
    blockdep = any(s.startswith("bid.") for s in syms)
    arrays = dict(values)
    nthreads = int(np.prod(block))
    if thread or blockdep:
        lin = np.arange(nthreads, dtype=np.int64)
        tid = (lin % block[0], (lin // block[0]) % block[1], lin // (block[0] * block[1]))
        nblocks = int(np.prod(grid))
        bl = np.unique(np.linspace(0, nblocks - 1, min(nblocks, MAX_BLOCKS)).astype(np.int64)) \
            if blockdep else np.zeros(1, np.int64)
        bid = (bl % grid[0], (bl // grid[0]) % grid[1], bl // (grid[0] * grid[1]))
        for i, a in enumerate(AXES):
            arrays[f"tid.{a}"] = np.tile(tid[i], bl.size)
            arrays[f"bid.{a}"] = np.repeat(bid[i], nthreads)
    combos = outer_combos(used_outer, values)
    warp_total = thread_total = 0.0
    for combo in combos:
        vals = dict(arrays)
        vals.update(combo)
        n = _trips_array(lp, vals, env)
        n = np.asarray(n, dtype=np.float64)
        if n.ndim == 0 or n.size == 1:
            warp_total += float(n.reshape(-1)[0])
            thread_total += float(n.reshape(-1)[0])
            continue
        per_block = n.reshape(-1, nthreads)
        pad = (-nthreads) % 32
        if pad:
            per_block = np.concatenate([per_block, np.full((per_block.shape[0], pad), -1.0)],
                                       axis=1)
        warps = per_block.reshape(per_block.shape[0], -1, 32).max(axis=2)
        warp_total += float(warps.mean())
        thread_total += float(n.mean())
    k = len(combos)
    return Trip(warp_total / k, thread_total / k, exact=True, thread_dependent=thread)


#: elements assumed between the data-read bounds of a loop that steps by a known amount
#: (``for (j = row_ptr[r] + lane; j < row_ptr[r + 1]; j += S)``): a warp's width. Nothing
#: before the kernel runs says how long a CSR row or a segment is; assuming the same span
#: for every configuration keeps what the configuration decides, the step: S threads
#: sharing a row make 1/S of the trips each (docs/model.md, "Loops over data-read bounds").
DATA_SPAN = 32


def _span_trip(lp: Loop, values: dict) -> Trip | None:
    """The estimated trip count of a loop over data-read bounds with a known step
    (:data:`DATA_SPAN` elements over the step); None when the step is not known."""
    if lp.span_step is None:
        return None
    step = lp.span_step.evaluate(values)
    if step is None or step == 0:
        return None
    trips = max(1.0, DATA_SPAN / abs(float(step)))
    return Trip(float(math.ceil(trips)), trips, exact=False,
                reason=f"{lp.reason}; assumed {DATA_SPAN} elements over a step of "
                       f"{abs(int(step))}: {math.ceil(trips)} trips")


def outer_combos(outer: list[Loop], values: dict) -> list[dict]:
    """Value combinations of the outer loops' symbols (an outer loop's own bounds may depend
    on the ones further out); at most MAX_COMBOS, evenly sampled beyond."""
    combos = [{}]
    for o in outer:
        nxt = []
        for c in combos:
            seq = sequence(o, {**values, **c})
            for v in seq:
                nxt.append({**c, o.symbol: int(v)})
        if len(nxt) > MAX_COMBOS:
            idx = np.linspace(0, len(nxt) - 1, MAX_COMBOS).astype(int)
            nxt = [nxt[i] for i in idx]
        combos = nxt or [{}]
    return combos


def sequence(lp: Loop, values: dict) -> list[int]:
    """Values of ``lp``'s symbol (the counter of a linear loop, the variable of a geometric
    one) for scalar ``values``."""
    a = lp.start.evaluate(values)
    b = lp.bound.evaluate(values)
    if a is None or b is None:
        return [0]
    if lp.kind == "linear":
        n = lp.trip_count(values)
        return list(range(n or 0))
    out = []
    v = a
    for _ in range(64):
        if not _holds(v, lp.op, b):
            break
        out.append(v)
        nv = int(v / lp.factor) if lp.divide else v * lp.factor
        if nv == v:
            break
        v = nv
    return out


def _holds(k, op, b):
    return {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
            "!=": np.not_equal, "==": np.equal}[op](k, b)


def _trips_array(lp: Loop, vals: dict, env: IndexEnv):
    from .replay import NotReplayable, evaluate_array

    try:
        a = evaluate_array(lp.start, vals)
        b = evaluate_array(lp.bound, vals)
    except NotReplayable as err:
        raise PDGError(f"the trip count of the loop at line {lp.line}: {err}", lp.node.loc) \
            from None
    if lp.kind == "linear":
        c = evaluate_array(lp.step, vals)
        a, b, c = np.broadcast_arrays(np.asarray(a, np.int64), np.asarray(b, np.int64),
                                      np.asarray(c, np.int64))
        op = lp.op
        if op == "!=":
            d = b - a
            ok = (c != 0) & (d % np.where(c == 0, 1, c) == 0) & (d // np.where(c == 0, 1, c) >= 0)
            if not ok.all():
                raise PDGError(f"the loop at line {lp.line} never ends (its variable steps "
                               "past its bound)", lp.node.loc)
            return d // c
        if op in ("<=", ">="):
            b = b + (1 if op == "<=" else -1)
            op = op[0]
        if op == "<":
            bad = (c <= 0) & (a < b)
            n = np.where(c > 0, -(-(b - a) // np.where(c > 0, c, 1)), 0)
        else:
            bad = (c >= 0) & (a > b)
            n = np.where(c < 0, -(-(a - b) // np.where(c < 0, -c, 1)), 0)
        if bad.any():
            raise PDGError(f"the loop at line {lp.line} never ends (its step moves away from "
                           "its bound)", lp.node.loc)
        return np.maximum(n, 0)
    v = np.asarray(a, np.int64).copy()
    b = np.asarray(b, np.int64)
    v, b = np.broadcast_arrays(v, b)
    v = v.copy()
    n = np.zeros(v.shape, np.int64)
    for _ in range(64):
        ok = _holds(v, lp.op, b)
        if not ok.any():
            return n
        n += ok
        nv = np.where(ok, (np.trunc(v / lp.factor).astype(np.int64) if lp.divide
                           else v * lp.factor), v)
        if np.any(ok & (nv == v)):
            raise PDGError(f"the loop at line {lp.line} never ends (its variable stops "
                           "changing)", lp.node.loc)
        v = nv
    raise PDGError(f"the geometric loop at line {lp.line} runs more than 64 iterations",
                   lp.node.loc)


# ----------------------------------------------------------------------------- induction variables


def derived_ivs(env: IndexEnv, loop_node: N.Stmt) -> dict:
    """Linear induction variables of a ``for`` loop other than its own variable: a local
    declared before the loop and assigned only once more, at the top level of the loop body,
    by an invariant amount (``v++``, ``v += c``, ``v -= c``, ``v = v + c``). Returns
    name -> (value at loop entry, step, index of the updating statement in the body)."""
    lp = env.loop(loop_node)
    if lp.kind != "linear" or not isinstance(loop_node, N.For):
        return {}
    body = loop_node.body.stmts if isinstance(loop_node.body, N.Block) else (loop_node.body,)
    out = {}
    for k, st in enumerate(body):
        if not isinstance(st, N.ExprStmt):
            continue
        e = st.expr
        name, step = None, None
        if isinstance(e, N.IncDec):
            name, step = target_name(e.target), Poly.const(e.delta)
        elif isinstance(e, N.Assign) and e.op in ("+", "-"):
            name = target_name(e.target)
            try:
                step = env.form(e.value)
            except NonAffine:
                continue
            step = step if e.op == "+" else -step
        elif isinstance(e, N.Assign) and e.op is None and isinstance(e.value, N.Binary) \
                and e.value.op in ("+", "-") and target_name(e.value.lhs) == target_name(
                    e.target):
            name = target_name(e.target)
            try:
                step = env.form(e.value.rhs)
            except NonAffine:
                continue
            step = step if e.value.op == "+" else -step
        if not name or step is None or step.index_vars():
            continue
        d = env.decls.get(name)
        if d is None or d.init is None or env.assigned.get(name, 0) != 1 or \
                name in env.escaped or not (isinstance(d.type, ScalarType)
                                            and d.type.is_integer):
            continue
        if any(isinstance(n, N.Decl) and n.name == name for n in walk(loop_node)):
            continue
        try:
            init = env.form(d.init)
        except NonAffine:
            continue
        out[name] = (init, step, k)
    return out


def closed_form_accesses(env: IndexEnv, accesses: list) -> list:
    """``accesses`` with the offsets of those that use derived induction variables
    (:func:`derived_ivs`) rewritten in closed form over the loop's counter."""
    import dataclasses

    ivs_of: dict = {}
    out = []
    for a in accesses:
        if a.offset is not None or not a.loops:
            out.append(a)
            continue
        scope = dict(a.scope)
        found = False
        for lp in a.loops:
            node = lp.node
            if id(node) not in ivs_of:
                ivs_of[id(node)] = derived_ivs(env, node)
            ivs = ivs_of[id(node)]
            if not ivs:
                continue
            body = node.body.stmts if isinstance(node.body, N.Block) else (node.body,)
            j = next((i for i, st in enumerate(body) if any(x is a.node for x in walk(st))),
                     None)
            if j is None:
                continue
            sym = Poly.sym(lp.symbol)
            for name, (init, step, k) in ivs.items():
                scope[name] = init + step * sym + (step if j > k else Poly())
                found = True
        if not found:
            out.append(a)
            continue
        try:
            with env.at(scope):
                addr = env.lvalue(a.node) if not isinstance(a.node, N.Call) else None
        except NonAffine:
            addr = None
        if addr is None or not addr.offset.is_affine:
            out.append(a)
            continue
        out.append(dataclasses.replace(a, offset=addr.offset, reason=""))
    return out


# ----------------------------------------------------------------------------- conditions


def condition_weight(pred: Predicate, pdg: PDG) -> tuple[float | None, str]:
    """Fraction of (block, iteration) pairs in which a thread-independent condition holds,
    evaluated exactly for affine conditions; (None, reason) otherwise."""
    from .replay import NotReplayable, condition

    env = pdg.env
    try:
        f = condition(pred.cond, env)
    except NotReplayable as err:
        v = env.evaluate(pred.cond, pdg.values)
        if v is not None:
            return float(bool(v)), ""
        return None, str(err)
    try:
        syms = _cond_symbols(pred.cond, env)
    except NonAffine as err:
        return None, str(err)
    for s in syms:
        if s.startswith("param:") and s not in pdg.values:
            return None, f"the condition needs the value of parameter {s[6:]}"
    arrays = dict(pdg.values)
    grid = pdg.grid
    if any(s.startswith("bid.") for s in syms):
        nblocks = int(np.prod(grid))
        bl = np.unique(np.linspace(0, nblocks - 1, min(nblocks, MAX_BLOCKS)).astype(np.int64))
        bid = (bl % grid[0], (bl // grid[0]) % grid[1], bl // (grid[0] * grid[1]))
        for i, a in enumerate(AXES):
            arrays[f"bid.{a}"] = bid[i]
    loops = [lp for lp in pred.loops if lp.symbol in syms]
    combos = outer_combos(loops, pdg.values)
    total = 0.0
    try:
        for c in combos:
            v = f({**arrays, **c})
            total += float(np.mean(np.asarray(v, dtype=np.float64)))
    except NotReplayable as err:
        return None, str(err)
    w = total / max(1, len(combos))
    return w, ""


def _cond_symbols(e: N.Expr, env: IndexEnv) -> set:
    out = set()
    for n in walk(e):
        if isinstance(n, N.Binary) and n.op in ("<", "<=", ">", ">=", "==", "!="):
            out |= env.form(n.lhs).symbols() | env.form(n.rhs).symbols()
    if not out:
        out = env.form(e).symbols()
    return out



__all__ = ["loop_trip", "derived_ivs", "closed_form_accesses", "condition_weight",
           "outer_combos", "sequence"]
