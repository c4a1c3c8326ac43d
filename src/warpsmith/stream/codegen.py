"""Filter bodies printed as C / CUDA C, specialised to one filter instance.

One printer serves every backend: the sequential C program, the sequential CUDA kernel that
the simulator runs (through warpsmith's CUDA frontend into the IR), and both GPU mappings.
Parameters become literals, fields become globals prefixed with the instance name, helper
functions become ``static``/``__device__`` functions, and the channel operations ``pop``,
``peek(i)``, ``push(x)`` (and a sink's ``println(x)``) are printed by an *access* object
the backend supplies. Floats are C ``float`` (literals get an ``f`` suffix, the math library
its ``sinf``-style names) so that the C and CUDA texts compute the same thing.
Expressions with more than one ``pop()`` are split into temporaries in left-to-right order
(StreamIt evaluates like Java; C leaves the order unspecified).
"""

from __future__ import annotations

import struct

from ..ir.errors import SemanticError, Unsupported
from . import ast as A
from .evaluate import Scope, evaluate
from .graph import Node
from .opcount import count, trips

_FLOAT_MATH = {
    "sin": "sinf", "cos": "cosf", "tan": "tanf", "sqrt": "sqrtf", "exp": "expf", "log": "logf",
    "atan": "atanf", "atan2": "atan2f", "asin": "asinf", "acos": "acosf", "pow": "powf",
    "floor": "floorf", "ceil": "ceilf", "fabs": "fabsf", "round": "roundf", "sinh": "sinhf",
    "cosh": "coshf", "tanh": "tanhf", "log10": "log10f",
}
C_TYPE = {"int": "int", "float": "float", "boolean": "int", "bit": "int", "void": "void"}


def float_literal(v: float) -> str:
    """A C float literal that reads back as the same 32-bit float."""
    f = struct.unpack("f", struct.pack("f", float(v)))[0]
    if f != f or f in (float("inf"), float("-inf")):
        raise Unsupported(f"float constant {v} is not finite")
    s = repr(f)
    if "e" not in s and "." not in s:
        s += ".0"
    return s + "f"


def literal(v, t: str) -> str:
    """``v`` printed as a literal of StreamIt type ``t``."""
    if t == "float":
        return float_literal(v)
    v = int(v)
    return str(v) if v != -2**31 else "(-2147483647-1)"


class Access:
    """How a backend prints channel operations (all texts are C expressions)."""

    def pop(self) -> str:
        raise NotImplementedError

    def peek(self, index: str) -> str:
        raise NotImplementedError

    def push(self, value: str) -> str:
        raise NotImplementedError

    def push_const(self, value, t: str) -> str:
        """Push a compile-time constant of type ``t`` (backends that store bit patterns
        print it as one)."""
        return self.push(literal(value, t))


