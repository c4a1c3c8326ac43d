"""The tenth held-out suite's manifest (frozen: see FROZEN; nobody edits this file).

The first nine held-out suites (``benchmarks/heldout/``, ``heldout2/`` to ``heldout9/``)
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


def bases(rng, n):
    """n random DNA letters (A, C, G, T) as bytes."""
    return np.frombuffer(b"ACGT", u8)[rng.integers(0, 4, n)].copy()


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

def cos_args(rng, d):
    r, c = d["rows"], d["cols"]
    return {"A": small_ints(rng, r * c), "B": small_ints(rng, r * c), "sim": np.zeros(r, f32),
            "rows": i32(r), "cols": i32(c)}


def cos_ref(inp, d):
    a = f64(inp["A"]).reshape(d["rows"], d["cols"])
    b = f64(inp["B"]).reshape(d["rows"], d["cols"])
    dot = (a * b).sum(axis=1)
    nn = (a * a).sum(axis=1) * (b * b).sum(axis=1)
    return {"sim": (dot / np.sqrt(nn + 1e-8)).astype(f32)}


COS_CI = {"rows": 48, "cols": 64}
COS_GPU = {"rows": 65536, "cols": 256}
kind("cosine_sim_rows", "ml", cos_args, cos_ref, ("sim",),
     L1(48, 32, COS_CI), L1(65536, 256, COS_GPU), rtol=1e-5, atol=1e-6,
     problem="a thread per row pair walking both rows: a warp's loads cols floats apart "
             "(uncoalesced)",
     hand_ci=L((6,), (32, 8), COS_CI), hand_gpu=L((65536 // 8,), (32, 8), COS_GPU))


def hn_args(rng, d):
    n = d["width"] * d["height"]
    return {"h": small_ints(rng, n, 0, 8), "nx": np.zeros(n, f32), "ny": np.zeros(n, f32),
            "nz": np.zeros(n, f32), "scale": f32(0.5), "width": i32(d["width"]),
            "height": i32(d["height"])}


def hn_ref(inp, d):
    w, h = d["width"], d["height"]
    a = f64(inp["h"]).reshape(h, w)
    xs, ys = np.arange(w), np.arange(h)
    dx = (a[:, np.minimum(xs + 1, w - 1)] - a[:, np.maximum(xs - 1, 0)]) * 0.5
    dy = (a[np.minimum(ys + 1, h - 1), :] - a[np.maximum(ys - 1, 0), :]) * 0.5
    inv = 1.0 / np.sqrt(dx * dx + dy * dy + 1.0)
    return {"nx": (-dx * inv).astype(f32).reshape(-1), "ny": (-dy * inv).astype(f32).reshape(-1),
            "nz": inv.astype(f32).reshape(-1)}


HN_CI = {"width": 40, "height": 24}
HN_GPU = {"width": 4096, "height": 4096}
kind("heightmap_normals", "graphics", hn_args, hn_ref, ("nx", "ny", "nz"),
     L((2, 5), (16, 8), HN_CI), L((128, 512), (32, 8), HN_GPU), rtol=1e-5, atol=1e-6,
     problem="a 2D grid whose x index is the image row: a warp's lanes width floats apart on "
             "every load and on the three plane stores (uncoalesced column walk)",
     hand_ci=L2(40, 24, 16, 8, HN_CI), hand_gpu=L2(4096, 4096, 32, 8, HN_GPU))


def mf_args(rng, d):
    n = d["n"]
    return {"F": rng.integers(0, 1001, n * n, dtype=i32), "out": np.zeros(n * n, i32),
            "n": i32(n)}


def mf_ref(inp, d):
    f = inp["F"].reshape(d["n"], d["n"])
    return {"out": np.minimum(f, f.T).reshape(-1)}


MF_CI = {"n": 40}
MF_GPU = {"n": 4096}
kind("mutual_flow_min", "graph", mf_args, mf_ref, ("out",),
     L2(40, 40, 16, 8, MF_CI), L2(4096, 4096, 32, 8, MF_GPU),
     problem="min(F[i][j], F[j][i]) read straight from global memory: a warp's F[j][i] loads "
             "n ints apart (uncoalesced transposed read)",
     hand_ci=L((2, 2), (32, 8), MF_CI), hand_gpu=L((128, 128), (32, 8), MF_GPU))


def gm_args(rng, d):
    nb = d["nb"]
    return {"A": small_ints(rng, nb * 256), "B": small_ints(rng, nb * 256),
            "C": np.zeros(nb * 256, f32), "nb": i32(nb)}


def gm_ref(inp, d):
    a = f64(inp["A"]).reshape(-1, 16, 16)
    b = f64(inp["B"]).reshape(-1, 16, 16)
    return {"C": (a @ b).astype(f32).reshape(-1)}


GM_CI = {"nb": 3}
GM_GPU = {"nb": 1 << 16}
kind("gemm16_batched_smem", "linear_algebra", gm_args, gm_ref, ("C",),
     L((3,), (16, 16), GM_CI), L((1 << 16,), (16, 16), GM_GPU),
     problem="16 x 16 products with B staged transposed in shared memory and read as "
             "Bt[col][k]: the lanes of a half-warp 16 words apart (8-way bank conflicts on "
             "every inner-loop read and on the staging stores)",
     hand_ci=L((3,), (16, 16), GM_CI), hand_gpu=L((1 << 16,), (16, 16), GM_GPU))


def gc_args(rng, d):
    s, n = d["seqs"], d["length"]
    return {"seq": bases(rng, s * n), "gc": np.zeros(s, i32), "seqs": i32(s),
            "length": i32(n)}


def gc_ref(inp, d):
    a = inp["seq"].reshape(d["seqs"], d["length"])
    return {"gc": ((a == ord("G")) | (a == ord("C"))).sum(axis=1).astype(i32)}


GC_CI = {"seqs": 8, "length": 400}
GC_GPU = {"seqs": 64, "length": 1 << 21}
kind("gc_content_seqs", "bioinformatics", gc_args, gc_ref, ("gc",),
     L1(8, 32, GC_CI), L1(64, 64, GC_GPU),
     problem="a thread per sequence walking its bytes one at a time: seqs threads (one block) "
             "for seqs x length bytes, the lanes length bytes apart (too little parallelism, "
             "uncoalesced byte loads)",
     hand_ci=L((2, 8), (64,), GC_CI), hand_gpu=L((64, 64), (256,), GC_GPU))


def pm_args(rng, d):
    w, h = d["width"], d["height"]
    patches = (w // 8) * (h // 8)
    return {"labels": rng.integers(0, 16, w * h, dtype=u8), "scratch": np.zeros(16 * patches, i32),
            "mode": np.zeros(patches, u8), "width": i32(w), "height": i32(h)}


def pm_ref(inp, d):
    w, h = d["width"], d["height"]
    a = inp["labels"].reshape(h // 8, 8, w // 8, 8).transpose(0, 2, 1, 3).reshape(-1, 64)
    counts = np.zeros((a.shape[0], 16), np.int64)
    for b in range(16):
        counts[:, b] = (a == b).sum(axis=1)
    return {"mode": counts.argmax(axis=1).astype(u8)}


PM_CI = {"width": 64, "height": 32}
PM_GPU = {"width": 8192, "height": 8192}
kind("patch_mode8x8", "image", pm_args, pm_ref, ("mode",),
     L1(32, 32, PM_CI), L1(1 << 20, 256, PM_GPU),
     problem="a thread per 8 x 8 patch counting its 16 labels in a global scratch array "
             "(scratch[16 p + label]): a read-modify-write of global memory per pixel, lanes "
             "64 bytes apart, and byte loads of the patch 8 bytes apart",
     hand_ci=L1(32, 32, PM_CI), hand_gpu=L1(1 << 20, 256, PM_GPU))


def kmer_codes(seq):
    """The 2-bit code of each letter: (byte >> 1) & 3 (A 0, C 1, T 2, G 3)."""
    return ((seq >> 1) & 3).astype(np.int64)


def km_args(rng, d):
    n = d["n"]
    return {"seq": bases(rng, n), "counts": np.zeros(256, i32), "n": i32(n)}


def km_ref(inp, d):
    c = kmer_codes(inp["seq"])
    code = (c[:-3] << 6) | (c[1:-2] << 4) | (c[2:-1] << 2) | c[3:]
    return {"counts": np.bincount(code, minlength=256).astype(i32)}


KM_CI = {"n": 1000}
KM_GPU = {"n": 1 << 25}
kind("kmer4_count", "bioinformatics", km_args, km_ref, ("counts",),
     L1(1000, 64, KM_CI), L1(1 << 25, 256, KM_GPU),
     problem="a global atomic add per position onto 256 counters (every thread of the grid "
             "contending for 256 words in eight cache lines)",
     hand_ci=L((3,), (256,), KM_CI), hand_gpu=L((1024,), (256,), KM_GPU))


def ip_args(rng, d):
    n = d["n"]
    return {"hdr": rng.integers(0, 256, 20 * n, dtype=u8), "csum": np.zeros(n, u16),
            "n": i32(n)}


def ip_ref(inp, d):
    b = inp["hdr"].reshape(-1, 20).astype(np.int64)
    words = (b[:, 0::2] << 8) | b[:, 1::2]
    words[:, 5] = 0
    s = words.sum(axis=1)
    s = (s & 0xFFFF) + (s >> 16)
    s = (s & 0xFFFF) + (s >> 16)
    return {"csum": (~s & 0xFFFF).astype(u16)}


IP_CI = {"n": 300}
IP_GPU = {"n": 1 << 22}
kind("ipv4_header_checksum", "networking", ip_args, ip_ref, ("csum",),
     L1(300, 64, IP_CI), L1(1 << 22, 256, IP_GPU),
     problem="a thread per 20-byte header reading it one byte at a time in straight-line "
             "code: 20 byte loads per thread, lanes 20 bytes apart",
     hand_ci=L1(300, 64, IP_CI), hand_gpu=L1(1 << 22, 256, IP_GPU))


def ts_args(rng, d):
    w, h = d["width"], d["height"]
    return {"img": small_ints(rng, w * h, 0, 15), "tpl": small_ints(rng, 64, 0, 15),
            "out": np.zeros((w - 7) * (h - 7), f32), "width": i32(w), "height": i32(h)}


def ts_ref(inp, d):
    w, h = d["width"], d["height"]
    a = f64(inp["img"]).reshape(h, w)
    t = f64(inp["tpl"]).reshape(8, 8)
    out = np.zeros((h - 7, w - 7))
    for i in range(8):
        for j in range(8):
            out += (a[i:i + h - 7, j:j + w - 7] - t[i, j]) ** 2
    return {"out": out.astype(f32).reshape(-1)}


TS_CI = {"width": 48, "height": 24}
TS_GPU = {"width": 4096, "height": 4096}
kind("template_ssd8x8", "vision", ts_args, ts_ref, ("out",),
     L2(41, 17, 16, 8, TS_CI), L2(4089, 4089, 32, 8, TS_GPU),
     problem="an 8 x 8 window and the template read from global memory for every output: "
             "each image value loaded 64 times, 128 loads per output (redundant re-reads)",
     hand_ci=L2(41, 17, 32, 8, TS_CI), hand_gpu=L2(4089, 4089, 32, 8, TS_GPU))


def ta_args(rng, d):
    n = d["n"]
    return {"tri": small_ints(rng, 9 * n, -8, 8), "area": np.zeros(n, f32), "n": i32(n)}


def ta_ref(inp, d):
    t = f64(inp["tri"]).reshape(-1, 3, 3)
    c = np.cross(t[:, 1] - t[:, 0], t[:, 2] - t[:, 0])
    return {"area": (0.5 * np.sqrt((c * c).sum(axis=1))).astype(f32)}


TA_CI = {"n": 300}
TA_GPU = {"n": 1 << 22}
kind("triangle_area_aos9", "graphics", ta_args, ta_ref, ("area",),
     L1(300, 64, TA_CI), L1(1 << 22, 256, TA_GPU), rtol=1e-5, atol=1e-6,
     problem="triangles as 9-float records read field by field: nine scalar loads per thread, "
             "a warp's lanes 36 bytes apart on each (array-of-structures reads)",
     hand_ci=L1(300, 64, TA_CI), hand_gpu=L1(1 << 22, 256, TA_GPU))


# ==================================================================== no memory problem

SMOOTH = {"e0": -1.0, "e1": 2.0}


def sm_args(rng, d):
    n = d["n"]
    return {"x": (2.0 * rng.standard_normal(n)).astype(f32), "y": np.zeros(n, f32),
            "e0": f32(SMOOTH["e0"]), "e1": f32(SMOOTH["e1"]), "n": i32(n)}


def sm_ref(inp, d):
    x = f64(inp["x"])
    t = np.clip((x - SMOOTH["e0"]) / (SMOOTH["e1"] - SMOOTH["e0"]), 0.0, 1.0)
    return {"y": (t * t * (3.0 - 2.0 * t)).astype(f32)}


kind("smoothstep_remap", "graphics", sm_args, sm_ref, ("y",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}), rtol=1e-5, atol=1e-6)

XTEA_KEY = (0x01234567, 0x89ABCDEF, 0xFEDCBA98, 0x76543210)


def xt_args(rng, d):
    n = d["n"]
    return {"v0": rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(u32),
            "v1": rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(u32),
            "key": np.array(XTEA_KEY, u32), "o0": np.zeros(n, u32), "o1": np.zeros(n, u32),
            "n": i32(n)}


def xt_ref(inp, d):
    m = np.uint64(0xFFFFFFFF)
    v0 = inp["v0"].astype(np.uint64)
    v1 = inp["v1"].astype(np.uint64)
    key = [np.uint64(k) for k in XTEA_KEY]
    s = 0
    for _ in range(32):
        v0 = (v0 + ((((v1 << np.uint64(4)) & m) ^ (v1 >> np.uint64(5))) + v1 & m
                    ^ np.uint64((s + int(key[s & 3])) & 0xFFFFFFFF))) & m
        s = (s + 0x9E3779B9) & 0xFFFFFFFF
        v1 = (v1 + ((((v0 << np.uint64(4)) & m) ^ (v0 >> np.uint64(5))) + v0 & m
                    ^ np.uint64((s + int(key[(s >> 11) & 3])) & 0xFFFFFFFF))) & m
    return {"o0": v0.astype(u32), "o1": v1.astype(u32)}


kind("xtea_encrypt", "crypto", xt_args, xt_ref, ("o0", "o1"),
     L1(256, 64, {"n": 256}), L1(1 << 23, 256, {"n": 1 << 23}))

WHITE = (0.95047, 1.0, 1.08883)


def lab_args(rng, d):
    n = d["n"]
    a = {c: uniform(rng, n, 0.0, 1.0) for c in ("X", "Y", "Z")}
    a.update({c: np.zeros(n, f32) for c in ("Lo", "ao", "bo")})
    a["n"] = i32(n)
    return a


def lab_ref(inp, d):
    eps = (6.0 / 29.0) ** 3

    def f(t):
        return np.where(t > eps, np.cbrt(t), t / (3.0 * (6.0 / 29.0) ** 2) + 4.0 / 29.0)

    fx, fy, fz = (f(f64(inp[c]) / f64(f32(w))) for c, w in zip(("X", "Y", "Z"), WHITE))
    return {"Lo": (116.0 * fy - 16.0).astype(f32), "ao": (500.0 * (fx - fy)).astype(f32),
            "bo": (200.0 * (fy - fz)).astype(f32)}


kind("xyz_to_lab", "image", lab_args, lab_ref, ("Lo", "ao", "bo"),
     L1(500, 64, {"n": 500}), L1(1 << 23, 256, {"n": 1 << 23}), rtol=1e-4, atol=1e-5)

DROPOUT = {"seed": 0x2545F491, "threshold": 858993459, "scale": 1.25}


def drop_hash(i, seed):
    """The kernel's 32-bit mix of an index and the seed (NumPy, uint32 wrap-around)."""
    m = np.uint64(0xFFFFFFFF)
    x = (i.astype(np.uint64) ^ np.uint64(seed)) & m
    x ^= x >> np.uint64(16)
    x = (x * np.uint64(0x7FEB352D)) & m
    x ^= x >> np.uint64(15)
    x = (x * np.uint64(0x846CA68B)) & m
    x ^= x >> np.uint64(16)
    return x


