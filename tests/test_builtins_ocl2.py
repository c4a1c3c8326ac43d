"""OpenCL 1.2 async copies, OpenCL 2.0 sub-groups and C11 atomics, CUDA normf/rnormf and
clock reads (issue 17, docs/ocl2.md): the simulator against NumPy, the printed other
dialect read back and run equal, PoCL against the simulator where PoCL has the feature."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

import warpsmith as ws  # noqa: E402
from warpsmith.ir.errors import WarpsmithError  # noqa: E402


def _run(k, args, launch, **kw):
    return ws.run(k, launch, {a: v.copy() for a, v in args.items()}, **kw).outputs


def _pocl():
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    return ocl


ASYNC = """
__kernel void k(__global const float *src, __global float *dst) {
    __local float tile[64];
    __local float tile2[32];
    event_t e = async_work_group_copy(tile, src + get_group_id(0) * 64, 64, 0);
    event_t evs[2];
    evs[0] = async_work_group_strided_copy(tile2, src + get_group_id(0) * 64 + 1, 32, 2, e);
    wait_group_events(1, &e);
    wait_group_events(2, evs);
    prefetch(src, 16);
    dst[get_global_id(0)] = tile[63 - get_local_id(0)] + (get_local_id(0) < 32 ? tile2[get_local_id(0)] : 0.0f);
    barrier(CLK_GLOBAL_MEM_FENCE);
    e = async_work_group_strided_copy(dst + 128 + get_group_id(0) * 64, tile2, 32, 2, 0);
    (void)async_work_group_copy(dst + 256 + get_group_id(0) * 64, tile, 64, e);
    wait_group_events(1, &e);
}
"""


def _async_want(src):
    want = np.zeros(384, np.float32)
    for g in range(2):
        tile = src[g * 64:(g + 1) * 64]
        tile2 = src[g * 64 + 1:(g + 1) * 64:2]
        for i in range(64):
            want[g * 64 + i] = tile[63 - i] + (tile2[i] if i < 32 else 0)
        want[128 + g * 64:128 + (g + 1) * 64:2] = tile2
        want[256 + g * 64:256 + (g + 1) * 64] = tile
    return want


def test_async_copies_in_every_form_equal_numpy_and_print_as_cuda():
    """An event initialized, an array of events, an event passed in as the wait event,
    ``(void)`` and plain statements, ``prefetch``: the simulator equals NumPy; the CUDA text
    (a cooperative copy loop and ``__syncthreads``) reads back and runs the same."""
    src = np.arange(128, dtype=np.float32) * 0.5
    args = {"src": src, "dst": np.zeros(384, np.float32)}
    k = ws.read(ASYNC, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (64,))
    out = _run(k, args, launch)["dst"]
    assert out.tobytes() == _async_want(src).tobytes()
    cuda = ws.translate(k, "cuda").text
    assert "__syncthreads()" in cuda and "async_work_group_copy" not in cuda
    again = _run(ws.read(cuda).kernel("k"), args, launch)["dst"]
    assert again.tobytes() == out.tobytes()
    assert "prefetch(src, 16)" in ws.translate(k, "opencl").text


def test_event_pointer_is_a_located_error():
    bad = "__kernel void k(__global float *a) {\n  event_t *p;\n}\n"
    with pytest.raises(WarpsmithError, match=r":2:.*pointer to event_t"):
        ws.read(bad, dialect="opencl")


@pytest.mark.pocl
def test_async_copies_on_pocl_equal_the_simulator():
    _pocl()
    src = np.arange(128, dtype=np.float32) * 0.5
    args = {"src": src, "dst": np.zeros(384, np.float32)}
    k = ws.read(ASYNC, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (64,))
    assert _run(k, args, launch, backend="opencl")["dst"].tobytes() == \
        _async_want(src).tobytes()


SUBGROUPS = """
__kernel void k(__global const float *x, __global const int *a, __global float *o,
                __global int *oi, __global uint *ids) {
    int t = get_global_id(0);
    ids[4 * t] = get_sub_group_local_id();
    ids[4 * t + 1] = get_sub_group_id();
    ids[4 * t + 2] = get_sub_group_size();
    ids[4 * t + 3] = get_num_sub_groups() * 100 + get_max_sub_group_size();
    o[4 * t] = sub_group_reduce_add(x[t]);
    o[4 * t + 1] = sub_group_scan_inclusive_add(x[t]);
    o[4 * t + 2] = sub_group_scan_exclusive_max(x[t]);
    o[4 * t + 3] = sub_group_broadcast(x[t], 3);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    oi[4 * t] = sub_group_reduce_min(a[t]);
    oi[4 * t + 1] = sub_group_scan_exclusive_add(a[t]);
    oi[4 * t + 2] = sub_group_all(a[t] > -5) + 2 * sub_group_any(a[t] == 7);
    oi[4 * t + 3] = sub_group_scan_inclusive_max(a[t]);
}
"""


def _sg_args(n=80):
    rng = np.random.default_rng(3)
    x = (rng.standard_normal(n) * 4).astype(np.float32)
    a = rng.integers(-6, 9, n).astype(np.int32)
    return {"x": x, "a": a, "o": np.zeros(4 * n, np.float32),
            "oi": np.zeros(4 * n, np.int32), "ids": np.zeros(4 * n, np.uint32)}


def test_subgroups_are_warps_of_the_device_and_equal_numpy():
    """40 work-items per group: sub-groups of 32 and 8 (the H100 description's warp size);
    sums and scans in sub-group order (float32, one addition after the other)."""
    args = _sg_args()
    k = ws.read(SUBGROUPS, dialect="opencl").kernel("k")
    out = _run(k, args, ws.Launch((2,), (40,)))
    from warpsmith.hw.limits import as_device

    ws_ = as_device("h100").warp_size  # ws.run's default device
    ids, o, oi = (out[b].reshape(-1, 4) for b in ("ids", "o", "oi"))
    for t in range(80):
        lid = t % 40
        sg, lane = divmod(lid, ws_)
        lo = (t // 40) * 40 + sg * ws_
        hi = min(lo + ws_, (t // 40) * 40 + 40)
        xs, as_ = args["x"][lo:hi], args["a"][lo:hi]
        assert list(ids[t]) == [lane, sg, hi - lo, 200 + ws_]
        acc = np.float32(0)
        for v in xs[:lane + 1]:
            acc = np.float32(acc + v)
        total = np.float32(0)
        for v in xs:
            total = np.float32(total + v)
        assert o[t, 0] == total and o[t, 1] == acc and o[t, 3] == xs[3]
        assert o[t, 2] == (xs[:lane].max() if lane else -np.inf)
        assert oi[t, 0] == as_.min() and oi[t, 1] == as_[:lane].sum()
        assert oi[t, 2] == int((as_ > -5).all()) + 2 * int((as_ == 7).any())
        assert oi[t, 3] == as_[:lane + 1].max()


def test_subgroups_print_as_warp_operations_and_run_the_same():
    args = _sg_args()
    k = ws.read(SUBGROUPS, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (40,))
    cuda = ws.translate(k, "cuda").text
    assert "__shfl_sync(__activemask()" in cuda and "warpSize" in cuda
    a, b = _run(k, args, launch), _run(ws.read(cuda).kernel("k"), args, launch)
    for buf in a:
        assert a[buf].tobytes() == b[buf].tobytes(), buf
    again = ws.read(ws.translate(k, "opencl").text, dialect="opencl").kernel("k")
    assert again.function.body == k.function.body


@pytest.mark.pocl
def test_subgroups_on_pocl_need_a_feature_pocl_lacks():
    """PoCL 3 reports no sub-groups (cl_khr_subgroups / __opencl_c_subgroups): checked,
    so the test runs when an OpenCL platform has them."""
    ocl = _pocl()
    import pyopencl as cl

    dev = ocl._context()[0].devices[0]
    if "cl_khr_subgroups" not in dev.extensions:
        pytest.skip("the OpenCL device lacks cl_khr_subgroups (PoCL 3 has no sub-groups)")
    args = _sg_args()
    k = ws.read(SUBGROUPS, dialect="opencl").kernel("k")
    got = _run(k, args, ws.Launch((2,), (40,)), backend="opencl")
    assert got["ids"].size == args["ids"].size and cl is not None


ATOMICS = """
__kernel void k(volatile __global atomic_int *c, __global atomic_uint *u, __global int *o,
                __global atomic_float *f, __global float *fo) {
    int t = get_global_id(0);
    __local atomic_int l;
    if (get_local_id(0) == 0) atomic_init(&l, 100);
    barrier(CLK_LOCAL_MEM_FENCE);
    o[4 * t] = atomic_fetch_add(&c[0], t);
    o[4 * t + 1] = atomic_fetch_sub_explicit(&c[1], 2, memory_order_relaxed, memory_scope_device);
    atomic_fetch_max_explicit(&c[2], t * 3 % 17, memory_order_acq_rel);
    atomic_fetch_or(&u[0], 1u << (t % 32));
    atomic_fetch_xor_explicit(&u[1], (uint)t, memory_order_release, memory_scope_work_group);
    atomic_fetch_and(&u[2], ~(1u << (t % 8)));
    atomic_fetch_min(&c[3], -t);
    o[4 * t + 2] = atomic_fetch_add_explicit(&l, 1, memory_order_relaxed, memory_scope_work_group);
    int expected = t;
    o[4 * t + 3] = atomic_compare_exchange_strong(&c[4], &expected, t + 1) * 1000 + expected;
    atomic_store(&c[5], 7);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
    fo[t] = atomic_load(&f[0]) + atomic_load_explicit(&c[5], memory_order_acquire);
    atomic_exchange(&c[6], t);
}
"""


def _at_args(n=64):
    return {"c": np.array([0, 1000, 0, 0, 0, 0, 0, 0], np.int32),
            "u": np.array([0, 0, 0xFFFFFFFF], np.uint32), "o": np.zeros(4 * n, np.int32),
            "f": np.array([1.5], np.float32), "fo": np.zeros(n, np.float32)}


def _at_check(out, n=64):
    c, u, o = out["c"], out["u"], out["o"].reshape(-1, 4)
    assert c[0] == sum(range(n)) and c[1] == 1000 - 2 * n and c[2] == 16
    assert c[3] == -(n - 1) and c[5] == 7 and 0 <= c[6] < n
    assert u[0] == 0xFFFFFFFF and u[2] == 0xFFFFFF00
    assert u[1] == np.bitwise_xor.reduce(np.arange(n, dtype=np.uint32))
    assert sorted(o[:, 0]) == sorted(np.cumsum(np.arange(n)) - np.arange(n)) or \
        len(set(o[:, 0])) == n  # the old values: each prefix once (order: the device's)
    assert sorted(o[:32, 2]) == list(range(100, 132))
    # compare-exchange succeeds exactly for the chain c[4] = 0 -> 1 -> ... taken in order
    ok = o[:, 3] // 1000
    assert ok.sum() >= 1 and all((o[t, 3] % 1000 == t) == bool(ok[t]) for t in range(n))
    assert (out["fo"] == 8.5).all()


def test_c11_atomics_equal_numpy_print_back_and_as_cuda():
    args = _at_args()
    k = ws.read(ATOMICS, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    out = _run(k, args, launch)
    _at_check(out)
    assert list(out["o"].reshape(-1, 4)[:, 0]) == list(np.cumsum(np.arange(64)) - np.arange(64))
    text = ws.translate(k, "opencl").text
    assert "atomic_fetch_sub_explicit((volatile __global atomic_int *)" in text
    assert "memory_order_release, memory_scope_work_group" in text
    assert ws.read(text, dialect="opencl").kernel("k").function.body == k.function.body
    cuda = ws.translate(k, "cuda").text
    assert "atomicSub(" in cuda and "ws_fence_after(4, 2, atomicMax(" in cuda
    again = _run(ws.read(cuda).kernel("k"), args, launch)
    for buf in out:
        assert out[buf].tobytes() == again[buf].tobytes(), buf


def test_c11_atomic_errors_are_located():
    bad = ("__kernel void k(__global atomic_float *f, int o) {\n"
           "  atomic_fetch_or(&f[0], 1.0f);\n"
           "  atomic_load_explicit(&f[0], o);\n}\n")
    with pytest.raises(WarpsmithError, match=r":2:.*integer type"):
        ws.read(bad, dialect="opencl")
    with pytest.raises(WarpsmithError, match=r":3:.*non-constant memory order"):
        ws.read(bad.replace("atomic_fetch_or(&f[0], 1.0f);", ""), dialect="opencl")


@pytest.mark.pocl
def test_c11_atomics_on_pocl_with_cl_std_3():
    """PoCL 3 has the C11 atomics (OpenCL C 3.0 with __opencl_c_atomic_order_seq_cst and
    __opencl_c_atomic_scope_device); the backend builds with -cl-std=CL3.0."""
    _pocl()
    k = ws.read(ATOMICS, dialect="opencl").kernel("k")
    _at_check(_run(k, _at_args(), ws.Launch((2,), (32,)), backend="opencl"))


NORM = """
__global__ void k(const float *a, const double *d, float *o, double *od, long long *c,
                  unsigned long long *g) {
    int t = threadIdx.x;
    o[2 * t] = normf(t % 5, a + t);
    o[2 * t + 1] = rnormf(t % 5 + 1, a + t);
    od[2 * t] = norm(3, d + t) - norm3d(d[t], d[t + 1], d[t + 2]);
    od[2 * t + 1] = rnorm(4, d + t) - rnorm4d(d[t], d[t + 1], d[t + 2], d[t + 3]);
    long long c0 = clock64();
    long long c1 = clock();
    unsigned long long t0, t1;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t1));
    c[t] = (clock64() > c0) + 2 * (c1 >= c0) + 4 * (t1 > t0);
    g[t] = t1 - t0;
}
"""


def _normf_model(xs, dim):
    """libdevice's __nv_normf, one value at a time (float32 steps; fma through
    fractions, exact): scale by a power of two from the largest magnitude, sum the squares
    of all but the first largest with fma, add the largest's last, sqrt, scale back."""
    import struct
    from fractions import Fraction

    f = np.float32
    largest = abs(f(xs[0]))
    for x in xs[1:dim]:
        largest = max(abs(f(x)), largest)
    bits = struct.unpack("<I", struct.pack("<f", largest))[0]
    ex = ((bits & 0xFE000000) - 0x3F800000 + 0x00800000) & 0xFFFFFFFF
    scale = f(struct.unpack("<f", struct.pack("<I", (0x3F800000 - ex) & 0xFFFFFFFF))[0])
    back = f(struct.unpack("<f", struct.pack("<I", (ex + 0x3F800000) & 0xFFFFFFFF))[0])

    def fma(a, b, c):
        return f(float(Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c))))
    big, res, skipped = f(largest * scale), f(0), False
    for x in xs[:dim]:
        a = f(abs(f(x)) * scale)
        if a == big and not skipped:
            skipped = True
            continue
        res = fma(a, a, res)
    out = f(np.sqrt(fma(big, big, res)) * back)
    return largest if res == 0 or largest == np.inf else out


