"""Adjacent loops over the same range fused into one, and a load both read made once
(issue 16: the eleventh held-out suite's ``row_range_thread``, which walks a row once for
its maximum and again for its minimum).

A kernel that makes several passes over the same data, each pass folding it into its own
value, reads the data once per pass::

    float hi = row[0];
    for (int c = 1; c < cols; ++c) hi = fmaxf(hi, row[c]);
    float lo = row[0];
    for (int c = 1; c < cols; ++c) lo = fminf(lo, row[c]);

What an expert writes is one pass that keeps both values, each element loaded once.
:func:`fuse_loops` makes that form: the declarations between the loops move before the
first, the second loop's body follows the first's in one loop (each in its own block, the
second's variable renamed to the first's), and a load that both bodies make of the same
element (``row[c]``) is made once at the top of the iteration into a new local. A
reduction step (``warp-reduce``) can then spread the one loop over a warp.

Legal when (each checked, else a :class:`Refusal` saying which):

* the loops are statements of one block with only declarations between them, whose values
  store and call nothing (loads are allowed: the loops store nothing) and read nothing the
  first loop assigns, and whose names the first loop does not use;
* both are ``for (T j = a; j < b; step)`` with the same ``a``, comparison, ``b`` and step
  (the variables may differ), and neither body assigns a variable that ``a`` or ``b`` read;
* neither body leaves early, waits, stores to memory, increments or assigns its loop's
  variable, or calls anything but pure builtins;
* neither body reads or assigns a variable the other assigns (so each iteration of the
  second does what it did, whatever the first did before it);
* a shared load is made once only when its index reads nothing but the loop variable and
  variables neither body assigns or declares, and the first body makes it on every
  iteration (outside any ``if``, ``?:``, ``&&`` or ``||``): no element is read that the
  original did not read.
"""

from __future__ import annotations

import dataclasses

from ..analysis.access import _root_name
from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.visit import expr_children, transform, walk
from .contract import transformation
from .group import _rename_var, local_names, name_supply
from .iterations import loop_step
from .variant import Refusal, Step, Variant, with_function
from .warpreduce import REPEATABLE_KINDS as LANE_REPEATABLE

STEP = "fuse-loops"

#: the builtins a fused body may call: those every lane may repeat, less warp operations
#: and random generators (their results depend on the order of the calls)
REPEATABLE_KINDS = tuple(k for k in LANE_REPEATABLE if k not in ("shuffle", "curand"))


def _header(loop: N.For):
    """``(variable, its declaration's type and start, comparison, bound, step)`` of ``for (T j
    = a; j < b; j += s)`` (``<=``, ``>``, ``>=`` too), or None."""
    init, cond = loop.init, loop.cond
    if not (isinstance(init, N.Decl) and init.init is not None and isinstance(cond, N.Binary)
            and cond.op in ("<", "<=", ">", ">=") and isinstance(cond.lhs, N.Var)
            and cond.lhs.name == init.name):
        return None
    step = loop_step(loop)
    if step is None:
        return None
    return init.name, init.type, init.init, cond.op, cond.rhs, step


def _names(e) -> set:
    return {n.name for n in walk(e) if isinstance(n, N.Var)}


def _assigned(body) -> set:
    """Variables the body assigns or increments (declared in it or not)."""
    return {n.target.name for n in walk(body)
            if isinstance(n, (N.Assign, N.IncDec)) and isinstance(n.target, N.Var)}


def _declared(body) -> set:
    return {n.name for n in walk(body) if isinstance(n, N.Decl)}


