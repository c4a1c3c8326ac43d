extern "C" __global__ void index_add_atomic_cf16x_st32(const int* src, const int* idx, int* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_0;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_1;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_2;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_3;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_4;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_5;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_6;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_7;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_8;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_9;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_10;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_11;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_12;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_13;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_14;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g_15;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        g_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_7 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_7 = g_7 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_7 = g_7 - i_7 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_7] * D + j_7], src[g_7]);
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_8 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_8 = g_8 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_8 = g_8 - i_8 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_8] * D + j_8], src[g_8]);
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_9 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_9 = g_9 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_9 = g_9 - i_9 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_9] * D + j_9], src[g_9]);
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_10 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_10 = g_10 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_10 = g_10 - i_10 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_10] * D + j_10], src[g_10]);
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_11 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_11 = g_11 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_11 = g_11 - i_11 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_11] * D + j_11], src[g_11]);
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_12 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_12 = g_12 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_12 = g_12 - i_12 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_12] * D + j_12], src[g_12]);
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_13 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_13 = g_13 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_13 = g_13 - i_13 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_13] * D + j_13], src[g_13]);
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_14 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_14 = g_14 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_14 = g_14 - i_14 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_14] * D + j_14], src[g_14]);
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (g_15 < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_15 = g_15 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_15 = g_15 - i_15 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_15] * D + j_15], src[g_15]);
        }
}
