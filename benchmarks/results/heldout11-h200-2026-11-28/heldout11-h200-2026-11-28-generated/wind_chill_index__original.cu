extern "C" __global__ void wind_chill_index(const float* temp, const float* wind, float* wci, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        float t = temp[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        float p = powf(wind[i], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        wci[i] = 13.12f + 0.6215f * t - 11.37f * p + 0.3965f * t * p;
    }
}