def dr_args(rng, d):
    n = d["n"]
    return {"x": small_ints(rng, n, -64, 64), "y": np.zeros(n, f32), "seed": u32(DROPOUT["seed"]),
            "threshold": u32(DROPOUT["threshold"]), "scale": f32(DROPOUT["scale"]),
            "n": i32(n)}


def dr_ref(inp, d):
    n = len(inp["x"])
    keep = drop_hash(np.arange(n), DROPOUT["seed"]) >= np.uint64(DROPOUT["threshold"])
    return {"y": np.where(keep, inp["x"] * f32(DROPOUT["scale"]), f32(0.0)).astype(f32)}


kind("dropout_hash_mask", "ml", dr_args, dr_ref, ("y",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}))

EARTH_KM = 6371.0


def hv_args(rng, d):
    n = d["n"]
    a = {"lat1": uniform(rng, n, -1.0, 1.0), "lon1": uniform(rng, n, -1.0, 1.0),
         "lat2": uniform(rng, n, -1.0, 1.0), "lon2": uniform(rng, n, -1.0, 1.0),
         "dist": np.zeros(n, f32), "radius": f32(EARTH_KM), "n": i32(n)}
    return a


def hv_ref(inp, d):
    p1, l1, p2, l2 = (f64(inp[k]) for k in ("lat1", "lon1", "lat2", "lon2"))
    s1 = np.sin(0.5 * (p2 - p1))
    s2 = np.sin(0.5 * (l2 - l1))
    h = s1 * s1 + np.cos(p1) * np.cos(p2) * s2 * s2
    return {"dist": (2.0 * EARTH_KM * np.arcsin(np.sqrt(np.minimum(h, 1.0)))).astype(f32)}