def test_normf_rnormf_follow_the_library_and_clocks_are_monotone():
    """normf equals a scalar model of libdevice's algorithm bit for bit (dim 0 gives
    |p[0]|, as the library reads p[0]); rnormf within 2 ulps of 1/sqrt(sum); norm(3, p)
    equals norm3d for ordinary doubles within an ulp; clock reads are monotone per
    thread."""
    rng = np.random.default_rng(5)
    a = (rng.standard_normal(40) * 1e3).astype(np.float32)
    a[5:8] = [2e38, 2e38, 1.0]  # their sum of squares overflows float: scaled, it does not
    d = rng.standard_normal(40)
    args = {"a": a, "d": d, "o": np.zeros(64, np.float32), "od": np.zeros(64),
            "c": np.zeros(32, np.int64), "g": np.zeros(32, np.uint64)}
    k = ws.read(NORM).kernel("k")
    out = _run(k, args, ws.Launch((1,), (32,)))
    for t in range(32):
        assert out["o"][2 * t] == _normf_model(a[t:t + 5], t % 5), t
        want = np.float32(1 / np.sqrt(np.sum(a[t:t + t % 5 + 1].astype(np.float64) ** 2)))
        got = out["o"][2 * t + 1]
        assert abs(int(got.view(np.int32)) - int(want.view(np.int32))) <= 2, t  # rsqrt.approx
    assert 2.8e38 < out["o"][8] < np.inf
    assert np.abs(out["od"]).max() < 1e-15
    assert (out["c"] == 7).all() and (out["g"] >= 1).all()
    cuda = ws.translate(k, "cuda").text
    assert "normf(t % 5, a + t)" in cuda and "rnorm(4, d + t)" in cuda and "clock64()" in cuda
    with pytest.raises(WarpsmithError, match="normf.*pointer to float"):
        ws.read("__global__ void k(double *p, float *o) { o[0] = normf(2, p); }")


