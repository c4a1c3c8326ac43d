"""The third held-out suite's manifest (frozen: see FROZEN; nobody edits this file).

The first (``benchmarks/heldout/``) and the second (``benchmarks/heldout2/``) held-out suites
have both been used since they were measured, so they are in-sample now. This suite is the
out-of-sample check that replaces them: 25 kinds of kernel that are in neither earlier suite
nor the tuning spaces, chosen and written on 2026-11-28 without looking at the model's, the
optimizer's or the advisor's internals or results, nor at any measured result. Every kind is
written in CUDA C (``kernels/<kind>.cu``, entry ``<kind>``) and in OpenCL C
(``kernels/<kind>.cl``, entry ``<kind>_cl``); the kinds with a memory-access problem have a
hand version in each dialect (``hand/<kind>_hand.cu`` / ``.cl``).

The format is the earlier suites', so that ``warpsmith.corpus.heldout`` and
``benchmarks/heldout_runner.py`` read it. Each entry of :data:`KERNELS` is a dict:

* ``name`` (unique), ``file`` (relative to this directory), ``kernel`` (the function),
  ``dialect`` (``cuda`` or ``opencl``), ``family``;
* ``memory_problem`` and ``problem`` (one line: what is wrong with its memory accesses);
* ``args(rng, dims)`` -> {parameter: value} (flat NumPy arrays for buffers, NumPy scalars);
* ``reference(inputs, dims)`` -> {output name: expected array}; ``outputs``;
* ``ci`` (small, for the simulator) and ``gpu`` (realistic: tens to a few hundred MB
  moved) launches: ``{"grid", "block", "dims", "dynamic_shared"}``; ``grid`` counts blocks /
  work-groups;
* ``rtol``/``atol``: the simulator's tolerance (0: exact; the data are small integers
  wherever an order of additions could matter; kernels with exp, log or division have a
  tolerance);
* ``hand``: for every kernel with a memory problem, the version an expert would write
  today, in the same dialect: ``{"file", "kernel", "ci", "gpu"}``. It takes the same
  parameters and inputs as the original and must produce the same outputs.

Only NumPy is imported here, so that the suite does not change when warpsmith does.
"""

from __future__ import annotations

import numpy as np

i16, i32, u8, u32, f32 = np.int16, np.int32, np.uint8, np.uint32, np.float32


def L(grid, block, dims, dynamic_shared=0):
    """One launch: grid in blocks (work-groups), block in threads, problem sizes."""
    return {"grid": tuple(grid), "block": tuple(block), "dims": dict(dims),
            "dynamic_shared": int(dynamic_shared)}


