"""Reading OpenCL 2.0 sub-group functions, C11 atomics and ``to_global/to_local/to_private``,
and CUDA's ``normf``/``rnormf``/``norm``/``rnorm`` and ``clock``/``clock64`` into the IR
(:mod:`warpsmith.ir.ocl2` describes the builtins; docs/ocl2.md).

The C11 atomic object is a pointer to the plain scalar (``atomic_int`` reads as ``int``);
a cast of the object pointer to a pointer to the same scalar (the form the OpenCL printer
writes, ``(volatile __global atomic_int *)p``) is dropped, so printed text reads back to
the same tree. ``atomic_init(p, v)`` is the plain store ``*p = v`` (C11: not atomic) and
``atomic_work_item_fence(flags, order, scope)`` the fence ``mem_fence(flags)``. An
``atomic_flag`` is an ``int``: ``atomic_flag_test_and_set`` is ``atomic_exchange(p, 1) != 0``
and ``atomic_flag_clear`` ``atomic_store(p, 0)``.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir import ocl2 as O
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import (
    BOOL, I32, U32, VOID, AddressSpace, PointerType, ScalarType,
)

_C11_BASE = {"atomic_load": 1, "atomic_store": 2, "atomic_exchange": 2,
             "atomic_compare_exchange_strong": 3, "atomic_compare_exchange_weak": 3,
             **{f"atomic_fetch_{op}": 2 for op in O.FETCH_OPS}}
#: orders an explicit form takes before its optional scope
_ORDERS = {"atomic_compare_exchange_strong": 2, "atomic_compare_exchange_weak": 2}
_FLAGS = ("atomic_flag_test_and_set", "atomic_flag_clear")
C11_CALLS = {*_C11_BASE, *(n + "_explicit" for n in _C11_BASE), "atomic_init",
             "atomic_work_item_fence", *_FLAGS, *(n + "_explicit" for n in _FLAGS)}
SUBGROUP_CALLS = {*O.SUBGROUP_IDS, "sub_group_barrier", *O.SUBGROUP_COLLECTIVES}
ADDRESS_CASTS = {"to_global": AddressSpace.GLOBAL, "to_local": AddressSpace.SHARED,
                 "to_private": AddressSpace.PRIVATE}
#: names this module reads, per dialect
OPENCL_CALLS = C11_CALLS | SUBGROUP_CALLS | set(ADDRESS_CASTS)
#: CUDA's address-space predicates -> the OpenCL cast they test
SPACE_PREDICATES = {"__isGlobal": "to_global", "__isShared": "to_local",
                    "__isLocal": "to_private"}
CUDA_CALLS = {"normf", "norm", "rnormf", "rnorm", "clock", "clock64", *SPACE_PREDICATES}


def call(sem, name: str, args: list, tok, ctx) -> N.Expr:
    """The IR of a call of ``name`` (in :data:`OPENCL_CALLS` or :data:`CUDA_CALLS`)."""
    from .semantic import _loc

    loc = _loc(tok)
    args = [sem.decay(a) for a in args]
    if name in C11_CALLS:
        return _c11(sem, name, args, tok, ctx, loc)
    if name in SUBGROUP_CALLS:
        return _subgroup(sem, name, args, tok, loc)
    if name in SPACE_PREDICATES:  # __isGlobal(p): to_global(p) != 0, as unsigned int
        cast = call(sem, SPACE_PREDICATES[name], args, tok, ctx)
        test = N.Binary("!=", cast, N.Cast(cast.type, N.Const(0, I32, loc=loc), True, loc=loc),
                        I32, loc=loc)
        return N.Cast(U32, test, True, loc=loc)
    if name in ADDRESS_CASTS:
        sem._arity(name, args, 1, tok)
        p = args[0]
        if not isinstance(p.type, PointerType):
            raise SemanticError(f"'{name}' takes a pointer, got {p.type}", loc)
        t = PointerType(p.type.pointee, ADDRESS_CASTS[name], p.type.const, False,
                        p.type.volatile)
        return N.Call(name, (p,), t, loc=loc)
    if name in ("clock", "clock64"):
        sem._arity(name, args, 0, tok)
        from ..ir.types import I64
        return N.Call(name, (), I64, loc=loc)
    return _norm(sem, name, args, tok, loc)


def _norm(sem, name, args, tok, loc):
    sem._arity(name, args, 2, tok)
    n, p = args
    if not isinstance(p.type, PointerType) or not isinstance(p.type.pointee, ScalarType) \
            or not p.type.pointee.is_float:
        raise SemanticError(f"'{name}' takes (int dim, const float/double *p), got "
                            f"{p.type} as p", loc)
    from ..ir.types import F32, F64
    want = F32 if name.endswith("f") else F64
    if p.type.pointee != want:
        raise SemanticError(f"'{name}' takes a pointer to {want}, got {p.type}", loc)
    neutral = "rnorm" if name.startswith("rnorm") else "norm"
    return N.Call(neutral, (sem.conv(n, I32, tok), p), want, loc=loc)


def _const(sem, a: N.Expr, ctx, what: str, loc) -> N.Const:
    from .semantic import fold

    v = fold(a, ctx.consts)
    if v is None:
        raise Unsupported(f"a non-constant {what}", getattr(a, "loc", None) or loc)
    return N.Const(int(v), I32, loc=loc)


def _object(a: N.Expr, name: str, loc) -> N.Expr:
    """The atomic object pointer, without the printer's cast to its atomic type."""
    while isinstance(a, N.Cast) and isinstance(a.type, PointerType) and \
            isinstance(a.operand.type, PointerType) and a.type.pointee == a.operand.type.pointee:
        a = a.operand
    if not isinstance(a.type, PointerType) or not isinstance(a.type.pointee, ScalarType) or \
            a.type.pointee.bits not in (32, 64):
        raise SemanticError(f"'{name}' takes a pointer to an atomic int, uint, long, ulong, "
                            f"float or double, got {a.type}", loc)
    if a.type.space in (AddressSpace.PRIVATE, AddressSpace.CONSTANT):
        raise SemanticError(f"'{name}' on {a.type.space.value} memory (atomics need global "
                            "or local memory)", loc)
    return a


