extern "C" __global__ void wind_power_curve_cf8x(const float* wind, float* power_kw, float rated_kw, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v_2 = wind[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v_2 >= 3.0f && v_2 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p_2 = v_2 >= 12.0f ? rated_kw : rated_kw * (v_2 * v_2 * v_2 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i_2] = p_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v_3 = wind[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v_3 >= 3.0f && v_3 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p_3 = v_3 >= 12.0f ? rated_kw : rated_kw * (v_3 * v_3 * v_3 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i_3] = p_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v_4 = wind[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v_4 >= 3.0f && v_4 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p_4 = v_4 >= 12.0f ? rated_kw : rated_kw * (v_4 * v_4 * v_4 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i_4] = p_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v_5 = wind[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v_5 >= 3.0f && v_5 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p_5 = v_5 >= 12.0f ? rated_kw : rated_kw * (v_5 * v_5 * v_5 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i_5] = p_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v_6 = wind[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v_6 >= 3.0f && v_6 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p_6 = v_6 >= 12.0f ? rated_kw : rated_kw * (v_6 * v_6 * v_6 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i_6] = p_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float v_7 = wind[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        float p_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        if (v_7 >= 3.0f && v_7 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
            p_7 = v_7 >= 12.0f ? rated_kw : rated_kw * (v_7 * v_7 * v_7 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cu"
        power_kw[i_7] = p_7;
    }
}
