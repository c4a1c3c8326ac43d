extern "C" __global__ void hsv_value_sat_cf4x(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float hi_0 = fmaxf(r[i_0], fmaxf(g[i_0], b[i_0]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float lo_0 = fminf(r[i_0], fminf(g[i_0], b[i_0]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        v[i_0] = hi_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        s[i_0] = hi_0 > 0.0f ? (hi_0 - lo_0) / hi_0 : 0.0f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float hi_1 = fmaxf(r[i_1], fmaxf(g[i_1], b[i_1]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float lo_1 = fminf(r[i_1], fminf(g[i_1], b[i_1]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        v[i_1] = hi_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        s[i_1] = hi_1 > 0.0f ? (hi_1 - lo_1) / hi_1 : 0.0f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float hi_2 = fmaxf(r[i_2], fmaxf(g[i_2], b[i_2]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float lo_2 = fminf(r[i_2], fminf(g[i_2], b[i_2]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        v[i_2] = hi_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        s[i_2] = hi_2 > 0.0f ? (hi_2 - lo_2) / hi_2 : 0.0f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float hi_3 = fmaxf(r[i_3], fmaxf(g[i_3], b[i_3]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float lo_3 = fminf(r[i_3], fminf(g[i_3], b[i_3]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        v[i_3] = hi_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        s[i_3] = hi_3 > 0.0f ? (hi_3 - lo_3) / hi_3 : 0.0f;
    }
}
