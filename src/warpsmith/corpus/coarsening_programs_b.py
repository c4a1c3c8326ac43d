"""Rows 10-17 of Table 2 of Magni, Dubach and O'Boyle (SC'13): mvCoal, mvUncoal, nbody,
reduce, sgemm, sobel, spmv and stencil, as :class:`~warpsmith.corpus.coarsening.CoarsenProgram`
entries (issue 5, part 3). The kernels are our own code under ``corpus/coarsening/``; each
file's opening comment names the original (NVIDIA OpenCL SDK, AMD APP SDK, Parboil
opencl_base) and says where ours differs.

Sizes: ``"paper"`` is Table 2's number of work-items; ``"ci"`` is a few thousand at most so
that one simulator run takes well under a second. The problem sizes behind each global
size are in the ``_SIZES`` tables below (a global size missing there is refused with a
message naming the known ones). Data are small integers (stored as float where the kernel
computes in float) so that every sum is exact in any order and the references compare
exactly; nbody alone (reciprocal square roots) compares with a tolerance, its reference
mirroring the kernel's float32 order of operations.
"""

from __future__ import annotations

import math

import numpy as np

from . import shared_size, _small_int_floats
from .coarsening import CoarsenProgram

__all__ = ["PROGRAMS"]

i32, u32, f32 = np.int32, np.uint32, np.float32

#: Largest work-group (work-items) any program accepts: the OpenCL/CUDA limit of our GPUs.
MAX_LOCAL = 1024


# ------------------------------------------------------------------ helpers


def _is_pow2(v: int) -> bool:
    return v >= 1 and v & (v - 1) == 0


def _any_local(local: tuple) -> bool:
    """Any positive local size of at most MAX_LOCAL work-items (no local-memory tile)."""
    return all(int(v) >= 1 for v in local) and math.prod(local) <= MAX_LOCAL


def _pow2_local(local: tuple) -> bool:
    """Power-of-two local sizes only: the program's tree reduction halves the group."""
    return _any_local(local) and all(_is_pow2(int(v)) for v in local)


def _sized(name: str, table: dict):
    """A ``dims`` function reading the problem sizes of ``table[global size]`` and adding
    the launch's global and local sizes (``global``, ``local``: the first dimension for 1D
    programs), which the references and local-memory sizes need."""
    def dims(global_size: tuple, local: tuple) -> dict:
        key = tuple(int(g) for g in global_size)
        if key not in table:
            known = ", ".join(str(k) for k in table)
            raise ValueError(f"{name}: no problem size for global size {key}; known: {known}")
        d = dict(table[key])
        if len(key) == 1:
            d["global"], d["local"] = key[0], int(local[0])
        else:
            d["global"], d["local"] = key, tuple(int(v) for v in local)
        return d
    return dims


def _sentinel(n: int, dtype) -> np.ndarray:
    """An output buffer filled with a value the kernel never writes, so an element the
    kernel forgets to write shows up as a mismatch."""
    if np.dtype(dtype).kind == "f":
        return np.full(n, np.float32(-1.0e30), dtype)
    return np.full(n, np.iinfo(dtype).max, dtype)


# ------------------------------------------------------------------ 10/11 mvCoal, mvUncoal


def _mv_args(with_local: bool):
    def args(rng, d):
        w, h = d["width"], d["height"]
        a = {"M": _small_int_floats(rng, w * h), "V": _small_int_floats(rng, w),
             "width": u32(w), "height": u32(h), "W": _sentinel(h, f32)}
        if with_local:
            a["partialDotProduct"] = shared_size(4 * d["local"])
        return a
    return args


def _mv_ref(inp, d):
    w, h = d["width"], d["height"]
    M = inp["M"].reshape(h, w).astype(np.float64)
    # small integers: the float64 product is the exact value every summation order gives
    return {"W": (M @ inp["V"].astype(np.float64)).astype(f32)}


_MV_COAL_SIZES = {(512,): {"width": 300, "height": 37},
                  (262144,): {"width": 2048, "height": 16384}}
