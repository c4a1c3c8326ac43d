"""The six benchmarks of Table II of van den Braak, Mesman and Corporaal, "Compile-time GPU
memory access optimizations" (SAMOS 2010): each as an original kernel (the naive form the
paper's tool starts from) and a hand-optimized kernel, in ``memopt_bench.cu``.

An original and its hand version take the same parameters, the same inputs and have the
same reference; the hand version has its own launch (fewer threads: several elements per
thread). :data:`MEMOPT_BENCHMARKS` pairs them with the paper's figures (GeForce 8800 GT).

All references are exact: integer kernels compare exactly, the DCT reference mirrors the
kernel's float32 operations in order, and the rotation arithmetic is exact in float32 for
the angle the arguments pass (cosA = 887/1024, sinA = 1/2, even image sizes).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from . import KernelSpec, Launch

__all__ = ["MemoptBenchmark", "MEMOPT_BENCHMARKS", "specs", "dct_cos_table", "ROT_COS",
           "ROT_SIN"]

i32, f32, u8 = np.int32, np.float32, np.uint8
FILE = "memopt_bench.cu"

# The rotation the benchmark uses: about 30 degrees. 887/1024 has 10 significant bits, so
# with even image sizes (integer centre) every product and sum of the kernels is exact in
# float32 for images up to 2048 pixels wide (and fma contraction changes nothing).
ROT_COS = f32(887 / 1024)
ROT_SIN = f32(0.5)


@dataclass(frozen=True)
class MemoptBenchmark:
    """One row of the paper's Table II (times in ms on the GeForce 8800 GT)."""

    name: str
    original: str  # spec name of the original kernel
    hand: str  # spec name of the hand-optimized kernel
    paper_speedup_tool: float
    paper_speedup_hand: float
    paper_ms_original: float
    paper_ms_tool: float
    paper_ms_hand: float


MEMOPT_BENCHMARKS: list[MemoptBenchmark] = [
    MemoptBenchmark("Matrix addition 32 bit", "memopt_matadd32_orig", "memopt_matadd32_hand",
                    31, 31, 2.06, 0.067, 0.067),
    MemoptBenchmark("Matrix addition 8-bit", "memopt_matadd8_orig", "memopt_matadd8_hand",
                    43, 43, 1.02, 0.024, 0.024),
    MemoptBenchmark("DCT", "memopt_dct8x8_orig", "memopt_dct8x8_hand",
                    4, 62, 3000.0, 750.0, 48.0),
    MemoptBenchmark("Sobel edge detection", "memopt_sobel_orig", "memopt_sobel_hand",
                    4, 4, 12.1, 2.84, 2.84),
    MemoptBenchmark("Image rotation 1", "memopt_rotate1_orig", "memopt_rotate1_hand",
                    2, 2, 3.29, 1.64, 1.64),
    MemoptBenchmark("Image rotation 2", "memopt_rotate2_orig", "memopt_rotate2_hand",
                    3, 3, 3.40, 1.27, 1.27),
]


# ============================================================ matrix addition


def _matadd_args(dtype):
    def args(rng, d):
        n = d["n"]
        info = np.iinfo(dtype)
        return {"in1": rng.integers(info.min, info.max, n, endpoint=True).astype(dtype),
                "in2": rng.integers(info.min, info.max, n, endpoint=True).astype(dtype),
                "out": np.zeros(n, dtype)}
    return args


def _matadd_ref(inp):
    # int addition wraps; the 8-bit sum is truncated to unsigned char: NumPy's wrapping add
    return {"out": inp["in1"] + inp["in2"]}


# ============================================================ DCT 8x8


def dct_cos_table() -> np.ndarray:
    """cosTable[k * 8 + n] = cos((2n + 1) k pi / 16), rounded once to float32."""
    return np.array([math.cos((2 * n + 1) * k * math.pi / 16) for k in range(8) for n in range(8)],
                    dtype=f32)


def _dct_args(rng, d):
    w, h = d["width"], d["height"]
    return {"img": rng.integers(0, 256, w * h).astype(u8), "cosTable": dct_cos_table(),
            "out": np.zeros(w * h, f32), "width": i32(w)}


