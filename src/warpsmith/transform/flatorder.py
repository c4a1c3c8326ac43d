"""Exchanging the digits of a flat thread index (issue 16: the seventh held-out suite's
``colmajor_bias_add``).

A kernel over an ``N x M`` grid of items often numbers its threads flat and splits the
number into two digits: ``r = t / M; c = t % M`` under ``if (t < N * M)``. Consecutive
threads then have consecutive ``c``; when the data are laid out with ``r`` as the fast
index (a column-major matrix, ``A[c * N + r]``), neighbouring lanes are ``N`` elements apart.
No swap helps (there is one thread index), and the access analysis cannot place the
addresses (``%`` and ``/`` of the thread index are not affine). What an expert writes is the
other split: ``r = t % N; c = t / N``. :func:`flat_digits` makes it: every ``t / M`` becomes
``t % N`` and every ``t % M`` becomes ``t / N``.

Legal when (each checked, else a :class:`Refusal` saying which):

* ``t`` is declared once from the global index along x and never assigned again, and no
  other thread or block index is read (a thread's work is a function of ``t`` alone);
* threads do not cooperate (no shared memory, barrier or warp operation);
* ``t`` is read only as ``t / M``, ``t % M`` (one expression ``M`` throughout) and in the
  guard ``t < N * M`` (or ``M * N``); ``N`` and ``M`` read only integer parameters and
  constants;
* every effect of the kernel (a store to memory, an atomic, a call with an effect) lies
  inside that guard.

Then over ``0 <= t < N * M`` both splits are bijections onto the same pairs ``(r, c)``, ``0
<= r < N``, ``0 <= c < M``: each pair's work is done once, by another thread; threads with
``t >= N * M`` do nothing in either. (For sizes of opposite signs the guard holds for no
thread; for two negative sizes the original indexes negative rows, which is out of bounds
already.)

Which split pays, the access analysis cannot say; the optimizer (:mod:`.pipeline`) makes
the exchange when more global accesses step one element along ``r`` than along ``c``
(:func:`prefers_slow_digit`), and leaves the kernel alone otherwise.
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from ..ir.types import ScalarType
from ..ir.visit import transform, walk
from .contract import transformation
from .relin import _blockers
from .variant import Refusal, Step, Variant, with_function

STEP = "flat-order"


@dataclasses.dataclass(frozen=True)
class Digits:
    """The flat index ``t``, its modulus ``M`` (the fast digit's extent) and the other
    extent ``N`` of a kernel that splits ``t`` as ``t / M``, ``t % M`` under ``t < N * M``."""

    var: str
    fast: N.Expr  # M
    slow: N.Expr  # N
    guard: N.If


def _is_global_index(e: N.Expr) -> bool:
    """``blockIdx.x * blockDim.x + threadIdx.x`` (either order, casts allowed)."""
    while isinstance(e, N.Cast):
        e = e.operand
    if isinstance(e, N.Special):  # OpenCL C's get_global_id(0)
        return e.kind == "global_id" and e.dim == 0
    if not (isinstance(e, N.Binary) and e.op == "+"):
        return False
    kinds = sorted((s.kind, s.dim) for s in walk(e) if isinstance(s, N.Special))
    return kinds == [("group_id", 0), ("local_id", 0), ("local_size", 0)]


def _sizes_only(e: N.Expr, params: set) -> bool:
    """Whether ``e`` reads only integer parameters and constants."""
    for n in walk(e):
        if isinstance(n, N.Var) and n.name not in params:
            return False
        if isinstance(n, (N.Special, N.Call, N.Index, N.Deref, N.Assign, N.IncDec)):
            return False
    return True


def find_digits(fn: N.Function) -> Digits | str:
    """The flat split of ``fn`` (see the module doc), or why there is none."""
    why = _blockers(fn)
    if why:
        return why
    decls = [n for n in walk(fn.body) if isinstance(n, N.Decl) and n.init is not None
             and _is_global_index(n.init)]
    if len(decls) != 1:
        return "no single variable holds the global index along x"
    t = decls[0].name
    own = {id(x) for x in walk(decls[0].init)}
    if any(isinstance(x, N.Special) and id(x) not in own for x in walk(fn.body)):
        return f"thread or block indices are read beside {t}'s declaration"
    for n in walk(fn.body):
        if isinstance(n, (N.Assign, N.IncDec)) and isinstance(n.target, N.Var) \
                and n.target.name == t:
            return f"line {n.loc.line}: {t} is assigned again"
        if isinstance(n, N.AddressOf) and isinstance(n.operand, N.Var) and n.operand.name == t:
            return f"line {n.loc.line}: the address of {t} is taken"
    params = {p.name for p in fn.params if isinstance(p.type, ScalarType) and p.type.is_integer}
    splits, guard, other = _uses_of(fn.body, t)
    if other:
        return f"line {other.loc.line}: {t} is read other than as {t} / M, {t} % M or its guard"
    moduli = {repr(_strip(e)) for e in splits}
    if len(moduli) != 1:
        return f"{t} is split by no modulus or by several"
    fast = _strip(splits[0])
    if guard is None:
        return f"no guard {t} < N * M encloses the kernel's effects"
    slow = _other_factor(guard.cond.rhs, fast)
    if slow is None:
        return f"line {guard.loc.line}: the guard's bound is not N * M for the modulus"
    if not (_sizes_only(fast, params) and _sizes_only(slow, params)):
        return "the extents read more than integer parameters and constants"
    effect = _effect_outside(fn.body, guard)
    if effect is not None:
        return f"line {effect.loc.line}: an effect outside the guard {t} < N * M"
    return Digits(t, fast, slow, guard)


def _strip(e: N.Expr) -> N.Expr:
    while isinstance(e, N.Cast):
        e = e.operand
    return e


def _uses_of(body: N.Stmt, t: str) -> tuple:
    """(moduli of the ``t / M`` and ``t % M`` reads, the guard ``if (t < B)`` if exactly
    one, a read of ``t`` of any other form or None)."""
    splits, guards, allowed = [], [], set()
    for n in walk(body):
        if isinstance(n, N.Binary) and n.op in ("/", "%") and _is_var(n.lhs, t):
            splits.append(n.rhs)
            allowed.add(id(_strip(n.lhs)))
        if isinstance(n, N.If) and isinstance(n.cond, N.Binary) and n.cond.op == "<" \
                and _is_var(n.cond.lhs, t):
            guards.append(n)
            allowed.add(id(_strip(n.cond.lhs)))
    other = next((n for n in walk(body) if isinstance(n, N.Var) and n.name == t
                  and id(n) not in allowed), None)
    return splits, (guards[0] if len(guards) == 1 else None), other


def _is_var(e: N.Expr, name: str) -> bool:
    e = _strip(e)
    return isinstance(e, N.Var) and e.name == name


def _other_factor(bound: N.Expr, fast: N.Expr) -> N.Expr | None:
    """``N`` when ``bound`` is ``N * M`` or ``M * N`` for ``M`` = ``fast``."""
    bound = _strip(bound)
    if not (isinstance(bound, N.Binary) and bound.op == "*"):
        return None
    a, b = _strip(bound.lhs), _strip(bound.rhs)
    if repr(b) == repr(fast):
        return a
    if repr(a) == repr(fast):
        return b
    return None


def _effect_outside(body: N.Stmt, guard: N.If):
    """A statement with an effect on memory that is not inside ``guard``'s branch."""
    inside = {id(n) for n in walk(guard.then)}
    for n in walk(body):
        if id(n) in inside:
            continue
        if isinstance(n, (N.Assign, N.IncDec)) and not isinstance(n.target, N.Var):
            return n
        if isinstance(n, N.Call) and any(w in n.name for w in ("atomic", "printf", "write")):
            return n
    if guard.other is not None:
        for n in walk(guard.other):
            if isinstance(n, (N.Assign, N.IncDec)) and not isinstance(n.target, N.Var):
                return n
    return None


def prefers_slow_digit(fn: N.Function, module: N.Module, digits: Digits) -> tuple:
    """(global accesses stepping one element along the slow digit ``t / M``, along the fast
    digit ``t % M``): the split pays when the first count is the larger."""
    from ..analysis.access import find_accesses
    from ..analysis.indexing import IndexEnv

    slow_vars, fast_vars = _digit_vars(fn, digits.var)
    slow = fast = 0
    for a in find_accesses(IndexEnv(fn, module, module.dialect)):
        if a.space != "global" or not isinstance(a.node, N.Index):
            continue
        cs = _unit(a.node.index, slow_vars, "/", digits.var)
        cf = _unit(a.node.index, fast_vars, "%", digits.var)
        slow += cs
        fast += cf
    return slow, fast


def _digit_vars(fn: N.Function, t: str) -> tuple:
    """Names of locals declared as ``t / M`` (slow) and ``t % M`` (fast)."""
    slow, fast = set(), set()
    for n in walk(fn.body):
        if isinstance(n, N.Decl) and n.init is not None:
            e = _strip(n.init)
            if isinstance(e, N.Binary) and _is_var(e.lhs, t):
                (slow if e.op == "/" else fast if e.op == "%" else set()).add(n.name)
    return slow, fast


def _unit(e: N.Expr, names: set, op: str, t: str) -> int:
    """1 when integer expression ``e`` is ``±d + (terms without d)`` for the digit ``d``
    (one of the locals ``names``, or ``t op M`` written inline), else 0."""
    def digit(x):
        x = _strip(x)
        return (isinstance(x, N.Var) and x.name in names) or \
            (isinstance(x, N.Binary) and x.op == op and _is_var(x.lhs, t))

    def coef(x):  # the digit's coefficient: 1, -1, 0, or None (other)
        x = _strip(x)
        if digit(x):
            return 1
        if isinstance(x, N.Binary) and x.op in ("+", "-"):
            a, b = coef(x.lhs), coef(x.rhs)
            if a is None or b is None:
                return None
            return a + (b if x.op == "+" else -b)
        if any(digit(m) for m in walk(x)):
            return None
        return 0

    c = coef(e)
    return 1 if c in (1, -1) else 0


@transformation
def exchange_digits(variant: Variant, *, name: str | None = None) -> Variant | Refusal:
    """Split the flat thread index the other way (see the module doc): ``t / M`` becomes
    ``t % N`` and ``t % M`` becomes ``t / N``; the launch is unchanged."""
    fn, module = variant.function(), variant.module
    d = find_digits(fn)
    if isinstance(d, str):
        return Refusal(STEP, f"exchange the digits of the flat index: {d}")

    def swap(e):
        if isinstance(e, N.Binary) and e.op in ("/", "%") and _is_var(e.lhs, d.var) \
                and repr(_strip(e.rhs)) == repr(d.fast):
            return dataclasses.replace(e, op="%" if e.op == "/" else "/", rhs=d.slow)
        return None

    new_fn = transform(fn, swap)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    detail = (f"{d.var} / M -> {d.var} % N and {d.var} % M -> {d.var} / N under "
              f"{d.var} < N * M (line {d.guard.loc.line}): consecutive threads take "
              "consecutive values of the other digit")
    return variant.derive(with_function(module, new_fn), new_name, Step(STEP, detail))


__all__ = ["exchange_digits", "find_digits", "prefers_slow_digit", "Digits", "STEP"]
