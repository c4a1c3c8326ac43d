"""Sequential addressing for a tree reduction in shared memory (issue 16: what the held-out
interleaved reduction needed).

The textbook block reduction adds pairs ``s[2*st*k] += s[2*st*k + st]`` for st = 1, 2, 4,
...: at level st the active threads' shared-memory slots are ``2*st`` words apart, so a warp's
accesses fall into few banks (2-, 4-, ... 32-way conflicts), and the active threads are spread
over many warps. Sequential addressing adds ``s[k] += s[k + st]`` for st = B/2, ..., 1: the
active threads are the first ``st`` and read consecutive words. Both add the same B values
into ``s[0]``, in another order.

:func:`sequential_tree` replaces such a loop by the sequential one. It does not match the
text of the loop: it *evaluates* the loop at the launch's block size B (a power of two; the
variant is made for that B, an assumption the guard checks): for every level and every
thread it computes, with the loop body's own expressions, which slot is added into which,
and requires exactly the interleaved tree's pairs ``(2*st*k, 2*st*k + st)``. Legal when

* the loop is ``for (st = 1; st < E; st *= 2)`` (or ``<<= 1``) with E equal to B at the
  launch, not inside another loop, and its body is declarations of integers, one ``if (c) s[d] += s[e];`` on a shared
  array and a barrier, nothing else (no other memory access, no exit);
* after the loop the kernel reads ``s`` only as ``s[0]`` and writes it no more (both forms
  sum the same slots ``s[0..B-1]`` into ``s[0]``; the other slots end differently);
* the sum may be reordered: integer addition (modulo 2^w), or floating point with
  ``reassociate=True``.
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from ..ir.types import I32, U32, ArrayType, ScalarType
from ..ir.visit import NodeTransformer, walk
from .contract import transformation
from .variant import Assumption, Refusal, Step, Variant, with_function

STEP = "tree-reduce"


class _NotEvaluable(Exception):
    pass


def _eval(e, env: dict, lid: int, block: int) -> int:
    """Value of an integer expression of ``st``, locals in ``env``, threadIdx.x and
    blockDim.x (C semantics for / and % on non-negative values)."""
    while isinstance(e, N.Cast):
        e = e.operand
    if isinstance(e, N.Const) and isinstance(e.value, (int, bool)):
        return int(e.value)
    if isinstance(e, N.Var) and e.name in env:
        return env[e.name]
    if isinstance(e, N.Special) and e.dim == 0 and e.kind == "local_id":
        return lid
    if isinstance(e, N.Special) and e.dim == 0 and e.kind == "local_size":
        return block
    if isinstance(e, N.Binary):
        a, b = _eval(e.lhs, env, lid, block), _eval(e.rhs, env, lid, block)
        ops = {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
               "<<": lambda: a << b, ">>": lambda: a >> b, "&": lambda: a & b,
               "|": lambda: a | b, "^": lambda: a ^ b, "<": lambda: int(a < b),
               "<=": lambda: int(a <= b), ">": lambda: int(a > b), ">=": lambda: int(a >= b),
               "==": lambda: int(a == b), "!=": lambda: int(a != b),
               "&&": lambda: int(bool(a) and bool(b)), "||": lambda: int(bool(a) or bool(b)),
               "/": lambda: a // b if b and a >= 0 and b > 0 else _bad(),
               "%": lambda: a % b if b and a >= 0 and b > 0 else _bad()}
        if e.op in ops:
            return ops[e.op]()
    raise _NotEvaluable(type(e).__name__)


def _bad():
    raise _NotEvaluable("division of a negative value")


def _const_names(fn: N.Function) -> dict:
    """Locals declared once with an initialiser and never assigned: name -> init."""
    assigned = {n.target.name for n in walk(fn.body)
                if isinstance(n, (N.Assign, N.IncDec)) and isinstance(n.target, N.Var)}
    out = {}
    for n in walk(fn.body):
        if isinstance(n, N.Decl) and n.init is not None and n.name not in assigned:
            out[n.name] = n.init
    return out


def _levels(loop: N.For, consts: dict, block: int) -> list | str:
    """The values of the loop variable, or why the loop is not ``st = 1; st < E; st *= 2``."""
    init = loop.init
    if not (isinstance(init, N.Decl) and init.init is not None):
        return "the loop variable is declared outside it"
    var = init.name
    env = {}
    for name, e in consts.items():
        try:
            env[name] = _eval(e, env, 0, block)
        except _NotEvaluable:
            continue
        except RecursionError:
            continue
    try:
        st = _eval(init.init, env, 0, block)
    except _NotEvaluable:
        return "its start is not a known integer"
    step = loop.step
    doubles = isinstance(step, N.Assign) and isinstance(step.target, N.Var) and \
        step.target.name == var and (
            (step.op == "*" and _is_const(step.value, 2)) or
            (step.op == "<<" and _is_const(step.value, 1)))
    if not doubles or st != 1 or not isinstance(loop.cond, N.Binary):
        return "it is not 'for (st = 1; st < E; st *= 2)'"
    out = []
    while len(out) <= 32:
        try:
            go = _eval(loop.cond, {**env, var: st}, 0, block)
        except _NotEvaluable:
            return "its condition is not a known integer comparison"
        if not go:
            return out
        out.append(st)
        st *= 2
    return "it runs more than 32 levels"


def _is_const(e, v) -> bool:
    while isinstance(e, N.Cast):
        e = e.operand
    return isinstance(e, N.Const) and e.value == v


def _body_parts(loop: N.For):
    """(integer declarations, the if statement, the shared array) or the reason."""
    body = loop.body.stmts if isinstance(loop.body, N.Block) else (loop.body,)
    decls, ifs, barriers = [], [], 0
    for s in body:
        if isinstance(s, N.Decl) and s.init is not None and isinstance(s.type, ScalarType) \
                and not s.type.is_float:
            decls.append(s)
        elif isinstance(s, N.If) and s.other is None:
            ifs.append(s)
        elif isinstance(s, N.Barrier):
            barriers += 1
        else:
            return f"line {s.loc.line}: a statement other than a declaration, an if or a barrier"
    if len(ifs) != 1 or barriers != 1 or not isinstance(body[-1], N.Barrier):
        return "the body is not 'if (...) s[d] += s[e]; barrier'"
    stmt = ifs[0].then
    if isinstance(stmt, N.Block) and len(stmt.stmts) == 1:
        stmt = stmt.stmts[0]
    a = stmt.expr if isinstance(stmt, N.ExprStmt) else None
    if not (isinstance(a, N.Assign) and a.op == "+" and isinstance(a.target, N.Index)
            and isinstance(a.value, N.Index) and isinstance(a.target.base, N.Var)
            and isinstance(a.value.base, N.Var) and a.target.base.name == a.value.base.name
            and isinstance(a.target.base.type, ArrayType)):
        return "the guarded statement is not 's[d] += s[e]' on one array"
    return decls, ifs[0], a


@transformation
def sequential_tree(variant: Variant, *, loop: N.For, reassociate: bool = False,
                    name: str | None = None) -> Variant | Refusal:
    """Replace the interleaved tree reduction ``loop`` by sequential addressing (see the
    module doc for the proof by evaluation and when it is refused)."""
    fn = variant.function()
    at = loop.loc
    what = f"sequential addressing for the tree at line {at.line}"
    B = int(variant.block[0])
    if B & (B - 1) or B < 2:
        return Refusal(STEP, f"{what}: the block's x extent {B} is not a power of two", at)
    if variant.launch_map.block[0] != "block.x" or variant.launch_map.block_div[0] != 1:
        return Refusal(STEP, f"{what}: the block is already remapped by an earlier step", at)
    if any(isinstance(n, (N.For, N.While, N.DoWhile)) and n is not loop
           and any(x is loop for x in walk(n)) for n in walk(fn.body)):
        return Refusal(STEP, f"{what}: the loop is inside another loop", at)
    consts = _const_names(fn)
    levels = _levels(loop, consts, B)
    if isinstance(levels, str):
        return Refusal(STEP, f"{what}: {levels}", at)
    parts = _body_parts(loop)
    if isinstance(parts, str):
        return Refusal(STEP, f"{what}: {parts}", at)
    decls, guard, add = parts
    arr = add.target.base
    t = arr.type.elem
    if not isinstance(t, ScalarType) or (t.is_float and not reassociate):
        return Refusal(STEP, f"{what}: {arr.name} holds {t}; adding it in another order "
                             "changes the rounding (reassociate=True allows it)", at)
    why = _proved_tree(levels, decls, guard, add, consts, loop.init.name, B)
    if why:
        return Refusal(STEP, f"{what}: {why}", at)
    why = _only_s0_after(fn, loop, arr.name)
    if why:
        return Refusal(STEP, f"{what}: {why}", at)
    new_fn = _replace(fn, loop, arr, B)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    assumptions = [Assumption("equal", "block.x", B, f"the tree is rewritten for {B} threads")]
    step = Step(STEP, f"{what}: s[lid] += s[lid + st] for st = {B // 2}, ..., 1 (was "
                      f"s[2*st*k] += s[2*st*k + st]; the same {B} values summed into "
                      f"{arr.name}[0])")
    return variant.derive(with_function(variant.module, new_fn), new_name, step,
                          assumptions=assumptions)


def _proved_tree(levels, decls, guard, add, consts, var, B) -> str | None:
    """None when, at every level, the threads whose guard holds add exactly the pairs of
    the interleaved tree; else the first difference."""
    want_levels = []
    st = 1
    while st < B:
        want_levels.append(st)
        st *= 2
    if levels != want_levels:
        return f"its levels {levels} are not 1, 2, ..., {B // 2}"
    for st in levels:
        pairs = set()
        for lid in range(B):
            env = {var: st}
            try:
                for name, e in consts.items():
                    try:
                        env.setdefault(name, _eval(e, env, lid, B))
                    except _NotEvaluable:
                        pass
                for d in decls:
                    env[d.name] = _eval(d.init, env, lid, B)
                if not _eval(guard.cond, env, lid, B):
                    continue
                pairs.add((_eval(add.target.index, env, lid, B),
                           _eval(add.value.index, env, lid, B)))
            except _NotEvaluable as exc:
                return f"an index or the guard is not an integer expression ({exc})"
        want = {(2 * st * k, 2 * st * k + st) for k in range(B // (2 * st))}
        if pairs != want:
            return f"at level {st} it adds {sorted(pairs)[:4]}..., not the tree's pairs"
    return None


def _only_s0_after(fn: N.Function, loop: N.For, arr: str) -> str | None:
    """Why ``arr`` is used after ``loop`` other than read as ``arr[0]`` (None if not)."""
    after = False
    for n in walk(fn.body):
        if n is loop:
            after = True
            continue
        if not after or any(n is x for x in walk(loop)):
            continue
        if isinstance(n, (N.Assign, N.IncDec)) and isinstance(n.target, N.Index) \
                and isinstance(n.target.base, N.Var) and n.target.base.name == arr:
            return f"line {n.loc.line}: {arr} is written after the loop"
        if isinstance(n, N.Index) and isinstance(n.base, N.Var) and n.base.name == arr \
                and not _is_const(n.index, 0):
            return f"line {n.loc.line}: {arr} is read after the loop other than as {arr}[0]"
    return None


def _replace(fn: N.Function, loop: N.For, arr: N.Var, B: int) -> N.Function:
    loc = loop.loc
    st = N.Var(loop.init.name, I32)
    lid = N.Cast(I32, N.Special("local_id", 0, U32, loc=loc), implicit=False)
    t = arr.type.elem
    add = N.Assign(N.Index(arr, lid, t, loc=loc),
                   N.Index(arr, N.Binary("+", lid, st, I32, loc=loc), t, loc=loc), "+", t, t,
                   loc=loc)
    body = N.Block((N.If(N.Binary("<", lid, st, I32, loc=loc), N.ExprStmt(add, loc=loc),
                         loc=loc), N.Barrier(("local", "global"), loc=loc)), loc=loc)
    new = N.For(N.Decl(st.name, I32, N.Const(B // 2, I32), loc=loc),
                N.Binary(">", st, N.Const(0, I32), I32, loc=loc),
                N.Assign(st, N.Const(1, I32), ">>", I32, I32, loc=loc), body, loc=loc)

    class Put(NodeTransformer):
        def visit(self, node):
            if node is loop:
                return new
            return self.generic_visit(node)

    return dataclasses.replace(fn, body=Put().visit(fn.body))


def tree_loops(fn: N.Function) -> list:
    """``for`` loops holding a barrier and a compound addition into a shared array (the
    candidates)."""
    return [n for n in walk(fn.body) if isinstance(n, N.For)
            and any(isinstance(x, N.Barrier) for x in walk(n.body))
            and any(isinstance(x, N.Assign) and x.op == "+" and isinstance(x.target, N.Index)
                    for x in walk(n.body))]


__all__ = ["sequential_tree", "tree_loops", "STEP"]
