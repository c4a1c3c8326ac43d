"""Layered, cubemap-layered and level-of-detail texture fetches, and 3D, layered and cubemap
surfaces with their boundary modes (issue 17 item 3): read, printed in CUDA and read again,
refused in OpenCL with a located reason, simulated against NumPy references written from
the CUDA Programming Guide, bound with ``--arg``. Minimal kernels written here."""

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.cli import main
from test_textures import _cube_ref, _ref

ALL = """
__global__ void k(cudaTextureObject_t t, cudaTextureObject_t c, cudaSurfaceObject_t s,
                  cudaSurfaceObject_t s3, float *out) {
    int i = threadIdx.x;
    float a = tex1DLayered<float>(t, i * 0.5f, i % 3);
    float b = texCubemapLayered<float>(c, 1.0f, 0.5f, -0.25f, i);
    float d = tex2DLod<float>(t, 0.5f, 1.5f, 2.0f);
    float e = tex2DGrad<float>(t, 0.5f, 1.5f, make_float2(1, 0), make_float2(0, 1));
    float f = texCubemapLod<float>(c, 1.0f, 0.5f, -0.25f, 0.0f);
    float g = surf2DLayeredread<float>(s, i * 4, 0, 1, cudaBoundaryModeClamp);
    surf3Dwrite(a + b, s3, i * 4, 1, 2, cudaBoundaryModeZero);
    float h;
    surfCubemapread(&h, s, i * 4, 0, 5);
    surf1DLayeredwrite(h, s, i * 4, 2);
    surfCubemapLayeredwrite(g, s, 0, 0, 7, cudaBoundaryModeTrap);
    out[i] = a + b + d + e + f + g + h + tex3DLod<float>(t, 1, 2, 3, 0.0f)
             + tex1DGrad<float>(t, 1, 0.5f, 0.5f) + tex1DLod<float>(t, 2, 1)
             + tex3DGrad<float>(t, 1, 2, 3, make_float4(0, 0, 0, 0), make_float4(0, 0, 0, 0))
             + surf3Dread<float>(s3, 0, 0, 0) + surf1DLayeredread<float>(s, 0, 1)
             + surfCubemapLayeredread<float>(s, 4, 0, 11, cudaBoundaryModeZero);
    surf2DLayeredwrite(h, s, 0, 0, 1);
    surfCubemapwrite(h, s, 0, 0, 1, cudaBoundaryModeClamp);
}
"""


def _kernel(src, tmp_path, name="k.cu"):
    p = tmp_path / name
    p.write_text(src)
    return ws.read(str(p)).kernel()


def _run(k, n, args, **kw):
    return ws.run(k, ws.Launch(grid=1, block=n), args, **kw)


def test_read_print_reread_and_refuse_opencl(tmp_path):
    _kernel(ALL, tmp_path)
    cuda = str(ws.translate(ws.read(str(tmp_path / "k.cu")), "cuda"))
    for text in ("tex1DLayered<float>(t, ", "texCubemapLayered<float>(c, ",
                 "tex2DLod<float>(t, 0.5f, 1.5f, 2.0f)", "tex2DGrad<float>(t, ",
                 "surf2DLayeredread<float>(s, i * 4, 0, 1, cudaBoundaryModeClamp)",
                 "surf3Dwrite(a + b, s3, i * 4, 1, 2, cudaBoundaryModeZero)",
                 "h = surfCubemapread<float>(s, i * 4, 0, 5)",
                 "surfCubemapLayeredwrite(g, s, 0, 0, 7, cudaBoundaryModeTrap)"):
        assert text in cuda
    (tmp_path / "again.cu").write_text(cuda)
    assert str(ws.translate(ws.read(str(tmp_path / "again.cu")), "cuda")) == cuda
    with pytest.raises(ws.Unsupported, match="boundary mode other than") as e:
        ws.translate(ws.read(str(tmp_path / "k.cu")), "opencl")
    assert e.value.loc.line == 10


def test_bad_calls_are_located(tmp_path):
    bad = [("surf3Dwrite(1.0f, s, 0, 0, 0, m);", "boundary mode is cudaBoundaryModeTrap"),
           ("surf3Dwrite(1.0f, s, 0, 0);", "takes 5 arguments here"),
           ("o[0] = tex2DLod<float>(t, 0.f, 0.f);", "the level"),
           ("o[0] = tex2DGrad<float>(t, 0.f, 0.f, 1.f);", "the gradients"),
           ("o[0] = tex1DLayered<float>(t, 0.f);", "the layer")]
    for body, msg in bad:
        src = ("__global__ void k(cudaTextureObject_t t, cudaSurfaceObject_t s, float *o,\n"
               f"                  int m) {{\n    {body}\n}}\n")
        with pytest.raises(ws.SemanticError, match=msg) as e:
            _kernel(src, tmp_path)
        assert e.value.loc.line == 3


