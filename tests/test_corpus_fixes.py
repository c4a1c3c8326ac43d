"""Constructs found in the first errors of the modern CUDA collection (issue 18), each from a
minimal reproduction written here: a namespace alias in a function body, an assignment to a
conditional whose sides are lvalues, and the glibc-style classification names."""

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

ALIAS_IN_BODY = """
#include <cooperative_groups.h>
__global__ void k(float *out)
{
    namespace cg = cooperative_groups;
    cg::thread_block b = cg::this_thread_block();
    cg::thread_block_tile<32> w = cg::tiled_partition<32>(b);
    float v = out[threadIdx.x];
    b.sync();
    out[threadIdx.x] = w.shfl_down(v, 1);
}
"""

CONDITIONAL_LVALUE = """
__global__ void k(float *out, int g)
{
    float x = out[threadIdx.x], y = 2.0f;
    ((g == 0) ? x : y) += 1.0f;
    (threadIdx.x & 1 ? x : y) = 5.0f;
    out[threadIdx.x] = x * 10.0f + y;
}
"""

CLASSIFY = """
__global__ void k(const float *a, const double *d, int *o)
{
    int i = threadIdx.x;
    o[i] = (__isnanf(a[i]) ? 1 : 0) + (__isinff(a[i]) ? 2 : 0) + (__finitef(a[i]) ? 4 : 0)
         + (__isnan(d[i]) ? 8 : 0) + (__isinf(d[i]) ? 16 : 0) + (__finite(d[i]) ? 32 : 0);
}
"""


def _round_trip(src: str) -> str:
    text = ws.translate(ws.read(src), "cuda").text
    assert ws.translate(ws.read(text), "cuda").text == text
    return text


def test_namespace_alias_in_a_function_body_reads_like_one_at_file_scope():
    at_file_scope = ALIAS_IN_BODY.replace("    namespace cg = cooperative_groups;\n", "") \
        .replace("__global__", "namespace cg = cooperative_groups;\n__global__", 1)
    data = np.arange(64, dtype=np.float32)
    outs = [ws.run(ws.read(src).kernel("k"), ws.Launch(1, 64), {"out": data}).outputs["out"]
            for src in (ALIAS_IN_BODY, at_file_scope)]
    want = np.concatenate([np.append(w[1:], w[-1]) for w in data.reshape(2, 32)])
    np.testing.assert_array_equal(outs[0], want)
    np.testing.assert_array_equal(outs[1], want)
    _round_trip(ALIAS_IN_BODY)


def _conditional_reference(data, g):
    x = data + (1 if g == 0 else 0)
    y = np.full_like(data, 2.0 if g == 0 else 3.0)
    odd = (np.arange(data.size) & 1).astype(bool)
    x = np.where(odd, 5.0, x)
    y = np.where(odd, y, 5.0)
    return (x * 10 + y).astype(np.float32)


@pytest.mark.parametrize("g", [0, 1])
def test_assignment_to_a_conditional_writes_only_the_selected_side(g):
    text = _round_trip(CONDITIONAL_LVALUE)
    assert "*(g == 0 ? &x : &y) += 1.0f;" in text
    data = np.arange(8, dtype=np.float32)
    got = ws.run(ws.read(CONDITIONAL_LVALUE).kernel("k"), ws.Launch(1, 8),
                 {"out": data, "g": g}).outputs["out"]
    np.testing.assert_array_equal(got, _conditional_reference(data, g))


def test_conditional_lvalue_on_pocl_equals_the_simulator():
    cl = pytest.importorskip("pyopencl")
    try:
        cl.get_platforms()
    except cl.Error:
        pytest.skip("no OpenCL device (pyopencl found no platform)")
    k = ws.read(ws.translate(ws.read(CONDITIONAL_LVALUE), "opencl").text).kernel("k")
    args = {"out": np.arange(8, dtype=np.float32), "g": 0}
    np.testing.assert_array_equal(ws.run(k, ws.Launch(1, 8), args, backend="opencl")
                                  .outputs["out"], _conditional_reference(args["out"], 0))


