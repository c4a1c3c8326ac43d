"""Re-linearization of thread indices, so that a swap applies whatever the extents
(issue 16, item 4b).

The inter-loop swap of :mod:`.swap` exchanges ``threadIdx.x`` with ``blockIdx.d`` and
the launch extents with them: the new block has as many threads as the old grid had
blocks along d, which fails when that is over the block limit (the Fig. 6a matrix
addition launched as 8192 blocks of 1024 threads would need blocks of 8192 threads).

:func:`relinearize` makes the same thread order with blocks of any size ``B'`` that
divides the old grid extent ``G`` along d: a bijection of the global thread id. New
thread ``(tid.x', bid.d', bid.f')`` runs the old thread

    old blockIdx.d  = blockIdx.d' * B' + threadIdx.x'   (consecutive lanes: consecutive
                                                         old blocks, as after the swap)
    old threadIdx.x = blockIdx.f'                        (a grid axis f the old launch
                                                         leaves at extent 1)

on a grid of ``G / B'`` blocks along d and ``B`` (the old block's x extent) along f;
the old extents are ``gridDim.d = gridDim.d' * blockDim.x'`` and
``blockDim.x = gridDim.f'``. Every index stays affine, so the access analysis (and the
optimizer's cost) sees the coalesced pattern. Legal when no thread depends on which
threads share its block or warp: no shared memory, no barrier, no warp-level operation
(each new thread does exactly one old thread's work, in a different block). Run-time
assumptions: a 1D block, grid extent 1 along f, and ``G`` a multiple of ``B'``.
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from ..ir.types import AddressSpace, PointerType
from ..ir.visit import transform, walk
from .contract import transformation
from .swap import MAX_GRID, expand_global_ids, uses_warp_builtins, warp_builtin_loc
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

STEP = "relinearize"
AXES = "xyz"


def _blockers(fn: N.Function) -> str | None:
    """Why threads of a block may cooperate (None when they provably don't)."""
    warp = uses_warp_builtins(fn)
    if warp:
        return warp
    for n in walk(fn.body):
        if isinstance(n, N.Barrier):
            return f"line {n.loc.line}: a barrier (threads of a block wait for each other)"
        if isinstance(n, N.Decl) and n.space == AddressSpace.SHARED:
            return f"line {n.loc.line}: shared array {n.name} (threads of a block share data)"
        if isinstance(n, N.Call) and ("sync" in n.name or "fence" in n.name):
            return f"line {n.loc.line}: {n.name} synchronizes threads"
    for p in fn.params:
        if isinstance(p.type, PointerType) and p.type.space == AddressSpace.SHARED:
            return f"parameter {p.name} is a shared-memory buffer"
    return None


def _uses(fn: N.Function, kinds: tuple, dim: int) -> bool:
    return any(isinstance(n, N.Special) and n.kind in kinds and n.dim == dim
               for n in walk(fn.body))


@transformation
def relinearize(variant: Variant, *, axis: str = "x", block: int = 256,
                name: str | None = None) -> Variant | Refusal:
    """Give the lanes of a warp consecutive old block indices along ``axis`` (the thread
    order of swapping ``threadIdx.x`` with ``blockIdx.<axis>``) in blocks of ``block``
    threads (see the module doc); refused when threads of a block may cooperate, when no
    free grid axis takes the old thread index, or when the extents do not fit."""
    fn = variant.function()
    d = AXES.index(axis)
    what = f"relinearize threadIdx.x <-> blockIdx.{axis} in blocks of {block}"
    why = _blockers(fn)
    if why:
        return Refusal(STEP, f"{what}: {why}", warp_builtin_loc(fn))
    if variant.launch_map != LaunchMap():
        return Refusal(STEP, f"{what}: only as the first step (the launch is already remapped)")
    grid, blk = tuple(variant.grid), tuple(variant.block)
    if blk[1] != 1 or blk[2] != 1:
        return Refusal(STEP, f"{what}: the block is not one-dimensional ({blk})")
    if grid[d] % block:
        return Refusal(STEP, f"{what}: {grid[d]} blocks along {axis} are not a multiple of "
                             f"{block}")
    free = [f for f in range(3) if f != d and grid[f] == 1
            and not _uses(fn, ("group_id", "num_groups", "global_id", "global_size"), f)
            and blk[0] <= MAX_GRID[f]]
    if not free:
        return Refusal(STEP, f"{what}: no grid axis of extent 1 that the kernel does not "
                             "read takes the old thread index")
    f = free[0]
    new_name = variant.new_name(name)
    new_fn = _rewrite(expand_global_ids(fn), d, f)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    new_grid = list(grid)
    new_grid[d], new_grid[f] = grid[d] // block, blk[0]
    g, b = list(LaunchMap().grid), list(LaunchMap().block)
    gd = [1, 1, 1]
    g[f], gd[d] = "block.x", block
    b[0] = str(block)
    lm = LaunchMap(tuple(g), tuple(b), tuple(gd), (1, 1, 1))
    assumptions = [
        Assumption("equal", "block.y", 1, "re-linearized for a 1D block"),
        Assumption("equal", "block.z", 1, "re-linearized for a 1D block"),
        Assumption("equal", f"grid.{AXES[f]}", 1,
                   f"grid axis {AXES[f]} takes the old thread index"),
        Assumption("divisible", f"grid.{axis}", block,
                   f"blocks of {block} threads along the old grid's {axis}")]
    done = Step(STEP, f"{what}: old blockIdx.{axis} = blockIdx.{axis} * {block} + "
                      f"threadIdx.x, old threadIdx.x = blockIdx.{AXES[f]}; launch "
                      f"{lm.describe()}")
    return variant.derive(with_function(variant.module, new_fn), new_name, done,
                          grid=tuple(new_grid), block=(block, 1, 1), launch_map=lm,
                          assumptions=assumptions)


def _rewrite(fn: N.Function, d: int, f: int) -> N.Function:
    """Old indices and extents in terms of the new launch (see the module doc)."""

    def sp(kind, dim, like):
        return N.Special(kind, dim, like.type, loc=like.loc)

    def g(e):
        if not isinstance(e, N.Special):
            return None
        t = e.type
        if e.kind == "local_id" and e.dim == 0:
            return sp("group_id", f, e)
        if e.kind == "local_size" and e.dim == 0:
            return sp("num_groups", f, e)
        if e.kind == "group_id" and e.dim == d:
            return N.Binary("+", N.Binary("*", sp("group_id", d, e), sp("local_size", 0, e), t,
                                          loc=e.loc), sp("local_id", 0, e), t, loc=e.loc)
        if e.kind == "num_groups" and e.dim == d:
            return N.Binary("*", sp("num_groups", d, e), sp("local_size", 0, e), t, loc=e.loc)
        return None

    return transform(fn, g)


__all__ = ["relinearize", "STEP"]
