"""Counting rules of the PDG (:mod:`warpsmith.analysis.pdg`): what one IR expression costs
by the simulator's rule (:func:`raw_count`) and after the compiler's simplifications
(:func:`opt_count`), which expressions are pure (value-numberable), the address parts of an
lvalue, and the small predicates the counter needs.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.types import AddressSpace, ArrayType, ScalarType, StructType, VectorType
from ..ir.visit import expr_children, walk
from .access import _early_exit as early_exit
from .indexing import Loop, NonAffine, target_name

from .pdg import Op, Statement

Counter = object  # the counter of pdg_count (a forward name for the annotations)

_CMP_FLIP = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}


# ----------------------------------------------------------------------------- helpers


def negate(e: N.Expr) -> N.Expr:
    """The condition under which ``e`` is false (a flipped comparison when possible)."""
    if isinstance(e, N.Binary) and e.op in _CMP_FLIP:
        return N.Binary(_CMP_FLIP[e.op], e.lhs, e.rhs, e.type, loc=e.loc)
    if isinstance(e, N.Unary) and e.op == "!":
        return e.operand
    return N.Unary("!", e, e.type if isinstance(e.type, ScalarType) else ScalarType("int", 32),
                   loc=getattr(e, "loc", N.NOLOC))


def _noop_cast(src, dst) -> bool:
    from ..ir.types import PointerType

    if src == dst:
        return True
    if isinstance(src, (PointerType, ArrayType)) and isinstance(dst, PointerType):
        return True
    return (isinstance(src, ScalarType) and isinstance(dst, ScalarType) and src.kind == "int"
            and dst.kind == "int" and src.bits == dst.bits)


def _lanes(t) -> int:
    return t.lanes if isinstance(t, VectorType) else 1


def _is_float(t) -> bool:
    return isinstance(t, ScalarType) and t.is_float


def assigned_vars(node) -> set:
    """Names a statement (a loop) assigns or declares anywhere inside it."""
    out = set()
    for n in walk(node):
        if isinstance(n, (N.Assign, N.IncDec)):
            name = target_name(n.target)
            if name:
                out.add(name)
            else:
                from .divergence import lvalue_root
                root = lvalue_root(n.target)
                if root:
                    out.add(root)
        elif isinstance(n, N.Decl):
            out.add(n.name)
    return out


def _vars(e) -> frozenset:
    return frozenset(n.name for n in walk(e) if isinstance(n, N.Var))


def _without(p, symbols: set):
    """``p`` without its constant and without the terms of ``symbols``."""
    from .affine import Poly

    return Poly._make({m: c for m, c in p.terms if m and not (set(m) & symbols)})


def dict_const(p):
    from .affine import Poly

    c = p.as_dict().get((), 0)
    return Poly.const(c)


def _levels(e) -> int:
    """Index levels of an lvalue (one address instruction each, by the simulator's rule)."""
    n = 0
    while True:
        if isinstance(e, N.Index):
            n += 1
            if isinstance(e.base.type, ArrayType) and isinstance(e.base, (N.Index, N.Field,
                                                                           N.Deref)):
                e = e.base
                continue
            return n
        if isinstance(e, (N.Field, N.Swizzle)):
            e = e.base
            continue
        return n


def _address_parts(e) -> list:
    """The value expressions an lvalue's address is computed from (indices, pointers)."""
    out = []
    while True:
        if isinstance(e, N.Index):
            out.append(e.index)
            if isinstance(e.base.type, ArrayType) and isinstance(e.base, (N.Index, N.Field,
                                                                           N.Deref)):
                e = e.base
                continue
            if not isinstance(e.base, N.Var):
                out.append(e.base)
            return out
        if isinstance(e, (N.Field, N.Swizzle)):
            e = e.base
            continue
        if isinstance(e, N.Deref):
            out.append(e.pointer)
            return out
        if isinstance(e, N.Call):
            return [a for a in e.args if not isinstance(a.type, ArrayType)]
        return out


def _vars_of_parts(parts) -> frozenset:
    out = frozenset()
    for p in parts:
        out |= _vars(p)
    return out


def _register_array(e, c: Counter) -> bool:
    """A private array element with constant indices (a register after unrolling); in an
    inlined device function, parameters count as constants."""
    parts = _address_parts(e)
    if not parts:
        return c.pdg.inlined
    for p in parts:
        try:
            form = c.env.form(p)
        except NonAffine:
            return False
        if any(s.startswith("loop:") or s.startswith("iter:") for s in form.symbols()):
            frames = [f for f in c.frames if f.loop.symbol in form.symbols()]
            if not all(f.unrolled for f in frames):
                return False
        elif form.constant is None and not (c.pdg.inlined and all(
                x.startswith(("param:", "block.", "grid.")) for x in form.symbols())):
            return False
    return True


def _pure(e, c: Counter, need_op: bool = True) -> bool:
    """No memory access, no side effect, no user call: safe to value-number and hoist; and
    (``need_op``) at least one counted operation."""
    counted = not need_op
    for n in walk(e):
        if isinstance(n, (N.Assign, N.IncDec, N.Comma, N.InitList, N.AddressOf)):
            return False
        if isinstance(n, (N.Index, N.Deref)) or id(n) in c.by_node:
            return False
        if isinstance(n, N.Field) and not isinstance(n.base, N.Var):
            return False
        if isinstance(n, N.Var):
            d = c.env.decls.get(n.name)
            if d is not None and d.space == AddressSpace.SHARED:
                return False
            if n.name in c.env.escaped or isinstance(n.type, (ArrayType, StructType)):
                return False
        if isinstance(n, N.Call):
            b = BUILTINS.get(n.name)
            if b is None or b.kind in ("atomic", "warp", "misc", "vector"):
                return False
            counted = True
        if isinstance(n, (N.Unary, N.Binary, N.Conditional)):
            counted = True
        if isinstance(n, N.Cast) and not _noop_cast(n.operand.type, n.type):
            counted = True
    return counted


def _opt_count(e, c: Counter) -> float:
    """Instructions of a pure expression computed on its own (FMA contraction and vector
    lanes, no value numbering)."""
    if isinstance(e, (N.Const, N.Var, N.Special)) or e is None:
        return 0.0
    if isinstance(e, N.Cast):
        own = 0 if _noop_cast(e.operand.type, e.type) else _lanes(e.type)
        return own + _opt_count(e.operand, c)
    if isinstance(e, N.Binary):
        total = _lanes(e.type) * c.expansion(e) + _opt_count(e.lhs, c) + _opt_count(e.rhs, c)
        if e.op in ("+", "-") and _is_float(e.type) and any(
                isinstance(s, N.Binary) and s.op == "*" for s in (e.lhs, e.rhs)):
            total -= 1
        return total
    if isinstance(e, N.Call):
        return _lanes(e.type) * c.expansion(e) + sum(_opt_count(x, c) for x in expr_children(e))
    if isinstance(e, (N.Unary, N.Conditional)):
        return _lanes(e.type) + sum(_opt_count(x, c) for x in expr_children(e))
    return sum(_opt_count(x, c) for x in expr_children(e))


def _raw_count(e, c: Counter) -> float:
    """Instructions of expression ``e`` by the simulator's rule (docs/simulator.md)."""
    if e is None or isinstance(e, (N.Const, N.Var)):
        return 0.0
    n = 0.0
    if isinstance(e, (N.Unary, N.Binary, N.Conditional, N.Special)):
        n = 1
    elif isinstance(e, N.Cast):
        n = 0 if (_noop_cast(e.operand.type, e.type) and e.kind != "saturate") else 1
    elif isinstance(e, N.Call):
        n = 1 if e.name in BUILTINS else 0
    elif isinstance(e, N.Index):
        n = 1 + (0 if isinstance(e.type, ArrayType) else 1)
    elif isinstance(e, N.Deref):
        n = 1
    elif isinstance(e, (N.IncDec,)):
        n = 1
    elif isinstance(e, N.Assign):
        n = 1 if e.op is not None else 0
    return n + sum(_raw_count(x, c) for x in expr_children(e))


def _has_memory(e, c: Counter) -> bool:
    return any(id(n) in c.by_node or isinstance(n, (N.Assign, N.IncDec)) for n in walk(e))


def _early_exit(s) -> N.Expr | None:
    """``c`` for ``if (c) return;`` / ``if (c) continue;`` / ``break`` (or a block ending so)."""
    return early_exit(s, (N.Return, N.Continue, N.Break))


def _constant_trip(lp: Loop) -> int | None:
    if lp.kind == "unknown":
        return None
    parts = [lp.start, lp.bound] + ([lp.step] if lp.kind == "linear" else [])
    if any(p.constant is None for p in parts):
        return None
    if lp.kind == "linear":
        return lp.trip_count({})
    from .pdg_loops import sequence
    return len(sequence(lp, {}))


def _carried_updates(body) -> int:
    """Largest number of updates of one variable that reads its own previous value in one
    iteration of a loop body (the loop-carried dependence chain, in operations)."""
    counts: dict = {}
    for n in walk(body):
        if isinstance(n, N.Assign):
            name = target_name(n.target)
            if name and (n.op is not None or any(isinstance(v, N.Var) and v.name == name
                                                 for v in walk(n.value))):
                counts[name] = counts.get(name, 0) + 1
    return max(counts.values(), default=0)


def _order(s: Statement) -> None:
    """Within a statement, compute that comes before the first wait feeds only addresses:
    issue it first, then the loads (the paper's ``C M M G G C`` shape)."""
    ops = s.ops
    first_g = next((i for i, o in enumerate(ops) if o.kind == "G"), len(ops))
    head = ops[:first_g]
    if not any(o.kind == "M" for o in head):
        return
    cs = [o for o in head if o.kind == "C" and not o.guards]
    rest = [o for o in head if not (o.kind == "C" and not o.guards)]
    merged = []
    if cs:
        merged.append(Op("C", sum(o.count for o in cs), depth=max(o.depth for o in cs)))
    s.ops = merged + rest + ops[first_g:]




__all__ = ['_address_parts', '_carried_updates', '_constant_trip', '_early_exit', '_has_memory', '_is_float', '_lanes', '_levels', '_noop_cast', '_opt_count', '_order', '_pure', '_raw_count', '_register_array', '_vars', '_vars_of_parts', '_without', 'assigned_vars', 'dict_const', 'negate']
