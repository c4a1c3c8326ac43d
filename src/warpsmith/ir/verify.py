"""Checks of the IR's own invariants, for catching a broken transformation early.

:func:`verify` walks a module and raises a :class:`~warpsmith.ir.errors.VerifyError` naming
the function, the source line and what is wrong at the first violation of:

* **types**: every expression, declaration, parameter and module variable has a ``Type``;
* **names**: every ``Var`` is a parameter, a local declared in the same function or a
  module variable; every ``Call`` names a builtin or a function of the module;
* **address spaces**: an implicit conversion, an assignment, an initialization or an
  argument passing between pointers of two different (non-generic) address spaces, an
  explicit such conversion in an OpenCL module (CUDA's pointers are generic at run time,
  so a cast the user wrote, ``reinterpret_cast<T*>(shared_bytes)``, is legal there),
  ``&x`` typed with another space than ``x`` lives in, a store into ``__constant`` memory;
* **control**: ``break``/``continue`` outside a loop (or switch), ``return`` with a value
  in a void function or without one in a non-void one;
* **barriers**: a barrier under a condition (``if``, loop, ``switch``, ``?:``) that depends
  on the thread index (a ``local_id``/``global_id`` value, directly or through local
  variables assigned from one), where threads of a block may disagree. Conditions that
  depend on loaded data are not followed (undecidable cheaply), so the check accepts them.

Tests set ``WARPSMITH_VERIFY=1`` so that every transformation's result is verified.
"""

from __future__ import annotations

from collections.abc import Iterator

from .builtins import BUILTINS
from .errors import VerifyError
from .nodes import (NOLOC, AddressOf, Assign, Barrier, Break, Call, Cast, Conditional,
                    Continue, Decl, Deref, DoWhile, Expr, Field, For, Function, GlobalVar,
                    If, IncDec, Index, Module, Param, Return, SourceLoc, Special, Stmt,
                    Swizzle, Switch, Var, While)
from .types import AddressSpace, ArrayType, PointerType, Type, VoidType
from .visit import NodeVisitor, walk

THREAD_VARYING = ("local_id", "global_id")  # Special kinds that differ between threads


def verify(module: Module) -> Module:
    """Check ``module``'s invariants (see the module docstring); return it unchanged, or
    raise :class:`VerifyError` at the first violation."""
    globals_ = {g.name: g for g in module.globals}
    functions = {f.name: f for f in module.functions}
    for g in module.globals:
        _check_type(g.type, g, f"module variable '{g.name}'", None)
    for fn in module.functions:
        _FunctionVerifier(fn, globals_, functions, module.dialect).run()
    return module


def _where(fn: Function | None) -> str:
    if fn is None:
        return "module"
    return ("kernel " if fn.is_kernel else "function ") + fn.name


def _fail(what: str, fn: Function | None, loc: SourceLoc | None) -> VerifyError:
    loc = loc if loc is not None and loc.line else (fn.loc if fn is not None else None)
    line = f", line {loc.line}" if loc is not None and loc.line else ""
    return VerifyError(f"{_where(fn)}{line}: {what}", loc)


def _check_type(t, node, what: str, fn: Function | None, loc: SourceLoc | None = None):
    if not isinstance(t, Type):
        raise _fail(f"{what} has no type ({t!r})", fn, getattr(node, "loc", None) or loc)


def _space(t) -> AddressSpace | None:
    return t.space if isinstance(t, PointerType) else None


def _compatible(a: AddressSpace | None, b: AddressSpace | None) -> bool:
    return a is None or b is None or a == b or AddressSpace.GENERIC in (a, b)


