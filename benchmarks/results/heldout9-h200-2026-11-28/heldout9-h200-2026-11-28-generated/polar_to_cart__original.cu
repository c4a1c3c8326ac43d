extern "C" __global__ void polar_to_cart(const float* r, const float* theta, float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float t = theta[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float ri = r[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        x[i] = ri * cosf(t);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        y[i] = ri * sinf(t);
    }
}
