"""Whether the iterations of a loop are independent of each other, so that a group of
lanes may run them in any order (issue 16). :mod:`.lanes` spreads such a loop over the lanes
of each old thread; :mod:`.warpreduce` spreads the kernel's other such loops over the lanes it
gives a reduction (what a row's normalization after its sum needs: every lane would
otherwise walk the whole row again).

Independent means: the body leaves not early, waits for nothing, calls only pure builtins,
passes no pointer to a variable declared outside the loop, assigns no such variable
(nothing is carried from one iteration to the next but the loop variable) and stores only
to global memory with plain stores, each moving by a nonzero constant stride of at least
its own size per iteration (two iterations never write the same bytes). That the kernel
reads no buffer it writes is the caller's check (``warpreduce._stores_idempotent``).
"""

from __future__ import annotations

from ..analysis.access import find_accesses
from ..analysis.indexing import IndexEnv
from ..ir import nodes as N
from ..ir.types import AddressSpace, ArrayType, PointerType, ScalarType
from ..ir.visit import walk
from .argselect import leaves_or_calls


def independent_iterations(loop: N.For, fn: N.Function, module: N.Module) -> str | None:
    """Why the iterations of ``loop`` may depend on each other (None when they provably
    do not; see the module doc for the conditions)."""
    accesses = find_accesses(IndexEnv(fn, module, module.dialect))
    stores = {id(a.node) for a in accesses if a.kind == "store" and a.space == "global"}
    why = _body_carries(loop, stores) or pointer_args_outside(loop, fn)
    if why:
        return why
    return _stores_distinct(loop, accesses)


def _body_carries(loop: N.For, global_stores: set) -> str | None:
    """A statement of the body that could carry a value between iterations, or leave or
    wait (None when there is none). ``global_stores``: ``id`` of every store target the
    access analysis found in global memory."""
    inner = {n.name for n in walk(loop.body) if isinstance(n, N.Decl)}
    arrays = {n.name for n in walk(loop.body) if isinstance(n, N.Decl)
              and isinstance(n.type, ArrayType) and n.space == AddressSpace.PRIVATE}
    var = loop.init.name
    for n in walk(loop.body):
        why = leaves_or_calls(n)
        if why:
            return why
        if isinstance(n, (N.Assign, N.IncDec)):
            why = _assignment_carries(n, inner, arrays, var, global_stores)
            if why:
                return why
    return None


def _assignment_carries(n, inner: set, arrays: set, var: str,
                        global_stores: set) -> str | None:
    """Why one assignment or increment of the loop body may carry a value from one
    iteration to the next (None for a local of the body, an element of a private array of
    the body, or a plain global store)."""
    t = n.target
    line = n.loc.line
    if isinstance(t, N.Var):
        if t.name in inner:
            return None
        if t.name == var:
            return f"line {line}: the loop variable is assigned in the body"
        return (f"line {line}: {t.name} is declared outside the loop and assigned in it "
                "(a value carried from one iteration to the next)")
    if isinstance(n, N.IncDec) or n.op is not None:
        return f"line {line}: a compound store to memory (it reads what it writes)"
    base = t
    while isinstance(base, (N.Index, N.Field, N.Swizzle)):
        base = base.base
    if isinstance(base, N.Var) and (base.name in arrays or base.name in inner):
        return None  # a private variable of the body's own (an array, a vector's lane)
    if id(t) not in global_stores:
        return (f"line {line}: a store the analysis does not place in global memory (a "
                "private or shared array lives on from one iteration to the next)")
    return None


