extern "C" __global__ void hsv_value_sat_cf2x(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float hi_0 = fmaxf(r[i_0], fmaxf(g[i_0], b[i_0]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float lo_0 = fminf(r[i_0], fminf(g[i_0], b[i_0]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        v[i_0] = hi_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        s[i_0] = hi_0 > 0.0f ? (hi_0 - lo_0) / hi_0 : 0.0f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float hi_1 = fmaxf(r[i_1], fmaxf(g[i_1], b[i_1]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float lo_1 = fminf(r[i_1], fminf(g[i_1], b[i_1]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        v[i_1] = hi_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        s[i_1] = hi_1 > 0.0f ? (hi_1 - lo_1) / hi_1 : 0.0f;
    }
}