LAYERED = """
__global__ void k(cudaTextureObject_t t, cudaTextureObject_t c, const float *xs,
                  const int *ls, const float4 *d, float *o1, float *o2) {
    int i = threadIdx.x;
    o1[i] = tex1DLayered<float>(t, xs[i], ls[i]);
    o2[i] = texCubemapLayered<float>(c, d[i].x, d[i].y, d[i].z, ls[i]);
}
"""


@pytest.mark.parametrize("filt", ["nearest", "linear"])
def test_layered_1d_and_cubemap_layered_match_numpy(tmp_path, filt):
    """The layer is an integer read as unsigned and clamped to layers - 1 (a negative one
    is the last, as the H100 does); a layered cubemap reads face ``face + 6 * layer`` of
    its (6 * layers, w, w) array."""
    k = _kernel(LAYERED, tmp_path)
    rng = np.random.default_rng(7)
    lay = rng.uniform(-4, 4, (3, 9)).astype(np.float32)
    cube = rng.uniform(-1, 1, (12, 4, 4)).astype(np.float32)
    n = 64
    xs = rng.uniform(-2, 11, n).astype(np.float32)
    ls = rng.integers(-2, 5, n).astype(np.int32)
    d = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
    o = _run(k, n, {"t": ws.Texture(lay, filter=filt), "c": ws.Texture(cube, filter=filt),
                    "xs": xs, "ls": ls, "d": d.reshape(-1), "o1": np.zeros(n, np.float32),
                    "o2": np.zeros(n, np.float32)}).outputs
    want1 = [_ref(lay[2 if li < 0 else min(int(li), 2)], (x,), filt, "clamp", False)
             for x, li in zip(xs, ls)]
    np.testing.assert_array_equal(o["o1"], np.array(want1, np.float32))
    want2 = [_cube_ref(cube[6 * (1 if li < 0 else min(int(li), 1)):][:6], *d[i, :3], filt)
             for i, li in enumerate(ls)]
    np.testing.assert_array_equal(o["o2"], np.array(want2, np.float32))


LOD = """
__global__ void k(cudaTextureObject_t t2, cudaTextureObject_t t3, cudaTextureObject_t c,
                  const float *xs, const float *ls, float *o) {
    int i = threadIdx.x;
    float x = xs[i], y = xs[63 - i], z = xs[(i + 7) % 64];
    o[6 * i] = tex2DLod<float>(t2, x, y, ls[i]) - tex2D<float>(t2, x, y);
    o[6 * i + 1] = tex2DGrad<float>(t2, x, y, make_float2(ls[i], 0), make_float2(0, x))
                   - tex2D<float>(t2, x, y);
    o[6 * i + 2] = tex3DLod<float>(t3, x, y, z, ls[i]) - tex3D<float>(t3, x, y, z);
    o[6 * i + 3] = texCubemapLod<float>(c, x - 1, y - 1, z - 1, ls[i])
                   - texCubemap<float>(c, x - 1, y - 1, z - 1);
    o[6 * i + 4] = tex2DLod<float>(t2, x, y, ls[i]);
    o[6 * i + 5] = 0;
}
"""


def test_lod_and_grad_read_level_zero(tmp_path):
    """A texture here has one mip level (a CUDA array, not a mipmapped array): a fetch at
    any level of detail, or with any gradients, reads level 0, the plain fetch."""
    k = _kernel(LOD, tmp_path)
    rng = np.random.default_rng(3)
    img = rng.uniform(-1, 1, (5, 6)).astype(np.float32)
    o = _run(k, 64, {"t2": ws.Texture(img, filter="linear"),
                     "t3": ws.Texture(rng.uniform(-1, 1, (3, 4, 5)).astype(np.float32),
                                      filter="linear"),
                     "c": ws.Texture(rng.uniform(-1, 1, (6, 3, 3)).astype(np.float32),
                                     filter="linear"),
                     "xs": rng.uniform(0, 2, 64).astype(np.float32),
                     "ls": rng.uniform(-3, 9, 64).astype(np.float32),
                     "o": np.zeros(6 * 64, np.float32)}).outputs["o"].reshape(64, 6)
    np.testing.assert_array_equal(o[:, :4], 0)
    assert np.any(o[:, 4] != 0)


