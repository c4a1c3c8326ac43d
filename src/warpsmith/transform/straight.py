"""Grouping of one thread's consecutive accesses in straight-line code (issue 16, item 4c).

Paper 003 groups a thread's consecutive accesses only across loop iterations
(:func:`warpsmith.transform.group.unroll_loop`); kernels that touch the fields of a
record in one go (a pixel's ``rgba[4*i+0..3]``, a complex pair ``a[2*i], a[2*i+1]``, a
32-byte particle ``p[8*i+0..7]``) have the same waste without a loop: each field is a
separate, strided request. :func:`group_straight` turns such runs into vector accesses.

Which accesses form a run: global loads (or stores) of one buffer (a kernel parameter
the kernel never reassigns) of one scalar type whose affine byte offsets differ only by
constants, all directly in the simple statements (declarations, expression statements) of
one block, and not under ``?:``, ``&&`` or ``||`` (so every one of them executes whenever
the block's statements do). A window of V bytes (16, 8 or 4; more than one element) is
made a vector access when

* every element of the window is accessed (nothing outside the accessed elements is read
  or written);
* the window's address is a multiple of V for every thread: the constant part is, and the
  gcd of the offset's coefficients is a multiple of V (proven from the affine form; the
  buffer's own alignment is a run-time assumption the guard checks); or, where a
  coefficient is a multiple of V only for some sizes (the row ``4*y*width`` of an image
  with a 16-byte window), under the run-time assumption that it is (``(4*width) % 16 ==
  0``), checked by the guard like the merge's, and made only where it holds at the launch
  the variant is made for;
* loads: the kernel never writes the buffer (so reading it earlier is reading the same
  values); stores: the kernel never reads it, every store is a plain assignment
  statement, no other store to the buffer lies between the first and the last, and their
  values have no side effects (stores of other elements of the same run may lie
  between: they are other constant offsets from the same address);
* no ``return``, ``break``, ``continue`` or barrier lies between the first and the last
  access of the window (so all of them execute, or none).

Loads: one vector load right before the statement of the window's first access, each
access becoming a lane read. Stores: a vector local (zero-initialised) before the first
store, each store writing its lane, and one vector store after the last. Buffers are
assumed not to overlap one another, as for every grouping step of this package.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict

from ..analysis.access import find_accesses
from ..analysis.affine import Poly
from ..analysis.indexing import IndexEnv
from ..ir import nodes as N
from ..ir.types import PointerType, ScalarType
from ..ir.visit import NodeTransformer, walk
from .contract import transformation
from .group import (_Uniformity, _element_at, _hold, _lane_read, _lane_write, _space_const,
                    _vec_type, _vector_pointer, _zero, launch_names, local_names, name_supply)
from .variant import Assumption, Refusal, Step, Variant, with_function

STEP = "group-straight"
WIDTHS = (16, 8, 4)  # vector sizes tried, in bytes
SYMBOLS = ("tid.", "bid.", "block.", "grid.", "param:")
_EXITS = (N.Return, N.Break, N.Continue, N.Barrier)


@dataclasses.dataclass
class _Member:
    pos: int  # statement index in the block
    node: N.Expr  # the Index/Deref node (loads) or the store's target
    stmt: N.Stmt
    elem: int  # element index relative to the run's symbolic part


@dataclasses.dataclass
class _Window:
    kind: str
    array: str
    t: ScalarType
    width: int
    start: int  # first element
    members: list
    assumptions: tuple = ()  # run-time divisibility that makes the window aligned


@dataclasses.dataclass
class _Sizes:
    """What proving a window's alignment from run-time sizes needs: the index forms, the
    launch's names for the assumptions, and the launch the variant is made for."""

    env: IndexEnv
    names: object
    check_env: dict | None

    def aligned(self, rest: Poly, width: int):
        """``(reason, assumptions)``: ``rest`` is a multiple of ``width`` for every thread
        under the returned run-time assumptions (reason None), or why not (a coefficient
        that no size makes a multiple, a name the guard cannot read, or an assumption that
        fails at this launch)."""
        uni = _Uniformity(self.env, "copy:none", 1, self.names)
        why = uni.multiple(rest, "the window's address", modulus=width)
        if why is None and not _hold(uni.assumptions, self.check_env):
            why = ("aligned only if " + "; ".join(str(x) for x in uni.assumptions)
                   + ", which fails at this launch")
        return why, tuple(uni.assumptions)


