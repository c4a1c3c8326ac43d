"""Run one block of a launch on the simulator and count, per statement and per shared access
site, what ran: the simulator-driving half of the model's replay (``model/symbolic_replay.py``).

How one block is run: the kernel (and every function of the module) is rewritten so that
``blockIdx`` is the chosen block's index and ``gridDim`` (and OpenCL's global id, global
size and work dimension) keep the values of the real launch (:func:`one_block_module`),
then it is simulated as a grid of one block: it computes exactly what it computes in the
full launch, in the time of one block. Hooks wrap two methods of the simulator's compiler
instance (``Sim.cstmt`` and ``Memory._count``); the simulator itself is not changed. The
result is a plain :class:`ReplayRecord`; the bank model that turns a warp's shared addresses
into wavefronts is passed in (``wavefronts``), so the numbers are the device's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from . import loop_sampling as LS
from . import simulator as S
from .sim_memory import cow_filled, sector_keys, warp_sectors
from .sim_values import dtype_of
from ..ir.launch import dim3
from ..ir.errors import LaunchError, Unsupported, WarpsmithError
from ..ir import nodes as N
from ..ir.types import PointerType, ScalarType
from ..ir.visit import transform


@dataclass
class LineCounts:
    """What ran on one source line (statements sharing a line are added together)."""

    executions: int = 0  # runs with at least one active thread
    active_warps: int = 0  # warps with an active thread, summed over the runs
    active_threads: int = 0
    warps_per_execution: list[int] = field(default_factory=list)
    shared_requests: int = 0
    shared_wavefronts: int = 0  # by the device's bank model

    def __deepcopy__(self, memo) -> "LineCounts":
        # numbers and a list of numbers: copying the list is a deep copy (and much
        # faster than deepcopy's walk over every number of a long list)
        return LineCounts(self.executions, self.active_warps, self.active_threads,
                          list(self.warps_per_execution), self.shared_requests,
                          self.shared_wavefronts)


@dataclass
class SiteCounts:
    """One shared memory access site (line, column, "load"/"store")."""

    requests: int = 0  # warps with an active lane, summed over the executions
    wavefronts: int = 0  # by the device's bank model
    lanes: int = 0
    per_call: list[int] = field(default_factory=list)  # wavefronts of each execution

    def __deepcopy__(self, memo) -> "SiteCounts":
        return SiteCounts(self.requests, self.wavefronts, self.lanes, list(self.per_call))


@dataclass
class ReplayRecord:
    """What one replayed block did: ``statements`` maps ``(line, column, kind)`` to
    :class:`LineCounts`, ``lines`` the same added per line (with the line's shared requests
    and wavefronts), ``sites`` maps ``(line, column, "load"/"store")`` to
    :class:`SiteCounts`; ``trace`` is the simulator's trace of the block;
    ``global_sectors`` (a replay of the caller's arguments only) maps a global access site ``(line, column, "load"/"store")`` to
    ``(sectors requested, distinct sectors)`` over the requests that ran: the block's own
    reuse of the 32-byte sectors it reads (a loop the sampler cut short counts the
    iterations that ran)."""

    kernel: str
    block_index: tuple[int, int, int]
    block: tuple[int, int, int]
    warps_per_block: int
    lines: dict[int, LineCounts]
    statements: dict[tuple, LineCounts]
    sites: dict[tuple, SiteCounts]
    trace: object
    global_sectors: dict = field(default_factory=dict)
    # per constant-memory load site (line, column): (warp requests, distinct 4-byte words
    # summed over them), what the constant cache splits the requests into (model rule 19)
    constant_sites: dict = field(default_factory=dict)


def one_block_module(module: N.Module, grid, block, block_index) -> N.Module:
    """``module`` with ``blockIdx`` fixed to ``block_index`` and ``gridDim`` (global size,
    work dimension) kept at ``grid``'s values: run as a grid of one block it is that block
    of the full launch."""
    grid, block = dim3(grid), dim3(block)
    work_dim = 3 if (grid[2] > 1 or block[2] > 1) else (
        2 if (grid[1] > 1 or block[1] > 1) else 1)

    def fix(n):
        if not isinstance(n, N.Special):
            return None
        d, t, loc = n.dim, n.type, n.loc
        if n.kind == "group_id":
            return N.Const(int(block_index[d]) if d < 3 else 0, t, loc=loc)
        if n.kind == "num_groups":
            return N.Const(int(grid[d]) if d < 3 else 1, t, loc=loc)
        if n.kind == "global_size":
            return N.Const(int(grid[d] * block[d]) if d < 3 else 1, t, loc=loc)
        if n.kind == "work_dim":
            return N.Const(work_dim, t, loc=loc)
        if n.kind == "global_id":
            base = int(block_index[d] * block[d]) if d < 3 else 0
            return N.Binary("+", N.Const(base, t, loc=loc), N.Special("local_id", d, t, loc=loc),
                            t, loc=loc)
        return None

    fns = tuple(transform(f, fix) for f in module.functions)
    return N.Module(fns, module.globals, module.structs, module.dialect, module.file)


def run_block(module: N.Module, kernel: str, grid, block, args: dict | None, wavefronts, *,
              block_index=(0, 0, 0), dynamic_shared: int = 0, buffer_bytes: dict | None = None,
              params: dict | None = None, sample_loops: int = 0,
              max_steps: int | None = None) -> ReplayRecord:
    """Run block ``block_index`` of the launch ``grid`` x ``block`` of ``kernel`` on the
    simulator with ``args`` (as :func:`~warpsmith.backends.simulator.simulate` takes them;
    None: :func:`replay_args` of ``buffer_bytes`` and ``params``) and count its statements
    and shared accesses (module doc); ``wavefronts(addresses, active, nbytes)`` gives the
    wavefronts of each warp of one shared access. ``sample_loops=k`` (k >= 2): a uniform
    ``for`` loop stops running its body once ``k`` iterations counted the same, and the
    rest are counted as those (``backends/loop_sampling.py``; 0: every iteration runs).
    ``max_steps``: loop iterations the block may run (a ``SimulationError`` past them;
    None: the simulator's default), for a replay on made-up data whose data-driven loop may
    never end (a count, not seconds, so that the outcome is the same on every machine)."""
    grid, block = dim3(grid), dim3(block)
    bi = tuple(int(v) for v in (tuple(block_index) + (0, 0, 0))[:3])
    if any(not 0 <= bi[d] < grid[d] for d in range(3)):
        raise LaunchError(f"block {bi} is not in the grid {grid}")
    one = one_block_module(module, grid, block, bi)
    try:
        fn = one.function(kernel)
    except KeyError:
        names = ", ".join(k.name for k in one.kernels) or "none"
        raise LaunchError(f"no kernel '{kernel}' in {module.file} (kernels: {names})") from None
    if block[0] * block[1] * block[2] > 1024:
        raise LaunchError(f"block of {block[0] * block[1] * block[2]} threads: at most 1024")
    real_data = args is not None  # the block's sector reuse says something only then
    if args is None:
        args = replay_args(module.function(kernel), buffer_bytes or {}, params or {},
                           shared_pages=True)
    limit = S.StepLimit(fn.name, max_steps, None) if max_steps is not None else None
    sim = S.Sim(one, fn, (1, 1, 1), block, dynamic_shared, True, S.DEFAULT_MAX_THREADS,
                limit)
    statements: dict[tuple, LineCounts] = {}
    sites: dict[tuple, SiteCounts] = {}
    compile_stmt = sim.cstmt
    counts = LS.Counts(statements, sites, sim.trace)

    def cstmt(s):
        if sample_loops >= 2 and isinstance(s, N.For) and LS.samplable(s):
            f = LS.sampled_for(sim, s, counts, int(sample_loops), S._line(s))
        else:
            f = compile_stmt(s)
        if isinstance(s, N.Block):
            return f
        key = (s.loc.line, s.loc.col, type(s).__name__)

        def run(ctx, m):
            if m.any():
                lc = statements.get(key)
                if counts.open:  # a sampled loop's iteration records what changes
                    counts.statement(key, lc)
                if lc is None:
                    lc = statements[key] = LineCounts()
                w = m.warps()
                lc.executions += 1
                lc.active_warps += w
                lc.active_threads += int(m.idx().size)
                lc.warps_per_execution.append(w)
            return f(ctx, m)
        return run

    sim.cstmt = cstmt
    count = sim.mem._count

    seen: dict = {}
    constant: dict = {}
    # loads through an OpenCL __constant pointer: the simulator keeps such a buffer as a
    # read-only global region, so these sites are known by their text
    constant_params = _constant_param_sites(module.function(kernel))

    def counted(kind, write, mask_obj, s, off, raw, nbytes, line, site=None):
        count(kind, write, mask_obj, s, off, raw, nbytes, line, site)
        if not write and (kind == "constant" or (
                kind == "global" and site is not None and site in constant_params)):
            _note_words(constant, (site[0], site[1]) if site is not None else (line, 0),
                        mask_obj, s, off)
        if real_data and kind == "global" and site is not None:
            _note_sectors(seen, (site[0], site[1], "store" if write else "load"), mask_obj,
                          s, raw)
        if counts.probes and kind in ("global", "shared"):
            counts.access(kind, (site, line, write), raw if kind == "global" else off, nbytes)
        if kind == "shared":
            key = (site[0], site[1], "store" if write else "load") if site is not None \
                else (line, 0, "store" if write else "load")
            sc = sites.get(key)
            if counts.open:
                counts.site(key, sc)
            if sc is None:
                sc = sites[key] = SiteCounts()
            _count_shared(sc, wavefronts, mask_obj, s, off, nbytes)

    sim.mem._count = counted
    try:
        result = sim.run(args)
    except WarpsmithError:
        raise
    except Exception as ex:  # noqa: BLE001 - an internal failure must not escape as such
        raise Unsupported(f"the simulator cannot replay kernel {kernel}: internal "
                          f"{type(ex).__name__}: {ex}") from ex
    lines: dict[int, LineCounts] = {}
    for (line, _, _), lc in sorted(statements.items()):
        agg = lines.setdefault(line, LineCounts())
        agg.executions += lc.executions
        agg.active_warps += lc.active_warps
        agg.active_threads += lc.active_threads
        agg.warps_per_execution += lc.warps_per_execution
    for (line, _, _), sc in sites.items():
        agg = lines.setdefault(line, LineCounts())
        agg.shared_requests += sc.requests
        agg.shared_wavefronts += sc.wavefronts
    tpb = block[0] * block[1] * block[2]
    return ReplayRecord(kernel, bi, block, -(-tpb // 32), lines, statements, sites,
                        result.trace, {k: (req, int(np.unique(np.concatenate(parts)).size))
                                       for k, (req, parts) in seen.items()},
                        {k: (req, words) for k, (req, words) in constant.items()})


def _constant_param_sites(fn: N.Function) -> set:
    """(line, column) of every ``p[i]`` of ``fn`` whose ``p`` is a pointer parameter to
    constant memory (OpenCL ``__constant T *p``)."""
    from ..ir.types import AddressSpace
    from ..ir.visit import walk

    names = {p.name for p in fn.params if isinstance(p.type, PointerType)
             and p.type.space == AddressSpace.CONSTANT}
    if not names:
        return set()
    return {(n.loc.line, n.loc.col) for n in walk(fn.body)
            if isinstance(n, N.Index) and isinstance(n.base, N.Var) and n.base.name in names
            and n.loc is not None}


def _note_words(constant: dict, key: tuple, mask_obj, s, off) -> None:
    """Add one constant-memory load of site ``key`` to ``constant``: its requesting warps and
    the distinct 4-byte words each asks for (``off``: the active lanes' byte offsets, ``s``
    which lanes)."""
    if isinstance(s, slice):
        keys = np.asarray(off, dtype=np.int64) >> 2
    else:
        keys = np.full(mask_obj.n, -1, np.int64)
        keys[s] = np.asarray(off, dtype=np.int64) >> 2
    entry = constant.setdefault(key, [0, 0])
    entry[0] += mask_obj.warps()
    entry[1] += warp_sectors(keys)


def _note_sectors(seen: dict, key: tuple, mask_obj, s, raw) -> None:
    """Add one global request of site ``key`` to ``seen``: the sectors its warps request
    and the sectors themselves, for the site's distinct count (``raw``: the active lanes'
    byte addresses, ``s`` which lanes)."""
    keys = sector_keys(mask_obj, s, raw)
    entry = seen.setdefault(key, [0, []])
    entry[0] += warp_sectors(keys)
    entry[1].append(np.unique(keys[keys >= 0]))


def _count_shared(sc: SiteCounts, wavefronts, mask_obj, s, off, nbytes: int) -> None:
    """Add one shared request to its site's counts: the requesting warps, wavefronts (the
    device's bank model ``wavefronts``) and lanes. The simulator passes a request's own
    mask with its active lanes ``s`` (an index array, or ``slice(None)`` when every lane is
    active) and their offsets ``off``, so the mask's cached facts are the request's."""
    act = mask_obj.a
    if isinstance(s, slice):  # every lane: ``off`` is the whole block's
        addr, lanes = off, mask_obj.n
    else:
        addr = np.zeros(mask_obj.n, np.int64)
        addr[s] = off
        lanes = int(s.size)
    total = int(wavefronts(addr, act, nbytes).sum())
    sc.requests += mask_obj.warps()
    sc.wavefronts += total
    sc.lanes += lanes
    sc.per_call.append(total)


def run_block_sampled(module: N.Module, kernel: str, grid, block, args: dict | None,
                      wavefronts, **kw) -> ReplayRecord:
    """:func:`run_block` with ``sample_loops=3``: the replay a model ranking of a tuning
    space uses (uniform loops counted from three iterations)."""
    return run_block(module, kernel, grid, block, args, wavefronts, sample_loops=3, **kw)


def replay_args(fn: N.Function, buffer_bytes: dict, params: dict, *,
                shared_pages: bool = False) -> dict:
    """Arguments for replaying kernel ``fn`` without real data: every pointer a buffer of
    ones of ``buffer_bytes[name]`` bytes (16 MiB where unknown), every scalar its value in
    ``params`` (1 where absent). Raises ValueError when the buffers would pass 1 GiB.
    ``shared_pages``: numeric buffers are copy-on-write mappings of one template
    (:func:`~.sim_memory.cow_filled`) that the simulator takes as its memory without a
    copy, so the arguments serve one run only (the run writes into them)."""
    args = {}
    for p in fn.params:
        t = p.type
        if isinstance(t, PointerType):
            try:
                dt = np.dtype(dtype_of(t.pointee))
            except Exception:  # noqa: BLE001 - structs: bytes
                dt = np.dtype(np.uint8)
            nbytes = buffer_bytes.get(p.name, -1)
            if nbytes is None or nbytes < 0:
                nbytes = 1 << 24
            count = max(1, -(-int(nbytes) // dt.itemsize))
            if count * dt.itemsize > (1 << 30):
                raise ValueError("buffers too large to replay")
            if shared_pages and dt.kind in "biuf" and dt.shape == ():
                args[p.name] = cow_filled(dt, count, 1)
            else:
                args[p.name] = np.ones(count, dtype=dt)
        elif isinstance(t, ScalarType):
            v = params.get(p.name, 1)
            args[p.name] = np.array(v, dtype=t.numpy_dtype)[()] if hasattr(t, "numpy_dtype") \
                else v
    return args


__all__ = ["run_block", "run_block_sampled", "replay_args", "ReplayRecord", "LineCounts", "SiteCounts",
           "one_block_module"]
