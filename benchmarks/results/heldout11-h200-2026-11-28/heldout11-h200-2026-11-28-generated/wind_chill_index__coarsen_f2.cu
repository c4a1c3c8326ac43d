extern "C" __global__ void wind_chill_index_cf2x(const float* temp, const float* wind, float* wci, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        float t_0 = temp[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        float p_0 = powf(wind[i_0], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        wci[i_0] = 13.12f + 0.6215f * t_0 - 11.37f * p_0 + 0.3965f * t_0 * p_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        float t_1 = temp[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        float p_1 = powf(wind[i_1], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        wci[i_1] = 13.12f + 0.6215f * t_1 - 11.37f * p_1 + 0.3965f * t_1 * p_1;
    }
}
