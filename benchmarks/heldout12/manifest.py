"""The twelfth held-out suite's manifest (frozen: see FROZEN; nobody edits this file).

The first eleven held-out suites (``benchmarks/heldout/``, ``heldout2/`` to ``heldout11/``)
count as in-sample once measured and used. This suite is the out-of-sample check after
them: 25 kinds of kernel found in none of the earlier suites nor among the tuning spaces,
chosen and written on 2026-11-28 without looking at the model's, the optimizer's or the
advisor's internals, at their documents or at any measured result, and without running those
tools on any of its kernels. Each kind is written in CUDA C (``kernels/<kind>.cu``, entry
``<kind>``) and in OpenCL C (``kernels/<kind>.cl``, entry ``<kind>_cl``); each kind with a
memory-access problem has a hand version in each dialect (``hand/<kind>_hand.cu`` / ``.cl``).

The format is the earlier suites' (read by ``warpsmith.corpus.heldout`` and
``benchmarks/heldout_runner.py``). Each entry of :data:`KERNELS` is a dict:

* ``name`` (unique), ``file`` (relative to this directory), ``kernel`` (the function's name),
  ``dialect`` (``cuda`` or ``opencl``), ``family``;
* ``memory_problem`` and ``problem`` (one line saying what is wrong with its accesses);
* ``args(rng, dims)`` -> {parameter: value} (flat NumPy arrays for buffers, NumPy scalars);
* ``reference(inputs, dims)`` -> {output name: expected array}; ``outputs``;
* ``ci`` (small: the simulator) and ``gpu`` (realistic: tens to a few hundred MB moved)
  launches, ``{"grid", "block", "dims", "dynamic_shared"}``, ``grid`` counting blocks
  (work-groups);
* ``rtol``/``atol``: the simulator's tolerance (0 means exact: integer outputs, and float
  outputs computed from small integers where no rounding can happen in any order; a square
  root, a division or a transcendental function gets a tolerance);
* ``hand``: for a kernel with a memory problem, what an expert writes today in the same
  dialect, ``{"file", "kernel", "ci", "gpu"}``, with the original's parameters, inputs and
  outputs.

Only NumPy is imported, so that the suite does not change when warpsmith does.
"""

from __future__ import annotations

import numpy as np

i16, i32, u8, u16, u32, f32 = np.int16, np.int32, np.uint8, np.uint16, np.uint32, np.float32


def L(grid, block, dims, dynamic_shared=0):
    """One launch: the grid in blocks (work-groups), the block in threads, the sizes."""
    return {"grid": tuple(grid), "block": tuple(block), "dims": dict(dims),
            "dynamic_shared": int(dynamic_shared)}


