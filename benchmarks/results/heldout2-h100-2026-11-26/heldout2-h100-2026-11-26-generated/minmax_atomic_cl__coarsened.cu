extern "C" __global__ void minmax_atomic_cf4x_st32(const int* in, int* res, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    __shared__ int lo[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    __shared__ int hi[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int t_0 = (unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int t_1 = (unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int t_2 = (unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 64ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int t_3 = (unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 96ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int g_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int g_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int g_2 = (unsigned long long)blockIdx.x * 256 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int g_3 = (unsigned long long)blockIdx.x * 256 + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int v_0 = g_0 < n ? in[g_0] : in[0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int v_1 = g_1 < n ? in[g_1] : in[0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int v_2 = g_2 < n ? in[g_2] : in[0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int v_3 = g_3 < n ? in[g_3] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    lo[t_0] = v_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    lo[t_1] = v_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    lo[t_2] = v_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    lo[t_3] = v_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    hi[t_0] = v_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    hi[t_1] = v_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    hi[t_2] = v_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    hi[t_3] = v_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        if (t_0 < st) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            lo[t_0] = min(lo[t_0], lo[t_0 + st]);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            hi[t_0] = max(hi[t_0], hi[t_0 + st]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        if (t_1 < st) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            lo[t_1] = min(lo[t_1], lo[t_1 + st]);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            hi[t_1] = max(hi[t_1], hi[t_1 + st]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        if (t_2 < st) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            lo[t_2] = min(lo[t_2], lo[t_2 + st]);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            hi[t_2] = max(hi[t_2], hi[t_2 + st]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        if (t_3 < st) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            lo[t_3] = min(lo[t_3], lo[t_3 + st]);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            hi[t_3] = max(hi[t_3], hi[t_3 + st]);
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        __syncthreads();
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    if (t_0 == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMin(&res[0], lo[0]);
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMax(&res[1], hi[0]);
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    if (t_1 == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMin(&res[0], lo[0]);
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMax(&res[1], hi[0]);
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    if (t_2 == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMin(&res[0], lo[0]);
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMax(&res[1], hi[0]);
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    if (t_3 == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMin(&res[0], lo[0]);
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMax(&res[1], hi[0]);
    }
}
