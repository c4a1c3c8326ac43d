extern "C" __global__ void minmax_atomic_cf8x(const int* in, int* res, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    __shared__ int lo[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    __shared__ int hi[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_0 = threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_0 = blockIdx.x * 256 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_1 = blockIdx.x * 256 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_2 = blockIdx.x * 256 + t_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_3 = blockIdx.x * 256 + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_4 = blockIdx.x * 256 + t_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_5 = blockIdx.x * 256 + t_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_6 = blockIdx.x * 256 + t_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_7 = blockIdx.x * 256 + t_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_0 = g_0 < n ? in[g_0] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_1 = g_1 < n ? in[g_1] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_2 = g_2 < n ? in[g_2] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_3 = g_3 < n ? in[g_3] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_4 = g_4 < n ? in[g_4] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_5 = g_5 < n ? in[g_5] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_6 = g_6 < n ? in[g_6] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_7 = g_7 < n ? in[g_7] : in[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_0] = v_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_1] = v_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_2] = v_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_3] = v_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_4] = v_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_5] = v_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_6] = v_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_7] = v_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_0] = v_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_1] = v_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_2] = v_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_3] = v_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_4] = v_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_5] = v_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_6] = v_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_7] = v_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t_0 < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t_0] = min(lo[t_0], lo[t_0 + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t_0] = max(hi[t_0], hi[t_0 + st]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t_1 < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t_1] = min(lo[t_1], lo[t_1 + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t_1] = max(hi[t_1], hi[t_1 + st]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t_2 < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t_2] = min(lo[t_2], lo[t_2 + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t_2] = max(hi[t_2], hi[t_2 + st]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t_3 < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t_3] = min(lo[t_3], lo[t_3 + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t_3] = max(hi[t_3], hi[t_3 + st]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t_4 < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t_4] = min(lo[t_4], lo[t_4 + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t_4] = max(hi[t_4], hi[t_4 + st]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t_5 < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t_5] = min(lo[t_5], lo[t_5 + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t_5] = max(hi[t_5], hi[t_5 + st]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t_6 < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t_6] = min(lo[t_6], lo[t_6 + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t_6] = max(hi[t_6], hi[t_6 + st]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t_7 < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t_7] = min(lo[t_7], lo[t_7 + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t_7] = max(hi[t_7], hi[t_7 + st]);
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t_0 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t_1 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t_2 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t_3 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t_4 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t_5 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t_6 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t_7 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
}
