"""``warpsmith fuse``: compile a description, check the top N, report (text or JSON).

Without a GPU the top N are each run on the simulator (a few elements) and compared with
NumPy; with one (CuPy and a device) they are also timed at ``n`` elements.
"""

from __future__ import annotations

import time

import numpy as np

from . import as_graph
from .compiler import compile_graph


class FuseReport:
    """The result of :func:`fuse`: ``data`` (the JSON object) and ``str()`` (the text)."""

    def __init__(self, data: dict):
        self.data = data

    def as_json(self) -> dict:
        """The object ``warpsmith fuse --json`` prints."""
        return self.data

    def __str__(self) -> str:
        d = self.data
        lines = [f"mapped function {d['name']}: {d['calls']} calls, {d['candidates']} "
                 f"fusion implementations, device {d['device']} "
                 f"(psi: {d['psi']['kind']})",
                 f"compiler: {d['compile_s']:.3f} s (state space "
                 f"{d['timings']['state_space_s']:.3f} s, covers "
                 f"{d['timings']['covers_s']:.3f} s, code {d['timings']['codegen_s']:.3f} s)",
                 "", "rank  predicted Melem/s  analytical ms  measured Melem/s  simulator  cover"]
        for im in d["implementations"]:
            meas, ana = im.get("measured_melem_s"), im.get("analytical_ms")
            lines.append(f"{im['rank']:>4}  {im['predicted_melem_s']:>17.1f}  "
                         f"{'-' if ana is None else f'{ana:.4f}':>13}  "
                         f"{'-' if meas is None else f'{meas:.1f}':>16}  "
                         f"{im.get('simulator', '-'):>9}  {im['cover']}")
        lines += _memopt_lines(d["implementations"])
        lines += ["", "graph:", d["graph"], "CUDA of rank 0:", d["source"]]
        return "\n".join(lines)


def _memopt_lines(rows: list) -> list:
    """The memory optimizer's verdict on rank 0's kernels, in words."""
    if not rows or "memory_optimizer" not in rows[0]:
        return []
    out = ["", "memory optimizer (paper 003) on rank 0's kernels, routines inlined:"]
    for v in rows[0]["memory_optimizer"]:
        seen = ", ".join(f"{k} {c}" for k, c in sorted(v["global_accesses"].items()))
        steps = ", ".join(v["applied"]) or "nothing applied"
        out.append(f"  {v['kernel']}: {steps}; global accesses: {seen or 'none'}")
        for step in dict.fromkeys(s for s, _r in v["refused"]):
            reason = next(r for s, r in v["refused"] if s == step)
            out.append(f"    {step}: {reason}")
    return out


def _check(graph, impl, n: int, seed: int) -> str:
    rng = np.random.default_rng(seed)
    arrays = {v.name: rng.standard_normal((n, *v.type.shape)).astype(np.float32)
              for v in graph.inputs}
    got, want = impl.run_simulator(arrays), graph.reference(arrays)
    ok = all(np.allclose(got[k], want[k], rtol=1e-4, atol=1e-4) for k in want)
    return "ok" if ok else "MISMATCH"


def _gpu():
    try:
        import cupy as cp

        cp.cuda.runtime.getDeviceCount()
        return cp
    except Exception:  # noqa: BLE001 - no CuPy, no driver or no device: no measurement
        return None


def analytical_ms(impl, n: int, device: str) -> float:
    """Paper 000's analytical model (``pipeline_predict``) over every kernel of ``impl`` at
    ``n`` elements: the second predictor beside the psi tables. It reads each kernel with
    its routines inlined (:func:`.memopt_pass.inlined_kernel`: the model analyses a
    kernel's own body), so it sees every load, store and cp.async copy."""
    from ..pipeline_predict import predict_kernel

    from .memopt_pass import inlined_kernel

    total = 0.0
    for plan in impl.kernels:
        module, name = inlined_kernel(plan)
        total += predict_kernel(module, name, (plan.grid(n), 1, 1), (plan.block, 1, 1),
                                params={"n": n}, device=device).predicted_ms
    return total


def fuse(description, device: str = "h100", *, top: int = 10, check: bool = True,
         n: int = 1 << 20, seed: int = 0, analytical: bool = False,
         memopt: str = "best") -> FuseReport:
    """Compile ``description`` and report its top ``top`` implementations: predicted,
    checked on the simulator against NumPy (``check``), and timed on the GPU at ``n``
    elements where there is one; ``analytical``: also paper 000's prediction; ``memopt``
    ("best", "all", "none"): paper 003's memory optimizer's verdict on the kernels of the
    best, of every or of no implementation (:mod:`.memopt_pass`)."""
    if memopt not in ("best", "all", "none"):
        raise ValueError(f"memopt must be 'best', 'all' or 'none', got {memopt!r}")
    graph = as_graph(description)
    t0 = time.perf_counter()
    comp = compile_graph(graph, device, top=top)
    for im in comp.implementations:
        im.source  # noqa: B018 - generate and verify the code now (timed)
    t1 = time.perf_counter()
    comp.timings["codegen_s"] = t1 - t0 - comp.timings["state_space_s"] - comp.timings["covers_s"]
    rows = []
    cp = _gpu()
    dev = None
    if cp is not None:
        from .runtime import time_implementation

        rng = np.random.default_rng(seed)
        dev = {v.name: cp.asarray(rng.standard_normal((n, *v.type.shape)).astype(np.float32))
               for v in graph.inputs}
    for im in comp.implementations:
        row = im.as_json()
        if check:
            row["simulator"] = _check(graph, im, 37, seed)
        if analytical:
            row["analytical_ms"] = analytical_ms(im, n, device)
        if memopt == "all" or (memopt == "best" and not rows):
            from .memopt_pass import implementation_verdicts

            row["memory_optimizer"] = implementation_verdicts(im)
        if dev is not None:
            ms = time_implementation(cp, im, dev, n)
            row["measured_ms"] = ms
            row["measured_melem_s"] = n / (ms * 1e-3) / 1e6
        rows.append(row)
    return FuseReport({"name": graph.name, "device": device, "calls": len(graph.calls),
                       "candidates": comp.candidates, "psi": comp.provenance,
                       "compile_s": t1 - t0, "timings": comp.timings,
                       "graph": graph.describe(), "implementations": rows,
                       "source": comp.best().source if comp.implementations else ""})


__all__ = ["FuseReport", "analytical_ms", "fuse"]
