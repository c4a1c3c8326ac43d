"""Grouping of consecutive accesses into vector accesses (paper 003, section V-B).

Two ways to put consecutive elements into one thread's hands, then one mechanism to turn
them into vector loads and stores:

* **inter-thread** (:func:`merge_threads`): G consecutive threads along x become one
  thread that runs the kernel body G times in sequence; either the block shrinks (copy g
  is old thread ``threadIdx.x * G + g``, ``blockDim.x / G`` threads per block) or the
  block is kept and the grid shrinks (copy g is the old thread with global x index
  ``G * (blockIdx.x * blockDim.x + threadIdx.x) + g``). Legal only with no barriers, no
  shared memory and no warp-level operations (the copies run one after another, so
  nothing may wait for or talk to another copy), and with every ``return`` an early exit
  at the top of the body (it becomes an ``if`` around the rest). Guards that differ
  between the copies through affine comparisons are *versioned* (:mod:`.version`): a
  fast path where every copy passes them (tested per merged thread or per block), where
  grouping happens, and elsewhere the copies with their loads hoisted and predicated.
  Conditions with one value in every copy are evaluated once
  (:func:`hoist_uniform_conditions`).
* **intra-thread** (:func:`unroll_loop`): a loop ``for (k = a; k < b; k++)`` runs G
  iterations per trip, with the remainder loop kept for ``b - a`` not a multiple of G.

In both, an access whose address steps by exactly one element from copy to copy, that no
loop or switch separates from the copies, whose conditions have the same value in every
copy (an ``x < n`` guard when ``x`` of copy 0 and ``n`` are multiples of G, checked at
run time), and that reads an array the kernel never writes (or writes an array it never
reads) is grouped. Stores: one vector store in copy G-1 of the lanes every copy writes.
Loads: the loads of one array under the same guards whose addresses differ by constants
(one load, or a stencil's ``x-1, x, x+1``) read, across the copies, a set of elements
that contains an aligned run of G; copy 0 loads that run as vectors and the other
elements as scalars, and every copy reads lanes and scalars. Vectors are at most 16
bytes; 8- and 16-bit elements beyond 4 lanes travel as ``uint2``/``uint4`` words split
with shifts and 32-bit masks (:func:`widen_lane_reads`). Alignment of the vector address
is a run-time assumption on sizes and on the buffer's address.
"""

from __future__ import annotations

import dataclasses

from ..analysis.access import Access, find_accesses
from ..analysis.affine import Poly
from ..analysis.indexing import IndexEnv, target_name
from ..ir import nodes as N
from ..ir.types import AddressSpace, PointerType, ScalarType, VectorType
from ..ir.visit import NodeTransformer, transform, walk
from .swap import expand_global_ids, uses_warp_builtins, warp_builtin_loc
from .version import (Atom, atoms_of, comparison, conjunction, copy_substitution, describe,
                      disjunction, fast_condition, inline, inline_lvalue, render,
                      render_condition, replace_atoms, strict)
from .contract import transformation
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

U32 = ScalarType("int", 32, False)
I32 = ScalarType("int", 32, True)
_MEMORY_NODES = (N.Index, N.Deref, N.Field, N.Swizzle, N.Call)


# ----------------------------------------------------------------- small builders

def _const(v: int, t) -> N.Const:
    return N.Const(int(v), t)


def _wrap_blocks(s):
    """Make every if/loop body a Block, so statements can be inserted before others."""

    def f(n):
        if isinstance(n, N.If):
            then = n.then if isinstance(n.then, N.Block) else N.Block((n.then,), loc=n.loc)
            other = n.other
            if other is not None and not isinstance(other, N.Block):
                other = N.Block((other,), loc=n.loc)
            if then is not n.then or other is not n.other:
                return dataclasses.replace(n, then=then, other=other)
        if isinstance(n, (N.For, N.While, N.DoWhile)) and not isinstance(n.body, N.Block):
            return dataclasses.replace(n, body=N.Block((n.body,), loc=n.loc))
        return None

    return transform(s, f)


def normalize_exits(body: N.Block) -> N.Block | None:
    """``if (c) return; rest`` -> ``if (!c) { rest }`` at the top level; None when some other
    ``return`` remains (one that leaves from inside a loop or in the middle)."""
    stmts = list(body.stmts)
    out: list = []
    i = 0
    while i < len(stmts):
        s = stmts[i]
        if isinstance(s, N.If) and s.other is None and _is_return(s.then):
            rest = normalize_exits(N.Block(tuple(stmts[i + 1:]), loc=s.loc))
            if rest is None:
                return None
            cond = N.Unary("!", s.cond, I32, loc=s.cond.loc)
            out.append(N.If(cond, rest, None, loc=s.loc))
            return N.Block(tuple(out), loc=body.loc)
        out.append(s)
        i += 1
    new = N.Block(tuple(out), loc=body.loc)
    # a final bare "return;" is harmless; any other return is not
    tail = list(new.stmts)
    if tail and isinstance(tail[-1], N.Return) and tail[-1].value is None:
        tail = tail[:-1]
        new = N.Block(tuple(tail), loc=body.loc)
    if any(isinstance(n, N.Return) for n in walk(new)):
        return None
    return new


def _is_return(s) -> bool:
    if isinstance(s, N.Return) and s.value is None:
        return True
    return isinstance(s, N.Block) and len(s.stmts) == 1 and _is_return(s.stmts[0])


def _rename_locals(body, suffix: str, keep: frozenset = frozenset()):
    names = {n.name for n in walk(body) if isinstance(n, N.Decl)} - keep

    def f(n):
        if isinstance(n, N.Decl) and n.name in names:
            return dataclasses.replace(n, name=n.name + suffix)
        if isinstance(n, N.Var) and n.name in names:
            return dataclasses.replace(n, name=n.name + suffix)
        return None

    return transform(body, f)


def _memory_nodes(tree) -> list:
    return [n for n in walk(tree) if isinstance(n, _MEMORY_NODES)]


# ------------------------------------------------------------- uniform conditions

class _Uniformity:
    """Decides whether a condition has one value across the copies, collecting the
    run-time assumptions that make it so. ``var`` is the symbol that differs by one from
    copy to copy (``tid.x`` for merged threads, the loop symbol for unrolling)."""

    def __init__(self, env: IndexEnv, var: str, G: int, names):
        self.env, self.var, self.G, self.names = env, var, G, names
        self.assumptions: list[Assumption] = []

    def condition(self, e) -> str | None:
        """None when uniform, else the reason."""
        while isinstance(e, N.Cast):
            e = e.operand
        if isinstance(e, N.Binary) and e.op in ("&&", "||"):
            return self.condition(e.lhs) or self.condition(e.rhs)
        if isinstance(e, N.Unary) and e.op == "!":
            return self.condition(e.operand)
        from ..analysis.indexing import NonAffine
        if isinstance(e, N.Binary) and e.op in ("<", "<=", ">", ">=", "==", "!="):
            try:
                lhs, rhs = self.env.form(e.lhs), self.env.form(e.rhs)
            except NonAffine as err:
                return f"line {e.loc.line}: {err}"
            if may_wrap(e, lhs, rhs):
                return (f"line {e.loc.line}: an unsigned comparison whose operands may wrap "
                        "below zero")
            # a strict form d < 0 with d = lhs - rhs (or its mirror)
            d = {"<": lhs - rhs, "<=": lhs - rhs - Poly.const(1), ">": rhs - lhs,
                 ">=": rhs - lhs - Poly.const(1)}.get(e.op)
            if (lhs - rhs).coefficient(self.var).is_zero:
                return None
            if d is None:
                return f"line {e.loc.line}: an equality test on the copy index"
            c = d.coefficient(self.var).constant
            if c not in (1, -1):
                return f"line {e.loc.line}: the condition's step from copy to copy is {c}"
            rest = d - d.coefficient(self.var) * Poly.sym(self.var)
            if c == -1:  # -v + rest < 0  <=>  v - rest - 1 >= 0  <=>  !(v - rest - 1 < 0)
                rest = -rest - Poly.const(1)
            return self.multiple(rest, f"the condition at line {e.loc.line}")
        try:
            f = self.env.form(e)
        except NonAffine as err:
            return f"line {e.loc.line}: {err}"
        if f.coefficient(self.var).terms:
            return f"line {e.loc.line}: the condition differs between copies"
        return None

    def multiple(self, p: Poly, what: str, modulus: int | None = None) -> str | None:
        """Require ``p`` to be a multiple of ``modulus`` (default G) in copy 0 (where the
        copy variable is G times an integer), for every value of the index variables:
        each index variable's coefficient must be a multiple (possibly by a run-time
        assumption on sizes), and so must the invariant rest (a run-time assumption such
        as ``width % 4 == 0`` or ``(width - 2) % 4 == 0``). None, or the reason it fails."""
        m = modulus or self.G
        invariant = Poly()
        for mono, coef in p.terms:
            index = [s for s in mono if s.startswith(("tid.", "bid.", "loop:", "iter:"))]
            inv = [s for s in mono if s not in index]
            scale = coef * (self.G if self.var in index else 1)
            if not index:
                invariant = invariant + Poly(((mono, coef),))
                continue
            if scale % m == 0:
                continue
            if not inv:
                return f"{what}: the stride along {index[0]} ({scale}) is not a multiple of {m}"
            text = self._text(Poly((((tuple(inv)), scale),)))
            if text is None:
                return f"{what}: {', '.join(inv)} cannot be checked at run time"
            self.assumptions.append(Assumption("divisible", text, m, what))
        c = invariant.constant
        if c is not None:
            return None if c % m == 0 else f"{what}: the constant offset {c} is not a " \
                                           f"multiple of {m}"
        if all(c < 0 for _, c in invariant.terms):
            invariant = -invariant  # divisibility does not see the sign: "n", not "-n"
        text = self._text(invariant)
        if text is None:
            return f"{what}: {', '.join(sorted(invariant.symbols()))} cannot be checked at " \
                   "run time"
        self.assumptions.append(Assumption("divisible", text, m, what))
        return None

    def _text(self, p: Poly) -> str | None:
        """``p`` written over run-time names (parameters, grid.x, block.y), or None."""
        spelled = {}
        for sym in p.symbols():
            t = self.names(sym)
            if t is None:
                return None
            spelled[sym] = t if t.isidentifier() else f"({t})"
        return p.render(lambda s: spelled[s])


