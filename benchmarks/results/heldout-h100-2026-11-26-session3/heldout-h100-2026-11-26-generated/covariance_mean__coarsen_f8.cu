extern "C" __global__ void covariance_mean_cf8x(const float* data, float* mean, int n, int m) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j_0 < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i_0 = 0; i_0 < n; ++i_0)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s_0 += data[i_0 * m + j_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j_0] = s_0 / (float)n;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j_1 < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i_1 = 0; i_1 < n; ++i_1)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s_1 += data[i_1 * m + j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j_1] = s_1 / (float)n;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j_2 < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i_2 = 0; i_2 < n; ++i_2)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s_2 += data[i_2 * m + j_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j_2] = s_2 / (float)n;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j_3 < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i_3 = 0; i_3 < n; ++i_3)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s_3 += data[i_3 * m + j_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j_3] = s_3 / (float)n;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j_4 < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i_4 = 0; i_4 < n; ++i_4)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s_4 += data[i_4 * m + j_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j_4] = s_4 / (float)n;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j_5 < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i_5 = 0; i_5 < n; ++i_5)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s_5 += data[i_5 * m + j_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j_5] = s_5 / (float)n;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j_6 < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i_6 = 0; i_6 < n; ++i_6)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s_6 += data[i_6 * m + j_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j_6] = s_6 / (float)n;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j_7 < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i_7 = 0; i_7 < n; ++i_7)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s_7 += data[i_7 * m + j_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j_7] = s_7 / (float)n;
    }
}
