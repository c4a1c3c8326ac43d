extern "C" __global__ void minmax_atomic_cf4x_st32(const int* in, int* res, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    __shared__ int lo[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    __shared__ int hi[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_0 = threadIdx.x / 32u * 128u + threadIdx.x % 32u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_1 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_2 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t_3 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_0 = blockIdx.x * 256 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_1 = blockIdx.x * 256 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_2 = blockIdx.x * 256 + t_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g_3 = blockIdx.x * 256 + t_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_0 = g_0 < n ? in[g_0] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_1 = g_1 < n ? in[g_1] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_2 = g_2 < n ? in[g_2] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v_3 = g_3 < n ? in[g_3] : in[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_0] = v_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_1] = v_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_2] = v_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t_3] = v_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_0] = v_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_1] = v_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_2] = v_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t_3] = v_3;
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
}
