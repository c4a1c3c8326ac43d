"""How the GPU weighs the four texels of a 2D linear fetch (issue 17).

The texture run of 2026-11-26 found 1D linear filtering bit-equal to the simulator (weights
rounded to 8 fraction bits) but 2D interior fetches off by up to 1/100 of the texel range.
This probe measures the weights themselves: a 2x2 float texture holding one 1 and three 0s
returns, at (x, y), exactly the weight of that texel; four such textures give all four
weights over a grid of coordinates in [0.5, 1.5)^2 (steps 1/512) and along each axis
alone (steps 1/4096). Also the 13x17 image of the earlier run at 4096 interior points.

    python3 scripts/gpu_texture_weights.py OUT_DIR
Output: OUT_DIR/weights.npz (w[corner, iy, ix], axis sweeps, image fetches), OUT_DIR/summary.json.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np

KERNEL = r"""
extern "C" __global__ void fetch(cudaTextureObject_t t, const float* xs, const float* ys,
                                 float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float>(t, xs[i], ys[i]);
}
extern "C" __global__ void fetch3(cudaTextureObject_t t, const float* xs, const float* ys,
                                  const float* zs, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex3D<float>(t, xs[i], ys[i], zs[i]);
}
"""


def texture(cp, img: np.ndarray):
    from cupy.cuda import runtime
    from cupy.cuda import texture as T

    ch = T.ChannelFormatDescriptor(32, 0, 0, 0, runtime.cudaChannelFormatKindFloat)
    arr = T.CUDAarray(ch, *img.shape[::-1])
    arr.copy_from(np.ascontiguousarray(img, np.float32))
    res = T.ResourceDescriptor(runtime.cudaResourceTypeArray, cuArr=arr)
    desc = T.TextureDescriptor([runtime.cudaAddressModeClamp] * 3, runtime.cudaFilterModeLinear,
                               runtime.cudaReadModeElementType, normalizedCoords=0)
    return T.TextureObject(res, desc), (arr, res, desc, ch)


def fetch(cp, kern, texels, *coords) -> np.ndarray:
    """``kern``'s fetches of a linear-filtered texture of ``texels`` at ``coords`` (x first)."""
    obj, keep = texture(cp, texels)
    dev = [cp.asarray(c, cp.float32) for c in coords]
    out = cp.empty(dev[0].size, cp.float32)
    kern(((out.size + 255) // 256,), (256,), (obj, *dev, out, np.int32(out.size)))
    cp.cuda.Device().synchronize()
    del keep
    return out.get()


def main(out_dir: str) -> int:
    import cupy as cp

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    kern = cp.RawKernel(KERNEL, "fetch")
    g = (0.5 + np.arange(512) / 512).astype(np.float32)
    gx, gy = np.meshgrid(g, g)
    fine = (0.5 + np.arange(4096) / 4096).astype(np.float32)
    half = np.full(4096, 0.5, np.float32)
    weights, axis_x, axis_y = [], [], []
    for corner in range(4):
        img = np.zeros((2, 2), np.float32)
        img[corner // 2, corner % 2] = 1.0  # (row y, column x)
        weights.append(fetch(cp, kern, img, gx.ravel(), gy.ravel()).reshape(512, 512))
        axis_x.append(fetch(cp, kern, img, fine, half))
        axis_y.append(fetch(cp, kern, img, half, fine))
    rng = np.random.default_rng(20261126)
    image = rng.uniform(-8, 8, (13, 17)).astype(np.float32)
    px = rng.uniform(0.5, 16.5, 4096).astype(np.float32)
    py = rng.uniform(0.5, 12.5, 4096).astype(np.float32)
    image_fetch = fetch(cp, kern, image, px, py)
    extra = {}
    try:  # trilinear: 2x2x2 basis volumes over a 64^3 grid, and a random 5x6x7 volume
        k3 = cp.RawKernel(KERNEL, "fetch3")
        g3 = (0.5 + np.arange(64) / 64).astype(np.float32)
        vx, vy, vz = (a.ravel() for a in np.meshgrid(g3, g3, g3, indexing="xy"))
        w3 = []
        for corner in range(8):
            vol = np.zeros((2, 2, 2), np.float32)
            vol[corner // 4, (corner // 2) % 2, corner % 2] = 1.0  # (z, y, x)
            w3.append(fetch(cp, k3, vol, vx, vy, vz))
        volume = rng.uniform(-1, 1, (5, 6, 7)).astype(np.float32)
        qx, qy, qz = (rng.uniform(0.5, m - 0.5, 4096).astype(np.float32) for m in (7, 6, 5))
        extra = {"weights3": np.stack(w3), "grid3": g3, "grid3_xyz": np.stack([vx, vy, vz]),
                 "volume": volume, "qx": qx, "qy": qy, "qz": qz,
                 "volume_fetch": fetch(cp, k3, volume, qx, qy, qz)}
    except Exception as ex:  # noqa: BLE001 - the 2D part stands alone
        print(f"3D part failed: {type(ex).__name__}: {ex}")
    w = np.stack(weights)
    np.savez_compressed(out / "weights.npz", weights=w, grid=g, axis_x=np.stack(axis_x),
                        axis_y=np.stack(axis_y), fine=fine, image=image, px=px, py=py,
                        image_fetch=image_fetch, **extra)
    summary = {
        "device": cp.cuda.runtime.getDeviceProperties(0)["name"].decode(),
        "date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
        "weights_sum_range": [float(w.sum(0).min()), float(w.sum(0).max())],
        "distinct_weight_values": int(np.unique(w).size),
        "weights_times_65536_integral": bool(np.all(w * 65536 == np.round(w * 65536))),
        "weights_times_256_integral": bool(np.all(w * 256 == np.round(w * 256))),
        "axis_x_times_256_integral": bool(np.all(np.stack(axis_x) * 256 ==
                                                 np.round(np.stack(axis_x) * 256))),
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=1))
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
