extern "C" __global__ void dew_point_magnus_cf8x(const float* temp, const float* rh, float* dew, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t_2 = temp[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g_2 = logf(rh[i_2] * 0.01f) + 17.62f * t_2 / (243.12f + t_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i_2] = 243.12f * g_2 / (17.62f - g_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t_3 = temp[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g_3 = logf(rh[i_3] * 0.01f) + 17.62f * t_3 / (243.12f + t_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i_3] = 243.12f * g_3 / (17.62f - g_3);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t_4 = temp[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g_4 = logf(rh[i_4] * 0.01f) + 17.62f * t_4 / (243.12f + t_4);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i_4] = 243.12f * g_4 / (17.62f - g_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t_5 = temp[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g_5 = logf(rh[i_5] * 0.01f) + 17.62f * t_5 / (243.12f + t_5);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i_5] = 243.12f * g_5 / (17.62f - g_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t_6 = temp[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g_6 = logf(rh[i_6] * 0.01f) + 17.62f * t_6 / (243.12f + t_6);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i_6] = 243.12f * g_6 / (17.62f - g_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t_7 = temp[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g_7 = logf(rh[i_7] * 0.01f) + 17.62f * t_7 / (243.12f + t_7);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i_7] = 243.12f * g_7 / (17.62f - g_7);
    }
}
