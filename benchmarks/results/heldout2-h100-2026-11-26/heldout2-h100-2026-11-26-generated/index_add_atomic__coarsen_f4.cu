extern "C" __global__ void index_add_atomic_cf4x(const int* src, const int* idx, int* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g_0 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i_0 = g_0 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j_0 = g_0 - i_0 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i_0] * D + j_0], src[g_0]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g_1 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i_1 = g_1 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j_1 = g_1 - i_1 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i_1] * D + j_1], src[g_1]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g_2 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i_2 = g_2 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j_2 = g_2 - i_2 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i_2] * D + j_2], src[g_2]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g_3 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i_3 = g_3 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j_3 = g_3 - i_3 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i_3] * D + j_3], src[g_3]);
    }
}
