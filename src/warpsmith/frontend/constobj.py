"""File-scope ``constexpr`` objects of class type (issue 18).

vLLM's and gptqmodel's ``static inline constexpr auto kU8 = ScalarType::uint(8);`` is an
object of a class with a ``constexpr`` constructor; the kernels name it only in constant
expressions: ``Marlin<half, vllm::kU8.id(), ..>``, ``MarlinScalarType<kFloat16.id()>``.

Reading: the initializer is read as any expression (the constructor and the static
factory are lowered to functions, docs/cxx-classes.md) and evaluated as a constant
(``Semantic.const_call``: a constructor's member-initializer list, ``return`` of an
expression, ``if``/``switch`` on constants, calls of other constexpr functions). When every
data member gets a value, the name is a constant whose value is the object
(:class:`.constexpr.StructValue`); a ``constexpr`` method called on it (``kU8.id()``, a
const method taking the object by value) is evaluated with the object bound to ``self``,
and a data member (``kU8.mantissa``) is that member's value. A member that gets no
constant value keeps the former located refusal.

Run time: nvcc lets device code use such an object only inside constant expressions (a
namespace-scope ``constexpr`` variable of non-scalar type: "device source code cannot
contain a reference to V", CUDA C++ Programming Guide, constexpr variables). An expression
that the kernel evaluates at run time and that names the object is refused where it
stands (:func:`refuse_at_run_time`), rather than printed as something nvcc rejects.

The constexpr factories of such classes check their arguments with PyTorch's
``TORCH_CHECK`` (``ScalarType::float_IEEE754(5, 10)``); :data:`CHECK_FAILED` is how a
check reads."""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import Unsupported
from ..ir.visit import walk
from .constexpr import StructValue

__all__ = ["CHECK_FAILED", "fold_object_call", "initializer_ctx", "local_object",
           "note_object", "note_run_time_suspect", "object_constant", "qualified_object",
           "refuse_at_run_time"]

#: the function ``TORCH_CHECK`` / ``STD_TORCH_CHECK`` call when their condition is false
#: (``include/ws_aten.h``): read as a call of nothing, which a constant evaluation never
#: runs when the condition holds and cannot run when it does not (the evaluation is then
#: not constant, as PyTorch's throw makes it); at run time refused
CHECK_FAILED = "ws_torch_check_failed"


def object_constant(sem, name: str, init, t, ctx, loc) -> N.Const | None:
    """The constant holding the value of the class-type object initialized by ``init``
    (read at file scope, in ``ctx``); None when some data member gets no constant value.
    The initializer is read as in a function named after the object (a constructor call
    ``Fmt(7, true, -2)`` is a call of the lowered constructor, which needs one)."""
    from .semantic import fold

    inner = initializer_ctx(ctx, name)
    e = sem.ex(init, inner)
    v = fold(e, inner.consts, sem.const_call)
    if not _complete(v, t):
        return None
    return N.Const(v, t, loc=loc)


def local_object(sem, uname: str, init: N.Expr, t, ctx) -> N.Expr:
    """A ``constexpr`` local object of class type (marlin's ``static constexpr auto
    w_type = ScalarType::from_id(w_type_id);``): when its initializer evaluates to a value
    of every member, the value is the local's constant (``ctx.consts``: ``w_type ==
    kFE2M1f`` and ``w_type.size_bits()`` evaluate) and the initializer the run-time code
    keeps is that value, member by member; else ``init`` unchanged (a local as any)."""
    from .semantic import fold

    v = fold(init, ctx.consts, sem.const_call)
    if not _complete(v, t):
        return init
    ctx.consts[uname] = v
    items = tuple(N.Const(x, ft, loc=init.loc) for (_, x), (_, ft) in zip(v.fields, t.fields))
    return N.InitList(items, t, loc=init.loc)


