"""Issue 18, half/bfloat16/fp8 on the GPU: every intrinsic of ``warpsmith.corpus.lowp_cases``
applied by the CUDA backend (the CUDA printer's text, NVRTC, CuPy) and by the simulator to
the same bit patterns, compared bit for bit; fp8 conversions from float patterns likewise.

Usage: ``PYTHONPATH=src python3 scripts/gpu_half.py OUT_DIR [--no-gpu] [--n N]``.
``a`` runs through all 65536 half (bfloat16) patterns (``--n`` threads: each pattern
``n / 65536`` times) for the unary cases; ``b``, ``c`` are random patterns for the binary and
ternary ones; ``f`` float32 patterns (half of them at the format's rounding boundaries).
``--no-gpu``: the simulator on both sides (checks this script on a machine without a GPU).
Writes ``OUT_DIR/half.json``: per format and case the mismatches (bits differ, not both NaN),
the NaN-payload-only differences, the count, the first mismatching inputs.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
import time
import traceback

import numpy as np

import warpsmith as ws
from warpsmith.corpus import lowp_cases as L

FP8 = """#include <cuda_fp8.h>
__global__ void fp8_conv(const unsigned int* f, unsigned char* q, unsigned char* r,
                         unsigned int* qb, unsigned int* rb, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float F = __uint_as_float(f[i]);
    __nv_fp8_e4m3* q8 = (__nv_fp8_e4m3*)q;
    __nv_fp8_e5m2* r8 = (__nv_fp8_e5m2*)r;
    q8[i] = (__nv_fp8_e4m3)F;
    r8[i] = (__nv_fp8_e5m2)F;
    qb[i] = __float_as_uint((float)q8[i]);
    rb[i] = __float_as_uint((float)r8[i]);
}
"""


def _nan16(bits: np.ndarray, fmt: str) -> np.ndarray:
    b = bits.astype(np.uint32) & 0x7FFF
    return b > (0x7C00 if fmt == "half" else 0x7F80)


def _nan_of(kind: str, fmt: str, bits: np.ndarray) -> np.ndarray:
    if kind == "v":
        return _nan16(bits, fmt) & (bits <= 0xFFFF)
    if kind == "f":
        return np.isnan(bits.astype(np.uint32).view(np.float32))
    return np.zeros(bits.shape, bool)


def compare(name, kind, fmt, dev, sim, inputs, n_examples=5) -> dict:
    """Mismatch counts of one case (``dev`` and ``sim`` uint32 words)."""
    same = dev == sim
    both_nan = _nan_of(kind, fmt, dev) & _nan_of(kind, fmt, sim)
    bad = ~same & ~both_nan
    idx = np.flatnonzero(bad)[:n_examples]
    ex = [{k: int(v[i]) for k, v in inputs.items()} | {"gpu": int(dev[i]), "sim": int(sim[i])}
          for i in idx]
    return {"kind": kind, "count": int(dev.size), "mismatches": int(bad.sum()),
            "nan_payload_only": int((~same & both_nan).sum()), "examples": ex}


def run_both(kernel, launch, args, gpu: bool):
    t0 = time.time()
    sim = ws.run(kernel, launch, {k: (v.copy() if isinstance(v, np.ndarray) else v)
                                  for k, v in args.items()}, timeout=None)
    t1 = time.time()
    dev = ws.run(kernel, launch, {k: (v.copy() if isinstance(v, np.ndarray) else v)
                                  for k, v in args.items()},
                 backend="cuda" if gpu else "cpu", timeout=None)
    return sim.outputs, dev.outputs, {"sim_s": round(t1 - t0, 2),
                                      "device_s": round(time.time() - t1, 2)}


def check_format(fmt: str, n: int, gpu: bool) -> dict:
    kernel = ws.read(L.kernel_source(fmt), dialect="cuda").kernel(f"lowp_{fmt}")
    args = L.inputs(fmt, n, seed=2026, all_unary=True)
    args["out"] = np.zeros(len(L.CASES) * n, np.uint32)
    launch = ws.Launch(grid=(n // 256, 1, 1), block=(256, 1, 1))
    sim, dev, secs = run_both(kernel, launch, args, gpu)
    s = L.outputs_by_case(sim["out"], n)
    d = L.outputs_by_case(dev["out"], n)
    ins = {k: args[k] for k in ("a", "b", "c", "f", "k")}
    cases = {c.name: compare(c.name, c.kind, fmt, d[c.name], s[c.name], ins) | {
        "exact_by_construction": c.exact} for c in L.CASES}
    return {"seconds": secs, "threads": n, "cases": cases}


def check_fp8(n: int, gpu: bool) -> dict:
    kernel = ws.read(FP8, dialect="cuda").kernel("fp8_conv")
    rng = np.random.default_rng(8)
    f = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    # every float32 exponent near the fp8 ranges, low bits at e4m3/e5m2 rounding boundaries
    f[: n // 2] = (f[: n // 2] & 0x80000000) | (rng.integers(100, 150, n // 2).astype(
        np.uint32) << 23) | (f[: n // 2] & 0x7FFFFF & ~np.uint32(0xFFFFF)) | rng.choice(
        np.array([0, 1, 0x7FFFF, 0x80000, 0x80001, 0xFFFFF, 0x3FFFF, 0x40000], np.uint32),
        n // 2)
    args = {"f": f, "q": np.zeros(n, np.uint8), "r": np.zeros(n, np.uint8),
            "qb": np.zeros(n, np.uint32), "rb": np.zeros(n, np.uint32), "n": n}
    launch = ws.Launch(grid=(n // 256, 1, 1), block=(256, 1, 1))
    sim, dev, secs = run_both(kernel, launch, args, gpu)
    out = {}
    for name, fmtnan in (("q", 0x7F), ("r", None)):
        a, b = dev[name].astype(np.uint32), sim[name].astype(np.uint32)
        nan_a = (a & 0x7F) == 0x7F if fmtnan else (a & 0x7F) > 0x7C
        nan_b = (b & 0x7F) == 0x7F if fmtnan else (b & 0x7F) > 0x7C
        out["to_e4m3" if name == "q" else "to_e5m2"] = compare(
            name, "i", "", np.where(nan_a & nan_b, 0, a), np.where(nan_a & nan_b, 0, b),
            {"f": f}) | {"nan_both": int((nan_a & nan_b).sum())}
    for name in ("qb", "rb"):
        out[f"{'e4m3' if name == 'qb' else 'e5m2'}_to_float"] = compare(
            name, "f", "", dev[name], sim[name], {"f": f})
    return {"seconds": secs, "threads": n, "cases": out}


def check_reproductions(gpu: bool) -> dict:
    """The minimal kernels (half axpy with a half scalar argument, bfloat16 dot, __half2)
    on the device and the simulator: outputs compared byte for byte."""
    import ml_dtypes

    rng = np.random.default_rng(5)
    n = 4096
    h = lambda: rng.standard_normal(n).astype(np.float16)  # noqa: E731
    b = lambda: rng.standard_normal(n).astype(ml_dtypes.bfloat16)  # noqa: E731
    runs = {
        "haxpy": ({"x": h(), "y": h(), "a": 1.5, "n": n}, (n // 64, 64), ["y"]),
        "bdot": ({"a": b(), "b": b(), "out": np.zeros(1, np.float32), "n": 128}, (2, 64),
                 ["out"]),
        "hvec": ({"a": h().reshape(-1, 2), "b": h().reshape(-1, 2),
                  "c": np.zeros((n // 2, 2), np.float16), "n": n // 2}, (n // 128, 64),
                 ["c"]),
    }
    out = {}
    for name, (args, (grid, block), outs) in runs.items():
        kernel = ws.read(L.REPRODUCTIONS[name], dialect="cuda").kernel(name)
        sim, dev, secs = run_both(kernel, ws.Launch(grid=(grid, 1, 1), block=(block, 1, 1)),
                                  args, gpu)
        out[name] = {o: {"bytes_differing": int(np.sum(
            np.asarray(sim[o]).view(np.uint8) != np.asarray(dev[o]).view(np.uint8))),
            "bytes": int(np.asarray(sim[o]).nbytes)} for o in outs} | {"seconds": secs}
    return out


def device_facts(gpu: bool) -> dict:
    facts = {"gpu": gpu}
    try:
        q = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version",
                            "--format=csv,noheader"], capture_output=True, text=True,
                           timeout=30)
        facts["nvidia_smi"] = q.stdout.strip() or q.stderr.strip()
    except Exception as exc:  # noqa: BLE001 - recorded, not fatal
        facts["nvidia_smi"] = f"unavailable: {exc}"
    if gpu:
        try:
            import cupy

            facts["cupy"] = cupy.__version__
            facts["cuda_runtime"] = cupy.cuda.runtime.runtimeGetVersion()
            facts["driver"] = cupy.cuda.runtime.driverGetVersion()
        except Exception as exc:  # noqa: BLE001
            facts["cupy"] = f"unavailable: {exc}"
    from warpsmith.backends.cuda_compile import cuda_header_dirs

    facts["cuda_header_dirs"] = cuda_header_dirs()
    return facts


def summary_md(result: dict) -> str:
    """A Markdown table of the mismatch counts in ``result`` (written beside half.json)."""
    lines = [f"# half/bfloat16/fp8 on the device ({result['date']}, commit {result['commit']})",
             "", f"device: {result['device']}", "", f"command: `{result['command']}`", "",
             "| part | case | mismatches | NaN payload only | count |", "|---|---|---|---|---|"]
    for part, res in result["parts"].items():
        for name, c in res.get("cases", {}).items():
            lines.append(f"| {part} | {name} | {c['mismatches']} | "
                         f"{c.get('nan_payload_only', 0)} | {c['count']} |")
    for name, res in result["parts"].get("reproductions", {}).items():
        diff = {o: v["bytes_differing"] for o, v in res.items() if o != "seconds"}
        lines.append(f"\nreproduction {name}: bytes differing {diff}")
    for part, err in result["errors"].items():
        lines.append(f"\n{part} failed:\n```\n{err}\n```")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--no-gpu", action="store_true")
    ap.add_argument("--n", type=int, default=4 * 65536)
    opts = ap.parse_args(argv)
    os.makedirs(opts.out, exist_ok=True)
    gpu = not opts.no_gpu
    result = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
              "commit": os.environ.get("COMMIT", "unknown"),
              "command": " ".join([os.path.basename(sys.argv[0])] + sys.argv[1:]),
              "device": device_facts(gpu), "parts": {}, "errors": {}}
    parts = [("half", lambda: check_format("half", opts.n, gpu)),
             ("bf16", lambda: check_format("bf16", opts.n, gpu)),
             ("fp8", lambda: check_fp8(opts.n, gpu)),
             ("reproductions", lambda: check_reproductions(gpu))]
    for name, part in parts:
        try:
            result["parts"][name] = part()
            cases = result["parts"][name].get("cases")
            if cases is None:
                print(f"{name}: {result['parts'][name]}", flush=True)
            else:
                bad = {c: v["mismatches"] for c, v in cases.items() if v["mismatches"]}
                print(f"{name}: mismatching cases {bad or 'none'}", flush=True)
        except Exception:  # noqa: BLE001 - one part failing must not lose the others
            result["errors"][name] = traceback.format_exc()
            print(f"{name}: FAILED\n{result['errors'][name]}", flush=True)
        with open(os.path.join(opts.out, "half.json"), "w") as fh:
            json.dump(result, fh, indent=1)
        with open(os.path.join(opts.out, "half.md"), "w") as fh:
            fh.write(summary_md(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
