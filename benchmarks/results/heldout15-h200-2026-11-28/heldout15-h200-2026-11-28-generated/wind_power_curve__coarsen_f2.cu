extern "C" __global__ void wind_power_curve_cf2x(const float* wind, float* power_kw, float rated_kw, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v_0 = wind[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v_0 >= 3.0f && v_0 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p_0 = v_0 >= 12.0f ? rated_kw : rated_kw * (v_0 * v_0 * v_0 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i_0] = p_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v_1 = wind[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v_1 >= 3.0f && v_1 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p_1 = v_1 >= 12.0f ? rated_kw : rated_kw * (v_1 * v_1 * v_1 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i_1] = p_1;
    }
}