def test_launch_bounds_that_is_not_a_constant_is_a_located_error():
    """It was dropped silently (the kernel then compiled without the bound)."""
    src = "__global__ void\n__launch_bounds__(NT, 4) k(float *a) { a[0] = 1.0f; }\n"
    with pytest.raises(WarpsmithError, match=r"<string>:2:19: .*launch_bounds of k.*'NT'"):
        ws.read(src)
    k = ws.read(src, defines={"NT": "256"}).kernel("k")
    assert ("launch_bounds", (256, 4)) in k.function.attributes


def test_typedef_name_of_a_tagged_struct_is_printed_back():
    """``typedef struct tag {..} name_t;`` printed as ``tag`` before; now the printed code
    defines and uses ``name_t`` as the source did, in both dialects, and reads back equal."""
    src = ("typedef struct tag { float x; int n; } name_t;\n"
           "typedef struct { float a; } anon_t;\n"
           "__device__ float get(struct tag v) { return v.x * v.n; }\n"
           "__global__ void k(name_t *p, anon_t *q, float *o) {\n"
           "    name_t v = p[threadIdx.x]; o[threadIdx.x] = get(v) + q[0].a; }\n")
    m = ws.read(src)
    for dialect in ("cuda", "opencl"):
        text = ws.translate(m, dialect).text
        assert "typedef struct tag {" in text and "} name_t;" in text
        assert "name_t* p" in text and "get(name_t v)" in text and "tag v" not in text
        again = ws.read(text, dialect=dialect)
        assert ws.translate(again, dialect).text == text
    assert ws.read(ws.translate(m, "cuda").text).kernel("k").function == m.kernel("k").function


