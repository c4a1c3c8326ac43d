"""The exact alternative to symbolic evaluation: replay one representative block on the
simulator and read, per source line, the active warps and the shared-memory wavefronts.

Where a condition is not a triplet, or too costly to evaluate symbolically, the paper falls
back to bounds (weights 0 and 1). warpsmith can instead run one block of the launch on the
CPU simulator: its activity masks are the exact active threads of every step, its shared
addresses the exact bank pattern.

How one block is run is the backends' part (``backends/block_replay.py``: ``blockIdx``
fixed, ``gridDim`` kept, simulated as a grid of one block, so the block computes exactly
what it computes in the full launch); the model does not import it: :func:`replay_block`
takes it as ``runner`` and wraps its plain record in a :class:`BlockReplay`. Block
(0, 0, 0) is the default representative (the blocks of the paper's kernels all behave
alike); pass another ``block_index`` for a kernel whose last block is partial. A block that
reads what other blocks write would see the initial data instead (a race in the real launch
anyway).

What is recorded, besides the simulator's own :class:`~warpsmith.backends.sim_memory.Trace`
(whose counts are those of this one block; its instructions lack the special-register reads
of the replaced ``blockIdx``): per statement (line, column, kind) and per line, how often it
ran with at least one active thread, the warps with an active thread summed over those runs
and per run, and the active threads; per shared access site the requests and the wavefronts
under the *device's* bank model (:func:`~warpsmith.model.symbolic_steps.warp_wavefronts`:
16 banks per half-warp on compute capability 1.x, 32 banks on later GPUs, where it equals the
trace's ``shared_wavefronts``). The bank model is passed to the runner as a
``wavefronts`` function.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..ir.errors import WarpsmithError
from .symbolic_steps import Coefficients, Step, coefficients, warp_wavefronts


@dataclass
class BlockReplay:
    """The replay of one block (module doc). ``lines`` and ``statements`` map to the
    runner's line counts (statements keyed ``(line, column, kind)``: ``executions``,
    ``active_warps``, ``warps_per_execution``, ...), ``sites`` to its site counts
    (``requests``, ``wavefronts``, ``per_call``); ``trace`` is the simulator's trace."""

    kernel: str
    device: str
    block_index: tuple[int, int, int]
    block: tuple[int, int, int]
    warps_per_block: int
    lines: dict
    statements: dict
    sites: dict
    trace: object
    device_obj: object = field(default=None, repr=False)
    #: global site -> (sectors requested, distinct sectors), replays of real data only
    global_sectors: dict = field(default_factory=dict)
    #: constant load site (line, column) -> (warp requests, distinct words over them)
    constant_sites: dict = field(default_factory=dict)

    @classmethod
    def of(cls, record, device) -> "BlockReplay":
        """The replay of a runner's record (``backends.block_replay.ReplayRecord``) on
        ``device``."""
        return cls(record.kernel, getattr(device, "key", str(device)), record.block_index,
                   record.block, record.warps_per_block, record.lines, record.statements,
                   record.sites, record.trace, device,
                   dict(getattr(record, "global_sectors", None) or {}),
                   dict(getattr(record, "constant_sites", None) or {}))

    @property
    def threads_per_block(self) -> int:
        """Threads of the replayed block."""
        return self.block[0] * self.block[1] * self.block[2]

    def _executions(self, line) -> tuple[int, list]:
        lc = self.lines.get(line)
        return (0, []) if lc is None else (lc.executions, lc.warps_per_execution)

    def steps(self, line: int, guard_line: int | None = None) -> list[Step]:
        """The runs of ``line`` as :class:`Step` objects (warps and, per shared site on the
        line, wavefronts), plus a step without active warps for each run of ``guard_line``
        (the condition around it) in which ``line`` did not run."""
        n, per_run = self._executions(line)
        steps = [Step(k, np.zeros(0, np.int64), w) for k, w in enumerate(per_run)]
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
            extra = self._executions(guard_line)[0] - n
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


def bank_model(device):
    """``wavefronts(addresses, active, nbytes)``: the wavefronts of each warp of one shared
    access under ``device``'s bank model (:func:`warp_wavefronts`), for a replay runner."""
    def wavefronts(addresses, active, nbytes):
        return warp_wavefronts(addresses, active, nbytes, device)
    return wavefronts


def replay_block(module, kernel: str, grid, block, args: dict | None, device, runner, *,
                 block_index=(0, 0, 0), dynamic_shared: int = 0, **inputs) -> BlockReplay:
    """Block ``block_index`` of the launch ``grid`` x ``block`` of ``kernel`` run by
    ``runner`` (``backends.block_replay.run_block``) with ``args`` and ``device``'s bank
    model: its per-line active warps and per-site shared wavefronts (module doc).
    ``inputs`` (``buffer_bytes``, ``params``) go to the runner, which makes arguments of
    them when ``args`` is None."""
    if int(device.warp_size) != 32:
        raise WarpsmithError(f"{device.key}: the simulator's warps have 32 threads, the "
                             f"device's {device.warp_size}")
    rec = runner(module, kernel, grid, block, args, bank_model(device),
                 block_index=block_index, dynamic_shared=dynamic_shared, **inputs)
    return BlockReplay.of(rec, device)


__all__ = ["replay_block", "bank_model", "BlockReplay"]
