"""Evaluation of StreamIt expressions and composite bodies at compile time.

Graph construction runs the bodies of pipelines and splitjoins (loops and conditionals over
parameters, ``add`` calls with computed arguments) and evaluates rates and array sizes; the
arithmetic follows C (and Java) for ints: division truncates toward zero, ``%`` takes the
sign of the dividend, shifts are on 32-bit values.
"""

from __future__ import annotations

import math

from ..ir.errors import SemanticError, Unsupported
from . import ast as A

MATH = {
    "sin": math.sin, "cos": math.cos, "tan": math.tan, "sqrt": math.sqrt, "exp": math.exp,
    "log": math.log, "atan": math.atan, "atan2": math.atan2, "asin": math.asin,
    "acos": math.acos, "pow": math.pow, "floor": math.floor, "ceil": math.ceil,
    "abs": abs, "fabs": abs, "min": min, "max": max, "round": round, "sinh": math.sinh,
    "cosh": math.cosh, "tanh": math.tanh, "log10": math.log10,
}
CONSTANTS = {"pi": math.pi, "PI": math.pi}


def _i32(v: int) -> int:
    return (int(v) + 2**31) % 2**32 - 2**31


def binop(op: str, a, b, loc=None):
    """``a op b`` with C semantics for two ints and float arithmetic otherwise."""
    ints = isinstance(a, int) and isinstance(b, int)
    if op in ("/", "%") and ints and b == 0:
        raise SemanticError("division by zero while evaluating a constant", loc)
    if op == "+":
        r = a + b
    elif op == "-":
        r = a - b
    elif op == "*":
        r = a * b
    elif op == "/":
        r = int(a / b) if ints else a / b
    elif op == "%":
        r = int(math.fmod(a, b)) if ints else math.fmod(a, b)
    elif op in ("<", ">", "<=", ">=", "==", "!="):
        r = int({"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b,
                 "==": a == b, "!=": a != b}[op])
    elif op == "&&":
        r = int(bool(a) and bool(b))
    elif op == "||":
        r = int(bool(a) or bool(b))
    elif op in ("&", "|", "^", "<<", ">>", ">>>"):
        a, b = int(a), int(b)
        if op == "&":
            r = a & b
        elif op == "|":
            r = a | b
        elif op == "^":
            r = a ^ b
        elif op == "<<":
            r = a << (b & 31)
        elif op == ">>":
            r = _i32(a) >> (b & 31)
        else:
            r = (a & 0xFFFFFFFF) >> (b & 31)
        return _i32(r)
    else:
        raise Unsupported(f"operator '{op}' in a constant expression", loc)
    return _i32(r) if isinstance(r, int) else r


class Scope:
    """Nested variable scopes of an evaluated body."""

    def __init__(self, parent: "Scope | None" = None, values: dict | None = None):
        self.parent = parent
        self.values = dict(values or {})

    def lookup(self, name: str):
        s = self
        while s is not None:
            if name in s.values:
                return s
            s = s.parent
        return None

    def get(self, name: str, loc):
        s = self.lookup(name)
        if s is not None:
            return s.values[name]
        if name in CONSTANTS:
            return CONSTANTS[name]
        raise SemanticError(f"'{name}' is not known here (a compile-time value is needed)", loc)

    def set(self, name: str, value, loc):
        s = self.lookup(name)
        if s is None:
            raise SemanticError(f"assignment to undeclared '{name}'", loc)
        s.values[name] = value


def evaluate(e, scope: Scope):
    """The value of expression ``e`` (an int or float) in ``scope``."""
    if isinstance(e, A.Num):
        return e.value
    if isinstance(e, A.Var):
        return scope.get(e.name, e.loc)
    if isinstance(e, A.Index):
        base = evaluate(e.base, scope)
        i = evaluate(e.index, scope)
        if not isinstance(base, list) or not 0 <= int(i) < len(base):
            raise SemanticError("index out of range in a constant expression", e.loc)
        return base[int(i)]
    if isinstance(e, A.Bin):
        if e.op == "&&":
            return int(bool(evaluate(e.left, scope)) and bool(evaluate(e.right, scope)))
        if e.op == "||":
            return int(bool(evaluate(e.left, scope)) or bool(evaluate(e.right, scope)))
        return binop(e.op, evaluate(e.left, scope), evaluate(e.right, scope), e.loc)
    if isinstance(e, A.Un):
        if e.op in ("pre++", "pre--", "post++", "post--"):
            old = evaluate(e.operand, scope)
            new = old + (1 if "++" in e.op else -1)
            _store(e.operand, new, scope)
            return new if e.op.startswith("pre") else old
        v = evaluate(e.operand, scope)
        return {"-": lambda: -v, "+": lambda: v, "!": lambda: int(not v),
                "~": lambda: _i32(~int(v))}[e.op]()
    if isinstance(e, A.Cond):
        return evaluate(e.then if evaluate(e.cond, scope) else e.other, scope)
    if isinstance(e, A.Cast):
        v = evaluate(e.operand, scope)
        return float(v) if e.type.base == "float" else _i32(int(v))
    if isinstance(e, A.Assign):
        v = evaluate(e.value, scope)
        if e.op != "=":
            v = binop(e.op[:-1], evaluate(e.target, scope), v, e.loc)
        _store(e.target, v, scope)
        return v
    if isinstance(e, A.Call):
        if e.name in MATH:
            args = [evaluate(a, scope) for a in e.args]
            return MATH[e.name](*args)
        raise Unsupported(f"call of '{e.name}' where a compile-time value is needed", e.loc)
    raise Unsupported(f"{type(e).__name__} where a compile-time value is needed",
                      getattr(e, "loc", None))


def _store(target, value, scope: Scope):
    if isinstance(target, A.Var):
        scope.set(target.name, value, target.loc)
    elif isinstance(target, A.Index):
        base = evaluate(target.base, scope)
        i = int(evaluate(target.index, scope))
        if not isinstance(base, list) or not 0 <= i < len(base):
            raise SemanticError("index out of range in a constant expression", target.loc)
        base[i] = value
    else:
        raise Unsupported("assignment target", getattr(target, "loc", None))


def coerce(value, type_ref: A.TypeRef, loc):
    """``value`` converted to a StreamIt scalar type (float, or a 32-bit int)."""
    if type_ref.dims:
        raise Unsupported("array parameters are not supported", loc)
    if type_ref.base == "float":
        return float(value)
    return _i32(int(value))


def make_array(dims: list, base: str):
    """A nested list of zeros of the given sizes."""
    zero = 0.0 if base == "float" else 0
    if not dims:
        return zero
    return [make_array(dims[1:], base) for _ in range(dims[0])]