GENERIC = """
int where(__generic int *p) {
    return (to_global(p) != 0) + 2 * (to_local(p) != 0) + 4 * (to_private(p) != 0);
}
__kernel void k(__global int *g, __global int *o) {
    __local int l[4];
    int priv[2];
    priv[0] = 1;
    int t = get_global_id(0);
    o[3 * t] = where(g + t);
    o[3 * t + 1] = where(&l[t % 4]);
    o[3 * t + 2] = where(&priv[0]);
    __global int *gp = to_global(g + t);
    gp[0] = 5;
}
"""


def test_generic_pointers_and_to_global_local_private():
    """A __generic pointer to each space: to_X gives it back in its own space, NULL in the
    others (simulator); CUDA prints __isGlobal/__isShared/__isLocal, which read back."""
    args = {"g": np.zeros(8, np.int32), "o": np.zeros(24, np.int32)}
    k = ws.read(GENERIC, dialect="opencl").kernel("k")
    launch = ws.Launch((1,), (8,))
    out = _run(k, args, launch)
    assert list(out["o"]) == [1, 2, 4] * 8 and (out["g"] == 5).all()
    cuda = ws.translate(k, "cuda").text
    assert "__isGlobal(p) ? p : 0" in cuda and "__isShared(" in cuda
    again = _run(ws.read(cuda).kernel("k"), args, launch)
    assert all(out[b].tobytes() == again[b].tobytes() for b in out)


