"""Index expressions of one kernel as affine forms, and its loops' induction variables.

:class:`IndexEnv` answers "what is this integer expression, as a polynomial over thread
indices, block indices, loop variables and invariants?" and "where does this pointer point
(which array, at which byte offset)?". It follows local variables that are assigned once
(their declaration's initializer), kernel parameters that are never assigned, and the
induction variables of ``for`` loops in the usual shapes (``for (k = a; k < b; k += c)``,
and geometric ones such as ``s *= 2`` or ``s >>= 1``). Anything else raises
:class:`NonAffine` with a reason a person can read.

The forms assume integer arithmetic does not wrap (as every index computation of a
correct kernel must).
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field

from ..ir import nodes as N
from ..ir.printer import Printer
from ..ir.launch import BLOCK, GRID
from ..ir.types import AddressSpace, ArrayType, PointerType, ScalarType
from ..ir.visit import walk
from .affine import AXES, Poly, is_index_var



def _split_multiple(a: Poly, k: int):
    """``(P, c)`` with ``a == k*P + c`` and c its constant term, when every other
    coefficient of ``a`` is a multiple of ``k``; else None."""
    d = a.as_dict()
    c = d.pop((), 0)
    if not d or any(v % k for v in d.values()):
        return None
    return Poly._make({m: v // k for m, v in d.items()}), c


def _floor_shift(a: Poly, k: int, op: str, lhs) -> Poly | None:
    """``(k*P + c) >> s`` (``k == 2**s``) as ``P + (c >> s)``: exact for every integer P,
    since ``floor((k*P + c) / k) == P + floor(c / k)`` and an arithmetic right shift is the
    floor. Only for ``>>`` of a signed operand (a logical shift of a wrapped negative value
    and C's truncating ``/`` are not the floor), and k a power of two."""
    if op != ">>" or k & (k - 1):
        return None
    t = getattr(lhs, "type", None)
    if not (isinstance(t, ScalarType) and t.is_integer and t.signed):
        return None
    split = _split_multiple(a, k)
    if split is None:
        return None
    return split[0] + Poly.const(split[1] >> (k.bit_length() - 1))


def _low_bits(a: Poly, mask: int | None, op: str) -> Poly | None:
    """``(k*P + c) & (k - 1)`` (k a power of two) as the constant ``c & (k - 1)``: the low
    bits of k*P are zero in two's complement, signed or unsigned (k divides 2**w)."""
    if op != "&" or mask is None or mask <= 0 or mask & (mask + 1):
        return None
    split = _split_multiple(a, mask + 1)
    if split is None:
        return None
    return Poly.const(split[1] & mask)

class NonAffine(Exception):
    """An expression that is not an affine form; ``str()`` says why."""


@dataclass(frozen=True)
class Loop:
    """An enclosing loop. ``kind`` is "linear" (``var`` steps by ``step``), "geometric"
    (``var`` is multiplied by ``factor``, or divided when ``divide``), or "unknown"
    (``reason`` says why: a while loop, a variable assigned in the body, ...)."""

    node: N.Stmt
    kind: str
    var: str | None = None
    start: Poly | None = None
    bound: Poly | None = None
    op: str | None = None  # var OP bound keeps the loop going
    step: Poly | None = None  # linear loops: what each iteration adds
    factor: int = 0
    divide: bool = False
    reason: str = ""
    #: an "unknown" loop that steps by a known amount between bounds read from data (a CSR
    #: row, a segment): that amount, so that its trip count can be estimated
    span_step: Poly | None = None

    @property
    def symbol(self) -> str | None:
        """The index variable of the loop: for a linear loop the iteration counter
        (0, 1, 2, ...; the loop variable is ``start + step * counter``), for a geometric
        loop the loop variable itself."""
        if not self.var:
            return None
        if self.kind == "linear" and not self.canonical:
            return f"iter:{self.var}"
        return f"loop:{self.var}"

    @property
    def canonical(self) -> bool:
        """A linear loop counting 0, 1, 2, ...: its counter is the loop variable."""
        return (self.kind == "linear" and self.start is not None and self.start.constant == 0
                and self.step is not None and self.step.constant == 1)

    def variable(self) -> Poly:
        """The loop variable as a form over the loop's symbol."""
        if self.kind == "linear":
            return self.start + self.step * Poly.sym(self.symbol)
        return Poly.sym(self.symbol)

    def trip_count(self, values: dict) -> int | None:
        """Iterations of a linear loop once ``values`` fix start, step and bound."""
        if self.kind != "linear":
            return None
        a = self.start.evaluate(values)
        b = self.bound.evaluate(values)
        c = self.step.evaluate(values)
        if a is None or b is None or not c:
            return None
        op = self.op
        if op == "!=":
            return (b - a) // c if (b - a) % c == 0 and (b - a) // c >= 0 else None
        if op in ("<=", ">="):
            b = b + (1 if op == "<=" else -1)
            op = op[0]
        if (op == "<" and c < 0) or (op == ">" and c > 0):
            return None if ((op == "<" and a < b) or (op == ">" and a > b)) else 0
        n = (b - a + c - (1 if c > 0 else -1)) // c
        return max(0, n)

    @property
    def line(self) -> int:
        return self.node.loc.line


@dataclass(frozen=True)
class Address:
    """Where a pointer points: array ``root`` (a parameter, a shared or private array, a
    module variable) in ``space``, at ``offset`` bytes (a Poly) from its start."""

    root: str
    space: AddressSpace
    offset: Poly
    elem_size: int  # size of what the pointer points to


_COMPARE = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
            ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}


