extern "C" __global__ void radix_hist_private_cf8x(const unsigned int* keys, int* hist, int shift, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    __shared__ int cnt[4096];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t_0 = threadIdx.x * 8u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    for (int d = 0; d < 16; d++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_0 * 16 + d] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_1 * 16 + d] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_2 * 16 + d] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_3 * 16 + d] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_4 * 16 + d] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_5 * 16 + d] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_6 * 16 + d] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_7 * 16 + d] = 0;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int base = blockIdx.x * 4096;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    for (int it = 0; it < 16; it++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key_0 = keys[base + it * 256 + t_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key_1 = keys[base + it * 256 + t_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key_2 = keys[base + it * 256 + t_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key_3 = keys[base + it * 256 + t_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key_4 = keys[base + it * 256 + t_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key_5 = keys[base + it * 256 + t_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key_6 = keys[base + it * 256 + t_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key_7 = keys[base + it * 256 + t_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1_0 = (key_0 >> shift) & 15;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1_1 = (key_1 >> shift) & 15;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1_2 = (key_2 >> shift) & 15;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1_3 = (key_3 >> shift) & 15;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1_4 = (key_4 >> shift) & 15;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1_5 = (key_5 >> shift) & 15;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1_6 = (key_6 >> shift) & 15;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1_7 = (key_7 >> shift) & 15;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_0 * 16 + d_1_0] += 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_1 * 16 + d_1_1] += 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_2 * 16 + d_1_2] += 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_3 * 16 + d_1_3] += 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_4 * 16 + d_1_4] += 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_5 * 16 + d_1_5] += 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_6 * 16 + d_1_6] += 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t_7 * 16 + d_1_7] += 1;
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t_0 < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s_0 = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j_0 = 0; j_0 < 256; j_0++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s_0 += cnt[j_0 * 16 + t_0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t_0 * gridDim.x + blockIdx.x] = s_0;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t_1 < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s_1 = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j_1 = 0; j_1 < 256; j_1++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s_1 += cnt[j_1 * 16 + t_1];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t_1 * gridDim.x + blockIdx.x] = s_1;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t_2 < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s_2 = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j_2 = 0; j_2 < 256; j_2++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s_2 += cnt[j_2 * 16 + t_2];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t_2 * gridDim.x + blockIdx.x] = s_2;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t_3 < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s_3 = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j_3 = 0; j_3 < 256; j_3++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s_3 += cnt[j_3 * 16 + t_3];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t_3 * gridDim.x + blockIdx.x] = s_3;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t_4 < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s_4 = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j_4 = 0; j_4 < 256; j_4++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s_4 += cnt[j_4 * 16 + t_4];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t_4 * gridDim.x + blockIdx.x] = s_4;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t_5 < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s_5 = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j_5 = 0; j_5 < 256; j_5++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s_5 += cnt[j_5 * 16 + t_5];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t_5 * gridDim.x + blockIdx.x] = s_5;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t_6 < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s_6 = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j_6 = 0; j_6 < 256; j_6++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s_6 += cnt[j_6 * 16 + t_6];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t_6 * gridDim.x + blockIdx.x] = s_6;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t_7 < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s_7 = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j_7 = 0; j_7 < 256; j_7++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s_7 += cnt[j_7 * 16 + t_7];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t_7 * gridDim.x + blockIdx.x] = s_7;
    }
}