SURF3 = """
__global__ void k(cudaSurfaceObject_t in, cudaSurfaceObject_t out, cudaSurfaceObject_t lay,
                  cudaSurfaceObject_t cube, cudaSurfaceObject_t cubes, cudaSurfaceObject_t l1) {
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    float v = surf3Dread<float>(in, x * 4, y, z);
    surf3Dwrite(v * 2.0f, out, x * sizeof(float), y, z);
    float2 p = surf2DLayeredread<float2>(lay, x * 8, y, z);
    surf2DLayeredwrite(make_float2(p.y, p.x + v), lay, x * 8, y, z);
    int c = surfCubemapread<int>(cube, x * 4, y, z);
    surfCubemapwrite(c + x, cube, x * 4, y, z);
    int q = surfCubemapLayeredread<int>(cubes, x * 4, y, z + 6);
    surfCubemapLayeredwrite(q - y, cubes, x * 4, y, z + 6);
    if (y == 0) {
        float a = surf1DLayeredread<float>(l1, x * 4, z);
        surf1DLayeredwrite(a + 1.0f, l1, x * 4, z);
    }
}
"""


def test_3d_layered_and_cubemap_surfaces_match_numpy(tmp_path):
    k = _kernel(SURF3, tmp_path)
    rng = np.random.default_rng(5)
    a = rng.uniform(-8, 8, (6, 4, 4)).astype(np.float32)  # (z, y, x), as the grid
    lay = rng.uniform(-8, 8, (6, 4, 4, 2)).astype(np.float32)
    cube = rng.integers(-99, 99, (6, 4, 4)).astype(np.int32)
    cubes = rng.integers(-99, 99, (12, 4, 4)).astype(np.int32)
    l1 = rng.uniform(-8, 8, (6, 4)).astype(np.float32)
    args = {"in": ws.Texture(a), "out": ws.Texture(np.zeros_like(a)),
            "lay": ws.Texture(lay), "cube": ws.Texture(cube), "cubes": ws.Texture(cubes),
            "l1": ws.Texture(l1)}
    r = ws.run(k, ws.Launch(grid=6, block=(4, 4)), args, trace=True)
    o = r.outputs
    np.testing.assert_array_equal(o["out"], a * np.float32(2))
    want = np.stack([lay[..., 1], lay[..., 0] + a], -1)
    np.testing.assert_array_equal(o["lay"], want)
    np.testing.assert_array_equal(o["cube"], cube + np.arange(4, dtype=np.int32))
    want = cubes.copy()
    want[6:] -= np.arange(4, dtype=np.int32)[:, None]
    np.testing.assert_array_equal(o["cubes"], want)
    np.testing.assert_array_equal(o["l1"], l1 + np.float32(1))
    assert r.report["trace"]["texture_requests"] > 0


BOUNDARY = """
__global__ void k(cudaSurfaceObject_t s, cudaSurfaceObject_t w, const int *xs, int *o) {
    int i = threadIdx.x, x = xs[i];
    o[3 * i] = surf2DLayeredread<int>(s, x * 4, i % 5 - 1, i % 4 - 1, cudaBoundaryModeClamp);
    o[3 * i + 1] = surf2DLayeredread<int>(s, x * 4, i % 5 - 1, i % 4 - 1,
                                          cudaBoundaryModeZero);
    surf3Dwrite(i + 1, w, x * 4, 0, i % 3 - 1, cudaBoundaryModeZero);
    o[3 * i + 2] = surf3Dread<int>(w, x * 4, 1, 0, cudaBoundaryModeClamp);
}
"""


