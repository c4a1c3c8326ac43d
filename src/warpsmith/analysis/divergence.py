"""Divergence analysis per thread-index dimension (paper 002, Fig. 4, section 4.1).

A value is *divergent along dimension d* when two threads that differ only in their
index along d (``get_local_id(d)`` / ``get_global_id(d)``, ``threadIdx.x`` ...) may see
different values of it. The seeds are the thread indices; divergence then flows forward
through data dependences (an expression that uses a divergent value) and control
dependences (a variable assigned under a divergent branch or in a loop whose trip count
is divergent, and everything after a return or ``break`` taken under divergent control),
until nothing changes — the paper's forward-slicing loop, computed for all three
dimensions at once as a set of dimensions per variable.

The IR is a tree of statements, not SSA, so the unit of this analysis is the variable
(names are unique per function) and the statement: a statement is divergent when anything
it reads or where it executes is, and every variable it writes inherits that. This is
coarser than per-instruction SSA divergence only where one variable is reused for
unrelated values; it is what statement-level coarsening needs, since a replicated
statement must not write a variable that the replicas share.

Memory: loads from global, shared and constant memory are divergent exactly when their
address is (in a race-free kernel every thread reading one address sees one value); a
private array is a variable like any other; a private variable whose address escapes is
taken as divergent in every dimension. Atomics return divergent values in every
dimension. Group indices (``blockIdx``) are uniform within a work-group and are not seeds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.types import AddressSpace, ArrayType
from ..ir.visit import walk

AXES = "xyz"
ALL = frozenset((0, 1, 2))
NONE: frozenset = frozenset()
SEED_KINDS = ("local_id", "global_id")

#: builtins whose value differs between threads though no argument does
_PER_THREAD = frozenset({"clock", "clock64"})
#: sub-group functions with one value for the whole work-group
_UNIFORM_SUBGROUP = frozenset({"get_max_sub_group_size", "get_num_sub_groups",
                               "get_enqueued_num_sub_groups"})


def dims_text(dims) -> str:
    """``{0, 1}`` -> ``"x,y"``; the empty set is ``"uniform"``."""
    return ",".join(AXES[d] for d in sorted(dims)) or "uniform"


@dataclass
class Exit:
    """How a statement may leave early: dims on which whether it does depends (None: it
    never does). ``ret``: return; ``brk``: break; ``cont``: continue."""

    ret: frozenset | None = None
    brk: frozenset | None = None
    cont: frozenset | None = None

    def join(self, other: "Exit") -> "Exit":
        def j(a, b):
            if a is None:
                return b
            return a if b is None else a | b
        return Exit(j(self.ret, other.ret), j(self.brk, other.brk), j(self.cont, other.cont))

    def dims(self) -> frozenset:
        return (self.ret or NONE) | (self.brk or NONE) | (self.cont or NONE)

    def any(self) -> bool:
        return self.ret is not None or self.brk is not None or self.cont is not None


@dataclass
class Divergence:
    """The divergence of one function: see the module doc.

    ``var_dims``: variable -> dimensions along which it diverges; ``stmt_dims``:
    id(statement) -> dimensions of the statement itself (what it reads, where it runs);
    ``branch_dims``: id(if/loop/switch) -> dimensions of its decision (condition, and for
    loops the breaks and continues inside); ``ctx_dims``: id(statement) -> dimensions of
    the control it runs under; ``barriers``: (Barrier, control dims, the statement whose
    divergent decision encloses it or None)."""

    fn: N.Function
    module: N.Module | None = None
    var_dims: dict = field(default_factory=dict)
    stmt_dims: dict = field(default_factory=dict)
    branch_dims: dict = field(default_factory=dict)
    ctx_dims: dict = field(default_factory=dict)
    barriers: list = field(default_factory=list)
    _loop_exit: dict = field(default_factory=dict)
    _callee: dict = field(default_factory=dict)
    _private: set = field(default_factory=set)
    _stmts: list = field(default_factory=list)

    # ------------------------------------------------------------------ values
    def expr_dims(self, e) -> frozenset:
        """The dimensions along which expression ``e``'s value may differ."""
        out = set()
        for n in walk(e):
            if isinstance(n, N.Special) and n.kind in SEED_KINDS:
                out.add(n.dim)
            elif isinstance(n, N.Var):
                out |= self.var_dims.get(n.name, NONE)
            elif isinstance(n, N.Call):
                out |= self._call_dims(n)
        return frozenset(out)

    def _call_dims(self, c: N.Call) -> frozenset:
        b = BUILTINS.get(c.name)
        if b is not None:  # per-thread results: atomics, warp and sub-group functions
            # (all of them but the uniform sub-group/work-group sizes), scans, clocks
            varies = b.kind in ("atomic", "warp") or c.name in _PER_THREAD or (
                b.kind == "subgroup" and c.name not in _UNIFORM_SUBGROUP) or \
                "_scan_" in c.name
            return ALL if varies else NONE
        if c.name in self._callee:
            return self._callee[c.name]
        dims: set = set()
        self._callee[c.name] = ALL  # recursion guard (recursion is not valid device code)
        try:
            fn = self.module.function(c.name) if self.module is not None else None
        except KeyError:
            fn = None
        if fn is None:
            dims = set(ALL)
        else:
            for n in walk(fn.body):
                if isinstance(n, N.Special) and n.kind in SEED_KINDS:
                    dims.add(n.dim)
                elif isinstance(n, N.Call) and n.name != c.name:
                    dims |= self._call_dims(n)
        self._callee[c.name] = frozenset(dims)
        return self._callee[c.name]

    def divergent(self, e, dim: int) -> bool:
        """Whether expression ``e`` may differ between threads along ``dim``."""
        return dim in self.expr_dims(e)

    # ------------------------------------------------------------------ lines
    def lines(self) -> list[dict]:
        """Per source line: the values assigned there and the branches decided there,
        with the dimensions each diverges along (for ``warpsmith analyze --divergence``)."""
        by_line: dict[int, dict] = {}
        for s in self._stmts:
            if isinstance(s, N.Block):
                continue
            line = s.loc.line
            rec = by_line.setdefault(line, {"line": line, "values": [], "branches": [],
                                            "control": set()})
            rec["control"] |= self.ctx_dims.get(id(s), NONE)
            if id(s) in self.branch_dims:
                kind = type(s).__name__.lower().replace("dowhile", "do-while")
                rec["branches"].append({"kind": kind, "dims": self.branch_dims[id(s)]})
            for name in _written(s, self._private):
                if not any(v["name"] == name for v in rec["values"]):
                    rec["values"].append({"name": name,
                                          "dims": self.var_dims.get(name, NONE)})
        return [by_line[k] for k in sorted(by_line) if k]

    # ------------------------------------------------------------------ analysis
    def _run(self) -> "Divergence":
        self._private = {d.name for d in walk(self.fn.body)
                         if isinstance(d, N.Decl) and d.space == AddressSpace.PRIVATE}
        self._private |= {p.name for p in self.fn.params}
        for name in _escaped(self.fn.body, self._private):
            self.var_dims[name] = ALL
        for p in self.fn.params:
            self.var_dims.setdefault(p.name, NONE)
        for _ in range(64):
            before = (dict(self.var_dims), dict(self._loop_exit))
            self.barriers = []
            self._stmts = []
            self._block(self.fn.body.stmts, NONE)
            if (dict(self.var_dims), dict(self._loop_exit)) == before:
                return self
        raise RuntimeError("divergence analysis did not converge")  # lattice is finite

    def _write(self, name: str, dims: frozenset) -> None:
        old = self.var_dims.get(name, NONE)
        if not dims <= old:
            self.var_dims[name] = old | dims

    def _expr_writes(self, e, dims: frozenset) -> None:
        """Variables an expression outside a statement (a condition) writes."""
        for name in _written(N.ExprStmt(e), self._private):
            self._write(name, dims | self.expr_dims(e))

    def _block(self, stmts, ctx: frozenset) -> Exit:
        out = Exit()
        for s in stmts:
            ex = self._stmt(s, ctx | out.dims())
            out = out.join(ex)
        return out

    def _stmt(self, s, ctx: frozenset) -> Exit:
        self.ctx_dims[id(s)] = ctx
        self._stmts.append(s)
        if isinstance(s, N.Block):
            return self._block(s.stmts, ctx)
        if isinstance(s, N.Decl):
            d = ctx | (self.expr_dims(s.init) if s.init is not None else NONE)
            self.stmt_dims[id(s)] = d
            if s.space == AddressSpace.PRIVATE:
                self._write(s.name, d)
            return Exit()
        if isinstance(s, N.ExprStmt):
            d = ctx | self.expr_dims(s.expr)
            self.stmt_dims[id(s)] = d
            for name in _written(s, self._private):
                self._write(name, d)
            return Exit()
        if isinstance(s, N.If):
            c = self.expr_dims(s.cond)
            self._expr_writes(s.cond, ctx | c)
            self.branch_dims[id(s)] = c
            self.stmt_dims[id(s)] = ctx | c
            ex = self._stmt(s.then, ctx | c)
            if s.other is not None:
                ex = ex.join(self._stmt(s.other, ctx | c))
            return _through(ex, c)
        if isinstance(s, (N.For, N.While, N.DoWhile)):
            return self._loop(s, ctx)
        if isinstance(s, N.Switch):
            c = self.expr_dims(s.value)
            self._expr_writes(s.value, ctx | c)
            self.branch_dims[id(s)] = c
            self.stmt_dims[id(s)] = ctx | c
            ex = Exit()
            for _values, body in s.cases:
                ex = ex.join(self._stmt(body, ctx | c | ex.dims()))
            ex = _through(ex, c)
            return Exit(ex.ret, None, ex.cont)  # a break inside ends the switch only
        if isinstance(s, N.Return):
            self.stmt_dims[id(s)] = ctx
            return Exit(ret=NONE)
        if isinstance(s, N.Break):
            return Exit(brk=NONE)
        if isinstance(s, N.Continue):
            return Exit(cont=NONE)
        if isinstance(s, N.Barrier):
            self.stmt_dims[id(s)] = ctx
            self.barriers.append((s, ctx))
            return Exit()
        if isinstance(s, N.InlineAsm):
            # outputs depend on the inputs; special registers, loads and shuffles inside
            # the template may make them vary over any thread dimension
            d = ctx
            for e in s.inputs:
                d = d | self.expr_dims(e)
            if "%%" in s.template or any(w in s.template for w in ("ld.", "shfl", "cp.")):
                d = ALL
            self.stmt_dims[id(s)] = d
            for e in s.outputs:
                root = lvalue_root(e)
                if root in self._private:
                    self._write(root, d)
            return Exit()
        self.stmt_dims[id(s)] = ctx
        return Exit()

    def _loop(self, s, ctx: frozenset) -> Exit:
        if isinstance(s, N.For) and s.init is not None:
            self._stmt(s.init, ctx)
        c = self.expr_dims(s.cond) if s.cond is not None else NONE
        exit_dims = c | self._loop_exit.get(id(s), NONE)
        inner = ctx | exit_dims
        if s.cond is not None:
            self._expr_writes(s.cond, inner)
        ex = self._stmt(s.body, inner)
        if isinstance(s, N.For) and s.step is not None:
            d = inner | self.expr_dims(s.step)
            for name in _written(N.ExprStmt(s.step), self._private):
                self._write(name, d)
        inside = (ex.brk or NONE) | (ex.cont or NONE)
        if ex.brk is not None or ex.cont is not None:
            self._loop_exit[id(s)] = self._loop_exit.get(id(s), NONE) | inside
        self.branch_dims[id(s)] = exit_dims | inside
        self.stmt_dims[id(s)] = ctx | exit_dims | inside
        if ex.ret is None:
            return Exit()
        return Exit(ret=ex.ret | exit_dims | inside)


