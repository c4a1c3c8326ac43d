extern "C" __global__ void index_add_atomic_cf16x_st32(const int* src, const int* idx, int* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        g_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_7 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_7 = g_7 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_7 = g_7 - i_7 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_7] * D + j_7], src[g_7]);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_8 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_8 = g_8 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_8 = g_8 - i_8 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_8] * D + j_8], src[g_8]);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_9 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_9 = g_9 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_9 = g_9 - i_9 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_9] * D + j_9], src[g_9]);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_10 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_10 = g_10 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_10 = g_10 - i_10 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_10] * D + j_10], src[g_10]);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_11 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_11 = g_11 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_11 = g_11 - i_11 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_11] * D + j_11], src[g_11]);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_12 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_12 = g_12 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_12 = g_12 - i_12 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_12] * D + j_12], src[g_12]);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_13 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_13 = g_13 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_13 = g_13 - i_13 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_13] * D + j_13], src[g_13]);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_14 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_14 = g_14 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_14 = g_14 - i_14 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_14] * D + j_14], src[g_14]);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        if (g_15 < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int i_15 = g_15 / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            int j_15 = g_15 - i_15 * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
            atomicAdd(&out[idx[i_15] * D + j_15], src[g_15]);
        }
}
