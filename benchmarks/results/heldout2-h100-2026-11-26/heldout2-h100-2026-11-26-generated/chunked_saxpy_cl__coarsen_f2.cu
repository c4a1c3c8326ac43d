extern "C" __global__ void chunked_saxpy_cf2x(float a, const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
