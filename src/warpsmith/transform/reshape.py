"""The block shape as a choice (issue 16, item 4a).

The optimizer used to keep the block shape that the original launch implies (after a
swap: the original's extents exchanged), so a column-walking kernel launched with 32 x 8
blocks became 8 x 32 after the swap, which leaves only 8 lanes along the coalesced
axis and stops a later 4-way thread merge from making whole 512-byte rows.

:func:`reshape_block` launches the same kernel with another block shape. It is legal
when the kernel reads the thread and block indices only through global indices
``blockIdx.i * blockDim.j + threadIdx.j`` (a one-to-one pairing of grid axis i with
block axis j, as a swap leaves it; OpenCL's ``get_global_id(j)`` is the pairing i = j)
and their extents only as ``gridDim.i * blockDim.j``, and when threads of a block do not
cooperate (no shared memory, barrier or warp operation): each thread's work then depends
only on its global index, and a new shape whose grid times block covers the same global
extent along every paired axis runs the same set of global indices. The kernel text is
unchanged; only the launch is: the new block is a fixed shape, the new grid the global
extent divided by it (the guard checks that it divides).
The optimizer chooses among the legal shapes by predicted cost (:mod:`.pipeline`).
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from ..ir.visit import walk
from .contract import transformation
from .relin import _blockers
from .swap import MAX_BLOCK, MAX_GRID, expand_global_ids
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

STEP = "block-shape"
INDEX_KINDS = ("local_id", "group_id", "local_size", "num_groups")


def _special(e, kind):
    while isinstance(e, N.Cast):
        e = e.operand
    return e if isinstance(e, N.Special) and e.kind == kind else None


def _product(e, a: str, b: str):
    """``(x, y)`` when ``e`` is ``x * y`` with x of kind ``a`` and y of kind ``b`` (either
    order), else None."""
    while isinstance(e, N.Cast):
        e = e.operand
    if not (isinstance(e, N.Binary) and e.op == "*"):
        return None
    for l, r in ((e.lhs, e.rhs), (e.rhs, e.lhs)):
        x, y = _special(l, a), _special(r, b)
        if x is not None and y is not None:
            return x, y
    return None


def pairing(fn: N.Function) -> dict | str:
    """Block axis j -> grid axis i when every index and extent of ``fn`` appears only as
    ``blockIdx.i * blockDim.j + threadIdx.j`` or ``gridDim.i * blockDim.j``, one-to-one;
    else the reason (a sentence with the line)."""
    fn = expand_global_ids(fn)
    pairs: dict = {}
    covered: set = set()

    def pair(j, i, loc) -> str | None:
        if pairs.setdefault(j, i) != i or list(pairs.values()).count(i) > 1:
            return f"line {loc.line}: the block and grid axes are not paired one to one"
        return None

    for n in walk(fn.body):
        if not isinstance(n, N.Binary):
            continue
        if n.op == "+":
            for l, r in ((n.lhs, n.rhs), (n.rhs, n.lhs)):
                t = _special(r, "local_id")
                p = _product(l, "group_id", "local_size")
                if t is not None and p is not None and p[1].dim == t.dim:
                    why = pair(t.dim, p[0].dim, n.loc)
                    if why:
                        return why
                    covered |= {id(t), id(p[0]), id(p[1])}
                    break
        elif n.op == "*":
            p = _product(n, "num_groups", "local_size")
            if p is not None:
                why = pair(p[1].dim, p[0].dim, n.loc)
                if why:
                    return why
                covered |= {id(p[0]), id(p[1])}
    for n in walk(fn.body):
        if isinstance(n, N.Special) and n.kind in INDEX_KINDS and id(n) not in covered:
            return (f"line {n.loc.line}: a thread or block index or extent is used other than "
                    "in a global index blockIdx * blockDim + threadIdx")
    return pairs


@transformation
def reshape_block(variant: Variant, *, block: tuple, name: str | None = None
                  ) -> Variant | Refusal:
    """Launch the variant's kernel with blocks of shape ``block`` (see the module doc);
    refused when threads may cooperate, when indices are used other than as global
    indices, or when the new shape does not tile the same global extents."""
    fn = variant.function()
    block = tuple(int(b) for b in block) + (1,) * (3 - len(block))
    what = f"blocks of {block[0]} x {block[1]} x {block[2]}"
    why = _blockers(fn)
    if why:
        return Refusal(STEP, f"{what}: {why}")
    pairs = pairing(fn)
    if isinstance(pairs, str):
        return Refusal(STEP, f"{what}: {pairs}")
    grid, old = tuple(variant.grid), tuple(variant.block)
    new_grid = list(grid)
    for j in range(3):
        if j not in pairs:
            if block[j] != old[j]:
                return Refusal(STEP, f"{what}: block axis {'xyz'[j]} is not a global index")
            continue
        i = pairs[j]
        extent = grid[i] * old[j]
        if extent % block[j]:
            return Refusal(STEP, f"{what}: {extent} threads along {'xyz'[j]} are not a "
                                 f"multiple of {block[j]}")
        new_grid[i] = extent // block[j]
    if any(b > m for b, m in zip(block, MAX_BLOCK)) or block[0] * block[1] * block[2] > 1024:
        return Refusal(STEP, f"{what}: over the block limits")
    if any(g > m for g, m in zip(new_grid, MAX_GRID)):
        return Refusal(STEP, f"{what}: the grid {tuple(new_grid)} is over the limits")
    if tuple(new_grid) == grid and block == old:
        return variant
    lm = _mapped(variant.launch_map, pairs, block)
    if isinstance(lm, str):
        return Refusal(STEP, f"{what}: {lm}")
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(fn, name=new_name, source_name=new_name)
    assumptions = [Assumption("divisible", lm.grid[i], block[j],
                              f"blocks of {block[j]} threads along {'xyz'[j]}")
                   for j, i in sorted(pairs.items()) if block[j] > 1]
    done = Step(STEP, f"{what} (was {old[0]} x {old[1]} x {old[2]}); launch "
                      f"{lm.describe()}")
    return variant.derive(with_function(variant.module, new_fn), new_name, done,
                          grid=tuple(new_grid), block=block, launch_map=lm,
                          assumptions=assumptions)


def _mapped(lm: LaunchMap, pairs: dict, block: tuple) -> LaunchMap | str:
    """The launch map after the reshape: block axis j a fixed size, grid axis i the
    global extent (old grid i times old block j, in the original launch's names) divided
    by it."""
    g, gd = list(lm.grid), list(lm.grid_div)
    b, bd = list(lm.block), list(lm.block_div)
    for j, i in pairs.items():
        if lm.grid_div[i] != 1 or lm.block_div[j] != 1:
            return "the launch is already divided by an earlier step"
        g[i], gd[i] = f"{lm.grid[i]} * {lm.block[j]}", block[j]
        b[j], bd[j] = str(block[j]), 1
    return LaunchMap(tuple(g), tuple(b), tuple(gd), tuple(bd))


def shapes(threads: int, paired: int) -> list:
    """Candidate 1D/2D block shapes of ``threads`` threads with at least 32 along x
    (``paired``: how many block axes are global indices; one allows only 1D shapes)."""
    out = []
    bx = threads
    while bx >= 32:
        by = threads // bx
        if by == 1 or paired >= 2:
            out.append((bx, by, 1))
        bx //= 2
    return out


__all__ = ["reshape_block", "pairing", "shapes", "STEP"]
