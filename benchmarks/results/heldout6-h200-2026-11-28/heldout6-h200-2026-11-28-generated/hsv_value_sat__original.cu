extern "C" __global__ void hsv_value_sat(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float hi = fmaxf(r[i], fmaxf(g[i], b[i]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        float lo = fminf(r[i], fminf(g[i], b[i]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        v[i] = hi;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        s[i] = hi > 0.0f ? (hi - lo) / hi : 0.0f;
    }
}
