"""Building the PDG of :mod:`warpsmith.analysis.pdg`: regions, predicates, and the counted
operations of every statement (the counting rules are in that module's doc).

:class:`Counter` walks the kernel body once in program order. For every expression it
emits compute counts and memory operations into the current statement, and tracks what the
optimized count needs: the available pure expressions (value numbering), the enclosing loops
with the variables they assign (invariance), the induction-variable forms already
strength-reduced, the addresses already computed, the global loads whose value is not yet
waited for (a ``G`` op goes before the first operation that uses the value), and the
critical-path depth of each variable within the current segment (straight-line run of
statements between control structures and barriers).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.types import ArrayType, ScalarType
from ..ir.visit import expr_children, walk
from .indexing import Loop, NonAffine, target_name
from .pdg import PDG, Op, Predicate, Region, Statement
from .pdg_loops import condition_weight, loop_trip
from .pdg_memory import MemoryOps
from .pdg_rules import (  # the counting rules
    _carried_updates,
    _constant_trip,
    _early_exit,
    _has_memory,
    _is_float,
    _lanes,
    _noop_cast,
    _opt_count,
    _order,
    _pure,
    _raw_count,
    _vars,
    assigned_vars,
    negate)

def _strip_casts(e):
    while isinstance(e, N.Cast):
        e = e.operand
    return e


@dataclass(eq=False)
class _Frame:
    region: Region
    loop: Loop
    assigned: set
    unrolled: bool
    preheader: Statement
    ivs: set = field(default_factory=set)
    pending: set = field(default_factory=set)


class Counter(MemoryOps):
    """Fills ``pdg.root`` (see the module doc)."""

    def __init__(self, pdg: PDG, div, latency: dict, optimize: bool):
        self.pdg = pdg
        self.env = pdg.env
        self.div = div
        self.alu = float(latency.get("alu", 1.0))
        self.sh = float(latency.get("shared", 1.0))
        self.bar = float(latency.get("barrier", 0.0))
        # ``ops``: SASS instructions of an expanding operation (model/predict_sass.py), or
        # None: every operation counts 1
        self.ops = latency.get("ops") if optimize else None
        self.expanded: set = set()
        self.branchy: set = set()  # operations whose SASS branches (see mark_branchy)
        self.opt = optimize
        self.by_node: dict = {}
        for a in pdg.accesses:
            self.by_node.setdefault(id(a.node), []).append(a)
        self.functions = {f.name: f for f in pdg.module.functions}
        self.nloads = 0
        self.avail: dict = {}  # pure expression -> its variables
        self.addr: set = set()  # (array, space, offset without its constant)
        self.pending: dict = {}  # variable -> ids of global loads not yet waited for
        self.fresh: list = []  # load ids produced by the expression being counted
        self.frames: list[_Frame] = []
        self.specials: set = set()
        self.ready: dict = {}
        self.guards: tuple = ()
        self.cur: Statement | None = None
        self.region: Region | None = None
        self.prologue = Statement(None, "prologue", pdg.fn.loc, kind="prologue")
        self.called = set()
        self.waited: set = set()

    # ------------------------------------------------------------------ driver
    def run(self) -> None:
        root = self.pdg.root
        root.children.append(self.prologue)
        self.prologue.parent = root
        self.region = root
        self.block(self.pdg.fn.body.stmts, root)
        for s in self.pdg.statements():
            _order(s)
        if self.called:
            self.pdg.notes.append("device functions " + ", ".join(sorted(self.called))
                                  + " counted as compute (their memory accesses as one "
                                  "instruction each)")

    # ------------------------------------------------------------------ emission
    def new_stmt(self, node, kind="stmt", text=None) -> Statement:
        loc = getattr(node, "loc", N.NOLOC) if node is not None else N.NOLOC
        s = Statement(node, text or f"line {loc.line}", loc, parent=self.region, kind=kind)
        self.region.children.append(s)
        return s

    def c(self, n: float, raw: float | None = None):
        """``n`` optimized compute instructions (``raw`` by the simulator's rule)."""
        s = self.cur
        s.raw += n if raw is None else raw
        if not self.opt:
            n = n if raw is None else raw
        if n:
            if s.ops and s.ops[-1].kind == "C" and s.ops[-1].guards == self.guards:
                s.ops[-1].count += n
            else:
                s.ops.append(Op("C", n, guards=self.guards))

    def op(self, kind: str, access=None, load=None, depth=0.0):
        self.cur.ops.append(Op(kind, 0, access, load, self.guards, depth))

    def wait(self, ids) -> None:
        for k in ids:
            if k is None or k in self.waited:
                continue
            self.waited.add(k)
            self.op("G", load=k)
            for f in self.frames:
                f.pending.discard(k)

    def consume(self, mark: int) -> None:
        """The operation being emitted uses the values produced since ``mark``."""
        ids = self.fresh[mark:]
        del self.fresh[mark:]
        self.wait(ids)

    # ------------------------------------------------------------------ statements
    def block(self, stmts, region: Region):
        saved = self.region
        self.region = region
        i = 0
        stmts = list(stmts)
        while i < len(stmts):
            s = stmts[i]
            self.stmt(s)
            cond = _early_exit(s)
            if cond is not None and i + 1 < len(stmts):
                p = self.predicate(negate(cond), "exit", s, self.div.branch_dims.get(id(s)))
                rest = Region("rest", parent=p, loc=stmts[i + 1].loc)
                p.regions[True] = rest
                self.scoped(lambda: self.block(stmts[i + 1:], rest), stmts[i + 1:])
                break
            i += 1
        self.region = saved

    def scoped(self, fn, nodes):
        """Run ``fn`` with copies of the availability tables; afterwards forget in the outer
        scope what the nodes assign."""
        avail, addr = dict(self.avail), set(self.addr)
        fn()
        killed = set()
        for n in nodes if isinstance(nodes, (list, tuple)) else [nodes]:
            killed |= assigned_vars(n)
        self.avail = {k: v for k, v in avail.items() if not (v & killed)}
        self.addr = addr
        self.ready = {}  # a new segment starts after a control structure

    def predicate(self, cond, kind, node, dims) -> Predicate:
        p = Predicate(cond, kind, getattr(cond, "loc", node.loc) or node.loc,
                      self.env.text(cond), frozenset(dims or ()),
                      loops=tuple(f.loop for f in self.frames), parent=self.region)
        if not p.dims:
            p.weight, p.reason = condition_weight(p, self.pdg)
            p.exact = p.weight is not None
        self.pdg.predicates.append(p)
        if kind != "expr":
            self.region.children.append(p)
        return p

    def stmt(self, s):
        if isinstance(s, N.Block):
            self.block(s.stmts, self.region)
        elif isinstance(s, N.Decl):
            self.cur = self.new_stmt(s)
            if s.init is not None:
                self.assign_value(s.name, s.init, s.type)
            self.kill(s.name)
        elif isinstance(s, N.ExprStmt):
            self.cur = self.new_stmt(s)
            mark = len(self.fresh)
            d = self.ex(s.expr)
            del self.fresh[mark:]
            self.cur.depth = max(self.cur.depth, d)
            self.finish()
        elif isinstance(s, N.If):
            self.cur = self.new_stmt(s, text=f"if (line {s.loc.line})")
            mark = len(self.fresh)
            d = self.ex(s.cond)
            self.consume(mark)
            self.c(1)  # the branch
            self.cur.depth = max(self.cur.depth, d + self.alu)
            p = self.predicate(s.cond, "if", s, self.div.branch_dims.get(id(s)))
            then = Region("then", parent=p, loc=s.then.loc)
            p.regions[True] = then
            self.scoped(lambda: self.stmt_in(s.then, then), s.then)
            if s.other is not None:
                other = Region("else", parent=p, loc=s.other.loc)
                p.regions[False] = other
                self.scoped(lambda: self.stmt_in(s.other, other), s.other)
        elif isinstance(s, (N.For, N.While, N.DoWhile)):
            self.loop(s)
        elif isinstance(s, N.Switch):
            self.cur = self.new_stmt(s)
            self.ex(s.value)
            self.c(1)
            for values, body in s.cases:
                p = self.predicate(s.value, "switch", s, self.div.branch_dims.get(id(s)))
                r = Region("case", parent=p, loc=body.loc)
                p.regions[True] = r
                self.scoped(lambda: self.stmt_in(body, r), body)
        elif isinstance(s, N.Barrier):
            self.cur = self.new_stmt(s, kind="barrier", text=f"barrier (line {s.loc.line})")
            self.cur.raw += 1
            self.op("B")
            self.cur.depth = self.bar
            self.ready = {}
        elif isinstance(s, N.Return) and s.value is not None:
            self.cur = self.new_stmt(s)
            self.ex(s.value)
        elif isinstance(s, N.InlineAsm):
            from .pdg_asm import count_asm
            count_asm(self, s)

    def stmt_in(self, s, region: Region):
        saved = self.region
        self.region = region
        self.stmt(s)
        self.region = saved

    def finish(self):
        if self.cur is not None:
            depths = [o.depth for o in self.cur.ops]
            self.cur.depth = max([self.cur.depth] + depths)

    def kill(self, name: str):
        """Forget the available expressions that read variable ``name`` (assigned now).
        Most assignments forget none: the table is rebuilt only when one goes."""
        if any(name in v for v in self.avail.values()):
            self.avail = {k: v for k, v in self.avail.items() if name not in v}

    def callee(self, name: str) -> tuple[float, float, float]:
        """(optimized, raw) instructions per warp and the critical path of one call of device function ``name``,
        from its own PDG (inlined: private arrays indexed by its parameters are registers)."""
        key = (name, self.opt)
        memo = self.pdg.callee_counts
        if key not in memo:
            self._count_callee(name, key, memo)
        for what in self.pdg.branchy_callees.get(name, ()):
            self.mark_branchy(what)
        return memo[key]

    def _count_callee(self, name: str, key, memo: dict) -> None:
        from .pdg import PDGError, build_pdg, critical_path

        memo[key] = (0.0, 0.0, 0.0)  # recursion guard (recursion is not valid device code)
        fn = self.functions[name]
        try:
            sub = build_pdg(self.pdg.module, fn, self.pdg.grid, self.pdg.block, {},
                            latency={"alu": self.alu, "shared": self.sh, "ops": self.ops},
                            optimize=self.opt,
                            inlined=True)
            memo[key] = (sub.instructions(), sub.raw_instructions(), critical_path(sub.root))
            self.expanded |= sub.expanded
            self.pdg.branchy_callees[name] = set(sub.branchy)
        except PDGError:
            n = sum(_raw_count(x.expr, self) for x in walk(fn.body) if isinstance(x, N.ExprStmt))
            memo[key] = (float(n), float(n), self.alu * n)

    # ------------------------------------------------------------------ loops
    def loop(self, s):
        env = self.env
        lp = env.loop(s)
        outer = [f.loop for f in self.frames]
        if isinstance(s, N.For) and s.init is not None:
            self.stmt(s.init)
        trip = loop_trip(lp, self.pdg.values, outer, env, self.pdg.block, self.pdg.grid)
        unroll = getattr(s, "unroll", None)
        const = _constant_trip(lp)
        unrolled = (self.opt and unroll is not None and unroll != 1 and const is not None
                    and (unroll == 0 or unroll >= const))
        if const is not None:
            trip.constant = const
        pre = self.new_stmt(s, kind="preheader", text=f"loop entry (line {s.loc.line})")
        region = Region("loop", parent=self.region, loop=lp, trip=trip, unrolled=unrolled,
                        loc=s.loc)
        region.has_barrier = any(isinstance(n, N.Barrier) for n in walk(s))
        self.region.children.append(region)
        self.pdg.loops.append(region)
        assigned = assigned_vars(s)
        for name in assigned:
            self.kill(name)
        if not trip.exact:
            self.pdg.notes.append(f"the loop at line {s.loc.line} has no computable trip count "
                                  f"({trip.reason}); weighted {trip.per_warp:g}")
        frame = _Frame(region, lp, assigned, unrolled, pre)
        # the final test of the condition, once per entry
        if s.cond is not None and not unrolled:
            self.cur = pre
            self.ex(s.cond)
            self.c(1)
            for name in assigned:
                self.kill(name)
        self.frames.append(frame)
        saved = self.region
        self.region = region

        def body():
            ctl = None
            if not unrolled:
                ctl = self.new_stmt(s, kind="control", text=f"loop control (line {s.loc.line})")
                self.cur = ctl
                if s.cond is not None:
                    self.ex(s.cond)
                self.c(1)  # the branch
            self.stmt(s.body)
            if isinstance(s, N.For) and s.step is not None and not unrolled:
                self.cur = ctl
                self.ex(s.step)
            if frame.pending:  # loads issued in the body and not yet used
                self.cur = self.new_stmt(s, kind="control", text=f"loop end (line {s.loc.line})")
                self.wait(sorted(frame.pending))
        self.scoped(body, s)
        self.region = saved
        self.frames.pop()
        region.carried = self.alu * _carried_updates(s.body)

    # ------------------------------------------------------------------ expressions
    def assign_value(self, name: str, value, t):
        mark = len(self.fresh)
        d = self.ex(value)
        ids = set(self.fresh[mark:])
        del self.fresh[mark:]
        if ids:
            self.pending[name] = ids
            for f in self.frames:
                f.pending |= ids
        else:
            self.pending.pop(name, None)
        self.ready[name] = d
        self.cur.depth = max(self.cur.depth, d)

    def use(self, name: str):
        ids = self.pending.pop(name, None)
        if ids:
            self.fresh.extend(sorted(ids - self.waited))

    def ex(self, e) -> float:
        """Count ``e``; returns the cycle depth of its value in the current segment."""
        if isinstance(e, N.Const) or e is None:
            return 0.0
        if isinstance(e, N.Var):
            if id(e) in self.by_node:
                return self.memory(e, "load")
            self.use(e.name)
            return self.ready.get(e.name, 0.0)
        if isinstance(e, N.Special):
            if self.opt and (e.kind, e.dim) not in self.specials:
                self.prologue.ops.append(Op("C", 1))
            self.specials.add((e.kind, e.dim))
            self.c(0, 1)
            return 0.0
        if self._is_memory(e):
            return self.memory(e, "load")
        if isinstance(e, N.Assign):
            return self.assign(e)
        if isinstance(e, N.IncDec):
            if self._is_memory(e.target):
                d = self.memory(e.target, "rmw", extra=1)
                return d
            name = target_name(e.target)
            self.c(_lanes(e.type), 1)
            if name:
                self.use(name)
                self.kill(name)
                d = self.ready.get(name, 0.0) + self.alu
                self.ready[name] = d
                return d
            return self.alu
        if isinstance(e, N.Call):
            return self.call(e)
        if isinstance(e, N.Conditional):
            return self.conditional(e)
        if isinstance(e, N.Binary) and e.op in ("&&", "||") and _has_memory(e.rhs, self):
            mark = len(self.fresh)
            d = self.ex(e.lhs)
            self.consume(mark)
            p = self.predicate(e.lhs if e.op == "&&" else negate(e.lhs), "expr", e,
                               self.div.expr_dims(e.lhs))
            saved = self.guards
            self.guards = saved + ((p, True),)
            d = max(d, self.ex(e.rhs))
            self.guards = saved
            self.c(1)
            return d + self.alu
        if isinstance(e, N.Cast):
            if _noop_cast(e.operand.type, e.type) and e.kind != "saturate" or isinstance(
                    e.operand.type, ArrayType):
                return self.ex(e.operand)
            return self.pure(e)
        if isinstance(e, (N.Unary, N.Binary)):
            return self.pure(e)
        if isinstance(e, N.AddressOf):
            return self.address(e.operand, None)
        if isinstance(e, (N.Index, N.Field, N.Deref)):  # array-typed part of an lvalue
            return self.address(e, None)
        d = 0.0
        for c in expr_children(e):
            d = max(d, self.ex(c))
        return d

    # pure arithmetic ----------------------------------------------------------
    def pure(self, e) -> float:
        if self.opt and _pure(e, self):
            if e in self.avail:
                self.cur.raw += _raw_count(e, self)
                for v in _vars(e):
                    self.use(v)
                return 0.0
            j = self._invariant_level(_vars(e))
            if j is not None:
                n = _opt_count(e, self)
                self.frames[j].preheader.ops.append(Op("C", n))
                self.cur.raw += _raw_count(e, self)
                self.avail[e] = _vars(e)
                for v in _vars(e):
                    self.use(v)
                return 0.0
            iv = self._iv(e)
            if iv is not None:
                self.cur.raw += _raw_count(e, self)
                for v in _vars(e):
                    self.use(v)
                self.avail[e] = _vars(e)
                return iv
        mark = len(self.fresh)
        d = 0.0
        own = _lanes(e.type)
        if isinstance(e, N.Cast):
            d = self.ex(e.operand)
        elif isinstance(e, N.Unary):
            d = self.ex(e.operand)
        else:
            fma = self.opt and e.op in ("+", "-") and _is_float(e.type)
            for side in (e.lhs, e.rhs):
                if fma and isinstance(side, N.Binary) and side.op == "*" and _is_float(
                        side.type) and side not in self.avail:
                    m2 = len(self.fresh)
                    d = max(d, self.ex(side.lhs), self.ex(side.rhs))
                    self.consume(m2)
                    self.cur.raw += 1  # the contracted multiply
                    fma = False
                else:
                    d = max(d, self.ex(side))
        self.consume(mark)
        k = self.expansion(e)
        self.c(own * k, 1)
        if self.opt and _pure(e, self):
            self.avail[e] = _vars(e)
        return d + self.alu * k

    def _unrolled_constant(self, e) -> bool:
        """True when ``e`` uses only counters of enclosing loops with a constant trip count
        (and constants): the compiler unrolls such loops fully (NVRTC does for the scan's
        stride loops), so ``e`` is a constant in each copy and a division by it is a shift
        or a multiply, not the division sequence."""
        names = _vars(e)
        if not names:
            return False
        const = {f.loop.var for f in self.frames
                 if f.loop.var and _constant_trip(f.loop) is not None}
        return names <= const

    def expansion(self, e) -> float:
        """SASS instructions per lane of ``e``'s own operation: 1, or for a float math
        builtin and a division/modulo by a non-constant what ``self.ops`` derived by
        compiling (docs/model.md, instruction counting rule 8)."""
        if self.ops is None:
            return 1.0
        key = None
        t = e.type
        if isinstance(e, N.Binary) and e.op in ("/", "%") and isinstance(t, ScalarType) \
                and not isinstance(_strip_casts(e.rhs), N.Const) and t.bits <= 32 \
                and not self._unrolled_constant(e.rhs):
            if t.is_float and e.op == "/" and t.bits == 32:
                key = "fdiv"
            elif t.is_integer:
                key = ("i" if t.signed else "u") + ("div" if e.op == "/" else "mod")
        elif isinstance(e, N.Call):
            b = BUILTINS.get(e.name)
            if b is not None and b.kind == "math" and isinstance(t, ScalarType) \
                    and t.is_float and t.bits == 32:
                key = b.cuda
        if key is None:
            return 1.0
        k = self.ops(key)
        if k is None:
            return 1.0
        self.expanded.add(key)
        branches = getattr(self.ops, "branches", None)
        if branches is not None and branches(key):
            self.mark_branchy(key)
        return float(k)

    def mark_branchy(self, what: str) -> None:
        """An operation whose SASS branches (``what``: its name) runs in the current loops:
        ptxas, scheduling within basic blocks, keeps their loads where they are written
        instead of issuing an unrolled loop's loads together (docs/model.md, rule 9)."""
        self.branchy.add(what)
        for f in self.frames:
            f.region.branchy = True

    def _invariant_level(self, names: frozenset) -> int | None:
        """Index of the outermost enclosing loop in which nothing ``names`` holds changes."""
        j = None
        for i in range(len(self.frames) - 1, -1, -1):
            if names & self.frames[i].assigned:
                break
            j = i
        return j

    def _iv(self, e) -> float | None:
        """Cost here of an integer expression affine in loop counters (rule 3), or None."""
        if not self.frames or not (isinstance(e.type, ScalarType) and e.type.is_integer):
            return None
        try:
            p = self.env.form(e)
        except NonAffine:
            return None
        if not p.is_affine:
            return None
        return self.place(p, ("iv",), _opt_count(e, self))

    def assign(self, e: N.Assign) -> float:
        tgt = e.target
        if self._is_memory(tgt):
            if e.op is None:
                return self.memory(tgt, "store", value=e.value)
            return self.memory(tgt, "rmw", extra=1, value=e.value, op=e.op)
        name = target_name(tgt)
        if name is None:
            from .divergence import lvalue_root
            name = lvalue_root(tgt)
        if e.op is None:
            if name:
                self.assign_value(name, e.value, e.type)
                self.kill(name)
                self.avail = dict(self.avail)
                return self.ready.get(name, 0.0)
            return self.ex(e.value)
        mark = len(self.fresh)
        if name:
            self.use(name)
        d = self._value_fma(e)
        self.consume(mark)
        self.c(_lanes(e.type), 1)
        if name:
            d = max(d, self.ready.get(name, 0.0)) + self.alu
            self.kill(name)
            self.ready[name] = d
        return d

    def _value_fma(self, e: N.Assign) -> float:
        return self._fma(e.value, e.op)

    def _fma(self, value, op) -> float:
        """Count the value of ``x op= value``; a float product is fused with the add."""
        v = value
        while isinstance(v, N.Cast) and v.implicit and _is_float(v.type):
            v = v.operand
        if self.opt and op in ("+", "-") and isinstance(v, N.Binary) and v.op == "*" \
                and _is_float(v.type) and v not in self.avail:
            d = max(self.ex(v.lhs), self.ex(v.rhs))
            self.cur.raw += 1
            return d
        return self.ex(value)

    def call(self, e: N.Call) -> float:
        if id(e) in self.by_node:  # vload / vstore / atomic
            mark = len(self.fresh)
            d = 0.0
            for a in e.args:
                if not isinstance(a.type, ArrayType):
                    d = max(d, self.ex(a))
            self.consume(mark)
            acc = self.by_node[id(e)][0]
            return self._mem_op(e, acc, "load" if acc.kind != "store" else "store", d)
        mark = len(self.fresh)
        d = 0.0
        for a in e.args:
            d = max(d, self.ex(a))
        self.consume(mark)
        if e.name in self.functions:
            self.called.add(e.name)
            opt, raw, cp = self.callee(e.name)
            self.c(opt, raw)
            return d + cp
        b = BUILTINS.get(e.name)
        if b is not None and b.kind == "atomic":
            self.c(1)
            return d
        k = self.expansion(e)
        self.c(_lanes(e.type) * k, 1)
        return d + self.alu * k

    def conditional(self, e: N.Conditional) -> float:
        mark = len(self.fresh)
        d = self.ex(e.cond)
        self.consume(mark)
        if _has_memory(e.then, self) or _has_memory(e.other, self):
            p = self.predicate(e.cond, "expr", e, self.div.expr_dims(e.cond))
            saved = self.guards
            self.guards = saved + ((p, True),)
            m1 = len(self.fresh)
            d1 = self.ex(e.then)
            self.guards = saved + ((p, False),)
            d2 = self.ex(e.other)
            self.guards = saved
            self.consume(m1)
            self.c(_lanes(e.type), 1)
            return max(d, d1, d2) + self.alu
        m1 = len(self.fresh)
        d = max(d, self.ex(e.then), self.ex(e.other))
        self.consume(m1)
        self.c(_lanes(e.type), 1)
        return d + self.alu



__all__ = ["Counter"]
