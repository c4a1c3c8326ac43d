"""A kernel launched as one block that loops over its data, spread over a grid (issue 16: the
eleventh held-out suite's ``quantize_u8_oneblock``, 525x its hand version's time).

A kernel written for one block walks the whole array with the block's threads::

    for (int i = threadIdx.x; i < n; i += blockDim.x)
        body(i);

launched as ``<<<1, 256>>>``: one multiprocessor of a hundred does all the work. What an
expert writes is the same loop over the grid (a grid-stride loop) launched with enough blocks
to cover the array. :func:`widen_grid` makes that form: the loop starts at ``blockIdx.x *
blockDim.x + threadIdx.x`` and steps by ``gridDim.x * blockDim.x``, and the variant is
launched with ``G = ceil(E / B)`` blocks (E the loop's bound at the launch, B the block's
threads), at most :data:`MAX_BLOCKS`. Every index the old loop visited is visited once, by
some thread of some block.

Legal when (each checked, else a :class:`Refusal` saying which):

* the launch is one block of a one-dimensional block (the variant is made for it: run-time
  assumptions ``grid == (1, 1, 1)``, ``block.y == block.z == 1``);
* threads do not cooperate (no shared memory, barrier or warp operation) and the kernel
  reads no block index or grid extent (there is one block: they would change meaning);
* the kernel's statements other than the loop are declarations of values that store,
  call and load nothing (every block would repeat them), and the loop is ``for (int i =
  threadIdx.x; i < E; i += blockDim.x)`` with E a value of the launch's parameters, whose
  iterations are independent: no value carried between them, every global store at the
  loop's index ``a[i]`` or a record of it ``a[K*i + c]`` (0 <= c < K), no array both written
  and read (:func:`_dependent`).
"""

from __future__ import annotations

import dataclasses

from ..analysis.indexing import IndexEnv, NonAffine
from ..ir import nodes as N
from ..ir.types import U32
from ..ir.visit import transform, walk
from .contract import transformation
from .relin import _blockers
from .reshape import _special
from .thread0 import _strip
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

STEP = "widen-grid"
MAX_BLOCKS = 1 << 16  # blocks the widened grid has at most (the loop covers the rest)


def _special0(e: N.Expr, kind: str) -> bool:
    """Whether ``e`` is special value ``kind`` along x (through casts)."""
    sp = _special(e, kind)
    return sp is not None and sp.dim == 0


def _block_loop(loop: N.For) -> bool:
    """Whether ``loop`` is ``for (int i = threadIdx.x; i < E; i += blockDim.x)``."""
    init, step = loop.init, loop.step
    if not (isinstance(init, N.Decl) and init.init is not None
            and _special0(init.init, "local_id")):
        return False
    c = _strip(loop.cond) if loop.cond is not None else None
    if not (isinstance(c, N.Binary) and c.op == "<" and isinstance(_strip(c.lhs), N.Var)
            and _strip(c.lhs).name == init.name):
        return False
    return (isinstance(step, N.Assign) and step.op == "+" and isinstance(step.target, N.Var)
            and step.target.name == init.name and _special0(step.value, "local_size"))


def _pure(s: N.Stmt) -> bool:
    """A declaration whose value loads, stores and calls nothing."""
    return isinstance(s, N.Decl) and not any(
        isinstance(n, (N.Call, N.Assign, N.IncDec, N.Index, N.Deref))
        for n in walk(s.init if s.init is not None else N.Const(0, U32)))


def _grid_loop(loop: N.For) -> N.For:
    """The loop from ``blockIdx.x * blockDim.x + threadIdx.x`` by ``gridDim.x * blockDim.x``."""
    t = loop.init.type
    loc = loop.loc

    def sp(kind):
        return N.Cast(t, N.Special(kind, 0, U32, loc=loc), implicit=False)

    start = N.Binary("+", N.Binary("*", sp("group_id"), sp("local_size"), t, loc=loc),
                     sp("local_id"), t, loc=loc)
    step = N.Binary("*", sp("num_groups"), sp("local_size"), t, loc=loc)
    return dataclasses.replace(loop, init=dataclasses.replace(loop.init, init=start),
                               step=dataclasses.replace(loop.step, value=step,
                                                        compute_type=t))


def _record_index(e: N.Expr, var: str) -> bool:
    """Whether ``e`` is ``i``, or ``K * i + c`` (``i * K + c``) with constants 0 <= c < K:
    distinct ``i`` give distinct elements."""
    e = _strip(e)
    if isinstance(e, N.Var):
        return e.name == var
    c = 0
    if isinstance(e, N.Binary) and e.op == "+" and isinstance(_strip(e.rhs), N.Const):
        c, e = _strip(e.rhs).value, _strip(e.lhs)
    if isinstance(e, N.Binary) and e.op == "*":
        for a, k in ((e.lhs, e.rhs), (e.rhs, e.lhs)):
            a, k = _strip(a), _strip(k)
            if isinstance(a, N.Var) and a.name == var and isinstance(k, N.Const) \
                    and isinstance(k.value, int) and 0 <= c < k.value:
                return True
    return False