def _body_refusal(loop: N.For) -> str | None:
    """Why the loop's body cannot be fused (None when it can)."""
    var = loop.init.name
    for n in walk(loop.body):
        where = f"line {n.loc.line}" if getattr(n, "loc", None) else "the body"
        if isinstance(n, (N.Break, N.Continue, N.Return, N.Barrier, N.InlineAsm)):
            return f"{where}: the loop at line {loop.loc.line} leaves early or waits"
        if isinstance(n, (N.Assign, N.IncDec)) and not isinstance(n.target, N.Var):
            return f"{where}: the loop at line {loop.loc.line} stores to memory"
        if isinstance(n, (N.Assign, N.IncDec)) and n.target.name == var:
            return f"{where}: the loop at line {loop.loc.line} assigns its variable"
        if isinstance(n, N.Call):
            b = BUILTINS.get(n.name)
            if b is None or b.kind not in REPEATABLE_KINDS:
                return f"{where}: the loop at line {loop.loc.line} calls {n.name}"
    return None


def _movable(s: N.Stmt, first: N.For) -> str | None:
    """Why ``s`` (between the loops) cannot move before ``first`` (None when it can)."""
    if not isinstance(s, N.Decl):
        return f"line {s.loc.line}: a statement between the loops that is not a declaration"
    if s.init is not None and any(isinstance(n, (N.Assign, N.IncDec, N.Call, N.Comma))
                                  for n in walk(s.init)):
        return f"line {s.loc.line}: a declaration between the loops with an effect"
    if s.init is not None and _names(s.init) & _assigned(first.body):
        return f"line {s.loc.line}: a declaration between the loops reads what the first assigns"
    if s.name in _names(first) | _declared(first):
        return f"line {s.loc.line}: the first loop uses the name {s.name}"
    return None


def _pair_refusal(a: N.For, b: N.For, between: list) -> str | None:
    """Why loops ``a`` and ``b`` (with ``between`` between them) cannot be fused."""
    ha, hb = _header(a), _header(b)
    if ha is None or hb is None:
        bad = a if ha is None else b
        return (f"the loop at line {bad.loc.line} is not 'for (T j = a; j < b; j += s)' with "
                "a constant step")
    if ha[1:] != hb[1:]:
        return f"the loops at lines {a.loc.line} and {b.loc.line} run over different ranges"
    why = _body_refusal(a) or _body_refusal(b)
    if why:
        return why
    for s in between:
        why = _movable(s, a)
        if why:
            return why
    bounds = _names(ha[2]) | _names(ha[4])
    wa, wb = _assigned(a.body), _assigned(b.body)
    if bounds & (wa | wb | {s.name for s in between}):
        return (f"the loops at lines {a.loc.line} and {b.loc.line}: a body assigns what the "
                "range reads")
    da, db = _declared(a.body), _declared(b.body)
    ra, rb = _names(a.body) - da, _names(b.body) - db
    clash = ((wa - da) & (rb | (wb - db))) | ((wb - db) & ra)
    if clash:
        return (f"the loops at lines {a.loc.line} and {b.loc.line} both use "
                + ", ".join(sorted(clash)) + ", which one of them assigns")
    if ha[0] != hb[0] and ha[0] in _names(b.body) | db:
        return f"the loop at line {b.loc.line} uses the name {ha[0]} of the first loop's variable"
    return None


def _unconditional_loads(body: N.Stmt) -> list:
    """The loads (``a[i]``) the body makes on every iteration: in its top-level statements,
    outside ``?:``, ``&&`` and ``||``."""
    out: list = []

    def visit(e):
        if isinstance(e, N.Conditional) or isinstance(e, N.Binary) and e.op in ("&&", "||"):
            return
        if isinstance(e, N.Index):
            out.append(e)
        for c in expr_children(e):
            visit(c)

    stmts = body.stmts if isinstance(body, N.Block) else (body,)
    for s in stmts:
        if isinstance(s, N.ExprStmt):
            e = s.expr
            if isinstance(e, N.Assign):  # the target is a variable: only the value loads
                e = e.value
            visit(e)
        elif isinstance(s, N.Decl) and s.init is not None:
            visit(s.init)
    return out