class _FunctionVerifier(NodeVisitor):
    """Checks one function; ``loc`` is the innermost located statement (for messages)."""

    def __init__(self, fn: Function, globals_: dict, functions: dict, dialect: str):
        self.fn = fn
        self.dialect = dialect
        self.globals = globals_
        self.functions = functions
        self.params = {p.name: p for p in fn.params}
        self.locals = {n.name: n for n in walk(fn.body) if isinstance(n, Decl)}
        self.thread_vars = _thread_dependent_vars(fn)
        self.loc: SourceLoc = fn.loc
        self.loops = 0  # enclosing loops
        self.switches = 0  # enclosing switches
        self.divergent: list[SourceLoc] = []  # thread-dependent conditions around here

    def run(self) -> None:
        """Check the signature, then the body."""
        _check_type(self.fn.return_type, self.fn, "the return type", self.fn)
        for p in self.fn.params:
            _check_type(p.type, p, f"parameter '{p.name}'", self.fn)
        self.visit(self.fn.body)

    def fail(self, what: str, node=None) -> VerifyError:
        """The error for ``what``, located at ``node`` or the enclosing statement."""
        loc = getattr(node, "loc", None)
        return _fail(what, self.fn, loc if loc is not None and loc.line else self.loc)

    # ---------------------------------------------------------------- traversal
    def visit(self, node):
        if isinstance(node, Expr):
            if not isinstance(getattr(node, "type", None), Type):
                raise self.fail(f"{type(node).__name__} expression without a type "
                                f"({getattr(node, 'type', None)!r})", node)
            return super().visit(node)
        if isinstance(node, Stmt):
            saved = self.loc
            if node.loc is not NOLOC and node.loc.line:
                self.loc = node.loc
            try:
                return super().visit(node)
            finally:
                self.loc = saved
        return super().visit(node)

    def _under(self, cond: Expr | None, *bodies) -> None:
        """Visit ``bodies`` under condition ``cond`` (divergent if thread-dependent)."""
        div = cond is not None and self.thread_dependent(cond)
        if div:
            self.divergent.append(cond.loc if cond.loc.line else self.loc)
        try:
            for b in bodies:
                if b is not None:
                    self.visit(b)
        finally:
            if div:
                self.divergent.pop()

    def thread_dependent(self, e: Expr) -> bool:
        """Whether ``e`` reads the thread index, directly or through a local variable."""
        for n in walk(e):
            if isinstance(n, Special) and n.kind in THREAD_VARYING:
                return True
            if isinstance(n, Var) and n.name in self.thread_vars:
                return True
        return False

    # ---------------------------------------------------------------- statements
    def visit_Decl(self, s: Decl) -> None:
        _check_type(s.type, s, f"declaration of '{s.name}'", self.fn, self.loc)
        if s.init is not None:
            self.visit(s.init)
            if not _compatible(_space(s.type), _space(s.init.type)):
                raise self.fail(f"'{s.name}' ({s.type}) initialized with a pointer into "
                                f"{s.init.type.space.value} memory", s)

    def visit_If(self, s: If) -> None:
        self.visit(s.cond)
        # a condition a transformation proved the same for a whole block (If.uniform)
        self._under(None if s.uniform else s.cond, s.then, s.other)

    def _loop(self, s, init, cond, step, body) -> None:
        if init is not None:
            self.visit(init)
        if cond is not None:
            self.visit(cond)
        self.loops += 1
        try:
            self._under(cond, body, step)
        finally:
            self.loops -= 1

    def visit_For(self, s: For) -> None:
        self._loop(s, s.init, s.cond, s.step, s.body)

    def visit_While(self, s: While) -> None:
        self._loop(s, None, s.cond, None, s.body)

    def visit_DoWhile(self, s: DoWhile) -> None:
        self._loop(s, None, s.cond, None, s.body)

    def visit_Switch(self, s: Switch) -> None:
        self.visit(s.value)
        self.switches += 1
        try:
            self._under(s.value, *(body for _, body in s.cases))
        finally:
            self.switches -= 1

    def visit_Break(self, s: Break) -> None:
        if not (self.loops or self.switches):
            raise self.fail("break outside a loop or switch", s)

    def visit_Continue(self, s: Continue) -> None:
        if not self.loops:
            raise self.fail("continue outside a loop", s)

    def visit_Return(self, s: Return) -> None:
        void = isinstance(self.fn.return_type, VoidType)
        if s.value is not None:
            if void:
                raise self.fail("return with a value in a void function", s)
            self.visit(s.value)
        elif not void:
            raise self.fail(f"return without a value in a function returning "
                            f"{self.fn.return_type}", s)

    def visit_Barrier(self, s: Barrier) -> None:
        if self.divergent:
            where = self.divergent[-1]
            raise self.fail(f"barrier under a thread-dependent condition (line {where.line}): "
                            "threads of a block may not all reach it", s)

    # --------------------------------------------------------------- expressions
    def visit_Var(self, e: Var) -> None:
        if e.name not in self.params and e.name not in self.locals and \
                e.name not in self.globals:
            raise self.fail(f"'{e.name}' is not declared (no parameter, local or module "
                            "variable of that name)", e)

    def visit_Call(self, e: Call) -> None:
        if e.name not in BUILTINS and e.name not in self.functions:
            raise self.fail(f"call of '{e.name}', which is neither a builtin nor a function "
                            "of the module", e)
        self.generic_visit(e)
        callee = self.functions.get(e.name)
        if callee is not None and e.name not in BUILTINS:
            for p, a in zip(callee.params, e.args):
                if not _compatible(_space(p.type), _space(a.type)):
                    raise self.fail(f"argument '{p.name}' of {e.name} expects a pointer into "
                                    f"{p.type.space.value} memory, given "
                                    f"{a.type.space.value}", e)

    def visit_Cast(self, e: Cast) -> None:
        self.generic_visit(e)
        if (e.implicit or self.dialect != "cuda") and \
                not _compatible(_space(e.type), _space(e.operand.type)):
            raise self.fail(f"conversion of a pointer into {e.operand.type.space.value} memory "
                            f"to one into {e.type.space.value} memory", e)

    def visit_Conditional(self, e: Conditional) -> None:
        self.visit(e.cond)
        self._under(e.cond, e.then, e.other)

    def visit_Assign(self, e: Assign) -> None:
        self.generic_visit(e)
        self._store(e.target, e)
        if e.op is None and not _compatible(_space(e.target.type), _space(e.value.type)):
            raise self.fail(f"pointer into {e.target.type.space.value} memory assigned a "
                            f"pointer into {e.value.type.space.value} memory", e)

    def visit_IncDec(self, e: IncDec) -> None:
        self.generic_visit(e)
        self._store(e.target, e)

    def visit_AddressOf(self, e: AddressOf) -> None:
        self.generic_visit(e)
        lives = self.space_of(e.operand)
        if not _compatible(_space(e.type), lives):
            raise self.fail(f"&{_name(e.operand)} is typed as a pointer into "
                            f"{e.type.space.value} memory but lives in {lives.value} memory", e)

    def _store(self, target: Expr, node) -> None:
        if self.space_of(target) == AddressSpace.CONSTANT:
            raise self.fail(f"store into __constant memory ({_name(target)})", node)

    def space_of(self, e: Expr) -> AddressSpace | None:
        """Where lvalue ``e`` lives, when the IR says so (None: not known)."""
        if isinstance(e, Var):
            d = self.locals.get(e.name)
            if d is not None:
                return d.space
            if e.name in self.params:
                return AddressSpace.PRIVATE
            g = self.globals.get(e.name)
            return g.space if g is not None else None
        if isinstance(e, Index):
            if isinstance(e.base.type, ArrayType):
                return self.space_of(e.base)
            return _space(e.base.type)
        if isinstance(e, Deref):
            return _space(e.pointer.type)
        if isinstance(e, (Field, Swizzle)):
            return self.space_of(e.base)
        return None


def _name(e: Expr) -> str:
    while isinstance(e, (Index, Field, Swizzle)):
        e = e.base
    return e.name if isinstance(e, Var) else type(e).__name__


def _assignments(fn: Function) -> Iterator[tuple[str, Expr]]:
    """(variable, value) for every assignment or initialization of a plain variable."""
    for n in walk(fn.body):
        if isinstance(n, Decl) and n.init is not None:
            yield n.name, n.init
        elif isinstance(n, Assign) and isinstance(n.target, Var):
            yield n.target.name, n.value


def _thread_dependent_vars(fn: Function) -> set[str]:
    """Variables of ``fn`` whose value may depend on the thread index: assigned (anywhere,
    flow-insensitively) from an expression that reads it; a fixed point over assignments."""
    pairs = list(_assignments(fn))
    tainted: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, value in pairs:
            if name in tainted:
                continue
            if any(isinstance(n, Special) and n.kind in THREAD_VARYING or
                   isinstance(n, Var) and n.name in tainted for n in walk(value)):
                tainted.add(name)
                changed = True
    return tainted


__all__ = ["verify", "VerifyError", "THREAD_VARYING"]
