"""Random well-defined OpenCL C kernels for differential testing.

The generator builds kernel text directly, tracking for every integer expression the
interval its value can take, so that no generated program has undefined behaviour:

* signed arithmetic is only emitted when the interval proves it cannot overflow;
  otherwise operands are *narrowed* first (``(x & 0xFFF)``, ``(x % 1000)``,
  ``(x >> 20)``, ``((short)x)``) -- which exercises masks, truncating modulo and
  arithmetic right shifts on the way;
* divisors are guarded (``(d | 1)`` or ``(d == 0 ? 1 : d)``), shift counts are masked
  (``& 31``, smaller for signed left shifts), ``INT_MIN / -1`` is excluded;
* float -> integer conversions are guarded by a range check in a ``?:`` (so NaN and
  out-of-range values never reach the conversion);
* narrowing integer conversions to signed types (implementation-defined in C) are used
  freely: every GPU compiler and the simulator wrap them (two's complement).

Floats may become inf/NaN (IEEE arithmetic is defined); only + - * / and comparisons
are used on them (no library functions), so results are exact.

Control flow: if/else on thread-dependent conditions, for/while/do-while loops with small
thread-dependent trip counts and break/continue, nested blocks with shadowing
declarations, ``?:`` with assignments in the branches, compound assignments, ++/--,
&& and || (side-effect free), a ``__local`` array written, barriered (in uniform
control only, optionally inside a uniform loop) and read at neighbours' indices,
``atomic_add`` into a global counter and into a ``__local`` counter, and an early
``return`` after the last barrier.

The program's choices come from a *chooser* (``integer(lo, hi)``), either a
hypothesis ``draw`` (:func:`kernels`, so failures shrink) or ``random.Random``
(:func:`generate`). Option 0 of every choice is the simplest, so shrinking simplifies.
"""

from __future__ import annotations

import os
import random
import re
import struct
from dataclasses import dataclass, field

import numpy as np

INT_MIN, INT_MAX, UINT_MAX = -(2**31), 2**31 - 1, 2**32 - 1

# type name -> (signed, bits); "float" is the only float type.
INT_TYPES = {
    "char": (True, 8), "uchar": (False, 8), "short": (True, 16), "ushort": (False, 16),
    "int": (True, 32), "uint": (False, 32),
}
VAR_TYPES = ("int", "uint", "float", "char", "uchar", "short", "ushort")
INPUT_TYPES = ("int", "uint", "float", "char", "uchar", "short")
NP_DTYPES = {"char": np.int8, "uchar": np.uint8, "short": np.int16, "ushort": np.uint16,
             "int": np.int32, "uint": np.uint32, "float": np.float32}
KERNEL = "k"

# Constructs to leave out (comma-separated in WARPSMITH_DIFF_AVOID): "abs", "sat" (convert_T_sat),
# "minmax", "shadow", "return", "local_counter", "float_div". Used while a known bug is open,
# so that the search finds the next one.
AVOID = frozenset(x.strip() for x in os.environ.get("WARPSMITH_DIFF_AVOID", "").split(",")
                  if x.strip())


