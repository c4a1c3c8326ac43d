"""A group of lanes per thread for a loop of independent iterations (issue 16, item 4:
what the fourth held-out suite's ``row_scatter_perm`` needed).

A kernel that gives each thread one row and walks it (``for (j = 0; j < D; j++)
out[d*D + j] = in[r*D + j]``) has lanes a whole row apart: every lane's access is its own
sector. When the iterations do not depend on each other, what an expert writes is a group
of lanes per row striding over it: lane ``l`` does ``j = a + l, a + l + G, ...``, so
consecutive lanes touch consecutive elements. :func:`lanes_per_row` makes that form:

* the launch: each old thread becomes a group of ``G`` lanes (a power of two up to 32);
  blocks of ``G x R`` threads, the old global index ``blockIdx.x * blockDim.x +
  threadIdx.x`` becomes ``blockIdx.x * blockDim.y + threadIdx.y`` (``R`` old threads per
  block) and ``threadIdx.x`` is the lane;
* the loop: ``for (j = a + lane; j < b; j += G)``; nothing follows it (no value leaves
  the loop);
* the rest of the kernel runs on all ``G`` lanes, which compute the same values.

Legal when (each checked, else a :class:`Refusal` saying which):

* the launch and the loop have the form :func:`.warpreduce.row_loop_refusal` accepts (no
  cooperation between the threads of a block, a 1D launch read only through the global
  index along x, ``for (int j = a; j < b; j++)``);
* the iterations are independent: the body leaves not early, waits for nothing, calls only
  pure builtins, assigns no variable declared outside it (nothing is carried from one
  iteration to the next but ``j``) and stores only to global memory with plain stores;
  every store's address moves by at least its own size per iteration (a nonzero constant
  stride: two iterations never write the same bytes, so their order does not matter); the
  kernel reads no buffer it writes (an iteration cannot read what another one wrote);
* every lane may run the rest of the kernel: no atomic, and every other global store is a
  plain store (``G`` lanes then store the same value to the same address, which is storing
  it once: the values outside the loop do not depend on the lane).

Run-time assumptions: a 1D block and a global extent along x that ``R`` divides. The form
is the same in CUDA C and OpenCL C (no shuffle, no barrier: nothing is combined).
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from .contract import transformation
from .iterations import independent_iterations, spreadable_loops
from .variant import Refusal, Step, Variant, with_function
from .warpreduce import (LANES, _rewrite, _stores_idempotent, lane_iterations,
                         powers_of_two, reduction_loops, row_launch, row_loop_refusal,
                         spread_note)

STEP = "lanes"
BLOCK_THREADS = (256, 128)  # threads per block the optimizer tries (G x R)


@transformation
def lanes_per_row(variant: Variant, *, loop: N.For, lanes: int = LANES, rows: int = 8,
                  name: str | None = None) -> Variant | Refusal:
    """Give each thread's ``loop`` of independent iterations a group of ``lanes`` lanes
    (a power of two up to 32) striding over it, ``rows`` old threads per block (see the
    module doc for the form and when it is legal)."""
    fn, module = variant.function(), variant.module
    what = f"{lanes} lanes per thread for the loop at line {loop.loc.line}, {rows} per block"
    if lanes not in powers_of_two(LANES) or rows < 1:
        return Refusal(STEP, f"{what}: lanes must be a power of two from 2 to {LANES} and "
                             "rows at least 1")
    why = row_loop_refusal(variant, loop)
    if why:
        return Refusal(STEP, f"{what}: {why}", loop.loc)
    why = independent_iterations(loop, fn, module) or _stores_idempotent(fn, module)
    if why:
        return Refusal(STEP, f"{what}: {why}", loop.loc)
    grid, blk = tuple(variant.grid), tuple(variant.block)
    extent = grid[0] * blk[0]
    if extent % rows:
        return Refusal(STEP, f"{what}: {extent} threads are not a multiple of {rows}")
    spread: list = []
    new_fn = _rewrite(fn, loop, {}, lanes, False, None,
                      spreadable_loops(fn, module, reduction_loops(fn), loop), spread)
    if isinstance(new_fn, str):
        return Refusal(STEP, f"{what}: {new_fn}", loop.loc)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    lm, assumptions = row_launch(lanes, rows, "lanes per thread of a 1D block")
    detail = (f"{what}: lane threadIdx.x runs {lane_iterations(loop, lanes)} "
              f"(independent iterations); {spread_note(spread)}launch {lm.describe()}")
    return variant.derive(with_function(module, new_fn), new_name, Step(STEP, detail),
                          grid=(extent // rows, grid[1], grid[2]), block=(lanes, rows, 1),
                          launch_map=lm, assumptions=assumptions)


__all__ = ["lanes_per_row", "independent_iterations", "STEP", "BLOCK_THREADS"]
