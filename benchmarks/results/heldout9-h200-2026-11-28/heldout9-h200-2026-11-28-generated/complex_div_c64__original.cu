extern "C" __global__ void complex_div_c64(const float2* x, const float2* y, float2* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cu"
        float2 a = x[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cu"
        float2 b = y[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cu"
        float inv = 1.0f / (b.x * b.x + b.y * b.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cu"
        z[i] = make_float2((a.x * b.x + a.y * b.y) * inv, (a.y * b.x - a.x * b.y) * inv);
    }
}
