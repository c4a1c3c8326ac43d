extern "C" __global__ void wind_power_curve(const float* wind, float* power_kw, float rated_kw, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v = wind[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v >= 3.0f && v < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p = v >= 12.0f ? rated_kw : rated_kw * (v * v * v - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i] = p;
    }
}
