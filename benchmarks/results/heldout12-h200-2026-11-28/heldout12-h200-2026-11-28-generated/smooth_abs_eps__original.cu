extern "C" __global__ void smooth_abs_eps(const float* x, float* y, float eps, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
        float v = x[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
        y[i] = sqrtf(v * v + eps);
    }
}