def _c11(sem, name, args, tok, ctx, loc):
    if name == "atomic_work_item_fence":
        sem._arity(name, args, 3, tok)
        _const(sem, args[1], ctx, "memory order", loc)
        _const(sem, args[2], ctx, "memory scope", loc)
        return N.Call("mem_fence", (sem.conv(args[0], U32, tok),), VOID, loc=loc)
    if name == "atomic_init":
        sem._arity(name, args, 2, tok)
        p = _object(args[0], name, loc)
        t = p.type.pointee
        target = p.operand if isinstance(p, N.AddressOf) else N.Deref(p, t, loc=loc)
        return N.Assign(target, sem.conv(args[1], t, tok), None, t, loc=loc)
    explicit = name.endswith("_explicit")
    base = name[:-len("_explicit")] if explicit else name
    if base in _FLAGS:  # an atomic_flag is an int: exchange with 1 / store 0
        sem._arity(name, args, 2 if explicit else 1, tok, 3 if explicit else 1)
        p = _object(args[0], name, loc)
        order = [_const(sem, args[1], ctx, "memory order", loc)] if explicit else \
            [N.Const(O.SEQ_CST, I32, loc=loc)]
        scope = [_const(sem, args[2], ctx, "memory scope", loc)] if len(args) > 2 else \
            [N.Const(O.DEVICE, I32, loc=loc)]
        one = N.Const(int(base.endswith("test_and_set")), p.type.pointee, loc=loc)
        if base == "atomic_flag_clear":
            return N.Call("atomic_store", (p, one, *order, *scope), VOID, loc=loc)
        old = N.Call("atomic_exchange", (p, one, *order, *scope), p.type.pointee, loc=loc)
        return N.Binary("!=", old, N.Const(0, p.type.pointee, loc=loc), I32, loc=loc)
    n = _C11_BASE[base]
    orders = _ORDERS.get(base, 1)
    if explicit:
        sem._arity(name, args, n + orders, tok, n + orders + 1)
    else:
        sem._arity(name, args, n, tok)
    p = _object(args[0], name, loc)
    t = p.type.pointee
    tail = [_const(sem, a, ctx, "memory order" if i < orders else "memory scope", loc)
            for i, a in enumerate(args[n:])] if explicit else []
    order = tail[:orders] or [N.Const(O.SEQ_CST, I32, loc=loc)] * orders
    scope = tail[orders:] or [N.Const(O.DEVICE, I32, loc=loc)]
    if base == "atomic_load":
        return N.Call("atomic_load", (p, *order, *scope), t, loc=loc)
    if base.startswith("atomic_compare_exchange"):
        e = args[1]
        if not isinstance(e.type, PointerType) or e.type.pointee != t:
            raise SemanticError(f"'{name}': expected must point to {t}, got {e.type}", loc)
        weak = N.Const(int(base.endswith("weak")), I32, loc=loc)
        return N.Call("atomic_compare_exchange",
                      (p, e, sem.conv(args[2], t, tok), *order, *scope, weak), BOOL, loc=loc)
    if base.startswith("atomic_fetch_") and t.is_float and base[13:] not in (
            "add", "sub", "min", "max"):
        raise SemanticError(f"'{name}' on {t} (bitwise operations need an integer type)", loc)
    v = sem.conv(args[1], t, tok)
    rt = VOID if base == "atomic_store" else t
    return N.Call(base, (p, v, *order, *scope), rt, loc=loc)


def _subgroup(sem, name, args, tok, loc):
    if name in O.SUBGROUP_IDS:
        sem._arity(name, args, 0, tok)
        return N.Call(name, (), U32, loc=loc)
    if name == "sub_group_barrier":
        sem._arity(name, args, 1, tok, 2)
        return N.Call(name, (sem.conv(args[0], U32, tok),), VOID, loc=loc)
    sem._arity(name, args, O.SUBGROUP_COLLECTIVES[name], tok)
    if name in ("sub_group_all", "sub_group_any"):
        return N.Call(name, (sem.conv(args[0], I32, tok),), I32, loc=loc)
    x = sem.promote(args[0])
    if not isinstance(x.type, ScalarType) or x.type.kind == "bool":
        raise SemanticError(f"'{name}' takes an int, uint, long, ulong, float or double, "
                            f"got {x.type}", loc)
    rest = (sem.conv(args[1], U32, tok),) if name == "sub_group_broadcast" else ()
    return N.Call(name, (x, *rest), x.type, loc=loc)


__all__ = ["OPENCL_CALLS", "CUDA_CALLS", "call"]
