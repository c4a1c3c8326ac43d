"""Grouping of consecutive accesses into vector accesses (paper 003, section V-B).

Two ways to put consecutive elements into one thread's hands, then one mechanism to turn
them into vector loads and stores:

* **inter-thread** (:func:`merge_threads`): G consecutive threads along x become one
  thread that runs the kernel body G times in sequence (copy g is old thread
  ``threadIdx.x * G + g``); the block shrinks to ``blockDim.x / G`` threads. Legal only
  with no barriers, no shared memory and no warp-level operations (the copies run one
  after another, so nothing may wait for or talk to another copy), and with every
  ``return`` an early exit at the top of the body (it becomes an ``if`` around the rest).
* **intra-thread** (:func:`unroll_loop`): a loop ``for (k = a; k < b; k++)`` runs G
  iterations per trip, with the remainder loop kept for ``b - a`` not a multiple of G.

In both, an access whose address steps by exactly one element from copy to copy, that no
loop separates from the copies, whose conditions have the same value in every copy (an
``x < n`` guard when ``x`` of copy 0 and ``n`` are multiples of G, checked at run time),
and that reads an array the kernel never writes (or writes an array it never reads) is
replaced by one vector access in copy 0 (loads) or copy G-1 (stores); the other copies use
lanes of it. Vectors are at most 16 bytes; 8- and 16-bit elements beyond 4 lanes travel
as ``uint2``/``uint4`` words split with shifts. Alignment of the vector address is a
run-time assumption on sizes and on the buffer's address.
"""

from __future__ import annotations

import dataclasses

from ..analysis.access import Access, find_accesses
from ..analysis.affine import Poly
from ..analysis.indexing import IndexEnv, target_name
from ..ir import nodes as N
from ..ir.types import AddressSpace, PointerType, ScalarType, VectorType
from ..ir.visit import transform, walk
from .swap import expand_global_ids, uses_warp_builtins
from .variant import Assumption, LaunchMap, Refusal, Step, Variant

U32 = ScalarType("int", 32, False)
I32 = ScalarType("int", 32, True)
_MEMORY_NODES = (N.Index, N.Deref, N.Field, N.Swizzle, N.Call)


# ----------------------------------------------------------------- small builders

def _const(v: int, t) -> N.Const:
    return N.Const(int(v), t)


def _wrap_blocks(s):
    """Make every if/loop body a Block, so statements can be inserted before others."""

    def f(n):
        if isinstance(n, N.If):
            then = n.then if isinstance(n.then, N.Block) else N.Block((n.then,), loc=n.loc)
            other = n.other
            if other is not None and not isinstance(other, N.Block):
                other = N.Block((other,), loc=n.loc)
            if then is not n.then or other is not n.other:
                return dataclasses.replace(n, then=then, other=other)
        if isinstance(n, (N.For, N.While, N.DoWhile)) and not isinstance(n.body, N.Block):
            return dataclasses.replace(n, body=N.Block((n.body,), loc=n.loc))
        return None

    return transform(s, f)


def normalize_exits(body: N.Block) -> N.Block | None:
    """``if (c) return; rest`` -> ``if (!c) { rest }`` at the top level; None when some other
    ``return`` remains (one that leaves from inside a loop or in the middle)."""
    stmts = list(body.stmts)
    out: list = []
    i = 0
    while i < len(stmts):
        s = stmts[i]
        if isinstance(s, N.If) and s.other is None and _is_return(s.then):
            rest = normalize_exits(N.Block(tuple(stmts[i + 1:]), loc=s.loc))
            if rest is None:
                return None
            cond = N.Unary("!", s.cond, I32, loc=s.cond.loc)
            out.append(N.If(cond, rest, None, loc=s.loc))
            return N.Block(tuple(out), loc=body.loc)
        out.append(s)
        i += 1
    new = N.Block(tuple(out), loc=body.loc)
    # a final bare "return;" is harmless; any other return is not
    tail = list(new.stmts)
    if tail and isinstance(tail[-1], N.Return) and tail[-1].value is None:
        tail = tail[:-1]
        new = N.Block(tuple(tail), loc=body.loc)
    if any(isinstance(n, N.Return) for n in walk(new)):
        return None
    return new


