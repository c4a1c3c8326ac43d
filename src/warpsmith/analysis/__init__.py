"""Analyses of kernel IR: affine index forms, memory accesses and their predicted cost."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class AccessReport:
    """Every global and shared access of one kernel with its prediction."""

    kernel: str
    grid: tuple
    block: tuple
    predictions: list
    textures: list = field(default_factory=list)  # texture/image/surface calls (line order)

    def as_json(self) -> dict:
        out = {"kernel": self.kernel, "grid": list(self.grid), "block": list(self.block),
               "accesses": [p.as_json() for p in self.predictions]}
        if self.textures:
            out["texture_fetches"] = self.textures
        return out


def texture_calls(fn) -> list:
    """The texture fetches, surface and image reads/writes of a kernel body: {line, col,
    call, texture} each (requests through the texture path, not global sectors)."""
    from ..ir import nodes as N
    from ..ir.builtins import BUILTINS
    from ..ir.visit import walk
    out = []
    for n in walk(fn.body):
        if isinstance(n, N.Call) and n.name in BUILTINS and BUILTINS[n.name].kind == \
                "texture" and not n.name.startswith("get_image_"):
            h = next((a for a in n.args if getattr(getattr(a, "type", None), "kind", "")
                      in ("object", "reference", "surface", "image")), None)
            out.append({"line": n.loc.line, "col": n.loc.col, "call": n.name,
                        "texture": getattr(h, "name", "?")})
    return sorted(out, key=lambda d: (d["line"], d["col"]))


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
    return AccessReport(fn.name, grid, block, preds, texture_calls(fn))


def priced_report(report: AccessReport, module, fn, params: dict | None = None) -> AccessReport:
    """``report`` with each global access whose index is non-affine only through clamps or
    exclusive ors predicted from its affine argument (:mod:`.clamp`): what the access costs,
    not what a transformation may assume of it. ``report`` itself when there is none."""
    from dataclasses import replace

    from .clamp import relaxed_access
    from .coalescing import predict
    from .indexing import IndexEnv

    if not any(p.access.offset is None and p.access.space == "global"
               for p in report.predictions):
        return report
    env = IndexEnv(fn, module, module.dialect)
    preds = []
    for p in report.predictions:
        relaxed = relaxed_access(env, p.access) if p.access.offset is None else None
        preds.append(p if relaxed is None else
                     predict(relaxed, env, report.grid, report.block, params))
    return replace(report, predictions=preds)


__all__ = ["AccessReport", "analyze_accesses", "priced_report", "texture_calls"]
