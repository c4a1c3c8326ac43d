extern "C" __global__ void hsv_value_sat_cf2x(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
