extern "C" __global__ void joint_hist16x16_cf2x(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_0] >> 4) * 16 + (b[i_0] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_1] >> 4) * 16 + (b[i_1] >> 4)], 1);
}
