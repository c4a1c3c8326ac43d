"""The fusion compiler's callable on real GPU arrays (issue 21, section 4): ``ws.fusion.compile``
called with CuPy arrays and with PyTorch CUDA tensors (DLPack, no copies), checked against
NumPy, with the implementation it chose and the time of a call after the choice.

    PYTHONPATH=src python3 scripts/gpu_fusion_callable.py OUT.json
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))


def check(name: str, file: str, n: int) -> dict:
    import cupy as cp
    import torch

    import warpsmith as ws

    f = ws.fusion.compile(str(ROOT / "examples" / "fusion" / file), top=5)
    rng = np.random.default_rng(0)
    host = {v.name: rng.standard_normal((n, *v.type.shape)).astype(np.float32)
            for v in f.graph.inputs}
    want = f.graph.reference(host)
    out = {"n": n}
    for kind in ("cupy", "torch"):
        if kind == "cupy":
            args = [cp.asarray(host[v.name]) for v in f.graph.inputs]
        else:
            args = [torch.from_numpy(host[v.name]).cuda() for v in f.graph.inputs]
        t0 = time.perf_counter()
        got = f(*args)
        cp.cuda.Device().synchronize()
        first_s = time.perf_counter() - t0
        got = got if isinstance(got, tuple) else (got,)
        arrays = [g.get() if kind == "cupy" else g.cpu().numpy() for g in got]
        errs = [float(np.max(np.abs(a - want[v.name]))) for a, v in zip(arrays, f.graph.outputs)]
        start, end = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        for _ in range(10):
            f(*args)
        end.record()
        end.synchronize()
        out[kind] = {"type": type(got[0]).__module__ + "." + type(got[0]).__name__,
                     "max_abs_error": max(errs),
                     "ok": all(np.allclose(a, want[v.name], rtol=1e-4, atol=1e-4)
                               for a, v in zip(arrays, f.graph.outputs)),
                     "first_call_s": first_s,
                     "ms_per_call_after_choice": cp.cuda.get_elapsed_time(start, end) / 10}
        # the chosen implementation's kernels alone, arguments bound once: the
        # difference to the call is the callable's host work per call
        from warpsmith.fusion.runtime import launches, time_callable

        impl = next(iter(f._chosen.values()))
        run, _ = launches(cp, impl, {k: cp.from_dlpack(a) for k, a in
                                     zip([v.name for v in f.graph.inputs], args)}, n)
        out[kind]["kernels_ms"] = time_callable(cp, run)
        t0 = time.perf_counter()
        for _ in range(100):
            f(*args)
        cp.cuda.Device().synchronize()
        out[kind]["host_ms_per_call"] = (time.perf_counter() - t0) * 10
    chosen = list(f._chosen.values())
    out["chosen"] = chosen[0].label() if chosen else None
    return out


def main(path: str) -> int:
    import cupy as cp

    rec = {"device": cp.cuda.runtime.getDeviceProperties(0)["name"].decode(),
           "date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()), "functions": {}}
    for name, file in (("I", "function1.fn"), ("II", "function2.fn")):
        for n in (31744, 1 << 20):
            try:
                rec["functions"][f"{name}/{n}"] = check(name, file, n)
            except Exception:  # noqa: BLE001 - one failing case must not hide the others
                rec["functions"][f"{name}/{n}"] = {"error": traceback.format_exc()[-2000:]}
            print(name, n, json.dumps(rec["functions"][f"{name}/{n}"])[:400], flush=True)
    Path(path).write_text(json.dumps(rec, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
