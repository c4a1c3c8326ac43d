"""Index-set splitting for merged threads: a fast path where guards are known.

When G consecutive threads along x are merged (:func:`warpsmith.transform.group.
merge_threads`), copy g of the merged thread is old thread ``x0 + g``. A guard such as
Sobel's interior test ``x >= 1 && x < width - 1`` then has different values in the copies
of one merged thread at the image border, so the loads under it cannot become one vector
load. Almost every merged thread is far from the border, though, and there the guard holds
in every copy. This module *versions* the merged body:

    if (every copy satisfies the versioned comparisons) {
        fast path: the copies with those comparisons replaced by their known value
                   (the grouping then sees uniform guards and builds vector accesses)
    } else {
        slow path: the copies with their own guards (their loads hoisted and predicated,
                   or one copy after another: merge_threads's ``slow``)
    }

**Which comparisons.** A comparison ``L op R`` (op one of ``<``, ``<=``, ``>``, ``>=``,
``==``, after folding the ``!`` around it) whose operands are affine forms is *linear in
the copy index*: with ``threadIdx.x = G * t + g`` the difference ``L - R`` is
``d0 + c * g`` (c is its coefficient of ``threadIdx.x``, an integer or an invariant such
as ``width``). A linear function is monotone in g, so ``L op R`` holds for every copy
``g = 0 .. G-1`` exactly when it holds for copy 0 and copy G-1; when c is a known integer
only one end binds (``x0 + 3 < width - 1`` for an upper bound, ``x0 >= 1`` for a lower
one). A conjunction of such comparisons (the usual guard) holds in every copy when each
does, which is what the test checks: it is the intersection of intervals of g, an
interval (convexity). ``!=`` is not convex (false at one g only) and is never versioned;
neither is a comparison that may wrap (unsigned with negative terms), or one whose forms
mention loop variables (they are evaluated once, before the copies) or values that
cannot be written at the top of the kernel.

**Polarity.** The fast path needs each versioned comparison at the value that lets the
grouped accesses run: true under an even number of ``!`` and ``else`` branches, false
under an odd number (``if (i >= n) return;`` becomes ``if (!(i >= n)) {...}``: versioned
as ``i < n`` in every copy). Replacing a side-effect-free subexpression by the value it is
known to have is valid anywhere in an expression, under ``&&``, ``||`` and ``!`` alike.

**The test** is written as the kernel writes the comparison, its locals inlined, in the
kernel's own types, or, where that is not possible, from the affine forms in 64-bit
arithmetic over the launch indices and the integer parameters.

**Per block.** The test can also cover every copy of every thread of the block along x
(``span="block"``): the old x index then runs over one interval per block, from copy 0
of thread 0 to copy G-1 of the last thread, and the same two-ends argument holds. All
threads of a block, so all lanes of a warp, then take the same path: at an image border
a warp runs the slow path alone, instead of the fast path for its interior threads and
then the slow path for its border thread.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..analysis.affine import AXES, Poly, print_key
from ..analysis.indexing import IndexEnv, NonAffine
from ..ir import nodes as N
from ..ir.types import I32, I64, U32, AddressSpace, PointerType, ScalarType
from ..ir.visit import transform, walk

_FLIP = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}
_SPECIAL = {"tid": "local_id", "bid": "group_id", "block": "local_size",
            "grid": "num_groups"}


@dataclass(frozen=True)
class Atom:
    """One versioned comparison: ``node`` (in the kernel body) has the value ``value`` in
    the fast path, where ``lhs op rhs`` (forms over old-thread indices; ``op`` already
    folded with the polarity) holds for every copy."""

    node: N.Expr
    value: bool
    lhs: Poly
    rhs: Poly
    op: str
    line: int
    text: str


def atoms_of(cond: N.Expr, positive: bool = True) -> list[tuple[N.Expr, bool]]:
    """The comparisons and other leaves of a condition built with ``&&``, ``||`` and ``!``,
    each with its polarity: True when the condition is monotone increasing in it (an even
    number of ``!`` above it)."""
    e = cond
    while isinstance(e, N.Cast):
        e = e.operand
    if isinstance(e, N.Binary) and e.op in ("&&", "||"):
        return atoms_of(e.lhs, positive) + atoms_of(e.rhs, positive)
    if isinstance(e, N.Unary) and e.op == "!":
        return atoms_of(e.operand, not positive)
    return [(e, positive)]


def comparison(env: IndexEnv, node: N.Expr, positive: bool, var: str):
    """``(lhs, rhs, op)`` of comparison ``node`` taken at polarity ``positive`` (the
    negation folded into ``op``), or a string saying why it cannot be versioned."""
    line = node.loc.line
    if not (isinstance(node, N.Binary) and node.op in _FLIP):
        return f"line {line}: the condition is not a comparison"
    op = node.op if positive else _FLIP[node.op]
    if op == "!=":
        return f"line {line}: an inequality (!=) between copies cannot be tested at the ends"
    try:
        lhs, rhs = env.form(node.lhs), env.form(node.rhs)
    except NonAffine as err:
        return f"line {line}: {err}"
    t = getattr(node.lhs, "type", None)
    if isinstance(t, ScalarType) and t.is_integer and not t.signed and any(
            c < 0 for p in (lhs, rhs) for _, c in p.terms):
        return f"line {line}: an unsigned comparison whose operands may wrap below zero"
    d = lhs - rhs
    if not d.is_affine or any(var in m and m.count(var) > 1 for m, _ in d.terms):
        return f"line {line}: the comparison is not linear in the copy index"
    if d.coefficient(var).is_zero:
        return f"line {line}: the comparison does not depend on the copy index"
    for sym in d.symbols():
        if sym.startswith(("loop:", "iter:")):
            return f"line {line}: the comparison depends on a loop variable"
        if sym.startswith("opaque:") and not _writable_opaque(env, sym):
            return f"line {line}: {sym[7:]} cannot be computed before the copies"
    return lhs, rhs, op


def _writable_opaque(env: IndexEnv, sym: str) -> bool:
    """An opaque invariant that can be evaluated at the top of the kernel without risk:
    built from parameters, launch sizes and constants, with no division or remainder by
    anything but a non-zero constant."""
    e = env.opaque.get(sym)
    if e is None:
        return False
    for n in walk(e):
        if isinstance(n, N.Var) and n.name not in env.params:
            return False
        if isinstance(n, (N.Call, N.Index, N.Deref, N.Field, N.Assign, N.IncDec)):
            return False
        if isinstance(n, N.Binary) and n.op in ("/", "%"):
            r = n.rhs
            while isinstance(r, N.Cast):
                r = r.operand
            if not (isinstance(r, N.Const) and isinstance(r.value, int) and r.value):
                return False
    return True


def replace_atoms(body, atoms: list[Atom]):
    """``body`` with every versioned comparison replaced by its fast-path value."""
    table = {id(a.node): a for a in atoms}

    def f(n):
        a = table.get(id(n))
        if a is not None:
            return N.Const(1 if a.value else 0, I32, loc=n.loc)
        return None

    return transform(body, f)


def fast_condition(atoms: list[Atom], G: int, var: str, env: IndexEnv, *,
                   keep_block: bool = False, copy=None, counts: dict | None = None,
                   span: str = "thread") -> N.Expr:
    """The test "every versioned comparison holds in every copy" for the merged kernel,
    each comparison at copy 0 and copy G-1, or at the one end that binds when its step
    from copy to copy is a known integer. Old thread of copy g: ``threadIdx.x`` =
    ``G * threadIdx.x + g`` and old ``blockDim.x`` = ``G * blockDim.x`` (the block
    shrinks); with ``keep_block`` the forms' ``threadIdx.x`` stands for the old global x
    index, ``G * (blockIdx.x * blockDim.x + threadIdx.x) + g``, and old ``gridDim.x`` =
    ``G * gridDim.x``.

    ``span="block"``: the test "every copy of every thread of this block" instead, so that
    all threads of a block (all lanes of a warp) take the same path: the old x index then
    runs over the block's whole range, from copy 0 of thread 0 to copy G-1 of thread
    ``blockDim.x - 1`` (:func:`block_substitution`), and "copy 0" and "copy G-1" below
    stand for those two ends. The same argument holds: each comparison is linear in the
    old x index (the other indices are the thread's own), so it holds over an interval of
    x values when it holds at both ends; the interval contains the thread's own copies.

    With ``copy`` (``copy(expr, g)``: the expression as copy g, or for ``span="block"``
    the end g, evaluates it) each comparison is written as the kernel writes it, its
    locals inlined (:func:`inline`), in the kernel's own types; otherwise (or where
    inlining fails) from its affine forms, in 64-bit arithmetic."""
    substitution = copy_substitution if span == "thread" else block_substitution
    parts: list[N.Expr] = []
    seen: set = set()
    for a in atoms:
        d = a.lhs - a.rhs
        c = d.coefficient(var).constant
        ends = [0, G - 1]
        if c is not None and a.op != "==":
            rising = c > 0
            upper = a.op in ("<", "<=")  # d < 0 must hold: binds where d is largest
            ends = [G - 1] if rising == upper else [0]
        inl = inline(a.node, env, counts) if copy is not None else None
        for g in ends:
            sub = substitution(var, G, g, keep_block)
            lhs, rhs = a.lhs.substitute(sub), a.rhs.substitute(sub)
            key = (lhs, rhs, a.op)
            if key in seen:
                continue
            seen.add(key)
            if inl is not None:
                c = copy(inl, g)
                parts.append(c if a.value else N.Unary("!", c, I32, loc=a.node.loc))
            else:
                parts.append(N.Binary(a.op, render(lhs, env), render(rhs, env), I32,
                                      loc=a.node.loc))
    return conjunction(parts)


def _fold(op: str, parts: list, empty: int) -> N.Expr:
    if not parts:
        return N.Const(empty, I32)
    out = parts[0]
    for p in parts[1:]:
        out = N.Binary(op, out, p, I32)
    return out


def conjunction(parts: list) -> N.Expr:
    """``parts[0] && parts[1] && ...`` (1 when empty)."""
    return _fold("&&", parts, 1)


def disjunction(parts: list) -> N.Expr:
    """``parts[0] || parts[1] || ...`` (0 when empty)."""
    return _fold("||", parts, 0)


def copy_substitution(var: str, G: int, g: int, keep_block: bool = False) -> dict:
    """How old-thread symbols read in copy g of a merged thread (see
    :func:`fast_condition`), as a substitution for :meth:`Poly.substitute`."""
    axis = var.split(".")[1]
    if keep_block:
        gid = Poly.sym(f"bid.{axis}") * Poly.sym(f"block.{axis}") + Poly.sym(var)
        return {var: gid.scale(G) + Poly.const(g),
                f"grid.{axis}": Poly.sym(f"grid.{axis}").scale(G)}
    return {var: Poly.sym(var).scale(G) + Poly.const(g),
            f"block.{axis}": Poly.sym(f"block.{axis}").scale(G)}


def block_substitution(var: str, G: int, g: int, keep_block: bool = False) -> dict:
    """The ends of the old x index over a whole block of the merged kernel (see
    :func:`fast_condition` with ``span="block"``): ``g == 0`` is copy 0 of thread 0,
    ``g == G - 1`` copy G-1 of thread ``blockDim.x - 1``. As a substitution for
    :meth:`Poly.substitute` (``block``/``grid`` of the merged launch)."""
    axis = var.split(".")[1]
    ntid = Poly.sym(f"block.{axis}")
    if keep_block:
        base = (Poly.sym(f"bid.{axis}") * ntid).scale(G)
        end = base if g == 0 else base + ntid.scale(G) - Poly.const(1)
        return {var: end, f"grid.{axis}": Poly.sym(f"grid.{axis}").scale(G)}
    end = Poly.const(0) if g == 0 else ntid.scale(G) - Poly.const(1)
    return {var: end, f"block.{axis}": ntid.scale(G)}


def render_condition(env: IndexEnv, cond: N.Expr, sub: dict, positive: bool = True,
                     copy=None, counts: dict | None = None):
    """Condition ``cond`` (read at the current scope of ``env``) as it evaluates in the
    copy that ``sub`` describes (or ``copy``, see :func:`fast_condition`), so that it can
    be tested before the copies run; with ``positive`` False its negation. Written as the
    kernel writes it with its locals inlined when that is possible (any side-effect-free
    condition), else from its affine forms (``&&``, ``||``, ``!`` and comparisons of
    affine forms, 64-bit). A string saying why when it cannot be."""
    if copy is not None:
        inl = inline(cond, env, counts or {})
        if inl is not None:
            c = copy(inl)
            return c if positive else N.Unary("!", c, I32, loc=cond.loc)
    e = cond
    while isinstance(e, N.Cast):
        e = e.operand
    if isinstance(e, N.Binary) and e.op in ("&&", "||"):
        a = render_condition(env, e.lhs, sub)
        if isinstance(a, str):
            return a
        b = render_condition(env, e.rhs, sub)
        if isinstance(b, str):
            return b
        out = N.Binary(e.op, a, b, I32, loc=e.loc)
        return out if positive else N.Unary("!", out, I32, loc=e.loc)
    if isinstance(e, N.Unary) and e.op == "!":
        return render_condition(env, e.operand, sub, not positive)
    line = e.loc.line
    if any(isinstance(n, N.Var) and env.assigned.get(n.name) for n in walk(e)):
        return f"line {line}: the condition reads a local that the kernel reassigns"
    try:
        if isinstance(e, N.Binary) and e.op in _FLIP:
            lhs, rhs, op = env.form(e.lhs), env.form(e.rhs), e.op
            t = getattr(e.lhs, "type", None)
            if isinstance(t, ScalarType) and t.is_integer and not t.signed and any(
                    c < 0 for p in (lhs, rhs) for _, c in p.terms):
                return f"line {line}: an unsigned comparison whose operands may wrap"
        else:
            lhs, rhs, op = env.form(e), Poly(), "!="
    except NonAffine as err:
        return f"line {line}: {err}"
    for sym in (lhs - rhs).symbols():
        if sym.startswith(("loop:", "iter:")):
            return f"line {line}: the condition depends on a loop variable"
        if sym.startswith("opaque:") and not _writable_opaque(env, sym):
            return f"line {line}: {sym[7:]} cannot be computed before the copies"
    if not positive:
        op = _FLIP[op]
    return N.Binary(op, render(lhs.substitute(sub), env), render(rhs.substitute(sub), env),
                    I32, loc=e.loc)


def inline(e: N.Expr, env: IndexEnv, counts: dict) -> N.Expr | None:
    """``e`` with every local it reads replaced by the local's initializer (recursively),
    so that it can be evaluated before the copies in the kernel's own types and order of
    operations; None when ``e`` reads memory, calls a function, or reads a local that is
    assigned after its declaration, declared more than once (``counts``: declarations per
    name), an array, or whose address is taken."""
    ok = True

    def f(n):
        nonlocal ok
        if isinstance(n, (N.Index, N.Deref, N.Field, N.Assign, N.IncDec, N.Call, N.Comma,
                          N.AddressOf)):
            ok = False
        elif isinstance(n, N.Var):
            name = n.name
            if name in env.params:
                if env.assigned.get(name) or name in env.escaped:
                    ok = False
                return None
            d = env.decls.get(name)
            if d is None or d.init is None or env.assigned.get(name) or name in env.escaped \
                    or counts.get(name, 0) != 1 or d.space != AddressSpace.PRIVATE \
                    or not isinstance(d.type, (ScalarType, PointerType)):
                ok = False
                return None
            sub = inline(d.init, env, counts)
            if sub is None:
                ok = False
                return None
            # the declaration's conversion, explicit: in its new place C would not
            # insert it
            if isinstance(sub, N.Cast) and sub.implicit:
                return dataclasses.replace(sub, implicit=False)
            return sub if getattr(sub, "type", None) == d.type else N.Cast(d.type, sub,
                                                                            implicit=False)
        return None

    out = transform(e, f)
    return out if ok else None


_STRICT_SAFE = (N.Const, N.Var, N.Special, N.Cast, N.Unary, N.Binary)


def strict(e: N.Expr) -> N.Expr:
    """``e`` with ``&&`` and ``||`` between comparisons written ``&`` and ``|`` (both sides
    evaluated, no branch) where that cannot change what is computed: every operand below
    is built from constants, variables, launch indices, casts and ``+ - *``, comparisons
    and logic, so evaluating the side that ``&&`` would skip cannot fault or write."""
    ok_ops = {"+", "-", "*", "<", "<=", ">", ">=", "==", "!=", "&&", "||", "&", "|"}

    def safe(x) -> bool:
        for n in walk(x):
            if not isinstance(n, _STRICT_SAFE):
                return False
            if isinstance(n, N.Binary) and n.op not in ok_ops:
                return False
            if isinstance(n, N.Unary) and n.op not in ("-", "!", "+"):
                return False
        return True

    if not safe(e):
        return e

    def f(n):
        if isinstance(n, N.Binary) and n.op in ("&&", "||"):
            return dataclasses.replace(n, op="&" if n.op == "&&" else "|")
        return None

    return transform(e, f)


def inline_lvalue(e: N.Expr, env: IndexEnv, counts: dict) -> N.Expr | None:
    """Memory lvalue ``e`` (``a[i]``, ``*p``) with the locals of its address inlined (see
    :func:`inline`), or None."""
    if isinstance(e, N.Index):
        base = inline(e.base, env, counts)
        idx = inline(e.index, env, counts)
        if base is None or idx is None:
            return None
        return N.Index(base, idx, e.type, loc=e.loc)
    if isinstance(e, N.Deref):
        ptr = inline(e.pointer, env, counts)
        return None if ptr is None else N.Deref(ptr, e.type, loc=e.loc)
    return None


def render(p: Poly, env: IndexEnv) -> N.Expr:
    """Poly ``p`` as a 64-bit integer expression over the launch indices, the integer
    parameters and writable opaque invariants."""
    if p.is_zero:
        return N.Const(0, I64)
    out = None
    for mono, coef in sorted(p.terms, key=_order):
        factors = [_symbol(s, env) for s in mono]
        if not factors or abs(coef) != 1:
            factors.append(N.Const(abs(coef), I64))
        term = _explicit(factors[0])
        for f in factors[1:]:
            term = N.Binary("*", term, _implicit(f), I64)
        if out is None:
            out = term if coef > 0 else N.Unary("-", term, I64)
        else:
            out = N.Binary("+" if coef > 0 else "-", out, term, I64)
    return out


def _explicit(e: N.Expr) -> N.Expr:
    if getattr(e, "type", None) == I64:
        return e
    return N.Cast(I64, e, implicit=False)


def _implicit(e: N.Expr) -> N.Expr:
    if getattr(e, "type", None) == I64:
        return e
    return N.Cast(I64, e, implicit=True)


def _symbol(sym: str, env: IndexEnv) -> N.Expr:
    if sym.startswith("param:"):
        p = env.params[sym[6:]]
        return N.Var(p.name, p.type)
    if sym.startswith("opaque:"):
        return env.opaque[sym]
    kind, axis = sym.split(".")
    return N.Special(_SPECIAL[kind], AXES.index(axis), U32)


def _order(term):
    """Thread terms first, then block terms, invariants, the constant last."""
    mono, _ = term
    rank = 0 if any(s.startswith("tid.") for s in mono) else 1 if any(
        s.startswith("bid.") for s in mono) else 3 if not mono else 2
    return (rank, tuple(print_key(s) for s in mono))


def describe(atoms: list[Atom]) -> str:
    """The versioned comparisons, as the report names them."""
    return " && ".join(dict.fromkeys(a.text for a in atoms))


__all__ = ["Atom", "atoms_of", "comparison", "replace_atoms", "fast_condition", "render",
           "render_condition", "copy_substitution", "block_substitution", "conjunction",
           "disjunction", "describe", "inline", "inline_lvalue", "strict"]
