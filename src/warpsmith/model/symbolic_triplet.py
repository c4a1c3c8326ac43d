"""Thread-dependent conditions ``<A*t + B, op, g(i)>`` and their efficient evaluation
(paper 000, section 3.1).

A :class:`Triplet` says: in step ``i`` (the ``i``-th iteration of the enclosing loop,
``i = 0 .. I-1``) thread ``t`` (``0 <= t < T``) is active when ``A*t + B op g(i)``, with
``g`` a linear (``C*i + D``) or geometric (``C * D**i``) :class:`Sequence` or a constant,
and ``op`` a comparison or one of the modulo operators ``%`` (``g(i)`` divides ``A*t + B``)
and ``%!`` (it does not). A :class:`Conjunction` is several triplets joined by ``&&``.

:func:`active_threads` computes the ``(I, T)`` activity matrix by the method of the case
the condition falls in (:func:`case_of`), exactly as the paper describes, and
:func:`evaluation_cost` gives that method's cost, which the caller compares with
:data:`THRESHOLD` before evaluating (above it the paper falls back to lower and upper
bounds, warpsmith also to replaying one block on the simulator). :func:`brute_force` is the
reference every method must agree with (the tests check it for random conditions).

The three mutually exclusive cases:

1. a comparison with ``I <= T``: solve ``A*t + B op g(i)`` for ``t`` once per step ``i``
   (a range of thread ids per ``i``);
2. a comparison with ``I > T``: solve it for ``i`` once per thread ``t`` (a range of steps
   per thread), record the ranges, then replay them step by step (two passes);
3. a modulo condition: for every thread look up the *prime factor combinations* (the
   divisors) of ``A*t + B`` in a table built from a smallest-prime-factor sieve, and keep
   those equal to some ``g(i)`` (paper's Table 2); recorded per thread and replayed (two
   passes).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: The largest evaluation cost (in the paper's "symbolic evaluation steps", as
#: :func:`evaluation_cost` counts them) for which the caller evaluates a condition
#: symbolically. 2**21 steps: every condition of the paper's kernels at its largest block
#: (512 threads; the modulo condition of the scan costs 2 * 131,328 steps there) and of
#: 1024-thread blocks with ``|A| <= 4`` fits; one step is a few NumPy element operations,
#: so an evaluation at the threshold takes well under a second on one core. Above it the
#: caller uses the paper's bounds (weights 0 and 1) or replays one block.
THRESHOLD = 1 << 21

#: The largest activity matrix (I x T cells) :func:`active_threads` builds.
MAX_CELLS = 1 << 27

COMPARISONS = ("<", "<=", ">", ">=", "==", "!=")
MODULO = ("%", "%!")
OPS = COMPARISONS + MODULO
FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}  # -x op -y
NEGATE = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "==", "%": "%!",
          "%!": "%"}
_INT64_LIMIT = 1 << 62


class NotSymbolic(Exception):
    """A condition or access the symbolic evaluation cannot handle; ``str()`` says why."""


@dataclass(frozen=True)
class Sequence:
    """``g(i)`` for ``i = 0 .. count-1``: ``c*i + d`` (linear) or ``c * d**i`` (geometric).

    ``reverse`` (geometric only) counts the exponent down, ``g(i) = c * d**(count-1-i)``:
    the values of a loop variable that is divided by ``d`` each iteration
    (``for (s = 64; s > 0; s >>= 1)`` is ``1 * 2**(6-i)``)."""

    kind: str
    c: int
    d: int
    count: int
    reverse: bool = False

    def __post_init__(self):
        if self.kind not in ("linear", "geometric"):
            raise ValueError(f"sequence kind {self.kind!r}: linear or geometric")
        if self.count < 0:
            raise ValueError("a sequence has at least zero terms")
        if self.kind == "geometric":
            if self.d < 1:
                raise ValueError("a geometric sequence needs a ratio d >= 1")
            if self.count and abs(self.c) * self.d ** (self.count - 1) >= _INT64_LIMIT:
                raise ValueError("the geometric sequence overflows 62 bits")
        elif self.reverse:
            raise ValueError("only a geometric sequence counts down")
        elif self.count and max(abs(self.d), abs(self.c * (self.count - 1) + self.d)) \
                >= _INT64_LIMIT:
            raise ValueError("the linear sequence overflows 62 bits")

    def value(self, i: int) -> int:
        """``g(i)``."""
        if self.kind == "linear":
            return self.c * i + self.d
        e = self.count - 1 - i if self.reverse else i
        return self.c * self.d ** e

    def values(self) -> np.ndarray:
        """All ``count`` values (int64); for geometric sequences and brute force."""
        if self.kind == "linear":
            return self.c * np.arange(self.count, dtype=np.int64) + self.d
        return np.array([self.value(i) for i in range(self.count)], dtype=np.int64)

    @property
    def direction(self) -> int:
        """+1 when g grows with i, -1 when it falls, 0 when it is constant."""
        if self.kind == "linear":
            return (self.c > 0) - (self.c < 0)
        if self.d == 1 or self.c == 0:
            return 0
        s = (self.c > 0) - (self.c < 0)
        return -s if self.reverse else s

    def __str__(self) -> str:
        if self.kind == "linear":
            return f"{self.c}*i + {self.d}" if self.d else f"{self.c}*i"
        return f"{self.c}*{self.d}^({self.count - 1}-i)" if self.reverse \
            else f"{self.c}*{self.d}^i"


@dataclass(frozen=True)
class Triplet:
    """The condition ``<a*t + b, op, g(i)>`` (see the module doc); ``g`` an int is the
    same in every step (one step, ``I = 1``)."""

    a: int
    b: int
    op: str
    g: Sequence | int

    def __post_init__(self):
        if self.op not in OPS:
            raise ValueError(f"operator {self.op!r}: one of {', '.join(OPS)}")
        if self.op in MODULO and _has_zero(self.g):
            raise ValueError(f"{self} divides by zero")

    @property
    def I(self) -> int:  # noqa: E743 - the paper's name
        """Number of steps."""
        return self.g.count if isinstance(self.g, Sequence) else 1

    def g_values(self) -> np.ndarray:
        """``g(i)`` for every step (int64)."""
        if isinstance(self.g, Sequence):
            return self.g.values()
        return np.array([self.g], dtype=np.int64)

    def negated(self) -> "Triplet":
        """The condition that holds where this one does not."""
        return Triplet(self.a, self.b, NEGATE[self.op], self.g)

    def __str__(self) -> str:
        lhs = f"{self.a}*t + {self.b}" if self.b else f"{self.a}*t"
        g = f"{self.g} (i = 0..{self.I - 1})" if isinstance(self.g, Sequence) else str(self.g)
        return f"<{lhs}, {self.op}, {g}>"


@dataclass(frozen=True)
class Conjunction:
    """Triplets that must all hold (``c1 && c2``). Parts with a sequence share one ``I``;
    parts with a constant ``g`` hold or fail alike in every step."""

    parts: tuple[Triplet, ...]

    def __post_init__(self):
        counts = {p.I for p in self.parts if isinstance(p.g, Sequence)}
        if len(counts) > 1:
            raise ValueError("the parts of a conjunction step through different loops")

    @property
    def I(self) -> int:  # noqa: E743
        """Number of steps (that of the parts with a sequence)."""
        return max((p.I for p in self.parts if isinstance(p.g, Sequence)), default=1)

    def __str__(self) -> str:
        return " && ".join(str(p) for p in self.parts)


def _has_zero(g) -> bool:
    if not isinstance(g, Sequence):
        return g == 0
    if g.count == 0:
        return False
    if g.kind == "geometric":
        return g.c == 0
    if g.c == 0:
        return g.d == 0
    return (-g.d) % g.c == 0 and 0 <= (-g.d) // g.c < g.count


# ----------------------------------------------------------------------- reference


def brute_force(tr: Triplet | Conjunction, T: int) -> np.ndarray:
    """The ``(I, T)`` activity matrix by evaluating every (step, thread) pair: the
    reference the case methods must equal (and the only method for tests)."""
    if isinstance(tr, Conjunction):
        out = np.ones((tr.I, T), bool)
        for p in tr.parts:
            out &= brute_force(p, T)
        return out
    x = tr.a * np.arange(T, dtype=np.int64)[None, :] + tr.b
    g = tr.g_values()[:, None]
    if tr.op in MODULO:
        div = (x % g) == 0
        return np.broadcast_to(div if tr.op == "%" else ~div, (tr.I, T)).copy()
    fn = {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
          "==": np.equal, "!=": np.not_equal}[tr.op]
    return np.broadcast_to(fn(x, g), (tr.I, T)).copy()


# ------------------------------------------------------------------------ the cases


def case_of(tr: Triplet, T: int) -> int:
    """The paper's case: 3 for a modulo condition, else 1 when ``I <= T``, else 2."""
    if tr.op in MODULO:
        return 3
    return 1 if tr.I <= T else 2