_MV_UNCOAL_SIZES = {(512,): {"width": 40, "height": 1000},
                    (262144,): {"width": 128, "height": 262144}}


# ------------------------------------------------------------------ 12 nbody


def _nbody_args(rng, d):
    n = d["numBodies"]
    # the AMD sample's initial state: positions in [3, 50), masses in [1, 1000); velocities
    # are non-zero here so the velocity term of the update is checked too
    pos = np.empty((n, 4), f32)
    pos[:, :3] = rng.uniform(3, 50, (n, 3))
    pos[:, 3] = rng.uniform(1, 1000, n)
    vel = np.zeros((n, 4), f32)
    vel[:, :3] = rng.uniform(-1, 1, (n, 3))
    return {"pos": pos.reshape(-1), "vel": vel.reshape(-1), "numBodies": i32(n),
            "deltaTime": f32(0.005), "epsSqr": f32(500.0),
            "newPosition": _sentinel(4 * n, f32), "newVelocity": _sentinel(4 * n, f32)}


def _nbody_ref(inp, d):
    """The kernel's float32 arithmetic in its order: for body gid, acc accumulates body
    i = 0, 1, ... in turn (vectorised over gid)."""
    n = d["numBodies"]
    P = inp["pos"].reshape(n, 4).T.copy()  # (4, n): x, y, z, mass
    V = inp["vel"].reshape(n, 4).T
    dt, eps = f32(inp["deltaTime"]), f32(inp["epsSqr"])
    one = f32(1.0)
    acc = np.zeros((4, n), f32)
    for i in range(n):
        r = P[:, i:i + 1] - P
        dist = r[0] * r[0] + r[1] * r[1] + r[2] * r[2]
        inv = one / np.sqrt(dist + eps)
        s = P[3, i] * (inv * inv * inv)
        acc += s * r
    new_pos = P + V * dt + acc * f32(0.5) * dt * dt
    new_pos[3] = P[3]
    new_vel = V + acc * dt
    return {"newPosition": new_pos.T.reshape(-1).copy(),
            "newVelocity": new_vel.T.reshape(-1).copy()}


_NBODY_SIZES = {(512,): {"numBodies": 512}, (65536,): {"numBodies": 65536}}


# ------------------------------------------------------------------ 13 reduce


def _reduce_args(rng, d):
    g, lo = d["global"], d["local"]
    groups = g // lo
    # full-range uint32: the group sums wrap modulo 2^32, as NumPy's uint32 sum does
    inp = rng.integers(0, 2**32, 2 * g * 4, dtype=np.uint64).astype(u32)
    return {"input": inp, "output": _sentinel(4 * groups, u32), "sdata": shared_size(16 * lo)}


def _reduce_ref(inp, d):
    lo = d["local"]
    groups = d["global"] // lo
    x = inp["input"].reshape(groups, 2 * lo, 4)
    return {"output": x.sum(axis=1, dtype=u32).reshape(-1)}


_REDUCE_SIZES = {(2048,): {}, (8388608,): {}}


# ------------------------------------------------------------------ 14 sgemm


def _quarter(rng) -> np.float32:
    """A small multiple of 1/4 (never 0): products with small integers stay exact."""
    v = int(rng.integers(1, 9)) * (1 if rng.integers(0, 2) else -1)
    return f32(v / 4)


def _sgemm_args(rng, d):
    m, n, k = d["m"], d["n"], d["k"]
    return {"A": _small_int_floats(rng, d["lda"] * k), "lda": i32(d["lda"]),
            "B": _small_int_floats(rng, d["ldb"] * k), "ldb": i32(d["ldb"]),
            "C": _small_int_floats(rng, d["ldc"] * n), "ldc": i32(d["ldc"]), "k": i32(k),
            "alpha": _quarter(rng), "beta": _quarter(rng)}


