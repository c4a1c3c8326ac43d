extern "C" __global__ void hist256_warp_private_cf4x(const unsigned int* words, int* hist, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    __shared__ int sh[2048];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int b_0 = t_0; b_0 < 8 * 256; b_0 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sh[b_0] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int b_1 = t_1; b_1 < 8 * 256; b_1 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sh[b_1] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int b_2 = t_2; b_2 < 8 * 256; b_2 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sh[b_2] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int b_3 = t_3; b_3 < 8 * 256; b_3 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sh[b_3] = 0;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    __syncthreads();
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int w_0 = (t_0 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int w_1 = (t_1 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int w_2 = (t_2 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int w_3 = (t_3 >> 5) * 256;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int i_0 = (unsigned long long)blockIdx.x * 256 + t_0; i_0 < n; i_0 += (unsigned long long)gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        unsigned int v_0 = words[i_0];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_0 + (v_0 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_0 + ((v_0 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_0 + ((v_0 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_0 + (v_0 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int i_1 = (unsigned long long)blockIdx.x * 256 + t_1; i_1 < n; i_1 += (unsigned long long)gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        unsigned int v_1 = words[i_1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_1 + (v_1 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_1 + ((v_1 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_1 + ((v_1 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_1 + (v_1 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int i_2 = (unsigned long long)blockIdx.x * 256 + t_2; i_2 < n; i_2 += (unsigned long long)gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        unsigned int v_2 = words[i_2];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_2 + (v_2 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_2 + ((v_2 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_2 + ((v_2 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_2 + (v_2 >> 24)], 1);
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int i_3 = (unsigned long long)blockIdx.x * 256 + t_3; i_3 < n; i_3 += (unsigned long long)gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        unsigned int v_3 = words[i_3];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_3 + (v_3 & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_3 + ((v_3 >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_3 + ((v_3 >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w_3 + (v_3 >> 24)], 1);
    }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    __syncthreads();
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int sum_0 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int sum_1 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int sum_2 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int sum_3 = 0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int k = 0; k < 8; k++) {
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sum_0 += sh[k * 256 + t_0];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sum_1 += sh[k * 256 + t_1];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sum_2 += sh[k * 256 + t_2];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sum_3 += sh[k * 256 + t_3];
    }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    atomicAdd(&hist[t_0], sum_0);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    atomicAdd(&hist[t_1], sum_1);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    atomicAdd(&hist[t_2], sum_2);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    atomicAdd(&hist[t_3], sum_3);
}
