"""Analyses of kernel IR: affine index forms, memory accesses and their predicted cost."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class AccessReport:
    """Every global and shared access of one kernel with its prediction."""

    kernel: str
    grid: tuple
    block: tuple
    predictions: list

    def as_json(self) -> dict:
        return {"kernel": self.kernel, "grid": list(self.grid), "block": list(self.block),
                "accesses": [p.as_json() for p in self.predictions]}


def analyze_accesses(module, fn, grid, block, params: dict | None = None) -> AccessReport:
    """Find every global/shared access of kernel ``fn`` and predict its sectors per
    request (global) or wavefronts per request (shared) under the launch; ``params``
    binds integer kernel parameters by name."""
    from .access import find_accesses
    from .coalescing import predict
    from .indexing import IndexEnv

    env = IndexEnv(fn, module, module.dialect)
    grid = tuple(int(x) for x in grid) + (1,) * (3 - len(grid))
    block = tuple(int(x) for x in block) + (1,) * (3 - len(block))
    preds = [predict(a, env, grid, block, params) for a in find_accesses(env)]
    return AccessReport(fn.name, grid, block, preds)


__all__ = ["AccessReport", "analyze_accesses"]