@pytest.mark.parametrize("src, message", [
    ("__global__ void k(float *o, int *p) { float x; int y; (o[0] > 0 ? x : y) = 1; }",
     "expression is not assignable"),  # C++: float vs int sides give a prvalue
    ("__global__ void k(float *o) { float x; (o[0] > 0 ? x : 2.0f) = 1; }",
     "expression is not assignable"),
    ("__global__ void k(float *o) { __shared__ float s; float x; (o[0] > 0 ? x : s) = 1; }",
     "different address spaces"),
])
def test_conditionals_that_are_not_lvalues_are_located_errors(src, message):
    with pytest.raises(WarpsmithError) as e:
        ws.read(src)
    assert message in str(e.value) and e.value.loc is not None and e.value.loc.line == 1


def test_glibc_classification_names_against_numpy():
    a = np.array([0.0, np.nan, np.inf, -np.inf, 1e-40, -3.5, np.float32(3e38), -0.0],
                 np.float32)
    d = np.array([np.nan, 1.0, -np.inf, np.inf, 5e-324, 0.0, -np.nan, 1e308])
    got = ws.run(ws.read(CLASSIFY).kernel("k"), ws.Launch(1, 8),
                 {"a": a, "d": d, "o": np.zeros(8, np.int32)}).outputs["o"]
    want = (np.isnan(a) * 1 + np.isinf(a) * 2 + np.isfinite(a) * 4 + np.isnan(d) * 8
            + np.isinf(d) * 16 + np.isfinite(d) * 32)
    np.testing.assert_array_equal(got, want)
    assert "isnan(a[i])" in _round_trip(CLASSIFY)


TENSOR_INFO = """
#include <ATen/cuda/detail/TensorInfo.cuh>
__global__ void gather(const float *src, float *out,
                       const at::cuda::detail::TensorInfo<int64_t, int> index_info, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int offset = at::cuda::detail::IndexToOffset<int64_t, int, -1>::get(i, index_info);
        out[i] = src[index_info.data[offset]];
    }
}
"""


def test_aten_tensor_info_passed_by_value_indexes_a_strided_tensor():
    storage = np.arange(12, dtype=np.int64)[::-1].copy()
    sizes, strides = np.zeros(25, np.int32), np.zeros(25, np.int32)
    sizes[:2], strides[:2] = (3, 4), (1, 3)  # a transposed 3x4 view of the storage
    src = np.arange(100, dtype=np.float32) * 2
    out = ws.run(ws.read(TENSOR_INFO).kernel("gather"), ws.Launch(1, 16),
                 {"src": src, "out": np.zeros(12, np.float32), "n": 12,
                  "index_info": {"data": storage, "sizes": sizes, "strides": strides,
                                 "dims": 2}}).outputs["out"]
    view = np.lib.stride_tricks.as_strided(storage, shape=(3, 4), strides=(8, 24))
    np.testing.assert_array_equal(out, src[view.reshape(-1)])
    # printed once, the instances are plain functions (their comment names the binding)
    _round_trip(ws.translate(ws.read(TENSOR_INFO), "cuda").text)


@pytest.mark.skipif(not __import__("warpsmith.backends.cuda_compile", fromlist=["x"])
                    .compiler_available(), reason="needs NVRTC or nvcc")
def test_aten_tensor_info_prints_cuda_that_compiles():
    assert ws.compile(ws.read(TENSOR_INFO).kernel("gather"), arch="sm_90").registers > 0


HOST_WALK = """
template <int N> __global__ void fill(int *o) { o[threadIdx.x] = N; }
void run(int *o, int which)
{
    const int a = 2;
    fill<a><<<1, 4>>>(o);
    {
        const int a = 5;
        fill<a><<<1, 4>>>(o);
    }
    const int b = a + 1;
    fill<b><<<1, 4>>>(o);
    if (which) {
        const int c = b * 10;
        fill<c><<<1, 4>>>(o);
    }
    fill<a * 100><<<1, 4>>>(o);
}
"""


def test_launches_down_one_host_function_see_the_declarations_in_scope():
    # the walk over run()'s statements is continued from launch to launch: each launch
    # must still see exactly the constants in scope at its place
    names = sorted(f.name for f in ws.read(HOST_WALK).module.kernels)
    assert names == sorted(["fill_2", "fill_5", "fill_3", "fill_30", "fill_200"])


HALF4_UNION = """
#include <cuda_fp16.h>
typedef union {
    int2 i2;
    half2 h2[2];
} half4;
__global__ void k(const float4 *in, int2 *out)
{
    int i = threadIdx.x;
    float4 q = in[i];
    half4 p;
    p.h2[0] = __float22half2_rn(make_float2(q.x, q.y));
    p.h2[1] = __float22half2_rn(make_float2(q.z, q.w));
    out[i] = p.i2;
}
"""


