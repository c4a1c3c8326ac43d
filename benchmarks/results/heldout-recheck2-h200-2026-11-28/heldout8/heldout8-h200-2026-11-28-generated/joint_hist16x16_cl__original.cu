extern "C" __global__ void joint_hist16x16(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        atomicAdd(&hist[(a[i] >> 4) * 16 + (b[i] >> 4)], 1);
}
