extern "C" __global__ void joint_hist16x16_cf8x(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_0] >> 4) * 16 + (b[i_0] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_1] >> 4) * 16 + (b[i_1] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_2] >> 4) * 16 + (b[i_2] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_3] >> 4) * 16 + (b[i_3] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_4] >> 4) * 16 + (b[i_4] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_5] >> 4) * 16 + (b[i_5] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_6] >> 4) * 16 + (b[i_6] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_7] >> 4) * 16 + (b[i_7] >> 4)], 1);
}
