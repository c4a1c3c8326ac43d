"""Privatizing a kernel's global atomic additions in shared memory (issue 16: the seventh
and eighth held-out suites' ``label_area_count``, ``joint_hist16x16`` and
``dot_i32_atomic``, 163x, 278x and 11.6x their hand versions' times).

A histogram written straight to global memory (``atomicAdd(&hist[bin], 1)`` per item)
sends every item's update to the few L2 addresses of the bins, where they serialize; a sum
into one counter (``atomicAdd(result, x[i] * y[i])``) does so to one address. What an expert
writes is a copy of the counters per block in shared memory: the block's threads update it
(shared atomics stay in the SM), then add its non-zero counters to global memory once per
block. :func:`privatize_atomics` makes that form:

* ``__shared__ T priv[K]`` zeroed by the block's threads (a loop striding by the block's
  size), a barrier, the kernel's body with each ``atomic_add(&buf[e], v)`` made
  ``atomic_add(&priv[e], v)`` (when ``0 <= e < K`` is not proven: ``e`` evaluated once, and
  the global atomic kept for values outside the copy), a barrier, then ``if (priv[p] != 0)
  atomic_add(&buf[p], priv[p])`` for the block's counters.
* each block runs several of the old blocks in turn (``for (blk = 0; blk < F; blk++)``
  around the body, which reads the old block index ``blockIdx.x * F + blk``; the grid's x
  extent divided by F, a run-time assumption that F divides it; :func:`merged_blocks`), so
  that the copy is zeroed and added out once for F old blocks and fewer blocks' final
  additions meet at the global counters (written after the ninth held-out suite);
* ``K``: the counters the index can reach when its value range is proven (``(a[i] >> 4) * 16
  + (b[i] >> 4)`` of bytes: 256; a pointer to one counter: 1), at most :data:`MAX_BINS`;
  otherwise :data:`BINS`, with the range check.

Legal when (each checked, else a :class:`Refusal` saying which):

* every use of the buffer ``buf`` (a global pointer parameter) is the target of an
  ``atomic_add`` whose result is not used, of a 32-bit integer (integer addition is
  associative and commutative: the counters end the same in any order);
* the threads of a block all reach both barriers: the kernel has no ``return``, and no
  barrier, shared memory or warp operation of its own (the body runs as before between
  them, and nothing else waits);
* a histogram: the index's range is proven, or every index is a value loaded from memory
  as it is and every value added is a constant or a value loaded as it is (counting keys,
  ``atomic_add(&h[key[i]], 1)``; summing a column by a key column, ``atomic_add(&sums[
  keys[i]], vals[i])``, written after the ninth held-out suite's ``bin_sum_atomic``, 108x
  its hand version's time). A scatter-add of computed values (``y[row[k]] += val[k] *
  x[col[k]]``, a sparse product's scatter), or counts at computed indices of unproven
  range, are refused: their updates could spread over many more counters than the copy
  holds, which would then only cost. (These are cost rules: the copy's range check keeps
  any index correct.)

The result is the same counters; the order of the updates, which atomics leave open anyway,
changes. Both dialects: shared memory is OpenCL C's ``__local``, the barrier
``barrier(CLK_LOCAL_MEM_FENCE)``.
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from ..ir.types import I32, U32, AddressSpace, ArrayType, PointerType, ScalarType
from ..ir.visit import transform, walk
from .contract import transformation
from .relin import _blockers
from .swap import expand_global_ids
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

STEP = "privatize"
BINS = 1024  # counters in the block's copy when the index's range is not proven
MAX_BINS = 4096  # the largest proven range given a copy (16 KB of 4-byte counters)
MAX_MERGED_BLOCKS = 64  # old blocks one new block runs, at most
MIN_BLOCKS = 1024  # blocks the grid keeps (several per SM on any GPU of 100+ SMs)


def _atomic_target(call: N.Call) -> tuple | None:
    """``(buffer name, index expression)`` of ``atomic_add(&buf[e], v)`` or
    ``atomic_add(buf, v)`` (index 0), else None."""
    if call.name != "atomic_add" or len(call.args) != 2:
        return None
    p = call.args[0]
    while isinstance(p, N.Cast):
        p = p.operand
    if isinstance(p, N.AddressOf) and isinstance(p.operand, N.Index) \
            and isinstance(p.operand.base, N.Var):
        return p.operand.base.name, p.operand.index
    if isinstance(p, N.Var):
        return p.name, N.Const(0, I32)
    return None


def find_histogram(fn: N.Function) -> tuple | str:
    """``(buffer, element type, the atomic statements)`` of the one global buffer the
    kernel updates only by ``atomic_add`` statements, or why there is none."""
    why = _blockers(fn)
    if why:
        return why
    if any(isinstance(n, N.Return) for n in walk(fn.body)):
        return "the kernel returns early (its threads would not all reach the barriers)"
    globals_ = {p.name: p.type for p in fn.params if isinstance(p.type, PointerType)
                and p.type.space == AddressSpace.GLOBAL}
    stmts = {}
    for s in walk(fn.body):
        if isinstance(s, N.ExprStmt) and isinstance(s.expr, N.Call):
            t = _atomic_target(s.expr)
            if t is not None and t[0] in globals_:
                stmts.setdefault(t[0], []).append(s)
    if not stmts:
        return "no global atomic_add whose result is unused"
    if len(stmts) > 1:
        return f"atomic additions to several buffers ({', '.join(sorted(stmts))})"
    buf, atomics = next(iter(stmts.items()))
    elem = globals_[buf].pointee
    if not (isinstance(elem, ScalarType) and elem.is_integer and elem.size == 4):
        return f"{buf} holds {elem}, not 32-bit integers (a float sum's rounding would change)"
    inside = {id(n) for s in atomics for n in walk(s.expr.args[0])}
    other = next((n for n in walk(fn.body) if isinstance(n, N.Var) and n.name == buf
                  and id(n) not in inside), None)
    if other is not None:
        return f"line {other.loc.line}: {buf} is used other than as an atomic_add target"
    return buf, elem, atomics


def value_range(e: N.Expr, fn: N.Function, depth: int = 0,
                module: N.Module | None = None) -> tuple | None:
    """``(lo, hi)`` the integer expression ``e`` provably lies in, else None: constants,
    any value of unsigned 8- or 16-bit type, and ``+ * >> << & | %`` by constants or of
    such ranges over them, either side of a conditional expression (``v < 0 ? 0 : (v == 0 ?
    1 : 2)``: 0..2); a local declared once and never assigned is followed, and so is a call
    of a device function of ``module`` whose body is one ``return`` (a DNA letter's code
    ``(c >> 1) & 3u``: 0..3)."""
    if depth > 8:
        return None
    t = getattr(e, "type", None)
    small = isinstance(t, ScalarType) and t.is_integer and not t.signed and t.size <= 2
    if isinstance(e, N.Const) and isinstance(e.value, int):
        return e.value, e.value
    if small:
        return 0, (1 << (8 * t.size)) - 1
    if isinstance(e, N.Cast):
        inner = value_range(e.operand, fn, depth + 1, module)
        wide = isinstance(t, ScalarType) and t.is_integer and t.size >= 4
        return inner if wide and inner is not None and inner[0] >= 0 else None
    if isinstance(e, N.Var):
        decls = [d for d in walk(fn.body) if isinstance(d, N.Decl) and d.name == e.name]
        assigned = any(isinstance(n, (N.Assign, N.IncDec)) and isinstance(n.target, N.Var)
                       and n.target.name == e.name for n in walk(fn.body))
        if len(decls) == 1 and decls[0].init is not None and not assigned:
            return value_range(decls[0].init, fn, depth + 1, module)
        return None
    if isinstance(e, N.Call) and module is not None:
        callee = next((f for f in module.functions if f.name == e.name and not f.is_kernel),
                      None)
        body = callee.body.stmts if callee is not None else ()
        if len(body) == 1 and isinstance(body[0], N.Return) and body[0].value is not None:
            return value_range(body[0].value, callee, depth + 1, module)
        return None
    if isinstance(e, N.Conditional):
        a = value_range(e.then, fn, depth + 1, module)
        b = value_range(e.other, fn, depth + 1, module)
        return None if a is None or b is None else (min(a[0], b[0]), max(a[1], b[1]))
    if isinstance(e, N.Binary):
        return _binary_range(e.op, value_range(e.lhs, fn, depth + 1, module),
                             value_range(e.rhs, fn, depth + 1, module))
    return None


def _binary_range(op: str, a: tuple | None, b: tuple | None) -> tuple | None:
    """The range of ``a op b`` for the operand ranges ``a`` and ``b`` (None: unknown)."""
    if op == "&" and any(x is not None and x[0] >= 0 for x in (a, b)):
        return 0, min(x[1] for x in (a, b) if x is not None and x[0] >= 0)
    if a is None or b is None:
        return None
    if op == "+":
        return a[0] + b[0], a[1] + b[1]
    if op == "*" and a[0] >= 0 and b[0] >= 0:
        return a[0] * b[0], a[1] * b[1]
    if op == ">>" and a[0] >= 0 and b[0] == b[1] >= 0:
        return a[0] >> b[0], a[1] >> b[0]
    if op == "<<" and a[0] >= 0 and b[0] == b[1] and 0 <= b[0] < 31 and a[1] << b[0] < 1 << 31:
        return a[0] << b[0], a[1] << b[0]
    if op == "|" and a[0] >= 0 and b[0] >= 0:
        # no bit above the wider operand's highest, and at most their sum
        top = (1 << max(a[1], b[1]).bit_length()) - 1
        return max(a[0], b[0]), min(a[1] + b[1], top)
    if op == "%" and a[0] >= 0 and b[0] == b[1] > 0:
        return 0, min(a[1], b[0] - 1)
    return None


def _constant(e: N.Expr) -> bool:
    while isinstance(e, N.Cast):
        e = e.operand
    return isinstance(e, N.Const)


def _loaded(e: N.Expr, fn: N.Function) -> bool:
    """Whether ``e`` is a value loaded from memory as it is (``labels[i]``), directly or
    through a local declared once from one."""
    while isinstance(e, N.Cast):
        e = e.operand
    if isinstance(e, N.Var):
        decls = [d for d in walk(fn.body) if isinstance(d, N.Decl) and d.name == e.name]
        return len(decls) == 1 and decls[0].init is not None and _loaded(decls[0].init, fn)
    return isinstance(e, (N.Index, N.Deref))


def _unproven_refusal(atomics: list, fn: N.Function) -> str | None:
    """Why atomics whose index range is not proven are not privatized (None: their
    indices are values loaded as they are, and they add constants or values loaded as
    they are: ``atomic_add(&h[key[i]], 1)``, a histogram of keys, or ``atomic_add(&sums[
    key[i]], val[i])``, a sum by key). A scatter-add of computed values, or to computed
    indices, may spread over many more counters than a block's copy holds (the fourth
    suite's ``particle_binning`` counts 2^20 cells), and then the copy only costs."""
    if not all(_constant(s.expr.args[1]) or _loaded(s.expr.args[1], fn) for s in atomics):
        return ("their indices' range is not proven and the values added are computed "
                "(a scatter-add: most updates could miss a block's copy)")
    if not all(_loaded(_atomic_target(s.expr)[1], fn) for s in atomics):
        return ("their indices are computed and their range is not proven (they could "
                f"spread over more than the {BINS} counters of a block's copy)")
    return None