def evaluation_cost(tr: Triplet | Conjunction, T: int) -> tuple[int, float]:
    """``(case, cost)``: the paper's cost of evaluating ``tr`` for a block of ``T`` threads,
    in symbolic evaluation steps, to compare with :data:`THRESHOLD`.

    * case 1: ``sum_i n_i``, ``n_i`` the thread ids the solve for ``g(i)`` enumerates (the
      paper's ``sum_i floor((C*i + D - B)/A) + 1`` for ``<=``, kept exact and clipped to
      the block instead of its closed-form approximation, whose ``C/A * I*(I+1)`` also
      lacks a factor 1/2);
    * case 2: twice ``sum_t (m_t + 1)``, ``m_t`` the steps recorded for thread ``t`` (the
      paper's expression (2) before substituting ``alpha``), doubled for the replay pass;
    * case 3: twice ``sum_t floor(|A*t + B| / 2)`` (at least 1 per thread), the paper's
      bound on the prime-factor-combination tests, doubled for the replay pass.

    Every case adds ``I * ceil(T/32)``: the step table visits each warp of each step.
    A conjunction costs the sum of its parts; its case is the costliest part's."""
    if isinstance(tr, Conjunction):
        costs = [evaluation_cost(p, T) for p in tr.parts]
        case = max(costs, key=lambda c: c[1])[0] if costs else 1
        return case, float(sum(c for _, c in costs))
    case = case_of(tr, T)
    visit = tr.I * -(-T // 32)
    if case == 1:
        lo, hi, comp = _t_ranges(tr.a, tr.b, tr.op, tr.g_values(), T)
        n = np.clip(hi - lo, 0, None)
        if comp:
            n = T - n
        return 1, float(n.sum()) + visit
    if case == 2:
        lo, hi, comp = _i_ranges(tr, T)
        m = np.clip(hi - lo, 0, None)
        if comp:
            m = tr.I - m
        return 2, 2.0 * float((m + 1).sum()) + visit
    x = np.abs(tr.a * np.arange(T, dtype=np.int64) + tr.b)
    return 3, 2.0 * float(np.maximum(x // 2, 1).sum()) + visit


def active_threads(tr: Triplet | Conjunction, T: int) -> np.ndarray:
    """The ``(I, T)`` boolean matrix: ``[i, t]`` is whether thread ``t`` is active in step
    ``i``, computed by the method of ``tr``'s case (see the module doc). A conjunction is
    the AND of its parts (constant parts broadcast over the steps)."""
    if isinstance(tr, Conjunction):
        out = np.ones((tr.I, T), bool)
        for p in tr.parts:
            out &= active_threads(p, T)
        return out
    if tr.I * T > MAX_CELLS:
        raise NotSymbolic(f"the activity matrix of {tr} has {tr.I} x {T} cells")
    case = case_of(tr, T)
    if case == 1:
        return solve_per_step(tr, T)
    if case == 2:
        return solve_per_thread(tr, T)
    return _case3(tr, T)


# case 1 -------------------------------------------------------------------------------

def _solve(a: int, b, op: str, g, n: int):
    """The integers ``t`` in ``[0, n)`` with ``a*t + b op g``, for arrays ``b``/``g``:
    ``(lo, hi, complement)``, the set being ``[lo, hi)`` (or its complement in ``[0, n)``
    when ``complement``)."""
    b = np.asarray(b, dtype=np.int64)
    g = np.asarray(g, dtype=np.int64)
    shape = np.broadcast(b, g).shape
    if a < 0:
        a, b, g, op = -a, -b, -g, FLIP[op]
    comp = op == "!="
    if comp:
        op = "=="
    if a == 0:
        fn = {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
              "==": np.equal}[op]
        ok = np.broadcast_to(fn(b, g), shape)
        lo = np.zeros(shape, np.int64)
        return lo, np.where(ok, n, 0).astype(np.int64), comp
    r = g - b
    big = np.int64(n)
    if op == "<":
        lo, hi = np.zeros(shape, np.int64), (r - 1) // a + 1
    elif op == "<=":
        lo, hi = np.zeros(shape, np.int64), r // a + 1
    elif op == ">":
        lo, hi = r // a + 1, np.full(shape, big)
    elif op == ">=":
        lo, hi = -((-r) // a), np.full(shape, big)
    else:  # ==
        exact = (r % a) == 0
        lo = np.where(exact, r // a, 0)
        hi = np.where(exact, r // a + 1, 0)
    lo = np.clip(np.broadcast_to(lo, shape), 0, n)
    hi = np.clip(np.broadcast_to(hi, shape), 0, n)
    return lo.astype(np.int64), np.maximum(hi, lo).astype(np.int64), comp


def _t_ranges(a, b, op, g_values, T):
    return _solve(a, b, op, g_values, T)


def _fill_rows(lo, hi, comp, n):
    idx = np.arange(n, dtype=np.int64)[None, :]
    out = (idx >= lo[:, None]) & (idx < hi[:, None])
    return ~out if comp else out


def solve_per_step(tr: Triplet, T: int) -> np.ndarray:
    """Case 1: per step ``i`` solve for the range of thread ids."""
    lo, hi, comp = _t_ranges(tr.a, tr.b, tr.op, tr.g_values(), T)
    return _fill_rows(lo, hi, comp, T)


# case 2 -------------------------------------------------------------------------------

_SWAP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}  # x op g <=> g swap x


def _i_ranges(tr: Triplet, T: int):
    """Per thread ``t`` the steps ``i`` with ``a*t + b op g(i)``: ``(lo, hi, complement)``
    arrays over ``t`` (the set ``[lo, hi)`` of steps, or its complement)."""
    x = tr.a * np.arange(T, dtype=np.int64) + tr.b
    op = _SWAP[tr.op]  # g(i) op x
    g = tr.g
    if not isinstance(g, Sequence):
        return _solve(0, np.full(T, g, np.int64), op, x, 1)
    if g.kind == "linear":
        return _solve(g.c, g.d, op, x, g.count)
    # geometric: monotone values, located by binary search
    v = g.values()
    if g.direction < 0:  # g(i) op x  <=>  -g(i) flip(op) -x, and -g is non-decreasing
        return _search(-v, -x, FLIP[op])
    return _search(v, x, op)


def _search(v: np.ndarray, x: np.ndarray, op: str):
    """Steps ``i`` with ``v[i] op x`` for non-decreasing ``v``, per element of ``x``."""
    n = v.size
    left = np.searchsorted(v, x, "left")
    right = np.searchsorted(v, x, "right")
    zero, full = np.zeros_like(left), np.full_like(left, n)
    comp = op == "!="
    if op == "<":
        return zero, left, comp
    if op == "<=":
        return zero, right, comp
    if op == ">":
        return right, full, comp
    if op == ">=":
        return left, full, comp
    return left, right, comp  # == and (complemented) !=


def solve_per_thread(tr: Triplet, T: int) -> np.ndarray:
    """Case 2: per thread solve for its range of steps (pass 1, recorded), then replay the
    records step by step into the matrix (pass 2)."""
    lo, hi, comp = _i_ranges(tr, T)
    record = [(int(l), int(h)) for l, h in zip(lo, hi)]  # pass 1: the steps of each t
    out = np.zeros((tr.I, T), bool)
    for t, (l, h) in enumerate(record):  # pass 2: replay
        out[l:h, t] = True
    return ~out if comp else out


# case 3 -------------------------------------------------------------------------------

def smallest_prime_factors(n: int) -> np.ndarray:
    """The sieve behind the prime-factor lookup table: ``spf[k]`` is the smallest prime
    factor of ``k`` (``2 <= k <= n``)."""
    spf = np.zeros(max(n, 1) + 1, np.int64)
    for p in range(2, int(n ** 0.5) + 1):
        if spf[p] == 0:
            block = spf[p * p::p]
            block[block == 0] = p
    rest = np.flatnonzero(spf == 0)
    spf[rest] = rest
    return spf


def divisors(k: int, spf: np.ndarray) -> list[int]:
    """All divisors of ``k >= 1`` (the products of its prime factor combinations, 1 being
    the empty one), from the smallest-prime-factor table."""
    ds = [1]
    while k > 1:
        p = int(spf[k])
        e = 0
        while k % p == 0:
            k //= p
            e += 1
        ds = [d * p ** j for d in ds for j in range(e + 1)]
    return sorted(ds)


def _step_lookup(g: Sequence | int):
    """A function from a divisor ``P`` to the steps ``i`` with ``|g(i)| == P``."""
    if not isinstance(g, Sequence):
        return lambda P: [0] if abs(g) == P else []
    if g.kind == "linear":
        if g.c == 0:
            return lambda P: list(range(g.count)) if abs(g.d) == P else []

        def lin(P):
            out = []
            for v in {P, -P}:
                num = v - g.d
                if num % g.c == 0 and 0 <= num // g.c < g.count:
                    out.append(num // g.c)
            return out
        return lin
    table: dict[int, list[int]] = {}
    for i, v in enumerate(g.values()):
        table.setdefault(abs(int(v)), []).append(i)
    return lambda P: table.get(P, [])


def modulo_table(tr: Triplet, T: int) -> list[tuple[int, int, tuple[int, ...], tuple[int, ...]]]:
    """The paper's Table 2 for a modulo triplet: per thread ``t`` the value
    ``x = a*t + b``, its prime factor combinations ``P`` (the divisors greater than 1) and
    the steps ``i`` whose ``g(i)`` is one of them (or divides ``x`` otherwise: every step
    when ``x == 0``, the steps with ``|g(i)| == 1``). This is pass 1 of case 3."""
    if tr.op not in MODULO:
        raise ValueError(f"{tr} is not a modulo condition")
    xs = [tr.a * t + tr.b for t in range(T)]
    spf = smallest_prime_factors(max((abs(x) for x in xs), default=1))
    lookup = _step_lookup(tr.g)
    ones = tuple(lookup(1))
    rows = []
    for t, x in enumerate(xs):
        if x == 0:
            rows.append((t, x, (), tuple(range(tr.I))))
            continue
        combos = tuple(d for d in divisors(abs(x), spf) if d > 1)
        steps = set(ones)
        for P in combos:
            steps.update(lookup(P))
        rows.append((t, x, combos, tuple(sorted(steps))))
    return rows


def _case3(tr: Triplet, T: int) -> np.ndarray:
    """Case 3: look up per thread the steps whose ``g(i)`` is a prime factor combination of
    ``a*t + b`` (pass 1, :func:`modulo_table`), then replay them into the matrix (pass 2)."""
    out = np.zeros((tr.I, T), bool)
    for t, _, _, steps in modulo_table(tr, T):
        if steps:
            out[list(steps), t] = True
    return ~out if tr.op == "%!" else out


__all__ = ["THRESHOLD", "MAX_CELLS", "OPS", "COMPARISONS", "MODULO", "NotSymbolic",
           "Sequence", "Triplet", "Conjunction", "brute_force", "case_of", "evaluation_cost",
           "active_threads", "solve_per_step", "solve_per_thread", "modulo_table", "divisors",
           "smallest_prime_factors"]