@pytest.mark.pocl
def test_to_global_on_pocl_needs_the_generic_address_space():
    ocl = _pocl()
    import pyopencl as cl

    dev = ocl._context()[0].devices[0]
    if not dev.get_info(cl.device_info.GENERIC_ADDRESS_SPACE_SUPPORT):
        pytest.skip("the OpenCL device lacks __opencl_c_generic_address_space (PoCL 3 on "
                    "the CPU reports none)")
    args = {"g": np.zeros(8, np.int32), "o": np.zeros(24, np.int32)}
    k = ws.read(GENERIC, dialect="opencl").kernel("k")
    got = _run(k, args, ws.Launch((1,), (8,)), backend="opencl")
    assert list(got["o"]) == [1, 2, 4] * 8


def test_warp_barriers_order_shared_memory_within_the_warp_only():
    """``__syncwarp()`` / ``sub_group_barrier`` order local memory between the threads of one
    warp (the race checker reported a race before); a read of another warp's write still
    needs a block barrier."""
    from warpsmith.ir.errors import SimulationError

    src = ("__global__ void k(int *o) {\n  __shared__ int s[64];\n  int l = threadIdx.x;\n"
           "  s[l] = l * 3;\n  __syncwarp();\n  o[l] = s[READ];\n}\n")
    launch, args = ws.Launch((2,), (64,)), {"o": np.zeros(64, np.int32)}
    out = _run(ws.read(src.replace("READ", "l / 32 * 32 + (l % 32 + 1) % 32")).kernel("k"),
               args, launch)["o"]
    assert list(out[:3]) == [3, 6, 9] and out[31] == 0 and out[63] == 96
    for bad in (src.replace("READ", "(l + 32) % 64"),
                src.replace("__syncwarp();", "").replace("READ", "l ^ 1")):
        with pytest.raises(SimulationError, match="data race on shared array 's'"):
            _run(ws.read(bad).kernel("k"), args, launch)
    cl = ("__kernel void k(__global int *o) {\n  __local int s[64];\n  int l = get_local_id(0);\n"
          "  s[l] = l * 3;\n  sub_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
          "  o[l] = s[get_sub_group_id() * 32 + (get_sub_group_local_id() + 1) % 32];\n}\n")
    got = _run(ws.read(cl, dialect="opencl").kernel("k"), args, launch)["o"]
    assert got.tobytes() == out.tobytes()


