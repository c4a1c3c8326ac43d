extern "C" __global__ void joint_hist16x16_opt(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    __shared__ int hist_priv[256];
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        hist_priv[p] = 0;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    for (int blk = 0; blk < 64; blk++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i = (blockIdx.x * 64u + (unsigned int)blk) * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist_priv[(a[i] >> 4) * 16 + (b[i] >> 4)], 1);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (hist_priv[p] != 0)
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[p], hist_priv[p]);
}
