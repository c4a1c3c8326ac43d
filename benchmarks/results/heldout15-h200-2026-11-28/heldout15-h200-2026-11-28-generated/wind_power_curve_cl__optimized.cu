extern "C" __global__ void wind_power_curve_opt(const float* wind, float* power_kw, float rated_kw, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 wind_v0;
    float4 power_kw_v1;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (ucond) {
            wind_v0 = *(const float4*)&wind[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            float v_m0 = wind_v0.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            float p_m0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            if (v_m0 >= 3.0f && v_m0 < 25.0f) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
                p_m0 = v_m0 >= 12.0f ? rated_kw : rated_kw * (v_m0 * v_m0 * v_m0 - 27.0f) / 1701.0f;
            }
            power_kw_v1.x = p_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            float v_m1 = wind_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            float p_m1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            if (v_m1 >= 3.0f && v_m1 < 25.0f) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
                p_m1 = v_m1 >= 12.0f ? rated_kw : rated_kw * (v_m1 * v_m1 * v_m1 - 27.0f) / 1701.0f;
            }
            power_kw_v1.y = p_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            float v_m2 = wind_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            float p_m2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            if (v_m2 >= 3.0f && v_m2 < 25.0f) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
                p_m2 = v_m2 >= 12.0f ? rated_kw : rated_kw * (v_m2 * v_m2 * v_m2 - 27.0f) / 1701.0f;
            }
            power_kw_v1.z = p_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            float v_m3 = wind_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            float p_m3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
            if (v_m3 >= 3.0f && v_m3 < 25.0f) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/wind_power_curve.cl"
                p_m3 = v_m3 >= 12.0f ? rated_kw : rated_kw * (v_m3 * v_m3 * v_m3 - 27.0f) / 1701.0f;
            }
            power_kw_v1.w = p_m3;
            *(float4*)(&power_kw[i_m3] - 3) = power_kw_v1;
        }
    }
}