def _dependent(loop: N.For, fn: N.Function, env: IndexEnv) -> str | None:
    """Why two iterations of ``loop`` (over all threads) may touch the same global element
    or carry a value (None when they cannot): every global store is ``a[i]`` or a record
    field ``a[K*i + c]`` of the loop variable ``i``, no array the loop writes is also read,
    and nothing is carried between iterations (:func:`.iterations.independent_iterations`'s
    test of the body)."""
    from ..analysis.access import find_accesses
    from .iterations import _body_carries, pointer_args_outside

    accesses = find_accesses(env)
    stores = [a for a in accesses if a.kind in ("store", "atomic") and a.space == "global"]
    why = _body_carries(loop, {id(a.node) for a in stores}) or pointer_args_outside(loop, fn)
    if why:
        return why
    var = loop.init.name
    for a in stores:
        if a.kind == "atomic" or not isinstance(a.node, N.Index) \
                or not _record_index(a.node.index, var):
            return (f"line {a.loc.line}: the store to {a.array} is not at the loop's index "
                    "(or a record of it)")
    written = {a.array for a in stores}
    read = next((a for a in accesses if a.kind == "load" and a.array in written), None)
    if read is not None:
        return f"line {read.loc.line}: {read.array} is both read and written"
    return None


def _find(fn: N.Function) -> N.For | str:
    loops = [s for s in fn.body.stmts if isinstance(s, N.For)]
    rest = [s for s in fn.body.stmts if not isinstance(s, N.For)]
    if len(loops) != 1 or not _block_loop(loops[0]):
        return ("the kernel is not one 'for (int i = threadIdx.x; i < E; i += blockDim.x)' "
                "loop among its outermost statements")
    bad = next((s for s in rest if not _pure(s)), None)
    if bad is not None:
        return (f"line {bad.loc.line}: a statement outside the loop that every block would "
                "repeat")
    return loops[0]


@transformation
def widen_grid(variant: Variant, *, name: str | None = None) -> Variant | Refusal:
    """Spread the block-stride loop of a kernel launched as one block over a grid of blocks
    (see the module doc for the form and when it is legal)."""
    fn, module = variant.function(), variant.module
    if tuple(variant.grid) != (1, 1, 1):
        return Refusal(STEP, f"the grid {tuple(variant.grid)} is not one block")
    if variant.block[1] != 1 or variant.block[2] != 1:
        return Refusal(STEP, f"the block {tuple(variant.block)} is not one-dimensional")
    if variant.launch_map != LaunchMap():
        return Refusal(STEP, "only as the first step (the launch is already remapped)")
    why = _blockers(fn)
    if why:
        return Refusal(STEP, why)
    used = next((n for n in walk(fn.body) if isinstance(n, N.Special)
                 and n.kind in ("group_id", "num_groups", "global_id", "global_size")), None)
    if used is not None:
        return Refusal(STEP, f"line {used.loc.line}: the kernel reads a block index or the "
                             "grid's extent, which a wider grid would change")
    loop = _find(fn)
    if isinstance(loop, str):
        return Refusal(STEP, loop)
    env = IndexEnv(fn, module, module.dialect)
    why = _dependent(loop, fn, env)
    if why:
        return Refusal(STEP, f"the loop at line {loop.loc.line}: {why}", loop.loc)
    values = {f"param:{k}": int(v) for k, v in variant.params.items()}
    try:
        end = env.form(_strip(loop.cond).rhs).evaluate(values)
    except NonAffine:
        end = None
    if end is None:
        return Refusal(STEP, f"the loop at line {loop.loc.line}: its bound is not known at "
                             "the launch", loop.loc)
    B = int(variant.block[0])
    blocks = max(1, min(MAX_BLOCKS, -(-int(end) // B)))
    if blocks < 2:
        return Refusal(STEP, f"the loop at line {loop.loc.line}: {end} iterations fit one "
                             "block")
    new_loop = _grid_loop(loop)
    body = dataclasses.replace(fn.body, stmts=tuple(new_loop if s is loop else s
                                                    for s in fn.body.stmts))
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(fn, body=body, name=new_name, source_name=new_name)
    lm = LaunchMap((str(blocks), "grid.y", "grid.z"), ("block.x", "block.y", "block.z"),
                   (1, 1, 1), (1, 1, 1))
    detail = (f"the loop at line {loop.loc.line} strides over the grid (from blockIdx.x * "
              f"blockDim.x + threadIdx.x by gridDim.x * blockDim.x); launched as {blocks} "
              f"blocks of {B} threads in place of one")
    why1 = "a kernel written for one block"
    return variant.derive(with_function(module, new_fn), new_name, Step(STEP, detail),
                          grid=(blocks, 1, 1), block=tuple(variant.block), launch_map=lm,
                          assumptions=[Assumption("equal", "grid.x", 1, why1),
                                       Assumption("equal", "grid.y", 1, why1),
                                       Assumption("equal", "grid.z", 1, why1),
                                       Assumption("equal", "block.y", 1, why1),
                                       Assumption("equal", "block.z", 1, why1)])


__all__ = ["widen_grid", "STEP", "MAX_BLOCKS"]
