extern "C" __global__ void wind_chill_index_cf8x(const float* temp, const float* wind, float* wci, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float t_4 = temp[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float p_4 = powf(wind[i_4], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        wci[i_4] = 13.12f + 0.6215f * t_4 - 11.37f * p_4 + 0.3965f * t_4 * p_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float t_5 = temp[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float p_5 = powf(wind[i_5], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        wci[i_5] = 13.12f + 0.6215f * t_5 - 11.37f * p_5 + 0.3965f * t_5 * p_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float t_6 = temp[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float p_6 = powf(wind[i_6], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        wci[i_6] = 13.12f + 0.6215f * t_6 - 11.37f * p_6 + 0.3965f * t_6 * p_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float t_7 = temp[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        float p_7 = powf(wind[i_7], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cl"
        wci[i_7] = 13.12f + 0.6215f * t_7 - 11.37f * p_7 + 0.3965f * t_7 * p_7;
    }
}
