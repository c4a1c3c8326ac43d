"""Textures (issue 17 item 3): CUDA texture objects read, printed, simulated against the
hardware's documented formula (CUDA Programming Guide, "Texture Fetching"), bound from NumPy
and from ``--arg``; bad input gives located errors. Minimal kernels written here."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import warpsmith as ws
from warpsmith.cli import main

FETCH2D = """
__global__ void fetch2d(cudaTextureObject_t t, const float *xs, const float *ys, float *out,
                        int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n)
        out[i] = tex2D<float>(t, xs[i], ys[i]);
}
"""

FETCH1D = """
__global__ void fetch1d(cudaTextureObject_t t, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n)
        out[i] = tex1Dfetch<float>(t, i - 2) + tex1D<float>(t, i * 0.5f);
}
"""

RGBA = """
__global__ void rgba(cudaTextureObject_t t, float4 *out, int w, float s) {
    int x = threadIdx.x, y = blockIdx.x;
    out[y * w + x] = tex2D<float4>(t, (x + 0.25f) * s, (y + 0.75f) * s);
}
"""

VOLUME = """
__global__ void vol(cudaTextureObject_t t, cudaTextureObject_t layers, float *out) {
    int i = threadIdx.x;
    out[i] = tex3D<float>(t, i * 0.37f, 1.2f, 0.8f) + tex2DLayered<float>(layers, i * 0.5f,
                                                                         0.5f, i % 3);
}
"""


def _kernel(src, tmp_path, name="k.cu"):
    p = tmp_path / name
    p.write_text(src)
    return ws.read(str(p)).kernel()


# ----------------------------------------------------------------- the formula, scalar


def _index(i, n, mode):
    if mode == "clamp":
        return min(max(i, 0), n - 1)
    if mode == "border":
        return i if 0 <= i < n else None
    if mode == "wrap":
        return i % n
    m = i % (2 * n)
    return m if m < n else 2 * n - 1 - m


def _cube_ref(faces, x, y, z, filt):
    """texCubemap from the Programming Guide's face table: the axis of largest magnitude
    picks the face, (s, t) by its table, then the face's texture at normalized coordinates."""
    ax, ay, az = abs(x), abs(y), abs(z)
    if ax >= ay and ax >= az:
        f, s, t, m = (0, -z, -y, ax) if x >= 0 else (1, z, -y, ax)
    elif ay >= az:
        f, s, t, m = (2, x, z, ay) if y >= 0 else (3, x, -z, ay)
    else:
        f, s, t, m = (4, x, -y, az) if z >= 0 else (5, -x, -y, az)
    f32 = np.float32
    if filt == "nearest":
        u = f32((f32(s) / f32(m) + f32(1)) * f32(0.5))
        v = f32((f32(t) / f32(m) + f32(1)) * f32(0.5))
    else:  # linear: the exact face coordinate (cut to the fixed point by _axis)
        u, v = ((float(f32(c)) / float(f32(m)) + 1) / 2 for c in (s, t))
    return _ref(faces[f], (u, v), filt, "clamp", True)


def _ties_away(v: float):
    """The float32 nearest ``v``, a tie to the larger magnitude (the texture unit's
    rounding; checked against the H100 in surfaces-h100-2026-11-27-final)."""
    from fractions import Fraction

    r = np.float32(v)
    other = np.nextafter(r, np.float32(math.copysign(math.inf, v)))
    if Fraction(v) * 2 == Fraction(float(r)) + Fraction(float(other)) and abs(other) > abs(r):
        return other
    return r


def _axis(c, n, mode, norm):
    """(lower texel, 8-bit weight) of one linearly filtered axis, in exact arithmetic: a
    normalized coordinate cut to 21 fraction bits times n; clamp clamps the coordinate."""
    from fractions import Fraction
    x = Fraction(float(c))
    if norm:
        x = Fraction(math.floor(x * 2**21), 2**21) * n
    if mode == "clamp":
        x = min(max(x, Fraction(1, 2)), n - Fraction(1, 2))
    xb = x - Fraction(1, 2)
    i = math.floor(xb)
    a8 = math.floor((xb - i) * 256 + Fraction(1, 2))
    return (i + 1, 0) if a8 == 256 else (i, a8)


def _cut(terms):
    """[(weight, texel)] with each texel of non-zero weight cut toward zero to 28 bits
    below the binade of the largest such texel (the texture unit's alignment)."""
    live = [float(t) for w, t in terms if w and t and math.isfinite(t)]
    if not live:
        return terms
    e = max(math.frexp(t)[1] for t in live)
    q = 2.0 ** (e - 28)
    return [(w, math.trunc(float(t) / q) * q if w and math.isfinite(t) else t)
            for w, t in terms]


