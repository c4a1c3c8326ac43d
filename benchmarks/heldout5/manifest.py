"""The fifth held-out suite's manifest (frozen: see FROZEN; nobody edits this file).

The first four held-out suites (``benchmarks/heldout/``, ``heldout2/``, ``heldout3/``,
``heldout4/``) are in-sample once they have been measured and used. This suite is the
out-of-sample check that follows them: 25 kinds of kernel that are in none of the earlier
suites nor the tuning spaces, chosen and written on 2026-11-28 without looking at the
model's, the optimizer's or the advisor's internals or results, nor at any measured result,
and without running those tools on any of its kernels. Every kind is written in CUDA C
(``kernels/<kind>.cu``, entry ``<kind>``) and in OpenCL C (``kernels/<kind>.cl``, entry
``<kind>_cl``); the kinds with a memory-access problem have a hand version in each dialect
(``hand/<kind>_hand.cu`` / ``.cl``).

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
  wherever an order of additions could matter; kernels with a square root, a division, an
  exponential or a recurrence have a tolerance);
* ``hand``: for every kernel with a memory problem, the version an expert would write
  today, in the same dialect: ``{"file", "kernel", "ci", "gpu"}``. It takes the same
  parameters and inputs as the original and must produce the same outputs.

Only NumPy is imported here, so that the suite does not change when warpsmith does.
"""

from __future__ import annotations

import numpy as np

i8, i16, i32, u8, u32, f32 = np.int8, np.int16, np.int32, np.uint8, np.uint32, np.float32


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
    return rng.integers(lo, hi + 1, n, dtype=i32).astype(f32)


def normal(rng, n):
    return rng.standard_normal(n).astype(f32)


def bytes_(rng, n):
    return rng.integers(0, 256, n, dtype=u8)


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


IMG_CI = {"width": 40, "height": 24}
IMG_GPU = {"width": 4096, "height": 4096}


# ==================================================================== linear algebra