def trange(t: str) -> tuple[int, int]:
    signed, bits = INT_TYPES[t]
    return (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if signed else (0, 2**bits - 1)


def promote(t: str) -> str:
    return "int" if t in ("char", "uchar", "short", "ushort") else t


def uac(a: str, b: str) -> str:
    """Usual arithmetic conversions for int-or-float types (no 64-bit types here)."""
    if "float" in (a, b):
        return "float"
    a, b = promote(a), promote(b)
    return "uint" if "uint" in (a, b) else "int"


@dataclass
class E:
    """A generated expression: text (self-delimiting), type and value interval (ints)."""

    text: str
    ty: str
    lo: int | None = None
    hi: int | None = None

    @property
    def is_float(self) -> bool:
        return self.ty == "float"

    def fits(self, t: str) -> bool:
        lo, hi = trange(t)
        return lo <= self.lo and self.hi <= hi


def conv(e: E, t: str) -> E:
    """The implicit conversion of ``e`` to ``t`` (the text does not change)."""
    if t == "float":
        return E(e.text, "float")
    assert not e.is_float, "float -> int conversions must be guarded"
    if e.fits(t):
        return E(e.text, t, e.lo, e.hi)
    lo, hi = trange(t)
    return E(e.text, t, lo, hi)


def bitlen_bound(lo: int, hi: int) -> int:
    return max(abs(lo).bit_length(), abs(hi).bit_length())


def int_binop(op: str, a: E, b: E) -> E | None:
    """``a op b`` for int-typed a, b (b is already a safe divisor / masked count);
    None when the result could overflow a signed type."""
    if op in ("<<", ">>"):
        t = promote(a.ty)
        a = conv(a, t)
        b = conv(b, promote(b.ty))
        assert 0 <= b.lo and b.hi <= 31
        if op == ">>":
            lo = min(a.lo >> b.lo, a.lo >> b.hi)
            hi = max(a.hi >> b.lo, a.hi >> b.hi)
        else:
            if t == "int" and a.lo < 0:
                return None
            lo, hi = a.lo << b.lo, a.hi << b.hi
            if t == "uint" and hi > UINT_MAX:
                lo, hi = 0, UINT_MAX
        if t == "int" and not (INT_MIN <= lo and hi <= INT_MAX):
            return None
        return E(f"({a.text} {op} {b.text})", t, lo, hi)
    if op in ("==", "!=", "<", "<=", ">", ">="):
        return E(f"({a.text} {op} {b.text})", "int", 0, 1)
    t = uac(a.ty, b.ty)
    a, b = conv(a, t), conv(b, t)
    if op == "+":
        lo, hi = a.lo + b.lo, a.hi + b.hi
    elif op == "-":
        lo, hi = a.lo - b.hi, a.hi - b.lo
    elif op == "*":
        ps = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
        lo, hi = min(ps), max(ps)
    elif op == "/":
        if t == "int" and a.lo == INT_MIN and b.lo <= -1 <= b.hi:
            return None
        m = max(abs(a.lo), abs(a.hi))
        lo, hi = (0, a.hi) if a.lo >= 0 and b.lo >= 0 else (-m, m)
    elif op == "%":
        m = max(abs(b.lo), abs(b.hi)) - 1
        m = min(m, max(abs(a.lo), abs(a.hi)))
        lo, hi = (0, m) if a.lo >= 0 else (-m, m)
    elif op == "&":
        if a.lo >= 0 and b.lo >= 0:
            lo, hi = 0, min(a.hi, b.hi)
        elif a.lo >= 0 or b.lo >= 0:
            lo, hi = 0, a.hi if a.lo >= 0 else b.hi
        else:
            k = max(bitlen_bound(a.lo, a.hi), bitlen_bound(b.lo, b.hi))
            lo, hi = -(2**k), 2**k - 1
    elif op in ("|", "^"):
        k = max(bitlen_bound(a.lo, a.hi), bitlen_bound(b.lo, b.hi))
        lo, hi = (0, 2**k - 1) if a.lo >= 0 and b.lo >= 0 else (-(2**k), 2**k - 1)
    else:
        raise ValueError(op)
    if t == "uint" and not (0 <= lo and hi <= UINT_MAX):
        lo, hi = 0, UINT_MAX
    if t == "int" and not (INT_MIN <= lo and hi <= INT_MAX):
        return None
    return E(f"({a.text} {op} {b.text})", t, lo, hi)


def float_literal(v: float) -> str:
    """The shortest text that reads back as the float32 nearest to ``v``, with ``f``."""
    f = np.float32(v)
    s32 = np.format_float_positional(f, unique=True, trim="0") if abs(f) >= 1e-4 or f == 0 \
        else np.format_float_scientific(f, unique=True, trim="0")
    if s32.endswith("."):
        s32 += "0"
    if "e" in s32 and "." not in s32.split("e")[0]:
        m, ex = s32.split("e")
        s32 = m + ".0e" + ex
    return s32 + "f"


def f32_bits(v: float) -> int:
    return struct.unpack("<I", struct.pack("<f", v))[0]


# ---------------------------------------------------------------------------- choosers


class RandomChooser:
    def __init__(self, seed: int):
        self.r = random.Random(seed)

    def integer(self, lo: int, hi: int) -> int:
        return self.r.randint(lo, hi)


class DrawChooser:
    def __init__(self, draw):
        from hypothesis import strategies as st

        self.draw = draw
        self.st = st

    def integer(self, lo: int, hi: int) -> int:
        return self.draw(self.st.integers(lo, hi))


# --------------------------------------------------------------------------- generator


@dataclass
class Var:
    name: str
    ty: str
    lo: int | None = None  # declared interval for ints: every value stored stays inside
    hi: int | None = None
    mutable: bool = True

    def as_expr(self) -> E:
        return E(self.name, self.ty, self.lo, self.hi)


@dataclass
class KernelCase:
    source: str
    block: int
    inputs: list[tuple[str, str]]  # (param name, type)
    n_u: int  # uint output slots per thread
    n_f: int  # float output slots per thread
    pad: int = 8  # extra input elements read beyond the thread count

    def make_args(self, grid: int, seed: int) -> dict[str, np.ndarray]:
        n = grid * self.block
        rng = np.random.default_rng(seed)
        args: dict[str, np.ndarray] = {}
        for name, t in self.inputs:
            args[name] = random_array(rng, t, n + self.pad)
        args["out_u"] = np.full(n * self.n_u, 0xDEADBEEF, dtype=np.uint32)
        args["out_f"] = np.full(n * self.n_f, -7.5, dtype=np.float32)
        args["counter"] = np.zeros(2, dtype=np.uint32)
        return args


def random_array(rng, t: str, n: int) -> np.ndarray:
    if t == "float":
        kind = rng.integers(0, 4, n)
        a = np.where(kind == 0, rng.integers(-20, 20, n).astype(np.float64),
                     rng.uniform(-1000, 1000, n))
        a = np.where(kind == 2, rng.uniform(-1, 1, n) * 1e-3, a)
        a = np.where(kind == 3, rng.standard_normal(n) * 1e6, a)
        return a.astype(np.float32)
    lo, hi = trange(t)
    kind = rng.integers(0, 3, n)
    full = rng.integers(lo, hi, n, endpoint=True, dtype=np.int64)
    small = rng.integers(max(lo, -10), min(hi, 10), n, endpoint=True, dtype=np.int64)
    edge = rng.choice(np.array([lo, hi, 0, 1, lo + 1, hi - 1], dtype=np.int64), n)
    a = np.where(kind == 0, full, np.where(kind == 1, small, edge))
    return a.astype(NP_DTYPES[t])


class Gen:
    def __init__(self, chooser, *, max_stmts: int = 14, max_depth: int = 3):
        self.c = chooser
        self.max_depth = max_depth
        self.budget = max_stmts
        self.lines: list[str] = []
        self.indent = 1
        self.scopes: list[list[Var]] = [[]]
        self.counter = 0
        self.loop_depth = 0
        self.shared_ready = False
        self.shared_ty = "int"
        self.barriers_left = 0
        self.after_barrier = False
        self.n_u = 0
        self.n_f = 0
        self.allow_return = True

    # ---- choices
    def pick(self, n: int) -> int:
        return self.c.integer(0, n - 1)

    def choose(self, seq):
        return seq[self.pick(len(seq))]

    def chance(self, percent: int) -> bool:
        # option 0 (False) is the simple one
        return self.c.integer(0, 99) >= 100 - percent

    def weighted(self, options: list[tuple[int, object]]):
        total = sum(w for w, _ in options)
        k = self.c.integer(0, total - 1)
        for w, v in options:
            if k < w:
                return v
            k -= w
        raise AssertionError

    # ---- output
    def emit(self, line: str) -> None:
        self.lines.append("    " * self.indent + line)

    def fresh(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def visible(self) -> list[Var]:
        seen: dict[str, Var] = {}
        for scope in self.scopes:
            for v in scope:
                seen[v.name] = v  # inner declarations shadow outer ones
        return list(seen.values())

    # ---- leaves
    def const(self, want: str | None = None) -> E:
        t = want or self.choose(["int", "uint", "float", "int", "char"])
        if t == "float":
            v = self.choose([0.0, 1.0, 0.5, -2.0, 3.25, 1e-3, -1e6, 1e30, 0.1, 7.0,
                             2.5e-38, -0.0, 1.5e-42])
            if self.chance(30):
                v = float(np.float32(self.c.integer(-10**6, 10**6) / 1024.0))
            text = float_literal(v)
            return E(f"({text})" if text.startswith("-") else text, "float")
        if t == "uint":
            v = self.choose([0, 1, 3, 255, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 1000, 65536])
            text = self.choose([f"{v}u", f"0x{v:X}u", f"{v}U"])
            return E(text, "uint", v, v)
        if t in ("char", "uchar", "short", "ushort"):
            lo, hi = trange(t)
            v = self.choose([0, 1, -1 if lo < 0 else 2, hi, lo, 100 if hi > 100 else 5])
            return E(f"(({t}){v})" if v >= 0 else f"(({t})({v}))", t, v, v)
        v = self.choose([0, 1, 2, -1, 7, 100, -100, 255, 4096, INT_MAX, -INT_MAX, 65535,
                         0x7FFF0000, 3, 31])
        text = f"{v}" if v >= 0 else f"({v})"
        if v == INT_MAX and self.chance(50):
            text = "0x7FFFFFFF"  # hex that fits int is int
        if 0 <= v < 128 and v >= 32 and self.chance(10):
            text = repr(chr(v)) if chr(v) not in "\\'" else text
        return E(text, "int", v, v)

    def leaf(self) -> E:
        kinds = [(3, "const"), (5, "var"), (4, "input"), (2, "tid")]
        if self.shared_ready:
            kinds.append((3, "shared"))
        k = self.weighted(kinds)
        if k == "var":
            vs = self.visible()
            if vs:
                return self.choose(vs).as_expr()
            k = "input"
        if k == "const":
            return self.const()
        if k == "input":
            name, t = self.choose(self.inputs)
            off = self.pick(4)
            idx = "gid" if off == 0 else f"gid + {off}"
            if t == "float":
                return E(f"{name}[{idx}]", t)
            lo, hi = trange(t)
            return E(f"{name}[{idx}]", t, lo, hi)
        if k == "tid":
            return self.choose([
                E("gid", "int", 0, self.nthreads_max - 1),
                E("lid", "int", 0, self.bsize - 1),
                E("((int)get_global_id(0))", "int", 0, self.nthreads_max - 1),
                E("((uint)get_local_id(0))", "uint", 0, self.bsize - 1),
                E("((int)get_group_id(0))", "int", 0, self.max_groups - 1),
                E("((int)get_local_size(0))", "int", self.bsize, self.bsize),
            ])
        # shared reads: own or a neighbour's slot
        b = self.bsize
        idx = ["lid", f"(lid + 1) % {b}", f"{b - 1} - lid", "0", f"(lid + {b - 1}) % {b}"]
        if b & (b - 1) == 0:  # power of two
            idx += [f"lid ^ {b - 1}", f"(lid + {b - 1}) & {b - 1}", f"lid ^ {b // 2 or 1} & {b - 1}"]
        idx = self.choose(idx)
        if self.shared_ty == "float":
            return E(f"sh[{idx}]", "float")
        lo, hi = trange(self.shared_ty)
        return E(f"sh[{idx}]", self.shared_ty, lo, hi)

    # ---- narrowing and conversion helpers
    def narrow(self, e: E) -> E:
        """A small-range int expression computed from ``e`` (|value| <= 2**15)."""
        if e.is_float:
            return self.float_to_int(e, "int", small=True)
        k = self.pick(6)
        t = promote(e.ty)
        if k == 0:
            m = self.choose([0xFFF, 0xFF, 7, 0x7FFF])
            return E(f"({e.text} & 0x{m:X})", t, 0, m)
        if k == 1:
            m = self.choose([1000, 7, 3, 32768])
            if t == "uint":
                return E(f"({e.text} % {m}u)", t, 0, m - 1)
            return E(f"({e.text} % {m})", t, -(m - 1), m - 1)
        if k == 2:
            s = self.choose([20, 17, 28])
            ee = conv(e, t)
            return E(f"({e.text} >> {s})", t, ee.lo >> s, ee.hi >> s)
        tt = ["short", "char", "uchar", "ushort"][k - 3]
        lo, hi = trange(tt)
        ee = conv(e, tt)
        return E(f"(({tt}){e.text})", tt, ee.lo, ee.hi)

    def float_to_int(self, e: E, t: str, small: bool = False) -> E:
        """A guarded conversion: only in-range values reach ``(t)f``."""
        if small:
            lo, hi = -32768, 32767
        else:
            lo, hi = trange(t) if t != "uint" else (0, UINT_MAX)
        if self.chance(20) and t in INT_TYPES and not small and "sat" not in AVOID:
            # OpenCL saturating conversion (NaN -> 0)
            tl, th = trange(t)
            return E(f"convert_{t}_sat({e.text})", t, tl, th)
        flo = float_literal(float(lo - 1))
        fhi = float_literal(float(hi + 1))
        fb = self.pick(3)
        alt = self.const("int") if fb == 0 else E("lid", "int", 0, self.bsize - 1)
        alt = conv(alt, t) if alt.fits(t) else E("0", "int", 0, 0)
        text = f"(({e.text} > {flo} && {e.text} < {fhi}) ? ({t}){e.text} : {alt.text})"
        rt = uac(t, alt.ty)
        return E(text, rt, min(max(lo, trange(t)[0]), alt.lo), max(min(hi, trange(t)[1]), alt.hi))

    def as_int(self, e: E) -> E:
        return self.float_to_int(e, self.choose(["int", "uint", "short"])) if e.is_float else e

    def divisor(self, e: E) -> E:
        e = self.as_int(e)
        k = self.pick(3)
        t = promote(e.ty)
        ee = conv(e, t)
        if k == 0 or ee.lo > 0:
            if ee.lo >= 0:
                return E(f"({e.text} | 1)", t, 1, max(1, 2 ** ee.hi.bit_length() - 1))
            k = 1
        if k == 1:
            lo, hi = (ee.lo, max(ee.hi, 1))
            return E(f"({e.text} | 1)", t, lo, hi) if ee.lo < 0 else \
                E(f"({e.text} | 1)", t, 1, max(1, 2 ** ee.hi.bit_length() - 1))
        return E(f"({e.text} == 0 ? 1 : {e.text})", t if t == "uint" else "int",
                 min(ee.lo, 1), max(ee.hi, 1))

    # ---- expressions
    def expr(self, depth: int = 0) -> E:
        if depth >= self.max_depth or self.pick(3) == 0:
            return self.leaf()
        k = self.weighted([(6, "arith"), (2, "cmp"), (1, "logic"), (2, "unary"),
                           (2, "cond"), (2, "cast"), (0 if "minmax" in AVOID else 1, "minmax")])
        if k == "arith":
            return self.arith(depth)
        if k == "cmp":
            a, b = self.expr(depth + 1), self.expr(depth + 1)
            op = self.choose(["<", "==", "!=", ">=", ">", "<="])
            if a.is_float or b.is_float:
                return E(f"({a.text} {op} {b.text})", "int", 0, 1)
            return int_binop(op, a, b)
        if k == "logic":
            a, b = self.expr(depth + 1), self.expr(depth + 1)
            op = self.choose(["&&", "||"])
            return E(f"({a.text} {op} {b.text})", "int", 0, 1)
        if k == "unary":
            a = self.expr(depth + 1)
            op = self.choose(["-", "~", "!", "+"])
            if op == "!":
                return E(f"(!{a.text})", "int", 0, 1)
            if a.is_float:
                if op == "~":
                    op = "-"
                return E(f"({op}{a.text})", "float")
            t = promote(a.ty)
            a = conv(a, t)
            if op == "+":
                return E(f"(+{a.text})", t, a.lo, a.hi)
            if op == "-":
                if t == "uint":
                    return E(f"(-{a.text})", t, *((0, 0) if a.hi == 0 else (0, UINT_MAX)))
                if a.lo == INT_MIN:
                    a = self.narrow(a)
                    a = conv(a, promote(a.ty))
                    t = a.ty
                    if t == "uint":
                        return E(f"(-{a.text})", t, 0, UINT_MAX)
                return E(f"(-{a.text})", t, -a.hi, -a.lo)
            if t == "uint":
                return E(f"(~{a.text})", t, UINT_MAX - a.hi, UINT_MAX - a.lo)
            return E(f"(~{a.text})", t, -a.hi - 1, -a.lo - 1)
        if k == "cond":
            c = self.truth(self.expr(depth + 1))
            a, b = self.expr(depth + 1), self.expr(depth + 1)
            t = uac(a.ty, b.ty)
            text = f"({c.text} ? {a.text} : {b.text})"
            if t == "float":
                return E(text, t)
            a, b = conv(a, t), conv(b, t)
            return E(text, t, min(a.lo, b.lo), max(a.hi, b.hi))
        if k == "cast":
            a = self.expr(depth + 1)
            t = self.choose(list(VAR_TYPES))
            if t == "float":
                return E(f"((float){a.text})", "float")
            if a.is_float:
                return self.float_to_int(a, t)
            if self.chance(25) and "sat" not in AVOID:
                lo, hi = trange(t)
                return E(f"convert_{t}_sat({a.text})", t, max(lo, min(a.lo, hi)),
                         min(hi, max(a.hi, lo)))
            b = conv(a, t)
            return E(f"(({t}){a.text})", t, b.lo, b.hi)
        # min / max / abs on integers of one type
        a, b = self.as_int(self.expr(depth + 1)), self.as_int(self.expr(depth + 1))
        if self.chance(30) and "abs" not in AVOID:
            t = promote(a.ty)
            a = conv(a, t)
            ut = "uint" if t in ("int", "uint") else t
            m = max(abs(a.lo), abs(a.hi))
            return E(f"abs({a.text})", ut, 0 if a.lo >= 0 or a.hi >= 0 else min(abs(a.hi), abs(a.lo)), m) \
                if ut == "uint" else E(f"abs({a.text})", ut, 0, m)
        t = uac(a.ty, b.ty)
        a, b = conv(a, t), conv(b, t)
        fn = self.choose(["min", "max"])
        lo = min(a.lo, b.lo) if fn == "min" else max(a.lo, b.lo)
        hi = min(a.hi, b.hi) if fn == "min" else max(a.hi, b.hi)
        return E(f"{fn}(({t}){a.text}, ({t}){b.text})", t, lo, hi)

    def arith(self, depth: int) -> E:
        op = self.choose(["+", "-", "*", "&", "|", "^", "/", "%", "<<", ">>"])
        a, b = self.expr(depth + 1), self.expr(depth + 1)
        if op == "/" and "float_div" in AVOID and (a.is_float or b.is_float):
            op = "*"
        if op in ("+", "-", "*", "/") and (a.is_float or b.is_float):
            if self.chance(10) and op == "/":
                b = E(f"({b.text} == 0.0f ? 1.0f : {b.text})", "float")
            return E(f"({a.text} {op} {b.text})", "float")
        a, b = self.as_int(a), self.as_int(b)
        return self.int_op(op, a, b)

    def int_op(self, op: str, a: E, b: E) -> E:
        if op in ("<<", ">>"):
            if op == "<<" and promote(a.ty) == "int":
                if conv(a, "int").lo < 0 or conv(a, "int").hi > 0xFFFF:
                    a = E(f"({a.text} & 0xFF)", "int", 0, 0xFF)
                m = self.choose([15, 7])
            else:
                m = 31
            if b.lo is not None and 0 <= b.lo and b.hi <= m and b.text.isdigit():
                cnt = b
            else:
                cnt = E(f"({b.text} & {m})", promote(b.ty), 0, m)
            r = int_binop(op, a, cnt)
            assert r is not None, (op, a, cnt)
            return r
        if op in ("/", "%"):
            b = self.divisor(b)
        r = int_binop(op, a, b)
        if r is None:
            a = self.narrow(a)
            if op not in ("/", "%"):
                b = self.narrow(b)
            r = int_binop(op, a, b)
            assert r is not None, (op, a, b)
        return r

    # ---- assignments
    def fit_to(self, e: E, v: Var) -> E:
        """``e`` made storable in ``v`` (guarded float conversion, declared interval)."""
        if v.ty == "float":
            return e
        if e.is_float:
            e = self.float_to_int(e, v.ty if v.lo is None or (v.lo, v.hi) == trange(v.ty)
                                  else "short")
        c = conv(e, v.ty)
        if v.lo <= c.lo and c.hi <= v.hi:
            return e
        n = E(f"({e.text} % {v.hi + 1})", promote(e.ty), -v.hi, v.hi) if promote(e.ty) == "int" \
            else E(f"({e.text} & 0xFFFF)", "uint", 0, 0xFFFF)
        assert v.lo <= n.lo and n.hi <= v.hi
        return n

    def declare(self, *, top: bool = False) -> Var:
        t = self.choose(list(VAR_TYPES))
        # shadow an outer name now and then (the frontend must rename)
        if t == "int" and self.chance(50):
            lo, hi = -(2**20), 2**20  # a small declared interval keeps arithmetic unmasked
        elif t == "float":
            lo = hi = None
        else:
            lo, hi = trange(t)
        v = Var("", t, lo, hi)
        init = self.fit_to(self.expr(1), v)
        # The new name is in scope in its own initializer (C11 6.2.1p7), so a shadowing
        # name must not occur there (it would read the uninitialized new variable).
        outer = [w for w in self.visible() if w not in self.scopes[-1]
                 and not re.search(rf"\b{w.name}\b", init.text)]
        if outer and not top and self.chance(30) and "shadow" not in AVOID:
            v.name = self.choose(outer).name
        else:
            v.name = self.fresh()
        name = v.name
        self.emit(f"{t} {name} = {init.text};")
        self.scopes[-1].append(v)
        return v

    def mutable_vars(self) -> list[Var]:
        return [v for v in self.visible() if v.mutable]

    def assignment(self, as_expr: bool = False) -> str | None:
        vs = self.mutable_vars()
        if not vs:
            return None
        v = self.choose(vs)
        k = self.pick(3)
        if k == 1:  # compound assignment
            op = self.choose(["+", "-", "*", "&", "|", "^", "/", "%", "<<", ">>"])
            e = self.expr(1)
            if v.ty == "float":
                if op in ("+", "-", "*", "/"):
                    return f"{v.name} {op}= {e.text}"
                k = 0
            else:
                e = self.as_int(e)
                if op in ("/", "%"):
                    e = self.divisor(e)
                    r = int_binop(op, v.as_expr(), e)
                elif op in ("<<", ">>"):
                    m = 31 if promote(v.ty) == "uint" or op == ">>" else 3
                    e = E(f"({e.text} & {m})", promote(e.ty), 0, m)
                    r = int_binop(op, v.as_expr(), e)
                else:
                    r = int_binop(op, v.as_expr(), e)
                    if r is None:
                        e = self.narrow(e)
                        r = int_binop(op, v.as_expr(), e)
                if r is not None:
                    c = conv(r, v.ty)
                    if v.lo <= c.lo and c.hi <= v.hi:
                        return f"{v.name} {op}= {e.text}"
                k = 0
        if k == 2 and v.ty not in ("int", "float"):
            # ++/-- wrap: only for unsigned and narrow types (int could overflow)
            return self.choose([f"{v.name}++", f"++{v.name}", f"{v.name}--", f"--{v.name}"])
        others = [w for w in vs if w.name != v.name and w.ty not in ("int", "float")]
        if others and self.chance(15):
            # the old/new value of another variable: w++ modifies only w
            w = self.choose(others)
            inc = self.choose([f"{w.name}++", f"--{w.name}", f"++{w.name}", f"{w.name}--"])
            e = self.fit_to(E(f"({inc})", w.ty, *trange(w.ty)), v)
            return f"{v.name} = {e.text}"
        if others and self.chance(15):
            # chained: v = (w = e); the value of (w = e) is w's type
            w = self.choose(others)
            e = self.fit_to(self.expr(1), w)
            inner = E(f"({w.name} = {e.text})", w.ty, *trange(w.ty))
            return f"{v.name} = {self.fit_to(inner, v).text}"
        e = self.fit_to(self.expr(1), v)
        return f"{v.name} = {e.text}"

    @staticmethod
    def truth(e: E) -> E:
        """OpenCL C wants an integer condition in ``?:`` (float conditions do not build)."""
        if e.is_float:
            return E(f"({e.text} != 0.0f)", "int", 0, 1)
        return e

    # ---- statements
    def cond(self) -> E:
        """A thread-dependent condition."""
        e = self.expr(1)
        if self.chance(60):
            lid = self.choose(["lid", "gid", "(lid & 1)", "(gid % 3)", "get_local_id(0)",
                               "(get_global_id(0) % 3)"])
            op = self.choose(["<", "==", "!=", ">"])
            base = f"({lid} {op} {self.c.integer(0, max(1, self.bsize - 1))})"
            if self.chance(40):
                return E(f"({base} {self.choose(['&&', '||'])} {e.text})", "int", 0, 1)
            return E(base, "int", 0, 1)
        return self.truth(e)

    def block(self, n: int, *, scoped: bool = True) -> None:
        if scoped:
            self.scopes.append([])
        for _ in range(n):
            if self.budget <= 0:
                break
            self.stmt()
        if scoped:
            self.scopes.pop()

    def stmt(self) -> None:
        self.budget -= 1
        opts = [(6, "assign"), (2, "decl"), (3, "if"), (2, "store"), (1, "atomic"),
                (1, "ternary")]
        # PoCL runs a loop nest whose outer trip count depends on the thread wrongly once a
        # barrier has passed (docs/DIFF-FAILURES.md, P1): no nested loops after a barrier
        if self.loop_depth < (1 if self.after_barrier else 2):
            opts.append((3, "for"))
            opts.append((1, "do"))
            opts.append((1, "while"))
        if self.loop_depth > 0:
            opts.append((2, "jump"))
        if self.barriers_left == 0 and self.loop_depth == 0 and self.allow_return \
                and "return" not in AVOID:
            opts.append((1, "return"))
        opts.append((1, "nested"))
        k = self.weighted(opts)
        if k == "assign":
            a = self.assignment()
            if a:
                self.emit(a + ";")
            else:
                self.declare()
        elif k == "decl":
            self.declare()
        elif k == "if":
            c = self.cond()
            self.emit(f"if ({c.text}) {{")
            self.indent += 1
            self.block(1 + self.pick(3))
            self.indent -= 1
            if self.chance(50):
                self.emit("} else {")
                self.indent += 1
                self.block(1 + self.pick(2))
                self.indent -= 1
            self.emit("}")
        elif k == "store":
            e = self.expr(1)
            if e.is_float and self.n_f:
                self.emit(f"out_f[gid * {self.NF} + {self.pick(self.n_f)}] = {e.text};")
            else:
                e = self.as_int(e)
                self.emit(f"out_u[gid * {self.NU} + {self.pick(self.n_u)}] = {e.text};")
        elif k == "atomic":
            e = self.as_int(self.expr(1))
            if self.chance(50):
                self.emit(f"atomic_add(&counter[0], (uint){e.text});")
            else:
                self.emit(f"atomic_add(counter, {e.text});")
        elif k == "ternary":
            vs = self.mutable_vars()
            if len(vs) < 1:
                return
            v1, v2 = self.choose(vs), self.choose(vs)
            e1, e2 = self.fit_to(self.expr(1), v1), self.fit_to(self.expr(1), v2)
            c = self.cond()
            self.emit(f"{c.text} ? ({v1.name} = {e1.text}) : ({v2.name} = {e2.text});")
        elif k == "for":
            self.loop("for")
        elif k in ("do", "while"):
            self.loop(k)
        elif k == "jump":
            c = self.cond()
            self.emit(f"if ({c.text}) {self.choose(['break', 'continue'])};")
        elif k == "return":
            c = self.cond()
            self.emit(f"if ({c.text}) return;")
        else:
            self.emit("{")
            self.indent += 1
            self.block(1 + self.pick(3))
            self.indent -= 1
            self.emit("}")

    def loop(self, kind: str) -> None:
        i = self.fresh("i")
        n = self.choose(["(lid & 3) + 1", "(gid % 5)", "3", "(lid >> 1) + 2", "(lid & 7)"])
        step = self.choose(["++", "+= 2", "post"])
        self.scopes.append([])
        if kind in ("do", "while"):
            w = self.fresh("w")
            wt = self.choose(["int", "uint", "char"])
            self.emit(f"{wt} {w} = 0;")
            self.scopes[-1].append(Var(w, wt, 0, 9, mutable=False))
            # the counter steps in the condition, so continue cannot loop forever
            self.emit("do {" if kind == "do" else f"while ({w}++ < {n}) {{")
        else:
            ity = self.choose(["int", "uint"])
            if step == "++":
                st = f"++{i}"
            elif step == "post":
                st = f"{i}++"
            else:
                st = f"{i} += 2"
            if self.chance(20):
                self.emit(f"for ({ity} {i} = {n}; {i} > 0; {i}--) {{")
            else:
                self.emit(f"for ({ity} {i} = 0; {i} < {n}; {st}) {{")
            self.scopes[-1].append(Var(i, ity, 0, 9, mutable=False))
        self.indent += 1
        self.loop_depth += 1
        self.block(1 + self.pick(3))
        self.loop_depth -= 1
        self.indent -= 1
        if kind == "do":
            self.emit(f"}} while (++{w} < {n});")
        elif kind == "while":
            self.emit("}")
        else:
            self.emit("}")
        self.scopes.pop()

    def shared_phase(self, in_loop: bool = False) -> None:
        """Write own slot, barrier, then (later statements) read neighbours."""
        if self.shared_ready or in_loop:
            self.emit("barrier(CLK_LOCAL_MEM_FENCE);")  # reads of the last phase are done
            self.after_barrier = True
        self.shared_ready = False  # the value written must not read sh (a race)
        e = self.expr(1)
        if self.shared_ty == "float":
            self.emit(f"sh[lid] = {e.text};")
        else:
            e = self.fit_to(e, Var("sh", self.shared_ty, *trange(self.shared_ty)))
            self.emit(f"sh[lid] = {e.text};")
        self.emit(self.choose(["barrier(CLK_LOCAL_MEM_FENCE);",
                               "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);"]))
        self.after_barrier = True
        self.shared_ready = True

    # ---- whole kernel
    def kernel(self) -> KernelCase:
        self.bsize = self.choose([4, 1, 2, 8, 16, 3])
        self.max_groups = 3
        self.nthreads_max = self.bsize * self.max_groups
        n_in = 1 + self.pick(4)
        self.inputs = [(f"in{j}", self.choose(list(INPUT_TYPES))) for j in range(n_in)]
        self.shared_ty = self.choose(["int", "float", "uint", "short"])
        phases = self.pick(3)
        self.barriers_left = phases
        local_counter = self.chance(25) and "local_counter" not in AVOID
        self.allow_return = not local_counter  # its barrier comes last
        self.n_u, self.n_f = 1 + self.pick(3), 1 + self.pick(2)
        self.emit("int gid = get_global_id(0);")
        self.emit("int lid = get_local_id(0);")
        if phases:
            self.emit(f"__local {self.shared_ty} sh[{self.bsize}];")
        if local_counter:
            self.emit("__local uint lcount[1];")
            self.emit("if (lid == 0) lcount[0] = 0;")
            self.emit("barrier(CLK_LOCAL_MEM_FENCE);")
        top = [self.declare(top=True) for _ in range(1 + self.pick(3))]
        per_phase = max(1, self.budget // (phases + 1))
        self.block(per_phase, scoped=False)
        for p in range(phases):
            self.barriers_left -= 1
            if self.chance(25):
                r = self.fresh("r")
                self.emit(f"for (int {r} = 0; {r} < 2; {r}++) {{")
                self.indent += 1
                self.scopes.append([Var(r, "int", 0, 1, mutable=False)])
                saved, self.allow_return = self.allow_return, False
                self.shared_phase(in_loop=True)
                self.budget += per_phase // 2
                self.block(max(1, per_phase // 2), scoped=False)
                self.allow_return = saved
                self.scopes.pop()
                self.indent -= 1
                self.emit("}")
            else:
                self.shared_phase()
                self.budget += per_phase
                self.block(per_phase, scoped=False)
        if local_counter:
            self.emit(f"atomic_add(lcount, {self.as_int(self.expr(1)).text});")
            self.emit("barrier(CLK_LOCAL_MEM_FENCE);")
            self.emit("if (lid == 0) atomic_add(&counter[1], lcount[0]);")
            # an early return must not skip these barriers: returns only after them
        # final outputs: every top-level variable
        iu = jf = 0
        for v in top:
            if v.ty == "float":
                if jf < self.n_f:
                    self.emit(f"out_f[gid * {self.NF} + {jf}] = {v.name};")
                    jf += 1
            elif iu < self.n_u:
                self.emit(f"out_u[gid * {self.NU} + {iu}] = {v.name};")
                iu += 1
        params = [f"__global const {t}* {name}" for name, t in self.inputs]
        params += ["__global uint* out_u", "__global float* out_f", "__global uint* counter"]
        src = (f"__kernel void {KERNEL}(" + ", ".join(params) + ")\n{\n"
               + "\n".join(self.lines) + "\n}\n")
        return KernelCase(src, self.bsize, self.inputs, self.n_u, self.n_f)

    @property
    def NU(self) -> int:  # noqa: N802
        return self.n_u

    @property
    def NF(self) -> int:  # noqa: N802
        return self.n_f


def generate(seed: int, **kw) -> KernelCase:
    """One kernel from a ``random.Random`` seed (for debugging without hypothesis)."""
    return Gen(RandomChooser(seed), **kw).kernel()


def kernels(**kw):
    """A hypothesis strategy of :class:`KernelCase`."""
    from hypothesis import strategies as st

    @st.composite
    def _k(draw):
        return Gen(DrawChooser(draw), **kw).kernel()

    return _k()


# ------------------------------------------------------------------ direct PoCL runner


def run_pocl_direct(case: KernelCase, grid: int, args: dict) -> dict[str, np.ndarray]:
    """Build and run ``case.source`` with pyopencl (no warpsmith involved)."""
    import pyopencl as cl

    ctx = _direct_ctx()
    queue = cl.CommandQueue(ctx)
    prog = cl.Program(ctx, "#pragma OPENCL FP_CONTRACT OFF\n" + case.source).build()
    mf = cl.mem_flags
    bufs = {}
    kargs = []
    for name in [n for n, _ in case.inputs] + ["out_u", "out_f", "counter"]:
        host = args[name].copy()
        buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host)
        bufs[name] = (buf, host)
        kargs.append(buf)
    getattr(prog, KERNEL)(queue, (grid * case.block,), (case.block,), *kargs)
    out = {}
    for name in ("out_u", "out_f", "counter"):
        buf, host = bufs[name]
        cl.enqueue_copy(queue, host, buf)
        out[name] = host
    queue.finish()
    return out


_CTX = []


def _direct_ctx():
    import pyopencl as cl

    if not _CTX:
        _CTX.append(cl.Context([cl.get_platforms()[0].get_devices()[0]]))
    return _CTX[0]


def same_outputs(a: dict, b: dict) -> list[str]:
    """Names of the buffers that differ (floats by bit pattern, NaN equal to NaN)."""
    bad = []
    for name in sorted(set(a) | set(b)):
        x, y = np.asarray(a[name]), np.asarray(b[name])
        if x.dtype != y.dtype or x.shape != y.shape:
            bad.append(name)
        elif x.dtype == np.float32:
            nan = np.isnan(x) & np.isnan(y)
            if not np.array_equal(np.where(nan, 0, x.view(np.uint32)),
                                  np.where(nan, 0, y.view(np.uint32))):
                bad.append(name)
        elif not np.array_equal(x, y):
            bad.append(name)
    return bad


if __name__ == "__main__":  # python tests/kernelgen.py [count] : build/run each twice on PoCL
    import sys

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for seed in range(count):
        case = generate(seed)
        args = case.make_args(2, seed)
        r1 = run_pocl_direct(case, 2, args)
        r2 = run_pocl_direct(case, 2, args)
        bad = same_outputs(r1, r2)
        print(seed, "ok" if not bad else f"NONDETERMINISTIC {bad}", len(case.source))