def _ref(img, coords, filt, mode, norm, unorm8=False):
    """One fetch, written from the Programming Guide's formulas and the H100's measured
    rules (docs/textures.md) with scalars: ``img`` is (..., x) with texel values, ``coords``
    x first; ``unorm8``: ``img`` holds uint8 integers read as normalized floats."""
    f32 = np.float32
    sizes = img.shape[::-1]

    def texel(idx):
        if any(i is None for i in idx):
            return 0.0
        return float(img[tuple(idx[::-1])])

    if filt == "nearest":
        xs = [f32(f32(c) * f32(n)) if norm else f32(c) for c, n in zip(coords, sizes)]
        return f32(texel([_index(math.floor(x), n, mode) for x, n in zip(xs, sizes)]))
    lo, w8 = zip(*[_axis(c, n, mode, norm) for c, n in zip(coords, sizes)])
    if len(lo) == 3:  # the H100's trilinear weights (texture-weights-h100-2026-11-26-3d)
        x8, y8, z8 = w8
        s = {(1, 1): (x8 * z8 + 128) // 256, (1, 0): (x8 * (256 - z8) + 128) // 256}
        s[(0, 1)], s[(0, 0)] = z8 - s[(1, 1)], 256 - z8 - s[(1, 0)]
        weights = {}
        for (cx, cz), sv in s.items():
            hi = (sv * y8 + (128 if cx else 127)) // 256
            weights[(cx, 1, cz)], weights[(cx, 0, cz)] = hi, sv - hi
    elif len(lo) == 2:  # the H100's corner weights (texture-weights-h100-2026-11-26)
        x8, y8 = w8
        w11 = (x8 * y8 + 128) // 256
        weights = {(0, 0): 256 - x8 - y8 + w11, (1, 0): x8 - w11, (0, 1): y8 - w11,
                   (1, 1): w11}
    else:  # one axis: integer weights (surfaces-h100)
        weights = {(0,): 256 - w8[0], (1,): w8[0]}
    terms = [(w, texel([_index(lo[k] + c, sizes[k], mode) for k, c in enumerate(corner)]))
             for corner, w in weights.items()]
    if unorm8:  # filtered as integers into a 16-bit fraction (texture-h100-2026-11-27-heldout)
        from fractions import Fraction
        k = math.floor(Fraction(sum(w * int(t) for w, t in terms) * 257, 256) + Fraction(1, 2))
        return f32(k / 65535)
    from fractions import Fraction
    if len(lo) == 3:  # per z slice, then the two sums cut to 35 bits (toward -inf) and added
        corners = list(weights)
        sums = [sum(Fraction(w) * Fraction(t) for w, t in _cut(
            [terms[k] for k, c in enumerate(corners) if c[2] == z])) for z in (0, 1)]
        live = [float(v) for v in sums if v]
        if live:
            q = Fraction(2) ** (max(math.frexp(v)[1] for v in live) - 35)
            sums = [math.floor(v / q) * q for v in sums]
        return _ties_away(float((sums[0] + sums[1]) / 256))
    return _ties_away(float(sum(Fraction(w) * Fraction(t) for w, t in _cut(terms)) / 256))


# --------------------------------------------------------------------------- tests


def test_reads_prints_cuda_and_refuses_opencl(tmp_path):
    (tmp_path / "k.cu").write_text(FETCH2D + FETCH1D + RGBA + VOLUME)
    cuda = str(ws.translate(ws.read(str(tmp_path / "k.cu")), "cuda"))
    for call in ("tex2D<float>(t, ", "tex1Dfetch<float>(t, ", "tex1D<float>(t, ",
                 "tex2D<float4>(t, ", "tex3D<float>(t, ", "tex2DLayered<float>(layers, "):
        assert call in cuda
    (tmp_path / "again.cu").write_text(cuda)
    assert str(ws.translate(ws.read(str(tmp_path / "again.cu")), "cuda")) == cuda
    with pytest.raises(ws.Unsupported, match="texture object has no OpenCL counterpart"):
        ws.translate(ws.read(str(tmp_path / "k.cu")), "opencl")


def _run2d(k, img, xs, ys, **tex):
    n = len(xs)
    r = ws.run(k, ws.Launch(grid=(n + 63) // 64, block=64),
               {"t": ws.Texture(img, **tex), "xs": np.asarray(xs, np.float32),
                "ys": np.asarray(ys, np.float32), "out": np.zeros(n, np.float32), "n": n})
    return r.outputs["out"]


_SETUPS = [(f, a, nrm) for f in ("nearest", "linear") for a in ("clamp", "border")
           for nrm in (False, True)] + [(f, a, True) for f in ("nearest", "linear")
                                        for a in ("wrap", "mirror")]


@settings(max_examples=12, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2 ** 32 - 1), h=st.integers(1, 5), w=st.integers(1, 6),
       setup=st.sampled_from(_SETUPS))
def test_tex2d_matches_the_documented_formula(tmp_path_factory, seed, h, w, setup):
    filt, mode, norm = setup
    rng = np.random.default_rng(seed)
    img = rng.uniform(-4, 4, (h, w)).astype(np.float32)
    n = 96
    span = 1.6 if norm else 1.6 * max(h, w)
    xs = rng.uniform(-span * 0.3, span, n).astype(np.float32)
    ys = rng.uniform(-span * 0.3, span, n).astype(np.float32)
    xs[:8] = np.float32(np.arange(8) * 0.5)  # texel centres and edges exactly
    k = _kernel(FETCH2D, tmp_path_factory.mktemp("t"))
    got = _run2d(k, img, xs, ys, filter=filt, address=mode, normalized=norm)
    want = np.array([_ref(img, (x, y), filt, mode, norm) for x, y in zip(xs, ys)],
                    np.float32)
    np.testing.assert_array_equal(got, want)


def test_bilinear_weights_replay_the_h100(tmp_path):
    """The four corner weights of a 2D linear fetch as the H100 returned them (basis
    textures over a 512x512 grid of [0.5, 1.5)^2, scripts/gpu_texture_weights.py), and its
    fetches of a 13x17 image at 4096 interior points (98.8% bit-equal, the rest within
    4e-7 absolute)."""
    from pathlib import Path

    z = np.load(Path(__file__).resolve().parents[1] / "benchmarks/results/"
                "texture-weights-h100-2026-11-26/weights.npz")
    k = _kernel(FETCH2D, tmp_path)
    g = z["grid"][::4]  # every 4th grid point each way: 16384 fetches per corner
    gx, gy = (a.ravel().astype(np.float32) for a in np.meshgrid(g, g))
    for corner in range(4):
        img = np.zeros((2, 2), np.float32)
        img[corner // 2, corner % 2] = 1.0
        got = _run2d(k, img, gx, gy, filter="linear")
        np.testing.assert_array_equal(got, z["weights"][corner][::4, ::4].ravel())
    got = _run2d(k, z["image"], z["px"], z["py"], filter="linear")
    assert np.mean(got == z["image_fetch"]) > 0.98
    np.testing.assert_allclose(got, z["image_fetch"], rtol=0, atol=4e-7)


def test_trilinear_weights_replay_the_h100(tmp_path):
    """The eight corner weights of a 3D linear fetch as the H100 returned them (2x2x2
    basis volumes over a 64^3 grid, every 8th point each way here), and its fetches of a
    random 5x6x7 volume (99.4% bit-equal, the rest within 1e-7)."""
    from pathlib import Path

    z = np.load(Path(__file__).resolve().parents[1] / "benchmarks/results/"
                "texture-weights-h100-2026-11-26-3d/weights.npz")
    src = """__global__ void f3(cudaTextureObject_t t, const float* xs, const float* ys,
                                  const float* zs, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex3D<float>(t, xs[i], ys[i], zs[i]);
}"""
    k = _kernel(src, tmp_path)
    keep = np.zeros((64, 64, 64), bool)
    keep[::8, ::8, ::8] = True
    keep = keep.ravel()
    vx, vy, vz = (a[keep] for a in z["grid3_xyz"])
    n = vx.size
    for corner in range(8):
        vol = np.zeros((2, 2, 2), np.float32)
        vol[corner // 4, (corner // 2) % 2, corner % 2] = 1.0
        got = ws.run(k, ws.Launch(-(-n // 64), 64), {
            "t": ws.Texture(vol, filter="linear"), "xs": vx, "ys": vy, "zs": vz,
            "out": np.zeros(n, np.float32), "n": np.int32(n)}).outputs["out"]
        np.testing.assert_array_equal(got, z["weights3"][corner][keep])
    got = ws.run(k, ws.Launch(64, 64), {
        "t": ws.Texture(z["volume"], filter="linear"), "xs": z["qx"], "ys": z["qy"],
        "zs": z["qz"], "out": np.zeros(4096, np.float32), "n": np.int32(4096)}).outputs["out"]
    assert np.mean(got == z["volume_fetch"]) > 0.99
    np.testing.assert_allclose(got, z["volume_fetch"], rtol=0, atol=1e-7)


def test_linear_weights_are_8_bit(tmp_path):
    """Between texels 0 and 1 a weight steps in 1/256: x = 0.5 + 1/1024 reads texel 0."""
    k = _kernel(FETCH2D, tmp_path)
    img = np.array([[0.0, 256.0]], np.float32)
    xs = [0.5 + 1 / 1024, 0.5 + 1 / 512 + 1e-6, 0.5 + 3 / 512, 1.0]
    got = _run2d(k, img, xs, [0.5] * 4, filter="linear")
    np.testing.assert_array_equal(got, [0.0, 1.0, 2.0, 128.0])


def test_tex1dfetch_and_tex1d(tmp_path):
    k = _kernel(FETCH1D, tmp_path)
    data = np.arange(10, dtype=np.float32) * 3
    for mode in ("clamp", "border"):
        out = ws.run(k, ws.Launch(grid=1, block=16),
                     {"t": ws.Texture(data, address=mode), "out": np.zeros(16, np.float32),
                      "n": 16}).outputs["out"]
        want = [_ref(data, (i - 2,), "nearest", "border", False) +
                _ref(data, (i * 0.5,), "nearest", mode, False) for i in range(16)]
        np.testing.assert_array_equal(out, np.array(want, np.float32))


def test_uchar4_normalized_float_read(tmp_path):
    k = _kernel(RGBA, tmp_path)
    rng = np.random.default_rng(3)
    img = rng.integers(0, 256, (3, 5, 4)).astype(np.uint8)
    r = ws.run(k, ws.Launch(grid=3, block=5),
               {"t": ws.Texture(img, filter="linear", read_mode="normalized"),
                "out": np.zeros(15 * 4, np.float32), "w": 5, "s": 1.0})
    got = r.outputs["out"].reshape(3, 5, 4)
    for y in range(3):
        for x in range(5):
            for c in range(4):
                assert got[y, x, c] == _ref(img[..., c], (x + 0.25, y + 0.75), "linear",
                                            "clamp", False, unorm8=True)


def test_tex3d_and_layered(tmp_path):
    k = _kernel(VOLUME, tmp_path)
    rng = np.random.default_rng(5)
    vol = rng.uniform(0, 1, (2, 3, 4)).astype(np.float32)
    lay = rng.uniform(0, 1, (3, 2, 4)).astype(np.float32)
    out = ws.run(k, ws.Launch(grid=1, block=8),
                 {"t": ws.Texture(vol, filter="linear"),
                  "layers": ws.Texture(lay, filter="linear"),
                  "out": np.zeros(8, np.float32)}).outputs["out"]
    want = [_ref(vol, (np.float32(i * np.float32(0.37)), 1.2, 0.8), "linear", "clamp", False)
            + _ref(lay[i % 3], (np.float32(i * 0.5), 0.5), "linear", "clamp", False)
            for i in range(8)]
    np.testing.assert_array_equal(out, np.array(want, np.float32))


def test_trace_counts_texture_requests(tmp_path):
    k = _kernel(FETCH1D, tmp_path)
    r = ws.run(k, ws.Launch(grid=2, block=64), {"t": ws.Texture(np.ones(8, np.float32)),
                                                 "out": np.zeros(100, np.float32), "n": 100},
               trace=True)
    # two fetches per thread; 4 warps, all with an active lane
    assert r.report["trace"]["texture_requests"] == 2 * 4
    assert r.report["trace"]["global_load_requests"] == 0


# ------------------------------------------------------------------------ bad input


def test_wrong_dims_is_located(tmp_path):
    k = _kernel(FETCH1D, tmp_path)
    with pytest.raises(ws.SimulationError, match=r"1D texture.*shape \(2, 4\)") as e:
        ws.run(k, ws.Launch(grid=1, block=4), {"t": ws.Texture(np.ones((2, 4), np.float32)),
                                               "out": np.zeros(4, np.float32), "n": 4})
    assert e.value.loc is not None and e.value.loc.line == 5


def test_linear_of_ints_and_wrap_unnormalized_refused(tmp_path):
    k = _kernel(FETCH2D, tmp_path)
    with pytest.raises(ws.SimulationError, match="returns float but the texels are int32"):
        _run2d(k, np.ones((2, 2), np.int32), [0.5], [0.5], filter="linear")
    with pytest.raises(ws.SimulationError, match="needs normalized coordinates"):
        _run2d(k, np.ones((2, 2), np.float32), [0.5], [0.5], address="wrap")
    with pytest.raises(ws.LaunchError, match="texture filter 'cubic'"):
        ws.Texture(np.ones(2, np.float32), filter="cubic")


def test_template_argument_required(tmp_path):
    bad = "__global__ void k(cudaTextureObject_t t, float *o) { o[0] = tex2D(t, 0.f, 0.f); }"
    with pytest.raises(ws.SemanticError, match="template argument") as e:
        _kernel(bad, tmp_path)
    assert e.value.loc.line == 1


def test_cli_texture_arg(tmp_path, capsys):
    src = tmp_path / "k.cu"
    src.write_text(FETCH1D)
    np.save(tmp_path / "d.npy", np.arange(4, dtype=np.float32))
    base = ["run", str(src), "--grid", "1", "--block", "4", "--arg", "out=float[4]",
            "--arg", "n=4"]
    assert main(base + ["--arg", f"t=@{tmp_path / 'd.npy'}:texture(address=border)",
                        "--json"]) == 0
    # fetch(i - 2) with border: 0 0 0 1; tex1D(i / 2) nearest: 0 0 1 1
    assert '"sum": 3.0' in capsys.readouterr().out
    rc = main(base + ["--arg", f"t=@{tmp_path / 'd.npy'}:texture(filter=cubic)"])
    err = capsys.readouterr().err
    assert rc != 0 and "--arg t:" in err and "cubic" in err and "Traceback" not in err
    rc = main(base + ["--arg", f"t=@{tmp_path / 'd.npy'}:texture(colour=red)"])
    err = capsys.readouterr().err
    assert rc != 0 and "--arg t:" in err and "colour=red" in err


# ------------------------------------------------------------------ OpenCL images

READ_CL = """
__kernel void rd(read_only image2d_t img, sampler_t s, __global const float *xs,
                 __global const float *ys, __global float4 *out, int n) {
    int i = get_global_id(0);
    if (i < n) out[i] = read_imagef(img, s, (float2)(xs[i], ys[i]));
}
"""

IMAGE_CL = """
const sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                      CLK_FILTER_LINEAR;
__kernel void shift(read_only image2d_t src, write_only image2d_t dst,
                    __global uint *sizes) {
    int x = get_global_id(0), y = get_global_id(1);
    float4 a = read_imagef(src, smp, (float2)(x + 0.75f, y + 0.25f));
    write_imagef(dst, (int2)(x, y), a * 0.5f);
    if (x == 0 && y == 0) {
        sizes[0] = get_image_width(src);
        sizes[1] = get_image_height(src);
    }
}
"""

# CLK_ADDRESS_NONE is undefined outside the image; the rest of the bits
_CL_SAMPLERS = [n | a | f for n in (0, 1) for a in (2, 4, 6, 8) for f in (0x10, 0x20)
                if n or a in (2, 4)]


def _cl_read(k, img, bits, xs, ys, backend, normalized):
    n = len(xs)
    return ws.run(k, ws.Launch(grid=n // 64, block=64), {
        "img": ws.Texture(img, read_mode="normalized" if normalized else "element"),
        "s": bits, "xs": xs, "ys": ys, "out": np.zeros(4 * n, np.float32), "n": n},
        backend).outputs["out"].reshape(n, 4)


def test_opencl_image_prints_and_refuses_cuda(tmp_path):
    p = tmp_path / "k.cl"
    p.write_text(IMAGE_CL + READ_CL)
    text = str(ws.translate(ws.read(str(p)), "opencl"))
    assert "read_only image2d_t src, write_only image2d_t dst" in text
    assert ("read_imagef(src, CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | "
            "CLK_FILTER_LINEAR, (float2)(") in text
    assert "sampler_t s" in text and "get_image_height(src)" in text
    (tmp_path / "again.cl").write_text(text)
    assert str(ws.translate(ws.read(str(tmp_path / "again.cl")), "opencl")) == text
    with pytest.raises(ws.Unsupported, match="OpenCL images and samplers are not translated"):
        ws.translate(ws.read(str(p)), "cuda")


def test_opencl_image_simulated(tmp_path):
    p = tmp_path / "k.cl"
    p.write_text(IMAGE_CL)
    k = ws.read(str(p)).kernel()
    img = np.arange(3 * 4 * 4, dtype=np.uint8).reshape(3, 4, 4)
    r = ws.run(k, ws.Launch(grid=(1, 1), block=(4, 3)), {
        "src": ws.Texture(img, read_mode="normalized"),
        "dst": ws.Texture(np.zeros((3, 4, 4), np.uint8), read_mode="normalized"),
        "sizes": np.zeros(3, np.uint32)})
    ints = ("__kernel void k(read_only image2d_t im, __global uint4 *o) {\n"
            "    o[get_global_id(0)] = read_imageui(im, (int2)(get_global_id(0), 1));\n}\n")
    (tmp_path / "ui.cl").write_text(ints)
    iu = np.arange(2 * 3 * 4, dtype=np.uint16).reshape(2, 3, 4)
    o = ws.run(ws.read(str(tmp_path / "ui.cl")).kernel(), ws.Launch(grid=1, block=3),
               {"im": ws.Texture(iu), "o": np.zeros(12, np.uint32)}).outputs["o"]
    np.testing.assert_array_equal(o.reshape(3, 4), iu[1])
    assert list(r.outputs["sizes"]) == [4, 3, 0]
    f = (img.astype(np.float32) * np.float32(1 / 255)).astype(np.float32)
    want = np.zeros((3, 4, 4), np.float32)
    # the read through the sampler: OpenCL weights are not rounded to 8 bits
    xb, yb = np.float32(0.25), np.float32(-0.25)  # (x + 0.75) - 0.5, (y + 0.25) - 0.5
    for y in range(3):
        for x in range(4):
            x0, y0 = x, y - 1
            a, b = xb, np.float32(yb + 1)
            t = lambda i, j: f[min(max(j, 0), 2), min(max(i, 0), 3)]  # noqa: E731
            v = ((1 - a) * (1 - b) * t(x0, y0) + a * (1 - b) * t(x0 + 1, y0)
                 + (1 - a) * b * t(x0, y0 + 1) + a * b * t(x0 + 1, y0 + 1))
            want[y, x] = np.clip(np.rint(v * 0.5 * 255), 0, 255)
    np.testing.assert_allclose(r.outputs["dst"].astype(np.float32), want, atol=1)


def test_opencl_image_errors(tmp_path):
    bad = ("__kernel void k(read_only image2d_t im, __global float4 *o) {\n"
           "    write_imagef(im, (int2)(0, 0), o[0]);\n}\n")
    p = tmp_path / "bad.cl"
    p.write_text(bad)
    with pytest.raises(ws.SemanticError, match="read_only image") as e:
        ws.read(str(p))
    assert e.value.loc.line == 2
    p.write_text(READ_CL)
    k = ws.read(str(p)).kernel()
    with pytest.raises(ws.SimulationError, match=r"image2d_t needs 2 axes") as e:
        _cl_read(k, np.ones(8, np.float32), 0x12, np.zeros(64, np.float32),
                 np.zeros(64, np.float32), "cpu", False)
    assert e.value.loc.line == 5
    with pytest.raises(ws.SimulationError, match="REPEAT needs CLK_NORMALIZED_COORDS_TRUE"):
        _cl_read(k, np.ones((2, 2), np.float32), 0x16, np.zeros(64, np.float32),
                 np.zeros(64, np.float32), "cpu", False)


@settings(max_examples=10, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2 ** 32 - 1), bits=st.sampled_from(_CL_SAMPLERS),
       rgba=st.booleans())
def test_opencl_images_match_pocl(tmp_path_factory, seed, bits, rgba):
    """The simulator against PoCL, bit for bit: every lane, except the alpha of an image
    without alpha read with CLK_ADDRESS_CLAMP outside (the spec's border colour is
    (0, 0, 0, 1); PoCL returns 0 there)."""
    cl = pytest.importorskip("pyopencl")
    from warpsmith.backends.opencl import available
    if not available():
        pytest.skip("no OpenCL device (pyopencl found no platform)")
    del cl
    rng = np.random.default_rng(seed)
    h, w = rng.integers(1, 7, 2)
    img = rng.integers(0, 256, (h, w, 4)).astype(np.uint8) if rgba else \
        rng.uniform(-4, 4, (h, w)).astype(np.float32)
    span = 1.0 if bits & 1 else float(max(h, w))
    xs = rng.uniform(-0.5 * span, 1.5 * span, 128).astype(np.float32)
    ys = rng.uniform(-0.5 * span, 1.5 * span, 128).astype(np.float32)
    p = tmp_path_factory.mktemp("cl") / "rd.cl"
    p.write_text(READ_CL)
    k = ws.read(str(p)).kernel()
    sim = _cl_read(k, img, bits, xs, ys, "cpu", rgba)
    ocl = _cl_read(k, img, bits, xs, ys, "opencl", rgba)
    lanes = 4 if rgba or bits & 0xE != 4 else 3
    np.testing.assert_array_equal(sim[:, :lanes].view(np.uint32), ocl[:, :lanes].view(np.uint32))


# ------------------------------------------------------- legacy texture references

REFS = """
texture<float, 2, cudaReadModeElementType> img;
texture<uchar4, 1, cudaReadModeNormalizedFloat> lut;
__global__ void refs(float *out, int w) {
    int x = threadIdx.x, y = blockIdx.x;
    out[y * w + x] = tex2D(img, x * 0.7f, y + 0.5f) + tex1Dfetch(lut, x).z;
}
"""


def test_texture_references(tmp_path):
    k = _kernel(REFS, tmp_path)
    cuda = str(ws.translate(ws.read(str(tmp_path / "k.cu")), "cuda"))
    assert "texture<float, 2, cudaReadModeElementType> img;" in cuda
    assert "tex2D(img, x * 0.7f, y + 0.5f)" in cuda and "tex1Dfetch(lut, x).z" in cuda
    (tmp_path / "again.cu").write_text(cuda)
    assert str(ws.translate(ws.read(str(tmp_path / "again.cu")), "cuda")) == cuda
    with pytest.raises(ws.Unsupported, match="no OpenCL counterpart"):
        ws.translate(ws.read(str(tmp_path / "k.cu")), "opencl")
    rng = np.random.default_rng(9)
    im = rng.uniform(-2, 2, (3, 5)).astype(np.float32)
    lu = rng.integers(0, 256, (5, 4)).astype(np.uint8)
    r = ws.run(k, ws.Launch(grid=3, block=5), {
        "img": ws.Texture(im, filter="linear"), "lut": ws.Texture(lu),
        "out": np.zeros(15, np.float32), "w": 5}, trace=True)
    want = [[_ref(im, (x * np.float32(0.7), y + 0.5), "linear", "clamp", False)
             + np.float32(lu[x, 2] / np.float32(255)) for x in range(5)] for y in range(3)]
    np.testing.assert_array_equal(r.outputs["out"].reshape(3, 5), np.array(want, np.float32))
    assert r.report["trace"]["global_load_requests"] == 0  # the handles are not loads
    with pytest.raises(ws.LaunchError, match="no value for texture reference 'lut'") as e:
        ws.run(k, ws.Launch(grid=3, block=5), {"img": ws.Texture(im),
                                               "out": np.zeros(15, np.float32), "w": 5})
    assert e.value.loc.line == 3


def test_texture_reference_errors(tmp_path):
    bad = "texture<float, 4> t;\n__global__ void k(float *o) { o[0] = tex1D(t, 0.f); }\n"
    with pytest.raises(ws.SemanticError, match="dimensions of a texture reference") as e:
        _kernel(bad, tmp_path)
    assert (e.value.loc.line, e.value.loc.col) == (1, 1)
    bad = "texture<float, 2> t;\n__global__ void k(float *o) { o[0] = tex1D(t, 0.f); }\n"
    with pytest.raises(ws.SemanticError, match="'tex1D' of a 2D texture reference") as e:
        _kernel(bad, tmp_path)
    assert e.value.loc.line == 2


# ------------------------------------------------------------------------ surfaces

SURF = """
__global__ void inv(cudaSurfaceObject_t in, cudaSurfaceObject_t out) {
    int x = threadIdx.x, y = blockIdx.x;
    float v;
    surf2Dread(&v, in, x * 4, y);
    float4 q = surf2Dread<float4>(in, 0, y);
    surf2Dwrite(1.0f - v + q.x, out, x * sizeof(float), y);
}
"""


def test_surfaces(tmp_path):
    k = _kernel(SURF, tmp_path)
    cuda = str(ws.translate(ws.read(str(tmp_path / "k.cu")), "cuda"))
    assert "v = surf2Dread<float>(in, x * 4, y);" in cuda
    assert "surf2Dwrite(1.0f - v + q.x, out, " in cuda
    (tmp_path / "again.cu").write_text(cuda)
    assert str(ws.translate(ws.read(str(tmp_path / "again.cu")), "cuda")) == cuda
    with pytest.raises(ws.Unsupported, match="accessed as float and float4"):
        ws.translate(ws.read(str(tmp_path / "k.cu")), "opencl")
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    args = {"in": ws.Texture(a), "out": ws.Texture(np.zeros((3, 4), np.float32))}
    # float4 elements of a float surface: refused, located
    with pytest.raises(ws.SimulationError, match="float4 elements of a 2D surface") as e:
        ws.run(k, ws.Launch(grid=3, block=4), args)
    assert e.value.loc.line == 6
    k2 = _kernel(SURF.replace("float4 q = surf2Dread<float4>(in, 0, y)",
                              "float q = surf2Dread<float>(in, 0, y)").replace("q.x", "q"),
                 tmp_path, "k2.cu")
    r = ws.run(k2, ws.Launch(grid=3, block=4), args, trace=True)
    np.testing.assert_array_equal(r.outputs["out"], 1 - a + a[:, :1])
    assert r.report["trace"]["texture_requests"] == 3 * 3
    with pytest.raises(ws.SimulationError, match="outside the surface") as e:
        ws.run(k2, ws.Launch(grid=3, block=5), args)
    assert e.value.loc.line == 5


def test_cuda_backend_finds_each_textures_fetch(tmp_path):
    """What the CUDA backend makes for a texture parameter (a linear buffer for tex1Dfetch,
    a CUDA array of the fetch's dimensions otherwise) follows the handle through copies
    and device-function parameters."""
    from warpsmith.backends.cuda_texture import surface_dims, surface_written, texture_uses
    src = ("__device__ float get(cudaTextureObject_t t, float x) { return tex1D<float>(t, x); }\n"
           "__global__ void k(cudaTextureObject_t a, cudaTextureObject_t b,\n"
           "                  cudaSurfaceObject_t s, float *o) {\n"
           "    cudaTextureObject_t c = a;\n"
           "    o[0] = get(c, 0.5f) + tex2D<float>(b, 0.f, 0.f);\n"
           "    surf1Dwrite(o[0], s, 0);\n}\n")
    m = _kernel(src, tmp_path).module
    assert {n for n, _ in texture_uses(m, "k", "a")} == {"tex1D"}
    assert {n for n, _ in texture_uses(m, "k", "b")} == {"tex2D"}
    assert surface_dims(m, "k", "s") == 1 and surface_written(m, "k", "s")
    assert not surface_written(m, "k", "a")


def test_cuda_backend_looks_only_at_the_launched_kernel(tmp_path):
    """Kernels of one file that name their texture parameter alike read it with different
    fetches (the device check's file of 20 kernels, all with a parameter `t`): each kernel's
    texture is bound for its own fetch."""
    from warpsmith.backends.cuda_texture import texture_uses
    src = ("__global__ void one(cudaTextureObject_t t, float *o) { o[0] = tex1Dfetch<float>(t, 0); }\n"
           "__device__ float get(cudaTextureObject_t t) { return tex3D<float>(t, 0.f, 0.f, 0.f); }\n"
           "__global__ void two(cudaTextureObject_t t, float *o) { o[0] = tex2D<float>(t, 0.f, 0.f); }\n"
           "__global__ void three(cudaTextureObject_t t, float *o) { o[0] = get(t); }\n")
    f = tmp_path / "three.cu"
    f.write_text(src)
    m = ws.read(str(f)).kernels[0].module
    assert {n for n, _ in texture_uses(m, "one", "t")} == {"tex1Dfetch"}
    assert {n for n, _ in texture_uses(m, "two", "t")} == {"tex2D"}
    assert {n for n, _ in texture_uses(m, "three", "t")} == {"tex3D"}


def test_analyze_lists_texture_requests(tmp_path):
    k = _kernel(FETCH2D, tmp_path)
    j = ws.analyze(k, ws.Launch(grid=1, block=64)).as_json()
    assert j["texture_fetches"] == [{"line": 6, "col": 18, "call": "tex2D", "texture": "t"}]
    assert all(a["array"] != "t" for a in j["accesses"])


def test_opencl_1d_and_3d_images_match_pocl(tmp_path):
    pytest.importorskip("pyopencl")
    from warpsmith.backends.opencl import available
    if not available():
        pytest.skip("no OpenCL device (pyopencl found no platform)")
    src = ("__kernel void k(read_only image3d_t v, read_only image1d_t l, sampler_t s,\n"
           "                __global const float *xs, __global float4 *o, __global float4 *p) {\n"
           "    int i = get_global_id(0);\n"
           "    o[i] = read_imagef(v, s, (float4)(xs[i], xs[i] * 0.5f, 1.3f - xs[i], 0.f));\n"
           "    p[i] = read_imagef(l, s, xs[i]);\n}\n")
    (tmp_path / "k.cl").write_text(src)
    k = ws.read(str(tmp_path / "k.cl")).kernel()
    rng = np.random.default_rng(2)
    vol = rng.uniform(-1, 1, (3, 4, 5)).astype(np.float32)
    line = rng.uniform(-1, 1, 7).astype(np.float32)
    xs = rng.uniform(-2, 7, 64).astype(np.float32)
    for bits in (0x12, 0x22):  # clamp to edge, nearest and linear
        def args():
            return {"v": ws.Texture(vol), "l": ws.Texture(line), "s": bits, "xs": xs,
                    "o": np.zeros(256, np.float32), "p": np.zeros(256, np.float32)}
        a = ws.run(k, ws.Launch(grid=1, block=64), args()).outputs
        b = ws.run(k, ws.Launch(grid=1, block=64), args(), "opencl").outputs
        for n in ("o", "p"):
            np.testing.assert_array_equal(a[n].view(np.uint32), b[n].view(np.uint32))


def test_cubemap(tmp_path):
    src = ("__global__ void cube(cudaTextureObject_t t, const float4 *d, float *o) {\n"
           "    int i = threadIdx.x;\n"
           "    o[i] = texCubemap<float>(t, d[i].x, d[i].y, d[i].z);\n}\n")
    k = _kernel(src, tmp_path)
    rng = np.random.default_rng(4)
    faces = rng.uniform(-1, 1, (6, 3, 3)).astype(np.float32)
    d = rng.uniform(-1, 1, (64, 4)).astype(np.float32)
    d[:6, :3] = [[1, .2, .1], [-1, .2, .1], [.2, 1, .1], [.2, -1, .1], [.2, .1, 1], [.2, .1, -1]]
    for filt in ("nearest", "linear"):
        o = ws.run(k, ws.Launch(grid=1, block=64), {"t": ws.Texture(faces, filter=filt),
                                                     "d": d.reshape(-1),
                                                     "o": np.zeros(64, np.float32)}).outputs["o"]
        want = [_cube_ref(faces, x, y, z, filt) for x, y, z, _ in d]
        np.testing.assert_array_equal(o, np.array(want, np.float32))
    assert "texCubemap<float>(t, " in str(ws.translate(ws.read(str(tmp_path / "k.cu")), "cuda"))