def _sgemm_ref(inp, d):
    m, n, k = d["m"], d["n"], d["k"]
    A = inp["A"].reshape(k, d["lda"])[:, :m].astype(np.float64)  # A[i, row]
    B = inp["B"].reshape(k, d["ldb"])[:, :n].astype(np.float64)  # B[i, col]
    C = inp["C"].reshape(n, d["ldc"]).astype(np.float64)  # C[col, row]
    out = C.copy()
    out[:, :m] = float(inp["beta"]) * C[:, :m] + float(inp["alpha"]) * (B.T @ A)
    return {"C": out.astype(f32).reshape(-1)}  # exact: small multiples of 1/4


def _sgemm_size(m, n, k):
    return {"m": m, "n": n, "k": k, "lda": m, "ldb": n, "ldc": m}


_SGEMM_SIZES = {(64, 32): _sgemm_size(64, 32, 24), (512, 512): _sgemm_size(512, 512, 512)}


# ------------------------------------------------------------------ 15 sobel


def _sobel_args(rng, d):
    w, h = d["width"], d["height"]
    # the output starts random: the kernel must leave the border pixels as they were
    return {"inputImage": rng.integers(0, 256, 4 * w * h).astype(np.uint8),
            "outputImage": rng.integers(0, 256, 4 * w * h).astype(np.uint8)}


def _sobel_ref(inp, d):
    w, h = d["width"], d["height"]
    a = inp["inputImage"].reshape(h, w, 4).astype(f32)
    out = inp["outputImage"].reshape(h, w, 4).copy()
    i00, i10, i20 = a[:-2, :-2], a[:-2, 1:-1], a[:-2, 2:]
    i01, i21 = a[1:-1, :-2], a[1:-1, 2:]
    i02, i12, i22 = a[2:, :-2], a[2:, 1:-1], a[2:, 2:]
    two = f32(2)
    gx = i00 + two * i10 + i20 - i02 - two * i12 - i22
    gy = i00 - i20 + two * i01 - two * i21 + i02 - i22
    mag = np.sqrt(gx * gx + gy * gy) / two  # float32, as the kernel; >= 0
    out[1:-1, 1:-1] = np.minimum(np.trunc(mag), f32(255)).astype(np.uint8)
    return {"outputImage": out.reshape(-1)}


_SOBEL_SIZES = {(64, 32): {"width": 64, "height": 32}, (512, 512): {"width": 512, "height": 512}}


# ------------------------------------------------------------------ 16 spmv


JDS_CHUNK = 32  # spmv.cl's JDS_CHUNK: rows per chunk of the JDS layout (Parboil's pad)


