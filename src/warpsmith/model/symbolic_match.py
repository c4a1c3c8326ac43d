"""Recognising thread-dependent conditions of the IR as triplets ``<A*t + B, op, g(i)>``.

:func:`triplet_of` reads an ``if`` condition with :class:`~warpsmith.analysis.indexing.IndexEnv`
(affine forms over ``threadIdx.x``, the enclosing loop's symbol and invariants) and the
enclosing :class:`~warpsmith.analysis.indexing.Loop` (linear, or geometric for ``*=``,
``<<=``, ``/=``, ``>>=``), with the launch's and the parameters' values substituted, and
returns a :class:`Triplet`, a :class:`Conjunction` (``&&``) or None; :func:`why_not` says
why not. ``t`` is ``threadIdx.x`` (the paper's one-dimensional thread id); ``i`` counts the
loop's iterations from 0.

Recognised (``x`` an affine form ``a*t + b``, ``s`` the loop variable, ``k`` constants):

* comparisons ``x op y`` with ``y`` affine in the loop variable (``tid < s`` of a tree
  reduction, ``n < 2*j + 3``), after moving every thread term to one side;
* ``x % y == r`` / ``!= r`` with ``y = k*s`` (geometric loops), ``k*j + d`` (linear loops),
  ``k << j`` or a constant, and ``0 <= r`` below every divisor (``(n+1) % stride == 0``);
* the bit-mask forms ``(x & m) == r`` with ``m + 1`` a power of two in every step:
  ``m = 2^k - 1``, ``m = stride - 1`` (``stride`` a power-of-two loop variable) or
  ``m = (1 << j) - 1``, equivalent to ``x % (m+1) == r`` for every integer ``x`` in
  two's complement;
* truth values (``if (x % y)``, ``if (!(x & m))``), ``!`` of a comparison, and ``&&``.

``values`` maps the form symbols to integers: ``block.x`` and the other launch values
(:func:`warpsmith.analysis.affine.launch_values`), ``param:NAME`` for scalar parameters (a
bare ``NAME`` is read as ``param:NAME``); opaque invariants such as ``n / 2`` are computed
from them.
"""

from __future__ import annotations

from ..analysis.affine import Poly, is_index_var, spell_symbol
from ..analysis.indexing import IndexEnv, Loop, NonAffine
from ..ir import nodes as N
from ..ir.types import ScalarType
from .symbolic_triplet import COMPARISONS, Conjunction, NotSymbolic, Sequence, Triplet

TID = "tid.x"
MAX_GEOMETRIC_STEPS = 62


def triplet_of(cond: N.Expr, env: IndexEnv, loop: Loop | None,
               values: dict) -> Triplet | Conjunction | None:
    """The triplet (or conjunction of triplets) that ``cond`` is, in the loop ``loop``
    (None: no enclosing loop, every ``g`` constant), under ``values``; None when ``cond`` is
    not of that form (:func:`why_not` gives the reason)."""
    try:
        return match(cond, env, loop, values)
    except NotSymbolic:
        return None


def why_not(cond: N.Expr, env: IndexEnv, loop: Loop | None, values: dict) -> str | None:
    """Why :func:`triplet_of` returns None for ``cond`` (None when it does not)."""
    try:
        match(cond, env, loop, values)
    except NotSymbolic as err:
        return str(err)
    return None


def match(cond: N.Expr, env: IndexEnv, loop: Loop | None,
          values: dict) -> Triplet | Conjunction:
    """Like :func:`triplet_of` but raises :class:`NotSymbolic` with the reason."""
    return _Matcher(env, loop, values).cond(cond)


def normalize_values(values: dict | None) -> dict:
    """Form-symbol values: bare parameter names become ``param:NAME``."""
    out = {}
    for k, v in (values or {}).items():
        key = k if (":" in k or "." in k) else f"param:{k}"
        out[key] = int(v)
    return out


