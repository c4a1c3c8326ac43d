extern "C" __global__ void wind_power_curve_cf8x(const float* wind, float* power_kw, float rated_kw, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v_0 = wind[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v_0 >= 3.0f && v_0 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p_0 = v_0 >= 12.0f ? rated_kw : rated_kw * (v_0 * v_0 * v_0 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i_0] = p_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v_1 = wind[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v_1 >= 3.0f && v_1 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p_1 = v_1 >= 12.0f ? rated_kw : rated_kw * (v_1 * v_1 * v_1 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i_1] = p_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v_2 = wind[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v_2 >= 3.0f && v_2 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p_2 = v_2 >= 12.0f ? rated_kw : rated_kw * (v_2 * v_2 * v_2 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i_2] = p_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v_3 = wind[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v_3 >= 3.0f && v_3 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p_3 = v_3 >= 12.0f ? rated_kw : rated_kw * (v_3 * v_3 * v_3 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i_3] = p_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v_4 = wind[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v_4 >= 3.0f && v_4 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p_4 = v_4 >= 12.0f ? rated_kw : rated_kw * (v_4 * v_4 * v_4 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i_4] = p_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v_5 = wind[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v_5 >= 3.0f && v_5 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p_5 = v_5 >= 12.0f ? rated_kw : rated_kw * (v_5 * v_5 * v_5 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i_5] = p_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v_6 = wind[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v_6 >= 3.0f && v_6 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p_6 = v_6 >= 12.0f ? rated_kw : rated_kw * (v_6 * v_6 * v_6 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i_6] = p_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float v_7 = wind[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        float p_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (v_7 >= 3.0f && v_7 < 25.0f)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            p_7 = v_7 >= 12.0f ? rated_kw : rated_kw * (v_7 * v_7 * v_7 - 27.0f) / 1701.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        power_kw[i_7] = p_7;
    }
}