def jds_matrix(rng, dim: int, max_nnz: int):
    """A random sparse dim x dim matrix of small integers in JDS form, as Parboil's
    coo_to_jds lays it out (rows sorted by decreasing non-zero count; diagonal k padded to a
    multiple of JDS_CHUNK rows; padding entries 0.0 with column 0).

    Returns ``(data, index, perm, jds_ptr, zcnt, coo)`` where ``coo = (rows, cols, vals)``
    is the same matrix as coordinate triples, for checking the layout independently."""
    counts = rng.integers(0, max_nnz + 1, dim)
    counts[rng.integers(0, dim, max(1, dim // 64))] = max_nnz  # a few long rows
    perm = np.argsort(-counts, kind="stable").astype(i32)  # sorted position -> row
    sc = counts[perm]
    depth = int(sc[0]) if dim else 0
    lengths = [-(-int(np.count_nonzero(sc > k)) // JDS_CHUNK) * JDS_CHUNK
               for k in range(depth)]
    ptr = np.zeros(max(depth, 1), i32)
    if depth > 1:
        ptr[1:] = np.cumsum(lengths[:-1])
    total = max(int(sum(lengths)), 1)
    data = np.zeros(total, f32)
    index = np.zeros(total, i32)
    rows, cols, vals = [], [], []
    for ix in range(dim):
        c = int(sc[ix])
        if not c:
            continue
        col = np.sort(rng.choice(dim, c, replace=False)).astype(i32)
        val = rng.integers(-8, 9, c).astype(f32)
        j = ptr[:c] + ix
        data[j], index[j] = val, col
        rows.append(np.full(c, perm[ix], i32))
        cols.append(col)
        vals.append(val)
    chunks = -(-dim // JDS_CHUNK)
    zcnt = sc[np.arange(chunks) * JDS_CHUNK].astype(i32)  # each chunk's longest row
    cat = (lambda xs, dt: np.concatenate(xs) if xs else np.zeros(0, dt))
    return data, index, perm, ptr, zcnt, (cat(rows, i32), cat(cols, i32), cat(vals, f32))


def _spmv_args(rng, d):
    dim = d["dim"]
    data, index, perm, ptr, zcnt, _coo = jds_matrix(rng, dim, d["max_nnz"])
    return {"dst_vector": _sentinel(dim, f32), "d_data": data, "d_index": index,
            "d_perm": perm, "x_vec": _small_int_floats(rng, dim), "dim": i32(dim),
            "jds_ptr_int": ptr, "sh_zcnt_int": zcnt}


def _spmv_ref(inp, d):
    """Decode the JDS arrays row by row (vectorised over the sorted rows)."""
    dim = d["dim"]
    ix = np.arange(dim)
    bound = inp["sh_zcnt_int"][ix // JDS_CHUNK]
    acc = np.zeros(dim, np.float64)
    for k in range(int(bound.max()) if dim else 0):
        live = ix[bound > k]
        j = inp["jds_ptr_int"][k] + live
        acc[live] += inp["d_data"][j].astype(np.float64) \
            * inp["x_vec"][inp["d_index"][j]].astype(np.float64)
    out = np.empty(dim, f32)
    out[inp["d_perm"]] = acc.astype(f32)  # small integers: exact in any order
    return {"dst_vector": out}


_SPMV_SIZES = {(1024,): {"dim": 1000, "max_nnz": 24}, (16384,): {"dim": 16300, "max_nnz": 64}}


# ------------------------------------------------------------------ 17 stencil


def _eighth(rng) -> np.float32:
    v = int(rng.integers(1, 9)) * (1 if rng.integers(0, 2) else -1)
    return f32(v / 8)


def _stencil_args(rng, d):
    nx, ny, nz = d["nx"], d["ny"], d["nz"]
    n = nx * ny * nz
    # Anext starts unlike A0 (Parboil copies A0): the boundary must be left as it was
    return {"c0": _eighth(rng), "c1": _eighth(rng), "A0": _small_int_floats(rng, n),
            "Anext": _small_int_floats(rng, n), "nx": i32(nx), "ny": i32(ny), "nz": i32(nz)}


def _stencil_ref(inp, d):
    nx, ny, nz = d["nx"], d["ny"], d["nz"]
    a = inp["A0"].reshape(nz, ny, nx)
    out = inp["Anext"].reshape(nz, ny, nx).copy()
    c = a[1:-1, 1:-1, 1:-1]
    s = (a[2:, 1:-1, 1:-1] + a[:-2, 1:-1, 1:-1] + a[1:-1, 2:, 1:-1] + a[1:-1, :-2, 1:-1]
         + a[1:-1, 1:-1, 2:] + a[1:-1, 1:-1, :-2])
    out[1:-1, 1:-1, 1:-1] = f32(inp["c1"]) * s - c * f32(inp["c0"])
    return {"Anext": out.reshape(-1)}


def _stencil_size(nx, ny, nz):
    return {"nx": nx, "ny": ny, "nz": nz}


# x extent: nx - 2 rounded up (256, 512); y extent: exactly ny - 2 (8, 510)
_STENCIL_SIZES = {(256, 8): _stencil_size(256, 10, 6), (512, 510): _stencil_size(512, 512, 64)}


# ------------------------------------------------------------------ the programs


def _prog(**kw) -> CoarsenProgram:
    name = kw["name"]
    kw.setdefault("file", f"coarsening/{name}.cl")
    kw.setdefault("kernel", name)
    return CoarsenProgram(**kw)


PROGRAMS: list[CoarsenProgram] = [
    _prog(name="mvCoal", number=10, source="Nvidia SDK",
          global_size={"ci": (512,), "paper": (262144,)}, default_local=(256,),
          dims=_sized("mvCoal", _MV_COAL_SIZES), args=_mv_args(True), reference=_mv_ref,
          outputs=("W",), local_ok=_pow2_local,
          description="matrix-vector product, a work-group per row (grid-stride), coalesced "
                      "column loop, __local tree reduction (oclMatVecMul MatVecMulCoalesced1)"),
    _prog(name="mvUncoal", number=11, source="Nvidia SDK",
          global_size={"ci": (512,), "paper": (262144,)}, default_local=(256,),
          dims=_sized("mvUncoal", _MV_UNCOAL_SIZES), args=_mv_args(False), reference=_mv_ref,
          outputs=("W",), local_ok=_any_local,
          description="matrix-vector product, a work-item per row (grid-stride), row-major "
                      "loop: uncoalesced (oclMatVecMul MatVecMulUncoalesced1)"),
    _prog(name="nbody", number=12, source="AMD SDK",
          global_size={"ci": (512,), "paper": (65536,)}, default_local=(256,),
          dims=_sized("nbody", _NBODY_SIZES), args=_nbody_args, reference=_nbody_ref,
          outputs=("newPosition", "newVelocity"), rtol=1e-5, atol=1e-6,
          pocl_rtol=1e-4, pocl_atol=1e-5, local_ok=_any_local,
          description="one all-pairs n-body step, a work-item per body, float4 positions "
                      "read from global memory (AMD NBody nbody_sim without local memory)"),
    _prog(name="reduce", number=13, source="AMD SDK",
          global_size={"ci": (2048,), "paper": (8388608,)}, default_local=(256,),
          dims=_sized("reduce", _REDUCE_SIZES), args=_reduce_args, reference=_reduce_ref,
          outputs=("output",), local_ok=_pow2_local,
          description="per-group uint4 sums, two uint4 added per work-item while loading, "
                      "__local tree (AMD Reduction reduce)"),
    _prog(name="sgemm", number=14, source="Parboil",
          global_size={"ci": (64, 32), "paper": (512, 512)}, default_local=(32, 32),
          dims=_sized("sgemm", _SGEMM_SIZES), args=_sgemm_args, reference=_sgemm_ref,
          outputs=("C",), local_ok=_any_local,
          description="C = beta C + alpha A B^T, column-major, a work-item per element "
                      "(Parboil sgemm opencl_base mysgemmNT)"),
    _prog(name="sobel", number=15, source="AMD SDK",
          global_size={"ci": (64, 32), "paper": (512, 512)}, default_local=(16, 16),
          dims=_sized("sobel", _SOBEL_SIZES), args=_sobel_args, reference=_sobel_ref,
          outputs=("outputImage",), local_ok=_any_local,
          description="3x3 Sobel filter on a uchar4 RGBA image, border skipped "
                      "(AMD SobelFilter sobel_filter)"),
    _prog(name="spmv", number=16, source="Parboil",
          global_size={"ci": (1024,), "paper": (16384,)}, default_local=(32,),
          dims=_sized("spmv", _SPMV_SIZES), args=_spmv_args, reference=_spmv_ref,
          outputs=("dst_vector",), local_ok=_any_local,
          description="sparse matrix-vector product, JDS format, a work-item per row, "
                      "guarded by row < dim (Parboil spmv opencl_base spmv_jds_naive)"),
    _prog(name="stencil", number=17, source="Parboil",
          global_size={"ci": (256, 8), "paper": (512, 510)}, default_local=(256, 1),
          dims=_sized("stencil", _STENCIL_SIZES), args=_stencil_args, reference=_stencil_ref,
          outputs=("Anext",), local_ok=_any_local,
          description="7-point 3D Jacobi stencil, 2D NDRange over (x, y), loop over the "
                      "interior z planes, guarded by i < nx-1 (Parboil stencil opencl_base)"),
]
