extern "C" __global__ void covariance_mean_cf4x(const float* data, float* mean, int n, int m) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
