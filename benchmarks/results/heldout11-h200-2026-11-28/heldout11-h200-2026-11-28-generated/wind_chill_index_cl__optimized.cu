extern "C" __global__ void wind_chill_index_opt(const float* temp, const float* wind, float* wci, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 temp_v0;
    float4 wind_v1;
    float4 wci_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        if (ucond) {
            temp_v0 = *(const float4*)&temp[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
            float t_m0 = temp_v0.x;
            wind_v1 = *(const float4*)&wind[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
            float p_m0 = powf(wind_v1.x, 0.16f);
            wci_v2.x = 13.12f + 0.6215f * t_m0 - 11.37f * p_m0 + 0.3965f * t_m0 * p_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
            float t_m1 = temp_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
            float p_m1 = powf(wind_v1.y, 0.16f);
            wci_v2.y = 13.12f + 0.6215f * t_m1 - 11.37f * p_m1 + 0.3965f * t_m1 * p_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
            float t_m2 = temp_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
            float p_m2 = powf(wind_v1.z, 0.16f);
            wci_v2.z = 13.12f + 0.6215f * t_m2 - 11.37f * p_m2 + 0.3965f * t_m2 * p_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
            float t_m3 = temp_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
            float p_m3 = powf(wind_v1.w, 0.16f);
            wci_v2.w = 13.12f + 0.6215f * t_m3 - 11.37f * p_m3 + 0.3965f * t_m3 * p_m3;
            *(float4*)(&wci[i_m3] - 3) = wci_v2;
        }
    }
}
