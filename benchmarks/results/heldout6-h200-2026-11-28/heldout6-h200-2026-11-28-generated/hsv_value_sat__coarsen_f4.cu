extern "C" __global__ void hsv_value_sat_cf4x(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float hi_2 = fmaxf(r[i_2], fmaxf(g[i_2], b[i_2]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float lo_2 = fminf(r[i_2], fminf(g[i_2], b[i_2]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        v[i_2] = hi_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        s[i_2] = hi_2 > 0.0f ? (hi_2 - lo_2) / hi_2 : 0.0f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float hi_3 = fmaxf(r[i_3], fmaxf(g[i_3], b[i_3]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float lo_3 = fminf(r[i_3], fminf(g[i_3], b[i_3]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        v[i_3] = hi_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        s[i_3] = hi_3 > 0.0f ? (hi_3 - lo_3) / hi_3 : 0.0f;
    }
}
