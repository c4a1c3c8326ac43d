extern "C" __global__ void index_add_atomic_cf8x(const int* src, const int* idx, int* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g_4 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i_4 = g_4 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j_4 = g_4 - i_4 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i_4] * D + j_4], src[g_4]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g_5 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i_5 = g_5 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j_5 = g_5 - i_5 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i_5] * D + j_5], src[g_5]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g_6 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i_6 = g_6 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j_6 = g_6 - i_6 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i_6] * D + j_6], src[g_6]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g_7 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i_7 = g_7 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j_7 = g_7 - i_7 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i_7] * D + j_7], src[g_7]);
    }
}
