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


def normalize_dim(d) -> tuple[int, int, int]:
    """(x, y, z) from an int or a 1-3 element sequence; every entry >= 1."""
    if isinstance(d, (int, np.integer)):
        d = (int(d),)
    d = tuple(int(v) for v in d)
    if not 1 <= len(d) <= 3:
        raise ValueError(f"a launch dimension has 1 to 3 entries, not {len(d)}")
    return d + (1,) * (3 - len(d))


__all__ = ["RunResult", "normalize_dim"]