@transformation
def group_straight(variant: Variant, *, name: str | None = None) -> Variant | Refusal:
    """Group runs of one thread's consecutive global loads or stores in straight-line code
    into vector accesses (see the module doc for when a run is grouped); refused with the
    reasons when no run can be."""
    module, fn = variant.module, variant.function()
    fn = fuse_guarded_copies(fn)
    env = IndexEnv(fn, module, module.dialect)
    accesses = find_accesses(env)
    by_node = {id(a.node): a for a in accesses}
    written = {a.array for a in accesses if a.kind != "load"}
    read = {a.array for a in accesses if a.kind != "store"}
    moved = {getattr(n.target, "name", None) for n in walk(fn.body)
             if isinstance(n, (N.Assign, N.IncDec))}
    buffers = {p.name for p in fn.params if isinstance(p.type, PointerType)} - moved
    reasons: list[str] = []
    windows: dict = {}  # id(block) -> windows
    sizes = _Sizes(env, launch_names(fn, variant.launch_map), variant.check_env())
    for blk in walk(fn.body):
        if isinstance(blk, N.Block):
            found = _block_windows(blk, by_node, written, read, buffers, accesses, reasons,
                                   sizes)
            if found:
                windows[id(blk)] = found
    if not windows:
        why = "; ".join(dict.fromkeys(reasons)) or "no run of consecutive accesses of one thread"
        return Refusal(STEP, why)
    new_name = variant.new_name(name)
    fresh = name_supply(local_names(fn))
    rw = _Rewrite(windows, fresh)
    body = rw.visit(fn.body)
    new_fn = dataclasses.replace(fn, body=body, name=new_name, source_name=new_name)
    align: dict = {}
    for ws in windows.values():
        for w in ws:
            align[w.array] = max(align.get(w.array, 0), w.width)
    assumptions = [Assumption("aligned", "", v, f"{v}-byte vector accesses of {a}", param=a)
                   for a, v in sorted(align.items())]
    made = [w for ws in windows.values() for w in ws]
    for w in made:
        assumptions += [x for x in w.assumptions if x not in assumptions]
    detail = "; ".join(f"{len(w.members)} {w.kind}s of {w.array} -> one {w.width}-byte "
                       f"vector (line {w.members[0].node.loc.line})" for w in made)
    vectors = tuple((w.width // w.t.size, 8 * w.t.size) for w in made)
    step = Step(STEP, detail, vectors=vectors)
    return variant.derive(with_function(module, new_fn), new_name, step,
                          assumptions=assumptions)


def fuse_guarded_copies(fn: N.Function) -> N.Function:
    """The copies a thread merge leaves (``{ int i_m0 = ...; if (u) {A0} } { int i_m1 =
    ...; if (u) {A1} } ...``) as one guarded block ``int i_m0 = ...; int i_m1 = ...;
    if (u) {A0 A1 ...}``, so that a run of accesses across copies (the 16 bytes of four
    merged pixels) lies in one block of straight-line code.

    Two rewrites, each computing the same thing: a bare nested block whose declared names
    are declared nowhere else in the function is spliced into its parent (names are
    unique, so no scope changes meaning); and ``if (u) {A} D... if (u) {B}`` becomes
    ``D... if (u) {A B}`` when ``u`` is a local variable the function never assigns after
    its declaration (so both tests give the same answer), neither ``if`` has an else, A
    holds no return, break, continue or barrier, and the declarations D between them
    have initialisers that read no memory, call nothing and assign nothing (so running
    them before A changes nothing: their names are unique, so A cannot read them)."""
    decls: dict = defaultdict(int)
    assigned: set = set()
    for n in walk(fn.body):
        if isinstance(n, N.Decl):
            decls[n.name] += 1
        elif isinstance(n, (N.Assign, N.IncDec)) and isinstance(n.target, N.Var):
            assigned.add(n.target.name)

    class Fuse(NodeTransformer):
        def visit(self, node):
            if isinstance(node, N.Block):
                node = self.generic_visit(node)
                stmts = _splice(node.stmts, decls)
                stmts = _fuse_ifs(stmts, assigned, decls)
                return dataclasses.replace(node, stmts=tuple(stmts))
            return self.generic_visit(node)

    body = Fuse().visit(fn.body)
    return fn if body == fn.body else dataclasses.replace(fn, body=body)


def _splice(stmts, decls) -> list:
    out = []
    for s in stmts:
        if isinstance(s, N.Block) and all(decls[d.name] == 1 for d in s.stmts
                                           if isinstance(d, N.Decl)):
            out.extend(s.stmts)
        else:
            out.append(s)
    return out


def _pure_decl(s) -> bool:
    return isinstance(s, N.Decl) and s.space.name == "PRIVATE" and (
        s.init is None or not any(isinstance(n, (N.Index, N.Deref, N.Call, N.Assign,
                                                 N.IncDec)) for n in walk(s.init)))


def _written(stmt) -> set:
    return {n.target.name for n in walk(stmt)
            if isinstance(n, (N.Assign, N.IncDec)) and isinstance(n.target, N.Var)}


def _reads(decl) -> set:
    return set() if decl.init is None else {n.name for n in walk(decl.init)
                                            if isinstance(n, N.Var)}


def _guard_var(s, assigned, decls):
    if isinstance(s, N.If) and s.other is None and isinstance(s.cond, N.Var) \
            and s.cond.name not in assigned and decls.get(s.cond.name) == 1:
        return s.cond.name
    return None


def _fuse_ifs(stmts, assigned, decls) -> list:
    out: list = []
    i = 0
    while i < len(stmts):
        s = stmts[i]
        u = _guard_var(s, assigned, decls)
        if u is None or any(isinstance(n, _EXITS) for n in walk(s.then)):
            out.append(s)
            i += 1
            continue
        body = list(s.then.stmts) if isinstance(s.then, N.Block) else [s.then]
        hoisted: list = []
        written = _written(s.then)
        j = i + 1
        while True:
            k = j
            while k < len(stmts) and _pure_decl(stmts[k]) and not (
                    _reads(stmts[k]) & written):
                k += 1
            nxt = stmts[k] if k < len(stmts) else None
            if nxt is None or _guard_var(nxt, assigned, decls) != u:
                break
            hoisted += stmts[j:k]
            more = list(nxt.then.stmts) if isinstance(nxt.then, N.Block) else [nxt.then]
            written |= _written(nxt.then)
            body += more
            j = k + 1
            if any(isinstance(n, _EXITS) for n in walk(nxt.then)):
                break
        if j == i + 1:
            out.append(s)
            i += 1
            continue
        then = N.Block(tuple(body), loc=s.then.loc)
        out += hoisted + [dataclasses.replace(s, then=then)]
        i = j
    return out


def _executed(stmt):
    """The nodes of a simple statement that execute whenever it does (not under ``?:``,
    ``&&``, ``||``)."""
    out = []

    def go(n):
        if isinstance(n, N.AddressOf):  # its lvalue is an address, not a load
            lv = n.operand
            if isinstance(lv, N.Index):
                go(lv.base)
                go(lv.index)
            elif isinstance(lv, N.Deref):
                go(lv.pointer)
            return
        out.append(n)
        if isinstance(n, N.Conditional):
            go(n.cond)
            return
        if isinstance(n, N.Binary) and n.op in ("&&", "||"):
            go(n.lhs)
            return
        for f in dataclasses.fields(n):
            if f.name in ("loc", "type", "compute_type", "return_type"):
                continue
            v = getattr(n, f.name)
            for c in (v if isinstance(v, tuple) else (v,)):
                if isinstance(c, (N.Expr, N.Stmt)):
                    go(c)

    go(stmt)
    return out


def _side_effects(e) -> bool:
    return any(isinstance(n, (N.Assign, N.IncDec, N.Call)) for n in walk(e))


def _block_windows(blk, by_node, written, read, buffers, accesses, reasons,
                   sizes: "_Sizes | None" = None) -> list:
    runs: dict = defaultdict(list)
    for pos, s in enumerate(blk.stmts):
        if not isinstance(s, (N.Decl, N.ExprStmt)):
            continue
        for n in _executed(s):
            a = by_node.get(id(n))
            if a is None or a.space != "global" or a.kind not in ("load", "store"):
                continue
            if a.array not in buffers or not isinstance(a.type, ScalarType) \
                    or a.offset is None or not a.offset.is_affine:
                continue
            if any(not sym.startswith(SYMBOLS) for sym in a.offset.symbols()):
                continue
            if a.kind == "load" and a.array in written:
                reasons.append(f"{a.array} is written by the kernel: its loads stay")
                continue
            if a.kind == "store":
                if a.array in read:
                    reasons.append(f"{a.array} is read by the kernel: its stores stay")
                    continue
                e = s.expr if isinstance(s, N.ExprStmt) else None
                if not (isinstance(e, N.Assign) and e.op is None and e.target is n
                        and not _side_effects(e.value)):
                    continue
            c = a.offset.as_dict().get((), 0)
            e_size = a.type.size
            if c % e_size:
                continue
            rest = a.offset - Poly.const(c)
            runs[(a.kind, a.array, rest, a.type)].append(_Member(pos, n, s, c // e_size))
    out = []
    for (kind, array, rest, t), members in runs.items():
        if len(members) < 2:
            continue
        out += _windows(blk, kind, array, rest, t, members, accesses, reasons, sizes)
    return out


def _windows(blk, kind, array, rest, t, members, accesses, reasons,
             sizes: "_Sizes | None" = None) -> list:
    by_elem: dict = defaultdict(list)
    for m in members:
        by_elem[m.elem].append(m)
    if kind == "store" and any(len(v) > 1 for v in by_elem.values()):
        reasons.append(f"{array}: one element stored twice")
        return []
    left = set(by_elem)
    gcd = rest.gcd_of_coefficients()
    out = []
    for width in WIDTHS:
        lanes = width // t.size
        if lanes < 2:
            continue
        more: tuple = ()
        if gcd % width:
            why = "no run-time sizes" if sizes is None or not left else None
            if why is None:
                why, more = sizes.aligned(rest, width)
            if why is not None:
                if left:
                    reasons.append(f"{array} + ({rest}): alignment to {width} bytes not "
                                   f"provable ({why})")
                continue
        for start in sorted({e - e % lanes for e in left}):
            elems = range(start, start + lanes)
            if not all(e in left for e in elems):
                continue
            ms = [m for e in elems for m in by_elem[e]]
            if _blocked(blk, kind, array, ms, members, accesses):
                reasons.append(f"{array}: a {kind} run crosses an exit, barrier or other "
                               "store")
                continue
            out.append(_Window(kind, array, t, width, start, ms, more))
            left -= set(elems)
    return out


def _blocked(blk, kind, array, ms, run, accesses) -> bool:
    """Whether statements between the window's first and last access exit, wait at a
    barrier, or (stores) store to the buffer elsewhere than at another element of the
    same run (``run``: those are other constant offsets from the same address, so
    provably other elements)."""
    lo, hi = min(m.pos for m in ms), max(m.pos for m in ms)
    ids = {id(m.node) for m in run}
    stores = {id(a.node) for a in accesses if a.array == array and a.kind != "load"}
    for s in blk.stmts[lo:hi + 1]:
        for n in walk(s):
            if isinstance(n, _EXITS):
                return True
            if kind == "store" and id(n) in stores and id(n) not in ids:
                return True
    if kind == "load":
        first = min(ms, key=lambda m: m.pos)
        firsts = [m for m in ms if m.pos == first.pos]
        idx_vars = {v.name for m in firsts for v in walk(m.node) if isinstance(v, N.Var)}
        targets = {getattr(x.target, "name", None) for x in walk(first.stmt)
                   if isinstance(x, (N.Assign, N.IncDec))}
        if idx_vars & targets or any(_side_effects(m.node) for m in firsts):
            return True
    return False


def _at(lvalue, off: int):
    """The element ``off`` after ``lvalue``, folding ``A[x + c]`` to ``A[x + c + off]``."""
    i = getattr(lvalue, "index", None)
    if off and isinstance(lvalue, N.Index) and isinstance(i, N.Binary) and i.op in "+-" \
            and isinstance(i.rhs, N.Const) and isinstance(i.rhs.value, int):
        c = (i.rhs.value if i.op == "+" else -i.rhs.value) + off
        if c == 0:
            return dataclasses.replace(lvalue, index=i.lhs)
        idx = dataclasses.replace(i, op="+" if c > 0 else "-",
                                  rhs=dataclasses.replace(i.rhs, value=abs(c)))
        return dataclasses.replace(lvalue, index=idx)
    return _element_at(lvalue, off)


class _Rewrite(NodeTransformer):
    """Rebuild the body with the windows' vector accesses."""

    def __init__(self, windows: dict, fresh):
        self.replace: dict = {}  # id(load node) -> lane read
        self.stores: dict = {}  # id(store stmt) -> (var, type, lane, packed)
        self.before: dict = defaultdict(list)  # (id(block), pos) -> statements
        self.after: dict = defaultdict(list)
        self.windows = windows
        for bid, ws in windows.items():
            for w in ws:
                self._plan(bid, w, fresh)

    def _plan(self, bid, w: _Window, fresh):
        lanes = w.width // w.t.size
        vt, packed = _vec_type(w.t, lanes)
        var = N.Var(fresh(f"{w.array}_v"), vt)
        ordered = sorted(w.members, key=lambda m: m.pos)
        if w.kind == "load":
            first = ordered[0]
            space, const = _space_const(first.node)
            lvalue = _at(first.node, w.start - first.elem)
            init = dataclasses.replace(_vector_pointer(lvalue, vt, space, const),
                                       loc=first.node.loc)
            self.before[(bid, first.pos)].append(N.Decl(var.name, vt, init, loc=first.stmt.loc))
            for m in w.members:
                self.replace[id(m.node)] = _lane_read(var, w.t, m.elem - w.start, packed)
        else:
            first, last = ordered[0], ordered[-1]
            space, const = _space_const(last.node)
            self.before[(bid, first.pos)].append(N.Decl(var.name, vt, _zero(vt),
                                                        loc=first.stmt.loc))
            for m in w.members:
                self.stores[id(m.stmt)] = (var, w.t, m.elem - w.start, packed)
            target = dataclasses.replace(_vector_pointer(_at(last.node, w.start - last.elem),
                                                         vt, space, const), loc=last.node.loc)
            self.after[(bid, last.pos)].append(
                N.ExprStmt(N.Assign(target, var, None, vt), loc=last.stmt.loc))

    def visit(self, node):
        if isinstance(node, N.AddressOf):
            # an address, not a load: a node shared with a grouped load (thread merging
            # reuses index nodes) keeps its place here
            return dataclasses.replace(node, operand=self.generic_visit(node.operand))
        if id(node) in self.replace:
            return self.replace[id(node)]
        if isinstance(node, N.Block):
            out = []
            for i, s in enumerate(node.stmts):
                out += self.before.get((id(node), i), [])
                if id(s) in self.stores:
                    var, t, lane, packed = self.stores[id(s)]
                    st = _lane_write(var, t, lane, packed, self.visit(s.expr.value))
                    out.append(dataclasses.replace(st, loc=s.loc))
                else:
                    out.append(self.visit(s))
                out += self.after.get((id(node), i), [])
            return dataclasses.replace(node, stmts=tuple(out))
        return self.generic_visit(node)


__all__ = ["group_straight", "fuse_guarded_copies", "STEP"]
