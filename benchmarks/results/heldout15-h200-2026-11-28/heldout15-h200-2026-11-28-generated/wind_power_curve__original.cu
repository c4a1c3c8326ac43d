extern "C" __global__ void wind_power_curve(const float* wind, float* power_kw, float rated_kw, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v = wind[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v >= 3.0f && v < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p = v >= 12.0f ? rated_kw : rated_kw * (v * v * v - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i] = p;
    }
}
