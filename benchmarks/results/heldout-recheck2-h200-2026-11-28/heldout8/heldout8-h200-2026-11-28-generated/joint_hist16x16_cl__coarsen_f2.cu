extern "C" __global__ void joint_hist16x16_cf2x(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_0] >> 4) * 16 + (b[i_0] >> 4)], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i_1] >> 4) * 16 + (b[i_1] >> 4)], 1);
}
