"""Affine forms of integer expressions: the paper's "effect of +1" made exact.

An index such as ``threadIdx.x * gridDim.x + blockIdx.x`` is a polynomial whose symbols are
either *index variables* (thread and block indices, loop induction variables: they differ
between the threads of a warp or between requests) or *invariants* (``blockDim``,
``gridDim``, scalar kernel parameters, and opaque thread-invariant values such as ``n / 2``).
The form is *affine* when every monomial holds at most one index variable, to the first
power; its coefficient is then the stride along that variable (a polynomial in the
invariants, an integer once the launch and the parameters are known).

Symbols are strings: ``tid.x``, ``bid.y``, ``loop:k`` (index variables), ``block.x``
(threads per block), ``grid.x`` (blocks), ``param:width``, ``opaque:<text>`` (invariants):
the launch-symbol vocabulary of :mod:`warpsmith.ir.launch`. A linear loop that does not
count 0, 1, 2, ... by ones is represented by its iteration counter ``iter:j`` (printed
``iter(j)``): the loop variable is ``start + step * iter(j)``.

Why our own: the forms must carry symbolic coefficients (``gridDim.x``) and print in the
user's dialect; sympy would do the algebra but not the GPU-specific classification, and the
algebra needed (sums and products of polynomials with integer coefficients) is small.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from ..ir.launch import Launch

Monomial = tuple[str, ...]  # symbol names sorted by print_key, repeated for powers

AXES = "xyz"
THREAD_VARS = tuple(f"tid.{a}" for a in AXES)
BLOCK_VARS = tuple(f"bid.{a}" for a in AXES)


def is_index_var(sym: str) -> bool:
    """Thread index, block index or loop variable: a symbol whose value varies at run time
    between the threads of a block, the blocks, or the iterations of a loop."""
    return sym.startswith(("tid.", "bid.", "loop:", "iter:"))


@dataclass(frozen=True)
class Poly:
    """A polynomial with integer coefficients over named symbols (immutable)."""

    terms: tuple[tuple[Monomial, int], ...] = ()

    # ------------------------------------------------------------------ construction
    @staticmethod
    def const(c: int) -> "Poly":
        return Poly(((((), int(c)),)) if c else ())

    @staticmethod
    def sym(name: str) -> "Poly":
        return Poly((((name,), 1),))

    @staticmethod
    def _make(d: dict) -> "Poly":
        return Poly(tuple(sorted(((m, c) for m, c in d.items() if c), key=_term_key)))

    def as_dict(self) -> dict:
        return dict(self.terms)

    # ----------------------------------------------------------------------- algebra
    def __add__(self, other: "Poly") -> "Poly":
        d = self.as_dict()
        for m, c in other.terms:
            d[m] = d.get(m, 0) + c
        return Poly._make(d)

    def __neg__(self) -> "Poly":
        return Poly(tuple((m, -c) for m, c in self.terms))

    def __sub__(self, other: "Poly") -> "Poly":
        return self + (-other)

    def __mul__(self, other: "Poly") -> "Poly":
        d: dict = {}
        for m1, c1 in self.terms:
            for m2, c2 in other.terms:
                m = tuple(sorted(m1 + m2, key=print_key))
                d[m] = d.get(m, 0) + c1 * c2
        return Poly._make(d)

    def scale(self, k: int) -> "Poly":
        return Poly._make({m: c * k for m, c in self.terms})

    # -------------------------------------------------------------------- queries
    @property
    def is_zero(self) -> bool:
        return not self.terms

    @property
    def constant(self) -> int | None:
        """The value when the polynomial has no symbols, else None."""
        if not self.terms:
            return 0
        if len(self.terms) == 1 and self.terms[0][0] == ():
            return self.terms[0][1]
        return None

    def symbols(self) -> set[str]:
        return {s for m, _ in self.terms for s in m}

    def index_vars(self) -> set[str]:
        return {s for s in self.symbols() if is_index_var(s)}

    @property
    def is_affine(self) -> bool:
        """At most one index variable, of degree one, in every monomial."""
        return all(sum(1 for s in m if is_index_var(s)) <= 1 for m, _ in self.terms)

    def coefficient(self, var: str) -> "Poly":
        """The stride along index variable ``var`` (for an affine form)."""
        d: dict = {}
        for m, c in self.terms:
            if var in m:
                rest = list(m)
                rest.remove(var)
                d[tuple(rest)] = d.get(tuple(rest), 0) + c
        return Poly._make(d)

    def invariant_part(self) -> "Poly":
        """The monomials without index variables (the same for every thread and request)."""
        return Poly._make({m: c for m, c in self.terms
                           if not any(is_index_var(s) for s in m)})

    def substitute(self, values: dict) -> "Poly":
        """Replace the symbols that ``values`` names by integers (or by Polys)."""
        out = Poly()
        for m, c in self.terms:
            term = Poly.const(c)
            for s in m:
                v = values.get(s)
                if v is None:
                    term = term * Poly.sym(s)
                elif isinstance(v, Poly):
                    term = term * v
                else:
                    term = term.scale(int(v))
            out = out + term
        return out

    def evaluate(self, values: dict) -> int | None:
        """The integer value when every symbol has a value in ``values``, else None."""
        total = 0
        for m, c in self.terms:
            try:
                total += c * prod(int(values[s]) for s in m)
            except KeyError:
                return None
        return total

    def gcd_of_coefficients(self) -> int:
        from math import gcd
        g = 0
        for _, c in self.terms:
            g = gcd(g, c)
        return g

    # -------------------------------------------------------------------- printing
    def render(self, names=None) -> str:
        """Readable text; ``names`` maps a symbol to its spelling (default: the symbol)."""
        if not self.terms:
            return "0"
        spell = names or (lambda s: s)
        parts = []
        for m, c in sorted(self.terms, key=_print_order):
            factors = [spell(s) for s in m]
            if not factors:
                body = str(abs(c))
            elif abs(c) == 1:
                body = "*".join(factors)
            else:
                body = "*".join(factors + [str(abs(c))])
            parts.append(("-" if c < 0 else "+", body))
        text = ("-" if parts[0][0] == "-" else "") + parts[0][1]
        for sign, body in parts[1:]:
            text += f" {sign} {body}"
        return text

    def __str__(self) -> str:
        return self.render()


def print_key(sym: str) -> str:
    """The key symbols are ordered by in a monomial, in a polynomial's terms and in print:
    their names, with the launch dimensions ``grid.*`` before ``block.*`` (gridDim before
    blockDim: the order the analysis printed and the transformations generated code in
    when these symbols were named ``nctaid.*`` and ``ntid.*``)."""
    if sym.startswith("grid."):
        return "nctaid." + sym[5:]
    if sym.startswith("block."):
        return "ntid." + sym[6:]
    return sym


def _print_order(term):
    m, _ = term
    rank = 0 if any(s.startswith("tid.") for s in m) else 1 if any(
        s.startswith("bid.") for s in m) else 2 if any(s.startswith(("loop:", "iter:")) for s in m) else (
        4 if not m else 3)
    return (rank, tuple(print_key(s) for s in m))


def _term_key(term):
    m, c = term
    return tuple(print_key(s) for s in m), c


# ------------------------------------------------------------------------ spelling

_CUDA = {"tid": "threadIdx", "bid": "blockIdx", "block": "blockDim", "grid": "gridDim"}
_OPENCL = {"tid": "get_local_id", "bid": "get_group_id", "block": "get_local_size",
           "grid": "get_num_groups"}


def spell_symbol(sym: str, dialect: str = "cuda") -> str:
    """How the user writes ``sym`` in ``dialect`` (``tid.x`` -> ``threadIdx.x``)."""
    if ":" in sym:
        kind, name = sym.split(":", 1)
        return {"opaque": f"({name})", "iter": f"iter({name})"}.get(kind, name)
    kind, axis = sym.split(".")
    if dialect == "opencl":
        return f"{_OPENCL[kind]}({AXES.index(axis)})"
    return f"{_CUDA[kind]}.{axis}"


def launch_values(grid, block) -> dict:
    """Values of the launch invariants ``block.*`` and ``grid.*``: the dimension symbols
    of :meth:`warpsmith.ir.launch.Launch.symbols`."""
    return Launch(grid, block).symbols()


__all__ = ["Poly", "is_index_var", "spell_symbol", "launch_values", "print_key", "THREAD_VARS",
           "BLOCK_VARS", "AXES"]