def fold_object_call(sem, e: N.Call, ctx) -> N.Expr:
    """The call ``e`` of a scalar result, as its value when an argument is an object
    constant (file-scope or a ``constexpr`` local) and the call evaluates: a constexpr
    method called on such an object is a constant expression, which nvcc evaluates even
    in run-time code (the CUDA C++ Programming Guide allows a constexpr object's scalar
    members inside a constexpr function whose call is a constant expression). Else ``e``."""
    from .semantic import fold, wrap

    if not any(_names_object(a, ctx) for a in e.args):
        return e
    v = fold(e, ctx.consts, sem.const_call)
    if v is None or isinstance(v, StructValue):
        return e
    return N.Const(wrap(v, e.type), e.type, loc=e.loc)


def _names_object(a: N.Expr, ctx) -> bool:
    while isinstance(a, N.Deref) and isinstance(a.pointer, N.AddressOf):
        a = a.pointer.operand
    return isinstance(a, N.Const) and isinstance(a.value, StructValue) or \
        isinstance(a, N.Var) and isinstance(ctx.consts.get(a.name), StructValue)


def _complete(v, t) -> bool:
    """Whether ``v`` is a value of every (scalar) member of the class type ``t``."""
    return isinstance(v, StructValue) and len(v.fields) == len(t.fields) and \
        not any(x is None or isinstance(x, StructValue) for _, x in v.fields)


def note_object(sem, name: str, obj: N.Const) -> None:
    """Record the object constant ``name`` of the namespace being read, for
    :func:`qualified_object`."""
    sem.__dict__.setdefault("object_consts", {})[(tuple(sem.ns_now), name)] = obj


def qualified_object(sem, qual: list, name: str) -> N.Const | None:
    """The object constant ``qual::name`` names when ``qual`` is the namespace (or the
    end of the namespace path) that declares it: ``aphrodite::kU4B8`` is the object even
    where a later ``enum class WeightScheme { kU4B8 = 1 }`` also holds a constant of that
    name (enumerators are file-scope constants here, docs/cxx-classes.md)."""
    want = tuple(q for q in qual if q and q != "::")
    for (ns, n), obj in sem.__dict__.get("object_consts", {}).items():
        if n == name and want and ns[-len(want):] == want:
            return obj
    return None


def initializer_ctx(ctx, name: str):
    """A context reading the initializer of the file-scope constant ``name`` as in a
    function of its own (so that a constructor call reads: the lowered constructor is a
    call, which needs a caller)."""
    from .semantic import FuncCtx

    return FuncCtx(name=f"{name} initializer", device=ctx.device, tbind=dict(ctx.tbind),
                   tparam_types=dict(ctx.tparam_types), consts=dict(ctx.consts))


def note_run_time_suspect(sem, ctx) -> None:
    """Record that the function being read (``ctx``) holds an object constant or a
    failed-check call, which :func:`refuse_at_run_time` looks for there (walking every
    function of a large program costs a tenth of reading it)."""
    sem.__dict__.setdefault("object_suspects", set()).add(ctx.name)


def refuse_at_run_time(functions, sem) -> None:
    """A located refusal for the first class-type constant (an object of
    :func:`object_constant`) or failed-check call (:data:`CHECK_FAILED`) left in the
    run-time code of ``functions`` (those :func:`note_run_time_suspect` named)."""
    suspects = sem.__dict__.get("object_suspects", set())
    for fn in functions:
        if fn.name not in suspects:
            continue
        for node in walk(fn.body):
            if isinstance(node, N.Call) and node.name == CHECK_FAILED:
                raise Unsupported(
                    f"TORCH_CHECK in code that runs on the device ('{fn.name}'): PyTorch's "
                    "check throws a C++ exception, host code only (read only where a "
                    "constant expression evaluates it)", node.loc)
            if isinstance(node, N.Const) and isinstance(node.value, StructValue):
                raise Unsupported(
                    f"constexpr object of type '{node.type}' used at run time in "
                    f"'{fn.name}' (nvcc lets device code use a namespace-scope constexpr "
                    "object of class type only inside a constant expression)", node.loc)