class FilterPrinter:
    """Prints one filter instance's fields, helpers, ``init`` and ``work`` body."""

    def __init__(self, node: Node, dialect: str = "c", field_values: dict | None = None,
                 stateful_fields: set | None = None, unroll: int = 0):
        self.node = node
        # ``#pragma unroll`` (full) on loops with constant bounds whose unrolled body counts
        # at most ``unroll`` operations (0: none; the compiler's own choice)
        self.unroll = unroll
        self.decl: A.Filter = node.decl
        self.dialect = dialect
        self.prefix = node.name
        self.field_values = field_values
        self.params = node.params
        self.ptypes = {p.name: C_TYPE[p.type.base] if p.type.base != "float" else "float"
                       for p in self.decl.params}
        sc = Scope(None, dict(node.params))
        self.fields: dict = {}
        for f in self.decl.fields:
            dims = [int(evaluate(d, sc)) for d in f.type.dims]
            self.fields[f.name] = (_base(f.type), dims, f)
        self.helpers = {h.name: h for h in self.decl.helpers}
        self.scopes: list[dict] = []
        self.access: Access | None = None
        self.tmp = 0
        self.hoisted: dict = {}

    # -------------------------------------------------------------- names and types
    def fname(self, name: str) -> str:
        """The global name of field ``name``."""
        return f"{self.prefix}_{name}"

    def lookup(self, name: str, loc):
        for s in reversed(self.scopes):
            if name in s:
                return "local", s[name]
        if name in self.params:
            return "param", (self.ptypes[name], [])
        if name in self.fields:
            b, dims, _f = self.fields[name]
            return "field", (b, dims)
        if name in ("pi", "PI"):
            return "pi", ("float", [])
        raise SemanticError(f"'{name}' is not declared", loc)

    def type_of(self, e) -> str:
        """``int`` or ``float``: the C type of expression ``e``."""
        if isinstance(e, A.Num):
            return "float" if e.is_float else "int"
        if isinstance(e, A.Var):
            _k, (t, _d) = self.lookup(e.name, e.loc)
            return t
        if isinstance(e, A.Index):
            return self.type_of(e.base)
        if isinstance(e, A.Bin):
            if e.op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
                return "int"
            if e.op in ("&", "|", "^", "<<", ">>", ">>>", "%"):
                return "int" if e.op != "%" or "float" not in (self.type_of(e.left),
                                                              self.type_of(e.right)) else "float"
            return "float" if "float" in (self.type_of(e.left), self.type_of(e.right)) else "int"
        if isinstance(e, A.Un):
            return "int" if e.op in ("!", "~") else self.type_of(e.operand)
        if isinstance(e, A.Cond):
            return "float" if "float" in (self.type_of(e.then), self.type_of(e.other)) else "int"
        if isinstance(e, A.Cast):
            return _base(e.type)
        if isinstance(e, A.Assign):
            return self.type_of(e.target)
        if isinstance(e, A.Call):
            if e.name in ("pop", "peek"):
                return self.node.in_type
            if e.name in ("abs", "min", "max"):
                return "float" if any(self.type_of(a) == "float" for a in e.args) else "int"
            if e.name in self.helpers:
                return _base(self.helpers[e.name].ret)
            return "float"
        return "int"

    # -------------------------------------------------------------- expressions
    def expr(self, e) -> str:
        """C text of expression ``e``."""
        if id(e) in self.hoisted:
            return self.hoisted[id(e)]
        if isinstance(e, A.Num):
            return literal(e.value, "float" if e.is_float else "int")
        if isinstance(e, A.Var):
            kind, (t, _d) = self.lookup(e.name, e.loc)
            if kind == "local":
                return f"v_{e.name}"
            if kind == "param":
                return literal(self.params[e.name], t)
            if kind == "field":
                return self.fname(e.name)
            return float_literal(3.141592653589793)
        if isinstance(e, A.Index):
            return f"{self.expr(e.base)}[{self.expr(e.index)}]"
        if isinstance(e, A.Bin):
            op = e.op
            left, right = self.expr(e.left), self.expr(e.right)
            if op == ">>>":
                return f"((int)((unsigned)({left}) >> ({right})))"
            if op == "%" and self.type_of(e) == "float":
                return f"fmodf({left}, {right})"
            return f"({left} {op} {right})"
        if isinstance(e, A.Un):
            if e.op.startswith("pre"):
                return f"({e.op[3:]}{self.expr(e.operand)})"
            if e.op.startswith("post"):
                return f"({self.expr(e.operand)}{e.op[4:]})"
            return f"({e.op}{self.expr(e.operand)})"
        if isinstance(e, A.Cond):
            return f"({self.expr(e.cond)} ? {self.expr(e.then)} : {self.expr(e.other)})"
        if isinstance(e, A.Cast):
            return f"(({C_TYPE[_base(e.type)]})({self.expr(e.operand)}))"
        if isinstance(e, A.Assign):
            if e.op == ">>>=":
                t = self.expr(e.target)
                return f"({t} = (int)((unsigned)({t}) >> ({self.expr(e.value)})))"
            return f"({self.expr(e.target)} {e.op} {self.expr(e.value)})"
        if isinstance(e, A.Call):
            return self.call(e)
        raise Unsupported(f"expression {type(e).__name__}", getattr(e, "loc", None))

    def call(self, e: A.Call) -> str:
        n, args = e.name, e.args
        if n == "pop":
            self._need_access(e)
            return self.access.pop()
        if n == "peek":
            self._need_access(e)
            if len(args) != 1:
                raise SemanticError("peek takes one index", e.loc)
            return self.access.peek(self.expr(args[0]))
        if n in ("push", "println", "print"):
            self._need_access(e)
            if len(args) != 1:
                raise SemanticError(f"{n} takes one value", e.loc)
            if n != "push" and not self.node.sink:
                raise Unsupported(f"{n} outside a sink filter", e.loc)
            if n == "push" and self.node.sink:
                raise SemanticError("push in a filter with void output", e.loc)
            const = _constant(args[0], self.params)
            if const is not None:
                return self.access.push_const(const, self.node.out_type)
            v = self.expr(args[0])
            if self.type_of(args[0]) != self.node.out_type:
                v = f"(({self.node.out_type})({v}))"
            return self.access.push(v)
        texts = [self.expr(a) for a in args]
        if n in self.helpers:
            return f"{self.prefix}_{n}({', '.join(texts)})"
        if n in ("abs", "min", "max"):
            if self.type_of(e) == "int":
                if n == "abs":
                    return f"abs({texts[0]})"
                a, b = texts
                return f"(({a}) {'<' if n == 'min' else '>'} ({b}) ? ({a}) : ({b}))"
            return {"abs": "fabsf", "min": "fminf", "max": "fmaxf"}[n] + f"({', '.join(texts)})"
        if n in _FLOAT_MATH:
            return f"{_FLOAT_MATH[n]}({', '.join(f'(float)({t})' for t in texts)})"
        raise SemanticError(f"no function '{n}'", e.loc)

    def _need_access(self, e):
        if self.access is None:
            raise SemanticError(f"'{e.name}' outside the work function", e.loc)

    # -------------------------------------------------------------- statements
    def stmt(self, s, ind: str) -> str:
        """C text of statement ``s`` indented by ``ind``."""
        if isinstance(s, list):
            return "".join(self.stmt(x, ind) for x in s)
        if isinstance(s, A.Block):
            self.scopes.append({})
            body = "".join(self.stmt(x, ind + "  ") for x in s.stmts)
            self.scopes.pop()
            return f"{ind}{{\n{body}{ind}}}\n"
        if isinstance(s, A.Decl):
            pre = self.hoist(s.init, ind)
            t = _base(s.type)
            dims = [int(evaluate(d, Scope(None, dict(self.params)))) for d in s.type.dims]
            self.scopes[-1][s.name] = (t, dims)
            arr = "".join(f"[{d}]" for d in dims)
            init = ""
            if s.init is not None:
                init = " = " + (self.initializer(s.init) if dims else self.expr(s.init))
            elif dims:
                init = " = {0}"
            return f"{pre}{ind}{C_TYPE[t]} v_{s.name}{arr}{init};\n"
        if isinstance(s, A.ExprStmt):
            pre = self.hoist(s.expr, ind)
            return f"{pre}{ind}{self.expr(s.expr)};\n"
        if isinstance(s, A.If):
            out = f"{ind}if ({self.expr(s.cond)})\n{self.sub(s.then, ind)}"
            if s.other is not None:
                out += f"{ind}else\n{self.sub(s.other, ind)}"
            return out
        if isinstance(s, A.For):
            self.scopes.append({})
            init = ""
            if s.init is not None:
                inits = s.init if isinstance(s.init, list) else [s.init]
                parts = []
                for d in inits:
                    if isinstance(d, A.Decl):
                        self.scopes[-1][d.name] = (_base(d.type), [])
                        parts.append(f"{C_TYPE[_base(d.type)]} v_{d.name} = {self.expr(d.init)}"
                                     if d.init is not None else f"{C_TYPE[_base(d.type)]} v_{d.name}")
                    elif isinstance(d, A.ExprStmt):
                        parts.append(self.expr(d.expr))
                    elif isinstance(d, A.Block):
                        parts.append(", ".join(self.expr(x.expr) for x in d.stmts))
                init = ", ".join(parts)
            cond = self.expr(s.cond) if s.cond is not None else ""
            step = ", ".join(self.expr(x) for x in (s.step or []))
            body = self.sub(s.body, ind)
            self.scopes.pop()
            return f"{self.unroll_pragma(s, ind)}{ind}for ({init}; {cond}; {step})\n{body}"
        if isinstance(s, A.While):
            return f"{ind}while ({self.expr(s.cond)})\n{self.sub(s.body, ind)}"
        if isinstance(s, A.Jump):
            if s.kind == "return" and s.value is not None:
                return f"{ind}return {self.expr(s.value)};\n"
            return f"{ind}{s.kind};\n"
        raise Unsupported(f"statement {type(s).__name__} in a filter", getattr(s, "loc", None))

    def unroll_pragma(self, s: A.For, ind: str) -> str:
        """``#pragma unroll`` for a loop with constant bounds (given the parameters) whose
        unrolled body counts at most ``self.unroll`` operations: unrolled, its constant
        indices fold (a peek at a fixed offset, a constant-bank operand for a field), and
        values stay in registers; nvcc's own threshold leaves such nests rolled once the
        operators are inlined into one large kernel (DCT's 8 x 8 products: one row of
        shared loads per output)."""
        if not self.unroll:
            return ""
        sc = Scope(None, dict(self.params))
        if trips(s, sc) is None or count(s, sc) > self.unroll:
            return ""
        return f"{ind}#pragma unroll\n"

    def code_size(self) -> int:
        """Operations of the work body as printed: loops that get :meth:`unroll_pragma`
        multiplied out, the others once."""
        sc = Scope(None, dict(self.params))
        return count(self.decl.work.body, sc, expand=lambda s: bool(self.unroll_pragma(s, "")))

    def all_unrolled(self) -> bool:
        """Whether every loop of the work body gets :meth:`unroll_pragma` (no ``while``):
        then every item index in it is a constant once the firing number is."""
        sc = Scope(None, dict(self.params))
        ok = [True]

        def walk(s):
            if isinstance(s, A.While):
                ok[0] = False
            elif isinstance(s, A.For):
                if not self.unroll or trips(s, sc) is None or count(s, sc) > self.unroll:
                    ok[0] = False
            if isinstance(s, list):
                for x in s:
                    walk(x)
            elif hasattr(s, "__dataclass_fields__"):
                for f in s.__dataclass_fields__:
                    v = getattr(s, f)
                    if isinstance(v, list) or hasattr(v, "__dataclass_fields__"):
                        walk(v)
        walk(self.decl.work.body)
        return ok[0]

    def sub(self, s, ind: str) -> str:
        if isinstance(s, A.Block):
            return self.stmt(s, ind)
        self.scopes.append({})
        out = f"{ind}{{\n{self.stmt(s, ind + '  ')}{ind}}}\n"
        self.scopes.pop()
        return out

    def initializer(self, e) -> str:
        if isinstance(e, A.Call) and e.name == "{}":
            return "{" + ", ".join(self.initializer(x) for x in e.args) + "}"
        return self.expr(e)

    def hoist(self, e, ind: str) -> str:
        """Temporaries for the pops of ``e`` when it has more than one (left to right)."""
        if e is None or self.access is None:
            return ""
        pops: list = []
        _collect_pops(e, pops, False)
        if len(pops) <= 1:
            return ""
        out = ""
        for p, guarded in pops:
            if guarded:
                raise Unsupported("pop() under &&, || or ?: together with other pops",
                                  p.loc)
            self.tmp += 1
            name = f"_p{self.tmp}"
            out += f"{ind}{C_TYPE[self.node.in_type]} {name} = {self.access.pop()};\n"
            self.hoisted[id(p)] = name
        return out

    # -------------------------------------------------------------- pieces
    def field_decls(self, qual: str, values: dict | None = None) -> str:
        """Declarations of the instance's fields (with initial values when given)."""
        out = ""
        for name, (t, dims, _f) in self.fields.items():
            arr = "".join(f"[{d}]" for d in dims)
            init = ""
            if values is not None and name in values:
                vals = values[name]
                init = " = " + (_nested(vals, dims, t) if dims else literal(vals, t))
            out += f"{qual}{C_TYPE[t]} {self.fname(name)}{arr}{init};\n"
        return out

    def helper_defs(self, qual: str) -> str:
        """The helper functions (declared first, so they may call each other)."""
        protos, defs = "", ""
        for h in self.helpers.values():
            self.scopes = [{p.name: (_base(p.type), []) for p in h.params}]
            params = ", ".join(f"{C_TYPE[_base(p.type)]} v_{p.name}" for p in h.params) or "void"
            head = f"{qual}{C_TYPE[_base(h.ret)]} {self.prefix}_{h.name}({params})"
            protos += head + ";\n"
            defs += head + "\n" + self.stmt(h.body, "")
        self.scopes = []
        return protos + defs

    def init_body(self, ind: str = "  ") -> str:
        """The ``init`` block (no channel access)."""
        self.scopes = [{}]
        self.access = None
        out = ""
        for name, (t, dims, f) in self.fields.items():
            if f.init is None:
                continue
            if dims:
                raise Unsupported("array field initializers: assign the array in init", f.loc)
            out += f"{ind}{self.fname(name)} = {self.expr(f.init)};\n"
        if self.decl.init is not None:
            out += self.stmt(self.decl.init, ind)
        return out

    def work_body(self, access: Access, ind: str = "  ") -> str:
        """The ``work`` block with channel operations printed by ``access``."""
        self.scopes = [{}]
        self.access = access
        try:
            return self.stmt(self.decl.work.body, ind)
        finally:
            self.access = None

    def mutated_fields(self) -> set:
        """Fields the work function (or a helper) assigns: the filter keeps state."""
        names: set = set()
        for body in [self.decl.work.body] + [h.body for h in self.helpers.values()]:
            _assigned(body, names)
        return {n for n in names if n in self.fields}


