extern "C" __global__ void polar_to_cart(const float* r, const float* theta, float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t = theta[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri = r[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i] = ri * cosf(t);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i] = ri * sinf(t);
    }
}
