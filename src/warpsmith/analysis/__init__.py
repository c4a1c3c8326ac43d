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
    """``report`` as the optimizer prices it: each global load or store whose index is
    non-affine only through clamps or exclusive ors predicted from its affine argument
    (:mod:`.clamp`), and every other non-affine store whose index may scatter the lanes
    (:func:`.clamp.scattered`: through loaded values, calls, floats or run-time divisors)
    given its warp requests (:func:`.coalescing.unknown_requests`; its pattern stays
    unknown, priced as a sector per lane), so that a transformation that saves a little
    elsewhere is weighed against what such stores cost. Other non-affine loads stay
    unpriced: the L1 serves a gather's lanes from lines their neighbours brought, where
    stores go to the L2 sector by sector. What an access costs, not what a transformation
    may assume of it: ``report`` itself when there is no such access."""
    from dataclasses import replace

    from ..ir import nodes as N
    from .clamp import relaxed_access, scattered
    from .coalescing import predict, unknown_requests
    from .indexing import IndexEnv

    def unplaced(p) -> bool:
        return (p.access.offset is None and p.access.space == "global"
                and p.access.kind != "atomic" and p.requests is None)

    def counted(p) -> bool:
        # a store goes to the L2 sector by sector whatever its pattern; a load the L1 may
        # serve from lines its neighbours brought (a gather's), so loads stay unpriced; and
        # so does a store whose index is regular though not affine (clamp.scattered)
        return p.access.kind == "store" and isinstance(p.access.node, N.Index) and \
            scattered(env, p.access.node.index)

    if not any(unplaced(p) for p in report.predictions):
        return report
    env = IndexEnv(fn, module, module.dialect)
    preds = []
    for p in report.predictions:
        if unplaced(p):
            relaxed = relaxed_access(env, p.access)
            if relaxed is not None:
                p = predict(relaxed, env, report.grid, report.block, params)
            elif counted(p):
                p = replace(p, requests=unknown_requests(p.access, env, report.grid,
                                                         report.block, params))
        preds.append(p)
    return replace(report, predictions=preds)


__all__ = ["AccessReport", "analyze_accesses", "priced_report", "texture_calls"]
