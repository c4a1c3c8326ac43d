extern "C" __global__ void complex_div_c64_cf4x(const float2* x, const float2* y, float2* z, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b_0 = y[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv_0 = 1.0f / (b_0.x * b_0.x + b_0.y * b_0.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i_0] = make_float2((a_0.x * b_0.x + a_0.y * b_0.y) * inv_0, (a_0.y * b_0.x - a_0.x * b_0.y) * inv_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b_1 = y[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv_1 = 1.0f / (b_1.x * b_1.x + b_1.y * b_1.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i_1] = make_float2((a_1.x * b_1.x + a_1.y * b_1.y) * inv_1, (a_1.y * b_1.x - a_1.x * b_1.y) * inv_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b_2 = y[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv_2 = 1.0f / (b_2.x * b_2.x + b_2.y * b_2.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i_2] = make_float2((a_2.x * b_2.x + a_2.y * b_2.y) * inv_2, (a_2.y * b_2.x - a_2.x * b_2.y) * inv_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b_3 = y[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv_3 = 1.0f / (b_3.x * b_3.x + b_3.y * b_3.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i_3] = make_float2((a_3.x * b_3.x + a_3.y * b_3.y) * inv_3, (a_3.y * b_3.x - a_3.x * b_3.y) * inv_3);
    }
}
