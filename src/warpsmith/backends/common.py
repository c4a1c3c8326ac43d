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
    """(x, y, z) from an int, a 1-3 element sequence, or text such as "64,4"; every entry
    must be positive (a LaunchError otherwise)."""
    from ..errors import LaunchError

    if isinstance(d, str):
        from .launch import parse_dim

        return parse_dim(d)
    if isinstance(d, (int, np.integer)):
        d = (int(d),)
    d = tuple(int(v) for v in d)
    if not 1 <= len(d) <= 3 or any(v <= 0 for v in d):
        raise LaunchError(f"bad launch dimensions {d}: 1 to 3 positive sizes")
    return d + (1,) * (3 - len(d))


__all__ = ["RunResult", "normalize_dim"]
