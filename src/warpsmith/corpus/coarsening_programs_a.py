"""Rows 1-9 of Table 2 of Magni et al. (SC'13): binarySearch, blackscholes, convolution,
dwtHaar1D, fastWalshTransform, floydWarshall, mriQ, mt, mtLocal.

Each program is one kernel under ``corpus/coarsening/`` (our own code, same names and
semantics as the AMD APP SDK, NVIDIA OpenCL SDK and Parboil originals) with a NumPy
reference of what one launch computes. Sizes:

* ``"paper"`` is Table 2's number of work-items; where the original's data size is free
  we chose: binarySearch 64 elements per segment (4M-element array), blackscholes 4
  options per work-item (1M options), convolution a 1024 x 1024 image with a 3 x 3 mask,
  dwtHaar1D a 4M-value signal, fastWalshTransform a 1M-value array, floydWarshall 6144
  nodes (two 144 MiB matrices), mriQ 1024 k-space samples (one launch of the original's
  KERNEL_Q_K_ELEMS_PER_GRID chunk), mt/mtLocal a 4096 x 4096 matrix.
* ``"ci"`` has 1K-4K work-items, so one simulator run takes well under a second.

Every program runs at any local size of its ``local_ok`` that divides the global size:
powers of two per dimension, at most 1024 work-items (mtLocal: square tiles (d, d) with
d <= 32, since its __local tile is BLOCK_DIM x (BLOCK_DIM + 1)).
"""

from __future__ import annotations

import math

import numpy as np

from . import _bs_compute, shared_size

__all__ = ["PROGRAMS"]

i32, u32, f32 = np.int32, np.uint32, np.float32


def _pow2(v: int) -> bool:
    return v >= 1 and v & (v - 1) == 0


def _any_pow2(local: tuple) -> bool:
    """Powers of two in every dimension, at most 1024 work-items per group."""
    return all(_pow2(int(v)) for v in local) and math.prod(local) <= 1024


def _square_tile(local: tuple) -> bool:
    """(d, d) with d a power of two up to 32: mtLocal's tile is square."""
    return len(local) == 2 and local[0] == local[1] and _pow2(int(local[0])) \
        and local[0] <= 32


# ============================================================ 1) binarySearch


def _bsearch_dims(g, local):
    threads = g[0]
    sub = 4 if threads <= 4096 else 64
    return {"threads": threads, "subdivSize": sub}


def _bsearch_args(rng, d):
    t, s = d["threads"], d["subdivSize"]
    # a later pass: the range starts at globalLowerBound inside a longer array
    lb = int(rng.integers(0, s + 1))
    n = lb + t * s + s
    # strictly increasing with gaps: at most one segment holds the key, and keys in a gap
    # between two segments are found by none
    sorted_ = np.cumsum(rng.integers(1, 4, n)).astype(u32)
    mode = int(rng.integers(0, 4))
    if mode < 2:  # in the range: found, unless it falls in the gap between two segments
        key = u32(sorted_[int(rng.integers(lb, lb + t * s))] + rng.integers(0, 2))
    elif mode == 2:  # above the pass's range: no work-item writes
        key = u32(sorted_[lb + t * s] + 1)
    else:  # below it
        key = u32(sorted_[lb] - 1)
    return {"outputArray": rng.integers(0, 1000, 4).astype(u32), "sortedArray": sorted_,
            "findMe": key, "globalLowerBound": u32(lb), "globalUpperBound": u32(lb + t * s - 1),
            "subdivSize": u32(s)}


def _bsearch_ref(inp, d):
    t, s = d["threads"], d["subdivSize"]
    a = inp["sortedArray"]
    lb = int(inp["globalLowerBound"])
    key = inp["findMe"]
    lo = lb + s * np.arange(t)
    hit = np.flatnonzero((a[lo] <= key) & (a[lo + s - 1] >= key))
    out = inp["outputArray"].copy()
    assert hit.size <= 1  # distinct values: disjoint segments
    if hit.size:
        out[0], out[1], out[3] = lo[hit[0]], lo[hit[0]] + s - 1, 1
    return {"outputArray": out}


# ============================================================ 2) blackscholes


def _bs_dims(g, local):
    return {"optN": 4 * g[0]}


def _bs_args(rng, d):
    n = d["optN"]
    return {"d_Call": np.zeros(n, f32), "d_Put": np.zeros(n, f32),
            "d_S": rng.uniform(5.0, 30.0, n).astype(f32),
            "d_X": rng.uniform(1.0, 100.0, n).astype(f32),
            "d_T": rng.uniform(0.25, 10.0, n).astype(f32),
            "R": f32(0.02), "V": f32(0.30), "optN": u32(n)}