def _constant(e, params: dict):
    """The value of ``e`` when it is a literal expression (numbers, parameters), else None."""
    if not isinstance(e, (A.Num, A.Un, A.Cast, A.Bin, A.Var)):
        return None
    try:
        v = evaluate(e, Scope(None, dict(params)))
    except Exception:  # noqa: BLE001 - any non-constant part: not a constant
        return None
    return v if isinstance(v, (int, float)) else None


def _base(t: A.TypeRef) -> str:
    return "float" if t.base == "float" else ("void" if t.base == "void" else "int")


def _nested(vals, dims, t) -> str:
    if not dims:
        return literal(vals, t)
    return "{" + ", ".join(_nested(v, dims[1:], t) for v in vals) + "}"


def _collect_pops(e, out: list, guarded: bool):
    if isinstance(e, A.Call):
        if e.name == "pop":
            out.append((e, guarded))
        for a in e.args:
            _collect_pops(a, out, guarded)
    elif isinstance(e, A.Bin):
        g = guarded or e.op in ("&&", "||")
        _collect_pops(e.left, out, guarded)
        _collect_pops(e.right, out, g)
    elif isinstance(e, A.Cond):
        _collect_pops(e.cond, out, guarded)
        _collect_pops(e.then, out, True)
        _collect_pops(e.other, out, True)
    elif isinstance(e, (A.Un, A.Cast)):
        _collect_pops(e.operand, out, guarded)
    elif isinstance(e, A.Index):
        _collect_pops(e.base, out, guarded)
        _collect_pops(e.index, out, guarded)
    elif isinstance(e, A.Assign):
        _collect_pops(e.value, out, guarded)
        _collect_pops(e.target, out, guarded)


def _assigned(s, out: set):
    """Names assigned (or incremented) anywhere in ``s``."""
    if isinstance(s, A.Assign):
        t = s.target
        while isinstance(t, A.Index):
            t = t.base
        if isinstance(t, A.Var):
            out.add(t.name)
    if isinstance(s, A.Un) and s.op[:3] in ("pre", "pos"):
        t = s.operand
        while isinstance(t, A.Index):
            t = t.base
        if isinstance(t, A.Var):
            out.add(t.name)
    if hasattr(s, "__dataclass_fields__"):
        for f in s.__dataclass_fields__:
            v = getattr(s, f)
            if isinstance(v, list):
                for x in v:
                    _assigned(x, out)
            elif hasattr(v, "__dataclass_fields__"):
                _assigned(v, out)
