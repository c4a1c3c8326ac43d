extern "C" __global__ void joint_hist16x16_cf8x(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_4] >> 4) * 16 + (b[i_4] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_5] >> 4) * 16 + (b[i_5] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_6] >> 4) * 16 + (b[i_6] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        atomicAdd(&hist[(a[i_7] >> 4) * 16 + (b[i_7] >> 4)], 1);
}
