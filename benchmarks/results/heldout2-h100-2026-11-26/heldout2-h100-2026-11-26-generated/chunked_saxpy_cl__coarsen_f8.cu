extern "C" __global__ void chunked_saxpy_cf8x(float a, const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k_0 = 0; k_0 < 8; k_0++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t_0 + k_0] = a * x[8 * t_0 + k_0] + y[8 * t_0 + k_0];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k_1 = 0; k_1 < 8; k_1++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t_1 + k_1] = a * x[8 * t_1 + k_1] + y[8 * t_1 + k_1];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k_2 = 0; k_2 < 8; k_2++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t_2 + k_2] = a * x[8 * t_2 + k_2] + y[8 * t_2 + k_2];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k_3 = 0; k_3 < 8; k_3++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t_3 + k_3] = a * x[8 * t_3 + k_3] + y[8 * t_3 + k_3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k_4 = 0; k_4 < 8; k_4++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t_4 + k_4] = a * x[8 * t_4 + k_4] + y[8 * t_4 + k_4];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k_5 = 0; k_5 < 8; k_5++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t_5 + k_5] = a * x[8 * t_5 + k_5] + y[8 * t_5 + k_5];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k_6 = 0; k_6 < 8; k_6++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t_6 + k_6] = a * x[8 * t_6 + k_6] + y[8 * t_6 + k_6];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k_7 = 0; k_7 < 8; k_7++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t_7 + k_7] = a * x[8 * t_7 + k_7] + y[8 * t_7 + k_7];
    }
}