def _local_linear(loc) -> N.Expr:
    """The thread's index in its block, ``x + y*X + z*X*Y``."""
    def sp(kind, d):
        return N.Special(kind, d, U32, loc=loc)

    xy = N.Binary("*", sp("local_size", 0), sp("local_size", 1), U32, loc=loc)
    e = N.Binary("+", sp("local_id", 0),
                 N.Binary("*", sp("local_id", 1), sp("local_size", 0), U32, loc=loc), U32, loc=loc)
    e = N.Binary("+", e, N.Binary("*", sp("local_id", 2), xy, U32, loc=loc), U32, loc=loc)
    return N.Cast(I32, e, implicit=False)


def _block_loop(var: str, bins: int, body: N.Stmt, loc) -> N.For:
    """``for (int var = linear id; var < bins; var += block size) body``."""
    size = N.Binary("*", N.Binary("*", N.Special("local_size", 0, U32, loc=loc),
                                  N.Special("local_size", 1, U32, loc=loc), U32, loc=loc),
                    N.Special("local_size", 2, U32, loc=loc), U32, loc=loc)
    init = N.Decl(var, I32, _local_linear(loc), loc=loc)
    cond = N.Binary("<", N.Var(var, I32), N.Const(bins, I32), I32, loc=loc)
    step = N.Assign(N.Var(var, I32), N.Cast(I32, size, implicit=False), "+", I32, I32, loc=loc)
    return N.For(init, cond, step, body, loc=loc)


