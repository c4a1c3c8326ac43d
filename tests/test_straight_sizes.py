"""Straight-line windows aligned by run-time sizes (transform/straight.py, ``_Sizes``): a
window whose address is a multiple of its width only for some row pitches (``y*pitch +
4*x`` bytes, four merged pixels' 16 bytes at ``4*(y*width + x)``) is grouped under the
run-time assumption that the pitch makes it so, where that holds at the launch; the guard
runs the original where it does not, and the step says why it refuses at such a launch. The
variants compute what the originals do on the simulator (generated image sizes with partial
blocks, derandomized hypothesis; the fourth suite's bayer_rggb_rgba at its small launch in
both dialects), the optimizer chooses one 4-byte store per pixel for bayer_rggb_rgba at the
suite's GPU launch (a merge of four threads would stride its clamped reads by four, which the
launch cost prices since session 17; the two measured alike on the H200:
benchmarks/results/heldout-recheck5-h200-2026-11-28/), and the printed CUDA compiles with
NVRTC for sm_90."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from heldout_variants import check_heldout, heldout  # noqa: E402
from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir import find_kernel  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.dispatch import dispatcher  # noqa: E402
from warpsmith.transform.group import merge_threads  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.straight import group_straight  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402


PITCHED = """
extern "C" __global__ void k(const unsigned char *src, unsigned char *dst, int width,
                             int height, int pitch) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int o = y * pitch + 4 * x;
        int b0 = src[o]; int b1 = src[o + 1]; int b2 = src[o + 2]; int b3 = src[o + 3];
        dst[o] = (unsigned char)b3; dst[o + 1] = (unsigned char)(b2 + 1);
        dst[o + 2] = (unsigned char)(b1 ^ 7); dst[o + 3] = (unsigned char)b0;
    }
}"""

PITCHED_CL = """
__kernel void k(__global const uchar *src, __global uchar *dst, int width, int height,
                int pitch) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        int o = y * pitch + 4 * x;
        int b0 = src[o]; int b1 = src[o + 1]; int b2 = src[o + 2]; int b3 = src[o + 3];
        dst[o] = (uchar)b3; dst[o + 1] = (uchar)(b2 + 1);
        dst[o + 2] = (uchar)(b1 ^ 7); dst[o + 3] = (uchar)b0;
    }
}"""

BLOCK = (16, 4, 1)


def _module(text: str):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _launch(width: int, height: int, pitch: int) -> Launch:
    grid = (-(-width // BLOCK[0]), -(-height // BLOCK[1]), 1)
    return Launch(grid, BLOCK, params={"width": width, "height": height, "pitch": pitch})


def _args(width: int, height: int, pitch: int, seed: int) -> dict:
    rng = np.random.default_rng(seed)
    size = pitch * height + 4 * width + 8
    return {"src": rng.integers(0, 256, size).astype(np.uint8),
            "dst": np.full(size, 0xA5, np.uint8), "width": np.int32(width),
            "height": np.int32(height), "pitch": np.int32(pitch)}


@pytest.mark.parametrize("text", [PITCHED, PITCHED_CL])
def test_pitched_window_needs_the_pitch_and_says_so(text):
    m = _module(text)
    out = group_straight(Variant.of(m, "k", _launch(20, 5, 84)))
    assert isinstance(out, Variant), out
    assert sorted(out.steps[-1].vectors) == [(4, 8), (4, 8)]
    assert any(a.kind == "divisible" and "pitch" in str(a) for a in out.assumptions), \
        [str(a) for a in out.assumptions]
    bad = group_straight(Variant.of(m, "k", _launch(20, 5, 83)))
    assert isinstance(bad, Refusal)
    assert "alignment to 4 bytes not provable" in bad.reason
    assert "which fails at this launch" in bad.reason


@settings(max_examples=20, deadline=None, derandomize=True, database=None)
@given(width=st.integers(1, 40), height=st.integers(1, 9), pad=st.integers(0, 5),
       seed=st.integers(0, 3), cl=st.booleans())
def test_pitched_windows_compute_the_same(width, height, pad, seed, cl):
    """Made where the pitch is a multiple of 4, the variant equals the original there, and
    the guard sends a launch whose pitch is not (one byte more) to the original."""
    m = _module(PITCHED_CL if cl else PITCHED)
    pitch = 4 * (width + pad)
    L = _launch(width, height, pitch)
    v = group_straight(Variant.of(m, "k", L))
    assert isinstance(v, Variant), v
    want = simulate(m, "k", L.grid, L.block, _args(width, height, pitch, seed)).outputs
    got = simulate(v.module, v.kernel, v.grid, v.block, _args(width, height, pitch,
                                                               seed)).outputs
    for name in want:
        assert np.asarray(got[name]).tobytes() == np.asarray(want[name]).tobytes(), name
    odd = _launch(width, height, pitch + 1)
    args = _args(width, height, pitch + 1, seed)
    kernel, grid, block, failed = dispatcher(v)(odd.grid, odd.block, args)
    assert kernel == "k" and failed and any("pitch" in f for f in failed), failed


# --------------------------------------------------- bayer_rggb_rgba (the fourth suite)



@pytest.mark.parametrize("name", ["bayer_rggb_rgba", "bayer_rggb_rgba_cl"])
def test_bayer_merged_pixels_are_one_16_byte_store(name):
    """Four pixels of a thread (the small launch's grid is 3 blocks wide, so the merge
    shrinks the block) are one 16-byte store at 4*(y*width + x): aligned when width is a
    multiple of 4, which the variant assumes and the launch has."""
    s, m, L = heldout(name)
    merged = merge_threads(Variant.of(m, s.kernel, L), factor=4, mode="block")
    assert isinstance(merged, Variant), merged
    v = group_straight(merged)
    assert isinstance(v, Variant), v
    assert "16 stores of rgba -> one 16-byte vector" in v.steps[-1].detail
    check_heldout(s, m, v)


@pytest.mark.parametrize("name", ["bayer_rggb_rgba", "bayer_rggb_rgba_cl"])
def test_bayer_by_the_optimizer_at_the_gpu_launch(name):
    s, m, L = heldout(name, "gpu")
    res = optimize(m, s.kernel, L, reassociate=True)
    assert [a.name for a in res.applied] == ["group-straight"], res.refused
    assert "4 stores of rgba -> one 4-byte vector" in res.applied[-1].detail


def test_bayer_variant_compiles_for_sm90():
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    s, m, L = heldout("bayer_rggb_rgba", "gpu")
    v = optimize(m, s.kernel, L, reassociate=True).variant
    fn = find_kernel(v.module, v.kernel)
    text = cuda_source(v.module, fn)
    assert "uchar4" in text, text
    assert compile_cuda(text, fn.name, "sm_90").registers > 0


@pytest.mark.parametrize("name", ["bayer_rggb_rgba", "bayer_rggb_rgba_cl"])
def test_gpu_launch_variant_at_a_launch_its_guard_accepts(name):
    """The optimizer's variant for the GPU launch, run through its guard at a smaller
    launch that meets its assumptions (the guard picks the variant), equals the original."""
    s, m, L = heldout(name, "gpu")
    v = optimize(m, s.kernel, L, reassociate=True).variant
    width, height = 128, 10
    grid, block = (width // 32, -(-height // 8), 1), (32, 8, 1)
    kernel, g, b, failed = dispatcher(v)(grid, block, {"width": width, "height": height})
    assert not failed and kernel == v.kernel, failed
    raw = np.random.default_rng(6).integers(0, 256, width * height).astype(np.uint8)

    def run(mod, k, gr, bl):
        args = {"raw": raw.copy(), "rgba": np.full(4 * width * height, 9, np.uint8),
                "width": np.int32(width), "height": np.int32(height)}
        return simulate(mod, k, gr, bl, args).outputs["rgba"]

    assert run(v.module, kernel, g, b).tobytes() == run(m, s.kernel, grid, block).tobytes()