def _is_return(s) -> bool:
    if isinstance(s, N.Return) and s.value is None:
        return True
    return isinstance(s, N.Block) and len(s.stmts) == 1 and _is_return(s.stmts[0])


def _rename_locals(body, suffix: str, keep: frozenset = frozenset()):
    names = {n.name for n in walk(body) if isinstance(n, N.Decl)} - keep

    def f(n):
        if isinstance(n, N.Decl) and n.name in names:
            return dataclasses.replace(n, name=n.name + suffix)
        if isinstance(n, N.Var) and n.name in names:
            return dataclasses.replace(n, name=n.name + suffix)
        return None

    return transform(body, f)


def _memory_nodes(tree) -> list:
    return [n for n in walk(tree) if isinstance(n, _MEMORY_NODES)]


# ------------------------------------------------------------- uniform conditions

class _Uniformity:
    """Decides whether a condition has one value across the copies, collecting the
    run-time assumptions that make it so. ``var`` is the symbol that differs by one from
    copy to copy (``tid.x`` for merged threads, the loop symbol for unrolling)."""

    def __init__(self, env: IndexEnv, var: str, G: int, names):
        self.env, self.var, self.G, self.names = env, var, G, names
        self.assumptions: list[Assumption] = []

    def condition(self, e) -> str | None:
        """None when uniform, else the reason."""
        while isinstance(e, N.Cast):
            e = e.operand
        if isinstance(e, N.Binary) and e.op in ("&&", "||"):
            return self.condition(e.lhs) or self.condition(e.rhs)
        if isinstance(e, N.Unary) and e.op == "!":
            return self.condition(e.operand)
        from ..analysis.indexing import NonAffine
        if isinstance(e, N.Binary) and e.op in ("<", "<=", ">", ">=", "==", "!="):
            try:
                lhs, rhs = self.env.form(e.lhs), self.env.form(e.rhs)
            except NonAffine as err:
                return f"line {e.loc.line}: {err}"
            if may_wrap(e, lhs, rhs):
                return (f"line {e.loc.line}: an unsigned comparison whose operands may wrap "
                        "below zero")
            # a strict form d < 0 with d = lhs - rhs (or its mirror)
            d = {"<": lhs - rhs, "<=": lhs - rhs - Poly.const(1), ">": rhs - lhs,
                 ">=": rhs - lhs - Poly.const(1)}.get(e.op)
            if (lhs - rhs).coefficient(self.var).is_zero:
                return None
            if d is None:
                return f"line {e.loc.line}: an equality test on the copy index"
            c = d.coefficient(self.var).constant
            if c not in (1, -1):
                return f"line {e.loc.line}: the condition's step from copy to copy is {c}"
            rest = d - d.coefficient(self.var) * Poly.sym(self.var)
            if c == -1:  # -v + rest < 0  <=>  v - rest - 1 >= 0  <=>  !(v - rest - 1 < 0)
                rest = -rest - Poly.const(1)
            return self.multiple(rest, f"the condition at line {e.loc.line}")
        try:
            f = self.env.form(e)
        except NonAffine as err:
            return f"line {e.loc.line}: {err}"
        if f.coefficient(self.var).terms:
            return f"line {e.loc.line}: the condition differs between copies"
        return None

    def multiple(self, p: Poly, what: str, modulus: int | None = None) -> str | None:
        """Require ``p`` to be a multiple of ``modulus`` (default G) in copy 0 (where the
        copy variable is G times an integer), for every value of the index variables:
        each index variable's coefficient must be a multiple (possibly by a run-time
        assumption on sizes), and so must the invariant rest (a run-time assumption such
        as ``width % 4 == 0`` or ``(width - 2) % 4 == 0``). None, or the reason it fails."""
        m = modulus or self.G
        invariant = Poly()
        for mono, coef in p.terms:
            index = [s for s in mono if s.startswith(("tid.", "bid.", "loop:", "iter:"))]
            inv = [s for s in mono if s not in index]
            scale = coef * (self.G if self.var in index else 1)
            if not index:
                invariant = invariant + Poly(((mono, coef),))
                continue
            if scale % m == 0:
                continue
            if not inv:
                return f"{what}: the stride along {index[0]} ({scale}) is not a multiple of {m}"
            text = self._text(Poly((((tuple(inv)), scale),)))
            if text is None:
                return f"{what}: {', '.join(inv)} cannot be checked at run time"
            self.assumptions.append(Assumption("divisible", text, m, what))
        c = invariant.constant
        if c is not None:
            return None if c % m == 0 else f"{what}: the constant offset {c} is not a " \
                                           f"multiple of {m}"
        text = self._text(invariant)
        if text is None:
            return f"{what}: {', '.join(sorted(invariant.symbols()))} cannot be checked at " \
                   "run time"
        self.assumptions.append(Assumption("divisible", text, m, what))
        return None

    def _text(self, p: Poly) -> str | None:
        """``p`` written over run-time names (parameters, grid.x, block.y), or None."""
        spelled = {}
        for sym in p.symbols():
            t = self.names(sym)
            if t is None:
                return None
            spelled[sym] = t if t.isidentifier() else f"({t})"
        return p.render(lambda s: spelled[s])


