"""Types every backend shares.

:class:`RunResult` is what ``simulate``, ``run_opencl`` and ``run_cuda`` return: the
buffers after the run (by parameter name) and, for the simulator with tracing on, the
trace. The simulator may define its own compatible class; backends should construct
results through this one so that callers can treat them alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass
class RunResult:
    """The outcome of one kernel launch."""

    outputs: dict[str, np.ndarray] = field(default_factory=dict)
    trace: object | None = None
    backend: str = ""
    device: str = ""
    printf: str = ""  # what the kernel printed (the simulator: ordered by block, thread)
    warnings: list = field(default_factory=list)  # located (the simulator: uninitialized reads)


def poisoned(host: np.ndarray) -> np.ndarray:
    """A copy of ``host`` with every byte 0xFF (NaN for floats, -1 for integers): what a
    pure output holds before a checked run, so a kernel that never writes it cannot pass."""
    out = np.empty_like(host)
    out.view(np.uint8)[...] = 0xFF
    return out


__all__ = ["RunResult", "poisoned"]
