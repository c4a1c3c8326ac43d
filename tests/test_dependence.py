"""Proofs that the threads of a block do not exchange data (analysis/dependence.py)."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warpsmith.analysis.access import find_accesses
from warpsmith.analysis.dependence import (CannotProve, cross_thread_conflicts, form_range,
                                           is_thread_private, kernel_conflicts)
from warpsmith.analysis.indexing import IndexEnv
from warpsmith.corpus import corpus_dir, spec
from warpsmith.frontend import read_module

SRC = r'''
__global__ void priv(float *out, const float *in) {
    __shared__ float s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = in[i];
    __syncthreads();
    out[i] = s[threadIdx.x] * 2.0f;
}
__global__ void priv2d(float *out) {
    __shared__ float s[8][32];
    s[threadIdx.y][threadIdx.x] = 1.0f;
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = s[threadIdx.y][threadIdx.x];
}
__global__ void comm(float *out, const float *in) {
    __shared__ float s[257];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = in[i];
    __syncthreads();
    out[i] = s[threadIdx.x + 1];
}
__global__ void red(float *out, const float *in) {
    __shared__ float s[256];
    int tid = threadIdx.x;
    s[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (tid < k) s[tid] += s[tid + k];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}
__global__ void bcast(float *out, const float *in) {
    __shared__ float s[1];
    if (threadIdx.x == 0) s[0] = in[blockIdx.x];
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = s[0];
}
__global__ void nonaff(float *out, const int *idx) {
    __shared__ float s[256];
    s[idx[threadIdx.x]] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}
__global__ void strided(float *out, const float *in) {
    __shared__ float s[1024];
    for (int k = threadIdx.x; k < 1024; k += blockDim.x)
        s[k] = in[k];
    __syncthreads();
    for (int k = threadIdx.x; k < 1024; k += blockDim.x)
        out[k] = s[k];
}
__global__ void geo(float *out) {
    __shared__ float s[1024];
    for (int k = 1; k < 8; k *= 2) s[threadIdx.x * 8 + k] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x * 8 + 3];
}
__global__ void never(float *out) {
    __shared__ float s[64];
    for (int k = 0; k < 0; k++) s[k] = 1.0f;
    out[threadIdx.x] = s[threadIdx.x];
}
__global__ void vec(float *out, int sh) {
    __shared__ float s[130];
    ((float2*)s)[threadIdx.x] = make_float2(1.0f, 2.0f);
    __syncthreads();
    out[threadIdx.x] = s[2 * threadIdx.x + sh];
}
__global__ void unk(float *out, int n, int off) {
    __shared__ float s[1024];
    s[threadIdx.x * n] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x * n];
}
__global__ void shifted(float *out, int off) {
    __shared__ float s[1024];
    s[threadIdx.x + off] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x + off];
}
__global__ void ext(float *out) {
    extern __shared__ float a[];
    extern __shared__ int b[];
    a[threadIdx.x] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = (float)b[threadIdx.x + 1];
}
__device__ void put(float *p, int i, float v) { p[i] = v; }
__global__ void dev(float *out) {
    __shared__ float s[64];
    put(s, threadIdx.x, 1.0f);
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}
__global__ void hist(int *out) {
    __shared__ int h[16];
    atomicAdd(&h[threadIdx.x % 16], 1);
    __syncthreads();
    out[threadIdx.x] = h[threadIdx.x];
}
__global__ void inplace(float *a) {
    a[threadIdx.x] = a[threadIdx.x + 1];
    __syncthreads();
}
__global__ void twobufs(float *o, const float *in) {
    o[threadIdx.x] = in[threadIdx.x + 1];
    __syncthreads();
}
__global__ void restricted(float * __restrict__ o, const float * __restrict__ in) {
    o[threadIdx.x] = in[threadIdx.x + 1];
    __syncthreads();
}
'''


@pytest.fixture(scope="module")
def mod():
    return read_module("k.cu", text=SRC)


def conflicts(mod, name, block=(256,), grid=(4,), params=None, **kw):
    return kernel_conflicts(mod, name, grid, block, params or {}, **kw)


@pytest.mark.parametrize("name,block", [("priv", (256,)), ("priv2d", (32, 8)),
                                        ("strided", (128,)), ("geo", (64,)),
                                        ("never", (64,))])
def test_thread_private_shared_use_is_proven(mod, name, block):
    assert conflicts(mod, name, block) == []
    assert is_thread_private(mod, name, (4,), block)


def test_neighbour_read_is_a_conflict_with_witness(mod):
    reasons = conflicts(mod, "comm")
    assert len(reasons) == 1
    r = reasons[0]
    assert "store s[threadIdx.x]" in r and "load s[threadIdx.x + 1]" in r
    assert "line 18:" in r and "line 20:" in r
    assert "thread (1, 0, 0)" in r and "thread (0, 0, 0)" in r


def test_reduction_is_a_conflict(mod):
    reasons = conflicts(mod, "red")
    assert reasons and not any(r.startswith("cannot prove") for r in reasons)
    assert any("s[threadIdx.x + k]" in r and "k=" in r for r in reasons)


def test_tile_transpose_is_a_conflict():
    m = read_module(corpus_dir() / "transpose.cu")
    s = spec("transpose_tiled")
    reasons = kernel_conflicts(m, "transpose_tiled", s.ci.grid, s.ci.block, s.ci.dims)
    assert reasons and all("tile" in r for r in reasons)
    assert kernel_conflicts(m, "transpose_naive", s.ci.grid, s.ci.block, s.ci.dims) == []


def test_broadcast_write_is_reported_guard_ignored(mod):
    reasons = conflicts(mod, "bcast")
    assert any("store s[0]" in r and "load s[0]" in r for r in reasons)


def test_non_affine_index_cannot_be_proven(mod):
    reasons = conflicts(mod, "nonaff")
    assert len(reasons) == 1 and reasons[0].startswith("cannot prove")
    assert "idx[threadIdx.x]" in reasons[0]


def test_byte_overlap_with_different_sizes(mod):
    # thread t writes bytes 8t..8t+7; s[2t+1] is inside its own write, s[2t+2] is not
    assert conflicts(mod, "vec", (32,), params={"sh": 1}) == []
    r = conflicts(mod, "vec", (32,), params={"sh": 2})
    assert len(r) == 1 and "bytes 8..15 and 8..11" in r[0]


def test_unknown_parameters(mod):
    # a thread index times an unknown parameter: not linear
    r = conflicts(mod, "unk", (32,))
    assert len(r) == 2 and all(x.startswith("cannot prove") and "give the values" in x
                               for x in r)
    assert conflicts(mod, "unk", (32,), params={"n": 2}) == []
    assert conflicts(mod, "unk", (32,), params={"n": 0})  # every thread writes s[0]
    # an unknown offset shared by every thread is a free integer: still proven
    assert conflicts(mod, "shifted", (32,)) == []


def test_extern_shared_arrays_alias(mod):
    r = conflicts(mod, "ext", (32,))
    assert len(r) == 1 and "store a[" in r[0] and "load b[" in r[0]


def test_device_function_call_cannot_be_proven(mod):
    r = conflicts(mod, "dev", (32,))
    assert r and r[0].startswith("cannot prove") and "put" in r[0]


def test_atomics_count_as_writes(mod):
    r = conflicts(mod, "hist", (64,))
    assert any("atomic h[" in x for x in r)


def test_global_memory_within_a_block(mod):
    r = conflicts(mod, "inplace", (32,), space="global")
    assert len(r) == 1 and "store a[threadIdx.x]" in r[0] and "load a[threadIdx.x + 1]" in r[0]
    r = conflicts(mod, "twobufs", (32,), space="global")
    assert len(r) == 1 and r[0].startswith("cannot prove") and "may alias" in r[0]
    assert conflicts(mod, "twobufs", (32,), space="global", assume_distinct_buffers=True) == []
    assert conflicts(mod, "restricted", (32,), space="global") == []
    # no shared memory at all
    assert conflicts(mod, "inplace", (32,)) == []


def test_limit_and_explicit_accesses(mod):
    fn = mod.function("red")
    env = IndexEnv(fn, mod, mod.dialect)
    acc = find_accesses(env)
    assert len(cross_thread_conflicts(env, acc, (4,), (256,), {}, limit=1)) == 1
    loads = [a for a in acc if a.kind == "load"]
    assert cross_thread_conflicts(env, loads, (4,), (256,), {}) == []


def test_form_range(mod):
    m = read_module(corpus_dir() / "transpose.cu")
    fn = m.function("transpose_tiled")
    env = IndexEnv(fn, m, m.dialect)
    acc = [a for a in find_accesses(env) if a.array == "tile"]
    load = [a for a in acc if a.kind == "load"][0]
    with env.at(load.scope):
        inner = env.form(load.node.index)  # threadIdx.y + j_1
    assert form_range(env, inner, load.loops, (3, 2), (32, 8), {}) == (0, 31)
    assert form_range(env, load.offset, load.loops, (3, 2), (32, 8), {}) == (0, 4 * 1023)
    # a loop that never runs: no values
    f2 = mod.function("never")
    env2 = IndexEnv(f2, mod, mod.dialect)
    a = [x for x in find_accesses(env2) if x.kind == "store"][0]
    assert form_range(env2, a.offset, a.loops, (1,), (64,), {}) is None
    # a parameter without value times a thread index
    f3 = mod.function("unk")
    env3 = IndexEnv(f3, mod, mod.dialect)
    a = find_accesses(env3)[0]
    with pytest.raises(CannotProve):
        form_range(env3, a.offset, a.loops, (1,), (32,), {})


# ------------------------------------------------------ hypothesis: MILP = brute force

TEMPLATE = r'''
__global__ void k(float *out) {{
    __shared__ {t} s[4096];
    s[{w}] = ({t})1;
    __syncthreads();
    out[threadIdx.y * blockDim.x + threadIdx.x] = (float)s[{r}];
}}
'''


def _affine(a, e, b):
    return f"{a} * (int)threadIdx.x + {e} * (int)threadIdx.y + {b}"


def _brute(block, w, r):
    """Whether two different threads write/write or write/read a common element."""
    bx, by = block
    threads = list(itertools.product(range(bx), range(by)))

    def at(f, t):
        return f[0] * t[0] + f[1] * t[1] + f[2]

    for t1, t2 in itertools.permutations(threads, 2):
        if at(w, t1) == at(w, t2) or at(w, t1) == at(r, t2):
            return True
    return False


coef = st.integers(-4, 4)


@settings(max_examples=150)
@given(bx=st.integers(1, 12), by=st.integers(1, 3), w=st.tuples(coef, coef, st.integers(0, 40)),
       r=st.tuples(coef, coef, st.integers(0, 40)),
       t=st.sampled_from(["float", "char", "short", "double"]))
def test_milp_agrees_with_brute_force(bx, by, w, r, t):
    src = TEMPLATE.format(t=t, w=_affine(*w), r=_affine(*r))
    m = read_module("k.cu", text=src)
    got = kernel_conflicts(m, "k", (2,), (bx, by), {})
    assert not any(x.startswith("cannot prove") for x in got), got
    assert bool(got) == _brute((bx, by), w, r), (got, w, r)


LOOPS = r'''
__global__ void k(float *out) {{
    __shared__ float s[4096];
    for (int k = {start}; k < {bound}; k += {step})
        s[{a} * (int)threadIdx.x + {c} * k + {b}] = 1.0f;
    __syncthreads();
    float acc = 0.0f;
    for (int m = 0; m < {trips}; m++)
        acc += s[{d} * (int)threadIdx.x + {e} * m + {f}];
    out[threadIdx.x] = acc;
}}
'''


@settings(max_examples=100)
@given(bx=st.integers(1, 12), from_tid=st.booleans(), bound=st.integers(0, 12),
       step=st.integers(1, 4), trips=st.integers(0, 4), a=coef, c=coef, d=coef, e=coef,
       b=st.integers(0, 30), f=st.integers(0, 30))
def test_milp_agrees_with_brute_force_in_loops(bx, from_tid, bound, step, trips, a, c, d, e,
                                               b, f):
    src = LOOPS.format(start="(int)threadIdx.x" if from_tid else "0", bound=bound, step=step,
                       trips=trips, a=a, b=b, c=c, d=d, e=e, f=f)
    m = read_module("k.cu", text=src)
    got = kernel_conflicts(m, "k", (1,), (bx,), {})
    assert not any(x.startswith("cannot prove") for x in got), got

    def writes(t):
        return {a * t + c * k + b for k in range(t if from_tid else 0, bound, step)}

    def reads(t):
        return {d * t + e * k + f for k in range(trips)}

    want = any(writes(t1) & (writes(t2) | reads(t2))
               for t1, t2 in itertools.permutations(range(bx), 2))
    assert bool(got) == want, (got, src)
