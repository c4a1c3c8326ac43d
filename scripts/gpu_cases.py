"""Device check of issue 18's reproduction modules written in the ``dict(src=, kernel=,
inputs=, want=)`` form (``tests/cxx_tmpl_cases.py`` and the others named on the command
line): each case is read, run on the simulator, run on the GPU (NVRTC + CuPy), printed as
CUDA, read again and run on the GPU; the three results must be equal and equal NumPy's.

    PYTHONPATH=src:tests python3 scripts/gpu_cases.py OUT.json cxx_tmpl_cases [MORE ...] [--backend cpu]

``--backend cpu`` runs the "GPU" side on the simulator (to check the script without a
GPU). One case failing never stops the rest; its error is recorded."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import traceback

import numpy as np

import warpsmith as ws


def _run(kernel, n: int, inputs: dict, backend: str, shared: int = 0) -> dict:
    res = ws.run(kernel, ws.Launch(1, n, shared=shared),
                 {k: np.copy(v) for k, v in inputs.items()}, backend)
    return res.outputs


def _equal(a: dict, b: dict, names) -> bool:
    return all(np.array_equal(np.asarray(a[k]), np.asarray(b[k])) for k in names)


def _close(got, want) -> bool:
    """Whether an output matches the NumPy answer (relative 1e-6): field by field for a
    structured array (an array of structs, such as pairs), as float64 otherwise."""
    got, want = np.asarray(got), np.asarray(want)
    if got.dtype.names:
        return all(_close(got[f], want[f]) for f in got.dtype.names)
    return bool(np.allclose(got.astype(np.float64), want.astype(np.float64), rtol=1e-6))


def check_case(case: dict, n: int, backend: str) -> dict:
    """One case's verdicts: simulator against NumPy, GPU against the simulator, and the
    printed CUDA on the GPU against the simulator (one block of ``n`` threads, with the
    case's ``shared`` bytes of dynamic shared memory)."""
    names = list(case["want"])
    shared = int(case.get("shared", 0))
    k = ws.read(case["src"]).kernel(case["kernel"])
    sim = _run(k, n, case["inputs"], "cpu", shared)
    dev = _run(k, n, case["inputs"], backend, shared)
    back = ws.read(ws.translate(k, "cuda").text).kernels[0]
    dev_back = _run(back, n, case["inputs"], backend, shared)
    numpy_ok = all(_close(sim[x], case["want"][x]) for x in names)
    out = {"simulator_matches_numpy": bool(numpy_ok),
           "device_equals_simulator": _equal(dev, sim, names),
           "printed_cuda_on_device_equals_simulator": _equal(dev_back, sim, names)}
    out["ok"] = all(out.values())
    return out


def main(argv=None) -> int:
    """Check every case of the modules named; write OUT as JSON."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("modules", nargs="+")
    ap.add_argument("--backend", default="cuda", choices=("cuda", "cpu"))
    a = ap.parse_args(argv)
    report = {"backend": a.backend, "modules": {}}
    for name in a.modules:
        mod = importlib.import_module(name)
        rows = {}
        for case_name in sorted(mod.CASES):
            try:
                rows[case_name] = check_case(mod.CASES[case_name], mod.N, a.backend)
            except Exception as ex:  # noqa: BLE001 - one case failing must not stop the rest
                rows[case_name] = {"ok": False, "error": f"{type(ex).__name__}: {ex}",
                                   "trace": traceback.format_exc()[-1500:]}
            print(f"{name}.{case_name}: {'ok' if rows[case_name]['ok'] else rows[case_name]}",
                  flush=True)
        report["modules"][name] = {"cases": rows,
                                   "ok": sum(r["ok"] for r in rows.values()),
                                   "total": len(rows)}
    with open(a.out, "w") as f:
        json.dump(report, f, indent=1)
    print({m: f"{r['ok']}/{r['total']}" for m, r in report["modules"].items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())
