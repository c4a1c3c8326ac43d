extern "C" __global__ void wind_chill_index_cf4x(const float* temp, const float* wind, float* wci, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float t_0 = temp[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float p_0 = powf(wind[i_0], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        wci[i_0] = 13.12f + 0.6215f * t_0 - 11.37f * p_0 + 0.3965f * t_0 * p_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float t_1 = temp[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float p_1 = powf(wind[i_1], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        wci[i_1] = 13.12f + 0.6215f * t_1 - 11.37f * p_1 + 0.3965f * t_1 * p_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float t_2 = temp[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float p_2 = powf(wind[i_2], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        wci[i_2] = 13.12f + 0.6215f * t_2 - 11.37f * p_2 + 0.3965f * t_2 * p_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float t_3 = temp[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float p_3 = powf(wind[i_3], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        wci[i_3] = 13.12f + 0.6215f * t_3 - 11.37f * p_3 + 0.3965f * t_3 * p_3;
    }
}
