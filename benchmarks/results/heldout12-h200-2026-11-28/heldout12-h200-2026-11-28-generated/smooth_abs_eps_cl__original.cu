extern "C" __global__ void smooth_abs_eps(const float* x, float* y, float eps, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        float v = x[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        y[i] = sqrtf(v * v + eps);
    }
}
