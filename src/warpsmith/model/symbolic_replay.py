"""The exact alternative to symbolic evaluation: replay one representative block on the
simulator and read, per source line, the active warps and the shared-memory wavefronts.

Where a condition is not a triplet, or too costly to evaluate symbolically, the paper falls
back to bounds (weights 0 and 1). warpsmith can instead run one block of the launch on the
CPU simulator: its activity masks are the exact active threads of every step, its shared
addresses the exact bank pattern.

How one block is run: the kernel (and every function of the module) is rewritten so that
``blockIdx`` is the chosen block's index and ``gridDim`` (and OpenCL's global id, global
size and work dimension) keep the values of the real launch, then it is simulated as a grid
of one block. The block therefore computes exactly what it computes in the full launch
(addresses, bounds checks like ``if (gid < n)``, loop trip counts), on the full-size
buffers in ``args``, in the time of one block. Block (0, 0, 0) is the default
representative (the blocks of the paper's kernels all behave alike); pass another
``block_index`` for a kernel whose last block is partial. A block that reads what other
blocks write would see the initial data instead (a race in the real launch anyway).

What is recorded, besides the simulator's own :class:`~warpsmith.backends.sim_memory.Trace`
(whose counts are those of this one block; its instructions lack the special-register reads
of the replaced ``blockIdx``): per statement (line, column, kind) and per line, how often it
ran with at least one active thread, the warps with an active thread summed over those runs
and per run, and the active threads; per shared access site the requests and the wavefronts
under the *device's* bank model (:func:`~warpsmith.model.symbolic_steps.warp_wavefronts`:
16 banks per half-warp on compute capability 1.x, 32 banks on later GPUs, where it equals the
trace's ``shared_wavefronts``). These hooks wrap two methods of the simulator's compiler
instance (``Sim.cstmt`` and ``Memory._count``); the simulator itself is not changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..backends import simulator as S
from ..ir.launch import dim3
from ..ir.errors import LaunchError, Unsupported, WarpsmithError
from ..ir import nodes as N
from ..ir.visit import transform
from .symbolic_steps import Coefficients, Step, coefficients, warp_wavefronts


@dataclass
class LineCounts:
    """What ran on one source line (statements sharing a line are added together)."""

    executions: int = 0  # runs with at least one active thread
    active_warps: int = 0  # warps with an active thread, summed over the runs
    active_threads: int = 0
    warps_per_execution: list[int] = field(default_factory=list)
    shared_requests: int = 0
    shared_wavefronts: int = 0  # by the device's bank model


@dataclass
class SiteCounts:
    """One shared memory access site (line, column, "load"/"store")."""

    requests: int = 0  # warps with an active lane, summed over the executions
    wavefronts: int = 0  # by the device's bank model
    lanes: int = 0
    per_call: list[int] = field(default_factory=list)  # wavefronts of each execution


@dataclass
class BlockReplay:
    """The replay of one block (module doc). ``lines`` and ``statements`` map to
    :class:`LineCounts` (statements keyed ``(line, column, kind)``), ``sites`` to
    :class:`SiteCounts`; ``trace`` is the simulator's trace of the block."""

    kernel: str
    device: str
    block_index: tuple[int, int, int]
    block: tuple[int, int, int]
    warps_per_block: int
    lines: dict[int, LineCounts]
    statements: dict[tuple, LineCounts]
    sites: dict[tuple, SiteCounts]
    trace: object
    device_obj: object = field(default=None, repr=False)

    @property
    def threads_per_block(self) -> int:
        """Threads of the replayed block."""
        return self.block[0] * self.block[1] * self.block[2]

    def steps(self, line: int, guard_line: int | None = None) -> list[Step]:
        """The runs of ``line`` as :class:`Step` objects (warps and, per shared site on the
        line, wavefronts), plus a step without active warps for each run of ``guard_line``
        (the condition around it) in which ``line`` did not run."""
        lc = self.lines.get(line, LineCounts())
        n = lc.executions
        steps = [Step(k, np.zeros(0, np.int64), w) for k, w in enumerate(lc.warps_per_execution)]
        cyc = getattr(self.device_obj, "shared_cycles_per_wavefront", None)
        for key, sc in self.sites.items():
            if key[0] != line:
                continue
            label = f"{key[2]} {key[0]}:{key[1]}"
            calls = sc.per_call if len(sc.per_call) == n else [sc.wavefronts] + [0] * (n - 1)
            for st, wf in zip(steps, calls):
                st.wavefronts[label] = int(wf)
                if cyc is not None:
                    st.cycles[label] = float(wf) * float(cyc)
        if guard_line is not None:
            extra = self.lines.get(guard_line, LineCounts()).executions - n
            steps += [Step(n + j, np.zeros(0, np.int64), 0) for j in range(max(0, extra))]
        return steps

    def coefficients(self, line: int, guard_line: int | None = None, *,
                     cycles_per_wavefront: float | None = None, **kw) -> Coefficients:
        """cc, cs, cr of the statement(s) on ``line`` as :func:`coefficients` computes them
        from the symbolic steps; the steps are the runs of ``guard_line`` (the ``if`` whose
        region ``line`` is in; default: the runs of ``line`` itself)."""
        steps = self.steps(line, guard_line)
        if cycles_per_wavefront is not None:
            for st in steps:
                st.cycles = {k: v * float(cycles_per_wavefront) for k, v in
                             st.wavefronts.items()}
        elif any(st.wavefronts for st in steps) and not any(st.cycles for st in steps):
            from .symbolic_steps import timing
            c = timing(self.device_obj, "shared_cycles_per_wavefront")
            for st in steps:
                st.cycles = {k: v * c for k, v in st.wavefronts.items()}
        return coefficients(steps, self.threads_per_block, self.device_obj, **kw)


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