def _shared_loads(a: N.For, b_body: N.Stmt, var: str) -> list:
    """Loads of the first body made on every iteration that the second body makes too, whose
    index reads only ``var`` and variables neither body assigns or declares."""
    local = (_assigned(a.body) | _assigned(b_body) | _declared(a.body) | _declared(b_body))
    in_b = [n for n in walk(b_body) if isinstance(n, N.Index)]
    out: list = []
    for load in _unconditional_loads(a.body):
        if any(load == x for x in out) or (_names(load) - {var}) & local:
            continue
        if any(isinstance(n, N.Index) for n in walk(load.index)):
            continue  # an index that loads: keep it simple
        if any(load == x for x in in_b):
            out.append(load)
    return out


def _fused(a: N.For, b: N.For, fresh) -> tuple[N.For, list]:
    """The fused loop and the names of the locals made for shared loads."""
    var = a.init.name
    b_body = b.body if b.init.name == var else _rename_var(b.body, b.init.name, var)
    loads = _shared_loads(a, b_body, var)
    head, names = [], []
    body_a, body_b = a.body, b_body
    for load in loads:
        root = _root_name(load)
        name = fresh(f"{root if root.isidentifier() else 'load'}_v")
        names.append(name)
        head.append(N.Decl(name, load.type, load, loc=load.loc))

        def swap(e, load=load, name=name):
            return N.Var(name, load.type, loc=e.loc) if isinstance(e, N.Index) and e == load \
                else None

        body_a, body_b = transform(body_a, swap), transform(body_b, swap)

    def part(s) -> tuple:
        # a body's statements in place, or in a block of their own when it declares names
        stmts = s.stmts if isinstance(s, N.Block) else (s,)
        return (s,) if any(isinstance(x, N.Decl) for x in stmts) else stmts

    body = N.Block(tuple(head) + part(body_a) + part(body_b), loc=a.body.loc)
    return dataclasses.replace(a, body=body), names


def _fuse_block(block: N.Block, fresh, done: list, refused: list) -> N.Block:
    """``block`` with each run of fusable loops fused (left to right)."""
    stmts = list(block.stmts)
    i = 0
    while i < len(stmts):
        if not isinstance(stmts[i], N.For):
            i += 1
            continue
        j = next((k for k in range(i + 1, len(stmts)) if isinstance(stmts[k], N.For)), None)
        if j is None:
            break
        a, b, between = stmts[i], stmts[j], stmts[i + 1:j]
        why = _pair_refusal(a, b, between)
        if why:
            refused.append(why)
            i = j
            continue
        loop, names = _fused(a, b, fresh)
        done.append((a.loc.line, b.loc.line, names))
        stmts[i:j + 1] = list(between) + [loop]
        i += len(between)  # the fused loop may take the next loop too
    return dataclasses.replace(block, stmts=tuple(stmts))


@transformation
def fuse_loops(variant: Variant, *, name: str | None = None) -> Variant | Refusal:
    """Fuse adjacent loops over the same range, each shared load made once (see the module
    doc for the form and when it is legal)."""
    fn, module = variant.function(), variant.module
    fresh = name_supply(local_names(fn) | {p.name for p in fn.params})
    done: list = []
    refused: list = []
    new_body = transform(fn.body, lambda n: _fuse_block(n, fresh, done, refused)
                         if isinstance(n, N.Block) else None)
    if not done:
        why = refused[0] if refused else "no two loops follow each other in one block"
        return Refusal(STEP, why)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(fn, body=new_body, name=new_name, source_name=new_name)
    parts = []
    for la, lb, names in done:
        part = f"the loops at lines {la} and {lb} fused"
        if names:
            part += " (" + ", ".join(names) + " loaded once for both)"
        parts.append(part)
    return variant.derive(with_function(module, new_fn), new_name,
                          Step(STEP, "; ".join(parts)))


__all__ = ["fuse_loops", "STEP"]