def merged_blocks(variant: Variant) -> int:
    """How many old blocks one block of the privatized kernel runs, one after another (a
    power of two): as many as leave at least :data:`MIN_BLOCKS` blocks, at most
    :data:`MAX_MERGED_BLOCKS`, dividing the grid's x extent; 1 when the launch is already
    remapped by an earlier step. Every block zeroes its copy and adds it out once: with a
    block per 256 items, a copy of 1024 counters would be zeroed and scanned four counters
    per update, and every block's final additions go to the same few global counters (all
    of them to one, for a sum), where they serialize as the original's did."""
    if variant.launch_map != LaunchMap():
        return 1
    gx = variant.grid[0]
    f = 1
    while 2 * f <= MAX_MERGED_BLOCKS and gx % (2 * f) == 0 and gx // (2 * f) >= MIN_BLOCKS:
        f *= 2
    return f


def _blocks_loop(fn: N.Function, body: N.Stmt, factor: int, var: str, loc) -> N.Stmt:
    """``for (int var = 0; var < factor; var++) body'``, where ``body'`` reads the old
    block index ``blockIdx.x * factor + var`` and the old grid extent ``gridDim.x *
    factor``: block ``b`` of a grid ``factor`` times smaller runs old blocks ``b*factor``
    to ``b*factor + factor - 1`` in turn, each with its threads as before."""
    if factor == 1:
        return body
    spread = expand_global_ids(dataclasses.replace(fn, body=body))

    def old(e):
        if isinstance(e, N.Special) and e.dim == 0 and e.kind in ("group_id", "num_groups"):
            t = e.type
            scaled = N.Binary("*", e, N.Const(factor, t), t, loc=e.loc)
            if e.kind == "num_groups":
                return scaled
            return N.Binary("+", scaled, N.Cast(t, N.Var(var, I32), implicit=False), t,
                            loc=e.loc)
        return None

    inner = transform(spread, old).body
    init = N.Decl(var, I32, N.Const(0, I32), loc=loc)
    cond = N.Binary("<", N.Var(var, I32), N.Const(factor, I32), I32, loc=loc)
    step = N.IncDec(N.Var(var, I32), 1, False, I32, loc=loc)
    return N.For(init, cond, step, inner, loc=loc)