def _strip(e: N.Expr) -> N.Expr:
    while isinstance(e, N.Cast) and e.kind == "convert" and isinstance(e.type, ScalarType) \
            and e.type.is_integer and isinstance(e.operand.type, ScalarType) \
            and e.operand.type.is_integer:
        e = e.operand
    return e


def target_name(e: N.Expr) -> str | None:
    """The local or parameter an assignment target names (None for memory lvalues)."""
    e = _strip(e) if isinstance(e, N.Cast) else e
    return e.name if isinstance(e, N.Var) else None


@dataclass
class IndexEnv:
    """Affine forms of one kernel's expressions (see the module doc)."""

    fn: N.Function
    module: N.Module | None = None
    dialect: str = "cuda"
    assigned: dict = field(default_factory=dict)  # name -> number of writes
    escaped: set = field(default_factory=set)  # locals whose address is taken
    decls: dict = field(default_factory=dict)  # name -> Decl
    loops: dict = field(default_factory=dict)  # id(For) -> Loop
    loop_of_var: dict = field(default_factory=dict)  # var -> Loop
    params: dict = field(default_factory=dict)
    # flow-sensitive values a walk in program order sets (name -> Poly, or a reason)
    bindings: dict = field(default_factory=dict)
    opaque: dict = field(default_factory=dict)  # opaque symbol -> expression

    def __post_init__(self):
        self.params = {p.name: p for p in self.fn.params}
        self.globals = {g.name: g for g in self.module.globals} if self.module else {}
        self._printer = Printer(self.dialect if self.dialect in ("cuda", "opencl") else "cuda")
        for n in walk(self.fn.body):
            if isinstance(n, N.Decl):
                self.decls[n.name] = n
            elif isinstance(n, (N.Assign, N.IncDec)):
                name = target_name(n.target)
                if name:
                    self.assigned[name] = self.assigned.get(name, 0) + 1
            elif isinstance(n, N.AddressOf):
                name = target_name(n.operand)
                if name:
                    self.escaped.add(name)
            elif isinstance(n, N.InlineAsm):  # its outputs are written (docs/inline-asm.md)
                for o in n.outputs:
                    name = target_name(o)
                    if name:
                        self.assigned[name] = self.assigned.get(name, 0) + 1
        for n in walk(self.fn.body):
            if isinstance(n, (N.For, N.While, N.DoWhile)):
                loop = self._loop(n)
                self.loops[id(n)] = loop
                if loop.var and loop.kind != "unknown":
                    self.loop_of_var[loop.var] = loop

    # ---------------------------------------------------------------------- loops
    def loop(self, node: N.Stmt) -> Loop:
        return self.loops[id(node)]

    def _loop(self, n: N.Stmt) -> Loop:
        if not isinstance(n, N.For):
            kind = "while" if isinstance(n, N.While) else "do-while"
            return Loop(n, "unknown", reason=f"a {kind} loop has no induction variable")
        var, start = None, None
        init = n.init
        if isinstance(init, N.Decl) and init.init is not None:
            var, start_e = init.name, init.init
            writes_in_init = 0
        elif isinstance(init, N.ExprStmt) and isinstance(init.expr, N.Assign) \
                and init.expr.op is None and target_name(init.expr.target):
            var, start_e = target_name(init.expr.target), init.expr.value
            writes_in_init = 1
        else:
            return Loop(n, "unknown", reason="the loop's initialization is not 'v = start'")
        step = self._step(n.step, var)
        if step is None:
            return Loop(n, "unknown", var=var, reason=f"the loop's step does not change {var} "
                                                       "by a constant amount or factor")
        if self.assigned.get(var, 0) != writes_in_init + 1 or var in self.escaped:
            return Loop(n, "unknown", var=var, reason=f"{var} is also assigned in the loop body")
        cond = self._cond(n.cond, var)
        if cond is None:
            return Loop(n, "unknown", var=var,
                        reason=f"the loop condition is not '{var} < bound' (or <=, >, >=, !=)")
        op, bound_e = cond
        kind, amount, divide = step
        try:
            start = self.form(start_e)
            bound = self.form(bound_e)
        except NonAffine as err:
            return Loop(n, "unknown", var=var, reason=f"loop bounds: {err}",
                        span_step=self._span_step(kind, amount) if LOADED in str(err)
                        else None)
        if kind == "linear":
            amount = _step_poly(amount)
            if amount.index_vars():
                return Loop(n, "unknown", var=var, reason="the loop step varies")
            return Loop(n, "linear", var, start, bound, op, step=amount)
        return Loop(n, "geometric", var, start, bound, op, factor=amount, divide=divide)

    def _span_step(self, kind: str, amount) -> Poly | None:
        """The step of a linear loop whose bounds are not affine, when it is a form over
        the launch and the parameters (no loop or thread variable): None otherwise."""
        if kind != "linear":
            return None
        p = _step_poly(amount)
        if p.index_vars() or any(s.startswith(("tid.", "loop:", "iter:", "opaque:"))
                                 for s in p.symbols()):
            return None
        return p

    def _step(self, e: N.Expr | None, var: str):
        if e is None:
            return None
        if isinstance(e, N.IncDec) and target_name(e.target) == var:
            return ("linear", e.delta, False)
        if isinstance(e, N.Assign) and target_name(e.target) == var:
            value = _strip(e.value)
            c = value.value if isinstance(value, N.Const) and isinstance(value.value, int) \
                else None
            if e.op in ("+", "-") and c is not None:
                return ("linear", c if e.op == "+" else -c, False)
            if e.op in ("+", "-") and self.invariant(value):
                try:
                    p = self.form(value)
                except NonAffine:
                    return None
                return ("linear", p if e.op == "+" else -p, False)
            if e.op == "*" and c and c > 1:
                return ("geometric", c, False)
            if e.op == "/" and c and c > 1:
                return ("geometric", c, True)
            if e.op == "<<" and c and c > 0:
                return ("geometric", 1 << c, False)
            if e.op == ">>" and c and c > 0:
                return ("geometric", 1 << c, True)
            if e.op is None and isinstance(value, N.Binary) and value.op in ("+", "-") \
                    and target_name(value.lhs) == var:
                r = _strip(value.rhs)
                if isinstance(r, N.Const) and isinstance(r.value, int):
                    return ("linear", r.value if value.op == "+" else -r.value, False)
        return None

    def _cond(self, e: N.Expr | None, var: str):
        if not isinstance(e, N.Binary) or e.op not in ("<", "<=", ">", ">=", "!="):
            return None
        flip = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "!=": "!="}
        if target_name(e.lhs) == var:
            return e.op, e.rhs
        if target_name(e.rhs) == var:
            return flip[e.op], e.lhs
        return None

    # --------------------------------------------------------------- integer forms
    def text(self, e: N.Expr) -> str:
        try:
            return self._printer.expr(e)
        except Exception:  # noqa: BLE001 - only used for messages
            return type(e).__name__

    def form(self, e: N.Expr) -> Poly:
        """The polynomial of integer expression ``e``; raises NonAffine."""
        e0 = e
        e = _strip(e)
        if isinstance(e, N.Const):
            if isinstance(e.value, bool) or not isinstance(e.value, int):
                raise NonAffine(f"{self.text(e0)} is not an integer")
            return Poly.const(e.value)
        if isinstance(e, N.Cast):
            raise NonAffine(f"{self.text(e)} converts from {e.operand.type}")
        if isinstance(e, N.Special):
            return _special(e)
        if isinstance(e, N.Var):
            return self._var(e)
        if isinstance(e, N.Unary) and e.op in ("-", "+"):
            p = self.form(e.operand)
            return -p if e.op == "-" else p
        if isinstance(e, N.Binary):
            return self._binary(e)
        if isinstance(e, N.Conditional):
            chosen = self.truth(e.cond)
            if chosen is not None:
                return self.form(e.then if chosen else e.other)
        return self._opaque(e, f"{self.text(e)} is a {_what(e)}")

    def truth(self, cond: N.Expr, values: dict | None = None) -> bool | None:
        """Whether condition ``cond`` holds, when it is decided by constants (``values``:
        launch and parameter values, as for :meth:`evaluate`), else None: a comparison
        of two integers, ``!``, ``&&`` and ``||`` of such, an integer constant. A tunable
        ``(BLOCK < 32 ? BLOCK : 32)`` whose macro is a number is a constant this way. Two
        operands compare as numbers only when their type is signed or both are
        non-negative (an unsigned comparison of a negative value wraps)."""
        c = _strip(cond)
        if isinstance(c, N.Unary) and c.op == "!":
            t = self.truth(c.operand, values)
            return None if t is None else not t
        if isinstance(c, N.Binary) and c.op in ("&&", "||"):
            a, b = self.truth(c.lhs, values), self.truth(c.rhs, values)
            if c.op == "&&":
                return False if False in (a, b) else (True if a and b else None)
            return True if True in (a, b) else (False if a is False and b is False else None)
        if isinstance(c, N.Binary) and c.op in _COMPARE:
            a, b = self._value(c.lhs, values), self._value(c.rhs, values)
            if a is None or b is None:
                return None
            t = getattr(c.lhs, "type", None)
            signed = isinstance(t, ScalarType) and t.is_integer and t.signed
            if not signed and (a < 0 or b < 0):
                return None
            return _COMPARE[c.op](a, b)
        v = self._value(c, values)
        return None if v is None else v != 0

    def _value(self, e: N.Expr, values: dict | None) -> int | None:
        """The integer value of ``e`` from constants (and ``values``), else None."""
        if values is not None:
            return self.evaluate(e, values)
        try:
            return self.form(e).constant
        except NonAffine:
            return None

    def _var(self, e: N.Var) -> Poly:
        name = e.name
        if name in self.bindings:
            b = self.bindings[name]
            if isinstance(b, Poly):
                return b
            raise NonAffine(b)
        if name in self.loop_of_var:
            return self.loop_of_var[name].variable()
        if name in self.params:
            p = self.params[name]
            if self.assigned.get(name) or name in self.escaped:
                raise NonAffine(f"parameter {name} is assigned in the kernel")
            if isinstance(p.type, ScalarType) and p.type.is_integer:
                return Poly.sym(f"param:{name}")
            raise NonAffine(f"{name} is not an integer")
        d = self.decls.get(name)
        if d is None:
            g = self.globals.get(name)
            if g is not None and g.const and isinstance(g.init, N.Const):
                return self.form(g.init)
            raise NonAffine(f"{name} is not a local variable, loop variable or parameter")
        if name in self.escaped:
            raise NonAffine(f"the address of {name} is taken")
        writes = self.assigned.get(name, 0)
        if d.init is None or writes:
            loop = next((lp for lp in self.loops.values() if lp.var == name), None)
            if loop is not None and loop.reason:
                raise NonAffine(f"{name}: {loop.reason}")
            raise NonAffine(f"{name} is assigned {writes + (d.init is not None)} times")
        if not (isinstance(d.type, ScalarType) and d.type.is_integer):
            raise NonAffine(f"{name} is not an integer")
        return self.form(d.init)

    def _binary(self, e: N.Binary) -> Poly:
        op = e.op
        if op in ("+", "-"):
            a, b = self.form(e.lhs), self.form(e.rhs)
            return a + b if op == "+" else a - b
        if op == "*":
            return self.form(e.lhs) * self.form(e.rhs)
        if op == "<<":
            a, b = self.form(e.lhs), self.form(e.rhs)
            k = b.constant
            if k is not None and 0 <= k < 63:
                return a.scale(1 << k)
            return self._opaque(e, f"{self.text(e)} shifts by a non-constant amount")
        if op in ("/", ">>"):
            a, b = self.form(e.lhs), self.form(e.rhs)
            k = b.constant
            if k is not None and op == ">>" and 0 <= k < 63:
                k = 1 << k
            if k is not None and k > 0:
                if a.constant is not None:
                    q = abs(a.constant) // k
                    if op == "/":
                        return Poly.const(q if a.constant >= 0 else -q)
                    return Poly.const(a.constant >> (k.bit_length() - 1))
                if all(c % k == 0 for _, c in a.terms):
                    return Poly._make({m: c // k for m, c in a.terms})
                q = _floor_shift(a, k, op, e.lhs)
                if q is not None:
                    return q
            return self._opaque(e, f"{self.text(e)} divides")
        if op in ("%", "&", "|", "^"):
            a, b = self.form(e.lhs), self.form(e.rhs)
            ca, cb = a.constant, b.constant
            low = _low_bits(a, cb, op)
            if low is not None:
                return low
            if ca is not None and cb is not None and (op != "%" or cb):
                if op == "%":
                    r = abs(ca) % abs(cb)
                    return Poly.const(r if ca >= 0 else -r)
                return Poly.const({"&": ca & cb, "|": ca | cb, "^": ca ^ cb}[op])
            return self._opaque(e, f"{self.text(e)} uses {op}")
        decided = self.truth(e)
        if decided is not None:
            return Poly.const(int(decided))
        raise NonAffine(f"{self.text(e)} is a comparison or logical operation")

    def _opaque(self, e: N.Expr, reason: str) -> Poly:
        """A thread-invariant value that is not a polynomial: a symbol of its own."""
        if self.invariant(e):
            sym = f"opaque:{self.text(e)}"
            self.opaque[sym] = e
            return Poly.sym(sym)
        raise NonAffine(f"{reason}, and it depends on the thread or loop")

    @contextmanager
    def at(self, scope: dict):
        """Read forms as they are at a program point (``Access.scope``)."""
        saved = self.bindings
        self.bindings = dict(scope)
        try:
            yield self
        finally:
            self.bindings = saved

    def opaque_values(self, values: dict) -> dict:
        """Values of the opaque symbols met so far, given launch and parameter values."""
        out = {}
        for sym, e in list(self.opaque.items()):
            v = self.evaluate(e, values)
            if v is not None:
                out[sym] = v
        return out

    def evaluate(self, e: N.Expr, values: dict) -> int | None:
        """The integer value of invariant ``e`` under ``values`` (C semantics), or None."""
        e = _strip(e)
        if isinstance(e, N.Conditional):
            chosen = self.truth(e.cond, values)
            return None if chosen is None else self.evaluate(e.then if chosen else e.other,
                                                             values)
        if isinstance(e, N.Binary) and e.op in tuple(_COMPARE) + ("&&", "||") or \
                isinstance(e, N.Unary) and e.op == "!":
            decided = self.truth(e, values)
            return None if decided is None else int(decided)
        if isinstance(e, N.Binary) and e.op in ("/", "%", ">>", "&", "|", "^", "<<"):
            a, b = self.evaluate(e.lhs, values), self.evaluate(e.rhs, values)
            if a is None or b is None:
                return None
            if e.op in ("/", "%"):
                if b == 0:
                    return None
                q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
                return q if e.op == "/" else a - q * b
            return {">>": lambda: a >> b, "<<": lambda: a << b, "&": lambda: a & b,
                    "|": lambda: a | b, "^": lambda: a ^ b}[e.op]()
        if isinstance(e, N.Binary) and e.op in ("+", "-", "*"):
            a, b = self.evaluate(e.lhs, values), self.evaluate(e.rhs, values)
            if a is None or b is None:
                return None
            return a + b if e.op == "+" else a - b if e.op == "-" else a * b
        if isinstance(e, N.Call) and e.name in ("min", "max") and len(e.args) == 2:
            a, b = (self.evaluate(x, values) for x in e.args)
            if a is None or b is None:
                return None
            return min(a, b) if e.name == "min" else max(a, b)
        try:
            p = self.form(e)
        except NonAffine:
            return None
        vals = dict(values)
        for sym in p.symbols():
            if sym.startswith("opaque:") and sym not in vals and sym in self.opaque \
                    and self.opaque[sym] is not e and _strip(self.opaque[sym]) is not e:
                v = self.evaluate(self.opaque[sym], values)
                if v is not None:
                    vals[sym] = v
        return p.evaluate(vals)

    def invariant(self, e: N.Expr) -> bool:
        """Whether ``e`` has the same value in every thread, block and loop iteration:
        built from constants, launch sizes, unassigned parameters and single-assignment
        locals made of those, without memory loads or calls with side effects."""
        for n in walk(e):
            if isinstance(n, N.Special) and n.kind not in ("local_size", "num_groups",
                                                          "global_size", "work_dim",
                                                          "warp_size"):
                return False
            if isinstance(n, (N.Index, N.Deref, N.Field, N.Assign, N.IncDec)):
                return False
            if isinstance(n, N.Call) and self.module is not None and any(
                    f.name == n.name for f in self.module.functions):
                return False
            if isinstance(n, N.Var) and n is not e:
                if not self.invariant_var(n.name):
                    return False
            if isinstance(n, N.Var) and n is e and not self.invariant_var(n.name):
                return False
        return True

    def invariant_var(self, name: str) -> bool:
        if name in self.loop_of_var:
            return False
        if name in self.params:
            return not self.assigned.get(name) and name not in self.escaped
        d = self.decls.get(name)
        if d is None:
            g = self.globals.get(name)
            return g is not None and g.const
        if d.init is None or self.assigned.get(name) or name in self.escaped:
            return False
        if isinstance(d.type, ArrayType):
            return False
        return self.invariant(d.init)

    # ------------------------------------------------------------------- addresses
    def address(self, e: N.Expr) -> Address:
        """Where pointer- or array-valued expression ``e`` points; raises NonAffine."""
        if isinstance(e, N.Cast):
            inner = self.address(e.operand)
            t = e.type
            size = _pointee_size(t)
            return Address(inner.root, inner.space, inner.offset, size or inner.elem_size)
        if isinstance(e, N.Var):
            return self._var_address(e)
        if isinstance(e, N.Binary) and e.op in ("+", "-") and isinstance(e.lhs.type,
                                                                        (PointerType, ArrayType)):
            base = self.address(e.lhs)
            off = self.form(e.rhs).scale(base.elem_size)
            return Address(base.root, base.space, base.offset + off if e.op == "+"
                           else base.offset - off, base.elem_size)
        if isinstance(e, N.Binary) and e.op == "+" and isinstance(e.rhs.type,
                                                                 (PointerType, ArrayType)):
            base = self.address(e.rhs)
            return Address(base.root, base.space,
                           base.offset + self.form(e.lhs).scale(base.elem_size), base.elem_size)
        if isinstance(e, N.AddressOf):
            a = self.lvalue(e.operand)
            return Address(a.root, a.space, a.offset, _size(e.operand.type))
        if isinstance(e, (N.Index, N.Field, N.Deref)) and isinstance(e.type, ArrayType):
            a = self.lvalue(e)
            return Address(a.root, a.space, a.offset, _size(e.type.elem))
        raise NonAffine(f"the pointer {self.text(e)} is a {_what(e)}")

    def _var_address(self, e: N.Var) -> Address:
        name = e.name
        t = e.type
        if name in self.params:
            if self.assigned.get(name):
                raise NonAffine(f"pointer parameter {name} is assigned in the kernel")
            space = t.space if isinstance(t, PointerType) else AddressSpace.PRIVATE
            return Address(name, space, Poly(), _pointee_size(t))
        d = self.decls.get(name)
        if d is not None:
            if isinstance(d.type, ArrayType):
                return Address(name, d.space, Poly(), _size(d.type.elem))
            if d.space == AddressSpace.SHARED:  # a shared scalar: one slot for the block
                return Address(name, d.space, Poly(), _size(d.type))
            if self.assigned.get(name) or d.init is None or name in self.escaped:
                raise NonAffine(f"pointer {name} is assigned more than once")
            inner = self.address(d.init)
            return Address(inner.root, inner.space, inner.offset, _pointee_size(d.type)
                           or inner.elem_size)
        g = self.globals.get(name)
        if g is not None:
            if isinstance(g.type, ArrayType):
                return Address(name, g.space, Poly(), _size(g.type.elem))
            if g.space == AddressSpace.SHARED:
                return Address(name, g.space, Poly(), _size(g.type))
            raise NonAffine(f"{name} is a module pointer variable")
        raise NonAffine(f"{name} is not a known array or pointer")

    def lvalue(self, e: N.Expr) -> Address:
        """The address of lvalue ``e`` (an element, a field, a lane)."""
        if isinstance(e, N.Index):
            base = self.address(e.base)
            size = _size(e.type)
            return Address(base.root, base.space, base.offset + self.form(e.index).scale(size),
                           size)
        if isinstance(e, N.Deref):
            a = self.address(e.pointer)
            return Address(a.root, a.space, a.offset, _size(e.type))
        if isinstance(e, N.Field):
            a = self.lvalue(e.base)
            off = e.base.type.offset_of(e.name)
            return Address(a.root, a.space, a.offset + Poly.const(off), _size(e.type))
        if isinstance(e, N.Swizzle) and len(e.lanes) == 1:
            a = self.lvalue(e.base)
            size = _size(e.type)
            return Address(a.root, a.space, a.offset + Poly.const(e.lanes[0] * size), size)
        if isinstance(e, N.Var):
            return self._var_address(e)
        raise NonAffine(f"{self.text(e)} is a {_what(e)}")


def _special(e: N.Special) -> Poly:
    axis = AXES[e.dim] if e.dim < 3 else "x"
    if e.kind == "local_id":
        return Poly.sym(f"tid.{axis}")
    if e.kind == "group_id":
        return Poly.sym(f"bid.{axis}")
    if e.kind == "local_size":
        return Poly.sym(BLOCK[AXES.index(axis)])
    if e.kind == "num_groups":
        return Poly.sym(GRID[AXES.index(axis)])
    if e.kind == "global_id":
        return Poly.sym(f"bid.{axis}") * Poly.sym(BLOCK[AXES.index(axis)]) + Poly.sym(f"tid.{axis}")
    if e.kind == "global_size":
        return Poly.sym(GRID[AXES.index(axis)]) * Poly.sym(BLOCK[AXES.index(axis)])
    if e.kind == "warp_size":
        return Poly.const(32)
    raise NonAffine(f"{e.kind} is not an index")


def _size(t) -> int:
    try:
        return int(t.size)
    except Exception:  # noqa: BLE001 - void and incomplete types
        return 0


def _pointee_size(t) -> int:
    if isinstance(t, PointerType):
        return _size(t.pointee)
    if isinstance(t, ArrayType):
        return _size(t.elem)
    return 0


def _step_poly(amount) -> Poly:
    """A linear step of :meth:`IndexEnv._step` (an int, or the form of an invariant) as a
    form."""
    return amount if isinstance(amount, Poly) else Poly.const(amount)


#: what :class:`NonAffine` says of a form that reads memory (a loop over data-read bounds)
LOADED = "value loaded from memory"


def _what(e: N.Expr) -> str:
    return {"Index": LOADED, "Deref": LOADED,
            "Field": "struct field", "Call": "function call", "Conditional": "selection (?:)",
            "Assign": "assignment", "IncDec": "increment", "Cast": "conversion"}.get(
        type(e).__name__, type(e).__name__.lower())


__all__ = ["IndexEnv", "Loop", "Address", "NonAffine", "is_index_var", "target_name"]
