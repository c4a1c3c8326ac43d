"""Issue 16, item 4e: the paper's own DCT and strong hand versions of Table II of paper 003
(van den Braak, Mesman and Corporaal, SAMOS 2010), in ``memopt_strong.cu``.

* ``memopt_dctfull_orig``: the DCT of the paper's section I: a full ``n x n`` image (256 x
  256 in the paper) as one transform, one thread per coefficient, cosines computed on the
  fly; ``memopt_dctfull_paper``: the paper's hand form (16 bytes per load through the
  read-only cache); ``memopt_dctfull_strong``: separable, staged in shared memory.
* ``memopt_{sobel,rotate1,rotate2}_strong``: strong hand versions of the other image
  benchmarks, taking the originals of ``memopt_bench.cu`` (same parameters and references).

:data:`MEMOPT_STRONG` pairs each Table II original with its strong hand version (the
matrix additions keep the hand versions of ``memopt_bench.cu``, already at the copy
bandwidth), plus the DCT against the paper's own hand form.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from . import KernelSpec, Launch
from .memopt import MEMOPT_BENCHMARKS, MemoptBenchmark, _rot_args, _rotate1_ref, _rotate2_ref, _sobel_ref, \
    image_args

__all__ = ["MEMOPT_STRONG", "specs", "dctfull_reference"]

FILE = "memopt_strong.cu"
f32, u8, i32 = np.float32, np.uint8, np.int32

def _paper_row(table_name: str, hand: str, original: str | None = None,
               name: str | None = None) -> MemoptBenchmark:
    """The paper's Table II row ``table_name`` (its figures) with another hand kernel (and
    original kernel and name, where this suite's kernel differs from the paper's)."""
    row = next(b for b in MEMOPT_BENCHMARKS if b.name == table_name)
    return replace(row, hand=hand, original=original or row.original, name=name or row.name)


MEMOPT_STRONG: list[MemoptBenchmark] = [
    _paper_row("Matrix addition 32 bit", "memopt_matadd32_hand"),
    _paper_row("Matrix addition 8-bit", "memopt_matadd8_hand"),
    _paper_row("DCT", "memopt_dctfull_strong", "memopt_dctfull_orig",
               "DCT (256x256, strong hand)"),
    _paper_row("Sobel edge detection", "memopt_sobel_strong"),
    _paper_row("Image rotation 1", "memopt_rotate1_strong"),
    _paper_row("Image rotation 2", "memopt_rotate2_strong"),
    _paper_row("DCT", "memopt_dctfull_paper", "memopt_dctfull_orig",
               "DCT (256x256, the paper's hand form)"),
]


def _dct_args(rng, d):
    n = d["n"]
    return {"img": rng.integers(0, 256, n * n).astype(u8), "out": np.zeros(n * n, f32),
            "n": i32(n)}


def dctfull_reference(inp) -> dict:
    """The full-image DCT in float64: out[v * n + u] = c(u) c(v) sum f(x, y) cos_u(x)
    cos_v(y), with cos_k(x) = cos((2x + 1) k pi / 2n), c(0) = sqrt(1/n), c(k) = sqrt(2/n)."""
    n = int(inp["n"])
    k = np.arange(n)
    C = np.cos(np.outer(k, 2 * k + 1) * np.pi / (2 * n))  # C[k, x]
    c = np.where(k == 0, np.sqrt(1.0 / n), np.sqrt(2.0 / n))
    img = inp["img"].reshape(n, n).astype(np.float64)  # [y, x]
    F = (C @ img @ C.T) * c[:, None] * c[None, :]  # [v, u]
    return {"out": F.astype(f32).reshape(-1)}


def specs() -> list[KernelSpec]:
    """The kernels of ``memopt_strong.cu`` as corpus specs (CI and paper launches)."""
    S: list[KernelSpec] = []
    ci_d, pp_d = {"n": 16}, {"n": 256}
    dct = (Launch((1, 1), (16, 16), ci_d), Launch((16, 16), (16, 16), pp_d))
    # float32 sums of n^2 terms in another order than the float64 reference: within 1e-4
    # of the largest coefficient (the DC term), and 1e-4 relative
    tol = {"rtol": 1e-4, "atol": 1e-4}
    for role, what in (("orig", "original: thread per coefficient, byte loads, cosf on the "
                                "fly"),
                       ("paper", "the paper's hand form: 16 bytes per load, read-only cache"),
                       ("strong", "strong hand: separable, shared-memory rows and cosines")):
        S.append(KernelSpec(f"memopt_dctfull_{role}", FILE, f"dctfull_{role}", "cuda", *dct,
                            _dct_args, dctfull_reference, ("out",), **tol,
                            description=f"DCT of a full image (paper 003, section I), {what}"))
    ci_i, pp_i = {"width": 128, "height": 16}, {"width": 1920, "height": 1080}
    S.append(KernelSpec("memopt_sobel_strong", FILE, "sobel_strong", "cuda",
                        Launch((1, 2), (32, 8), ci_i), Launch((15, 135), (32, 8), pp_i),
                        image_args, _sobel_ref, ("out",),
                        description="Table II Sobel, strong hand: 128 x 8 tile staged in "
                                    "shared memory, 4 pixels per thread, uchar4 store"))
    ci_r = {"width": 128, "height": 64}
    for name, ref, what in (("rotate1", _rotate1_ref, "the scatter as a gather, 4 outputs per "
                                                      "thread, uchar4 store"),
                            ("rotate2", _rotate2_ref, "4 outputs per thread in 128 x 8 tiles, "
                                                      "read-only cache, uchar4 store")):
        S.append(KernelSpec(f"memopt_{name}_strong", FILE, f"{name}_strong", "cuda",
                            Launch((1, 8), (32, 8), ci_r), Launch((15, 135), (32, 8), pp_i),
                            _rot_args, ref, ("out",),
                            description=f"Table II image {name}, strong hand: {what}"))
    return S