def test_atomic_flag_is_a_lock():
    """atomic_flag_test_and_set/clear: exactly one work-item of each group gets the flag
    first; cleared flags read 0."""
    src = """
    __kernel void k(__global atomic_flag *f, __global int *o) {
        int t = get_global_id(0);
        o[t] = atomic_flag_test_and_set_explicit(&f[get_group_id(0)], memory_order_acquire,
                                                 memory_scope_device);
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (get_local_id(0) == 0) atomic_flag_clear(&f[get_group_id(0) + 2]);
        atomic_int init = ATOMIC_VAR_INIT(5);
        o[t] += init * ATOMIC_FLAG_INIT;
    }"""
    k = ws.read(src, dialect="opencl").kernel("k")
    args = {"f": np.array([0, 0, 1, 1], np.int32), "o": np.zeros(64, np.int32)}
    out = _run(k, args, ws.Launch((2,), (32,)))
    assert list(out["f"]) == [1, 1, 0, 0]
    assert out["o"][:32].sum() == 31 and out["o"][32:].sum() == 31
    again = _run(ws.read(ws.translate(k, "cuda").text).kernel("k"), args, ws.Launch((2,), (32,)))
    assert again["o"].tobytes() == out["o"].tobytes()


def test_opencl_atomics_on_volatile_pointers_print_as_cuda_with_plain_pointers():
    """OpenCL's atomics take ``volatile __global int *``; CUDA's take ``int *`` (NVCC
    rejected ``atomicAdd(&c[0], 1)`` on a volatile ``c``): the object is cast."""
    src = ("__kernel void k(volatile __global int *c, __global int *d) {\n"
           "  atomic_add(&c[0], 1); atomic_inc(c + 1); atomic_cmpxchg(c + 2, 0, 1);\n"
           "  atomic_add(d, 1);\n}\n")
    k = ws.read(src, dialect="opencl").kernel("k")
    cuda = ws.translate(k, "cuda").text
    assert "atomicAdd((int*)&c[0], 1)" in cuda and "atomicCAS((int*)(c + 2), 0, 1)" in cuda
    assert "atomicAdd(d, 1)" in cuda
    args = {"c": np.zeros(3, np.int32), "d": np.zeros(1, np.int32)}
    a = _run(k, args, ws.Launch((1,), (8,)))
    b = _run(ws.read(cuda).kernel("k"), args, ws.Launch((1,), (8,)))
    assert list(a["c"]) == [8, 8, 1] and all(a[x].tobytes() == b[x].tobytes() for x in a)


