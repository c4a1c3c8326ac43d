extern "C" __global__ void hist256_warp_private_cf2x(const unsigned int* words, int* hist, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    __shared__ int sh[2048];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_0 = threadIdx.x * 2u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_0 = t_0; b_0 < 8 * 256; b_0 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_0] = 0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int b_1 = t_1; b_1 < 8 * 256; b_1 += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sh[b_1] = 0;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    __syncthreads();
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_0 = (t_0 >> 5) * 256;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int w_1 = (t_1 >> 5) * 256;
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
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    __syncthreads();
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_0 = 0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    int sum_1 = 0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    for (int k = 0; k < 8; k++) {
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_0 += sh[k * 256 + t_0];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
        sum_1 += sh[k * 256 + t_1];
    }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_0], sum_0);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cu"
    atomicAdd(&hist[t_1], sum_1);
}
