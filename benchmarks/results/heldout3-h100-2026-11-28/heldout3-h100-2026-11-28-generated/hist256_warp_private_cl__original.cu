extern "C" __global__ void hist256_warp_private(const unsigned int* words, int* hist, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    __shared__ int sh[2048];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int b = t; b < 8 * 256; b += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sh[b] = 0;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    __syncthreads();
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int w = (t >> 5) * 256;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int i = (unsigned long long)blockIdx.x * 256 + t; i < n; i += (unsigned long long)gridDim.x * 256) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        unsigned int v = words[i];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w + (v & 255)], 1);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w + ((v >> 8) & 255)], 1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w + ((v >> 16) & 255)], 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        atomicAdd(&sh[w + (v >> 24)], 1);
    }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    __syncthreads();
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    int sum = 0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    for (int k = 0; k < 8; k++)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
        sum += sh[k * 256 + t];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/hist256_warp_private.cl"
    atomicAdd(&hist[t], sum);
}
