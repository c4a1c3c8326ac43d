extern "C" __global__ void dew_point_magnus_cf8x(const float* temp, const float* rh, float* dew, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t_0 = temp[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g_0 = logf(rh[i_0] * 0.01f) + 17.62f * t_0 / (243.12f + t_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i_0] = 243.12f * g_0 / (17.62f - g_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t_1 = temp[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g_1 = logf(rh[i_1] * 0.01f) + 17.62f * t_1 / (243.12f + t_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i_1] = 243.12f * g_1 / (17.62f - g_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t_2 = temp[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g_2 = logf(rh[i_2] * 0.01f) + 17.62f * t_2 / (243.12f + t_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i_2] = 243.12f * g_2 / (17.62f - g_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t_3 = temp[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g_3 = logf(rh[i_3] * 0.01f) + 17.62f * t_3 / (243.12f + t_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i_3] = 243.12f * g_3 / (17.62f - g_3);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t_4 = temp[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g_4 = logf(rh[i_4] * 0.01f) + 17.62f * t_4 / (243.12f + t_4);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i_4] = 243.12f * g_4 / (17.62f - g_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t_5 = temp[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g_5 = logf(rh[i_5] * 0.01f) + 17.62f * t_5 / (243.12f + t_5);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i_5] = 243.12f * g_5 / (17.62f - g_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t_6 = temp[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g_6 = logf(rh[i_6] * 0.01f) + 17.62f * t_6 / (243.12f + t_6);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i_6] = 243.12f * g_6 / (17.62f - g_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t_7 = temp[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g_7 = logf(rh[i_7] * 0.01f) + 17.62f * t_7 / (243.12f + t_7);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i_7] = 243.12f * g_7 / (17.62f - g_7);
    }
}
