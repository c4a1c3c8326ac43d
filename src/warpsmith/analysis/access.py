"""Every global and shared memory access of a kernel, with its address as an affine form.

:func:`find_accesses` lists the loads, stores and atomics of a kernel body in source order,
each with the array it touches, the address space, the element type, the byte offset as a
:class:`~warpsmith.analysis.affine.Poly` (or the reason it has none), and the loops and
conditions around it. :mod:`warpsmith.analysis.coalescing` turns them into predictions.
Accesses inside device functions that the kernel calls are not listed: the analysis works
on the kernel body (``analysis.dependence`` refuses to prove anything about a call that
receives a pointer).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir import nodes as N
from ..ir.builtins import LOAD_HINTS as _LOAD_HINTS
from ..ir.builtins import STORE_HINTS as _STORE_HINTS
from ..ir.types import AddressSpace, ArrayType, Type
from ..ir.visit import expr_children, walk
from .affine import Poly
from .indexing import IndexEnv, Loop, NonAffine, target_name

_REPORTED = (AddressSpace.GLOBAL, AddressSpace.SHARED)


@dataclass(frozen=True)
class Guard:
    """A condition around an access: ``cond`` holds (``taken``) or does not."""

    cond: N.Expr
    taken: bool
    kind: str = "if"  # "if" (an if statement), "exit" (an earlier if-return/continue),
    # "expr" (inside an expression: ?:, && or ||)


@dataclass(frozen=True)
class Access:
    """One memory access in the kernel's source."""

    node: N.Expr
    kind: str  # "load", "store" or "atomic"
    space: str  # "global" or "shared"
    array: str
    type: Type  # what one thread reads or writes
    size: int  # bytes per thread
    offset: Poly | None  # bytes from the array's start; None when not affine
    reason: str  # why offset is None ("" otherwise)
    loops: tuple[Loop, ...]  # enclosing loops, outermost first
    guards: tuple[Guard, ...]  # enclosing conditions, outermost first
    # values of reassigned locals at this point (for reading the guards' forms later)
    scope: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def loc(self) -> N.SourceLoc:
        return self.node.loc

    @property
    def affine(self) -> bool:
        return self.offset is not None and self.offset.is_affine


def find_accesses(env: IndexEnv) -> list[Access]:
    """The global and shared accesses of ``env``'s kernel, in source order."""
    finder = _Finder(env)
    finder.stmt(env.fn.body)
    return finder.out