def test_boundary_modes_match_numpy(tmp_path):
    """cudaBoundaryModeClamp clamps x (in elements), y, z to the valid range and the
    layer as an unsigned integer (a negative one is the last, as the H100 does),
    cudaBoundaryModeZero reads 0 and drops the write; the default traps, located."""
    k = _kernel(BOUNDARY, tmp_path)
    rng = np.random.default_rng(11)
    s = rng.integers(1, 99, (2, 3, 4)).astype(np.int32)  # (layer, y, x)
    n = 32
    xs = np.arange(n, dtype=np.int32) % 7 - 2            # distinct x per written z = 0
    r = _run(k, n, {"s": ws.Texture(s), "w": ws.Texture(np.zeros((1, 2, 4), np.int32)),
                    "xs": xs, "o": np.zeros(3 * n, np.int32)})
    o = r.outputs["o"].reshape(n, 3)
    for i in range(n):
        x, y, layer = int(xs[i]), i % 5 - 1, i % 4 - 1
        c = s[1 if layer < 0 else min(layer, 1), min(max(y, 0), 2), min(max(x, 0), 3)]
        assert o[i, 0] == c
        inside = 0 <= x < 4 and 0 <= y < 3 and 0 <= layer < 2
        assert o[i, 1] == (s[layer, y, x] if inside else 0)
    w = np.zeros((1, 2, 4), np.int32)
    for i in range(n):  # threads in order; the simulator writes the last thread's value
        x, z = int(xs[i]), i % 3 - 1
        if 0 <= x < 4 and z == 0:
            w[0, 0, x] = i + 1
    np.testing.assert_array_equal(r.outputs["w"], w)
    trap = BOUNDARY.replace("cudaBoundaryModeClamp)", "cudaBoundaryModeTrap)", 1)
    with pytest.raises(ws.SimulationError, match="outside the surface") as e:
        _run(_kernel(trap, tmp_path, "trap.cu"), n, {
            "s": ws.Texture(s), "w": ws.Texture(np.zeros((1, 2, 4), np.int32)),
            "xs": xs, "o": np.zeros(3 * n, np.int32)})
    assert e.value.loc.line == 4


def test_wrong_shapes_are_located(tmp_path):
    k = _kernel(LAYERED, tmp_path)
    n = 4
    base = {"xs": np.zeros(n, np.float32), "ls": np.zeros(n, np.int32),
            "d": np.ones(4 * n, np.float32), "o1": np.zeros(n, np.float32),
            "o2": np.zeros(n, np.float32), "t": ws.Texture(np.zeros((2, 3), np.float32))}
    with pytest.raises(ws.SimulationError, match=r"6 \* layers square faces") as e:
        _run(k, n, {**base, "c": ws.Texture(np.zeros((7, 2, 2), np.float32))})
    assert e.value.loc.line == 6
    surf = ("__global__ void k(cudaSurfaceObject_t s) {\n"
            "    surfCubemapwrite(1.0f, s, 0, 0, 0);\n}\n")
    with pytest.raises(ws.SimulationError, match="cubemap surface is 6 square") as e:
        _run(_kernel(surf, tmp_path, "s.cu"), 1,
             {"s": ws.Texture(np.zeros((6, 2, 3), np.float32))})
    assert e.value.loc.line == 2


def test_cli_binds_layered_textures_and_surfaces(tmp_path, capsys):
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k(cudaTextureObject_t t, cudaSurfaceObject_t s,\n"
                   "                  float *o) {\n"
                   "    int i = threadIdx.x;\n"
                   "    o[i] = tex1DLayered<float>(t, i + 0.5f, i);\n"
                   "    surf2DLayeredwrite(o[i], s, i * 4, 0, 1);\n}\n")
    np.save(tmp_path / "t.npy", np.arange(8, dtype=np.float32).reshape(2, 4))
    np.save(tmp_path / "s.npy", np.zeros((2, 1, 4), np.float32))
    rc = main(["run", str(src), "--grid", "1", "--block", "4", "--arg", "o=float[4]",
               "--arg", f"t=@{tmp_path / 't.npy'}:texture(filter=linear)",
               "--arg", f"s=@{tmp_path / 's.npy'}:texture()", "--json"])
    out = capsys.readouterr().out
    assert rc == 0, out
    # layers 0, 1, 1, 1 (clamped) at texels 0..3: 0 + 5 + 6 + 7
    assert '"sum": 18.0' in out


def test_cuda_backend_binds_by_the_fetch_read(tmp_path):
    """The CUDA backend makes the array for the fetch's base kind (a LOD fetch shares the
    plain fetch's array) and the surface's kind (dimensions, layered, cubemap)."""
    from warpsmith.backends.cuda_texture import surface_kind, texture_uses
    src = ("__global__ void k(cudaTextureObject_t a, cudaSurfaceObject_t s,\n"
           "                  cudaSurfaceObject_t c, float *o) {\n"
           "    o[0] = tex2D<float>(a, 0.f, 0.f) + tex2DLod<float>(a, 0.f, 0.f, 1.f);\n"
           "    surf2DLayeredwrite(o[0], s, 0, 0, 1);\n"
           "    o[1] = surfCubemapLayeredread<float>(c, 0, 0, 7);\n}\n")
    m = _kernel(src, tmp_path).module
    assert {n for n, _ in texture_uses(m, "k", "a")} == {"tex2D", "tex2DLod"}
    assert surface_kind(m, "k", "s") == (2, "layer")
    assert surface_kind(m, "k", "c") == (2, "layerface")


