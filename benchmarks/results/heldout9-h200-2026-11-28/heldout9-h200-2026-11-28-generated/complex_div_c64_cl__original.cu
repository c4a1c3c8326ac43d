extern "C" __global__ void complex_div_c64(const float2* x, const float2* y, float2* z, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b = y[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv = 1.0f / (b.x * b.x + b.y * b.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i] = make_float2((a.x * b.x + a.y * b.y) * inv, (a.y * b.x - a.x * b.y) * inv);
    }
}
