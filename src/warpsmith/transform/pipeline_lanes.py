"""The optimizer's lane passes (:mod:`.pipeline`'s warp-reduce and lanes rounds) and the
row-walk tests they share: which loops walk a row with lanes far apart
(:func:`_row_walks`, :func:`_segment_walks` for segments bounded by loaded values), when the
L1 already serves the walk (:func:`_walk_cached`), when accesses outside the loop forbid the
lanes (:func:`_walks_elsewhere`), the lane counts per loop (trip counts, data-bounded
segments, OpenCL C's barrier tree over long rows only) and the 16-byte form
(:func:`_vector_walks`). Split from :mod:`.pipeline` to keep each module short; the passes
are decided by :func:`.pipeline.decide` like every other."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from ..ir import nodes as N
from ..ir.visit import walk
from .group import unroll_loop
from .iterations import data_bounded, walks_by_one
from .lanes import BLOCK_THREADS as LANE_BLOCKS, lanes_per_row
from .variant import Refusal
from .warpreduce import (LANES, ROWS as WARP_ROWS, extremum, lane_counts, reduction_loops,
                         warp_reduce)

if TYPE_CHECKING:
    from .pipeline import State


def report_values(report, params) -> dict:
    """The launch's sizes and the integer parameters by name, as affine forms read them."""
    from ..analysis.affine import launch_values

    values = launch_values(report.grid, report.block)
    values.update({f"param:{k}": int(v) for k, v in params.items()})
    return values


def _loop_of(access, loop: N.For):
    """The entry of ``access.loops`` that is ``loop`` (the same node or its location),
    None when the access is not inside it."""
    return next((x for x in access.loops if x.node is loop or x.node.loc == loop.loc), None)


def _walk_loops(state: State, segments: bool):
    """``(loop, its row walks, segment lanes, trip count)`` of each loop of a first step
    whose uncoalesced accesses lanes on the loop index would make neighbours: row walks
    (:func:`_row_walks`) or, failing those, data-bounded segments (:func:`_segment_walks`,
    :func:`_segment_lanes`). ``segments``: only the loops that walk segments (the unpriced
    passes), else only the others. The index analysis and the launch values are built once."""
    from ..analysis.indexing import IndexEnv

    if any(s.name != "fuse-loops" for s in state.current.steps):
        return  # a first step (after a fusion of loops, which changes no index)
    fn, module = state.fn, state.current.module
    env = IndexEnv(fn, module, module.dialect)
    values = report_values(state.before, state.current.params)
    for loop in reduction_loops(fn):
        if not isinstance(loop.init, N.Decl):
            continue
        walks = _row_walks(state, loop, values)
        seg = () if walks else _segment_lanes(state, _segment_walks(state, loop, env))
        if (walks or seg) and bool(seg) == segments:
            yield loop, walks, seg, _trip_count(env, loop, values)


def _compares(loop: N.For) -> bool:
    """Whether the loop takes a maximum or a minimum (:func:`~.warpreduce.extremum`)."""
    return any(isinstance(n, N.Assign) and extremum(n) is not None for n in walk(loop.body))


#: OpenCL C's work-group per row: old threads per work-group tried, most first (a tie keeps
#: the first), up to LOCAL_THREADS work-items. One row per work-group of 64 made 131072
#: work-groups for the twelfth suite's row_maxabs_thread_cl, 2.0x its hand version's time
#: (eight rows of 32); several need every condition around the loop to split the rows at a
#: multiple of the count (:mod:`.uniform`), else only one is legal
LOCAL_ROWS = (8, 4, 2, 1)
LOCAL_THREADS = 256