def cdiv(a, b):
    return -(-a // b)


def L1(n, block, dims=None, per=1):
    """A 1D launch of ceil(n / per) threads in blocks of ``block``."""
    return L((cdiv(cdiv(n, per), block),), (block,), dims if dims is not None else {"n": n})


def L2(nx, ny, bx, by, dims):
    return L((cdiv(nx, bx), cdiv(ny, by)), (bx, by), dims)


def sint(rng, n, lo=-4, hi=4):
    """float32 data holding small integers: sums and products are exact in any order."""
    return rng.integers(lo, hi + 1, n).astype(f32)


def ints(rng, n, lo=-4, hi=4):
    return rng.integers(lo, hi + 1, n).astype(i32)


def normal(rng, n):
    return rng.standard_normal(n).astype(f32)


def f64(a):
    return np.asarray(a, np.float64)


KERNELS: list[dict] = []


def H(file, kernel, ci, gpu):
    return {"file": file, "kernel": kernel, "ci": ci, "gpu": gpu}


def KK(kind, family, args, reference, outputs, ci, gpu, *, problem="", hand_ci=None,
       hand_gpu=None, rtol=0.0, atol=0.0):
    """Both dialects of one kind: ``<kind>`` (CUDA C) and ``<kind>_cl`` (OpenCL C), with the
    same arguments, reference and launches; a kind with a ``problem`` has a hand version in
    each dialect (launched at ``hand_ci`` / ``hand_gpu``)."""
    for dialect, ext, suffix in (("cuda", "cu", ""), ("opencl", "cl", "_cl")):
        hand = None
        if problem:
            hand = H(f"hand/{kind}_hand.{ext}", f"{kind}_hand", hand_ci, hand_gpu)
        KERNELS.append({"name": kind + suffix, "file": f"kernels/{kind}.{ext}", "kernel": kind,
                        "dialect": dialect, "family": family, "memory_problem": bool(problem),
                        "problem": problem, "args": args, "reference": reference,
                        "outputs": tuple(outputs), "ci": ci, "gpu": gpu, "rtol": rtol,
                        "atol": atol, "hand": hand})


# ==================================================================== linear algebra

def trmv_args(rng, d):
    n = d["n"]
    return {"L": sint(rng, n * n), "x": sint(rng, n), "y": np.zeros(n, f32), "n": i32(n)}


def trmv_ref(inp, d):
    n = d["n"]
    Lm = np.tril(f64(inp["L"]).reshape(n, n))
    return {"y": (Lm @ f64(inp["x"])).astype(f32)}


KK("trmv_lower", "linear_algebra", trmv_args, trmv_ref, ("y",),
   L1(40, 64, {"n": 40}), L1(6144, 256, {"n": 6144}),
   problem="one thread per row of a row-major matrix walking it: lanes n floats apart",
   hand_ci=L((5,), (32, 8), {"n": 40}), hand_gpu=L((768,), (32, 8), {"n": 6144}))

TRI_A, TRI_B, TRI_C = -1.0, 4.0, -1.0


def tridiag_args(rng, d):
    m, n = d["m"], d["n"]
    cp = np.zeros(m)
    invm = np.zeros(m)
    piv = TRI_B
    for i in range(m):
        if i:
            piv = TRI_B - TRI_A * cp[i - 1]
        cp[i] = TRI_C / piv
        invm[i] = 1.0 / piv
    return {"d": sint(rng, m * n), "cp": cp.astype(f32), "invm": invm.astype(f32),
            "x": np.zeros(m * n, f32), "a": f32(TRI_A), "m": i32(m), "n": i32(n)}


def tridiag_ref(inp, d):
    m, n = d["m"], d["n"]
    D = f64(inp["d"]).reshape(m, n)
    cp, invm = f64(inp["cp"]), f64(inp["invm"])
    X = np.zeros((m, n))
    dp = D[0] * invm[0]
    X[0] = dp
    for i in range(1, m):
        dp = (D[i] - TRI_A * dp) * invm[i]
        X[i] = dp
    for i in range(m - 2, -1, -1):
        X[i] = X[i] - cp[i] * X[i + 1]
    return {"x": X.astype(f32).reshape(-1)}


KK("tridiag_cols", "linear_algebra", tridiag_args, tridiag_ref, ("x",),
   L1(40, 32, {"m": 12, "n": 40}), L1(65536, 256, {"m": 256, "n": 65536}),
   rtol=1e-5, atol=1e-6)


# ==================================================================== data layout

def trilp_args(rng, d):
    n = d["n"]
    return {"A": sint(rng, n * n), "ap": np.zeros(n * (n + 1) // 2, f32), "n": i32(n)}


def trilp_ref(inp, d):
    n = d["n"]
    r, c = np.tril_indices(n)
    return {"ap": inp["A"].reshape(n, n)[r, c]}


KK("tril_pack", "layout", trilp_args, trilp_ref, ("ap",),
   L2(40, 40, 16, 8, {"n": 40}), L2(4096, 4096, 32, 8, {"n": 4096}))


def im2col_args(rng, d):
    C, Hh, W = d["C"], d["H"], d["W"]
    return {"in": sint(rng, C * Hh * W), "out": np.zeros(Hh * W * 9 * C, f32), "C": i32(C),
            "H": i32(Hh), "W": i32(W)}


def im2col_ref(inp, d):
    C, Hh, W = d["C"], d["H"], d["W"]
    a = np.pad(inp["in"].reshape(C, Hh, W), ((0, 0), (1, 1), (1, 1)))
    cols = np.stack([a[:, 1 + dy:1 + dy + Hh, 1 + dx:1 + dx + W]
                     for dy in (-1, 0, 1) for dx in (-1, 0, 1)], axis=1)  # C, 9, H, W
    return {"out": cols.reshape(9 * C, Hh * W).T.reshape(-1).astype(f32)}


IM_CI = {"C": 2, "H": 6, "W": 10}
IM_GPU = {"C": 8, "H": 512, "W": 512}
KK("im2col3x3_rows", "layout", im2col_args, im2col_ref, ("out",),
   L1(60, 64, IM_CI), L1(512 * 512, 256, IM_GPU),
   problem="one thread per pixel writing its patch row of 9C floats: each lane's stores are "
           "36C bytes from its neighbour's",
   hand_ci=L1(60 * 18, 128, IM_CI), hand_gpu=L1(512 * 512 * 72, 256, IM_GPU))


def nhwc_args(rng, d):
    N, C, HW = d["N"], d["C"], d["HW"]
    return {"in": sint(rng, N * C * HW), "out": np.zeros(N * C * HW, f32), "N": i32(N),
            "C": i32(C), "HW": i32(HW)}


def nhwc_ref(inp, d):
    N, C, HW = d["N"], d["C"], d["HW"]
    return {"out": inp["in"].reshape(N, C, HW).transpose(0, 2, 1).reshape(-1).copy()}


NH_CI = {"N": 2, "C": 40, "HW": 36}
NH_GPU = {"N": 16, "C": 64, "HW": 16384}
KK("nchw_to_nhwc", "layout", nhwc_args, nhwc_ref, ("out",),
   L1(2880, 128, NH_CI), L1(16 * 64 * 16384, 256, NH_GPU),
   problem="loads in order, but each lane's store is C floats from its neighbour's (the "
           "scatter side of a transpose)",
   hand_ci=L((2, 2, 2), (32, 8), NH_CI), hand_gpu=L((512, 2, 16), (32, 8), NH_GPU))


def unpack_args(rng, d):
    n = d["n"]
    return {"in": rng.integers(-32768, 32768, 3 * n).astype(i16), "X": np.zeros(n, f32),
            "Y": np.zeros(n, f32), "Z": np.zeros(n, f32), "scale": f32(0.5), "n": i32(n)}


def unpack_ref(inp, d):
    s = inp["in"].reshape(-1, 3).astype(f32) * f32(0.5)
    return {"X": s[:, 0].copy(), "Y": s[:, 1].copy(), "Z": s[:, 2].copy()}


KK("int16x3_unpack", "layout", unpack_args, unpack_ref, ("X", "Y", "Z"),
   L1(300, 64), L1(1 << 23, 256),
   problem="packed 6-byte records read field by field: three 2-byte loads 6 bytes from the "
           "neighbour's (short words)",
   hand_ci=L1(300, 64, {"n": 300}, per=2), hand_gpu=L1(1 << 23, 256, {"n": 1 << 23}, per=2))


# ==================================================================== image

def blend_args(rng, d):
    n = d["n"]
    src = rng.integers(0, 256, 4 * n).astype(u8)
    src[3::4][: n // 8] = 255  # some opaque and some transparent pixels
    src[3::4][n // 8: n // 4] = 0
    return {"src": src, "dst": rng.integers(0, 256, 4 * n).astype(u8),
            "out": np.zeros(4 * n, u8), "n": i32(n)}


def blend_ref(inp, d):
    s = inp["src"].reshape(-1, 4).astype(np.int64)
    t = inp["dst"].reshape(-1, 4).astype(np.int64)
    a = s[:, 3:4]
    o = np.empty_like(s)
    o[:, :3] = (s[:, :3] * a + t[:, :3] * (255 - a) + 127) // 255
    o[:, 3:] = a + (t[:, 3:] * (255 - a) + 127) // 255
    return {"out": o.astype(u8).reshape(-1)}


KK("alpha_blend_rgba", "image", blend_args, blend_ref, ("out",),
   L1(200, 64), L1(1 << 23, 256),
   problem="eight 1-byte loads and four 1-byte stores per pixel, 4 bytes from the "
           "neighbour's (short words)",
   hand_ci=L1(200, 64, {"n": 200}, per=4), hand_gpu=L1(1 << 23, 256, {"n": 1 << 23}, per=4))

QBOX = (4.0, 5.0, 11.0, 10.0)


def iou_args(rng, d):
    n = d["n"]
    x0 = rng.integers(0, 16, n)
    y0 = rng.integers(0, 16, n)
    b = np.stack([x0, y0, x0 + rng.integers(1, 9, n), y0 + rng.integers(1, 9, n)], axis=1)
    a = {"boxes": b.astype(f32).reshape(-1), "iou": np.zeros(n, f32)}
    a.update({k: f32(v) for k, v in zip(("qx0", "qy0", "qx1", "qy1"), QBOX)})
    a["n"] = i32(n)
    return a


def iou_ref(inp, d):
    b = f64(inp["boxes"]).reshape(-1, 4)
    qx0, qy0, qx1, qy1 = QBOX
    w = np.minimum(b[:, 2], qx1) - np.maximum(b[:, 0], qx0)
    h = np.minimum(b[:, 3], qy1) - np.maximum(b[:, 1], qy0)
    inter = np.maximum(w, 0) * np.maximum(h, 0)
    uni = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1]) + (qx1 - qx0) * (qy1 - qy0) - inter
    return {"iou": (inter / uni).astype(f32)}


KK("box_iou_aos", "image", iou_args, iou_ref, ("iou",),
   L1(500, 64), L1(1 << 23, 256), rtol=1e-6, atol=0.0,
   problem="boxes of four floats read field by field: four 4-byte loads 16 bytes from the "
           "neighbour's",
   hand_ci=L1(500, 64), hand_gpu=L1(1 << 23, 256))


def lut_args(rng, d):
    n = d["n"]
    return {"rgb": rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(u32),
            "lut": rng.integers(0, 1024, 17 ** 3).astype(i32), "out": np.zeros(n, i32),
            "n": i32(n)}


def lut_ref(inp, d):
    p = inp["rgb"].astype(np.int64)
    lut = inp["lut"].astype(np.int64)
    r, g, b = p & 255, (p >> 8) & 255, (p >> 16) & 255
    fr, fg, fb = r & 15, g & 15, b & 15
    base = ((b >> 4) * 17 + (g >> 4)) * 17 + (r >> 4)

    def lerp_r(o):
        return lut[base + o] * (16 - fr) + lut[base + o + 1] * fr

    c0 = lerp_r(0) * (16 - fg) + lerp_r(17) * fg
    c1 = lerp_r(289) * (16 - fg) + lerp_r(306) * fg
    return {"out": ((c0 * (16 - fb) + c1 * fb) >> 12).astype(i32)}


KK("lut3d_trilinear", "image", lut_args, lut_ref, ("out",), L1(500, 64), L1(1 << 23, 256))

IMG_CI = {"width": 40, "height": 24}
IMG_GPU = {"width": 4096, "height": 4096}


def census_args(rng, d):
    w, h = d["width"], d["height"]
    return {"in": ints(rng, w * h, 0, 9), "out": np.zeros(w * h, u32), "width": i32(w),
            "height": i32(h)}


def census_ref(inp, d):
    w, h = d["width"], d["height"]
    a = inp["in"].reshape(h, w)
    ap = np.pad(a, 2, mode="edge")
    out = np.zeros((h, w), np.uint32)
    k = 0
    for dy in range(-2, 3):
        for dx in range(-2, 3):
            if dx or dy:
                out |= (ap[2 + dy:2 + dy + h, 2 + dx:2 + dx + w] < a).astype(np.uint32) << k
                k += 1
    return {"out": out.reshape(-1)}


KK("census5x5", "image", census_args, census_ref, ("out",),
   L2(40, 24, 16, 8, IMG_CI), L2(4096, 4096, 32, 8, IMG_GPU))


def vconv_args(rng, d):
    w, h = d["width"], d["height"]
    return {"in": sint(rng, w * h), "w": sint(rng, 9, -3, 3), "out": np.zeros(w * h, f32),
            "width": i32(w), "height": i32(h)}


def vconv_ref(inp, d):
    w, h = d["width"], d["height"]
    a = inp["in"].reshape(h, w)  # small integers: exact in float32 in any order
    ap = np.pad(a, ((4, 4), (0, 0)), mode="edge")
    s = sum(inp["w"][k] * ap[k:k + h] for k in range(9))
    return {"out": s.astype(f32).reshape(-1)}


VC_CI = {"width": 64, "height": 20}
KK("vconv9_tile_t", "image", vconv_args, vconv_ref, ("out",),
   L((2, 3), (32, 8), VC_CI), L((128, 512), (32, 8), IMG_GPU),
   problem="a shared tile kept column by column (tile[x][row], 16 floats a column): lanes 16 "
           "words apart, 16-way bank conflicts on its stores and loads",
   hand_ci=L((2, 3), (32, 8), VC_CI), hand_gpu=L((128, 512), (32, 8), IMG_GPU))


# ==================================================================== stencils

def biharm_args(rng, d):
    w, h = d["width"], d["height"]
    return {"u": sint(rng, w * h), "out": np.zeros(w * h, f32), "width": i32(w),
            "height": i32(h)}


def biharm_ref(inp, d):
    w, h = d["width"], d["height"]
    u = f64(inp["u"]).reshape(h, w)
    o = u.copy()

    def s(dy, dx):
        return u[2 + dy:h - 2 + dy, 2 + dx:w - 2 + dx]

    c1 = s(0, -1) + s(0, 1) + s(-1, 0) + s(1, 0)
    d1 = s(-1, -1) + s(-1, 1) + s(1, -1) + s(1, 1)
    c2 = s(0, -2) + s(0, 2) + s(-2, 0) + s(2, 0)
    o[2:h - 2, 2:w - 2] = 20 * s(0, 0) - 8 * c1 + 2 * d1 + c2
    return {"out": o.astype(f32).reshape(-1)}


KK("biharm13", "stencil", biharm_args, biharm_ref, ("out",),
   L2(40, 24, 16, 8, IMG_CI), L2(4096, 4096, 32, 8, IMG_GPU))

BETA = 0.44
THR = np.array([int(np.exp(-4 * BETA) * 2 ** 32), int(np.exp(-8 * BETA) * 2 ** 32)], u32)


def ising_args(rng, d):
    w, h = d["width"], d["height"]
    return {"spin": (2 * rng.integers(0, 2, w * h) - 1).astype(i32),
            "rnd": rng.integers(0, 2 ** 32, w * h, dtype=np.uint64).astype(u32),
            "thr": THR.copy(), "color": i32(d["color"]), "width": i32(w), "height": i32(h)}


def ising_ref(inp, d):
    w, h = d["width"], d["height"]
    s = inp["spin"].reshape(h, w).astype(np.int64)
    rnd = inp["rnd"].reshape(h, w).astype(np.int64)
    nb = (np.roll(s, 1, 0) + np.roll(s, -1, 0)) + (np.roll(s, 1, 1) + np.roll(s, -1, 1))
    dE = 2 * s * nb
    yy, xx = np.indices((h, w))
    thr = inp["thr"].astype(np.int64)
    accept = (dE <= 0) | (rnd < thr[np.clip((dE >> 2) - 1, 0, 1)])
    flip = (((xx + yy) & 1) == d["color"]) & accept
    return {"spin": np.where(flip, -s, s).astype(i32).reshape(-1)}


KK("ising_checkerboard", "stencil", ising_args, ising_ref, ("spin",),
   L2(40, 24, 16, 8, dict(IMG_CI, color=1)), L2(4096, 4096, 32, 8, dict(IMG_GPU, color=0)))


# ==================================================================== sparse

def bag_args(rng, d):
    V, D, B = d["V"], d["D"], d["B"]
    counts = rng.integers(0, 2 * d["avg"] + 1, B)
    off = np.concatenate([[0], np.cumsum(counts)]).astype(i32)
    return {"table": sint(rng, V * D), "idx": rng.integers(0, V, int(off[-1])).astype(i32),
            "off": off, "out": np.zeros(B * D, f32), "B": i32(B), "D": i32(D)}


def bag_ref(inp, d):
    D = d["D"]
    rows = f64(inp["table"]).reshape(-1, D)[inp["idx"]]
    cums = np.concatenate([np.zeros((1, D)), np.cumsum(rows, axis=0)])
    off = inp["off"]
    return {"out": (cums[off[1:]] - cums[off[:-1]]).astype(f32).reshape(-1)}


BAG_CI = {"V": 20, "D": 8, "B": 30, "avg": 3}
BAG_GPU = {"V": 65536, "D": 64, "B": 65536, "avg": 8}
KK("embedding_bag_sum", "sparse", bag_args, bag_ref, ("out",),
   L1(30, 64, BAG_CI), L1(65536, 256, BAG_GPU),
   problem="one thread per bag walking its D columns: each lane's loads and stores are D "
           "floats from its neighbour's",
   hand_ci=L1(30 * 8, 64, BAG_CI), hand_gpu=L1(65536 * 64, 256, BAG_GPU))


def bsr_args(rng, d):
    nbr, nbc = d["nbr"], d["nbc"]
    counts = rng.integers(1, 2 * d["avg"], nbr)
    ptr = np.concatenate([[0], np.cumsum(counts)]).astype(i32)
    nnzb = int(ptr[-1])
    return {"browptr": ptr, "bcol": rng.integers(0, nbc, nnzb).astype(i32),
            "val": sint(rng, 4 * nnzb), "x": sint(rng, 2 * nbc), "y": np.zeros(2 * nbr, f32),
            "nbr": i32(nbr)}


def bsr_ref(inp, d):
    nbr = d["nbr"]
    ptr = inp["browptr"]
    rowid = np.repeat(np.arange(nbr), np.diff(ptr))
    v = f64(inp["val"]).reshape(-1, 4)
    c = inp["bcol"].astype(np.int64)
    x0, x1 = f64(inp["x"])[2 * c], f64(inp["x"])[2 * c + 1]
    y = np.empty((nbr, 2))
    y[:, 0] = np.bincount(rowid, weights=v[:, 0] * x0 + v[:, 1] * x1, minlength=nbr)
    y[:, 1] = np.bincount(rowid, weights=v[:, 2] * x0 + v[:, 3] * x1, minlength=nbr)
    return {"y": y.astype(f32).reshape(-1)}


BSR_CI = {"nbr": 40, "nbc": 40, "avg": 20}
BSR_GPU = {"nbr": 1 << 18, "nbc": 1 << 18, "avg": 16}
KK("bsr2x2_spmv", "sparse", bsr_args, bsr_ref, ("y",),
   L1(40, 64, BSR_CI), L1(1 << 18, 256, BSR_GPU),
   problem="one thread per block row walking its 16-byte blocks: lanes' loads are whole "
           "rows of blocks apart (uncoalesced)",
   hand_ci=L((10,), (32, 4), BSR_CI), hand_gpu=L((1 << 16,), (32, 4), BSR_GPU))


def sell_args(rng, d):
    rows = d["rows"]
    ns = cdiv(rows, 32)
    lens = np.zeros(ns * 32, np.int64)
    lens[:rows] = rng.integers(d["lo"], d["hi"] + 1, rows)
    width = lens.reshape(ns, 32).max(axis=1)
    ptr = np.concatenate([[0], np.cumsum(32 * width)])
    col = np.zeros(int(ptr[-1]), i32)
    val = np.zeros(int(ptr[-1]), f32)
    r = np.arange(ns * 32)
    for k in range(int(width.max())):
        real = k < lens
        pos = ptr[r >> 5][real] + 32 * k + (r[real] & 31)
        col[pos] = rng.integers(0, rows, pos.size)
        val[pos] = sint(rng, pos.size)
    return {"sliceptr": ptr[:-1].astype(i32), "width": width.astype(i32), "col": col,
            "val": val, "x": sint(rng, rows), "y": np.zeros(rows, f32), "rows": i32(rows)}


def sell_ref(inp, d):
    rows = d["rows"]
    r = np.arange(rows)
    ptr, width = inp["sliceptr"].astype(np.int64), inp["width"].astype(np.int64)
    x, col, val = f64(inp["x"]), inp["col"], f64(inp["val"])
    y = np.zeros(rows)
    for k in range(int(width.max())):
        on = k < width[r >> 5]
        pos = ptr[r >> 5][on] + 32 * k + (r[on] & 31)
        y[on] += val[pos] * x[col[pos]]
    return {"y": y.astype(f32)}


KK("sell32_spmv", "sparse", sell_args, sell_ref, ("y",),
   L1(80, 64, {"rows": 80, "lo": 0, "hi": 9}),
   L1(1 << 19, 256, {"rows": 1 << 19, "lo": 4, "hi": 28}))


# ==================================================================== signal processing

def decim_args(rng, d):
    n = d["nout"]
    return {"x": sint(rng, 2 * n + 16), "h": sint(rng, 16, -3, 3), "out": np.zeros(n, f32),
            "nout": i32(n)}


def decim_ref(inp, d):
    n = d["nout"]
    x, h = f64(inp["x"]), f64(inp["h"])
    return {"out": sum(h[k] * x[k:k + 2 * n:2] for k in range(16)).astype(f32)}


KK("polyphase_decim2", "signal", decim_args, decim_ref, ("out",),
   L1(300, 64, {"nout": 300}), L1(1 << 23, 256, {"nout": 1 << 23}))


def cfir_args(rng, d):
    n = d["n"]
    return {"xr": sint(rng, n + 8), "xi": sint(rng, n + 8), "hr": sint(rng, 8, -3, 3),
            "hi": sint(rng, 8, -3, 3), "yr": np.zeros(n, f32), "yi": np.zeros(n, f32),
            "n": i32(n)}


def cfir_ref(inp, d):
    n = d["n"]
    xr, xi, hr, hi = (f64(inp[k]) for k in ("xr", "xi", "hr", "hi"))
    yr = sum(hr[k] * xr[k:k + n] - hi[k] * xi[k:k + n] for k in range(8))
    yi = sum(hr[k] * xi[k:k + n] + hi[k] * xr[k:k + n] for k in range(8))
    return {"yr": yr.astype(f32), "yi": yi.astype(f32)}


KK("complex_fir8", "signal", cfir_args, cfir_ref, ("yr", "yi"), L1(300, 64), L1(1 << 23, 256))


def hadamard(n):
    h = np.ones((1, 1))
    while h.shape[0] < n:
        h = np.block([[h, h], [h, -h]])
    return h


def wht_args(rng, d):
    n = d["n"]
    return {"in": sint(rng, n), "out": np.zeros(n, f32), "n": i32(n)}


def wht_ref(inp, d):
    return {"out": (f64(inp["in"]).reshape(-1, 32) @ hadamard(32)).astype(f32).reshape(-1)}


KK("wht32_shared", "signal", wht_args, wht_ref, ("out",), L1(640, 256), L1(1 << 24, 256))


def acorr_args(rng, d):
    n, nl = d["n"], d["nlags"]
    return {"x": sint(rng, n + nl), "r": np.zeros(nl, f32), "n": i32(n), "nlags": i32(nl)}


def acorr_ref(inp, d):
    n, nl = d["n"], d["nlags"]
    x = f64(inp["x"])
    return {"r": np.correlate(x, x[:n], "valid")[:nl].astype(f32)}


KK("autocorr_lags", "signal", acorr_args, acorr_ref, ("r",),
   L1(70, 32, {"n": 50, "nlags": 70}), L1(32768, 256, {"n": 16384, "nlags": 32768}))


# ==================================================================== reductions

def lse_args(rng, d):
    r, c = d["rows"], d["cols"]
    return {"A": normal(rng, r * c), "out": np.zeros(c, f32), "rows": i32(r), "cols": i32(c)}


def lse_ref(inp, d):
    A = f64(inp["A"]).reshape(d["rows"], d["cols"])
    m = A.max(axis=0)
    return {"out": (m + np.log(np.exp(A - m).sum(axis=0))).astype(f32)}


KK("logsumexp_cols", "reduction", lse_args, lse_ref, ("out",),
   L1(70, 32, {"rows": 30, "cols": 70}), L1(65536, 256, {"rows": 512, "cols": 65536}),
   rtol=1e-5, atol=1e-6)


def hist_args(rng, d):
    n = d["n"]
    b = np.where(rng.random(4 * n) < 0.5, rng.integers(0, 16, 4 * n), rng.integers(0, 256, 4 * n))
    return {"words": b.astype(u8).view(u32), "hist": np.zeros(256, i32), "n": i32(n)}


def hist_ref(inp, d):
    return {"hist": np.bincount(inp["words"].view(u8), minlength=256).astype(i32)}


KK("hist256_warp_private", "reduction", hist_args, hist_ref, ("hist",),
   L((4,), (256,), {"n": 3000}), L((528,), (256,), {"n": 1 << 24}))


# ==================================================================== bits and flags

def gray_args(rng, d):
    n = d["n"]
    return {"in": rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(u32),
            "out": np.zeros(n, u32), "n": i32(n)}


def gray_ref(inp, d):
    b = inp["in"].copy()
    for s in (1, 2, 4, 8, 16):
        b ^= b >> u32(s)
    return {"out": b}


KK("gray_decode", "bits", gray_args, gray_ref, ("out",), L1(500, 64), L1(1 << 24, 256))


def planes_args(rng, d):
    n = d["n"]
    return {"in": rng.integers(0, 256, n).astype(u8), "planes": np.zeros(8 * n, u8),
            "n": i32(n)}


def planes_ref(inp, d):
    v = inp["in"]
    return {"planes": np.concatenate([(v >> u8(p)) & u8(1) for p in range(8)])}


KK("bitplane_extract", "bits", planes_args, planes_ref, ("planes",),
   L1(300, 64), L1(1 << 24, 256),
   problem="one 1-byte load and eight 1-byte stores per thread (short words)",
   hand_ci=L1(300, 64, {"n": 300}, per=4), hand_gpu=L1(1 << 24, 256, {"n": 1 << 24}, per=4))


def runs_args(rng, d):
    n = d["n"]
    return {"key": np.cumsum(rng.random(n) < 0.3).astype(i32), "flags": np.zeros(n, i32),
            "n": i32(n)}


def runs_ref(inp, d):
    k = inp["key"]
    f = np.ones(k.size, i32)
    f[1:] = (k[1:] != k[:-1]).astype(i32)
    return {"flags": f}


KK("run_start_flags", "bits", runs_args, runs_ref, ("flags",), L1(500, 64), L1(1 << 24, 256))


# ==================================================================== provenance (honesty)
#
# Every kernel above is new code written for this suite, but several are of the same kind
# as a kernel the tools were designed or tested on. The first and second held-out suites
# count as in-sample here, as do the tuning spaces. Reports can give the figures over all
# kernels and over the ones with no such neighbour.

_SIMILAR_KINDS = {
    "trmv_lower": "gemv_row, atax1 (heldout), softmax_rows, integral_rows (heldout2): one "
                  "thread per row of a row-major matrix",
    "tridiag_cols": "integral_cols (heldout2), covariance_mean (heldout): one thread per "
                    "column walking down",
    "nchw_to_nhwc": "transpose (heldout), transpose_tiled (corpus), the transpose tuning "
                    "space: the same data movement",
    "int16x3_unpack": "sat_add_i16 (heldout), depth_u16_to_float (heldout2): 2-byte "
                      "accesses; aos_to_soa (heldout2): records read field by field",
    "alpha_blend_rgba": "rgba_to_gray (heldout), rgb_to_yuv, nv12_to_rgba (heldout2): packed "
                        "pixel bytes",
    "box_iou_aos": "particles_aos (heldout), aos_to_soa (heldout2): records of four floats "
                   "read field by field",
    "lut3d_trilinear": "upsample_bilinear2x (heldout2), the bilinear upsampling tuning space: "
                       "interpolation weights",
    "census5x5": "median3x3, bilateral5x5 (heldout2): 2D neighbourhood filters",
    "vconv9_tile_t": "conv_cols (heldout: a column convolution); segsum32_tile (heldout2), "
                     "transpose_nopad16 (heldout): a shared tile walked along the wrong axis",
    "biharm13": "jacobi2d, stencil5_colwalk (heldout), wave2d (heldout2), the 5-point "
                "stencil tuning space",
    "ising_checkerboard": "the Game of Life tuning space (a 2D neighbour update); jacobi2d "
                          "(heldout)",
    "embedding_bag_sum": "embedding_gather (heldout2): one thread per row of D floats",
    "bsr2x2_spmv": "csr_spmv_scalar (heldout2), spmv_csr_scalar (corpus spmv.cu), the CSR "
                   "SpMV tuning space: one thread per (block) row",
    "sell32_spmv": "spmv_ell (heldout), the ELL SpMV tuning space: padded rows stored "
                   "entry-major",
    "polyphase_decim2": "conv1d (heldout), the 1D 17-tap convolution tuning space: FIR filters",
    "complex_fir8": "conv1d (heldout), the 1D 17-tap convolution tuning space: FIR filters; "
                    "complex_mul (heldout)",
    "wht32_shared": "the FFT of paper 000 (in-sample): butterfly stages in shared memory",
    "logsumexp_cols": "softmax_rows (heldout2), the row softmax tuning space: a maximum then a "
                      "sum of exponentials; covariance_mean (heldout): a column walk",
    "hist256_warp_private": "histogram_local (heldout), histogram_shared (corpus), the shared "
                            "histogram tuning space, radix_hist_private (heldout2)",
    "bitplane_extract": "pack_bits (heldout2), threshold_u8 (heldout): 1-byte accesses",
    "gray_decode": "the bit reversal tuning space: shift-and-mask steps on each word",
    "run_start_flags": "the stream compaction tuning space: flags from neighbouring elements",
}

#: kernel (both dialects) -> the in-sample kernel(s) of the same kind that the model, the
#: optimizer, the advisor or the tests already used (the earlier held-out suites included)
SIMILAR_IN_SAMPLE = {}
for _kind, _what in _SIMILAR_KINDS.items():
    SIMILAR_IN_SAMPLE[_kind] = _what
    SIMILAR_IN_SAMPLE[_kind + "_cl"] = _what

#: no kind of this suite was measured before it was frozen
SEEN_IN_ISSUE16_TRIAL: tuple = ()