class _FakeCupy:
    """The parts of CuPy's runtime and texture modules cuda_texture.py and
    cuda_layered1d.py call, checking what CuPy and CUDA check (a CUDAarray with a depth
    needs a height; copies match its shape; cudaMemcpy3D's struct read back field by
    field, the bytes copied between the host pointer and a fake array)."""

    def __init__(self):
        import ctypes
        import types
        from warpsmith.backends.cuda_layered1d import Memcpy3DParms
        made, arrays = self.made, self.arrays = [], {}

        def malloc3d(ch_ptr, w, h, d, flags):
            handle = 0x1000 + 16 * len(arrays)
            arrays[handle] = {"extent": (w, h, d), "flags": flags, "data": None}
            return handle

        def memcpy3d(addr):
            p = Memcpy3DParms.from_address(addr)
            n = p.extent.x * p.extent.y * p.extent.z
            if p.kind == 1:
                a = arrays[p.dstArray]
                assert (p.extent.x, p.extent.z) == (a["extent"][0], a["extent"][2])
                size = p.srcPtr.pitch * p.extent.y * p.extent.z
                a["data"] = ctypes.string_at(p.srcPtr.ptr, size)
                a["bytes_per_element"] = size // n
            else:
                data = arrays[p.srcArray]["data"]
                ctypes.memmove(p.dstPtr.ptr, data, len(data))

        rt = types.SimpleNamespace(cudaChannelFormatKindFloat=2, cudaChannelFormatKindSigned=0,
                                   cudaChannelFormatKindUnsigned=1, cudaResourceTypeArray=0,
                                   cudaResourceTypeLinear=2, malloc3DArray=malloc3d,
                                   memcpy3D=memcpy3d, freeArray=lambda h: None)

        class CUDAarray:
            def __init__(self, ch, w, h=0, d=0, flags=0):
                if h == 0 and d > 0:
                    raise ValueError("CuPy: height 0 with a depth")
                self.w, self.h, self.d, self.flags, self.nch = w, h, d, flags, ch.n
                made.append(self)

            def shape(self):
                return (self.d, self.h, self.w * self.nch) if self.d else \
                    (self.h, self.w * self.nch) if self.h else (self.w * self.nch,)

            def copy_from(self, a):
                assert a.shape == self.shape() and a.flags.c_contiguous, (a.shape, self.shape())
                self.data = a.copy()

            def copy_to(self, out):
                assert out.shape == self.shape()
                out[...] = self.data

        class Ch:
            ptr = 1

            def __init__(self, x, y, z, w, kind):
                self.n = sum(1 for b in (x, y, z, w) if b)

        class Res:
            def __init__(self, kind, cuArr=None, **k):
                self.buf = ctypes.create_string_buffer(64)
                self.ptr = ctypes.addressof(self.buf)

        class Obj:
            ptr = 7

            def __init__(self, *a, **k):
                pass
        tex = types.SimpleNamespace(CUDAarray=CUDAarray, ChannelFormatDescriptor=Ch,
                                    ResourceDescriptor=Res, TextureDescriptor=Obj,
                                    TextureObject=Obj, SurfaceObject=Obj)
        self.modules = {"cupy": types.SimpleNamespace(asarray=np.asarray),
                        "cupy.cuda": types.SimpleNamespace(runtime=rt, texture=tex),
                        "cupy.cuda.runtime": rt, "cupy.cuda.texture": tex}


