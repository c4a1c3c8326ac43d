extern "C" __global__ void sign_tally3_cf2x(const float* x, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        int k_0 = v_0 < 0.0f ? 0 : v_0 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        atomicAdd(&counts[k_0], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        int k_1 = v_1 < 0.0f ? 0 : v_1 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        atomicAdd(&counts[k_1], 1);
    }
}
