extern "C" __global__ void box_muller_pairs_cf8x(const float* u1, const float* u2, float* z0, float* z1, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r_0 = sqrtf(-2.0f * logf(u1[i_0]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a_0 = 6.2831855f * u2[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i_0] = r_0 * cosf(a_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i_0] = r_0 * sinf(a_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r_1 = sqrtf(-2.0f * logf(u1[i_1]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a_1 = 6.2831855f * u2[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i_1] = r_1 * cosf(a_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i_1] = r_1 * sinf(a_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r_2 = sqrtf(-2.0f * logf(u1[i_2]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a_2 = 6.2831855f * u2[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i_2] = r_2 * cosf(a_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i_2] = r_2 * sinf(a_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r_3 = sqrtf(-2.0f * logf(u1[i_3]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a_3 = 6.2831855f * u2[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i_3] = r_3 * cosf(a_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i_3] = r_3 * sinf(a_3);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r_4 = sqrtf(-2.0f * logf(u1[i_4]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a_4 = 6.2831855f * u2[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i_4] = r_4 * cosf(a_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i_4] = r_4 * sinf(a_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r_5 = sqrtf(-2.0f * logf(u1[i_5]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a_5 = 6.2831855f * u2[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i_5] = r_5 * cosf(a_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i_5] = r_5 * sinf(a_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r_6 = sqrtf(-2.0f * logf(u1[i_6]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a_6 = 6.2831855f * u2[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i_6] = r_6 * cosf(a_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i_6] = r_6 * sinf(a_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r_7 = sqrtf(-2.0f * logf(u1[i_7]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a_7 = 6.2831855f * u2[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i_7] = r_7 * cosf(a_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i_7] = r_7 * sinf(a_7);
    }
}
