extern "C" __global__ void joint_hist16x16_cf4x(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_0] >> 4) * 16 + (b[i_0] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_1] >> 4) * 16 + (b[i_1] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_2] >> 4) * 16 + (b[i_2] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_3] >> 4) * 16 + (b[i_3] >> 4)], 1);
}