def may_wrap(cmp: N.Binary, lhs: Poly, rhs: Poly) -> bool:
    """An unsigned comparison of forms with a negative coefficient: the affine reading
    (no wrap-around) may not hold (``i - 1u < n`` is false at i = 0)."""
    t = getattr(cmp.lhs, "type", None)
    unsigned = isinstance(t, ScalarType) and t.is_integer and not t.signed
    return unsigned and any(c < 0 for p in (lhs, rhs) for _, c in p.terms)


# ----------------------------------------------------------------- the grouping core

def _vector_plan(size: int, G: int):
    """(vectors, lanes per vector, vector type maker) for G elements of ``size`` bytes."""
    total = size * G
    nvec = max(1, -(-total // 16))
    lanes = G // nvec
    return nvec, lanes


def _vec_type(t: ScalarType, lanes: int):
    if lanes <= 4 and lanes in (2, 4) or (lanes == 1):
        return VectorType(t, lanes) if lanes > 1 else t, False
    words = t.size * lanes // 4
    return VectorType(U32, words) if words > 1 else U32, True


def _lane_read(var: N.Var, t: ScalarType, lane: int, packed: bool):
    if not packed:
        if isinstance(var.type, VectorType):
            return N.Swizzle(var, (lane,), t)
        return var
    word_t = U32
    w = (lane * t.size) // 4
    sh = 8 * ((lane * t.size) % 4)
    word = N.Swizzle(var, (w,), word_t) if isinstance(var.type, VectorType) else var
    shifted = N.Binary(">>", word, _const(sh, I32), word_t) if sh else word
    return N.Cast(t, shifted, implicit=False)


def _lane_write(var: N.Var, t: ScalarType, lane: int, packed: bool, value):
    if not packed:
        target = N.Swizzle(var, (lane,), t) if isinstance(var.type, VectorType) else var
        return N.ExprStmt(N.Assign(target, _convert(value, t), None, t))
    w = (lane * t.size) // 4
    sh = 8 * ((lane * t.size) % 4)
    mask = (1 << (8 * t.size)) - 1
    word = N.Swizzle(var, (w,), U32) if isinstance(var.type, VectorType) else var
    bits = N.Binary("&", N.Cast(U32, _convert(value, t), implicit=False),
                    _const(mask, U32), U32)
    if sh:
        bits = N.Binary("<<", bits, _const(sh, I32), U32)
    keep = N.Binary("&", word, _const(~(mask << sh) & 0xFFFFFFFF, U32), U32)
    return N.ExprStmt(N.Assign(word, N.Binary("|", keep, bits, U32), None, U32))


def _convert(value, t):
    if getattr(value, "type", None) == t:
        return value
    return N.Cast(t, value, implicit=True)


def _vector_pointer(lvalue, vt, space, const, minus: int = 0, plus: int = 0):
    """``*(VT*)(&lvalue - minus + plus)`` as an lvalue of type VT."""
    et = lvalue.type
    addr = N.AddressOf(lvalue, PointerType(et, space, const))
    off = plus - minus
    if off:
        addr = N.Binary("+" if off > 0 else "-", addr, _const(abs(off), I32), addr.type)
    return N.Deref(N.Cast(PointerType(vt, space, const), addr), vt)


@dataclasses.dataclass
class _Group:
    access: Access
    position: int  # index among memory nodes of the body
    nvec: int
    lanes: int
    vtype: object
    packed: bool
    names: list  # vector variable names


def _group_copies(copies: list, groups: list, G: int):
    """Rewrite the G copies: vector loads in copy 0, lane reads everywhere, lane writes
    and one vector store per vector in copy G-1. Returns (declarations, new copies)."""
    decls = []
    for grp in groups:
        for name in grp.names:
            decls.append(N.Decl(name, grp.vtype))
    out = []
    for g, copy in enumerate(copies):
        nodes = _memory_nodes(copy)
        replace: dict[int, object] = {}
        before: dict[int, list] = {}  # id(node) -> statements to put before its statement
        store_stmt: dict[int, list] = {}
        for grp in groups:
            node = nodes[grp.position]
            t = grp.access.type
            vec_index, lane = divmod(g, grp.lanes)
            var = N.Var(grp.names[vec_index], grp.vtype)
            space, const = _space_const(node)
            if grp.access.kind == "load":
                replace[id(node)] = _lane_read(var, t, lane, grp.packed)
                if g == 0:
                    loads = []
                    for j, name in enumerate(grp.names):
                        v = N.Var(name, grp.vtype)
                        loads.append(N.ExprStmt(N.Assign(
                            v, _vector_pointer(node, grp.vtype, space, const,
                                               plus=j * grp.lanes), None, grp.vtype)))
                    before.setdefault(id(node), []).extend(loads)
            else:
                stmts = []
                store_stmt[id(node)] = stmts
                if lane == grp.lanes - 1:
                    target = _vector_pointer(node, grp.vtype, space, const,
                                             minus=grp.lanes - 1)
                    stmts.append(("store", var, target, t, lane, grp.packed))
                else:
                    stmts.append(("lane", var, None, t, lane, grp.packed))
        out.append(_rewrite_copy(copy, replace, before, store_stmt))
    return decls, out


def _space_const(node):
    base = node.base if isinstance(node, N.Index) else getattr(node, "pointer", None)
    t = getattr(base, "type", None)
    if isinstance(t, PointerType):
        return t.space, t.const
    return AddressSpace.GLOBAL, False


def _rewrite_copy(copy, replace, before, store_stmt):
    """Apply expression replacements and statement insertions to one copy."""

    def contains(stmt, ids):
        return [n for n in walk(stmt) if id(n) in ids]

    def fix_block(block: N.Block) -> N.Block:
        stmts = []
        for s in block.stmts:
            # vector loads go right before the statement that reads them: a simple
            # statement, or an if whose condition does (loads inside nested statements
            # are placed when their own block is rebuilt)
            direct = not isinstance(s, (N.If, N.For, N.While, N.DoWhile, N.Block, N.Switch))
            where = s if direct else s.cond if isinstance(s, N.If) else None
            for h in contains(where, before) if where is not None else ():
                stmts.extend(before[id(h)])
            if isinstance(s, N.ExprStmt) and isinstance(s.expr, N.Assign) \
                    and id(s.expr.target) in store_stmt:
                kind, var, target, t, lane, packed = store_stmt[id(s.expr.target)][0]
                value = _subst(s.expr.value, replace)
                stmts.append(_lane_write(var, t, lane, packed, value))
                if kind == "store":
                    stmts.append(N.ExprStmt(N.Assign(target, var, None, var.type)))
                continue
            stmts.append(_descend(s))
        return dataclasses.replace(block, stmts=tuple(stmts))

    def _descend(s):
        if isinstance(s, N.Block):
            return fix_block(s)
        if isinstance(s, N.If):
            return dataclasses.replace(s, cond=_subst(s.cond, replace), then=_descend(s.then),
                                       other=None if s.other is None else _descend(s.other))
        if isinstance(s, N.For):
            return dataclasses.replace(s, init=None if s.init is None else _descend(s.init),
                                       cond=None if s.cond is None else _subst(s.cond, replace),
                                       step=None if s.step is None else _subst(s.step, replace),
                                       body=_descend(s.body))
        if isinstance(s, (N.While, N.DoWhile)):
            return dataclasses.replace(s, cond=_subst(s.cond, replace), body=_descend(s.body))
        if isinstance(s, N.Switch):
            return dataclasses.replace(s, value=_subst(s.value, replace),
                                       cases=tuple((v, fix_block(b)) for v, b in s.cases))
        if isinstance(s, N.Decl):
            return dataclasses.replace(s, init=None if s.init is None else
                                       _subst(s.init, replace))
        if isinstance(s, N.ExprStmt):
            return dataclasses.replace(s, expr=_subst(s.expr, replace))
        if isinstance(s, N.Return) and s.value is not None:
            return dataclasses.replace(s, value=_subst(s.value, replace))
        return s

    return fix_block(copy)


def _subst(e, replace: dict):
    """Replace nodes (by identity) inside expression ``e``."""
    if id(e) in replace:
        return replace[id(e)]
    fields = {}
    for f in dataclasses.fields(e):
        if f.name in ("loc", "type", "compute_type"):
            continue
        v = getattr(e, f.name)
        if isinstance(v, N.Expr):
            nv = _subst(v, replace)
            if nv is not v:
                fields[f.name] = nv
        elif isinstance(v, tuple) and v and all(isinstance(x, N.Expr) for x in v):
            nv = tuple(_subst(x, replace) for x in v)
            if any(a is not b for a, b in zip(nv, v)):
                fields[f.name] = nv
    return dataclasses.replace(e, **fields) if fields else e


# ---------------------------------------------------------- which accesses to group

def _choose(env: IndexEnv, accesses: list, var: str, G: int, names, body_nodes,
            inside_loop=None, everything: list | None = None):
    """Accesses to group (as _Group) and refusals for the others, with assumptions.
    ``everything`` is every access of the kernel (which arrays are read and written)."""
    every = accesses if everything is None else everything
    written = {a.array for a in every if a.kind in ("store", "atomic")}
    read = {a.array for a in every if a.kind in ("load", "atomic")}
    stores_per_array: dict = {}
    for a in every:
        if a.kind == "store":
            stores_per_array[a.array] = stores_per_array.get(a.array, 0) + 1
    groups, refusals, assumptions = [], [], []
    position = {id(n): i for i, n in enumerate(body_nodes)}
    for a in accesses:
        where = f"{a.kind} of {a.array} at line {a.loc.line}:{a.loc.col}"
        if a.space != "global":
            continue
        if a.offset is None or not a.affine:
            refusals.append(f"{where}: not affine ({a.reason})")
            continue
        step = a.offset.coefficient(var)
        if step.constant != a.size:
            if step.terms:
                refusals.append(f"{where}: steps {step} bytes from copy to copy, not one "
                                f"element ({a.size} bytes)")
            continue
        loops = a.loops if inside_loop is None else a.loops[a.loops.index(inside_loop) + 1:] \
            if inside_loop in a.loops else a.loops
        if loops:
            refusals.append(f"{where}: inside the loop at line {loops[-1].line}; the copies "
                            "run it one after another")
            continue
        if not isinstance(a.type, ScalarType):
            refusals.append(f"{where}: {a.type} elements are grouped only as scalars")
            continue
        if a.kind == "load" and a.array in written:
            refusals.append(f"{where}: {a.array} is also written by the kernel")
            continue
        if a.kind == "store" and (a.array in read or stores_per_array.get(a.array, 0) > 1):
            refusals.append(f"{where}: {a.array} is also read, or written in several places")
            continue
        if a.kind == "atomic":
            continue
        if id(a.node) not in position:
            refusals.append(f"{where}: inside a device function")
            continue
        uni = _Uniformity(env, var, G, names)
        bad = None
        with env.at(a.scope):
            for gd in a.guards:
                if inside_loop is not None and gd.cond in _loop_conds(inside_loop):
                    continue
                if gd.kind == "expr":
                    bad = f"under a condition inside an expression (line {gd.cond.loc.line})"
                    break
                bad = uni.condition(gd.cond)
                if bad:
                    break
        if bad:
            refusals.append(f"{where}: {bad}")
            continue
        nvec, lanes = _vector_plan(a.size, G)
        vt, packed = _vec_type(a.type, lanes)
        align = lanes * a.size
        copy0 = a.offset  # the copy variable of copy 0 is G * t (handled in multiple())
        why = uni.multiple(copy0, f"the address of {where}", modulus=align)
        if why:
            refusals.append(f"{where}: alignment: {why}")
            continue
        assumptions.extend(uni.assumptions)
        if env.params.get(a.array) is not None:
            assumptions.append(Assumption("aligned", "", align, f"vector {where}",
                                          param=a.array))
        groups.append(_Group(a, position[id(a.node)], nvec, lanes, vt, packed, []))
    return groups, refusals, assumptions


def _loop_conds(lp) -> tuple:
    return (lp.node.cond,) if isinstance(lp.node, N.For) else ()


def _name_groups(groups, fn, suffix):
    used = {n.name for n in walk(fn) if isinstance(n, (N.Decl, N.Var))}
    for i, grp in enumerate(groups):
        for j in range(grp.nvec):
            base = f"{grp.access.array}_v{i}{'_' + str(j) if grp.nvec > 1 else ''}{suffix}"
            name = base
            k = 0
            while name in used:
                k += 1
                name = f"{base}_{k}"
            used.add(name)
            grp.names.append(name)


# ---------------------------------------------------------------- inter-thread

def merge_threads(module: N.Module, fn: N.Function, G: int, grid, block, params: dict,
                  new_name: str, launch_map: LaunchMap | None = None):
    """Merge G consecutive threads along x into one (inter-thread grouping).

    Returns ``(Variant, Step, refusals)`` or a :class:`Refusal`. ``launch_map`` is how
    ``fn``'s launch follows from the original's (after earlier swaps), so that run-time
    assumptions are written in the original launch's names."""
    step = f"merge {G} threads"
    if int(block[0]) % G:
        return Refusal("group-threads", f"{step}: blockDim.x = {block[0]} is not a multiple "
                                        f"of {G}")
    if any(isinstance(n, N.Barrier) for n in walk(fn.body)):
        return Refusal("group-threads", f"{step}: the kernel has barriers; merged threads "
                                        "would wait for themselves")
    warp = uses_warp_builtins(fn)
    if warp:
        return Refusal("group-threads", f"{step}: {warp}")
    if any(isinstance(n, N.Decl) and n.space == AddressSpace.SHARED for n in walk(fn.body)) \
            or any(getattr(g, "space", None) == AddressSpace.SHARED for g in module.globals):
        return Refusal("group-threads", f"{step}: the kernel uses shared memory; threads "
                                        "run in sequence would see each other's slots")
    fn = expand_global_ids(fn)
    body = normalize_exits(fn.body)
    if body is None:
        return Refusal("group-threads", f"{step}: a return other than an early exit at the "
                                        "top of the kernel")
    body = _wrap_blocks(body)
    fn = dataclasses.replace(fn, body=body)
    env = IndexEnv(fn, module, module.dialect)
    accesses = find_accesses(env)
    body_nodes = _memory_nodes(body)
    names = launch_names(fn, launch_map)
    groups, refusals, assumptions = _choose(env, accesses, "tid.x", G, names, body_nodes)
    if not groups:
        return Refusal("group-threads", f"{step}: no access can be grouped"
                       + (": " + "; ".join(refusals) if refusals else ""))
    _name_groups(groups, fn, "")
    copies = []
    for g in range(G):
        copies.append(_rename_locals(_thread_copy(body, G, g), f"_m{g}"))
    decls, new_copies = _group_copies(copies, groups, G)
    new_body = N.Block(tuple(decls) + tuple(new_copies), loc=body.loc)
    new_fn = dataclasses.replace(fn, name=new_name, source_name=new_name, body=new_body)
    lm = (launch_map or LaunchMap()).divided("block.x", G)
    new_block = (int(block[0]) // G, int(block[1]), int(block[2]))
    from .swap import _with_function
    variant = Variant(_with_function(module, new_fn), new_name, fn.name, tuple(grid),
                      new_block, lm, assumptions)
    detail = (f"inter-thread: {G} threads merged along x; "
              + ", ".join(f"{grp.access.kind} {grp.access.array} (line {grp.access.loc.line})"
                          f" as {grp.nvec} x {grp.vtype}" for grp in groups))
    return variant, Step("group-threads", detail), refusals


def _thread_copy(body, G: int, g: int):
    """Copy g of the merged thread: threadIdx.x -> threadIdx.x * G + g, blockDim.x ->
    blockDim.x * G."""

    def f(e):
        if isinstance(e, N.Special) and e.dim == 0 and e.kind == "local_id":
            t = e.type
            scaled = N.Binary("*", e, _const(G, t), t, loc=e.loc)
            return N.Binary("+", scaled, _const(g, t), t, loc=e.loc) if g else scaled
        if isinstance(e, N.Special) and e.dim == 0 and e.kind == "local_size":
            return N.Binary("*", e, _const(G, e.type), e.type, loc=e.loc)
        return None

    return transform(body, f)


def launch_names(fn: N.Function, launch_map: LaunchMap | None = None):
    """Spell the launch symbols and integer parameters of ``fn`` in the original launch's
    names, for run-time assumptions (after a swap, the kernel's blockDim.x is the original
    launch's grid.x); None for what cannot be spelled."""
    lm = launch_map or LaunchMap()
    params = {p.name for p in fn.params}

    def names(sym: str):
        if sym.startswith("param:") and sym[6:] in params:
            return sym[6:]
        if sym.startswith(("ntid.", "nctaid.")):
            i = "xyz".index(sym[-1])
            src, div = ((lm.block[i], lm.block_div[i]) if sym.startswith("ntid.")
                        else (lm.grid[i], lm.grid_div[i]))
            return src if div == 1 else f"{src} / {div}"
        return None

    return names


# ---------------------------------------------------------------- intra-thread

def unroll_loop(module: N.Module, fn: N.Function, loop_node: N.For, G: int, grid, block,
                params: dict, new_name: str, launch_map: LaunchMap | None = None):
    """Unroll ``loop_node`` by G with a remainder loop and group the accesses whose address
    steps by one element per iteration. Returns ``(Variant, Step, refusals)`` or a
    :class:`Refusal`."""
    env = IndexEnv(fn, module, module.dialect)
    lp = env.loop(loop_node)
    step = f"unroll the loop at line {lp.line} by {G}"
    if lp.kind != "linear" or lp.step.constant != 1 or lp.op not in ("<", "<="):
        return Refusal("group-loop", f"{step}: it is not 'for (k = a; k < b; k++)'")
    if not isinstance(loop_node.init, N.Decl):
        return Refusal("group-loop", f"{step}: the loop variable is declared outside it")
    if any(isinstance(n, (N.Break, N.Continue, N.Return)) for n in walk(loop_node.body)):
        return Refusal("group-loop", f"{step}: its body leaves early (break/continue/return)")
    every = find_accesses(env)
    body_nodes = _memory_nodes(loop_node.body)
    names = launch_names(fn, launch_map)
    inner = [a for a in every if a.loops and a.loops[-1] is lp]
    groups, refusals, assumptions = _choose(env, inner, lp.symbol, G, names, body_nodes,
                                            inside_loop=lp, everything=every)
    # the loop's own condition reads "k < b": fine. Loop start must keep alignment:
    if not groups:
        return Refusal("group-loop", f"{step}: no access in it can be grouped"
                       + (": " + "; ".join(refusals) if refusals else ""))
    uni = _Uniformity(env, lp.symbol, G, names)
    why = uni.multiple(lp.start, f"the start of the loop at line {lp.line}")
    if why:
        return Refusal("group-loop", f"{step}: {why}")
    assumptions.extend(uni.assumptions)
    _name_groups(groups, fn, "")
    var = loop_node.init.name
    kt = loop_node.init.type
    body = _wrap_blocks(loop_node.body)
    if not isinstance(body, N.Block):
        body = N.Block((body,), loc=loop_node.loc)
    copies = [_rename_locals(_iteration_copy(body, var, kt, g), f"_u{g}") for g in range(G)]
    decls, new_copies = _group_copies(copies, groups, G)
    cond = loop_node.cond
    bound = cond.rhs if target_name(cond.lhs) == var else cond.lhs
    bt = bound.type
    if lp.op == "<=":
        bound = N.Binary("+", bound, _const(1, bt), bt)
    kvar = N.Var(var, kt)
    # main loop: for (k = a; k < b - (G-1); k += G) { G copies }
    main_cond = N.Binary("<", N.Cast(bt, kvar, implicit=True) if kt != bt else kvar,
                         N.Binary("-", bound, _const(G - 1, bt), bt), I32)
    main = N.For(loop_node.init, main_cond,
                 N.Assign(kvar, _const(G, kt), "+", kt, compute_type=kt),
                 N.Block(tuple(decls) + tuple(new_copies)), loc=loop_node.loc)
    # remainder: for (k_r = a + (b - a) / G * G; k_r < b; k_r++) { body }
    rvar = _fresh(fn, var + "_r")
    start = loop_node.init.init
    span = N.Binary("-", bound, N.Cast(bt, start, implicit=True) if start.type != bt
                    else start, bt)
    first = N.Binary("+", N.Cast(bt, start, implicit=True) if start.type != bt else start,
                     N.Binary("*", N.Binary("/", span, _const(G, bt), bt), _const(G, bt), bt),
                     bt)
    rinit = N.Decl(rvar, kt, N.Cast(kt, first, implicit=True) if kt != bt else first,
                   loc=loop_node.loc)
    rk = N.Var(rvar, kt)
    rest_body = _rename_var(_rename_locals(body, "_r"), var, rvar)
    rest = N.For(rinit, N.Binary("<", N.Cast(bt, rk, implicit=True) if kt != bt else rk,
                                 bound, I32),
                 N.IncDec(rk, 1, False, kt), rest_body, loc=loop_node.loc)
    replacement = N.Block((main, rest), loc=loop_node.loc)
    new_fn = _replace_stmt(fn, loop_node, replacement)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    from .swap import _with_function
    variant = Variant(_with_function(module, new_fn), new_name, fn.name, tuple(grid),
                      tuple(block), launch_map or LaunchMap(), assumptions)
    detail = (f"intra-thread: loop at line {lp.line} unrolled by {G} with a remainder loop; "
              + ", ".join(f"{grp.access.kind} {grp.access.array} (line {grp.access.loc.line})"
                          f" as {grp.nvec} x {grp.vtype}" for grp in groups))
    return variant, Step("group-loop", detail), refusals


def _fresh(fn, name: str) -> str:
    used = {n.name for n in walk(fn) if isinstance(n, (N.Decl, N.Var))}
    out, k = name, 0
    while out in used:
        k += 1
        out = f"{name}{k}"
    return out


def _rename_var(tree, old: str, new: str):
    def f(e):
        if isinstance(e, N.Var) and e.name == old:
            return N.Var(new, e.type, loc=e.loc)
        return None

    return transform(tree, f)


def _iteration_copy(body, var: str, t, g: int):
    if g == 0:
        return body

    def f(e):
        if isinstance(e, N.Var) and e.name == var:
            return N.Binary("+", e, _const(g, t), t, loc=e.loc)
        return None

    return transform(body, f)


def _replace_stmt(fn: N.Function, old, new) -> N.Function:
    """``fn`` with statement ``old`` (by identity) replaced by ``new``."""
    return transform(fn, lambda n: new if n is old else None)


__all__ = ["merge_threads", "unroll_loop", "normalize_exits"]
