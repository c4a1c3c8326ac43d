extern "C" __global__ void hist256_warp_private_cf8x(const unsigned int* words, int* hist, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    __shared__ int sh[2048];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_0 = threadIdx.x * 8u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_0 = t_0; b_0 < 8 * 256; b_0 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_0] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_1 = t_1; b_1 < 8 * 256; b_1 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_1] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_2 = t_2; b_2 < 8 * 256; b_2 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_2] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_3 = t_3; b_3 < 8 * 256; b_3 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_3] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_4 = t_4; b_4 < 8 * 256; b_4 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_4] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_5 = t_5; b_5 < 8 * 256; b_5 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_5] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_6 = t_6; b_6 < 8 * 256; b_6 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_6] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_7 = t_7; b_7 < 8 * 256; b_7 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_7] = 0;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    __syncthreads();
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_0 = (t_0 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_1 = (t_1 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_2 = (t_2 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_3 = (t_3 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_4 = (t_4 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_5 = (t_5 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_6 = (t_6 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_7 = (t_7 >> 5) * 256;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int i_0 = blockIdx.x * 256 + t_0; i_0 < n; i_0 += gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        unsigned int v_0 = words[i_0];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_0 + (v_0 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_0 + ((v_0 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_0 + ((v_0 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_0 + (v_0 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int i_1 = blockIdx.x * 256 + t_1; i_1 < n; i_1 += gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        unsigned int v_1 = words[i_1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_1 + (v_1 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_1 + ((v_1 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_1 + ((v_1 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_1 + (v_1 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int i_2 = blockIdx.x * 256 + t_2; i_2 < n; i_2 += gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        unsigned int v_2 = words[i_2];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_2 + (v_2 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_2 + ((v_2 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_2 + ((v_2 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_2 + (v_2 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int i_3 = blockIdx.x * 256 + t_3; i_3 < n; i_3 += gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        unsigned int v_3 = words[i_3];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_3 + (v_3 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_3 + ((v_3 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_3 + ((v_3 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_3 + (v_3 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int i_4 = blockIdx.x * 256 + t_4; i_4 < n; i_4 += gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        unsigned int v_4 = words[i_4];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_4 + (v_4 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_4 + ((v_4 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_4 + ((v_4 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_4 + (v_4 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int i_5 = blockIdx.x * 256 + t_5; i_5 < n; i_5 += gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        unsigned int v_5 = words[i_5];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_5 + (v_5 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_5 + ((v_5 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_5 + ((v_5 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_5 + (v_5 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int i_6 = blockIdx.x * 256 + t_6; i_6 < n; i_6 += gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        unsigned int v_6 = words[i_6];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_6 + (v_6 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_6 + ((v_6 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_6 + ((v_6 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_6 + (v_6 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int i_7 = blockIdx.x * 256 + t_7; i_7 < n; i_7 += gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        unsigned int v_7 = words[i_7];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_7 + (v_7 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_7 + ((v_7 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_7 + ((v_7 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        atomicAdd(&sh[w_7 + (v_7 >> 24)], 1);
    }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    __syncthreads();
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_0 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_1 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_2 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_3 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_4 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_5 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_6 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_7 = 0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int k = 0; k < 8; k++) {
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_0 += sh[k * 256 + t_0];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_1 += sh[k * 256 + t_1];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_2 += sh[k * 256 + t_2];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_3 += sh[k * 256 + t_3];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_4 += sh[k * 256 + t_4];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_5 += sh[k * 256 + t_5];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_6 += sh[k * 256 + t_6];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_7 += sh[k * 256 + t_7];
    }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_0], sum_0);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_1], sum_1);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_2], sum_2);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_3], sum_3);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_4], sum_4);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_5], sum_5);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_6], sum_6);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_7], sum_7);
}
