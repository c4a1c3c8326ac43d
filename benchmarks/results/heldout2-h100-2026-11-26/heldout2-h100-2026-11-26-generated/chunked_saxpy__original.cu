extern "C" __global__ void chunked_saxpy(float a, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    if (8 * t < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
        for (int k = 0; k < 8; k++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
            y[8 * t + k] = a * x[8 * t + k] + y[8 * t + k];
    }
}