def test_a_file_typedef_named_like_a_vector_type_cuda_lacks_is_the_files():
    # CUDA has no half4; the file's union is the type (llama.cpp's lightning indexer)
    values = np.linspace(-3, 3, 16, dtype=np.float32)
    out = ws.run(ws.read(HALF4_UNION).kernel("k"), ws.Launch(1, 4),
                 {"in": values, "out": np.zeros(8, np.int32)}).outputs["out"]
    np.testing.assert_array_equal(out.view(np.float16), values.astype(np.float16))
    _round_trip(HALF4_UNION)
    opencl = ws.translate(ws.read(HALF4_UNION), "opencl").text
    assert "typedef union half4_ {" in opencl and "half4_ p;" in opencl  # OpenCL has half4


def test_a_user_function_named_like_a_warp_builtin_does_not_stop_regrouping():
    from warpsmith.transform.swap import uses_warp_builtins

    own = ws.read("__device__ int lane(int x) { return x & 31; }\n"
                  "__global__ void k(int *o) { o[threadIdx.x] = lane(threadIdx.x); }")
    assert uses_warp_builtins(own.kernel("k").function) is None
    real = ws.read("__global__ void k(int *o) { o[threadIdx.x] = "
                   "__shfl_down_sync(0xffffffff, o[threadIdx.x], 1); }")
    assert "depends on which threads share a warp" in uses_warp_builtins(
        real.kernel("k").function)


def test_launch_bounds_from_a_constexpr_function_call():
    """``__launch_bounds__(ggml_cuda_get_physical_warp_size(), 1)`` (ggml): a constexpr
    function call is a constant the attribute keeps; a value that is not constant is a
    located error."""
    import warpsmith as ws
    from warpsmith.ir.errors import WarpsmithError

    src = ("static constexpr __device__ int wsz() { return 32; }\n"
           "template <int S>\n"
           "__global__ void __launch_bounds__((wsz() < S ? wsz() : S) * 4, 2) k(float *o) {\n"
           "  o[threadIdx.x] = 1.0f; }\n"
           "template __global__ void k<64>(float *);\n")
    text = ws.translate(ws.read(src), "cuda").text
    assert "__launch_bounds__(128, 2)" in text
    bad = src.replace("static constexpr __device__ int wsz() { return 32; }",
                      "__device__ int n;\n__device__ int wsz() { return n; }")
    with pytest.raises(WarpsmithError, match="launch_bounds of k") as e:
        ws.read(bad).kernels
    assert e.value.loc is not None and e.value.loc.line == 4


def test_a_lambda_sees_the_enclosing_functions_local_typedefs():
    """ggml's mmf.cuh: ``typedef tile<..> tile_B;`` in the kernel, ``tile_B::I`` in a
    lambda body (C++: a lambda's body is in the enclosing block's scope)."""
    import numpy as np

    import warpsmith as ws

    src = ("template <int N> struct tile { static constexpr int I = N; };\n"
           "template <typename T>\n"
           "__global__ void k(float *o) {\n"
           "    typedef tile<4> tile_B;\n"
           "    using F = float;\n"
           "    float buf[tile_B::I];\n"
           "    auto fill = [&](int base) {\n"
           "        for (int j = 0; j < tile_B::I; ++j) buf[j] = (F)(base + j);\n"
           "    };\n"
           "    fill(threadIdx.x);\n"
           "    float s = 0.0f;\n"
           "    for (int j = 0; j < tile_B::I; ++j) s += buf[j];\n"
           "    o[threadIdx.x] = s;\n"
           "}\n"
           "template __global__ void k<float>(float *);\n")
    p = ws.read(src)
    out = ws.run(p.kernels[0], ws.Launch(grid=1, block=8),
                 {"o": np.zeros(8, np.float32)}).outputs["o"]
    np.testing.assert_array_equal(out, 4 * np.arange(8, dtype=np.float32) + 6)
    again = ws.read(ws.translate(p, "cuda").text)
    out2 = ws.run(again.kernels[0], ws.Launch(grid=1, block=8),
                  {"o": np.zeros(8, np.float32)}).outputs["o"]
    np.testing.assert_array_equal(out2, out)