def test_divergence_sees_sub_group_ids_and_clocks_vary_per_thread():
    from warpsmith.analysis.divergence import analyze_divergence

    src = ("__kernel void k(__global long *o) {\n  uint a = get_sub_group_local_id();\n"
           "  uint n = get_num_sub_groups();\n  int s = sub_group_scan_inclusive_add(1);\n"
           "  o[0] = a + n + s;\n}\n")
    k = ws.read(src, dialect="opencl").kernel("k")
    dims = analyze_divergence(k.function, k.module).var_dims
    assert dims["a"] and dims["s"] and not dims.get("n")  # uniform ones are not listed


def test_each_dialect_declares_only_its_own_new_names():
    """The OpenCL 2.0 names are undeclared in CUDA, CUDA's norm and clock in OpenCL."""
    for body in ("o[0] = atomic_load(o);", "o[0] = get_sub_group_id();",
                 "o[0] = (int)(long)to_global(o);"):
        with pytest.raises(WarpsmithError, match="undeclared function"):
            ws.read("__global__ void k(int *o) { %s }" % body)
    for body in ("o[0] = clock();", "o[0] = norm(2, (__global double *)o);"):
        with pytest.raises(WarpsmithError, match="undeclared function"):
            ws.read("__kernel void k(__global int *o) { %s }" % body, dialect="opencl")


WORKGROUP = """
__kernel void k(__global const float *x, __global const int *a, __global float *o,
                __global int *oi) {
    int t = get_global_linear_id();
    o[4 * t] = work_group_reduce_add(x[t]);
    o[4 * t + 1] = work_group_scan_inclusive_add(x[t]);
    o[4 * t + 2] = work_group_scan_exclusive_max(x[t]);
    o[4 * t + 3] = work_group_broadcast(x[t], 5, 1);
    oi[4 * t] = work_group_reduce_min(a[t]);
    oi[4 * t + 1] = work_group_scan_exclusive_add(a[t]);
    oi[4 * t + 2] = work_group_all(a[t] > -5) + 2 * work_group_any(a[t] == 7);
    oi[4 * t + 3] = work_group_scan_inclusive_max(a[t]) + work_group_broadcast(a[t], 2, 0);
}
"""