class _Finder:
    def __init__(self, env: IndexEnv):
        self.env = env
        self.out: list[Access] = []
        self.loops: list[Loop] = []
        self.guards: list[Guard] = []
        self.functions = {f.name for f in env.module.functions} if env.module else set()

    # ------------------------------------------------------------------ statements
    def stmt(self, s):
        if s is None:
            return
        if isinstance(s, N.Block):
            pushed = 0
            for x in s.stmts:
                self.stmt(x)
                exit_cond = _early_exit(x)
                if exit_cond is not None:
                    # the rest of the block runs only where the exit was not taken
                    self.guards.append(Guard(exit_cond, False, "exit"))
                    pushed += 1
            for _ in range(pushed):
                self.guards.pop()
        elif isinstance(s, N.Decl):
            if s.init is not None:
                self.expr(s.init)
                if self._reassigned(s.name):
                    self.bind(s.name, s.init, None)
        elif isinstance(s, N.ExprStmt):
            self.expr(s.expr)
            self.track(s.expr)
        elif isinstance(s, N.Return):
            if s.value is not None:
                self.expr(s.value)
        elif isinstance(s, N.If):
            self.expr(s.cond)
            before = dict(self.env.bindings)
            self.guards.append(Guard(s.cond, True))
            self.stmt(s.then)
            self.guards.pop()
            after_then = dict(self.env.bindings)
            self.env.bindings = dict(before)
            if s.other is not None:
                self.guards.append(Guard(s.cond, False))
                self.stmt(s.other)
                self.guards.pop()
            self.merge(after_then, s)
        elif isinstance(s, N.For):
            self.stmt(s.init)
            self.loops.append(self.env.loop(s))
            self.forget(s, s.body)
            if s.cond is not None:
                self.expr(s.cond)
            self.stmt(s.body)
            if s.step is not None:
                self.expr(s.step)
            self.loops.pop()
            self.forget(s, s.body)
        elif isinstance(s, (N.While, N.DoWhile)):
            self.loops.append(self.env.loop(s))
            self.forget(s, s.body)
            self.expr(s.cond)
            self.stmt(s.body)
            self.loops.pop()
            self.forget(s, s.body)
        elif isinstance(s, N.Switch):
            self.expr(s.value)
            for _, body in s.cases:
                self.stmt(body)
            self.forget(s, s)
        elif isinstance(s, N.InlineAsm):
            from .access_asm import asm_accesses
            asm_accesses(self, s)

    # ------------------------------------------------- values of reassigned locals
    def bind(self, name: str, value, op, target=None):
        """Record the form ``name`` has from here on (straight-line code)."""
        env = self.env
        if name in env.loop_of_var or name in env.escaped:
            return
        try:
            new = value if isinstance(value, Poly) else env.form(value)
            if op is not None:
                old = env.form(target)
                if op not in ("+", "-", "*"):
                    raise NonAffine(f"{name} is updated with {op}=")
                new = {"+": old + new, "-": old - new, "*": old * new}[op]
            env.bindings[name] = new
        except NonAffine as err:
            line = getattr(getattr(value, "loc", None), "line", 0) or getattr(
                getattr(target, "loc", None), "line", 0)
            env.bindings[name] = f"{name} was last assigned a non-affine value " \
                                 f"(line {line}: {err})"

    def _reassigned(self, name: str) -> bool:
        env = self.env
        d = env.decls.get(name)
        return env.assigned.get(name, 0) + (d is not None and d.init is not None) > 1

    def track(self, e):
        if isinstance(e, N.Assign):
            name = target_name(e.target)
            if name and self._reassigned(name):
                self.bind(name, e.value, e.op, e.target)
        elif isinstance(e, N.IncDec):
            name = target_name(e.target)
            if name and self._reassigned(name):
                self.bind(name, Poly.const(e.delta), "+", e.target)
        elif isinstance(e, N.Comma):
            for x in e.exprs:
                self.track(x)

    def merge(self, other: dict, node):
        """After an if: a local keeps its form only if both ways agree."""
        env = self.env
        for name in set(other) | set(env.bindings):
            a, b = other.get(name), env.bindings.get(name)
            if a != b:
                env.bindings[name] = (f"{name} is assigned under the condition at line "
                                      f"{node.loc.line}")

    def forget(self, node, body):
        """Locals assigned in a loop body change from one iteration to the next."""
        env = self.env
        for n in walk(body):
            targets = [n.target] if isinstance(n, (N.Assign, N.IncDec)) else \
                list(n.outputs) if isinstance(n, N.InlineAsm) else []
            for t in targets:
                name = target_name(t)
                if name and name not in env.loop_of_var and name not in env.escaped:
                    env.bindings[name] = (f"{name} changes from one iteration of the loop at "
                                          f"line {node.loc.line} to the next")

    # ----------------------------------------------------------------- expressions
    def expr(self, e, mode: str = "load"):
        """Visit ``e``; ``mode`` is how the value of a memory lvalue is used."""
        if isinstance(e, N.Assign):
            self.expr(e.target, "store" if e.op is None else "loadstore")
            self.expr(e.value)
            return
        if isinstance(e, N.IncDec):
            self.expr(e.target, "loadstore")
            return
        if isinstance(e, N.AddressOf):
            self.inner(e.operand)
            return
        if isinstance(e, N.Call):
            self.call(e)
            return
        if isinstance(e, N.Conditional):
            self.expr(e.cond)
            for value, taken in ((e.then, True), (e.other, False)):
                self.guards.append(Guard(e.cond, taken, "expr"))
                self.expr(value)
                self.guards.pop()
            return
        if isinstance(e, N.Binary) and e.op in ("&&", "||"):
            self.expr(e.lhs)
            self.guards.append(Guard(e.lhs, e.op == "&&", "expr"))
            self.expr(e.rhs)
            self.guards.pop()
            return
        if self.is_memory(e):
            self.record(e, mode)
            self.inner(e)
            return
        if isinstance(e, N.Var) and self.shared_scalar(e.name):
            self.record(e, mode)
            return
        for c in expr_children(e):
            self.expr(c)

    def inner(self, e):
        """Visit the sub-expressions of lvalue ``e`` that compute its address."""
        if isinstance(e, N.Index):
            if self.is_memory(e.base) and isinstance(e.base.type, ArrayType):
                self.inner(e.base)
            elif isinstance(e.base, (N.Index, N.Field, N.Deref, N.Swizzle)) and isinstance(
                    e.base.type, ArrayType):
                self.inner(e.base)
            else:
                self.expr(e.base)
            self.expr(e.index)
        elif isinstance(e, (N.Field, N.Swizzle)):
            if isinstance(e.base, (N.Index, N.Field, N.Deref, N.Swizzle)):
                self.inner(e.base)
            else:
                self.expr(e.base)
        elif isinstance(e, N.Deref):
            self.expr(e.pointer)
        else:
            for c in expr_children(e):
                self.expr(c)

    def shared_scalar(self, name: str) -> bool:
        """A ``__shared__`` variable that is not an array (one slot for the whole block)."""
        d = self.env.decls.get(name)
        if d is not None:
            return d.space == AddressSpace.SHARED and not isinstance(d.type, ArrayType)
        g = self.env.globals.get(name)
        return g is not None and g.space == AddressSpace.SHARED and not isinstance(
            g.type, ArrayType)

    def is_memory(self, e) -> bool:
        """An lvalue in memory that a thread reads or writes as a whole (not an array, not
        a struct whose fields are accessed one by one, not a private variable)."""
        if not isinstance(e, (N.Index, N.Deref, N.Field, N.Swizzle)):
            return False
        if isinstance(e.type, ArrayType):
            return False
        if isinstance(e, (N.Field, N.Swizzle)) and not self._in_memory(e.base):
            return False
        return True

    def _in_memory(self, e) -> bool:
        if isinstance(e, (N.Index, N.Deref)):
            return True
        if isinstance(e, (N.Field, N.Swizzle)):
            return self._in_memory(e.base)
        return False

    def call(self, e: N.Call):
        name = e.name
        if name in self.functions:
            for a in e.args:
                self.expr(a)
            return
        if name.startswith("vload") and len(e.args) == 2:
            self.vector(e, "load", e.args[1], e.args[0], e.type)
            self.expr(e.args[0])
            self.expr(e.args[1])
            return
        if name.startswith("vstore") and len(e.args) == 3:
            self.vector(e, "store", e.args[2], e.args[1], e.args[0].type)
            for a in e.args:
                self.expr(a)
            return
        if name == "pipeline_memcpy_async":  # cp.async: a global read, a shared write
            t = _copy_type(int(e.args[2].value))
            for kind, pointer in (("load", e.args[1]), ("store", e.args[0])):
                self.pointer_access(e, kind, pointer, t)
            for a in e.args:
                self.expr(a)
            return
        if name == "ldg" or name in _LOAD_HINTS or name in _STORE_HINTS:
            # __ldg(p) (the read-only data path), __ldcg(p), __stcg(p, v): *p
            kind = "store" if name in _STORE_HINTS else "load"
            self.pointer_access(e, kind, e.args[0], e.args[0].type.pointee)
            for a in e.args:
                self.expr(a)
            return
        if name.startswith("atomic") and e.args:
            self.pointer_access(e, "atomic", e.args[0])
            for a in e.args:
                self.expr(a)
            return
        for a in e.args:
            self.expr(a)

    # ------------------------------------------------------------------- recording
    def record(self, e, mode: str):
        kinds = ("load", "store") if mode == "loadstore" else (mode,)
        # a struct read as a whole is one access per field in hardware; report the whole
        try:
            addr = self.env.lvalue(e)
            offset, reason, space, array = addr.offset, "", addr.space, addr.root
        except NonAffine as err:
            offset, reason = None, str(err)
            space, array = _space_of(e, self.env), _root_name(e)
        if space not in _REPORTED:
            return
        if offset is not None and not offset.is_affine:
            reason = (f"the index {offset_text(offset, self.env)} multiplies thread or loop "
                      "indices together")
        for kind in kinds:
            self.out.append(Access(e, kind, space.value, array, e.type, _size(e.type), offset,
                                   reason, tuple(self.loops), tuple(self.guards),
                                   dict(self.env.bindings)))

    def vector(self, e: N.Call, kind: str, pointer, index, vtype):
        try:
            a = self.env.address(pointer)
            size = _size(vtype)
            offset = a.offset + self.env.form(index).scale(size)
            self._add(e, kind, a.space, a.root, vtype, offset, "")
        except NonAffine as err:
            self._add(e, kind, _space_of(pointer, self.env), _root_name(pointer), vtype, None, str(err))

    def pointer_access(self, e: N.Call, kind: str, pointer, t=None):
        """An access through ``pointer`` made by call ``e``, of ``t`` (default the call's
        type: an atomic's old value; cp.async passes the bytes it copies)."""
        t = e.type if t is None else t
        try:
            a = self.env.address(pointer)
            self._add(e, kind, a.space, a.root, t, a.offset, "")
        except NonAffine as err:
            self._add(e, kind, _space_of(pointer, self.env), _root_name(pointer), t, None, str(err))

    def _add(self, e, kind, space, array, t, offset, reason):
        if space not in _REPORTED:
            return
        self.out.append(Access(e, kind, space.value, array, t, _size(t), offset, reason,
                               tuple(self.loops), tuple(self.guards), dict(self.env.bindings)))