def _dct_ref(inp):
    w = int(inp["width"])
    h = inp["img"].size // w
    C = np.asarray(inp["cosTable"], f32).reshape(8, 8)  # C[k, n]
    P = inp["img"].reshape(h // 8, 8, w // 8, 8).transpose(0, 2, 1, 3).astype(f32)  # [by,bx,y,x]
    s = np.zeros((h // 8, w // 8, 8, 8), f32)  # [by, bx, v, u]
    for y in range(8):
        cy = C[:, y][None, None, :, None]  # cosTable[v * 8 + y]
        for x in range(8):
            # sum += (img * cosTable[u * 8 + x]) * cosTable[v * 8 + y], each op in float32
            t = (P[:, :, y, x][:, :, None, None] * C[:, x][None, None, None, :]) * cy
            s = s + t
    c0 = f32(0.70710678)
    cu = np.where(np.arange(8) == 0, c0, f32(1))  # indexed by u (or v)
    scale = (f32(0.25) * cu[None, :]) * cu[:, None]  # ((0.25f * cu) * cv) as [v, u]
    out = (scale[None, None] * s).astype(f32)
    return {"out": out.transpose(0, 2, 1, 3).reshape(-1)}


# ============================================================ Sobel


def image_args(rng, d):
    """A random 8-bit ``width`` x ``height`` image, an output image of zeros, and the sizes."""
    w, h = d["width"], d["height"]
    return {"in": rng.integers(0, 256, w * h).astype(u8), "out": np.zeros(w * h, u8),
            "width": i32(w), "height": i32(h)}


def _sobel_ref(inp):
    w, h = int(inp["width"]), int(inp["height"])
    p = inp["in"].reshape(h, w).astype(np.int64)
    a0, a1, a2 = p[:-2, :-2], p[:-2, 1:-1], p[:-2, 2:]
    b0, b2 = p[1:-1, :-2], p[1:-1, 2:]
    c0, c1, c2 = p[2:, :-2], p[2:, 1:-1], p[2:, 2:]
    gx = -a0 + a2 - 2 * b0 + 2 * b2 - c0 + c2
    gy = -a0 - 2 * a1 - a2 + c0 + 2 * c1 + c2
    out = np.zeros((h, w), u8)
    out[1:-1, 1:-1] = np.minimum(np.abs(gx) + np.abs(gy), 255)
    return {"out": out.reshape(-1)}


# ============================================================ rotation


def _rot_args(rng, d):
    a = image_args(rng, d)
    a["cosA"] = ROT_COS
    a["sinA"] = ROT_SIN
    return a


def _nearest(t):
    """(int)floorf(t + 0.5f) in float32."""
    return np.floor(t + f32(0.5)).astype(np.int64)


def _rot_grid(inp):
    w, h = int(inp["width"]), int(inp["height"])
    c, s = f32(inp["cosA"]), f32(inp["sinA"])
    cx, cy = f32(0.5) * f32(w), f32(0.5) * f32(h)
    y, x = np.meshgrid(np.arange(h), np.arange(w), indexing="ij")
    return w, h, c, s, cx, cy, x, y


def rotate_forward(inp):
    """Destination (dx, dy) of every source pixel and whether its thread writes it
    (rotate1: in bounds and the inverse rotation of the destination is the source)."""
    w, h, c, s, cx, cy, x, y = _rot_grid(inp)
    fx = x.astype(f32) - cx
    fy = y.astype(f32) - cy
    dx = _nearest(c * fx - s * fy + cx)
    dy = _nearest(s * fx + c * fy + cy)
    gx = dx.astype(f32) - cx
    gy = dy.astype(f32) - cy
    sx = _nearest(c * gx + s * gy + cx)
    sy = _nearest(-s * gx + c * gy + cy)
    ok = (dx >= 0) & (dx < w) & (dy >= 0) & (dy < h) & (sx == x) & (sy == y)
    return dx, dy, ok


def _rotate1_ref(inp):
    w, h = int(inp["width"]), int(inp["height"])
    dx, dy, ok = rotate_forward(inp)
    out = np.asarray(inp["out"]).reshape(h, w).copy()  # unwritten pixels keep their value
    src = inp["in"].reshape(h, w)
    out[dy[ok], dx[ok]] = src[ok]  # no destination appears twice (see the kernel)
    return {"out": out.reshape(-1)}


def _rotate2_ref(inp):
    w, h, c, s, cx, cy, x, y = _rot_grid(inp)
    fx = x.astype(f32) - cx
    fy = y.astype(f32) - cy
    sx = _nearest(c * fx + s * fy + cx)
    sy = _nearest(-s * fx + c * fy + cy)
    ok = (sx >= 0) & (sx < w) & (sy >= 0) & (sy < h)
    src = inp["in"].reshape(h, w)
    out = np.zeros((h, w), u8)
    out[ok] = src[sy[ok], sx[ok]]
    return {"out": out.reshape(-1)}


# ============================================================ the specs


#: The paper size of the Sobel diagnosis (benchmarks/memopt_sobel_paths.py, _shapes.py).
SOBEL_W, SOBEL_H = 1920, 1080


def sobel_tool_source(out_dir, cli_main) -> str:
    """The optimizer's Sobel variant of ``memopt_bench.cu`` at the paper size, generated now
    by ``cli_main`` (``warpsmith.cli.main``, passed in: the corpus sits below the command
    line) into ``out_dir/sobel_opt.cu``, with the host guard cut off."""
    from pathlib import Path

    from . import corpus_dir

    path = Path(out_dir) / "sobel_opt.cu"
    rc = cli_main(["optimize", str(corpus_dir() / FILE), "--kernel", "sobel_orig",
                   "--grid", "60,135", "--block", "32,8", "--arg", f"width={SOBEL_W}",
                   "--arg", f"height={SOBEL_H}", "-o", str(path), "--json"])
    if rc:
        raise SystemExit(f"optimize failed ({rc})")
    src = path.read_text()
    return src[:src.index("#ifdef WARPSMITH_HOST_GUARD")]


def sobel_forced(src: str, value: str, name: str) -> str:
    """``src`` (a Sobel variant) with its block test replaced by ``value`` (``1``: the fast
    path everywhere, ``0``: the slow path; empty: kept) and its kernels renamed ``name``."""
    lines = src.split("\n")
    at = next(i for i, line in enumerate(lines) if "sobel_orig_opt(" in line) + 1
    if not lines[at].strip().startswith("if ("):
        raise SystemExit(f"unexpected variant shape: {lines[at]!r}")
    if value:
        lines[at] = f"    if ({value}) {{"
    out = "\n".join(lines)
    return (out.replace("sobel_orig_opt(", f"{name}(")
            .replace("void sobel_orig(", f"void sobel_orig_{name}("))


def specs() -> list[KernelSpec]:
    S: list[KernelSpec] = []

    def pair(base, ci_orig, pp_orig, ci_hand, pp_hand, args, ref, outputs, what_orig,
             what_hand):
        S.append(KernelSpec(f"memopt_{base}_orig", FILE, f"{base}_orig", "cuda", ci_orig,
                            pp_orig, args, ref, outputs, description=what_orig))
        S.append(KernelSpec(f"memopt_{base}_hand", FILE, f"{base}_hand", "cuda", ci_hand,
                            pp_hand, args, ref, outputs, description=what_hand))

    # matrix addition: CI 1024 elements, paper 2^23
    ci_n, pp_n = {"n": 1024}, {"n": 1 << 23}
    pair("matadd32",
         Launch((16, 2), (32,), ci_n), Launch((1024, 8), (1024,), pp_n),
         Launch((4,), (64,), ci_n), Launch((8192,), (256,), pp_n),
         _matadd_args(np.int32), _matadd_ref, ("out",),
         "Table II matrix addition 32 bit, original: Fig. 6a index, uncoalesced",
         "Table II matrix addition 32 bit, by hand: coalesced, int4 per thread")
    pair("matadd8",
         Launch((16, 2), (32,), ci_n), Launch((1024, 8), (1024,), pp_n),
         Launch((2,), (32,), ci_n), Launch((2048,), (256,), pp_n),
         _matadd_args(np.uint8), _matadd_ref, ("out",),
         "Table II matrix addition 8-bit, original: Fig. 6a index, byte accesses",
         "Table II matrix addition 8-bit, by hand: coalesced, uint4 (16 bytes) per thread")

    # DCT: CI 32 x 16, paper 2048 x 2048; the same launch for both versions
    ci_d, pp_d = {"width": 32, "height": 16}, {"width": 2048, "height": 2048}
    pair("dct8x8",
         Launch((4, 2), (8, 8), ci_d), Launch((256, 256), (8, 8), pp_d),
         Launch((4, 2), (8, 8), ci_d), Launch((256, 256), (8, 8), pp_d),
         _dct_args, _dct_ref, ("out",),
         "Table II DCT, original: thread per coefficient, 64 byte loads per thread",
         "Table II DCT, by hand: each 8-pixel row read as one uint2")

    # Sobel: CI 128 x 16 (4 blocks wide, so that merging 4 threads while keeping the block
    # applies there too), paper 1920 x 1080 (1920 = 60 * 32, 1080 = 135 * 8)
    ci_i, pp_i = {"width": 128, "height": 16}, {"width": 1920, "height": 1080}
    pair("sobel",
         Launch((4, 2), (32, 8), ci_i), Launch((60, 135), (32, 8), pp_i),
         Launch((2, 2), (16, 8), ci_i), Launch((15, 135), (32, 8), pp_i),
         image_args, _sobel_ref, ("out",),
         "Table II Sobel edge detection, original: thread per pixel, byte accesses",
         "Table II Sobel edge detection, by hand: 4 pixels per thread, uchar4 rows and store")

    # rotations: CI 64 x 32, paper 1920 x 1080
    ci_r = {"width": 128, "height": 64}  # 4 blocks wide, as Sobel's
    pair("rotate1",
         Launch((4, 8), (32, 8), ci_r), Launch((60, 135), (32, 8), pp_i),
         Launch((2, 8), (16, 8), ci_r), Launch((15, 135), (32, 8), pp_i),
         _rot_args, _rotate1_ref, ("out",),
         "Table II image rotation 1 (scatter), original: thread per input pixel",
         "Table II image rotation 1 (scatter), by hand: 4 input pixels per thread, uchar4 read")
    pair("rotate2",
         Launch((4, 8), (32, 8), ci_r), Launch((60, 135), (32, 8), pp_i),
         Launch((2, 8), (16, 8), ci_r), Launch((15, 135), (32, 8), pp_i),
         _rot_args, _rotate2_ref, ("out",),
         "Table II image rotation 2 (gather), original: thread per output pixel",
         "Table II image rotation 2 (gather), by hand: 4 output pixels per thread, uchar4 store")
    return S