def givens_args(rng, d):
    r, c = d["rows"], d["cols"]
    return {"A": sint(rng, r * c), "cs": sint(rng, r // 2, -2, 2), "sn": sint(rng, r // 2, -2, 2),
            "B": np.zeros(r * c, f32), "rows": i32(r), "cols": i32(c)}


def givens_ref(inp, d):
    A = inp["A"].reshape(-1, 2, d["cols"])
    c, s = inp["cs"][:, None], inp["sn"][:, None]
    B = np.stack([c * A[:, 0] + s * A[:, 1], c * A[:, 1] - s * A[:, 0]], axis=1)
    return {"B": B.astype(f32).reshape(-1)}


GV_CI = {"rows": 40, "cols": 24}
GV_GPU = {"rows": 16384, "cols": 2048}
KK("givens_row_pairs", "linear_algebra", givens_args, givens_ref, ("B",),
   L1(20, 64, GV_CI), L1(8192, 256, GV_GPU),
   problem="one thread per pair of rows walking along them: lanes' loads and stores 2 cols "
           "floats apart (uncoalesced)",
   hand_ci=L1(20 * 24, 64, GV_CI, per=4), hand_gpu=L1(8192 * 2048, 256, GV_GPU, per=4))


def inv3_args(rng, d):
    n = d["n"]
    m = sint(rng, 9 * n, -3, 3).reshape(9, n)
    m[[0, 4, 8]] += f32(12.0)
    return {"M": m.reshape(-1), "Minv": np.zeros(9 * n, f32), "det": np.zeros(n, f32),
            "n": i32(n)}


def inv3_ref(inp, d):
    m = f64(inp["M"]).reshape(3, 3, -1).transpose(2, 0, 1)
    return {"Minv": np.linalg.inv(m).transpose(1, 2, 0).astype(f32).reshape(-1),
            "det": np.round(np.linalg.det(m)).astype(f32)}


KK("inv3x3_soa", "linear_algebra", inv3_args, inv3_ref, ("Minv", "det"),
   L1(200, 64, {"n": 200}), L1(1 << 21, 256, {"n": 1 << 21}), rtol=1e-5, atol=1e-6)


def house_args(rng, d):
    r, c = d["rows"], d["cols"]
    return {"A": sint(rng, r * c), "v": sint(rng, r, -3, 3), "B": np.zeros(r * c, f32),
            "tau": f32(0.5), "rows": i32(r), "cols": i32(c)}


def house_ref(inp, d):
    A = f64(inp["A"]).reshape(d["rows"], d["cols"])
    v = f64(inp["v"])
    return {"B": (A - 0.5 * np.outer(v, v @ A)).astype(f32).reshape(-1)}


KK("householder_cols", "linear_algebra", house_args, house_ref, ("B",),
   L1(70, 32, {"rows": 20, "cols": 70}), L1(16384, 256, {"rows": 2048, "cols": 16384}))


# ==================================================================== stencils

def meh_args(rng, d):
    w, h = d["width"], d["height"]
    return {"in": sint(rng, w * h), "out": np.zeros(w * h, f32), "h2inv": f32(0.25),
            "width": i32(w), "height": i32(h)}


def meh_ref(inp, d):
    w, h = d["width"], d["height"]
    a = f64(inp["in"]).reshape(h, w)
    c = a[1:-1, 1:-1]
    face = a[:-2, 1:-1] + a[2:, 1:-1] + a[1:-1, :-2] + a[1:-1, 2:]
    corner = a[:-2, :-2] + a[:-2, 2:] + a[2:, :-2] + a[2:, 2:]
    o = a.copy()
    o[1:-1, 1:-1] = (4 * face + corner - 20 * c) * 0.25
    return {"out": o.astype(f32).reshape(-1)}


KK("mehrstellen9", "stencil", meh_args, meh_ref, ("out",),
   L2(40, 24, 16, 8, IMG_CI), L2(4096, 4096, 32, 8, IMG_GPU))


def grad3_args(rng, d):
    nx, ny, nz = d["nx"], d["ny"], d["nz"]
    n = nx * ny * nz
    return {"f": sint(rng, n, -100, 100), "gx": np.zeros(n, f32), "gy": np.zeros(n, f32),
            "gz": np.zeros(n, f32), "nx": i32(nx), "ny": i32(ny), "nz": i32(nz)}


def grad3_ref(inp, d):
    nx, ny, nz = d["nx"], d["ny"], d["nz"]
    f = f64(inp["f"]).reshape(nz, ny, nx)
    out = {}
    for name, ax in (("gx", 2), ("gy", 1), ("gz", 0)):
        g = np.zeros_like(f)
        inner = (slice(1, -1),) * 3
        g[inner] = 0.5 * (np.roll(f, -1, ax) - np.roll(f, 1, ax))[inner]
        out[name] = g.astype(f32).reshape(-1)
    return out


G3_CI = {"nx": 20, "ny": 12, "nz": 6}
G3_GPU = {"nx": 256, "ny": 256, "nz": 256}
KK("grad3d_central", "stencil", grad3_args, grad3_ref, ("gx", "gy", "gz"),
   L2(20, 12, 16, 8, G3_CI), L2(256, 256, 32, 8, G3_GPU))


# ==================================================================== image

def yuyv_args(rng, d):
    w, h = d["width"], d["height"]
    return {"yuyv": bytes_(rng, 2 * w * h), "rgba": np.zeros(4 * w * h, u8), "width": i32(w),
            "height": i32(h)}


def yuyv_ref(inp, d):
    q = inp["yuyv"].reshape(-1, 4).astype(i32)
    y = np.stack([q[:, 0], q[:, 2]], axis=1).reshape(-1) - 16
    u = np.repeat(q[:, 1], 2) - 128
    v = np.repeat(q[:, 3], 2) - 128
    r = np.clip((298 * y + 409 * v + 128) >> 8, 0, 255)
    g = np.clip((298 * y - 100 * u - 208 * v + 128) >> 8, 0, 255)
    b = np.clip((298 * y + 516 * u + 128) >> 8, 0, 255)
    o = np.stack([r, g, b, np.full_like(r, 255)], axis=1)
    return {"rgba": o.astype(u8).reshape(-1)}


KK("yuyv_to_rgba", "image", yuyv_args, yuyv_ref, ("rgba",),
   L2(40, 24, 16, 8, IMG_CI), L2(4096, 4096, 32, 8, IMG_GPU),
   problem="three 1-byte loads and four 1-byte stores per pixel, the stores 4 bytes from the "
           "neighbour's (short words)",
   hand_ci=L2(20, 24, 16, 8, IMG_CI), hand_gpu=L2(2048, 4096, 32, 8, IMG_GPU))


def histeq_args(rng, d):
    n = d["n"]
    img = np.minimum(rng.gamma(2.0, 30.0, n), 255).astype(u8)
    cdf = np.cumsum(np.bincount(img, minlength=256)).astype(u32)
    return {"img": img, "cdf": cdf, "out": np.zeros(n, u8), "cdfmin": u32(cdf[cdf > 0][0]),
            "n": i32(n)}


def histeq_ref(inp, d):
    cdf = inp["cdf"].astype(np.int64)
    cmin = int(inp["cdfmin"])
    lut = np.maximum(cdf - cmin, 0) * 255 // max(d["n"] - cmin, 1)
    return {"out": lut[inp["img"]].astype(u8)}


HE_CI = {"n": 960}
HE_GPU = {"n": 8192 * 4096}
KK("hist_eq_apply", "image", histeq_args, histeq_ref, ("out",),
   L1(960, 64, HE_CI), L1(8192 * 4096, 256, HE_GPU),
   problem="one 1-byte load and one 1-byte store per pixel, and the table rebuilt from "
           "global memory for every pixel (short words)",
   hand_ci=L1(960, 256, HE_CI, per=4), hand_gpu=L1(8192 * 4096, 256, HE_GPU, per=4))


def tone_args(rng, d):
    n = d["width"] * d["height"]
    a = {c: (rng.random(n) * 8).astype(f32) for c in ("r", "g", "b")}
    a.update({c: np.zeros(n, f32) for c in ("R", "G", "B")})
    a.update({"exposure": f32(2.0), "width": i32(d["width"]), "height": i32(d["height"])})
    return a


def tone_ref(inp, d):
    r, g, b = (2.0 * f64(inp[c]) for c in ("r", "g", "b"))
    s = 1.0 / (1.0 + 0.25 * r + 0.5 * g + 0.25 * b)
    return {C: np.sqrt(x * s).astype(f32) for C, x in (("R", r), ("G", g), ("B", b))}


KK("tonemap_gamma2", "image", tone_args, tone_ref, ("R", "G", "B"),
   L2(40, 24, 16, 8, IMG_CI), L2(4096, 2048, 32, 8, {"width": 4096, "height": 2048}),
   rtol=1e-5, atol=1e-6)


# ==================================================================== data layout

def stereo_args(rng, d):
    n = d["nframes"]
    return {"pcm": rng.integers(-32768, 32768, 2 * n).astype(i16), "left": np.zeros(n, f32),
            "right": np.zeros(n, f32), "nframes": i32(n)}


def stereo_ref(inp, d):
    p = f64(inp["pcm"]).reshape(-1, 2) / 32768.0
    return {"left": p[:, 0].astype(f32), "right": p[:, 1].astype(f32)}


ST_CI = {"nframes": 300}
ST_GPU = {"nframes": 1 << 24}
KK("stereo_i16_split", "layout", stereo_args, stereo_ref, ("left", "right"),
   L1(300, 64, ST_CI), L1(1 << 24, 256, ST_GPU),
   problem="two 2-byte loads per frame, 4 bytes from the neighbour's (short words)",
   hand_ci=L1(300, 64, ST_CI, per=2), hand_gpu=L1(1 << 24, 256, ST_GPU, per=2))


def rep_args(rng, d):
    n, r = d["n"], d["r"]
    return {"in": sint(rng, n), "out": np.zeros(n * r, f32), "n": i32(n), "r": i32(r)}


def rep_ref(inp, d):
    return {"out": np.repeat(inp["in"], d["r"])}


KK("repeat_interleave", "layout", rep_args, rep_ref, ("out",),
   L1(300, 64, {"n": 100, "r": 3}), L1(4 << 23, 256, {"n": 1 << 23, "r": 4}))


# ==================================================================== reductions

def segmax_args(rng, d):
    ns = d["nseg"]
    off = np.concatenate([[0], np.cumsum(rng.integers(1, 64, ns))]).astype(i32)
    return {"vals": normal(rng, int(off[-1])), "offsets": off, "out": np.zeros(ns, f32),
            "nseg": i32(ns)}


def segmax_ref(inp, d):
    return {"out": np.maximum.reduceat(inp["vals"], inp["offsets"][:-1]).astype(f32)}


SM_CI = {"nseg": 40}
SM_GPU = {"nseg": 1 << 20}
KK("segment_max_offsets", "reduction", segmax_args, segmax_ref, ("out",),
   L1(40, 64, SM_CI), L1(1 << 20, 256, SM_GPU),
   problem="one thread per segment walking it: lanes' loads a segment (32 floats on average) "
           "apart (uncoalesced)",
   hand_ci=L((5,), (32, 8), SM_CI), hand_gpu=L(((1 << 20) // 8,), (32, 8), SM_GPU))


def zcr_args(rng, d):
    nf, fl = d["nframes"], d["flen"]
    return {"x": sint(rng, nf * fl, -3, 3), "count": np.zeros(nf, i32), "flen": i32(fl)}


def zcr_ref(inp, d):
    x = inp["x"].reshape(d["nframes"], d["flen"]) >= 0
    return {"count": (x[:, 1:] != x[:, :-1]).sum(axis=1).astype(i32)}


KK("zero_crossing_rate", "reduction", zcr_args, zcr_ref, ("count",),
   L((6,), (256,), {"nframes": 6, "flen": 300}),
   L((65536,), (256,), {"nframes": 65536, "flen": 1024}))


# ==================================================================== machine learning

def quant_args(rng, d):
    r, c = d["rows"], d["cols"]
    x = rng.integers(-32767, 32768, r * c, dtype=i32)
    x = (x >> rng.integers(0, 12, r * c, dtype=i32)).astype(i16)
    return {"X": x, "Q": np.zeros(r * c, i8), "amax": np.zeros(r, i32), "rows": i32(r),
            "cols": i32(c)}


def quant_ref(inp, d):
    x = inp["X"].astype(i32).reshape(d["rows"], d["cols"])
    am = np.maximum(np.abs(x).max(axis=1), 1)
    q = np.sign(x) * (np.abs(x) * 127 // am[:, None])
    return {"Q": q.astype(i8).reshape(-1), "amax": am.astype(i32)}


QU_CI = {"rows": 40, "cols": 64}
QU_GPU = {"rows": 16384, "cols": 4096}
KK("quant_i16_i8_rows", "ml", quant_args, quant_ref, ("Q", "amax"),
   L1(40, 64, QU_CI), L1(16384, 256, QU_GPU),
   problem="one thread per row of 2-byte values walking it twice, 1-byte stores: lanes cols "
           "elements apart (uncoalesced, short words)",
   hand_ci=L((5,), (32, 8), QU_CI), hand_gpu=L((2048,), (32, 8), QU_GPU))


def qk_args(rng, d):
    h, s = d["heads"], d["seq"]
    return {"Q": sint(rng, h * s * 16, -3, 3), "K": sint(rng, h * s * 16, -3, 3),
            "S": np.zeros(h * s * s, f32), "scale": f32(0.25), "seq": i32(s)}


def qk_ref(inp, d):
    h, s = d["heads"], d["seq"]
    q = f64(inp["Q"]).reshape(h, s, 16)
    k = f64(inp["K"]).reshape(h, s, 16)
    return {"S": (0.25 * q @ k.transpose(0, 2, 1)).astype(f32).reshape(-1)}


QK_CI = {"heads": 2, "seq": 40}
QK_GPU = {"heads": 32, "seq": 1024}
KK("qk_scores_d16", "ml", qk_args, qk_ref, ("S",),
   L((3, 5, 2), (16, 8), QK_CI), L((64, 128, 32), (16, 8), QK_GPU),
   problem="one thread per score reading its query and key rows of 16 floats: lanes' key "
           "loads 64 bytes apart (uncoalesced)",
   hand_ci=L((2, 5, 2), (32, 8), QK_CI), hand_gpu=L((32, 128, 32), (32, 8), QK_GPU))


def mpb_args(rng, d):
    p, ho, wo = d["planes"], d["ho"], d["wo"]
    n = p * ho * wo
    return {"gout": sint(rng, n), "idx": rng.integers(0, 4, n).astype(i32),
            "gin": np.zeros(4 * n, f32), "wo": i32(wo), "rows": i32(p * ho)}


def mpb_ref(inp, d):
    rows, wo = d["planes"] * d["ho"], d["wo"]
    g = inp["gout"].reshape(rows, wo)
    idx = inp["idx"].reshape(rows, wo)
    out = np.zeros((rows, 2, wo, 2), f32)
    for k in range(4):
        out[:, k >> 1, :, k & 1] = np.where(idx == k, g, 0)
    return {"gin": out.reshape(-1)}


MP_CI = {"planes": 3, "ho": 8, "wo": 20}
MP_GPU = {"planes": 512, "ho": 128, "wo": 128}
KK("maxpool2x2_bwd", "ml", mpb_args, mpb_ref, ("gin",),
   L2(20, 24, 16, 8, MP_CI), L2(128, 512 * 128, 32, 8, MP_GPU),
   problem="four 4-byte stores per pooled cell in two rows, each 8 bytes from the "
           "neighbour's (short words)",
   hand_ci=L2(10, 24, 16, 8, MP_CI), hand_gpu=L2(64, 512 * 128, 32, 8, MP_GPU))


def swiglu_args(rng, d):
    r, hh = d["rows"], d["hidden"]
    return {"X": normal(rng, 2 * r * hh), "Y": np.zeros(r * hh, f32), "hidden": i32(hh),
            "rows": i32(r)}


def swiglu_ref(inp, d):
    X = f64(inp["X"]).reshape(d["rows"], 2, d["hidden"])
    a, b = X[:, 0], X[:, 1]
    return {"Y": (a / (1.0 + np.exp(-a)) * b).astype(f32).reshape(-1)}


KK("swiglu_rows", "ml", swiglu_args, swiglu_ref, ("Y",),
   L2(40, 12, 16, 8, {"rows": 12, "hidden": 40}),
   L2(4096, 4096, 32, 8, {"rows": 4096, "hidden": 4096}), rtol=1e-5, atol=1e-6)


def c1_args(rng, d):
    N, ci, co, hw = d["N"], d["Ci"], d["Co"], d["HW"]
    return {"in": sint(rng, N * ci * hw), "W": sint(rng, co * ci, -3, 3),
            "bias": sint(rng, co), "out": np.zeros(N * co * hw, f32), "Ci": i32(ci),
            "Co": i32(co), "HW": i32(hw)}


def c1_ref(inp, d):
    N, ci, co, hw = d["N"], d["Ci"], d["Co"], d["HW"]
    x = f64(inp["in"]).reshape(N, ci, hw)
    W = f64(inp["W"]).reshape(co, ci)
    o = np.einsum("oc,ncp->nop", W, x) + f64(inp["bias"])[None, :, None]
    return {"out": o.astype(f32).reshape(-1)}


C1_CI = {"N": 2, "Ci": 5, "Co": 6, "HW": 40}
C1_GPU = {"N": 16, "Ci": 64, "Co": 64, "HW": 16384}
KK("conv1x1_nchw", "ml", c1_args, c1_ref, ("out",),
   L((3, 1, 2), (16, 8), C1_CI), L((64, 8, 16), (256, 8), C1_GPU))


# ==================================================================== bits

def bt8_args(rng, d):
    n = d["n"]
    return {"in": rng.integers(0, 2 ** 32, 2 * n, dtype=np.uint64).astype(u32),
            "out": np.zeros(2 * n, u32), "n": i32(n)}


def bt8_ref(inp, d):
    # spread[b]: the bits of byte b (one row) placed in bit 0 of bytes 0..7 (the columns)
    b = np.arange(256, dtype=np.uint64)
    spread = sum(((b >> np.uint64(c)) & np.uint64(1)) << np.uint64(8 * c) for c in range(8))
    rows = inp["in"].view(u8).reshape(-1, 8)
    out = np.zeros(rows.shape[0], np.uint64)
    for r in range(8):
        out |= spread[rows[:, r]] << np.uint64(r)
    return {"out": out.view(u32).copy()}


KK("bit_transpose8x8", "bits", bt8_args, bt8_ref, ("out",),
   L1(200, 64), L1(1 << 24, 256))


def half_args(rng, d):
    n = d["n"]
    scale = np.exp2(rng.integers(-30, 20, 2 * n).astype(f32))
    x = rng.standard_normal(2 * n, dtype=f32) * scale
    special = [0.0, -0.0, np.inf, -np.inf, 65504.0, 65519.99, 65520.0, -70000.0, 2.0 ** -24,
               2.0 ** -25, 3 * 2.0 ** -26, 2.0 ** -14, 1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11,
               -(1 + 2.0 ** -11), 6.1e-5, 5.96e-8, 1e-10]
    x[:len(special)] = special
    return {"in": x.astype(f32), "out": np.zeros(n, u32), "n": i32(n)}


def half_ref(inp, d):
    with np.errstate(over="ignore"):
        h = inp["in"].astype(np.float16).view(np.uint16).astype(u32).reshape(-1, 2)
    return {"out": (h[:, 0] | (h[:, 1] << 16)).astype(u32)}


KK("float_to_half2_bits", "bits", half_args, half_ref, ("out",),
   L1(256, 64), L1(1 << 24, 256))


# ==================================================================== sparse

def csr_args(rng, d):
    nr, nc, k = d["nrows"], d["ncols"], d["K"]
    off = np.concatenate([[0], np.cumsum(rng.integers(1, 16, nr))]).astype(i32)
    nnz = int(off[-1])
    return {"rowptr": off, "colidx": rng.integers(0, nc, nnz, dtype=i32),
            "vals": sint(rng, nnz, -3, 3), "B": sint(rng, nc * k), "C": np.zeros(nr * k, f32),
            "nrows": i32(nr), "K": i32(k)}


def csr_ref(inp, d):
    k = d["K"]
    off = inp["rowptr"]
    B = inp["B"].reshape(-1, k)
    v = inp["vals"][:, None]
    C = np.empty((d["nrows"], k), f32)
    for j in range(0, k, 8):
        C[:, j:j + 8] = np.add.reduceat(v * B[inp["colidx"], j:j + 8], off[:-1], axis=0)
    return {"C": C.reshape(-1)}


SP_CI = {"nrows": 40, "ncols": 50, "K": 32}
SP_GPU = {"nrows": 1 << 19, "ncols": 1 << 19, "K": 32}
KK("csr_spmm_k32", "sparse", csr_args, csr_ref, ("C",),
   L1(40, 64, SP_CI), L1(1 << 19, 256, SP_GPU),
   problem="one thread per row computing its 32 outputs one after another: lanes' stores "
           "and dense-row loads 128 bytes apart (uncoalesced)",
   hand_ci=L((5,), (32, 8), SP_CI), hand_gpu=L(((1 << 19) // 8,), (32, 8), SP_GPU))

DSCALE = np.array([0.25, 0.5, 1.0, 2.0], f32)


def coo_args(rng, d):
    nnz, nn = d["nnz"], d["nnodes"]
    return {"row": rng.integers(0, nn, nnz, dtype=i32), "col": rng.integers(0, nn, nnz, dtype=i32),
            "val": sint(rng, nnz), "dinv": rng.choice(DSCALE, nn).astype(f32),
            "out": np.zeros(nnz, f32), "nnz": i32(nnz)}


def coo_ref(inp, d):
    dv = f64(inp["dinv"])
    return {"out": (f64(inp["val"]) * dv[inp["row"]] * dv[inp["col"]]).astype(f32)}


KK("coo_sym_scale", "sparse", coo_args, coo_ref, ("out",),
   L1(500, 64, {"nnz": 500, "nnodes": 60}), L1(1 << 24, 256, {"nnz": 1 << 24, "nnodes": 1 << 20}))


# ==================================================================== physics

def quat_args(rng, d):
    n = d["n"]
    return {"p": sint(rng, 3 * n), "q": sint(rng, 4 * n, -2, 2), "out": np.zeros(3 * n, f32),
            "n": i32(n)}


def quat_ref(inp, d):
    p = f64(inp["p"]).reshape(-1, 3)
    q = f64(inp["q"]).reshape(-1, 4)
    w, u = q[:, :1], q[:, 1:]
    t = np.cross(u, p)
    return {"out": (p + 2 * w * t + 2 * np.cross(u, t)).astype(f32).reshape(-1)}


KK("quat_rotate_aos", "physics", quat_args, quat_ref, ("out",),
   L1(300, 64), L1(1 << 22, 256),
   problem="points of three floats and quaternions of four read and written field by field: "
           "4-byte accesses 12 and 16 bytes from the neighbour's",
   hand_ci=L1(300, 128), hand_gpu=L1(1 << 22, 128))


def lj_args(rng, d):
    nc = d["ncell"]
    lat = np.stack(np.meshgrid(np.arange(6), np.arange(6), np.arange(6), indexing="ij"), -1)
    pick = np.argsort(rng.random((nc, 216)), axis=1)[:, :64]
    pos = np.zeros((nc, 64, 4), f32)
    pos[:, :, :3] = lat.reshape(-1, 3)[pick] * 1.25
    return {"pos": pos.reshape(-1), "fx": np.zeros(64 * nc, f32), "fy": np.zeros(64 * nc, f32),
            "fz": np.zeros(64 * nc, f32), "ncell": i32(nc)}


def lj_ref(inp, d):
    # positions are 1.25 x integer lattice points: r^2 = 1.5625 k for an integer k < 76, so
    # the force factor is a table over k (0: the particle itself)
    q = np.rint(f64(inp["pos"]).reshape(-1, 64, 4)[:, :, :3] / 1.25).astype(np.int16)
    s = 1.0 / (1.5625 * np.maximum(np.arange(76), 1))
    fac = np.where(np.arange(76) > 0, 24.0 * (2.0 * s ** 6 - s ** 3) * s, 0.0)
    F = np.zeros(q.shape)
    for j in range(64):
        dl = q - q[:, j:j + 1]
        F += fac[(dl * dl).sum(-1)][..., None] * dl
    F = 1.25 * F.reshape(-1, 3)
    return {"fx": F[:, 0].astype(f32), "fy": F[:, 1].astype(f32), "fz": F[:, 2].astype(f32)}


KK("lj_cell_shared", "physics", lj_args, lj_ref, ("fx", "fy", "fz"),
   L((3,), (64,), {"ncell": 3}), L((1 << 14,), (64,), {"ncell": 1 << 14}),
   rtol=1e-4, atol=1e-5)


# ==================================================================== signal

def dct_table():
    k, m = np.indices((8, 8))
    c = np.cos((2 * m + 1) * k * np.pi / 16) * np.where(k == 0, np.sqrt(1 / 8), 0.5)
    return c.astype(f32).reshape(-1)


def dct_args(rng, d):
    n = d["n"]
    return {"x": sint(rng, n, -100, 100), "C8": dct_table(), "X": np.zeros(n, f32),
            "nblocks": i32(n // 8)}


def dct_ref(inp, d):
    x = f64(inp["x"]).reshape(-1, 8)
    C = f64(inp["C8"]).reshape(8, 8)
    return {"X": (x @ C.T).astype(f32).reshape(-1)}


DC_CI = {"n": 8 * 200}
DC_GPU = {"n": 1 << 24}
KK("dct8_blocks", "signal", dct_args, dct_ref, ("X",),
   L1(200, 64, DC_CI), L1(1 << 21, 256, DC_GPU), rtol=1e-5, atol=1e-5,
   problem="one thread per block of eight floats reading and writing it float by float: "
           "lanes 32 bytes apart",
   hand_ci=L1(200, 128, DC_CI), hand_gpu=L1(1 << 21, 128, DC_GPU))

BQ = {"b0": 0.25, "b1": 0.5, "b2": 0.25, "a1": -0.5, "a2": 0.25}


def bq_args(rng, d):
    t, c = d["T"], d["C"]
    a = {"x": sint(rng, t * c), "y": np.zeros(t * c, f32), "T": i32(t), "C": i32(c)}
    a.update({k: f32(v) for k, v in BQ.items()})
    return a


def bq_ref(inp, d):
    x = f64(inp["x"]).reshape(d["T"], d["C"])
    y = np.empty_like(x)
    s1 = np.zeros(d["C"])
    s2 = np.zeros(d["C"])
    for t in range(d["T"]):
        y[t] = BQ["b0"] * x[t] + s1
        s1 = BQ["b1"] * x[t] - BQ["a1"] * y[t] + s2
        s2 = BQ["b2"] * x[t] - BQ["a2"] * y[t]
    return {"y": y.astype(f32).reshape(-1)}


KK("biquad_channels", "signal", bq_args, bq_ref, ("y",),
   L1(70, 32, {"T": 50, "C": 70}), L1(8192, 256, {"T": 4096, "C": 8192}),
   rtol=1e-4, atol=1e-5)


# ==================================================================== provenance (honesty)
#
# Every kernel above is new code written for this suite, but several are of the same kind
# as a kernel the tools were designed or tested on. The first four held-out suites count
# as in-sample here, as do the tuning spaces. Reports can give the figures over all kernels
# and over the ones with no such neighbour.

_SIMILAR_KINDS = {
    "givens_row_pairs": "gemv_row (heldout), trmv_lower (heldout3), gbmv_rows (heldout4): one "
                        "thread per row walking it",
    "inv3x3_soa": "det3x3_aos (heldout2), lu4_batched (heldout4): a small matrix per thread",
    "householder_cols": "covariance_mean (heldout), tridiag_cols (heldout3), colnorm_scale "
                        "(heldout4): one thread per column walking down",
    "mehrstellen9": "jacobi2d (heldout), biharm13 (heldout3), the 5-point stencil tuning "
                    "space: a 2D neighbour update",
    "grad3d_central": "heat3d (heldout), lap3d_zmarch (heldout2), the 3D stencil tuning "
                      "spaces: a 3D neighbour update",
    "yuyv_to_rgba": "nv12_to_rgba, rgb_to_yuv (heldout2), bayer_rggb_rgba (heldout4): packed "
                    "pixel bytes",
    "hist_eq_apply": "gamma_lut (heldout), the lookup table tuning space: a byte image through "
                     "a table",
    "tonemap_gamma2": "float4_norm2 (heldout): a square root per element; rgb_to_yuv "
                      "(heldout2): per-pixel colour arithmetic",
    "stereo_i16_split": "aos_to_soa, depth_u16_to_float (heldout2), int16x3_unpack "
                        "(heldout3): interleaved fields, 2-byte values",
    "repeat_interleave": "gather (heldout), channel_shuffle (heldout4): an index-mapped copy",
    "segment_max_offsets": "segsum32_tile, csr_spmv_scalar (heldout2): segments; argmax_rows "
                           "(heldout4): one thread per row walking it",
    "zero_crossing_rate": "reduce_interleaved (heldout), rmsnorm_rows (heldout4): a block per "
                          "row and a shared tree; run_start_flags (heldout3): neighbour flags",
    "quant_i16_i8_rows": "argmax_rows (heldout4): one thread per row reducing it; int8_add "
                         "(heldout): 1-byte values",
    "qk_scores_d16": "mm2_step (heldout), the matmul tuning space: a matrix product",
    "maxpool2x2_bwd": "downsample2x2 (heldout2), the max pooling tuning space: 2 x 2 windows",
    "swiglu_rows": "bias_leaky_relu_nchw (heldout2): an activation per element",
    "conv1x1_nchw": "doitgen (heldout2), the matmul tuning space: a small matrix product per "
                    "pixel",
    "bit_transpose8x8": "gray_decode (heldout3), the bit reversal tuning space: shift-and-mask "
                        "steps on each word",
    "float_to_half2_bits": "gray_decode (heldout3): shift-and-mask steps on each word",
    "csr_spmm_k32": "csr_spmv_scalar (heldout2), embedding_bag_sum (heldout3): one thread per "
                    "row",
    "coo_sym_scale": "coo_spmv_atomic (heldout2), the COO tuning space: COO entries; gather "
                     "(heldout)",
    "quat_rotate_aos": "particles_aos (heldout), box_iou_aos (heldout3), aos5_unzip "
                       "(heldout4): records read field by field",
    "lj_cell_shared": "pairwise_dist_aos3 (heldout2), the n-body tuning space: all pairs",
    "dct8_blocks": "the full-image DCT of corpus/memopt_strong.cu; topk4_rows32 (heldout4): "
                   "one thread per short row; wht32_shared (heldout3): a small transform",
    "biquad_channels": "tridiag_cols (heldout3): one thread per column walking down with a "
                       "recurrence",
}

#: kernel (both dialects) -> the in-sample kernel(s) of the same kind that the model, the
#: optimizer, the advisor or the tests already used (the earlier held-out suites included)
SIMILAR_IN_SAMPLE = {}
for _kind, _what in _SIMILAR_KINDS.items():
    SIMILAR_IN_SAMPLE[_kind] = _what
    SIMILAR_IN_SAMPLE[_kind + "_cl"] = _what

#: no kind of this suite was measured before it was frozen
SEEN_IN_ISSUE16_TRIAL: tuple = ()