kind("haversine_dist", "geo", hv_args, hv_ref, ("dist",),
     L1(500, 64, {"n": 500}), L1(1 << 23, 256, {"n": 1 << 23}), rtol=1e-4, atol=1e-5)

MARKET = {"rate": 0.03, "vol": 0.25}


def bs_args(rng, d):
    n = d["n"]
    return {"S": uniform(rng, n, 50.0, 150.0), "K": uniform(rng, n, 60.0, 140.0),
            "T": uniform(rng, n, 0.1, 3.0), "call": np.zeros(n, f32), "put": np.zeros(n, f32),
            "rate": f32(MARKET["rate"]), "vol": f32(MARKET["vol"]), "n": i32(n)}


def bs_ref(inp, d):
    from math import erfc

    s, k, t = (f64(inp[c]) for c in ("S", "K", "T"))
    r, v = f64(f32(MARKET["rate"])), f64(f32(MARKET["vol"]))
    sq = v * np.sqrt(t)
    d1 = (np.log(s / k) + (r + 0.5 * v * v) * t) / sq
    d2 = d1 - sq
    erfc_each = np.frompyfunc(erfc, 1, 1)

    def cdf(x):
        return 0.5 * erfc_each(-x / np.sqrt(2.0)).astype(np.float64)

    disc = k * np.exp(-r * t)
    call = s * cdf(d1) - disc * cdf(d2)
    return {"call": call.astype(f32), "put": (call - s + disc).astype(f32)}


