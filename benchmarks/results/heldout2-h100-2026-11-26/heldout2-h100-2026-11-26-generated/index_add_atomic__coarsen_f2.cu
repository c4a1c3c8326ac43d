extern "C" __global__ void index_add_atomic_cf2x(const int* src, const int* idx, int* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