def loop_sequence(loop: Loop, env: IndexEnv, values: dict) -> Sequence:
    """The values the loop's form symbol (:attr:`Loop.symbol`) takes, iteration by
    iteration: ``0, 1, 2, ...`` for a linear loop (its counter), ``s0 * f**i`` for a
    geometric loop that multiplies, ``s_last * f**(I-1-i)`` for one that divides (only when
    that is exact: the start a multiple of ``f**(I-1)``). Raises NotSymbolic."""
    vals = normalize_values(values)
    vals.update(env.opaque_values(vals))
    where = f"the loop at line {loop.line}"
    if loop.kind == "unknown":
        raise NotSymbolic(f"{where}: {loop.reason}")
    if loop.kind == "linear":
        n = loop.trip_count(vals)
        if n is None:
            raise NotSymbolic(f"{where}: its trip count is not known from the values given")
        return Sequence("linear", 1, 0, n)
    s0 = loop.start.evaluate(vals)
    bound = loop.bound.evaluate(vals)
    if s0 is None or bound is None:
        raise NotSymbolic(f"{where}: its start or bound is not known from the values given")
    seq = []
    v = s0
    while _holds(v, loop.op, bound):
        seq.append(v)
        if len(seq) > MAX_GEOMETRIC_STEPS:
            raise NotSymbolic(f"{where}: {loop.var} does not reach its bound in "
                              f"{MAX_GEOMETRIC_STEPS} iterations")
        v = (abs(v) // loop.factor) * (1 if v >= 0 else -1) if loop.divide else v * loop.factor
    n = len(seq)
    if n == 0:
        return Sequence("geometric", 1, loop.factor, 0)
    if not loop.divide:
        return Sequence("geometric", s0, loop.factor, n)
    last = seq[-1]
    if any(seq[i] != last * loop.factor ** (n - 1 - i) for i in range(n)):
        raise NotSymbolic(f"{where}: the values of {loop.var} ({', '.join(map(str, seq[:6]))}"
                          f"{', ...' if n > 6 else ''}) are not exactly geometric")
    return Sequence("geometric", last, loop.factor, n, reverse=True)


def _holds(v, op, b) -> bool:
    return {"<": v < b, "<=": v <= b, ">": v > b, ">=": v >= b, "!=": v != b}[op]


def _strip(e: N.Expr) -> N.Expr:
    while isinstance(e, N.Cast) and isinstance(e.type, ScalarType) and e.type.is_integer \
            and isinstance(getattr(e.operand, "type", None), ScalarType) \
            and e.operand.type.is_integer:
        e = e.operand
    return e


def _unsigned(e: N.Expr) -> bool:
    t = getattr(e, "type", None)
    return isinstance(t, ScalarType) and t.kind == "int" and not t.signed


class _Matcher:
    def __init__(self, env: IndexEnv, loop: Loop | None, values: dict):
        self.env = env
        self.loop = loop
        self.values = normalize_values(values)
        self.T = self.values.get("block.x")
        self.symbol = loop.symbol if loop is not None else None
        self._seq: Sequence | None = None

    # ------------------------------------------------------------------ helpers
    def text(self, e: N.Expr) -> str:
        """``e`` as the user wrote it (for reasons)."""
        return self.env.text(e)

    def seq(self) -> Sequence:
        """The values of the loop's symbol (computed once)."""
        if self._seq is None:
            self._seq = loop_sequence(self.loop, self.env, self.values)
        return self._seq

    def form(self, e: N.Expr) -> Poly:
        """The affine form of ``e`` with the known values substituted."""
        try:
            p = self.env.form(e)
        except NonAffine as err:
            raise NotSymbolic(f"{self.text(e)}: {err}") from None
        vals = dict(self.values)
        vals.update(self.env.opaque_values(vals))
        return p.substitute(vals)

    def split(self, p: Poly, what: str) -> tuple[int, int, int]:
        """``p = a*t + k*s + b``: (a, k, b), or NotSymbolic naming what is in the way."""
        a = k = b = 0
        for mono, c in p.terms:
            idx = [s for s in mono if is_index_var(s)]
            other = [s for s in mono if not is_index_var(s)]
            if other:
                raise NotSymbolic(f"{what}: the value of {spell_symbol(other[0])} is not known "
                                  "(give it in values)")
            for s in idx:
                if s.startswith("tid.") and s != TID:
                    raise NotSymbolic(f"{what} depends on {spell_symbol(s)}; the symbolic "
                                      "evaluation covers threadIdx.x (one-dimensional ids)")
                if s.startswith("bid."):
                    raise NotSymbolic(f"{what} depends on {spell_symbol(s)}: divergence "
                                      "between blocks, not between the threads of a block")
                if s.startswith(("loop:", "iter:")) and s != self.symbol:
                    name = s.split(":", 1)[1]
                    raise NotSymbolic(
                        f"{what} depends on the variable {name} of "
                        + ("another loop" if self.loop is not None else
                           "a loop, and no enclosing loop was given"))
            if len(idx) > 1:
                names = " * ".join(spell_symbol(s) for s in idx)
                raise NotSymbolic(f"{what} is not affine: it multiplies {names}")
            if not idx:
                b += c
            elif idx[0] == TID:
                a += c
            else:
                k += c
        return a, k, b

    def g_of(self, k: int, e: int, what: str) -> Sequence | int:
        """``k*s + e`` as g: constant, linear ``k*i + e`` or geometric ``k*s0*f**i``."""
        if k == 0:
            return e
        sq = self.seq()
        if sq.kind == "linear":
            return Sequence("linear", k, e, sq.count)
        if e != 0:
            raise NotSymbolic(f"{what} adds {e} to a geometric loop variable: not a "
                              "geometric function c*d^i")
        return Sequence("geometric", k * sq.c, sq.d, sq.count, sq.reverse)

    def minimum(self, a: int, k: int, b: int) -> int | None:
        """Smallest value of ``a*t + k*s + b`` over the block and the steps (None: unknown)."""
        lo = b
        if a < 0:
            if self.T is None:
                return None
            lo += a * (self.T - 1)
        if k:
            sq = self.seq()
            if sq.count:
                lo += min(k * sq.value(0), k * sq.value(sq.count - 1))
        return lo

    def check_unsigned(self, e: N.Expr, parts: list[tuple[int, int, int]]) -> None:
        """Refuse an unsigned operation whose operands can go below zero (they would wrap
        and the triplet's integer arithmetic would not be C's)."""
        if not _unsigned(e):
            return
        for a, k, b in parts:
            m = self.minimum(a, k, b)
            if m is None or m < 0:
                raise NotSymbolic(f"the unsigned operation {self.text(e)} may wrap "
                                  "below zero")

    def const(self, e: N.Expr) -> int | None:
        """The value of ``e`` when it is a known constant, else None."""
        try:
            p = self.env.form(e)
        except NonAffine:
            return None
        vals = dict(self.values)
        vals.update(self.env.opaque_values(vals))
        return p.substitute(vals).constant

    # ---------------------------------------------------------------- the forms
    def cond(self, e: N.Expr) -> Triplet | Conjunction:
        """A condition (truth value) as a triplet or conjunction."""
        e = _strip(e)
        if isinstance(e, N.Binary) and e.op == "&&":
            parts = []
            for side in (e.lhs, e.rhs):
                r = self.cond(side)
                parts.extend(r.parts if isinstance(r, Conjunction) else [r])
            try:
                return Conjunction(tuple(parts))
            except ValueError as err:
                raise NotSymbolic(f"{self.text(e)}: {err}") from None
        if isinstance(e, N.Binary) and e.op == "||":
            raise NotSymbolic(f"{self.text(e)} is a disjunction (||), not a triplet")
        if isinstance(e, N.Unary) and e.op == "!":
            inner = _strip(e.operand)
            if isinstance(inner, N.Binary) and inner.op in COMPARISONS:
                r = self.cond(inner)
                return r.negated()
            if isinstance(inner, N.Binary) and inner.op in ("%", "&"):
                return self.modulo(inner, 0, negate=False)
            if isinstance(inner, N.Binary) and inner.op in ("&&", "||"):
                raise NotSymbolic(f"{self.text(e)} negates a conjunction (a disjunction)")
            return self.compare(inner, "==", None)
        if isinstance(e, N.Binary) and e.op in COMPARISONS:
            for side, other in ((e.lhs, e.rhs), (e.rhs, e.lhs)):
                s = _strip(side)
                if e.op in ("==", "!=") and isinstance(s, N.Binary) and s.op in ("%", "&"):
                    r = self.const(other)
                    if r is None:
                        raise NotSymbolic(f"{self.text(e)}: the remainder "
                                          f"{self.text(other)} is not a known constant")
                    return self.modulo(s, r, negate=e.op == "!=")
            return self.compare(e.lhs, e.op, e.rhs, whole=e)
        if isinstance(e, N.Binary) and e.op in ("%", "&"):
            return self.modulo(e, 0, negate=True)
        return self.compare(e, "!=", None)

    def compare(self, lhs: N.Expr, op: str, rhs: N.Expr | None, whole=None) -> Triplet:
        """``lhs op rhs`` (``rhs`` None: 0): thread terms left, loop terms in g."""
        what = self.text(whole if whole is not None else lhs)
        pl = self.form(lhs)
        pr = self.form(rhs) if rhs is not None else Poly()
        sl, sr = self.split(pl, what), self.split(pr, what)
        if whole is not None:
            self.check_unsigned(whole.lhs, [sl, sr])
        a, k, b = (x - y for x, y in zip(sl, sr))
        if a == 0 and k == 0:
            raise NotSymbolic(f"{what} is the same for every thread and step")
        if k == 0:
            return Triplet(a, 0, op, -b)
        return Triplet(a, b, op, self.g_of(-k, 0, what))

    def divisor(self, e: N.Expr, what: str) -> Sequence | int:
        """The divisor ``e`` as g: affine in the loop variable, or ``c << (k*j + e)``."""
        s = _strip(e)
        try:
            p = self.env.form(s)
        except NonAffine:
            p = None
        if p is None and isinstance(s, N.Binary) and s.op == "<<":
            c = self.const(s.lhs)
            if c is None:
                raise NotSymbolic(f"{what}: {self.text(s.lhs)} is not a known constant")
            a, k, e0 = self.split(self.form(s.rhs), what)
            if a:
                raise NotSymbolic(f"{what}: the divisor depends on the thread")
            if k == 0:
                return c << e0
            sq = self.seq()
            if sq.kind != "linear":
                raise NotSymbolic(f"{what}: 2 to the power of a geometric loop variable")
            n = sq.count
            if k > 0:
                if e0 < 0:
                    raise NotSymbolic(f"{what} shifts by a negative amount")
                return self._geom(c << e0, 1 << k, n, False, what)
            last = e0 + k * (n - 1)
            if last < 0:
                raise NotSymbolic(f"{what} shifts by a negative amount")
            return self._geom(c << last, 1 << -k, n, True, what)
        a, k, e0 = self.split(self.form(s), what)
        if a:
            raise NotSymbolic(f"{what}: the divisor depends on the thread")
        return self.g_of(k, e0, what)

    def _geom(self, c, d, n, reverse, what):
        try:
            return Sequence("geometric", c, d, n, reverse)
        except ValueError as err:
            raise NotSymbolic(f"{what}: {err}") from None

    def modulo(self, e: N.Binary, r: int, negate: bool) -> Triplet:
        """``e == r`` (``!= r`` when ``negate``) for ``e`` a ``%`` or a bit mask ``&``."""
        what = self.text(e)
        if e.op == "%":
            x, g = e.lhs, self.divisor(e.rhs, what)
        else:  # x & m, m + 1 a power of two in every step
            x, g, reason = None, None, None
            for xx, mm in ((e.lhs, e.rhs), (e.rhs, e.lhs)):
                try:
                    g = self.mask(mm, what)
                except NotSymbolic as err:
                    reason = reason or err  # the right operand is the usual mask
                    continue
                x = xx
                break
            if x is None:
                raise reason
        a, k, b = self.split(self.form(x), what)
        if k:
            raise NotSymbolic(f"{what}: the dividend depends on the loop variable")
        if a == 0:
            raise NotSymbolic(f"{what} is the same for every thread")
        if e.op == "%":
            self.check_unsigned(e, [(a, 0, b)])
        gmin = _min_abs(g)
        if r < 0 or (gmin is not None and r >= gmin):
            raise NotSymbolic(f"{what} == {r}: the remainder is not in [0, divisor)")
        if r and e.op == "%":
            m = self.minimum(a, 0, b)
            if m is None or m < 0:
                raise NotSymbolic(f"{what} == {r}: a negative dividend has another remainder")
        try:
            return Triplet(a, b - r, "%!" if negate else "%", g)
        except ValueError as err:
            raise NotSymbolic(f"{what}: {err}") from None

    def mask(self, m: N.Expr, what: str) -> Sequence | int:
        """``m + 1`` as g when every value of it is a power of two (``x & m == x % (m+1)``)."""
        s = _strip(m)
        if isinstance(s, N.Binary) and s.op == "-" and self.const(s.rhs) == 1:
            g = self.divisor(s.lhs, what)
        else:
            a, k, e0 = self.split(self.form(s) + Poly.const(1), what)
            if a:
                raise NotSymbolic(f"{what}: the mask depends on the thread")
            g = self.g_of(k, e0, what)
        vals = [g] if isinstance(g, int) else (
            [g.c, g.d] if g.kind == "geometric" else
            (g.values().tolist() if g.count <= 64 else None))
        if vals is None or any(v <= 0 or v & (v - 1) for v in vals):
            raise NotSymbolic(f"{what}: the mask {self.text(m)} is not 2^k - 1 in every step")
        return g


def _min_abs(g) -> int | None:
    if isinstance(g, int):
        return abs(g)
    if g.count == 0:
        return None
    ends = [abs(g.value(0)), abs(g.value(g.count - 1))]
    if g.kind == "linear" and g.c and 0 <= -g.d / g.c <= g.count - 1:
        return 0
    return min(ends)


__all__ = ["triplet_of", "why_not", "match", "loop_sequence", "normalize_values"]
