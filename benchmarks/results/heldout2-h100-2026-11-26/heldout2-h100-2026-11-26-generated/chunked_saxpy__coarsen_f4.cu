extern "C" __global__ void chunked_saxpy_cf4x(float a, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    int t_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    int t_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    int t_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    int t_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    if (8 * t_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
        for (int k_0 = 0; k_0 < 8; k_0++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
            y[8 * t_0 + k_0] = a * x[8 * t_0 + k_0] + y[8 * t_0 + k_0];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    if (8 * t_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
        for (int k_1 = 0; k_1 < 8; k_1++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
            y[8 * t_1 + k_1] = a * x[8 * t_1 + k_1] + y[8 * t_1 + k_1];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    if (8 * t_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
        for (int k_2 = 0; k_2 < 8; k_2++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
            y[8 * t_2 + k_2] = a * x[8 * t_2 + k_2] + y[8 * t_2 + k_2];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    if (8 * t_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
        for (int k_3 = 0; k_3 < 8; k_3++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
            y[8 * t_3 + k_3] = a * x[8 * t_3 + k_3] + y[8 * t_3 + k_3];
    }
}
