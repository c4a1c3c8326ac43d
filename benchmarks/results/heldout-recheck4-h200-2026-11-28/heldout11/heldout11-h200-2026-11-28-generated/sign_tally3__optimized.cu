extern "C" __global__ void sign_tally3_opt(const float* x, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    __shared__ int counts_priv[3];
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 3; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        counts_priv[p] = 0;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    for (int blk = 0; blk < 64; blk++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int i = (blockIdx.x * 64u + (unsigned int)blk) * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            float v = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            int k = v < 0.0f ? 0 : v == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            atomicAdd(&counts_priv[k], 1);
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 3; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        if (counts_priv[p] != 0)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            atomicAdd(&counts[p], counts_priv[p]);
}