kind("black_scholes_call", "finance", bs_args, bs_ref, ("call", "put"),
     L1(300, 64, {"n": 300}), L1(1 << 23, 256, {"n": 1 << 23}), rtol=1e-4, atol=1e-4)

OSC = {"damping": 0.1, "dt": 0.01}


def rk_args(rng, d):
    n = d["n"]
    return {"x": normal(rng, n), "v": normal(rng, n), "k": uniform(rng, n, 0.5, 4.0),
            "xo": np.zeros(n, f32), "vo": np.zeros(n, f32), "damping": f32(OSC["damping"]),
            "dt": f32(OSC["dt"]), "n": i32(n)}


def rk_ref(inp, d):
    x, v, k = f64(inp["x"]), f64(inp["v"]), f64(inp["k"])
    c, h = f64(f32(OSC["damping"])), f64(f32(OSC["dt"]))

    def acc(px, pv):
        return -k * px - c * pv

    k1x, k1v = v, acc(x, v)
    k2x, k2v = v + 0.5 * h * k1v, acc(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
    k3x, k3v = v + 0.5 * h * k2v, acc(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
    k4x, k4v = v + h * k3v, acc(x + h * k3x, v + h * k3v)
    xo = x + h / 6.0 * (k1x + 2.0 * k2x + 2.0 * k3x + k4x)
    vo = v + h / 6.0 * (k1v + 2.0 * k2v + 2.0 * k3v + k4v)
    return {"xo": xo.astype(f32), "vo": vo.astype(f32)}


kind("rk4_oscillator_step", "physics", rk_args, rk_ref, ("xo", "vo"),
     L1(500, 64, {"n": 500}), L1(1 << 23, 256, {"n": 1 << 23}), rtol=1e-5, atol=1e-6)

TORUS = {"major": 2.0, "minor": 0.5}


def to_args(rng, d):
    n = d["n"]
    a = {c: uniform(rng, n, -3.0, 3.0) for c in ("px", "py", "pz")}
    a.update({"dist": np.zeros(n, f32), "major": f32(TORUS["major"]),
              "minor": f32(TORUS["minor"]), "n": i32(n)})
    return a


def to_ref(inp, d):
    x, y, z = (f64(inp[c]) for c in ("px", "py", "pz"))
    q = np.sqrt(x * x + z * z) - TORUS["major"]
    return {"dist": (np.sqrt(q * q + y * y) - TORUS["minor"]).astype(f32)}


kind("torus_sdf_soa", "graphics", to_args, to_ref, ("dist",),
     L1(500, 64, {"n": 500}), L1(1 << 23, 256, {"n": 1 << 23}), rtol=1e-5, atol=1e-6)


def bm_args(rng, d):
    n = d["n"]
    return {"u1": (1.0 - rng.random(n)).astype(f32), "u2": uniform(rng, n),
            "z0": np.zeros(n, f32), "z1": np.zeros(n, f32), "n": i32(n)}


def bm_ref(inp, d):
    u1, u2 = f64(inp["u1"]), f64(inp["u2"])
    r = np.sqrt(-2.0 * np.log(u1))
    a = 2.0 * np.pi * u2
    return {"z0": (r * np.cos(a)).astype(f32), "z1": (r * np.sin(a)).astype(f32)}


kind("box_muller_pairs", "random", bm_args, bm_ref, ("z0", "z1"),
     L1(500, 64, {"n": 500}), L1(1 << 24, 256, {"n": 1 << 24}), rtol=1e-4, atol=1e-4)

IMG_CI = {"width": 40, "height": 24}
IMG_GPU = {"width": 4096, "height": 4096}


def us_args(rng, d):
    n = d["width"] * d["height"]
    return {"in": small_ints(rng, n, 0, 255), "out": np.zeros(n, f32), "amount": f32(0.5),
            "width": i32(d["width"]), "height": i32(d["height"])}


def us_ref(inp, d):
    w, h = d["width"], d["height"]
    a = f64(inp["in"]).reshape(h, w)
    p = np.pad(a, 1, mode="edge")
    blur = np.zeros_like(a)
    for dy, wy in ((0, 1.0), (1, 2.0), (2, 1.0)):
        for dx, wx in ((0, 1.0), (1, 2.0), (2, 1.0)):
            blur += wy * wx * p[dy:dy + h, dx:dx + w]
    out = np.clip(a + 0.5 * (a - blur / 16.0), 0.0, 255.0)
    return {"out": out.astype(f32).reshape(-1)}


kind("unsharp3x3", "image", us_args, us_ref, ("out",),
     L2(40, 24, 16, 8, IMG_CI), L2(4096, 4096, 32, 8, IMG_GPU))

GS = {"du": 0.16, "dv": 0.08, "feed": 0.035, "kill": 0.065, "dt": 1.0}


def gs_args(rng, d):
    n = d["width"] * d["height"]
    a = {"U": uniform(rng, n, 0.5, 1.0), "V": uniform(rng, n, 0.0, 0.5),
         "Uo": np.zeros(n, f32), "Vo": np.zeros(n, f32)}
    a.update({k: f32(v) for k, v in GS.items()})
    a.update({"width": i32(d["width"]), "height": i32(d["height"])})
    return a


def gs_ref(inp, d):
    w, h = d["width"], d["height"]
    p = {k: f64(f32(v)) for k, v in GS.items()}

    def lap(a):
        q = np.pad(a, 1, mode="edge")
        return q[:-2, 1:-1] + q[2:, 1:-1] + q[1:-1, :-2] + q[1:-1, 2:] - 4.0 * a

    u = f64(inp["U"]).reshape(h, w)
    v = f64(inp["V"]).reshape(h, w)
    uvv = u * v * v
    uo = u + p["dt"] * (p["du"] * lap(u) - uvv + p["feed"] * (1.0 - u))
    vo = v + p["dt"] * (p["dv"] * lap(v) + uvv - (p["feed"] + p["kill"]) * v)
    return {"Uo": uo.astype(f32).reshape(-1), "Vo": vo.astype(f32).reshape(-1)}


kind("gray_scott_step", "stencil", gs_args, gs_ref, ("Uo", "Vo"),
     L2(40, 24, 16, 8, IMG_CI), L2(4096, 4096, 32, 8, IMG_GPU), rtol=1e-5, atol=1e-6)


def mulaw_ref_values(s):
    """G.711 mu-law bytes of int16 samples (NumPy)."""
    s = s.astype(np.int64)
    sign = np.where(s < 0, 0x80, 0)
    mag = np.minimum(np.abs(s), 32635) + 0x84
    exp = np.floor(np.log2(mag)).astype(np.int64) - 7
    exp = np.clip(exp, 0, 7)
    mant = (mag >> (exp + 3)) & 0x0F
    return (~(sign | (exp << 4) | mant) & 0xFF).astype(u8)


def mu_args(rng, d):
    n = d["n"]
    return {"pcm": rng.integers(-32768, 32768, n, dtype=i16), "code": np.zeros(n, u8),
            "n": i32(n)}


def mu_ref(inp, d):
    return {"code": mulaw_ref_values(inp["pcm"])}


kind("mulaw_encode_i16", "signal", mu_args, mu_ref, ("code",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}))


def bf_args(rng, d):
    n = d["n"]
    x = (100.0 * rng.standard_normal(n)).astype(f32)
    x[::97] = np.float32(np.nan)
    return {"x": x, "bits": np.zeros(n, u16), "n": i32(n)}


def bf_ref(inp, d):
    u = inp["x"].view(u32).astype(np.uint64)
    r = ((u + np.uint64(0x7FFF) + ((u >> np.uint64(16)) & np.uint64(1))) >> np.uint64(16))
    r = np.where(np.isnan(inp["x"]), np.uint64(0x7FC0), r & np.uint64(0xFFFF))
    return {"bits": r.astype(u16)}


kind("f32_to_bf16_rne", "ml", bf_args, bf_ref, ("bits",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}))


