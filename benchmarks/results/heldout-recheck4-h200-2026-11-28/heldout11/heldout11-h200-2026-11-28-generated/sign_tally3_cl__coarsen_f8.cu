extern "C" __global__ void sign_tally3_cf8x(const float* x, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        float v_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        int k_2 = v_2 < 0.0f ? 0 : v_2 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        atomicAdd(&counts[k_2], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        float v_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        int k_3 = v_3 < 0.0f ? 0 : v_3 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        atomicAdd(&counts[k_3], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        float v_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        int k_4 = v_4 < 0.0f ? 0 : v_4 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        atomicAdd(&counts[k_4], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        float v_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        int k_5 = v_5 < 0.0f ? 0 : v_5 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        atomicAdd(&counts[k_5], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        float v_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        int k_6 = v_6 < 0.0f ? 0 : v_6 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        atomicAdd(&counts[k_6], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        float v_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        int k_7 = v_7 < 0.0f ? 0 : v_7 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cl"
        atomicAdd(&counts[k_7], 1);
    }
}