def _stores_distinct(loop: N.For, accesses: list) -> str | None:
    """Why two iterations of ``loop`` might write the same bytes (None when every store
    of the body moves by a nonzero constant stride of at least its size per iteration:
    read from the analysis's affine offset, or, where that is not affine (a row index
    loaded from memory), from the store's index, linear in the loop variable over values
    the loop does not change)."""
    changed = _assigned_in(loop)
    for a in accesses:
        lp = next((x for x in a.loops if x.node is loop), None)
        if a.kind == "load" or lp is None:
            continue
        if a.kind == "store" and a.offset is not None:
            c = a.offset.coefficient(lp.symbol).constant
            if c is not None and abs(c) >= a.size:
                continue
        elif a.kind == "store" and isinstance(a.node, N.Index) \
                and _j_coefficient(a.node.base, loop, changed) == 0 \
                and _j_coefficient(a.node.index, loop, changed) not in (None, 0):
            continue
        return (f"line {a.loc.line}: the {a.kind} to {a.array} does not move by a constant "
                "stride of at least its size per iteration: iterations may write the same "
                "element")
    return None


def _assigned_in(loop: N.For) -> dict:
    """Name -> how many times the loop (its body and step) assigns it (declarations with
    an initial value count once)."""
    out: dict = {}
    nodes = list(walk(loop.body)) + (list(walk(loop.step)) if loop.step is not None else [])
    for m in nodes:
        if isinstance(m, (N.Assign, N.IncDec)) and isinstance(m.target, N.Var):
            out[m.target.name] = out.get(m.target.name, 0) + 1
        elif isinstance(m, N.Decl):
            out[m.name] = out.get(m.name, 0) + (m.init is not None)
    return out


def _j_coefficient(e: N.Expr, loop: N.For, changed: dict, depth: int = 0) -> int | None:
    """How much integer expression ``e`` grows when the loop variable grows by one, when
    that is a constant (0: ``e`` does not change within the loop); None when it is not
    known. Locals of the body assigned once (their declaration) are followed."""
    var = loop.init.name
    while isinstance(e, N.Cast) and _is_int(e.type):
        e = e.operand
    if isinstance(e, N.Const):
        return 0
    if isinstance(e, N.Var) and e.name == var:
        return 1
    if isinstance(e, N.Var) and e.name in changed:
        d = _body_decl(loop, e.name)
        if d is None or changed[e.name] != 1 or d.init is None or depth > 8:
            return None
        return _j_coefficient(d.init, loop, changed, depth + 1)
    if isinstance(e, N.Binary) and e.op in ("+", "-", "*") \
            and _is_int(e.type):
        a = _j_coefficient(e.lhs, loop, changed, depth)
        b = _j_coefficient(e.rhs, loop, changed, depth)
        if a is None or b is None:
            return None
        if e.op == "+":
            return a + b
        if e.op == "-":
            return a - b
        if a == 0 and b == 0:
            return 0
        k = _const(e.lhs if a == 0 else e.rhs)
        return None if k is None else k * (b if a == 0 else a)
    names = {m.name for m in walk(e) if isinstance(m, N.Var)}
    if names & (set(changed) | {var}) or any(isinstance(m, (N.Assign, N.IncDec))
                                             for m in walk(e)):
        return None
    return 0  # reads only values the loop leaves alone (memory it reads is never written)


def _is_int(t) -> bool:
    return isinstance(t, ScalarType) and t.is_integer and t.size >= 4


def _const(e: N.Expr) -> int | None:
    while isinstance(e, N.Cast):
        e = e.operand
    return e.value if isinstance(e, N.Const) and isinstance(e.value, int) else None


def _body_decl(loop: N.For, name: str) -> N.Decl | None:
    return next((n for n in walk(loop.body) if isinstance(n, N.Decl) and n.name == name),
                None)


def pointer_args_outside(loop: N.For, fn: N.Function) -> str | None:
    """Why a call in ``loop``'s body may write a variable declared outside the loop through
    a pointer (None when none can): an argument that takes the address of such a local
    (``curand_uniform(&state)``, ``sincos(x, &s, &c)``) or is a pointer or array local of
    the kernel's. Each lane would advance its own copy (a random generator's state: every
    lane the same sequence), where the loop advanced one."""
    inner = {n.name for n in walk(loop.body) if isinstance(n, N.Decl)}
    params = {p.name for p in fn.params}
    for n in walk(loop.body):
        if not isinstance(n, N.Call):
            continue
        for a in n.args:
            root = _pointer_root(a)
            if root is not None and root not in inner and root not in params:
                return (f"line {n.loc.line}: {n.name} is given a pointer to {root}, declared "
                        "outside the loop (it may change it from one iteration to the next)")
    return None