def _through(ex: Exit, c: frozenset) -> Exit:
    """Exits inside a branch depend on the branch's condition too."""
    return Exit(None if ex.ret is None else ex.ret | c,
                None if ex.brk is None else ex.brk | c,
                None if ex.cont is None else ex.cont | c)


def lvalue_root(e) -> str | None:
    """The variable an lvalue writes into, when it is a variable (``x``, ``a[i]`` of a
    local array, ``v.x``, ``s.f``); None for memory reached through a pointer."""
    while True:
        if isinstance(e, N.Var):
            return e.name
        if isinstance(e, N.Cast):
            e = e.operand
        elif isinstance(e, (N.Swizzle, N.Field)):
            e = e.base
        elif isinstance(e, N.Index) and isinstance(e.base.type, ArrayType):
            e = e.base
        else:
            return None


def _written(s, private: set) -> list[str]:
    """Private variables and parameters statement ``s`` writes (not below nested
    statements); shared and global memory are not variables here."""
    exprs = []
    if isinstance(s, N.ExprStmt):
        exprs = [s.expr]
    elif isinstance(s, N.Decl):
        return [s.name] if s.space == AddressSpace.PRIVATE else []
    out = []
    for e in exprs:
        for n in walk(e):
            if isinstance(n, (N.Assign, N.IncDec)):
                root = lvalue_root(n.target)
                if root in private and root not in out:
                    out.append(root)
    return out


def _escaped(body, private: set) -> set:
    """Private variables whose address is taken (or, for arrays, that decay to a pointer
    anywhere but as the base of an index)."""
    out = set()
    index_bases = set()
    for n in walk(body):
        if isinstance(n, N.AddressOf):
            root = lvalue_root(n.operand)
            if root in private:
                out.add(root)
        if isinstance(n, N.Index) and isinstance(n.base, N.Var):
            index_bases.add(id(n.base))
    for n in walk(body):
        if isinstance(n, N.Var) and n.name in private and isinstance(n.type, ArrayType) \
                and id(n) not in index_bases:
            out.add(n.name)
    return out


def analyze_divergence(fn: N.Function, module: N.Module | None = None) -> Divergence:
    """The divergence of ``fn`` (a kernel of ``module``) along every dimension."""
    return Divergence(fn, module)._run()


__all__ = ["Divergence", "analyze_divergence", "dims_text", "lvalue_root", "ALL", "NONE",
           "AXES"]