def bz_args(rng, d):
    c, s = d["curves"], d["samples"]
    return {"cx": uniform(rng, 4 * c, -10.0, 10.0), "cy": uniform(rng, 4 * c, -10.0, 10.0),
            "outx": np.zeros(c * s, f32), "outy": np.zeros(c * s, f32), "curves": i32(c),
            "samples": i32(s)}


def bz_ref(inp, d):
    c, s = d["curves"], d["samples"]
    t = f64(np.arange(s, dtype=f32) / f32(s - 1))[None, :]
    u = 1.0 - t
    w = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t)
    out = {}
    for name, ctl in (("outx", "cx"), ("outy", "cy")):
        p = f64(inp[ctl]).reshape(c, 4)
        out[name] = sum(w[k] * p[:, k:k + 1] for k in range(4)).astype(f32).reshape(-1)
    return out


BZ_CI = {"curves": 12, "samples": 64}
BZ_GPU = {"curves": 16384, "samples": 1024}
kind("bezier3_eval2d", "graphics", bz_args, bz_ref, ("outx", "outy"),
     L2(64, 12, 32, 8, BZ_CI), L2(1024, 16384, 32, 8, BZ_GPU), rtol=1e-5, atol=1e-5)


def ph_args(rng, d):
    n = d["n"]
    return {"qual": rng.integers(33, 74, n, dtype=u8), "prob": np.zeros(n, f32), "n": i32(n)}