def _bs_ref(inp, d):
    c, p = _bs_compute(inp["d_S"], inp["d_X"], inp["d_T"], inp["R"], inp["V"])
    return {"d_Call": c, "d_Put": p}


# ============================================================ 3) convolution


def _conv_dims(g, local):
    if g[0] == 1 << 20:
        return {"width": 1024, "height": 1024, "maskWidth": 3, "maskHeight": 3}
    # CI: a non-square image and mask, so that width/height and maskWidth/maskHeight
    # cannot be swapped unnoticed
    return {"width": 64, "height": g[0] // 64, "maskWidth": 5, "maskHeight": 3}


def _conv_args(rng, d):
    w, h, mw, mh = d["width"], d["height"], d["maskWidth"], d["maskHeight"]
    # pixels 0..255 and mask weights k/8: every product and partial sum is exact in float32
    return {"output": np.zeros(w * h, f32), "input": rng.integers(0, 256, w * h).astype(u32),
            "mask": (rng.integers(-8, 9, mw * mh) / 8).astype(f32),
            "width": u32(w), "height": u32(h), "maskWidth": u32(mw), "maskHeight": u32(mh)}


def _conv_ref(inp, d):
    w, h, mw, mh = d["width"], d["height"], d["maskWidth"], d["maskHeight"]
    vs, hs = (mw - 1) // 2, (mh - 1) // 2
    img = inp["input"].reshape(h, w).astype(np.float64)
    mask = inp["mask"].reshape(mh, mw).astype(np.float64)
    pad = np.zeros((h + 2 * hs, w + 2 * vs))
    pad[hs:hs + h, vs:vs + w] = img  # outside pixels add nothing: the clipped window
    acc = np.zeros((h, w))
    for j in range(mh):
        for i in range(mw):
            acc += mask[j, i] * pad[j:j + h, i:i + w]
    return {"output": (acc + 0.5).astype(f32).reshape(-1)}


# ============================================================ 4) dwtHaar1D


def _haar_dims(g, local):
    n = 2 * g[0]
    return {"signalLength": n, "tLevels": int(math.log2(n)), "local": local[0],
            "mLevels": int(math.log2(2 * local[0])), "levelsDone": 0}


def _haar_args(rng, d):
    n, L = d["signalLength"], d["local"]
    return {"inSignal": rng.uniform(-1, 1, n).astype(f32),
            "coefsSignal": np.full(n, -7.0, f32),  # entries left for later passes
            "AverageSignal": np.zeros(n // (2 * L), f32), "sharedArray": shared_size(2 * L * 4),
            "tLevels": u32(d["tLevels"]), "signalLength": u32(n),
            "levelsDone": u32(d["levelsDone"]), "mLevels": u32(d["mLevels"])}


def _haar_ref(inp, d):
    n, L = d["signalLength"], d["local"]
    groups = n // (2 * L)
    x = inp["inSignal"]
    if int(inp["levelsDone"]) == 0:
        x = x * (f32(1) / np.sqrt(f32(n)))  # rsqrt((float)n)
    data = x.reshape(groups, 2 * L).astype(f32)
    levels = min(int(inp["tLevels"]), int(inp["mLevels"]))
    coefs = inp["coefsSignal"].copy()
    c = f32(0.7071)
    active = (1 << levels) // 2
    mid = n // 2
    for _ in range(levels):
        d0, d1 = data[:, 0:2 * active:2], data[:, 1:2 * active:2]
        avg, det = (d0 + d1) * c, (d0 - d1) * c
        coefs[mid:mid + groups * active] = det.reshape(-1)
        data = data.copy()
        data[:, :active] = avg
        mid >>= 1
        active >>= 1
    return {"coefsSignal": coefs, "AverageSignal": data[:, 0].copy()}


# ============================================================ 5) fastWalshTransform


def _fwt_dims(g, local):
    return {"n": 2 * g[0]}


def _fwt_args(rng, d):
    n = d["n"]
    e = int(rng.integers(0, int(math.log2(n))))  # step = 1, 2, ..., n/2
    return {"tArray": rng.uniform(-1, 1, n).astype(f32), "step": i32(1 << e)}


def _fwt_ref(inp, d):
    a = inp["tArray"].copy()
    s = int(inp["step"])
    v = a.reshape(-1, 2, s)
    t1, t2 = v[:, 0, :].copy(), v[:, 1, :].copy()
    v[:, 0, :] = t1 + t2
    v[:, 1, :] = t1 - t2
    return {"tArray": a}


# ============================================================ 6) floydWarshall


def _fw_dims(g, local):
    if g[0] != g[1]:
        raise ValueError(f"floydWarshall needs a square NDRange, not {g}")
    return {"numNodes": g[0]}


def _fw_args(rng, d):
    n = d["numNodes"]
    dist = rng.integers(1, 100, (n, n), dtype=np.int32).astype(u32)
    np.fill_diagonal(dist, 0)
    return {"pathDistanceBuffer": dist.reshape(-1),
            "pathBuffer": np.tile(np.arange(n, dtype=u32), n),
            "numNodes": u32(n), "pass": u32(rng.integers(0, n))}


def _fw_ref(inp, d):
    n, k = int(inp["numNodes"]), int(inp["pass"])
    dist = inp["pathDistanceBuffer"].reshape(n, n).astype(np.int64)
    path = inp["pathBuffer"].reshape(n, n).copy()
    temp = dist[:, k:k + 1] + dist[k:k + 1, :]
    better = temp < dist
    return {"pathDistanceBuffer": np.where(better, temp, dist).astype(u32).reshape(-1),
            "pathBuffer": np.where(better, u32(k), path).astype(u32).reshape(-1)}


# ============================================================ 7) mriQ


def _mriq_dims(g, local):
    # CI: an odd numK takes the kernel's "numK % 2" path
    return {"numX": g[0], "numK": 1024 if g[0] >= 1 << 18 else 33}


def _mriq_args(rng, d):
    nx, nk = d["numX"], d["numK"]
    k = np.empty((nk, 4), f32)  # struct kValues { Kx, Ky, Kz, PhiMag }
    k[:, :3] = rng.uniform(-2, 2, (nk, 3))
    k[:, 3] = rng.uniform(0, 1, nk)
    return {"numK": i32(nk), "kGlobalIndex": i32(0),
            "x": rng.uniform(-0.5, 0.5, nx).astype(f32),
            "y": rng.uniform(-0.5, 0.5, nx).astype(f32),
            "z": rng.uniform(-0.5, 0.5, nx).astype(f32),
            "Qr": rng.uniform(-1, 1, nx).astype(f32), "Qi": rng.uniform(-1, 1, nx).astype(f32),
            "ck": k.reshape(-1)}


_PIX2 = f32(6.2831853071795864769252867665590058)


def _mriq_ref(inp, d):
    nk = int(inp["numK"])
    k = inp["ck"].reshape(-1, 4)
    x, y, z = inp["x"], inp["y"], inp["z"]
    qr, qi = inp["Qr"].copy(), inp["Qi"].copy()
    g = int(inp["kGlobalIndex"])
    idx = []
    kk = 0
    if nk % 2:
        idx.append(0)
        kk, g = 1, g + 1
    while kk < 1024 and g < nk:
        idx += [kk, kk + 1]
        kk, g = kk + 2, g + 2
    for j in idx:  # the kernel's order, in float32
        kx, ky, kz, phi = k[j]
        arg = _PIX2 * (kx * x + ky * y + kz * z)
        qr = qr + phi * np.cos(arg)
        qi = qi + phi * np.sin(arg)
    return {"Qr": qr.astype(f32), "Qi": qi.astype(f32)}


# ============================================================ 8-9) mt, mtLocal


def _mt_dims(g, local):
    return {"width": g[0], "height": g[1], "offset": 0, "block_dim": local[0]}


def _mt_args(rng, d):
    w, h = d["width"], d["height"]
    return {"odata": np.zeros(w * h, f32), "idata": rng.standard_normal(w * h).astype(f32),
            "offset": i32(d["offset"]), "width": i32(w), "height": i32(h)}


def _mtlocal_args(rng, d):
    a = _mt_args(rng, d)
    bd = d["block_dim"]
    a["block"] = shared_size(bd * (bd + 1) * 4)
    return a


def _mt_ref(inp, d):
    w, h = d["width"], d["height"]
    if d["offset"]:
        raise ValueError("the mt reference covers offset 0 (a plain transpose)")
    return {"odata": inp["idata"].reshape(h, w).T.reshape(-1).copy()}


# ============================================================ the table


def _mtlocal_defines(g, local):
    return {"BLOCK_DIM": str(local[0])}


_BUILT: list = []


def _programs() -> list:
    """The nine programs (built once). :mod:`.coarsening` collects ``PROGRAMS`` while it is
    being imported; when this module is imported first, that import runs from here and
    reaches back for ``PROGRAMS`` before this module has finished (a circular import), so
    the list is built on that first request, through the module ``__getattr__`` below, and
    the same list is returned afterwards."""
    from .coarsening import CoarsenProgram  # may come back here once (see above)

    if _BUILT:
        return _BUILT
    _BUILT.extend(_table(CoarsenProgram))
    return _BUILT


def __getattr__(name: str):
    """``PROGRAMS`` asked for while this module is still being imported (see _programs)."""
    if name == "PROGRAMS":
        return _programs()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _table(CoarsenProgram) -> list:
    return [
        CoarsenProgram(
            "binarySearch", 1, "AMD SDK", "coarsening/binarySearch.cl", "binarySearch",
            {"ci": (2048,), "paper": (65536,)}, (256,),
            _bsearch_dims, _bsearch_args, _bsearch_ref, ("outputArray",),
            local_ok=_any_pow2,
            description="one pass of a segmented binary search: each work-item tests whether "
                        "the key lies in its segment of the sorted array"),
        CoarsenProgram(
            "blackscholes", 2, "Nvidia SDK", "coarsening/blackscholes.cl", "blackscholes",
            {"ci": (1024,), "paper": (262144,)}, (128,),
            _bs_dims, _bs_args, _bs_ref, ("d_Call", "d_Put"),
            rtol=1e-5, atol=1e-6, pocl_rtol=1e-4, pocl_atol=1e-5, local_ok=_any_pow2,
            description="Black-Scholes call and put prices, 4 options per work-item in a "
                        "global-size-strided loop"),
        CoarsenProgram(
            "convolution", 3, "AMD SDK", "coarsening/convolution.cl", "convolution",
            {"ci": (2048,), "paper": (1 << 20,)}, (256,),
            _conv_dims, _conv_args, _conv_ref, ("output",), local_ok=_any_pow2,
            description="2D convolution of a uint image with a float mask on a 1D NDRange, "
                        "window clipped at the borders, +0.5 rounding"),
        CoarsenProgram(
            "dwtHaar1D", 4, "AMD SDK", "coarsening/dwtHaar1D.cl", "dwtHaar1D",
            {"ci": (2048,), "paper": (1 << 21,)}, (256,),
            _haar_dims, _haar_args, _haar_ref, ("coefsSignal", "AverageSignal"),
            pocl_rtol=1e-6, pocl_atol=1e-6, local_ok=_any_pow2,
            description="log2(2 * local size) Haar wavelet levels per work-group in __local "
                        "memory, barriers between levels"),
        CoarsenProgram(
            "fastWalshTransform", 5, "AMD SDK", "coarsening/fastWalshTransform.cl",
            "fastWalshTransform", {"ci": (1024,), "paper": (1 << 19,)}, (256,),
            _fwt_dims, _fwt_args, _fwt_ref, ("tArray",), local_ok=_any_pow2,
            description="one in-place butterfly step of the fast Walsh-Hadamard transform"),
        CoarsenProgram(
            "floydWarshall", 6, "AMD SDK", "coarsening/floydWarshall.cl", "floydWarshall",
            {"ci": (64, 64), "paper": (6144, 6144)}, (16, 16),
            _fw_dims, _fw_args, _fw_ref, ("pathDistanceBuffer", "pathBuffer"),
            local_ok=_any_pow2,
            description="one pass k of Floyd-Warshall all-pairs shortest paths, in place"),
        CoarsenProgram(
            "mriQ", 7, "Parboil", "coarsening/mriQ.cl", "mriQ",
            {"ci": (1024,), "paper": (1 << 18,)}, (256,),
            _mriq_dims, _mriq_args, _mriq_ref, ("Qr", "Qi"),
            rtol=1e-5, atol=1e-5, pocl_rtol=1e-4, pocl_atol=1e-4, local_ok=_any_pow2,
            description="MRI Q matrix: per voxel, sum over k-space samples in __constant memory "
                        "of PhiMag * (cos, sin)(2 pi k.x)"),
        CoarsenProgram(
            "mt", 8, "Nvidia SDK", "coarsening/mt.cl", "mt",
            {"ci": (64, 32), "paper": (4096, 4096)}, (16, 16),
            _mt_dims, _mt_args, _mt_ref, ("odata",), local_ok=_any_pow2,
            description="naive matrix transpose straight from global memory"),
        CoarsenProgram(
            "mtLocal", 9, "Nvidia SDK", "coarsening/mtLocal.cl", "mtLocal",
            {"ci": (64, 32), "paper": (4096, 4096)}, (16, 16),
            _mt_dims, _mtlocal_args, _mt_ref, ("odata",),
            defines=_mtlocal_defines, local_ok=_square_tile,
            description="matrix transpose through a BLOCK_DIM x (BLOCK_DIM + 1) __local tile"),
    ]


PROGRAMS: list = _programs()
