extern "C" __global__ void index_add_atomic_cf8x(const int* src, const int* idx, int* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g_2 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i_2 = g_2 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j_2 = g_2 - i_2 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i_2] * D + j_2], src[g_2]);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g_3 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i_3 = g_3 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j_3 = g_3 - i_3 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i_3] * D + j_3], src[g_3]);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g_4 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i_4 = g_4 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j_4 = g_4 - i_4 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i_4] * D + j_4], src[g_4]);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g_5 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i_5 = g_5 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j_5 = g_5 - i_5 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i_5] * D + j_5], src[g_5]);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g_6 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i_6 = g_6 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j_6 = g_6 - i_6 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i_6] * D + j_6], src[g_6]);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g_7 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i_7 = g_7 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j_7 = g_7 - i_7 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i_7] * D + j_7], src[g_7]);
    }
}
