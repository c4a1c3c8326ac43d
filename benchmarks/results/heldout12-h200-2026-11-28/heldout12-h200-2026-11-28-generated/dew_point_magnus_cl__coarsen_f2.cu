extern "C" __global__ void dew_point_magnus_cf2x(const float* temp, const float* rh, float* dew, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t_0 = temp[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g_0 = logf(rh[i_0] * 0.01f) + 17.62f * t_0 / (243.12f + t_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i_0] = 243.12f * g_0 / (17.62f - g_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t_1 = temp[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g_1 = logf(rh[i_1] * 0.01f) + 17.62f * t_1 / (243.12f + t_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i_1] = 243.12f * g_1 / (17.62f - g_1);
    }
}