def ph_ref(inp, d):
    q = inp["qual"].astype(np.float64) - 33.0
    return {"prob": np.power(10.0, -0.1 * q).astype(f32)}


kind("phred_error_prob", "bioinformatics", ph_args, ph_ref, ("prob",),
     L1(500, 64, {"n": 500}), L1(1 << 25, 256, {"n": 1 << 25}), rtol=1e-5, atol=1e-7)


# ==================================================================== provenance (honesty)
#
# Every kernel here is new code written for this suite, but some are of the same kind as a
# kernel the tools were designed or tested on (the first nine held-out suites, the tuning
# spaces, the corpus kernels named in README.md). Reports can give the figures over all
# kernels and over those with no such neighbour.

_SIMILAR_KINDS = {
    "cosine_sim_rows": "row_variance_thread (heldout9), row_dot_pairs, row_l1_normalize "
                       "(heldout6), layernorm_rows: a thread or a group per row reducing it",
    "heightmap_normals": "flat_field_colwalk (heldout9), axpy2d_colwalk, stencil5_colwalk "
                         "(earlier suites): a 2D grid whose x index walks the rows; "
                         "grad_fwd_mag2d, div2d_central: 2D differences",
    "mutual_flow_min": "symmetrize_avg (heldout9), transpose_nopad16, scale_bias_transpose, "
                       "the transpose tuning space: a transposed access",
    "gemm16_batched_smem": "bmv32_smem_rows (heldout9), row_chunk_sums32, sort8_groups_smem: "
                           "shared-memory bank conflicts; the matmul tuning space, "
                           "batched_dot16, lu4_batched: small dense products",
    "gc_content_seqs": "col_sum_tall (heldout9), tile_sum_thread0 (heldout8): too few threads "
                       "for the data; count_nonzero_partials: counting matches",
    "patch_mode8x8": "median5_scratch_global (heldout9): a thread's work area in global "
                     "memory; tile_mean8x8 (heldout8), joint_hist16x16: per-tile statistics "
                     "and small histograms",
    "kmer4_count": "bin_sum_atomic (heldout9), histogram_local, hist256_warp_private, "
                   "radix_hist_private, the histogram tuning space: atomic counts onto bins",
    "ipv4_header_checksum": "crc32_records16, bswap32_words, bgr_to_rgb_bytes (earlier "
                            "suites), the adler tuning space: byte records and checksums",
    "template_ssd8x8": "box_blur, bilateral5x5, census5x5, gauss3x3_shared (earlier suites), "
                       "the convolution and census tuning spaces: a window per output",
    "triangle_area_aos9": "det3x3_aos, box_iou_aos, pairwise_dist_aos3, ray_plane_aos8, "
                          "sphere_sdf_aos4 (earlier suites): records of floats read per field",
    "smoothstep_remap": "hardswish_act (heldout8), tonemap_gamma2: a clamped polynomial per "
                        "element",
    "xtea_encrypt": "pcg_rxs_hash (heldout9), fmix32_hash, rotl_xor_mix, the xorshift "
                    "tuning space: rounds of shifts, xors and adds per word",
    "xyz_to_lab": "srgb_to_linear (heldout8), rgb_to_yuv, ycocg_from_rgb, ccm3x3_planes: "
                  "colour planes converted per pixel",
    "dropout_hash_mask": "pcg_rxs_hash (heldout9), fmix32_hash (heldout7): an integer hash "
                         "per element",
    "haversine_dist": "polar_to_cart (heldout9), cordic_sincos: sines and cosines per "
                      "element",
    "black_scholes_call": "huber_loss_elem, silu_act (heldout9), bce_logits_loss: "
                          "transcendental arithmetic per element on planes",
    "rk4_oscillator_step": "harmonic_leapfrog, kick_drift_soa, euler_drag_soa: a time step "
                           "of independent particles on planes",
    "torus_sdf_soa": "sphere_sdf_aos4 (heldout8), float4_norm2: distances per point",
    "box_muller_pairs": "polar_to_cart (heldout9), iq_phase_mag: sines, cosines and roots per "
                        "element",
    "unsharp3x3": "box_blur, gauss3x3_shared, sobel_gxgy_f32 (heldout9): a 3 x 3 image "
                  "stencil",
    "gray_scott_step": "jacobi2d, heat3d, aniso_diffuse2d, the stencil and jacobi tuning "
                       "spaces: a 5-point 2D stencil step",
    "mulaw_encode_i16": "pcm16_gain_q15, sat_add_i16, ilog2_u32 (earlier suites): int16 "
                        "samples and bit positions",
    "f32_to_bf16_rne": "float_to_half2_bits (earlier suites): float rounding to a narrower "
                       "format's bits",
    "bezier3_eval2d": "horner_poly, clenshaw_cheb8, the horner tuning space: a polynomial "
                      "evaluated per point",
    "phred_error_prob": "gamma_lut, u8_unorm_to_float, srgb_to_linear: bytes to floats "
                        "through a function",
}

#: kernel (both dialects) -> the in-sample kernel(s) of the same kind that the model, the
#: optimizer, the advisor or the tests already used (the earlier held-out suites included)
SIMILAR_IN_SAMPLE = {}
for _kind, _what in _SIMILAR_KINDS.items():
    SIMILAR_IN_SAMPLE[_kind] = _what
    SIMILAR_IN_SAMPLE[_kind + "_cl"] = _what

#: no kind of this suite was measured before it was frozen
SEEN_IN_ISSUE16_TRIAL: tuple = ()
