extern "C" __global__ void index_add_atomic_cf2x(const int* src, const int* idx, int* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g_0 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i_0 = g_0 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j_0 = g_0 - i_0 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i_0] * D + j_0], src[g_0]);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g_1 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i_1 = g_1 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j_1 = g_1 - i_1 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i_1] * D + j_1], src[g_1]);
    }
}