def test_cuda_backend_arrays_have_the_right_extent_and_flags(tmp_path, monkeypatch):
    """Without a GPU: the CUDA arrays made for each new kind have CUDA's extent (x, y,
    layers/depth; a 1D layered one (w, 0, layers); a layered cubemap's depth 6 * layers)
    and flags (layered 1, surface load/store 2, cubemap 4), are filled with the texels,
    and a written surface reads back in the bound shape."""
    import ctypes
    import sys
    from warpsmith.backends.cuda_texture import make_surface, make_texture
    from warpsmith.backends.cuda_layered1d import Memcpy3DParms
    assert ctypes.sizeof(Memcpy3DParms) == 160  # driver_types.h on a 64-bit host
    fake = _FakeCupy()
    for name, mod in fake.modules.items():
        monkeypatch.setitem(sys.modules, name, mod)
    m = _kernel(LAYERED, tmp_path).module
    lay = np.arange(27, dtype=np.float32).reshape(3, 9)
    _, keep = make_texture(None, m, "k", "t", ws.Texture(lay))
    (handle, a), = fake.arrays.items()
    assert a["extent"] == (9, 0, 3) and a["flags"] == 1
    assert a["data"] == lay.tobytes()
    res = next(k for k in keep if hasattr(k, "buf"))
    assert ctypes.c_void_p.from_address(res.ptr + 8).value == handle
    fake.made.clear()
    make_texture(None, m, "k", "c", ws.Texture(np.zeros((12, 4, 4), np.float32)))
    assert [(a.w, a.h, a.d, a.flags) for a in fake.made] == [(4, 4, 12, 5)]
    for kind, shape, want in (((3, None), (2, 3, 4), (4, 3, 2, 2)),
                              ((2, "layer"), (5, 3, 4, 2), (4, 3, 5, 3)),
                              ((2, "face"), (6, 4, 4), (4, 4, 6, 6)),
                              ((2, "layerface"), (12, 4, 4), (4, 4, 12, 7))):
        a = np.arange(np.prod(shape), dtype=np.float32).reshape(shape)
        _, _, back = make_surface(None, "s", ws.Texture(a), kind)
        arr = fake.made[-1]
        assert (arr.w, arr.h, arr.d, arr.flags) == want
        np.testing.assert_array_equal(back(), a)
    a = np.arange(20, dtype=np.int32).reshape(5, 4)
    _, _, back = make_surface(None, "s", ws.Texture(a), (1, "layer"))
    assert list(fake.arrays.values())[-1]["extent"] == (4, 0, 5)
    assert list(fake.arrays.values())[-1]["flags"] == 3
    np.testing.assert_array_equal(back(), a)


# ------------------------------------------------------------ OpenCL image arrays

ARRAYS_CL = """
__kernel void k(read_only image2d_array_t img, read_only image1d_array_t line, sampler_t s,
                write_only image2d_array_t out, __global const float *xs,
                __global float4 *o, __global float4 *p, __global ulong *n) {
    int i = get_global_id(0);
    float x = xs[i];
    o[i] = read_imagef(img, s, (float4)(x, x * 0.5f, x * 0.3f - 0.7f, 0.f));
    p[i] = read_imagef(line, s, (float2)(x, 1.6f - x * 0.4f));
    if (i < 4) write_imagef(out, (int4)(i, 1, i % 2, 0), (float4)(x, 1.f, 2.f, 3.f));
    if (i == 0) n[0] = get_image_array_size(img) * 100 + get_image_array_size(line);
}
"""


def _arrays_args(rng, bits):
    xs = rng.uniform(-2, 7, 64).astype(np.float32)
    return {"img": ws.Texture(rng.uniform(-1, 1, (3, 4, 5, 4)).astype(np.float32)),
            "line": ws.Texture(rng.uniform(-1, 1, (2, 7, 4)).astype(np.float32)), "s": bits,
            "out": ws.Texture(np.zeros((2, 3, 4, 4), np.float32)),
            "xs": xs / np.float32(5) if bits & 1 else xs, "o": np.zeros(256, np.float32),
            "p": np.zeros(256, np.float32), "n": np.zeros(1, np.uint64)}


def test_opencl_image_arrays_read_print_and_simulate(tmp_path):
    """image1d_array_t / image2d_array_t: the layer is the coordinate's lane after x[, y],
    ``clamp(rint(layer), 0, layers - 1)`` (OpenCL 1.2 section 8.2), never filtered."""
    k = _kernel(ARRAYS_CL, tmp_path, "k.cl")
    text = str(ws.translate(ws.read(str(tmp_path / "k.cl")), "opencl"))
    assert "read_only image2d_array_t img, read_only image1d_array_t line" in text
    assert "write_only image2d_array_t out" in text
    (tmp_path / "again.cl").write_text(text)
    assert str(ws.translate(ws.read(str(tmp_path / "again.cl")), "opencl")) == text
    with pytest.raises(ws.Unsupported, match="OpenCL images"):
        ws.translate(ws.read(str(tmp_path / "k.cl")), "cuda")
    args = _arrays_args(np.random.default_rng(8), 0x12)  # unnormalized, clamp, nearest
    r = ws.run(k, ws.Launch(grid=1, block=64), args).outputs
    img, line, xs = args["img"].array, args["line"].array, args["xs"]
    for i in range(64):
        x = xs[i]
        layer = min(max(int(np.rint(np.float32(x * np.float32(0.3)) - np.float32(0.7))), 0), 2)
        xi, yi = min(max(int(np.floor(x)), 0), 4), min(max(int(np.floor(x * 0.5)), 0), 3)
        np.testing.assert_array_equal(r["o"].reshape(64, 4)[i], img[layer, yi, xi])
        ly = min(max(int(np.rint(np.float32(1.6) - x * np.float32(0.4))), 0), 1)
        np.testing.assert_array_equal(r["p"].reshape(64, 4)[i],
                                      line[ly, min(max(int(np.floor(x)), 0), 6)])
    want = np.zeros((2, 3, 4, 4), np.float32)
    for i in range(4):
        want[i % 2, 1, i] = (xs[i], 1, 2, 3)
    np.testing.assert_array_equal(r["out"], want)
    assert r["n"][0] == 302