def warp_rounds(state: State, segments: bool = False):
    """A warp per thread for each reduction loop not nested in another (:mod:`.warpreduce`),
    with 8, 4 or 2 warps' worth of old threads per block (one round per loop); only as the
    first step. The lanes per old thread follow the loop's trip count at the launch
    (:func:`~.warpreduce.lane_counts`: at most the trip count); a loop whose row walk the
    L1 already serves is refused (:func:`_walk_cached`). ``segments``: only the loops that
    walk data-bounded segments (:func:`_segment_lanes`; the unpriced pass), else only the
    others."""
    local = state.current.module.dialect == "opencl"
    for loop, walks, seg, trip in _walk_loops(state, segments):
        if seg and _compares(loop):
            yield [Refusal("warp-reduce", f"the loop at line {loop.loc.line}: a maximum or "
                           "minimum over data-bounded segments is not spread unpriced (the "
                           "fifth suite's segment_max_offsets ran 1.29 times slower so)",
                           loop.loc)]
            continue
        why = _walk_cached(state, loop, walks, trip)
        if why:
            yield [Refusal("warp-reduce", f"the loop at line {loop.loc.line}: {why}", loop.loc)]
            continue
        if local:
            widths = _tree_widths(trip, bool(seg))
            if not widths:
                yield [Refusal("warp-reduce", f"the loop at line {loop.loc.line}: "
                               + _tree_refusal(trip), loop.loc)]
                continue
        else:
            widths = seg or lane_counts(trip)
        forms = [(R, L) for L in widths for R in LOCAL_ROWS if R * L <= LOCAL_THREADS] \
            if local else [(R * LANES // L, L) for L in widths for R in WARP_ROWS]
        vector = [] if seg else _vector_walks(state, loop, walks, trip, local)
        yield itertools.chain(
            (warp_reduce(state.current, loop=loop, rows=R, lanes=L,
                         reassociate=state.reassociate, name=state.new_name)
             for R, L in forms),
            (warp_reduce(u, loop=main, rows=1 if local else R * LANES // L, lanes=L,
                         reassociate=state.reassociate, name=state.new_name)
             for u, main, Ls in vector for L in Ls for R in ((1,) if local else WARP_ROWS)))


def lanes_rounds(state: State, segments: bool = False):
    """A group of lanes per thread for each loop of independent iterations not nested in
    another (:mod:`.lanes`), as many lanes as :func:`~.warpreduce.lane_counts` gives for
    its trip count, in blocks of :data:`~.lanes.BLOCK_THREADS` threads (one round per
    loop); only as the first step, only for loops holding an uncoalesced access that steps
    one element per iteration; refused where the L1 already serves the row walk and where
    the kernel has uncoalesced accesses outside the loop (every lane would repeat them).
    ``segments`` as for :func:`warp_rounds`."""
    for loop, walks, seg, trip in _walk_loops(state, segments):
        why = _walk_cached(state, loop, walks, trip) or \
            _walks_elsewhere(state, loop, walks, trip)
        if why:
            yield [Refusal("lanes", f"the loop at line {loop.loc.line}: {why}", loop.loc)]
            continue
        widths = seg or lane_counts(trip)
        forms = [(G, max(1, T // G)) for G in widths for T in LANE_BLOCKS]
        vector = [] if seg else _vector_walks(state, loop, walks, trip)
        yield itertools.chain(
            (lanes_per_row(state.current, loop=loop, lanes=G, rows=R, name=state.new_name)
             for G, R in forms),
            (lanes_per_row(u, loop=main, lanes=G, rows=max(1, T // G), name=state.new_name)
             for u, main, Gs in vector for G in Gs for T in LANE_BLOCKS))


#: bytes a lane's grouped access of a row walk moves (a float4, a uint4)
VECTOR_BYTES = 16


#: OpenCL C's work-group per row adds its lanes' sums in a tree of local-memory steps with a
#: barrier after each (8 for 64 work-items): it pays only when each work-item has at least
#: this many iterations of the loop to do (the sixth suite's nhwc_channel_mean_cl, 64
#: channels a pixel and a work-group of 64 per pixel, ran 2.3 times slower than the
#: original on the H200: benchmarks/results/heldout6-h200-2026-11-28/)
TREE_ITERATIONS = 4
TREE_WIDTHS = (32, 64)


def _tree_widths(trip: int | None, segments: bool = False) -> tuple:
    """The work-group sizes of OpenCL C's work-group per row for a loop of ``trip``
    iterations at the launch: those that leave each work-item :data:`TREE_ITERATIONS`
    iterations at least. A trip count that differs from thread to thread (affine bounds: a
    triangular row) keeps both sizes; a segment bounded by loaded values (``segments``: a
    CSR row, its length is data) none."""
    if trip is None:
        return () if segments else TREE_WIDTHS
    return tuple(L for L in TREE_WIDTHS if trip >= TREE_ITERATIONS * L)


def _tree_refusal(trip: int | None) -> str:
    """Why no work-group per row is tried in OpenCL C (see :data:`TREE_ITERATIONS`)."""
    if trip is None:
        return ("its rows' lengths are data (bounds loaded from memory), and a work-group "
                "per row pays for its barrier tree only over long rows (OpenCL C has no warp "
                "shuffle)")
    return (f"{trip} iterations leave a work-group of {TREE_WIDTHS[0]} fewer than "
            f"{TREE_ITERATIONS} each: its barrier tree (OpenCL C has no warp shuffle) would "
            "cost more than the uncoalesced walk it replaces")


def _vector_walks(state: State, loop: N.For, walks: list, trip: int | None,
                  local: bool = False) -> list:
    """The row walk of ``loop`` with each lane's consecutive elements grouped first: the
    loop unrolled by ``16 / element size`` with its accesses grouped (:func:`.unroll_loop`,
    a remainder loop for the rest), so that the lanes spread over it next each move a
    16-byte word (what a hand kernel's ``float4`` loads do), where scalar lanes move one
    element each. ``[(variant, its unrolled loop, lane counts)]``; empty when nothing in
    the walk can be grouped (then the scalar lanes alone are tried)."""
    size = min((a.size for a, _ in walks), default=0)
    if not size or VECTOR_BYTES % size or VECTOR_BYTES // size < 2:
        return []
    factor = VECTOR_BYTES // size
    current = next((n for n in walk(state.current.function().body) if isinstance(n, N.For)
                    and n.loc == loop.loc and n == loop), None)
    if current is None:
        return []
    u = unroll_loop(state.current, loop=current, factor=factor, name=state.new_name)
    if isinstance(u, Refusal):
        return []
    main = next((m for m in reduction_loops(u.function()) if m.loc == loop.loc
                 and isinstance(m.step, N.Assign)), None)
    if main is None:
        return []
    vtrip = None if trip is None else trip // factor
    counts = _tree_widths(vtrip) if local else lane_counts(vtrip)
    return [(u, main, counts)] if counts else []


def _trip_count(env, loop: N.For, values: dict) -> int | None:
    """The iterations of ``loop`` at the launch (``values``), when the same for every
    thread; ``env``: the kernel's index analysis."""
    try:
        lp = env.loop(loop)
    except KeyError:
        return None
    return lp.trip_count(values)


def _walk_cached(state: State, loop: N.For, walks: list, trip: int | None) -> str | None:
    """Why spreading ``loop`` over lanes would not pay because the L1 already serves its
    uncoalesced row walk ``walks`` (None when it may pay): every access the lanes would fix
    is a load, and the bytes one warp's 32 lanes walk over the whole loop (their rows, ``trip``
    elements each) fit in a warp's share of the L1 when the SM is full (the device's L1
    bytes / its resident warps). Each sector then comes from DRAM once and serves the
    next iterations from the L1, which is what the coalesced form would fetch; the lanes
    would only add threads and combining (the fourth held-out suite's ``gbmv_rows``, 17
    floats a row, ran slower with a warp per row: benchmarks/results/heldout4-h200-2026-11-28/).
    Stores are never so served (the L1 does not hold them)."""
    dev = state.device
    if trip is None or not dev.l1_shared_bytes_per_sm or not dev.max_warps_per_sm:
        return None
    share = dev.l1_shared_bytes_per_sm // dev.max_warps_per_sm
    sector = dev.global_sector_bytes
    if not walks or any(a.kind != "load" for a, _ in walks) or _stores_scattered(state, loop):
        return None
    worst = 0
    for a, lane in walks:
        if lane is None:
            return None
        span = trip * a.size
        rows = 31 * abs(lane) + span if abs(lane) <= span else 32 * -(-span // sector) * sector
        worst = max(worst, rows)
    if worst > share:
        return None
    return (f"the row walk is served by the L1: the 32 rows a warp walks span {worst} bytes "
            f"over the loop's {trip} iterations, within a warp's share of the L1 ({share} "
            f"bytes: {dev.l1_shared_bytes_per_sm} over {dev.max_warps_per_sm} warps), so "
            "each sector comes from DRAM once already; lanes per row would only add threads")


#: straight-line uncoalesced accesses beside a row walk are left to every lane when the
#: walk issues at least this many times as many (its accesses times its trip count)
WALK_OUTWEIGHS = 8


def _walks_elsewhere(state: State, loop: N.For, walks: list,
                     trip: int | None = None) -> str | None:
    """Why lanes per row would leave the kernel's other uncoalesced accesses worse (None
    when it has none outside ``loop``, or only straight-line ones that the walk outweighs):
    every lane runs the code outside the loop, so an uncoalesced access there stays
    uncoalesced and is issued by G times as many warps (the second suite's ``d2q9_collide``
    reads its cell's nine populations in one loop and writes them in another; staging the
    records serves both). A row's first and last elements handled beside a walk over the
    rest (the sixth suite's ``row_smooth3``, a 3-point stencil along a row) are a few
    accesses against thousands: the walk decides (:data:`WALK_OUTWEIGHS`)."""
    outside = []
    for p in state.before.predictions:
        a = p.access
        if a.space != "global" or p.verdict != "uncoalesced" or _loop_of(a, loop) is not None:
            continue
        if a.loops or trip is None:
            return (f"line {a.loc.line}: the {a.kind} of {a.array} outside the loop is "
                    "uncoalesced too, and every lane of the group would repeat it")
        outside.append(a)
    if outside and len(outside) * WALK_OUTWEIGHS > len(walks) * trip:
        a = outside[0]
        return (f"line {a.loc.line}: the {a.kind} of {a.array} outside the loop is "
                f"uncoalesced too, and {len(outside)} such accesses are not outweighed by "
                f"the loop's walk ({trip} iterations): every lane of the group would repeat "
                "them")
    return None


def _stores_scattered(state: State, loop: N.For) -> bool:
    """Whether ``loop`` holds a global store not known to be coalesced (its lanes' bytes
    go to L2 sector by sector, whatever the L1 holds)."""
    return any(p.access.space == "global" and p.access.kind != "load"
               and p.verdict not in ("coalesced", "broadcast")
               and _loop_of(p.access, loop) is not None
               for p in state.before.predictions)


def _row_walks(state: State, loop: N.For, values: dict) -> list:
    """``(access, lane stride in bytes)`` of the uncoalesced global accesses of ``loop``
    whose address steps one element per iteration (those lanes per row would make
    coalesced); the lane stride is None where it is not a constant at the launch
    (``values``, :func:`report_values`)."""
    out = []
    for p in state.before.predictions:
        a = p.access
        if a.space != "global" or p.verdict != "uncoalesced" or a.offset is None:
            continue
        lp = _loop_of(a, loop)
        if lp is None:
            continue
        form = a.offset.substitute(values)
        c = form.coefficient(lp.symbol).constant
        if c is not None and abs(c) == a.size:
            out.append((a, form.coefficient("tid.x").constant))
    return out


def _segment_walks(state: State, loop: N.For, env) -> list:
    """The global accesses of ``loop`` that walk a segment whose start is a value loaded
    from memory (``vals[k]`` for ``k`` from ``rowptr[r]`` to ``rowptr[r + 1]``: a CSR row),
    one element per iteration. The analysis cannot place them (their verdict is unknown),
    but each thread's segment is its own, so a warp's lanes touch as many sectors as
    threads; lanes on the loop index make them neighbours. ``env``: the kernel's index
    analysis."""
    try:
        lp = env.loop(loop)
    except KeyError:
        return []
    if lp.kind == "linear" or not data_bounded(loop, lp):
        return []
    out = []
    for p in state.before.predictions:
        a = p.access
        if a.space == "global" and p.verdict == "unknown" and a.offset is None \
                and _loop_of(a, loop) is not None and isinstance(a.node, N.Index) \
                and walks_by_one(a.node.index, loop):
            out.append(a)
    return out


def _segment_lanes(state: State, walks: list) -> tuple:
    """Lanes per old thread for a loop whose only walks are the data-bounded segments
    ``walks`` (its trip count is data, not known at the launch): enough lanes that a group's
    accesses fill one sector (8 for 4-byte elements), where a group as wide as a warp would
    idle most of its lanes on short rows. Empty when there is no such walk."""
    size = min((a.size for a in walks), default=0)
    if not size:
        return ()
    lanes = state.device.global_sector_bytes // size
    return (min(LANES, max(2, 1 << (lanes.bit_length() - 1))),)


__all__ = ["warp_rounds", "lanes_rounds", "report_values", "TREE_ITERATIONS", "TREE_WIDTHS",
           "VECTOR_BYTES", "WALK_OUTWEIGHS"]