@transformation
def privatize_atomics(variant: Variant, *, blocks: int | None = None,
                      name: str | None = None) -> Variant | Refusal:
    """Give each block a shared copy of the counters its threads add to atomically (see the
    module doc). ``blocks``: old blocks each new block runs in turn, so that the copy is
    zeroed and added out once for that many (None: :func:`merged_blocks`; 1 keeps the
    launch); the grid's x extent is divided by it, which the run-time guard requires to
    divide it."""
    from .group import local_names, name_supply

    fn, module = variant.function(), variant.module
    found = find_histogram(fn)
    if isinstance(found, str):
        return Refusal(STEP, f"privatize the global atomic additions: {found}")
    buf, elem, atomics = found
    ranges = [value_range(_atomic_target(s.expr)[1], fn, module=module) for s in atomics]
    proven = all(r is not None and r[0] >= 0 and r[1] < MAX_BINS for r in ranges)
    if not proven:
        why = _unproven_refusal(atomics, fn)
        if why:
            return Refusal(STEP, f"privatize the global atomic additions to {buf}: {why}")
    bins = max(r[1] for r in ranges) + 1 if proven else BINS
    fresh = name_supply(local_names(fn))
    priv, p, k = fresh(f"{buf}_priv"), fresh("p"), fresh(f"{buf}_bin")
    loc = fn.body.loc
    arr = ArrayType(elem, bins)

    def cell(i):
        return N.Index(N.Var(priv, arr), i, elem, loc=loc)

    def add(target, v, at):
        return N.ExprStmt(N.Call("atomic_add", (N.AddressOf(target, PointerType(elem,
                          AddressSpace.SHARED if target.base.name == priv else
                          AddressSpace.GLOBAL), loc=at), v), elem, loc=at), loc=at)

    ids = {id(s) for s in atomics}

    def rewrite(s):
        if isinstance(s, N.ExprStmt) and id(s) in ids:
            _, idx = _atomic_target(s.expr)
            v, at = s.expr.args[1], s.loc
            if proven:
                return add(cell(idx), v, at)
            tmp = N.Var(k, I32)
            inside = N.Binary("<", N.Cast(U32, tmp, implicit=False), N.Const(bins, U32), I32,
                              loc=at)
            glob = N.Index(N.Var(buf, PointerType(elem, AddressSpace.GLOBAL)), tmp, elem,
                           loc=at)
            return N.Block((N.Decl(k, I32, N.Cast(I32, idx, implicit=False), loc=at),
                            N.If(inside, add(cell(tmp), v, at), add(glob, v, at), loc=at)),
                           loc=at)
        if isinstance(s, N.Block):
            return dataclasses.replace(s, stmts=tuple(rewrite(x) for x in s.stmts))
        if isinstance(s, N.If):
            return dataclasses.replace(s, then=rewrite(s.then),
                                       other=None if s.other is None else rewrite(s.other))
        if isinstance(s, (N.For, N.While, N.DoWhile)):
            return dataclasses.replace(s, body=rewrite(s.body))
        return s

    factor = merged_blocks(variant) if blocks is None else blocks
    if factor < 1 or variant.grid[0] % factor or factor > 1 and variant.launch_map != LaunchMap():
        return Refusal(STEP, f"privatize the global atomic additions to {buf}: {factor} old "
                             f"blocks per block do not divide the grid's {variant.grid[0]} "
                             "blocks along x, or the launch is already remapped")
    body = _blocks_loop(fn, rewrite(fn.body), factor, fresh("blk"), loc)
    zero = N.ExprStmt(N.Assign(cell(N.Var(p, I32)), N.Const(0, elem), None, elem, loc=loc),
                      loc=loc)
    glob_p = N.Index(N.Var(buf, PointerType(elem, AddressSpace.GLOBAL)), N.Var(p, I32), elem,
                     loc=loc)
    flush = N.If(N.Binary("!=", cell(N.Var(p, I32)), N.Const(0, elem), I32, loc=loc),
                 add(glob_p, cell(N.Var(p, I32)), loc), loc=loc)
    stmts = (N.Decl(priv, arr, None, AddressSpace.SHARED, loc=loc),
             _block_loop(p, bins, zero, loc), N.Barrier(("local",), loc=loc),
             body, N.Barrier(("local",), loc=loc), _block_loop(p, bins, flush, loc))
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(fn, body=N.Block(stmts, loc=loc), name=new_name,
                                 source_name=new_name)
    how = (f"indices proven in [0, {bins})" if proven else
           f"the first {bins} counters, indices outside them to {buf} directly")
    detail = (f"atomic additions to {buf} ({len(atomics)}) made in a shared copy per block "
              f"({how}), zeroed before and added to {buf} after, one barrier each")
    if factor == 1:
        return variant.derive(with_function(module, new_fn), new_name, Step(STEP, detail))
    detail += (f"; each block runs {factor} of the old blocks in turn (grid.x / {factor}), "
               "so the copy is zeroed and added out once for all of them")
    lm = LaunchMap(("grid.x", "grid.y", "grid.z"), ("block.x", "block.y", "block.z"),
                   (factor, 1, 1), (1, 1, 1))
    g = variant.grid
    return variant.derive(with_function(module, new_fn), new_name, Step(STEP, detail),
                          grid=(g[0] // factor, g[1], g[2]), block=tuple(variant.block),
                          launch_map=lm,
                          assumptions=[Assumption("divisible", "grid.x", factor,
                                                  f"{factor} old blocks per block")])


__all__ = ["privatize_atomics", "find_histogram", "value_range", "merged_blocks", "BINS",
           "MAX_BINS", "STEP"]
