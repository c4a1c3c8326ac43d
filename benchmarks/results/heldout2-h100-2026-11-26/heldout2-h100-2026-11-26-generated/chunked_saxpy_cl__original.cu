extern "C" __global__ void chunked_saxpy(float a, const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
    if (8 * t < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
        for (int k = 0; k < 8; k++)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cl"
            y[8 * t + k] = a * x[8 * t + k] + y[8 * t + k];
    }
}