def _early_exit(s, exits=(N.Return, N.Continue)) -> N.Expr | None:
    """``c`` for ``if (c) return;`` / ``if (c) continue;`` (or a block ending so); ``exits``
    names the statements that count as leaving (the PDG also counts ``break``)."""
    if not isinstance(s, N.If) or s.other is not None:
        return None
    then = s.then
    while isinstance(then, N.Block) and then.stmts:
        then = then.stmts[-1]
    if isinstance(then, exits):
        return s.cond
    return None


def offset_text(offset: Poly, env: IndexEnv, size: int = 1) -> str:
    """The offset in elements of ``size`` bytes (bytes when it does not divide)."""
    from .affine import spell_symbol

    if size > 1 and all(c % size == 0 for _, c in offset.terms):
        offset = Poly._make({m: c // size for m, c in offset.terms})
    return offset.render(lambda s: spell_symbol(s, env.dialect))


def _copy_type(size: int) -> Type:
    """The type one cp.async of ``size`` bytes moves per thread (4, 8 or 16 bytes)."""
    from ..ir.types import U32, VectorType

    return U32 if size == 4 else VectorType(U32, size // 4)


def _size(t) -> int:
    try:
        return int(t.size)
    except Exception:  # noqa: BLE001 - incomplete types
        return 0


def _space_of(e, env: IndexEnv) -> AddressSpace:
    """The address space of the array an lvalue or pointer expression reaches, found
    through its root variable (used when the offset itself is not affine)."""
    from ..ir.types import PointerType

    name = _root_name(e)
    for t in (getattr(env.params.get(name), "type", None),):
        if isinstance(t, PointerType):
            return t.space
    d = env.decls.get(name)
    if d is not None:
        if isinstance(d.type, ArrayType):
            return d.space
        if isinstance(d.type, PointerType):
            return d.type.space
    g = env.globals.get(name)
    if g is not None:
        return g.space
    return AddressSpace.PRIVATE


def _root_name(e) -> str:
    while True:
        if isinstance(e, N.Var):
            return e.name
        if isinstance(e, (N.Index, N.Field, N.Swizzle)):
            e = e.base
        elif isinstance(e, N.Deref):
            e = e.pointer
        elif isinstance(e, N.Cast):
            e = e.operand
        elif isinstance(e, N.Binary):
            e = e.lhs if not isinstance(e.rhs.type, ArrayType) else e.rhs
        elif isinstance(e, N.AddressOf):
            e = e.operand
        else:
            return "?"


__all__ = ["Access", "Guard", "find_accesses", "offset_text"]