def replay_block(module: N.Module, kernel: str, grid, block, args: dict, device, *,
                 block_index=(0, 0, 0), dynamic_shared: int = 0) -> BlockReplay:
    """Run block ``block_index`` of the launch ``grid`` x ``block`` of ``kernel`` on the
    simulator with ``args`` (as :func:`~warpsmith.backends.simulator.simulate` takes them)
    and return its per-line active warps and per-site shared wavefronts under ``device``'s
    bank model (module doc)."""
    grid, block = dim3(grid), dim3(block)
    bi = tuple(int(v) for v in (tuple(block_index) + (0, 0, 0))[:3])
    if any(not 0 <= bi[d] < grid[d] for d in range(3)):
        raise LaunchError(f"block {bi} is not in the grid {grid}")
    if int(device.warp_size) != 32:
        raise WarpsmithError(f"{device.key}: the simulator's warps have 32 threads, the "
                             f"device's {device.warp_size}")
    one = one_block_module(module, grid, block, bi)
    try:
        fn = one.function(kernel)
    except KeyError:
        names = ", ".join(k.name for k in one.kernels) or "none"
        raise LaunchError(f"no kernel '{kernel}' in {module.file} (kernels: {names})") from None
    if block[0] * block[1] * block[2] > 1024:
        raise LaunchError(f"block of {block[0] * block[1] * block[2]} threads: at most 1024")
    sim = S.Sim(one, fn, (1, 1, 1), block, dynamic_shared, True, S.DEFAULT_MAX_THREADS)
    statements: dict[tuple, LineCounts] = {}
    sites: dict[tuple, SiteCounts] = {}
    compile_stmt = sim.cstmt

    def cstmt(s):
        f = compile_stmt(s)
        if isinstance(s, N.Block):
            return f
        key = (s.loc.line, s.loc.col, type(s).__name__)

        def run(ctx, m):
            if m.any():
                lc = statements.get(key)
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

    def counted(kind, write, mask_obj, s, off, raw, nbytes, line, site=None):
        count(kind, write, mask_obj, s, off, raw, nbytes, line, site)
        if kind != "shared":
            return
        n = mask_obj.n
        addr = np.zeros(n, np.int64)
        act = np.zeros(n, bool)
        addr[s] = off
        act[s] = True
        wf = warp_wavefronts(addr, act, nbytes, device)
        key = (site[0], site[1], "store" if write else "load") if site is not None \
            else (line, 0, "store" if write else "load")
        sc = sites.get(key)
        if sc is None:
            sc = sites[key] = SiteCounts()
        total = int(wf.sum())
        sc.requests += int(act.reshape(-1, 32).any(axis=1).sum())
        sc.wavefronts += total
        sc.lanes += int(act.sum())
        sc.per_call.append(total)

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
    return BlockReplay(kernel, getattr(device, "key", str(device)), bi, block, -(-tpb // 32),
                       lines, statements, sites, result.trace, device)


__all__ = ["replay_block", "BlockReplay", "LineCounts", "SiteCounts", "one_block_module"]