def may_wrap(cmp: N.Binary, lhs: Poly, rhs: Poly) -> bool:
    """An unsigned comparison of forms with a negative coefficient: the affine reading
    (no wrap-around) may not hold (``i - 1u < n`` is false at i = 0)."""
    t = getattr(cmp.lhs, "type", None)
    unsigned = isinstance(t, ScalarType) and t.is_integer and not t.signed
    return unsigned and any(c < 0 for p in (lhs, rhs) for _, c in p.terms)


# ----------------------------------------------------------------- the grouping core

def _vector_plan(size: int, G: int):
    """(vectors, lanes per vector, vector type maker) for G elements of ``size`` bytes."""
    total = size * G
    nvec = max(1, -(-total // 16))
    lanes = G // nvec
    return nvec, lanes


def _vec_type(t: ScalarType, lanes: int):
    if lanes <= 4 and lanes in (2, 4) or (lanes == 1):
        return VectorType(t, lanes) if lanes > 1 else t, False
    words = t.size * lanes // 4
    return VectorType(U32, words) if words > 1 else U32, True


def _lane_read(var: N.Var, t: ScalarType, lane: int, packed: bool):
    if not packed:
        if isinstance(var.type, VectorType):
            return N.Swizzle(var, (lane,), t)
        return var
    word_t = U32
    w = (lane * t.size) // 4
    sh = 8 * ((lane * t.size) % 4)
    word = N.Swizzle(var, (w,), word_t) if isinstance(var.type, VectorType) else var
    shifted = N.Binary(">>", word, _const(sh, I32), word_t) if sh else word
    return N.Cast(t, shifted, implicit=False)


def widen_lane_reads(tree):
    """``(T)(unsigned char)(w >> s)`` -> ``(T)((w >> s) & 0xffu)`` (likewise for 16-bit
    lanes), for a 32-bit unsigned ``w`` and T a type of at least 32 bits or a float type.

    Why: a packed lane read (:func:`_lane_read`) is a narrowing cast, and the kernel then
    widens it again (C promotes ``unsigned char`` to ``int``; the DCT multiplies it with a
    float). NVVM keeps such a narrow-then-widen chain in 16-bit registers (``cvt.u16.u32``,
    ``and.b16``, ``cvt.rn.f32.u16``), which ptxas turns into a mask, a shift and a second
    mask per byte; written with a 32-bit mask, as a hand-written kernel extracts bytes, the
    conversion reads the byte directly (``I2F.U8`` with a byte selector, or one shift and
    one mask). On the DCT's 64 bytes per thread (NVRTC 13.0, sm_90, counted with
    nvdisasm) the kernel drops from 378 to 330 SASS instructions, the hand-written one
    having 344; the DCT is bound by instruction issue, not memory. Exact: for unsigned t,
    ``(t)w == w & mask`` as a value, and converting that value to T gives the same result
    whether its type is t or ``unsigned int``, since T represents every value of t
    (integers of 32 bits or more) or converts it exactly (floats). The outer cast is made
    explicit so that C converts the unsigned word to T, not ``int`` arithmetic to
    ``unsigned``."""

    def f(n):
        if not (isinstance(n, N.Cast) and n.kind == "convert" and isinstance(n.type, ScalarType)
                and isinstance(n.operand, N.Cast) and n.operand.kind == "convert"):
            return None
        inner = n.operand
        t, T = inner.type, n.type
        if not (isinstance(t, ScalarType) and t.kind == "int" and not t.signed
                and t.bits in (8, 16) and getattr(inner.operand, "type", None) == U32):
            return None
        if not (T.is_float or (T.kind == "int" and T.bits >= 32)):
            return None
        word = inner.operand
        shift = 0
        if isinstance(word, N.Binary) and word.op == ">>" and isinstance(word.rhs, N.Const) \
                and isinstance(word.rhs.value, int):
            shift = int(word.rhs.value)
        value = word if shift + t.bits >= 32 else N.Binary(
            "&", word, _const((1 << t.bits) - 1, U32), U32)
        return N.Cast(T, value, implicit=False, loc=n.loc)

    return transform(tree, f)


def _zero(vt):
    """The zero of a vector type (a literal of zero lanes) or of a scalar type."""
    if isinstance(vt, VectorType):
        return N.VectorLiteral(tuple(_const(0, vt.elem) for _ in range(vt.lanes)), vt)
    return _const(0, vt)


def _lane_write(var: N.Var, t: ScalarType, lane: int, packed: bool, value):
    if not packed:
        target = N.Swizzle(var, (lane,), t) if isinstance(var.type, VectorType) else var
        return N.ExprStmt(N.Assign(target, _convert(value, t), None, t))
    w = (lane * t.size) // 4
    sh = 8 * ((lane * t.size) % 4)
    mask = (1 << (8 * t.size)) - 1
    word = N.Swizzle(var, (w,), U32) if isinstance(var.type, VectorType) else var
    bits = N.Binary("&", N.Cast(U32, _convert(value, t), implicit=False),
                    _const(mask, U32), U32)
    if sh:
        bits = N.Binary("<<", bits, _const(sh, I32), U32)
    keep = N.Binary("&", word, _const(~(mask << sh) & 0xFFFFFFFF, U32), U32)
    return N.ExprStmt(N.Assign(word, N.Binary("|", keep, bits, U32), None, U32))


def _convert(value, t):
    if getattr(value, "type", None) == t:
        return value
    return N.Cast(t, value, implicit=True)


def _vector_pointer(lvalue, vt, space, const, minus: int = 0, plus: int = 0):
    """``*(VT*)(&lvalue - minus + plus)`` as an lvalue of type VT."""
    et = lvalue.type
    addr = N.AddressOf(lvalue, PointerType(et, space, const))
    off = plus - minus
    if off:
        addr = N.Binary("+" if off > 0 else "-", addr, _const(abs(off), I32), addr.type)
    return N.Deref(N.Cast(PointerType(vt, space, const), addr), vt)


@dataclasses.dataclass
class _Group:
    """A store grouped on its own: lane writes in every copy, one vector store per vector
    in copy G-1."""

    access: Access
    position: int  # index among memory nodes of the body
    nvec: int
    lanes: int
    vtype: object
    packed: bool
    names: list  # vector variable names

    @property
    def kind(self) -> str:
        return self.access.kind

    def describe(self) -> str:
        a = self.access
        return f"{a.kind} {a.array} (line {a.loc.line}) as {self.nvec} x {self.vtype}"


@dataclasses.dataclass
class _Cluster:
    """Loads of one array under the same guards whose addresses differ by constants (one
    load, or the ``x-1, x, x+1`` reads of a stencil row): across the G copies they read
    the elements ``rel + g`` (in elements from an aligned window start, copy 0). Copy 0
    loads the window's G elements as ``nvec`` aligned vectors and each element outside
    it as one scalar, before the first of the loads; every copy's value is then a lane
    or a scalar."""

    sites: list  # (Access, position among memory nodes, rel)
    nvec: int
    lanes: int
    vtype: object
    packed: bool
    type: ScalarType
    extra: tuple  # elements (relative to the window) outside it, sorted
    names: list = dataclasses.field(default_factory=list)  # vector variable names
    scalars: dict = dataclasses.field(default_factory=dict)  # element -> variable name
    # predicated clusters (guards that differ between the copies): the guard of the
    # loads in each copy, written over the launch indices (None: uniform guards), the
    # pointer parameter read and the window's element index in copy 0
    conds: list | None = None
    addr0: object = None  # an lvalue: element rel0 of the window, as copy 0 reads it
    rel0: int = 0
    cond_names: list = dataclasses.field(default_factory=list)  # one int per copy

    kind = "load"

    @property
    def access(self) -> Access:
        return self.sites[0][0]

    def describe(self) -> str:
        a = self.access
        text = f"load {a.array} (line {a.loc.line}) as {self.nvec} x {self.vtype}"
        if self.extra:
            text += f" + {len(self.extra)} x {self.type}"
        if len(self.sites) > 1:
            lines = ", ".join(f"{s.loc.line}:{s.loc.col}" for s, _, _ in self.sites)
            text += f" for {len(self.sites)} reads ({lines})"
        if self.conds is not None:
            text += ", hoisted before the copies and loaded where a copy needs it"
        return text

    @property
    def window(self) -> int:
        return self.nvec * self.lanes

    def ok(self, g: int) -> N.Var:
        """The variable holding copy g's guard (predicated clusters)."""
        return N.Var(self.cond_names[g], I32)

    def needed(self, e: int) -> N.Expr:
        """Whether element ``e`` (from the window start) is read by some copy whose guard
        holds (predicated clusters)."""
        ks = {rel for _, _, rel in self.sites}
        return strict(disjunction([self.ok(g) for g in range(self.window) if e - g in ks]))

    def prologue(self) -> tuple[list, list, list, list, list]:
        """The loads of a predicated cluster, before the copies, as (covered, plain,
        generic, scalars, fix-ups). ``covered[j]``: whether every element of vector j is
        needed (read by some copy whose guard holds: at an image border, the copies inside
        the image cover the window, so the border threads load it as a vector too);
        ``plain``: the vectors loaded whole, for threads where all are covered;
        ``generic``: each vector loaded whole where covered, else set to zero;
        ``scalars``: each element outside the window loaded where needed; ``fix-ups``:
        where a vector was not covered, its needed elements loaded one by one. Every
        element loaded is one that a copy of the original loads, so nothing outside the
        original's footprint is read.

        The caller (:func:`_group_copies`) writes ``scalars; if (all covered) plain else
        {generic; fix-ups}``. Why that shape, measured on the H100 (Sobel's border blocks,
        issue 4; docs/memopt.md): ptxas schedules loads within a basic block, so ``if
        (covered) vector else lanes`` per vector put each vector's unpacking before the
        next vector's load; the predicated ``covered ? vector : 0`` followed by the
        fix-ups made every thread unpack the vectors into bytes before the fix-up branches
        (the slow path cost 2.4 us more than the hand kernel's); with the common case
        (every vector covered) a basic block of plain vector loads, the slow path costs
        what the hand kernel's per-thread border tests cost."""
        t = self.type
        space, const = _space_const(self.addr0)

        def element(e):
            return _element_at(self.addr0, e - self.rel0)

        covered, plain, generic, scalars, fixes = [], [], [], [], []
        for j, name in enumerate(self.names):
            v = N.Var(name, self.vtype)
            lanes = range(j * self.lanes, (j + 1) * self.lanes)
            cov = strict(conjunction([self.needed(e) for e in lanes]))
            covered.append(cov)
            whole = _vector_pointer(self.addr0, self.vtype, space, const, minus=self.rel0,
                                    plus=j * self.lanes)
            plain.append(N.ExprStmt(N.Assign(v, whole, None, self.vtype)))
            generic.append(N.ExprStmt(N.Assign(
                v, N.Conditional(cov, whole, _zero(self.vtype), self.vtype),
                None, self.vtype)))
            part = [_lane_write(v, t, e % self.lanes, self.packed,
                                N.Conditional(self.needed(e), element(e), _const(0, t), t))
                    for e in lanes]
            fixes.append(N.If(N.Unary("!", cov, I32), N.Block(tuple(part)), None))
        for e in self.extra:
            v = N.Var(self.scalars[e], t)
            scalars.append(N.ExprStmt(N.Assign(v, N.Conditional(self.needed(e), element(e),
                                                                _const(0, t), t), None, t)))
        return covered, plain, generic, scalars, fixes


def _group_copies(copies: list, groups: list, G: int):
    """Rewrite the G copies: vector (and scalar) loads in copy 0, lane reads everywhere,
    lane writes and one vector store per vector in copy G-1. Returns (declarations, new
    copies)."""
    decls = []
    prologue, covered, plain, generic, fixups = [], [], [], [], []
    oks: set = set()
    for grp in groups:
        for name in grp.names:
            decls.append(N.Decl(name, grp.vtype))
        if isinstance(grp, _Cluster):
            for e in grp.extra:
                decls.append(N.Decl(grp.scalars[e], grp.type))
            if grp.conds is not None:
                if grp.cond_names[0] not in oks:  # guards shared by several clusters
                    oks.add(grp.cond_names[0])
                    prologue.extend(N.Decl(name, I32, strict(c))
                                    for name, c in zip(grp.cond_names, grp.conds))
                cov, pl, gen, sc, fixes = grp.prologue()
                covered += cov
                plain += pl
                generic += gen
                prologue += sc
                fixups += fixes
    decls.extend(prologue)
    if covered:
        decls.append(N.If(strict(conjunction(covered)), N.Block(tuple(plain)),
                          N.Block(tuple(generic + fixups))))
    out = []
    for g, copy in enumerate(copies):
        nodes = _memory_nodes(copy)
        replace: dict[int, object] = {}
        before: dict[int, list] = {}  # id(node) -> statements to put before its statement
        store_stmt: dict[int, list] = {}
        for grp in groups:
            if isinstance(grp, _Cluster):
                _cluster_copy(grp, g, nodes, replace, before)
                continue
            node = nodes[grp.position]
            t = grp.access.type
            lane = g % grp.lanes
            var = N.Var(grp.names[g // grp.lanes], grp.vtype)
            space, const = _space_const(node)
            stmts = []
            store_stmt[id(node)] = stmts
            if lane == grp.lanes - 1:
                target = _vector_pointer(node, grp.vtype, space, const, minus=grp.lanes - 1)
                stmts.append(("store", var, target, t, lane, grp.packed))
            else:
                stmts.append(("lane", var, None, t, lane, grp.packed))
        out.append(widen_lane_reads(_rewrite_copy(copy, replace, before, store_stmt)))
    return decls, out


def _cluster_copy(grp: _Cluster, g: int, nodes: list, replace: dict, before: dict) -> None:
    """Copy g of a load cluster: each load becomes a lane or a scalar; copy 0 also gets
    the vector and scalar loads, before its first load of the cluster."""
    t = grp.type
    G = grp.nvec * grp.lanes
    for _, pos, rel in grp.sites:
        e = rel + g
        if 0 <= e < G:
            var = N.Var(grp.names[e // grp.lanes], grp.vtype)
            replace[id(nodes[pos])] = _lane_read(var, t, e % grp.lanes, grp.packed)
        else:
            replace[id(nodes[pos])] = N.Var(grp.scalars[e], t)
    if g or grp.conds is not None:
        return
    _, pos0, rel0 = min(grp.sites, key=lambda s: s[1])
    node = nodes[pos0]
    space, const = _space_const(node)
    loads = []
    for j, name in enumerate(grp.names):
        v = N.Var(name, grp.vtype)
        loads.append(N.ExprStmt(N.Assign(
            v, _vector_pointer(node, grp.vtype, space, const, minus=rel0,
                               plus=j * grp.lanes), None, grp.vtype)))
    for e in grp.extra:
        v = N.Var(grp.scalars[e], t)
        loads.append(N.ExprStmt(N.Assign(v, _element_at(node, e - rel0), None, t)))
    before.setdefault(id(node), []).extend(loads)


def _element_at(lvalue, off: int):
    """The element ``off`` elements after lvalue ``lvalue`` (an rvalue of its type)."""
    if not off:
        return lvalue
    if isinstance(lvalue, N.Index):
        i = lvalue.index
        it = i.type
        return dataclasses.replace(
            lvalue, index=N.Binary("+" if off > 0 else "-", i, _const(abs(off), it), it))
    et = lvalue.type
    space, const = _space_const(lvalue)
    addr = N.AddressOf(lvalue, PointerType(et, space, const))
    addr = N.Binary("+" if off > 0 else "-", addr, _const(abs(off), I32), addr.type)
    return N.Deref(addr, et)


def _space_const(node):
    base = node.base if isinstance(node, N.Index) else getattr(node, "pointer", None)
    t = getattr(base, "type", None)
    if isinstance(t, PointerType):
        return t.space, t.const
    return AddressSpace.GLOBAL, False


def _rewrite_copy(copy, replace, before, store_stmt):
    """Apply expression replacements and statement insertions to one copy."""

    def contains(stmt, ids):
        return [n for n in walk(stmt) if id(n) in ids]

    def fix_block(block: N.Block) -> N.Block:
        stmts = []
        for s in block.stmts:
            # vector loads go right before the statement that reads them: a simple
            # statement, or an if whose condition does (loads inside nested statements
            # are placed when their own block is rebuilt)
            direct = not isinstance(s, (N.If, N.For, N.While, N.DoWhile, N.Block, N.Switch))
            where = s if direct else s.cond if isinstance(s, N.If) else None
            for h in contains(where, before) if where is not None else ():
                stmts.extend(before[id(h)])
            if isinstance(s, N.ExprStmt) and isinstance(s.expr, N.Assign) \
                    and id(s.expr.target) in store_stmt:
                kind, var, target, t, lane, packed = store_stmt[id(s.expr.target)][0]
                value = _subst(s.expr.value, replace)
                stmts.append(_lane_write(var, t, lane, packed, value))
                if kind == "store":
                    stmts.append(N.ExprStmt(N.Assign(target, var, None, var.type)))
                continue
            stmts.append(_descend(s))
        return dataclasses.replace(block, stmts=tuple(stmts))

    def _descend(s):
        if isinstance(s, N.Block):
            return fix_block(s)
        if isinstance(s, N.If):
            return dataclasses.replace(s, cond=_subst(s.cond, replace), then=_descend(s.then),
                                       other=None if s.other is None else _descend(s.other))
        if isinstance(s, N.For):
            return dataclasses.replace(s, init=None if s.init is None else _descend(s.init),
                                       cond=None if s.cond is None else _subst(s.cond, replace),
                                       step=None if s.step is None else _subst(s.step, replace),
                                       body=_descend(s.body))
        if isinstance(s, (N.While, N.DoWhile)):
            return dataclasses.replace(s, cond=_subst(s.cond, replace), body=_descend(s.body))
        if isinstance(s, N.Switch):
            return dataclasses.replace(s, value=_subst(s.value, replace),
                                       cases=tuple((v, fix_block(b)) for v, b in s.cases))
        if isinstance(s, N.Decl):
            return dataclasses.replace(s, init=None if s.init is None else
                                       _subst(s.init, replace))
        if isinstance(s, N.ExprStmt):
            return dataclasses.replace(s, expr=_subst(s.expr, replace))
        if isinstance(s, N.Return) and s.value is not None:
            return dataclasses.replace(s, value=_subst(s.value, replace))
        return s

    return fix_block(copy)


def _subst(e, replace: dict):
    """Replace nodes (by identity) inside expression ``e``."""
    return _Subst(replace).visit(e)


class _Subst(NodeTransformer):
    """Rebuilds a tree with the nodes whose id is a key of ``replace`` replaced."""

    def __init__(self, replace: dict):
        self.replace = replace

    def visit(self, node):
        if id(node) in self.replace:
            return self.replace[id(node)]
        return self.generic_visit(node)


# ---------------------------------------------------------- which accesses to group

class _Context:
    """What the choice of accesses needs to know about the body the copies are made of."""

    def __init__(self, env: IndexEnv, var: str, G: int, names, body_nodes, inside_loop,
                 everything: list, placeable: set, check_env: dict | None = None):
        self.env, self.var, self.G, self.names = env, var, G, names
        self.check_env = check_env
        self.inside_loop = inside_loop
        self.position = {id(n): i for i, n in enumerate(body_nodes)}
        self.placeable = placeable
        self.written = {a.array for a in everything if a.kind in ("store", "atomic")}
        self.read = {a.array for a in everything if a.kind in ("load", "atomic")}
        self.stores: dict = {}
        for a in everything:
            if a.kind == "store":
                self.stores[a.array] = self.stores.get(a.array, 0) + 1
        self.inplace = _in_place(env.fn, everything)


    def guards(self, a: Access) -> list:
        """The guards of ``a`` that can differ between the copies (the unrolled loop's own
        condition is the same for all of them)."""
        skip = _loop_conds(self.inside_loop) if self.inside_loop is not None else ()
        return [gd for gd in a.guards if gd.cond not in skip]

    def basic(self, a: Access) -> str | None:
        """Why ``a`` cannot be grouped whatever its guards ("" to skip it silently), or
        None."""
        where = f"{a.kind} of {a.array} at line {a.loc.line}:{a.loc.col}"
        if a.space != "global" or a.kind == "atomic":
            return ""
        if a.offset is None or not a.affine:
            return f"{where}: not affine ({a.reason})"
        step = a.offset.coefficient(self.var)
        if step.constant != a.size:
            if step.terms:
                return (f"{where}: steps {step} bytes from copy to copy, not one element "
                        f"({a.size} bytes)")
            return ""
        lp = self.inside_loop
        loops = a.loops if lp is None else a.loops[a.loops.index(lp) + 1:] \
            if lp in a.loops else a.loops
        if loops:
            return (f"{where}: inside the loop at line {loops[-1].line}; the copies run it "
                    "one after another")
        if not isinstance(a.type, ScalarType):
            return f"{where}: {a.type} elements are grouped only as scalars"
        if a.kind == "load" and a.array in self.written and a.array not in self.inplace:
            return f"{where}: {a.array} is also written by the kernel"
        if a.kind == "store" and a.array not in self.inplace and (
                a.array in self.read or self.stores.get(a.array, 0) > 1):
            return f"{where}: {a.array} is also read, or written in several places"
        if id(a.node) not in self.position:
            return f"{where}: inside a device function"
        if id(a.node) not in self.placeable:
            return f"{where}: inside a switch or a loop header"
        return None


def _in_place(fn: N.Function, everything: list) -> set:
    """Arrays updated in place, one element per thread: one plain store ``a[o] = e`` and
    loads only inside ``e``, all at the same affine offset ``o``. Each copy of a merge then
    reads its own element before writing it and touches no other copy's element, so all
    loads may move before the first copy (one vector load) and the store after the last
    (one vector store), as for arrays only read or only written."""
    by_array: dict = {}
    for a in everything:
        by_array.setdefault(a.array, []).append(a)
    out = set()
    for arr, accs in by_array.items():
        stores = [a for a in accs if a.kind == "store"]
        loads = [a for a in accs if a.kind == "load"]
        if len(stores) != 1 or not loads or len(stores) + len(loads) != len(accs):
            continue
        st = stores[0]
        if st.offset is None or any(x.offset is None or x.offset != st.offset for x in loads):
            continue
        assign = next((n for n in walk(fn.body) if isinstance(n, N.Assign)
                       and n.target is st.node and n.op is None), None)
        if assign is None:
            continue
        inside = {id(n) for n in walk(assign.value)}
        if all(id(x.node) in inside for x in loads):
            out.add(arr)
    return out


def _choose(env: IndexEnv, accesses: list, var: str, G: int, names, body_nodes,
            inside_loop=None, everything: list | None = None, placeable: set | None = None,
            predicate=None, check_env: dict | None = None):
    """Accesses to group (stores as :class:`_Group`, loads as :class:`_Cluster`) and
    refusals for the others, with assumptions. ``everything`` is every access of the
    kernel (which arrays are read and written); ``placeable`` the memory nodes of the body
    before whose statement loads can be placed (default: all). ``predicate`` (merged
    threads only: copy index -> the substitution of :func:`.version.copy_substitution`)
    lets loads whose guards differ between the copies form predicated clusters, loaded
    before the copies where some copy needs them, when those guards can be written from
    their affine forms. ``check_env`` (launch names and parameter values of the launch
    being optimized): an access whose grouping needs a run-time assumption that fails
    there is not grouped (the run-time guard would never choose the variant)."""
    every = accesses if everything is None else everything
    if placeable is None:
        placeable = {id(n) for n in body_nodes}
    ctx = _Context(env, var, G, names, body_nodes, inside_loop, every, placeable, check_env)
    groups, refusals, assumptions = [], [], []
    loads: dict = {}  # cluster key -> [(access, uniformity, conds)]
    rendered: dict = {}  # guard signature -> the copies' guards (shared by clusters)
    for a in accesses:
        why = ctx.basic(a)
        if why is not None:
            if why:
                refusals.append(why)
            continue
        where = f"{a.kind} of {a.array} at line {a.loc.line}:{a.loc.col}"
        uni = _Uniformity(env, var, G, names)
        bad = None
        guards = ctx.guards(a)
        with env.at(a.scope):
            for gd in guards:
                if gd.kind == "expr":
                    bad = f"under a condition inside an expression (line {gd.cond.loc.line})"
                    break
                bad = uni.condition(gd.cond)
                if bad:
                    break
        if not bad and not _hold(uni.assumptions, check_env):
            bad = ("its conditions have one value in every copy only if "
                   + "; ".join(str(x) for x in uni.assumptions) + ", which fails at this "
                   "launch")
        conds = None
        sig = tuple((id(gd.cond), gd.taken, gd.kind) for gd in guards)
        if bad and a.kind == "load" and predicate is not None:
            conds, why = rendered.get(sig) or _predicated(env, a, guards, predicate, G)
            if conds is not None:
                rendered[sig] = (conds, why)
            if conds is None:
                bad += f"; not predicated: {why}"
            else:
                bad, uni = None, _Uniformity(env, var, G, names)
        if bad:
            refusals.append(f"{where}: {bad}")
            continue
        if a.kind == "load":
            const = a.offset.as_dict().get((), 0)
            rest = a.offset - Poly.const(const)
            key = (a.array, rest, a.type, conds is not None, sig)
            loads.setdefault(key, []).append((a, uni, conds))
            continue
        nvec, lanes = _vector_plan(a.size, G)
        vt, packed = _vec_type(a.type, lanes)
        why = uni.multiple(a.offset, f"the address of {where}", modulus=lanes * a.size)
        if not why and not _hold(uni.assumptions, check_env):
            why = ("aligned only if " + "; ".join(str(x) for x in uni.assumptions)
                   + ", which fails at this launch")
        if why:
            refusals.append(f"{where}: alignment: {why}")
            continue
        assumptions.extend(uni.assumptions)
        if env.params.get(a.array) is not None:
            assumptions.append(Assumption("aligned", "", lanes * a.size, f"vector {where}",
                                          param=a.array))
        groups.append(_Group(a, ctx.position[id(a.node)], nvec, lanes, vt, packed, []))
    for (array, rest, t, _, _), members in loads.items():
        cluster, why, more = _cluster(ctx, array, rest, t, members, predicate)
        if cluster is None:
            refusals.extend(why)
            continue
        assumptions.extend(more)
        groups.append(cluster)
    groups.sort(key=lambda grp: min(s[1] for s in grp.sites) if isinstance(grp, _Cluster)
                else grp.position)
    return groups, refusals, assumptions


@dataclasses.dataclass
class CopyMap:
    """How copy g of a merged thread reads the old thread's indices: as a substitution
    of affine forms (:func:`.version.copy_substitution`) and as a rewrite of expressions
    (:func:`_thread_copy` / :func:`_grid_copy`); ``counts``: declarations per local name
    of the body (for :func:`.version.inline`)."""

    G: int
    keep_block: bool
    counts: dict

    def sub(self, g: int) -> dict:
        return copy_substitution("tid.x", self.G, g, self.keep_block)

    def copy(self, e, g: int):
        return (_grid_copy if self.keep_block else _thread_copy)(e, self.G, g)

    def end(self, e, g: int):
        """``e`` as evaluated at one end of the block's range of old x indices: copy 0
        of thread 0 (g == 0) or copy G-1 of thread ``blockDim.x - 1`` (g == G-1); see
        :func:`.version.block_substitution`."""
        last = g == self.G - 1
        return _at_thread(self.copy(e, self.G - 1 if last else 0), last)


def _predicated(env: IndexEnv, a: Access, guards: list, predicate: CopyMap, G: int):
    """The guards of load ``a`` as they evaluate in each copy (a list of G expressions
    that can be evaluated before the copies), or ``(None, reason)``."""
    conds = []
    with env.at(a.scope):
        for g in range(G):
            parts = []
            for gd in guards:
                r = render_condition(env, gd.cond, predicate.sub(g), gd.taken,
                                     copy=lambda e, g=g: predicate.copy(e, g),
                                     counts=predicate.counts)
                if isinstance(r, str):
                    return None, r
                parts.append(r)
            conds.append(conjunction(parts))
    return conds, ""


MAX_SCALARS = 16  # elements a load cluster may read outside its vector window


def _cluster(ctx: _Context, array: str, rest: Poly, t: ScalarType, members: list,
             predicate=None):
    """One load cluster from loads whose offsets are ``rest`` plus constants:
    ``(cluster, [], assumptions)`` or ``(None, refusals, [])``.

    Across the copies the loads read elements ``k + g`` (k: a load's constant offset in
    elements, g = 0 .. G-1), the set U. The vector window is G consecutive elements
    starting at an aligned element (a multiple of the lanes per vector, so that with
    ``rest`` aligned, which the run-time guard checks, every vector address is aligned)
    lying entirely inside U: then every element loaded, vector or scalar, is one that
    some copy of the original loads under the same guards, so nothing outside the
    original's footprint is read. (Predicated clusters load an element only where a copy
    whose guard holds reads it, and the whole window only where some such copy reads
    each of its elements.)"""
    G = ctx.G
    size = t.size
    a0 = members[0][0]
    where = f"load of {array} at line {a0.loc.line}:{a0.loc.col}"
    consts = [m[0].offset.as_dict().get((), 0) for m in members]
    if any(c % size for c in consts):
        return None, [f"{where}: an offset that is not a whole number of elements"], []
    ks = [c // size for c in consts]
    nvec, lanes = _vector_plan(size, G)
    vt, packed = _vec_type(t, lanes)
    U = {k + g for k in ks for g in range(G)}
    starts = [j for j in range(min(U) - (min(U) % lanes), max(U) + 1, lanes)
              if all(j + i in U for i in range(G))]
    if not starts:
        return None, [f"{where}: alignment: no aligned run of {G} elements among the ones "
                      f"the copies read (offsets {sorted(set(ks))} elements)"], []
    j0 = min(starts, key=lambda j: (abs(j), j))
    extra = tuple(sorted(e - j0 for e in U if not j0 <= e < j0 + G))
    if len(extra) > MAX_SCALARS:
        return None, [f"{where}: {len(extra)} elements outside the vector; too many"], []
    uni = _Uniformity(ctx.env, ctx.var, G, ctx.names)
    for m in members:
        uni.assumptions.extend(m[1].assumptions)
    why = uni.multiple(rest + Poly.const(j0 * size), f"the address of {where}",
                       modulus=lanes * size)
    if not why and not _hold(uni.assumptions, ctx.check_env):
        why = ("aligned only if " + "; ".join(str(x) for x in uni.assumptions)
               + ", which fails at this launch")
    if why:
        return None, [f"{where}: alignment: {why}"], []
    more = list(uni.assumptions)
    if ctx.env.params.get(array) is not None:
        more.append(Assumption("aligned", "", lanes * size, f"vector {where}", param=array))
    sites = sorted(((m[0], ctx.position[id(m[0].node)], k - j0) for m, k in zip(members, ks)),
                   key=lambda s: s[1])
    cluster = _Cluster(sites, nvec, lanes, vt, packed, t, extra)
    conds = members[0][2]
    if conds is not None:
        a_first, _, rel_first = sites[0]
        lv = inline_lvalue(a_first.node, ctx.env, predicate.counts)
        if lv is not None:
            cluster.addr0, cluster.rel0 = predicate.copy(lv, 0), rel_first
        else:  # from the affine form: the window start of copy 0 in the pointer parameter
            p = ctx.env.params.get(array)
            if p is None or not isinstance(p.type, PointerType) or p.type.pointee != t:
                return None, [f"{where}: {array} is not a pointer parameter to {t}"], []
            if any(c % size for _, c in rest.terms):
                return None, [f"{where}: an index that is not a whole number of "
                              "elements"], []
            elems = Poly._make({m: c // size for m, c in rest.terms})
            first = elems.substitute(predicate.sub(0)) + Poly.const(j0)
            cluster.addr0 = N.Index(N.Var(p.name, p.type), render(first, ctx.env), t)
            cluster.rel0 = 0
        cluster.conds = conds
    return cluster, [], more


def _placeable(body) -> set:
    """Memory nodes of ``body`` before whose statement other statements can be put (the
    copies' rewriting inserts vector loads there): those in simple statements and in if
    conditions reached through blocks and if branches, not in loops or switches."""
    out: set = set()

    def stmt(s):
        if isinstance(s, N.Block):
            for x in s.stmts:
                stmt(x)
        elif isinstance(s, N.If):
            out.update(id(n) for n in walk(s.cond))
            stmt(s.then)
            if s.other is not None:
                stmt(s.other)
        elif isinstance(s, (N.ExprStmt, N.Decl, N.Return)):
            out.update(id(n) for n in walk(s))

    stmt(body)
    return out


def _loop_conds(lp) -> tuple:
    return (lp.node.cond,) if isinstance(lp.node, N.For) else ()


def local_names(fn: N.Function) -> set:
    """The names of ``fn``'s locals and the variables it uses."""
    return {n.name for n in walk(fn) if isinstance(n, (N.Decl, N.Var))}


def name_supply(used: set, sep: str = ""):
    """A function giving each ``base`` a name not in ``used`` (``base``, else ``base<sep>1``,
    ``base<sep>2`` ...) and adding it to ``used``, so that the names it gives never clash."""
    def fresh(base: str) -> str:
        name, k = base, 0
        while name in used:
            k += 1
            name = f"{base}{sep}{k}"
        used.add(name)
        return name

    return fresh


def _name_groups(groups, fn, suffix):
    fresh = name_supply(local_names(fn), "_")

    oks: dict = {}
    for i, grp in enumerate(groups):
        array = grp.access.array
        for j in range(grp.nvec):
            grp.names.append(fresh(f"{array}_v{i}{'_' + str(j) if grp.nvec > 1 else ''}"
                                   f"{suffix}"))
        if isinstance(grp, _Cluster):
            if grp.conds is not None:
                if id(grp.conds) not in oks:
                    k = len(oks)
                    oks[id(grp.conds)] = [fresh(f"ok{k}_copy{g}{suffix}")
                                          for g in range(len(grp.conds))]
                grp.cond_names = oks[id(grp.conds)]
            for e in grp.extra:
                grp.scalars[e] = fresh(f"{array}_v{i}_{'lo' if e < 0 else 'hi'}{abs(e)}"
                                       f"{suffix}")


def _describe(groups) -> str:
    return ", ".join(grp.describe() for grp in groups)


# ---------------------------------------------------------------- inter-thread

_LOGICAL = ("&&", "||", "<", "<=", ">", ">=", "==", "!=")


def _hoistable(e) -> bool:
    """A condition that may be evaluated at the top of the merged body, whatever the
    copies do first: a comparison or logic (its value is 0 or 1, so an ``int`` holds it)
    over constants, locals, parameters and launch indices, with no division or remainder
    (which could fault where the kernel would not have evaluated them)."""
    while isinstance(e, N.Cast):
        e = e.operand
    top = (isinstance(e, N.Binary) and e.op in _LOGICAL) or \
        (isinstance(e, N.Unary) and e.op == "!")
    if not top:
        return False
    for n in walk(e):
        if isinstance(n, N.Binary) and n.op in ("/", "%"):
            return False
        if not isinstance(n, (N.Const, N.Var, N.Special, N.Cast, N.Unary, N.Binary,
                              N.Conditional)):
            return False
    return True


def hoist_uniform_conditions(body, env: IndexEnv, cmap: "CopyMap", names, check_env,
                             fresh):
    """Evaluate once, before the copies, the ``if`` conditions of ``body`` that have one
    value in every copy: ``(declarations, body with those conditions read from them,
    assumptions)``.

    Why: each copy of a merged thread tests its own guards; where a guard is the same in
    every copy (Sobel's ``x < width && y < height`` when ``width % G == 0``, its
    ``y >= 1 && y < height - 1`` always) the compiler still evaluates it G times and
    branches G times (it cannot know ``x0 + 1 < width`` whenever ``x0 < width``). Read
    from one variable, the G branches become one: the Sobel fast path drops from 153 to
    136 SASS instructions for sm_90 (NVRTC 13.0, counted with nvdisasm; the hand-written
    kernel has 142).

    Legal: a condition is hoisted when :class:`_Uniformity` proves it has copy 0's value
    in every copy (under run-time assumptions such as ``width % 4 == 0``, which must hold
    at ``check_env`` and are returned for the run-time guard), when its locals can be
    inlined (:func:`.version.inline`: each assigned once, at its declaration, from
    values that do not change, so its value at the top of the body is its value at the
    ``if``), and when evaluating it early cannot fault (:func:`_hoistable`). ``fresh``
    makes a new local name."""
    decls: list = []
    table: dict = {}
    assumptions: list = []
    for n in walk(body):
        if not isinstance(n, N.If) or id(n.cond) in table:
            continue
        cond = n.cond
        if isinstance(cond, N.Const) or not _hoistable(cond):
            continue
        inl = inline(cond, env, cmap.counts)
        if inl is None or not _hoistable(inl):
            continue
        uni = _Uniformity(env, "tid.x", cmap.G, names)
        if uni.condition(cond) is not None or not _hold(uni.assumptions, check_env):
            continue
        name = fresh("ucond")
        decls.append(N.Decl(name, I32, strict(cmap.copy(inl, 0)), loc=n.loc))
        table[id(cond)] = N.Var(name, I32, loc=cond.loc)
        assumptions.extend(uni.assumptions)
    if not table:
        return [], body, []
    return decls, transform(body, lambda e: table.get(id(e))), assumptions


@transformation
def merge_threads(variant: Variant, *, factor: int, mode: str = "block",
                  version: bool | None = None, predicate: bool = False, split: str = "thread",
                  slow: str = "predicated", name: str | None = None) -> Variant | Refusal:
    """Merge ``factor`` (G) consecutive threads along x into one (inter-thread grouping).

    Returns the new :class:`Variant` (the accesses left ungrouped in its ``refused``) or
    a :class:`Refusal`. Run-time assumptions are written in the original launch's names
    through the variant's ``launch_map`` (after earlier swaps).

    ``mode``: "block" shrinks the block (copy g is old thread ``threadIdx.x * G + g`` of
    the same block; ``blockDim.x / G`` threads per block); "grid" keeps the block and
    shrinks the grid (copy g is the old thread whose global x index is ``G * (blockIdx.x
    * blockDim.x + threadIdx.x) + g``; ``gridDim.x / G`` blocks): legal only when the
    kernel uses ``threadIdx.x`` and ``blockIdx.x`` only in that combination (the global
    x index), which keeps warps one row of the block wide.

    ``version``: split the merged body into a fast path, where guards that differ between
    the copies only through affine comparisons hold in every copy, and the copies
    unchanged otherwise (:mod:`.version`); None (default) does so when it lets more
    accesses be grouped, False never. The launch the variant was made for
    (:meth:`Variant.check_env`) decides between a guard made uniform by a run-time
    assumption such as ``width % 4 == 0`` (when that holds there) and versioning.

    ``predicate``: loads whose guards differ between the copies, when those guards are
    affine, are grouped anyway: hoisted before the copies, the window loaded as vectors
    where the copies whose guards hold need every element of it, and element by element
    where some copy needs one (neighbours outside the window likewise); each copy keeps
    its guards. This handles the border copies without a slow path (what a hand-written
    stencil does).

    ``split`` (versioned merges): "thread", each merged thread tests its own copies; or
    "block", the test covers every copy of every thread of the block along x
    (:func:`.version.fast_condition` with ``span="block"``), so that a block, and every
    warp in it, runs one path only: at an image border a warp then runs the slow path
    alone instead of the fast path and then the slow path for its one border thread.

    ``slow`` (versioned merges): "predicated" (default), the slow path is the merged
    copies with their loads grouped as with ``predicate`` (hoisted before the copies,
    vectors where the copies whose guards hold need the whole window, single elements
    elsewhere: one round of loads, not one per copy); "serial", the copies one after
    another with their own loads.

    In every path, ``if`` conditions that have one value in all copies are evaluated once
    (:func:`hoist_uniform_conditions`)."""
    if split not in ("thread", "block") or slow not in ("predicated", "serial"):
        raise ValueError(f"split must be 'thread' or 'block' and slow 'predicated' or "
                         f"'serial', not {split!r}, {slow!r}")
    G = factor
    step = f"merge {G} threads" + (", keeping the block" if mode == "grid" else "")
    refused = _merge_refusal(variant, G, mode)
    if refused is not None:
        return Refusal("group-threads", f"{step}: {refused[0]}", refused[1])
    fn = expand_global_ids(variant.function())
    body = _merge_body(fn, mode)
    if isinstance(body, str):
        return Refusal("group-threads", f"{step}: {body}")
    plan = _MergePlan.make(variant, dataclasses.replace(fn, body=body), G, mode, predicate,
                           version, slow)
    if not plan.groups:
        return Refusal("group-threads", f"{step}: no access can be grouped"
                       + (": " + "; ".join(plan.refusals) if plan.refusals else ""))
    new_name = variant.new_name(name)
    new_body, assumptions = plan.build(split)
    new_fn = dataclasses.replace(plan.fn, name=new_name, source_name=new_name, body=new_body)
    lm, new_grid, new_block, detail = _merged_launch(variant, G, mode)
    if plan.atoms:
        who = "every copy" if split == "thread" else "every copy of every thread of the block"
        detail += (f"versioned{' per block' if split == 'block' else ''}: fast path where "
                   f"{who} has {describe(plan.atoms)}, else the copies one by one"
                   + (" with predicated loads" if plan.slow_groups else "") + "; ")
    detail += _describe(plan.groups)
    done = Step("group-threads", detail, versioned=bool(plan.atoms),
                vectors=_vectors(plan.groups))
    return variant.derive(with_function(variant.module, new_fn), new_name, done,
                          grid=new_grid, block=new_block, launch_map=lm,
                          assumptions=assumptions,
                          refused=[Refusal("group-threads", r) for r in plan.refusals])


def _merge_refusal(variant: Variant, G: int, mode: str):
    """Why threads of ``variant`` cannot be merged by G at all, with where (``(reason,
    loc)``), or None: the launch does not divide, barriers, warp builtins, shared memory."""
    fn, module, grid, block = variant.function(), variant.module, variant.grid, variant.block
    if mode == "block" and int(block[0]) % G:
        return f"blockDim.x = {block[0]} is not a multiple of {G}", None
    if mode == "grid" and int(grid[0]) % G:
        return f"gridDim.x = {grid[0]} is not a multiple of {G}", None
    barrier = next((n for n in walk(fn.body) if isinstance(n, N.Barrier)), None)
    if barrier is not None:
        return "the kernel has barriers; merged threads would wait for themselves", barrier.loc
    warp = uses_warp_builtins(fn)
    if warp:
        return warp, warp_builtin_loc(fn)
    shared = next((n for n in walk(fn.body)
                   if isinstance(n, N.Decl) and n.space == AddressSpace.SHARED), None)
    if shared is not None or any(getattr(g, "space", None) == AddressSpace.SHARED
                                 for g in module.globals):
        return ("the kernel uses shared memory; threads run in sequence would see each "
                "other's slots", None if shared is None else shared.loc)
    return None


def _merge_body(fn: N.Function, mode: str):
    """The body to copy per merged thread (early exits normalized, blocks wrapped, and
    for ``mode == "grid"`` the global x index stood in), or why there is none."""
    body = normalize_exits(fn.body)
    if body is None:
        return "a return other than an early exit at the top of the kernel"
    body = _wrap_blocks(body)
    if mode == "grid":
        body = global_x_stand_in(body)
        if body is None:
            return ("threadIdx.x or blockIdx.x is used other than in blockIdx.x * "
                    "blockDim.x + threadIdx.x")
    return body


def _merged_launch(variant: Variant, G: int, mode: str):
    """The launch map, grid and block of a merge by G, and the start of its detail."""
    grid, block = variant.grid, variant.block
    if mode == "block":
        return (variant.launch_map.divided("block.x", G), tuple(grid),
                (int(block[0]) // G, int(block[1]), int(block[2])),
                f"inter-thread: {G} threads merged along x; ")
    return (variant.launch_map.divided("grid.x", G),
            (int(grid[0]) // G, int(grid[1]), int(grid[2])), tuple(block),
            f"inter-thread: {G} threads merged along x, blocks kept (gridDim.x / {G}); ")


def _vectors(groups) -> tuple:
    """``(lanes, element_bits)`` of each vector access the groups make."""
    return tuple((grp.lanes, grp.access.size * 8) for grp in groups if grp.lanes > 1)


class _MergePlan:
    """What a merge groups: the accesses of the fast path (``groups``), the comparisons
    it is versioned on (``atoms``, empty when not versioned), the slow path's groups, the
    run-time assumptions, and the reasons for accesses left alone (``refusals``)."""

    def __init__(self, fn, env, body, G, mode, cmap, names, check_env):
        self.fn, self.env, self.body, self.G, self.mode = fn, env, body, G, mode
        self.cmap, self.names, self.check_env = cmap, names, check_env
        self.groups, self.refusals, self.assumptions = [], [], []
        self.atoms, self.fast, self.env_f, self.slow_groups = [], body, env, []
        self.accesses = find_accesses(env)

    @classmethod
    def make(cls, variant: Variant, fn: N.Function, G: int, mode: str, predicate: bool,
             version, slow: str) -> "_MergePlan":
        """Choose the groups of ``fn`` (the body to merge), versioning when it pays."""
        env = IndexEnv(fn, variant.module, variant.module.dialect)
        counts: dict = {}
        for n in walk(fn.body):
            if isinstance(n, N.Decl):
                counts[n.name] = counts.get(n.name, 0) + 1
        plan = cls(fn, env, fn.body, G, mode, CopyMap(G, mode == "grid", counts),
                   launch_names(fn, variant.launch_map), variant.check_env())
        plan.choose(predicate, version, slow)
        return plan

    def _choose(self, env, body, predicate):
        accesses = self.accesses if env is self.env else find_accesses(env)
        return _choose(env, accesses, "tid.x", self.G, self.names,
                       _memory_nodes(body), placeable=_placeable(body), predicate=predicate,
                       check_env=self.check_env)

    def choose(self, predicate: bool, version, slow: str) -> None:
        pred = self.cmap if predicate else None
        env, body = self.env, self.body
        self.groups, self.refusals, self.assumptions = self._choose(env, body, pred)
        if version is False:
            return
        atoms = _versioned_atoms(env, self.accesses, self.G, self.names,
                                 _memory_nodes(body), _placeable(body), self.check_env)
        if not atoms:
            return
        fast = replace_atoms(body, atoms)
        env_f = IndexEnv(dataclasses.replace(self.fn, body=fast), env.module, env.module.dialect)
        got = self._choose(env_f, fast, pred)
        if not got[0] and not self.groups:
            self.refusals = got[1]  # the versioned body's reasons say more
        if not (_sites(got[0]) > _sites(self.groups) or (version and got[0])):
            return
        if slow == "predicated":
            # the slow path: the unversioned body's groups, predicated where the copies'
            # guards differ
            if pred is None:
                self.groups, _, self.assumptions = self._choose(env, body, self.cmap)
            self.slow_groups = self.groups
            self.assumptions = self.assumptions + got[2]
        else:
            self.assumptions = got[2]
        self.groups, self.refusals = got[0], got[1]
        self.atoms, self.fast, self.env_f = atoms, fast, env_f

    def build(self, split: str):
        """The merged body (the fast path and, when versioned, the slow path under the
        fast-path test) and every run-time assumption it needs."""
        fn, G, cmap = self.fn, self.G, self.cmap
        fresh = name_supply(local_names(fn))
        _name_groups(self.groups, fn, "")
        copy = _thread_copy if self.mode == "block" else _grid_copy
        udecls, fast, more = hoist_uniform_conditions(self.fast, self.env_f, cmap, self.names,
                                                      self.check_env, fresh)
        assumptions = self.assumptions + more
        copies = [_rename_locals(copy(fast, G, g), f"_m{g}") for g in range(G)]
        decls, new_copies = _group_copies(copies, self.groups, G)
        loc = self.body.loc
        fast_block = N.Block(tuple(udecls) + tuple(decls) + tuple(new_copies), loc=loc)
        if not self.atoms:
            return fast_block, assumptions
        # the slow path: the copies, their loads grouped and predicated (``slow``)
        _name_groups(self.slow_groups, fn, "_s")
        sudecls, sbody, more = hoist_uniform_conditions(self.body, self.env, cmap, self.names,
                                                        self.check_env, fresh)
        assumptions = assumptions + more
        slow_copies = [_rename_locals(copy(sbody, G, g), f"_s{g}") for g in range(G)]
        sdecls, slow_copies = _group_copies(slow_copies, self.slow_groups, G)
        test = fast_condition(self.atoms, G, "tid.x", self.env, keep_block=self.mode == "grid",
                              copy=cmap.copy if split == "thread" else cmap.end,
                              counts=cmap.counts, span=split)
        split_if = N.If(test, fast_block,
                        N.Block(tuple(sudecls) + tuple(sdecls) + tuple(slow_copies), loc=loc),
                        loc=loc)
        return N.Block((split_if,), loc=loc), assumptions


def _sites(groups) -> int:
    """How many source accesses the groups cover."""
    return sum(len(g.sites) if isinstance(g, _Cluster) else 1 for g in groups)


def _versioned_atoms(env: IndexEnv, accesses: list, G: int, names, body_nodes, placeable,
                     check_env) -> list:
    """The comparisons to version (:class:`.version.Atom`): those in the guards of
    accesses that could be grouped but for guards differing between the copies, when
    every such comparison of the access's guards can be versioned. A comparison made
    uniform by a run-time assumption that holds at ``check_env`` is left to it. A
    comparison reading a local that the kernel reassigns is not versioned (its form at
    the access need not be its value at the condition)."""
    ctx = _Context(env, "tid.x", G, names, body_nodes, None, accesses, placeable)
    chosen: dict = {}
    conflict: set = set()
    for a in accesses:
        if ctx.basic(a) is not None:
            continue
        wanted = []
        ok = True
        with env.at(a.scope):
            for gd in a.guards:
                if gd.kind == "expr":
                    ok = False
                    break
                for node, positive in atoms_of(gd.cond, gd.taken):
                    uni = _Uniformity(env, "tid.x", G, names)
                    if uni.condition(node) is None and _hold(uni.assumptions, check_env):
                        continue
                    if any(isinstance(n, N.Var) and env.assigned.get(n.name)
                           for n in walk(node)):
                        ok = False
                        break
                    got = comparison(env, node, positive, "tid.x")
                    if isinstance(got, str):
                        ok = False
                        break
                    text = env.text(node)
                    wanted.append(Atom(node, positive, got[0], got[1], got[2],
                                       node.loc.line, text if positive else f"!({text})"))
                if not ok:
                    break
        if not ok:
            continue
        for at in wanted:
            old = chosen.get(id(at.node))
            if old is not None and old.value != at.value:
                conflict.add(id(at.node))
            chosen.setdefault(id(at.node), at)
    return [at for key, at in chosen.items() if key not in conflict]


def _hold(assumptions: list, check_env: dict | None) -> bool:
    """Whether run-time assumptions hold at the launch being optimized (True when it is
    not known, or a value is missing)."""
    if check_env is None:
        return True
    for a in assumptions:
        try:
            if not a.holds(check_env):
                return False
        except (KeyError, NameError, ZeroDivisionError, TypeError, SyntaxError):
            continue
    return True


def _thread_copy(body, G: int, g: int):
    """Copy g of the merged thread: threadIdx.x -> threadIdx.x * G + g, blockDim.x ->
    blockDim.x * G."""

    def f(e):
        if isinstance(e, N.Special) and e.dim == 0 and e.kind == "local_id":
            t = e.type
            scaled = N.Binary("*", e, _const(G, t), t, loc=e.loc)
            return N.Binary("+", scaled, _const(g, t), t, loc=e.loc) if g else scaled
        if isinstance(e, N.Special) and e.dim == 0 and e.kind == "local_size":
            return N.Binary("*", e, _const(G, e.type), e.type, loc=e.loc)
        return None

    return transform(body, f)


def _is_special(e, kind: str, dim: int = 0) -> bool:
    while isinstance(e, N.Cast) and e.implicit:
        e = e.operand
    return isinstance(e, N.Special) and e.kind == kind and e.dim == dim


def _is_global_x(e) -> bool:
    """``blockIdx.x * blockDim.x + threadIdx.x`` (operands in either order)."""
    if not (isinstance(e, N.Binary) and e.op == "+"):
        return False
    for prod, tid in ((e.lhs, e.rhs), (e.rhs, e.lhs)):
        while isinstance(prod, N.Cast) and prod.implicit:
            prod = prod.operand
        if _is_special(tid, "local_id") and isinstance(prod, N.Binary) and prod.op == "*" \
                and ((_is_special(prod.lhs, "group_id") and _is_special(prod.rhs, "local_size"))
                     or (_is_special(prod.rhs, "group_id")
                         and _is_special(prod.lhs, "local_size"))):
            return True
    return False


def global_x_stand_in(body):
    """``body`` with every ``blockIdx.x * blockDim.x + threadIdx.x`` written as a bare
    ``threadIdx.x`` that stands for the global x index (the analysis of the merge then
    runs unchanged on it, and :func:`_grid_copy` writes copy g of it back), or None when
    ``threadIdx.x`` or ``blockIdx.x`` also occur elsewhere."""
    covered: set = set()
    for n in walk(body):
        if _is_global_x(n):
            covered.update(id(x) for x in walk(n))
    for n in walk(body):
        if (_is_special(n, "local_id") or _is_special(n, "group_id")) \
                and id(n) not in covered:
            return None

    def f(e):
        if _is_global_x(e):
            return N.Special("local_id", 0, e.type, loc=e.loc)
        return None

    return transform(body, f)


def _grid_copy(body, G: int, g: int):
    """Copy g of a merged thread that keeps the block: the stand-in ``threadIdx.x`` (the
    old global x index) -> ``G * (blockIdx.x * blockDim.x + threadIdx.x) + g``, old
    ``gridDim.x`` -> ``gridDim.x * G``."""

    def f(e):
        if isinstance(e, N.Special) and e.dim == 0 and e.kind == "local_id":
            t = e.type
            gid = N.Binary("+", N.Binary("*", N.Special("group_id", 0, t, loc=e.loc),
                                         N.Special("local_size", 0, t, loc=e.loc), t,
                                         loc=e.loc),
                           N.Special("local_id", 0, t, loc=e.loc), t, loc=e.loc)
            scaled = N.Binary("*", _const(G, t), gid, t, loc=e.loc)
            return N.Binary("+", scaled, _const(g, t), t, loc=e.loc) if g else scaled
        if isinstance(e, N.Special) and e.dim == 0 and e.kind == "num_groups":
            return N.Binary("*", e, _const(G, e.type), e.type, loc=e.loc)
        return None

    return transform(body, f)


def _at_thread(e, last: bool):
    """``e`` (a copy's expression, over the merged kernel's indices) for thread 0 of the
    block along x, or for thread ``blockDim.x - 1`` when ``last``."""

    def f(n):
        if isinstance(n, N.Special) and n.dim == 0 and n.kind == "local_id":
            t = n.type
            if not last:
                return _const(0, t)
            return N.Binary("-", N.Special("local_size", 0, t, loc=n.loc), _const(1, t), t,
                            loc=n.loc)
        return None

    return transform(e, f)


def launch_names(fn: N.Function, launch_map: LaunchMap | None = None):
    """Spell the launch symbols and integer parameters of ``fn`` in the original launch's
    names, for run-time assumptions (after a swap, the kernel's blockDim.x is the original
    launch's grid.x); None for what cannot be spelled."""
    lm = launch_map or LaunchMap()
    params = {p.name for p in fn.params}

    def names(sym: str):
        if sym.startswith("param:") and sym[6:] in params:
            return sym[6:]
        if sym.startswith(("block.", "grid.")):
            i = "xyz".index(sym[-1])
            src, div = ((lm.block[i], lm.block_div[i]) if sym.startswith("block.")
                        else (lm.grid[i], lm.grid_div[i]))
            return src if div == 1 else f"{src} / {div}"
        return None

    return names


# ---------------------------------------------------------------- intra-thread

@transformation
def unroll_loop(variant: Variant, *, loop: N.For, factor: int,
                name: str | None = None) -> Variant | Refusal:
    """Unroll ``loop`` (a ``for`` of the variant's kernel) by ``factor`` (G) with a
    remainder loop and group the accesses whose address steps by one element per
    iteration. Returns the new :class:`Variant` (accesses left alone in its ``refused``) or
    a :class:`Refusal` located at the loop. Accesses whose grouping needs assumptions
    that fail at the variant's launch (:meth:`Variant.check_env`) are left alone."""
    module, fn, loop_node, G = variant.module, variant.function(), loop, factor
    env = IndexEnv(fn, module, module.dialect)
    lp = env.loop(loop_node)
    step = f"unroll the loop at line {lp.line} by {G}"
    at = loop_node.loc
    if lp.kind != "linear" or lp.step.constant != 1 or lp.op not in ("<", "<="):
        return Refusal("group-loop", f"{step}: it is not 'for (k = a; k < b; k++)'", at)
    if not isinstance(loop_node.init, N.Decl):
        return Refusal("group-loop", f"{step}: the loop variable is declared outside it", at)
    if any(isinstance(n, (N.Break, N.Continue, N.Return)) for n in walk(loop_node.body)):
        return Refusal("group-loop", f"{step}: its body leaves early (break/continue/return)",
                       at)
    every = find_accesses(env)
    body_nodes = _memory_nodes(loop_node.body)
    names = launch_names(fn, variant.launch_map)
    inner = [a for a in every if a.loops and a.loops[-1] is lp]
    check_env = variant.check_env()
    groups, refusals, assumptions = _choose(env, inner, lp.symbol, G, names, body_nodes,
                                            inside_loop=lp, everything=every,
                                            placeable=_placeable(loop_node.body),
                                            check_env=check_env)
    # the loop's own condition reads "k < b": fine. Loop start must keep alignment:
    if not groups:
        return Refusal("group-loop", f"{step}: no access in it can be grouped"
                       + (": " + "; ".join(refusals) if refusals else ""), at)
    uni = _Uniformity(env, lp.symbol, G, names)
    why = uni.multiple(lp.start, f"the start of the loop at line {lp.line}")
    if why:
        return Refusal("group-loop", f"{step}: {why}", at)
    assumptions.extend(uni.assumptions)
    _name_groups(groups, fn, "")
    var = loop_node.init.name
    kt = loop_node.init.type
    body = _wrap_blocks(loop_node.body)
    if not isinstance(body, N.Block):
        body = N.Block((body,), loc=loop_node.loc)
    copies = [_rename_locals(_iteration_copy(body, var, kt, g), f"_u{g}") for g in range(G)]
    decls, new_copies = _group_copies(copies, groups, G)
    cond = loop_node.cond
    bound = cond.rhs if target_name(cond.lhs) == var else cond.lhs
    bt = bound.type
    if lp.op == "<=":
        bound = N.Binary("+", bound, _const(1, bt), bt)
    kvar = N.Var(var, kt)
    # main loop: for (k = a; k < b - (G-1); k += G) { G copies }
    main_cond = N.Binary("<", N.Cast(bt, kvar, implicit=True) if kt != bt else kvar,
                         N.Binary("-", bound, _const(G - 1, bt), bt), I32)
    main = N.For(loop_node.init, main_cond,
                 N.Assign(kvar, _const(G, kt), "+", kt, compute_type=kt),
                 N.Block(tuple(decls) + tuple(new_copies)), loc=loop_node.loc)
    # remainder: for (k_r = a + (b - a) / G * G; k_r < b; k_r++) { body }
    rvar = _fresh(fn, var + "_r")
    start = loop_node.init.init
    span = N.Binary("-", bound, N.Cast(bt, start, implicit=True) if start.type != bt
                    else start, bt)
    first = N.Binary("+", N.Cast(bt, start, implicit=True) if start.type != bt else start,
                     N.Binary("*", N.Binary("/", span, _const(G, bt), bt), _const(G, bt), bt),
                     bt)
    rinit = N.Decl(rvar, kt, N.Cast(kt, first, implicit=True) if kt != bt else first,
                   loc=loop_node.loc)
    rk = N.Var(rvar, kt)
    rest_body = _rename_var(_rename_locals(body, "_r"), var, rvar)
    rest = N.For(rinit, N.Binary("<", N.Cast(bt, rk, implicit=True) if kt != bt else rk,
                                 bound, I32),
                 N.IncDec(rk, 1, False, kt), rest_body, loc=loop_node.loc)
    replacement = N.Block((main, rest), loc=loop_node.loc)
    new_fn = _replace_stmt(fn, loop_node, replacement)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    detail = (f"intra-thread: loop at line {lp.line} unrolled by {G} with a remainder loop; "
              + _describe(groups))
    done = Step("group-loop", detail, vectors=_vectors(groups))
    return variant.derive(with_function(module, new_fn), new_name, done,
                          assumptions=assumptions,
                          refused=[Refusal("group-loop", r) for r in refusals])


def _fresh(fn, name: str) -> str:
    return name_supply(local_names(fn))(name)


def _rename_var(tree, old: str, new: str):
    def f(e):
        if isinstance(e, N.Var) and e.name == old:
            return N.Var(new, e.type, loc=e.loc)
        return None

    return transform(tree, f)


def _iteration_copy(body, var: str, t, g: int):
    if g == 0:
        return body

    def f(e):
        if isinstance(e, N.Var) and e.name == var:
            return N.Binary("+", e, _const(g, t), t, loc=e.loc)
        return None

    return transform(body, f)


def _replace_stmt(fn: N.Function, old, new) -> N.Function:
    """``fn`` with statement ``old`` (by identity) replaced by ``new``."""
    return transform(fn, lambda n: new if n is old else None)


__all__ = ["merge_threads", "unroll_loop", "normalize_exits", "widen_lane_reads",
           "hoist_uniform_conditions", "CopyMap", "global_x_stand_in", "launch_names"]