def cdiv(a, b):
    """a / b rounded up."""
    return -(-a // b)


def L1(n, block, dims=None):
    """A 1D launch of at least ``n`` threads in blocks of ``block``."""
    return L((cdiv(n, block),), (block,), dims if dims is not None else {"n": n})


def L2(nx, ny, bx, by, dims):
    """A 2D launch covering nx x ny threads in blocks of bx x by."""
    return L((cdiv(nx, bx), cdiv(ny, by)), (bx, by), dims)


def small_ints(rng, n, lo=-4, hi=4):
    """float32 values that are small integers: sums and products are exact in any order."""
    return rng.integers(lo, hi + 1, n, dtype=i32).astype(f32)


def normal(rng, n):
    """Standard normal float32 values."""
    return rng.standard_normal(n).astype(f32)


def uniform(rng, n, lo=0.0, hi=1.0):
    """Uniform float32 values in [lo, hi)."""
    return (lo + (hi - lo) * rng.random(n)).astype(f32)


def f64(a):
    """``a`` as float64."""
    return np.asarray(a, np.float64)


KERNELS: list[dict] = []


def hand_entry(file, kernel, ci, gpu):
    """The hand version of an entry."""
    return {"file": file, "kernel": kernel, "ci": ci, "gpu": gpu}


def kind(name, family, args, reference, outputs, ci, gpu, *, problem="", hand_ci=None,
         hand_gpu=None, rtol=0.0, atol=0.0):
    """Both dialects of one kind, ``<name>`` (CUDA C) and ``<name>_cl`` (OpenCL C), with the
    same arguments, reference and launches; a kind with a ``problem`` gets a hand version
    in each dialect, launched at ``hand_ci`` / ``hand_gpu``."""
    for dialect, ext, suffix in (("cuda", "cu", ""), ("opencl", "cl", "_cl")):
        hand = None
        if problem:
            hand = hand_entry(f"hand/{name}_hand.{ext}", f"{name}_hand", hand_ci, hand_gpu)
        KERNELS.append({"name": name + suffix, "file": f"kernels/{name}.{ext}", "kernel": name,
                        "dialect": dialect, "family": family, "memory_problem": bool(problem),
                        "problem": problem, "args": args, "reference": reference,
                        "outputs": tuple(outputs), "ci": ci, "gpu": gpu, "rtol": rtol,
                        "atol": atol, "hand": hand})


# ==================================================================== problem kinds

def rm_args(rng, d):
    r, c = d["rows"], d["cols"]
    return {"A": small_ints(rng, r * c, -60, 60), "amax": np.zeros(r, f32), "rows": i32(r),
            "cols": i32(c)}


def rm_ref(inp, d):
    a = np.abs(inp["A"].reshape(d["rows"], d["cols"]))
    return {"amax": a.max(axis=1).astype(f32)}


RM_CI = {"rows": 48, "cols": 72}
RM_GPU = {"rows": 131072, "cols": 256}
kind("row_maxabs_thread", "statistics", rm_args, rm_ref, ("amax",),
     L1(48, 32, RM_CI), L1(131072, 256, RM_GPU),
     problem="a thread per row walking it from its start: a warp's loads cols floats apart "
             "(uncoalesced row walk)",
     hand_ci=L((6,), (32, 8), RM_CI), hand_gpu=L((131072 // 8,), (32, 8), RM_GPU))


def bm_args(rng, d):
    n = d["n"]
    return {"x": normal(rng, n), "bmax": np.zeros(cdiv(n, 256), f32), "n": i32(n)}


def bm_ref(inp, d):
    n = d["n"]
    a = np.full(cdiv(n, 256) * 256, -3.4e38, f32)
    a[:n] = inp["x"]
    return {"bmax": a.reshape(-1, 256).max(axis=1).astype(f32)}


BM_CI = {"n": 1000}
BM_GPU = {"n": 1 << 25}
kind("block_max_thread0", "signal", bm_args, bm_ref, ("bmax",),
     L1(1000, 256, BM_CI), L1(1 << 25, 256, BM_GPU),
     problem="each block's 256 values staged in shared memory and scanned by its first thread "
             "alone (255 serial steps while the other threads wait)",
     hand_ci=L1(1000, 256, BM_CI), hand_gpu=L1(1 << 25, 256, BM_GPU))


def pt_args(rng, d):
    n = d["n"]
    return {"v": rng.integers(-1000, 1001, n, dtype=i32), "counts": np.zeros(2, i32),
            "n": i32(n)}


def pt_ref(inp, d):
    odd = int((inp["v"] & 1).sum())
    return {"counts": np.array([d["n"] - odd, odd], i32)}


PT_CI = {"n": 1000}
PT_GPU = {"n": 1 << 25}
kind("parity_tally2", "statistics", pt_args, pt_ref, ("counts",),
     L1(1000, 64, PT_CI), L1(1 << 25, 256, PT_GPU),
     problem="a global atomic add per element onto one of two counters (the whole grid "
             "contending for two adjacent words)",
     hand_ci=L((3,), (64,), PT_CI), hand_gpu=L((1024,), (256,), PT_GPU))


def hy_args(rng, d):
    w, h = d["width"], d["height"]
    return {"gx": normal(rng, w * h), "gy": normal(rng, w * h), "mag": np.zeros(w * h, f32),
            "width": i32(w), "height": i32(h)}


def hy_ref(inp, d):
    a, b = f64(inp["gx"]), f64(inp["gy"])
    return {"mag": np.sqrt(a * a + b * b).astype(f32)}


HY_CI = {"width": 40, "height": 24}
HY_GPU = {"width": 4096, "height": 4096}
kind("hypot2d_colwalk", "image", hy_args, hy_ref, ("mag",),
     L2(24, 40, 16, 8, HY_CI), L2(4096, 4096, 32, 8, HY_GPU), rtol=1e-5, atol=1e-6,
     problem="a 2D grid whose x index is the image row: a warp's lanes width floats apart on "
             "both loads and the store (column walk)",
     hand_ci=L2(40, 24, 16, 8, HY_CI), hand_gpu=L2(4096, 4096, 32, 8, HY_GPU))


def bl_args(rng, d):
    n = d["n"]
    return {"bonds": small_ints(rng, 6 * n, -7, 7), "length": np.zeros(n, f32), "n": i32(n)}


def bl_ref(inp, d):
    p = f64(inp["bonds"]).reshape(-1, 6)
    v = p[:, 3:] - p[:, :3]
    return {"length": np.sqrt((v * v).sum(axis=1)).astype(f32)}


BL_CI = {"n": 300}
BL_GPU = {"n": 1 << 22}
kind("bond_length_aos6", "chemistry", bl_args, bl_ref, ("length",),
     L1(300, 64, BL_CI), L1(1 << 22, 256, BL_GPU), rtol=1e-5, atol=1e-6,
     problem="bonds as 6-float records read field by field: six scalar loads per thread, a "
             "warp's lanes 24 bytes apart on each (array-of-structures reads)",
     hand_ci=L1(300, 256, BL_CI), hand_gpu=L1(1 << 22, 256, BL_GPU))


def b5_args(rng, d):
    n = d["width"] * d["height"]
    return {"src": small_ints(rng, n, 0, 100), "dst": np.zeros(n, f32),
            "width": i32(d["width"]), "height": i32(d["height"])}


def b5_ref(inp, d):
    w, h = d["width"], d["height"]
    p = np.pad(f64(inp["src"]).reshape(h, w), 2, mode="edge")
    out = np.zeros((h, w))
    for dy in range(5):
        for dx in range(5):
            out += p[dy:dy + h, dx:dx + w]
    return {"dst": out.astype(f32).reshape(-1)}


B5_CI = {"width": 40, "height": 20}
B5_GPU = {"width": 4096, "height": 4096}
kind("box5x5_global", "image", b5_args, b5_ref, ("dst",),
     L2(40, 20, 32, 8, B5_CI), L2(4096, 4096, 32, 8, B5_GPU),
     problem="a 5 x 5 window read from global memory for every pixel: each input loaded 25 "
             "times (redundant re-reads in two dimensions)",
     hand_ci=L2(40, 20, 32, 8, B5_CI), hand_gpu=L2(4096, 4096, 32, 8, B5_GPU))


def tr_args(rng, d):
    n = d["chunks"] * 1024
    return {"x": small_ints(rng, n, -9, 9), "sums": np.zeros(n // 32, f32)}


def tr_ref(inp, d):
    return {"sums": f64(inp["x"]).reshape(-1, 32).sum(axis=1).astype(f32)}


TR_CI = {"chunks": 8}
TR_GPU = {"chunks": 32768}
kind("tile_rowsum_smem32", "signal", tr_args, tr_ref, ("sums",),
     L((2,), (32, 4), TR_CI), L((8192,), (32, 4), TR_GPU),
     problem="a 32 x 32 shared tile summed along its rows, lane t reading row t: a warp's 32 "
             "reads 32 words apart, all in one bank (32-way bank conflicts)",
     hand_ci=L((2,), (32, 4), TR_CI), hand_gpu=L((8192,), (32, 4), TR_GPU))


def iv_args(rng, d):
    n = d["width"] * d["height"]
    return {"src": rng.integers(0, 256, n, dtype=u8), "dst": np.zeros(n, u8),
            "width": i32(d["width"]), "height": i32(d["height"])}


def iv_ref(inp, d):
    return {"dst": (255 - inp["src"].astype(np.int64)).astype(u8)}


IV_CI = {"width": 100, "height": 12}
IV_GPU = {"width": 2048, "height": 32768}
kind("invert_u8_colloop", "image", iv_args, iv_ref, ("dst",),
     L1(100, 64, IV_CI), L1(2048, 256, IV_GPU),
     problem="a thread per column looping down every row: width threads (eight blocks at the "
             "GPU size) for a 64 MB image (too little parallelism)",
     hand_ci=L2(100, 12, 32, 8, IV_CI), hand_gpu=L2(2048, 32768, 32, 8, IV_GPU))


def bh_args(rng, d):
    n = d["n"]
    return {"data": rng.integers(0, 256, n, dtype=u8), "hist": np.zeros(256, i32), "n": i32(n)}


def bh_ref(inp, d):
    return {"hist": np.bincount(inp["data"], minlength=256).astype(i32)}


BH_CI = {"n": 3000}
BH_GPU = {"n": 1 << 26}
kind("byte_hist256_atomic", "statistics", bh_args, bh_ref, ("hist",),
     L1(3000, 64, BH_CI), L1(1 << 26, 256, BH_GPU),
     problem="a global atomic add per byte onto the counter of its value (256 counters for the "
             "whole grid)",
     hand_ci=L((3,), (256,), BH_CI), hand_gpu=L((1024,), (256,), BH_GPU))


def cc_args(rng, d):
    n = d["n"]
    return {"x": small_ints(rng, n, -20, 20), "y": np.zeros(n, f32), "n": i32(n)}


def cc_ref(inp, d):
    x = f64(inp["x"])
    return {"y": (x * x * x - x).astype(f32)}


CC_CI = {"n": 1000}
CC_GPU = {"n": 1 << 25}
kind("cubic_chunk16_thread", "numerics", cc_args, cc_ref, ("y",),
     L1(cdiv(1000, 16), 64, CC_CI), L1(cdiv(1 << 25, 16), 256, CC_GPU),
     problem="each thread a chunk of 16 consecutive elements: a warp's lanes 64 bytes apart on "
             "every load and store (uncoalesced chunked loop)",
     hand_ci=L1(1000, 64, CC_CI), hand_gpu=L1(1 << 25, 256, CC_GPU))


# ==================================================================== no memory problem

def r6_args(rng, d):
    n = d["n"]
    return {"x": (4.0 * rng.standard_normal(n)).astype(f32), "y": np.zeros(n, f32), "n": i32(n)}


def r6_ref(inp, d):
    return {"y": np.clip(inp["x"], f32(0.0), f32(6.0)).astype(f32)}


kind("relu6_act", "ml", r6_args, r6_ref, ("y",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}))


def oa_args(rng, d):
    n = d["n"]
    return {"w": rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(u32), "h": np.zeros(n, u32),
            "n": i32(n)}


def oa_ref(inp, d):
    mask = np.uint64(0xFFFFFFFF)
    w = inp["w"].astype(np.uint64)
    acc = np.zeros(w.shape, np.uint64)
    for k in range(4):
        acc = (acc + ((w >> np.uint64(8 * k)) & np.uint64(255))) & mask
        acc = (acc + (acc << np.uint64(10))) & mask
        acc ^= acc >> np.uint64(6)
    acc = (acc + (acc << np.uint64(3))) & mask
    acc ^= acc >> np.uint64(11)
    acc = (acc + (acc << np.uint64(15))) & mask
    return {"h": acc.astype(u32)}


kind("oaat_hash_u32", "crypto", oa_args, oa_ref, ("h",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}))


def dp_args(rng, d):
    n = d["n"]
    return {"temp": uniform(rng, n, -20.0, 40.0), "rh": uniform(rng, n, 5.0, 100.0),
            "dew": np.zeros(n, f32), "n": i32(n)}


def dp_ref(inp, d):
    t, rh = f64(inp["temp"]), f64(inp["rh"])
    g = np.log(rh * 0.01) + 17.62 * t / (243.12 + t)
    return {"dew": (243.12 * g / (17.62 - g)).astype(f32)}


kind("dew_point_magnus", "weather", dp_args, dp_ref, ("dew",),
     L1(500, 64, {"n": 500}), L1(1 << 24, 256, {"n": 1 << 24}), rtol=1e-4, atol=1e-3)


def po_args(rng, d):
    n = d["n"]
    return {"src": rng.integers(0, 256, n, dtype=u8), "dst": np.zeros(n, u8), "n": i32(n)}


def po_ref(inp, d):
    return {"dst": ((inp["src"] & 0xE0) | 0x10).astype(u8)}


kind("posterize_u8", "image", po_args, po_ref, ("dst",),
     L1(500, 64, {"n": 500}), L1(1 << 26, 256, {"n": 1 << 26}))

GRID_CI = {"width": 40, "height": 24}
GRID_GPU = {"width": 4096, "height": 4096}


def cs_args(rng, d):
    w, h = d["width"], d["height"]
    return {"dist": np.zeros(w * h, f32), "cx": f32(w * 0.55), "cy": f32(h * 0.45),
            "radius": f32(0.3 * min(w, h)), "width": i32(w), "height": i32(h)}


def cs_ref(inp, d):
    w, h = d["width"], d["height"]
    x = np.arange(w)[None, :] - f64(inp["cx"])
    y = np.arange(h)[:, None] - f64(inp["cy"])
    return {"dist": (np.sqrt(x * x + y * y) - f64(inp["radius"])).astype(f32).reshape(-1)}


kind("circle_sdf2d", "geometry", cs_args, cs_ref, ("dist",),
     L2(40, 24, 16, 8, GRID_CI), L2(4096, 4096, 32, 8, GRID_GPU), rtol=1e-5, atol=1e-4)

SMOOTH_EPS = 1e-3


def sa_args(rng, d):
    n = d["n"]
    return {"x": normal(rng, n), "y": np.zeros(n, f32), "eps": f32(SMOOTH_EPS), "n": i32(n)}


def sa_ref(inp, d):
    x = f64(inp["x"])
    return {"y": np.sqrt(x * x + f64(f32(SMOOTH_EPS))).astype(f32)}


kind("smooth_abs_eps", "numerics", sa_args, sa_ref, ("y",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}), rtol=1e-5, atol=1e-6)


def su_args(rng, d):
    n = d["n"]
    return {"a": rng.integers(0, 256, n, dtype=u8), "b": rng.integers(0, 256, n, dtype=u8),
            "d": np.zeros(n, u8), "n": i32(n)}


def su_ref(inp, d):
    v = inp["a"].astype(np.int64) - inp["b"].astype(np.int64)
    return {"d": np.maximum(v, 0).astype(u8)}


kind("sat_sub_u8", "image", su_args, su_ref, ("d",),
     L1(500, 64, {"n": 500}), L1(1 << 26, 256, {"n": 1 << 26}))


def lp_args(rng, d):
    n = d["width"] * d["height"]
    return {"src": small_ints(rng, n, 0, 255), "dst": np.zeros(n, f32),
            "width": i32(d["width"]), "height": i32(d["height"])}


def lp_ref(inp, d):
    w, h = d["width"], d["height"]
    p = np.pad(f64(inp["src"]).reshape(h, w), 1, mode="edge")
    v = 4.0 * p[1:-1, 1:-1] - p[:-2, 1:-1] - p[2:, 1:-1] - p[1:-1, :-2] - p[1:-1, 2:]
    return {"dst": v.astype(f32).reshape(-1)}


kind("laplacian4_img", "image", lp_args, lp_ref, ("dst",),
     L2(40, 24, 16, 8, GRID_CI), L2(4096, 4096, 32, 8, GRID_GPU))


def ck_args(rng, d):
    return {"img": np.zeros(d["width"] * d["height"], u8), "width": i32(d["width"]),
            "height": i32(d["height"])}


def ck_ref(inp, d):
    x = np.arange(d["width"])[None, :]
    y = np.arange(d["height"])[:, None]
    return {"img": ((((x >> 3) ^ (y >> 3)) & 1) * 255).astype(u8).reshape(-1)}


kind("checker_u8_2d", "graphics", ck_args, ck_ref, ("img",),
     L2(40, 24, 16, 8, GRID_CI), L2(8192, 8192, 32, 8, {"width": 8192, "height": 8192}))


def cp_args(rng, d):
    n = d["n"]
    return {"x": normal(rng, n), "y": normal(rng, n), "radius": np.zeros(n, f32),
            "angle": np.zeros(n, f32), "n": i32(n)}


def cp_ref(inp, d):
    x, y = f64(inp["x"]), f64(inp["y"])
    return {"radius": np.sqrt(x * x + y * y).astype(f32), "angle": np.arctan2(y, x).astype(f32)}


kind("cart_to_polar", "geometry", cp_args, cp_ref, ("radius", "angle"),
     L1(500, 64, {"n": 500}), L1(1 << 24, 256, {"n": 1 << 24}), rtol=1e-5, atol=1e-5)


def br_args(rng, d):
    n = d["n"]
    return {"w": rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(u32), "r": np.zeros(n, u32),
            "n": i32(n)}


def br_ref(inp, d):
    w = inp["w"].astype(np.uint64)
    out = np.zeros(w.shape, np.uint64)
    for k in range(32):
        out |= ((w >> np.uint64(k)) & np.uint64(1)) << np.uint64(31 - k)
    return {"r": out.astype(u32)}


kind("bit_reverse_u32", "encoding", br_args, br_ref, ("r",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}))

PROJECTILE = {"t": 1.5, "g": 9.81}


def pp_args(rng, d):
    n = d["n"]
    return {"x0": uniform(rng, n, -10.0, 10.0), "y0": uniform(rng, n, 0.0, 5.0),
            "vx": uniform(rng, n, -20.0, 20.0), "vy": uniform(rng, n, 0.0, 30.0),
            "px": np.zeros(n, f32), "py": np.zeros(n, f32), "t": f32(PROJECTILE["t"]),
            "g": f32(PROJECTILE["g"]), "n": i32(n)}


def pp_ref(inp, d):
    t, g = f64(inp["t"]), f64(inp["g"])
    px = f64(inp["x0"]) + f64(inp["vx"]) * t
    py = f64(inp["y0"]) + f64(inp["vy"]) * t - 0.5 * g * t * t
    return {"px": px.astype(f32), "py": py.astype(f32)}


kind("projectile_pos_soa", "physics", pp_args, pp_ref, ("px", "py"),
     L1(500, 64, {"n": 500}), L1(1 << 23, 256, {"n": 1 << 23}), rtol=1e-5, atol=1e-4)


def gb_args(rng, d):
    w, h = d["width"], d["height"]
    return {"out": np.zeros(w * h, f32), "cx": f32(w * 0.45), "cy": f32(h * 0.55),
            "sigma": f32(0.2 * min(w, h)), "width": i32(w), "height": i32(h)}


def gb_ref(inp, d):
    w, h = d["width"], d["height"]
    x = np.arange(w)[None, :] - f64(inp["cx"])
    y = np.arange(h)[:, None] - f64(inp["cy"])
    s = f64(inp["sigma"])
    return {"out": np.exp(-(x * x + y * y) / (2.0 * s * s)).astype(f32).reshape(-1)}


kind("gaussian_blob2d", "graphics", gb_args, gb_ref, ("out",),
     L2(40, 24, 16, 8, GRID_CI), L2(4096, 4096, 32, 8, GRID_GPU), rtol=1e-4, atol=1e-6)


def lg_args(rng, d):
    n = d["n"]
    return {"p": uniform(rng, n, 0.001, 0.999), "z": np.zeros(n, f32), "n": i32(n)}


def lg_ref(inp, d):
    q = np.clip(f64(inp["p"]), 1e-6, 1.0 - 1e-6)
    return {"z": np.log(q / (1.0 - q)).astype(f32)}


kind("logit_clip", "ml", lg_args, lg_ref, ("z",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}), rtol=1e-4, atol=1e-4)


def hl_args(rng, d):
    n = d["n"]
    return {c: rng.integers(0, 256, n, dtype=u8) for c in ("r", "g", "b")} | {
        "light": np.zeros(n, u8), "n": i32(n)}


def hl_ref(inp, d):
    p = np.stack([inp[c].astype(np.int64) for c in ("r", "g", "b")])
    return {"light": ((p.max(axis=0) + p.min(axis=0)) // 2).astype(u8)}


kind("hsl_lightness_u8", "image", hl_args, hl_ref, ("light",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}))


# ==================================================================== provenance (honesty)
#
# Every kernel here was written for this suite, but many are of a kind the tools were already
# designed or tested on (the first eleven held-out suites, the tuning spaces, the corpus
# kernels that README.md names; the corpus itself was not searched). Reports can give their
# figures over every kernel and over the kernels without such a neighbour.
_SIMILAR_KINDS = {
    "row_maxabs_thread": "row_range_thread (heldout11), row_variance_thread (heldout9), "
                         "row_absmax_scale, argmax_rows, layernorm_rows: a thread or a group "
                         "per row reducing it",
    "block_max_thread0": "chunk_abssum_thread0 (heldout11), tile_sum_thread0 (heldout8), "
                         "block_scan_serial, minmax_partials, the reduction tuning space: a "
                         "block's partial result, serial or by a tree",
    "parity_tally2": "sign_tally3 (heldout11), bin_sum_atomic (heldout9), dot_i32_atomic, "
                     "count_nonzero_partials, the count tuning space: global atomics onto "
                     "few words",
    "hypot2d_colwalk": "row_weight_lerp2d (heldout11), flat_field_colwalk (heldout9), "
                       "axpy2d_colwalk, stencil5_colwalk, grad_fwd_mag2d: a 2D grid whose x "
                       "index walks the rows, gradient magnitudes",
    "bond_length_aos6": "particle_energy_aos8 (heldout11), triangle_area_aos9 (heldout10), "
                        "pairwise_dist_aos3, ray_plane_aos8, particles_aos, the particles "
                        "tuning space: records of floats read per field",
    "box5x5_global": "box_sum1d_r16 (heldout11), box_blur, bilateral5x5, census5x5, "
                     "tile_mean8x8, the convolution and census tuning spaces: a window per "
                     "output",
    "tile_rowsum_smem32": "nibble_hist_blocks (heldout11), gemm16_batched_smem (heldout10), "
                          "bmv32_smem_rows (heldout9), transpose_nopad16, row_chunk_sums32, "
                          "segsum32_tile: shared-memory bank conflicts and tiles",
    "invert_u8_colloop": "quantize_u8_oneblock (heldout11), col_sum_tall (heldout9), "
                         "gc_content_seqs (heldout10): too few threads for the data; "
                         "threshold_u8, gamma_lut: a byte mapped per pixel",
    "byte_hist256_atomic": "class_weight_tally8 (heldout11), histogram_local, "
                           "hist256_warp_private, radix_hist_private, the histogram tuning "
                           "space: atomic adds onto loaded keys",
    "cubic_chunk16_thread": "chunked_saxpy, strided_copy_s4, strided_copy_s32: per-thread "
                            "chunks and strided lanes; horner_poly, the horner tuning space: "
                            "a polynomial per element",
    "relu6_act": "softsign_act (heldout11), hardswish_act (heldout8), silu_act, gelu_tanh: an "
                 "activation per element",
    "oaat_hash_u32": "fnv1a_hash_u32 (heldout11), fmix32_hash, pcg_rxs_hash, rotl_xor_mix, "
                     "the xorshift tuning space: integer hashing per word",
    "dew_point_magnus": "wind_chill_index (heldout11), black_scholes_call (heldout10), "
                        "phred_error_prob: a logarithm and divisions per element",
    "posterize_u8": "contrast_stretch_u8 (heldout11), threshold_u8, gamma_lut, "
                    "hist_eq_apply: a byte mapped per pixel",
    "circle_sdf2d": "radial_falloff2d (heldout11), sphere_sdf_aos4, torus_sdf_soa "
                    "(heldout10), vignette_correct2d: a distance on a 2D grid",
    "smooth_abs_eps": "newton_recip_sqrt (heldout11), float4_norm2, huber_loss_elem: a "
                      "square root per element",
    "sat_sub_u8": "u8_absdiff, sat_add_i16, int8_add: saturating byte and short arithmetic",
    "laplacian4_img": "emboss3x3 (heldout11), unsharp3x3 (heldout10), jacobi2d, "
                      "stencil5_colwalk, the stencil and jacobi tuning spaces: a small image "
                      "stencil",
    "checker_u8_2d": "sine_waves2d (heldout11), bezier3_eval2d (heldout10), wave2d, the "
                     "mandel and pattern tuning spaces: values computed from the indices of "
                     "a 2D grid",
    "cart_to_polar": "polar_to_cart, iq_phase_mag, cexp_planes (heldout11), cordic_sincos, "
                     "the cordic tuning space: angles and magnitudes per element",
    "bit_reverse_u32": "zigzag_encode_i32 (heldout11), bswap32_words, gray_decode, "
                       "morton_encode, bit_transpose8x8, the bitrev, gray and morton tuning "
                       "spaces: bit manipulation per word",
    "projectile_pos_soa": "spring_damper_soa (heldout11), kick_drift_soa, euler_drag_soa, "
                          "harmonic_leapfrog: steps on planes of floats",
    "gaussian_blob2d": "radial_falloff2d (heldout11), vignette_correct2d, sine_waves2d "
                       "(heldout11): a 2D function of the pixel position",
    "logit_clip": "lognormal_pdf (heldout11), bce_logits_loss, softplus_beta: logarithms per "
                  "element",
    "hsl_lightness_u8": "rgb565_pack_u8 (heldout11), hsv_value_sat, rgba_to_gray, "
                        "rgb_to_yuv: byte planes combined per pixel",
}
#: kernel (both dialects) -> the in-sample kernel(s) of the same kind that the model, the
#: optimizer, the advisor or the tests already used (the earlier held-out suites included)
SIMILAR_IN_SAMPLE = {}
for _kind, _what in _SIMILAR_KINDS.items():
    SIMILAR_IN_SAMPLE[_kind] = _what
    SIMILAR_IN_SAMPLE[_kind + "_cl"] = _what
#: no kind of this suite was measured before it was frozen
SEEN_IN_ISSUE16_TRIAL: tuple = ()
