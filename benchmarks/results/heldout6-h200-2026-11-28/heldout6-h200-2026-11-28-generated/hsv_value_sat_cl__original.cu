extern "C" __global__ void hsv_value_sat(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float hi = fmaxf(r[i], fmaxf(g[i], b[i]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        float lo = fminf(r[i], fminf(g[i], b[i]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        v[i] = hi;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        s[i] = hi > 0.0f ? (hi - lo) / hi : 0.0f;
    }
}