def _pointer_root(e: N.Expr) -> str | None:
    """The local an argument points into (``&x``, ``&a[i]``, ``a``, ``p + k``), else None."""
    while isinstance(e, N.Cast):
        e = e.operand
    taken = isinstance(e, N.AddressOf)
    if taken:
        e = e.operand
    elif not isinstance(getattr(e, "type", None), (PointerType, ArrayType)):
        return None
    while True:
        if isinstance(e, N.Cast):
            e = e.operand
        elif isinstance(e, (N.Index, N.Field)):
            e = e.base
        elif isinstance(e, N.Binary) and e.op in ("+", "-"):
            e = e.lhs if isinstance(getattr(e.lhs, "type", None), (PointerType, ArrayType)) \
                else e.rhs
        else:
            break
    return e.name if isinstance(e, N.Var) else None


def unit_step_loop(loop: N.For, env: IndexEnv) -> bool:
    """Whether ``loop`` is ``for (int j = a; j < b; j += s)`` (``<=`` too; ``s`` a positive
    constant, ``j++`` included): the form whose start and step a group of lanes can offset
    and widen (lane ``l`` starts at ``a + s*l`` and steps by ``s*G``). The bounds may be
    values loaded from memory (a CSR row ``rowptr[r] .. rowptr[r + 1]``, a segment), then
    with ``j++`` only. The step is the one :func:`loop_step` reads from the text."""
    if not isinstance(loop.init, N.Decl) or loop.init.init is None:
        return False
    lp = env.loop(loop)
    if lp is None or loop_step(loop) is None:
        return False
    if lp.kind == "linear":
        return lp.step.constant == loop_step(loop) and lp.op in ("<", "<=")
    return data_bounded(loop, lp)


def loop_step(loop: N.For) -> int | None:
    """The positive constant a ``for`` loop's step adds to its variable (``j++``, ``++j``,
    ``j += s``), None for any other step."""
    var = loop.init.name if isinstance(loop.init, N.Decl) else None
    st = loop.step
    if isinstance(st, N.IncDec) and isinstance(st.target, N.Var) and st.target.name == var:
        return 1 if st.delta == 1 else None
    if isinstance(st, N.Assign) and st.op == "+" and isinstance(st.target, N.Var) \
            and st.target.name == var:
        k = _const(st.value)
        return k if k is not None and k > 0 else None
    return None


def data_bounded(loop: N.For, lp) -> bool:
    """Whether ``loop`` (its analysis entry ``lp``) steps its variable by one up to a bound
    while its start or bound is a value loaded from memory (the analysis's "unknown" loop
    with a known step, ``span_step``)."""
    step = lp.span_step
    cond = loop.cond
    return step is not None and step.constant == 1 and not step.symbols() \
        and isinstance(cond, N.Binary) and cond.op in ("<", "<=") \
        and isinstance(cond.lhs, N.Var) and cond.lhs.name == loop.init.name


def walks_by_one(index: N.Expr, loop: N.For) -> bool:
    """Whether the element index ``index`` grows by exactly one per iteration of ``loop``
    (``vals[k]``, ``out[base + k]`` with ``base`` unchanged by the loop)."""
    return _j_coefficient(index, loop, _assigned_in(loop)) == 1


def spreadable_loops(fn: N.Function, module: N.Module, loops: list, skip: N.For) -> list:
    """The loops of ``loops`` other than ``skip`` that a group of lanes may share: of the
    unit-step form, with independent iterations."""
    env = IndexEnv(fn, module, module.dialect)
    return [lp for lp in loops if lp is not skip and unit_step_loop(lp, env)
            and independent_iterations(lp, fn, module) is None]


__all__ = ["independent_iterations", "pointer_args_outside", "spreadable_loops",
           "unit_step_loop", "loop_step", "data_bounded", "walks_by_one"]
