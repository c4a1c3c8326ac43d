extern "C" __global__ void complex_div_c64_cf8x(const float2* x, const float2* y, float2* z, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b_4 = y[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv_4 = 1.0f / (b_4.x * b_4.x + b_4.y * b_4.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i_4] = make_float2((a_4.x * b_4.x + a_4.y * b_4.y) * inv_4, (a_4.y * b_4.x - a_4.x * b_4.y) * inv_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b_5 = y[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv_5 = 1.0f / (b_5.x * b_5.x + b_5.y * b_5.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i_5] = make_float2((a_5.x * b_5.x + a_5.y * b_5.y) * inv_5, (a_5.y * b_5.x - a_5.x * b_5.y) * inv_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b_6 = y[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv_6 = 1.0f / (b_6.x * b_6.x + b_6.y * b_6.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i_6] = make_float2((a_6.x * b_6.x + a_6.y * b_6.y) * inv_6, (a_6.y * b_6.x - a_6.x * b_6.y) * inv_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 a_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float2 b_7 = y[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        float inv_7 = 1.0f / (b_7.x * b_7.x + b_7.y * b_7.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/complex_div_c64.cl"
        z[i_7] = make_float2((a_7.x * b_7.x + a_7.y * b_7.y) * inv_7, (a_7.y * b_7.x - a_7.x * b_7.y) * inv_7);
    }
}
