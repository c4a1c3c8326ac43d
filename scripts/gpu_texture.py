"""Device check of the texture model (issue 17, item 3): minimal texture kernels run on the
GPU (texture objects made with CuPy, ws.run(backend="cuda")) and on the simulator, compared
bit for bit. Cases: tex1Dfetch inside and outside a linear buffer; tex2D nearest and
linear with clamp and border (unnormalized), wrap and mirror (normalized); linear at
coordinates 1/512 apart (the 8-bit weights); uchar4 read as normalized floats; tex3D and
tex2DLayered, linear; texCubemap nearest and linear; surf2Dread/surf2Dwrite. Per case: equal or not, mismatches, largest difference (absolute and
in float32 ulps), the first mismatches with their coordinates.
Usage: python3 scripts/gpu_texture.py OUTDIR [--no-gpu]"""

from __future__ import annotations

import json
import platform
import subprocess
import sys
import time
import traceback
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
import warpsmith as ws  # noqa: E402

N = 4096
KERNELS = {
    "fetch": """
__global__ void fetch(cudaTextureObject_t t, const int *ix, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex1Dfetch<float>(t, ix[i]);
}""",
    "t2d": """
__global__ void t2d(cudaTextureObject_t t, const float *xs, const float *ys, float *out,
                    int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex2D<float>(t, xs[i], ys[i]);
}""",
    "rgba": """
__global__ void rgba(cudaTextureObject_t t, const float *xs, const float *ys, float4 *out,
                     int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex2D<float4>(t, xs[i], ys[i]);
}""",
    "t3d": """
__global__ void t3d(cudaTextureObject_t t, const float *xs, const float *ys,
                    const float *zs, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex3D<float>(t, xs[i], ys[i], zs[i]);
}""",
    "layered": """
__global__ void layered(cudaTextureObject_t t, const float *xs, const float *ys,
                        const int *ls, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex2DLayered<float>(t, xs[i], ys[i], ls[i]);
}""",
    "cube": """
__global__ void cube(cudaTextureObject_t t, const float *xs, const float *ys,
                     const float *zs, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = texCubemap<float>(t, xs[i], ys[i], zs[i]);
}""",
    "surface": """
__global__ void surface(cudaSurfaceObject_t in, cudaSurfaceObject_t s, float *out, int n) {
    int x = threadIdx.x, y = blockIdx.x;
    float v;
    surf2Dread(&v, in, x * 4, y);
    surf2Dwrite(v * 2.0f + 1.0f, s, x * sizeof(float), y);
    if (x + y * blockDim.x < n) out[x + y * blockDim.x] = surf2Dread<float>(in, x * 4, y);
}""",
}