def test_opencl_image_array_errors_are_located(tmp_path):
    for body, msg in (("o[0] = read_imagef(img, s, (float2)(0.f, 0.f));",
                       "coordinate of an image2d_array_t is int or float4"),
                      ("o[0].x = get_image_depth(img);", "get_image_depth")):
        src = ("__kernel void k(read_only image2d_array_t img, sampler_t s,\n"
               f"                __global float4 *o) {{\n    {body}\n}}\n")
        with pytest.raises(ws.SemanticError, match=msg) as e:
            _kernel(src, tmp_path, "e.cl")
        assert e.value.loc.line == 3
    src = ("__kernel void k(read_only image2d_t img, __global ulong *o) {\n"
           "    o[0] = get_image_array_size(img);\n}\n")
    with pytest.raises(ws.SemanticError, match="get_image_array_size") as e:
        _kernel(src, tmp_path, "e2.cl")
    assert e.value.loc.line == 2


def test_opencl_image_arrays_match_pocl(tmp_path):
    """Every sampler (unnormalized clamp-to-edge / clamp, normalized repeat / mirrored
    repeat; nearest and linear) on RGBA float image arrays, reads, writes and queries, the
    simulator against PoCL bit for bit."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends.opencl import available
    if not available():
        pytest.skip("no OpenCL device (pyopencl found no platform)")
    k = _kernel(ARRAYS_CL, tmp_path, "k.cl")
    for bits in (0x12, 0x22, 0x14, 0x24, 0x17, 0x27, 0x19, 0x29):
        a = ws.run(k, ws.Launch(grid=1, block=64),
                   _arrays_args(np.random.default_rng(bits), bits)).outputs
        b = ws.run(k, ws.Launch(grid=1, block=64),
                   _arrays_args(np.random.default_rng(bits), bits), "opencl").outputs
        for n in ("o", "p", "out", "n"):
            assert np.array_equal(np.asarray(a[n]).view(np.uint8),
                                  np.asarray(b[n]).view(np.uint8)), (hex(bits), n)


def test_printed_cuda_compiles_with_nvrtc(tmp_path):
    """The printed CUDA of every new call (templated reads, boundary-mode names, LOD and
    gradient arguments) compiles for sm_90."""
    from warpsmith.backends.cuda_compile import load_nvrtc
    if load_nvrtc() is None:
        pytest.skip("NVRTC is not installed (nvidia-cuda-nvrtc)")
    for i, src in enumerate((ALL, SURF3)):
        assert ws.compile(_kernel(src, tmp_path, f"c{i}.cu")).registers > 0


# ------------------------------------------------ CUDA surfaces printed as OpenCL images

SURF_CL = """
__global__ void k(cudaSurfaceObject_t in, cudaSurfaceObject_t out, cudaSurfaceObject_t lin,
                  cudaSurfaceObject_t lout, cudaSurfaceObject_t v3, cudaSurfaceObject_t c8,
                  cudaSurfaceObject_t o3) {
    int x = threadIdx.x, y = threadIdx.y, l = blockIdx.x;
    float4 p = surf2DLayeredread<float4>(in, x * 16, y, l);
    surf2DLayeredwrite(make_float4(p.y, p.x * 2.0f, p.w, p.z), out, x * 16, y, l);
    int a;
    surf1DLayeredread(&a, lin, x * 4, l);
    surf1DLayeredwrite(a + y, lout, x * 4, l);
    float w = surf3Dread<float>(v3, x * 4, y, l);
    unsigned char c = surf2Dread<unsigned char>(c8, x, y);
    surf3Dwrite(w + c, o3, x * 4, y, l);
}
"""


def _surf_cl_args():
    r = np.random.default_rng(21)
    return {"in": ws.Texture(r.uniform(-8, 8, (3, 4, 8, 4)).astype(np.float32)),
            "out": ws.Texture(np.zeros((3, 4, 8, 4), np.float32)),
            "lin": ws.Texture(r.integers(-99, 99, (3, 8)).astype(np.int32)),
            "lout": ws.Texture(np.zeros((3, 8), np.int32)),
            "v3": ws.Texture(r.uniform(-8, 8, (3, 4, 8)).astype(np.float32)),
            "c8": ws.Texture(r.integers(0, 255, (4, 8)).astype(np.uint8)),
            "o3": ws.Texture(np.zeros((3, 4, 8), np.float32))}


def test_surfaces_print_as_opencl_images(tmp_path):
    """A surface parameter only read or only written, by calls of one kind and element
    type, is a read_only / write_only image: x / sizeof(T), read_image* narrowed to the
    element, write_image* of the value widened to 4 lanes; the translated kernel on the
    simulator equals the CUDA kernel on the simulator."""
    k = _kernel(SURF_CL, tmp_path)
    text = str(ws.translate(ws.read(str(tmp_path / "k.cu")), "opencl"))
    for t in ("#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable",
              "read_only image2d_array_t in, write_only image2d_array_t out, "
              "read_only image1d_array_t lin, write_only image1d_array_t lout, "
              "read_only image3d_t v3, read_only image2d_t c8, write_only image3d_t o3",
              "float4 p = read_imagef(in, (int4)((x * 16) / 16, y, l, 0));",
              "a = read_imagei(lin, (int2)((x * 4) / 4, l)).x;",
              "write_imagei(lout, (int2)((x * 4) / 4, l), (int4)((int)(a + y), 0, 0, 0));",
              "uchar c = ((uchar)read_imageui(c8, (int2)((x) / 1, y)).x);"):
        assert t in text, t
    (tmp_path / "k.cl").write_text(text)
    kcl = ws.read(str(tmp_path / "k.cl")).kernel()
    launch = ws.Launch(grid=3, block=(8, 4))
    a = ws.run(k, launch, _surf_cl_args()).outputs
    b = ws.run(kcl, launch, _surf_cl_args()).outputs
    for n in ("out", "lout", "o3"):
        np.testing.assert_array_equal(a[n], b[n])
    pytest.importorskip("pyopencl")
    from warpsmith.backends.opencl import available
    if not available():
        pytest.skip("no OpenCL device (pyopencl found no platform)")
    c = ws.run(kcl, launch, _surf_cl_args(), "opencl").outputs
    for n in ("out", "lout", "o3"):
        assert np.array_equal(np.asarray(a[n]).view(np.uint8), np.asarray(c[n]).view(np.uint8)), n


@pytest.mark.parametrize("body,msg", [
    ("float v = surf2Dread<float>(s, 0, 0); surf2Dwrite(v, s, 4, 0);", "read and written"),
    ("float v = surf2Dread<float>(s, 0, 0, cudaBoundaryModeClamp); o[0] = v;",
     "boundary mode other than"),
    ("o[0] = surfCubemapread<float>(s, 0, 0, 1);", "no cubemap images"),
    ("o[0] = surf2Dread<float>(s, 0, 0) + surf2Dread<int>(s, 4, 0);", "accessed as"),
])
def test_surfaces_without_an_opencl_image_are_refused_located(tmp_path, body, msg):
    src = ("__global__ void k(cudaSurfaceObject_t s, float *o) {\n"
           f"    {body}\n}}\n")
    _kernel(src, tmp_path)
    with pytest.raises(ws.Unsupported, match=msg) as e:
        ws.translate(ws.read(str(tmp_path / "k.cu")), "opencl")
    assert e.value.loc.line == 2


def test_texture_object_refusal_in_opencl_is_located(tmp_path):
    src = ("__global__ void k(float *o,\n"
           "                  cudaTextureObject_t t) { o[0] = tex1D<float>(t, 0.5f); }\n")
    _kernel(src, tmp_path)
    with pytest.raises(ws.Unsupported, match="no OpenCL counterpart") as e:
        ws.translate(ws.read(str(tmp_path / "k.cu")), "opencl")
    assert e.value.loc.line == 2