def test_work_group_collectives_print_as_cuda_and_run_the_same():
    """work_group_reduce/scan/broadcast had no CUDA form (refused): one thread combines the
    values in shared memory in local linear id order, so floats add in the simulator's
    order; 2-D broadcast ids become a linear id."""
    n = 2 * 40
    rng = np.random.default_rng(1)
    args = {"x": (rng.standard_normal(n) * 4).astype(np.float32),
            "a": rng.integers(-6, 9, n).astype(np.int32), "o": np.zeros(4 * n, np.float32),
            "oi": np.zeros(4 * n, np.int32)}
    k = ws.read(WORKGROUP, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (8, 5))
    out = _run(k, args, launch)
    # work-item (5, 1) of group 0 has global linear id 1 * 16 + 5
    assert out["o"][3] == args["x"][21] and out["oi"][3] == args["a"][0] + args["a"][2]
    cuda = ws.translate(k, "cuda").text
    assert "ws_work_group_scan<float>" in cuda and "__syncthreads_and(" in cuda
    again = _run(ws.read(cuda).kernel("k"), args, launch)
    for buf in out:
        assert out[buf].tobytes() == again[buf].tobytes(), buf


def test_work_group_broadcast_from_outside_the_group_is_an_error():
    """It was an internal IndexError of the simulator."""
    from warpsmith.ir.errors import SimulationError

    src = ("__kernel void k(__global int *a) {\n"
           "  a[get_global_id(0)] = work_group_broadcast(a[get_global_id(0)], 5, 1);\n}\n")
    k = ws.read(src, dialect="opencl").kernel("k")
    with pytest.raises(SimulationError, match="line 2: work_group_broadcast from local id 1 "
                                              "in dimension 1"):
        ws.run(k, ws.Launch((1,), (8,)), {"a": np.zeros(8, np.int32)})


def test_atomics_on_types_cuda_lacks_print_through_unsigned_long_long():
    """CUDA has no atomicAdd/atomicExch/atomicCAS on long long, atomicExch on double,
    atomicSub on 64-bit or float: printed through unsigned long long (the same bits),
    the double's bits, or an add of the negated value; the CUDA reads back and runs equal
    (NVCC compiles it: checked on the GPU machine by scripts/gpu_ocl2.sh)."""
    src = """
    __kernel void k(__global atomic_long *c, __global atomic_double *d, __global atomic_ulong *u,
                    __global long *l, __global float *f) {
        atomic_fetch_add(&c[0], 1);
        atomic_exchange(&c[2], 5);
        atomic_store(&d[0], 1.5);
        atomic_fetch_sub(&u[0], 1ul);
        long e = 0;
        if (get_global_id(0) == 0) atomic_compare_exchange_strong(&c[3], &e, -2l);
        atom_add(l, -3l);
        atom_sub(l + 2, 1l);
        atomic_fetch_sub(&f[0], 0.5f);
    }"""
    k = ws.read(src, dialect="opencl").kernel("k")
    cuda = ws.translate(k, "cuda").text
    assert "(long long)atomicAdd((unsigned long long*)(&c[0])" in cuda
    assert "__longlong_as_double((long long)atomicExch(" in cuda
    assert "atomicAdd(&f[0], -(0.5f))" in cuda
    args = {"c": np.zeros(4, np.int64), "d": np.zeros(1), "u": np.zeros(1, np.uint64),
            "l": np.zeros(3, np.int64), "f": np.zeros(1, np.float32)}
    a = _run(k, args, ws.Launch((1,), (16,)))
    b = _run(ws.read(cuda).kernel("k"), args, ws.Launch((1,), (16,)))
    assert list(a["c"]) == [16, 0, 5, -2] and a["u"][0] == 2 ** 64 - 16 and a["f"][0] == -8
    assert list(a["l"]) == [-48, 0, -16] and a["d"][0] == 1.5
    assert all(a[x].tobytes() == b[x].tobytes() for x in a)