def cases(rng):
    """(name, kernel, args, coordinate names) of every case."""
    img = rng.uniform(-8, 8, (13, 17)).astype(np.float32)
    out = []

    def coords(span, k=2):
        return [rng.uniform(-0.4 * span, 1.4 * span, N).astype(np.float32) for _ in range(k)]

    lin = rng.uniform(-8, 8, 1000).astype(np.float32)
    out.append(("tex1Dfetch", "fetch", {"t": ws.Texture(lin), "ix": rng.integers(
        -50, 1050, N).astype(np.int32)}, ["ix"]))
    for filt in ("nearest", "linear"):
        for mode in ("clamp", "border"):
            xs, ys = coords(17)
            out.append((f"tex2D {filt} {mode}", "t2d", {"t": ws.Texture(
                img, filter=filt, address=mode), "xs": xs, "ys": ys}, ["xs", "ys"]))
        for mode in ("clamp", "wrap", "mirror", "border"):
            xs, ys = coords(1.0)
            out.append((f"tex2D {filt} {mode} normalized", "t2d", {"t": ws.Texture(
                img, filter=filt, address=mode, normalized=True), "xs": xs, "ys": ys},
                ["xs", "ys"]))
    ramp = np.array([[0.0, 256.0]], np.float32)
    xs = (np.float32(0.5) + np.arange(N, dtype=np.float32) / np.float32(N)).astype(np.float32)
    out.append(("tex2D linear weights (x in [0.5, 1.5), steps 1/4096)", "t2d", {
        "t": ws.Texture(ramp, filter="linear"), "xs": xs,
        "ys": np.full(N, 0.5, np.float32)}, ["xs"]))
    u8 = rng.integers(0, 256, (9, 11, 4)).astype(np.uint8)
    xs, ys = coords(11)
    out.append(("tex2D<float4> uchar4 normalized-float linear", "rgba", {"t": ws.Texture(
        u8, filter="linear", read_mode="normalized"), "xs": xs, "ys": ys}, ["xs", "ys"]))
    vol = rng.uniform(-1, 1, (5, 6, 7)).astype(np.float32)
    xs, ys, zs = coords(7, 3)
    out.append(("tex3D linear clamp", "t3d", {"t": ws.Texture(vol, filter="linear"),
                                               "xs": xs, "ys": ys, "zs": zs},
                ["xs", "ys", "zs"]))
    lay = rng.uniform(-1, 1, (4, 6, 7)).astype(np.float32)
    xs, ys = coords(7)
    out.append(("tex2DLayered linear clamp", "layered", {
        "t": ws.Texture(lay, filter="linear"), "xs": xs, "ys": ys,
        "ls": rng.integers(-1, 5, N).astype(np.int32)}, ["xs", "ys", "ls"]))
    faces = rng.uniform(-1, 1, (6, 8, 8)).astype(np.float32)
    for filt in ("nearest", "linear"):
        xs, ys, zs = (rng.uniform(-1, 1, N).astype(np.float32) for _ in range(3))
        out.append((f"texCubemap {filt}", "cube", {"t": ws.Texture(faces, filter=filt),
                                                   "xs": xs, "ys": ys, "zs": zs},
                    ["xs", "ys", "zs"]))
    surf = rng.uniform(-8, 8, (N // 128, 128)).astype(np.float32)
    out.append(("surf2Dread/surf2Dwrite", "surface", {
        "in": ws.Texture(surf), "s": ws.Texture(np.zeros_like(surf))}, []))
    return out


def ulps(a, b):
    ia = a.view(np.int32).astype(np.int64)
    ib = b.view(np.int32).astype(np.int64)
    ia = np.where(ia < 0, -(ia & 0x7FFFFFFF), ia)
    ib = np.where(ib < 0, -(ib & 0x7FFFFFFF), ib)
    return np.abs(ia - ib)


def run_case(name, kname, args, coord_names, kernels, gpu):
    k = kernels[kname]
    lanes = 4 if kname == "rgba" else 1
    full = dict(args, out=np.zeros(N * lanes, np.float32), n=np.int32(N))
    launch = ws.Launch(grid=N // 128, block=128)
    t0 = time.time()
    sim_all = ws.run(k, launch, full, "cpu").outputs
    sim = sim_all["out"] if kname != "surface" else np.concatenate(
        [sim_all["out"], sim_all["s"].reshape(-1)])
    tex = args.get("t", args.get("in"))
    rec = {"case": name, "kernel": kname, "simulator_s": round(time.time() - t0, 3),
           "texture": {f: getattr(tex, f) for f in ("filter", "address", "normalized",
                                                     "read_mode")},
           "texels_shape": list(tex.array.shape), "dtype": str(tex.array.dtype),
           "simulator_sha256": __import__("hashlib").sha256(sim.tobytes()).hexdigest()}
    if not gpu:
        rec["result"] = "simulator only (--no-gpu)"
        return rec
    dev_all = ws.run(k, launch, full, "cuda").outputs
    dev = dev_all["out"] if kname != "surface" else np.concatenate(
        [dev_all["out"], dev_all["s"].reshape(-1)])
    same = sim.view(np.uint32) == dev.view(np.uint32)
    bad = np.flatnonzero(~same)
    rec.update(equal=bool(same.all()), mismatches=int(bad.size),
               max_abs_diff=float(np.max(np.abs(sim - dev))) if bad.size else 0.0,
               max_ulps=int(ulps(sim, dev).max()) if bad.size else 0)
    rec["first_mismatches"] = [
        {"i": int(i), **{c: float(args[c][i // lanes]) for c in coord_names},
         "gpu": float(dev[i]), "simulator": float(sim[i])} for i in bad[:8]]
    rec["result"] = "equal" if rec["equal"] else "differs"
    return rec


def environment(gpu: bool) -> dict:
    env = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "commit": __import__("os").environ.get("COMMIT", "unknown"),
           "command": " ".join(sys.argv), "python": platform.python_version(),
           "gpu": gpu}
    if gpu:
        try:
            q = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version",
                                "--format=csv,noheader"], capture_output=True, text=True,
                               timeout=30).stdout.strip()
            env["device"], env["driver"] = [s.strip() for s in q.split(",")][:2]
        except Exception as e:  # noqa: BLE001 - recorded, the run goes on
            env["device_error"] = repr(e)
        try:
            import cupy
            env["cupy"] = cupy.__version__
            env["cuda_runtime"] = cupy.cuda.runtime.runtimeGetVersion()
        except Exception as e:  # noqa: BLE001
            env["cupy_error"] = repr(e)
    return env


def main() -> int:
    out = Path(sys.argv[1])
    gpu = "--no-gpu" not in sys.argv[2:]
    out.mkdir(parents=True, exist_ok=True)
    src = out / "kernels.cu"
    src.write_text("\n".join(KERNELS.values()) + "\n")
    prog = ws.read(str(src))
    kernels = {name: prog.kernel(name) for name in KERNELS}
    results = []
    for name, kname, args, cn in cases(np.random.default_rng(20261126)):
        try:
            rec = run_case(name, kname, args, cn, kernels, gpu)
        except Exception as e:  # noqa: BLE001 - one case failing does not end the run
            rec = {"case": name, "result": "error", "error": f"{type(e).__name__}: {e}",
                   "traceback": traceback.format_exc()}
        print(json.dumps({k: v for k, v in rec.items() if k != "traceback"})[:600],
              flush=True)
        results.append(rec)
    doc = {**environment(gpu), "cases": results,
           "summary": {r: sum(1 for x in results if x["result"] == r)
                       for r in sorted({x["result"] for x in results})}}
    (out / "texture.json").write_text(json.dumps(doc, indent=1) + "\n")
    print("summary:", doc["summary"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
